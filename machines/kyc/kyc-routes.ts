/**
 * The KYC document routes and requirements as data (doc 3 §2.1 KYC routes, §2.6 "Submission and
 * KYC screens", §3 Required document, §4 KYC documents, §5 Uploads / Identity options shown, §7
 * Documents). One catalogue, read by the KYC machine (machines/kyc/kyc.machine.ts builds one state
 * per route), the route table (machines/route-table.ts), the selectors and the tests — never
 * written twice. Pure functions, no I/O.
 */
import {
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  type Application,
  type DocumentTypeCode,
  type IdvDocumentType,
  type RequiredDocument,
} from '../../services/api/contract';
import type { PersonSlot, RouteEntry, ScreenId, StateMeta } from '../screen-contract';
import { personOf } from '../wizards/walk';

/** The requirement groups of doc 3 §3 ("three identity types, three residency types, one social security card type; OperatingAgreement counts as ownership"). */
export type KycGroup = 'identity' | 'residence' | 'socialSecurity' | 'ownership';
/** Identity document pages (doc 3 §2.1): /drivers-license, /passport, /id. */
export type IdentityDoc = 'DRIVERS_LICENSE' | 'PASSPORT' | 'GOVERNMENT_ID';
/** Residency document pages (doc 3 §2.1). */
export type ResidenceDoc =
  'UTILITY_BILL' | 'BANK_STATEMENT' | 'VOIDED_CHECK' | 'CREDIT_CARD_STATEMENT';
/** Every option a chooser offers ('OWNERSHIP': the ownership page's one document). */
export type KycOption = IdentityDoc | ResidenceDoc | 'OWNERSHIP';
export type KycScreen = Extract<ScreenId, 'kycChooser' | 'kycMethod' | 'kycFile' | 'kycCamera'>;

/** The group of each DocumentType code (doc 3 §3); Other (10) belongs to none. */
export const GROUP_OF_TYPE: Partial<Record<DocumentTypeCode, KycGroup>> = {
  1: 'identity',
  2: 'identity',
  3: 'identity',
  4: 'residence',
  5: 'residence',
  7: 'residence',
  6: 'socialSecurity',
  8: 'ownership',
};

/** One KYC document screen: a state of the KYC machine and a row of the route table. */
export interface KycRoute extends StateMeta {
  /** State key in the KYC machine (unique, no dots). */
  id: string;
  screen: KycScreen;
  group: KycGroup;
  /** The document the page is about (method, file and camera pages; residency uploads). */
  doc: IdentityDoc | ResidenceDoc | 'SOCIAL_SECURITY_CARD' | 'OWNERSHIP' | null;
  /** null: the person chosen on the hub (the voided check's one shared path, doc 3 §2.1). */
  slot: PersonSlot | null;
  /** The route key of the page the back button leads to, as a state id ('hub': the verification hub). */
  back: string;
  /** 'Skip for now' is offered (doc 3 §2.6: identity chooser, residency pages, ownership). */
  skip: boolean;
}

const SLOTS: readonly PersonSlot[] = ['main', 'secondary', 'minor'];
const SEGMENT: Record<PersonSlot, string> = { main: '', secondary: '/secondary', minor: '/minor' };
const KEY: Record<PersonSlot, string> = { main: 'MAIN', secondary: 'SECONDARY', minor: 'MINOR' };
export const IDENTITY_DOCS: readonly IdentityDoc[] = [
  'DRIVERS_LICENSE',
  'PASSPORT',
  'GOVERNMENT_ID',
];
const IDENTITY_SEGMENT: Record<IdentityDoc, string> = {
  DRIVERS_LICENSE: '/drivers-license',
  PASSPORT: '/passport',
  GOVERNMENT_ID: '/id',
};
/** The residency options the chooser lists (doc 3 §2.6); the credit-card route exists but is not listed. */
export const RESIDENCE_OPTIONS: readonly ResidenceDoc[] = [
  'UTILITY_BILL',
  'BANK_STATEMENT',
  'VOIDED_CHECK',
];
const RESIDENCE_SEGMENT: Record<ResidenceDoc, string> = {
  UTILITY_BILL: '/utility-bill',
  BANK_STATEMENT: '/bank-statement',
  CREDIT_CARD_STATEMENT: '/credit-card-statement',
  VOIDED_CHECK: '/voided-check',
};
/** Page-title keys (pageTitles.*, doc 3 §2.1 "proof pages for …"). */
export const DOC_TITLE: Record<
  IdentityDoc | ResidenceDoc | 'SOCIAL_SECURITY_CARD' | 'OWNERSHIP',
  string
