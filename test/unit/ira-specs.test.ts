/**
 * ScreenSpecs of the IRA owner's screens (machines/view/specs/): prefills and data from sample IRA
 * applications, and the savers against a recording fake ApiClient — create when nothing is saved,
 * update when something is, no call when unchanged (doc 2 §4), the exact payloads of doc 2 §7
 * (with the nulling rules) and the application handed back with the saved section replaced.
 */
import { describe, expect, it } from 'vitest';
import { identityDetailsSpec } from '../../machines/view/specs/identity-details';
import { employmentStatusSpec } from '../../machines/view/specs/employment-status';
import { financialProfileSpec } from '../../machines/view/specs/financial-profile';
import { iraBusinessNameSpec } from '../../machines/view/specs/ira-business-name';
import { maritalStatusSpec } from '../../machines/view/specs/marital-status';
import { SCREEN_SPECS } from '../../machines/view/all-screen-specs';
import { fieldsOfSpec, type ScreenSpec, type SpecContext } from '../../machines/view/screen-spec';
import { ApiError, type ApiClient } from '../../services/api/client';
import type { Application, Person } from '../../services/api/contract';
import { specContext } from '../spec-context';
import {
  employmentForm,
  financialProfileForm,
  identityDetailsForm,
} from '../../services/api/ira-fields';

const APP_UID = 'a1a1a1a1-0000-0000-0000-000000000001';
const PERSON_UID = 'b2b2b2b2-0000-0000-0000-000000000002';

function owner(over: Partial<Person> = {}): Person {
  return {
    PersonUid: PERSON_UID,
    PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'King', SuffixType: 0 },
    PersonBirthday: null,
    PersonCountry: null,
    PersonSsn: null,
    Phone: null,
    PersonAddress: null,
    PersonMaritalStatus: null,
    ...over,
  };
}

type Cdd = NonNullable<NonNullable<Application['IRAApplication']>['CustomerDueDiligenceResponse']>;
function iraApp(
  over: { Owner?: Person | null; CompanyName?: string | null; cdd?: Partial<Cdd> } = {},
): Application {
  return {
    ApplicationUid: APP_UID,
    ApplicationType: 'IRA',
    AccountType: 'SEP',
    AccountUid: null,
    AccountNumber: null,
    AccountUpgradeType: null,
    RegistrationFlowType: 1,
    ApplicationStep: null,
    IsAssisted: false,
    IsCompletedApplication: false,
    CreatedOn: '2026-01-01T00:00:00Z',
    CreatedBy: null,
    SelectedApplicationTypes: { ApplicationType: 'IRA', AccountType: 'SEP' },
    IndividualApplication: null,
    IRAApplication: {
      AccountType: 'SEP',
      IRAAccountType: 'SEP',
      Owner: over.Owner === undefined ? owner() : over.Owner,
      CompanyName: over.CompanyName ?? null,
      CustomerDueDiligenceResponse: {
        IRAIdentificationInfoResponse: null,
        IRAEmploymentInfoResponse: null,
        IRAAccountFundingInfoResponse: null,
        ...over.cdd,
      },
    },
    ApplicationFunding: null,
    AgreementsAccepted: [],
    ApplicationOnboarding: { ApplicationOnboardingMenu: [], ApplicationOnboardingStep: null },
  };
}

interface Call {
  name: string;
  args: { params?: Record<string, string>; json?: unknown };
}
/** A fake ApiClient whose `call` records name + args and answers `answer(name, args)` (default: the JSON body). */
function fakeApi(answer: (name: string, args: Call['args']) => unknown = (_n, a) => a.json) {
  const calls: Call[] = [];
  const api = {
    call: async (name: string, args: Call['args'] = {}) => {
      calls.push({ name, args: { params: args.params, json: args.json } });
      return answer(name, args);
    },
  } as unknown as ApiClient;
  return { api, calls };
}

function ctx(application: Application | null, over: Partial<SpecContext> = {}): SpecContext {
  return specContext({
    application,
    countries: [{ Iso3Code: 'FRA', Iso2Code: 'FR', Caption: 'France', TelephoneCode: '33' }],
    ...over,
  });
}

async function save(
  spec: ScreenSpec,
  application: Application,
  values: Record<string, unknown>,
  api: ApiClient,
) {
  return spec.save!(
    { values, application, person: 'main', countries: [], settings: null },
    { api },
  );
}

