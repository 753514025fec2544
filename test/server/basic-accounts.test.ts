/**
 * Contract tests: basic accounts and the upgrade flow (doc 1 §4.11, §7.2 create user upgrade
 * variant and basic accounts, §7.4 create application with isUpgrade; doc 3 §4 Submission, §7
 * PATCH /v2/basic-accounts/upgrade/{applicationUid}). Sandbox holders: docs/sandbox.md
 * "Basic accounts".
 */
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationResponse,
  BASIC_ACCOUNT_UPGRADE_TYPE,
  basicAccountDetailsResponse,
  basicAccountUpgradeResponse,
  completeResponse,
  createApplicationResponse,
  createUserResponse,
  errorResponse,
  jwtClaims,
  NULL_GUID,
  tokensResponse,
} from '../../services/api/contract';
import { hashPassword } from '../../server/auth/passwords';
import { SANDBOX_BASIC_ACCOUNTS } from '../../server/db/basic-accounts';
import { insertUser } from '../../server/db/users';
import { applications, basicAccounts, trackingDetails, users } from '../../server/db/schema';
import { SANDBOX_USER } from '../../server/db/seed';
import {
  fillOwner,
  firstError,
  PASSWORD,
  startHarness,
  TRACKING,
  uniqueEmail,
  type CallResult,
  type Harness,
} from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

interface Holder {
  email: string;
  userUid: string;
  accountUid: string;
  accountCode: string;
  accountNumber: string;
  broker: string;
  /** The holder's portal token (their login), which the upgrade variant requires (issue 20). */
  portal: string;
  token: string;
}

const upgradeQuery = (accountUid: string, accountCode: string, extra = '') =>
  `/v2/users?applicationType=Individual&registrationFlowType=1&accountUid=${encodeURIComponent(accountUid)}&accountCode=${encodeURIComponent(accountCode)}&isFromDashboard=true${extra}`;

/**
 * The upgrade variant of create user (doc 1 §4.11): only Email and TrackingDetails, with the
 * holder's portal bearer `portal` (issue 20).
 */
const upgradeEntry = (
  accountUid: string,
  accountCode: string,
  email: string,
  portal: string | null,
  extra = '',
) =>
  h.call('POST', upgradeQuery(accountUid, accountCode, extra), {
    token: portal,
    body: { Email: email, TrackingDetails: TRACKING },
  });

/** POST /v2/authenticate → the access token (the portal's session of a holder). */
async function portalLogin(email: string, password = PASSWORD): Promise<string> {
  const r = await h.call('POST', '/v2/authenticate', {
    body: { Email: email, Password: password, TrackingDetails: TRACKING },
  });
  expect(r.status, r.text).toBe(200);
  return tokensResponse.parse(r.json).JwtToken;
}

/** The argon2id hash of PASSWORD, made once for every test holder. */
let holderHash: Promise<string> | null = null;