> = {
  DRIVERS_LICENSE: 'pageTitles.kycDriversLicense',
  PASSPORT: 'pageTitles.kycPassport',
  GOVERNMENT_ID: 'pageTitles.kycGovernmentId',
  UTILITY_BILL: 'pageTitles.kycUtilityBill',
  BANK_STATEMENT: 'pageTitles.kycBankStatement',
  VOIDED_CHECK: 'pageTitles.kycVoidedCheck',
  CREDIT_CARD_STATEMENT: 'pageTitles.kycCreditCardStatement',
  SOCIAL_SECURITY_CARD: 'pageTitles.kycSocialSecurityCard',
  OWNERSHIP: 'pageTitles.kycOwnership',
};

/** State key of a route (identity_main, identity_minor_PASSPORT_file …). */
export const routeId = {
  identity: (p: PersonSlot) => `identity_${p}`,
  identityDoc: (p: PersonSlot, d: IdentityDoc, page: 'method' | 'file' | 'camera') =>
    `identity_${p}_${d}_${page}`,
  ssc: (p: PersonSlot, page: 'method' | 'file' | 'camera') => `ssc_${p}_${page}`,
  residence: (p: PersonSlot) => `residence_${p}`,
  residenceDoc: (p: PersonSlot, d: ResidenceDoc) =>
    d === 'VOIDED_CHECK' ? 'residence_VOIDED_CHECK' : `residence_${p}_${d}`,
  ownership: () => 'ownership',
  ownershipUpload: () => 'ownership_upload',
};

