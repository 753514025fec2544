/**
 * Contract tests: the recurring metal programme (doc 3 §7 v2/applications/{ApplicationUid}/
 * metal-streams/…, POST …/bank-accounts/metal-streams), doc 3 §3 MetalStreamData and Metal
 * product, §4 create versus update, §5 rules, §8 banking codes, §9 locations, kinds and limits.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationResponse,
  bankAccountsResponse,
  isValidAbaRoutingNumber,
  metalProductsResponse,
  metalStream,
  plaidBankAccountsResponse,
  STORAGE_LOCATION_TYPES,
  type MetalStream,
} from '../../services/api/contract';
import { createPiiCipher } from '../../server/auth/pii';
import { findManualBankAccount } from '../../server/db/metal-streams';
import { SANDBOX_SALES_PASSWORD, sandboxSalesAgentEmail } from '../../server/db/sales';
import { bankAccounts, metalStreams } from '../../server/db/schema';
import {
  PRODUCT_LOCATIONS,
  PRODUCTS,
  SPOT_USD_PER_OZ,
  USD_CAD,
} from '../../server/domain/products-data';
import {
  firstError,
  startHarness,
  type CallResult,
  type Harness,
  type Registered,
} from './helpers';

let h: Harness;
// Manual account numbers are stored sealed (issue 20): the suite holds the key to open them.
const PII_KEY = new Uint8Array(32).fill(9);
beforeAll(async () => {
  h = await startHarness({ piiKey: PII_KEY });
});
afterAll(() => h.close());

type Applicant = Registered & {
  app: string;
  base: string;
  call: (method: string, path: string, body?: unknown) => Promise<CallResult>;
};

/** A metal-stream applicant (registrationFlowType 2); `broker` selects a seeded broker. */
async function applicant(broker?: string): Promise<Applicant> {
  const reg = await h.register(
    undefined,
    `applicationType=Individual&registrationFlowType=2${broker ? `&brokerCode=${broker}` : ''}`,
  );
  const app = `/v2/applications/${reg.applicationUid}`;
  const base = `${app}/metal-streams`;
  return {
    ...reg,
    app,
    base,
    call: (method, path, body) =>
      h.call(method, path.startsWith('/v2/') ? path : `${base}${path}`, { token: reg.token, body }),
  };
}

const MANUAL = {
  AccountHolderFullName: 'Ada Lovelace',
  RoutingNumber: '021000021',
  AccountNumber: '000123456789',
  AccountType: 'Checking',
};

const streamRow = async (uid: string) =>
  (
    await h.database.db.select().from(metalStreams).where(eq(metalStreams.applicationUid, uid))
  )[0] ?? null;
const bankRows = async (uid: string) =>
  h.database.db.select().from(bankAccounts).where(eq(bankAccounts.applicationUid, uid));

/** Expects a 4xx with `code` on `context` (any of the error items). */
function expectError(r: CallResult, status: number, code: string, context: string | null) {
  expect(r.status, r.text).toBe(status);
  expect(r.json.Errors, r.text).toEqual(
    expect.arrayContaining([expect.objectContaining({ Code: code, Context: context })]),
  );
}

