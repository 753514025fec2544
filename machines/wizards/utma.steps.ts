/**
 * The UTMA (custodial) step table (doc 2 §2.2 "UTMA", doc 3 §2.2) in the StepTable format of
 * individual.steps.ts. The server's onboarding menu reads it today; the UTMA wizard (a later
 * issue) is built from it.
 *
 * The custodian's secure steps, then the minor (intro, phone, date of birth, identity country —
 * non-USA skips to Address — and SSN), then the address steps with the minor's same-address
 * question (skippable) and address, then funding (skip → Review), review and agreement. Address
 * intro's pre-skip path is the minor's identity country (doc 2 §4 "Address intro back target").
 */
import type { StepTable } from './step-table';

export const utmaSteps = [
  { id: 'secure', path: '/secure', routeKey: 'SECURE_ACCOUNT', screen: 'secureIntro', titleKey: 'pageTitles.secure', section: 'secure', next: 'name' },
  { id: 'name', path: '/secure/name', routeKey: 'SECURE_NAME', screen: 'name', titleKey: 'pageTitles.name', section: 'secure', next: 'phone' },
  { id: 'phone', path: '/secure/phone-number', routeKey: 'SECURE_PHONE_NUMBER', screen: 'phone', titleKey: 'pageTitles.phone', section: 'secure', next: 'dob' },
  { id: 'dob', path: '/secure/dob', routeKey: 'SECURE_DOB', screen: 'dob', titleKey: 'pageTitles.dob', section: 'secure', next: 'identity' },
  // The custodian's non-USA identity country skips their SSN, to the minor.
  { id: 'identity', path: '/secure/identity', routeKey: 'SECURE_IDENTITY', screen: 'identityCountry', titleKey: 'pageTitles.identity', section: 'secure', next: 'ssn', skip: 'minor',
    branches: [{ guard: 'personCountryNotUsa', params: { person: 'main' }, to: 'minor' }] },
  { id: 'ssn', path: '/secure/identity/ssn', routeKey: 'SECURE_IDENTITY_SSN', screen: 'ssn', titleKey: 'pageTitles.ssn', section: 'secure', next: 'minor' },
  { id: 'minor', path: '/secure/minor', routeKey: 'SECURE_MINOR', screen: 'minorIntro', titleKey: 'pageTitles.minor', section: 'secure', next: 'minorPhone', preSkip: 'identity' },
  { id: 'minorPhone', path: '/secure/minor/phone-number', routeKey: 'SECURE_MINOR_PHONE_NUMBER', screen: 'minorPhone', titleKey: 'pageTitles.minorPhone', section: 'secure', next: 'minorDob' },
  { id: 'minorDob', path: '/secure/minor/dob', routeKey: 'SECURE_MINOR_DOB', screen: 'minorDob', titleKey: 'pageTitles.minorDob', section: 'secure', next: 'minorIdentity' },
  { id: 'minorIdentity', path: '/secure/minor/identity', routeKey: 'SECURE_MINOR_IDENTITY', screen: 'minorIdentityCountry', titleKey: 'pageTitles.minorIdentity', section: 'secure', next: 'minorSsn', skip: 'address',
    branches: [{ guard: 'personCountryNotUsa', params: { person: 'minor' }, to: 'address' }] },
  { id: 'minorSsn', path: '/secure/minor/ssn', routeKey: 'SECURE_MINOR_SSN', screen: 'minorSsn', titleKey: 'pageTitles.minorSsn', section: 'secure', next: 'address' },
  { id: 'address', path: '/address', routeKey: 'ADDRESS', screen: 'addressIntro', titleKey: 'pageTitles.address', section: 'address', next: 'addressEnter', preSkip: 'minorIdentity' },
  { id: 'addressEnter', path: '/address/enter', routeKey: 'ADDRESS_ENTER', screen: 'addressEnter', titleKey: 'pageTitles.addressEnter', section: 'address', next: 'minorAddress' },
  // Same address? Yes or No stores SameAddress and goes on (doc 2 §2.20); the skip link goes to Address done.
  { id: 'minorAddress', path: '/address/minor', routeKey: 'ADDRESS_MINOR', screen: 'minorAddress', titleKey: 'pageTitles.minorAddress', section: 'address', next: 'minorAddressEnter', skip: 'addressDone' },
  { id: 'minorAddressEnter', path: '/address/minor/enter', routeKey: 'ADDRESS_MINOR_ENTER', screen: 'minorAddressEnter', titleKey: 'pageTitles.minorAddressEnter', section: 'address', next: 'addressDone' },
  { id: 'addressDone', path: '/address/done', routeKey: 'ADDRESS_DONE', screen: 'addressDone', titleKey: 'pageTitles.addressDone', section: 'address', next: 'fund', preSkip: 'minorAddress' },
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
  { id: 'agreement', path: '/review/agreement', routeKey: 'AGREEMENT', screen: 'agreement', titleKey: 'pageTitles.agreement', section: 'review', next: null },
] as const satisfies StepTable;

const MAIN_USA = ['/secure', '/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity', '/secure/identity/ssn'] as const;
const MAIN_NON_USA = ['/secure', '/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity'] as const;
const MINOR_USA = ['/secure/minor', '/secure/minor/phone-number', '/secure/minor/dob', '/secure/minor/identity', '/secure/minor/ssn'] as const;
const MINOR_NON_USA = ['/secure/minor', '/secure/minor/phone-number', '/secure/minor/dob', '/secure/minor/identity'] as const;
const ADDRESS = ['/address', '/address/enter', '/address/minor', '/address/minor/enter', '/address/done', '/fund/account'] as const;
const ADDRESS_SKIP_MINOR = ['/address', '/address/enter', '/address/minor', '/address/done', '/fund/account'] as const;
const END = ['/review', '/review/agreement'] as const;

/** The visited-path sequences of doc 2 §2.2 for the UTMA account (doc 3 §2.2 funding). */
export const utmaSequences = {
  usaAch: [...MAIN_USA, ...MINOR_USA, ...ADDRESS, '/fund/account/ach', ...END],
  usaWire: [...MAIN_USA, ...MINOR_USA, ...ADDRESS, '/fund/account/wire', ...END],
  usaCheck: [...MAIN_USA, ...MINOR_USA, ...ADDRESS, '/fund/account/check', ...END],
  usaCryptocurrency: [...MAIN_USA, ...MINOR_USA, ...ADDRESS, '/fund/account/cryptocurrency', ...END],
  usaSkipFunding: [...MAIN_USA, ...MINOR_USA, ...ADDRESS, ...END],
  usaSkipMinorAddress: [...MAIN_USA, ...MINOR_USA, ...ADDRESS_SKIP_MINOR, '/fund/account/check', ...END],
  minorNonUsaWire: [...MAIN_USA, ...MINOR_NON_USA, ...ADDRESS, '/fund/account/wire', ...END],
  custodianNonUsaSkipFunding: [...MAIN_NON_USA, ...MINOR_USA, ...ADDRESS, ...END],
} as const;
