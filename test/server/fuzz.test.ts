/**
 * Property-based tests (fast-check) of the reference server (issue 3 "Tests that must pass"):
 * random and malformed bodies, queries and path parameters thrown at every endpoint of
 * `endpoints` (services/api/contract.ts) and at every route the Hono app registers.
 *
 * Property: never a 5xx; every 4xx answers the error shape `{ErrorMessage?, Errors:[{Code,
 * Message, Context}]}` with at least one item. Each request is made with the caller's own token,
 * another user's token, a garbage token or none, against the caller's application or a random
 * path value, so validation, ownership and the handlers behind them are all reached.
 *
 * numRuns is modest (the whole file runs in a few seconds); `FUZZ_RUNS=200` runs more.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, errorResponse } from '../../services/api/contract';
import { startHarness, type Harness, type Registered } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

let h: Harness;
let me: Registered;
let other: Registered;
let personUid: string;
/** An IRA applicant with a transfer chosen, so IRA funding and custodian handlers are reached. */
let iraUser: Registered;
/** Requests that succeeded: the fuzzer must reach the handlers, not only the validators. */
let okCount = 0;

beforeAll(async () => {
  h = await startHarness();
  me = await h.register();
  other = await h.register();
  const p = await h.call('POST', `/v2/applications/${me.applicationUid}/persons?isPrimary=true`, {
    token: me.token,
    body: { FirstName: 'Fuzz', LastName: 'Tester' },
  });
  personUid = p.json.PersonUid;
  iraUser = await h.register(undefined, 'applicationType=IRA&iraAccountType=Traditional');
  await h.call('POST', `/v2/applications/${iraUser.applicationUid}/ira-application-fundings`, {
    token: iraUser.token,
    body: { IRAFundingType: 1 },
  });
});
afterAll(() => h.close());

