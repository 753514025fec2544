/**
 * The Joint (JointTenants) step table (doc 2 §2.2 "Joint", doc 3 §2.2) in the StepTable format
 * of individual.steps.ts. The server's onboarding menu reads it today; the Joint wizard (a later
 * issue) is built from it.
 *
 * The primary holder's secure steps, then the secondary owner (intro, phone, date of birth,
 * identity country — non-USA skips to Address — and SSN), then the address steps with the
 * secondary owner's same-address question (skippable) and address, then funding, the joint
 * survivorship choice (doc 3 §2.4; a skipped funding lands on it, its pre-skip path is Fund
 * account), review and agreement. The backup-withholding question (doc 2 §2.19; its position is
 * not shown, docs/decisions.md) follows the secondary owner's SSN when the broker's IsIRSRequired
 * is on.
 */
import { pathsOf, step } from './step-catalogue';
import { ALL_BANK_METHODS, bankFundingSteps, pairSequences, skipIfNotUsa } from './step-segments';
import type { StepTable } from './step-table';

export const jointSteps = [
  step('secure', { next: 'name' }),
  step('name', { next: 'phone' }),
  step('phone', { next: 'dob' }),
  step('dob', { next: 'identity' }),
  // The primary holder's non-USA identity country skips their SSN, to the secondary owner.
  step('identity', { next: 'ssn', ...skipIfNotUsa('main', 'secondary') }),
  step('ssn', { next: 'secondary' }),
  step('secondary', { next: 'secondaryPhone', preSkip: 'identity' }),
  step('secondaryPhone', { next: 'secondaryDob' }),
  step('secondaryDob', { next: 'secondaryIdentity' }),
  // A non-USA secondary owner skips their SSN: to backup withholding when the broker requires it
  // and the primary holder is a US person, else to Address.
  step('secondaryIdentity', {
    next: 'secondarySsn',
    skip: 'address',
    branches: [
      {
        guard: 'personCountryNotUsaWithW9',
        params: { person: 'secondary' },
        to: 'backupWithholding',
      },
      { guard: 'personCountryNotUsa', params: { person: 'secondary' }, to: 'address' },
    ],
  }),
  // doc 2 §2.19: me / the secondary owner / both, after the SSNs, when the broker requires it.
  step('secondarySsn', {
    next: 'backupWithholding',
    branches: [{ guard: 'irsNotRequired', to: 'address' }],
  }),
  step('backupWithholding', { next: 'address' }),
  step('address', { next: 'addressEnter', preSkip: 'secondaryIdentity' }),
  step('addressEnter', { next: 'secondaryAddress' }),
  // Same address? Yes or No stores SameAddress and goes on (doc 2 §2.20); the skip link goes to Address done.
  step('secondaryAddress', {
    next: 'secondaryAddressEnter',
    skip: 'addressDone',
    skipWhen: { guard: 'personAddressMissing', params: { person: 'secondary' } },
  }),
  step('secondaryAddressEnter', { next: 'addressDone' }),
  step('addressDone', { next: 'fund', preSkip: 'secondaryAddress' }),
  // Fund account and the amount screens, and the user's skip, lead to the survivorship choice.
  ...bankFundingSteps(ALL_BANK_METHODS, 'survivor'),
  // Back: the funding-type amount screen when an amount exists, else the pre-skip path (doc 3 §2.4).
  step('survivor', { next: 'review', preSkip: 'fund' }),
  step('review', { next: 'agreement' }),
  step('agreement', { next: null }),
] as const satisfies StepTable;

/** The visited-path sequences of doc 2 §2.2 for the Joint account (then joint survivorship): step-segments.ts pairSequences. */
export const jointSequences = pairSequences(
  'secondary',
  pathsOf('survivor', 'review', 'agreement'),
  ['usa', 'nonUsa'],
);