describe('GET …/metal-streams/products', () => {
  it('lists gold products with storage locations of doc 3 §9 and plausible prices in dollars', async () => {
    const a = await applicant();
    const r = await a.call('GET', '/products?metalType=Gold');
    expect(r.status, r.text).toBe(200);
    const products = metalProductsResponse.parse(r.json);
    expect(products.length).toBe(PRODUCTS.filter((p) => p.metalType === 'Gold').length);
    expect(products.every((p) => p.MetalType === 'Gold')).toBe(true);
    expect(new Set(products.map((p) => p.ProductKind))).toEqual(
      new Set(['Coin', 'Bar', 'Fractional']),
    );
    const eagle = products.find((p) => p.ProductCaption === '1 oz American Gold Eagle')!;
    expect(eagle).toBeDefined();
    expect(eagle.Locations.map((l) => l.LocationName)).toEqual([
      'NewYork',
      'SaltLakeCity',
      'Dallas',
      'Delivery',
    ]);
    for (const l of eagle.Locations) {
      expect(STORAGE_LOCATION_TYPES[l.LocationType]).toBe(l.LocationName);
      // a 1 oz coin: price per oz equals the unit price, a few percent over spot
      expect(l.PricePerOz).toBe(l.PricePerUnit);
      expect(l.PricePerUnit).toBeGreaterThan(SPOT_USD_PER_OZ.Gold);
      expect(l.PricePerUnit).toBeLessThan(SPOT_USD_PER_OZ.Gold * 1.15);
    }
    const kilo = products.find((p) => p.ProductCaption === '1 kg Gold Bar')!;
    expect(kilo.WeightOz).toBeCloseTo(32.1507, 4);
    expect(kilo.Locations[0].PricePerOz).toBeCloseTo(
      kilo.Locations[0].PricePerUnit / kilo.WeightOz,
      2,
    );
    const fractional = products.find((p) => p.ProductKind === 'Fractional')!;
    expect(fractional.Locations.map((l) => [l.LocationType, l.LocationName])).toEqual([
      [13, 'FractionalHoldings'],
    ]);
    // every SymbolCode is unique and matches the seed price
    const symbols = products.flatMap((p) => p.Locations.map((l) => l.SymbolCode));
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const p of products) {
      for (const l of p.Locations)
        expect(l.PricePerUnit).toBe(
          PRODUCT_LOCATIONS.find((s) => s.symbolCode === l.SymbolCode)!.pricePerUnitUsd,
        );
    }
  });

  it('silver (any case) has bars of 100 and 1000 oz and a coin bag; no metalType lists both metals', async () => {
    const a = await applicant();
    const silver = metalProductsResponse.parse(
      (await a.call('GET', '/products?metalType=silver')).json,
    );
    expect(silver.every((p) => p.MetalType === 'Silver')).toBe(true);
    expect(silver.map((p) => p.ProductCaption)).toEqual(
      expect.arrayContaining([
        '1 oz American Silver Eagle',
        '100 oz Silver Bar',
        '1000 oz Silver Bar (LBMA Good Delivery)',
      ]),
    );
    expect(silver.some((p) => p.ProductKind === 'Bags')).toBe(true);
    const locations = new Set(silver.flatMap((p) => p.Locations.map((l) => l.LocationName)));
    for (const name of [
      'NewYork',
      'SaltLakeCity',
      'Zurich',
      'London',
      'Toronto',
      'Singapore',
      'Ohio',
      'Dallas',
      'Delivery',
      'FractionalHoldings',
    ])
      expect(locations).toContain(name);
    const all = metalProductsResponse.parse((await a.call('GET', '/products')).json);
    expect(all.length).toBe(PRODUCTS.length);
  });

  it('a CAD broker (MPL) gets prices in CAD', async () => {
    const usd = metalProductsResponse.parse(
      (await (await applicant()).call('GET', '/products?metalType=Gold')).json,
    );
    const cad = metalProductsResponse.parse(
      (await (await applicant('MPL')).call('GET', '/products?metalType=Gold')).json,
    );
    const u = usd[1].Locations[0];
    const c = cad[1].Locations[0];
    expect(c.SymbolCode).toBe(u.SymbolCode);
    expect(c.PricePerUnit).toBe(Math.round(u.PricePerUnit * USD_CAD * 100) / 100);
  });

  it('refuses an unknown metal, no token, another user, an unknown application', async () => {
    const a = await applicant();
    expectError(
      await a.call('GET', '/products?metalType=Platinum'),
      400,
      'MetalTypeIsInvalid',
      'metalType',
    );
    expect((await h.call('GET', `${a.base}/products?metalType=Gold`)).status).toBe(401);
    const other = await applicant();
    expectError(
      await h.call('GET', `${a.base}/products`, { token: other.token }),
      403,
      'Error_PermissionDenied',
      'ApplicationUid',
    );
    expect(
      (
        await h.call('GET', `/v2/applications/${crypto.randomUUID()}/metal-streams/products`, {
          token: a.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST|PUT …/metal-streams/products', () => {
  it('saves the gold and the silver choice; 201 for a new value, 200 when replacing one', async () => {
    const a = await applicant();
    const r = await a.call('POST', '/products', {
      MetalType: 'Gold',
      ProductSymbolCode: 'AGE1-NY',
    });
    expect(r.status, r.text).toBe(201);
    const s = metalStream.parse(r.json);
    expect(s.SymbolCodeGold).toBe('AGE1-NY');
    expect(s.SelectedGoldProduct).toMatchObject({
      ProductCode: 'AGE1',
      ProductCaption: '1 oz American Gold Eagle',
      MetalType: 'Gold',
    });
    expect(s.SelectedGoldProduct!.Locations).toEqual([
      expect.objectContaining({ SymbolCode: 'AGE1-NY', LocationType: 1, LocationName: 'NewYork' }),
    ]);
    expect(s.SymbolCodeSilver).toBeNull();

    const put = await a.call('PUT', '/products', {
      MetalType: 'gold',
      ProductSymbolCode: 'gml1-tor',
    });
    expect(put.status).toBe(200);
    expect(metalStream.parse(put.json)).toMatchObject({ SymbolCodeGold: 'GML1-TOR' });
    // PUT of a value never saved creates it (201); POST of a saved one updates it (200)
    const silver = await a.call('PUT', '/products', {
      MetalType: 'Silver',
      ProductSymbolCode: 'SB100OZ-SLC',
    });
    expect(silver.status).toBe(201);
    expect(metalStream.parse(silver.json)).toMatchObject({
      SymbolCodeGold: 'GML1-TOR',
      SymbolCodeSilver: 'SB100OZ-SLC',
    });
    expect(
      (await a.call('POST', '/products', { MetalType: 'Silver', ProductSymbolCode: 'SFH-FRH' }))
        .status,
    ).toBe(200);

    const app = applicationResponse.parse((await a.call('GET', a.app)).json);
    expect(app.MetalStream).toMatchObject({
      SymbolCodeGold: 'GML1-TOR',
      SymbolCodeSilver: 'SFH-FRH',
    });
    expect(app.MetalStream!.SelectedSilverProduct!.ProductKind).toBe('Fractional');
  });

  it('refuses each error on its field and writes nothing', async () => {
    const a = await applicant();
    await a.call('POST', '/products', { MetalType: 'Gold', ProductSymbolCode: 'KRU1-ZRH' });
    const before = await streamRow(a.applicationUid);
    expectError(
      await a.call('POST', '/products', { ProductSymbolCode: 'AGE1-NY' }),
      400,
      'MetalTypeIsNullOrEmpty',
      'MetalType',
    );
    expectError(
      await a.call('POST', '/products', { MetalType: 'Platinum', ProductSymbolCode: 'AGE1-NY' }),
      400,
      'MetalTypeIsInvalid',
      'MetalType',
    );
    expectError(
      await a.call('POST', '/products', { MetalType: 'Gold' }),
      400,
      'ProductSymbolCodeIsNullOrEmpty',
      'ProductSymbolCode',
    );
    expectError(
      await a.call('POST', '/products', { MetalType: 'Gold', ProductSymbolCode: '  ' }),
      400,
      'ProductSymbolCodeIsNullOrEmpty',
      'ProductSymbolCode',
    );
    expectError(
      await a.call('PUT', '/products', { MetalType: 'Gold', ProductSymbolCode: 'NOPE-NY' }),
      404,
      'ProductNotFound',
      'ProductSymbolCode',
    );
    expectError(
      await a.call('PUT', '/products', { MetalType: 'Gold', ProductSymbolCode: 'ASE1-NY' }),
      400,
      'ProductSymbolCodeIsInvalid',
      'ProductSymbolCode',
    );
    expectError(
      await a.call('PUT', '/products', { MetalType: 'Silver', ProductSymbolCode: 'AGE1-NY' }),
      400,
      'ProductSymbolCodeIsInvalid',
      'ProductSymbolCode',
    );
    expect(await streamRow(a.applicationUid)).toEqual(before);
    expect(before?.symbolCodeGold).toBe('KRU1-ZRH');
    // nothing at all is created by a refusal on a fresh application
    const b = await applicant();
    await b.call('POST', '/products', { MetalType: 'Silver', ProductSymbolCode: 'AGE1-NY' });
    expect(await streamRow(b.applicationUid)).toBeNull();
    expect((await b.call('GET', b.app)).json.MetalStream).toBeNull();
  });

  it('401 without a token; another user is refused', async () => {
    const a = await applicant();
    const other = await applicant();
    expect(
      (
        await h.call('POST', `${a.base}/products`, {
          body: { MetalType: 'Gold', ProductSymbolCode: 'AGE1-NY' },
        })
      ).status,
    ).toBe(401);
    const r = await h.call('PUT', `${a.base}/products`, {
      token: other.token,
      body: { MetalType: 'Gold', ProductSymbolCode: 'AGE1-NY' },
    });
    expectError(r, 403, 'Error_PermissionDenied', 'ApplicationUid');
    expect(await streamRow(a.applicationUid)).toBeNull();
  });
});

describe('POST|PUT …/metal-streams/allocations', () => {
  it('saves fractions 0–1 that sum to 1', async () => {
    const a = await applicant();
    const r = await a.call('POST', '/allocations', { GoldPercentage: 0.6, SilverPercentage: 0.4 });
    expect(r.status, r.text).toBe(201);
    expect(metalStream.parse(r.json)).toMatchObject({ GoldPercentage: 0.6, SilverPercentage: 0.4 });
    const put = await a.call('PUT', '/allocations', {
      GoldPercentage: 0.3333,
      SilverPercentage: 0.6667,
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ GoldPercentage: 0.3333, SilverPercentage: 0.6667 });
    for (const [g, s] of [
      [0, 1],
      [1, 0],
      [0.5, 0.5],
    ]) {
      const x = await a.call('PUT', '/allocations', { GoldPercentage: g, SilverPercentage: s });
      expect(x.status).toBe(200);
      expect(x.json).toMatchObject({ GoldPercentage: g, SilverPercentage: s });
    }
    expect((await a.call('GET', a.app)).json.MetalStream).toMatchObject({
      GoldPercentage: 0.5,
      SilverPercentage: 0.5,
    });
  });

  it('refuses a sum other than 1 on both fields, percentages given as 0–100, missing or non-numbers; writes nothing', async () => {
    const a = await applicant();
    await a.call('POST', '/allocations', { GoldPercentage: 0.7, SilverPercentage: 0.3 });
    const before = await streamRow(a.applicationUid);
    const sum = await a.call('POST', '/allocations', {
      GoldPercentage: 0.6,
      SilverPercentage: 0.6,
    });
    expectError(sum, 400, 'AllocationSumIsInvalid', 'GoldPercentage');
    expectError(sum, 400, 'AllocationSumIsInvalid', 'SilverPercentage');
    expectError(
      await a.call('PUT', '/allocations', { GoldPercentage: 0.2, SilverPercentage: 0.7 }),
      400,
      'AllocationSumIsInvalid',
      'SilverPercentage',
    );
    expectError(
      await a.call('PUT', '/allocations', { GoldPercentage: 60, SilverPercentage: 40 }),
      400,
      'GoldPercentageIsInvalid',
      'GoldPercentage',
    );
    expectError(
      await a.call('PUT', '/allocations', { GoldPercentage: 1.5, SilverPercentage: -0.5 }),
      400,
      'SilverPercentageIsInvalid',
      'SilverPercentage',
    );
    expectError(
      await a.call('PUT', '/allocations', { SilverPercentage: 1 }),
      400,
      'GoldPercentageIsNullOrEmpty',
      'GoldPercentage',
    );
    expectError(
      await a.call('PUT', '/allocations', { GoldPercentage: 1, SilverPercentage: null }),
      400,
      'SilverPercentageIsNullOrEmpty',
      'SilverPercentage',
    );
    expectError(
      await a.call('PUT', '/allocations', { GoldPercentage: '0.5', SilverPercentage: 0.5 }),
      400,
      'GoldPercentageIsInvalid',
      'GoldPercentage',
    );
    expect(await streamRow(a.applicationUid)).toEqual(before);
    expect(
      (
        await h.call('PUT', `${a.base}/allocations`, {
          body: { GoldPercentage: 0.5, SilverPercentage: 0.5 },
        })
      ).status,
    ).toBe(401);
    const other = await applicant();
    expectError(
      await h.call('POST', `${a.base}/allocations`, {
        token: other.token,
        body: { GoldPercentage: 0.5, SilverPercentage: 0.5 },
      }),
      403,
      'Error_PermissionDenied',
      'ApplicationUid',
    );
    expect(await streamRow(a.applicationUid)).toEqual(before);
  });
});

describe('POST|PUT …/metal-streams/fundings', () => {
  it('saves the monthly amount between the broker minimum and maximum (HAA 100 – 25,000)', async () => {
    const a = await applicant();
    const r = await a.call('POST', '/fundings', { Amount: 500 });
    expect(r.status, r.text).toBe(201);
    expect(metalStream.parse(r.json)).toMatchObject({ Amount: 500, Currency: 'USD' });
    for (const Amount of [100, 25_000, 1234.56]) {
      const x = await a.call('PUT', '/fundings', { Amount });
      expect(x.status).toBe(200);
      expect(x.json.Amount).toBe(Amount);
    }
  });

  it('refuses amounts outside the limits and malformed amounts with the codes on Amount; writes nothing', async () => {
    const a = await applicant();
    await a.call('POST', '/fundings', { Amount: 250 });
    const before = await streamRow(a.applicationUid);
    expectError(
      await a.call('PUT', '/fundings', { Amount: 99.99 }),
      400,
      'AmountIsBelowMinimum',
      'Amount',
    );
    expectError(
      await a.call('PUT', '/fundings', { Amount: 25_000.01 }),
      400,
      'AmountIsAboveMaximum',
      'Amount',
    );
    expectError(
      await a.call('PUT', '/fundings', { Amount: 100.001 }),
      400,
      'AmountIsInvalid',
      'Amount',
    );
    expectError(
      await a.call('PUT', '/fundings', { Amount: 'abc' }),
      400,
      'AmountIsInvalid',
      'Amount',
    );
    expectError(
      await a.call('PUT', '/fundings', { Amount: -5 }),
      400,
      'AmountMustBeGreaterThanZero',
      'Amount',
    );
    expectError(await a.call('PUT', '/fundings', {}), 400, 'AmountIsNullOrEmpty', 'Amount');
    expect(await streamRow(a.applicationUid)).toEqual(before);
    expect(before?.amount).toBe('250.00');
    expect((await h.call('POST', `${a.base}/fundings`, { body: { Amount: 500 } })).status).toBe(
      401,
    );
    const other = await applicant();
    expectError(
      await h.call('POST', `${a.base}/fundings`, { token: other.token, body: { Amount: 500 } }),
      403,
      'Error_PermissionDenied',
      'ApplicationUid',
    );
  });

  it('a CAD broker (MPL) uses its own limits (150 – 30,000 CAD)', async () => {
    const a = await applicant('MPL');
    expectError(
      await a.call('POST', '/fundings', { Amount: 120 }),
      400,
      'AmountIsBelowMinimum',
      'Amount',
    );
    const ok = await a.call('POST', '/fundings', { Amount: 30_000 });
    expect(ok.status).toBe(201);
    expect(metalStream.parse(ok.json)).toMatchObject({ Amount: 30_000, Currency: 'CAD' });
  });
});

describe('POST …/bank-accounts/metal-streams', () => {
  it('saves a bank account entered by hand; GET bank-accounts shows it with the last 4 digits', async () => {
    const a = await applicant();
    const r = await a.call('POST', `${a.app}/bank-accounts/metal-streams`, MANUAL);
    expect(r.status, r.text).toBe(201);
    const { BankAccountUid, BankAccountUids } = plaidBankAccountsResponse.parse(r.json);
    expect(BankAccountUids).toEqual([BankAccountUid]);
    const list = bankAccountsResponse.parse((await a.call('GET', `${a.app}/bank-accounts`)).json);
    expect(list).toEqual([
      {
        BankAccountUid,
        BankName: 'JPMorgan Chase Bank',
        AccountName: 'Checking account',
        AccountType: 'checking',
        AccountNumber: '6789',
      },
    ]);
    expect(
      await findManualBankAccount(
        h.database.db,
        createPiiCipher(PII_KEY),
        a.applicationUid,
        BankAccountUid,
      ),
    ).toMatchObject({
      accountHolderFullName: 'Ada Lovelace',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 'Checking',
    });
    // the same account again keeps its uid and takes the new details
    const again = await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
      ...MANUAL,
      AccountType: 'savings',
      BankName: 'Chase',
    });
    expect(again.json.BankAccountUid).toBe(BankAccountUid);
    expect((await bankRows(a.applicationUid)).map((b) => [b.bankName, b.accountSubtype])).toEqual([
      ['Chase', 'savings'],
    ]);
  });

  it('the bank-link variant registers the linked accounts like …/plaid-bank-accounts', async () => {
    const a = await applicant();
    const r = await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
      PublicToken: 'public-sandbox-ins_harbor',
      BankName: 'Harbor National Bank',
      BankAccounts: ['harbor-checking'],
    });
    expect(r.status, r.text).toBe(201);
    const { BankAccountUid } = plaidBankAccountsResponse.parse(r.json);
    expect(
      bankAccountsResponse.parse((await a.call('GET', `${a.app}/bank-accounts`)).json),
    ).toEqual([expect.objectContaining({ BankAccountUid, AccountNumber: '9012' })]);
    expectError(
      await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        PublicToken: 'public-nope',
        BankAccounts: ['x'],
      }),
      400,
      'INVALID_PUBLIC_TOKEN',
      'PublicToken',
    );
    expectError(
      await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        PublicToken: 'public-sandbox-ins_harbor',
        BankAccounts: ['nope'],
      }),
      400,
      'BankAccountNotFound',
      'BankAccounts',
    );
    expect(await bankRows(a.applicationUid)).toHaveLength(1);
  });

  it('answers every banking code of doc 3 §8 on its field at once and writes nothing', async () => {
    const a = await applicant();
    const all = await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
      AccountHolderFullName: ' ',
      RoutingNumber: '123456789',
      AccountNumber: '12ab',
      AccountType: 'Brokerage',
    });
    expectError(all, 400, 'AccountHolderFullNameIsNullOrEmpty', 'AccountHolderFullName');
    expectError(all, 400, 'RoutingNumberInvalid', 'RoutingNumber');
    expectError(all, 400, 'AccountNumberIsNotValid', 'AccountNumber');
    expectError(all, 400, 'AccountTypeIsUnknown', 'AccountType');
    expect(all.json.Errors).toHaveLength(4);
    expectError(
      await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        ...MANUAL,
        AccountNumber: '123',
      }),
      400,
      'AccountNumberLengthIsNotValid',
      'AccountNumber',
    );
    expectError(
      await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        ...MANUAL,
        AccountNumber: '1'.repeat(18),
      }),
      400,
      'AccountNumberLengthIsNotValid',
      'AccountNumber',
    );
    expectError(
      await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        ...MANUAL,
        AccountNumber: undefined,
      }),
      400,
      'AccountNumberIsNullOrEmpty',
      'AccountNumber',
    );
    expectError(
      await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        ...MANUAL,
        RoutingNumber: '',
      }),
      400,
      'RoutingNumberIsNullOrEmpty',
      'RoutingNumber',
    );
    expectError(
      await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        ...MANUAL,
        RoutingNumber: '000000000',
      }),
      400,
      'RoutingNumberInvalid',
      'RoutingNumber',
    );
    expectError(
      await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        ...MANUAL,
        RoutingNumber: '02100002',
      }),
      400,
      'RoutingNumberInvalid',
      'RoutingNumber',
    );
    expectError(
      await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        ...MANUAL,
        AccountType: undefined,
      }),
      400,
      'AccountTypeIsNotDefined',
      'AccountType',
    );
    expectError(
      await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        ...MANUAL,
        AccountHolderFullName: undefined,
      }),
      400,
      'AccountHolderFullNameIsNullOrEmpty',
      'AccountHolderFullName',
    );
    expect(await bankRows(a.applicationUid)).toEqual([]);
    expect(
      (await h.call('POST', `${a.app}/bank-accounts/metal-streams`, { body: MANUAL })).status,
    ).toBe(401);
    const other = await applicant();
    expectError(
      await h.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        token: other.token,
        body: MANUAL,
      }),
      403,
      'Error_PermissionDenied',
      'ApplicationUid',
    );
    expect(await bankRows(a.applicationUid)).toEqual([]);
  });

  it('a sales agent impersonating the customer cannot link a bank (403); manual funding from the balance works', async () => {
    const a = await applicant();
    const agent = await h.call('POST', '/v2/authenticate', {
      body: { Email: sandboxSalesAgentEmail('HAA'), Password: SANDBOX_SALES_PASSWORD },
    });
    expect(agent.status, agent.text).toBe(200);
    const imp = await h.call('POST', '/v2/sales/authenticate', {
      body: { InvitationToken: agent.json.JwtToken, CustomerEmail: a.email },
    });
    expect(imp.status, imp.text).toBe(200);
    const token = imp.json.JwtToken as string;
    for (const body of [
      MANUAL,
      {
        PublicToken: 'public-sandbox-ins_liberty',
        BankName: 'Liberty Federal Bank',
        BankAccounts: ['liberty-checking'],
      },
    ]) {
      expectError(
        await h.call('POST', `${a.app}/bank-accounts/metal-streams`, { token, body }),
        403,
        'Error_PermissionDenied',
        'JwtTokenType',
      );
    }
    expect(await bankRows(a.applicationUid)).toEqual([]);
    const balance = await h.call('POST', `${a.base}/fundings-sources`, {
      token,
      body: { UseAccountBalance: true },
    });
    expect(balance.status, balance.text).toBe(201);
    expect(metalStream.parse(balance.json)).toMatchObject({
      UseAccountBalance: true,
      BankAccountUid: null,
    });
  });

  it('the ABA rule: real routing numbers pass, a wrong check digit or Federal Reserve prefix fails', () => {
    for (const ok of ['021000021', '026009593', '121000248', '011000138', '091000022', '322271627'])
      expect(isValidAbaRoutingNumber(ok), ok).toBe(true);
    for (const bad of ['021000022', '000000000', '990000004', '12100024', 'abcdefghi'])
      expect(isValidAbaRoutingNumber(bad), bad).toBe(false);
  });

  it('more accounts than the broker allows (HAA 3) answers NumberOfAllowedAchDepositAccountsExceeded', async () => {
    const a = await applicant();
    for (const AccountNumber of ['11112222', '33334444', '55556666']) {
      expect(
        (await a.call('POST', `${a.app}/bank-accounts/metal-streams`, { ...MANUAL, AccountNumber }))
          .status,
      ).toBe(201);
    }
    expectError(
      await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
        ...MANUAL,
        AccountNumber: '77778888',
      }),
      400,
      'NumberOfAllowedAchDepositAccountsExceeded',
      'CanAddBankAccount',
    );
    // re-entering a saved account is not a new one
    expect(
      (
        await a.call('POST', `${a.app}/bank-accounts/metal-streams`, {
          ...MANUAL,
          AccountNumber: '33334444',
        })
      ).status,
    ).toBe(201);
    expect(await bankRows(a.applicationUid)).toHaveLength(3);
  });
});