/** Every route of the app as [METHOD, '/v2/…{param}…'] (Hono ':param' and ':param{re}' become '{param}'). */
function appRoutes(): Array<[string, string]> {
  const seen = new Set<string>();
  const out: Array<[string, string]> = [];
  for (const r of h.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/v2/') || r.path.includes('*')) continue;
    const path = r.path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, '{$1}');
    const key = `${r.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([r.method, path]);
  }
  return out;
}

/** Contract endpoints plus the app's own routes, de-duplicated. */
function allTargets(): Array<[string, string]> {
  const seen = new Set<string>();
  const out: Array<[string, string]> = [];
  const add = (m: string, p: string) => {
    if (!seen.has(`${m} ${p}`)) {
      seen.add(`${m} ${p}`);
      out.push([m, p]);
    }
  };
  for (const e of Object.values(endpoints)) add(e.method, e.path);
  for (const [m, p] of appRoutes()) add(m, p);
  return out;
}

const weirdString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    'true',
    '00000000-0000-0000-0000-000000000000',
    '%',
    '..',
    '<script>',
    'x'.repeat(300),
    '1e309',
    'NaN',
    '\u0000',
    'a\u0000b',
  ),
  fc.uuid(),
);

const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'Email',
      'Password',
      'FirstName',
      'LastName',
      'Ssn',
      'Amount',
      'BankFundingType',
      'ApplicationType',
      'Step',
      'TrackingDetails',
      'DateOfBirth',
      'CountryIso3Code',
      'Street',
      'City',
      'State',
      'PostalCode',
      'Name',
      'Ein',
      'NoEin',
      'MaritalStatus',
      'NewPassword',
      'PasswordResetToken',
      'JwtToken',
      'JwtRefreshToken',
      'RecaptchaToken',
      'Fp',
      'LocalNumber',
      'Iso3CountryCode',
      'AreaCode',
    ),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), weirdString),
    { maxKeys: 8 },
  ),
);

/** A valid body per route suffix; the fuzzer mutates one field of it to reach deeper code. */
const SAMPLES: Array<[RegExp, Record<string, unknown>]> = [
  [
    /^\/v2\/users$/,
    { Email: 'fuzz.sample@example.com', Password: 'GoldBar2024!', TrackingDetails: {} },
  ],
  [/^\/v2\/authenticate$/, { Email: 'existing@example.com', Password: 'Gold-Bar-2024' }],
  [/\/persons$|\/names$/, { FirstName: 'Ada', LastName: 'Fuzz', MiddleName: null, SuffixType: 0 }],
  [/\/birthdays$/, { DateOfBirth: '1980-02-29' }],
  [/\/persons\/\{personUid\}\/countries$/, { CountryIso3Code: 'USA', CountryIso2Code: 'US' }],
  [/\/ssns$/, { Ssn: '123-45-6788' }],
  [
    /\/phones$/,
    { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '2025550123', StateCode: null },
  ],
  [
    /\/addresses$/,
    {
      Street: '1 Main St',
      AptOrSuite: null,
      City: 'Albany',
      State: 'NY',
      PostalCode: '12207',
      CountryIso3Code: 'USA',
      CountryIso2Code: 'US',
    },
  ],
  [/\/application-fundings$/, { BankFundingType: 3 }],
  [/\/fundings$/, { Amount: 100 }],
  [/\/types$|\/account-types$/, { ApplicationType: 'Corporate', CorporateAccountType: 'Trust' }],
  [/\/steps$/, { Step: '/secure/dob' }],
  [/^\/v2\/applications$/, { ApplicationType: 'Individual', TrackingDetails: {} }],
  [/\/legal-entities$|\/legal-entities\/names$/, { Name: 'Fuzz Holdings LLC' }],
  [/\/eins$/, { Ein: '12-3456789', NoEin: false }],
  [/\/marital-statuses$/, { MaritalStatus: 1 }],
  [/\/backup-withholdings$/, { BackupWithHoldingRecord: false }],
  [/\/passwords\/reset_token$/, { Username: 'existing@example.com' }],
  [/\/passwords$/, { PasswordResetToken: 'rpt.x', NewPassword: 'GoldBar2025!' }],
  [/\/plain$/, { Email: 'plain.fuzz@example.com', Password: 'GoldBar2024!' }],
  [/\/generate$/, { JwtToken: 'x' }],
  [/\/tracking-details$/, { AffiliateCode: 'a' }],
  [/\/fingerprints$/, { Fp: 'abc' }],
  [
    /\/employment-info$/,
    {
      EmploymentStatus: 1,
      EmployerName: 'A',
      EmployerAddressLine: '1 Rd',
      EmployerCity: 'Reno',
      EmployerZipCode: '89501',
      EmployerState: 'NV',
      OccupationCategory: 'Legal',
      Occupation: 'Attorney',
    },
  ],
  [
    /\/identification-info$/,
    {
      IdentificationType: 1,
      IDNumber: 'X1',
      IssueDate: '2020-01-01',
      ExpirationDate: '2040-01-01',
      IssuedByCountry: 'USA',
    },
  ],
  [
    /\/account-funding$/,
    {
      AccountPurpose: 1,
      InitialFundingSourceTypes: [{ FundingSourceTypeID: 8 }],
      InitialFundingOtherDetails: 'x',
      OngoingFundingSourceTypes: [{ FundingSourceTypeID: 1 }],
    },
  ],
  [/\/ira-business-names$/, { BusinessName: 'Acme' }],
  [/\/exitModal$/, { RegistrationPageUrl: 'http://x/', ExitModalType: 1 }],
  [/\/crmevents$/, { Data: [{ key: 'Source', value: '/' }], EventType: 'play' }],
  [
    /\/plaid-bank-accounts$/,
    {
      PublicToken: 'public-sandbox-ins_liberty',
      BankName: 'Liberty Federal Bank',
      BankAccounts: ['liberty-checking'],
    },
  ],
  [/\/bank-application-fundings$/, { BankAccountUid: '00000000-0000-0000-0000-000000000000' }],
  [/\/bank-application-funding-amounts$/, { Amount: 100 }],
  [/\/ira-application-fundings$/, { IRAFundingType: 1 }],
  [
    /\/ira-application-funding-amounts$/,
    { Amount: 100, ContributionYear: new Date().getUTCFullYear() },
  ],
  [/\/transfer-types$/, { TransferType: 'Liquidate' }],
  [/\/ira-account-types$/, { IRAAccountType: 'Traditional' }],
  [/\/account-numbers?$/, { AccountNumber: 'ETC-1' }],
  [
    /^\/v2\/custodians\/applications\/\{applicationUid\}$/,
    {
      Name: 'Fuzz Trust',
      Address: {
        Street: '1 Main St',
        City: 'Topeka',
        State: 'KS',
        PostalCode: '66603',
        CountryIso3Code: 'USA',
      },
      Phone: { LocalNumber: '7855550199' },
      Fax: { LocalNumber: '7855550198' },
    },
  ],
  [/\/metal-streams\/products$/, { MetalType: 'Gold', ProductSymbolCode: 'AGE1-NY' }],
  [/\/metal-streams\/allocations$/, { GoldPercentage: 0.5, SilverPercentage: 0.5 }],
  [/\/metal-streams\/fundings-sources$/, { UseAccountBalance: true }],
  [
    /\/bank-accounts\/metal-streams$/,
    {
      AccountHolderFullName: 'Fuzz Tester',
      RoutingNumber: '021000021',
      AccountNumber: '12345678',
      AccountType: 'Checking',
    },
  ],
];

const sampleFor = (path: string) => SAMPLES.find(([re]) => re.test(path))?.[1] ?? null;

/** One mutation of a valid sample: a field replaced, removed or added. */
const mutation = fc.record({
  op: fc.constantFrom('replace', 'replace', 'delete', 'add', 'none'),
  pick: fc.nat(),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    weirdString,
    fc.integer({ min: -1, max: 15 }),
    fc.boolean(),
  ),
});

function mutate(
  sample: Record<string, unknown>,
  m: { op: string; pick: number; value: unknown },
): string {
  const copy: Record<string, unknown> = { ...sample };
  const keys = Object.keys(copy);
  const key = keys[m.pick % keys.length];
  if (m.op === 'replace') copy[key] = m.value;
  else if (m.op === 'delete') delete copy[key];
  else if (m.op === 'add') copy[`X${m.pick % 7}`] = m.value;
  return JSON.stringify(copy);
}

const rawBody = fc.oneof(
  mutation.map((m) => ({ kind: 'mutation' as const, text: '', m })),
  mutation.map((m) => ({ kind: 'mutation' as const, text: '', m })),
  jsonish.map((v) => ({ kind: 'json' as const, text: JSON.stringify(v) })),
  fc.string({ maxLength: 60 }).map((text) => ({ kind: 'raw' as const, text })),
  fc
    .constantFrom('{', '{"Email":', '[', 'null', '"', '{"a":1}}', '\u0000', '')
    .map((text) => ({ kind: 'raw' as const, text })),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
);

const queryArb = fc.dictionary(
  fc.constantFrom(
    'email',
    'brokerCode',
    'search',
    'take',
    'IRAFundingType',
    'transferType',
    'iRAAccountType',
    'applicationType',
    'registrationFlowType',
    'isPrimary',
    'sessionId',
    'stateListType',
    'countryListType',
    'iraAccountType',
    'username',
    'uid',
    'occupationCategory',
    'countryCode',
    'PersonTargetType',
    'recaptchaToken',
    'accountUid',
    'accountCode',
    'isFromDashboard',
    'x',
  ),
  weirdString,
  { maxKeys: 4 },
);

type TokenChoice = 'mine' | 'other' | 'garbage' | 'none' | 'refresh';
const tokenArb = fc.constantFrom<TokenChoice>(
  'mine',
  'mine',
  'mine',
  'other',
  'garbage',
  'none',
  'refresh',
);

/** IRA funding and custodian paths act as the IRA applicant. */
const isIraPath = (path: string) => /\/ira-|\/custodians\//.test(path);

function tokenFor(choice: TokenChoice, ira = false): string | null {
  if (ira && choice === 'mine') return iraUser.token;
  return choice === 'mine'
    ? me.token
    : choice === 'other'
      ? other.token
      : choice === 'refresh'
        ? me.refresh
        : choice === 'garbage'
          ? 'a.b.c'
          : null;
}

/** Fills `{param}` with the caller's ids or a random value. */
function fillPath(path: string, useReal: boolean, random: string, randomPerson = false): string {
  return path.replace(/\{([A-Za-z]+)\}/g, (_m, name: string) => {
    if (!useReal) return encodeURIComponent(random) || 'x';
    if (name === 'applicationUid')
      return isIraPath(path) ? iraUser.applicationUid : me.applicationUid;
    if (name === 'personUid') return randomPerson ? encodeURIComponent(random) || 'x' : personUid;
    if (name === 'maincode' || name === 'agreement') return 'haa-agreements';
    return encodeURIComponent(random) || 'x';
  });
}

const request = fc.record({
  useReal: fc.boolean(),
  randomPerson: fc.boolean(),
  random: weirdString,
  query: queryArb,
  body: fc.option(rawBody, { nil: undefined }),
  contentType,
  token: tokenArb,
});

type RequestCase = typeof request extends fc.Arbitrary<infer T> ? T : never;

async function check(method: string, pathTemplate: string, r: RequestCase) {
  let path = fillPath(pathTemplate, r.useReal, r.random, r.randomPerson);
  if (method === 'DELETE' && pathTemplate === '/v2/applications/{applicationUid}' && r.useReal) {
    // Delete a throw-away application, not the one the other requests use.
    const created = await h.call('POST', '/v2/applications', {
      token: me.token,
      body: { ApplicationType: 'Individual' },
    });
    path = `/v2/applications/${created.json.ApplicationUid}`;
  }
  // Agreement routes take the agreement segment whole.
  path = path.replace('haa-agreements-html-agreements', 'haa-html-agreements');
  const qs = new URLSearchParams(r.query as Record<string, string>).toString();
  const url = qs ? `${path}?${qs}` : path;
  const headers: Record<string, string> = {};
  if (r.contentType) headers['Content-Type'] = r.contentType;
  const token = tokenFor(r.token, isIraPath(pathTemplate));
  if (token) headers.Authorization = `Bearer ${token}`;
  let body = method === 'GET' || method === 'HEAD' || !r.body ? undefined : r.body.text;
  if (r.body && 'm' in r.body && body !== undefined) {
    const sample = sampleFor(pathTemplate);
    body = sample ? mutate(sample, r.body.m) : '{}';
  }
  const res = await h.app.request(url, { method, headers, body });
  const text = await res.text();
  if (res.status < 300) okCount += 1;
  const where = `${method} ${url} body=${body?.slice(0, 80)} ct=${r.contentType} → ${res.status} ${text.slice(0, 200)}`;
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const shape = errorResponse.safeParse(parsed);
    expect(shape.success, where).toBe(true);
    expect(shape.data?.Errors.length ?? 0, where).toBeGreaterThan(0);
  }
}

describe('property: no endpoint answers 5xx; every 4xx has the error shape', () => {
  it('covers every contract endpoint and every app route', () => {
    const targets = allTargets();
    const routes = appRoutes().map(([m, p]) => `${m} ${p}`);
    for (const e of Object.values(endpoints)) {
      // Agreement segments of every type ({maincode}, ach, ira, metal-stream) are one path param.
      const template = e.path.replace(/\/[a-z{}-]+-agreements$/, '/{agreement}');
      // Every contract endpoint is served by some route (agreement segments are one param).
      expect(
        routes.some((r) => r === `${e.method} ${template}` || r === `${e.method} ${e.path}`),
        `${e.method} ${e.path}`,
      ).toBe(true);
    }
    expect(targets.length).toBeGreaterThanOrEqual(Object.keys(endpoints).length);
  });

  // The regressions run before the random requests: those may log the caller out (POST …/logout
  // revokes the session of `me`, issue 12), after which `me.token` answers 401.
  it('regression: a NUL character in a query or body answers 400 InvalidCharacters, not a database fault', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['POST', '/v2/users/passwords/reset_token?username=%00', undefined],
      ['POST', '/v2/users/passwords/reset_token', 'a\u0000b'],
      [
        'POST',
        `/v2/applications/${me.applicationUid}/persons/${personUid}/addresses`,
        {
          Street: '1 Main\u0000St',
          City: 'Albany',
          State: 'NY',
          PostalCode: '12207',
          CountryIso3Code: 'USA',
        },
      ],
      ['POST', '/v2/tracking-details', { AffiliateCode: '\u0000' }],
    ];
    for (const [method, path, body] of cases) {
      const r = await h.call(method, path, { token: me.token, body });
      expect(r.status, path).toBe(400);
      expect(r.json.Errors[0].Code, path).toBe('InvalidCharacters');
    }
  });

  it('regression: malformed path values answer 4xx, not a database fault', async () => {
    const states = await h.call('GET', '/v2/countries/%00/states');
    expect(states.status).toBe(400);
    expect(states.json.Errors[0].Code).toBe('CountryIso3CodeIsInvalid');
    const person = await h.call(
      'PUT',
      `/v2/applications/${me.applicationUid}/persons/not-a-uuid/ssns`,
      { token: me.token, body: { Ssn: '219-09-1234' } },
    );
    expect(person.status).toBe(404);
    expect(person.json.Errors[0].Code).toBe('InvalidPersonUid');
  });

  it('random bodies, queries, path params and tokens', async () => {
    for (const [method, path] of allTargets()) {
      await fc.assert(
        fc.asyncProperty(request, (r) => check(method, path, r)),
        { numRuns: RUNS },
      );
    }
    expect(okCount).toBeGreaterThan(allTargets().length / 2);
    // Every route × RUNS requests: well over the 30 s default on a loaded machine or PostgreSQL.
  }, 180_000);

  it('unknown verbs and paths under /v2 answer 404/405 with the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.array(weirdString, { minLength: 1, maxLength: 4 }),
        async (method, segs) => {
          const path = `/v2/${segs.map((s) => encodeURIComponent(s) || 'x').join('/')}`;
          const res = await h.app.request(path, {
            method,
            headers: { Authorization: `Bearer ${me.token}` },
          });
          expect(res.status, `${method} ${path}`).toBeLessThan(500);
          if (res.status >= 400)
            expect(errorResponse.safeParse(await res.json()).success).toBe(true);
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });
});
