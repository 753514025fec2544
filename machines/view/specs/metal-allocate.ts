/**
 * Fund allocation — METAL_STREAM_FUND_ALLOCATION '/metal/allocate' (doc 3 §2.3, §3, §5): the
 * monthly investment, a Gold ↔ Silver slider (0–100) and one percentage input per metal, always
 * summing to 100, clamped, default 50 / 50; each side's dollar share.
 *
 * - form: {GoldPercentage, SilverPercentage} in whole percent (`metalAllocationForm`).
 * - initial: the saved fractions ×100 rounded, else '50' / '50'.
 * - data: `{ amount, currency }` — the saved monthly amount (null before it is saved).
 * - save (doc 3 §4, §2.3): POST …/metal-streams/allocations with fractions 0–1 when no allocation
 *   is saved, PUT when one is, no call when unchanged; then the application is re-read. Server codes
 *   (GoldPercentageIsInvalid, AllocationSumIsInvalid on both fields …) land on the inputs.
 */
import { metalAllocationForm } from '../../../services/api/metal-fields';
import { defineSpec } from '../screen-spec';
import { allocationOf, clampPercent, metalStreamOf, saveProgramme } from './metal-common';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/metal-fields.ts, not a copy.
export { metalAllocationForm } from '../../../services/api/metal-fields';

const SAME = 0.00005;

export const metalAllocateSpec = defineSpec({
  reviewItem: 'metalAllocation',
  form: metalAllocationForm,
  initial: (c) => {
    const a = allocationOf(c.application);
    return { GoldPercentage: String(a.Gold), SilverPercentage: String(a.Silver) };
  },
  data: (c) => ({
    amount: metalStreamOf(c.application)?.Amount ?? null,
    currency: c.settings?.Currency ?? 'USD',
  }),
  save: ({ values, application }, deps) => {
    const gold = clampPercent(values.GoldPercentage) / 100;
    const silver = clampPercent(values.SilverPercentage) / 100;
    const m = metalStreamOf(application);
    const saved = m?.GoldPercentage !== null && m?.GoldPercentage !== undefined;
    const unchanged =
      saved &&
      Math.abs((m?.GoldPercentage ?? -1) - gold) < SAME &&
      Math.abs((m?.SilverPercentage ?? -1) - silver) < SAME;
    return saveProgramme(application, deps, {
      create: 'createMetalStreamAllocation',
      update: 'updateMetalStreamAllocation',
      json: { GoldPercentage: gold, SilverPercentage: silver },
      saved,
      unchanged,
      reload: true,
    });
  },
});
