/**
 * Retirement amount — FUNDING.RETIREMENT_FUNDING.AMOUNT.ROLLOVER '/fund/retirement/rollover/amount'
 * and .ANNUAL_CONTRIBUTION '/fund/retirement/contribution/amount' (doc 3 §2.4 "Retirement amount",
 * §5 "IRA amounts", §9): one screen for both; the spec tells them apart by `c.path`.
 *
 * - form (`retirementAmountForm`): Amount in dollars (amountForm's rules, doc 3 §5: 'amount',
 *   'mustBeNumber', 'greaterThanZero', fundAmount.minLimit under $1 and maxLimit (naming the
 *   rollover, transfer or contribution, `amountLimitMessage`) above $500,000,000 for a
 *   rollover and above the broker's RegistrationContributionLimitAmount for a contribution); for
 *   the annual contribution also ContributionYear, one of `contributionYearOptions` (required,
 *   'retirementAmount.yearRequired').
 * - initial: the saved Amount ('1234.50'; '' when none) and, for a contribution, the saved
 *   ContributionYear when it is still offered, else the current year (doc 3 §2.4 "default the
 *   current year").
 * - data: `{ kind: 'Rollover' | 'AnnualContribution' | 'IRATransfer', years, contributionLimit, currency }`
 *   (the years on the spec's clock, `retirementAmountSpecAt(today)`).
 * - save (doc 3 §4 "IRA amount (update when both Amount and ContributionYear exist)"):
 *   {Amount, ContributionYear} (null for a rollover) to createIraFundingAmount (POST
 *   …/ira-application-funding-amounts) or updateIraFundingAmount (PUT) when an amount is saved —
 *   for an annual contribution only when its year is saved too; no call when both equal the saved
 *   ones. The answer replaces IRAApplication.IRAApplicationFundingResponse. Server codes with
 *   Context 'Amount' / 'ContributionYear' land under those fields.
 */
import { z } from 'zod';
import { ApiError } from '../../../services/api/client';
import { IRA_FUNDING_TYPES, type Application } from '../../../services/api/contract';
import { contributionYearsAt } from '../../../services/api/eastern-time';
import { AMOUNT_MAX, AMOUNT_MIN, amountForm } from '../../../services/api/fields';
import { defineSpec } from '../screen-spec';
import { withIraFunding } from './retirement-funding';

const savedFunding = (app: Application | null | undefined) =>
  app?.IRAApplication?.IRAApplicationFundingResponse ?? null;

export type RetirementAmountKind = 'Rollover' | 'AnnualContribution' | 'IRATransfer';

/**
 * The amount screen's kind by its path (doc 3 §2.1 /fund/retirement/{rollover|contribution}/amount);
 * on the rollover route an application whose saved funding is a transfer is 'IRATransfer' (doc 3
 * §2.4 "Title 'transfer amount' for a transfer"; same rules as a rollover).
 */
export const retirementAmountKind = (
  path: string,
  application?: Application | null,
): RetirementAmountKind => {
  if (path.includes('/contribution/')) return 'AnnualContribution';
  return savedFunding(application)?.IRAFundingType === IRA_FUNDING_TYPES.IRATransfer
    ? 'IRATransfer'
    : 'Rollover';
};

/**
 * The contribution years offered at the instant `today` (doc 3 §2.4, §9 "The contribution year
 * list switches on 16 April"): until 15 April of year Y in US Eastern time both Y and Y − 1 (a
 * prior-year contribution is allowed until April 15), from 16 April only Y; current year first.
 * The server checks the same list (services/api/eastern-time.ts `contributionYearsAt`).
 */
export function contributionYearOptions(today: Date): number[] {
  return contributionYearsAt(today);
}

/**
 * The amount form of `kind`: Amount with the bounds of doc 3 §5 (a contribution at most `limit`
 * dollars, the broker's RegistrationContributionLimitAmount, when known), and for a contribution
 * the ContributionYear (a digit string of the form) parsed to a number among `years`.
 */
export function retirementAmountForm(
  kind: RetirementAmountKind,
  limit: number | null,
  years: readonly number[],
) {
  const max = kind === 'AnnualContribution' && limit !== null && limit > 0 ? limit : AMOUNT_MAX;
  const Amount = amountForm(kind, AMOUNT_MIN, max).shape.Amount;
  if (kind !== 'AnnualContribution') return z.object({ Amount });
  const required = 'retirementAmount.yearRequired';
  return z.object({
    Amount,
    ContributionYear: z
      .string({ error: required })
      .trim()
      .regex(/^\d{4}$/, required)
      .transform(Number)
      .refine((y) => years.includes(y), required),
  });
}

/**
 * The spec with its clock (`today()`: the date the contribution years are offered on, doc 3 §9
 * "Contribution year list switches on 16 April"); tests inject a fixed date.
 */
export const retirementAmountSpecAt = (today: () => Date) =>
  defineSpec({
    form: retirementAmountForm('AnnualContribution', null, []),
    initial: (c): Record<string, string> => {
      const f = savedFunding(c.application);
      const Amount = f?.Amount === null || f?.Amount === undefined ? '' : f.Amount.toFixed(2);
      if (retirementAmountKind(c.path, c.application) !== 'AnnualContribution') return { Amount };
      const years = contributionYearOptions(today());
      const year =
        f?.ContributionYear && years.includes(f.ContributionYear) ? f.ContributionYear : years[0];
      return { Amount, ContributionYear: String(year) };
    },
    data: (c) => ({
      kind: retirementAmountKind(c.path, c.application),
      years: contributionYearOptions(today()),
      contributionLimit: c.settings?.RegistrationContributionLimitAmount ?? null,
      currency: c.settings?.Currency ?? 'USD',
    }),
    save: async ({ values, application }, { api, signal }) => {
      const Amount = Math.round(Number(values.Amount) * 100) / 100;
      if (!Number.isFinite(Amount))
        throw new ApiError({
          status: 400,
          errors: [{ Code: 'AmountIsInvalid', Context: 'Amount' }],
        });
      const year =
        values.ContributionYear === undefined || values.ContributionYear === null
          ? null
          : Number(values.ContributionYear);
      const prior = savedFunding(application);
      if (prior && prior.Amount === Amount && (prior.ContributionYear ?? null) === year)
        return { application, called: false };
      const annual = prior?.IRAFundingType === IRA_FUNDING_TYPES.AnnualContribution;
      const exists =
        prior?.Amount !== null &&
        prior?.Amount !== undefined &&
        (!annual || (prior.ContributionYear ?? null) !== null);
      const answer = await api.call(exists ? 'updateIraFundingAmount' : 'createIraFundingAmount', {
        params: { applicationUid: application.ApplicationUid },
        json: { Amount, ContributionYear: year },
        signal,
      });
      return { application: withIraFunding(application, answer), called: true };
    },
  });

/** The registered spec, on the system clock. */
export const retirementAmountSpec = retirementAmountSpecAt(() => new Date());
