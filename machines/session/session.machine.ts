/**
 * The session child machine of the root (doc 1 §4.9; issue 23 step 4), invoked as 'session' by the
 * root's `session` region (machines/session/session.states.ts): anonymous → authenticated (tokens:
 * ready / refreshing / recovering; the refresh-session prompt; the save & exit modal, doc 1 §2.12,
 * §4.13), with the idle-timer child (machines/session/idle-timer.machine.ts: 240 000 / 1 080 000 /
 * 60 000 ms, activity debounced 500 ms) and a DOM activity listener. Leaving `authenticated` spawns
 * `endSession` (POST /v2/authenticate/logout with the refresh token; issue 12).
 *
 * One session across tabs (issue 10, services/adapters/tab-sync.ts): the `tabSync` child brings the
 * other tabs' activity (their idle timers and this one count together), token refresh (stored by
 * tab-sync; only the expiry arrives), logout and prompt confirm as `tabs.*` events; this tab's go
 * out through `relayToTabs`. A refresh runs under the cross-tab lock (`refreshTokens`), and a 401
 * first asks the other tabs for a newer pair (`recovering`) before it logs out.
 *
 * With the root (SessionEvent in, SessionParentEvent out): the root forwards the screens',
 * actors' and tests' session events, the sign-in with the token expiry, the expiry the entry's
 * calls changed (`session.tokenExp`) and the save & exit choices with the application and the
 * portal; the machine tells the root `session.ended` when the expiry, the idle timeout or another
 * tab's logout ends the session (the screens' `session.logout` the root hears itself) and
 * `session.expiry` when a refresh changed the expiry. Its effects (session storage, the relay, the
 * revoke, the portal) are placeholders provided by `createAppMachine(deps)` (src/app/create-app.ts).
 */
import { assertEvent, assign, fromCallback, raise, sendParent, sendTo, setup } from 'xstate';
import { unprovided, type Contract } from '../../services/actors/actor-contract';
import type { RelayedType, TabSyncEvent } from '../../services/adapters/tab-sync';
import type { SessionInfo } from '../app/actor-contracts';
import { idleTimerMachine } from './idle-timer.machine';

/** Refresh on activity when the token expires within 10 minutes (doc 1 §4.9 "10 units"; decision). */
export const TOKEN_REFRESH_MARGIN_S = 600;

/** The session's own context: the token expiry and what the save & exit needs. */
export interface SessionContext {
  tokenExp: number | null;
  applicationUid: string | null;
  portalUrl: string | null;
}

/** What the save & exit choices carry from the root (doc 1 §2.12, §4.13). */
type ExitSlots = { applicationUid: string | null; portalUrl: string | null };

/** The events the session hears: from the root, its idle timer, activity listener and tab sync. */
export type SessionEvent =
  | { type: 'session.loggedIn'; tokenExp: number | null }
  | { type: 'session.tokenExp'; tokenExp: number | null }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.timeout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.activity' }
  | { type: 'session.refreshDue' }
  | { type: 'session.prompt' }
  | { type: 'session.confirm' }
  | TabSyncEvent
  | ({ type: 'saveExit.open' } & ExitSlots)
  | ({ type: 'saveExit.cancel' } & ExitSlots)
  | ({ type: 'saveExit.confirm' } & ExitSlots);

/** What the session tells the root (doc 1 §4.9): the session ended; a refresh changed the expiry. */
export type SessionParentEvent =
  { type: 'session.ended' } | { type: 'session.expiry'; tokenExp: number | null };

/** The placeholder of a session actor with output `O` and input `I`. */
const notProvided = <O, I>(name: string) => unprovided<Contract<I, O>>(name);