describe('programme funding source: bank-application-fundings and fundings-sources', () => {
  it('attaches a bank of the application, or the account balance, one replacing the other', async () => {
    const a = await applicant();
    const bank = plaidBankAccountsResponse.parse(
      (await a.call('POST', `${a.app}/bank-accounts/metal-streams`, MANUAL)).json,
    ).BankAccountUid;
    const r = await a.call('POST', '/bank-application-fundings', { BankAccountUid: bank });
    expect(r.status, r.text).toBe(201);
    expect(metalStream.parse(r.json)).toMatchObject({
      BankAccountUid: bank,
      UseAccountBalance: false,
    });
    expect(
      (await a.call('PUT', '/bank-application-fundings', { BankAccountUid: bank })).status,
    ).toBe(200);

    const balance = await a.call('PUT', '/fundings-sources', { UseAccountBalance: true });
    expect(balance.status).toBe(200);
    expect(metalStream.parse(balance.json)).toMatchObject({
      BankAccountUid: null,
      UseAccountBalance: true,
    });
    const app = applicationResponse.parse((await a.call('GET', a.app)).json);
    expect(app.MetalStream).toMatchObject({ BankAccountUid: null, UseAccountBalance: true });

    // a linked (bank-link) account works too
    const linked = plaidBankAccountsResponse.parse(
      (
        await a.call('POST', `${a.app}/bank-accounts/plaid-bank-accounts`, {
          PublicToken: 'public-sandbox-ins_liberty',
          BankName: 'Liberty Federal Bank',
          BankAccounts: ['liberty-savings'],
        })
      ).json,
    ).BankAccountUid;
    const back = await a.call('POST', '/bank-application-fundings', { BankAccountUid: linked });
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({ BankAccountUid: linked, UseAccountBalance: false });

    // fundings-sources on a fresh programme creates it
    const b = await applicant();
    const fresh = await b.call('POST', '/fundings-sources', { UseAccountBalance: true });
    expect(fresh.status).toBe(201);
    expect(metalStream.parse(fresh.json)).toMatchObject({
      UseAccountBalance: true,
      Amount: null,
      GoldPercentage: null,
    });
  });

  it('refuses a bank that is not on this application, malformed bodies; writes nothing', async () => {
    const a = await applicant();
    const other = await applicant();
    const othersBank = (
      await other.call('POST', `${other.app}/bank-accounts/metal-streams`, MANUAL)
    ).json.BankAccountUid as string;
    await a.call('POST', '/fundings-sources', { UseAccountBalance: true });
    const before = await streamRow(a.applicationUid);
    expectError(
      await a.call('POST', '/bank-application-fundings', { BankAccountUid: othersBank }),
      404,
      'BankAccountNotFound',
      'BankAccountUid',
    );
    expectError(
      await a.call('POST', '/bank-application-fundings', { BankAccountUid: crypto.randomUUID() }),
      404,
      'BankAccountNotFound',
      'BankAccountUid',
    );
    expectError(
      await a.call('POST', '/bank-application-fundings', { BankAccountUid: 'not-a-uid' }),
      404,
      'BankAccountNotFound',
      'BankAccountUid',
    );
    expectError(
      await a.call('POST', '/bank-application-fundings', {}),
      400,
      'BankAccountUidIsNullOrEmpty',
      'BankAccountUid',
    );
    expectError(
      await a.call('PUT', '/fundings-sources', {}),
      400,
      'UseAccountBalanceIsNullOrEmpty',
      'UseAccountBalance',
    );
    expectError(
      await a.call('PUT', '/fundings-sources', { UseAccountBalance: 'yes' }),
      400,
      'UseAccountBalanceIsInvalid',
      'UseAccountBalance',
    );
    expect(await streamRow(a.applicationUid)).toEqual(before);
    expect(
      (await h.call('PUT', `${a.base}/fundings-sources`, { body: { UseAccountBalance: true } }))
        .status,
    ).toBe(401);
    expect(
      (
        await h.call('PUT', `${a.base}/bank-application-fundings`, {
          body: { BankAccountUid: othersBank },
        })
      ).status,
    ).toBe(401);
    expectError(
      await h.call('PUT', `${a.base}/fundings-sources`, {
        token: other.token,
        body: { UseAccountBalance: true },
      }),
      403,
      'Error_PermissionDenied',
      'ApplicationUid',
    );
    expectError(
      await h.call('PUT', `${other.base}/bank-application-fundings`, {
        token: a.token,
        body: { BankAccountUid: othersBank },
      }),
      403,
      'Error_PermissionDenied',
      'ApplicationUid',
    );
    expect(await streamRow(a.applicationUid)).toEqual(before);
  });
});

