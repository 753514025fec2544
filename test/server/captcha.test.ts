/**
 * reCAPTCHA v3 verified server-side (issue 20; server/providers/captcha.ts): a faked siteverify
 * endpoint on a local HTTP server answers what the token says, and the app runs with the real
 * verifier pointed at it. A token failing siteverify — success false, a score under the minimum,
 * another action than the call's, a host name that is not the broker's, an unreachable or slow
 * verifier — is refused with doc 1 §8.2 InvalidRecaptchaToken on the spec's Context
 * ('RecaptchaToken' in the create-user body, 'recaptchaToken' in the usernames query); a passing
 * one proceeds. SVR is the seeded broker with EnableGoogleReCaptcha on.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brokerRegistrationHostnames,
  captchaFromConfig,
  createRecaptchaVerifier,
  createSandboxCaptcha,
} from '../../server/providers/captcha';
import { loadConfig, StartupError } from '../../server/config';
import { createOps } from '../../server/http/ops';
import { SANDBOX_CAPTCHA_PASS } from '../../server/providers/sandbox-users';
import { createUserResponse, usernamesResponse } from '../../services/api/contract';
import { firstError, PASSWORD, startHarness, TRACKING, uniqueEmail, type Harness } from './helpers';

const SECRET = 'test-recaptcha-secret';
/** SVR's RegistrationUrl host (server/db/seed.ts `defaultBrokerSettings`). */
const SVR_HOST = 'register.svr.example-broker.test';

/** What the fake siteverify received, newest last. */
const received: { contentType: string | undefined; form: URLSearchParams }[] = [];
let server: Server;
let verifyUrl = '';
let h: Harness;

/**
 * A token the fake siteverify answers with `answer` (the token carries it, base64url JSON);
 * `delayMs` makes it slow, `status` answers another HTTP status.
 */
const tokenFor = (
  answer: Record<string, unknown>,
  extra: { delayMs?: number; status?: number } = {},
) => `fake.${Buffer.from(JSON.stringify({ answer, ...extra })).toString('base64url')}`;
const pass = (action: string, over: Record<string, unknown> = {}) =>
  tokenFor({ success: true, score: 0.9, action, hostname: SVR_HOST, ...over });

/** A sandbox configuration with `env` (its generated keys kept in a temporary folder). */
const cfgDir = mkdtempSync(join(tmpdir(), 'captcha-config-'));
const cfg = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: cfgDir, ...env });

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ contentType: req.headers['content-type'], form });
      const token = form.get('response') ?? '';
      let spec: { answer?: unknown; delayMs?: number; status?: number } = {};
      try {
        spec = JSON.parse(Buffer.from(token.replace(/^fake\./, ''), 'base64url').toString('utf8'));
      } catch {
        spec = { answer: { success: false, 'error-codes': ['invalid-input-response'] } };
      }
      const reply = () => {
        if (form.get('secret') !== SECRET) {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ success: false, 'error-codes': ['invalid-input-secret'] }));
          return;
        }
        res.writeHead(spec.status ?? 200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(spec.answer ?? { success: false }));
      };
      if (spec.delayMs) setTimeout(reply, spec.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  h = await startHarness({
    // Behind one proxy: the client address siteverify gets as remoteip is X-Forwarded-For's.
    ops: createOps({ trustProxyHops: 1 }),
    captcha: createRecaptchaVerifier({
      secret: SECRET,
      minScore: 0.5,
      // The fallback of RECAPTCHA_HOSTNAMES: the hosts of the brokers' RegistrationUrl.
      hostnames: () => brokerRegistrationHostnames(h.database.db),
      verifyUrl,
      timeoutMs: 500,
    }),
  });
});
afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const CLIENT_IP = '198.51.100.23';
const createUser = (RecaptchaToken?: string) =>
  h.call('POST', '/v2/users?applicationType=Individual&brokerCode=SVR', {
    body: { Email: uniqueEmail(), Password: PASSWORD, TrackingDetails: TRACKING, RecaptchaToken },
    headers: { 'X-Forwarded-For': CLIENT_IP },
  });
const usernames = (recaptchaToken: string) =>
  h.call(
    'GET',
    `/v2/users/usernames?email=existing%40example.com&brokerCode=SVR&recaptchaToken=${encodeURIComponent(recaptchaToken)}`,
  );

describe('create user (action signup) with the reCAPTCHA verifier', () => {
  it.each([
    ['success false', tokenFor({ success: false, 'error-codes': ['timeout-or-duplicate'] })],
    ['a low score', pass('signup', { score: 0.3 })],
    ['no score', pass('signup', { score: undefined })],
    ['another action (a token solved for the e-mail check)', pass('email_check')],
    ['a host name that is not a broker’s', pass('signup', { hostname: 'evil.example.com' })],
    ['a verifier answering 500', tokenFor({ success: true }, { status: 500 })],
    [
      'a verifier slower than the timeout',
      tokenFor(
        { success: true, score: 0.9, action: 'signup', hostname: SVR_HOST },
        { delayMs: 1500 },
      ),
    ],
    ['the sandbox answer', SANDBOX_CAPTCHA_PASS],
  ])('refuses %s: 400 InvalidRecaptchaToken on RecaptchaToken', async (_label, token) => {
    const r = await createUser(token);
    expect(r.status, r.text).toBe(400);
    expect(firstError(r)).toMatchObject({
      Code: 'InvalidRecaptchaToken',
      Context: 'RecaptchaToken',
    });
  });

  it('refuses a missing token without asking siteverify', async () => {
    const before = received.length;
    expect(firstError(await createUser()).Code).toBe('InvalidRecaptchaToken');
    expect(received.length).toBe(before);
  });

  it('a passing token proceeds (201); siteverify got the secret and the token form-encoded', async () => {
    const token = pass('signup', { score: 0.5, hostname: SVR_HOST.toUpperCase() });
    const r = await createUser(token);
    expect(r.status, r.text).toBe(201);
    expect(createUserResponse.parse(r.json).IsExistingUser).toBe(false);
    const last = received[received.length - 1];
    expect(last.contentType).toBe('application/x-www-form-urlencoded');
    expect(last.form.get('secret')).toBe(SECRET);
    expect(last.form.get('response')).toBe(token);
    expect(last.form.get('remoteip')).toBe(CLIENT_IP);
  });

  it('a broker with the captcha off is not asked (HAA)', async () => {
    const before = received.length;
    const r = await h.call('POST', '/v2/users?applicationType=Individual', {
      body: { Email: uniqueEmail(), Password: PASSWORD, TrackingDetails: TRACKING },
    });
    expect(r.status).toBe(201);
    expect(received.length).toBe(before);
  });
});

