/**
 * Contract gaps of issue 3 (audit rows 4, 6, 10, 14):
 * - POST /v2/applications and POST /v2/users: AccountType must be a sub-type of the
 *   ApplicationType (doc 1 §9) → 400 AccountTypeIsInvalid;
 * - GET /v2/users/usernames checks recaptchaToken when the broker's captcha is on (doc 1 §7.2);
 * - Error_BrokerNotFound on POST /v2/users; every error of POST …/types (doc 1 §7.4); the Ongoing*
 *   account-funding codes (doc 2 §8);
 * - settings' alternative spelling MetaltreamMinimumDepositAmount and GET application's
 *   SalesAssistedApplications (doc 1 §3); the IRA business-name answer (iraBusinessNameResponse).
 */
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountFundingInfo,
  accountTypesResponse,
  ACCOUNT_SUBTYPES,
  APPLICATION_TYPES,
  applicationResponse,
  createApplicationResponse,
  createUserResponse,
  errorResponse,
  iraBusinessNameResponse,
  salesApplicationsResponse,
  settingsResponse,
  usernamesResponse,
} from '../../services/api/contract';
import { applications, users } from '../../server/db/schema';
import { SANDBOX_SALES_PASSWORD, sandboxSalesAgentEmail } from '../../server/db/sales';
import { SANDBOX_CAPTCHA_PASS } from '../../server/providers/sandbox-users';
import {
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

const expectError = (r: CallResult, status: number, code: string, context?: string | null) => {
  expect(r.status, r.text).toBe(status);
  const body = errorResponse.parse(r.json);
  expect(body.Errors[0].Code).toBe(code);
  if (context !== undefined) expect(body.Errors[0].Context).toBe(context);
};
const appsOf = async (userUid: string) =>
  h.database.db
    .select({ uid: applications.uid })
    .from(applications)
    .where(eq(applications.userUid, userUid));
const usersWith = async (email: string) =>
  h.database.db.select().from(users).where(eq(users.email, email));

describe('POST /v2/applications: AccountType is a sub-type of ApplicationType (doc 1 §9)', () => {
  const valid: Array<[string, string | null]> = [
    ['Individual', null],
    ['Individual', ''],
    ['', ''],
    ...APPLICATION_TYPES.filter((t) => t !== 'Individual').map((t): [string, null] => [t, null]),
    ...APPLICATION_TYPES.flatMap((t) => ACCOUNT_SUBTYPES[t].map((s): [string, string] => [t, s])),
  ];
  it.each(valid)(
    'creates %s with AccountType %j and GET shows it',
    async (ApplicationType, AccountType) => {
      const reg = await h.register();
      const r = await h.call('POST', '/v2/applications', {
        token: reg.token,
        body: { ApplicationType, AccountType, TrackingDetails: TRACKING },
      });
      expect(r.status, r.text).toBe(201);
      const { ApplicationUid } = createApplicationResponse.parse(r.json);
      const app = applicationResponse.parse(
        (await h.call('GET', `/v2/applications/${ApplicationUid}`, { token: reg.token })).json,
      );
      expect(app.ApplicationType).toBe(ApplicationType || null);
      expect(app.AccountType).toBe(AccountType || null);
      expect(app.SelectedApplicationTypes).toEqual({
        ApplicationType: ApplicationType || null,
        AccountType: AccountType || null,
      });
    },
  );

  it.each([
    ['IRA', 'Bogus'],
    ['IRA', 'roth'],
    ['IRA', 'Trust'],
    ['Individual', 'Roth'],
    ['Individual', 'Individual'],
    ['Corporate', 'SEP'],
    ['JointTenants', 'Custodian'],
    ['UTMA', 'Common'],
    ['', 'Roth'],
    [null, 'Traditional'],
  ])(
    'refuses %j with AccountType %j: 400 AccountTypeIsInvalid, nothing created',
    async (ApplicationType, AccountType) => {
      const reg = await h.register();
      const before = await appsOf(reg.claims.UserUid);
      const r = await h.call('POST', '/v2/applications', {
        token: reg.token,
        body: { ApplicationType, AccountType },
      });
      expectError(r, 400, 'AccountTypeIsInvalid', 'AccountType');
      expect(await appsOf(reg.claims.UserUid)).toEqual(before);
    },
  );

  it('401 without a token', async () => {
    expectError(
      await h.call('POST', '/v2/applications', {
        body: { ApplicationType: 'IRA', AccountType: 'Roth' },
      }),
      401,
      'InvalidToken',
    );
  });
});

describe('POST /v2/users: the accountType key and the broker', () => {
  const create = (query: string, email = uniqueEmail()) =>
    h.call('POST', `/v2/users?${query}`, {
      body: { Email: email, Password: PASSWORD, TrackingDetails: TRACKING },
    });

  it("accepts accountType naming a sub-type of the kind, and the AIP form (Individual, accountType '')", async () => {
    const ira = await create('applicationType=IRA&accountType=SEP&registrationFlowType=1');
    expect(ira.status, ira.text).toBe(201);
    createUserResponse.parse(ira.json);
    const aip = await create('applicationType=Individual&accountType=&registrationFlowType=2');
    expect(aip.status, aip.text).toBe(201);
    const { ApplicationUid } = decodeJwt(ira.json.JwtToken) as { ApplicationUid: string };
    const [iraApp] = await h.database.db
      .select()
      .from(applications)
      .where(eq(applications.uid, ApplicationUid));
    expect(iraApp).toMatchObject({ applicationType: 'IRA', accountType: 'SEP' });
  });

  it.each([
    'applicationType=Individual&accountType=Roth',
    'applicationType=IRA&accountType=Bogus',
    'applicationType=UTMA&accountType=Trust',
    'accountType=Custodian',
  ])('%s → 400 AccountTypeIsInvalid (Context accountType), no user', async (query) => {
    const email = uniqueEmail();
    expectError(await create(query, email), 400, 'AccountTypeIsInvalid', 'accountType');
    expect(await usersWith(email)).toEqual([]);
  });

  it('an unknown brokerCode → 400 Error_BrokerNotFound (Context brokerCode), no user', async () => {
    const email = uniqueEmail();
    expectError(
      await create('applicationType=Individual&brokerCode=NOPE', email),
      400,
      'Error_BrokerNotFound',
      'brokerCode',
    );
    expect(await usersWith(email)).toEqual([]);
    // The same e-mail then registers with a known broker (case-insensitive code).
    expect((await create('applicationType=Individual&brokerCode=svr', email)).status).toBe(400); // SVR: captcha on
    expect((await create('applicationType=Individual&brokerCode=mpl', email)).status).toBe(201);
  });
});

describe('GET /v2/users/usernames: recaptchaToken when the captcha is on (doc 1 §7.2)', () => {
  const lookup = (query: string, harness = h) =>
    harness.call('GET', `/v2/users/usernames?${query}`);

  it('HAA (captcha off) needs no token', async () => {
    const r = await lookup('email=existing%40example.com');
    expect(r.status).toBe(200);
    expect(usernamesResponse.parse(r.json).Usernames).toContain('existing.gold');
  });

  it('SVR (captcha on): a missing, empty or wrong token → 400 InvalidRecaptchaToken; the sandbox answer → 200', async () => {
    for (const token of [undefined, '', 'wrong']) {
      const q = `email=existing%40example.com&brokerCode=SVR${token === undefined ? '' : `&recaptchaToken=${token}`}`;
      expectError(await lookup(q), 400, 'InvalidRecaptchaToken', 'recaptchaToken');
    }
    const ok = await lookup(
      `email=existing%40example.com&brokerCode=SVR&recaptchaToken=${SANDBOX_CAPTCHA_PASS}`,
    );
    expect(ok.status).toBe(200);
    expect(usernamesResponse.parse(ok.json).Usernames).toEqual(
      expect.arrayContaining(['existing@example.com', 'existing.gold']),
    );
  });

  it('the captcha is checked before the old-portal 302 (nothing about the e-mail is answered)', async () => {
    expectError(
      await lookup('email=legacy%40example.com&brokerCode=SVR'),
      400,
      'InvalidRecaptchaToken',
      'recaptchaToken',
    );
    expect(
      (
        await lookup(
          `email=legacy%40example.com&brokerCode=SVR&recaptchaToken=${SANDBOX_CAPTCHA_PASS}`,
        )
      ).status,
    ).toBe(302);
  });

  it('an unknown brokerCode → 400 Error_BrokerNotFound; a malformed e-mail stays EmailNotValid', async () => {
    expectError(
      await lookup('email=a%40example.com&brokerCode=NOPE'),
      400,
      'Error_BrokerNotFound',
      'brokerCode',
    );
    expectError(await lookup('email=not-an-email&brokerCode=SVR'), 400, 'EmailNotValid', 'Email');
  });

  it("without brokerCode the server's default broker decides (a server run with BROKER_CODE=SVR)", async () => {
    const svr = await startHarness({ defaultBrokerCode: 'SVR' });
    try {
      expectError(
        await lookup('email=someone%40example.com', svr),
        400,
        'InvalidRecaptchaToken',
        'recaptchaToken',
      );
      const ok = await lookup(
        `email=someone%40example.com&recaptchaToken=${SANDBOX_CAPTCHA_PASS}`,
        svr,
      );
      expect(usernamesResponse.parse(ok.json)).toEqual({ Usernames: [] });
      // brokerCode names a broker with the captcha off: no token needed.
      expect((await lookup('email=someone%40example.com&brokerCode=HAA', svr)).status).toBe(200);
    } finally {
      await svr.close();
    }
  });
});

describe('POST /v2/applications/{ApplicationUid}/types: every error (doc 1 §7.4)', () => {
  const types = (
    uid: string,
    body: unknown,
    token: string | null,
    query = 'registrationFlowType=1',
  ) => h.call('POST', `/v2/applications/${uid}/types?${query}`, { token, body });

  it('a valid call answers accountTypesResponse', async () => {
    const reg = await h.register();
    const r = await types(
      reg.applicationUid,
      { ApplicationType: 'UTMA', UTMAAccountType: 'Trustee' },
      reg.token,
    );
    expect(r.status).toBe(200);
    expect(accountTypesResponse.parse(r.json)).toEqual({
      ApplicationType: 'UTMA',
      AccountType: 'Trustee',
    });
  });

  it.each([
    [{ ApplicationType: 'Pension' }, 'ApplicationTypeIsInvalid', 'ApplicationType'],
    [{}, 'ApplicationTypeIsNullOrEmpty', 'ApplicationType'],
    [
      { ApplicationType: 'IRA', IRAAccountType: 'Bogus' },
      'IRAAccountTypeIsInvalid',
      'IRAAccountType',
    ],
    [
      { ApplicationType: 'Corporate', CorporateAccountType: 'Roth' },
      'CorporateAccountTypeIsInvalid',
      'CorporateAccountType',
    ],
    [
      { ApplicationType: 'UTMA', UTMAAccountType: 7 },
      'UTMAAccountTypeIsInvalid',
      'UTMAAccountType',
    ],
    [
      { ApplicationType: 'JointTenants', JointTenantsAccountType: 'Both' },
      'JointTenantsAccountTypeIsInvalid',
      'JointTenantsAccountType',
    ],
  ])('refuses %j with 400 %s, leaving the application unchanged', async (body, code, context) => {
    const reg = await h.register(undefined, 'applicationType=IRA&iraAccountType=Roth');
    expectError(await types(reg.applicationUid, body, reg.token), 400, code, context);
    const [row] = await h.database.db
      .select()
      .from(applications)
      .where(eq(applications.uid, reg.applicationUid));
    expect(row).toMatchObject({ applicationType: 'IRA', accountType: 'Roth' });
  });

  it('refuses a registrationFlowType other than 1 or 2', async () => {
    const reg = await h.register();
    const r = await types(
      reg.applicationUid,
      { ApplicationType: 'IRA' },
      reg.token,
      'registrationFlowType=3',
    );
    expectError(r, 400, 'registrationFlowTypeIsInvalid', 'registrationFlowType');
  });

  it('401 without a token, 403 for another user, 404 for an unknown application, 400 ApplicationIsCompleted', async () => {
    const a = await h.register();
    const b = await h.register();
    const body = { ApplicationType: 'IRA', IRAAccountType: 'SEP' };
    expectError(await types(a.applicationUid, body, null), 401, 'InvalidToken');
    expectError(await types(b.applicationUid, body, a.token), 403, 'Error_PermissionDenied');
    expectError(await types(crypto.randomUUID(), body, a.token), 404, 'InvalidApplicationUid');
    await h.database.db
      .update(applications)
      .set({ isCompleted: true })
      .where(eq(applications.uid, a.applicationUid));
    expectError(await types(a.applicationUid, body, a.token), 400, 'ApplicationIsCompleted');
    const [row] = await h.database.db
      .select()
      .from(applications)
      .where(eq(applications.uid, a.applicationUid));
    expect(row).toMatchObject({ applicationType: 'Individual', accountType: null });
  });
});

describe('account-funding: the Ongoing* codes (doc 2 §8 Financial profile)', () => {
  const FUNDING = {
    AccountPurpose: 1,
    InitialFundingSourceTypes: [{ FundingSourceTypeID: 2 }],
    OngoingFundingSourceTypes: [{ FundingSourceTypeID: 3 }],
  };
  it.each([
    [
      { ...FUNDING, OngoingFundingSourceTypes: [] },
      'OngoingFundingSourceTypesNoneSelected',
      'OngoingFundingSourceTypes',
    ],
    [
      { ...FUNDING, OngoingFundingSourceTypes: [{ FundingSourceTypeID: 77 }] },
      'OngoingFundingSourceTypesIsInvalid',
      'OngoingFundingSourceTypes',
    ],
    [
      { ...FUNDING, OngoingFundingOtherDetails: 'Royalties' },
      'OngoingFundingSourceTypesOtherDetailsNotNeeded',
      'OngoingFundingOtherDetails',
    ],
  ])('refuses %j with %s, saving nothing', async (body, code, context) => {
    const reg = await h.register(undefined, 'applicationType=IRA&iraAccountType=Traditional');
    const path = `/v2/customer-due-diligence/${reg.applicationUid}/account-funding`;
    const r = await h.call('POST', path, { token: reg.token, body });
    expectError(r, 400, code, context);
    expect(r.json.Errors).toHaveLength(1);
    expect((await h.call('GET', path, { token: reg.token })).json).toBeNull();
    // The same body with the Ongoing part corrected is saved.
    const ok = await h.call('POST', path, { token: reg.token, body: FUNDING });
    expect(ok.status).toBe(201);
    expect(
      accountFundingInfo
        .parse(ok.json)
        .OngoingFundingSourceTypes?.map((s) => s.FundingSourceTypeID),
    ).toEqual([3]);
  });
});

describe('settings: MetaltreamMinimumDepositAmount (doc 1 §3 alternative spelling)', () => {
  it.each(['HAA', 'SVR', 'MPL', 'LG'])(
    '%s answers both spellings with the same amount',
    async (code) => {
      const r = await h.call('GET', `/v2/settings?brokerCode=${code}`);
      expect(r.status).toBe(200);
      const s = settingsResponse.parse(r.json);
      expect(typeof s.MetalStreamMinimumDepositAmount).toBe('number');
      expect(s.MetaltreamMinimumDepositAmount).toBe(s.MetalStreamMinimumDepositAmount);
    },
  );

  it('follows a changed minimum (derived, never stored twice)', async () => {
    const { brokers } = await import('../../server/db/schema');
    const [row] = await h.database.db.select().from(brokers).where(eq(brokers.code, 'LG'));
    await h.database.db
      .update(brokers)
      .set({ settings: { ...row.settings, MetalStreamMinimumDepositAmount: 275 } })
      .where(eq(brokers.code, 'LG'));
    const s = settingsResponse.parse((await h.call('GET', '/v2/settings?brokerCode=LG')).json);
    expect([s.MetalStreamMinimumDepositAmount, s.MetaltreamMinimumDepositAmount]).toEqual([
      275, 275,
    ]);
    const [after] = await h.database.db.select().from(brokers).where(eq(brokers.code, 'LG'));
    expect(after.settings).not.toHaveProperty('MetaltreamMinimumDepositAmount');
  });
});

describe('GET application: SalesAssistedApplications (doc 1 §3)', () => {
  it("lists the owner's applications at the broker, newest first, the same items as the sales list", async () => {
    const reg = await h.register(undefined, 'applicationType=IRA&iraAccountType=Roth');
    h.clock.now = new Date(h.clock.now.getTime() + 1000);
    const second = createApplicationResponse.parse(
      (
        await h.call('POST', '/v2/applications', {
          token: reg.token,
          body: { ApplicationType: 'UTMA', AccountType: 'Custodian' },
        })
      ).json,
    ).ApplicationUid;
    await h.register(); // another user's application never shows
    const app = applicationResponse.parse(
      (await h.call('GET', `/v2/applications/${reg.applicationUid}`, { token: reg.token })).json,
    );
    const list = app.SalesAssistedApplications ?? [];
    expect(new Set(list.map((a) => a.ApplicationUid))).toEqual(
      new Set([reg.applicationUid, second]),
    );
    expect(list.find((a) => a.ApplicationUid === second)).toMatchObject({
      ApplicationType: 'UTMA',
      AccountType: 'Custodian',
      IsAssisted: false,
      IsCompletedApplication: false,
      CreatedBy: null,
    });
    const times = list.map((a) => Date.parse(a.CreatedOn));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    // The same items as the broker's sales agent gets from GET /v2/sales/users/applications.
    const agent = await h.call('POST', '/v2/authenticate', {
      body: { Email: sandboxSalesAgentEmail('HAA'), Password: SANDBOX_SALES_PASSWORD },
    });
    const sales = await h.call(
      'GET',
      `/v2/sales/users/applications?userEmail=${encodeURIComponent(reg.email)}&brokerCode=HAA`,
      { token: agent.json.JwtToken },
    );
    expect(sales.status, sales.text).toBe(200);
    expect(list).toEqual(salesApplicationsResponse.parse(sales.json));
    // A completed application is listed as completed.
    await h.database.db
      .update(applications)
      .set({ isCompleted: true })
      .where(and(eq(applications.uid, second), eq(applications.userUid, reg.claims.UserUid)));
    const again = applicationResponse.parse(
      (await h.call('GET', `/v2/applications/${reg.applicationUid}`, { token: reg.token })).json,
    );
    expect(
      again.SalesAssistedApplications?.find((a) => a.ApplicationUid === second)
        ?.IsCompletedApplication,
    ).toBe(true);
  });
});

describe('POST|PUT ira-business-names: the answer parses with iraBusinessNameResponse', () => {
  it('POST 201 and PUT 200 answer {BusinessName} (trimmed), shown as IRAApplication.CompanyName', async () => {
    const reg = await h.register(undefined, 'applicationType=IRA&iraAccountType=SEP');
    const path = `/v2/applications/${reg.applicationUid}/ira-business-names`;
    const created = await h.call('POST', path, {
      token: reg.token,
      body: { BusinessName: '  Acme Dental PC ' },
    });
    expect(created.status).toBe(201);
    expect(iraBusinessNameResponse.parse(created.json)).toEqual({ BusinessName: 'Acme Dental PC' });
    const updated = await h.call('PUT', path, {
      token: reg.token,
      body: { BusinessName: 'Acme Dental' },
    });
    expect(updated.status).toBe(200);
    expect(iraBusinessNameResponse.parse(updated.json)).toEqual({ BusinessName: 'Acme Dental' });
    const app = applicationResponse.parse(
      (await h.call('GET', `/v2/applications/${reg.applicationUid}`, { token: reg.token })).json,
    );
    expect(app.IRAApplication?.CompanyName).toBe('Acme Dental');
  });
});
