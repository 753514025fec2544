/**
 * Contract tests of doc 2 §7 beyond the Individual path: marital statuses, backup withholdings,
 * legal-entity names (LegalEntityNameInvalidLength at 200), EINs (doc 2 §5 EIN), legal-entity
 * addresses, the Corporate sub-object in GET application, and the CDD lookup lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountPurposeTypesResponse,
  applicationResponse,
  backupWithholdingResponse,
  countriesResponse,
  employmentStatusesResponse,
  errorResponse,
  fundingSourceTypesResponse,
  identificationTypesResponse,
  incomeSourceTypesResponse,
  legalEntityResponse,
  occupationsResponse,
  personResponse,
  statesResponse,
} from '../../services/api/contract';
import { firstError, startHarness, type Harness, type Registered } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const ADDRESS = {
  Street: '200 Park Ave',
  AptOrSuite: 'Fl 12',
  City: 'New York',
  State: 'NY',
  PostalCode: '10166',
  CountryIso3Code: 'USA',
  CountryIso2Code: 'US',
};

async function withKind(query: string): Promise<Registered & { base: string }> {
  const reg = await h.register(undefined, query);
  return { ...reg, base: `/v2/applications/${reg.applicationUid}` };
}

describe('marital statuses', () => {
  it.each([1, 2, 3, 4])(
    'saves MaritalStatus %i (POST 201, PUT 200) and GET application shows it',
    async (code) => {
      const a = await withKind('applicationType=IRA&iraAccountType=Traditional');
      const p = (
        await h.call('POST', `${a.base}/persons?isPrimary=true`, {
          token: a.token,
          body: { FirstName: 'Ira', LastName: 'Owner' },
        })
      ).json;
      const path = `${a.base}/persons/${p.PersonUid}/marital-statuses`;
      const created = await h.call('POST', path, { token: a.token, body: { MaritalStatus: code } });
      expect(created.status).toBe(201);
      expect(personResponse.parse(created.json).PersonMaritalStatus).toEqual({
        MaritalStatus: code,
      });
      const updated = await h.call('PUT', path, {
        token: a.token,
        body: { MaritalStatus: (code % 4) + 1 },
      });
      expect(updated.status).toBe(200);
      const app = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
      expect(app.IRAApplication?.Owner?.PersonMaritalStatus).toEqual({
        MaritalStatus: (code % 4) + 1,
      });
    },
  );

  it.each([
    [{}, 'MaritalStatusIsNullOrEmpty'],
    [{ MaritalStatus: 5 }, 'MaritalStatusIsInvalid'],
    [{ MaritalStatus: 'Married' }, 'MaritalStatusIsInvalid'],
  ])('refuses %j with %s', async (body, code) => {
    const a = await withKind('applicationType=Individual');
    const p = (
      await h.call('POST', `${a.base}/persons?isPrimary=true`, {
        token: a.token,
        body: { FirstName: 'A', LastName: 'B' },
      })
    ).json;
    const r = await h.call('POST', `${a.base}/persons/${p.PersonUid}/marital-statuses`, {
      token: a.token,
      body,
    });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: code, Context: 'MaritalStatus' });
    expect(
      (await h.call('GET', a.base, { token: a.token })).json.IndividualApplication.Owner
        .PersonMaritalStatus,
    ).toBeNull();
  });
});

describe('backup withholdings', () => {
  it('saves per PersonTargetType: Primary, Secondary, Both on a joint application', async () => {
    const a = await withKind('applicationType=JointTenants&jointTenantsAccountType=Common');
    await h.call('POST', `${a.base}/persons?isPrimary=true`, {
      token: a.token,
      body: { FirstName: 'Pat', LastName: 'Primary' },
    });
    // Secondary before the second holder exists: 404, nothing written.
    const early = await h.call('POST', `${a.base}/persons/backup-withholdings?PersonTargetType=2`, {
      token: a.token,
      body: { BackupWithHoldingRecord: true },
    });
    expect(early.status).toBe(404);
    expect(firstError(early)).toMatchObject({
      Code: 'InvalidPersonUid',
      Context: 'PersonTargetType',
    });
    expect(
      (await h.call('GET', a.base, { token: a.token })).json.JointTenantsApplication.PrimaryHolder
        .PersonBackupWithHolding,
    ).toBeNull();

    await h.call('POST', `${a.base}/persons?isPrimary=false`, {
      token: a.token,
      body: { FirstName: 'Sam', LastName: 'Second' },
    });
    const primary = await h.call(
      'POST',
      `${a.base}/persons/backup-withholdings?PersonTargetType=0`,
      { token: a.token, body: { BackupWithHoldingRecord: true } },
    );
    expect(primary.status).toBe(201);
    expect(backupWithholdingResponse.parse(primary.json).Persons).toHaveLength(1);
    const both = await h.call('PUT', `${a.base}/persons/backup-withholdings?PersonTargetType=2`, {
      token: a.token,
      body: { BackupWithHoldingRecord: false },
    });
    expect(both.status).toBe(200);
    expect(
      backupWithholdingResponse.parse(both.json).Persons.map((p) => p.PersonBackupWithHolding),
    ).toEqual([{ BackupWithHoldingRecord: false }, { BackupWithHoldingRecord: false }]);
    await h.call('PUT', `${a.base}/persons/backup-withholdings?PersonTargetType=1`, {
      token: a.token,
      body: { BackupWithHoldingRecord: true },
    });
    const app = applicationResponse.parse(
      (await h.call('GET', a.base, { token: a.token })).json,
    ).JointTenantsApplication!;
    expect(app.PrimaryHolder?.PersonBackupWithHolding).toEqual({ BackupWithHoldingRecord: false });
    expect(app.SecondaryHolder?.PersonBackupWithHolding).toEqual({ BackupWithHoldingRecord: true });
  });

  it.each([
    [
      'PersonTargetType=7',
      { BackupWithHoldingRecord: true },
      'PersonTargetTypeIsInvalid',
      'PersonTargetType',
    ],
    ['PersonTargetType=0', {}, 'BackupWithHoldingRecordIsNullOrEmpty', 'BackupWithHoldingRecord'],
    [
      'PersonTargetType=0',
      { BackupWithHoldingRecord: 'yes' },
      'BackupWithHoldingRecordIsInvalid',
      'BackupWithHoldingRecord',
    ],
  ])('refuses ?%s %j with %s', async (query, body, code, context) => {
    const a = await withKind('applicationType=Individual');
    const r = await h.call('POST', `${a.base}/persons/backup-withholdings?${query}`, {
      token: a.token,
      body,
    });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: code, Context: context });
  });
});

describe('legal entities', () => {
  it('name, EIN and address of a business; GET application shows the CorporateApplication', async () => {
    const a = await withKind(
      'applicationType=Corporate&corporateAccountType=LimitedLiabilityCorporation',
    );
    const created = await h.call('POST', `${a.base}/legal-entities`, {
      token: a.token,
      body: { Name: 'Golden Acorn LLC' },
    });
    expect(created.status).toBe(201);
    expect(legalEntityResponse.parse(created.json)).toMatchObject({
      Name: 'Golden Acorn LLC',
      Ein: null,
      NoEin: null,
      AccountType: 'LimitedLiabilityCorporation',
    });
    const renamed = await h.call('PUT', `${a.base}/legal-entities/names`, {
      token: a.token,
      body: { Name: 'x'.repeat(200) },
    });
    expect(renamed.status).toBe(200);
    const ein = await h.call('POST', `${a.base}/legal-entities/eins`, {
      token: a.token,
      body: { Ein: '123456789', NoEin: false },
    });
    expect(ein.status).toBe(201);
    expect(ein.json).toMatchObject({ Ein: '**-***6789', NoEin: false }); // only the last four (issue 12)
    const addr = await h.call('POST', `${a.base}/legal-entities/addresses`, {
      token: a.token,
      body: ADDRESS,
    });
    expect(addr.status).toBe(201);
    expect(legalEntityResponse.parse(addr.json).AddressResponse).toMatchObject({
      Street: '200 Park Ave',
      State: 'NY',
      StateCaption: 'New York',
      CountryIso3Code: 'USA',
    });

    const app = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
    expect(app.CorporateApplication).toMatchObject({
      CorporateAccountType: 'LimitedLiabilityCorporation',
      LegalEntity: { Name: 'x'.repeat(200), Ein: '**-***6789', NoEin: false },
    });
  });

  it("NoEin true saves Ein '' (distinct from null) and skips the EIN rules", async () => {
    const a = await withKind('applicationType=Corporate&corporateAccountType=Trust');
    await h.call('POST', `${a.base}/legal-entities`, {
      token: a.token,
      body: { Name: 'Family Trust' },
    });
    const r = await h.call('PUT', `${a.base}/legal-entities/eins`, {
      token: a.token,
      body: { Ein: 'junk', NoEin: true },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ Ein: '', NoEin: true });
  });

  it.each([
    [{ Name: 'y'.repeat(201) }, 'LegalEntityNameInvalidLength'],
    [{ Name: '  ' }, 'NameIsNullOrEmpty'],
    [{}, 'NameIsNullOrEmpty'],
  ])('refuses the name %# with %s (Context Name), creating nothing', async (body, code) => {
    const a = await withKind('applicationType=Corporate&corporateAccountType=Corporate');
    const r = await h.call('POST', `${a.base}/legal-entities`, { token: a.token, body });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: code, Context: 'Name' });
    expect(
      (await h.call('GET', a.base, { token: a.token })).json.CorporateApplication.LegalEntity,
    ).toBeNull();
  });

  it.each([
    [{ Ein: '', NoEin: false }, 'EinIsNullOrEmpty'],
    [{ NoEin: false }, 'EinIsNullOrEmpty'],
    [{ Ein: '12-345678', NoEin: false }, 'EinIsInvalid'],
    [{ Ein: 'AB-1234567', NoEin: false }, 'EinIsInvalid'],
    [{ Ein: '00-1234567', NoEin: false }, 'EinIsInvalid'],
    [{ Ein: '66-1234567' }, 'EinIsInvalid'],
    [{ Ein: '99-1234567' }, 'EinIsInvalid'],
    [{ Ein: '12-0000000' }, 'EinIsInvalid'],
    [{ Ein: '12-6666666' }, 'EinIsInvalid'],
    [{ Ein: '12-9999999' }, 'EinIsInvalid'],
    [{ Ein: '123-456789' }, 'EinIsInvalid'],
  ])('refuses the EIN %j with %s (Context Ein)', async (body, code) => {
    const a = await withKind('applicationType=Corporate&corporateAccountType=Partnership');
    await h.call('POST', `${a.base}/legal-entities`, { token: a.token, body: { Name: 'P & Q' } });
    const r = await h.call('POST', `${a.base}/legal-entities/eins`, { token: a.token, body });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: code, Context: 'Ein' });
  });

  it('needs a Corporate application and the entity created by name first', async () => {
    const ind = await withKind('applicationType=Individual');
    const wrong = await h.call('POST', `${ind.base}/legal-entities`, {
      token: ind.token,
      body: { Name: 'Nope Inc' },
    });
    expect(wrong.status).toBe(400);
    expect(firstError(wrong)).toMatchObject({
      Code: 'ApplicationTypeIsInvalid',
      Context: 'ApplicationType',
    });
    const corp = await withKind(
      'applicationType=Corporate&corporateAccountType=SoleProprietorship',
    );
    const early = await h.call('POST', `${corp.base}/legal-entities/addresses`, {
      token: corp.token,
      body: ADDRESS,
    });
    expect(early.status).toBe(404);
    expect(firstError(early).Code).toBe('LegalEntityNotFound');
    await h.call('POST', `${corp.base}/legal-entities`, {
      token: corp.token,
      body: { Name: 'Solo' },
    });
    const badState = await h.call('POST', `${corp.base}/legal-entities/addresses`, {
      token: corp.token,
      body: { ...ADDRESS, State: 'ZZ' },
    });
    expect(firstError(badState)).toMatchObject({ Code: 'StateIsInvalid', Context: 'State' });
    const noStreet = await h.call('POST', `${corp.base}/legal-entities/addresses`, {
      token: corp.token,
      body: { ...ADDRESS, Street: '' },
    });
    expect(firstError(noStreet)).toMatchObject({ Code: 'StreetIsNullOrEmpty', Context: 'Street' });
    const other = await h.register();
    expect(
      (
        await h.call('POST', `${corp.base}/legal-entities`, {
          token: other.token,
          body: { Name: 'X' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('customer due diligence lookup lists', () => {
  const get = (path: string) => h.call('GET', `/v2/customer-due-diligence/${path}`);

  it('lists employment statuses, income sources, identification types, funding sources, account purposes', async () => {
    const statuses = employmentStatusesResponse.parse((await get('employment-statuses')).json);
    expect(statuses[0]).toEqual({ EmploymentStatusID: 1, Caption: 'Employed' });
    expect(statuses.map((s) => s.Caption)).toEqual(['Employed', 'Retired', 'Unemployed']);
    expect(
      incomeSourceTypesResponse.parse((await get('income-source-types')).json).length,
    ).toBeGreaterThanOrEqual(5);
    expect(
      identificationTypesResponse
        .parse((await get('identification-types')).json)
        .map((t) => t.Caption),
    ).toEqual(['Passport', 'US Driver`s License', 'US State ID']);
    const sources = fundingSourceTypesResponse.parse((await get('funding-source-types')).json);
    expect(sources.some((s) => s.Caption === 'Other')).toBe(true);
    expect(sources.every((s) => s.FundingTypeID === s.FundingSourceTypeID)).toBe(true);
    expect(
      accountPurposeTypesResponse
        .parse((await get('account-purpose-types')).json)
        .map((p) => p.Caption),
    ).toEqual(['Retirement savings', 'Wealth accumulation', 'Income']);
  });

  it('occupations by category; an unknown category is OccupationCategoryIsInvalid', async () => {
    const all = occupationsResponse.parse((await get('occupations')).json);
    expect(all.OccupationCategories.length).toBeGreaterThanOrEqual(10);
    for (const c of all.OccupationCategories)
      expect(all.Occupations[c].length, c).toBeGreaterThan(0);
    const one = occupationsResponse.parse(
      (await get('occupations?occupationCategory=healthcare%20and%20medicine')).json,
    );
    expect(one.OccupationCategories).toEqual(['Healthcare and Medicine']);
    expect(one.Occupations['Healthcare and Medicine']).toContain('Physician');
    const bad = await get('occupations?occupationCategory=Astronaut');
    expect(bad.status).toBe(400);
    expect(firstError(bad)).toMatchObject({
      Code: 'OccupationCategoryIsInvalid',
      Context: 'occupationCategory',
    });
  });

  it('states (USA by default) and countries', async () => {
    const states = statesResponse.parse((await get('states')).json);
    expect(states.map((s) => s.Code)).toContain('NY');
    expect(states).toHaveLength(56);
    expect(
      statesResponse.parse((await get('states?countryCode=CAN')).json).map((s) => s.Code),
    ).toContain('ON');
    expect(errorResponse.parse((await get('states?countryCode=XXX')).json).Errors[0].Code).toBe(
      'CountryIso3CodeIsInvalid',
    );
    expect(countriesResponse.parse((await get('countries')).json).length).toBeGreaterThan(240);
  });
});
