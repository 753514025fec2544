/**
 * The recurring metal programme, 'metal stream' / AIP (doc 3 §1, §2.3, §3 MetalStreamData and
 * Metal product, §4 create versus update, §5 Recurring programme, §7, §9). Bearer token required;
 * the application must be the caller's (401 InvalidToken, 404 InvalidApplicationUid, 403
 * Error_PermissionDenied); changes refuse a completed application (400 ApplicationIsCompleted).
 *
 * Every change answers the whole programme (`metalStream` of services/api/contract.ts, also in
 * GET application's `MetalStream`). POST and PUT both write (doc 3 §4: the wizard creates when no
 * prior value exists and updates when one does): the answer is 201 when the value did not exist
 * before and 200 when it replaced one, whichever verb was used — a retried POST or a PUT on a
 * fresh application is harmless. A refused call writes nothing.
 *
 * Under v2/applications/{ApplicationUid}/metal-streams:
 * - GET /products?metalType=Gold|Silver (any case; absent: both) → 200 [MetalProduct] with
 *   Locations (LocationType 1-based of doc 3 §9, SymbolCode, PricePerOz, PricePerUnit in the
 *   broker's Currency). 400 MetalTypeIsInvalid (Context 'metalType').
 * - POST|PUT /products {MetalType, ProductSymbolCode}: saves SymbolCodeGold or SymbolCodeSilver.
 *   400 MetalTypeIsNullOrEmpty / MetalTypeIsInvalid (Context 'MetalType'); 400
 *   ProductSymbolCodeIsNullOrEmpty, 404 ProductNotFound (unknown symbol), 400
 *   ProductSymbolCodeIsInvalid (a product of the other metal) — Context 'ProductSymbolCode'.
 * - POST|PUT /allocations {GoldPercentage, SilverPercentage}: fractions 0–1 (at most 4 decimals
 *   kept) summing to 1. 400 <Field>IsNullOrEmpty, <Field>IsInvalid, AllocationSumIsInvalid (on both fields).
 * - POST|PUT /fundings {Amount}: the monthly amount in the broker's currency, 2 decimals, between
 *   MetalStreamMinimumDepositAmount and MetalStreamMaximumDepositAmount (doc 3 §5, §9 "recurring-
 *   investment limit"). 400 AmountIsNullOrEmpty, AmountIsInvalid, AmountMustBeGreaterThanZero,
 *   AmountIsBelowMinimum, AmountIsAboveMaximum — Context 'Amount'.
 * - POST|PUT /bank-application-fundings {BankAccountUid}: a bank account of this application
 *   (linked through …/plaid-bank-accounts or …/bank-accounts/metal-streams) funds the programme;
 *   UseAccountBalance becomes false. 404 BankAccountNotFound (Context 'BankAccountUid').
 * - POST|PUT /fundings-sources {UseAccountBalance, SessionId?} (SessionId as for
 *   application-fundings, issue 35 item 2): true = manual funding from the account balance
 *   (doc 3 §2.3) and clears the bank; false keeps the bank. 400 UseAccountBalanceIsNullOrEmpty / IsInvalid.
 *
 * POST v2/applications/{ApplicationUid}/bank-accounts/metal-streams — MetalStreamBankAccountRequest:
 * the bank-link result ({PublicToken, BankName, BankAccounts}, rules and codes of
 * …/plaid-bank-accounts) or a bank account entered by hand (AccountHolderFullName, BankName?,
 * RoutingNumber, AccountNumber, AccountType; codes of doc 3 §8 Banking: AccountHolderFullNameIsNullOrEmpty,
 * RoutingNumberIsNullOrEmpty / RoutingNumberInvalid, AccountNumberIsNullOrEmpty / AccountNumberIsNotValid /
 * AccountNumberLengthIsNotValid, AccountTypeIsNotDefined / AccountTypeIsUnknown, one per field, all
 * at once) → 201 {BankAccountUid, BankAccountUids}. 400 NumberOfAllowedAchDepositAccountsExceeded
 * (Context 'CanAddBankAccount') beyond the broker's NumberOfAllowedAchDepositAccounts. The account
 * is not attached: the wizard then calls …/metal-streams/bank-application-fundings (doc 3 §4).
 * A sales agent's Impersonation token cannot link a bank (doc 3 §1, §6): 403 Error_PermissionDenied
 * (Context 'JwtTokenType', `refuseImpersonation` of server/http/auth.ts, as …/plaid-bank-accounts);
 * the programme's other calls accept it (sales-assisted funding is the account balance).
 * Account and routing numbers and tokens are never logged.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  manualBankAccountRequest,
  metalProductsQuery,
  metalStreamAllocationRequest,
  metalStreamBankFundingRequest,
  metalStreamFundingRequest,
  metalStreamFundingSourceRequest,
  metalStreamProductRequest,
  METAL_TYPES,
  plaidBankAccountsRequest,
  type MetalType,
} from '../../services/api/contract';
import { amountLimitMessage } from '../../services/api/fields';
import type { ApplicationRow } from '../db/applications';
import { isUuid, recordFundingSession } from '../db/applications';
import { findBankAccount, listBankAccounts, saveLinkedAccounts } from '../db/bank-accounts';
import {
  findProductBySymbol,
  listProducts,
  findManualAccountId,
  newManualAccountId,
  metalStreamView,
  saveManualBankAccount,
  saveMetalStream,
  type Currency,
  type MetalStreamPatch,
} from '../db/metal-streams';
import { findBrokerSettings } from '../db/reference';
import {
  editableApplication,
  ownedApplication,
  refuseImpersonation,
  type AppEnv,
} from '../http/auth';
import { fail } from '../http/errors';
import { parseOr400, readJsonBody } from '../http/validation';
import { BankLinkError } from '../providers/bank-link';
import type { RouteDeps } from './deps';

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

export function metalStreamRoutes({ db, bankLink, pii, log }: RouteDeps) {
  const currencyOf = async (app: ApplicationRow): Promise<Currency> =>
    (await findBrokerSettings(db, app.brokerCode))?.Currency ?? 'USD';
  const editable = (c: Context<AppEnv>) =>
    editableApplication(db, c.get('auth'), c.req.param('applicationUid') ?? '');

  /** Saves and answers the programme: 201 when the value is new, 200 when it replaced one. */
  const save = async (
    c: Context<AppEnv>,
    app: ApplicationRow,
    patch: MetalStreamPatch,
    existedWhen?: Array<keyof MetalStreamPatch>,
  ) => {
    const { created } = await saveMetalStream(db, app.uid, patch, existedWhen);
    return c.json(await metalStreamView(db, app.uid, await currencyOf(app)), created ? 201 : 200);
  };

  const base = '/applications/:applicationUid/metal-streams';
  return new Hono<AppEnv>()
    .get(`${base}/products`, async (c) => {
      const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid'));
      const { metalType } = parseOr400(metalProductsQuery, c.req.query());
      let metal: MetalType | null = null;
      if (metalType !== undefined && metalType.trim() !== '') {
        metal = METAL_TYPES.find((m) => m.toLowerCase() === metalType.trim().toLowerCase()) ?? null;
        if (!metal)
          throw fail(
            400,
            'MetalTypeIsInvalid',
            "metalType must be 'Gold' or 'Silver'.",
            'metalType',
          );
      }
      return c.json(await listProducts(db, metal, await currencyOf(app)));
    })
    .on(['POST', 'PUT'], `${base}/products`, async (c) => {
      const app = await editable(c);
      const { MetalType, ProductSymbolCode } = parseOr400(
        metalStreamProductRequest,
        await readJsonBody(c),
      );
      const product = await findProductBySymbol(db, ProductSymbolCode.toUpperCase(), 'USD');
      if (!product)
        throw fail(404, 'ProductNotFound', 'Product was not found.', 'ProductSymbolCode');
      if (product.MetalType !== MetalType) {
        throw fail(
          400,
          'ProductSymbolCodeIsInvalid',
          `This is not a ${MetalType.toLowerCase()} product.`,
          'ProductSymbolCode',
        );
      }
      const symbol = product.Locations[0].SymbolCode;
      return save(
        c,
        app,
        MetalType === 'Gold' ? { symbolCodeGold: symbol } : { symbolCodeSilver: symbol },
      );
    })
    .on(['POST', 'PUT'], `${base}/allocations`, async (c) => {
      const app = await editable(c);
      const { GoldPercentage } = parseOr400(metalStreamAllocationRequest, await readJsonBody(c));
      const gold = Math.round(GoldPercentage * 10_000) / 10_000;
      return save(c, app, {
        goldPercentage: gold.toFixed(4),
        silverPercentage: (1 - gold).toFixed(4),
      });
    })
    .on(['POST', 'PUT'], `${base}/fundings`, async (c) => {
      const app = await editable(c);
      const { Amount } = parseOr400(metalStreamFundingRequest, await readJsonBody(c));
      if (!hasAtMostTwoDecimals(Amount))
        throw fail(400, 'AmountIsInvalid', 'fields.errors.validation.mustBeNumber', 'Amount');
      const settings = await findBrokerSettings(db, app.brokerCode);
      const min = settings?.MetalStreamMinimumDepositAmount ?? 1;
      const max = settings?.MetalStreamMaximumDepositAmount ?? 500_000_000;
      if (Amount < min)
        throw fail(
          400,
          'AmountIsBelowMinimum',
          amountLimitMessage('min', min, 'MetalStream'),
          'Amount',
        );
      if (Amount > max)
        throw fail(
          400,
          'AmountIsAboveMaximum',
          amountLimitMessage('max', max, 'MetalStream'),
          'Amount',
        );
      return save(c, app, { amount: Amount.toFixed(2) });
    })
    .on(['POST', 'PUT'], `${base}/bank-application-fundings`, async (c) => {
      const app = await editable(c);
      const { BankAccountUid } = parseOr400(metalStreamBankFundingRequest, await readJsonBody(c));
      const account = isUuid(BankAccountUid)
        ? await findBankAccount(db, app.uid, BankAccountUid)
        : null;
      if (!account)
        throw fail(404, 'BankAccountNotFound', 'Bank account was not found.', 'BankAccountUid');
      return save(c, app, { bankAccountUid: account.uid, useAccountBalance: false }, [
        'bankAccountUid',
        'useAccountBalance',
      ]);
    })
    .on(['POST', 'PUT'], `${base}/fundings-sources`, async (c) => {
      const app = await editable(c);
      const { UseAccountBalance, SessionId } = parseOr400(
        metalStreamFundingSourceRequest,
        await readJsonBody(c),
      );
      await recordFundingSession(db, app.uid, SessionId);
      const patch: MetalStreamPatch = UseAccountBalance
        ? { useAccountBalance: true, bankAccountUid: null }
        : { useAccountBalance: false };
      return save(c, app, patch, ['bankAccountUid', 'useAccountBalance']);
    })
    .post('/applications/:applicationUid/bank-accounts/metal-streams', async (c) => {
      // Sales-assisted sessions cannot link a bank (doc 3 §1, §6): the bank-accounts area's guard.
      refuseImpersonation(c.get('auth'));
      const app = await editable(c);
      const body = await readJsonBody(c);
      const settings = await findBrokerSettings(db, app.brokerCode);
      const allowed = settings?.NumberOfAllowedAchDepositAccounts ?? Number.POSITIVE_INFINITY;
      const existing = await listBankAccounts(db, app.uid);
      const known = new Set(existing.map((r) => r.accountId));
      const checkLimit = (newIds: string[]) => {
        if (existing.length + newIds.filter((id) => !known.has(id)).length > allowed) {
          throw fail(
            400,
            'NumberOfAllowedAchDepositAccountsExceeded',
            `At most ${allowed} bank accounts can be linked.`,
            'CanAddBankAccount',
          );
        }
      };

      if (isObject(body) && body.PublicToken !== undefined) {
        // The bank-link variant: as …/plaid-bank-accounts.
        const link = parseOr400(plaidBankAccountsRequest, body);
        const ids = [...new Set(link.BankAccounts)];
        checkLimit(ids);
        let result;
        try {
          result = await bankLink.exchange({ publicToken: link.PublicToken, accountIds: ids });
        } catch (e) {
          log('bank-link', {
            step: 'metal-stream-exchange',
            provider: bankLink.name,
            outcome: e instanceof BankLinkError ? e.code : 'error',
          });
          if (e instanceof BankLinkError && e.code === 'INVALID_PUBLIC_TOKEN') {
            throw fail(
              400,
              'INVALID_PUBLIC_TOKEN',
              'The bank link is invalid or has expired. Please link your bank again.',
              'PublicToken',
            );
          }
          if (e instanceof BankLinkError && e.code === 'ACCOUNT_NOT_FOUND')
            throw fail(400, 'BankAccountNotFound', 'Bank account was not found.', 'BankAccounts');
          if (e instanceof BankLinkError)
            throw fail(
              502,
              'RequestError',
              'The bank-link provider cannot be reached. Please try again.',
            );
          throw e;
        }
        const rows = await saveLinkedAccounts(
          db,
          pii,
          app.uid,
          link.BankName || result.institutionName || 'Bank',
          result,
        );
        log('bank-link', {
          step: 'metal-stream-exchange',
          provider: bankLink.name,
          outcome: 'linked',
          accounts: rows.length,
        });
        return c.json(
          { BankAccountUid: rows[0].uid, BankAccountUids: rows.map((r) => r.uid) },
          201,
        );
      }

      // The manual variant.
      const manual = parseOr400(manualBankAccountRequest, body);
      checkLimit([
        (await findManualAccountId(db, pii, app.uid, manual.RoutingNumber, manual.AccountNumber)) ??
          newManualAccountId(),
      ]);
      const row = await saveManualBankAccount(db, pii, app.uid, manual);
      log('bank-account.manual', { outcome: 'saved' });
      return c.json({ BankAccountUid: row.uid, BankAccountUids: [row.uid] }, 201);
    });
}
