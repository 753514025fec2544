/**
 * The Individual step table (doc 2 §2.2, doc 3 §2.2) — the one list of the Individual wizard's
 * steps. The machine builder, the route table, the progress sidebar, the server's onboarding
 * menu and the path tests all read it; no step list is written twice.
 *
 * `next`, `skip`, `dependentSkip` and `preSkip` name other step ids (doc 2 §2.1). A step whose
 * next depends on data (funding method, identity country) lists its branches in `branches`.
 * What each step is (path, route key, screen, title, section) comes from the step catalogue
 * (step-catalogue.ts); a table writes only where its steps lead, with the runs of rows several
 * tables share from step-segments.ts.
 */
import { pathsOf, step } from './step-catalogue';
import { addressSteps, ALL_BANK_METHODS, bankFundingSteps } from './step-segments';
import type { StepTable } from './step-table';

export const individualSteps = [
  step('secure', { next: 'name' }),
  step('name', { next: 'phone' }),
  step('phone', { next: 'dob', skip: 'dob' }),
  step('dob', { next: 'identity' }),
  // Identity country: USA → SSN; any other country → skip to Address (doc 2 §2.14).
  step('identity', {
    next: 'ssn',
    skip: 'address',
    branches: [{ guard: 'identityCountryNotUsa', to: 'address' }],
  }),
  // doc 2 §2.19: the W-9 certification after the SSN it certifies, when the broker requires it.
  step('ssn', {
    next: 'backupWithholding',
    branches: [{ guard: 'irsNotRequired', to: 'address' }],
  }),
  step('backupWithholding', { next: 'address' }),
  // Address intro's back target is the pre-skip path (identity) when the country is not USA (doc 2 §4).
  ...addressSteps('identity', 'fund'),
  // Fund account: bank link, wire, check or cryptocurrency → the shared amount screen; skip (after the confirm modal) → Review (doc 3 §2.4).
  ...bankFundingSteps(ALL_BANK_METHODS, 'review'),
  step('review', { next: 'agreement' }),
  // The agreement's own action leads to KYC_PROCESSING; the step menu lists '/' after it (doc 3 §2.2).
  step('agreement', { next: null }),
] as const satisfies StepTable;

const SECURE_USA = pathsOf('secure', 'name', 'phone', 'dob', 'identity', 'ssn');
const SECURE_NON_USA = pathsOf('secure', 'name', 'phone', 'dob', 'identity');
const ADDRESS = pathsOf('address', 'addressEnter', 'addressDone', 'fund');
const END = pathsOf('review', 'agreement');
const [ACH, WIRE, CHECK, CRYPTO] = pathsOf('fundAch', 'fundWire', 'fundCheck', 'fundCrypto');

/** The visited-path sequences of doc 2 §2.2 for the Individual account, used by the path tests. */
export const individualSequences = {
  usaAch: [...SECURE_USA, ...ADDRESS, ACH, ...END],
  usaWire: [...SECURE_USA, ...ADDRESS, WIRE, ...END],
  usaCheck: [...SECURE_USA, ...ADDRESS, CHECK, ...END],
  usaCryptocurrency: [...SECURE_USA, ...ADDRESS, CRYPTO, ...END],
  usaSkipFunding: [...SECURE_USA, ...ADDRESS, ...END],
  nonUsaAch: [...SECURE_NON_USA, ...ADDRESS, ACH, ...END],
  nonUsaWire: [...SECURE_NON_USA, ...ADDRESS, WIRE, ...END],
  nonUsaCheck: [...SECURE_NON_USA, ...ADDRESS, CHECK, ...END],
  nonUsaCryptocurrency: [...SECURE_NON_USA, ...ADDRESS, CRYPTO, ...END],
  nonUsaSkipFunding: [...SECURE_NON_USA, ...ADDRESS, ...END],
} as const;
