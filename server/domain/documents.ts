/**
 * KYC documents (doc 3 §2.6, §3 Required document, §4 KYC documents, §5 Uploads): which documents
 * an application must upload after identity verification, which upload fills which requirement,
 * and what a file really is (content sniffing by magic bytes). Pure functions, no database.
 *
 * A requirement is a slot: one per (PersonTargetType, group), the groups being identity,
 * residency, social security and ownership (doc 3 §3 "Groups"). A slot takes exactly one file;
 * its DocumenUid is derived from the application, target and group, so it is stable across
 * calls and is also the uid of the document stored in it. The rules are in docs/sandbox.md
 * "Required documents (KYC)".
 */
import { createHash } from 'node:crypto';
import {
  DOCUMENT_TYPES,
  type ApplicationType,
  type DocumentMediaType,
  type DocumentTypeCode,
  type IdvDocumentType,
  type PersonTargetTypeCode,
} from '../../services/api/contract';

/** The requirement groups of doc 3 §3 ("three identity types, three residency types, …"). */
export type DocumentGroup = 'identity' | 'residency' | 'socialSecurity' | 'ownership';

/** The group each document type counts for; Other (10) counts for none (never requested). */
export const GROUP_OF: Partial<Record<DocumentTypeCode, DocumentGroup>> = {
  [DOCUMENT_TYPES.Passport]: 'identity',
  [DOCUMENT_TYPES.DriverLicenseOrStateIssuedIDCard]: 'identity',
  [DOCUMENT_TYPES.DriverLicenseOrPassport]: 'identity',
  [DOCUMENT_TYPES.UtilityBill]: 'residency',
  [DOCUMENT_TYPES.BankStatement]: 'residency',
  [DOCUMENT_TYPES.VoidedCheck]: 'residency',
  [DOCUMENT_TYPES.SocialSecurityCardDocument]: 'socialSecurity',
  [DOCUMENT_TYPES.OperatingAgreement]: 'ownership',
};

/** Identity documents take images only (doc 3 §5 Uploads); every other type also takes PDF. */
export function allowedMediaTypes(documentType: DocumentTypeCode): readonly DocumentMediaType[] {
  return GROUP_OF[documentType] === 'identity'
    ? ['image/png', 'image/jpeg', 'image/gif']
    : ['image/png', 'image/jpeg', 'image/gif', 'application/pdf'];
}

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/**
 * The media type a file really has, read from its first bytes (never from its name or declared
 * type), or null when it is none of PNG, JPEG, GIF and PDF:
 * - PNG: the 8-byte signature followed by the IHDR chunk;
 * - JPEG: SOI (FF D8) followed by a marker (FF);
 * - GIF: 'GIF87a' or 'GIF89a' and a logical screen descriptor (13 bytes at least);
 * - PDF: '%PDF-' and a version digit.
 */
export function sniffMediaType(bytes: Uint8Array): DocumentMediaType | null {
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, ascii('IHDR'), 12)
  ) {
    return 'image/png';
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length >= 4) return 'image/jpeg';
  if (
    (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) &&
    bytes.length >= 13
  )
    return 'image/gif';
  if (startsWith(bytes, ascii('%PDF-')) && bytes[5] >= 0x31 && bytes[5] <= 0x39)
    return 'application/pdf';
  return null;
}

/** One requirement (slot) before its upload state is known. */
export interface RequirementSlot {
  group: DocumentGroup;
  personTargetType: PersonTargetTypeCode;
  /** The DocumentType the list shows for the slot (doc 3 §3). */
  documentType: DocumentTypeCode;
  /** Caption of the slot: identity captions hold 'Front' or equal 'PassportDocument' (doc 3 §5). */
  caption: string;
}

/** What the requirement rules read from the application (docs/sandbox.md "Required documents"). */
export interface RequirementInput {
  applicationType: ApplicationType | null;
  /** The account sub-type (CorporateAccountType for Corporate). */
  accountType: string | null;
  /** The stored identity-verification outcome: 'Passed', 'Failed', 'OFAC' or null (not run). */
  verificationResult: string | null;
  isCompleted: boolean;
  /** Citizenship (PersonCountry) of the main person and of the second person (Joint, UTMA), when saved. */
  primaryCountryIso3: string | null;
  hasSecondary: boolean;
  secondaryCountryIso3: string | null;
}

/**
 * Corporate account types whose ownership document is requested even when identity verification
 * passed (doc 3 §4 Submission: "a CorporateApplication with certain account types … goes to
 * KYC_VERIFICATION"; which ones is not shown): every registered entity, i.e. all but a sole
 * proprietorship, whose owner is the verified person. Mirrored as
 * OWNERSHIP_ON_PASS_CORPORATE_TYPES in services/api/contract.ts.
 */
export const ownershipOnPass = (accountType: string | null) =>
  accountType !== null && accountType !== 'SoleProprietorship';

const identitySlot = (target: PersonTargetTypeCode, countryIso3: string | null): RequirementSlot =>
  // A US citizen shows a driver's licence or state ID; anyone else a driver's licence or passport.
  countryIso3 === 'USA'
    ? {
        group: 'identity',
        personTargetType: target,
        documentType: DOCUMENT_TYPES.DriverLicenseOrStateIssuedIDCard,
        caption: 'DriverLicenseOrStateIssuedIDCardFront',
      }
    : {
        group: 'identity',
        personTargetType: target,
        documentType: DOCUMENT_TYPES.DriverLicenseOrPassport,
        caption: 'DriverLicenseOrPassportFront',
      };
