/**
 * Contract tests of the rest of doc 1 §7.2: plain user, generate, password reset token and new
 * password (rpt tokens: TokenHasExpired / TokenDoesNotMatch / InvalidToken), uids/emails
 * (encrypted e-mail round trip), captcha when the broker turns it on, and the old-portal 302
 * (docs/sandbox.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponse,
  jwtClaims,
  NULL_GUID,
  tokensResponse,
  userEmailsResponse,
  userUidsResponse,
} from '../../services/api/contract';
import { brokers, passwordResetTokens, sandboxOutbox, users } from '../../server/db/schema';
import { OLD_PORTAL_URL, SANDBOX_CAPTCHA_PASS } from '../../server/providers/sandbox-users';
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

/** The newest reset token the sandbox outbox holds for an e-mail. */
async function lastResetToken(email: string): Promise<string> {
  const [row] = await h.database.db
    .select()
    .from(sandboxOutbox)
    .where(eq(sandboxOutbox.recipient, email))
    .orderBy(desc(sandboxOutbox.id))
    .limit(1);
  return String(openedMail(h, row).data.PasswordResetToken);
}

const login = (Email: string, Password: string) =>
  h.call('POST', '/v2/authenticate', { body: { Email, Password } });

describe('POST /v2/users/plain', () => {
  it('creates a user without an application: 201 tokens naming the all-zero ApplicationUid', async () => {
    const email = uniqueEmail('plain');
    const r = await h.call('POST', '/v2/users/plain', {
      body: { Email: email, Password: PASSWORD },
    });
    expect(r.status).toBe(201);
    const claims = jwtClaims.parse(decodeJwt(tokensResponse.parse(r.json).JwtToken));
    expect(claims).toMatchObject({
      Email: email,
      ApplicationUid: NULL_GUID,
      JwtTokenType: 'Regular',
    });
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('refuses an existing e-mail, a weak password and a malformed e-mail', async () => {
    const email = uniqueEmail();
    await h.register(email);
    expect(
      firstError(
        await h.call('POST', '/v2/users/plain', { body: { Email: email, Password: PASSWORD } }),
      ),
    ).toMatchObject({
      Code: 'UsernameAlreadyExists',
      Context: 'Email',
    });
    expect(
      firstError(
        await h.call('POST', '/v2/users/plain', {
          body: { Email: uniqueEmail(), Password: 'short' },
        }),
      ).Code,
    ).toBe('PasswordIsInvalid');
    expect(
      firstError(
        await h.call('POST', '/v2/users/plain', { body: { Email: 'nope', Password: PASSWORD } }),
      ).Code,
    ).toBe('EmailAddressIsInvalid');
  });
});

describe('POST /v2/authenticate/authenticate/generate', () => {
  it('answers new tokens carrying PortalLogonUid and the current application', async () => {
    const reg = await h.register();
    const r = await h.call('POST', '/v2/authenticate/authenticate/generate', {
      body: { JwtToken: reg.token },
    });
    expect(r.status).toBe(200);
    const claims = jwtClaims.parse(decodeJwt(tokensResponse.parse(r.json).JwtToken));
    expect(claims.PortalLogonUid).toBe(reg.claims.LogonUid);
    expect(claims.ApplicationUid).toBe(reg.applicationUid);
  });

  it.each([[{ JwtToken: 'a.b.c' }], [{}], ['refresh']])(
    'answers 401 InvalidToken for %j',
    async (body) => {
      const reg = await h.register();
      const r = await h.call('POST', '/v2/authenticate/authenticate/generate', {
        body: body === 'refresh' ? { JwtToken: reg.refresh } : body,
      });
      expect(r.status).toBe(401);
      expect(firstError(r).Code).toBe('InvalidToken');
    },
  );
});

describe('password reset', () => {
  it('reset_token (the wizard sends the username as the JSON body and the query) mails an rpt token; the new password then logs in, once', async () => {
    const reg = await h.register();
    const r = await h.call(
      'POST',
      `/v2/users/passwords/reset_token?username=${encodeURIComponent(reg.email)}`,
      { body: reg.email },
    );
    expect(r.status).toBe(204);
    const token = await lastResetToken(reg.email);
    expect(token).toMatch(/^rpt_[A-Za-z0-9_-]{43}$/);

    const set = await h.call('POST', '/v2/users/passwords', {
      body: { PasswordResetToken: token, NewPassword: 'NewGold2025!' },
    });
    expect(set.status).toBe(204);
    expect((await login(reg.email, 'NewGold2025!')).status).toBe(200);
    expect((await login(reg.email, PASSWORD)).status).toBe(400);

    const again = await h.call('POST', '/v2/users/passwords', {
      body: { PasswordResetToken: token, NewPassword: 'Other2025!x' },
    });
    expect(again.status).toBe(400);
    expect(firstError(again)).toMatchObject({
      Code: 'InvalidToken',
      Message: 'You already changed your password.',
      Context: 'PasswordResetToken',
    });
  });

  it('answers TokenHasExpired after an hour and TokenDoesNotMatch for an unknown token', async () => {
    const reg = await h.register();
    await h.call('POST', '/v2/users/passwords/reset_token', { body: { Username: reg.email } });
    const token = await lastResetToken(reg.email);
    const saved = h.clock.now;
    try {
      h.clock.now = new Date(saved.getTime() + 61 * 60 * 1000);
      const r = await h.call('POST', '/v2/users/passwords', {
        body: { PasswordResetToken: token, NewPassword: 'NewGold2025!' },
      });
      expect(r.status).toBe(400);
      expect(firstError(r)).toMatchObject({
        Code: 'TokenHasExpired',
        Context: 'PasswordResetToken',
      });
    } finally {
      h.clock.now = saved;
    }
    for (const bad of ['rpt_' + 'A'.repeat(43), 'garbage']) {
      const r = await h.call('POST', '/v2/users/passwords', {
        body: { PasswordResetToken: bad, NewPassword: 'NewGold2025!' },
      });
      expect(firstError(r)).toMatchObject({
        Code: 'TokenDoesNotMatch',
        Context: 'PasswordResetToken',
      });
    }
  });

  it('a refused new password leaves the token usable and the old password in place', async () => {
    const reg = await h.register();
    await h.call(
      'POST',
      `/v2/users/passwords/reset_token?username=${encodeURIComponent(reg.email)}`,
    );
    const token = await lastResetToken(reg.email);
    for (const NewPassword of ['weak', reg.email]) {
      const r = await h.call('POST', '/v2/users/passwords', {
        body: { PasswordResetToken: token, NewPassword },
      });
      expect(r.status).toBe(400);
      expect(firstError(r)).toMatchObject({ Code: 'PasswordIsInvalid', Context: 'NewPassword' });
    }
    expect((await login(reg.email, PASSWORD)).status).toBe(200);
    expect(
      (
        await h.call('POST', '/v2/users/passwords', {
          body: { PasswordResetToken: token, NewPassword: 'NewGold2025!' },
        })
      ).status,
    ).toBe(204);
  });

  it('a new reset request ends the older link: TokenHasExpired, the newest one works (issue 20)', async () => {
    const reg = await h.register();
    const request = () =>
      h.call('POST', '/v2/users/passwords/reset_token', { body: { Username: reg.email } });
    const use = (PasswordResetToken: string, NewPassword: string) =>
      h.call('POST', '/v2/users/passwords', { body: { PasswordResetToken, NewPassword } });
    expect((await request()).status).toBe(204);
    const older = await lastResetToken(reg.email);
    expect((await request()).status).toBe(204);
    const newer = await lastResetToken(reg.email);
    expect(newer).not.toBe(older);
    const refused = await use(older, 'NewGold2025!');
    expect(refused.status).toBe(400);
    expect(firstError(refused)).toMatchObject({
      Code: 'TokenHasExpired',
      Context: 'PasswordResetToken',
    });
    expect((await login(reg.email, PASSWORD)).status).toBe(200);
    expect((await use(newer, 'NewGold2025!')).status).toBe(204);
    expect(firstError(await use(older, 'Other2025!x')).Code).toBe('TokenHasExpired');
    expect((await login(reg.email, 'NewGold2025!')).status).toBe(200);
  });

  it('a completed reset ends every other unused reset link of the user (issue 20)', async () => {
    const reg = await h.register();
    const [user] = await h.database.db.select().from(users).where(eq(users.email, reg.email));
    // A second live link of the same user (as two concurrent requests could leave behind).
    const leftover = `rpt_${randomBytes(32).toString('base64url')}`;
    await h.database.db.insert(passwordResetTokens).values({
      tokenHash: createHash('sha256').update(leftover).digest('hex'),
      userUid: user.uid,
      expiresAt: new Date(h.clock.now.getTime() + 60 * 60 * 1000),
    });
    const mailed = `rpt_${randomBytes(32).toString('base64url')}`;
    await h.database.db.insert(passwordResetTokens).values({
      tokenHash: createHash('sha256').update(mailed).digest('hex'),
      userUid: user.uid,
      expiresAt: new Date(h.clock.now.getTime() + 60 * 60 * 1000),
    });
    const set = await h.call('POST', '/v2/users/passwords', {
      body: { PasswordResetToken: mailed, NewPassword: 'NewGold2025!' },
    });
    expect(set.status, set.text).toBe(204);
    const r = await h.call('POST', '/v2/users/passwords', {
      body: { PasswordResetToken: leftover, NewPassword: 'Other2025!x' },
    });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: 'TokenHasExpired', Context: 'PasswordResetToken' });
    expect((await login(reg.email, 'NewGold2025!')).status).toBe(200);
  });

  it('reset_token answers UsernameIsNullOrEmpty and UsernameDoesNotExist', async () => {
    const empty = await h.call('POST', '/v2/users/passwords/reset_token', { body: '' });
    expect(empty.status).toBe(400);
    expect(firstError(empty)).toMatchObject({ Code: 'UsernameIsNullOrEmpty', Context: 'Username' });
    const unknown = await h.call(
      'POST',
      '/v2/users/passwords/reset_token?username=nobody.here%40example.com',
    );
    expect(firstError(unknown)).toMatchObject({
      Code: 'UsernameDoesNotExist',
      Context: 'Username',
    });
  });
});

