/**
 * Issue 12 — rate limits and progressive lockout (server/http/rate-limit.ts): 429 TooManyRequests
 * with Retry-After per client and per account on login (customers and sales agents), e-mail
 * check, registration, reset requests and invitation look-ups; wrong passwords lock an account
 * with growing waits, a successful login clears them; two app instances on one database share
 * the counters (RateLimiterDrizzle; on PGlite here, on PostgreSQL under `npm run test:pg`).
 *
 * Clients are told apart by X-Forwarded-For (trustProxyHops 1). The lockout waits are 1–4 s so
 * the real clock of the limiter can run them out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createTokenService } from '../../server/auth/tokens';
import { sandboxSalesAgentEmail, SANDBOX_SALES_PASSWORD } from '../../server/db/sales';
import {
  createRateLimits,
  DEFAULT_RATE_POLICY,
  scaledPolicy,
  type RateLimitPolicy,
} from '../../server/http/rate-limit';
import {
  firstError,
  PASSWORD,
  startHarness,
  TEST_SECRET,
  TRACKING,
  uniqueEmail,
  type CallResult,
  type Harness,
} from './helpers';

const POLICY: RateLimitPolicy = {
  actions: {
    login: { client: { points: 6, durationS: 600 } },
    emailCheck: { client: { points: 4, durationS: 600 }, account: { points: 2, durationS: 600 } },
    registration: {
      client: { points: 3, durationS: 3600 },
      account: { points: 2, durationS: 3600 },
    },
    resetRequest: {
      client: { points: 5, durationS: 3600 },
      account: { points: 2, durationS: 3600 },
    },
    resetUse: { client: { points: 3, durationS: 3600 } },
    invitation: { client: { points: 2, durationS: 600 } },
  },
  lockout: { failuresBeforeLock: 3, baseDelayS: 1, maxDelayS: 4, memoryS: 3600 },
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ limits: createRateLimits({ policy: POLICY, trustProxyHops: 1 }) });
});
afterAll(() => h.close());

let ipCounter = 0;
/** A fresh client address for one test. */
const newIp = () => `203.0.113.${(ipCounter += 1)}`;
const from = (ip: string) => ({ 'X-Forwarded-For': `198.51.100.7, ${ip}` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const login = (ip: string, Email: string, Password: string) =>
  h.call('POST', '/v2/authenticate', { body: { Email, Password }, headers: from(ip) });
const emailCheck = (ip: string, email: string) =>
  h.call('GET', `/v2/users/usernames?email=${encodeURIComponent(email)}`, { headers: from(ip) });
const registerFrom = (ip: string, email: string) =>
  h.call('POST', '/v2/users?applicationType=Individual&registrationFlowType=1', {
    body: { Email: email, Password: PASSWORD, TrackingDetails: TRACKING },
    headers: from(ip),
  });

function expect429(r: CallResult): number {
  expect(r.status).toBe(429);
  expect(firstError(r)).toMatchObject({ Code: 'TooManyRequests', Context: null });
  const seconds = Number(r.headers.get('Retry-After'));
  expect(Number.isInteger(seconds) && seconds >= 1).toBe(true);
  expect(firstError(r).Message).toContain(`${seconds} second`);
  return seconds;
}

describe('per client', () => {
  it('login: the 7th attempt from one address answers 429 with Retry-After; another address is not affected', async () => {
    const ip = newIp();
    for (let i = 0; i < 6; i += 1)
      expect((await login(ip, uniqueEmail('nobody'), 'Wrong-one1')).status).toBe(400);
    expect429(await login(ip, uniqueEmail('nobody'), 'Wrong-one1'));
    expect((await login(newIp(), uniqueEmail('nobody'), 'Wrong-one1')).status).toBe(400);
  });

  it('registration: the 4th from one address answers 429 (also the upgrade and plain variants count)', async () => {
    const ip = newIp();
    expect((await registerFrom(ip, uniqueEmail())).status).toBe(201);
    expect(
      (
        await h.call('POST', '/v2/users/plain', {
          body: { Email: uniqueEmail(), Password: PASSWORD },
          headers: from(ip),
        })
      ).status,
    ).toBe(201);
    expect((await registerFrom(ip, uniqueEmail())).status).toBe(201);
    expect429(await registerFrom(ip, uniqueEmail()));
    expect((await registerFrom(newIp(), uniqueEmail())).status).toBe(201);
  });

  it('e-mail check: the 5th from one address answers 429; the spec answer (the usernames) is kept until then', async () => {
    const ip = newIp();
    const r = await emailCheck(ip, 'existing@example.com');
    expect(r.json).toEqual({ Usernames: ['existing@example.com', 'existing.gold'] });
    for (let i = 0; i < 3; i += 1) expect((await emailCheck(ip, uniqueEmail())).status).toBe(200);
    expect429(await emailCheck(ip, uniqueEmail()));
  });

  it('invitation look-ups: the 3rd from one address answers 429', async () => {
    const ip = newIp();
    const look = () =>
      h.call('GET', '/v2/sales/applications/invitations?invitationToken=inv_nothing', {
        headers: from(ip),
      });
    expect((await look()).status).toBe(400);
    expect((await look()).status).toBe(400);
    expect429(await look());
  });

  it('new password with a reset token: the 4th from one address answers 429', async () => {
    const ip = newIp();
    const use = () =>
      h.call('POST', '/v2/users/passwords', {
        body: { PasswordResetToken: 'rpt_x', NewPassword: PASSWORD },
        headers: from(ip),
      });
    for (let i = 0; i < 3; i += 1) expect((await use()).status).toBe(400);
    expect429(await use());
  });
});

describe('per account', () => {
  it('e-mail check: the 3rd look-up of one e-mail answers 429 from any address', async () => {
    const email = uniqueEmail();
    expect((await emailCheck(newIp(), email)).status).toBe(200);
    expect((await emailCheck(newIp(), email.toUpperCase())).status).toBe(200);
    expect429(await emailCheck(newIp(), email));
    expect((await emailCheck(newIp(), uniqueEmail())).status).toBe(200);
  });

  it('registration: UsernameAlreadyExists stays the answer; two attempts per e-mail (the registration is one), then 429', async () => {
    const { email } = await h.register();
    expect(firstError(await registerFrom(newIp(), email)).Code).toBe('UsernameAlreadyExists');
    expect429(await registerFrom(newIp(), email));
    expect429(await registerFrom(newIp(), email.toUpperCase()));
  });

  it('reset requests: 2 mails per account, then 429 from any address', async () => {
    const { email } = await h.register();
    const ask = () =>
      h.call('POST', `/v2/users/passwords/reset_token?username=${encodeURIComponent(email)}`, {
        headers: from(newIp()),
      });
    expect((await ask()).status).toBe(204);
    expect((await ask()).status).toBe(204);
    expect429(await ask());
  });
});

describe('progressive lockout', () => {
  it('locks after the 3rd wrong password, longer after the next one, refuses even the right password meanwhile, and a success resets the count', async () => {
    const { email } = await h.register();
    const wrong = () => login(newIp(), email, 'Wrong-pass1');
    const right = () => login(newIp(), email, PASSWORD);
    expect(firstError(await wrong()).Code).toBe('InvalidCredentials');
    expect(firstError(await wrong()).Code).toBe('InvalidCredentials');
    expect(firstError(await wrong()).Code).toBe('InvalidCredentials'); // 3rd: locked for 1 s
    expect(expect429(await right())).toBe(1);
    await sleep(1100);
    expect(firstError(await wrong()).Code).toBe('InvalidCredentials'); // 4th: locked for 2 s
    expect(expect429(await right())).toBe(2);
    await sleep(2100);
    expect(firstError(await wrong()).Code).toBe('InvalidCredentials'); // 5th: 4 s (the maximum)
    expect(expect429(await wrong())).toBe(4);
    await sleep(4100);
    expect((await right()).status).toBe(200);
    // The success cleared the count: two wrong passwords are free again.
    expect(firstError(await wrong()).Code).toBe('InvalidCredentials');
    expect(firstError(await wrong()).Code).toBe('InvalidCredentials');
    expect((await right()).status).toBe(200);
  }, 20_000);

  it('locks a sales agent the same way, and an unknown username too', async () => {
    const agent = sandboxSalesAgentEmail('HAA');
    for (let i = 0; i < 3; i += 1)
      expect(firstError(await login(newIp(), agent, 'Wrong-pass1')).Code).toBe(
        'InvalidCredentials',
      );
    expect429(await login(newIp(), agent, SANDBOX_SALES_PASSWORD));
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i += 1)
      expect(firstError(await login(newIp(), ghost, 'Wrong-pass1')).Code).toBe(
        'InvalidCredentials',
      );
    expect429(await login(newIp(), ghost, 'Wrong-pass1'));
    await sleep(1100);
    expect((await login(newIp(), agent, SANDBOX_SALES_PASSWORD)).status).toBe(200);
  }, 10_000);
});

describe('shared store', () => {
  it('two app instances on one database share one count (rate_limits table)', async () => {
    const policy = {
      ...POLICY,
      actions: { ...POLICY.actions, emailCheck: { client: { points: 3, durationS: 600 } } },
    };
    const instance = () =>
      createApp({
        db: h.database.db,
        tokens: createTokenService(TEST_SECRET),
        limits: createRateLimits({ policy, store: { db: h.database.db }, trustProxyHops: 1 }),
      });
    const [a, b] = [instance(), instance()];
    const ip = newIp();
    const check = (app: typeof a) =>
      app.request(`/v2/users/usernames?email=${encodeURIComponent(uniqueEmail())}`, {
        headers: from(ip),
      });
    expect((await check(a)).status).toBe(200);
    expect((await check(b)).status).toBe(200);
    expect((await check(a)).status).toBe(200);
    const refused = await check(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(500);
  });
});

describe('policy', () => {
  it('scaledPolicy multiplies every allowance and the free wrong passwords', () => {
    const p = scaledPolicy(100);
    expect(p.actions.registration.client.points).toBe(
      DEFAULT_RATE_POLICY.actions.registration.client.points * 100,
    );
    expect(p.actions.emailCheck.account?.points).toBe(
      DEFAULT_RATE_POLICY.actions.emailCheck.account!.points * 100,
    );
    expect(p.lockout.failuresBeforeLock).toBe(500);
    expect(p.lockout.maxDelayS).toBe(DEFAULT_RATE_POLICY.lockout.maxDelayS);
  });
});
