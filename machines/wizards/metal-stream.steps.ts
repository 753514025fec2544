/**
 * The metal-stream (AIP, RegistrationFlowType 2) step table (doc 2 §2.2 "Metal stream", doc 3
 * §2.2, §2.3) in the StepTable format of individual.steps.ts. The server's onboarding menu reads
 * it today; the metal-stream wizard (a later issue) is built from it.
 *
 * The programme steps (welcome, monthly amount, allocation, gold and silver pickers, programme
 * funding, overview, summary), then the metal-mode secure steps under /aip/secure (route keys
 * under METAL_SECURE_ACCOUNT, doc 2 §2.3), the address steps, the metal-mode review and agreement.
 *
 * Gold, silver and the programme funding are skippable (doc 3 §2.2). A picker whose metal has
 * 0 % in the saved allocation is not shown (doc 3 §2.3): the allocation leads past the gold
 * picker, the gold picker past the silver one (branch guard `metalPercentageIsZero`), and the
 * back targets are the pre-skip paths (silver → allocation, funding → gold).
 */
import type { StepTable } from './step-table';

export const metalStreamSteps = [
  { id: 'metalWelcome', path: '/metal', routeKey: 'METAL_STREAM_WELCOME', screen: 'metalWelcome', titleKey: 'pageTitles.metalWelcome', section: 'metal', next: 'metalInvest' },
  { id: 'metalInvest', path: '/metal/invest', routeKey: 'METAL_STREAM_MONTHLY_INVEST', screen: 'metalInvest', titleKey: 'pageTitles.metalInvest', section: 'metal', next: 'metalAllocate' },
  { id: 'metalAllocate', path: '/metal/allocate', routeKey: 'METAL_STREAM_FUND_ALLOCATION', screen: 'metalAllocate', titleKey: 'pageTitles.metalAllocate', section: 'metal', next: 'metalGold',
    branches: [{ guard: 'metalPercentageIsZero', params: { metal: 'Gold' }, to: 'metalSilver' }] },
  { id: 'metalGold', path: '/metal/gold', routeKey: 'METAL_STREAM_GOLD', screen: 'metalGold', titleKey: 'pageTitles.metalGold', section: 'metal', next: 'metalSilver', skip: 'metalSilver',
    branches: [{ guard: 'metalPercentageIsZero', params: { metal: 'Silver' }, to: 'metalFunding' }] },
  { id: 'metalSilver', path: '/metal/silver', routeKey: 'METAL_STREAM_SILVER', screen: 'metalSilver', titleKey: 'pageTitles.metalSilver', section: 'metal', next: 'metalFunding', skip: 'metalFunding', preSkip: 'metalAllocate' },
  { id: 'metalFunding', path: '/metal/funding', routeKey: 'FUNDING.METALSTREAM_FUNDING.ACCOUNT', screen: 'metalFunding', titleKey: 'pageTitles.metalFunding', section: 'metal', next: 'metalReview', skip: 'metalReview', preSkip: 'metalGold' },
  { id: 'metalReview', path: '/metal/review', routeKey: 'METAL_STREAM_REVIEW', screen: 'metalReview', titleKey: 'pageTitles.metalReview', section: 'metal', next: 'metalSummary' },
  { id: 'metalSummary', path: '/metal/complete', routeKey: 'METAL_STREAM_SUMMARY', screen: 'metalSummary', titleKey: 'pageTitles.metalSummary', section: 'metal', next: 'secure' },
  { id: 'secure', path: '/aip/secure', routeKey: 'METAL_SECURE_ACCOUNT.SECURE_ACCOUNT', screen: 'secureIntro', titleKey: 'pageTitles.secure', section: 'secure', next: 'name' },
  { id: 'name', path: '/aip/secure/name', routeKey: 'METAL_SECURE_ACCOUNT.SECURE_NAME', screen: 'name', titleKey: 'pageTitles.name', section: 'secure', next: 'phone' },
  { id: 'phone', path: '/aip/secure/phone-number', routeKey: 'METAL_SECURE_ACCOUNT.SECURE_PHONE_NUMBER', screen: 'phone', titleKey: 'pageTitles.phone', section: 'secure', next: 'dob' },
  { id: 'dob', path: '/aip/secure/dob', routeKey: 'METAL_SECURE_ACCOUNT.SECURE_DOB', screen: 'dob', titleKey: 'pageTitles.dob', section: 'secure', next: 'identity' },
  { id: 'identity', path: '/aip/secure/identity', routeKey: 'METAL_SECURE_ACCOUNT.SECURE_IDENTITY', screen: 'identityCountry', titleKey: 'pageTitles.identity', section: 'secure', next: 'ssn', skip: 'address',
    branches: [{ guard: 'personCountryNotUsa', params: { person: 'main' }, to: 'address' }] },
  { id: 'ssn', path: '/aip/secure/identity/ssn', routeKey: 'METAL_SECURE_ACCOUNT.SECURE_IDENTITY_SSN', screen: 'ssn', titleKey: 'pageTitles.ssn', section: 'secure', next: 'address' },
  { id: 'address', path: '/address', routeKey: 'ADDRESS', screen: 'addressIntro', titleKey: 'pageTitles.address', section: 'address', next: 'addressEnter', preSkip: 'identity' },
  { id: 'addressEnter', path: '/address/enter', routeKey: 'ADDRESS_ENTER', screen: 'addressEnter', titleKey: 'pageTitles.addressEnter', section: 'address', next: 'addressDone' },
  { id: 'addressDone', path: '/address/done', routeKey: 'ADDRESS_DONE', screen: 'addressDone', titleKey: 'pageTitles.addressDone', section: 'address', next: 'review' },
  { id: 'review', path: '/aip/review', routeKey: 'METAL_SECURE_ACCOUNT.REVIEW', screen: 'review', titleKey: 'pageTitles.review', section: 'review', next: 'agreement' },
  // Open account accepts the ACH terms (linked bank), the metal-stream terms and the main agreement (doc 3 §4).
  { id: 'agreement', path: '/aip/review/agreement', routeKey: 'METAL_SECURE_ACCOUNT.AGREEMENT', screen: 'agreement', titleKey: 'pageTitles.agreement', section: 'review', next: null },
] as const satisfies StepTable;

