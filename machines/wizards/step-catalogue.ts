/**
 * The step catalogue (ARCHITECTURE.md "Wizards are data"; doc 1 §2.1 literal paths, doc 2 §2.3
 * and doc 3 §2.1 route keys): what each wizard step IS — path, route key, screen, page-title
 * key, progress section — written once. The step tables (`*.steps.ts`) compose their rows from
 * it with `step(key, links)` and write only where a step LEADS in that table (next, skip,
 * dependentSkip, preSkip, branches), so a path or a title changes in one place. Links and runs
 * of rows that several tables share (funding, address, the IRA owner) are in step-segments.ts.
 *
 * An entry's key is its step id, except for the variants where the same screen lives at another
 * path (the Business authorized agent under /business/secure, the metal-stream secure and review
 * steps under /aip, the EIN of a Business and of a Trust): those have their own key and name
 * the step id they take in their table with `id`.
 */
import type { StepDef } from './step-table';

/** What a step is, wherever it stands (`id` only when it differs from the catalogue key). */
export type StepEntry = Pick<
  StepDef,
  | 'path'
  | 'routeKey'
  | 'screen'
  | 'titleKey'
  | 'section'
  | 'person'
  | 'behaviour'
  | 'skipConfirm'
  | 'flows'
> & { id?: string };

