/**
 * Programme review (Overview) — METAL_STREAM_REVIEW '/metal/review' (doc 3 §2.3 "Programme
 * review"), and the Summary (Complete) — METAL_STREAM_SUMMARY '/metal/complete'.
 *
 * Overview data: `{ amount, currency, day, useAccountBalance, bank, allocation, gold, silver,
 * editing, edit }` —
 * - `amount` the monthly deposit (null until saved), `day` the recurring day as an ordinal;
 * - `useAccountBalance` (deposit type 'account balance') or `bank` {bankName, last4} of the
 *   attached bank (GET …/bank-accounts, lookup `bankAccounts`, loaded unless UseAccountBalance);
 * - `allocation` {Gold, Silver} in whole percent; `gold` / `silver`: {percent, share (dollars a
 *   month), row (the chosen product at its location, or null)};
 * - while the edit modal is open: `editing` (the item: metalAmount, metalAllocation, metalGold,
 *   metalSilver, metalFunding) and `edit`, the data of that item's form (the spec of its screen).
 * The view's edit links send `wizard.edit {item}`; the step's 'review' behaviour opens the edit
 * modal (machines/review/edit-item.machine.ts) with the item's screen saver. Closing the
 * allocation modal opens the silver, then the gold picker while a metal with a share has no product
 * (`pickerAfterEdit`). No save of its own: Continue moves on.
 *
 * Summary data: `{ day }` (auto deposits on the recurring day, doc 3 §2.3 "Summary").
 */
import { type LookupName, type ScreenSpec, type SpecContext, defineSpec } from '../screen-spec';
import { metalAllocateSpec } from './metal-allocate';
import { allocationOf, metalStreamOf, ordinal, selectedRowOf, shareOf } from './metal-common';
import { metalFundingSpec } from './metal-funding';
import { metalInvestSpec } from './metal-invest';
import { metalGoldSpec, metalSilverSpec } from './metal-product';

/** The Overview's edit items → the spec of the form each opens. */
export const METAL_EDIT_SPECS = {
  metalAmount: metalInvestSpec,
  metalAllocation: metalAllocateSpec,
  metalGold: metalGoldSpec,
  metalSilver: metalSilverSpec,
  metalFunding: metalFundingSpec,
} as const satisfies Record<string, ScreenSpec>;
export type MetalEditItem = keyof typeof METAL_EDIT_SPECS;

// The picker after an edit modal (the wizard's guards read it without this spec: metal-common.ts).
export { pickerAfterEdit } from './metal-common';

/** The Overview's lists: the products (pickers in the edit modal) and, unless UseAccountBalance, the linked banks. */
export function metalReviewLookups(c: Pick<SpecContext, 'application'>): readonly LookupName[] {
  return metalStreamOf(c.application)?.UseAccountBalance
    ? ['metalStreamProducts']
    : ['metalStreamProducts', 'bankAccounts'];
}

function bankOf(c: SpecContext): { bankName: string; last4: string } | null {
  const uid = metalStreamOf(c.application)?.BankAccountUid;
  if (!uid) return null;
  const b = c.lookups.bankAccounts?.find((x) => x.BankAccountUid === uid);
  return b
    ? { bankName: b.BankName, last4: b.AccountNumber.slice(-4) }
    : { bankName: '', last4: '' };
}

export const metalReviewSpec = defineSpec({
  lookups: metalReviewLookups,
  data: (c) => {
    const m = metalStreamOf(c.application);
    const allocation = allocationOf(c.application);
    const side = (metal: 'Gold' | 'Silver') => ({
      percent: allocation[metal],
      share: shareOf(m?.Amount, allocation[metal]),
      row: selectedRowOf(c.application, metal),
    });
    const editing =
      c.editing && c.editing in METAL_EDIT_SPECS ? (c.editing as MetalEditItem) : null;
    return {
      amount: m?.Amount ?? null,
      currency: c.settings?.Currency ?? 'USD',
      day: ordinal(c.settings?.MetalStreamRecurringInvestment ?? 1),
      useAccountBalance: m?.UseAccountBalance === true,
      bank: bankOf(c),
      allocation,
      gold: side('Gold'),
      silver: side('Silver'),
      editing,
      edit: editing ? (METAL_EDIT_SPECS[editing].data?.(c) ?? {}) : null,
    };
  },
});

export const metalSummarySpec = defineSpec({
  data: (c) => ({ day: ordinal(c.settings?.MetalStreamRecurringInvestment ?? 1) }),
});
