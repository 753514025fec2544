/**
 * ApplicationOnboarding (doc 1 §3) in GET v2/applications/{ApplicationUid} for every account
 * kind: the menu lists the kind's step table (machines/wizards/*.steps.ts, chosen as doc 2 §2.2
 * "Choice of the first wizard screen" says), and an item's IsCompleted flips when its data is
 * saved and when a later step is posted (POST …/steps {Step}).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationResponse, type Application } from '../../services/api/contract';
import { businessSteps } from '../../machines/wizards/business.steps';
import { individualSteps } from '../../machines/wizards/individual.steps';
import { iraBusinessSteps } from '../../machines/wizards/ira-business.steps';
import { iraPersonalSteps } from '../../machines/wizards/ira-personal.steps';
import { jointSteps } from '../../machines/wizards/joint.steps';
import { metalStreamSteps } from '../../machines/wizards/metal-stream.steps';
import { trustSteps } from '../../machines/wizards/trust.steps';
import { utmaSteps } from '../../machines/wizards/utma.steps';
import type { StepTable } from '../../machines/wizards/step-table';
import { startHarness, type Harness, type Registered } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const KINDS: [string, string, StepTable][] = [
  ['Individual', 'applicationType=Individual&registrationFlowType=1', individualSteps],
  [
    'Business (LLC)',
    'applicationType=Corporate&corporateAccountType=LimitedLiabilityCorporation',
    businessSteps,
  ],
  ['Business (no type yet)', 'applicationType=Corporate', businessSteps],
  ['Trust', 'applicationType=Corporate&corporateAccountType=Trust', trustSteps],
  ['IRA Traditional', 'applicationType=IRA&iraAccountType=Traditional', iraPersonalSteps],
  ['IRA Roth', 'applicationType=IRA&iraAccountType=Roth', iraPersonalSteps],
  ['IRA SIMPLE', 'applicationType=IRA&iraAccountType=SIMPLE', iraBusinessSteps],
  ['IRA SEP', 'applicationType=IRA&iraAccountType=SEP', iraBusinessSteps],
  [
    'Joint',
    'applicationType=JointTenants&jointTenantsAccountType=WithRightOfSurvivorship',
    jointSteps,
  ],
  ['UTMA Custodian', 'applicationType=UTMA&utmaAccountType=Custodian', utmaSteps],
  ['UTMA Trustee', 'applicationType=UTMA&utmaAccountType=Trustee', utmaSteps],
  ['Metal stream (AIP)', 'applicationType=Individual&registrationFlowType=2', metalStreamSteps],
];

const NAME = { FirstName: 'Ada', LastName: 'Lovelace' };
const ADDRESS = {
  Street: '200 Park Ave',
  AptOrSuite: null,
  City: 'New York',
  State: 'NY',
  PostalCode: '10166',
  CountryIso3Code: 'USA',
  CountryIso2Code: 'US',
};

type App = Registered & {
  base: string;
  call: (
    method: string,
    path: string,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ) => Promise<{ status: number; text: string; json: any }>;
};

/** The table as the default broker (HAA, IsIRSRequired off) runs it: no backup withholding (doc 2 §2.19). */
const asked = (table: StepTable) => table.filter((s) => s.id !== 'backupWithholding');

async function registerKind(query: string): Promise<App> {
  const reg = await h.register(undefined, query);
  const base = `/v2/applications/${reg.applicationUid}`;
  return {
    ...reg,
    base,
    call: (method, path, body) => h.call(method, `${base}${path}`, { token: reg.token, body }),
  };
}

async function getApp(a: App): Promise<Application> {
  const r = await h.call('GET', a.base, { token: a.token });
  expect(r.status).toBe(200);
  return applicationResponse.parse(r.json);
}

/** Path → IsCompleted of the menu. */
async function completed(a: App): Promise<Record<string, boolean>> {
  const menu = (await getApp(a)).ApplicationOnboarding.ApplicationOnboardingMenu as {
    Path: string;
    IsCompleted: boolean;
  }[];
  return Object.fromEntries(menu.map((m) => [m.Path, m.IsCompleted]));
}

/** Asserts a call succeeded (201 created or 200 updated) and returns its body. */
async function ok(a: App, method: string, path: string, body?: unknown) {
  const r = await a.call(method, path, body);
  expect([200, 201, 202], `${method} ${path}: ${r.status} ${r.text}`).toContain(r.status);
  return r.json;
}