function build(): KycRoute[] {
  const rows: KycRoute[] = [];
  for (const p of SLOTS) {
    const base = `/kyc/proof-of-identity${SEGMENT[p]}`;
    const key = `KYC_PROOF_OF_IDENTITY.${KEY[p]}`;
    rows.push({
      id: routeId.identity(p),
      path: base,
      routeKey: `${key}.MAIN`,
      screen: 'kycChooser',
      titleKey: 'pageTitles.kycProofOfIdentity',
      person: p,
      slot: p,
      group: 'identity',
      doc: null,
      back: 'hub',
      skip: true,
    });
    for (const d of IDENTITY_DOCS) {
      const dp = `${base}${IDENTITY_SEGMENT[d]}`;
      const common = {
        titleKey: DOC_TITLE[d],
        person: p,
        slot: p,
        group: 'identity' as const,
        doc: d,
        skip: false,
      };
      rows.push({
        ...common,
        id: routeId.identityDoc(p, d, 'method'),
        path: dp,
        routeKey: `${key}.UPLOAD.${d}`,
        screen: 'kycMethod',
        back: routeId.identity(p),
      });
      rows.push({
        ...common,
        id: routeId.identityDoc(p, d, 'file'),
        path: `${dp}/file`,
        routeKey: `${key}.UPLOAD_FILE.${d}`,
        screen: 'kycFile',
        back: routeId.identityDoc(p, d, 'method'),
      });
      rows.push({
        ...common,
        id: routeId.identityDoc(p, d, 'camera'),
        path: `${dp}/camera`,
        routeKey: `${key}.UPLOAD_CAMERA.${d}`,
        screen: 'kycCamera',
        back: routeId.identityDoc(p, d, 'method'),
      });
    }
    const ssc = `/kyc/proof-of-social-security${SEGMENT[p]}/ssc`;
    const sKey = `KYC_PROOF_OF_SOCIAL_SECURITY.${KEY[p]}`;
    const sCommon = {
      titleKey: DOC_TITLE.SOCIAL_SECURITY_CARD,
      person: p,
      slot: p,
      group: 'socialSecurity' as const,
      doc: 'SOCIAL_SECURITY_CARD' as const,
      skip: false,
    };
    rows.push({
      ...sCommon,
      id: routeId.ssc(p, 'method'),
      path: ssc,
      routeKey: `${sKey}.UPLOAD.SOCIAL_SECURITY_CARD`,
      screen: 'kycMethod',
      titleKey: 'pageTitles.kycProofOfSocialSecurity',
      back: 'hub',
    });
    rows.push({
      ...sCommon,
      id: routeId.ssc(p, 'file'),
      path: `${ssc}/file`,
      routeKey: `${sKey}.UPLOAD_FILE.SOCIAL_SECURITY_CARD`,
      screen: 'kycFile',
      back: routeId.ssc(p, 'method'),
    });
    rows.push({
      ...sCommon,
      id: routeId.ssc(p, 'camera'),
      path: `${ssc}/camera`,
      routeKey: `${sKey}.UPLOAD_CAMERA.SOCIAL_SECURITY_CARD`,
      screen: 'kycCamera',
      back: routeId.ssc(p, 'method'),
    });
    const res = `/kyc/proof-of-residence${SEGMENT[p]}`;
    const rKey = `KYC_PROOF_OF_RESIDENCE.${KEY[p]}`;
    rows.push({
      id: routeId.residence(p),
      path: res,
      routeKey: `${rKey}.MAIN`,
      screen: 'kycChooser',
      titleKey: 'pageTitles.kycProofOfResidence',
      person: p,
      slot: p,
      group: 'residence',
      doc: null,
      back: 'hub',
      skip: true,
    });
    for (const d of ['CREDIT_CARD_STATEMENT', 'UTILITY_BILL', 'BANK_STATEMENT'] as const) {
      rows.push({
        id: routeId.residenceDoc(p, d),
        path: `${res}${RESIDENCE_SEGMENT[d]}`,
        routeKey: `${rKey}.UPLOAD.${d}`,
        screen: 'kycFile',
        titleKey: DOC_TITLE[d],
        person: p,
        slot: p,
        group: 'residence',
        doc: d,
        back: routeId.residence(p),
        skip: true,
      });
    }
  }
  // The voided check is always /kyc/proof-of-residence/voided-check (doc 3 §2.1): the person is the one chosen.
  rows.push({
    id: routeId.residenceDoc('main', 'VOIDED_CHECK'),
    path: '/kyc/proof-of-residence/voided-check',
    routeKey: 'KYC_PROOF_OF_RESIDENCE.MAIN.UPLOAD.VOIDED_CHECK',
    screen: 'kycFile',
    titleKey: DOC_TITLE.VOIDED_CHECK,
    slot: null,
    group: 'residence',
    doc: 'VOIDED_CHECK',
    back: 'residence',
    skip: true,
  });
  rows.push({
    id: routeId.ownership(),
    path: '/kyc/proof-of-ownership',
    routeKey: 'KYC_PROOF_OF_OWNERSHIP.MAIN',
    screen: 'kycChooser',
    titleKey: 'pageTitles.kycOwnership',
    person: 'main',
    slot: 'main',
    group: 'ownership',
    doc: null,
    back: 'hub',
    skip: true,
  });
  rows.push({
    id: routeId.ownershipUpload(),
    path: '/kyc/proof-of-ownership/upload',
    routeKey: 'KYC_PROOF_OF_OWNERSHIP.UPLOAD',
    screen: 'kycFile',
    titleKey: 'pageTitles.kycOwnership',
    person: 'main',
    slot: 'main',
    group: 'ownership',
    doc: 'OWNERSHIP',
    back: routeId.ownership(),
    skip: true,
  });
  return rows;
}

/** Every KYC document route of doc 3 §2.1 (54 pages besides the hub and the done pages). */
export const KYC_ROUTES: readonly KycRoute[] = build();
export const kycRouteById = (id: string): KycRoute | undefined =>
  KYC_ROUTES.find((r) => r.id === id);
export const kycRouteByPath = (path: string | null | undefined): KycRoute | undefined =>
  KYC_ROUTES.find((r) => r.path === path);

/** The KYC document pages' rows of the route table. */
export function kycRoutes(): RouteEntry[] {
  return KYC_ROUTES.map((r) => ({
    path: r.path,
    routeKey: r.routeKey,
    screen: r.screen,
    titleKey: r.titleKey,
  }));
}

// ---------------------------------------------------------------------------------------------
// Requirements → what the screens list (doc 3 §4 "Items per account type", §5 "Identity options shown")
// ---------------------------------------------------------------------------------------------

/** The second person of the account kind (doc 3 §4: JointTenants uses SECONDARY, UTMA MINOR), or null. */
export function secondSlotOf(app: Application | null): 'secondary' | 'minor' | null {
  if (app?.ApplicationType === 'JointTenants') return 'secondary';
  if (app?.ApplicationType === 'UTMA') return 'minor';
  return null;
}

/** PersonTargetType of a person's uploads: 0 Primary for the main person, 1 Secondary otherwise. */
export const personTargetOf = (slot: PersonSlot): 0 | 1 => (slot === 'main' ? 0 : 1);

