/**
 * Trust EIN question — SECURE_TRUST_NAME_EIN_QUESTION '/secure/trust/askEin' (doc 2 §2.8): 'Does
 * the trust have an EIN?' with No and Yes; both send `wizard.submit` with {} and go to the next
 * path (the EIN screen). The answer is not saved (no `save`: the spec names no field for it).
 *
 * data: { current: 'Yes' | 'No' | null } — the answer the saved EIN implies (an EIN saved → Yes,
 * 'no EIN' saved → No), to mark that option when the user comes back.
 */
import { defineSpec } from '../screen-spec';
import { legalEntityOf } from './legal-entity';

export const trustEinQuestionSpec = defineSpec({
  data: (c) => {
    const e = legalEntityOf(c.application);
    return { current: e?.Ein ? 'Yes' : e?.NoEin ? 'No' : null };
  },
});