describe('the e-mail check (action email_check) with the reCAPTCHA verifier', () => {
  it('refuses a failing token with InvalidRecaptchaToken on recaptchaToken; a passing one answers the usernames', async () => {
    for (const bad of [
      tokenFor({ success: false }),
      pass('email_check', { score: 0.1 }),
      pass('signup'),
      pass('email_check', { hostname: 'localhost' }),
    ]) {
      const r = await usernames(bad);
      expect(r.status, r.text).toBe(400);
      expect(firstError(r)).toMatchObject({
        Code: 'InvalidRecaptchaToken',
        Context: 'recaptchaToken',
      });
    }
    const ok = await usernames(pass('email_check'));
    expect(ok.status, ok.text).toBe(200);
    expect(usernamesResponse.parse(ok.json).Usernames).toContain('existing@example.com');
  });
});

describe('verifiers and the environment', () => {
  it('the sandbox accepts only its answer, for any action', async () => {
    const s = createSandboxCaptcha();
    expect(await s.verify(SANDBOX_CAPTCHA_PASS, { action: 'signup' })).toBe(true);
    expect(await s.verify(SANDBOX_CAPTCHA_PASS, { action: 'email_check' })).toBe(true);
    for (const t of ['', 'wrong', null, undefined])
      expect(await s.verify(t, { action: 'signup' })).toBe(false);
  });

  it('an injected fetch sees remoteip; a wrong secret or a network error refuses', async () => {
    const calls: URLSearchParams[] = [];
    const answer = { success: true, score: 0.7, action: 'signup', hostname: 'wizard.example.com' };
    const v = createRecaptchaVerifier({
      secret: SECRET,
      hostnames: ['Wizard.Example.com'],
      fetch: async (_url, init) => {
        calls.push(new URLSearchParams(String(init?.body)));
        return Response.json(answer);
      },
    });
    const token = 'x'.repeat(40);
    expect(await v.verify(token, { action: 'signup', remoteIp: '203.0.113.9' })).toBe(true);
    expect(calls[0].get('remoteip')).toBe('203.0.113.9');
    expect(await v.verify(token, { action: 'email_check' })).toBe(false);
    const down = createRecaptchaVerifier({
      secret: SECRET,
      hostnames: ['wizard.example.com'],
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await down.verify(token, { action: 'signup' })).toBe(false);
    const wrongSecret = createRecaptchaVerifier({
      secret: 'not-the-secret',
      hostnames: [SVR_HOST],
      verifyUrl,
    });
    expect(await wrongSecret.verify(pass('signup'), { action: 'signup' })).toBe(false);
  });

  it('captchaFromConfig: the sandbox without RECAPTCHA_SECRET, reCAPTCHA with it; a bad RECAPTCHA_MIN_SCORE refuses the start', async () => {
    const sandbox = captchaFromConfig(cfg({}), h.database.db);
    expect(await sandbox.verify(SANDBOX_CAPTCHA_PASS, { action: 'signup' })).toBe(true);
    // With the secret, the sandbox answer no longer passes (it is not a reCAPTCHA token).
    const withSecret = cfg({ RECAPTCHA_SECRET: SECRET });
    expect(withSecret.recaptcha).toEqual({ minScore: 0.5, hostnames: [] });
    const real = captchaFromConfig(withSecret, h.database.db);
    expect(await real.verify(SANDBOX_CAPTCHA_PASS, { action: 'signup' })).toBe(false);
    for (const RECAPTCHA_MIN_SCORE of ['2', '-0.1', 'high'])
      expect(() => cfg({ RECAPTCHA_SECRET: SECRET, RECAPTCHA_MIN_SCORE })).toThrow(StartupError);
    expect(cfg({ RECAPTCHA_MIN_SCORE: '0.7', RECAPTCHA_HOSTNAMES: 'a.b, c.d' }).recaptcha).toEqual({
      minScore: 0.7,
      hostnames: ['a.b', 'c.d'],
    });
    expect(await brokerRegistrationHostnames(h.database.db)).toContain(SVR_HOST);
  });

  it('captchaFromConfig in production without RECAPTCHA_SECRET and without captcha named fails closed', async () => {
    const closed = captchaFromConfig(
      { recaptchaSecret: null, recaptcha: { minScore: 0.5, hostnames: [] } },
      h.database.db,
      false,
    );
    expect(await closed.verify(SANDBOX_CAPTCHA_PASS, { action: 'signup' })).toBe(false);
    expect(await closed.verify('anything', { action: 'email_check' })).toBe(false);
  });
});
