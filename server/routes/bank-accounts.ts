/**
 * Bank link and ACH-connected funding (doc 3 §3, §4 "Bank-link flow", §7 Bank accounts and
 * Funding). `{banklink}` is `plaid`. The provider is the adapter of server/providers/bank-link.ts:
 * the local sandbox by default (docs/sandbox.md "Bank link"), Plaid when PLAID_CLIENT_ID and
 * PLAID_SECRET are set. Bearer token required; the application must be the caller's
 * (401 InvalidToken, 404 InvalidApplicationUid, 403 Error_PermissionDenied); changes refuse a
 * completed application (400 ApplicationIsCompleted). Tokens are never logged. A sales agent's
 * Impersonation token cannot link a bank: link tokens and plaid-bank-accounts answer it 403
 * Error_PermissionDenied (Context 'JwtTokenType'; doc 1 §6, doc 3 §1).
 *
 * - GET …/bank-accounts → 200 [{BankAccountUid, BankName, AccountName, AccountType, AccountNumber
 *   (last 4 digits only)}].
 * - POST …/bank-accounts/plaid-link-tokens → 200 {plaidLinkToken}; 502 RequestError when the
 *   provider cannot be reached.
 * - POST …/bank-accounts/plaid-bank-accounts {PublicToken, BankName, BankAccounts: [ids]} →
 *   201 {BankAccountUid (the first chosen account), BankAccountUids}. 400 INVALID_PUBLIC_TOKEN
 *   (Context 'PublicToken'; the wizard restarts the link as for INVALID_LINK_TOKEN), 400
 *   BankAccountNotFound (an id the link did not return, Context 'BankAccounts'), 400
 *   NumberOfAllowedAchDepositAccountsExceeded (more linked accounts than the broker's
 *   NumberOfAllowedAchDepositAccounts, Context 'CanAddBankAccount'), 400 PublicTokenIsNullOrEmpty /
 *   BankAccountsIsNullOrEmpty / BankAccountsIsInvalid, 502 RequestError.
 * - POST|PUT …/bank-application-fundings {BankAccountUid} → 201|200 {BankAccountUid, Amount};
 *   sets BankFundingType 1 (ACHConnected). 404 BankAccountNotFound (Context 'BankAccountUid')
 *   for an account not linked to this application. Another bank clears the saved amount.
 * - POST|PUT …/bank-application-funding-amounts {Amount} (dollars) → 201|200 {BankAccountUid, Amount}.
 *   400 BankMustBeSet (Context 'BankAccountUid') unless the funding is ACH connected with a bank;
 *   AmountIsNullOrEmpty, AmountIsInvalid (not a number, more than 2 decimals),
 *   AmountMustBeGreaterThanZero, Order_AchDepositMinLimit (under the minimum of 1, doc 3 §9),
 *   Order_AchDepositMaxLimit (over the broker's AchDepositLimit), Order_AutomaticFundingNotEnabled
 *   (the broker takes no automatic deposits), TradecoreExecutionError (the sandbox engine refuses
 *   the amount) — Context 'Amount'. Both funding calls answer FundingAlreadySubmited on a completed
 *   application with funding (server/routes/fundings.ts `fundingApplication`).
 */
import { Hono } from 'hono';
import {
  bankApplicationFundingRequest,
  bankFundingAmountRequest,
  plaidBankAccountsRequest,
  type BankAccount,
} from '../../services/api/contract';
import { AMOUNT_MAX, AMOUNT_MIN, amountLimitMessage } from '../../services/api/fields';
import { isUuid } from '../db/applications';
import {
  findBankAccount,
  findFundingRow,
  listBankAccounts,
  saveLinkedAccounts,
  setBankFunding,
  type BankAccountRow,
} from '../db/bank-accounts';
import { setFundingAmount } from '../db/fundings';
import { findBrokerSettings } from '../db/reference';
import { depositExecutionError } from '../providers/deposit-execution';
import {
  automaticFundingEnabled,
  automaticFundingNotEnabled,
  fundingApplication,
} from './fundings';
import {
  editableApplication,
  ownedApplication,
  refuseImpersonation,
  type AppEnv,
} from '../http/auth';
import { fail } from '../http/errors';
import { parseOr400, readJsonBody } from '../http/validation';
import { BankLinkError, type BankLinkProvider } from '../providers/bank-link';
import type { RouteDeps } from './deps';

const toBankAccount = (r: BankAccountRow): BankAccount => ({
  BankAccountUid: r.uid,
  BankName: r.bankName,
  AccountName: r.accountName,
  AccountType: r.accountSubtype,
  AccountNumber: r.mask,
});

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** The provider's refusal as the API's error. */
function providerError(e: unknown): never {
  if (e instanceof BankLinkError) {
    if (e.code === 'INVALID_PUBLIC_TOKEN') {
      throw fail(
        400,
        'INVALID_PUBLIC_TOKEN',
        'The bank link is invalid or has expired. Please link your bank again.',
        'PublicToken',
      );
    }
    if (e.code === 'ACCOUNT_NOT_FOUND')
      throw fail(400, 'BankAccountNotFound', 'Bank account was not found.', 'BankAccounts');
    throw fail(502, 'RequestError', 'The bank-link provider cannot be reached. Please try again.');
  }
  throw e;
}

