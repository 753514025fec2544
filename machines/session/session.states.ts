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
import type { RootContext } from '../app-types';
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

/** What the child's save & exit needs of the root's context (doc 1 §2.12, §4.13). */
const exitSlots = (context: RootContext) => ({
  applicationUid: context.applicationUid,
  portalUrl: context.settings?.PortalUrl ?? null,
});

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
    // DELETE_APPLICATION (doc 1 §2.11) answered a new pair: the child keeps its expiry.
    'entry.applicationDeleted': {
      actions: sendTo('session', ({ event }): SessionEvent => ({
        type: 'session.tokenExp',
        tokenExp: event.slots.tokenExp ?? null,
      })),
    },
    'session.expiry': { actions: 'assignSessionExpiry' },
    // The save & exit choices with what the child's exit needs (doc 1 §2.12, §4.13).
    'saveExit.open': {
      actions: sendTo('session', ({ context }): SessionEvent => ({
        type: 'saveExit.open',
        ...exitSlots(context),
      })),
    },
    'saveExit.cancel': {
      actions: sendTo('session', ({ context }): SessionEvent => ({
        type: 'saveExit.cancel',
        ...exitSlots(context),
      })),
    },
    'saveExit.confirm': {
      actions: sendTo('session', ({ context }): SessionEvent => ({
        type: 'saveExit.confirm',
        ...exitSlots(context),
      })),
    },
    ...(Object.fromEntries(
      SESSION_FORWARDED.map((type) => [type, { actions: 'toSession' }]),
    ) as Record<(typeof SESSION_FORWARDED)[number], { actions: 'toSession' }>),
  },
});
