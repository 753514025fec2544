/**
 * Issue 24: the language switch is a root event (`locale.set`, machines/app/locale.states.ts,
 * forwarded to the locale child machines/locale/locale.machine.ts).
 * It loads the texts, shows them, remembers the choice (browser; the profile when signed in),
 * and never moves the flow nor changes the screen's key (path and prefill: the outlet remounts a
 * form only when they change, so what was typed stays).
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor as waitForActor, type AnyActorRef } from 'xstate';
import { createAppMachine } from '../../src/app/create-app';
import { selectPath, selectScreen, selectShell } from '../../machines/view/selectors';
import type { LocaleAdapter } from '../../services/actors/app-actors';
import type { Locale } from '../../src/i18n/locales';
import { memoryStorage } from '../../services/session-store';
import { atPath, settled, waitFor } from './flow-wait';
import { createFakeApi, fakeDeps, fakeJwt, SETTINGS, type FakeApi } from './fake-api';

function recordingLocale(delayMs = 0) {
  const log: string[] = [];
  const adapter: LocaleAdapter = {
    load: async (l: Locale) => {
      log.push(`load:${l}`);
      await new Promise((r) => setTimeout(r, delayMs));
    },
    apply: (l) => void log.push(`apply:${l}`),
    remember: (l) => void log.push(`remember:${l}`),
  };
  return { adapter, log };
}

function start(
  fake: FakeApi,
  locale: LocaleAdapter,
  opts: { signedIn?: boolean; path?: string; languages?: ('en' | 'es')[] } = {},
) {
  const storage = memoryStorage();
  if (opts.signedIn) {
    storage.setItem('aow.JwtToken', fakeJwt());
    storage.setItem('aow.JwtRefreshToken', 'r1');
  }
  if (opts.languages) {
    const settings = { ...SETTINGS, Languages: opts.languages };
    fake.api.getSettings = async () => settings;
  }
  const actor = createActor(createAppMachine({ ...fakeDeps(fake, storage), locale }), {
    input: { initialPath: opts.path ?? '/', search: '', referrer: '', brokerCode: 'HAA' },
  });
  actor.start();
  return actor;
}

/** The locale child (machines/locale/, invoked as 'locale') waits for a switch (nothing loading or saving). */
const localeIdle = (s: { children: Record<string, AnyActorRef | undefined> }) =>
  s.children.locale?.getSnapshot().matches('ready') === true;

/** Waits for the locale child to be back in 'ready' (after the profile's save, which the root does not see). */
const localeSettled = (actor: {
  getSnapshot(): { children: Record<string, AnyActorRef | undefined> };
}) =>
  waitForActor(actor.getSnapshot().children.locale!, (s) => s.matches('ready'), { timeout: 2000 });

const languageCalls = (fake: FakeApi) => fake.calls.filter((c) => c.name === 'saveUserLanguage');

