/**
 * The Business (Corporate) step table (doc 2 §2.2 "Business", doc 3 §2.2) — the one list of the
 * Business wizard's steps, in the StepTable format of individual.steps.ts. The server's
 * onboarding menu reads it today; the Business wizard (a later issue) is built from it.
 *
 * The entity steps (business type, name, EIN, address, review) come first, then the authorized
 * agent's secure steps under /business/secure (route keys under BUSINESS_ACCOUNT, doc 2 §2.3),
 * then address, funding, review and agreement as for Individual. Identity country other than USA
 * skips the SSN as everywhere (doc 2 §2.14; docs/decisions.md).
 */
import type { StepTable } from './step-table';

export const businessSteps = [
  { id: 'secure', path: '/business/secure', routeKey: 'BUSINESS_ACCOUNT.SECURE_ACCOUNT', screen: 'secureIntro', titleKey: 'pageTitles.secure', section: 'secure', next: 'businessType' },
  { id: 'businessType', path: '/business/secure/verify', routeKey: 'SECURE_BUSINESS_TYPE', screen: 'businessType', titleKey: 'pageTitles.businessType', section: 'secure', next: 'businessName' },
  { id: 'businessName', path: '/business/secure/verify/name', routeKey: 'SECURE_BUSINESS_ORIGIN_NAME', screen: 'businessName', titleKey: 'pageTitles.businessName', section: 'secure', next: 'ein' },
  { id: 'ein', path: '/business/secure/verify/name/ein', routeKey: 'SECURE_BUSINESS_ORIGIN_EIN', screen: 'ein', titleKey: 'pageTitles.ein', section: 'secure', next: 'businessAddress' },
  { id: 'businessAddress', path: '/business/secure/verify/business-address', routeKey: 'SECURE_BUSINESS_ADDRESS', screen: 'businessAddress', titleKey: 'pageTitles.businessAddress', section: 'secure', next: 'businessReview' },
  { id: 'businessReview', path: '/business/secure/verify/business-review', routeKey: 'SECURE_BUSINESS_REVIEW', screen: 'businessReview', titleKey: 'pageTitles.businessReview', section: 'secure', next: 'name' },
  { id: 'name', path: '/business/secure/name', routeKey: 'BUSINESS_ACCOUNT.SECURE_NAME', screen: 'name', titleKey: 'pageTitles.name', section: 'secure', next: 'phone' },
  { id: 'phone', path: '/business/secure/phone-number', routeKey: 'BUSINESS_ACCOUNT.SECURE_PHONE_NUMBER', screen: 'phone', titleKey: 'pageTitles.phone', section: 'secure', next: 'dob' },
  { id: 'dob', path: '/business/secure/dob', routeKey: 'BUSINESS_ACCOUNT.SECURE_DOB', screen: 'dob', titleKey: 'pageTitles.dob', section: 'secure', next: 'identity' },
  { id: 'identity', path: '/business/secure/identity', routeKey: 'BUSINESS_ACCOUNT.SECURE_IDENTITY', screen: 'identityCountry', titleKey: 'pageTitles.identity', section: 'secure', next: 'ssn', skip: 'address',
    branches: [{ guard: 'personCountryNotUsa', params: { person: 'main' }, to: 'address' }] },
  { id: 'ssn', path: '/business/secure/identity/ssn', routeKey: 'BUSINESS_ACCOUNT.SECURE_IDENTITY_SSN', screen: 'ssn', titleKey: 'pageTitles.ssn', section: 'secure', next: 'address' },
  { id: 'address', path: '/address', routeKey: 'ADDRESS', screen: 'addressIntro', titleKey: 'pageTitles.address', section: 'address', next: 'addressEnter', preSkip: 'identity' },
  { id: 'addressEnter', path: '/address/enter', routeKey: 'ADDRESS_ENTER', screen: 'addressEnter', titleKey: 'pageTitles.addressEnter', section: 'address', next: 'addressDone' },
  { id: 'addressDone', path: '/address/done', routeKey: 'ADDRESS_DONE', screen: 'addressDone', titleKey: 'pageTitles.addressDone', section: 'address', next: 'fund' },
  // Fund account: bank link, wire, check or cryptocurrency → the shared amount screen; skip → Review (doc 3 §2.4).
  { id: 'fund', path: '/fund/account', routeKey: 'FUNDING.NORMAL_FUNDING.ACCOUNT', screen: 'fundAccount', titleKey: 'pageTitles.fund', section: 'fund',
    next: { ACHConnected: 'fundAch', Wire: 'fundWire', Check: 'fundCheck', Cryptocurrency: 'fundCrypto' }, skip: 'review',
    branches: [
      { guard: 'fundingTypeIs', params: { type: 'ACHConnected' }, to: 'fundAch' },
      { guard: 'fundingTypeIs', params: { type: 'Wire' }, to: 'fundWire' },
      { guard: 'fundingTypeIs', params: { type: 'Check' }, to: 'fundCheck' },
      { guard: 'fundingTypeIs', params: { type: 'Cryptocurrency' }, to: 'fundCrypto' },
    ] },
  { id: 'fundAch', path: '/fund/account/ach', routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.PLAID', screen: 'fundAmount', titleKey: 'pageTitles.fundAmount', section: 'fund', next: 'review' },
  { id: 'fundWire', path: '/fund/account/wire', routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.WIRE', screen: 'fundAmount', titleKey: 'pageTitles.fundAmount', section: 'fund', next: 'review' },
  { id: 'fundCheck', path: '/fund/account/check', routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.CHECK', screen: 'fundAmount', titleKey: 'pageTitles.fundAmount', section: 'fund', next: 'review' },
  { id: 'fundCrypto', path: '/fund/account/cryptocurrency', routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.CRYPTOCURRENCY', screen: 'fundAmount', titleKey: 'pageTitles.fundAmount', section: 'fund', next: 'review' },
  { id: 'review', path: '/review', routeKey: 'REVIEW', screen: 'review', titleKey: 'pageTitles.review', section: 'review', next: 'agreement' },
  // The agreement's own action leads to KYC_PROCESSING; the step menu lists '/' after it (doc 3 §2.2).
  { id: 'agreement', path: '/review/agreement', routeKey: 'AGREEMENT', screen: 'agreement', titleKey: 'pageTitles.agreement', section: 'review', next: null },
] as const satisfies StepTable;

const ENTITY = ['/business/secure', '/business/secure/verify', '/business/secure/verify/name', '/business/secure/verify/name/ein', '/business/secure/verify/business-address', '/business/secure/verify/business-review'] as const;
const AGENT_USA = ['/business/secure/name', '/business/secure/phone-number', '/business/secure/dob', '/business/secure/identity', '/business/secure/identity/ssn'] as const;
const AGENT_NON_USA = ['/business/secure/name', '/business/secure/phone-number', '/business/secure/dob', '/business/secure/identity'] as const;
const ADDRESS = ['/address', '/address/enter', '/address/done', '/fund/account'] as const;
const END = ['/review', '/review/agreement'] as const;

/** The visited-path sequences of doc 2 §2.2 for the Business account (doc 3 §2.2 funding). */
export const businessSequences = {
  usaAch: [...ENTITY, ...AGENT_USA, ...ADDRESS, '/fund/account/ach', ...END],
  usaWire: [...ENTITY, ...AGENT_USA, ...ADDRESS, '/fund/account/wire', ...END],
  usaCheck: [...ENTITY, ...AGENT_USA, ...ADDRESS, '/fund/account/check', ...END],
  usaCryptocurrency: [...ENTITY, ...AGENT_USA, ...ADDRESS, '/fund/account/cryptocurrency', ...END],
  usaSkipFunding: [...ENTITY, ...AGENT_USA, ...ADDRESS, ...END],
  nonUsaWire: [...ENTITY, ...AGENT_NON_USA, ...ADDRESS, '/fund/account/wire', ...END],
  nonUsaSkipFunding: [...ENTITY, ...AGENT_NON_USA, ...ADDRESS, ...END],
} as const;
