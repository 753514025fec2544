/**
 * The ScreenSpecs of the second-person and joint / IRA funding landing screens: same address
 * (doc 2 §2.20), joint survivorship (doc 3 §2.4, §3 Joint tenancy), retirement funding and
 * retirement amount (doc 3 §2.4, §5) — create vs update vs no call, payloads, the returned
 * application, flags, `initial` / `data` from sample applications, and the amount form's rules.
 */
import { t } from '../../src/i18n/t';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../services/api/client';
import type { Application, IraApplicationFunding, Person } from '../../services/api/contract';
import { saveStep } from '../../machines/wizard-engine/save-step';
import { fieldsOf } from '../../machines/screen-fields';
import type { PersonSlot } from '../../machines/screen-contract';
import type { SpecContext, SpecSaveInput } from '../../machines/view/screen-spec';
import { specOf } from '../../machines/view/screen-specs';
import { jointSurvivorshipSpec } from '../../machines/view/specs/joint-survivorship';
import {
  contributionYearOptions,
  retirementAmountForm,
  retirementAmountKind,
  retirementAmountSpec,
} from '../../machines/view/specs/retirement-amount';
import { retirementFundingSpec } from '../../machines/view/specs/retirement-funding';
import { formatAddressLine, sameAddressSpec } from '../../machines/view/specs/same-address';
import { routeFrom } from '../../machines/wizards/walk';
import { RETIREMENT_FUNDING } from '../../machines/wizards/step-segments';
import type { StepDef } from '../../machines/wizards/step-table';
import { COUNTRIES, SETTINGS, emptyApplication } from '../machines/fake-api';
import { specContext } from '../spec-context';

const V = 'fields.errors.validation.';

const person = (p: Partial<Person> = {}): Person => ({
  PersonUid: 'p1',
  PersonName: null,
  PersonBirthday: null,
  PersonCountry: null,
  PersonSsn: null,
  Phone: null,
  PersonAddress: null,
  ...p,
});

const ADDRESS: NonNullable<Person['PersonAddress']> = {
  Street: '12 Main St',
  AptOrSuite: 'Apt 4',
  City: 'Springfield',
  State: 'IL',
  StateCaption: 'Illinois',
  PostalCode: '62701',
  CountryIso3Code: 'USA',
  CountryIso2Code: 'US',
};

