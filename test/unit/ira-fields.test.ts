/**
 * Client rules of the IRA owner's forms (services/api/ira-fields.ts; doc 2 §5 Identification
 * details, Employment, Financial profile, Entity names; §8 client keys): each rule gives its key on
 * its field, conditional rules run together with the others, and the outputs are the savers' shapes.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  employmentForm,
  financialProfileForm,
  identityDetailsForm,
  iraBusinessNameForm,
  isoDateParts,
  issuerOf,
  maritalStatusForm,
  otherSourceId,
  sentenceCaption,
  type FundingSourceOption,
  type IdentificationTypeOption,
} from '../../services/api/ira-fields';

const V = 'fields.errors.validation.';

/** Field → first message of a failed parse ({} when it parses). */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  const out: Record<string, string> = {};
  if (r.success) return out;
  for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
}
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new Error(JSON.stringify(r.error.issues));
  return r.data;
}

const TYPES: IdentificationTypeOption[] = [
  { IdentificationTypeID: 1, Caption: 'Passport' },
  { IdentificationTypeID: 2, Caption: 'US Driver`s License' },
  { IdentificationTypeID: 3, Caption: 'US State ID' },
];
/** A fixed local "today": 15 March 2026. */
const TODAY = new Date(2026, 2, 15, 12);
const idForm = identityDetailsForm(TYPES, TODAY);
const VALID_ID = {
  IDType: '2',
  IDNumber: ' D1234567 ',
  IssueMonth: '01',
  IssueDay: '20',
  IssueYear: '2020',
  ExpiryMonth: '1',
  ExpiryDay: '20',
  ExpiryYear: '2030',
  State: 'ny',
};

describe('IRA business name (doc 2 §2.6, §5 Entity names)', () => {
  it('is required, at most 50, trimmed — the request schema of …/ira-business-names', () => {
    expect(errorsOf(iraBusinessNameForm, {})).toEqual({ BusinessName: `${V}businessName` });
    expect(errorsOf(iraBusinessNameForm, { BusinessName: '   ' })).toEqual({
      BusinessName: `${V}businessName`,
    });
    expect(errorsOf(iraBusinessNameForm, { BusinessName: 'x'.repeat(51) })).toEqual({
      BusinessName: `${V}businessNameMax`,
    });
    expect(parsed(iraBusinessNameForm, { BusinessName: '  Acme Dental LLC ' })).toEqual({
      BusinessName: 'Acme Dental LLC',
    });
  });
});

describe('marital status (doc 2 §2.18, §9)', () => {
  it('requires a choice and outputs the code', () => {
    expect(errorsOf(maritalStatusForm, {})).toEqual({ MaritalStatus: 'maritalStatus.required' });
    expect(parsed(maritalStatusForm, { MaritalStatus: '3' })).toEqual({ MaritalStatus: 3 });
    expect(Object.keys(errorsOf(maritalStatusForm, { MaritalStatus: '5' }))).toEqual([
      'MaritalStatus',
    ]);
  });
});