const step = (a: App, path: string) => ok(a, 'POST', '/steps', { Step: path });

describe('the menu lists the step table of the application kind', () => {
  it.each(KINDS)('%s', async (_, query, fullTable) => {
    const table = asked(fullTable);
    const a = await registerKind(query);
    const menu = (await getApp(a)).ApplicationOnboarding.ApplicationOnboardingMenu as Record<
      string,
      unknown
    >[];
    expect(menu.map((m) => m.Path)).toEqual(table.map((s) => s.path));
    expect(menu.map((m) => m.Title)).toEqual(table.map((s) => s.titleKey));
    expect(menu.map((m) => m.Section)).toEqual(table.map((s) => s.section));
    // Only what registration itself saves is completed: a business type named in the query.
    const initially = query.includes('corporateAccountType=LimitedLiabilityCorporation')
      ? ['/business/secure/verify']
      : [];
    expect(menu.filter((m) => m.IsCompleted).map((m) => m.Path)).toEqual(initially);
  });

  it('has no menu before the account kind is chosen', async () => {
    const a = await registerKind('applicationType=&registrationFlowType=1');
    expect((await getApp(a)).ApplicationOnboarding.ApplicationOnboardingMenu).toEqual([]);
  });

  it('follows a change of kind (PUT account-types): Corporate → Trust, IRA Traditional → SEP', async () => {
    const corp = await registerKind('applicationType=Corporate&corporateAccountType=Partnership');
    await ok(corp, 'PUT', '/account-types', {
      ApplicationType: 'Corporate',
      CorporateAccountType: 'Trust',
      TrackingDetails: {},
    });
    expect(Object.keys(await completed(corp))).toEqual(trustSteps.map((s) => s.path));
    const ira = await registerKind('applicationType=IRA&iraAccountType=Traditional');
    await ok(ira, 'PUT', '/account-types', {
      ApplicationType: 'IRA',
      IRAAccountType: 'SEP',
      TrackingDetails: {},
    });
    expect(Object.keys(await completed(ira))).toEqual(iraBusinessSteps.map((s) => s.path));
  });
});

describe('posting a later step completes every item before it', () => {
  it.each(KINDS)('%s', async (_, query, fullTable) => {
    const table = asked(fullTable);
    const a = await registerKind(query);
    const review = table.findIndex((s) => s.screen === 'review');
    expect(review).toBeGreaterThan(0);
    const before = await completed(a);
    expect(table.map((s) => before[s.path]).filter(Boolean).length).toBeLessThanOrEqual(1);
    await step(a, table[review].path);
    const done = await completed(a);
    expect(table.map((s) => done[s.path])).toEqual(table.map((_s, i) => i < review));
    // Past the wizard (KYC): every item is completed.
    await step(a, '/kyc/processing');
    expect(Object.values(await completed(a)).every(Boolean)).toBe(true);
  });
});

describe('backup withholding in the menu follows the broker’s IsIRSRequired (doc 2 §2.19)', () => {
  it('LG (on) lists it after the SSN for Individual and Joint, completed once the answer is saved', async () => {
    for (const [query, table] of [
      ['applicationType=Individual&registrationFlowType=1&brokerCode=LG', individualSteps],
      [
        'applicationType=JointTenants&jointTenantsAccountType=WithRightOfSurvivorship&brokerCode=LG',
        jointSteps,
      ],
    ] as const) {
      const a = await registerKind(query);
      const menu = (await getApp(a)).ApplicationOnboarding.ApplicationOnboardingMenu as {
        Path: string;
        IsCompleted: boolean;
      }[];
      expect(menu.map((m) => m.Path)).toEqual(table.map((s) => s.path));
      expect(menu.map((m) => m.Path)).toContain('/secure/backup-withholding');
    }
    const a = await registerKind('applicationType=Individual&registrationFlowType=1&brokerCode=LG');
    await ok(a, 'POST', '/persons?isPrimary=true', NAME);
    await ok(a, 'POST', '/persons/backup-withholdings?PersonTargetType=0', {
      BackupWithHoldingRecord: false,
    });
    expect(await completed(a)).toMatchObject({ '/secure/backup-withholding': true });
  });
});

