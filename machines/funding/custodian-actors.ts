/**
 * The IRA custodian modal's real actors over the API client (custodian.machine.ts declares them
 * with placeholders; doc 3 §2.4, §5 Custodian, §7). Re-exported by custodian.machine.ts.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../services/api/client';
import type { Application, Custodian, State } from '../../services/api/contract';
import {
  saveCustodianStep,
  saveTransferType,
  type CustodianSaveInput,
  type CustodianSaveOutput,
} from './custodian-savers';
import type { SearchInput, Uid } from './custodian-model';

/**
 * The real actors over the API client (src/app/create-app.ts provides them). `addressLookup` is
 * not among them: provide the wizard's (services/actors/app-actors.ts `addressLookup`) to get
 * street suggestions; without it the manual form is typed by hand.
 */
export function custodianActors(api: ApiClient) {
  return {
    saveFundingType: fromPromise<CustodianSaveOutput, { application: Application }>(
      ({ input, signal }) => saveTransferType(input.application, { api, signal }),
    ),
    searchCustodians: fromPromise<Custodian[], SearchInput>(({ input, signal }) =>
      api.call('applicationCustodians', {
        params: { applicationUid: input.applicationUid },
        query: { search: input.query || undefined, take: input.take },
        signal,
      }),
    ),
    saveCustodianStep: fromPromise<CustodianSaveOutput, CustodianSaveInput>(({ input, signal }) =>
      saveCustodianStep(input, { api, signal }),
    ),
    getApplication: fromPromise<Application, Uid>(({ input, signal }) =>
      api.getApplication(input.applicationUid, { signal }),
    ),
    loadStates: fromPromise<State[], Record<string, never>>(({ signal }) =>
      api.call('states', { params: { countryCode: 'USA' }, query: { stateListType: 2 }, signal }),
    ),
  };
}
