/**
 * The language shown and its switch (issue 24): a child actor of the root, invoked as 'locale'
 * by the root's `locale` region (machines/app/locale.states.ts). Parallel to the session and the
 * flow, so a switch never moves the flow and never remounts the step (what was typed stays):
 * `locale.set` → `loading` (the new language's texts fetched: its base and every screen fragment
 * registered so far) → the language shown (`applyLocale`: t() and `<html lang>`; the root told
 * with `locale.loaded`), remembered in the browser (`rememberLocale`), and — signed in — saved to
 * the user's profile (`saving`, PUT /v2/users/language; a failure is harmless). On sign-in the
 * profile's language (`fetching`, GET /v2/users/language) is shown when it differs. Another switch
 * while loading starts over with the newer choice; a failed load keeps the language shown.
 *
 * The root forwards `locale.set` and `session.loggedIn` with the broker's offered languages
 * (settings `Languages`), and `session.ended` when the session region leaves `authenticated`.
 * Its actors and effects are placeholders here, provided by `createAppMachine(deps)`
 * (src/app/create-app.ts; services/actors/app-actors.ts implements the actors).
 */
import { assign, sendParent, setup } from 'xstate';
import type { Locale } from '../../src/i18n/locales';
import { unprovided, type Contract } from '../../services/actors/actor-contract';

/** What the root gives the locale machine: the language the page opened in. */
export interface LocaleInput {
  locale: Locale;
}

/** The events the root forwards (issue 24). */
export type LocaleEvent =
  | { type: 'locale.set'; locale: Locale; offered: readonly Locale[] }
  | { type: 'session.loggedIn'; offered: readonly Locale[] }
  | { type: 'session.ended' };

/** The event the locale machine sends the root once a language's texts are shown. */
export type LocaleLoadedEvent = { type: 'locale.loaded'; locale: Locale };

interface LocaleContext {
  /** The language shown. */
  locale: Locale;
  /** The broker's offered languages, as of the last forwarded event. */
  offered: readonly Locale[];
  /** The root's session region is `authenticated` (the profile keeps the language). */
  signedIn: boolean;
}

/** A promise actor's output (the done event of `loadLocale` and `profileLocale`). */
const outOf = <T>(event: unknown) => (event as { output: T }).output;

const SWITCH = {
  guard: 'switchesLocale',
  target: '#locale.loading',
  reenter: true,
  actions: 'assignOffered',
} as const;
const SHOWN = [
  'assignLocale',
  'tellParent',
  {
    type: 'applyLocale',
    params: ({ event }: { event: unknown }) => ({ locale: outOf<Locale>(event) }),
  },
  {
    type: 'rememberLocale',
    params: ({ event }: { event: unknown }) => ({ locale: outOf<Locale>(event) }),
  },
] as const;

export const localeMachine = setup({
  types: {
    input: {} as LocaleInput,
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
  },
  actors: {
    /** Issue 24: fetches a language's texts (base and the registered screen fragments); answers it. */
    loadLocale: unprovided<Contract<{ locale: Locale }, Locale>>('loadLocale'),
    /** Issue 24: the signed-in user's saved language (GET /v2/users/language), or null. */
    profileLocale: unprovided<Contract<void, Locale | null>>('profileLocale'),
    /** Issue 24: PUT /v2/users/language — the signed-in user's profile remembers the language. */
    saveLocale: unprovided<Contract<{ locale: Locale }, void>>('saveLocale'),
  },
  guards: {
    /** Issue 24: a language the broker offers and not the one shown. */
    switchesLocale: ({ context, event }) =>
      event.type === 'locale.set' &&
      event.locale !== context.locale &&
      event.offered.includes(event.locale),
    /** Issue 24: the profile saved a language the broker offers, other than the one shown. */
    profileLocaleDiffers: ({ context, event }) => {
      const saved = outOf<Locale | null>(event);
      return saved !== null && saved !== context.locale && context.offered.includes(saved);
    },
    /** Issue 24: a signed-in session (its profile keeps the language). */
    signedIn: ({ context }) => context.signedIn,
  },
  actions: {
    /** Issue 24: t() reads the new language's catalogue and `<html lang>` follows (src/i18n/t.ts setLocale). */
    applyLocale: (_, _params: { locale: Locale }) => {},
    /** Issue 24: the browser remembers the language (localStorage and the cookie the server reads). */
    rememberLocale: (_, _params: { locale: Locale }) => {},
    assignLocale: assign({ locale: ({ event }) => outOf<Locale>(event) }),
    assignOffered: assign({
      offered: ({ context, event }) => ('offered' in event ? event.offered : context.offered),
    }),
    signIn: assign({ signedIn: true }),
    signOut: assign({ signedIn: false }),
    /** The root keeps the language shown in its context (RootContext.locale). */
    tellParent: sendParent(({ event }) => ({
      type: 'locale.loaded',
      locale: outOf<Locale>(event),
    })),
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale, offered: [], signedIn: false }),
  initial: 'ready',
  on: {
    // The session region's `authenticated` (the root's stateIn, tracked here by its events).
    'session.loggedIn': { actions: ['signIn', 'assignOffered'] },
    'session.ended': { actions: 'signOut' },
  },
  states: {
    ready: {
      on: {
        'locale.set': SWITCH,
        'session.loggedIn': { target: 'fetching', actions: ['signIn', 'assignOffered'] },
      },
    },
    // Signed in: the profile's language (chosen on another device) is shown when it differs.
    fetching: {
      on: { 'locale.set': SWITCH },
      invoke: {
        id: 'profileLocale',
        src: 'profileLocale',
        onDone: [{ guard: 'profileLocaleDiffers', target: 'loading' }, { target: 'ready' }],
        onError: { target: 'ready' },
      },
    },
    loading: {
      on: { 'locale.set': SWITCH },
      invoke: {
        id: 'loadLocale',
        src: 'loadLocale',
        // The switch's choice, or the profile's language (`fetching`'s output).
        input: ({ event }) => ({
          locale: event.type === 'locale.set' ? event.locale : outOf<Locale>(event),
        }),
        onDone: [
          { guard: 'signedIn', target: 'saving', actions: SHOWN },
          { target: 'ready', actions: SHOWN },
        ],
        onError: { target: 'ready' },
      },
    },
    saving: {
      on: { 'locale.set': SWITCH },
      invoke: {
        id: 'saveLocale',
        src: 'saveLocale',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: { target: 'ready' },
        onError: { target: 'ready' },
      },
    },
  },
});

export type LocaleMachine = typeof localeMachine;