function jointApp(
  extra: Partial<NonNullable<Application['JointTenantsApplication']>> = {},
): Application {
  return emptyApplication({
    ApplicationType: 'JointTenants',
    IndividualApplication: null,
    JointTenantsApplication: {
      AccountType: null,
      JointTenantsAccountType: null,
      PrimaryHolder: person({
        PersonAddress: ADDRESS,
        PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
      }),
      SecondaryHolder: person({
        PersonUid: 'p2',
        PersonName: { FirstName: 'Bea', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
      }),
      ...extra,
    },
  });
}

const funding = (f: Partial<IraApplicationFunding> = {}): IraApplicationFunding => ({
  IRAFundingType: 2,
  Amount: null,
  ContributionYear: null,
  TransferType: null,
  CustodianAccountType: null,
  AccountNumber: null,
  IRAFundingCustodianResponse: null,
  ...f,
});

function iraApp(
  f: IraApplicationFunding | null,
  accountType: 'Traditional' | 'SEP' = 'Traditional',
): Application {
  return emptyApplication({
    ApplicationType: 'IRA',
    AccountType: accountType,
    IndividualApplication: null,
    IRAApplication: {
      AccountType: accountType,
      IRAAccountType: accountType,
      Owner: person(),
      CompanyName: null,
      CustomerDueDiligenceResponse: null,
      IRAApplicationFundingResponse: f,
    },
  });
}

function ctx(over: Partial<SpecContext> = {}): SpecContext {
  return specContext({ application: null, countries: COUNTRIES, settings: SETTINGS, ...over });
}

/** A fake ApiClient whose `call` records name and args and answers with `answer(name, args)`. */
function fakeApi(answer: (name: string, args: { json?: unknown }) => unknown = () => undefined) {
  const calls: { name: string; params?: Record<string, string>; json?: unknown }[] = [];
  const api = {
    call: vi.fn(
      async (name: string, args: { params?: Record<string, string>; json?: unknown } = {}) => {
        calls.push({ name, params: args.params, json: args.json });
        return answer(name, args);
      },
    ),
  };
  return { api: api as unknown as ApiClient, calls };
}

const input = (
  application: Application,
  values: Record<string, unknown>,
  person: PersonSlot = 'main',
): SpecSaveInput => ({
  values,
  application,
  person,
  countries: COUNTRIES,
  settings: SETTINGS,
});

describe('registry', () => {
  it('registers the four specs and their form fields (server errors land on them)', () => {
    expect(specOf('sameAddress')).toBe(sameAddressSpec);
    expect(specOf('jointSurvivorship')).toBe(jointSurvivorshipSpec);
    expect(specOf('retirementFunding')).toBe(retirementFundingSpec);
    expect(specOf('retirementAmount')).toBe(retirementAmountSpec);
    expect(fieldsOf('jointSurvivorship')).toEqual(['JointTenantsAccountType']);
    expect(fieldsOf('retirementFunding')).toEqual(['IRAFundingType']);
    expect(fieldsOf('retirementAmount')).toEqual(['Amount', 'ContributionYear']);
    expect(fieldsOf('sameAddress')).toEqual(['SameAddress']);
  });
});

describe('same address (doc 2 §2.20)', () => {
  it('data: the main applicant’s address on one line with the country caption; null without one', () => {
    expect(sameAddressSpec.data!(ctx({ application: jointApp(), person: 'secondary' }))).toEqual({
      mainAddress: '12 Main St, Apt 4, Springfield, Illinois 62701, United States of America',
    });
    const noAddress = jointApp({ PrimaryHolder: person() });
    expect(sameAddressSpec.data!(ctx({ application: noAddress, person: 'secondary' }))).toEqual({
      mainAddress: null,
    });
    expect(
      formatAddressLine(
        { ...ADDRESS, AptOrSuite: null, StateCaption: null, CountryIso3Code: 'XYZ' },
        COUNTRIES,
      ),
    ).toBe('12 Main St, Springfield, IL 62701, XYZ');
  });

  it('initial: the earlier answer of the step’s slot', () => {
    expect(sameAddressSpec.initial!(ctx({ person: 'minor' }))).toEqual({ SameAddress: '' });
    expect(
      sameAddressSpec.initial!(ctx({ person: 'minor', sameAddress: { minor: true } })),
    ).toEqual({ SameAddress: 'yes' });
    expect(
      sameAddressSpec.initial!(
        ctx({ person: 'secondary', sameAddress: { secondary: false, minor: true } }),
      ),
    ).toEqual({
      SameAddress: 'no',
    });
  });

  it('save makes no call and returns the flag (Yes → true, No → false), through the save actor too', async () => {
    const { api, calls } = fakeApi();
    const app = jointApp();
    const yes = await sameAddressSpec.save!(input(app, { SameAddress: 'yes' }, 'secondary'), {
      api,
    });
    expect(yes).toEqual({ application: app, called: false, flags: { sameAddress: true } });
    const no = await saveStep(
      {
        screen: 'sameAddress',
        person: 'secondary',
        values: { SameAddress: 'no' },
        application: app,
        countries: COUNTRIES,
      },
      { api },
    );
    expect(no).toEqual({ application: app, called: false, flags: { sameAddress: false } });
    expect(calls).toEqual([]);
  });
});

describe('joint survivorship (doc 3 §2.4, §3 Joint tenancy, §4)', () => {
  const answer = (_n: string, args: { json?: unknown }) => {
    const type = (args.json as { JointTenantsAccountType: string }).JointTenantsAccountType;
    return { ApplicationType: 'JointTenants', AccountType: type, JointTenantsAccountType: type };
  };

  it('creates when none is saved; the answer is the joint tenancy and the AccountType', async () => {
    const { api, calls } = fakeApi(answer);
    const out = await jointSurvivorshipSpec.save!(
      input(jointApp(), { JointTenantsAccountType: 'WithRightOfSurvivorship' }),
      { api },
    );
    expect(calls).toEqual([
      {
        name: 'createJointTenancyType',
        params: { applicationUid: jointApp().ApplicationUid },
        json: { JointTenantsAccountType: 'WithRightOfSurvivorship' },
      },
    ]);
    expect(out.called).toBe(true);
    expect(out.application.AccountType).toBe('WithRightOfSurvivorship');
    expect(out.application.JointTenantsApplication?.JointTenantsAccountType).toBe(
      'WithRightOfSurvivorship',
    );
    expect(out.application.JointTenantsApplication?.AccountType).toBe('WithRightOfSurvivorship');
    // the persons stay
    expect(out.application.JointTenantsApplication?.SecondaryHolder?.PersonUid).toBe('p2');
  });

  it('updates when another type is saved, and makes no call when unchanged', async () => {
    const saved = jointApp({ AccountType: 'Common', JointTenantsAccountType: 'Common' });
    const { api, calls } = fakeApi(answer);
    const same = await jointSurvivorshipSpec.save!(
      input(saved, { JointTenantsAccountType: 'Common' }),
      { api },
    );
    expect(same).toEqual({ application: saved, called: false });
    expect(calls).toEqual([]);
    const changed = await jointSurvivorshipSpec.save!(
      input(saved, { JointTenantsAccountType: 'WithRightOfSurvivorship' }),
      { api },
    );
    expect(calls.map((c) => c.name)).toEqual(['updateJointTenancyType']);
    expect(calls[0].json).toEqual({ JointTenantsAccountType: 'WithRightOfSurvivorship' });
    expect(changed.application.JointTenantsApplication?.JointTenantsAccountType).toBe(
      'WithRightOfSurvivorship',
    );
  });

  it('an unknown choice is refused on the field without a call', async () => {
    const { api, calls } = fakeApi(answer);
    const err = await jointSurvivorshipSpec.save!(
      input(jointApp(), { JointTenantsAccountType: 'Both' }),
      { api },
    ).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).failure.errors[0]).toMatchObject({
      Context: 'JointTenantsAccountType',
    });
    expect(calls).toEqual([]);
  });

  it('initial: the saved type; data: the secondary owner’s first name', () => {
    expect(jointSurvivorshipSpec.initial!(ctx({ application: jointApp() }))).toEqual({
      JointTenantsAccountType: '',
    });
    expect(
      jointSurvivorshipSpec.initial!(
        ctx({ application: jointApp({ JointTenantsAccountType: 'Common' }) }),
      ),
    ).toEqual({
      JointTenantsAccountType: 'Common',
    });
    expect(jointSurvivorshipSpec.data!(ctx({ application: jointApp() }))).toEqual({
      secondaryName: 'Bea',
    });
    expect(
      jointSurvivorshipSpec.data!(ctx({ application: jointApp({ SecondaryHolder: null }) })),
    ).toEqual({ secondaryName: null });
  });
});

