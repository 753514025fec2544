/**
 * ScreenSpec of the IRA business name (doc 2 §2.6; SEP and SIMPLE; screens/ira-business-name.tsx).
 * Form {BusinessName} (iraBusinessNameForm); prefilled from IRAApplication.CompanyName. Saved with
 * POST …/ira-business-names when no company name is saved, PUT when one is, no call when the
 * trimmed name equals the saved one; the answer's BusinessName becomes IRAApplication.CompanyName.
 * Errors: BusinessNameIsNullOrEmpty, BusinessNameIsInvalidLength (Context BusinessName).
 */
import { iraBusinessNameForm } from '../../../services/api/ira-fields';
import { str, defineSpec } from '../screen-spec';
import { withIra } from './ira-application';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/ira-fields.ts, not a copy.
export { iraBusinessNameForm, iraBusinessNameFormAssisted } from '../../../services/api/ira-fields';

export const iraBusinessNameSpec = defineSpec({
  reviewItem: 'iraBusinessName',
  form: iraBusinessNameForm,
  initial: (c) => ({ BusinessName: str(c.application?.IRAApplication?.CompanyName) }),
  async save({ values, application }, { api, signal }) {
    const BusinessName = str(values.BusinessName as string | undefined).trim();
    const prior = application.IRAApplication?.CompanyName ?? null;
    // An agent's empty name (doc 2 §5) over no saved name: nothing to save either.
    if ((prior ?? '') === BusinessName) return { application, called: false };
    const args = {
      params: { applicationUid: application.ApplicationUid },
      json: { BusinessName },
      signal,
    };
    const answer = prior
      ? await api.call('updateIraBusinessName', args)
      : await api.call('createIraBusinessName', args);
    return {
      application: withIra(application, { CompanyName: answer.BusinessName }),
      called: true,
    };
  },
});
