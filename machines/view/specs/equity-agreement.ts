/**
 * Equity IRA agreement — EQUITY_AGREEMENT '/review/equity' (doc 3 §2.5 "Equity IRA agreement",
 * §4 "Agreement acceptance counts as successful only when the server answers 202", §5 Agreement,
 * §7 Agreements; screens/equity-agreement.tsx). An IRA's step between Review and Agreement.
 *
 * - form: {agree: true} (`equityAgreementForm`: the 'agree' checkbox of the main agreement's rule,
 *   'fields.errors.validation.agree', its 'on' turned into true).
 * - lookups: 'htmlIraAgreement' (GET …/ira-html-agreements → {Agreement: html}), loaded when the
 *   step is entered.
 * - initial: {agree: 'on'} when AgreementsAccepted already lists the IRA agreement ('ira', the type
 *   server/routes/agreements.ts records), else {agree: ''}.
 * - data: `{ agreementHtml, accepted, iraType, setupFee, currency }` — the agreement's HTML (null
 *   until loaded), whether it is already accepted, the IRA type for the heading (Traditional, Roth,
 *   SEP, SIMPLE; null when unknown), the broker's EquityIraSetupFee in dollars (null without
 *   settings) and its Currency.
 * - save: no call when the IRA agreement is already accepted (`called: false`); else
 *   acceptIraAgreement (POST …/ira-agreements {ApplicationUid}), success only on 202; the
 *   application is handed back with 'ira' added to AgreementsAccepted. Server errors
 *   (ApplicationTypeIsInvalid, ApplicationIsCompleted, …) propagate as ApiError; a submit without
 *   the agreement throws WizardValidation_MissingAgreementConsent on 'agree' without a call.
 */
import { z } from 'zod';
import { ApiError } from '../../../services/api/client';
import type { AGREEMENT_TYPES, Application } from '../../../services/api/contract';
import { agreementForm } from '../../../services/api/fields';
import { defineSpec } from '../screen-spec';

/** The type the server records in AgreementsAccepted for the IRA agreement (server/routes/agreements.ts). */
export const IRA_AGREEMENT: (typeof AGREEMENT_TYPES)[number] = 'ira';

/** The equity agreement's form: the 'agree' checkbox ('on' when ticked) → {agree: true}. */
export const equityAgreementForm = z.object({
  agree: agreementForm.shape.agree.transform((): true => true),
});
/** The form's output, as `wizard.submit` carries it. */
export type EquityAgreementValues = z.output<typeof equityAgreementForm>;

/** True when the application has accepted the IRA agreement. */
export const iraAgreementAccepted = (app: Application | null | undefined): boolean =>
  (app?.AgreementsAccepted ?? []).includes(IRA_AGREEMENT);

/** The application with the IRA agreement listed in AgreementsAccepted (once). */
export function withIraAgreement(app: Application): Application {
  return iraAgreementAccepted(app)
    ? app
    : { ...app, AgreementsAccepted: [...app.AgreementsAccepted, IRA_AGREEMENT] };
}

const IRA_TYPES = ['Traditional', 'Roth', 'SEP', 'SIMPLE'] as const;
type IraType = (typeof IRA_TYPES)[number];
const iraTypeOf = (app: Application | null): IraType | null => {
  const t =
    app?.IRAApplication?.IRAAccountType ??
    app?.IRAApplication?.AccountType ??
    app?.AccountType ??
    null;
  return (IRA_TYPES as readonly string[]).includes(t ?? '') ? (t as IraType) : null;
};

export const equityAgreementSpec = defineSpec({
  form: equityAgreementForm,
  lookups: ['htmlIraAgreement'],
  initial: (c) => ({ agree: iraAgreementAccepted(c.application) ? 'on' : '' }),
  data: (c) => ({
    agreementHtml: c.lookups.htmlIraAgreement?.Agreement ?? null,
    accepted: iraAgreementAccepted(c.application),
    iraType: iraTypeOf(c.application),
    setupFee: c.settings?.EquityIraSetupFee ?? null,
    currency: c.settings?.Currency ?? 'USD',
  }),
  async save({ values, application }, { api, signal }) {
    if (values.agree !== true) {
      throw new ApiError({
        status: 400,
        errors: [
          { Code: 'WizardValidation_MissingAgreementConsent', Message: null, Context: 'agree' },
        ],
      });
    }
    if (iraAgreementAccepted(application)) return { application, called: false };
    const applicationUid = application.ApplicationUid;
    await api.call('acceptIraAgreement', {
      params: { applicationUid },
      json: { ApplicationUid: applicationUid },
      signal,
      expect: [202],
    });
    return { application: withIraAgreement(application), called: true };
  },
});
