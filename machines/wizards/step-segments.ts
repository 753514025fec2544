/**
 * Links and runs of rows that several step tables share (ARCHITECTURE.md "Wizards are data"):
 * the identity-country skip, bank and retirement funding, the address steps, and the IRA owner's
 * steps from the identity country on. Each is written once; the tables spread them between their
 * own rows. The rows themselves come from the step catalogue (step-catalogue.ts).
 */
import { pathsOf, step, STEP_CATALOGUE, type CatalogueKey } from './step-catalogue';
import type { StepBranch } from './step-table';

/**
 * The identity-country links of an identity step (doc 2 §2.14): a saved country other than USA
 * for `person` leads to `to` (its skip link, taken by the data, not offered to the user).
 */
export const skipIfNotUsa = <const T extends string>(
  person: 'main' | 'secondary' | 'minor',
  to: T,
) => ({ skip: to, branches: [{ guard: 'personCountryNotUsa', params: { person }, to }] }) as const;

/** The amount step of each bank funding method (doc 3 §2.1 FUNDING.NORMAL_FUNDING.AMOUNT.*). */
const AMOUNT_STEPS = {
  ACHConnected: 'fundAch',
  Wire: 'fundWire',
  Check: 'fundCheck',
  Cryptocurrency: 'fundCrypto',
} as const;
export type BankMethod = keyof typeof AMOUNT_STEPS;

/** The bank methods with an amount step: bank link, wire, check, cryptocurrency (doc 3 §2.4). */
export const ALL_BANK_METHODS = ['ACHConnected', 'Wire', 'Check', 'Cryptocurrency'] as const;

/**
 * The Fund-account links for the bank funding `methods` (doc 3 §2.4): the saved method leads to
 * its amount step (branch guard `fundingTypeIs`, checked in the order given).
 */
function bankFunding<const M extends readonly BankMethod[]>(
  methods: M,
): {
  readonly next: { readonly [P in M[number]]: (typeof AMOUNT_STEPS)[P] };
  readonly branches: readonly StepBranch[];
} {
  return {
    next: Object.fromEntries(methods.map((m) => [m, AMOUNT_STEPS[m]])) as {
      readonly [P in M[number]]: (typeof AMOUNT_STEPS)[P];
    },
    branches: methods.map((m) => ({
      guard: 'fundingTypeIs',
      params: { type: m },
      to: AMOUNT_STEPS[m],
    })),
  };
}

/**
 * Retirement funding (doc 3 §2.4): Rollover and AnnualContribution lead to their amount screens;
 * IRATransfer is finished in the custodian modal and goes on to Review, like the 'do later' skip.
 */
export const RETIREMENT_FUNDING = {
  next: { Rollover: 'fundRollover', AnnualContribution: 'fundContribution', IRATransfer: 'review' },
  skip: 'review',
  branches: [
    { guard: 'iraFundingTypeIs', params: { type: 'Rollover' }, to: 'fundRollover' },
    { guard: 'iraFundingTypeIs', params: { type: 'AnnualContribution' }, to: 'fundContribution' },
  ],
} as const;

/**
 * Fund account and the amount steps of the bank funding `methods` (doc 3 §2.4): the saved method
 * leads to its amount step; the amount steps and the user's skip lead to `after`.
 */
export function bankFundingSteps<const M extends readonly BankMethod[], const A extends string>(
  methods: M,
  after: A,
) {
  return [
    step('fund', { ...bankFunding(methods), skip: after }),
    ...methods.map((m) => step(AMOUNT_STEPS[m], { next: after })),
  ] as const;
}

/**
 * Address intro, enter and done (doc 2 §2.2), leading to `after`. The intro's back target when
 * the data skipped the step before it is `preSkip` (doc 2 §4 "Address intro back target").
 */
export const addressSteps = <const P extends string, const A extends string>(
  preSkip: P,
  after: A,
) =>
  [
    step('address', { next: 'addressEnter', preSkip }),
    step('addressEnter', { next: 'addressDone' }),
    step('addressDone', { next: after }),
  ] as const;

/**
 * The IRA owner from the identity country on (doc 2 §2.2 "IRA personal", "IRA business"): a
 * non-USA country skips to Address (doc 2 §2.14; docs/decisions.md); the SSN, identity details,
 * employment status and financial profile (customer due diligence); address; retirement
 * funding; review, the equity agreement and the agreement.
 */
