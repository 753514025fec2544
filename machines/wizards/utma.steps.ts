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
import { pathsOf, step } from './step-catalogue';
import { ALL_BANK_METHODS, bankFundingSteps, skipIfNotUsa } from './step-segments';
import type { StepTable } from './step-table';

export const utmaSteps = [
  step('secure', { next: 'name' }),
  step('name', { next: 'phone' }),
  step('phone', { next: 'dob' }),
  step('dob', { next: 'identity' }),
  // The custodian's non-USA identity country skips their SSN, to the minor.
  step('identity', { next: 'ssn', ...skipIfNotUsa('main', 'minor') }),
  step('ssn', { next: 'minor' }),
  step('minor', { next: 'minorPhone', preSkip: 'identity' }),
  step('minorPhone', { next: 'minorDob' }),
  step('minorDob', { next: 'minorIdentity' }),
  step('minorIdentity', { next: 'minorSsn', ...skipIfNotUsa('minor', 'address') }),
  step('minorSsn', { next: 'address' }),
  step('address', { next: 'addressEnter', preSkip: 'minorIdentity' }),
  step('addressEnter', { next: 'minorAddress' }),
  // Same address? Yes or No stores SameAddress and goes on (doc 2 §2.20); the skip link goes to Address done.
  step('minorAddress', { next: 'minorAddressEnter', skip: 'addressDone' }),
  step('minorAddressEnter', { next: 'addressDone' }),
  step('addressDone', { next: 'fund', preSkip: 'minorAddress' }),
  ...bankFundingSteps(ALL_BANK_METHODS, 'review'),
  step('review', { next: 'agreement' }),
  step('agreement', { next: null }),
] as const satisfies StepTable;

const MAIN_USA = pathsOf('secure', 'name', 'phone', 'dob', 'identity', 'ssn');
const MAIN_NON_USA = pathsOf('secure', 'name', 'phone', 'dob', 'identity');
const MINOR_USA = pathsOf('minor', 'minorPhone', 'minorDob', 'minorIdentity', 'minorSsn');
const MINOR_NON_USA = pathsOf('minor', 'minorPhone', 'minorDob', 'minorIdentity');
const ADDRESS = pathsOf('address', 'addressEnter', 'minorAddress', 'minorAddressEnter', 'addressDone', 'fund');
const ADDRESS_SKIP_MINOR = pathsOf('address', 'addressEnter', 'minorAddress', 'addressDone', 'fund');
const END = pathsOf('review', 'agreement');
const [ACH, WIRE, CHECK, CRYPTO] = pathsOf('fundAch', 'fundWire', 'fundCheck', 'fundCrypto');

/** The visited-path sequences of doc 2 §2.2 for the UTMA account (doc 3 §2.2 funding). */
export const utmaSequences = {
  usaAch: [...MAIN_USA, ...MINOR_USA, ...ADDRESS, ACH, ...END],
  usaWire: [...MAIN_USA, ...MINOR_USA, ...ADDRESS, WIRE, ...END],
  usaCheck: [...MAIN_USA, ...MINOR_USA, ...ADDRESS, CHECK, ...END],
  usaCryptocurrency: [...MAIN_USA, ...MINOR_USA, ...ADDRESS, CRYPTO, ...END],
  usaSkipFunding: [...MAIN_USA, ...MINOR_USA, ...ADDRESS, ...END],
  usaSkipMinorAddress: [...MAIN_USA, ...MINOR_USA, ...ADDRESS_SKIP_MINOR, CHECK, ...END],
  minorNonUsaWire: [...MAIN_USA, ...MINOR_NON_USA, ...ADDRESS, WIRE, ...END],
  custodianNonUsaSkipFunding: [...MAIN_NON_USA, ...MINOR_USA, ...ADDRESS, ...END],
} as const;