describe('retirement funding (doc 3 §2.4 Retirement funding type, §4)', () => {
  const answer = (_n: string, args: { json?: unknown }) =>
    funding({ IRAFundingType: (args.json as { IRAFundingType: 1 | 2 | 3 }).IRAFundingType });
  const step = { id: 'fundRetirement', ...RETIREMENT_FUNDING } as unknown as StepDef;

  it('creates with the type code when none is saved; the saved type routes to its amount screen', async () => {
    const { api, calls } = fakeApi(answer);
    const out = await retirementFundingSpec.save!(
      input(iraApp(null), { IRAFundingType: 'Rollover' }),
      { api },
    );
    expect(calls).toEqual([
      {
        name: 'createIraFunding',
        params: { applicationUid: iraApp(null).ApplicationUid },
        json: { IRAFundingType: 2 },
      },
    ]);
    expect(out.called).toBe(true);
    expect(out.application.IRAApplication?.IRAApplicationFundingResponse?.IRAFundingType).toBe(2);
    expect(out.application.IRAApplication?.IRAAccountType).toBe('Traditional');
    expect(routeFrom(step, { application: out.application, furthestStep: null })).toBe(
      'fundRollover',
    );
  });

  it('updates when another type is saved (AnnualContribution → 3), no call when unchanged', async () => {
    const saved = iraApp(funding({ IRAFundingType: 2, Amount: 100 }));
    const { api, calls } = fakeApi(answer);
    const same = await retirementFundingSpec.save!(input(saved, { IRAFundingType: 'Rollover' }), {
      api,
    });
    expect(same).toEqual({ application: saved, called: false });
    const changed = await retirementFundingSpec.save!(
      input(saved, { IRAFundingType: 'AnnualContribution' }),
      { api },
    );
    expect(calls).toEqual([
      {
        name: 'updateIraFunding',
        params: { applicationUid: saved.ApplicationUid },
        json: { IRAFundingType: 3 },
      },
    ]);
    expect(changed.application.IRAApplication?.IRAApplicationFundingResponse).toEqual(
      funding({ IRAFundingType: 3 }),
    );
    expect(routeFrom(step, { application: changed.application, furthestStep: null })).toBe(
      'fundContribution',
    );
  });

  it('an IRA transfer saves its type (code 1); an unknown type is refused on the field', async () => {
    const { api, calls } = fakeApi(answer);
    await retirementFundingSpec.save!(input(iraApp(null), { IRAFundingType: 'IRATransfer' }), {
      api,
    });
    expect(calls[0].json).toEqual({ IRAFundingType: 1 });
    const err = await retirementFundingSpec.save!(input(iraApp(null), { IRAFundingType: 'Gift' }), {
      api,
    }).catch((e) => e);
    expect((err as ApiError).failure.errors[0]).toMatchObject({
      Code: 'FundingTypeIsNotDefined',
      Context: 'IRAFundingType',
    });
    expect(calls).toHaveLength(1);
  });

  it('initial: the saved type’s name; data: IRA type, contribution limit and currency', () => {
    expect(retirementFundingSpec.initial!(ctx({ application: iraApp(null) }))).toEqual({
      IRAFundingType: '',
    });
    expect(
      retirementFundingSpec.initial!(ctx({ application: iraApp(funding({ IRAFundingType: 3 })) })),
    ).toEqual({
      IRAFundingType: 'AnnualContribution',
    });
    expect(retirementFundingSpec.data!(ctx({ application: iraApp(null, 'SEP') }))).toEqual({
      accountType: 'SEP',
      contributionLimit: 7000,
      currency: 'USD',
    });
    expect(
      retirementFundingSpec.data!(ctx({ application: iraApp(null), settings: null })),
    ).toMatchObject({ contributionLimit: null });
  });
});