describe('identity details (doc 2 §5 Identification details)', () => {
  it('an empty form reports every required field at once', () => {
    expect(errorsOf(idForm, {})).toEqual({
      IDType: `${V}idTypeRequired`,
      IDNumber: `${V}idNumberRequired`,
      IssueMonth: `${V}month`,
      IssueDay: `${V}day`,
      IssueYear: `${V}year`,
      ExpiryMonth: `${V}month`,
      ExpiryDay: `${V}day`,
      ExpiryYear: `${V}year`,
    });
  });

  it('ID number at most 50 (idNumberMaxLength)', () => {
    expect(errorsOf(idForm, { ...VALID_ID, IDNumber: '9'.repeat(51) })).toEqual({
      IDNumber: `${V}idNumberMaxLength`,
    });
  });

  it.each([
    [{ IssueMonth: '13' }, 'IssueMonth', 'maxMonth'],
    [{ IssueMonth: '0' }, 'IssueMonth', 'minMonth'],
    [{ IssueMonth: 'ab' }, 'IssueMonth', 'month'],
    [{ IssueYear: '99' }, 'IssueYear', 'minYear'],
    [{ IssueYear: '1850' }, 'IssueYear', 'minYear'],
    [{ IssueDay: '0' }, 'IssueDay', 'minDay'],
    [{ IssueMonth: '04', IssueDay: '31' }, 'IssueDay', 'maxDay'],
    [{ IssueMonth: '02', IssueDay: '29', IssueYear: '2025' }, 'IssueDay', 'maxDay'],
    [{ IssueMonth: '13', IssueDay: '31' }, 'IssueDay', 'maxDay'],
    [{ ExpiryDay: '32' }, 'ExpiryDay', 'maxDay'],
    [{ ExpiryYear: '' }, 'ExpiryYear', 'year'],
  ])('%j → %s %s', (over, field, key) => {
    expect(errorsOf(idForm, { ...VALID_ID, ...over })[field]).toBe(`${V}${key}`);
  });

  it('accepts 29 February of a leap year', () => {
    expect(
      errorsOf(idForm, { ...VALID_ID, IssueMonth: '2', IssueDay: '29', IssueYear: '2024' }),
    ).toEqual({});
  });

  it('an issue date after today is issueDateInvalid; today is fine', () => {
    expect(
      errorsOf(idForm, { ...VALID_ID, IssueMonth: '03', IssueDay: '16', IssueYear: '2026' }),
    ).toEqual({ IssueDay: `${V}issueDateInvalid` });
    expect(
      errorsOf(idForm, { ...VALID_ID, IssueMonth: '03', IssueDay: '15', IssueYear: '2026' }),
    ).toEqual({});
  });

  it('an expiry date before today is expiryDateInvalid; today is fine (as the server)', () => {
    expect(
      errorsOf(idForm, { ...VALID_ID, ExpiryMonth: '03', ExpiryDay: '14', ExpiryYear: '2026' }),
    ).toEqual({ ExpiryDay: `${V}expiryDateInvalid` });
    expect(
      errorsOf(idForm, { ...VALID_ID, ExpiryMonth: '03', ExpiryDay: '15', ExpiryYear: '2026' }),
    ).toEqual({});
  });

  it('a passport needs the issuing country (issuedByRequired), even while other fields fail', () => {
    expect(errorsOf(idForm, { IDType: '1' })).toMatchObject({ IssuedBy: `${V}issuedByRequired` });
    expect(errorsOf(idForm, { IDType: '1' })).not.toHaveProperty('State');
  });

  it('a licence or state ID needs the state (stateRequired)', () => {
    expect(errorsOf(idForm, { ...VALID_ID, State: undefined })).toEqual({
      State: `${V}stateRequired`,
    });
    expect(errorsOf(idForm, { ...VALID_ID, IDType: '3', State: undefined })).toEqual({
      State: `${V}stateRequired`,
    });
  });

  it('outputs ISO dates and only the issuer that applies (IssuedBy null unless Passport, State null for a Passport)', () => {
    expect(parsed(idForm, VALID_ID)).toEqual({
      IDType: 2,
      IDNumber: 'D1234567',
      IssueDate: '2020-01-20',
      ExpiryDate: '2030-01-20',
      IssuedBy: null,
      State: 'NY',
    });
    expect(
      parsed(idForm, { ...VALID_ID, IDType: '1', IssuedBy: 'fra', State: 'NY' }),
    ).toMatchObject({ IssuedBy: 'FRA', State: null });
    expect(parsed(idForm, { ...VALID_ID, IssuedBy: 'FRA' })).toMatchObject({
      IssuedBy: null,
      State: 'NY',
    });
  });

  it('issuerOf: Passport → country, any other listed type → state, unknown or none → null', () => {
    expect(issuerOf(TYPES, '1')).toBe('country');
    expect(issuerOf(TYPES, 2)).toBe('state');
    expect(issuerOf(TYPES, '3')).toBe('state');
    expect(issuerOf(TYPES, '9')).toBeNull();
    expect(issuerOf(TYPES, '')).toBeNull();
    expect(issuerOf([], '1')).toBeNull();
  });

  it('isoDateParts splits a saved date for the inputs', () => {
    expect(isoDateParts('2021-07-04')).toEqual({ Month: '07', Day: '04', Year: '2021' });
    expect(isoDateParts(null)).toEqual({ Month: '', Day: '', Year: '' });
  });
});

const EMPLOYED = {
  EmploymentStatus: '1',
  OccupationCategory: 'Legal',
  Occupation: 'Attorney',
  EmployerName: 'Acme LLP',
  EmployerAddressLine: '1 Main St',
  EmployerCity: 'Austin',
  EmployerState: 'TX',
  EmployerZipCode: '73301',
};