export const IRA_OWNER_STEPS = [
  step('identity', { next: 'ssn', ...skipIfNotUsa('main', 'address') }),
  step('ssn', { next: 'identityDetails' }),
  step('identityDetails', { next: 'employment' }),
  step('employment', { next: 'financialProfile' }),
  step('financialProfile', { next: 'address' }),
  ...addressSteps('identity', 'fundRetirement'),
  // Retirement funding (doc 3 §2.4): skip ('do later') → Review; IRATransfer is finished in the custodian modal.
  step('fundRetirement', RETIREMENT_FUNDING),
  step('fundRollover', { next: 'review' }),
  step('fundContribution', { next: 'review' }),
  step('review', { next: 'equityAgreement' }),
  step('equityAgreement', { next: 'agreement' }),
  step('agreement', { next: null }),
] as const;

/**
 * The visited-path sequences of doc 2 §2.2 for an IRA (doc 3 §2.2 retirement funding) whose
 * steps up to the identity country visit `secure`: a USA owner goes through the customer due
 * diligence, a non-USA owner skips to Address.
 */
export function iraSequences<const S extends readonly string[]>(secure: S) {
  const CDD = pathsOf('ssn', 'identityDetails', 'employment', 'financialProfile');
  const ADDRESS = pathsOf('address', 'addressEnter', 'addressDone', 'fundRetirement');
  const END = pathsOf('review', 'equityAgreement', 'agreement');
  const [ROLLOVER, CONTRIBUTION] = pathsOf('fundRollover', 'fundContribution');
  return {
    usaRollover: [...secure, ...CDD, ...ADDRESS, ROLLOVER, ...END],
    usaAnnualContribution: [...secure, ...CDD, ...ADDRESS, CONTRIBUTION, ...END],
    usaTransfer: [...secure, ...CDD, ...ADDRESS, ...END],
    usaSkipFunding: [...secure, ...CDD, ...ADDRESS, ...END],
    nonUsaRollover: [...secure, ...ADDRESS, ROLLOVER, ...END],
    nonUsaSkipFunding: [...secure, ...ADDRESS, ...END],
  } as const;
}

type PairSlot = 'secondary' | 'minor';
type Citizenship = 'usa' | 'nonUsa';
const pathOfKey = (key: string): string => STEP_CATALOGUE[key as CatalogueKey].path;

/**
 * The visited-path sequences of doc 2 §2.2 for a kind with a second person (Joint: 'secondary',
 * UTMA: 'minor'; doc 3 §2.2 funding): every combination of the main person's and the second
 * person's identity country among `citizenships`, the second person's address (entered, or the
 * same-address question skipped) and the bank funding method (or skipped), ending with `end`;
 * keyed like 'usa_nonUsa_skipped_Wire'.
 */
export function pairSequences(
  slot: PairSlot,
  end: readonly string[],
  citizenships: readonly Citizenship[],
): Record<string, readonly string[]> {
  const main = {
    usa: pathsOf('secure', 'name', 'phone', 'dob', 'identity', 'ssn'),
    nonUsa: pathsOf('secure', 'name', 'phone', 'dob', 'identity'),
  };
  const secondSteps = [slot, `${slot}Phone`, `${slot}Dob`, `${slot}Identity`].map(pathOfKey);
  const second = { usa: [...secondSteps, pathOfKey(`${slot}Ssn`)], nonUsa: secondSteps };
  const address = {
    entered: [
      ...pathsOf('address', 'addressEnter'),
      pathOfKey(`${slot}Address`),
      pathOfKey(`${slot}AddressEnter`),
      ...pathsOf('addressDone', 'fund'),
    ],
    skipped: [
      ...pathsOf('address', 'addressEnter'),
      pathOfKey(`${slot}Address`),
      ...pathsOf('addressDone', 'fund'),
    ],
  };
  const funding: Record<string, readonly string[]> = {
    Ach: pathsOf('fundAch'),
    Wire: pathsOf('fundWire'),
    Check: pathsOf('fundCheck'),
    Cryptocurrency: pathsOf('fundCrypto'),
    SkipFunding: [],
  };
  return Object.fromEntries(
    citizenships.flatMap((m) =>
      citizenships.flatMap((p) =>
        (['entered', 'skipped'] as const).flatMap((a) =>
          Object.keys(funding).map((f) => [
            `${m}_${p}_${a}_${f}`,
            [...main[m], ...second[p], ...address[a], ...funding[f], ...end],
          ]),
        ),
      ),
    ),
  );
}
