/**
 * A part of the step catalogue (step-catalogue.ts merges the parts into STEP_CATALOGUE, in this
 * order: person, business, co-owners, funding, metal). Address, funding, review and agreements
 * (doc 2 §2.2, §2.20; doc 3 §2.1, §2.2, §2.4, §4).
 */
import type { StepEntry } from './step-entry';

/**
 * Address, funding, review and agreements (doc 2 §2.2, §2.20; doc 3 §2.1, §2.2, §2.4, §4): what
 * each step IS, by catalogue key.
 */
export const FUNDING_STEPS = {
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
} as const satisfies Record<string, StepEntry>;