describe('employment (doc 2 §5 Employment)', () => {
  it('status is required (employmentStatus) and alone when missing', () => {
    expect(errorsOf(employmentForm, {})).toEqual({ EmploymentStatus: `${V}employmentStatus` });
  });

  it('employed: occupation and every employer field are required', () => {
    expect(errorsOf(employmentForm, { EmploymentStatus: '1' })).toEqual({
      OccupationCategory: `${V}occupationCategory`,
      Occupation: `${V}occupation`,
      EmployerName: `${V}employerName`,
      EmployerAddressLine: `${V}employerStreet`,
      EmployerCity: `${V}employerCity`,
      EmployerZipCode: `${V}employerPostalCode`,
      EmployerState: `${V}employerStateRequired`,
    });
  });

  it('employed: employer texts at most 50; the ZIP must be a US ZIP', () => {
    const long = 'x'.repeat(51);
    expect(
      errorsOf(employmentForm, {
        ...EMPLOYED,
        EmployerName: long,
        EmployerAddressLine: long,
        EmployerCity: long,
        EmployerZipCode: '7330',
      }),
    ).toEqual({
      EmployerName: `${V}employerNameMaxLength`,
      EmployerAddressLine: `${V}employerStreetMaxLength`,
      EmployerCity: `${V}employerCityMaxLength`,
      EmployerZipCode: `${V}employerPostalCode`,
    });
  });

  it('not employed: prior occupation and source of income are required', () => {
    expect(errorsOf(employmentForm, { EmploymentStatus: '2' })).toEqual({
      OccupationCategory: `${V}priorOccupationCategory`,
      Occupation: `${V}priorOccupation`,
      SourceOfIncome: `${V}sourceOfIncome`,
    });
  });

  it('outputs employer fields only when employed, the income source only otherwise', () => {
    expect(parsed(employmentForm, { ...EMPLOYED, SourceOfIncome: '3' })).toEqual({
      EmploymentStatus: 1,
      OccupationCategory: 'Legal',
      Occupation: 'Attorney',
      SourceOfIncome: null,
      EmployerName: 'Acme LLP',
      EmployerAddressLine: '1 Main St',
      EmployerCity: 'Austin',
      EmployerState: 'TX',
      EmployerZipCode: '73301',
    });
    expect(
      parsed(employmentForm, { ...EMPLOYED, EmploymentStatus: '2', SourceOfIncome: '3' }),
    ).toEqual({
      EmploymentStatus: 2,
      OccupationCategory: 'Legal',
      Occupation: 'Attorney',
      SourceOfIncome: 3,
      EmployerName: null,
      EmployerAddressLine: null,
      EmployerCity: null,
      EmployerState: null,
      EmployerZipCode: null,
    });
  });
});

const SOURCES: FundingSourceOption[] = [
  { FundingTypeID: 1, FundingSourceTypeID: 1, Caption: 'Employment Income' },
  { FundingTypeID: 2, FundingSourceTypeID: 2, Caption: 'Savings' },
  { FundingTypeID: 8, FundingSourceTypeID: 8, Caption: 'Other' },
];
const fpForm = financialProfileForm(SOURCES);

describe('financial profile (doc 2 §5 Financial profile)', () => {
  it('purpose and at least one source of each list (personalGoal)', () => {
    expect(errorsOf(fpForm, {})).toEqual({
      AccountPurpose: `${V}personalGoal`,
      InitialFundingSourceTypes: `${V}personalGoal`,
      OngoingFundingSourceTypes: `${V}personalGoal`,
    });
  });

  it('Other ticked needs its details (otherSource), per list', () => {
    expect(
      errorsOf(fpForm, {
        AccountPurpose: '1',
        InitialFundingSourceTypes: ['2', '8'],
        OngoingFundingSourceTypes: '8',
        OngoingFundingOtherDetails: 'Lottery',
      }),
    ).toEqual({
      InitialFundingOtherDetails: `${V}otherSource`,
    });
  });

  it('outputs the payload with captions; details dropped unless Other is ticked; one ticked box is a list', () => {
    expect(
      parsed(fpForm, {
        AccountPurpose: '2',
        InitialFundingSourceTypes: ['1', '8'],
        InitialFundingOtherDetails: ' Sold a boat ',
        OngoingFundingSourceTypes: '2',
        OngoingFundingOtherDetails: 'left over',
      }),
    ).toEqual({
      AccountPurpose: 2,
      InitialFundingSourceTypes: [
        { FundingSourceTypeID: 1, Caption: 'Employment Income' },
        { FundingSourceTypeID: 8, Caption: 'Other' },
      ],
      InitialFundingOtherDetails: 'Sold a boat',
      OngoingFundingSourceTypes: [{ FundingSourceTypeID: 2, Caption: 'Savings' }],
      OngoingFundingOtherDetails: null,
    });
  });

  it('captions show every word after the first in lower case (doc 2 §2.22)', () => {
    expect(sentenceCaption('Sale Of Property')).toBe('Sale of property');
    expect(sentenceCaption('Savings')).toBe('Savings');
    expect(otherSourceId(SOURCES)).toBe(8);
    expect(otherSourceId(SOURCES.slice(0, 2))).toBeNull();
  });
});
