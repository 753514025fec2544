/**
 * What the funding-edit modal renders (`ScreenView.data.flow`; screens/flows/funding-edit-modal.tsx;
 * doc 3 §2.4 "Funding edits from the review page"), read from the machine's snapshot with the
 * step screens' own specs (the IRA's from the registry: they load with the IRA's wizard, issue 32
 * item 3). Re-exported by funding-edit.machine.ts.
 */
import type { ScreenSpec, SpecContext } from '../view/screen-spec';
import { loadedSpec } from '../view/screen-specs';
import { fundAccountSpec } from '../view/specs/fund-account';
import { fundAmountSpec } from '../view/specs/fund-amount';
import { iraFundingTypeOf } from '../wizards/walk';
import { amountOf, methodOf, type FundingEditContext } from './funding-edit-model';

/** A step's form data and prefill, as the step's own screen spec gives them (machines/view/specs/). */
export interface FundingEditStepView {
  data: Record<string, unknown>;
  initial: Record<string, string>;
}

/**
 * The data the funding-edit modal renders (`ScreenView.data.flow`; screens/flows/funding-edit-modal.tsx):
 * - `flow: 'fundingEdit'`, `kind` ('bank' | 'ira'), `step` ('choice' | 'method' | 'amount'),
 *   `titleKey` (doc 3 §2.4: 'fundingEdit.setupTitle' until the funding has a method and an
 *   amount, then 'fundingEdit.changeTitle'), the saved `method` ('Wire', 'Rollover' … or null)
 *   and `amount` (dollars or null), `assisted`, `canGoBack` (a step to go back to);
 * - `methodStep`: the method cards' data and prefill — the Fund account spec's
 *   `{methods, achLimit, checkLimit, cryptoLimit, currency, current, assisted}` (bank) or the
 *   retirement funding spec's `{accountType, contributionLimit, currency}` (IRA);
 * - `amountStep`: the amount form's — the fund amount spec's `{method, limit, currency, bank}`
 *   (bank; `bank` from the loaded accounts, `termsHtml` the ACH terms once the viewer loaded them) or the retirement amount spec's
 *   `{kind, years, contributionLimit, currency}` (IRA), with the saved amount (and year) as prefill.
 */
export function fundingEditViewOf(snapshot: unknown) {
  const s = snapshot as { context: FundingEditContext; value: unknown };
  const c = s.context;
  const method = methodOf(c.kind, c.application);
  const amount = amountOf(c.kind, c.application);
  const step = c.trail.at(-1) ?? 'choice';
  const spec = specContextOf(c);
  const [methodSpec, amountSpec] =
    c.kind === 'bank'
      ? [fundAccountSpec, fundAmountSpec]
      : [loadedSpec('retirementFunding'), loadedSpec('retirementAmount')];
  return {
    flow: 'fundingEdit' as const,
    kind: c.kind,
    step,
    titleKey: method && amount !== null ? 'fundingEdit.changeTitle' : 'fundingEdit.setupTitle',
    method,
    amount,
    assisted: c.mode.assisted,
    canGoBack: c.trail.length > 1,
    methodStep: stepViewOf(methodSpec, spec),
    amountStep: stepViewOf(amountSpec, spec),
  };
}

export type FundingEditView = ReturnType<typeof fundingEditViewOf>;

const stepViewOf = (spec: ScreenSpec, c: SpecContext): FundingEditStepView => ({
  data: spec.data?.(c) ?? {},
  initial: spec.initial?.(c) ?? {},
});

/** The amount routes the retirement amount spec tells its kinds apart by (doc 3 §2.1). */
const IRA_AMOUNT_PATH = {
  contribution: '/fund/retirement/contribution/amount',
  rollover: '/fund/retirement/rollover/amount',
} as const;

/** What the step specs read, from the flow's context (the bank spec picks the saved method when the path names none). */
function specContextOf(c: FundingEditContext): SpecContext {
  const path =
    c.kind === 'ira'
      ? iraFundingTypeOf(c.application) === 'AnnualContribution'
        ? IRA_AMOUNT_PATH.contribution
        : IRA_AMOUNT_PATH.rollover
      : '';
  return {
    application: c.application,
    person: 'main',
    path,
    countries: [],
    states: [],
    statesCountry: null,
    settings: c.settings,
    lookups: {
      ...(c.bankAccounts ? { bankAccounts: c.bankAccounts } : {}),
      ...(c.achTermsHtml !== null ? { htmlAchAgreement: { Agreement: c.achTermsHtml } } : {}),
    },
    sameAddress: {},
    addressPick: null,
    addressSuggestions: [],
    editing: null,
    // An agent's session (FlowInput.mode.assisted): the Fund account cards are wire and check.
    assisted: c.mode.assisted,
  };
}
