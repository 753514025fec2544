/**
 * Retirement funding — FUNDING.RETIREMENT_FUNDING.ACCOUNT '/fund/retirement' (doc 3 §2.4
 * "Retirement funding type", §3 IRA funding): how the IRA is funded — IRATransfer (transfer from
 * an existing IRA), Rollover, or AnnualContribution (cash / annual contribution); 'do later' is the
 * step's skip (to Review).
 *
 * - form: {IRAFundingType: 'IRATransfer' | 'Rollover' | 'AnnualContribution'} (`retirementFundingForm`).
 * - initial: the saved type's name ('' when none), marked on its card.
 * - data: `{ accountType, contributionLimit, currency }` — the IRA type (Traditional, Roth, SEP,
 *   SIMPLE) for the SEP / SIMPLE notes, the broker's RegistrationContributionLimitAmount (dollars,
 *   null without settings) and Currency for the cash contribution's text.
 * - save (doc 3 §4 "IRA funding type"): createIraFunding (POST …/ira-application-fundings
 *   {IRAFundingType: 1|2|3}) when IRAApplication.IRAApplicationFundingResponse is null,
 *   updateIraFunding (PUT) when another type is saved, no call when unchanged; the answer replaces
 *   IRAApplicationFundingResponse (the server clears amount and year when the type changes), so
 *   the step's branch guards (`iraFundingTypeIs`) route Rollover and AnnualContribution to their
 *   amount screens. FundingTypeIsNotDefined (Context 'IRAFundingType') lands on the choice.
 *
 * IRATransfer opens the custodian modal (doc 3 §2.4 (a)–(f), machines/funding/custodian.machine.ts),
 * which saves the type itself with this saver (custodian-savers.ts `saveTransferType`).
 */
import { z } from 'zod';
import { ApiError } from '../../../services/api/client';
import { IRA_FUNDING_TYPES } from '../../../services/api/contract';
import { iraFundingTypeOf } from '../../wizards/walk';
import { defineSpec, sessionIdPart } from '../screen-spec';
import { withIraFunding } from './ira-application';

export type IraFundingName = keyof typeof IRA_FUNDING_TYPES;
const NAMES = Object.keys(IRA_FUNDING_TYPES) as [IraFundingName, ...IraFundingName[]];

/** The choice of the retirement funding cards. */
export const retirementFundingForm = z.object({ IRAFundingType: z.enum(NAMES) });

// The application with its IRA funding replaced (the custodian's savers read it without this spec).
export { withIraFunding };

export const retirementFundingSpec = defineSpec({
  form: retirementFundingForm,
  initial: (c) => ({ IRAFundingType: iraFundingTypeOf(c.application) ?? '' }),
  data: (c) => ({
    accountType:
      c.application?.IRAApplication?.IRAAccountType ?? c.application?.AccountType ?? null,
    contributionLimit: c.settings?.RegistrationContributionLimitAmount ?? null,
    currency: c.settings?.Currency ?? 'USD',
  }),
  save: async ({ values, application }, deps) => {
    const { api, signal } = deps;
    const parsed = retirementFundingForm.safeParse(values);
    if (!parsed.success)
      throw new ApiError({
        status: 400,
        errors: [{ Code: 'FundingTypeIsNotDefined', Context: 'IRAFundingType' }],
      });
    const code = IRA_FUNDING_TYPES[parsed.data.IRAFundingType];
    const prior = application.IRAApplication?.IRAApplicationFundingResponse ?? null;
    if (prior?.IRAFundingType === code) return { application, called: false };
    const answer = await api.call(prior ? 'updateIraFunding' : 'createIraFunding', {
      params: { applicationUid: application.ApplicationUid },
      // doc 3 §3, §7 (issue 35 item 2): with the stored fraud-prevention session id.
      json: { IRAFundingType: code, ...sessionIdPart(deps) },
      signal,
    });
    return { application: withIraFunding(application, answer), called: true };
  },
});
