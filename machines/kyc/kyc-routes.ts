/**
 * The KYC document routes as data (doc 3 §2.1 KYC routes, §2.6 "Submission and KYC screens", §3
 * Required document, §4 KYC documents). One catalogue, read by the KYC machine
 * (machines/kyc/kyc.machine.ts builds one state per route), the route table
 * (machines/view/route-table.ts), the selectors and the tests — never written twice. What the screens
 * list from the requirements is in kyc-requirements.ts, the uploads in kyc-uploads.ts. Pure
 * functions, no I/O.
 */
import type { DocumentTypeCode } from '../../services/api/contract';
import type { PersonSlot, RouteEntry, ScreenId, StateMeta } from '../screen-contract';

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

/** The person slots a KYC route may belong to. */
export const SLOTS: readonly PersonSlot[] = ['main', 'secondary', 'minor'];
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

/**
 * The page (tab) title of the proof-of-ownership pages (doc 3 §2.1 'LLC/Corporate document, sole
 * proprietorship statement, trust documents and partnership agreement'; §2.6 by corporate account
 * type: 1 Corporate and 3 LimitedLiabilityCorporation the company documents, 2 SoleProprietorship,
 * 4 Trust, 5 Partnership). Without a type (not a corporate application) the generic 'Proof of
 * ownership' of the route table.
 */
export function ownershipPageTitleKey(corporateType: string | null | undefined): string {
  switch (corporateType) {
    case 'Corporate':
    case 'LimitedLiabilityCorporation':
      return 'pageTitles.kycOwnershipCorporate';
    case 'SoleProprietorship':
      return 'pageTitles.kycOwnershipSoleProprietorship';
    case 'Trust':
      return 'pageTitles.kycOwnershipTrust';
    case 'Partnership':
      return 'pageTitles.kycOwnershipPartnership';
    default:
      return DOC_TITLE.OWNERSHIP;
  }
}

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
