/**
 * Issue 12 — sessions (server/auth/sessions.ts): logout revokes the refresh-token family and its
 * access tokens; refresh rotation with reuse detection (a replayed refresh token revokes the
 * family); a password reset ends every session of the user; an absolute lifetime of 12 h; and the
 * common-password blocklist beside the spec's password rule on registration and reset.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOutbox } from '../../server/db/schema';
import {
  firstError,
  openedMail,
  PASSWORD,
  startHarness,
  TRACKING,
  uniqueEmail,
  type Harness,
} from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

type Pair = { token: string; refresh: string };
const refresh = (p: Pair) =>
  h.call('POST', '/v2/authenticate/authenticate/refresh', {
    body: { JwtToken: p.token, JwtRefreshToken: p.refresh },
  });
const pairOf = (json: { JwtToken: string; JwtRefreshToken: string }): Pair => ({
  token: json.JwtToken,
  refresh: json.JwtRefreshToken,
});
const readApp = (token: string, applicationUid: string) =>
  h.call('GET', `/v2/applications/${applicationUid}`, { token });
const login = async (email: string, password = PASSWORD): Promise<Pair> => {
  const r = await h.call('POST', '/v2/authenticate', {
    body: { Email: email, Password: password },
  });
  expect(r.status).toBe(200);
  return pairOf(r.json);
};

describe('logout', () => {
  it('POST /v2/authenticate/logout {JwtRefreshToken} ends the session: its access token and refresh token answer 401', async () => {
    const reg = await h.register();
    const other = await login(reg.email); // a second session stays
    expect((await readApp(reg.token, reg.applicationUid)).status).toBe(200);
    const out = await h.call('POST', '/v2/authenticate/logout', {
      body: { JwtRefreshToken: reg.refresh },
    });
    expect(out.status).toBe(204);
    expect(firstError(await readApp(reg.token, reg.applicationUid)).Code).toBe('InvalidToken');
    expect((await refresh(reg)).status).toBe(401);
    expect((await readApp(other.token, reg.applicationUid)).status).toBe(200);
    // Idempotent: again, or with garbage, 204.
    expect(
      (await h.call('POST', '/v2/authenticate/logout', { body: { JwtRefreshToken: reg.refresh } }))
        .status,
    ).toBe(204);
    expect(
      (await h.call('POST', '/v2/authenticate/logout', { body: { JwtRefreshToken: 'x.y.z' } }))
        .status,
    ).toBe(204);
  });

  it('with the bearer token only, ends that session', async () => {
    const reg = await h.register();
    expect((await h.call('POST', '/v2/authenticate/logout', { token: reg.token })).status).toBe(
      204,
    );
    expect((await readApp(reg.token, reg.applicationUid)).status).toBe(401);
    expect((await refresh(reg)).status).toBe(401);
  });
});

describe('refresh rotation', () => {
  it('a refresh token works once; replaying a spent one revokes the whole family', async () => {
    const reg = await h.register();
    const r1 = await refresh(reg);
    expect(r1.status).toBe(200);
    const second = pairOf(r1.json);
    expect(second.refresh).not.toBe(reg.refresh);
    const r2 = await refresh(second);
    expect(r2.status).toBe(200);
    const third = pairOf(r2.json);
    expect((await readApp(third.token, reg.applicationUid)).status).toBe(200);

    // The first refresh token again: a replay.
    expect(firstError(await refresh(reg)).Code).toBe('InvalidToken');
    // The family is gone: the newest pair too.
    expect((await refresh(third)).status).toBe(401);
    expect((await readApp(third.token, reg.applicationUid)).status).toBe(401);
    // Another session of the user is not touched.
    const fresh = await login(reg.email);
    expect((await readApp(fresh.token, reg.applicationUid)).status).toBe(200);
  });

  it('two concurrent refreshes with one token: at most one wins', async () => {
    const reg = await h.register();
    const [a, b] = await Promise.all([refresh(reg), refresh(reg)]);
    expect([a.status, b.status].filter((s) => s === 200).length).toBeLessThanOrEqual(1);
  });
});

describe('password reset', () => {
  it('a new password ends every session of the user; the new password logs in', async () => {
    const reg = await h.register();
    const second = await login(reg.email);
    expect(
      (
        await h.call(
          'POST',
          `/v2/users/passwords/reset_token?username=${encodeURIComponent(reg.email)}`,
        )
      ).status,
    ).toBe(204);
    const [mail] = await h.database.db
      .select()
      .from(sandboxOutbox)
      .where(eq(sandboxOutbox.recipient, reg.email))
      .orderBy(desc(sandboxOutbox.id))
      .limit(1);
    const NEW = 'Harbor7#Quill';
    const done = await h.call('POST', '/v2/users/passwords', {
      body: {
        PasswordResetToken: String(openedMail(h, mail).data.PasswordResetToken),
        NewPassword: NEW,
      },
    });
    expect(done.status).toBe(204);
    for (const p of [reg, second]) {
      expect((await readApp(p.token, reg.applicationUid)).status).toBe(401);
      expect((await refresh(p)).status).toBe(401);
    }
    const after = await login(reg.email, NEW);
    expect((await readApp(after.token, reg.applicationUid)).status).toBe(200);
  });
});

describe('absolute lifetime', () => {
  it('refresh works until 12 h after the login, never after; tokens never outlive the session', async () => {
    const reg = await h.register();
    const started = h.clock.now;
    try {
      h.clock.now = new Date(started.getTime() + 11.5 * 3_600_000);
      const r = await refresh(reg);
      expect(r.status).toBe(200);
      const late = pairOf(r.json);
      const exp = (t: string) =>
        JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString()).exp as number;
      const end = Math.floor(started.getTime() / 1000) + 12 * 3600;
      expect(exp(late.token)).toBe(
        Math.min(end, Math.floor(h.clock.now.getTime() / 1000) + 20 * 60),
      );
      expect(exp(late.refresh)).toBe(end);
      h.clock.now = new Date(started.getTime() + 12 * 3_600_000 + 60_000);
      expect((await refresh(late)).status).toBe(401);
      // generate cannot extend it either.
      h.clock.now = new Date(started.getTime() + 11.6 * 3_600_000);
      const g = await h.call('POST', '/v2/authenticate/authenticate/generate', {
        body: { JwtToken: late.token },
      });
      expect(g.status).toBe(200);
      expect(exp(g.json.JwtRefreshToken)).toBe(end);
    } finally {
      h.clock.now = started;
    }
  });
});

describe('common-password blocklist', () => {
  it.each(['Password123!', 'Qwerty123!', 'Welcome1!'])(
    'registration refuses %s with PasswordIsInvalid',
    async (Password) => {
      const r = await h.call(
        'POST',
        '/v2/users?applicationType=Individual&registrationFlowType=1',
        {
          body: { Email: uniqueEmail(), Password, TrackingDetails: TRACKING },
        },
      );
      expect(r.status).toBe(400);
      expect(firstError(r)).toMatchObject({
        Code: 'PasswordIsInvalid',
        Context: 'Password',
        Message: 'fields.errors.validation.passwordTooCommon',
      });
    },
  );

  it('accepts a strong password; the reset and the plain user refuse a common one', async () => {
    const strong = await h.call(
      'POST',
      '/v2/users?applicationType=Individual&registrationFlowType=1',
      {
        body: { Email: uniqueEmail(), Password: 'Harbor7#Quill', TrackingDetails: TRACKING },
      },
    );
    expect(strong.status).toBe(201);
    const plain = await h.call('POST', '/v2/users/plain', {
      body: { Email: uniqueEmail(), Password: 'Welcome1!' },
    });
    expect(firstError(plain).Code).toBe('PasswordIsInvalid');
    const reset = await h.call('POST', '/v2/users/passwords', {
      body: { PasswordResetToken: 'rpt_x', NewPassword: 'Qwerty123!' },
    });
    expect(firstError(reset)).toMatchObject({ Code: 'PasswordIsInvalid', Context: 'NewPassword' });
  });
});
