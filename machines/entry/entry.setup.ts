/**
 * The entry machine's `setup` (machines/entry/entry.machine.ts): its types, delay, actors, guards
 * and actions in one typed map. The screen configs of machines/entry/*.states.ts name them by
 * string through `entrySetup.createStateConfig`, so every name stays type-checked.
 *
 * The parts come from sibling modules by concern: the actors (entry.actors.ts), the guards
 * (entry.guards.ts) and the actions (entry.actions.ts); only the sends are written here — to the
 * 'passwordReset' child and to the root (`EntryParentEvent`: signed in, the application deleted,
 * the flow type). The effects (e-mail memory, analytics, fraud session, the portal, old-portal and
 * back-office redirects) are placeholders provided by `createAppMachine(deps)`
 * (src/app/create-app.ts), so the machine holds no globals and tests provide mocks.
 *
 * Spec: doc 1 §2.4–§2.11, §4.1–§4.12.
 */
import { enqueueActions, forwardTo, sendParent, setup } from 'xstate';
import { out, type SessionInfo } from '../app/actor-contracts';
import { isRealUid } from '../app/entry-helpers';
import { entryActions } from './entry.actions';
import { entryActors } from './entry.actors';
import { entryGuards } from './entry.guards';
import type {
  EntryContext,
  EntryEvent,
  EntryInput,
  EntryOutput,
  EntryParentEvent,
} from './entry-types';

export const entrySetup = setup({
  types: {
    context: {} as EntryContext,
    events: {} as EntryEvent,
    input: {} as EntryInput,
    output: {} as EntryOutput,
  },
  delays: {
    /** doc 1 §2.4, §9: affiliate tracking 1 s after the welcome page loads. */
    AFFILIATE_TRACKING: 1000,
  },
  actors: entryActors,
  guards: entryGuards,
  actions: {
    ...entryActions,
    /** doc 1 §2.6: the RESET_PASSWORD screen's events go to its child (machines/entry/password-reset.machine.ts). */
    toPasswordReset: forwardTo('passwordReset'),
    /**
     * Signed in (doc 1 §4.4–§4.12): the root assigns the session, the e-mail and whether the
     * affiliate tracking was sent (what a logout keeps, doc 1 §4.9, §9) and raises
     * `session.loggedIn` for its session and locale regions.
     */
    raiseLoggedIn: sendParent(({ context }): EntryParentEvent => ({
      type: 'entry.signedIn',
      slots: {
        applicationUid: isRealUid(context.applicationUid) ? context.applicationUid : null,
        tokenExp: context.tokenExp,
        email: context.email,
        trackingSent: context.trackingSent,
      },
    })),
    /** DELETE_APPLICATION (doc 1 §2.11): the root drops the application and keeps the refreshed session. */
    tellApplicationDeleted: sendParent(({ event }): EntryParentEvent => {
      const s = out<SessionInfo>(event);
      const applicationUid = isRealUid(s.applicationUid) ? s.applicationUid : null;
      return {
        type: 'entry.applicationDeleted',
        slots: { application: null, applicationUid, tokenExp: s.tokenExp, kind: null },
      };
    }),
    /** An application of RegistrationFlowType 2 was loaded (doc 1 §4.7): the logout returns to AIP. */
    tellFlowType: enqueueActions(({ context, enqueue }) => {
      if (context.flowType === 2)
        enqueue.sendParent({
          type: 'entry.flowType',
          slots: { flowType: 2 },
        } satisfies EntryParentEvent);
    }),
  },
});