let seq = 0;
/** A fresh basic-account holder (user + basic account written directly), signed in through the upgrade variant. */
async function newHolder(broker = 'HAA'): Promise<Holder> {
  const db = h.database.db;
  const email = uniqueEmail('basic');
  const user = (await insertUser(db, {
    email,
    passwordHash: await (holderHash ??= hashPassword(PASSWORD)),
    brokerCode: broker,
  }))!;
  seq += 1;
  const accountUid = crypto.randomUUID();
  const accountCode = `BSC-T${String(seq).padStart(3, '0')}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const accountNumber = `${broker}2${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await db.insert(basicAccounts).values({
    accountUid,
    accountCode,
    accountNumber,
    userUid: user.uid,
    brokerCode: broker,
    firstName: 'Tess',
    lastName: 'Holder',
    addresses: [],
  });
  const portal = await portalLogin(email);
  const r = await upgradeEntry(accountUid, accountCode, email, portal);
  expect(r.status, r.text).toBe(200);
  return {
    email,
    userUid: user.uid,
    accountUid,
    accountCode,
    accountNumber,
    broker,
    portal,
    token: r.json.JwtToken,
  };
}

/** POST v2/applications with isUpgrade for the holder (doc 1 §7.4). */
async function upgradeApplication(x: Holder, type = 'Individual'): Promise<string> {
  const r = await h.call('POST', '/v2/applications', {
    token: x.token,
    body: {
      ApplicationType: type,
      IsUpgrade: true,
      AccountUid: x.accountUid,
      AccountCode: x.accountCode,
      Email: x.email,
      TrackingDetails: TRACKING,
    },
  });
  expect(r.status, r.text).toBe(201);
  return createApplicationResponse.parse(r.json).ApplicationUid;
}

/** Fills the Owner (name, birthday, country, SSN, address) and accepts the main agreement. */
async function readyToSubmit(
  x: Holder,
  applicationUid: string,
  lastName = 'Holder',
  agree = true,
): Promise<void> {
  const base = `/v2/applications/${applicationUid}`;
  await fillOwner(h, x.token, applicationUid, { lastName });
  if (agree) {
    const a = await h.call('POST', `${base}/${x.broker.toLowerCase()}-agreements`, {
      token: x.token,
    });
    expect(a.status, a.text).toBe(202);
  }
}

const basicRow = async (accountUid: string) =>
  (
    await h.database.db.select().from(basicAccounts).where(eq(basicAccounts.accountUid, accountUid))
  )[0];
const appRow = async (uid: string) =>
  (await h.database.db.select().from(applications).where(eq(applications.uid, uid)))[0];
const appsOf = async (userUid: string) =>
  h.database.db.select().from(applications).where(eq(applications.userUid, userUid));
const trackingCount = async () => (await h.database.db.select().from(trackingDetails)).length;
const userCount = async () => (await h.database.db.select().from(users)).length;

function expectError(r: CallResult, status: number, code: string, context?: string | null) {
  expect(r.status, r.text).toBe(status);
  expect(errorResponse.parse(r.json).Errors.length).toBeGreaterThan(0);
  expect(firstError(r).Code).toBe(code);
  if (context !== undefined) expect(firstError(r).Context).toBe(context);
}

describe('sandbox basic-account holders (docs/sandbox.md "Basic accounts")', () => {
  it('each seeded holder logs in with the documented password and enters the upgrade with the documented pair', async () => {
    expect(SANDBOX_BASIC_ACCOUNTS.length).toBeGreaterThanOrEqual(3);
    for (const a of SANDBOX_BASIC_ACCOUNTS) {
      const login = await h.call('POST', '/v2/authenticate', {
        body: { Email: a.email, Password: a.password, TrackingDetails: TRACKING },
      });
      expect(login.status, a.email).toBe(200);
      const r = await upgradeEntry(
        a.accountUid,
        a.accountCode,
        a.email,
        tokensResponse.parse(login.json).JwtToken,
        `&brokerCode=${a.brokerCode}`,
      );
      expect(r.status, r.text).toBe(200);
      const body = createUserResponse.parse(r.json);
      expect(body.IsExistingUser).toBe(true);
      expect(jwtClaims.parse(decodeJwt(body.JwtToken))).toMatchObject({
        Email: a.email,
        JwtTokenType: 'Regular',
      });
      const details = await h.call(
        'GET',
        `/v2/basic-accounts/${NULL_GUID}/accounts/${a.accountUid}/details`,
        { token: body.JwtToken },
      );
      expect(details.status, details.text).toBe(200);
      expect(basicAccountDetailsResponse.parse(details.json)).toMatchObject({
        AccountUid: a.accountUid,
        AccountCode: a.accountCode,
        AccountNumber: a.accountNumber,
        AccountType: 'Basic',
        Email: a.email,
        FirstName: a.firstName,
        MiddleName: a.middleName,
        LastName: a.lastName,
        SuffixType: a.suffixType,
        Phone: a.phone,
        IsPhoneConnectedTo2FA: a.isPhoneConnectedTo2FA,
        Addresses: a.addresses,
        IsUpgraded: false,
        UpgradeApplicationUid: null,
      });
    }
  });

  it('the two-factor holder answers Suffix JR, a 2FA phone and two addresses, one the default mailing address', async () => {
    const a = SANDBOX_BASIC_ACCOUNTS.find((x) => x.isPhoneConnectedTo2FA)!;
    const entry = await upgradeEntry(
      a.accountUid,
      a.accountCode.toLowerCase(),
      a.email.toUpperCase(),
      await portalLogin(a.email, a.password),
    );
    expect(entry.status, entry.text).toBe(200);
    const d = basicAccountDetailsResponse.parse(
      (
        await h.call('GET', `/v2/basic-accounts/${NULL_GUID}/accounts/${a.accountUid}/details`, {
          token: entry.json.JwtToken,
        })
      ).json,
    );
    expect(d.Suffix).toBe('JR');
    expect(d.IsPhoneConnectedTo2FA).toBe(true);
    expect(d.Addresses).toHaveLength(2);
    expect(d.Addresses.filter((x) => x.IsDefaultMailingAddress)).toHaveLength(1);
  });
});

describe('POST /v2/users — upgrade variant (accountUid, accountCode, isFromDashboard=true)', () => {
  it('answers 200 tokens of the existing holder with IsExistingUser true; creates no user or application; stores TrackingDetails', async () => {
    const x = await newHolder();
    const usersBefore = await userCount();
    const trackingBefore = await trackingCount();
    const r = await upgradeEntry(x.accountUid, x.accountCode, x.email, x.portal, '&brokerCode=HAA');
    expect(r.status, r.text).toBe(200);
    const body = createUserResponse.parse(r.json);
    expect(body.IsExistingUser).toBe(true);
    const claims = jwtClaims.parse(decodeJwt(body.JwtToken));
    expect(claims).toMatchObject({ UserUid: x.userUid, Email: x.email, ApplicationUid: NULL_GUID });
    expect(await userCount()).toBe(usersBefore);
    expect(await appsOf(x.userUid)).toHaveLength(0);
    expect(await trackingCount()).toBe(trackingBefore + 1);
    const [t] = await h.database.db
      .select()
      .from(trackingDetails)
      .where(
        and(
          eq(trackingDetails.userUid, x.userUid),
          eq(trackingDetails.source, 'createUserUpgrade'),
        ),
      );
    expect(t.data).toMatchObject({ Fp: TRACKING.Fp });
  });

  it('names the holder’s current application once they have one', async () => {
    const x = await newHolder();
    const appUid = await upgradeApplication(x);
    const r = await upgradeEntry(x.accountUid, x.accountCode, x.email, x.portal);
    expect(jwtClaims.parse(decodeJwt(r.json.JwtToken)).ApplicationUid).toBe(appUid);
  });

  it('a password in the body is ignored (no password in the upgrade variant)', async () => {
    const x = await newHolder();
    const r = await h.call('POST', upgradeQuery(x.accountUid, x.accountCode), {
      token: x.portal,
      body: { Email: x.email, Password: 'x', TrackingDetails: TRACKING },
    });
    expect(r.status, r.text).toBe(200);
  });

  it.each([
    ['a wrong accountCode', (x: Holder, y: Holder) => [x.accountUid, y.accountCode]],
    ['an unknown accountUid', (x: Holder) => [crypto.randomUUID(), x.accountCode]],
    ['a malformed accountUid', (x: Holder) => ['not-a-uid', x.accountCode]],
    ['a malformed accountCode', (x: Holder) => [x.accountUid, 'BSC 1; drop']],
    ['no accountCode', (x: Holder) => [x.accountUid, '']],
  ])(
    'refuses %s with 400 Error_AccountNotFound (Context accountUid) and writes nothing',
    async (_label, pair) => {
      const x = await newHolder();
      const y = await newHolder();
      const [uid, code] = pair(x, y);
      const before = await trackingCount();
      const r = await upgradeEntry(uid, code, x.email, x.portal);
      expectError(r, 400, 'Error_AccountNotFound', 'accountUid');
      expect(await trackingCount()).toBe(before);
    },
  );

  it('isFromDashboard=true alone (no pair) is the upgrade variant: 401 without a bearer, Error_AccountNotFound with one', async () => {
    const path = '/v2/users?applicationType=Individual&isFromDashboard=true';
    const body = { Email: uniqueEmail(), TrackingDetails: TRACKING };
    expectError(await h.call('POST', path, { body }), 401, 'InvalidToken');
    const reg = await h.register();
    expectError(
      await h.call('POST', path, { token: reg.token, body }),
      400,
      'Error_AccountNotFound',
      'accountUid',
    );
  });

  it('refuses the pair under another broker with Error_AccountNotFound', async () => {
    const x = await newHolder('HAA');
    expectError(
      await upgradeEntry(x.accountUid, x.accountCode, x.email, x.portal, '&brokerCode=LG'),
      400,
      'Error_AccountNotFound',
      'accountUid',
    );
  });

  it('refuses an e-mail that is not the holder’s with InvalidCredentialsBasicAccount (Context Email) and writes nothing', async () => {
    const x = await newHolder();
    const before = await trackingCount();
    for (const email of [SANDBOX_USER.email, uniqueEmail()]) {
      const r = await upgradeEntry(x.accountUid, x.accountCode, email, x.portal);
      expectError(r, 400, 'InvalidCredentialsBasicAccount', 'Email');
      expect(firstError(r).Message).toBe('User with this username already exists.');
    }
    expect(await trackingCount()).toBe(before);
  });

  it.each([
    [
      'a malformed e-mail',
      (_x: Holder) => ({ Email: 'nope', TrackingDetails: TRACKING }),
      'EmailAddressIsInvalid',
      'Email',
    ],
    [
      'no TrackingDetails',
      (x: Holder) => ({ Email: x.email }),
      'TrackingDetailsModelIsNull',
      'TrackingDetails',
    ],
  ])('refuses %s with %s', async (_label, body, code, context) => {
    const x = await newHolder();
    const before = await trackingCount();
    expectError(
      await h.call('POST', upgradeQuery(x.accountUid, x.accountCode), {
        token: x.portal,
        body: body(x),
      }),
      400,
      code,
      context,
    );
    expect(await trackingCount()).toBe(before);
  });

  it('the ordinary create user refuses a holder’s e-mail with InvalidCredentialsBasicAccount and creates nothing', async () => {
    const x = await newHolder();
    const before = await userCount();
    const r = await h.call('POST', '/v2/users?applicationType=Individual', {
      body: { Email: x.email, Password: PASSWORD, TrackingDetails: TRACKING },
    });
    expectError(r, 400, 'InvalidCredentialsBasicAccount', 'Email');
    expect(await userCount()).toBe(before);
    expect(await appsOf(x.userUid)).toHaveLength(0);
  });

  it('the ordinary create user still answers IsExistingUser false for a new user', async () => {
    const r = await h.call('POST', '/v2/users?applicationType=Individual', {
      body: { Email: uniqueEmail(), Password: PASSWORD, TrackingDetails: TRACKING },
    });
    expect(r.status).toBe(201);
    expect(createUserResponse.parse(r.json).IsExistingUser).toBe(false);
  });
});

describe('POST /v2/users upgrade variant: the holder’s portal bearer (issue 20)', () => {
  it('without a bearer: 401 InvalidToken, nothing written (the pair and the e-mail alone hand out nothing)', async () => {
    const x = await newHolder();
    const before = await trackingCount();
    expectError(
      await upgradeEntry(x.accountUid, x.accountCode, x.email, null),
      401,
      'InvalidToken',
    );
    expectError(
      await upgradeEntry(x.accountUid, x.accountCode, x.email, 'not-a-token'),
      401,
      'InvalidToken',
    );
    expect(await trackingCount()).toBe(before);
  });

  it('another user’s bearer (another holder, an ordinary customer): 401 InvalidToken, nothing written', async () => {
    const x = await newHolder();
    const y = await newHolder();
    const customer = await h.register();
    const before = await trackingCount();
    for (const bearer of [y.portal, y.token, customer.token]) {
      expectError(
        await upgradeEntry(x.accountUid, x.accountCode, x.email, bearer),
        401,
        'InvalidToken',
      );
    }
    expect(await trackingCount()).toBe(before);
  });

  it('the holder’s refresh token or a logged-out portal session: 401 InvalidToken', async () => {
    const x = await newHolder();
    const login = await h.call('POST', '/v2/authenticate', {
      body: { Email: x.email, Password: PASSWORD, TrackingDetails: TRACKING },
    });
    const pair = tokensResponse.parse(login.json);
    expectError(
      await upgradeEntry(x.accountUid, x.accountCode, x.email, pair.JwtRefreshToken),
      401,
      'InvalidToken',
    );
    expect((await upgradeEntry(x.accountUid, x.accountCode, x.email, pair.JwtToken)).status).toBe(
      200,
    );
    const out = await h.call('POST', '/v2/authenticate/logout', {
      body: { JwtRefreshToken: pair.JwtRefreshToken },
    });
    expect(out.status).toBe(204);
    expectError(
      await upgradeEntry(x.accountUid, x.accountCode, x.email, pair.JwtToken),
      401,
      'InvalidToken',
    );
  });

  it('the holder’s bearer: 200 tokens of the holder, their session ending no later than the portal’s', async () => {
    const x = await newHolder();
    const login = await h.call('POST', '/v2/authenticate', {
      body: { Email: x.email, Password: PASSWORD, TrackingDetails: TRACKING },
    });
    const portal = tokensResponse.parse(login.json);
    const started = h.clock.now;
    h.clock.now = new Date(started.getTime() + 10 * 60 * 1000);
    try {
      const r = await upgradeEntry(x.accountUid, x.accountCode, x.email, portal.JwtToken);
      expect(r.status, r.text).toBe(200);
      const claims = jwtClaims.parse(decodeJwt(r.json.JwtRefreshToken));
      expect(claims.UserUid).toBe(x.userUid);
      // Both refresh tokens end at the portal session's absolute end (12 h after its login).
      expect(claims.exp).toBe(jwtClaims.parse(decodeJwt(portal.JwtRefreshToken)).exp);
    } finally {
      h.clock.now = started;
    }
  });
});

describe('POST v2/applications with isUpgrade', () => {
  it('creates an upgrade application linked to the basic account (AccountUid, AccountUpgradeType) and makes it current', async () => {
    const x = await newHolder();
    const appUid = await upgradeApplication(x);
    const app = applicationResponse.parse(
      (await h.call('GET', `/v2/applications/${appUid}`, { token: x.token })).json,
    );
    expect(app).toMatchObject({
      ApplicationType: 'Individual',
      AccountUid: x.accountUid,
      AccountUpgradeType: BASIC_ACCOUNT_UPGRADE_TYPE,
      AccountNumber: null,
      IsCompletedApplication: false,
    });
    const [user] = await h.database.db.select().from(users).where(eq(users.uid, x.userUid));
    expect(user.currentApplicationUid).toBe(appUid);
  });

  it('an ordinary application answers AccountUpgradeType null', async () => {
    const reg = await h.register();
    const app = applicationResponse.parse(
      (await h.call('GET', `/v2/applications/${reg.applicationUid}`, { token: reg.token })).json,
    );
    expect(app.AccountUpgradeType).toBeNull();
    expect(app.AccountUid).toBeNull();
  });

  it.each([
    ['no AccountUid', (x: Holder) => ({ AccountCode: x.accountCode })],
    ['no AccountCode', (x: Holder) => ({ AccountUid: x.accountUid })],
    [
      'a wrong AccountCode',
      (x: Holder) => ({ AccountUid: x.accountUid, AccountCode: 'BSC-WRONG' }),
    ],
    [
      'another holder’s pair',
      (_x: Holder, y: Holder) => ({ AccountUid: y.accountUid, AccountCode: y.accountCode }),
    ],
  ])(
    'refuses %s with 400 Error_AccountNotFound (Context AccountUid) and creates nothing',
    async (_label, pick) => {
      const x = await newHolder();
      const y = await newHolder();
      const r = await h.call('POST', '/v2/applications', {
        token: x.token,
        body: { ApplicationType: 'Individual', IsUpgrade: true, ...pick(x, y) },
      });
      expectError(r, 400, 'Error_AccountNotFound', 'AccountUid');
      expect(await appsOf(x.userUid)).toHaveLength(0);
    },
  );

  it('401 without a token', async () => {
    const x = await newHolder();
    const r = await h.call('POST', '/v2/applications', {
      body: { IsUpgrade: true, AccountUid: x.accountUid, AccountCode: x.accountCode },
    });
    expectError(r, 401, 'InvalidToken');
  });
});

describe('GET /v2/basic-accounts/{applicationUid}/accounts/{accountUid}/details', () => {
  it('answers the profile for the upgrade application and for the all-zero application', async () => {
    const x = await newHolder();
    const appUid = await upgradeApplication(x);
    for (const uid of [appUid, NULL_GUID]) {
      const r = await h.call('GET', `/v2/basic-accounts/${uid}/accounts/${x.accountUid}/details`, {
        token: x.token,
      });
      expect(r.status, r.text).toBe(200);
      expect(basicAccountDetailsResponse.parse(r.json)).toMatchObject({
        AccountUid: x.accountUid,
        AccountCode: x.accountCode,
        AccountNumber: x.accountNumber,
        Email: x.email,
        FirstName: 'Tess',
        LastName: 'Holder',
        Phone: null,
        Addresses: [],
      });
    }
  });

  it('401 without or with a garbage token', async () => {
    const x = await newHolder();
    for (const token of [null, 'a.b.c']) {
      expectError(
        await h.call('GET', `/v2/basic-accounts/${NULL_GUID}/accounts/${x.accountUid}/details`, {
          token,
        }),
        401,
        'InvalidToken',
      );
    }
  });

  it('refuses another user’s application (403) and an unknown one (404)', async () => {
    const x = await newHolder();
    const other = await h.register();
    expectError(
      await h.call(
        'GET',
        `/v2/basic-accounts/${other.applicationUid}/accounts/${x.accountUid}/details`,
        { token: x.token },
      ),
      403,
      'Error_PermissionDenied',
    );
    expectError(
      await h.call(
        'GET',
        `/v2/basic-accounts/${crypto.randomUUID()}/accounts/${x.accountUid}/details`,
        { token: x.token },
      ),
      404,
      'InvalidApplicationUid',
    );
  });

  it('refuses another holder’s account, an unknown and a malformed uid with 404 Error_AccountNotFound', async () => {
    const x = await newHolder();
    const y = await newHolder();
    for (const uid of [y.accountUid, crypto.randomUUID(), 'nope']) {
      expectError(
        await h.call('GET', `/v2/basic-accounts/${NULL_GUID}/accounts/${uid}/details`, {
          token: x.token,
        }),
        404,
        'Error_AccountNotFound',
        'accountUid',
      );
    }
    // A user without any basic account.
    const plain = await h.register();
    expectError(
      await h.call(
        'GET',
        `/v2/basic-accounts/${plain.applicationUid}/accounts/${x.accountUid}/details`,
        { token: plain.token },
      ),
      404,
      'Error_AccountNotFound',
    );
  });
});

describe('PATCH /v2/basic-accounts/upgrade/{applicationUid}', () => {
  it('submits the upgrade: IsSuccess and the basic account’s existing AccountNumber; the account is marked upgraded', async () => {
    const x = await newHolder();
    const appUid = await upgradeApplication(x);
    await readyToSubmit(x, appUid);
    const r = await h.call('PATCH', `/v2/basic-accounts/upgrade/${appUid}?sessionId=s-upgrade-1`, {
      token: x.token,
    });
    expect(r.status, r.text).toBe(200);
    expect(basicAccountUpgradeResponse.parse(r.json)).toEqual({
      IsSuccess: true,
      AccountNumber: x.accountNumber,
    });
    const app = applicationResponse.parse(
      (await h.call('GET', `/v2/applications/${appUid}`, { token: x.token })).json,
    );
    expect(app).toMatchObject({
      IsCompletedApplication: true,
      AccountUid: x.accountUid,
      AccountNumber: x.accountNumber,
    });
    const details = basicAccountDetailsResponse.parse(
      (
        await h.call('GET', `/v2/basic-accounts/${appUid}/accounts/${x.accountUid}/details`, {
          token: x.token,
        })
      ).json,
    );
    expect(details).toMatchObject({ IsUpgraded: true, UpgradeApplicationUid: appUid });

    // Repeats: the same sessionId → ApplicationAlreadyCreated; otherwise ApplicationIsCompleted.
    expectError(
      await h.call('PATCH', `/v2/basic-accounts/upgrade/${appUid}?sessionId=s-upgrade-1`, {
        token: x.token,
      }),
      400,
      'ApplicationAlreadyCreated',
    );
    expectError(
      await h.call('PATCH', `/v2/basic-accounts/upgrade/${appUid}`, { token: x.token }),
      400,
      'ApplicationIsCompleted',
    );
    // No second upgrade application of an upgraded account.
    const again = await h.call('POST', '/v2/applications', {
      token: x.token,
      body: {
        ApplicationType: 'Individual',
        IsUpgrade: true,
        AccountUid: x.accountUid,
        AccountCode: x.accountCode,
      },
    });
    expectError(again, 400, 'ApplicationIsCompleted');
    expect(await appsOf(x.userUid)).toHaveLength(1);
  });

  it('works without sessionId (the spec shows none on this call)', async () => {
    const x = await newHolder();
    const appUid = await upgradeApplication(x);
    await readyToSubmit(x, appUid);
    const r = await h.call('PATCH', `/v2/basic-accounts/upgrade/${appUid}`, { token: x.token });
    expect(r.status, r.text).toBe(200);
    expect(basicAccountUpgradeResponse.parse(r.json).AccountNumber).toBe(x.accountNumber);
    expectError(
      await h.call('PATCH', `/v2/basic-accounts/upgrade/${appUid}`, { token: x.token }),
      400,
      'ApplicationIsCompleted',
    );
  });

  it('a failed verification answers IsSuccess false with the existing AccountNumber (the upgrade is submitted)', async () => {
    const x = await newHolder('LG');
    const appUid = await upgradeApplication(x);
    await readyToSubmit(x, appUid, 'Fail');
    const r = await h.call('PATCH', `/v2/basic-accounts/upgrade/${appUid}?sessionId=s-fail`, {
      token: x.token,
    });
    expect(basicAccountUpgradeResponse.parse(r.json)).toEqual({
      IsSuccess: false,
      AccountNumber: x.accountNumber,
    });
    expect((await basicRow(x.accountUid)).upgradeApplicationUid).toBe(appUid);
  });

  it('refuses without the main agreement (WizardValidation_MissingAgreementConsent) and writes nothing', async () => {
    const x = await newHolder();
    const appUid = await upgradeApplication(x);
    await readyToSubmit(x, appUid, 'Holder', false);
    const r = await h.call('PATCH', `/v2/basic-accounts/upgrade/${appUid}?sessionId=s2`, {
      token: x.token,
    });
    expectError(r, 400, 'WizardValidation_MissingAgreementConsent');
    expect(r.json.ErrorMessage).toBe('Application is not submitted. Agreement Consent is not set.');
    expect(await appRow(appUid)).toMatchObject({ isCompleted: false, sessionId: null });
    expect((await basicRow(x.accountUid)).upgradeApplicationUid).toBeNull();
  });

  it('422 OFACError leaves the application open and the account not upgraded', async () => {
    const x = await newHolder();
    const appUid = await upgradeApplication(x);
    await readyToSubmit(x, appUid, 'Ofac');
    expectError(
      await h.call('PATCH', `/v2/basic-accounts/upgrade/${appUid}?sessionId=s3`, {
        token: x.token,
      }),
      422,
      'OFACError',
    );
    expect((await appRow(appUid)).isCompleted).toBe(false);
    expect((await basicRow(x.accountUid)).upgradeApplicationUid).toBeNull();
  });

  it('a second upgrade application of the same account is refused once the first was submitted, and stays open', async () => {
    const x = await newHolder();
    const first = await upgradeApplication(x);
    const second = await upgradeApplication(x);
    await readyToSubmit(x, first);
    await readyToSubmit(x, second);
    expect(
      (await h.call('PATCH', `/v2/basic-accounts/upgrade/${first}`, { token: x.token })).status,
    ).toBe(200);
    expectError(
      await h.call('PATCH', `/v2/basic-accounts/upgrade/${second}?sessionId=s4`, {
        token: x.token,
      }),
      400,
      'ApplicationIsCompleted',
    );
    expect(await appRow(second)).toMatchObject({ isCompleted: false, accountNumber: null });
    expect((await basicRow(x.accountUid)).upgradeApplicationUid).toBe(first);
  });

  it('PATCH v2/applications/{ApplicationUid}?sessionId on an upgrade application submits the same upgrade', async () => {
    const x = await newHolder();
    const appUid = await upgradeApplication(x);
    await readyToSubmit(x, appUid);
    const r = await h.call('PATCH', `/v2/applications/${appUid}?sessionId=s5`, { token: x.token });
    expect(completeResponse.parse(r.json)).toEqual({
      IsSuccess: true,
      AccountNumber: x.accountNumber,
    });
    expect((await basicRow(x.accountUid)).upgradeApplicationUid).toBe(appUid);
  });

  it('refuses an application that upgrades no basic account with Error_AccountNotFound (Context ApplicationUid)', async () => {
    const reg = await h.register();
    const r = await h.call(
      'PATCH',
      `/v2/basic-accounts/upgrade/${reg.applicationUid}?sessionId=s6`,
      { token: reg.token },
    );
    expectError(r, 400, 'Error_AccountNotFound', 'ApplicationUid');
    expect((await appRow(reg.applicationUid)).isCompleted).toBe(false);
  });

  it('401 without a token; 403 for another user’s application; 404 for an unknown one', async () => {
    const x = await newHolder();
    const appUid = await upgradeApplication(x);
    await readyToSubmit(x, appUid);
    const other = await h.register();
    expectError(
      await h.call('PATCH', `/v2/basic-accounts/upgrade/${appUid}`, {}),
      401,
      'InvalidToken',
    );
    expectError(
      await h.call('PATCH', `/v2/basic-accounts/upgrade/${appUid}`, { token: other.token }),
      403,
      'Error_PermissionDenied',
    );
    expectError(
      await h.call('PATCH', `/v2/basic-accounts/upgrade/${crypto.randomUUID()}`, {
        token: x.token,
      }),
      404,
      'InvalidApplicationUid',
    );
    expect((await appRow(appUid)).isCompleted).toBe(false);
    expect((await basicRow(x.accountUid)).upgradeApplicationUid).toBeNull();
  });

  it('refuses a malformed sessionId query', async () => {
    const x = await newHolder();
    const appUid = await upgradeApplication(x);
    const r = await h.call(
      'PATCH',
      `/v2/basic-accounts/upgrade/${appUid}?sessionId=${'x'.repeat(101)}`,
      { token: x.token },
    );
    expect(r.status).toBe(400);
    expect(errorResponse.parse(r.json).Errors[0].Context).toBe('sessionId');
  });
});
