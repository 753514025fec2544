/**
 * The UTMA (custodial) step table (doc 2 §2.2 "UTMA", doc 3 §2.2) in the StepTable format of
 * individual.steps.ts. The server's onboarding menu reads it today; the UTMA wizard (a later
 * issue) is built from it.
 *
 * The custodian's secure steps, then the minor (intro, phone, date of birth, identity country and
 * SSN — both identity countries must be USA, doc 2 §5, so the §2.2 non-USA skip to Address is not
 * in this table; docs/decisions.md), then the address steps with the minor's same-address
 * question (skippable) and address, then funding (skip → Review), review and agreement. Address
 * intro's pre-skip path is the minor's identity country (doc 2 §4 "Address intro back target").
 */
import { pathsOf, step } from './step-catalogue';
import { ALL_BANK_METHODS, bankFundingSteps, pairSequences } from './step-segments';
import type { StepTable } from './step-table';

export const utmaSteps = [
  step('secure', { next: 'name' }),
  step('name', { next: 'phone' }),
  step('phone', { next: 'dob' }),
  step('dob', { next: 'identity' }),
  // UTMA identity countries must be USA (doc 2 §5; docs/decisions.md): no non-USA skip here.
  step('identity', { next: 'ssn' }),
  step('ssn', { next: 'minor' }),
  step('minor', { next: 'minorPhone', preSkip: 'identity' }),
  step('minorPhone', { next: 'minorDob' }),
  step('minorDob', { next: 'minorIdentity' }),
  step('minorIdentity', { next: 'minorSsn' }),
  step('minorSsn', { next: 'address' }),
  step('address', { next: 'addressEnter', preSkip: 'minorIdentity' }),
  step('addressEnter', { next: 'minorAddress' }),
  // Same address? Yes or No stores SameAddress and goes on (doc 2 §2.20); the skip link goes to Address done.
  step('minorAddress', {
    next: 'minorAddressEnter',
    skip: 'addressDone',
    skipWhen: { guard: 'personAddressMissing', params: { person: 'minor' } },
  }),
  step('minorAddressEnter', { next: 'addressDone' }),
  step('addressDone', { next: 'fund', preSkip: 'minorAddress' }),
  ...bankFundingSteps(ALL_BANK_METHODS, 'review'),
  step('review', { next: 'agreement' }),
  step('agreement', { next: null }),
] as const satisfies StepTable;

/** The visited-path sequences of doc 2 §2.2 for the UTMA account (both identity countries USA, doc 2 §5): step-segments.ts pairSequences. */
export const utmaSequences = pairSequences('minor', pathsOf('review', 'agreement'), ['usa']);
