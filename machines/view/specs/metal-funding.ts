/**
 * Programme funding — FUNDING.METALSTREAM_FUNDING.ACCOUNT '/metal/funding' (doc 3 §2.3 "Programme
 * funding", §4): link a bank (recommended; the bank-link flow, section 4) or manual funding (the
 * account balance, which must arrive by the recurring day). Sales-assisted: manual only. Skippable.
 *
 * - form: {choice: 'bank' | 'manual'} (`metalFundingForm`).
 * - initial: { choice } — 'manual' when UseAccountBalance, 'bank' when a bank is attached, else ''.
 * - data: `{ day, assisted }` — the broker's recurring day as an ordinal ('5th',
 *   MetalStreamRecurringInvestment) and whether the session is sales-assisted (no bank option).
 * - save (doc 3 §4): 'manual' → POST …/metal-streams/fundings-sources {UseAccountBalance: true}
 *   when the programme has no funding source yet, PUT when it has one, no call when already
 *   manual. 'bank' is the bank-link flow's (the integrator opens it on `wizard.submit {choice:
 *   'bank'}`): with a bank already attached the step moves on without a call; without one (or in a
 *   sales-assisted session) the saver answers BankMustBeSet (Context 'choice').
 */
import { metalFundingForm } from '../../../services/api/metal-fields';
import { ApiError } from '../../../services/api/client';
import { defineSpec, sessionIdPart } from '../screen-spec';
import { metalStreamOf, ordinal, saveProgramme } from './metal-common';

export const metalFundingSpec = defineSpec({
  reviewItem: 'metalFunding',
  form: metalFundingForm,
  initial: (c) => {
    const m = metalStreamOf(c.application);
    return { choice: m?.UseAccountBalance ? 'manual' : m?.BankAccountUid ? 'bank' : '' };
  },
  data: (c) => ({
    day: ordinal(c.settings?.MetalStreamRecurringInvestment ?? 1),
    assisted: c.assisted === true,
  }),
  save: async ({ values, application }, deps) => {
    const m = metalStreamOf(application);
    if (values.choice === 'bank') {
      if (m?.BankAccountUid && !application.IsAssisted) return { application, called: false };
      throw new ApiError({
        status: 400,
        errors: [
          { Code: 'BankMustBeSet', Message: 'Please link your bank first.', Context: 'choice' },
        ],
      });
    }
    const saved = (m?.UseAccountBalance ?? null) !== null || !!m?.BankAccountUid;
    return saveProgramme(application, deps, {
      create: 'createMetalStreamFundingSource',
      update: 'updateMetalStreamFundingSource',
      // doc 3 §2.3, §3 (issue 35 item 2): with the stored fraud-prevention session id.
      json: { UseAccountBalance: true, ...sessionIdPart(deps) },
      saved,
      unchanged: m?.UseAccountBalance === true,
    });
  },
});