export function bankAccountRoutes({
  db,
  bankLink,
  pii,
  log,
}: RouteDeps & { bankLink: BankLinkProvider }) {
  return new Hono<AppEnv>()
    .get('/applications/:applicationUid/bank-accounts', async (c) => {
      const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid'));
      return c.json((await listBankAccounts(db, app.uid)).map(toBankAccount));
    })
    .post('/applications/:applicationUid/bank-accounts/plaid-link-tokens', async (c) => {
      refuseImpersonation(c.get('auth'));
      const app = await editableApplication(db, c.get('auth'), c.req.param('applicationUid'));
      const settings = await findBrokerSettings(db, app.brokerCode);
      try {
        const { linkToken } = await bankLink.createLinkToken({
          clientUserId: app.userUid,
          clientName: settings?.BrokerName ?? app.brokerCode,
        });
        return c.json({ plaidLinkToken: linkToken });
      } catch (e) {
        log('bank-link', {
          step: 'link-token',
          provider: bankLink.name,
          outcome: e instanceof BankLinkError ? e.code : 'error',
        });
        return providerError(e);
      }
    })
    .post('/applications/:applicationUid/bank-accounts/plaid-bank-accounts', async (c) => {
      refuseImpersonation(c.get('auth'));
      const app = await editableApplication(db, c.get('auth'), c.req.param('applicationUid'));
      const body = parseOr400(plaidBankAccountsRequest, await readJsonBody(c));
      const ids = [...new Set(body.BankAccounts)];
      const settings = await findBrokerSettings(db, app.brokerCode);
      const existing = await listBankAccounts(db, app.uid);
      const known = new Set(existing.map((r) => r.accountId));
      const allowed = settings?.NumberOfAllowedAchDepositAccounts ?? Number.POSITIVE_INFINITY;
      if (existing.length + ids.filter((id) => !known.has(id)).length > allowed) {
        throw fail(
          400,
          'NumberOfAllowedAchDepositAccountsExceeded',
          `At most ${allowed} bank accounts can be linked.`,
          'CanAddBankAccount',
        );
      }
      let result;
      try {
        result = await bankLink.exchange({ publicToken: body.PublicToken, accountIds: ids });
      } catch (e) {
        log('bank-link', {
          step: 'exchange',
          provider: bankLink.name,
          outcome: e instanceof BankLinkError ? e.code : 'error',
        });
        return providerError(e);
      }
      const rows = await saveLinkedAccounts(
        db,
        pii,
        app.uid,
        body.BankName || result.institutionName || 'Bank',
        result,
      );
      log('bank-link', {
        step: 'exchange',
        provider: bankLink.name,
        outcome: 'linked',
        accounts: rows.length,
      });
      return c.json({ BankAccountUid: rows[0].uid, BankAccountUids: rows.map((r) => r.uid) }, 201);
    })
    .on(['POST', 'PUT'], '/applications/:applicationUid/bank-application-fundings', async (c) => {
      const app = await fundingApplication(db, c.get('auth'), c.req.param('applicationUid'));
      const { BankAccountUid } = parseOr400(bankApplicationFundingRequest, await readJsonBody(c));
      const account = isUuid(BankAccountUid)
        ? await findBankAccount(db, app.uid, BankAccountUid)
        : null;
      if (!account)
        throw fail(404, 'BankAccountNotFound', 'Bank account was not found.', 'BankAccountUid');
      const funding = await setBankFunding(db, app.uid, account.uid);
      return c.json(funding, c.req.method === 'POST' ? 201 : 200);
    })
    .on(
      ['POST', 'PUT'],
      '/applications/:applicationUid/bank-application-funding-amounts',
      async (c) => {
        const app = await fundingApplication(db, c.get('auth'), c.req.param('applicationUid'));
        const { Amount } = parseOr400(bankFundingAmountRequest, await readJsonBody(c));
        const row = await findFundingRow(db, app.uid);
        if (!row || row.bankFundingType !== 1 || !row.bankAccountUid) {
          throw fail(
            400,
            'BankMustBeSet',
            'Link a bank account and choose it for the deposit first.',
            'BankAccountUid',
          );
        }
        if (!hasAtMostTwoDecimals(Amount))
          throw fail(400, 'AmountIsInvalid', 'fields.errors.validation.mustBeNumber', 'Amount');
        const settings = await findBrokerSettings(db, app.brokerCode);
        if (!automaticFundingEnabled(settings)) throw automaticFundingNotEnabled('Amount');
        if (Amount < AMOUNT_MIN)
          throw fail(
            400,
            'Order_AchDepositMinLimit',
            amountLimitMessage('min', AMOUNT_MIN, 'ACHConnected'),
            'Amount',
          );
        const max = settings?.AchDepositLimit ?? AMOUNT_MAX;
        if (Amount > max)
          throw fail(
            400,
            'Order_AchDepositMaxLimit',
            amountLimitMessage('max', max, 'ACHConnected'),
            'Amount',
          );
        const refused = depositExecutionError(Amount);
        if (refused) throw refused;
        await setFundingAmount(db, app.uid, Amount);
        return c.json(
          { BankAccountUid: row.bankAccountUid, Amount },
          c.req.method === 'POST' ? 201 : 200,
        );
      },
    );
}