describe('registry', () => {
  it('registers the five IRA owner specs with the lookups their views read', () => {
    expect(SCREEN_SPECS.iraBusinessName).toBe(iraBusinessNameSpec);
    expect(SCREEN_SPECS.maritalStatus).toBe(maritalStatusSpec);
    expect(SCREEN_SPECS.identityDetails?.lookups).toEqual(['identificationTypes', 'cddStates']);
    expect(SCREEN_SPECS.employmentStatus?.lookups).toEqual([
      'employmentStatuses',
      'occupations',
      'incomeSourceTypes',
      'cddStates',
    ]);
    expect(SCREEN_SPECS.financialProfile?.lookups).toEqual([
      'accountPurposeTypes',
      'fundingSourceTypes',
    ]);
  });
});

describe('IRA business name (doc 2 §2.6)', () => {
  it('prefills the company name', () => {
    expect(iraBusinessNameSpec.initial!(ctx(iraApp({ CompanyName: 'Acme' })))).toEqual({
      BusinessName: 'Acme',
    });
    expect(iraBusinessNameSpec.initial!(ctx(null))).toEqual({ BusinessName: '' });
  });

  it('creates when none is saved and keeps the answer as CompanyName', async () => {
    const { api, calls } = fakeApi(() => ({ BusinessName: 'Acme Dental' }));
    const out = await save(iraBusinessNameSpec, iraApp(), { BusinessName: 'Acme Dental' }, api);
    expect(calls).toEqual([
      {
        name: 'createIraBusinessName',
        args: { params: { applicationUid: APP_UID }, json: { BusinessName: 'Acme Dental' } },
      },
    ]);
    expect(out.called).toBe(true);
    expect(out.application.IRAApplication?.CompanyName).toBe('Acme Dental');
    expect(out.application.IRAApplication?.Owner?.PersonUid).toBe(PERSON_UID);
  });

  it('updates a saved name and makes no call when it is unchanged', async () => {
    const { api, calls } = fakeApi();
    await save(
      iraBusinessNameSpec,
      iraApp({ CompanyName: 'Old Co' }),
      { BusinessName: 'New Co' },
      api,
    );
    expect(calls.map((c) => c.name)).toEqual(['updateIraBusinessName']);
    const same = await save(
      iraBusinessNameSpec,
      iraApp({ CompanyName: 'New Co' }),
      { BusinessName: 'New Co' },
      api,
    );
    expect(same.called).toBe(false);
    expect(calls).toHaveLength(1);
  });
});

