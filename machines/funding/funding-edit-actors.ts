/**
 * The funding-edit modal's real actors over the API client (funding-edit.machine.ts declares them
 * with `unprovided` placeholders; doc 3 §2.4, §4): the step saver and the modal API actors of
 * services/actors/modal-actors.ts. Re-exported by funding-edit.machine.ts.
 */
import type { ApiClient } from '../../services/api/client';
import { modalActors } from '../../services/actors/modal-actors';
import { saveStepLogic } from '../step-engine/save-actors';

/** The real actors over the API client (the nested flows are provided by machines/funding/flows.ts). */
export function fundingEditActors(api: ApiClient) {
  const { getApplication, loadBankAccounts, loadAchTerms } = modalActors(api);
  return { saveStep: saveStepLogic(api), getApplication, loadBankAccounts, loadAchTerms };
}
