/**
 * The funding ScreenSpecs of the bank-link issue (machines/view/specs/fund-account.ts,
 * fund-amount.ts; doc 3 §2.4, §4, §5, §7, §9): the Fund-account methods (assisted: wire and check;
 * cryptocurrency only with a crypto limit), the amount screen's method, limits and form rules, its
 * data (bank name and last 4), and its saver with a recording API — ACH: the ACH terms accepted
 * (202 only) BEFORE the amount; create / update / no call for every method. Also: the client's
 * sandbox institutions equal the server's, and every text key of the area exists.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SANDBOX_INSTITUTIONS } from '../../server/providers/bank-link';
import { fundAccountMethods, fundAccountSpec } from '../../machines/view/specs/fund-account';
import {
  amountLimitOf,
  amountMethodOf,
  fundAmountForm,
  fundAmountSpec,
  fundingBankOf,
  overLimit,
  saveFundAmount,
} from '../../machines/view/specs/fund-amount';
import type { SpecContext } from '../../machines/view/screen-spec';
import type { ApiClient } from '../../services/api/client';
import type { Application, BankAccount } from '../../services/api/contract';
import { enBankLink } from '../../src/i18n/en-banklink';
import { hasKey, t } from '../../src/i18n/t';
import { SANDBOX_INSTITUTION_LIST } from '../../src/ui/bank-link/sandbox-institutions';
import { emptyApplication, SETTINGS } from '../machines/fake-api';
import { specContext } from '../spec-context';

const V = 'fields.errors.validation.';
const app = emptyApplication();
const withFunding = (
  BankFundingType: 1 | 3 | 4 | 5 | null,
  Amount: number | null,
  over: Partial<Application> = {},
): Application => ({
  ...app,
  ApplicationFunding: BankFundingType === null ? null : { BankFundingType, Amount },
  ...over,
});
const ctx = (over: Partial<SpecContext> = {}): SpecContext =>
  specContext({ application: app, path: '/fund/account', settings: SETTINGS, ...over });
const ACCOUNTS: BankAccount[] = [
  {
    BankAccountUid: 'b1',
    BankName: 'Liberty Federal Bank',
    AccountName: 'Liberty Everyday Checking',
    AccountType: 'checking',
    AccountNumber: '1234',
  },
  {
    BankAccountUid: 'b2',
    BankName: 'Harbor National Bank',
    AccountName: 'Harbor Premier Checking',
    AccountType: 'checking',
    AccountNumber: '9012',
  },
];

/** A recording API: `call` and `saveFundingAmount` record name, body and expected statuses. */
function recordingApi() {
  const calls: { name: string; json?: unknown; expect?: number[] }[] = [];
  const api = {
    call: async (name: string, args: { json?: { Amount?: number }; expect?: number[] } = {}) => {
      calls.push({ name, json: args.json, expect: args.expect });
      return name.includes('BankFundingAmount')
        ? { BankAccountUid: 'b1', Amount: args.json?.Amount ?? null }
        : undefined;
    },
    saveFundingAmount: async (method: 'POST' | 'PUT', _uid: string, Amount: number) => {
      calls.push({ name: `${method} fundings`, json: { Amount } });
      return { BankFundingType: 3, Amount };
    },
  } as unknown as ApiClient;
  return { api, calls };
}
const save = (api: ApiClient, application: Application, values: Record<string, unknown>) =>
  saveFundAmount(
    { values, application, person: 'main', countries: [], settings: SETTINGS },
    { api },
  );

describe('Fund account spec (doc 3 §2.4)', () => {
  it('offers bank link, wire, check and cryptocurrency; crypto only with a limit; assisted: wire and check', () => {
    expect(fundAccountMethods(ctx())).toEqual(['ACHConnected', 'Wire', 'Check', 'Cryptocurrency']);
    expect(fundAccountMethods(ctx({ settings: { ...SETTINGS, CryptocurrencyLimit: 0 } }))).toEqual([
      'ACHConnected',
      'Wire',
      'Check',
    ]);
    // The agent's session (not the application's IsAssisted: the invited customer may link a bank).
    expect(fundAccountMethods(ctx({ assisted: true }))).toEqual(['Wire', 'Check']);
    expect(fundAccountMethods(ctx({ application: { ...app, IsAssisted: true } }))).toEqual([
      'ACHConnected',
      'Wire',
      'Check',
      'Cryptocurrency',
    ]);
  });

  it('data names the limits and the saved method; initial the method name', () => {
    const c = ctx({ application: withFunding(1, null) });
    expect(fundAccountSpec.data?.(c)).toMatchObject({
      achLimit: 25000,
      checkLimit: 50000,
      cryptoLimit: 10000,
      currency: 'USD',
      current: 'ACHConnected',
      assisted: false,
    });
    expect(fundAccountSpec.initial?.(c)).toEqual({ BankFundingType: 'ACHConnected' });
  });
});

