/** Contract tests: usernames, create user, authenticate, refresh, bearer handling (doc 1 §7.2, §8). */
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUserResponse,
  errorResponse,
  jwtClaims,
  NULL_GUID,
  tokensResponse,
  usernamesResponse,
} from '../../services/api/contract';
import { applications, users } from '../../server/db/schema';
import { SANDBOX_USER } from '../../server/db/seed';
import { firstError, PASSWORD, startHarness, TRACKING, uniqueEmail, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('GET /v2/users/usernames', () => {
  it('lists the two usernames of the sandbox user', async () => {
    const r = await h.call(
      'GET',
      `/v2/users/usernames?email=${encodeURIComponent(SANDBOX_USER.email)}`,
    );
    expect(r.status).toBe(200);
    expect(usernamesResponse.parse(r.json).Usernames).toEqual([...SANDBOX_USER.usernames]);
  });

  it('answers Usernames [] for an unknown e-mail', async () => {
    const r = await h.call('GET', `/v2/users/usernames?email=${encodeURIComponent(uniqueEmail())}`);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ Usernames: [] });
  });

  it.each(['', 'not-an-email', 'a b@example.com', `${'x'.repeat(45)}@example.com`])(
    'answers 400 EmailNotValid for %j',
    async (email) => {
      const r = await h.call('GET', `/v2/users/usernames?email=${encodeURIComponent(email)}`);
      expect(r.status).toBe(400);
      expect(errorResponse.parse(r.json).Errors[0]).toMatchObject({
        Code: 'EmailNotValid',
        Context: 'Email',
      });
    },
  );
});

describe('POST /v2/users', () => {
  it('creates the user and their first application, answering tokens with the spec claims', async () => {
    const email = uniqueEmail();
    const r = await h.call(
      'POST',
      '/v2/users?applicationType=Individual&registrationFlowType=1&brokerCode=HAA',
      {
        body: { Email: email, Password: PASSWORD, TrackingDetails: TRACKING, Unknown: 'ignored' },
      },
    );
    expect(r.status).toBe(201);
    const body = createUserResponse.parse(r.json);
    expect(body.IsExistingUser).toBe(false);
    const claims = jwtClaims.parse(decodeJwt(body.JwtToken));
    expect(claims).toMatchObject({ JwtTokenType: 'Regular', Email: email });
    expect(claims.ApplicationUid).not.toBe(NULL_GUID);
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(20 * 60);
    const refresh = jwtClaims.parse(decodeJwt(body.JwtRefreshToken));
    expect(refresh.JwtTokenType).toBe('Refresh');
    // The refresh token lives until the session's absolute end, 12 h after the login (issue 12).
    expect(refresh.exp - claims.exp).toBe(12 * 3600 - 20 * 60);

    const app = await h.call('GET', `/v2/applications/${claims.ApplicationUid}`, {
      token: body.JwtToken,
    });
    expect(app.status).toBe(200);
    expect(app.json).toMatchObject({
      ApplicationType: 'Individual',
      AccountType: null,
      RegistrationFlowType: 1,
    });

    const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row.passwordHash).not.toContain(PASSWORD);
  });

  it('stores the account-type key of the chosen kind', async () => {
    const reg = await h.register(
      uniqueEmail(),
      'applicationType=IRA&iraAccountType=Roth&registrationFlowType=1',
    );
    const [row] = await h.database.db
      .select()
      .from(applications)
      .where(eq(applications.uid, reg.applicationUid));
    expect(row).toMatchObject({ applicationType: 'IRA', accountType: 'Roth' });
  });

  it('refuses an existing e-mail with UsernameAlreadyExists and leaves no second user', async () => {
    const email = uniqueEmail();
    await h.register(email);
    const r = await h.call('POST', '/v2/users?applicationType=Individual', {
      body: { Email: email.toUpperCase(), Password: PASSWORD, TrackingDetails: TRACKING },
    });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: 'UsernameAlreadyExists', Context: 'Email' });
    const rows = await h.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [
      'a malformed e-mail',
      { Email: 'bad', Password: PASSWORD, TrackingDetails: TRACKING },
      'EmailAddressIsInvalid',
      'Email',
    ],
    [
      'no e-mail',
      { Password: PASSWORD, TrackingDetails: TRACKING },
      'EmailAddressIsInvalid',
      'Email',
    ],
    [
      'a weak password',
      { Email: 'weak@example.com', Password: 'password', TrackingDetails: TRACKING },
      'PasswordIsInvalid',
      'Password',
    ],
    [
      'a password with a dash',
      { Email: 'dash@example.com', Password: 'Gold-Bar-2024', TrackingDetails: TRACKING },
      'PasswordIsInvalid',
      'Password',
    ],
    [
      'the e-mail as password',
      {
        Email: 'Abcdef1x.y@example.com',
        Password: 'Abcdef1x.y@example.com',
        TrackingDetails: TRACKING,
      },
      'PasswordIsInvalid',
      'Password',
    ],
    [
      'no TrackingDetails',
      { Email: 'nt@example.com', Password: PASSWORD },
      'TrackingDetailsModelIsNull',
      'TrackingDetails',
    ],
  ])('refuses %s with %s (Context %s) and creates nothing', async (_label, body, code, context) => {
    const before = (await h.database.db.select().from(users)).length;
    const r = await h.call('POST', '/v2/users?applicationType=Individual', { body });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: code, Context: context });
    expect((await h.database.db.select().from(users)).length).toBe(before);
  });

  it('answers 400 InvalidRequestBody for malformed JSON, 400 for an unknown account kind', async () => {
    const r = await h.call('POST', '/v2/users', { rawBody: '{"Email":' });
    expect(r.status).toBe(400);
    expect(firstError(r).Code).toBe('InvalidRequestBody');
    const k = await h.call('POST', '/v2/users?applicationType=Pension', {
      body: { Email: uniqueEmail(), Password: PASSWORD, TrackingDetails: TRACKING },
    });
    expect(k.status).toBe(400);
    expect(firstError(k)).toMatchObject({
      Code: 'applicationTypeIsInvalid',
      Context: 'applicationType',
    });
  });
});

