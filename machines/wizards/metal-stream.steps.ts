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
import { pathsOf, step } from './step-catalogue';
import { addressSteps, skipIfNotUsa } from './step-segments';
import type { StepTable } from './step-table';

export const metalStreamSteps = [
  step('metalWelcome', { next: 'metalInvest' }),
  step('metalInvest', { next: 'metalAllocate' }),
  step('metalAllocate', {
    next: 'metalGold',
    branches: [{ guard: 'metalPercentageIsZero', params: { metal: 'Gold' }, to: 'metalSilver' }],
  }),
  step('metalGold', {
    next: 'metalSilver',
    skip: 'metalSilver',
    branches: [{ guard: 'metalPercentageIsZero', params: { metal: 'Silver' }, to: 'metalFunding' }],
  }),
  step('metalSilver', { next: 'metalFunding', skip: 'metalFunding', preSkip: 'metalAllocate' }),
  step('metalFunding', { next: 'metalReview', skip: 'metalReview', preSkip: 'metalGold' }),
  step('metalReview', { next: 'metalSummary' }),
  // The owner kind (Individual here; another kind switches to its programme table, registry.ts).
  step('metalSummary', { next: 'metalOwner' }),
  step('metalOwner', { next: 'secure' }),
  step('aipSecure', { next: 'name' }),
  step('aipSecureName', { next: 'phone' }),
  step('aipSecurePhone', { next: 'dob' }),
  step('aipSecureDob', { next: 'identity' }),
  step('aipSecureIdentity', { next: 'ssn', ...skipIfNotUsa('main', 'address') }),
  step('aipSecureSsn', { next: 'address' }),
  ...addressSteps('identity', 'review'),
  step('aipReview', { next: 'agreement' }),
  // Open account accepts the ACH terms (linked bank), the metal-stream terms and the main agreement (doc 3 §4).
  step('aipAgreement', { next: null }),
] as const satisfies StepTable;

const PROGRAMME = pathsOf('metalWelcome', 'metalInvest', 'metalAllocate');
const [GOLD, SILVER, FUNDING] = pathsOf('metalGold', 'metalSilver', 'metalFunding');
const OVERVIEW = pathsOf('metalReview', 'metalSummary', 'metalOwner');
const SECURE_USA = pathsOf(
  'aipSecure',
  'aipSecureName',
  'aipSecurePhone',
  'aipSecureDob',
  'aipSecureIdentity',
  'aipSecureSsn',
);
const SECURE_NON_USA = pathsOf(
  'aipSecure',
  'aipSecureName',
  'aipSecurePhone',
  'aipSecureDob',
  'aipSecureIdentity',
);
const END = pathsOf('address', 'addressEnter', 'addressDone', 'aipReview', 'aipAgreement');

/** The visited-path sequences of doc 2 §2.2 and doc 3 §2.2 for the metal-stream (AIP) flow. */
export const metalStreamSequences = {
  usaBothMetals: [...PROGRAMME, GOLD, SILVER, FUNDING, ...OVERVIEW, ...SECURE_USA, ...END],
  usaGoldOnly: [...PROGRAMME, GOLD, FUNDING, ...OVERVIEW, ...SECURE_USA, ...END],
  usaSilverOnly: [...PROGRAMME, SILVER, FUNDING, ...OVERVIEW, ...SECURE_USA, ...END],
  usaSkipPickersAndFunding: [
    ...PROGRAMME,
    GOLD,
    SILVER,
    FUNDING,
    ...OVERVIEW,
    ...SECURE_USA,
    ...END,
  ],
  nonUsaBothMetals: [...PROGRAMME, GOLD, SILVER, FUNDING, ...OVERVIEW, ...SECURE_NON_USA, ...END],
  // 0 % silver: the gold picker leads past the silver one; 0 % gold: the allocation past the gold one.
  nonUsaGoldOnly: [...PROGRAMME, GOLD, FUNDING, ...OVERVIEW, ...SECURE_NON_USA, ...END],
  nonUsaSilverOnly: [...PROGRAMME, SILVER, FUNDING, ...OVERVIEW, ...SECURE_NON_USA, ...END],
} as const;