describe('Amount spec: method, limits and form (doc 3 §5, §9)', () => {
  it('the method comes from the path, else (review edit) from the saved method', () => {
    expect(amountMethodOf('/fund/account/ach', null)).toBe('ACHConnected');
    expect(amountMethodOf('/fund/account/cryptocurrency', null)).toBe('Cryptocurrency');
    expect(amountMethodOf('/fund/account/check', null)).toBe('Check');
    expect(amountMethodOf('', withFunding(5, 1))).toBe('Cryptocurrency');
    expect(amountMethodOf('', null)).toBe('Wire');
  });

  it('limits: check, ACH and crypto from the broker; wire none; over the limit disables', () => {
    expect(amountLimitOf('Check', SETTINGS)).toBe(50000);
    expect(amountLimitOf('ACHConnected', SETTINGS)).toBe(25000);
    expect(amountLimitOf('Cryptocurrency', SETTINGS)).toBe(10000);
    expect(amountLimitOf('Wire', SETTINGS)).toBeNull();
    expect(overLimit(25000.01, 25000)).toBe(true);
    expect(overLimit(25000, 25000)).toBe(false);
    expect(overLimit(9e8, null)).toBe(false);
  });

  it('the wire schema stops at 500,000,000; ACH needs the auto-deposit box ticked', () => {
    const wire = fundAmountForm('Wire');
    expect(wire.safeParse({ Amount: '500000000' }).success).toBe(true);
    const tooMuch = wire.safeParse({ Amount: '500000000.01' });
    expect(tooMuch.success ? null : t(tooMuch.error.issues[0].message)).toBe(
      'There is a maximum amount $500,000,000 limit per deposit by wire transfer',
    );
    const noAmount = wire.safeParse({ Amount: '' });
    expect(noAmount.success ? null : noAmount.error.issues[0].message).toBe(`${V}amount`);
    const ach = fundAmountForm('ACHConnected');
    const unticked = ach.safeParse({ Amount: '100' });
    expect(unticked.success ? null : unticked.error.issues[0].message).toBe(`${V}agreeAutoDeposit`);
    expect(ach.safeParse({ Amount: '100', AutoDeposit: 'on' }).data).toEqual({
      Amount: 100,
      AutoDeposit: 'on',
    });
  });

  it('data: method, limit, currency and the bank name with its last 4 digits (ACH only)', () => {
    const c = ctx({
      path: '/fund/account/ach',
      application: withFunding(1, null),
      lookups: { bankAccounts: ACCOUNTS },
    });
    expect(fundAmountSpec.data?.(c)).toEqual({
      method: 'ACHConnected',
      limit: 25000,
      currency: 'USD',
      bank: { name: 'Harbor National Bank', last4: '9012' },
      termsHtml: null,
    });
    expect(
      fundAmountSpec.data?.(
        ctx({ path: '/fund/account/wire', lookups: { bankAccounts: ACCOUNTS } }),
      ),
    ).toMatchObject({ method: 'Wire', limit: null, bank: null });
    expect(fundingBankOf(withFunding(1, null), [])).toBeNull();
    expect(fundAmountSpec.lookups).toEqual(['bankAccounts']);
  });

  it('initial: the saved amount with two decimals, AutoDeposit ticked once the ACH terms were accepted', () => {
    expect(
      fundAmountSpec.initial?.(
        ctx({ application: withFunding(1, 1234.5, { AgreementsAccepted: ['ach'] }) }),
      ),
    ).toEqual({ Amount: '1234.50', AutoDeposit: 'on' });
    expect(fundAmountSpec.initial?.(ctx({ application: withFunding(3, null) }))).toEqual({
      Amount: '',
      AutoDeposit: '',
    });
  });
});

