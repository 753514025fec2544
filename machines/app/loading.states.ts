/**
 * LOADING and REFRESH_LOADING (doc 1 §2.9, §4.7, §4.10): GET the application, then route by its
 * type and step to the KYC screens, the wizard (at the agreement after a failed submission), or
 * the entry machine at the kind choice, the not-yet-available screen or DELETE_APPLICATION.
 */
import type { RootContext } from '../app-types';
import type { StateMeta } from '../screen-contract';
import type { StateConfig } from '../entry/state-builders';
import type { EntryStart } from '../entry/entry-types';

/**
 * LOADING entered with the application the entry machine has just fetched (after login or account
 * creation, doc 1 §4.4 "afterwards the application is loaded"; its end `loaded`): its routing runs
 * on that copy without a second GET (issue 11 — one round trip less when an account is created or
 * a user logs in). A reload, a resume from the modal and a failed load still enter LOADING at its
 * fetch.
 */
export const LOADING_WITH_LOADED_APPLICATION = '#app.flow.loading.routing';

/** LOADING's routing to an entry page (machines/entry/): the entry machine started there. */
const toEntry = (at: EntryStart, ...actions: 'clearRequestedPath'[]) => ({
  target: '#app.flow.entry',
  actions: [...actions, { type: 'startEntry' as const, params: { at } }],
});

/** LOADING and REFRESH_LOADING: GET the application, then route by type and step (doc 1 §4.7). */
export function loadingState(meta: StateMeta): StateConfig {
  return {
    meta,
    initial: 'fetching',
    tags: ['busy'],
    states: {
      fetching: {
        tags: ['overlay'],
        invoke: {
          id: 'loadApplication',
          src: 'getApplication',
          input: ({ context }: { context: RootContext }) => ({
            applicationUid: context.applicationUid,
          }),
          onDone: { target: 'routing', actions: 'assignApplication' },
          onError: {
            target: '#app.flow.errorPage',
            actions: { type: 'assignApiError', params: { screen: 'none' } },
          },
        },
      },
      routing: {
        always: [
          // doc 1 §2.1, §2.11: a typed '/delete-application' with an application opens DELETE_APPLICATION.
          {
            guard: 'requestsDeleteApplication',
            ...toEntry('deleteApplication', 'clearRequestedPath'),
          },
          {
            guard: { type: 'kycTargetIs' as const, params: { target: 'kycSuccess' } },
            target: '#app.flow.kycSuccess',
          },
          {
            guard: { type: 'kycTargetIs' as const, params: { target: 'kycVerification' } },
            target: '#app.flow.kycVerification',
          },
          {
            guard: { type: 'kycTargetIs' as const, params: { target: 'kycDone' } },
            target: '#app.flow.kycDone',
          },
          {
            guard: { type: 'kycTargetIs' as const, params: { target: 'kycDoneSkip' } },
            target: '#app.flow.kycDoneSkip',
          },
          {
            guard: { type: 'kycTargetIs' as const, params: { target: 'agreement' } },
            target: '#app.flow.wizard',
            actions: 'startAtAgreement',
          },
          { guard: 'appHasNoType', ...toEntry('chooseApplication') },
          { guard: 'hasRunnableWizard', target: '#app.flow.wizard' },
          toEntry('notYetAvailable'),
        ],
      },
    },
  };
}