export const STEP_CATALOGUE = {
  // The person's secure steps (doc 2 §2.3 SECURE_*).
  secure: {
    path: '/secure',
    routeKey: 'SECURE_ACCOUNT',
    screen: 'secureIntro',
    titleKey: 'pageTitles.secure',
    section: 'secure',
    behaviour: 'intro',
  },
  name: {
    path: '/secure/name',
    routeKey: 'SECURE_NAME',
    screen: 'name',
    titleKey: 'pageTitles.name',
    section: 'secure',
  },
  phone: {
    path: '/secure/phone-number',
    routeKey: 'SECURE_PHONE_NUMBER',
    screen: 'phone',
    titleKey: 'pageTitles.phone',
    section: 'secure',
  },
  dob: {
    path: '/secure/dob',
    routeKey: 'SECURE_DOB',
    screen: 'dob',
    titleKey: 'pageTitles.dob',
    section: 'secure',
  },
  marital: {
    path: '/secure/marital',
    routeKey: 'SECURE_MARITAL',
    screen: 'maritalStatus',
    titleKey: 'pageTitles.maritalStatus',
    section: 'secure',
  },
  identity: {
    path: '/secure/identity',
    routeKey: 'SECURE_IDENTITY',
    screen: 'identityCountry',
    titleKey: 'pageTitles.identity',
    section: 'secure',
  },
  ssn: {
    path: '/secure/identity/ssn',
    routeKey: 'SECURE_IDENTITY_SSN',
    screen: 'ssn',
    titleKey: 'pageTitles.ssn',
    section: 'secure',
  },
  // doc 2 §2.19 backup withholding, after the SSN it certifies when the broker's IsIRSRequired is
  // on (the position is not shown; docs/decisions.md): Individual — me; Joint — me, the secondary
  // owner, both or neither.
  backupWithholding: {
    path: '/secure/backup-withholding',
    routeKey: 'SECURE_BACKUP_WITHHOLDING',
    screen: 'backupWithholding',
    titleKey: 'pageTitles.backupWithholding',
    section: 'secure',
  },
  // Customer due diligence of the IRA owner (doc 2 §2.2 "IRA").
  identityDetails: {
    path: '/secure/identity/details',
    routeKey: 'SECURE_IDENTITY_DETAILS',
    screen: 'identityDetails',
    titleKey: 'pageTitles.identityDetails',
    section: 'secure',
  },
  employment: {
    path: '/secure/employmentStatus',
    routeKey: 'EMPLOYMENT_STATUS',
    screen: 'employmentStatus',
    titleKey: 'pageTitles.employmentStatus',
    section: 'secure',
  },
  financialProfile: {
    path: '/secure/financial-profile',
    routeKey: 'FINANCIAL_PROFILE',
    screen: 'financialProfile',
    titleKey: 'pageTitles.financialProfile',
    section: 'secure',
  },
  iraBusinessName: {
    path: '/secure/businessName',
    routeKey: 'SECURE_BUSINESS_NAME',
    screen: 'iraBusinessName',
    titleKey: 'pageTitles.iraBusinessName',
    section: 'secure',
  },
  // Trust (doc 2 §2.8, §2.9).
  trustName: {
    path: '/secure/trust/name',
    routeKey: 'SECURE_TRUST_NAME',
    screen: 'trustName',
    titleKey: 'pageTitles.trustName',
    section: 'secure',
  },
  trustEinQuestion: {
    path: '/secure/trust/askEin',
    routeKey: 'SECURE_TRUST_NAME_EIN_QUESTION',
    screen: 'trustEinQuestion',
    titleKey: 'pageTitles.trustEinQuestion',
    section: 'secure',
    behaviour: 'intro',
  },
  trustEin: {
    id: 'ein',
    path: '/secure/trustName/ein',
    routeKey: 'SECURE_TRUST_NAME_EIN',
    screen: 'ein',
    titleKey: 'pageTitles.trustEin',
    section: 'secure',
  },
  // Business entity, then its authorized agent's secure steps under /business/secure (BUSINESS_ACCOUNT.*).
  businessSecure: {
    id: 'secure',
    path: '/business/secure',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_ACCOUNT',
    screen: 'secureIntro',
    titleKey: 'pageTitles.secure',
    section: 'secure',
    behaviour: 'intro',
  },
  businessType: {
    path: '/business/secure/verify',
    routeKey: 'SECURE_BUSINESS_TYPE',
    screen: 'businessType',
    titleKey: 'pageTitles.businessType',
    section: 'secure',
  },
  businessName: {
    path: '/business/secure/verify/name',
    routeKey: 'SECURE_BUSINESS_ORIGIN_NAME',
    screen: 'businessName',
    titleKey: 'pageTitles.businessName',
    section: 'secure',
  },
  businessEin: {
    id: 'ein',
    path: '/business/secure/verify/name/ein',
    routeKey: 'SECURE_BUSINESS_ORIGIN_EIN',
    screen: 'ein',
    titleKey: 'pageTitles.ein',
    section: 'secure',
  },
  businessAddress: {
    path: '/business/secure/verify/business-address',
    routeKey: 'SECURE_BUSINESS_ADDRESS',
    screen: 'businessAddress',
    titleKey: 'pageTitles.businessAddress',
    section: 'secure',
  },
  businessReview: {
    path: '/business/secure/verify/business-review',
    routeKey: 'SECURE_BUSINESS_REVIEW',
    screen: 'businessReview',
    titleKey: 'pageTitles.businessReview',
    section: 'secure',
    behaviour: 'review',
  },
  businessSecureName: {
    id: 'name',
    path: '/business/secure/name',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_NAME',
    screen: 'name',
    titleKey: 'pageTitles.name',
    section: 'secure',
  },
  businessSecurePhone: {
    id: 'phone',
    path: '/business/secure/phone-number',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_PHONE_NUMBER',
    screen: 'phone',
    titleKey: 'pageTitles.phone',
    section: 'secure',
  },
  businessSecureDob: {
    id: 'dob',
    path: '/business/secure/dob',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_DOB',
    screen: 'dob',
    titleKey: 'pageTitles.dob',
    section: 'secure',
  },
  businessSecureIdentity: {
    id: 'identity',
    path: '/business/secure/identity',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_IDENTITY',
    screen: 'identityCountry',
    titleKey: 'pageTitles.identity',
    section: 'secure',
  },
  businessSecureSsn: {
    id: 'ssn',
    path: '/business/secure/identity/ssn',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_IDENTITY_SSN',
    screen: 'ssn',
    titleKey: 'pageTitles.ssn',
    section: 'secure',
  },
  // The Joint secondary owner and the UTMA minor (doc 2 §2.2): the main person's screens with the
  // step's `person` slot (the intro asks the person's name).
  secondary: {
    path: '/secure/secondary',
    routeKey: 'SECURE_SECONDARY',
    screen: 'name',
    person: 'secondary',
    titleKey: 'pageTitles.secondary',
    section: 'secure',
  },
  secondaryPhone: {
    path: '/secure/secondary/phone-number',
    routeKey: 'SECURE_SECONDARY_PHONE_NUMBER',
    screen: 'phone',
    person: 'secondary',
    titleKey: 'pageTitles.secondaryPhone',
    section: 'secure',
  },
  secondaryDob: {
    path: '/secure/secondary/dob',
    routeKey: 'SECURE_SECONDARY_DOB',
    screen: 'dob',
    person: 'secondary',
    titleKey: 'pageTitles.secondaryDob',
    section: 'secure',
  },
  secondaryIdentity: {
    path: '/secure/secondary/identity',
    routeKey: 'SECURE_SECONDARY_IDENTITY',
    screen: 'identityCountry',
    person: 'secondary',
    titleKey: 'pageTitles.secondaryIdentity',
    section: 'secure',
  },
  secondarySsn: {
    path: '/secure/secondary/ssn',
    routeKey: 'SECURE_SECONDARY_SSN',
    screen: 'ssn',
    person: 'secondary',
    titleKey: 'pageTitles.secondarySsn',
    section: 'secure',
  },
  minor: {
    path: '/secure/minor',
    routeKey: 'SECURE_MINOR',
    screen: 'name',
    person: 'minor',
    titleKey: 'pageTitles.minor',
    section: 'secure',
  },
  minorPhone: {
    path: '/secure/minor/phone-number',
    routeKey: 'SECURE_MINOR_PHONE_NUMBER',
    screen: 'phone',
    person: 'minor',
    titleKey: 'pageTitles.minorPhone',
    section: 'secure',
  },
  minorDob: {
    path: '/secure/minor/dob',
    routeKey: 'SECURE_MINOR_DOB',
    screen: 'dob',
    person: 'minor',
    titleKey: 'pageTitles.minorDob',
    section: 'secure',
  },
  minorIdentity: {
    path: '/secure/minor/identity',
    routeKey: 'SECURE_MINOR_IDENTITY',
    screen: 'identityCountry',
    person: 'minor',
    titleKey: 'pageTitles.minorIdentity',
    section: 'secure',
  },
  minorSsn: {
    path: '/secure/minor/ssn',
    routeKey: 'SECURE_MINOR_SSN',
    screen: 'ssn',
    person: 'minor',
    titleKey: 'pageTitles.minorSsn',
    section: 'secure',
  },
  // Address (doc 2 §2.2; the same-address questions of doc 2 §2.20).
  address: {
    path: '/address',
    routeKey: 'ADDRESS',
    screen: 'addressIntro',
    titleKey: 'pageTitles.address',
    section: 'address',
    behaviour: 'intro',
  },
  addressEnter: {
    path: '/address/enter',
    routeKey: 'ADDRESS_ENTER',
    screen: 'addressEnter',
    titleKey: 'pageTitles.addressEnter',
    section: 'address',
  },
  secondaryAddress: {
    path: '/address/secondary',
    routeKey: 'ADDRESS_SECONDARY',
    screen: 'sameAddress',
    person: 'secondary',
    titleKey: 'pageTitles.secondaryAddress',
    section: 'address',
  },
  secondaryAddressEnter: {
    path: '/address/secondary/enter',
    routeKey: 'ADDRESS_SECONDARY_ENTER',
    screen: 'addressEnter',
    person: 'secondary',
    titleKey: 'pageTitles.secondaryAddressEnter',
    section: 'address',
  },
  minorAddress: {
    path: '/address/minor',
    routeKey: 'ADDRESS_MINOR',
    screen: 'sameAddress',
    person: 'minor',
    titleKey: 'pageTitles.minorAddress',
    section: 'address',
  },
  minorAddressEnter: {
    path: '/address/minor/enter',
    routeKey: 'ADDRESS_MINOR_ENTER',
    screen: 'addressEnter',
    person: 'minor',
    titleKey: 'pageTitles.minorAddressEnter',
    section: 'address',
  },
  addressDone: {
    path: '/address/done',
    routeKey: 'ADDRESS_DONE',
    screen: 'addressDone',
    titleKey: 'pageTitles.addressDone',
    section: 'address',
    behaviour: 'intro',
  },
  // Funding (doc 3 §2.1, §2.4): the account screen and the shared amount screen per method.
  fund: {
    path: '/fund/account',
    routeKey: 'FUNDING.NORMAL_FUNDING.ACCOUNT',
    screen: 'fundAccount',
    titleKey: 'pageTitles.fund',
    section: 'fund',
    skipConfirm: 'funding',
    flows: { field: 'BankFundingType', open: { ACHConnected: 'bankLink' } },
  },
  fundAch: {
    path: '/fund/account/ach',
    routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.PLAID',
    screen: 'fundAmount',
    titleKey: 'pageTitles.fundAmount',
    section: 'fund',
  },
  fundWire: {
    path: '/fund/account/wire',
    routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.WIRE',
    screen: 'fundAmount',
    titleKey: 'pageTitles.fundAmount',
    section: 'fund',
  },
  fundCheck: {
    path: '/fund/account/check',
    routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.CHECK',
    screen: 'fundAmount',
    titleKey: 'pageTitles.fundAmount',
    section: 'fund',
  },
  fundCrypto: {
    path: '/fund/account/cryptocurrency',
    routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.CRYPTOCURRENCY',
    screen: 'fundAmount',
    titleKey: 'pageTitles.fundAmount',
    section: 'fund',
  },
  survivor: {
    path: '/fund/account/survivor',
    routeKey: 'FUNDING.NORMAL_FUNDING.JOINT_SURVIVOR',
    screen: 'jointSurvivorship',
    titleKey: 'pageTitles.jointSurvivorship',
    section: 'fund',
  },
  fundRetirement: {
    path: '/fund/retirement',
    routeKey: 'FUNDING.RETIREMENT_FUNDING.ACCOUNT',
    screen: 'retirementFunding',
    titleKey: 'pageTitles.retirementFunding',
    section: 'fund',
    // doc 3 §2.4 "'do later' skip with the skip confirmation modal (IRA version)", §4: the skip
    // deletes the IRA funding when an IRAFundingType is saved (skipFundingStates).
    skipConfirm: 'funding',
    flows: { field: 'IRAFundingType', open: { IRATransfer: 'custodian' } },
  },
  fundRollover: {
    path: '/fund/retirement/rollover/amount',
    routeKey: 'FUNDING.RETIREMENT_FUNDING.AMOUNT.ROLLOVER',
    screen: 'retirementAmount',
    titleKey: 'pageTitles.rolloverAmount',
    section: 'fund',
  },
  fundContribution: {
    path: '/fund/retirement/contribution/amount',
    routeKey: 'FUNDING.RETIREMENT_FUNDING.AMOUNT.ANNUAL_CONTRIBUTION',
    screen: 'retirementAmount',
    titleKey: 'pageTitles.contributionAmount',
    section: 'fund',
  },
  // Review and agreements (doc 3 §2.2, §4).
  review: {
    path: '/review',
    routeKey: 'REVIEW',
    screen: 'review',
    titleKey: 'pageTitles.review',
    section: 'review',
    behaviour: 'review',
  },
  equityAgreement: {
    path: '/review/equity',
    routeKey: 'EQUITY_AGREEMENT',
    screen: 'equityAgreement',
    titleKey: 'pageTitles.equityAgreement',
    section: 'review',
  },
  agreement: {
    path: '/review/agreement',
    routeKey: 'AGREEMENT',
    screen: 'agreement',
    titleKey: 'pageTitles.agreement',
    section: 'review',
    behaviour: 'agreement',
  },
  // The metal-stream programme (doc 3 §2.2, §2.3), then its secure and review steps under /aip (METAL_SECURE_ACCOUNT.*).
  metalWelcome: {
    path: '/metal',
    routeKey: 'METAL_STREAM_WELCOME',
    screen: 'metalWelcome',
    titleKey: 'pageTitles.metalWelcome',
    section: 'metal',
    behaviour: 'intro',
  },
  metalInvest: {
    path: '/metal/invest',
    routeKey: 'METAL_STREAM_MONTHLY_INVEST',
    screen: 'metalInvest',
    titleKey: 'pageTitles.metalInvest',
    section: 'metal',
  },
  metalAllocate: {
    path: '/metal/allocate',
    routeKey: 'METAL_STREAM_FUND_ALLOCATION',
    screen: 'metalAllocate',
    titleKey: 'pageTitles.metalAllocate',
    section: 'metal',
  },
  metalGold: {
    path: '/metal/gold',
    routeKey: 'METAL_STREAM_GOLD',
    screen: 'metalGold',
    titleKey: 'pageTitles.metalGold',
    section: 'metal',
  },
  metalSilver: {
    path: '/metal/silver',
    routeKey: 'METAL_STREAM_SILVER',
    screen: 'metalSilver',
    titleKey: 'pageTitles.metalSilver',
    section: 'metal',
  },
  metalFunding: {
    path: '/metal/funding',
    routeKey: 'FUNDING.METALSTREAM_FUNDING.ACCOUNT',
    screen: 'metalFunding',
    titleKey: 'pageTitles.metalFunding',
    section: 'metal',
    flows: { field: 'choice', open: { bank: 'bankLink' } },
  },
  metalReview: {
    path: '/metal/review',
    routeKey: 'METAL_STREAM_REVIEW',
    screen: 'metalReview',
    titleKey: 'pageTitles.metalReview',
    section: 'metal',
    behaviour: 'review',
  },
  metalSummary: {
    path: '/metal/complete',
    routeKey: 'METAL_STREAM_SUMMARY',
    screen: 'metalSummary',
    titleKey: 'pageTitles.metalSummary',
    section: 'metal',
    behaviour: 'intro',
  },
  // The owner kind of the programme's account (docs/decisions.md, issue 21 item 9): Individual,
  // Joint, custodial (UTMA), Trust or Business; the secure steps that follow are that kind's.
  metalOwner: {
    path: '/metal/owner',
    routeKey: 'METAL_STREAM_OWNER',
    screen: 'metalOwner',
    titleKey: 'pageTitles.metalOwner',
    section: 'metal',
  },
  // The programme's joint survivorship (doc 3 §2.4 "a recurring-programme variant at /fund/metal/survivor").
  metalSurvivor: {
    id: 'survivor',
    path: '/fund/metal/survivor',
    routeKey: 'FUNDING.NORMAL_FUNDING.JOINT_METAL_SURVIVOR',
    screen: 'jointSurvivorship',
    titleKey: 'pageTitles.jointSurvivorship',
    section: 'fund',
  },
  aipSecure: {
    id: 'secure',
    path: '/aip/secure',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_ACCOUNT',
    screen: 'secureIntro',
    titleKey: 'pageTitles.secure',
    section: 'secure',
    behaviour: 'intro',
  },
  aipSecureName: {
    id: 'name',
    path: '/aip/secure/name',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_NAME',
    screen: 'name',
    titleKey: 'pageTitles.name',
    section: 'secure',
  },
  aipSecurePhone: {
    id: 'phone',
    path: '/aip/secure/phone-number',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_PHONE_NUMBER',
    screen: 'phone',
    titleKey: 'pageTitles.phone',
    section: 'secure',
  },
  aipSecureDob: {
    id: 'dob',
    path: '/aip/secure/dob',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_DOB',
    screen: 'dob',
    titleKey: 'pageTitles.dob',
    section: 'secure',
  },
  aipSecureIdentity: {
    id: 'identity',
    path: '/aip/secure/identity',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_IDENTITY',
    screen: 'identityCountry',
    titleKey: 'pageTitles.identity',
    section: 'secure',
  },
  aipSecureSsn: {
    id: 'ssn',
    path: '/aip/secure/identity/ssn',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_IDENTITY_SSN',
    screen: 'ssn',
    titleKey: 'pageTitles.ssn',
    section: 'secure',
  },
  aipReview: {
    id: 'review',
    path: '/aip/review',
    routeKey: 'METAL_SECURE_ACCOUNT.REVIEW',
    screen: 'review',
    titleKey: 'pageTitles.review',
    section: 'review',
    behaviour: 'review',
  },
  aipAgreement: {
    id: 'agreement',
    path: '/aip/review/agreement',
    routeKey: 'METAL_SECURE_ACCOUNT.AGREEMENT',
    screen: 'agreement',
    titleKey: 'pageTitles.agreement',
    section: 'review',
    behaviour: 'agreement',
  },
} as const satisfies Record<string, StepEntry>;

