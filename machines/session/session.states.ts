/**
 * The `session` region of the root actor (doc 1 §4.9): anonymous → authenticated (tokens: ready /
 * refreshing / recovering; the refresh-session prompt; the save & exit modal, doc 1 §2.12, §4.13),
 * with the idle-timer child (machines/session/idle-timer.machine.ts: 240 000 / 1 080 000 / 60 000
 * ms, activity debounced 500 ms) and a DOM activity listener. Leaving `authenticated` spawns
 * `endSession` (POST /v2/authenticate/logout with the refresh token; issue 12).
 *
 * One session across tabs (issue 10, services/adapters/tab-sync.ts): the `tabSync` child brings the
 * other tabs' activity (their idle timers and this one count together), token refresh (stored by
 * tab-sync; only the expiry arrives), logout and prompt confirm as `tabs.*` events; this tab's go
 * out through `relayToTabs`. A refresh runs under the cross-tab lock (`refreshTokens`), and a 401
 * first asks the other tabs for a newer pair (`recovering`) before it logs out.
 */
import { appSetup } from '../app/app.setup';

const RELAY_ACTIVITY = { type: 'session.activity' } as const;
const RELAY_LOGOUT = { type: 'session.logout' } as const;
const RELAY_PROMPT_CONFIRMED = { type: 'session.promptConfirmed' } as const;

/** The session region (doc 1 §4.9), parallel to the flow region. */
export const sessionRegion = appSetup.createStateConfig({
  initial: 'anonymous',
  states: {
    anonymous: {
      on: {
        'session.loggedIn': 'authenticated',
        // No session to recover: a 401 keeps its meaning (doc 1 §4.9 "401 logs out").
        'session.unauthorized': { actions: 'raiseExpired' },
      },
    },
    authenticated: {
      type: 'parallel',
      invoke: [
        { id: 'idleTimer', src: 'idleTimer' },
        { id: 'activityListener', src: 'activityListener' },
        { id: 'tabSync', src: 'tabSync' },
      ],
      on: {
        'session.activity': {
          actions: ['forwardActivity', { type: 'relayToTabs', params: RELAY_ACTIVITY }],
        },
        // Activity in another tab of the session restarts this tab's idle timer too.
        'tabs.activity': { actions: 'forwardActivity' },
        'tabs.refreshed': { actions: 'assignAdoptedTokenExp' },
        // Issue 12: logout, idle logout and expiry also end the server session (fire-and-forget;
        // revokeSession reads the refresh token before clearSession drops it). The other tabs of
        // the session are told first and log out with this one.
        'session.logout': {
          target: 'anonymous',
          actions: [{ type: 'relayToTabs', params: RELAY_LOGOUT }, 'revokeSession', 'clearSession'],
        },
        'session.expired': {
          target: 'anonymous',
          actions: [{ type: 'relayToTabs', params: RELAY_LOGOUT }, 'revokeSession', 'clearSession'],
        },
        'session.timeout': {
          target: 'anonymous',
          actions: [{ type: 'relayToTabs', params: RELAY_LOGOUT }, 'revokeSession', 'clearSession'],
        },
        // Another tab logged out (and ended the server session): this tab follows, silently.
        'tabs.logout': { target: 'anonymous', actions: 'clearSession' },
      },
      states: {
        tokens: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                'session.refreshDue': 'refreshing',
                'session.activity': {
                  guard: 'tokenExpiresSoon',
                  target: 'refreshing',
                  actions: 'forwardActivity',
                },
                'session.unauthorized': 'recovering',
              },
            },
            refreshing: {
              invoke: {
                id: 'refreshTokens',
                src: 'refreshTokens',
                onDone: { target: 'ready', actions: 'assignTokenExp' },
                // doc 1 §4.9: a failed token refresh logs out.
                onError: { target: 'ready', actions: 'raiseExpired' },
              },
            },
            // A 401: when another tab rotated the pair, take its newer one; otherwise log out.
            recovering: {
              invoke: {
                id: 'recoverSession',
                src: 'recoverSession',
                onDone: [
                  { guard: 'sessionRecovered', target: 'ready', actions: 'assignTokenExp' },
                  { target: 'ready', actions: 'raiseExpired' },
                ],
                onError: { target: 'ready', actions: 'raiseExpired' },
              },
            },
          },
        },
        prompt: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'session.prompt': 'open',
                // Confirmed in another tab just before this tab's prompt opened: count again too.
                'tabs.promptConfirmed': { actions: 'resetIdleTimer' },
              },
            },
            open: {
              on: {
                'session.confirm': {
                  target: 'closed',
                  actions: [
                    'resetIdleTimer',
                    'raiseRefreshDue',
                    { type: 'relayToTabs', params: RELAY_PROMPT_CONFIRMED },
                  ],
                },
                // Confirmed in another tab: that tab refreshes; this one adopts the pair.
                'tabs.promptConfirmed': { target: 'closed', actions: 'resetIdleTimer' },
              },
            },
          },
        },
        saveExit: {
          initial: 'closed',
          states: {
            closed: { on: { 'saveExit.open': 'open' } },
            open: {
              on: {
                'saveExit.cancel': 'reportingContinue',
                'saveExit.confirm': 'reportingExit',
              },
            },
            // doc 1 §2.12, §4.13: either choice first sends the CRM exit-modal event; then,
            // whether it succeeded or not, 'save and exit' leaves for PortalUrl and
            // 'continue' closes the modal.
            reportingExit: {
              tags: ['busy'],
              invoke: {
                src: 'exitModalEvent',
                input: ({ context }) => ({
                  applicationUid: context.applicationUid,
                  exitModalType: 1 as const,
                }),
                onDone: {
                  target: 'closed',
                  actions: { type: 'leaveToPortal', params: { suffix: '' } },
                },
                onError: {
                  target: 'closed',
                  actions: { type: 'leaveToPortal', params: { suffix: '' } },
                },
              },
            },
            reportingContinue: {
              invoke: {
                src: 'exitModalEvent',
                input: ({ context }) => ({
                  applicationUid: context.applicationUid,
                  exitModalType: 2 as const,
                }),
                onDone: 'closed',
                onError: 'closed',
              },
            },
          },
        },
      },
    },
  },
});
