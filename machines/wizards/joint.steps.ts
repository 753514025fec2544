/**
 * The Joint (JointTenants) step table (doc 2 §2.2 "Joint", doc 3 §2.2) in the StepTable format
 * of individual.steps.ts. The server's onboarding menu reads it today; the Joint wizard (a later
 * issue) is built from it.
 *
 * The primary holder's secure steps, then the secondary owner (intro, phone, date of birth,
 * identity country — non-USA skips to Address — and SSN), then the address steps with the
 * secondary owner's same-address question (skippable) and address, then funding, the joint
 * survivorship choice (doc 3 §2.4; a skipped funding lands on it, its pre-skip path is Fund
 * account), review and agreement. The backup-withholding step has no position in doc 2 §2.2 and
 * is not in the table (docs/decisions.md).
 */
import type { StepTable } from './step-table';

export const jointSteps = [
  { id: 'secure', path: '/secure', routeKey: 'SECURE_ACCOUNT', screen: 'secureIntro', titleKey: 'pageTitles.secure', section: 'secure', next: 'name' },
  { id: 'name', path: '/secure/name', routeKey: 'SECURE_NAME', screen: 'name', titleKey: 'pageTitles.name', section: 'secure', next: 'phone' },
  { id: 'phone', path: '/secure/phone-number', routeKey: 'SECURE_PHONE_NUMBER', screen: 'phone', titleKey: 'pageTitles.phone', section: 'secure', next: 'dob' },
  { id: 'dob', path: '/secure/dob', routeKey: 'SECURE_DOB', screen: 'dob', titleKey: 'pageTitles.dob', section: 'secure', next: 'identity' },
  // The primary holder's non-USA identity country skips their SSN, to the secondary owner.
  { id: 'identity', path: '/secure/identity', routeKey: 'SECURE_IDENTITY', screen: 'identityCountry', titleKey: 'pageTitles.identity', section: 'secure', next: 'ssn', skip: 'secondary',
    branches: [{ guard: 'personCountryNotUsa', params: { person: 'main' }, to: 'secondary' }] },
  { id: 'ssn', path: '/secure/identity/ssn', routeKey: 'SECURE_IDENTITY_SSN', screen: 'ssn', titleKey: 'pageTitles.ssn', section: 'secure', next: 'secondary' },
  { id: 'secondary', path: '/secure/secondary', routeKey: 'SECURE_SECONDARY', screen: 'secondaryIntro', titleKey: 'pageTitles.secondary', section: 'secure', next: 'secondaryPhone', preSkip: 'identity' },
  { id: 'secondaryPhone', path: '/secure/secondary/phone-number', routeKey: 'SECURE_SECONDARY_PHONE_NUMBER', screen: 'secondaryPhone', titleKey: 'pageTitles.secondaryPhone', section: 'secure', next: 'secondaryDob' },
  { id: 'secondaryDob', path: '/secure/secondary/dob', routeKey: 'SECURE_SECONDARY_DOB', screen: 'secondaryDob', titleKey: 'pageTitles.secondaryDob', section: 'secure', next: 'secondaryIdentity' },
  { id: 'secondaryIdentity', path: '/secure/secondary/identity', routeKey: 'SECURE_SECONDARY_IDENTITY', screen: 'secondaryIdentityCountry', titleKey: 'pageTitles.secondaryIdentity', section: 'secure', next: 'secondarySsn', skip: 'address',
    branches: [{ guard: 'personCountryNotUsa', params: { person: 'secondary' }, to: 'address' }] },
  { id: 'secondarySsn', path: '/secure/secondary/ssn', routeKey: 'SECURE_SECONDARY_SSN', screen: 'secondarySsn', titleKey: 'pageTitles.secondarySsn', section: 'secure', next: 'address' },
  { id: 'address', path: '/address', routeKey: 'ADDRESS', screen: 'addressIntro', titleKey: 'pageTitles.address', section: 'address', next: 'addressEnter', preSkip: 'secondaryIdentity' },
  { id: 'addressEnter', path: '/address/enter', routeKey: 'ADDRESS_ENTER', screen: 'addressEnter', titleKey: 'pageTitles.addressEnter', section: 'address', next: 'secondaryAddress' },
  // Same address? Yes or No stores SameAddress and goes on (doc 2 §2.20); the skip link goes to Address done.
  { id: 'secondaryAddress', path: '/address/secondary', routeKey: 'ADDRESS_SECONDARY', screen: 'secondaryAddress', titleKey: 'pageTitles.secondaryAddress', section: 'address', next: 'secondaryAddressEnter', skip: 'addressDone' },
  { id: 'secondaryAddressEnter', path: '/address/secondary/enter', routeKey: 'ADDRESS_SECONDARY_ENTER', screen: 'secondaryAddressEnter', titleKey: 'pageTitles.secondaryAddressEnter', section: 'address', next: 'addressDone' },
  { id: 'addressDone', path: '/address/done', routeKey: 'ADDRESS_DONE', screen: 'addressDone', titleKey: 'pageTitles.addressDone', section: 'address', next: 'fund', preSkip: 'secondaryAddress' },
  { id: 'fund', path: '/fund/account', routeKey: 'FUNDING.NORMAL_FUNDING.ACCOUNT', screen: 'fundAccount', titleKey: 'pageTitles.fund', section: 'fund',
    next: { ACHConnected: 'fundAch', Wire: 'fundWire', Check: 'fundCheck', Cryptocurrency: 'fundCrypto' }, skip: 'survivor',
    branches: [
      { guard: 'fundingTypeIs', params: { type: 'ACHConnected' }, to: 'fundAch' },
      { guard: 'fundingTypeIs', params: { type: 'Wire' }, to: 'fundWire' },
      { guard: 'fundingTypeIs', params: { type: 'Check' }, to: 'fundCheck' },
      { guard: 'fundingTypeIs', params: { type: 'Cryptocurrency' }, to: 'fundCrypto' },
    ] },
  { id: 'fundAch', path: '/fund/account/ach', routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.PLAID', screen: 'fundAmount', titleKey: 'pageTitles.fundAmount', section: 'fund', next: 'survivor' },
  { id: 'fundWire', path: '/fund/account/wire', routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.WIRE', screen: 'fundAmount', titleKey: 'pageTitles.fundAmount', section: 'fund', next: 'survivor' },
  { id: 'fundCheck', path: '/fund/account/check', routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.CHECK', screen: 'fundAmount', titleKey: 'pageTitles.fundAmount', section: 'fund', next: 'survivor' },
  { id: 'fundCrypto', path: '/fund/account/cryptocurrency', routeKey: 'FUNDING.NORMAL_FUNDING.AMOUNT.CRYPTOCURRENCY', screen: 'fundAmount', titleKey: 'pageTitles.fundAmount', section: 'fund', next: 'survivor' },
  // Back: the funding-type amount screen when an amount exists, else the pre-skip path (doc 3 §2.4).
  { id: 'survivor', path: '/fund/account/survivor', routeKey: 'FUNDING.NORMAL_FUNDING.JOINT_SURVIVOR', screen: 'jointSurvivorship', titleKey: 'pageTitles.jointSurvivorship', section: 'fund', next: 'review', preSkip: 'fund' },
  { id: 'review', path: '/review', routeKey: 'REVIEW', screen: 'review', titleKey: 'pageTitles.review', section: 'review', next: 'agreement' },
  { id: 'agreement', path: '/review/agreement', routeKey: 'AGREEMENT', screen: 'agreement', titleKey: 'pageTitles.agreement', section: 'review', next: null },
] as const satisfies StepTable;

const MAIN_USA = ['/secure', '/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity', '/secure/identity/ssn'] as const;
const MAIN_NON_USA = ['/secure', '/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity'] as const;
const SECONDARY_USA = ['/secure/secondary', '/secure/secondary/phone-number', '/secure/secondary/dob', '/secure/secondary/identity', '/secure/secondary/ssn'] as const;
const SECONDARY_NON_USA = ['/secure/secondary', '/secure/secondary/phone-number', '/secure/secondary/dob', '/secure/secondary/identity'] as const;
const ADDRESS = ['/address', '/address/enter', '/address/secondary', '/address/secondary/enter', '/address/done', '/fund/account'] as const;
const ADDRESS_SKIP_SECONDARY = ['/address', '/address/enter', '/address/secondary', '/address/done', '/fund/account'] as const;
const END = ['/fund/account/survivor', '/review', '/review/agreement'] as const;

/** The visited-path sequences of doc 2 §2.2 for the Joint account (doc 3 §2.2 funding and survivorship). */
export const jointSequences = {
  usaAch: [...MAIN_USA, ...SECONDARY_USA, ...ADDRESS, '/fund/account/ach', ...END],
  usaWire: [...MAIN_USA, ...SECONDARY_USA, ...ADDRESS, '/fund/account/wire', ...END],
  usaCheck: [...MAIN_USA, ...SECONDARY_USA, ...ADDRESS, '/fund/account/check', ...END],
  usaCryptocurrency: [...MAIN_USA, ...SECONDARY_USA, ...ADDRESS, '/fund/account/cryptocurrency', ...END],
  usaSkipFunding: [...MAIN_USA, ...SECONDARY_USA, ...ADDRESS, ...END],
  usaSkipSecondaryAddress: [...MAIN_USA, ...SECONDARY_USA, ...ADDRESS_SKIP_SECONDARY, '/fund/account/wire', ...END],
  secondaryNonUsaWire: [...MAIN_USA, ...SECONDARY_NON_USA, ...ADDRESS, '/fund/account/wire', ...END],
  mainNonUsaCheck: [...MAIN_NON_USA, ...SECONDARY_USA, ...ADDRESS, '/fund/account/check', ...END],
  bothNonUsaSkipFunding: [...MAIN_NON_USA, ...SECONDARY_NON_USA, ...ADDRESS, ...END],
} as const;