describe('Amount saver (doc 3 §4, §7)', () => {
  it('ACH connected: POST ach-agreements (202 only) FIRST, then POST bank-application-funding-amounts', async () => {
    const { api, calls } = recordingApi();
    const out = await save(api, withFunding(1, null), { Amount: 250, AutoDeposit: 'on' });
    expect(calls).toEqual([
      { name: 'acceptAchAgreement', json: undefined, expect: [202] },
      { name: 'createBankFundingAmount', json: { Amount: 250 }, expect: undefined },
    ]);
    expect(out.called).toBe(true);
    expect(out.application.ApplicationFunding).toEqual({ BankFundingType: 1, Amount: 250 });
    expect(out.application.AgreementsAccepted).toContain('ach');
  });

  it('ACH connected with a saved amount: PUT; the same amount and accepted terms: no call', async () => {
    const saved = withFunding(1, 250, { AgreementsAccepted: ['ach'] });
    const r1 = recordingApi();
    await save(r1.api, saved, { Amount: '300.00', AutoDeposit: 'on' });
    expect(r1.calls.map((c) => c.name)).toEqual(['updateBankFundingAmount']);
    const r2 = recordingApi();
    const same = await save(r2.api, saved, { Amount: 250, AutoDeposit: 'on' });
    expect(r2.calls).toEqual([]);
    expect(same.called).toBe(false);
  });

  it('ACH connected: a refused acceptance stops before the amount', async () => {
    const calls: string[] = [];
    const api = {
      call: async (name: string) => {
        calls.push(name);
        if (name === 'acceptAchAgreement')
          throw Object.assign(new Error('BankMustBeSet'), {
            failure: {
              status: 400,
              errors: [{ Code: 'BankMustBeSet', Context: 'BankAccountUid' }],
            },
          });
        return { Amount: 1 };
      },
    } as unknown as ApiClient;
    await expect(
      save(api, withFunding(1, null), { Amount: 10, AutoDeposit: 'on' }),
    ).rejects.toThrow('BankMustBeSet');
    expect(calls).toEqual(['acceptAchAgreement']);
  });

  it('wire, check, cryptocurrency: POST …/fundings without an amount, PUT with one, no call when equal', async () => {
    for (const type of [3, 4, 5] as const) {
      const r1 = recordingApi();
      await save(r1.api, withFunding(type, null), { Amount: 100 });
      expect(r1.calls).toEqual([{ name: 'POST fundings', json: { Amount: 100 } }]);
      const r2 = recordingApi();
      const put = await save(r2.api, withFunding(type, 100), { Amount: 99.99 });
      expect(r2.calls).toEqual([{ name: 'PUT fundings', json: { Amount: 99.99 } }]);
      expect(put.application.ApplicationFunding).toEqual({ BankFundingType: type, Amount: 99.99 });
      const r3 = recordingApi();
      expect((await save(r3.api, withFunding(type, 100), { Amount: '100' })).called).toBe(false);
      expect(r3.calls).toEqual([]);
    }
  });
});

describe('sandbox institutions and texts', () => {
  it('the client list mirrors the server sandbox (docs/sandbox.md "Bank link")', () => {
    const server = Object.entries(SANDBOX_INSTITUTIONS).map(([id, i]) => ({
      id,
      name: i.name,
      accounts: i.accounts.map((a) => ({
        id: a.accountId,
        name: a.name,
        mask: a.mask,
        subtype: a.subtype,
      })),
    }));
    expect(SANDBOX_INSTITUTION_LIST).toEqual(server);
  });

  it('every literal key of the area exists in the catalogue or the fragment', () => {
    const fragment = new Set<string>();
    (function flatten(node: Record<string, unknown>, prefix: string) {
      for (const [k, v] of Object.entries(node)) {
        const key = prefix ? `${prefix}.${k}` : k;
        if (typeof v === 'string') fragment.add(key);
        else if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key);
      }
    })(enBankLink, '');
    const files = [
      'screens/fund-account.tsx',
      'screens/fund-amount.tsx',
      'screens/flows/bank-link-modal.tsx',
      'src/ui/bank-link/sandbox-link.tsx',
      'machines/funding/bank-link.machine.ts',
    ];
    const keys = new Set<string>();
    for (const f of files) {
      const src = readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8');
      for (const m of src.matchAll(/'((?:bankLink|fundMore|fund|fundAmount)\.[\w.]+)'/g))
        keys.add(m[1]);
    }
    const missing = [...keys].filter((k) => !hasKey(k) && !fragment.has(k));
    expect(keys.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
