/**
 * The personal IRA step table (Traditional, Roth; doc 2 §2.2 "IRA personal", doc 3 §2.2) in
 * the StepTable format of individual.steps.ts. The server's onboarding menu reads it today; the
 * IRA wizard (a later issue) is built from it.
 *
 * Marital status comes before the identity country; identity details, employment status and
 * financial profile (customer due diligence) follow the SSN. Retirement funding: Rollover and
 * AnnualContribution lead to their amount screens; IRATransfer runs the custodian modal on the
 * funding screen (doc 3 §2.4) and then goes on to Review, like the 'do later' skip.
 */
import type { StepTable } from './step-table';

export const iraPersonalSteps = [
  { id: 'secure', path: '/secure', routeKey: 'SECURE_ACCOUNT', screen: 'secureIntro', titleKey: 'pageTitles.secure', section: 'secure', next: 'name' },
  { id: 'name', path: '/secure/name', routeKey: 'SECURE_NAME', screen: 'name', titleKey: 'pageTitles.name', section: 'secure', next: 'phone' },
  { id: 'phone', path: '/secure/phone-number', routeKey: 'SECURE_PHONE_NUMBER', screen: 'phone', titleKey: 'pageTitles.phone', section: 'secure', next: 'dob' },
  { id: 'dob', path: '/secure/dob', routeKey: 'SECURE_DOB', screen: 'dob', titleKey: 'pageTitles.dob', section: 'secure', next: 'marital' },
  { id: 'marital', path: '/secure/marital', routeKey: 'SECURE_MARITAL', screen: 'maritalStatus', titleKey: 'pageTitles.maritalStatus', section: 'secure', next: 'identity' },
  // A non-USA identity country skips to Address (doc 2 §2.14; the IRA business sequence names it, docs/decisions.md).
  { id: 'identity', path: '/secure/identity', routeKey: 'SECURE_IDENTITY', screen: 'identityCountry', titleKey: 'pageTitles.identity', section: 'secure', next: 'ssn', skip: 'address',
    branches: [{ guard: 'personCountryNotUsa', params: { person: 'main' }, to: 'address' }] },
  { id: 'ssn', path: '/secure/identity/ssn', routeKey: 'SECURE_IDENTITY_SSN', screen: 'ssn', titleKey: 'pageTitles.ssn', section: 'secure', next: 'identityDetails' },
  { id: 'identityDetails', path: '/secure/identity/details', routeKey: 'SECURE_IDENTITY_DETAILS', screen: 'identityDetails', titleKey: 'pageTitles.identityDetails', section: 'secure', next: 'employment' },
  { id: 'employment', path: '/secure/employmentStatus', routeKey: 'EMPLOYMENT_STATUS', screen: 'employmentStatus', titleKey: 'pageTitles.employmentStatus', section: 'secure', next: 'financialProfile' },
  { id: 'financialProfile', path: '/secure/financial-profile', routeKey: 'FINANCIAL_PROFILE', screen: 'financialProfile', titleKey: 'pageTitles.financialProfile', section: 'secure', next: 'address' },
  { id: 'address', path: '/address', routeKey: 'ADDRESS', screen: 'addressIntro', titleKey: 'pageTitles.address', section: 'address', next: 'addressEnter', preSkip: 'identity' },
  { id: 'addressEnter', path: '/address/enter', routeKey: 'ADDRESS_ENTER', screen: 'addressEnter', titleKey: 'pageTitles.addressEnter', section: 'address', next: 'addressDone' },
  { id: 'addressDone', path: '/address/done', routeKey: 'ADDRESS_DONE', screen: 'addressDone', titleKey: 'pageTitles.addressDone', section: 'address', next: 'fundRetirement' },
  // Retirement funding (doc 3 §2.4): skip ('do later') → Review; IRATransfer is finished in the custodian modal.
  { id: 'fundRetirement', path: '/fund/retirement', routeKey: 'FUNDING.RETIREMENT_FUNDING.ACCOUNT', screen: 'retirementFunding', titleKey: 'pageTitles.retirementFunding', section: 'fund',
    next: { Rollover: 'fundRollover', AnnualContribution: 'fundContribution', IRATransfer: 'review' }, skip: 'review',
    branches: [
      { guard: 'iraFundingTypeIs', params: { type: 'Rollover' }, to: 'fundRollover' },
      { guard: 'iraFundingTypeIs', params: { type: 'AnnualContribution' }, to: 'fundContribution' },
    ] },
  { id: 'fundRollover', path: '/fund/retirement/rollover/amount', routeKey: 'FUNDING.RETIREMENT_FUNDING.AMOUNT.ROLLOVER', screen: 'retirementAmount', titleKey: 'pageTitles.rolloverAmount', section: 'fund', next: 'review' },
  { id: 'fundContribution', path: '/fund/retirement/contribution/amount', routeKey: 'FUNDING.RETIREMENT_FUNDING.AMOUNT.ANNUAL_CONTRIBUTION', screen: 'retirementAmount', titleKey: 'pageTitles.contributionAmount', section: 'fund', next: 'review' },
  { id: 'review', path: '/review', routeKey: 'REVIEW', screen: 'review', titleKey: 'pageTitles.review', section: 'review', next: 'equityAgreement' },
  { id: 'equityAgreement', path: '/review/equity', routeKey: 'EQUITY_AGREEMENT', screen: 'equityAgreement', titleKey: 'pageTitles.equityAgreement', section: 'review', next: 'agreement' },
  { id: 'agreement', path: '/review/agreement', routeKey: 'AGREEMENT', screen: 'agreement', titleKey: 'pageTitles.agreement', section: 'review', next: null },
] as const satisfies StepTable;

const SECURE = ['/secure', '/secure/name', '/secure/phone-number', '/secure/dob', '/secure/marital', '/secure/identity'] as const;
const CDD = ['/secure/identity/ssn', '/secure/identity/details', '/secure/employmentStatus', '/secure/financial-profile'] as const;
const ADDRESS = ['/address', '/address/enter', '/address/done', '/fund/retirement'] as const;
const END = ['/review', '/review/equity', '/review/agreement'] as const;

/** The visited-path sequences of doc 2 §2.2 for the personal IRA (doc 3 §2.2 retirement funding). */
export const iraPersonalSequences = {
  usaRollover: [...SECURE, ...CDD, ...ADDRESS, '/fund/retirement/rollover/amount', ...END],
  usaAnnualContribution: [...SECURE, ...CDD, ...ADDRESS, '/fund/retirement/contribution/amount', ...END],
  usaTransfer: [...SECURE, ...CDD, ...ADDRESS, ...END],
  usaSkipFunding: [...SECURE, ...CDD, ...ADDRESS, ...END],
  nonUsaSkipFunding: [...SECURE, ...ADDRESS, ...END],
} as const;
