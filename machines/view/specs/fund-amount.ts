/**
 * Amount — FUNDING.NORMAL_FUNDING.AMOUNT.{PLAID|WIRE|CHECK|CRYPTOCURRENCY} '/fund/account/ach',
 * '/wire', '/check', '/cryptocurrency' (doc 3 §2.4 "Amount", §3, §4, §5 "Amounts", §7 Funding,
 * §9): one screen for the four methods, told apart by `c.path` (in the review's edit modal, by the
 * saved method).
 *
 * - form (`fundAmountForm(method)`): Amount in dollars (amountForm: 'amount', 'mustBeNumber',
 *   'greaterThanZero', fundAmount.minLimit under $1 and maxLimit above $500,000,000 naming the
 *   method (`amountLimitMessage`) — the wire's schema
 *   limit; check, ACH and cryptocurrency have no schema limit beyond it, their broker limit only
 *   turns the limit text red and disables Continue, `overLimit`); for ACH connected also
 *   AutoDeposit, which must be ticked ('on'; 'fields.errors.validation.agreeAutoDeposit').
 * - initial: the saved Amount ('1234.50'; '' when none); AutoDeposit 'on' when the ACH terms were
 *   accepted (Application.AgreementsAccepted lists 'ach').
 * - lookups: 'bankAccounts' (GET …/bank-accounts) for the bank name and last 4 digits;
 *   'htmlAchAgreement' is loaded by the ACH terms viewer when it opens.
 * - data: `{ method, limit, currency, bank: {name, last4} | null, termsHtml }`.
 * - save (doc 3 §4 "For ACH-connected funding, continuing from the amount screen creates the ACH
 *   terms agreement first"; create / update / no call): ACH connected — POST …/ach-agreements
 *   (success only on 202) unless 'ach' is accepted already, THEN POST (no amount saved) or PUT
 *   …/bank-application-funding-amounts {Amount}; wire, check, cryptocurrency — POST or PUT
 *   …/fundings {Amount}. No amount call when the amount equals the saved one. Returns the
 *   application with ApplicationFunding (and AgreementsAccepted) replaced. Server codes with
 *   Context 'Amount' (Order_AchDepositMaxLimit, AmountIsAboveMaximum, TradecoreExecutionError …)
 *   land under Amount; BankMustBeSet and the others are the form error.
 */
import { z } from 'zod';
import type { ApiClient } from '../../../services/api/client';
import {
  BANK_FUNDING_TYPES,
  type Application,
  type BankAccount,
  type Settings,
} from '../../../services/api/contract';
import { amountForm } from '../../../services/api/fields';
import { fundingTypeOf } from '../../wizards/walk';
import { type SpecSaveInput, type SpecSaveOutput, type SaveDeps, defineSpec } from '../screen-spec';

/** The methods with an amount step (doc 3 §2.1 FUNDING.NORMAL_FUNDING.AMOUNT.*). */
export type AmountMethod = 'ACHConnected' | 'Wire' | 'Check' | 'Cryptocurrency';

const BY_PATH: Readonly<Record<string, AmountMethod>> = {
  '/fund/account/ach': 'ACHConnected',
  '/fund/account/wire': 'Wire',
  '/fund/account/check': 'Check',
  '/fund/account/cryptocurrency': 'Cryptocurrency',
};

/** The amount screen's method: by its path, else (the review's edit modal) the saved method; Wire by default. */
export function amountMethodOf(path: string, app: Application | null): AmountMethod {
  const byPath = BY_PATH[path];
  if (byPath) return byPath;
  const saved = fundingTypeOf(app);
  return saved === 'ACHConnected' || saved === 'Check' || saved === 'Cryptocurrency'
    ? saved
    : 'Wire';
}

/**
 * The broker's deposit limit of `method` in dollars (doc 3 §5, §9): check CheckDepositLimit, ACH
 * AchDepositLimit (per day), cryptocurrency CryptocurrencyLimit (per transaction); null for wire
 * (its limit is the schema's 500,000,000) or when the settings are unknown.
 */
export function amountLimitOf(method: AmountMethod, settings: Settings | null): number | null {
  if (!settings) return null;
  if (method === 'Check') return settings.CheckDepositLimit;
  if (method === 'ACHConnected') return settings.AchDepositLimit;
  if (method === 'Cryptocurrency') return settings.CryptocurrencyLimit;
  return null;
}