describe('marital status (doc 2 §2.18)', () => {
  const answer = (_n: string, a: Call['args']) =>
    owner({ PersonMaritalStatus: a.json as { MaritalStatus: number } });

  it('prefills the saved code of the step person', () => {
    const app = iraApp({ Owner: owner({ PersonMaritalStatus: { MaritalStatus: 4 } }) });
    expect(maritalStatusSpec.initial!(ctx(app))).toEqual({ MaritalStatus: '4' });
    expect(maritalStatusSpec.initial!(ctx(iraApp()))).toEqual({ MaritalStatus: '' });
  });

  it('creates on the main person with {applicationUid, personUid} and puts the answer back', async () => {
    const { api, calls } = fakeApi(answer);
    const out = await save(maritalStatusSpec, iraApp(), { MaritalStatus: 2 }, api);
    expect(calls).toEqual([
      {
        name: 'create_marital-statuses',
        args: {
          params: { applicationUid: APP_UID, personUid: PERSON_UID },
          json: { MaritalStatus: 2 },
        },
      },
    ]);
    expect(out.application.IRAApplication?.Owner?.PersonMaritalStatus).toEqual({
      MaritalStatus: 2,
    });
    expect(out.application.IRAApplication?.CompanyName).toBeNull();
  });

  it('updates a saved status, no call when unchanged', async () => {
    const { api, calls } = fakeApi(answer);
    const app = iraApp({ Owner: owner({ PersonMaritalStatus: { MaritalStatus: 1 } }) });
    const out = await save(maritalStatusSpec, app, { MaritalStatus: 3 }, api);
    expect(calls.map((c) => c.name)).toEqual(['update_marital-statuses']);
    expect(out.application.IRAApplication?.Owner?.PersonMaritalStatus?.MaritalStatus).toBe(3);
    expect((await save(maritalStatusSpec, app, { MaritalStatus: 1 }, api)).called).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('refuses without a person (PersonNotFound), calling nothing', async () => {
    const { api, calls } = fakeApi();
    await expect(
      save(maritalStatusSpec, iraApp({ Owner: null }), { MaritalStatus: 1 }, api),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });
});

const ID_TYPES = [
  { IdentificationTypeID: 1, Caption: 'Passport' },
  { IdentificationTypeID: 2, Caption: 'US Driver`s License' },
];
const SAVED_LICENCE = {
  IdentificationType: 2,
  IDNumber: 'D123',
  IssueDate: '2020-01-20',
  ExpirationDate: '2030-01-20',
  IssuedByCountry: null,
  IssuedByState: 'NY',
};
const ID_FORM = {
  IDType: '2',
  IDNumber: 'D123',
  IssueMonth: '01',
  IssueDay: '20',
  IssueYear: '2020',
  ExpiryMonth: '01',
  ExpiryDay: '20',
  ExpiryYear: '2030',
  IssuedBy: '',
  State: 'NY',
};
const idValues = (over: Record<string, string> = {}) =>
  identityDetailsForm(ID_TYPES, new Date(2026, 2, 15)).parse({ ...ID_FORM, ...over });

describe('identity details (doc 2 §2.16)', () => {
  it('prefills the saved identification info as the form inputs', () => {
    expect(
      identityDetailsSpec.initial!(
        ctx(iraApp({ cdd: { IRAIdentificationInfoResponse: SAVED_LICENCE } })),
      ),
    ).toEqual(ID_FORM);
    expect(identityDetailsSpec.initial!(ctx(iraApp())).IDType).toBe('');
  });

  it('data: the types, the cdd states and the countries (empty lists until loaded)', () => {
    const states = [{ Code: 'NY', Caption: 'New York' }];
    const c = ctx(iraApp(), { lookups: { identificationTypes: ID_TYPES, cddStates: states } });
    expect(identityDetailsSpec.data!(c)).toEqual({
      identificationTypes: ID_TYPES,
      states,
      countries: c.countries,
    });
    expect(identityDetailsSpec.data!(ctx(iraApp()))).toMatchObject({
      identificationTypes: [],
      states: [],
    });
  });

  it('server Contexts are form fields (doc 2 §8 Identification)', () => {
    for (const f of ['IDType', 'IDNumber', 'IssueDate', 'ExpiryDate', 'IssuedBy', 'State'])
      expect(fieldsOfSpec(identityDetailsSpec)).toContain(f);
  });

  it('creates when nothing is saved: a licence sends the state and a null country', async () => {
    const { api, calls } = fakeApi();
    const out = await save(identityDetailsSpec, iraApp(), idValues(), api);
    expect(calls).toEqual([
      {
        name: 'createIdentificationInfo',
        args: { params: { applicationUid: APP_UID }, json: SAVED_LICENCE },
      },
    ]);
    expect(
      out.application.IRAApplication?.CustomerDueDiligenceResponse?.IRAIdentificationInfoResponse,
    ).toEqual(SAVED_LICENCE);
  });

  it('a passport sends the country and a null state', async () => {
    const { api, calls } = fakeApi();
    await save(identityDetailsSpec, iraApp(), idValues({ IDType: '1', IssuedBy: 'FRA' }), api);
    expect(calls[0].args.json).toEqual({
      ...SAVED_LICENCE,
      IdentificationType: 1,
      IssuedByCountry: 'FRA',
      IssuedByState: null,
    });
  });

  it('updates a saved answer and makes no call when it is unchanged', async () => {
    const { api, calls } = fakeApi();
    const app = iraApp({ cdd: { IRAIdentificationInfoResponse: SAVED_LICENCE } });
    expect((await save(identityDetailsSpec, app, idValues(), api)).called).toBe(false);
    expect(calls).toEqual([]);
    await save(identityDetailsSpec, app, idValues({ IDNumber: 'D999' }), api);
    expect(calls.map((c) => c.name)).toEqual(['updateIdentificationInfo']);
  });
});

const OCCUPATIONS = { OccupationCategories: ['Legal'], Occupations: { Legal: ['Attorney'] } };
const EMPLOYED_FORM = {
  EmploymentStatus: '1',
  OccupationCategory: 'Legal',
  Occupation: 'Attorney',
  SourceOfIncome: '',
  EmployerName: 'Acme LLP',
  EmployerAddressLine: '1 Main St',
  EmployerCity: 'Austin',
  EmployerState: 'TX',
  EmployerZipCode: '73301',
};
const SAVED_EMPLOYED = {
  EmploymentStatus: 1,
  EmployerName: 'Acme LLP',
  EmployerAddressLine: '1 Main St',
  EmployerCity: 'Austin',
  EmployerZipCode: '73301',
  EmployerState: 'TX',
  OccupationCategory: 'Legal',
  Occupation: 'Attorney',
  PriorOccupationCategory: null,
  PriorOccupation: null,
  IncomeSourceTypeID: null,
};
const SAVED_RETIRED = {
  ...SAVED_EMPLOYED,
  EmploymentStatus: 2,
  EmployerName: null,
  EmployerAddressLine: null,
  EmployerCity: null,
  EmployerZipCode: null,
  EmployerState: null,
  OccupationCategory: null,
  Occupation: null,
  PriorOccupationCategory: 'Legal',
  PriorOccupation: 'Attorney',
  IncomeSourceTypeID: 3,
};
const empValues = (over: Record<string, string> = {}) =>
  employmentForm.parse({ ...EMPLOYED_FORM, ...over });

describe('employment status (doc 2 §2.21)', () => {
  it('prefills current occupation when employed, the prior one otherwise', () => {
    expect(
      employmentStatusSpec.initial!(
        ctx(iraApp({ cdd: { IRAEmploymentInfoResponse: SAVED_EMPLOYED } })),
      ),
    ).toEqual(EMPLOYED_FORM);
    expect(
      employmentStatusSpec.initial!(
        ctx(iraApp({ cdd: { IRAEmploymentInfoResponse: SAVED_RETIRED } })),
      ),
    ).toEqual({
      EmploymentStatus: '2',
      OccupationCategory: 'Legal',
      Occupation: 'Attorney',
      SourceOfIncome: '3',
      EmployerName: '',
      EmployerAddressLine: '',
      EmployerCity: '',
      EmployerState: '',
      EmployerZipCode: '',
    });
  });

  it('data: the four lists (empty until loaded)', () => {
    const c = ctx(iraApp(), {
      lookups: {
        occupations: OCCUPATIONS,
        employmentStatuses: [{ EmploymentStatusID: 1, Caption: 'Employed' }],
      },
    });
    expect(employmentStatusSpec.data!(c)).toEqual({
      employmentStatuses: [{ EmploymentStatusID: 1, Caption: 'Employed' }],
      occupations: OCCUPATIONS,
      incomeSources: [],
      states: [],
    });
  });

  it('employed: creates with employer fields and the current occupation, prior fields and income null', async () => {
    const { api, calls } = fakeApi();
    const out = await save(employmentStatusSpec, iraApp(), empValues({ SourceOfIncome: '3' }), api);
    expect(calls).toEqual([
      {
        name: 'createEmploymentInfo',
        args: { params: { applicationUid: APP_UID }, json: SAVED_EMPLOYED },
      },
    ]);
    expect(
      out.application.IRAApplication?.CustomerDueDiligenceResponse?.IRAEmploymentInfoResponse,
    ).toEqual(SAVED_EMPLOYED);
  });

  it('not employed: prior occupation and income source, employer and current occupation null', async () => {
    const { api, calls } = fakeApi();
    await save(
      employmentStatusSpec,
      iraApp(),
      empValues({ EmploymentStatus: '2', SourceOfIncome: '3' }),
      api,
    );
    expect(calls[0].args.json).toEqual(SAVED_RETIRED);
  });

  it('updates when a status is saved; no call when unchanged', async () => {
    const { api, calls } = fakeApi();
    const app = iraApp({ cdd: { IRAEmploymentInfoResponse: SAVED_EMPLOYED } });
    expect((await save(employmentStatusSpec, app, empValues(), api)).called).toBe(false);
    await save(
      employmentStatusSpec,
      app,
      empValues({ EmploymentStatus: '2', SourceOfIncome: '3' }),
      api,
    );
    expect(calls.map((c) => c.name)).toEqual(['updateEmploymentInfo']);
  });

  it('a saved answer without a status is created again (doc 2 §4 "by existing EmploymentStatus")', async () => {
    const { api, calls } = fakeApi();
    await save(
      employmentStatusSpec,
      iraApp({ cdd: { IRAEmploymentInfoResponse: { ...SAVED_EMPLOYED, EmploymentStatus: null } } }),
      empValues(),
      api,
    );
    expect(calls.map((c) => c.name)).toEqual(['createEmploymentInfo']);
  });
});

const SOURCES = [
  { FundingTypeID: 1, FundingSourceTypeID: 1, Caption: 'Employment income' },
  { FundingTypeID: 2, FundingSourceTypeID: 2, Caption: 'Savings' },
  { FundingTypeID: 8, FundingSourceTypeID: 8, Caption: 'Other' },
];
const SAVED_PROFILE = {
  AccountPurpose: 1,
  InitialFundingSourceTypes: [
    { FundingSourceTypeID: 2, Caption: 'Savings' },
    { FundingSourceTypeID: 8, Caption: 'Other' },
  ],
  InitialFundingOtherDetails: 'Sold a boat',
  OngoingFundingSourceTypes: [{ FundingSourceTypeID: 1, Caption: 'Employment income' }],
  OngoingFundingOtherDetails: null,
};
const fpValues = (over: Record<string, unknown> = {}) =>
  financialProfileForm(SOURCES).parse({
    AccountPurpose: '1',
    InitialFundingSourceTypes: ['8', '2'],
    InitialFundingOtherDetails: 'Sold a boat',
    OngoingFundingSourceTypes: '1',
    ...over,
  });

describe('financial profile (doc 2 §2.22)', () => {
  it('prefills the purpose, the lists as comma-joined ids and the details', () => {
    expect(
      financialProfileSpec.initial!(
        ctx(iraApp({ cdd: { IRAAccountFundingInfoResponse: SAVED_PROFILE } })),
      ),
    ).toEqual({
      AccountPurpose: '1',
      InitialFundingSourceTypes: '2,8',
      InitialFundingOtherDetails: 'Sold a boat',
      OngoingFundingSourceTypes: '1',
      OngoingFundingOtherDetails: '',
    });
  });

  it('data: purposes and funding sources', () => {
    const c = ctx(iraApp(), { lookups: { fundingSourceTypes: SOURCES } });
    expect(financialProfileSpec.data!(c)).toEqual({ accountPurposes: [], fundingSources: SOURCES });
  });

  it('creates when no purpose is saved, with the payload of doc 2 §7', async () => {
    const { api, calls } = fakeApi();
    const out = await save(financialProfileSpec, iraApp(), fpValues(), api);
    expect(calls).toHaveLength(1);
    expect(calls[0].name).toBe('createAccountFunding');
    expect(calls[0].args).toEqual({
      params: { applicationUid: APP_UID },
      json: {
        AccountPurpose: 1,
        InitialFundingSourceTypes: [
          { FundingSourceTypeID: 8, Caption: 'Other' },
          { FundingSourceTypeID: 2, Caption: 'Savings' },
        ],
        InitialFundingOtherDetails: 'Sold a boat',
        OngoingFundingSourceTypes: [{ FundingSourceTypeID: 1, Caption: 'Employment income' }],
        OngoingFundingOtherDetails: null,
      },
    });
    expect(
      out.application.IRAApplication?.CustomerDueDiligenceResponse?.IRAAccountFundingInfoResponse,
    ).toEqual(calls[0].args.json);
  });

  it('no call when the same ids (in any order) and details are saved; update when something changed', async () => {
    const { api, calls } = fakeApi();
    const app = iraApp({ cdd: { IRAAccountFundingInfoResponse: SAVED_PROFILE } });
    expect((await save(financialProfileSpec, app, fpValues(), api)).called).toBe(false);
    await save(
      financialProfileSpec,
      app,
      fpValues({ InitialFundingOtherDetails: 'Sold a car' }),
      api,
    );
    await save(financialProfileSpec, app, fpValues({ OngoingFundingSourceTypes: ['1', '2'] }), api);
    expect(calls.map((c) => c.name)).toEqual(['updateAccountFunding', 'updateAccountFunding']);
  });
});