describe('GET /v2/users/uids and /v2/users/emails', () => {
  it('round-trips an e-mail through its encrypted form', async () => {
    const u = await h.call('GET', '/v2/users/uids?email=Someone%40Example.com');
    expect(u.status).toBe(200);
    const { Uid } = userUidsResponse.parse(u.json);
    expect(Uid).not.toContain('someone');
    const e = await h.call('GET', `/v2/users/emails?uid=${Uid}`);
    expect(e.status).toBe(200);
    expect(userEmailsResponse.parse(e.json).Email).toBe('someone@example.com');
  });

  it('refuses a bad e-mail (EmailNotValid) and a tampered uid (UidIsInvalid)', async () => {
    expect(firstError(await h.call('GET', '/v2/users/uids?email=bad')).Code).toBe('EmailNotValid');
    const { Uid } = (await h.call('GET', '/v2/users/uids?email=a%40example.com')).json;
    const tampered = (Uid[5] === 'A' ? 'B' : 'A') + Uid.slice(1);
    for (const uid of [
      tampered.slice(0, 5) + Uid.slice(5, 10).split('').reverse().join('') + Uid.slice(10),
      'x',
      '',
    ]) {
      const r = await h.call('GET', `/v2/users/emails?uid=${uid}`);
      expect(r.status).toBe(400);
      expect(firstError(r)).toMatchObject({ Code: 'UidIsInvalid', Context: 'uid' });
    }
  });
});