/** True when a typed amount is above the method's broker limit (doc 3 §5: limit text red, Continue disabled). */
export const overLimit = (amount: number, limit: number | null): boolean =>
  limit !== null && Number.isFinite(amount) && amount > limit;

/** The amount form of `method` (doc 3 §5): amountForm, plus the ticked AutoDeposit for ACH connected. */
export function fundAmountForm(method: AmountMethod) {
  const base = amountForm(method);
  if (method !== 'ACHConnected') return base;
  return base.extend({
    AutoDeposit: z.literal('on', { error: 'fields.errors.validation.agreeAutoDeposit' }),
  });
}

/**
 * The linked bank that funds the deposit (doc 3 §3 Linked bank account; only the last 4 digits
 * are shown): the application's BankAccountUid when the answer carries one, else the last linked
 * account (GET application does not name the attached account; the bank-link flow attaches the
 * account it just registered).
 */
export function fundingBankOf(
  app: Application | null,
  accounts: readonly BankAccount[] | undefined,
): { name: string; last4: string } | null {
  if (!accounts?.length) return null;
  const uid = (app?.ApplicationFunding as { BankAccountUid?: string | null } | null | undefined)
    ?.BankAccountUid;
  const account = accounts.find((a) => a.BankAccountUid === uid) ?? accounts[accounts.length - 1];
  return { name: account.BankName, last4: account.AccountNumber.slice(-4) };
}

const ticked = (v: unknown) => v === 'on' || v === true || v === 'true';

/** Saves the amount step (module doc "save"); throws ApiError. */
export async function saveFundAmount(
  input: SpecSaveInput,
  { api, signal }: SaveDeps,
): Promise<SpecSaveOutput> {
  const app = input.application;
  const params = { applicationUid: app.ApplicationUid };
  const type = app.ApplicationFunding?.BankFundingType ?? null;
  const Amount = Math.round(Number(input.values.Amount) * 100) / 100;
  const ach = type === BANK_FUNDING_TYPES.ACHConnected;
  let next: Application = app;
  let called = false;
  if (ach && ticked(input.values.AutoDeposit) && !app.AgreementsAccepted.includes('ach')) {
    // doc 3 §4: the ACH terms are accepted before the amount is saved; only 202 counts.
    await api.call('acceptAchAgreement', { params, signal, expect: [202] });
    next = { ...next, AgreementsAccepted: [...next.AgreementsAccepted, 'ach'] };
    called = true;
  }
  const prior = app.ApplicationFunding?.Amount ?? null;
  if (prior === Amount) return { application: next, called };
  const saved = ach
    ? await saveAchAmount(api, params, Amount, prior === null, signal)
    : await saveOtherAmount(api, app, Amount, prior === null, signal);
  return {
    application: {
      ...next,
      ApplicationFunding: { BankFundingType: type, Amount: saved ?? Amount },
    },
    called: true,
  };
}

async function saveAchAmount(
  api: ApiClient,
  params: { applicationUid: string },
  Amount: number,
  create: boolean,
  signal?: AbortSignal,
) {
  const answer = await api.call(create ? 'createBankFundingAmount' : 'updateBankFundingAmount', {
    params,
    json: { Amount },
    signal,
  });
  return answer.Amount;
}

async function saveOtherAmount(
  api: ApiClient,
  app: Application,
  Amount: number,
  create: boolean,
  signal?: AbortSignal,
) {
  const answer = await api.saveFundingAmount(create ? 'POST' : 'PUT', app.ApplicationUid, Amount, {
    signal,
  });
  return answer.Amount;
}

export const fundAmountSpec = defineSpec({
  reviewItem: 'funding',
  form: fundAmountForm('ACHConnected'),
  lookups: ['bankAccounts'],
  initial: (c) => {
    const amount = c.application?.ApplicationFunding?.Amount;
    return {
      Amount: amount === null || amount === undefined ? '' : amount.toFixed(2),
      AutoDeposit: c.application?.AgreementsAccepted.includes('ach') ? 'on' : '',
    };
  },
  data: (c) => {
    const method = amountMethodOf(c.path, c.application);
    return {
      method,
      limit: amountLimitOf(method, c.settings),
      currency: c.settings?.Currency ?? 'USD',
      bank: method === 'ACHConnected' ? fundingBankOf(c.application, c.lookups.bankAccounts) : null,
      termsHtml: c.lookups.htmlAchAgreement?.Agreement ?? null,
    };
  },
  save: saveFundAmount,
});
