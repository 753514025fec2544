/**
 * KYC uploads (doc 3 §5 Uploads, §7 Documents, §9): the media types and size a file may have, the
 * upload target of a route and person (`uploadTargetOf`), a file's problem (`fileProblemOf`) and the
 * address line a residence document shows. Pure functions over machines/kyc/kyc-routes.ts.
 */
import {
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  type Application,
  type DocumentTypeCode,
  type RequiredDocument,
} from '../../services/api/contract';
import type { PersonSlot } from '../screen-contract';
import { personOf } from '../wizards/walk';
import { docsOf, personTargetOf } from './kyc-requirements';
import type { KycRoute, ResidenceDoc } from './kyc-routes';
import type { UploadTarget } from '../../services/actors/kyc-actors';
export type { UploadTarget };

/** Media types a file may have: identity documents png, jpeg, gif; every other document also pdf (doc 3 §5). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const IMAGE_OR_PDF_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
/** The largest file sent (bytes): 10 MiB, the server's limit (doc 3 §5, §9). */
export const MAX_UPLOAD_BYTES = MAX_DOCUMENT_BYTES;

const RESIDENCE_TYPE: Record<ResidenceDoc, DocumentTypeCode> = {
  UTILITY_BILL: DOCUMENT_TYPES.UtilityBill,
  BANK_STATEMENT: DOCUMENT_TYPES.BankStatement,
  VOIDED_CHECK: DOCUMENT_TYPES.VoidedCheck,
  // No DocumentType code exists for a credit card statement (doc 3 §3): sent as a bank statement (docs/decisions.md).
  CREDIT_CARD_STATEMENT: DOCUMENT_TYPES.BankStatement,
};
const RESIDENCE_CAPTION: Record<ResidenceDoc, string> = {
  UTILITY_BILL: 'UtilityBill',
  BANK_STATEMENT: 'BankStatement',
  VOIDED_CHECK: 'VoidedCheck',
  CREDIT_CARD_STATEMENT: 'CreditCardStatement',
};

/**
 * What an upload page sends for `slot` (doc 3 §2.6, §7): identity — a passport in 'Document'
 * (DocumentType 1, Passport), a licence in 'DocumentFront' with the requirement's own type (2 or 3,
 * License), another government ID in 'DocumentFront' (2, IdentificationCard); the social security
 * card (6) in 'DocumentFront'; residency (4, 5, 7) and ownership (8) in 'Document' with the
 * requirement's Caption (residency) or the document type name.
 */
export function uploadTargetOf(
  route: KycRoute,
  slot: PersonSlot,
  docs: readonly RequiredDocument[],
): UploadTarget | null {
  const personTargetType = personTargetOf(slot);
  const doc = route.doc;
  if (doc === 'DRIVERS_LICENSE') {
    const req = docsOf(docs, slot, 'identity').find(
      (d) => d.DocumentType === 2 || d.DocumentType === 3,
    );
    return {
      personTargetType,
      documentType: req?.DocumentType ?? DOCUMENT_TYPES.DriverLicenseOrStateIssuedIDCard,
      idvType: 'License',
      field: 'DocumentFront',
      caption: 'DriversLicense',
      accept: IMAGE_TYPES,
    };
  }
  if (doc === 'PASSPORT')
    return {
      personTargetType,
      documentType: DOCUMENT_TYPES.Passport,
      idvType: 'Passport',
      field: 'Document',
      caption: 'Passport',
      accept: IMAGE_TYPES,
    };
  if (doc === 'GOVERNMENT_ID')
    return {
      personTargetType,
      documentType: DOCUMENT_TYPES.DriverLicenseOrStateIssuedIDCard,
      idvType: 'IdentificationCard',
      field: 'DocumentFront',
      caption: 'GovernmentId',
      accept: IMAGE_TYPES,
    };
  if (doc === 'SOCIAL_SECURITY_CARD')
    return {
      personTargetType,
      documentType: DOCUMENT_TYPES.SocialSecurityCardDocument,
      idvType: null,
      field: 'DocumentFront',
      caption: 'SocialSecurityCard',
      accept: IMAGE_OR_PDF_TYPES,
    };
  if (doc === 'OWNERSHIP')
    return {
      personTargetType: 0,
      documentType: DOCUMENT_TYPES.OperatingAgreement,
      idvType: null,
      field: 'Document',
      caption: 'OperatingAgreement',
      accept: IMAGE_OR_PDF_TYPES,
    };
  if (doc) {
    const req = docsOf(docs, slot, 'residence')[0];
    return {
      personTargetType,
      documentType: RESIDENCE_TYPE[doc],
      idvType: null,
      field: 'Document',
      caption: req?.Caption ?? RESIDENCE_CAPTION[doc],
      accept: IMAGE_OR_PDF_TYPES,
    };
  }
  return null;
}

/** Why a chosen file is refused before any request (doc 3 §5 Uploads), as an i18n key, or null. */
export function fileProblemOf(
  file: { type: string; size: number },
  accept: readonly string[],
): string | null {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!accept.includes(type))
    return accept.includes('application/pdf')
      ? 'kycUpload.errors.typeWithPdf'
      : 'kycUpload.errors.typeImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'kycUpload.errors.tooLarge';
  if (file.size === 0) return 'kycUpload.errors.empty';
  return null;
}

/** The person's address as one line: apt, street, city, state, postal code, country caption (doc 3 §2.6 Proof of residency). */
export function addressLineOf(
  app: Application | null,
  slot: PersonSlot,
  countryCaption: (iso3: string) => string | null,
): string | null {
  const a = personOf(app, slot)?.PersonAddress ?? personOf(app, 'main')?.PersonAddress;
  if (!a) return null;
  const parts = [
    a.AptOrSuite,
    a.Street,
    a.City,
    a.State,
    a.PostalCode,
    a.CountryIso3Code ? (countryCaption(a.CountryIso3Code) ?? a.CountryIso3Code) : null,
  ];
  return parts.filter((x) => !!x && String(x).trim()).join(', ');
}
