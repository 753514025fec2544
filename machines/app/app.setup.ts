/**
 * The root actor's `setup` (machines/app/app.machine.ts): types, delays, actors, guards and actions
 * in one typed map, its parts from sibling modules (app.actors.ts, app.guards.ts, app.actions.ts
 * written with app-args.ts's `appAssign`); only the sends and raises are written here. The
 * children have their own setups (machines/entry, session, closing, locale). Actors and effects
 * are placeholders provided by `createAppMachine(deps)` (src/app/create-app.ts), so the machine
 * holds no globals and tests provide mocks.
 *
 * Spec: boot and LOADING (doc 1 §2.4–§2.9, §4.7, §4.10), the wiring of the session (doc 1 §4.9)
 * and the language (issue 24), the sales-assisted save & close (doc 1 §2.12, §4.13).
 */
import { forwardTo, raise, sendTo, setup } from 'xstate';
import { offeredLocales } from '../../src/i18n/locales';
import type { RootContext, AppEvent, AppInput } from '../app-types';
import type { LocaleEvent } from '../locale/locale.machine';
import { appActions } from './app.actions';
import { appActors } from './app.actors';
import { appGuards } from './app.guards';

export const appSetup = setup({
  types: {
    context: {} as RootContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  delays: {
    /** doc 1 §4.13: how long the save & close waits for the submitted form's save (then gives up). */
    SAVE_CLOSE_WAIT: 15_000,
  },
  actors: appActors,
  guards: appGuards,
  actions: {
    ...appActions,
    raiseLoggedIn: raise({ type: 'session.loggedIn' }),
    /** The session's events go to the session child (machines/session/session.states.ts). */
    toSession: forwardTo('session'),
    /**
     * Issue 24: the locale child (machines/locale/) hears the switch and the sign-in with the
     * broker's offered languages, and the session's end (the screens' logout, `session.ended`).
     */
    toLocale: sendTo('locale', ({ context, event }): LocaleEvent => {
      const offered = offeredLocales(context.settings?.Languages);
      if (event.type === 'locale.set') return { type: 'locale.set', locale: event.locale, offered };
      if (event.type === 'session.loggedIn') return { type: 'session.loggedIn', offered };
      return { type: 'session.ended' };
    }),
  },
});
