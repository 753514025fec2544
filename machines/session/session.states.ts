/**
 * The `session` region of the root actor (doc 1 §4.9; issue 23 step 4): its one state `running`
 * invokes the session child machine (machines/session/session.machine.ts, as 'session'), which
 * owns the session's states, guards, actions, actors and effects. The region hands it what it
 * must hear: the sign-in with the token expiry, the expiry the entry's calls changed, the screens',
 * the API client's and the tabs' session events, and the save & exit choices with the application
 * and the portal. It keeps the expiry the child reports (`session.expiry`); the child's
 * `session.ended` is heard by the flow and locale regions. Support snapshots record the child's
 * value under `session` (inspector/support-snapshot.ts recordedStateOf).
 */
import { sendTo } from 'xstate';
import { appSetup } from '../app/app.setup';
import type { SessionEvent } from './session.machine';

/** The events the root passes to the session child as they are. */
export const SESSION_FORWARDED = [
  'session.logout',
  'session.expired',
  'session.timeout',
  'session.unauthorized',
  'session.activity',
  'session.refreshDue',
  'session.prompt',
  'session.confirm',
  'tabs.activity',
  'tabs.refreshed',
  'tabs.logout',
  'tabs.promptConfirmed',
] as const;

/** The session region (doc 1 §4.9), parallel to the flow region. */
export const sessionRegion = appSetup.createStateConfig({
  invoke: { id: 'session', src: 'session' },
  initial: 'running',
  states: { running: {} },
  on: {
    'session.loggedIn': {
      actions: sendTo('session', ({ context }): SessionEvent => ({
        type: 'session.loggedIn',
        tokenExp: context.tokenExp,
      })),
    },
    'session.expiry': { actions: 'assignSessionExpiry' },
    'saveExit.open': { actions: 'toSessionExit' },
    'saveExit.cancel': { actions: 'toSessionExit' },
    'saveExit.confirm': { actions: 'toSessionExit' },
    ...(Object.fromEntries(
      SESSION_FORWARDED.map((type) => [type, { actions: 'toSession' }]),
    ) as Record<(typeof SESSION_FORWARDED)[number], { actions: 'toSession' }>),
  },
});