describe('POST /v2/authenticate', () => {
  it.each(SANDBOX_USER.usernames)('logs the sandbox user in with username %s', async (username) => {
    const r = await h.call('POST', '/v2/authenticate', {
      body: { Email: username, Password: SANDBOX_USER.password, TrackingDetails: TRACKING },
    });
    expect(r.status).toBe(200);
    const claims = jwtClaims.parse(decodeJwt(tokensResponse.parse(r.json).JwtToken));
    expect(claims.Email).toBe(SANDBOX_USER.email);
    const app = await h.call('GET', `/v2/applications/${claims.ApplicationUid}`, {
      token: r.json.JwtToken,
    });
    expect(app.json.ApplicationStep).toBe('/secure/phone-number');
  });

  it.each([
    ['existing@example.com', 'Wrong-Pass-1'],
    ['nobody@example.com', SANDBOX_USER.password],
  ])('answers InvalidCredentials on Username for %s', async (username, password) => {
    const r = await h.call('POST', '/v2/authenticate', {
      body: { Email: username, Password: password },
    });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: 'InvalidCredentials', Context: 'Username' });
  });
});

describe('tokens', () => {
  it('refresh answers new tokens naming the current application', async () => {
    const reg = await h.register();
    const created = await h.call('POST', '/v2/applications', {
      token: reg.token,
      body: { ApplicationType: 'Individual' },
    });
    expect(created.status).toBe(201);
    const r = await h.call('POST', '/v2/authenticate/authenticate/refresh', {
      body: { JwtToken: reg.token, JwtRefreshToken: reg.refresh },
    });
    expect(r.status).toBe(200);
    const claims = jwtClaims.parse(decodeJwt(tokensResponse.parse(r.json).JwtToken));
    expect(claims.ApplicationUid).toBe(created.json.ApplicationUid);
    expect(claims.ApplicationUid).not.toBe(reg.applicationUid);
  });

  it('refresh refuses an access token, garbage and an empty body with 401 InvalidToken', async () => {
    const reg = await h.register();
    for (const body of [
      { JwtToken: reg.token, JwtRefreshToken: reg.token },
      { JwtToken: 'x', JwtRefreshToken: 'y' },
      {},
    ]) {
      const r = await h.call('POST', '/v2/authenticate/authenticate/refresh', { body });
      expect(r.status).toBe(401);
      expect(firstError(r).Code).toBe('InvalidToken');
    }
  });

  it('a refresh token is not a bearer token; a missing or expired one answers 401', async () => {
    const reg = await h.register();
    const path = `/v2/applications/${reg.applicationUid}`;
    expect((await h.call('GET', path, { token: reg.refresh })).status).toBe(401);
    expect((await h.call('GET', path)).status).toBe(401);
    expect(firstError(await h.call('GET', path, { token: 'not.a.jwt' })).Code).toBe('InvalidToken');
    const saved = h.clock.now;
    try {
      h.clock.now = new Date(saved.getTime() + 21 * 60 * 1000);
      const r = await h.call('GET', path, { token: reg.token });
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ Errors: [expect.objectContaining({ Code: 'InvalidToken' })] });
      // The refresh token still works 21 minutes later.
      const fresh = await h.call('POST', '/v2/authenticate/authenticate/refresh', {
        body: { JwtToken: reg.token, JwtRefreshToken: reg.refresh },
      });
      expect(fresh.status).toBe(200);
      expect((await h.call('GET', path, { token: fresh.json.JwtToken })).status).toBe(200);
    } finally {
      h.clock.now = saved;
    }
  });
});
