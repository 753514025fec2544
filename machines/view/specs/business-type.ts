/**
 * Business type — SECURE_BUSINESS_TYPE '/business/secure/verify' (doc 2 §2.5): the form
 * {CorporateAccountType} of services/api/entity-fields.ts `businessTypeForm` (one of LLC,
 * Corporation, Partnership, Sole proprietorship as CorporateAccountType names).
 *
 * Saves through …/account-types (doc 2 §7 "POST and PUT .../account-types — business type
 * {CorporateAccountType}; response ApplicationType, AccountType"): POST `createAccountTypes` when
 * the application has no CorporateAccountType yet, PUT `updateAccountTypes` when it has one, no
 * call when the choice equals the saved type (doc 2 §4). The body is
 * {ApplicationType: 'Corporate', CorporateAccountType}, the query the application's
 * registrationFlowType. The answer sets ApplicationType / AccountType (also
 * SelectedApplicationTypes) and CorporateApplication.AccountType / CorporateAccountType (and the
 * entity's AccountType). Errors: AccountTypeIsNotDefined, CorporateAccountTypeIsInvalid
 * (Context 'CorporateAccountType'), ApplicationIsCompleted.
 */
import { ApiError } from '../../../services/api/client';
import { CORPORATE_ACCOUNT_TYPES, type Application } from '../../../services/api/contract';
import { BUSINESS_TYPES, businessTypeForm } from '../../../services/api/entity-fields';
import { defineSpec } from '../screen-spec';
import { corporateOf } from './legal-entity';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/entity-fields.ts, not a copy.
export { businessTypeForm } from '../../../services/api/entity-fields';

type CorporateAccountType = (typeof CORPORATE_ACCOUNT_TYPES)[number];

const isCorporateType = (v: unknown): v is CorporateAccountType =>
  typeof v === 'string' && (CORPORATE_ACCOUNT_TYPES as readonly string[]).includes(v);

/** The saved business type, when it is one of the four the screen offers (not Trust). */
export function businessTypeOf(
  app: Application | null | undefined,
): (typeof BUSINESS_TYPES)[number] | null {
  const v = app?.CorporateApplication?.CorporateAccountType ?? null;
  return v && (BUSINESS_TYPES as readonly string[]).includes(v)
    ? (v as (typeof BUSINESS_TYPES)[number])
    : null;
}

export const businessTypeSpec = defineSpec({
  reviewItem: 'businessType',
  form: businessTypeForm,
  initial: (c) => ({ CorporateAccountType: businessTypeOf(c.application) ?? '' }),
  save: async ({ values, application: app }, { api, signal }) => {
    const chosen = values.CorporateAccountType;
    if (!isCorporateType(chosen))
      throw new ApiError({
        status: 400,
        errors: [{ Code: 'AccountTypeIsNotDefined', Context: 'CorporateAccountType' }],
      });
    const corporate = corporateOf(app);
    const prior = corporate.CorporateAccountType;
    if (prior === chosen) return { application: app, called: false };
    const answer = await api.call(prior ? 'updateAccountTypes' : 'createAccountTypes', {
      params: { applicationUid: app.ApplicationUid },
      query: { registrationFlowType: app.RegistrationFlowType },
      json: { ApplicationType: 'Corporate', CorporateAccountType: chosen },
      signal,
    });
    const saved = isCorporateType(answer.AccountType) ? answer.AccountType : chosen;
    return {
      application: {
        ...app,
        ApplicationType: answer.ApplicationType,
        AccountType: answer.AccountType,
        SelectedApplicationTypes: {
          ApplicationType: answer.ApplicationType,
          AccountType: answer.AccountType,
        },
        CorporateApplication: {
          ...corporate,
          AccountType: answer.AccountType,
          CorporateAccountType: saved,
          LegalEntity: corporate.LegalEntity
            ? { ...corporate.LegalEntity, AccountType: answer.AccountType }
            : null,
        },
      },
      called: true,
    };
  },
});
