/**
 * The IRA custodian modal's actors (custodian.machine.ts declares them with `unprovided`
 * placeholders; doc 3 §2.4, §5 Custodian, §7): the contracts of its two saves (the others are
 * services/actors/modal-actors.ts's) and the real actors over the API client. Re-exported by
 * custodian.machine.ts.
 */
import type { ApiClient } from '../../services/api/client';
import type { Application } from '../../services/api/contract';
import { logicOf, type Contract } from '../../services/actors/actor-contract';
import { modalActors } from '../../services/actors/modal-actors';
import {
  saveCustodianStep,
  saveTransferType,
  type CustodianSaveInput,
  type CustodianSaveOutput,
} from './custodian-savers';

/** Saves IRAFundingType IRATransfer before step 1 (doc 3 §2.4). */
export type SaveFundingType = Contract<{ application: Application }, CustodianSaveOutput>;
/** Saves one step of the modal: create / update / no call (doc 3 §2.4 (a)–(e), §4). */
export type SaveCustodianStep = Contract<CustodianSaveInput, CustodianSaveOutput>;

/**
 * The real actors over the API client (src/app/create-app.ts provides them). `addressLookup` is
 * not among them: provide the wizard's (services/actors/app-actors.ts `addressLookup`) to get
 * street suggestions; without it the manual form is typed by hand.
 */
export function custodianActors(api: ApiClient) {
  const { searchCustodians, getApplication, loadStates } = modalActors(api);
  return {
    saveFundingType: logicOf<SaveFundingType>(({ input, signal }) =>
      saveTransferType(input.application, { api, signal }),
    ),
    searchCustodians,
    saveCustodianStep: logicOf<SaveCustodianStep>(({ input, signal }) =>
      saveCustodianStep(input, { api, signal }),
    ),
    getApplication,
    loadStates,
  };
}