const RELAY_ACTIVITY = { type: 'session.activity' } as const;
const RELAY_LOGOUT = { type: 'session.logout' } as const;
const RELAY_PROMPT_CONFIRMED = { type: 'session.promptConfirmed' } as const;
/** Logout, idle logout and expiry end the server session too (issue 12); the other tabs first. */
const END_SERVER_SESSION = [
  { type: 'relayToTabs', params: RELAY_LOGOUT },
  'revokeSession',
  'clearSession',
] as const;

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    idleTimer: idleTimerMachine,
    /** doc 1 §4.9: refresh the pair under the cross-tab lock, or adopt another tab's (tab-sync). */
    refreshTokens: notProvided<SessionInfo, void>('refreshTokens'),
    /** After a 401: another tab's newer pair of this session (null: none, the 401 stands). */
    recoverSession: notProvided<SessionInfo | null, void>('recoverSession'),
    /** Issue 12: ends the server session of the refresh token (POST /v2/authenticate/logout). */
    endSession: notProvided<void, { refreshToken: string | null }>('endSession'),
    /** doc 1 §2.12, §4.13: the CRM exit-modal event of the save & exit choice. */
    exitModalEvent: notProvided<void, { applicationUid: string | null; exitModalType: 1 | 2 }>(
      'exitModalEvent',
    ),
    /** The other tabs of the session (services/adapters/tab-sync.ts): their events arrive as `tabs.*`. */
    tabSync: fromCallback(() => () => {}),
    activityListener: fromCallback(() => () => {}),
  },
  guards: {
    /** recoverSession found a newer pair in another tab. */
    sessionRecovered: ({ event }) => (event as { output?: unknown }).output != null,
    /** doc 1 §4.9: the token expires within TOKEN_REFRESH_MARGIN_S. */
    tokenExpiresSoon: ({ context }) =>
      context.tokenExp !== null &&
      context.tokenExp * 1000 - Date.now() < TOKEN_REFRESH_MARGIN_S * 1000,
  },
  actions: {
    // Effects provided by createAppMachine(deps); no-ops here so the bare machine is inert.
    clearSession: () => {},
    /** Spawns `endSession` with the stored refresh token; provided by createAppMachine, before clearSession. */
    revokeSession: () => {},
    /** Tells the other tabs of the session (services/adapters/tab-sync.ts). */
    relayToTabs: (_, _params: { type: RelayedType }) => {},
    /** doc 1 §2.12: leaves for the portal (context.portalUrl). */
    leaveToPortal: (_, _params: { suffix: string }) => {},

    forwardActivity: sendTo('idleTimer', { type: 'activity' }),
    resetIdleTimer: sendTo('idleTimer', { type: 'reset' }),
    raiseRefreshDue: raise({ type: 'session.refreshDue' }),
    raiseExpired: raise({ type: 'session.expired' }),
    /** The root starts the flow again (doc 1 §4.9: BASE, or AIP when the flow type was AIP). */
    reportEnded: sendParent({ type: 'session.ended' } satisfies SessionParentEvent),
    assignLoginExp: assign(({ event }) => {
      assertEvent(event, ['session.loggedIn', 'session.tokenExp']);
      return { tokenExp: event.tokenExp };
    }),
    /** A refresh (or another tab's) changed the expiry: kept here and told to the root. */
    assignTokenExp: assign(({ event }) => ({
      tokenExp: (event as unknown as { output: SessionInfo }).output.tokenExp,
    })),
    assignAdoptedTokenExp: assign(({ event }) => {
      assertEvent(event, 'tabs.refreshed');
      return { tokenExp: event.tokenExp };
    }),
    reportExpiry: sendParent(({ context }): SessionParentEvent => ({
      type: 'session.expiry',
      tokenExp: context.tokenExp,
    })),
    assignExitSlots: assign(({ event }) => {
      assertEvent(event, ['saveExit.open', 'saveExit.cancel', 'saveExit.confirm']);
      return { applicationUid: event.applicationUid, portalUrl: event.portalUrl };
    }),
  },
});

/** The session of the tab (doc 1 §4.9, §2.12, §4.13), invoked by the root as 'session'. */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: { tokenExp: null, applicationUid: null, portalUrl: null },
  initial: 'anonymous',
  on: {
    // The entry's calls changed the pair (DELETE_APPLICATION, the application created).
    'session.tokenExp': { actions: 'assignLoginExp' },
  },
  states: {
    anonymous: {
      on: {
        'session.loggedIn': { target: 'authenticated', actions: 'assignLoginExp' },
        // No session to recover: a 401 keeps its meaning (doc 1 §4.9 "401 logs out").
        'session.unauthorized': { actions: 'raiseExpired' },
        // The root's flow starts again whatever the session's state (doc 1 §4.9).
        'session.expired': { actions: 'reportEnded' },
        'session.timeout': { actions: 'reportEnded' },
        'tabs.logout': { actions: 'reportEnded' },
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
        'tabs.refreshed': { actions: ['assignAdoptedTokenExp', 'reportExpiry'] },
        // Issue 12: logout, idle logout and expiry also end the server session (fire-and-forget;
        // revokeSession reads the refresh token before clearSession drops it). The other tabs of
        // the session are told first and log out with this one.
        'session.logout': { target: 'anonymous', actions: [...END_SERVER_SESSION] },
        'session.expired': { target: 'anonymous', actions: [...END_SERVER_SESSION, 'reportEnded'] },
        'session.timeout': { target: 'anonymous', actions: [...END_SERVER_SESSION, 'reportEnded'] },
        // Another tab logged out (and ended the server session): this tab follows, silently.
        'tabs.logout': { target: 'anonymous', actions: ['clearSession', 'reportEnded'] },
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
                onDone: { target: 'ready', actions: ['assignTokenExp', 'reportExpiry'] },
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
                  {
                    guard: 'sessionRecovered',
                    target: 'ready',
                    actions: ['assignTokenExp', 'reportExpiry'],
                  },
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
                'saveExit.cancel': { target: 'reportingContinue', actions: 'assignExitSlots' },
                'saveExit.confirm': { target: 'reportingExit', actions: 'assignExitSlots' },
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

export type SessionMachine = typeof sessionMachine;
