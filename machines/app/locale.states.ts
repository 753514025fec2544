/**
 * The `locale` region of the root (issue 24: the language switch at any step). Parallel to the
 * session and the flow, so a switch never moves the flow and never remounts the step (what was
 * typed stays): `locale.set` → `loading` (the new language's texts fetched: its base and every
 * screen fragment registered so far) → the language shown (`assignLocale`, `applyLocale`: t()
 * and `<html lang>`), remembered in the browser (`rememberLocale`), and — signed in — saved to
 * the user's profile (`saving`, PUT /v2/users/language; a failure is harmless). On sign-in the
 * profile's language (`fetching`, GET /v2/users/language) is shown when it differs. Another switch
 * while loading starts over with the newer choice; a failed load keeps the language shown.
 */
import type { Locale } from '../../src/i18n/locales';
import { out } from './actor-contracts';
import { appSetup } from './app.setup';

const SWITCH = { guard: 'switchesLocale', target: '#app.locale.loading', reenter: true } as const;

export const localeRegion = appSetup.createStateConfig({
  initial: 'ready',
  states: {
    ready: { on: { 'locale.set': SWITCH, 'session.loggedIn': 'fetching' } },
    // Signed in: the profile's language (chosen on another device) is shown when it differs.
    fetching: {
      on: { 'locale.set': SWITCH },
      invoke: {
        src: 'profileLocale',
        onDone: [{ guard: 'profileLocaleDiffers', target: 'loading' }, { target: 'ready' }],
        onError: { target: 'ready' },
      },
    },
    loading: {
      on: { 'locale.set': SWITCH },
      invoke: {
        src: 'loadLocale',
        // The switch's choice, or the profile's language (`fetching`'s output).
        input: ({ event }) => ({
          locale: event.type === 'locale.set' ? event.locale : out<Locale>(event),
        }),
        onDone: [
          {
            guard: 'signedIn',
            target: 'saving',
            actions: [
              'assignLocale',
              { type: 'applyLocale', params: ({ event }) => ({ locale: out<Locale>(event) }) },
              { type: 'rememberLocale', params: ({ event }) => ({ locale: out<Locale>(event) }) },
            ],
          },
          {
            target: 'ready',
            actions: [
              'assignLocale',
              { type: 'applyLocale', params: ({ event }) => ({ locale: out<Locale>(event) }) },
              { type: 'rememberLocale', params: ({ event }) => ({ locale: out<Locale>(event) }) },
            ],
          },
        ],
        onError: { target: 'ready' },
      },
    },
    saving: {
      on: { 'locale.set': SWITCH },
      invoke: {
        src: 'saveLocale',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: { target: 'ready' },
        onError: { target: 'ready' },
      },
    },
  },
});
