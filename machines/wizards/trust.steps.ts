/**
 * The Trust step table (doc 2 §2.2 "Trust", doc 3 §2.2) — a Corporate application whose
 * CorporateAccountType is Trust (doc 2 §2.2 "Choice of the first wizard screen"). Same
 * StepTable format as individual.steps.ts; the server's onboarding menu reads it today and the
 * Trust wizard (a later issue) is built from it.
 *
 * Trust name, the EIN question (No and Yes both go on, doc 2 §2.8), the EIN (with its 'no EIN'
 * box, doc 2 §2.9), then the authorized agent's secure steps and the rest as for Individual.
 */
import type { StepTable } from './step-table';

export const trustSteps = [
  { id: 'secure', path: '/secure', routeKey: 'SECURE_ACCOUNT', screen: 'secureIntro', titleKey: 'pageTitles.secure', section: 'secure', next: 'trustName' },
  { id: 'trustName', path: '/secure/trust/name', routeKey: 'SECURE_TRUST_NAME', screen: 'trustName', titleKey: 'pageTitles.trustName', section: 'secure', next: 'trustEinQuestion' },
  { id: 'trustEinQuestion', path: '/secure/trust/askEin', routeKey: 'SECURE_TRUST_NAME_EIN_QUESTION', screen: 'trustEinQuestion', titleKey: 'pageTitles.trustEinQuestion', section: 'secure', next: 'ein' },
  { id: 'ein', path: '/secure/trustName/ein', routeKey: 'SECURE_TRUST_NAME_EIN', screen: 'ein', titleKey: 'pageTitles.trustEin', section: 'secure', next: 'name' },
  { id: 'name', path: '/secure/name', routeKey: 'SECURE_NAME', screen: 'name', titleKey: 'pageTitles.name', section: 'secure', next: 'phone' },
  { id: 'phone', path: '/secure/phone-number', routeKey: 'SECURE_PHONE_NUMBER', screen: 'phone', titleKey: 'pageTitles.phone', section: 'secure', next: 'dob' },
  { id: 'dob', path: '/secure/dob', routeKey: 'SECURE_DOB', screen: 'dob', titleKey: 'pageTitles.dob', section: 'secure', next: 'identity' },
  { id: 'identity', path: '/secure/identity', routeKey: 'SECURE_IDENTITY', screen: 'identityCountry', titleKey: 'pageTitles.identity', section: 'secure', next: 'ssn', skip: 'address',
    branches: [{ guard: 'personCountryNotUsa', params: { person: 'main' }, to: 'address' }] },
  { id: 'ssn', path: '/secure/identity/ssn', routeKey: 'SECURE_IDENTITY_SSN', screen: 'ssn', titleKey: 'pageTitles.ssn', section: 'secure', next: 'address' },
  { id: 'address', path: '/address', routeKey: 'ADDRESS', screen: 'addressIntro', titleKey: 'pageTitles.address', section: 'address', next: 'addressEnter', preSkip: 'identity' },
  { id: 'addressEnter', path: '/address/enter', routeKey: 'ADDRESS_ENTER', screen: 'addressEnter', titleKey: 'pageTitles.addressEnter', section: 'address', next: 'addressDone' },
  { id: 'addressDone', path: '/address/done', routeKey: 'ADDRESS_DONE', screen: 'addressDone', titleKey: 'pageTitles.addressDone', section: 'address', next: 'fund' },
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

const TRUST = ['/secure', '/secure/trust/name', '/secure/trust/askEin', '/secure/trustName/ein'] as const;
const AGENT_USA = ['/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity', '/secure/identity/ssn'] as const;
const AGENT_NON_USA = ['/secure/name', '/secure/phone-number', '/secure/dob', '/secure/identity'] as const;
const ADDRESS = ['/address', '/address/enter', '/address/done', '/fund/account'] as const;
const END = ['/review', '/review/agreement'] as const;

/** The visited-path sequences of doc 2 §2.2 for the Trust account (doc 3 §2.2 funding). */
export const trustSequences = {
  usaAch: [...TRUST, ...AGENT_USA, ...ADDRESS, '/fund/account/ach', ...END],
  usaWire: [...TRUST, ...AGENT_USA, ...ADDRESS, '/fund/account/wire', ...END],
  usaCheck: [...TRUST, ...AGENT_USA, ...ADDRESS, '/fund/account/check', ...END],
  usaCryptocurrency: [...TRUST, ...AGENT_USA, ...ADDRESS, '/fund/account/cryptocurrency', ...END],
  usaSkipFunding: [...TRUST, ...AGENT_USA, ...ADDRESS, ...END],
  nonUsaCheck: [...TRUST, ...AGENT_NON_USA, ...ADDRESS, '/fund/account/check', ...END],
  nonUsaSkipFunding: [...TRUST, ...AGENT_NON_USA, ...ADDRESS, ...END],
} as const;