describe('retirement amount (doc 3 §2.4 Retirement amount, §5 IRA amounts)', () => {
  afterEach(() => vi.useRealTimers());

  it('tells rollover and contribution apart by the path', () => {
    expect(retirementAmountKind('/fund/retirement/rollover/amount')).toBe('Rollover');
    expect(retirementAmountKind('/fund/retirement/contribution/amount')).toBe('AnnualContribution');
  });

  it('offers the previous year until 15 April (US Eastern time) and only the current year from 16 April', () => {
    expect(contributionYearOptions(new Date('2026-01-01T05:00:00Z'))).toEqual([2026, 2025]);
    expect(contributionYearOptions(new Date('2026-04-16T03:59:59Z'))).toEqual([2026, 2025]);
    expect(contributionYearOptions(new Date('2026-04-16T04:00:00Z'))).toEqual([2026]);
    expect(contributionYearOptions(new Date('2026-12-31T12:00:00Z'))).toEqual([2026]);
  });

  it('the form: amount rules with their keys, the contribution limit, the year among the options', () => {
    const rollover = retirementAmountForm('Rollover', 7000, [2026]);
    const contribution = retirementAmountForm('AnnualContribution', 7000, [2026, 2025]);
    const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.error?.issues[0]?.message;
    expect(rollover.safeParse({ Amount: '250000.5' })).toEqual({
      success: true,
      data: { Amount: 250000.5 },
    });
    expect(msg(rollover.safeParse({ Amount: '' }))).toBe(`${V}amount`);
    expect(msg(rollover.safeParse({ Amount: 'abc' }))).toBe(`${V}mustBeNumber`);
    expect(msg(rollover.safeParse({ Amount: '0' }))).toBe(`${V}greaterThanZero`);
    // doc 3 §5 estimated amounts (issue 35 item 8)
    expect(t(msg(rollover.safeParse({ Amount: '0.5' }))!)).toBe(
      'Enter an estimated initial deposit between $1 and $500,000,000.',
    );
    expect(t(msg(rollover.safeParse({ Amount: '500000001' }))!)).toBe(
      'Enter an estimated initial deposit between $1 and $500,000,000.',
    );
    expect(contribution.safeParse({ Amount: '7000', ContributionYear: '2025' })).toEqual({
      success: true,
      data: { Amount: 7000, ContributionYear: 2025 },
    });
    expect(t(msg(contribution.safeParse({ Amount: '7000.01', ContributionYear: '2026' }))!)).toBe(
      'There is a maximum amount $7,000 limit per deposit for an annual contribution',
    );
    expect(msg(contribution.safeParse({ Amount: '100' }))).toBe('retirementAmount.yearRequired');
    expect(msg(contribution.safeParse({ Amount: '100', ContributionYear: '2024' }))).toBe(
      'retirementAmount.yearRequired',
    );
    // without a known limit the contribution falls back to the default maximum
    expect(
      retirementAmountForm('AnnualContribution', null, [2026]).safeParse({
        Amount: '9000',
        ContributionYear: '2026',
      }).success,
    ).toBe(true);
  });

  it('initial and data by the path: the saved amount, the saved year while offered, else the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const rolloverPath = '/fund/retirement/rollover/amount';
    const contributionPath = '/fund/retirement/contribution/amount';
    expect(
      retirementAmountSpec.initial!(ctx({ application: iraApp(funding()), path: rolloverPath })),
    ).toEqual({ Amount: '' });
    expect(
      retirementAmountSpec.initial!(
        ctx({ application: iraApp(funding({ Amount: 1234.5 })), path: rolloverPath }),
      ),
    ).toEqual({
      Amount: '1234.50',
    });
    const saved2025 = iraApp(funding({ IRAFundingType: 3, Amount: 500, ContributionYear: 2025 }));
    expect(
      retirementAmountSpec.initial!(ctx({ application: saved2025, path: contributionPath })),
    ).toEqual({
      Amount: '500.00',
      ContributionYear: '2025',
    });
    expect(
      retirementAmountSpec.data!(ctx({ application: saved2025, path: contributionPath })),
    ).toEqual({
      kind: 'AnnualContribution',
      years: [2026, 2025],
      contributionLimit: 7000,
      currency: 'USD',
    });
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    expect(
      retirementAmountSpec.initial!(ctx({ application: saved2025, path: contributionPath })),
    ).toEqual({
      Amount: '500.00',
      ContributionYear: '2026',
    });
    expect(
      retirementAmountSpec.data!(ctx({ application: saved2025, path: rolloverPath })),
    ).toMatchObject({ kind: 'Rollover', years: [2026] });
  });

  const echo = (_n: string, args: { json?: unknown }) => {
    const b = args.json as { Amount: number; ContributionYear: number | null };
    return funding({
      IRAFundingType: b.ContributionYear ? 3 : 2,
      Amount: b.Amount,
      ContributionYear: b.ContributionYear,
    });
  };

  it('rollover: creates {Amount, ContributionYear: null} when no amount is saved, updates a saved one, no call when equal', async () => {
    const { api, calls } = fakeApi(echo);
    const fresh = iraApp(funding({ IRAFundingType: 2 }));
    const created = await retirementAmountSpec.save!(input(fresh, { Amount: 25000 }), { api });
    expect(calls[0]).toEqual({
      name: 'createIraFundingAmount',
      params: { applicationUid: fresh.ApplicationUid },
      json: { Amount: 25000, ContributionYear: null },
    });
    expect(created.application.IRAApplication?.IRAApplicationFundingResponse?.Amount).toBe(25000);
    const same = await retirementAmountSpec.save!(input(created.application, { Amount: 25000 }), {
      api,
    });
    expect(same.called).toBe(false);
    await retirementAmountSpec.save!(input(created.application, { Amount: 30000.456 }), { api });
    expect(calls.map((c) => c.name)).toEqual(['createIraFundingAmount', 'updateIraFundingAmount']);
    expect(calls[1].json).toEqual({ Amount: 30000.46, ContributionYear: null });
  });

  it('annual contribution: updates only when both Amount and ContributionYear are saved (doc 3 §4)', async () => {
    const { api, calls } = fakeApi(echo);
    const amountOnly = iraApp(funding({ IRAFundingType: 3, Amount: 100, ContributionYear: null }));
    await retirementAmountSpec.save!(input(amountOnly, { Amount: 100, ContributionYear: 2026 }), {
      api,
    });
    const both = iraApp(funding({ IRAFundingType: 3, Amount: 100, ContributionYear: 2026 }));
    const same = await retirementAmountSpec.save!(
      input(both, { Amount: 100, ContributionYear: 2026 }),
      { api },
    );
    expect(same).toEqual({ application: both, called: false });
    const year = await retirementAmountSpec.save!(
      input(both, { Amount: 100, ContributionYear: 2025 }),
      { api },
    );
    expect(calls.map((c) => [c.name, c.json])).toEqual([
      ['createIraFundingAmount', { Amount: 100, ContributionYear: 2026 }],
      ['updateIraFundingAmount', { Amount: 100, ContributionYear: 2025 }],
    ]);
    expect(year.application.IRAApplication?.IRAApplicationFundingResponse?.ContributionYear).toBe(
      2025,
    );
  });

  it('a server error propagates (the machine maps it onto the form)', async () => {
    const failure = { status: 400, errors: [{ Code: 'AmountIsAboveMaximum', Context: 'Amount' }] };
    const { api } = fakeApi(() => {
      throw new ApiError(failure);
    });
    await expect(
      retirementAmountSpec.save!(
        input(iraApp(funding({ IRAFundingType: 3 })), { Amount: 9000, ContributionYear: 2026 }),
        { api },
      ),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
