/**
 * The Individual step table (doc 2 §2.2, doc 3 §2.2) — the one list of the Individual wizard's
 * steps. The machine builder, the route table, the progress sidebar, the server's onboarding
 * menu and the path tests all read it; no step list is written twice.
 *
 * `next`, `skip`, `dependentSkip` and `preSkip` name other step ids (doc 2 §2.1). A step whose
 * next depends on data (funding method, identity country) lists its branches in `branches`.
 */
import type { StepTable } from './step-table';

export const individualSteps = [
  { id: 'secure', path: '/secure', routeKey: 'SECURE_ACCOUNT', screen: 'secureIntro', titleKey: 'pageTitles.secure', section: 'secure', next: 'name' },
  { id: 'name', path: '/secure/name', routeKey: 'SECURE_NAME', screen: 'name', titleKey: 'pageTitles.name', section: 'secure', next: 'phone' },
  { id: 'phone', path: '/secure/phone-number', routeKey: 'SECURE_PHONE_NUMBER', screen: 'phone', titleKey: 'pageTitles.phone', section: 'secure', next: 'dob', skip: 'dob' },
  { id: 'dob', path: '/secure/dob', routeKey: 'SECURE_DOB', screen: 'dob', titleKey: 'pageTitles.dob', section: 'secure', next: 'identity' },
  // Identity country: USA → SSN; any other country → skip to Address (doc 2 §2.14).
  { id: 'identity', path: '/secure/identity', routeKey: 'SECURE_IDENTITY', screen: 'identityCountry', titleKey: 'pageTitles.identity', section: 'secure', next: 'ssn', skip: 'address',
    branches: [{ guard: 'identityCountryNotUsa', to: 'address' }] },
  { id: 'ssn', path: '/secure/identity/ssn', routeKey: 'SECURE_IDENTITY_SSN', screen: 'ssn', titleKey: 'pageTitles.ssn', section: 'secure', next: 'address' },
  // Address intro's back target is the pre-skip path (identity) when the country is not USA (doc 2 §4).
  { id: 'address', path: '/address', routeKey: 'ADDRESS', screen: 'addressIntro', titleKey: 'pageTitles.address', section: 'address', next: 'addressEnter', preSkip: 'identity' },
  { id: 'addressEnter', path: '/address/enter', routeKey: 'ADDRESS_ENTER', screen: 'addressEnter', titleKey: 'pageTitles.addressEnter', section: 'address', next: 'addressDone' },
  { id: 'addressDone', path: '/address/done', routeKey: 'ADDRESS_DONE', screen: 'addressDone', titleKey: 'pageTitles.addressDone', section: 'address', next: 'fund' },
  // Fund account: wire or check → the shared amount screen; skip (after the confirm modal) → Review (doc 3 §2.4).
  { id: 'fund', path: '/fund/account', routeKey: 'FUNDING.NORMAL_FUNDING.ACCOUNT', screen: 'fundAccount', titleKey: 'pageTitles.fund', section: 'fund', next: { Wire: 'fundWire', Check: 'fundCheck' }, skip: 'review',
    branches: [{ guard: 'fundingTypeIs', params: { type: 'Wire' }, to: 'fundWire' }, { guard: 'fundingTypeIs', params: { type: 'Check' }, to: 'fundCheck' }] },
  { id: 'fundWire', path: '/fund/account/wire', routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.WIRE', screen: 'fundAmount', titleKey: 'pageTitles.fundAmount', section: 'fund', next: 'review' },
  { id: 'fundCheck', path: '/fund/account/check', routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.CHECK', screen: 'fundAmount', titleKey: 'pageTitles.fundAmount', section: 'fund', next: 'review' },
  { id: 'review', path: '/review', routeKey: 'REVIEW', screen: 'review', titleKey: 'pageTitles.review', section: 'review', next: 'agreement' },
  // The agreement's own action leads to KYC_PROCESSING; the step menu lists '/' after it (doc 3 §2.2).
  { id: 'agreement', path: '/review/agreement', routeKey: 'AGREEMENT', screen: 'agreement', titleKey: 'pageTitles.agreement', section: 'review', next: null },
] as const satisfies StepTable;

/** The visited-path sequences of doc 2 §2.2 for the Individual account, used by the path tests. */
export const individualSequences = {
  usaWire: ['/secure', '/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity', '/secure/identity/ssn', '/address', '/address/enter', '/address/done', '/fund/account', '/fund/account/wire', '/review', '/review/agreement'],
  usaCheck: ['/secure', '/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity', '/secure/identity/ssn', '/address', '/address/enter', '/address/done', '/fund/account', '/fund/account/check', '/review', '/review/agreement'],
  usaSkipFunding: ['/secure', '/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity', '/secure/identity/ssn', '/address', '/address/enter', '/address/done', '/fund/account', '/review', '/review/agreement'],
  nonUsaWire: ['/secure', '/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity', '/address', '/address/enter', '/address/done', '/fund/account', '/fund/account/wire', '/review', '/review/agreement'],
  nonUsaCheck: ['/secure', '/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity', '/address', '/address/enter', '/address/done', '/fund/account', '/fund/account/check', '/review', '/review/agreement'],
  nonUsaSkipFunding: ['/secure', '/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity', '/address', '/address/enter', '/address/done', '/fund/account', '/review', '/review/agreement'],
} as const;
