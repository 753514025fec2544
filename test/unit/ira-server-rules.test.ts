/**
 * The IRA owner's client forms and the reference server's rules agree (doc 2 §5): what a valid
 * form sends through its ScreenSpec's payload passes server/domain/cdd-rules.ts unchanged — so
 * the server answers exactly what was sent and the savers' "no call when unchanged" comparison
 * holds after a reload — and the client refuses what the server refuses.
 */
import { describe, expect, it } from 'vitest';
import { employmentPayload } from '../../machines/view/specs/employment-status';
import { accountFundingPayload } from '../../machines/view/specs/financial-profile';
import { identificationPayload } from '../../machines/view/specs/identity-details';
import {
  employmentForm,
  financialProfileForm,
  identityDetailsForm,
} from '../../services/api/ira-fields';
import {
  ACCOUNT_PURPOSES,
  EMPLOYMENT_STATUSES,
  FUNDING_SOURCES,
  IDENTIFICATION_TYPES,
  INCOME_SOURCES,
  OCCUPATIONS,
} from '../../server/domain/cdd-data';
import {
  checkAccountFunding,
  checkEmployment,
  checkIdentification,
  type CddLookups,
} from '../../server/domain/cdd-rules';

const LISTS = {
  employmentStatus: EMPLOYMENT_STATUSES,
  incomeSource: INCOME_SOURCES,
  identificationType: IDENTIFICATION_TYPES,
  fundingSource: FUNDING_SOURCES,
  accountPurpose: ACCOUNT_PURPOSES,
} as const;
const US_STATES = [
  ['NY', 'New York'],
  ['TX', 'Texas'],
];
/** The seeded lists as the server's rules read them. */
const lookups: CddLookups = {
  ids: async (list) => new Map(LISTS[list]),
  occupations: async () => OCCUPATIONS,
  usState: async (s) =>
    US_STATES.find(
      ([code, name]) => code === s.toUpperCase() || name.toLowerCase() === s.toLowerCase(),
    )?.[0] ?? null,
  country: async (iso3) =>
    ['USA', 'FRA'].includes(iso3.toUpperCase()) ? iso3.toUpperCase() : null,
};

const TODAY = new Date(2026, 2, 15, 12);
const ID_TYPES = IDENTIFICATION_TYPES.map(([IdentificationTypeID, Caption]) => ({
  IdentificationTypeID,
  Caption,
}));
const SOURCES = FUNDING_SOURCES.map(([id, Caption]) => ({
  FundingTypeID: id,
  FundingSourceTypeID: id,
  Caption,
}));
const ID_INPUT = {
  IDNumber: 'X1',
  IssueMonth: '02',
  IssueDay: '29',
  IssueYear: '2024',
  ExpiryMonth: '03',
  ExpiryDay: '15',
  ExpiryYear: '2026',
};

describe('identification: client output is what the server saves', () => {
  it.each([
    ['licence', { IDType: '2', State: 'tx' }],
    ['state ID', { IDType: '3', State: 'NY' }],
    ['passport', { IDType: '1', IssuedBy: 'fra', State: 'NY' }],
  ])('%s', async (_label, over) => {
    const body = identificationPayload(
      identityDetailsForm(ID_TYPES, TODAY).parse({ ...ID_INPUT, ...over }),
    );
    const { errors, data } = await checkIdentification(body, lookups, TODAY);
    expect(errors).toEqual([]);
    expect(data).toEqual(body);
  });

  it('what the client refuses the server refuses too (future issue date, past expiry)', async () => {
    const form = identityDetailsForm(ID_TYPES, TODAY);
    expect(
      form.safeParse({ ...ID_INPUT, IDType: '2', State: 'NY', IssueYear: '2027' }).success,
    ).toBe(false);
    expect(form.safeParse({ ...ID_INPUT, IDType: '2', State: 'NY', ExpiryDay: '14' }).success).toBe(
      false,
    );
    const base = {
      IdentificationType: 2,
      IDNumber: 'X1',
      IssuedByCountry: null,
      IssuedByState: 'NY',
    };
    const future = await checkIdentification(
      { ...base, IssueDate: '2027-01-01', ExpirationDate: '2030-01-01' },
      lookups,
      TODAY,
    );
    const past = await checkIdentification(
      { ...base, IssueDate: '2020-01-01', ExpirationDate: '2026-03-14' },
      lookups,
      TODAY,
    );
    expect(future.errors.map((e) => e.Context)).toEqual(['IssueDate']);
    expect(past.errors.map((e) => e.Context)).toEqual(['ExpiryDate']);
  });
});

describe('employment: client output is what the server saves', () => {
  it.each([
    [
      'employed',
      {
        EmploymentStatus: '1',
        EmployerName: 'Acme',
        EmployerAddressLine: '1 Main St',
        EmployerCity: 'Austin',
        EmployerState: 'TX',
        EmployerZipCode: '73301-1234',
      },
    ],
    ['retired', { EmploymentStatus: '2', SourceOfIncome: '2' }],
    ['unemployed', { EmploymentStatus: '3', SourceOfIncome: '9', EmployerName: 'left over' }],
  ])('%s', async (_label, over) => {
    const body = employmentPayload(
      employmentForm.parse({ OccupationCategory: 'Legal', Occupation: 'Attorney', ...over }),
    );
    const { errors, data } = await checkEmployment(body, lookups);
    expect(errors).toEqual([]);
    expect(data).toEqual(body);
  });
});

describe('financial profile: client output is what the server saves', () => {
  it('with and without Other', async () => {
    const body = accountFundingPayload(
      financialProfileForm(SOURCES).parse({
        AccountPurpose: '3',
        InitialFundingSourceTypes: ['2', '8'],
        InitialFundingOtherDetails: 'Sold a boat',
        OngoingFundingSourceTypes: '1',
        OngoingFundingOtherDetails: 'ignored without Other',
      }),
    );
    const { errors, data } = await checkAccountFunding(body, lookups);
    expect(errors).toEqual([]);
    expect(data).toEqual(body);
  });
});
