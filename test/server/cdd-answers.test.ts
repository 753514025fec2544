/**
 * Contract tests of the customer-due-diligence answers (doc 2 §5, §7, §8): employment-info,
 * identification-info, account-funding, and the IRA section of GET application.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountFundingInfo,
  applicationResponse,
  employmentInfo,
  identificationInfo,
} from '../../services/api/contract';
import { startHarness, type Harness, type Registered } from './helpers';

let h: Harness;
let ira: Registered & { cdd: string };
beforeAll(async () => {
  h = await startHarness();
  const reg = await h.register(undefined, 'applicationType=IRA&iraAccountType=Roth');
  ira = { ...reg, cdd: `/v2/customer-due-diligence/${reg.applicationUid}` };
});
afterAll(() => h.close());

const EMPLOYED = {
  EmploymentStatus: 1,
  EmployerName: 'Acme Mining',
  EmployerAddressLine: '1 Ore Rd',
  EmployerCity: 'Reno',
  EmployerZipCode: '89501',
  EmployerState: 'Nevada',
  OccupationCategory: 'Precious Metals and Mining',
  Occupation: 'geologist',
  PriorOccupation: 'ignored',
};
const today = new Date();
const iso = (d: Date) => d.toISOString().slice(0, 10);
const yearsFromNow = (n: number) => iso(new Date(Date.UTC(today.getUTCFullYear() + n, 0, 15)));
const LICENSE = {
  IdentificationType: 2,
  IDNumber: 'D1234567',
  IssueDate: yearsFromNow(-2),
  ExpirationDate: yearsFromNow(3),
  IssuedByState: 'CA',
};
const FUNDING = {
  AccountPurpose: 1,
  InitialFundingSourceTypes: [{ FundingSourceTypeID: 2 }],
  OngoingFundingSourceTypes: [{ FundingSourceTypeID: 8, Caption: 'Other' }],
  OngoingFundingOtherDetails: 'Royalties',
};

const codes = (r: { json: { Errors: Array<{ Code: string; Context: string }> } }) =>
  r.json.Errors.map((e) => `${e.Code}@${e.Context}`);

describe('employment-info', () => {
  it('GET is null until saved; POST saves the normal form (state code, canonical occupation, prior fields null)', async () => {
    expect(
      (await h.call('GET', `${ira.cdd}/employment-info`, { token: ira.token })).json,
    ).toBeNull();
    const r = await h.call('POST', `${ira.cdd}/employment-info`, {
      token: ira.token,
      body: EMPLOYED,
    });
    expect(r.status).toBe(201);
    expect(employmentInfo.parse(r.json)).toMatchObject({
      EmployerState: 'NV',
      Occupation: 'Geologist',
      PriorOccupation: null,
      IncomeSourceTypeID: null,
    });
    const retired = await h.call('PUT', `${ira.cdd}/employment-info`, {
      token: ira.token,
      body: {
        ...EMPLOYED,
        EmploymentStatus: 2,
        PriorOccupationCategory: 'Education',
        PriorOccupation: 'Teacher',
        IncomeSourceTypeID: 2,
      },
    });
    expect(retired.status).toBe(200);
    expect(retired.json).toMatchObject({
      EmploymentStatus: 2,
      EmployerName: null,
      EmployerState: null,
      PriorOccupation: 'Teacher',
      IncomeSourceTypeID: 2,
    });
    expect((await h.call('GET', `${ira.cdd}/employment-info`, { token: ira.token })).json).toEqual(
      retired.json,
    );
  });

  it.each([
    [{}, ['EmploymentStatusTypeIsNull@EmploymentStatus']],
    [{ EmploymentStatus: 9 }, ['EmploymentStatusTypeIsInvalid@EmploymentStatus']],
    [
      { EmploymentStatus: 1 },
      [
        'OccupationCategoryIsNull@OccupationCategory',
        'OccupationIsNull@Occupation',
        'EmployerNameIsNull@EmployerName',
        'EmployerAddressLineIsNull@EmployerAddressLine',
        'EmployerCityIsNull@EmployerCity',
        'EmployerZipCodeIsNull@EmployerZipCode',
        'EmployerStateIsNull@EmployerState',
      ],
    ],
    [
      { ...EMPLOYED, OccupationCategory: 'Wizardry' },
      ['OccupationCategoryIsInvalid@OccupationCategory'],
    ],
    [{ ...EMPLOYED, Occupation: 'Astronaut' }, ['OccupationIsInvalid@Occupation']],
    [
      {
        ...EMPLOYED,
        EmployerName: 'n'.repeat(51),
        EmployerCity: 'c'.repeat(51),
        EmployerAddressLine: 'a'.repeat(51),
      },
      [
        'EmployerNameIsInvalidLength@EmployerName',
        'EmployerAddressLineIsInvalidLength@EmployerAddressLine',
        'EmployerCityIsInvalidLength@EmployerCity',
      ],
    ],
    [{ ...EMPLOYED, EmployerZipCode: '8950' }, ['EmployerZipCodeIsNotValid@EmployerZipCode']],
    [
      { ...EMPLOYED, EmployerZipCode: '89501-12345' },
      ['EmployerZipCodeIsInvalidLength@EmployerZipCode'],
    ],
    [{ ...EMPLOYED, EmployerState: 'XX' }, ['EmployerStateIsInvalid@EmployerState']],
    [
      { ...EMPLOYED, EmployerState: 's'.repeat(51) },
      ['EmployerStateIsInvalidLength@EmployerState'],
    ],
    [
      { EmploymentStatus: 3 },
      [
        'PriorOccupationCategoryIsNull@OccupationCategory',
        'PriorOccupationIsNull@Occupation',
        'IncomeSourceTypeIsNull@SourceOfIncome',
      ],
    ],
    [
      {
        EmploymentStatus: 3,
        PriorOccupationCategory: 'Nope',
        PriorOccupation: 'x',
        IncomeSourceTypeID: 99,
      },
      [
        'PriorOccupationCategoryIsInvalid@OccupationCategory',
        'IncomeSourceTypeIsInvalid@SourceOfIncome',
      ],
    ],
    [
      {
        EmploymentStatus: 3,
        PriorOccupationCategory: 'Legal',
        PriorOccupation: 'Chef',
        IncomeSourceTypeID: 1,
      },
      ['PriorOccupationIsInvalid@Occupation'],
    ],
  ])('refuses %j with every error at once, writing nothing', async (body, expected) => {
    const before = (await h.call('GET', `${ira.cdd}/employment-info`, { token: ira.token })).json;
    const r = await h.call('PUT', `${ira.cdd}/employment-info`, { token: ira.token, body });
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(expected);
    expect((await h.call('GET', `${ira.cdd}/employment-info`, { token: ira.token })).json).toEqual(
      before,
    );
  });
});

describe('identification-info', () => {
  it('saves a driver license (state) and a passport (country)', async () => {
    const r = await h.call('POST', `${ira.cdd}/identification-info`, {
      token: ira.token,
      body: LICENSE,
    });
    expect(r.status).toBe(201);
    expect(identificationInfo.parse(r.json)).toMatchObject({
      IssuedByState: 'CA',
      IssuedByCountry: null,
    });
    const p = await h.call('PUT', `${ira.cdd}/identification-info`, {
      token: ira.token,
      body: {
        IdentificationType: 1,
        IDNumber: 'X1234567',
        IssueDate: yearsFromNow(-1),
        ExpirationDate: yearsFromNow(9),
        IssuedByCountry: 'usa',
      },
    });
    expect(p.status).toBe(200);
    expect(p.json).toMatchObject({ IssuedByCountry: 'USA', IssuedByState: null });
  });

  it.each([
    [{ ...LICENSE, IdentificationType: null }, ['IdentificationTypeIsInvalid@IDType']],
    [{ ...LICENSE, IdentificationType: 42 }, ['IdentificationTypeIsInvalid@IDType']],
    [{ ...LICENSE, IDNumber: '' }, ['IDNumberIsNull@IDNumber']],
    [{ ...LICENSE, IDNumber: '9'.repeat(51) }, ['IDNumberIsInvalid@IDNumber']],
    [{ ...LICENSE, IssueDate: null }, ['IDIssueDateIsNull@IssueDate']],
    [{ ...LICENSE, IssueDate: yearsFromNow(1) }, ['IDIssueDateIsInvalid@IssueDate']],
    [{ ...LICENSE, IssueDate: '2020-02-30' }, ['IDIssueDateIsInvalid@IssueDate']],
    [{ ...LICENSE, ExpirationDate: '' }, ['IDExpirationDateIsNull@ExpiryDate']],
    [{ ...LICENSE, ExpirationDate: yearsFromNow(-1) }, ['IDExpirationDateIsInvalid@ExpiryDate']],
    [{ ...LICENSE, IssuedByState: null }, ['IssuedByStateIsNull@State']],
    [{ ...LICENSE, IssuedByState: 'ZZ' }, ['IssuedByStateIsInvalid@State']],
    [{ ...LICENSE, IssuedByCountry: 'USA' }, ['UnnecessaryDataProvided@general']],
    [
      { ...LICENSE, IdentificationType: 1, IssuedByState: null },
      ['IssuedByCountryIsNull@IssuedBy'],
    ],
    [
      { ...LICENSE, IdentificationType: 1, IssuedByState: null, IssuedByCountry: 'XYZ' },
      ['IssuedByCountryIsInvalid@IssuedBy'],
    ],
    [
      { ...LICENSE, IdentificationType: 1, IssuedByCountry: 'USA' },
      ['UnnecessaryDataProvided@general'],
    ],
  ])('refuses %j', async (body, expected) => {
    const r = await h.call('PUT', `${ira.cdd}/identification-info`, { token: ira.token, body });
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(expected);
    if (expected[0].startsWith('Unnecessary'))
      expect(r.json.Errors[0].Message).toMatch(/^BadRequestValidation - /);
  });
});

describe('account-funding', () => {
  it('saves purpose and sources with captions; details kept only with Other', async () => {
    const r = await h.call('POST', `${ira.cdd}/account-funding`, {
      token: ira.token,
      body: FUNDING,
    });
    expect(r.status).toBe(201);
    expect(accountFundingInfo.parse(r.json)).toEqual({
      AccountPurpose: 1,
      InitialFundingSourceTypes: [{ FundingSourceTypeID: 2, Caption: 'Savings' }],
      InitialFundingOtherDetails: null,
      OngoingFundingSourceTypes: [{ FundingSourceTypeID: 8, Caption: 'Other' }],
      OngoingFundingOtherDetails: 'Royalties',
    });
  });

  it.each([
    [{ ...FUNDING, AccountPurpose: null }, ['AccountPurposeTypeIsNull@AccountPurpose']],
    [{ ...FUNDING, AccountPurpose: 7 }, ['AccountPurposeTypeIsInvalid@AccountPurpose']],
    [
      { ...FUNDING, InitialFundingSourceTypes: null },
      ['InitialFundingSourceTypesIsNull@InitialFundingSourceTypes'],
    ],
    [
      { ...FUNDING, InitialFundingSourceTypes: [] },
      ['InitialFundingSourceTypesNoneSelected@InitialFundingSourceTypes'],
    ],
    [
      { ...FUNDING, InitialFundingSourceTypes: [{ FundingSourceTypeID: 77 }] },
      ['InitialFundingSourceTypesIsInvalid@InitialFundingSourceTypes'],
    ],
    [
      { ...FUNDING, InitialFundingSourceTypes: [{ FundingSourceTypeID: 8 }] },
      ['InitialFundingSourceTypesOtherDetailsMissing@InitialFundingOtherDetails'],
    ],
    [
      { ...FUNDING, InitialFundingOtherDetails: 'why' },
      ['InitialFundingSourceTypesOtherDetailsNotNeeded@InitialFundingOtherDetails'],
    ],
    [
      { ...FUNDING, OngoingFundingOtherDetails: '' },
      ['OngoingFundingSourceTypesOtherDetailsMissing@OngoingFundingOtherDetails'],
    ],
    [
      { AccountPurpose: 2 },
      [
        'InitialFundingSourceTypesIsNull@InitialFundingSourceTypes',
        'OngoingFundingSourceTypesIsNull@OngoingFundingSourceTypes',
      ],
    ],
  ])('refuses %j', async (body, expected) => {
    const r = await h.call('PUT', `${ira.cdd}/account-funding`, { token: ira.token, body });
    expect(r.status).toBe(400);
    expect(codes(r)).toEqual(expected);
  });
});

describe('GET identification-info and account-funding; PUT account-funding', () => {
  it('GET answers null until saved, then the saved answer (parsed with the contract); PUT replaces it', async () => {
    const reg = await h.register(undefined, 'applicationType=IRA&iraAccountType=Traditional');
    const cdd = `/v2/customer-due-diligence/${reg.applicationUid}`;
    const get = (s: string) => h.call('GET', `${cdd}/${s}`, { token: reg.token });

    const noId = await get('identification-info');
    expect(noId.status).toBe(200);
    expect(noId.json).toBeNull();
    const saved = await h.call('POST', `${cdd}/identification-info`, {
      token: reg.token,
      body: LICENSE,
    });
    expect(saved.status).toBe(201);
    const id = await get('identification-info');
    expect(id.status).toBe(200);
    expect(identificationInfo.parse(id.json)).toEqual(saved.json);
    expect(id.json).toMatchObject({
      IdentificationType: 2,
      IDNumber: 'D1234567',
      IssuedByState: 'CA',
      IssuedByCountry: null,
    });

    const noFunding = await get('account-funding');
    expect(noFunding.status).toBe(200);
    expect(noFunding.json).toBeNull();
    expect(
      (await h.call('POST', `${cdd}/account-funding`, { token: reg.token, body: FUNDING })).status,
    ).toBe(201);
    expect(accountFundingInfo.parse((await get('account-funding')).json)).toMatchObject({
      AccountPurpose: 1,
      OngoingFundingOtherDetails: 'Royalties',
    });

    const changed = {
      AccountPurpose: 2,
      InitialFundingSourceTypes: [{ FundingSourceTypeID: 8 }, { FundingSourceTypeID: 1 }],
      InitialFundingOtherDetails: 'Sale of a coin collection',
      OngoingFundingSourceTypes: [{ FundingSourceTypeID: 2 }],
      OngoingFundingOtherDetails: null,
    };
    const put = await h.call('PUT', `${cdd}/account-funding`, { token: reg.token, body: changed });
    expect(put.status, put.text).toBe(200);
    const parsed = accountFundingInfo.parse(put.json);
    expect(parsed).toMatchObject({
      AccountPurpose: 2,
      InitialFundingOtherDetails: 'Sale of a coin collection',
      OngoingFundingOtherDetails: null,
    });
    expect(
      (parsed.InitialFundingSourceTypes ?? []).map((t) => t.FundingSourceTypeID).sort(),
    ).toEqual([1, 8]);
    expect(parsed.OngoingFundingSourceTypes).toEqual([
      { FundingSourceTypeID: 2, Caption: 'Savings' },
    ]);
    expect((await get('account-funding')).json).toEqual(put.json);
    const app = applicationResponse.parse(
      (await h.call('GET', `/v2/applications/${reg.applicationUid}`, { token: reg.token })).json,
    );
    expect(
      app.IRAApplication?.CustomerDueDiligenceResponse?.IRAAccountFundingInfoResponse,
    ).toMatchObject({ AccountPurpose: 2 });

    expect((await h.call('GET', `${cdd}/identification-info`)).status).toBe(401);
    const other = await h.register();
    expect((await h.call('GET', `${cdd}/account-funding`, { token: other.token })).status).toBe(
      403,
    );
  });
});

describe('IRA section of GET application and access', () => {
  it('GET application shows the saved answers under IRAApplication.CustomerDueDiligenceResponse', async () => {
    const app = applicationResponse.parse(
      (await h.call('GET', `/v2/applications/${ira.applicationUid}`, { token: ira.token })).json,
    );
    const cdd = app.IRAApplication?.CustomerDueDiligenceResponse;
    expect(cdd?.IRAEmploymentInfoResponse).toMatchObject({ EmploymentStatus: 2 });
    expect(cdd?.IRAIdentificationInfoResponse).toMatchObject({ IdentificationType: 1 });
    expect(cdd?.IRAAccountFundingInfoResponse).toMatchObject({ AccountPurpose: 1 });
  });

  it('401 without a token, 403 for another user, 404 for an unknown application', async () => {
    const other = await h.register();
    expect((await h.call('GET', `${ira.cdd}/employment-info`)).status).toBe(401);
    expect(
      (await h.call('PUT', `${ira.cdd}/employment-info`, { token: other.token, body: EMPLOYED }))
        .status,
    ).toBe(403);
    expect(
      (
        await h.call('GET', `/v2/customer-due-diligence/${crypto.randomUUID()}/account-funding`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
  });
});
