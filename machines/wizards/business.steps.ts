/**
 * The Business (Corporate) step table (doc 2 §2.2 "Business", doc 3 §2.2) — the one list of the
 * Business wizard's steps, in the StepTable format of individual.steps.ts. The server's
 * onboarding menu reads it today; the Business wizard (a later issue) is built from it.
 *
 * The entity steps (business type, name, EIN, address, review) come first, then the authorized
 * agent's secure steps under /business/secure (route keys under BUSINESS_ACCOUNT, doc 2 §2.3),
 * then address, funding, review and agreement as for Individual. Identity country other than USA
 * skips the SSN as everywhere (doc 2 §2.14; docs/decisions.md).
 */
import { pathsOf, step } from './step-catalogue';
import { addressSteps, ALL_BANK_METHODS, bankFundingSteps, skipIfNotUsa } from './step-segments';
import type { StepTable } from './step-table';

export const businessSteps = [
  step('businessSecure', { next: 'businessType' }),
  step('businessType', { next: 'businessName' }),
  step('businessName', { next: 'ein' }),
  step('businessEin', { next: 'businessAddress' }),
  step('businessAddress', { next: 'businessReview' }),
  step('businessReview', { next: 'name' }),
  step('businessSecureName', { next: 'phone' }),
  step('businessSecurePhone', { next: 'dob' }),
  step('businessSecureDob', { next: 'identity' }),
  step('businessSecureIdentity', { next: 'ssn', ...skipIfNotUsa('main', 'address') }),
  step('businessSecureSsn', { next: 'address' }),
  ...addressSteps('identity', 'fund'),
  // Fund account: bank link, wire, check or cryptocurrency → the shared amount screen; skip → Review (doc 3 §2.4).
  ...bankFundingSteps(ALL_BANK_METHODS, 'review'),
  step('review', { next: 'agreement' }),
  step('agreement', { next: null }),
] as const satisfies StepTable;

const ENTITY = pathsOf(
  'businessSecure',
  'businessType',
  'businessName',
  'businessEin',
  'businessAddress',
  'businessReview',
);
const AGENT_USA = pathsOf(
  'businessSecureName',
  'businessSecurePhone',
  'businessSecureDob',
  'businessSecureIdentity',
  'businessSecureSsn',
);
const AGENT_NON_USA = pathsOf(
  'businessSecureName',
  'businessSecurePhone',
  'businessSecureDob',
  'businessSecureIdentity',
);
const ADDRESS = pathsOf('address', 'addressEnter', 'addressDone', 'fund');
const END = pathsOf('review', 'agreement');
const [ACH, WIRE, CHECK, CRYPTO] = pathsOf('fundAch', 'fundWire', 'fundCheck', 'fundCrypto');

/** The visited-path sequences of doc 2 §2.2 for the Business account (doc 3 §2.2 funding). */
export const businessSequences = {
  usaAch: [...ENTITY, ...AGENT_USA, ...ADDRESS, ACH, ...END],
  usaWire: [...ENTITY, ...AGENT_USA, ...ADDRESS, WIRE, ...END],
  usaCheck: [...ENTITY, ...AGENT_USA, ...ADDRESS, CHECK, ...END],
  usaCryptocurrency: [...ENTITY, ...AGENT_USA, ...ADDRESS, CRYPTO, ...END],
  usaSkipFunding: [...ENTITY, ...AGENT_USA, ...ADDRESS, ...END],
  nonUsaWire: [...ENTITY, ...AGENT_NON_USA, ...ADDRESS, WIRE, ...END],
  nonUsaSkipFunding: [...ENTITY, ...AGENT_NON_USA, ...ADDRESS, ...END],
} as const;
