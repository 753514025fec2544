/**
 * ScreenSpec of the financial profile (doc 2 §2.22, §3 Account funding info, §4, §7; screens/financial-profile.tsx).
 *
 * - form: `financialProfileForm(sources)` (services/api/ira-fields.ts, doc 2 §5); its keys are the
 *   Contexts of the server's financial-profile errors (doc 2 §8): AccountPurpose,
 *   InitialFundingSourceTypes, InitialFundingOtherDetails, OngoingFundingSourceTypes,
 *   OngoingFundingOtherDetails.
 * - initial: IRAAccountFundingInfoResponse with each source list as comma-joined ids ('1,8').
 * - data: {accountPurposes, fundingSources}.
 * - save: POST …/account-funding when no AccountPurpose is saved, PUT when one is (doc 2 §4), no
 *   call when the purpose, the two id sets and the two details are unchanged. The body is the
 *   form's output {AccountPurpose, InitialFundingSourceTypes: [{FundingSourceTypeID, Caption}],
 *   InitialFundingOtherDetails, OngoingFundingSourceTypes, OngoingFundingOtherDetails} (details null
 *   unless Other is ticked). The answer replaces IRAAccountFundingInfoResponse.
 */
import type { AccountFundingInfo } from '../../../services/api/contract';
import {
  financialProfileForm,
  type FinancialProfileValues,
} from '../../../services/api/ira-fields';
import { str, defineSpec } from '../screen-spec';
import { savedAccountFunding, withCdd } from './ira-application';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/ira-fields.ts, not a copy.
export { financialProfileForm } from '../../../services/api/ira-fields';

type Sources = AccountFundingInfo['InitialFundingSourceTypes'];

/** The ids of a source list, sorted, comma-joined ('' for none). */
export const sourceIds = (list: Sources): string =>
  [...new Set((list ?? []).map((s) => s.FundingSourceTypeID))].sort((a, b) => a - b).join(',');

/** True when the saved answer `b` says the same as `a` (ids compared as sets, captions ignored). */
function sameProfile(a: AccountFundingInfo, b: AccountFundingInfo | null): boolean {
  return (
    !!b &&
    (a.AccountPurpose ?? null) === (b.AccountPurpose ?? null) &&
    sourceIds(a.InitialFundingSourceTypes) === sourceIds(b.InitialFundingSourceTypes) &&
    sourceIds(a.OngoingFundingSourceTypes) === sourceIds(b.OngoingFundingSourceTypes) &&
    (a.InitialFundingOtherDetails ?? null) === (b.InitialFundingOtherDetails ?? null) &&
    (a.OngoingFundingOtherDetails ?? null) === (b.OngoingFundingOtherDetails ?? null)
  );
}

/** The account-funding body of the form's output (doc 2 §7 account-funding). */
export function accountFundingPayload(v: FinancialProfileValues): AccountFundingInfo {
  return {
    AccountPurpose: v.AccountPurpose,
    InitialFundingSourceTypes: v.InitialFundingSourceTypes,
    InitialFundingOtherDetails: v.InitialFundingOtherDetails,
    OngoingFundingSourceTypes: v.OngoingFundingSourceTypes,
    OngoingFundingOtherDetails: v.OngoingFundingOtherDetails,
  };
}

export const financialProfileSpec = defineSpec({
  // The view builds it with the loaded sources (`financialProfileForm(sources)`, doc 2 §5); its
  // keys are the Contexts of the server's errors.
  form: financialProfileForm([]),
  lookups: ['accountPurposeTypes', 'fundingSourceTypes'],
  initial(c) {
    const f = savedAccountFunding(c.application);
    return {
      AccountPurpose: str(f?.AccountPurpose),
      InitialFundingSourceTypes: sourceIds(f?.InitialFundingSourceTypes),
      InitialFundingOtherDetails: str(f?.InitialFundingOtherDetails),
      OngoingFundingSourceTypes: sourceIds(f?.OngoingFundingSourceTypes),
      OngoingFundingOtherDetails: str(f?.OngoingFundingOtherDetails),
    };
  },
  data: (c) => ({
    accountPurposes: c.lookups.accountPurposeTypes ?? [],
    fundingSources: c.lookups.fundingSourceTypes ?? [],
  }),
  async save({ values, application }, { api, signal }) {
    const body = accountFundingPayload(values as FinancialProfileValues);
    const prior = savedAccountFunding(application);
    if (sameProfile(body, prior)) return { application, called: false };
    const args = { params: { applicationUid: application.ApplicationUid }, json: body, signal };
    const answer =
      prior?.AccountPurpose === null || prior?.AccountPurpose === undefined
        ? await api.call('createAccountFunding', args)
        : await api.call('updateAccountFunding', args);
    return {
      application: withCdd(application, 'IRAAccountFundingInfoResponse', answer),
      called: true,
    };
  },
});
