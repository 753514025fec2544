/**
 * The funding-edit modal's real actors over the API client (funding-edit.machine.ts declares them
 * with placeholders; doc 3 §2.4, §4). Re-exported by funding-edit.machine.ts.
 */
import { fromPromise } from 'xstate';
import { saveStep, type SaveInput, type SaveOutput } from '../wizard-engine/save-step';
import type { ApiClient } from '../../services/api/client';
import type { Application, BankAccount } from '../../services/api/contract';

/** The real actors over the API client (the nested flows are provided by machines/funding/flows.ts). */
export function fundingEditActors(api: ApiClient) {
  return {
    saveStep: fromPromise<SaveOutput, SaveInput>(({ input, signal }) =>
      saveStep(input, { api, signal }),
    ),
    getApplication: fromPromise<Application, { applicationUid: string }>(({ input, signal }) =>
      api.getApplication(input.applicationUid, { signal }),
    ),
    loadBankAccounts: fromPromise<BankAccount[], { applicationUid: string }>(({ input, signal }) =>
      api.call('bankAccounts', { params: { applicationUid: input.applicationUid }, signal }),
    ),
    loadAchTerms: fromPromise<string, { applicationUid: string }>(
      async ({ input, signal }) =>
        (
          await api.call('htmlAchAgreement', {
            params: { applicationUid: input.applicationUid },
            signal,
          })
        ).Agreement,
    ),
  };
}
