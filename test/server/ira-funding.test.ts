/**
 * Contract tests: IRA funding (doc 3 §7 ira-application-fundings, ira-application-funding-amounts,
 * ira-transfers) and custodians (v2/custodians, choice from the directory or manual), doc 3 §5 limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationResponse,
  custodiansResponse,
  iraApplicationFunding,
} from '../../services/api/contract';
import { CUSTODIANS } from '../../server/domain/custodians-data';
import { contributionYears } from '../../server/routes/ira-fundings';
import { firstError, startHarness, type Harness, type Registered } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  h.clock.now = new Date('2026-03-01T12:00:00Z');
});
afterAll(() => h.close());

type Ira = Registered & {
  base: string;
  call: (m: string, p: string, body?: unknown) => ReturnType<Harness['call']>;
};
async function ira(kind = 'Traditional'): Promise<Ira> {
  const reg = await h.register(undefined, `applicationType=IRA&iraAccountType=${kind}`);
  const base = `/v2/applications/${reg.applicationUid}`;
  return {
    ...reg,
    base,
    call: (m, p, body) =>
      h.call(m, p.startsWith('/v2/custodians') ? p : `${base}${p}`, { token: reg.token, body }),
  };
}

const MANUAL = {
  Name: 'Prairie Self-Directed Trust',
  Address: {
    Street: '10 Main St',
    AptOrSuite: null,
    City: 'Topeka',
    State: 'KS',
    PostalCode: '66603',
    CountryIso3Code: 'USA',
  },
  Phone: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '(785) 555-0199', StateCode: null },
  Fax: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '7855550198', StateCode: null },
};

describe('ira-application-fundings', () => {
  it('POST/PUT/DELETE the type (body or query); a new type clears the amount', async () => {
    const a = await ira();
    const r = await a.call('POST', '/ira-application-fundings', { IRAFundingType: 3 });
    expect(r.status).toBe(201);
    expect(iraApplicationFunding.parse(r.json)).toMatchObject({
      IRAFundingType: 3,
      Amount: null,
      ContributionYear: null,
    });
    expect(
      (
        await a.call('POST', '/ira-application-funding-amounts', {
          Amount: 7000,
          ContributionYear: 2026,
        })
      ).status,
    ).toBe(201);
    const same = await h.call('PUT', `${a.base}/ira-application-fundings?IRAFundingType=3`, {
      token: a.token,
    });
    expect(same.status).toBe(200);
    expect(same.json).toMatchObject({ IRAFundingType: 3, Amount: 7000, ContributionYear: 2026 });
    expect(
      (await a.call('PUT', '/ira-application-fundings', { IRAFundingType: 2 })).json,
    ).toMatchObject({ IRAFundingType: 2, Amount: null });
    const app = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
    expect(app.IRAApplication?.IRAApplicationFundingResponse?.IRAFundingType).toBe(2);
    expect((await a.call('DELETE', '/ira-application-fundings')).status).toBe(204);
    expect(
      (await h.call('GET', a.base, { token: a.token })).json.IRAApplication
        .IRAApplicationFundingResponse,
    ).toBeNull();
    expect((await a.call('DELETE', '/ira-application-fundings')).status).toBe(204);
  });

  it('refuses a missing or unknown type, non-IRA applications, no token', async () => {
    const a = await ira();
    for (const body of [
      {},
      { IRAFundingType: 4 },
      { IRAFundingType: 'x' },
      { IRAFundingType: true },
      { IRAFundingType: null },
      { IRAFundingType: 1.5 },
    ]) {
      const r = await a.call('POST', '/ira-application-fundings', body);
      expect(r.status).toBe(400);
      expect(firstError(r)).toMatchObject({
        Code: 'FundingTypeIsNotDefined',
        Context: 'IRAFundingType',
      });
    }
    const ind = await h.register();
    const r = await h.call(
      'POST',
      `/v2/applications/${ind.applicationUid}/ira-application-fundings`,
      { token: ind.token, body: { IRAFundingType: 1 } },
    );
    expect(firstError(r)).toMatchObject({
      Code: 'ApplicationTypeIsInvalid',
      Context: 'ApplicationType',
    });
    expect(
      (await h.call('POST', `${a.base}/ira-application-fundings`, { body: { IRAFundingType: 1 } }))
        .status,
    ).toBe(401);
  });
});

describe('ira-application-funding-amounts', () => {
  it('annual contribution capped at RegistrationContributionLimitAmount (7,000) with a contribution year', async () => {
    const a = await ira();
    expect(
      firstError(await a.call('POST', '/ira-application-funding-amounts', { Amount: 10 })).Code,
    ).toBe('FundingTypeIsNotDefined');
    await a.call('POST', '/ira-application-fundings', { IRAFundingType: 3 });
    const cases: Array<[unknown, string, string]> = [
      [{ Amount: 7000.01, ContributionYear: 2026 }, 'AmountIsAboveMaximum', 'Amount'],
      [{ Amount: 0.5, ContributionYear: 2026 }, 'AmountIsBelowMinimum', 'Amount'],
      [{ Amount: 0, ContributionYear: 2026 }, 'AmountMustBeGreaterThanZero', 'Amount'],
      [{ Amount: 1.234, ContributionYear: 2026 }, 'AmountIsInvalid', 'Amount'],
      [{ ContributionYear: 2026 }, 'AmountIsNullOrEmpty', 'Amount'],
      [{ Amount: 100 }, 'ContributionYearIsNullOrEmpty', 'ContributionYear'],
      [{ Amount: 100, ContributionYear: 2024 }, 'ContributionYearIsInvalid', 'ContributionYear'],
      [{ Amount: 100, ContributionYear: 'last' }, 'ContributionYearIsInvalid', 'ContributionYear'],
    ];
    for (const [body, code, ctx] of cases) {
      const r = await a.call('POST', '/ira-application-funding-amounts', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(firstError(r), JSON.stringify(body)).toMatchObject({ Code: code, Context: ctx });
    }
    const ok = await a.call('POST', '/ira-application-funding-amounts', {
      Amount: 7000,
      ContributionYear: 2025,
    });
    expect(ok.status).toBe(201);
    expect(iraApplicationFunding.parse(ok.json)).toMatchObject({
      Amount: 7000,
      ContributionYear: 2025,
    });
  });

  it('rollover and transfer up to 500,000,000; the previous year only until 15 April', async () => {
    const a = await ira();
    await a.call('POST', '/ira-application-fundings', { IRAFundingType: 2 });
    expect(
      (
        await a.call('PUT', '/ira-application-funding-amounts', {
          Amount: 500_000_000,
          ContributionYear: 2026,
        })
      ).status,
    ).toBe(200);
    expect(
      firstError(
        await a.call('PUT', '/ira-application-funding-amounts', { Amount: 500_000_000.01 }),
      ).Code,
    ).toBe('AmountIsAboveMaximum');
    // 15 April ends at midnight US Eastern time (EDT, UTC−4): 04:00 UTC on the 16th.
    expect(contributionYears(new Date('2026-04-16T03:59:59Z'))).toEqual([2026, 2025]);
    expect(contributionYears(new Date('2026-04-16T04:00:00Z'))).toEqual([2026]);
  });
});

describe('ira-transfers', () => {
  it('transfer type, IRA account type and account number need IRATransfer; each is validated', async () => {
    const a = await ira('Roth');
    await a.call('POST', '/ira-application-fundings', { IRAFundingType: 2 });
    expect(
      firstError(
        await a.call('POST', '/ira-transfers/transfer-types', { TransferType: 'Liquidate' }),
      ),
    ).toMatchObject({ Code: 'FundingTypeIsNotDefined', Context: 'IRAFundingType' });
    await a.call('PUT', '/ira-application-fundings', { IRAFundingType: 1 });

    expect(
      firstError(
        await a.call('POST', '/ira-transfers/transfer-types', { TransferType: 'Everything' }),
      ).Code,
    ).toBe('TransferTypeIsInvalid');
    expect(firstError(await a.call('POST', '/ira-transfers/transfer-types', {})).Code).toBe(
      'TransferTypeIsNullOrEmpty',
    );
    const tt = await h.call(
      'POST',
      `${a.base}/ira-transfers/transfer-types?transferType=PartialCash`,
      { token: a.token },
    );
    expect(tt.status).toBe(201);
    expect(iraApplicationFunding.parse(tt.json).TransferType).toBe('PartialCash');

    const notAllowed = await a.call('POST', '/ira-transfers/ira-account-types', {
      IRAAccountType: 'Traditional',
    });
    expect(notAllowed.status).toBe(400);
    expect(firstError(notAllowed)).toMatchObject({
      Code: 'CustodianAccountTypeIsNotAllowed',
      Context: 'IRAAccountType',
    });
    expect(
      firstError(
        await a.call('POST', '/ira-transfers/ira-account-types', { IRAAccountType: 'Gold' }),
      ).Code,
    ).toBe('IRAAccountTypeIsInvalid');
    const at = await h.call(
      'PUT',
      `${a.base}/ira-transfers/ira-account-types?iRAAccountType=Roth`,
      { token: a.token },
    );
    expect(at.status).toBe(200);
    expect(at.json.CustodianAccountType).toBe('Roth');

    expect(
      firstError(await a.call('POST', '/ira-transfers/account-number', { AccountNumber: '' })).Code,
    ).toBe('AccountNumberIsNullOrEmpty');
    expect(
      firstError(await a.call('POST', '/ira-transfers/account-number', { AccountNumber: '12 34;' }))
        .Code,
    ).toBe('AccountNumberIsNotValid');
    expect(
      firstError(
        await a.call('POST', '/ira-transfers/account-number', { AccountNumber: '1'.repeat(35) }),
      ).Code,
    ).toBe('AccountNumberIsInvalidLength');
    expect(
      (await a.call('POST', '/ira-transfers/account-number', { AccountNumber: 'ETC-123456' })).json
        .AccountNumber,
    ).toBe('ETC-123456');
    const viaCustodians = await a.call(
      'PUT',
      `/v2/custodians/applications/${a.applicationUid}/ira-transfers/account-numbers`,
      { AccountNumber: 'ETC-999' },
    );
    expect(viaCustodians.status).toBe(200);
    expect(iraApplicationFunding.parse(viaCustodians.json).AccountNumber).toBe('ETC-999');
    // Leaving IRATransfer clears the transfer fields.
    expect(
      (await a.call('PUT', '/ira-application-fundings', { IRAFundingType: 3 })).json,
    ).toMatchObject({ TransferType: null, CustodianAccountType: null, AccountNumber: null });
  });
});

describe('ira-transfers: valid updates (POST then PUT, body or query) parse with the contract and show in GET application', () => {
  it('transfer type, IRA account type and account number (both paths) are created, then changed', async () => {
    const a = await ira('Traditional');
    await a.call('POST', '/ira-application-fundings', { IRAFundingType: 1 });

    expect(
      (await a.call('POST', '/ira-transfers/transfer-types', { TransferType: 'Liquidate' })).status,
    ).toBe(201);
    const tt = await a.call('PUT', '/ira-transfers/transfer-types', {
      TransferType: 'PartialCash',
    });
    expect(tt.status, tt.text).toBe(200);
    expect(iraApplicationFunding.parse(tt.json)).toMatchObject({
      IRAFundingType: 1,
      TransferType: 'PartialCash',
    });
    const ttQuery = await h.call(
      'PUT',
      `${a.base}/ira-transfers/transfer-types?transferType=Liquidate`,
      { token: a.token },
    );
    expect(iraApplicationFunding.parse(ttQuery.json).TransferType).toBe('Liquidate');

    const at = await a.call('POST', '/ira-transfers/ira-account-types', { IRAAccountType: 'SEP' });
    expect(at.status, at.text).toBe(201);
    expect(iraApplicationFunding.parse(at.json)).toMatchObject({
      CustodianAccountType: 'SEP',
      TransferType: 'Liquidate',
    });
    const atQuery = await h.call(
      'POST',
      `${a.base}/ira-transfers/ira-account-types?iRAAccountType=SIMPLE`,
      { token: a.token },
    );
    expect(atQuery.status).toBe(201);
    expect(iraApplicationFunding.parse(atQuery.json).CustodianAccountType).toBe('SIMPLE');

    expect(
      (await a.call('POST', '/ira-transfers/account-number', { AccountNumber: 'ETC-1' })).status,
    ).toBe(201);
    const an = await a.call('PUT', '/ira-transfers/account-number', { AccountNumber: 'ETC-2' });
    expect(an.status, an.text).toBe(200);
    expect(iraApplicationFunding.parse(an.json).AccountNumber).toBe('ETC-2');
    const custodianPath = await a.call(
      'POST',
      `/v2/custodians/applications/${a.applicationUid}/ira-transfers/account-numbers`,
      { AccountNumber: 'GST-77' },
    );
    expect(custodianPath.status, custodianPath.text).toBe(201);
    expect(iraApplicationFunding.parse(custodianPath.json)).toMatchObject({
      AccountNumber: 'GST-77',
      TransferType: 'Liquidate',
      CustodianAccountType: 'SIMPLE',
    });

    const app = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
    expect(app.IRAApplication?.IRAApplicationFundingResponse).toMatchObject({
      IRAFundingType: 1,
      TransferType: 'Liquidate',
      CustodianAccountType: 'SIMPLE',
      AccountNumber: 'GST-77',
    });
  });

  it('401 without a token and 403 for another user on each, nothing changed', async () => {
    const a = await ira();
    await a.call('POST', '/ira-application-fundings', { IRAFundingType: 1 });
    const other = await ira();
    const calls: Array<[string, unknown]> = [
      [`${a.base}/ira-transfers/transfer-types`, { TransferType: 'Liquidate' }],
      [`${a.base}/ira-transfers/ira-account-types`, { IRAAccountType: 'Traditional' }],
      [`${a.base}/ira-transfers/account-number`, { AccountNumber: 'X-1' }],
      [
        `/v2/custodians/applications/${a.applicationUid}/ira-transfers/account-numbers`,
        { AccountNumber: 'X-1' },
      ],
    ];
    for (const [path, body] of calls) {
      expect((await h.call('PUT', path, { body })).status, path).toBe(401);
      expect(firstError(await h.call('POST', path, { token: other.token, body })).Code, path).toBe(
        'Error_PermissionDenied',
      );
    }
    expect(
      (await h.call('GET', a.base, { token: a.token })).json.IRAApplication
        .IRAApplicationFundingResponse,
    ).toMatchObject({ TransferType: null, CustodianAccountType: null, AccountNumber: null });
  });
});

describe('custodians', () => {
  it('the seeded directory, by name, with search on name or city and take', async () => {
    const all = custodiansResponse.parse((await h.call('GET', '/v2/custodians')).json);
    expect(all).toHaveLength(CUSTODIANS.length);
    expect(all.map((c) => c.Name)).toEqual(
      [...all.map((c) => c.Name)].sort((x, y) => (x < y ? -1 : 1)),
    );
    const equity = custodiansResponse.parse(
      (await h.call('GET', '/v2/custodians?search=equity')).json,
    );
    expect(equity.map((c) => c.Name)).toEqual(['Equity Trust Company']);
    expect(equity[0].FormattedAddress).toBe('1 Equity Way, Westlake, OH 44145');
    expect((await h.call('GET', '/v2/custodians?search=las%20vegas')).json).toHaveLength(2);
    expect((await h.call('GET', '/v2/custodians?search=nothing-like-this')).json).toEqual([]);
    expect((await h.call('GET', '/v2/custodians?search=%25')).json).toEqual([]);
    expect((await h.call('GET', '/v2/custodians?take=8')).json).toHaveLength(8);
    expect(firstError(await h.call('GET', '/v2/custodians?take=0')).Code).toBe('takeIsInvalid');
    const a = await ira();
    expect(
      (await a.call('GET', `/v2/custodians/applications/${a.applicationUid}?search=trust`)).json
        .length,
    ).toBeGreaterThan(5);
    expect((await h.call('GET', `/v2/custodians/applications/${a.applicationUid}`)).status).toBe(
      401,
    );
  });

  it('choice from the directory or manual; errors for each manual field', async () => {
    const a = await ira();
    const url = `/v2/custodians/applications/${a.applicationUid}`;
    const [first] = custodiansResponse.parse(
      (await h.call('GET', '/v2/custodians?search=GoldStar')).json,
    );
    expect(firstError(await a.call('POST', url, { ...first, AccountNumber: null })).Code).toBe(
      'FundingTypeIsNotDefined',
    );
    await a.call('POST', '/ira-application-fundings', { IRAFundingType: 1 });

    const fromList = await a.call('POST', url, { ...first, AccountNumber: null });
    expect(fromList.status).toBe(201);
    expect(iraApplicationFunding.parse(fromList.json).IRAFundingCustodianResponse).toMatchObject({
      CustodianUid: first.CustodianUid,
      Name: 'GoldStar Trust Company',
    });
    // decision L130: a directory custodian without fax is chosen with Fax null and keeps no fax
    // (its phone is not its fax).
    const noFax = custodiansResponse
      .parse((await h.call('GET', '/v2/custodians?take=100')).json)
      .find((c) => c.Fax === null)!;
    expect(noFax).toBeTruthy();
    const picked = await a.call('PUT', url, { ...noFax, Fax: null, AccountNumber: null });
    expect(picked.status, picked.text).toBe(200);
    const saved = iraApplicationFunding.parse(picked.json).IRAFundingCustodianResponse;
    expect(saved).toMatchObject({ CustodianUid: noFax.CustodianUid, Fax: null });
    expect(saved?.Phone.LocalNumber).toBe(noFax.Phone.LocalNumber);
    // A manual custodian still needs its own fax.
    const { Fax: _fax, ...manualNoFax } = MANUAL;
    const noFaxManual = await a.call('PUT', url, { ...manualNoFax, Fax: null });
    expect(noFaxManual.status).toBe(400);
    expect(firstError(noFaxManual)).toMatchObject({ Code: 'FaxIsInvalid', Context: 'Fax' });
    const unknown = await a.call('PUT', url, {
      ...first,
      CustodianUid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(firstError(unknown)).toMatchObject({
      Code: 'CustodianNotFound',
      Context: 'CustodianUid',
    });

    const manual = await a.call('PUT', url, MANUAL);
    expect(manual.status).toBe(200);
    expect(iraApplicationFunding.parse(manual.json).IRAFundingCustodianResponse).toMatchObject({
      CustodianUid: null,
      Name: MANUAL.Name,
      Phone: { LocalNumber: '7855550199' },
    });
    const app = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
    expect(
      app.IRAApplication?.IRAApplicationFundingResponse?.IRAFundingCustodianResponse?.Name,
    ).toBe(MANUAL.Name);

    const bad = await a.call('PUT', url, {
      ...MANUAL,
      Address: { ...MANUAL.Address, State: 'ZZ', PostalCode: '6660', CountryIso3Code: 'CAN' },
      Phone: { ...MANUAL.Phone, LocalNumber: '123' },
      Fax: { ...MANUAL.Fax, LocalNumber: '555' },
    });
    expect(bad.status).toBe(400);
    expect(
      bad.json.Errors.map((e: { Code: string; Context: string }) => `${e.Code}@${e.Context}`),
    ).toEqual([
      'CountryIso3CodeIsInvalid@Address.CountryIso3Code',
      'StateIsInvalid@Address.State',
      'PostalCodeNotValid@Address.PostalCode',
      'PhoneIsInvalid@Phone',
      'FaxIsInvalid@Fax',
    ]);
    expect(firstError(await a.call('PUT', url, { ...MANUAL, Name: ' ' }))).toMatchObject({
      Code: 'NameIsNullOrEmpty',
      Context: 'Name',
    });
    expect(
      firstError(
        await a.call('PUT', url, {
          ...MANUAL,
          Address: { ...MANUAL.Address, Street: 'x'.repeat(51) },
        }),
      ),
    ).toMatchObject({ Code: 'StreetIsInvalidLength', Context: 'Address.Street' });
    // Refusals left the saved manual custodian as it was.
    expect(
      (await h.call('GET', a.base, { token: a.token })).json.IRAApplication
        .IRAApplicationFundingResponse.IRAFundingCustodianResponse.Name,
    ).toBe(MANUAL.Name);
  });
});