describe('language switch (issue 24)', () => {
  it('loads, shows and remembers the language; the step and its form key stay', async () => {
    const fake = createFakeApi();
    const { adapter, log } = recordingLocale();
    const actor = start(fake, adapter);
    await atPath(actor, '/');
    const before = selectScreen(actor.getSnapshot());
    expect(selectShell(actor.getSnapshot()).locale).toBe('en');
    expect(selectShell(actor.getSnapshot()).locales).toEqual(['en', 'es']);

    actor.send({ type: 'locale.set', locale: 'es' });
    // The root's value keeps `locale: 'ready'` while the child loads (as support snapshots record it).
    expect(
      (actor.getSnapshot().children.locale?.getSnapshot() as { value?: unknown } | undefined)
        ?.value,
    ).toBe('loading');
    expect(actor.getSnapshot().value).toMatchObject({ locale: 'ready' });
    await waitFor(actor, (s) => s.context.locale === 'es' && localeIdle(s));
    const after = selectScreen(actor.getSnapshot());
    expect(log).toEqual(['load:es', 'apply:es', 'remember:es']);
    expect(selectShell(actor.getSnapshot()).locale).toBe('es');
    expect(selectPath(actor.getSnapshot())).toBe('/');
    expect(after.screen).toBe(before.screen);
    expect(after.initial).toEqual(before.initial);
    // Anonymous: nothing to save in a profile.
    expect(languageCalls(fake)).toEqual([]);
    actor.stop();
  });

  it('signed in, the profile remembers it (PUT /v2/users/language) and the wizard step stays', async () => {
    const fake = createFakeApi();
    const { adapter } = recordingLocale();
    const actor = start(fake, adapter, { signedIn: true });
    await settled(actor);
    const path = selectPath(actor.getSnapshot());
    expect(path).toBe('/secure');
    const wizard = actor.getSnapshot().children.wizard;
    expect(wizard).toBeDefined();
    actor.send({ type: 'locale.set', locale: 'es' });
    await waitFor(actor, (s) => s.context.locale === 'es');
    await localeSettled(actor);
    expect(languageCalls(fake).map((c) => c.args)).toEqual([['es']]);
    expect(selectPath(actor.getSnapshot())).toBe(path);
    // The same running wizard (not restarted): its form state is untouched.
    expect(actor.getSnapshot().children.wizard).toBe(wizard);
    actor.stop();
  });

  it('a second choice while loading wins; the same language or one the broker does not offer is ignored', async () => {
    const fake = createFakeApi();
    const { adapter, log } = recordingLocale(20);
    const actor = start(fake, adapter);
    await atPath(actor, '/');
    actor.send({ type: 'locale.set', locale: 'en' });
    expect(localeIdle(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'locale.set', locale: 'es' });
    actor.send({ type: 'locale.set', locale: 'en' }); // same as shown: ignored, 'es' continues
    await waitFor(actor, (s) => localeIdle(s));
    expect(actor.getSnapshot().context.locale).toBe('es');
    expect(log).toEqual(['load:es', 'apply:es', 'remember:es']);
    actor.stop();

    const restricted = createFakeApi();
    const r = recordingLocale();
    const only = start(restricted, r.adapter, { languages: ['en'] });
    await atPath(only, '/');
    expect(selectShell(only.getSnapshot()).locales).toEqual(['en']);
    only.send({ type: 'locale.set', locale: 'es' });
    expect(localeIdle(only.getSnapshot())).toBe(true);
    expect(only.getSnapshot().context.locale).toBe('en');
    expect(r.log).toEqual([]);
    only.stop();
  });

  it('a failed load keeps the language shown', async () => {
    const fake = createFakeApi();
    const adapter: LocaleAdapter = {
      load: async () => {
        throw new Error('offline');
      },
      apply: () => {},
      remember: () => {},
    };
    const actor = start(fake, adapter);
    await atPath(actor, '/');
    actor.send({ type: 'locale.set', locale: 'es' });
    await waitFor(actor, (s) => localeIdle(s));
    expect(actor.getSnapshot().context.locale).toBe('en');
    actor.stop();
  });
});

describe('the profile language on sign-in (issue 24)', () => {
  it('a language saved on another device is shown once signed in', async () => {
    const fake = createFakeApi();
    const { adapter, log } = recordingLocale();
    const actor = start(fake, { ...adapter, saved: async () => 'es' }, { signedIn: true });
    await waitFor(actor, (s) => s.context.locale === 'es');
    await localeSettled(actor);
    expect(log).toEqual(['load:es', 'apply:es', 'remember:es']);
    actor.stop();
  });

  it('no saved language, or the one shown: nothing changes', async () => {
    for (const saved of [null, 'en'] as const) {
      const { adapter, log } = recordingLocale();
      const actor = start(
        createFakeApi(),
        { ...adapter, saved: async () => saved },
        { signedIn: true },
      );
      await settled(actor);
      await waitFor(actor, (s) => localeIdle(s));
      expect(actor.getSnapshot().context.locale).toBe('en');
      expect(log).toEqual([]);
      actor.stop();
    }
  });
});