describe("saving a step's data completes its item while ApplicationStep is still at the start", () => {
  it("Business: business type, entity name, EIN, business address, the agent's name", async () => {
    const a = await registerKind('applicationType=Corporate');
    await step(a, '/business/secure');
    expect(await completed(a)).toMatchObject({
      '/business/secure/verify': false,
      '/business/secure/verify/name': false,
    });
    await ok(a, 'PUT', '/account-types', {
      ApplicationType: 'Corporate',
      CorporateAccountType: 'LimitedLiabilityCorporation',
      TrackingDetails: {},
    });
    expect((await completed(a))['/business/secure/verify']).toBe(true);
    await ok(a, 'POST', '/legal-entities', { Name: 'Golden Acorn LLC' });
    expect(await completed(a)).toMatchObject({
      '/business/secure/verify/name': true,
      '/business/secure/verify/name/ein': false,
    });
    await ok(a, 'POST', '/legal-entities/eins', { Ein: '123456789', NoEin: false });
    expect(await completed(a)).toMatchObject({
      '/business/secure/verify/name/ein': true,
      '/business/secure/verify/business-address': false,
    });
    await ok(a, 'POST', '/legal-entities/addresses', ADDRESS);
    expect(await completed(a)).toMatchObject({
      '/business/secure/verify/business-address': true,
      '/business/secure/verify/business-review': false,
    });
    await ok(a, 'POST', '/persons?isPrimary=true', NAME);
    const done = await completed(a);
    expect(done).toMatchObject({
      '/business/secure/name': true,
      '/business/secure/phone-number': false,
      '/business/secure': false,
    });
  });

  it('Trust: trust name and an EIN answered "no EIN"; the EIN question completes once passed', async () => {
    const a = await registerKind('applicationType=Corporate&corporateAccountType=Trust');
    await ok(a, 'POST', '/legal-entities', { Name: 'Family Trust' });
    expect(await completed(a)).toMatchObject({
      '/secure/trust/name': true,
      '/secure/trust/askEin': false,
      '/secure/trustName/ein': false,
    });
    await ok(a, 'POST', '/legal-entities/eins', { Ein: null, NoEin: true });
    expect(await completed(a)).toMatchObject({
      '/secure/trustName/ein': true,
      '/secure/trust/askEin': false,
    });
    await step(a, '/secure/name');
    expect(await completed(a)).toMatchObject({
      '/secure/trust/askEin': true,
      '/secure/name': false,
    });
  });

  it('IRA personal: marital status, financial profile, retirement funding type and amount', async () => {
    const a = await registerKind('applicationType=IRA&iraAccountType=Roth');
    const person = await ok(a, 'POST', '/persons?isPrimary=true', NAME);
    await ok(a, 'POST', `/persons/${person.PersonUid}/marital-statuses`, { MaritalStatus: 2 });
    expect(await completed(a)).toMatchObject({
      '/secure/name': true,
      '/secure/marital': true,
      '/secure/identity': false,
    });
    const cdd = await h.call(
      'POST',
      `/v2/customer-due-diligence/${a.applicationUid}/account-funding`,
      {
        token: a.token,
        body: {
          AccountPurpose: 1,
          InitialFundingSourceTypes: [{ FundingSourceTypeID: 2 }],
          OngoingFundingSourceTypes: [{ FundingSourceTypeID: 2 }],
        },
      },
    );
    expect(cdd.status, cdd.text).toBe(201);
    expect(await completed(a)).toMatchObject({
      '/secure/financial-profile': true,
      '/secure/employmentStatus': false,
      '/secure/identity/details': false,
    });
    await ok(a, 'POST', '/ira-application-fundings', { IRAFundingType: 2 });
    expect(await completed(a)).toMatchObject({
      '/fund/retirement': true,
      '/fund/retirement/rollover/amount': false,
    });
    await ok(a, 'POST', '/ira-application-funding-amounts', {
      Amount: 5000,
      ContributionYear: null,
    });
    expect(await completed(a)).toMatchObject({
      '/fund/retirement/rollover/amount': true,
      '/review/equity': false,
      '/review/agreement': false,
    });
  });

  it('IRA business: the business name (IRAApplication.CompanyName)', async () => {
    const a = await registerKind('applicationType=IRA&iraAccountType=SIMPLE');
    await ok(a, 'POST', '/ira-business-names', { BusinessName: 'Acme Dental PC' });
    expect(await completed(a)).toMatchObject({
      '/secure/businessName': true,
      '/secure/name': false,
    });
  });

  it("Joint: the secondary owner's name and a non-USA identity (which also stands for the SSN)", async () => {
    const a = await registerKind('applicationType=JointTenants&jointTenantsAccountType=Common');
    await ok(a, 'POST', '/persons?isPrimary=true', NAME);
    const second = await ok(a, 'POST', '/persons?isPrimary=false', {
      FirstName: 'Sam',
      LastName: 'Second',
    });
    expect(await completed(a)).toMatchObject({
      '/secure/name': true,
      '/secure/secondary': true,
      '/secure/secondary/identity': false,
    });
    await ok(a, 'POST', `/persons/${second.PersonUid}/countries`, {
      CountryIso3Code: 'FRA',
      CountryIso2Code: 'FR',
    });
    const done = await completed(a);
    expect(done).toMatchObject({
      '/secure/secondary/identity': true,
      '/secure/secondary/ssn': true,
      '/secure/identity': false,
      '/secure/identity/ssn': false,
    });
    // The survivorship answer is the AccountType set at registration: it completes only once passed.
    expect(done['/fund/account/survivor']).toBe(false);
    await ok(a, 'POST', `/persons/${second.PersonUid}/addresses`, ADDRESS);
    expect(await completed(a)).toMatchObject({
      '/address/secondary/enter': true,
      '/address/enter': false,
      '/address/secondary': false,
    });
  });

  it("UTMA: the minor's name and address", async () => {
    const a = await registerKind('applicationType=UTMA&utmaAccountType=Custodian');
    await ok(a, 'POST', '/persons?isPrimary=true', NAME);
    const minor = await ok(a, 'POST', '/persons?isPrimary=false', {
      FirstName: 'Tim',
      LastName: 'Minor',
    });
    expect(await completed(a)).toMatchObject({ '/secure/minor': true, '/secure/minor/dob': false });
    await ok(a, 'POST', `/persons/${minor.PersonUid}/addresses`, ADDRESS);
    expect(await completed(a)).toMatchObject({
      '/address/minor/enter': true,
      '/address/minor': false,
      '/address/enter': false,
    });
  });

  it('Metal stream: monthly amount, allocation, gold and silver products, funding source (GET application MetalStream)', async () => {
    const a = await registerKind('applicationType=Individual&registrationFlowType=2');
    const ms = '/metal-streams';
    await ok(a, 'POST', `${ms}/fundings`, { Amount: 500 });
    expect(await completed(a)).toMatchObject({
      '/metal/invest': true,
      '/metal/allocate': false,
      '/metal': false,
    });
    await ok(a, 'POST', `${ms}/allocations`, { GoldPercentage: 0.6, SilverPercentage: 0.4 });
    expect(await completed(a)).toMatchObject({ '/metal/allocate': true, '/metal/gold': false });
    await ok(a, 'POST', `${ms}/products`, { MetalType: 'Gold', ProductSymbolCode: 'AGE1-NY' });
    expect(await completed(a)).toMatchObject({ '/metal/gold': true, '/metal/silver': false });
    await ok(a, 'POST', `${ms}/products`, {
      MetalType: 'Silver',
      ProductSymbolCode: 'SB100OZ-SLC',
    });
    expect(await completed(a)).toMatchObject({ '/metal/silver': true, '/metal/funding': false });
    await ok(a, 'POST', `${ms}/fundings-sources`, { UseAccountBalance: true });
    expect(await completed(a)).toMatchObject({
      '/metal/funding': true,
      '/metal/review': false,
      '/aip/secure/name': false,
    });
  });

  it('Individual: funding method and amount', async () => {
    const a = await registerKind('applicationType=Individual&registrationFlowType=1');
    await ok(a, 'POST', '/application-fundings', { BankFundingType: 3 });
    expect(await completed(a)).toMatchObject({
      '/fund/account': true,
      '/fund/account/wire': false,
    });
    await ok(a, 'POST', '/fundings', { Amount: 2500 });
    expect(await completed(a)).toMatchObject({
      '/fund/account/wire': true,
      '/fund/account/check': true,
      '/review': false,
    });
  });

  it('another user cannot read the menu of the application; no token: 401', async () => {
    const a = await registerKind('applicationType=UTMA&utmaAccountType=Custodian');
    const other = await h.register();
    expect((await h.call('GET', a.base, { token: other.token })).status).toBe(403);
    expect((await h.call('GET', a.base)).status).toBe(401);
  });
});
