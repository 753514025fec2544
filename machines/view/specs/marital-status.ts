/**
 * ScreenSpec of the marital status (doc 2 §2.18, §9; screens/marital-status.tsx). Form
 * {MaritalStatus: 1–4} (maritalStatusForm); prefilled from the step person's PersonMaritalStatus.
 * Saved on that person (the main owner on the IRA tables) with POST …/persons/{PersonUid}/
 * marital-statuses when none is saved, PUT when one is, no call when unchanged; the answer is the
 * person, put back with withPerson. Errors: MaritalStatusIsNullOrEmpty, MaritalStatusIsInvalid;
 * 409 PersonNotFound when the person does not exist yet (as the other person savers).
 */
import { maritalStatusForm } from '../../../services/api/ira-fields';
import { ApiError } from '../../../services/api/client';
import { personOf, withPerson } from '../../wizards/walk';
import { str, defineSpec } from '../screen-spec';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/ira-fields.ts, not a copy.
export { maritalStatusForm } from '../../../services/api/ira-fields';

export const maritalStatusSpec = defineSpec({
  reviewItem: 'maritalStatus',
  form: maritalStatusForm,
  initial: (c) => ({
    MaritalStatus: str(personOf(c.application, c.person)?.PersonMaritalStatus?.MaritalStatus),
  }),
  async save({ values, application, person: slot }, { api, signal }) {
    const person = personOf(application, slot);
    if (!person)
      throw new ApiError({
        status: 409,
        errors: [{ Code: 'PersonNotFound', Message: null, Context: null }],
      });
    const MaritalStatus = Number(values.MaritalStatus);
    const prior = person.PersonMaritalStatus?.MaritalStatus ?? null;
    if (prior === MaritalStatus) return { application, called: false };
    const args = {
      params: { applicationUid: application.ApplicationUid, personUid: person.PersonUid },
      json: { MaritalStatus },
      signal,
    };
    const answer =
      prior === null
        ? await api.call('create_marital-statuses', args)
        : await api.call('update_marital-statuses', args);
    return { application: withPerson(application, slot, answer), called: true };
  },
});