describe('the whole programme', () => {
  it('every call of doc 3 §7 in the wizard order; GET application carries the MetalStream section', async () => {
    const a = await applicant();
    const steps: Array<[string, string, unknown]> = [
      ['POST', '/fundings', { Amount: 750 }],
      ['POST', '/allocations', { GoldPercentage: 0.7, SilverPercentage: 0.3 }],
      ['POST', '/products', { MetalType: 'Gold', ProductSymbolCode: 'GB1OZ-SGP' }],
      ['POST', '/products', { MetalType: 'Silver', ProductSymbolCode: 'ASE1-OH' }],
      ['POST', '/fundings-sources', { UseAccountBalance: true }],
    ];
    let last: MetalStream | null = null;
    for (const [m, p, body] of steps) {
      const r = await a.call(m, p, body);
      expect(r.status, `${m} ${p} ${r.text}`).toBe(201);
      last = metalStream.parse(r.json);
    }
    const expected: MetalStream = {
      Amount: 750,
      Currency: 'USD',
      GoldPercentage: 0.7,
      SilverPercentage: 0.3,
      SymbolCodeGold: 'GB1OZ-SGP',
      SymbolCodeSilver: 'ASE1-OH',
      SelectedGoldProduct: expect.objectContaining({
        ProductCode: 'GB1OZ',
        Locations: [expect.objectContaining({ LocationType: 6, LocationName: 'Singapore' })],
      }),
      SelectedSilverProduct: expect.objectContaining({
        ProductCode: 'ASE1',
        Locations: [expect.objectContaining({ LocationType: 8, LocationName: 'Ohio' })],
      }),
      BankAccountUid: null,
      UseAccountBalance: true,
    };
    expect(last).toEqual(expected);
    const app = applicationResponse.parse((await a.call('GET', a.app)).json);
    expect(app.MetalStream).toEqual(last);
    // a normal application without programme data answers MetalStream null
    const plain = await h.register();
    expect(
      applicationResponse.parse(
        (await h.call('GET', `/v2/applications/${plain.applicationUid}`, { token: plain.token }))
          .json,
      ).MetalStream,
    ).toBeNull();
  });

  it('a completed application refuses changes (ApplicationIsCompleted) and still lists products', async () => {
    const a = await applicant();
    await a.call('POST', '/fundings', { Amount: 300 });
    expect((await a.call('POST', `${a.app}/metal-stream-agreements`)).status).toBe(202);
    expect((await a.call('POST', `${a.app}/haa-agreements`)).status).toBe(202);
    expect(
      (await h.call('PATCH', `${a.app}?sessionId=ms-test-session`, { token: a.token })).status,
    ).toBe(200);
    const before = await streamRow(a.applicationUid);
    for (const [p, body] of [
      ['/fundings', { Amount: 500 }],
      ['/allocations', { GoldPercentage: 0.5, SilverPercentage: 0.5 }],
      ['/products', { MetalType: 'Gold', ProductSymbolCode: 'AGE1-NY' }],
      ['/fundings-sources', { UseAccountBalance: true }],
      [`${a.app}/bank-accounts/metal-streams`, MANUAL],
    ] as const) {
      expect(firstError(await a.call('POST', p, body)).Code, p).toBe('ApplicationIsCompleted');
    }
    expect(await streamRow(a.applicationUid)).toEqual(before);
    expect(await bankRows(a.applicationUid)).toEqual([]);
    expect((await a.call('GET', '/products?metalType=Gold')).status).toBe(200);
  });
});
