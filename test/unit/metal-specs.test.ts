/**
 * The recurring programme's ScreenSpecs and rules (machines/view/specs/metal-*.ts; doc 3 §2.3, §4,
 * §5, §9): the savers against a recording fake ApiClient — create (POST) when nothing is saved,
 * update (PUT) when something is, no call when unchanged, the payloads (fractions 0–1 for the
 * allocation), the re-read after an allocation or a product; the allocation's clamping and
 * summing, the dollar shares, the ordinal of the recurring day, the 'Scheduled {month}/{day}'
 * rule, the Overview's follow-up pickers and the forms' rules.
 */
import {
  agreementFormFor,
  programmeHasLinkedBank,
} from '../../machines/agreement/agreement-variant';
import { t } from '../../src/i18n/t';
import { describe, expect, it } from 'vitest';
import {
  allocationAfter,
  allocationOf,
  clampPercent,
  metalRecurringOf,
  ordinal,
  productRowsOf,
  scheduledOf,
  shareOf,
} from '../../machines/view/specs/metal-common';
import { metalAllocateSpec } from '../../machines/view/specs/metal-allocate';
import { metalFundingSpec } from '../../machines/view/specs/metal-funding';
import { metalInvestSpec } from '../../machines/view/specs/metal-invest';
import { metalGoldSpec, metalSilverSpec } from '../../machines/view/specs/metal-product';
import { metalReviewSpec, pickerAfterEdit } from '../../machines/view/specs/metal-review';
import type { ScreenSpec, SpecContext } from '../../machines/view/screen-spec';
import { lookupNamesOf } from '../../machines/view/screen-spec';
import { ApiError, type ApiClient } from '../../services/api/client';
import type { Application, MetalProduct, MetalStream } from '../../services/api/contract';
import {
  metalAllocationForm,
  metalAmountBounds,
  metalInvestForm,
} from '../../services/api/metal-fields';
import { emptyApplication, SETTINGS } from '../machines/fake-api';
import { specContext } from '../spec-context';

const EMPTY: MetalStream = {
  Amount: null,
  Currency: 'USD',
  GoldPercentage: null,
  SilverPercentage: null,
  SymbolCodeGold: null,
  SymbolCodeSilver: null,
  SelectedGoldProduct: null,
  SelectedSilverProduct: null,
  BankAccountUid: null,
  UseAccountBalance: null,
};
const GOLD: MetalProduct = {
  ProductCode: 'AGE1',
  ProductCaption: 'American Gold Eagle 1 oz',
  MetalType: 'Gold',
  ProductKind: 'Coin',
  WeightOz: 1,
  Purity: 0.9167,
  Locations: [
    {
      LocationType: 1,
      LocationName: 'NewYork',
      SymbolCode: 'AGE1-NY',
      PricePerOz: 4200,
      PricePerUnit: 4200,
    },
    {
      LocationType: 4,
      LocationName: 'London',
      SymbolCode: 'AGE1-LON',
      PricePerOz: 4216.8,
      PricePerUnit: 4216.8,
    },
  ],
};
const SILVER: MetalProduct = {
  ...GOLD,
  ProductCode: 'ASE1',
  ProductCaption: 'American Silver Eagle',
  MetalType: 'Silver',
  Locations: [{ ...GOLD.Locations[0], SymbolCode: 'ASE1-NY', PricePerOz: 55, PricePerUnit: 55 }],
};

const app = (m: Partial<MetalStream> | null = null, over: Partial<Application> = {}): Application =>
  emptyApplication({
    RegistrationFlowType: 2,
    MetalStream: m ? { ...EMPTY, ...m } : null,
    ...over,
  });

