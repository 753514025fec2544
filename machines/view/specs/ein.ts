/**
 * EIN — SECURE_BUSINESS_ORIGIN_EIN '/business/secure/verify/name/ein' and SECURE_TRUST_NAME_EIN
 * '/secure/trustName/ein' (doc 2 §2.9): the 'no EIN' box and the masked EIN, form {Ein, NoEin}
 * (services/api/entity-fields.ts `einForm`, output {Ein: 'NN-NNNNNNN' | '', NoEin: boolean}).
 *
 * initial: {Ein: the saved EIN or '', NoEin: 'on' when 'no EIN' was saved, else ''}.
 * Saves {Ein, NoEin} on the legal entity (doc 2 §7 "POST and PUT /eins"): POST `createEin` when
 * no EIN was ever given (LegalEntity.Ein null and NoEin not true), else PUT `updateEin`; no call
 * when Ein and NoEin equal the saved ones (doc 2 §4). Ein null (never given) and '' (no EIN) are
 * distinct (doc 2 §3). Errors: EinIsNullOrEmpty, EinIsInvalid (Context 'Ein'), LegalEntityNotFound
 * (404, the name was never saved; shown under the form).
 */
import { einForm } from '../../../services/api/entity-fields';
import { defineSpec } from '../screen-spec';
import { str } from '../screen-spec';
import { legalEntityOf, withLegalEntity } from './legal-entity';
import { lastFour } from './person';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/entity-fields.ts, not a copy.
export { einForm } from '../../../services/api/entity-fields';

export const einSpec = defineSpec({
  reviewItem: 'ein',
  form: einForm,
  initial: (c) => {
    const e = legalEntityOf(c.application);
    // The API answers only the EIN's last four ('**-***6789', issue 12): the whole number is asked again.
    return { Ein: '', NoEin: e?.NoEin === true ? 'on' : '', SavedEinLast4: lastFour(e?.Ein) };
  },
  save: async ({ values, application: app }, { api, signal }) => {
    const NoEin = values.NoEin === true;
    const Ein = NoEin ? '' : str(values.Ein as string | null);
    const e = legalEntityOf(app);
    if (e && e.Ein === Ein && (e.NoEin === true) === NoEin)
      return { application: app, called: false };
    const neverGiven = !e || (e.Ein === null && e.NoEin !== true);
    const answer = await api.call(neverGiven ? 'createEin' : 'updateEin', {
      params: { applicationUid: app.ApplicationUid },
      json: { Ein, NoEin },
      signal,
    });
    return { application: withLegalEntity(app, answer), called: true };
  },
});