type Catalogue = typeof STEP_CATALOGUE;
export type CatalogueKey = keyof Catalogue;

/** The step id a catalogue entry takes in a table: its `id` for a variant, else its key. */
type IdOf<K extends CatalogueKey> = Catalogue[K] extends { readonly id: infer I extends string }
  ? I
  : K;

/** What a table writes per row: where the step leads in that table (doc 2 §2.1). */
export type StepLinks = Pick<
  StepDef,
  'next' | 'skip' | 'dependentSkip' | 'preSkip' | 'branches' | 'skipWhen'
>;

/** A table row: the catalogue entry under its step id, with the table's links (literal types kept). */
export type CatalogueStep<K extends CatalogueKey, L extends StepLinks> = {
  readonly id: IdOf<K>;
} & Omit<Catalogue[K], 'id'> &
  L;

/** The row of step `key` in a table: the catalogue entry plus `links` (next, skip, …, branches). */
export function step<const K extends CatalogueKey, const L extends StepLinks>(
  key: K,
  links: L,
): CatalogueStep<K, L> {
  return { id: key, ...STEP_CATALOGUE[key], ...links } as unknown as CatalogueStep<K, L>;
}

/** The literal paths of the steps `keys`, in order — fragments of the doc 2 §2.2 sequences. */
export function pathsOf<const K extends readonly CatalogueKey[]>(
  ...keys: K
): { readonly [I in keyof K]: Catalogue[K[I]]['path'] } {
  return keys.map((k) => STEP_CATALOGUE[k].path) as unknown as {
    readonly [I in keyof K]: Catalogue[K[I]]['path'];
  };
}