const PROGRAMME = ['/metal', '/metal/invest', '/metal/allocate'] as const;
const OVERVIEW = ['/metal/review', '/metal/complete'] as const;
const SECURE_USA = ['/aip/secure', '/aip/secure/name', '/aip/secure/phone-number', '/aip/secure/dob', '/aip/secure/identity', '/aip/secure/identity/ssn'] as const;
const SECURE_NON_USA = ['/aip/secure', '/aip/secure/name', '/aip/secure/phone-number', '/aip/secure/dob', '/aip/secure/identity'] as const;
const END = ['/address', '/address/enter', '/address/done', '/aip/review', '/aip/review/agreement'] as const;

/** The visited-path sequences of doc 2 §2.2 and doc 3 §2.2 for the metal-stream (AIP) flow. */
export const metalStreamSequences = {
  usaBothMetals: [...PROGRAMME, '/metal/gold', '/metal/silver', '/metal/funding', ...OVERVIEW, ...SECURE_USA, ...END],
  usaGoldOnly: [...PROGRAMME, '/metal/gold', '/metal/funding', ...OVERVIEW, ...SECURE_USA, ...END],
  usaSilverOnly: [...PROGRAMME, '/metal/silver', '/metal/funding', ...OVERVIEW, ...SECURE_USA, ...END],
  usaSkipPickersAndFunding: [...PROGRAMME, '/metal/gold', '/metal/silver', '/metal/funding', ...OVERVIEW, ...SECURE_USA, ...END],
  nonUsaBothMetals: [...PROGRAMME, '/metal/gold', '/metal/silver', '/metal/funding', ...OVERVIEW, ...SECURE_NON_USA, ...END],
} as const;
