/**
 * Monthly investment — METAL_STREAM_MONTHLY_INVEST '/metal/invest' (doc 3 §2.3, §5 "Recurring
 * programme"): one Amount field, '$' or 'CAD ' prefix, two decimals, and the limitation text.
 *
 * - form: {Amount} in the broker's currency (`metalInvestForm(min, max)`, services/api/metal-fields.ts).
 * - initial: the saved monthly amount with 2 decimals ('' when none).
 * - data: `{ min, max, currency }` — the programme bounds from the settings
 *   (MetalStreamMinimumDepositAmount, also spelt MetaltreamMinimumDepositAmount;
 *   MetalStreamMaximumDepositAmount) and the broker's Currency.
 * - save (doc 3 §4): POST …/metal-streams/fundings {Amount} when no amount is saved, PUT when one
 *   is, no call when unchanged; the answer (the whole programme) replaces MetalStream. Server codes
 *   (AmountIsBelowMinimum, AmountIsAboveMaximum, …, Context 'Amount') land on the field.
 */
import { AMOUNT_MIN, AMOUNT_MAX } from '../../../services/api/fields';
import { metalAmountBounds, metalInvestForm } from '../../../services/api/metal-fields';
import { defineSpec } from '../screen-spec';
import { metalStreamOf, saveProgramme } from './metal-common';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/metal-fields.ts, not a copy.
export { metalInvestForm } from '../../../services/api/metal-fields';

export const metalInvestSpec = defineSpec({
  reviewItem: 'metalAmount',
  form: metalInvestForm(AMOUNT_MIN, AMOUNT_MAX),
  initial: (c) => {
    const amount = metalStreamOf(c.application)?.Amount;
    return { Amount: amount === null || amount === undefined ? '' : amount.toFixed(2) };
  },
  data: (c) => ({ ...metalAmountBounds(c.settings), currency: c.settings?.Currency ?? 'USD' }),
  save: ({ values, application }, deps) => {
    const Amount = Math.round(Number(values.Amount) * 100) / 100;
    const prior = metalStreamOf(application)?.Amount ?? null;
    return saveProgramme(application, deps, {
      create: 'createMetalStreamFunding',
      update: 'updateMetalStreamFunding',
      json: { Amount },
      saved: prior !== null,
      unchanged: prior === Amount,
    });
  },
});
