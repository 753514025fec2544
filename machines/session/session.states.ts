/**
 * The `session` region of the root actor (doc 1 §4.9): anonymous → authenticated (tokens: ready /
 * refreshing; the refresh-session prompt; the save & exit modal, doc 1 §2.12, §4.13), with the
 * idle-timer child (machines/session/idle-timer.machine.ts: 240 000 / 1 080 000 / 60 000 ms,
 * activity debounced 500 ms) and a DOM activity listener. Leaving `authenticated` spawns
 * `endSession` (POST /v2/authenticate/logout with the refresh token; issue 12).
 */
import { appSetup } from '../app/app.setup';

/** The session region (doc 1 §4.9), parallel to the flow region. */
export const sessionRegion = appSetup.createStateConfig({
  initial: 'anonymous',
  states: {
    anonymous: {
      on: { 'session.loggedIn': 'authenticated' },
    },
    authenticated: {
      type: 'parallel',
      invoke: [
        { id: 'idleTimer', src: 'idleTimer' },
        { id: 'activityListener', src: 'activityListener' },
      ],
      on: {
        'session.activity': { actions: 'forwardActivity' },
        // Issue 12: logout, idle logout and expiry also end the server session (fire-and-forget;
        // revokeSession reads the refresh token before clearSession drops it).
        'session.logout': { target: 'anonymous', actions: ['revokeSession', 'clearSession'] },
        'session.expired': { target: 'anonymous', actions: ['revokeSession', 'clearSession'] },
        'session.timeout': { target: 'anonymous', actions: ['revokeSession', 'clearSession'] },
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
          },
        },
        prompt: {
          initial: 'closed',
          states: {
            closed: { on: { 'session.prompt': 'open' } },
            open: {
              on: {
                'session.confirm': {
                  target: 'closed',
                  actions: ['resetIdleTimer', 'raiseRefreshDue'],
                },
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
