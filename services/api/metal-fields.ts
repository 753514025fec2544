/**
 * Client form schemas of the recurring metal programme (doc 3 §2.3, §5 "Recurring programme"):
 * the monthly amount (the shared `amountForm` with the broker's programme minimum and maximum)
 * and the gold / silver allocation in percent (0–100 each, required, summing to 100). The server
 * takes the allocation as fractions 0–1 (`metalStreamAllocationRequest` of services/api/contract.ts,
 * whose sum rule is the same one on the other scale); the saver converts.
 */
import { z } from 'zod';
import type { Settings } from './contract';
import { AMOUNT_MAX, AMOUNT_MIN, amountForm } from './fields';

/** The programme's monthly bounds from the broker settings (doc 1 §3: the minimum is spelt two ways). */
export function metalAmountBounds(settings: Settings | null | undefined): {
  min: number;
  max: number;
} {
  return {
    min:
      settings?.MetalStreamMinimumDepositAmount ??
      settings?.MetaltreamMinimumDepositAmount ??
      AMOUNT_MIN,
    max: settings?.MetalStreamMaximumDepositAmount ?? AMOUNT_MAX,
  };
}

/** Monthly investment form {Amount} (doc 3 §2.3, §5): dollars, 2 decimals, within the programme bounds. */
export const metalInvestForm = (min: number, max: number) => amountForm('MetalStream', min, max);

const percent = z.coerce
  .number({ error: 'metalAllocate.required' })
  .int('metalAllocate.required')
  .min(0, 'metalAllocate.required')
  .max(100, 'metalAllocate.required');

/**
 * Allocation form {GoldPercentage, SilverPercentage} in whole percent (doc 3 §5): each 0..100,
 * required, and the two sum to 100 ('metalAllocate.sum' on both fields otherwise).
 */
export const metalAllocationForm = z
  .object({
    GoldPercentage: z.preprocess((v) => (v === '' ? undefined : v), percent),
    SilverPercentage: z.preprocess((v) => (v === '' ? undefined : v), percent),
  })
  .superRefine((v, ctx) => {
    if (v.GoldPercentage + v.SilverPercentage !== 100)
      for (const path of ['GoldPercentage', 'SilverPercentage'])
        ctx.addIssue({ code: 'custom', path: [path], message: 'metalAllocate.sum' });
  });
export type MetalAllocationValues = z.output<typeof metalAllocationForm>;

/** The product pick {MetalType, ProductSymbolCode} (the server's `metalStreamProductRequest` rules). */
export const metalProductForm = z.object({
  MetalType: z.enum(['Gold', 'Silver']),
  ProductSymbolCode: z.string().trim().min(1, 'ProductSymbolCodeIsNullOrEmpty'),
});

/** The programme funding choice (doc 3 §2.3): the bank-link flow or manual funding (account balance). */
export const metalFundingForm = z.object({ choice: z.enum(['bank', 'manual']) });