/** A person's requirements: Primary or Both for the main person, Secondary or Both for the other (doc 3 §4). */
export function docsOf(
  docs: readonly RequiredDocument[],
  slot: PersonSlot,
  group?: KycGroup,
): RequiredDocument[] {
  const target = personTargetOf(slot);
  return docs.filter(
    (d) =>
      (d.PersonTargetType === target || d.PersonTargetType === 2) &&
      (!group || GROUP_OF_TYPE[d.DocumentType] === group),
  );
}

/** One row of the hub (doc 3 §2.6 "Lists the required items per person"). `id` is what `kyc.open` sends. */
export interface HubItem {
  id: `${PersonSlot}.${KycGroup}`;
  slot: PersonSlot;
  group: KycGroup;
  titleKey: string;
  /** The person's first name for joint and UTMA accounts (doc 3 §4 "named by first name"), else null. */
  holder: string | null;
  uploaded: boolean;
}
const GROUPS: readonly KycGroup[] = ['identity', 'residence', 'socialSecurity', 'ownership'];
const GROUP_TITLE: Record<KycGroup, string> = {
  identity: 'kycVerification.proofOfIdentity',
  residence: 'kycVerification.proofOfResidence',
  socialSecurity: 'kycVerification.proofOfSocialSecurity',
  ownership: 'kycVerification.proofOfOwnership',
};

/** The hub's rows: per person (the second person for joint and UTMA), per group in the spec's order. */
export function hubItemsOf(docs: readonly RequiredDocument[], app: Application | null): HubItem[] {
  const second = secondSlotOf(app);
  const slots: PersonSlot[] = second ? ['main', second] : ['main'];
  const items: HubItem[] = [];
  for (const slot of slots) {
    for (const group of GROUPS) {
      if (group === 'ownership' && slot !== 'main') continue;
      const mine = docsOf(docs, slot, group);
      if (!mine.length) continue;
      items.push({
        id: `${slot}.${group}`,
        slot,
        group,
        titleKey: GROUP_TITLE[group],
        holder: second ? (personOf(app, slot)?.PersonName?.FirstName ?? null) : null,
        uploaded: mine.every((d) => d.IsUploaded),
      });
    }
  }
  return items;
}

/** Every requirement is uploaded (doc 3 §4 "All uploaded: KYC_DONE"); an empty list counts as done. */
export const allUploaded = (docs: readonly RequiredDocument[]) => docs.every((d) => d.IsUploaded);

/** The route a hub row opens (doc 3 §2.6: identity and residency choosers, the social-security method page, ownership). */
export function hubTargetOf(item: string): string | null {
  const [slot, group] = item.split('.') as [PersonSlot, KycGroup];
  if (!SLOTS.includes(slot)) return null;
  if (group === 'identity') return routeId.identity(slot);
  if (group === 'residence') return routeId.residence(slot);
  if (group === 'socialSecurity') return routeId.ssc(slot, 'method');
  if (group === 'ownership' && slot === 'main') return routeId.ownership();
  return null;
}

/** A chooser row (doc 3 §2.6): `uploaded` shows the check; `disabled` rows are not clickable. */
export interface ChooserOption {
  id: KycOption;
  titleKey: string;
  uploaded: boolean;
  disabled: boolean;
}

const IDV_OF: Record<IdentityDoc, IdvDocumentType> = {
  DRIVERS_LICENSE: 'License',
  PASSPORT: 'Passport',
  GOVERNMENT_ID: 'IdentificationCard',
};
const OPTION_TITLE: Record<KycOption, string> = {
  DRIVERS_LICENSE: 'kycDocs.driversLicense',
  PASSPORT: 'kycDocs.passport',
  GOVERNMENT_ID: 'kycDocs.governmentId',
  UTILITY_BILL: 'kycDocs.utilityBill',
  BANK_STATEMENT: 'kycDocs.bankStatement',
  VOIDED_CHECK: 'kycDocs.voidedCheck',
  CREDIT_CARD_STATEMENT: 'kycDocs.creditCardStatement',
  OWNERSHIP: 'kycDocs.ownership',
};
export const optionTitleOf = (o: KycOption) => OPTION_TITLE[o];

/**
 * The identity options of a person (doc 3 §5 "Identity options shown"): only identity requirements
 * whose Caption contains 'Front' or is 'PassportDocument'; DriverLicenseOrPassport offers a driver's
 * licence and a passport (only the licence when a separate Passport requirement exists),
 * DriverLicenseOrStateIssuedIDCard a licence or other government ID, Passport a passport.
 */
