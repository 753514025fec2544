/**
 * The invisible captcha (doc 1 §2, §3 EnableGoogleReCaptcha, §7.2): with the broker's switch on,
 * the root actor asks the captcha adapter for a fresh token before the e-mail check
 * ('email_check') and before the sign-up ('signup') and sends it (recaptchaToken query,
 * RecaptchaToken body); with it off, no token is asked for or sent. A captcha failure and the
 * server's InvalidRecaptchaToken show apiErrors.InvalidRecaptchaToken on the form.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { flowBusy, waitFor } from './flow-wait';
import { createAppMachine } from '../../src/app/create-app';
import { selectPath, selectScreen, sessionOf } from '../../machines/view/selectors';
import {
  captchaFromEnv,
  captchaProviderFromEnv,
  googleRecaptcha,
  sandboxCaptcha,
  SANDBOX_CAPTCHA_PASS,
  type CaptchaAction,
  type CaptchaAdapter,
} from '../../services/adapters/captcha';
import { redactEvent } from '../../inspector/redact';
import { serializePersistedFlow, toPersistedFlow } from '../../inspector/persistence';
import { memoryStorage } from '../../services/session-store';
import { createFakeApi, emptyApplication, fakeDeps, SETTINGS, type FakeApi } from './fake-api';

/** A captcha that records the actions asked for and answers numbered tokens (or fails on demand). */
function recordingCaptcha() {
  const asked: CaptchaAction[] = [];
  const failNext: CaptchaAction[] = [];
  const adapter: CaptchaAdapter = {
    provider: 'sandbox',
    async token(action) {
      asked.push(action);
      const i = failNext.indexOf(action);
      if (i >= 0) {
        failNext.splice(i, 1);
        throw new Error('captcha refused');
      }
      return `tok-${action}-${asked.length}`;
    },
  };
  return { adapter, asked, failNext };
}

function start(fake: FakeApi, captchaOn: boolean, captcha = recordingCaptcha()) {
  const storage = memoryStorage();
  const base = fakeDeps(fake, storage);
  const getSettings = base.api.getSettings;
  const deps = {
    ...base,
    api: {
      ...base.api,
      getSettings: async (code: string | undefined, o?: { signal?: AbortSignal }) => ({
        ...(await getSettings(code, o)),
        BrokerCode: captchaOn ? 'SVR' : SETTINGS.BrokerCode,
        EnableGoogleReCaptcha: captchaOn,
      }),
    },
    captcha: captcha.adapter,
  };
  const actor = createActor(createAppMachine(deps), {
    input: { initialPath: '/', search: '', referrer: '', brokerCode: captchaOn ? 'SVR' : 'HAA' },
  });
  actor.start();
  return { actor, captcha, storage };
}

type A = ReturnType<typeof start>['actor'];
const settled = (actor: A) => waitFor(actor, (s) => !flowBusy(s), { timeout: 2000 });
async function submit(actor: A, values: Record<string, unknown>) {
  actor.send({ type: 'wizard.submit', values });
  await settled(actor);
}
async function toCreateAccount(actor: A, email: string) {
  await settled(actor);
  await submit(actor, { Email: email });
  expect(selectPath(actor.getSnapshot())).toBe('/create-application');
  actor.send({ type: 'choice.select', choice: 'STANDARD' });
  actor.send({ type: 'choice.select', choice: 'Individual' });
  expect(selectPath(actor.getSnapshot())).toBe('/createAccount');
}
const callArgs = (fake: FakeApi, name: string) =>
  fake.calls.filter((c) => c.name === name).map((c) => c.args);

