/**
 * The API actors of the review's modals built on the step engine (machines/step-engine/): the
 * funding edit (doc 3 §2.4 "Funding edits from the review page"), the IRA custodian modal (doc 3
 * §2.4 "IRA custodian modal, six steps", §5 Custodian, §9) and the review's edit item (doc 2
 * §2.24). One contract type per actor (the machines declare `unprovided<Contract>` in setup and
 * tests fake them with `.provide`); the logic over the API client is `modalActors(api)`.
 */
import type { ApiClient } from '../api/client';
import type { Application, BankAccount, Custodian, State } from '../api/contract';
import { logicOf, type Contract } from './actor-contract';
import type { Uid } from './contracts';

/** The application id an actor reads. */
export type AppUid = { applicationUid: string };

/**
 * GET v2/applications/{uid}: the re-read after a save and when a modal closes (doc 3 §2.4); the
 * app's contract (services/actors/contracts.ts `Uid`), so the root's actor serves the modals too.
 */
export type GetApplication = Contract<Uid, Application>;
/** GET …/bank-accounts: the linked bank the ACH amount names (doc 3 §2.4 "Amount"). */
export type LoadBankAccounts = Contract<AppUid, BankAccount[]>;
/** The ACH transfer terms (HTML) of the amount's viewer (doc 3 §2.4, §2.5). */
export type LoadAchTerms = Contract<AppUid, string>;
/** The custodian search's input: the box's text and how many to list (doc 3 §9). */
export type SearchInput = AppUid & { query: string; take: number };
/** GET v2/custodians/applications/{uid}?search&take (doc 3 §2.4 (a), §9). */
export type SearchCustodians = Contract<SearchInput, Custodian[]>;
/** The US states of the manual custodian form (stateListType 2, doc 3 §2.4 (a')). */
export type LoadUsStates = Contract<Record<string, never>, State[]>;

/** The real API actors of the modals (src/app/create-app.ts via machines/funding/flows.ts). */
export function modalActors(api: ApiClient) {
  return {
    getApplication: logicOf<GetApplication>(async ({ input, signal }) => {
      if (!input.applicationUid) throw new Error('getApplication: no application uid');
      return api.getApplication(input.applicationUid, { signal });
    }),
    loadBankAccounts: logicOf<LoadBankAccounts>(({ input, signal }) =>
      api.call('bankAccounts', { params: { applicationUid: input.applicationUid }, signal }),
    ),
    loadAchTerms: logicOf<LoadAchTerms>(
      async ({ input, signal }) =>
        (
          await api.call('htmlAchAgreement', {
            params: { applicationUid: input.applicationUid },
            signal,
          })
        ).Agreement,
    ),
    searchCustodians: logicOf<SearchCustodians>(({ input, signal }) =>
      api.call('applicationCustodians', {
        params: { applicationUid: input.applicationUid },
        query: { search: input.query || undefined, take: input.take },
        signal,
      }),
    ),
    loadStates: logicOf<LoadUsStates>(({ signal }) =>
      api.call('states', { params: { countryCode: 'USA' }, query: { stateListType: 2 }, signal }),
    ),
  };
}
