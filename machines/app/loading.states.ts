/**
 * LOADING and REFRESH_LOADING (doc 1 §2.9, §4.7, §4.10): GET the application, then route by its
 * type and step to the closing machine's screens (machines/closing/), the wizard (at the agreement after a failed submission), or
 * the entry machine at the kind choice, the not-yet-available screen or DELETE_APPLICATION.
 */
import type { RootContext } from '../app-types';
import type { StateMeta } from '../screen-contract';
import type { StateConfig } from '../entry/state-builders';
import type { EntryStart } from '../entry/entry-types';
import type { ClosingStart } from '../closing/closing-types';
import type { LoadingRoute } from './loading-route';

/** The closing screens LOADING reopens by the application's step (doc 1 §4.7, doc 3 §2.6). */
const CLOSING_STARTS: readonly ClosingStart[] = [
  'kycSuccess',
  'kycVerification',
  'kycDone',
  'kycDoneSkip',
];

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

/** The guard of LOADING's route `route` (machines/app/loading-route.ts). */
const loadingRouteIs = (route: LoadingRoute) => ({
  type: 'loadingRouteIs' as const,
  params: { route },
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
        // LOADING's routing (machines/app/loading-route.ts loadingRoute), one branch per route.
        always: [
          // doc 1 §2.1, §2.11: a typed '/delete-application' with an application opens DELETE_APPLICATION.
          {
            guard: loadingRouteIs('deleteApplication'),
            ...toEntry('deleteApplication', 'clearRequestedPath'),
          },
          // doc 3 §2.6: a finished submission reopens its closing screen (machines/closing/).
          ...CLOSING_STARTS.map((at) => ({
            guard: loadingRouteIs(at),
            target: '#app.flow.closing',
            actions: { type: 'startClosing' as const, params: { at } },
          })),
          {
            guard: loadingRouteIs('agreement'),
            target: '#app.flow.wizard',
            actions: 'startAtAgreement',
          },
          { guard: loadingRouteIs('chooseApplication'), ...toEntry('chooseApplication') },
          { guard: loadingRouteIs('wizard'), target: '#app.flow.wizard' },
          toEntry('notYetAvailable'),
        ],
      },
    },
  };
}