interface Call {
  name: string;
  args: { params?: Record<string, string>; json?: unknown };
}
/** A fake ApiClient: `call` records and answers the programme with the body applied; getApplication answers `reread`. */
function fakeApi(reread?: Application) {
  const calls: Call[] = [];
  const api = {
    call: async (name: string, args: Call['args'] = {}) => {
      calls.push({ name, args });
      return { ...EMPTY, ...(args.json as object), Currency: 'USD' } as MetalStream;
    },
    getApplication: async () => {
      calls.push({ name: 'getApplication', args: {} });
      if (!reread) throw new Error('offline');
      return reread;
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const ctx = (application: Application | null, over: Partial<SpecContext> = {}): SpecContext =>
  specContext({ application, settings: SETTINGS, ...over });

const save = (
  spec: ScreenSpec,
  values: Record<string, unknown>,
  application: Application,
  api: ApiClient,
) =>
  spec.save!({ values, application, person: 'main', countries: [], settings: SETTINGS }, { api });

describe('monthly amount (POST/PUT metal-streams/fundings)', () => {
  it('creates when no amount is saved, updates when one is, makes no call when unchanged', async () => {
    const a = fakeApi();
    const created = await save(metalInvestSpec, { Amount: 250 }, app(), a.api);
    expect(a.calls).toEqual([
      {
        name: 'createMetalStreamFunding',
        args: expect.objectContaining({
          json: { Amount: 250 },
          params: { applicationUid: app().ApplicationUid },
        }),
      },
    ]);
    expect(created).toMatchObject({ called: true, application: { MetalStream: { Amount: 250 } } });

    const b = fakeApi();
    await save(metalInvestSpec, { Amount: 300.456 }, app({ Amount: 250 }), b.api);
    expect(b.calls.map((c) => [c.name, c.args.json])).toEqual([
      ['updateMetalStreamFunding', { Amount: 300.46 }],
    ]);

    const c = fakeApi();
    const same = await save(metalInvestSpec, { Amount: 250 }, app({ Amount: 250 }), c.api);
    expect(c.calls).toEqual([]);
    expect(same.called).toBe(false);
  });

  it('prefills with 2 decimals and reads the programme bounds from the settings (either spelling)', () => {
    expect(metalInvestSpec.initial!(ctx(app({ Amount: 250 })))).toEqual({ Amount: '250.00' });
    expect(metalInvestSpec.initial!(ctx(app()))).toEqual({ Amount: '' });
    expect(metalInvestSpec.data!(ctx(app()))).toEqual({ min: 100, max: 10000, currency: 'USD' });
    const alt = {
      ...SETTINGS,
      MetalStreamMinimumDepositAmount: undefined as unknown as number,
      MetaltreamMinimumDepositAmount: 75,
    };
    expect(metalAmountBounds(alt)).toEqual({ min: 75, max: 10000 });
  });

  it('the form keeps the amount within the bounds with the spec keys', () => {
    const form = metalInvestForm(100, 10000);
    expect(form.safeParse({ Amount: '250.50' }).data).toEqual({ Amount: 250.5 });
    const msg = (Amount: string) => form.safeParse({ Amount }).error?.issues[0]?.message;
    expect(t(msg('50')!)).toBe(
      'There is a minimum amount $100 limit per deposit for the monthly investment',
    );
    expect(t(msg('10000.01')!)).toBe(
      'There is a maximum amount $10,000 limit per deposit for the monthly investment',
    );
    expect(msg('1.234')).toBe('fields.errors.validation.mustBeNumber');
    expect(msg('')).toBe('fields.errors.validation.amount');
  });
});

describe('allocation (POST/PUT metal-streams/allocations, fractions 0–1, then re-read)', () => {
  it('creates with fractions and re-reads the application', async () => {
    const reread = app({ Amount: 250, GoldPercentage: 0.6, SilverPercentage: 0.4 });
    const a = fakeApi(reread);
    const out = await save(
      metalAllocateSpec,
      { GoldPercentage: 60, SilverPercentage: 40 },
      app({ Amount: 250 }),
      a.api,
    );
    expect(a.calls.map((c) => [c.name, c.args.json])).toEqual([
      ['createMetalStreamAllocation', { GoldPercentage: 0.6, SilverPercentage: 0.4 }],
      ['getApplication', undefined],
    ]);
    expect(out).toEqual({ application: reread, called: true });
  });

  it('updates when an allocation is saved; no call when the same; the answer is kept when the re-read fails', async () => {
    const a = fakeApi();
    const out = await save(
      metalAllocateSpec,
      { GoldPercentage: 0, SilverPercentage: 100 },
      app({ GoldPercentage: 0.5, SilverPercentage: 0.5 }),
      a.api,
    );
    expect(a.calls.map((c) => c.name)).toEqual(['updateMetalStreamAllocation', 'getApplication']);
    expect(out.application.MetalStream).toMatchObject({ GoldPercentage: 0, SilverPercentage: 1 });
    const b = fakeApi();
    expect(
      (
        await save(
          metalAllocateSpec,
          { GoldPercentage: 50, SilverPercentage: 50 },
          app({ GoldPercentage: 0.5, SilverPercentage: 0.5 }),
          b.api,
        )
      ).called,
    ).toBe(false);
    expect(b.calls).toEqual([]);
  });

  it('prefills the saved fractions ×100 rounded, default 50 / 50; data is the monthly amount', () => {
    expect(metalAllocateSpec.initial!(ctx(app()))).toEqual({
      GoldPercentage: '50',
      SilverPercentage: '50',
    });
    expect(
      metalAllocateSpec.initial!(ctx(app({ GoldPercentage: 0.3333, SilverPercentage: 0.6667 }))),
    ).toEqual({ GoldPercentage: '33', SilverPercentage: '67' });
    expect(metalAllocateSpec.data!(ctx(app({ Amount: 250 })))).toEqual({
      amount: 250,
      currency: 'USD',
    });
  });

  it('clamps each side to 0..100 and keeps the sum at 100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent('')).toBe(0);
    expect(clampPercent('abc')).toBe(0);
    expect(clampPercent(33.6)).toBe(34);
    expect(allocationAfter('Gold', 70)).toEqual({ Gold: 70, Silver: 30 });
    expect(allocationAfter('Silver', 120)).toEqual({ Gold: 0, Silver: 100 });
    expect(allocationAfter('Gold', -1)).toEqual({ Gold: 0, Silver: 100 });
    for (let v = -20; v <= 120; v += 7) {
      const s = allocationAfter('Silver', v);
      expect(s.Gold + s.Silver).toBe(100);
    }
    expect(allocationOf(app({ GoldPercentage: 1, SilverPercentage: 0 }))).toEqual({
      Gold: 100,
      Silver: 0,
    });
  });

  it('the dollar share is amount × % with 2 decimals', () => {
    expect(shareOf(250, 60)).toBe(150);
    expect(shareOf(100.01, 33)).toBe(33);
    expect(shareOf(99.99, 50)).toBe(50); // 49.995 → 50.00
    expect(shareOf(null, 50)).toBe(0);
  });

  it('the form: each 0..100 whole percent, required, summing to 100', () => {
    expect(
      metalAllocationForm.safeParse({ GoldPercentage: '60', SilverPercentage: '40' }).data,
    ).toEqual({ GoldPercentage: 60, SilverPercentage: 40 });
    const issues = (v: Record<string, unknown>) =>
      metalAllocationForm
        .safeParse(v)
        .error?.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    expect(issues({ GoldPercentage: '60', SilverPercentage: '30' })).toEqual([
      'GoldPercentage:metalAllocate.sum',
      'SilverPercentage:metalAllocate.sum',
    ]);
    expect(issues({ GoldPercentage: '', SilverPercentage: '100' })).toContain(
      'GoldPercentage:metalAllocate.required',
    );
    expect(issues({ GoldPercentage: '101', SilverPercentage: '-1' })).toEqual([
      'GoldPercentage:metalAllocate.required',
      'SilverPercentage:metalAllocate.required',
    ]);
  });
});

describe('gold and silver pickers (POST/PUT metal-streams/products)', () => {
  it('creates the metal’s product when none is saved, updates another one, no call for the same symbol', async () => {
    const a = fakeApi(app({ SymbolCodeGold: 'AGE1-NY' }));
    await save(metalGoldSpec, { MetalType: 'Gold', ProductSymbolCode: 'AGE1-NY' }, app(), a.api);
    expect(a.calls.map((c) => [c.name, c.args.json])).toEqual([
      ['createMetalStreamProduct', { MetalType: 'Gold', ProductSymbolCode: 'AGE1-NY' }],
      ['getApplication', undefined],
    ]);
    const b = fakeApi(app());
    await save(
      metalSilverSpec,
      { ProductSymbolCode: 'ASE1-NY' },
      app({ SymbolCodeGold: 'AGE1-NY', SymbolCodeSilver: 'ASE1-LON' }),
      b.api,
    );
    expect(b.calls[0]).toMatchObject({
      name: 'updateMetalStreamProduct',
      args: { json: { MetalType: 'Silver', ProductSymbolCode: 'ASE1-NY' } },
    });
    const c = fakeApi();
    expect(
      (
        await save(
          metalGoldSpec,
          { ProductSymbolCode: 'age1-ny' },
          app({ SymbolCodeGold: 'AGE1-NY' }),
          c.api,
        )
      ).called,
    ).toBe(false);
    expect(c.calls).toEqual([]);
  });

  it('rows: one per product and location of the metal, with caption, location, prices; loading until the list answered', () => {
    const rows = productRowsOf([GOLD, SILVER], 'Gold');
    expect(
      rows.map((r) => [r.symbol, r.caption, r.location, r.pricePerOz, r.pricePerUnit]),
    ).toEqual([
      ['AGE1-NY', 'American Gold Eagle 1 oz', 'NewYork', 4200, 4200],
      ['AGE1-LON', 'American Gold Eagle 1 oz', 'London', 4216.8, 4216.8],
    ]);
    expect(
      metalSilverSpec.data!(
        ctx(app({ Amount: 200, GoldPercentage: 0.25, SilverPercentage: 0.75 }), {
          lookups: { metalStreamProducts: [GOLD, SILVER] },
        }),
      ),
    ).toMatchObject({
      metal: 'Silver',
      rows: [{ symbol: 'ASE1-NY' }],
      loading: false,
      share: 150,
    });
    expect(metalGoldSpec.data!(ctx(app()))).toMatchObject({ loading: true, rows: [] });
    expect(metalGoldSpec.initial!(ctx(app({ SymbolCodeGold: 'AGE1-LON' })))).toEqual({
      ProductSymbolCode: 'AGE1-LON',
    });
  });
});

describe('programme funding (POST/PUT metal-streams/fundings-sources)', () => {
  it('manual: creates UseAccountBalance true without a source, updates over a bank, no call when already manual', async () => {
    const a = fakeApi();
    const out = await save(metalFundingSpec, { choice: 'manual' }, app({ Amount: 250 }), a.api);
    expect(a.calls.map((c) => [c.name, c.args.json])).toEqual([
      ['createMetalStreamFundingSource', { UseAccountBalance: true }],
    ]);
    expect(out.application.MetalStream?.UseAccountBalance).toBe(true);
    const b = fakeApi();
    await save(
      metalFundingSpec,
      { choice: 'manual' },
      app({ BankAccountUid: 'bank-1', UseAccountBalance: false }),
      b.api,
    );
    expect(b.calls.map((c) => c.name)).toEqual(['updateMetalStreamFundingSource']);
    const c = fakeApi();
    expect(
      (await save(metalFundingSpec, { choice: 'manual' }, app({ UseAccountBalance: true }), c.api))
        .called,
    ).toBe(false);
    expect(c.calls).toEqual([]);
  });

  it('bank: moves on when a bank is attached; without one (or assisted) BankMustBeSet on the choice', async () => {
    const a = fakeApi();
    expect(
      (await save(metalFundingSpec, { choice: 'bank' }, app({ BankAccountUid: 'bank-1' }), a.api))
        .called,
    ).toBe(false);
    await expect(save(metalFundingSpec, { choice: 'bank' }, app(), a.api)).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(
      save(
        metalFundingSpec,
        { choice: 'bank' },
        app({ BankAccountUid: 'bank-1' }, { IsAssisted: true }),
        a.api,
      ),
    ).rejects.toMatchObject({
      failure: { errors: [{ Code: 'BankMustBeSet', Context: 'choice' }] },
    });
    expect(a.calls).toEqual([]);
  });

  it('names the recurring day as an ordinal and the sales-assisted mode', () => {
    expect(
      metalFundingSpec.data!(
        ctx(app(), { settings: { ...SETTINGS, MetalStreamRecurringInvestment: 22 } }),
      ),
    ).toEqual({ day: '22nd', assisted: false });
    expect(metalFundingSpec.initial!(ctx(app({ UseAccountBalance: true })))).toEqual({
      choice: 'manual',
    });
    expect(metalFundingSpec.initial!(ctx(app({ BankAccountUid: 'b' })))).toEqual({
      choice: 'bank',
    });
  });
});

describe('rules of doc 3 §2.3 and §9', () => {
  it('ordinal: 1st, 2nd, 3rd, otherwise th (teens th)', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 15, 21, 22, 23, 28, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '15th',
      '21st',
      '22nd',
      '23rd',
      '28th',
      '31st',
    ]);
  });

  it("'Scheduled {month}/{day}': next month, or the month after when today's day of the month is past the day", () => {
    // 18 March 2026, noon US Eastern time.
    const mid = new Date('2026-03-18T16:00:00Z');
    expect(scheduledOf(20, mid)).toEqual({ month: 4, day: 20 });
    expect(scheduledOf(18, mid)).toEqual({ month: 4, day: 18 });
    expect(scheduledOf(5, mid)).toEqual({ month: 5, day: 5 });
    // December wraps: 5 December 2026.
    expect(scheduledOf(1, new Date('2026-12-05T17:00:00Z'))).toEqual({ month: 2, day: 1 });
    expect(scheduledOf(15, new Date('2026-12-05T17:00:00Z'))).toEqual({ month: 1, day: 15 });
  });

  it('the review and the agreement read the programme only in flow type 2', () => {
    const wed = new Date('2026-03-04T16:00:00Z'); // Wednesday 4 March, before the 5th
    expect(metalRecurringOf(app({ Amount: 250 }), SETTINGS, wed)).toEqual({
      amount: 250,
      currency: 'USD',
      month: 4,
      day: 5,
    });
    expect(
      metalRecurringOf(app({ Amount: 250 }, { RegistrationFlowType: 1 }), SETTINGS, wed),
    ).toBeNull();
    expect(metalRecurringOf(app(), SETTINGS, wed)).toBeNull();
    // The agreement's 'agreeAutoDeposit' applies with a linked bank (machines/agreement/agreement-variant.ts).
    expect(programmeHasLinkedBank(app({ Amount: 250, BankAccountUid: 'b' }))).toBe(true);
    expect(programmeHasLinkedBank(app({ Amount: 250, UseAccountBalance: true }))).toBe(false);
    expect(agreementFormFor(true).safeParse({ agree: 'on' }).error?.issues[0]?.message).toBe(
      'fields.errors.validation.agreeAutoDeposit',
    );
    expect(agreementFormFor(true).safeParse({ agree: 'on', agreeAutoDeposit: 'on' }).success).toBe(
      true,
    );
  });

  it('the Overview: closing the allocation opens the silver, then the gold picker while a metal with a share has no product', () => {
    const none = app({ GoldPercentage: 0.5, SilverPercentage: 0.5 });
    expect(pickerAfterEdit('metalAllocation', none)).toBe('metalSilver');
    expect(pickerAfterEdit('metalSilver', none)).toBe('metalGold');
    expect(pickerAfterEdit('metalGold', none)).toBeNull();
    expect(
      pickerAfterEdit('metalAllocation', app({ GoldPercentage: 1, SilverPercentage: 0 })),
    ).toBe('metalGold');
    expect(
      pickerAfterEdit(
        'metalAllocation',
        app({ GoldPercentage: 0, SilverPercentage: 1, SelectedSilverProduct: SILVER }),
      ),
    ).toBeNull();
    expect(pickerAfterEdit('metalAmount', none)).toBeNull();
  });

  it('the Overview data: deposit, deposit type, allocation text values, chosen products; banks loaded unless the balance is used', () => {
    const a = app({
      Amount: 250,
      GoldPercentage: 0.6,
      SilverPercentage: 0.4,
      BankAccountUid: 'b1',
      SymbolCodeGold: 'AGE1-LON',
      SelectedGoldProduct: { ...GOLD, Locations: [GOLD.Locations[1]] },
    });
    const d = metalReviewSpec.data!(
      ctx(a, {
        lookups: {
          bankAccounts: [
            {
              BankAccountUid: 'b1',
              BankName: 'Chase',
              AccountName: 'Checking',
              AccountType: 'checking',
              AccountNumber: '6789',
            },
          ],
        },
        editing: 'metalAmount',
      }),
    );
    expect(d).toMatchObject({
      amount: 250,
      day: '5th',
      useAccountBalance: false,
      bank: { bankName: 'Chase', last4: '6789' },
      allocation: { Gold: 60, Silver: 40 },
      gold: { percent: 60, share: 150, row: { symbol: 'AGE1-LON', location: 'London' } },
      silver: { percent: 40, share: 100, row: null },
      editing: 'metalAmount',
      edit: { min: 100, max: 10000 },
    });
    expect(lookupNamesOf(metalReviewSpec, { application: a })).toEqual([
      'metalStreamProducts',
      'bankAccounts',
    ]);
    expect(
      lookupNamesOf(metalReviewSpec, { application: app({ UseAccountBalance: true }) }),
    ).toEqual(['metalStreamProducts']);
  });
});
