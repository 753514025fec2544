/**
 * The `locale` region of the root (issue 24: the language switch at any step): it runs the locale
 * child (machines/locale/locale.machine.ts, invoked as 'locale'), which loads, shows, remembers
 * and — signed in — saves the language. The region forwards it the switch (`locale.set`), the
 * sign-in and the session's end (the screens' logout, and the session child's `session.ended`:
 * expiry, idle timeout, another tab's logout), and keeps the language shown in the root's
 * context when the child says so (`locale.loaded`). Parallel to the session and the flow, so a
 * switch never moves the flow and never remounts the step (what was typed stays). Its one state
 * `ready` keeps the root's value `{ locale: 'ready' }` as recorded support snapshots have it
 * (inspector/support-snapshot.ts `recordedStateOf`, compared by the replay).
 */
import { appSetup } from './app.setup';

export const localeRegion = appSetup.createStateConfig({
  invoke: { id: 'locale', src: 'locale', input: ({ context }) => ({ locale: context.locale }) },
  on: {
    'locale.set': { actions: 'toLocale' },
    'session.loggedIn': { actions: 'toLocale' },
    'session.logout': { actions: 'toLocale' },
    'session.ended': { actions: 'toLocale' },
    'locale.loaded': { actions: 'assignLocale' },
  },
  initial: 'ready',
  states: { ready: {} },
});
