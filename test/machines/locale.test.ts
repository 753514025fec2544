/**
 * The locale child (machines/locale/locale.machine.ts, issue 24): its model paths reach every
 * state and transition, and run under a parent it loads, shows, remembers and — signed in —
 * saves the language, telling the parent (`locale.loaded`). The root's side (the forwarding
 * region, machines/app/locale.states.ts) is covered by locale-switch.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  getInitialSnapshot,
  setup,
  waitFor,
  type AnyActorRef,
  type AnyEventObject,
} from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { localeMachine } from '../../machines/locale/locale.machine';
import type { Locale } from '../../src/i18n/locales';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';

const BOTH: Locale[] = ['en', 'es'];

describe('locale machine: model (@xstate/graph)', () => {
  const EVENTS: AnyEventObject[] = [
    { type: 'locale.set', locale: 'es', offered: BOTH },
    { type: 'locale.set', locale: 'es', offered: ['en'] },
    { type: 'locale.set', locale: 'en', offered: BOTH },
    { type: 'session.loggedIn', offered: BOTH },
    { type: 'session.ended' },
    { type: 'xstate.done.actor.profileLocale', output: 'es' },
    { type: 'xstate.done.actor.profileLocale', output: null },
    { type: 'xstate.error.actor.profileLocale', error: new Error('offline') },
    { type: 'xstate.done.actor.loadLocale', output: 'es' },
    { type: 'xstate.error.actor.loadLocale', error: new Error('offline') },
    { type: 'xstate.done.actor.saveLocale', output: undefined },
    { type: 'xstate.error.actor.saveLocale', error: new Error('offline') },
  ];

  it('every state and every transition is reached', () => {
    const seen = seenSets();
    // No parent in a model run: the `locale.loaded` to the root is a no-op here.
    const machine = localeMachine.provide({ actions: { tellParent: () => {} } });
    const logic = recordingLogic(machine, seen);
    const input = { locale: 'en' as Locale };
    nodesOf(getInitialSnapshot(machine, input)).forEach((n) => seen.states.add(n.id));
    const key = (s: { value: unknown; context: { locale: string; signedIn: boolean } }) =>
      JSON.stringify([s.value, s.context.locale, s.context.signedIn]);
    const paths = getShortestPaths(
      logic as never,
      { events: EVENTS as never, serializeState: key as never, input } as never,
    ).length;
    const { missingStates, missingTransitions, line } = coverageOf(inventory(machine.root), seen);
    console.info(`locale: ${paths} shortest paths; ${line}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    for (const s of ['ready', 'fetching', 'loading', 'saving'])
      expect(seen.states.has(`locale.${s}`)).toBe(true);
  });
});

describe('locale machine: behaviour', () => {
  function run(saved: Locale | null) {
    const log: string[] = [];
    const child = localeMachine.provide({
      actors: {
        loadLocale: fromPromise(async ({ input }: { input: { locale: Locale } }) => {
          log.push(`load:${input.locale}`);
          return input.locale;
        }),
        profileLocale: fromPromise(async () => saved),
        saveLocale: fromPromise(async ({ input }: { input: { locale: Locale } }) => {
          log.push(`save:${input.locale}`);
        }),
      },
      actions: {
        applyLocale: (_, p: { locale: Locale }) => void log.push(`apply:${p.locale}`),
        rememberLocale: (_, p: { locale: Locale }) => void log.push(`remember:${p.locale}`),
      },
    });
    const parent = setup({ actors: { child } }).createMachine({
      invoke: { id: 'locale', src: 'child', input: { locale: 'en' } },
      on: { 'locale.loaded': { actions: ({ event }) => void log.push(`parent:${event.locale}`) } },
    });
    const actor = createActor(parent).start();
    const ref = actor.getSnapshot().children.locale as AnyActorRef;
    return { log, ref };
  }

  it('anonymous: loads, shows, remembers and tells the parent; nothing saved', async () => {
    const { log, ref } = run(null);
    ref.send({ type: 'locale.set', locale: 'es', offered: BOTH });
    await waitFor(ref, (s) => s.matches('ready') && s.context.locale === 'es');
    expect(log).toEqual(['load:es', 'apply:es', 'remember:es', 'parent:es']);
  });

  it('signed in: the profile language is shown, then a switch is saved; after the session ends it is not', async () => {
    const { log, ref } = run('es');
    ref.send({ type: 'session.loggedIn', offered: BOTH });
    await waitFor(ref, (s) => s.matches('ready') && s.context.locale === 'es');
    await waitFor(ref, () => log.includes('parent:es'));
    expect([...log].sort()).toEqual(['apply:es', 'load:es', 'parent:es', 'remember:es', 'save:es']);
    log.length = 0;
    ref.send({ type: 'locale.set', locale: 'en', offered: BOTH });
    await waitFor(ref, (s) => s.matches('ready') && s.context.locale === 'en');
    expect(log).toContain('save:en');
    log.length = 0;
    ref.send({ type: 'session.ended' });
    ref.send({ type: 'locale.set', locale: 'es', offered: BOTH });
    await waitFor(ref, (s) => s.matches('ready') && s.context.locale === 'es');
    expect(log).not.toContain('save:es');
  });

  it('a language the broker does not offer, or the one shown, is ignored', () => {
    const { log, ref } = run(null);
    ref.send({ type: 'locale.set', locale: 'es', offered: ['en'] });
    ref.send({ type: 'locale.set', locale: 'en', offered: BOTH });
    expect(ref.getSnapshot().matches('ready')).toBe(true);
    expect(log).toEqual([]);
  });
});