describe('invisible captcha (doc 1 §2, §7.2)', () => {
  it('captcha on: a fresh token before the e-mail check and before create user, sent as recaptchaToken / RecaptchaToken', async () => {
    const fake = createFakeApi({ application: emptyApplication({ ApplicationType: null }) });
    const { actor, captcha, storage } = start(fake, true);
    await toCreateAccount(actor, 'svr@example.com');
    expect(captcha.asked).toEqual(['email_check']);
    expect(selectScreen(actor.getSnapshot()).data.captcha).toBe(true);
    const [q] = callArgs(fake, 'getUsernames')[0] as [Record<string, unknown>];
    expect(q).toMatchObject({
      email: 'svr@example.com',
      brokerCode: 'SVR',
      recaptchaToken: 'tok-email_check-1',
    });

    await submit(actor, { Email: 'svr@example.com', Password: 'Passw0rd!' });
    expect(captcha.asked).toEqual(['email_check', 'signup']);
    const [query, body] = callArgs(fake, 'createUser')[0] as [
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    expect(query).toMatchObject({ brokerCode: 'SVR', applicationType: 'Individual' });
    expect(body).toMatchObject({ Email: 'svr@example.com', RecaptchaToken: 'tok-signup-2' });
    await waitFor(actor, (s) => selectPath(s) === '/secure' && !flowBusy(s), { timeout: 2000 });

    // The token is nowhere the machine keeps or records (context, persisted flow record).
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('tok-');
    const snap = actor.getSnapshot();
    expect(serializePersistedFlow(toPersistedFlow(snap.context, snap.value))).not.toContain('tok-');
    expect(JSON.stringify(storage.dump())).not.toContain('tok-');
  });

  it('captcha off: no token asked for, none sent (the usernames call still names the broker)', async () => {
    const fake = createFakeApi({ application: emptyApplication({ ApplicationType: null }) });
    const { actor, captcha } = start(fake, false);
    await toCreateAccount(actor, 'haa@example.com');
    expect(selectScreen(actor.getSnapshot()).data.captcha).toBe(false);
    await submit(actor, { Email: 'haa@example.com', Password: 'Passw0rd!' });
    expect(captcha.asked).toEqual([]);
    const [q] = callArgs(fake, 'getUsernames')[0] as [Record<string, unknown>];
    expect(q.brokerCode).toBe('HAA');
    expect(q.recaptchaToken).toBeUndefined();
    const [, body] = callArgs(fake, 'createUser')[0] as [unknown, Record<string, unknown>];
    expect(body).not.toHaveProperty('RecaptchaToken');
    expect(sessionOf(actor.getSnapshot())?.matches('authenticated')).toBe(true);
  });

  it('a captcha failure shows InvalidRecaptchaToken on the form, makes no call, and a retry gets a fresh token', async () => {
    const fake = createFakeApi({ application: emptyApplication({ ApplicationType: null }) });
    const captcha = recordingCaptcha();
    captcha.failNext.push('email_check');
    const { actor } = start(fake, true, captcha);
    await settled(actor);
    await submit(actor, { Email: 'retry@example.com' });
    expect(selectPath(actor.getSnapshot())).toBe('/');
    expect(selectScreen(actor.getSnapshot()).formError).toBe('apiErrors.InvalidRecaptchaToken');
    expect(fake.names()).not.toContain('getUsernames');

    await submit(actor, { Email: 'retry@example.com' });
    expect(selectPath(actor.getSnapshot())).toBe('/create-application');
    expect(callArgs(fake, 'getUsernames')[0][0]).toMatchObject({
      recaptchaToken: 'tok-email_check-2',
    });

    actor.send({ type: 'choice.select', choice: 'STANDARD' });
    actor.send({ type: 'choice.select', choice: 'Individual' });
    captcha.failNext.push('signup');
    await submit(actor, { Email: 'retry@example.com', Password: 'Passw0rd!' });
    expect(selectPath(actor.getSnapshot())).toBe('/createAccount');
    expect(selectScreen(actor.getSnapshot()).formError).toBe('apiErrors.InvalidRecaptchaToken');
    expect(fake.names()).not.toContain('createUser');
    // The e-mail typed stays the form's prefill.
    expect(selectScreen(actor.getSnapshot()).initial.Email).toBe('retry@example.com');
  });

  it("the server's InvalidRecaptchaToken lands on the form the same way (usernames and create user)", async () => {
    const fake = createFakeApi({ application: emptyApplication({ ApplicationType: null }) });
    const { actor } = start(fake, true);
    const refused = (context: string) => ({
      status: 400,
      errors: [
        { Code: 'InvalidRecaptchaToken', Message: 'Invalid recaptcha token', Context: context },
      ],
    });
    fake.fail('getUsernames', refused('recaptchaToken'));
    await settled(actor);
    await submit(actor, { Email: 'srv@example.com' });
    expect(selectPath(actor.getSnapshot())).toBe('/');
    expect(selectScreen(actor.getSnapshot()).formError).toBe('apiErrors.InvalidRecaptchaToken');

    await submit(actor, { Email: 'srv@example.com' });
    actor.send({ type: 'choice.select', choice: 'STANDARD' });
    actor.send({ type: 'choice.select', choice: 'Individual' });
    fake.fail('createUser', refused('RecaptchaToken'));
    await submit(actor, { Email: 'srv@example.com', Password: 'Passw0rd!' });
    expect(selectPath(actor.getSnapshot())).toBe('/createAccount');
    expect(selectScreen(actor.getSnapshot()).formError).toBe('apiErrors.InvalidRecaptchaToken');
    expect(selectScreen(actor.getSnapshot()).fieldErrors).toEqual({});
  });

  it('the captcha done event is redacted for the inspector (token and values)', () => {
    const e = redactEvent({
      type: 'xstate.done.actor.captcha',
      output: { token: 'tok-secret', values: { Email: 'a@b.c', Password: 'Passw0rd!' } },
    });
    expect(JSON.stringify(e)).not.toContain('tok-secret');
    expect(JSON.stringify(e)).not.toContain('Passw0rd!');
  });
});

describe('captcha adapter', () => {
  it("sandbox answers the reference server's pass token after a tick", async () => {
    await expect(sandboxCaptcha().token('signup')).resolves.toBe(SANDBOX_CAPTCHA_PASS);
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(sandboxCaptcha().token('signup', { signal: ctrl.signal })).rejects.toThrow();
  });

  it('the env picks Google only with a site key (no script is loaded by picking it)', () => {
    expect(captchaFromEnv({}).provider).toBe('sandbox');
    expect(captchaProviderFromEnv({})).toBe('sandbox');
    expect(captchaFromEnv({ VITE_RECAPTCHA_SITE_KEY: 'site-key' }).provider).toBe('google');
    expect(captchaProviderFromEnv({ VITE_RECAPTCHA_SITE_KEY: ' ' })).toBe('sandbox');
  });
});

describe('Google reCAPTCHA v3 adapter (browser globals stubbed)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads api.js?render=<key> on the first token only; a failed load is retried next time', async () => {
    const appended: { src: string; onerror?: () => void }[] = [];
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {
      createElement: () => ({}) as { src: string },
      head: { appendChild: (el: { src: string; onerror?: () => void }) => appended.push(el) },
    });
    const g = googleRecaptcha('site key');
    expect(appended).toHaveLength(0); // creating the adapter loads nothing
    const first = g.token('email_check');
    expect(appended.map((e) => e.src)).toEqual([
      'https://www.google.com/recaptcha/api.js?render=site%20key',
    ]);
    appended[0].onerror?.();
    await expect(first).rejects.toThrow('recaptcha');
    void g.token('email_check').catch(() => undefined);
    expect(appended).toHaveLength(2);
    appended[1].onerror?.();
  });

  it('executes with the site key and the action', async () => {
    const execute = vi.fn(async (_key: string, o: { action: string }) => `g-${o.action}`);
    vi.stubGlobal('window', { grecaptcha: { ready: (cb: () => void) => cb(), execute } });
    await expect(googleRecaptcha('k1').token('signup')).resolves.toBe('g-signup');
    expect(execute).toHaveBeenCalledWith('k1', { action: 'signup' });
  });
});