const residencySlot = (target: PersonTargetTypeCode): RequirementSlot => ({
  group: 'residency',
  personTargetType: target,
  documentType: DOCUMENT_TYPES.UtilityBill,
  caption: 'ProofOfResidence',
});
const socialSecuritySlot = (target: PersonTargetTypeCode): RequirementSlot => ({
  group: 'socialSecurity',
  personTargetType: target,
  documentType: DOCUMENT_TYPES.SocialSecurityCardDocument,
  caption: 'SocialSecurityCardDocumentFront',
});
const ownershipSlot: RequirementSlot = {
  group: 'ownership',
  personTargetType: 0,
  documentType: DOCUMENT_TYPES.OperatingAgreement,
  caption: 'OperatingAgreement',
};

/**
 * The requirements of an application, derived from its identity-verification outcome
 * (docs/sandbox.md "Required documents (KYC)"):
 * - not completed, or OFAC (the application stays open): none;
 * - Passed: none, except a Corporate application of a registered entity (ownershipOnPass),
 *   which needs its ownership document (OperatingAgreement, Primary);
 * - Failed: the main person (Primary) needs proof of identity and of residency, plus a social
 *   security card when a US citizen; a joint SecondaryHolder needs proof of identity (plus the
 *   card when a US citizen) and the joint residency proof targets Both; a UTMA Minor needs proof
 *   of identity and a social security card when a US citizen; a Corporate application also
 *   needs its ownership document.
 */
export function requirementsFor(input: RequirementInput): RequirementSlot[] {
  if (
    !input.isCompleted ||
    (input.verificationResult !== 'Passed' && input.verificationResult !== 'Failed')
  )
    return [];
  const corporate = input.applicationType === 'Corporate';
  if (input.verificationResult === 'Passed')
    return corporate && ownershipOnPass(input.accountType) ? [ownershipSlot] : [];

  const joint = input.applicationType === 'JointTenants' && input.hasSecondary;
  const minor = input.applicationType === 'UTMA' && input.hasSecondary;
  const out: RequirementSlot[] = [
    identitySlot(0, input.primaryCountryIso3),
    residencySlot(joint ? 2 : 0),
  ];
  if (input.primaryCountryIso3 === 'USA') out.push(socialSecuritySlot(0));
  if (joint || minor) {
    out.push(identitySlot(1, input.secondaryCountryIso3));
    if (input.secondaryCountryIso3 === 'USA') out.push(socialSecuritySlot(1));
  }
  if (corporate) out.push(ownershipSlot);
  return out;
}

/**
 * The identity-verification document types a slot's identity upload may name (doc 3 §5
 * "Identity options shown"): DriverLicenseOrStateIssuedIDCard → licence or government ID,
 * DriverLicenseOrPassport → licence or passport, Passport → passport.
 */
export function admittedIdvTypes(slotType: DocumentTypeCode): readonly IdvDocumentType[] {
  if (slotType === DOCUMENT_TYPES.DriverLicenseOrStateIssuedIDCard)
    return ['License', 'IdentificationCard'];
  if (slotType === DOCUMENT_TYPES.DriverLicenseOrPassport) return ['License', 'Passport'];
  if (slotType === DOCUMENT_TYPES.Passport) return ['Passport'];
  return [];
}

/** Document types an upload may name for a slot: its own, Passport on a licence-or-passport slot, any residency kind on a residency slot. */
export function acceptsDocumentType(
  slot: RequirementSlot,
  documentType: DocumentTypeCode,
): boolean {
  if (slot.group === 'residency') return GROUP_OF[documentType] === 'residency';
  if (
    slot.documentType === DOCUMENT_TYPES.DriverLicenseOrPassport &&
    documentType === DOCUMENT_TYPES.Passport
  )
    return true;
  return slot.documentType === documentType;
}

/**
 * The slot an upload fills: the one of the upload's group for its PersonTargetType, or — for
 * Primary or Secondary — the group's Both slot (doc 3 §4: Primary items include documents
 * targeted at the main person or both). Null when nothing of that kind is required.
 */
export function slotFor<S extends RequirementSlot>(
  slots: readonly S[],
  personTargetType: PersonTargetTypeCode,
  documentType: DocumentTypeCode,
): S | null {
  const group = GROUP_OF[documentType];
  if (!group) return null;
  const own = slots.find((s) => s.group === group && s.personTargetType === personTargetType);
  const both =
    personTargetType !== 2
      ? slots.find((s) => s.group === group && s.personTargetType === 2)
      : undefined;
  const slot = own ?? both ?? null;
  return slot && acceptsDocumentType(slot, documentType) ? slot : null;
}

/** The DocumenUid of a slot: a stable UUID (version 8, name-based) from application, target and group. */
export function slotUid(
  applicationUid: string,
  slot: Pick<RequirementSlot, 'personTargetType' | 'group'>,
): string {
  const h = createHash('sha256')
    .update(`kyc-document:${applicationUid.toLowerCase()}:${slot.personTargetType}:${slot.group}`)
    .digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