describe('captcha (broker EnableGoogleReCaptcha on)', () => {
  it('create user needs the sandbox captcha answer', async () => {
    const [haa] = await h.database.db.select().from(brokers).where(eq(brokers.code, 'HAA'));
    await h.database.db.insert(brokers).values({
      code: 'CAPT',
      name: 'Captcha Broker',
      settings: { ...haa.settings, BrokerCode: 'CAPT', EnableGoogleReCaptcha: true },
    });
    for (const RecaptchaToken of [undefined, '', 'wrong']) {
      const r = await h.call('POST', '/v2/users?applicationType=Individual&brokerCode=CAPT', {
        body: {
          Email: uniqueEmail(),
          Password: PASSWORD,
          TrackingDetails: TRACKING,
          RecaptchaToken,
        },
      });
      expect(r.status).toBe(400);
      expect(firstError(r)).toMatchObject({
        Code: 'InvalidRecaptchaToken',
        Context: 'RecaptchaToken',
      });
    }
    const ok = await h.call('POST', '/v2/users?applicationType=Individual&brokerCode=CAPT', {
      body: {
        Email: uniqueEmail(),
        Password: PASSWORD,
        TrackingDetails: TRACKING,
        RecaptchaToken: SANDBOX_CAPTCHA_PASS,
      },
    });
    expect(ok.status).toBe(201);
    // HAA has the captcha off: no token needed.
    expect(
      (
        await h.call('POST', '/v2/users?applicationType=Individual', {
          body: { Email: uniqueEmail(), Password: PASSWORD, TrackingDetails: TRACKING },
        })
      ).status,
    ).toBe(201);
  });
});

describe('old portal (302)', () => {
  it.each([
    ['GET', '/v2/users/usernames?email=legacy%40example.com', undefined, 'legacy@example.com'],
    [
      'POST',
      '/v2/users?applicationType=Individual',
      { Email: 'ann@old-portal.example.com', Password: PASSWORD, TrackingDetails: TRACKING },
      'ann@old-portal.example.com',
    ],
    [
      'POST',
      '/v2/users/plain',
      { Email: 'bob@old-portal.example.com', Password: PASSWORD },
      'bob@old-portal.example.com',
    ],
    [
      'POST',
      '/v2/authenticate',
      { Email: 'legacy@example.com', Password: 'whatever1A' },
      'legacy@example.com',
    ],
  ])(
    '%s %s answers 302 to the old portal with the encrypted e-mail, creating nothing',
    async (method, path, body, email) => {
      const before = (await h.database.db.select().from(users)).length;
      const r = await h.call(method, path, { body });
      expect(r.status).toBe(302);
      const location = r.headers.get('Location') ?? '';
      expect(location.startsWith(`${OLD_PORTAL_URL}/r/start?user=`)).toBe(true);
      // Not in the clear (a 3-letter local part could appear in random ciphertext by chance).
      expect(location).not.toContain(email);
      expect(location).not.toContain(encodeURIComponent(email));
      expect(errorResponse.parse(r.json).Errors[0]).toMatchObject({
        Code: 'UserIsOnOldPortal',
        Context: 'Email',
      });
      const user = new URL(location).searchParams.get('user');
      expect((await h.call('GET', `/v2/users/emails?uid=${user}`)).json.Email).toBe(email);
      expect((await h.database.db.select().from(users)).length).toBe(before);
    },
  );
});