export function identityOptionsOf(
  docs: readonly RequiredDocument[],
  slot: PersonSlot,
): ChooserOption[] {
  const mine = docsOf(docs, slot, 'identity').filter(
    (d) => d.Caption.includes('Front') || d.Caption === 'PassportDocument',
  );
  const hasPassportReq = mine.some((d) => d.DocumentType === DOCUMENT_TYPES.Passport);
  const out: ChooserOption[] = [];
  const add = (id: IdentityDoc, d: RequiredDocument) => {
    if (out.some((o) => o.id === id)) return;
    out.push({
      id,
      titleKey: OPTION_TITLE[id],
      uploaded: d.IsUploaded && d.SandboxDocumentType === IDV_OF[id],
      disabled: d.IsUploaded,
    });
  };
  for (const d of mine) {
    if (d.DocumentType === DOCUMENT_TYPES.DriverLicenseOrPassport) {
      add('DRIVERS_LICENSE', d);
      if (!hasPassportReq) add('PASSPORT', d);
    } else if (d.DocumentType === DOCUMENT_TYPES.DriverLicenseOrStateIssuedIDCard) {
      add('DRIVERS_LICENSE', d);
      add('GOVERNMENT_ID', d);
    } else if (d.DocumentType === DOCUMENT_TYPES.Passport) add('PASSPORT', d);
  }
  return out;
}

/** The residency options (doc 3 §2.6): utility bill, bank statement, voided check; all done once the requirement is uploaded. */
export function residenceOptionsOf(
  docs: readonly RequiredDocument[],
  slot: PersonSlot,
): ChooserOption[] {
  const uploaded = docsOf(docs, slot, 'residence').some((d) => d.IsUploaded);
  return RESIDENCE_OPTIONS.map((id) => ({
    id,
    titleKey: OPTION_TITLE[id],
    uploaded,
    disabled: uploaded,
  }));
}

/** The ownership page's one document (doc 3 §2.6 Proof of ownership). */
export function ownershipOptionsOf(docs: readonly RequiredDocument[]): ChooserOption[] {
  const uploaded = docsOf(docs, 'main', 'ownership').some((d) => d.IsUploaded);
  return [{ id: 'OWNERSHIP', titleKey: OPTION_TITLE.OWNERSHIP, uploaded, disabled: uploaded }];
}

/** The options a chooser route shows. */
export function optionsOf(route: KycRoute, docs: readonly RequiredDocument[]): ChooserOption[] {
  const slot = route.slot ?? 'main';
  if (route.group === 'identity') return identityOptionsOf(docs, slot);
  if (route.group === 'residence') return residenceOptionsOf(docs, slot);
  if (route.group === 'ownership') return ownershipOptionsOf(docs);
  return [];
}

/** The route a chooser option opens: an identity document's method page, a residency upload, the ownership upload. */
export function optionTargetOf(route: KycRoute, option: string): string | null {
  const slot = route.slot ?? 'main';
  if (route.group === 'identity' && (IDENTITY_DOCS as readonly string[]).includes(option))
    return routeId.identityDoc(slot, option as IdentityDoc, 'method');
  if (route.group === 'residence' && (RESIDENCE_OPTIONS as readonly string[]).includes(option))
    return routeId.residenceDoc(slot, option as ResidenceDoc);
  if (route.group === 'ownership' && option === 'OWNERSHIP') return routeId.ownershipUpload();
  return null;
}

// ---------------------------------------------------------------------------------------------
// Uploads (doc 3 §5 Uploads, §7 Documents, §9)
// ---------------------------------------------------------------------------------------------

/** Media types a file may have: identity documents png, jpeg, gif; every other document also pdf (doc 3 §5). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const IMAGE_OR_PDF_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
/** The largest file sent (bytes): 10 MiB, the server's limit (doc 3 §5, §9). */
export const MAX_UPLOAD_BYTES = MAX_DOCUMENT_BYTES;

/** What one upload sends (doc 3 §7): the query, the multipart field and Caption, and the types the page accepts. */
export interface UploadTarget {
  personTargetType: 0 | 1;
  documentType: DocumentTypeCode;
  /** {idv}DocumentType of an identity upload, else null. */
  idvType: IdvDocumentType | null;
  field: 'Document' | 'DocumentFront';
  caption: string;
  accept: readonly string[];
}

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
