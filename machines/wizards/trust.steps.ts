/**
 * The Trust step table (doc 2 §2.2 "Trust", doc 3 §2.2) — a Corporate application whose
 * CorporateAccountType is Trust (doc 2 §2.2 "Choice of the first wizard screen"). Same
 * StepTable format as individual.steps.ts; the server's onboarding menu reads it today and the
 * Trust wizard (a later issue) is built from it.
 *
 * Trust name, the EIN question (No and Yes both go on, doc 2 §2.8), the EIN (with its 'no EIN'
 * box, doc 2 §2.9), then the authorized agent's secure steps and the rest as for Individual.
 */
import { pathsOf, step } from './step-catalogue';
import { addressSteps, ALL_BANK_METHODS, bankFundingSteps, skipIfNotUsa } from './step-segments';
import type { StepTable } from './step-table';

export const trustSteps = [
  step('secure', { next: 'trustName' }),
  step('trustName', { next: 'trustEinQuestion' }),
  step('trustEinQuestion', { next: 'ein' }),
  step('trustEin', { next: 'name' }),
  step('name', { next: 'phone' }),
  step('phone', { next: 'dob' }),
  step('dob', { next: 'identity' }),
  step('identity', { next: 'ssn', ...skipIfNotUsa('main', 'address') }),
  step('ssn', { next: 'address' }),
  ...addressSteps('identity', 'fund'),
  ...bankFundingSteps(ALL_BANK_METHODS, 'review'),
  step('review', { next: 'agreement' }),
  step('agreement', { next: null }),
] as const satisfies StepTable;

const TRUST = pathsOf('secure', 'trustName', 'trustEinQuestion', 'trustEin');
const AGENT_USA = pathsOf('name', 'phone', 'dob', 'identity', 'ssn');
const AGENT_NON_USA = pathsOf('name', 'phone', 'dob', 'identity');
const ADDRESS = pathsOf('address', 'addressEnter', 'addressDone', 'fund');
const END = pathsOf('review', 'agreement');
const [ACH, WIRE, CHECK, CRYPTO] = pathsOf('fundAch', 'fundWire', 'fundCheck', 'fundCrypto');

/** The visited-path sequences of doc 2 §2.2 for the Trust account (doc 3 §2.2 funding). */
export const trustSequences = {
  usaAch: [...TRUST, ...AGENT_USA, ...ADDRESS, ACH, ...END],
  usaWire: [...TRUST, ...AGENT_USA, ...ADDRESS, WIRE, ...END],
  usaCheck: [...TRUST, ...AGENT_USA, ...ADDRESS, CHECK, ...END],
  usaCryptocurrency: [...TRUST, ...AGENT_USA, ...ADDRESS, CRYPTO, ...END],
  usaSkipFunding: [...TRUST, ...AGENT_USA, ...ADDRESS, ...END],
  nonUsaCheck: [...TRUST, ...AGENT_NON_USA, ...ADDRESS, CHECK, ...END],
  nonUsaSkipFunding: [...TRUST, ...AGENT_NON_USA, ...ADDRESS, ...END],
} as const;
