/**
 * Funding of a non-retirement application (doc 3 §2.4, §5, §7 Funding). Bearer token required;
 * the application must be the caller's and not completed (401/403/404/400 as elsewhere).
 *
 * - POST|PUT …/application-fundings {BankFundingType, SessionId?} → 201|200 {BankFundingType,
 *   Amount}. SessionId (the fraud-prevention session id, doc 3 §3, §7; issue 35 item 2) is kept
 *   as the application's funding_session_id; malformed → 400 on Context 'SessionId'.
 *   400 FundingTypeIsNotDefined (Context 'BankFundingType') when missing or unknown;
 *   400 BankMustBeSet for ACHConnected (1) while no bank account is linked to the application
 *   (bank-accounts/plaid-bank-accounts); the bank itself is chosen with bank-application-fundings.
 *   A type different from the saved one clears the saved amount.
 * - DELETE …/application-fundings → 204; removes the funding (skip funding, doc 3 §4).
 * - POST|PUT …/fundings {Amount} (dollars) → 201|200 {BankFundingType, Amount}.
 *   400 FundingTypeIsNotDefined when no type is saved; AmountIsNullOrEmpty,
 *   AmountMustBeGreaterThanZero, AmountIsInvalid (not a number, more than 2 decimals),
 *   AmountIsBelowMinimum (under the default minimum of 1, doc 3 §9), AmountIsAboveMaximum
 *   (wire 500,000,000; check, ACH and cryptocurrency the broker's CheckDepositLimit,
 *   AchDepositLimit, CryptocurrencyLimit) — Context 'Amount'.
 * - POST|PUT …/joint-tenancy-types {JointTenantsAccountType: 'Common'|'WithRightOfSurvivorship'
 *   or its code 1|2} → 201|200 {ApplicationType 'JointTenants', AccountType, JointTenantsAccountType}
 *   (doc 3 §2.4 Joint survivorship, §3 Joint tenancy; path and method not shown, decision). The
 *   wizard POSTs while the application has no AccountType and PUTs once it has one (doc 3 §4); the
 *   server writes either way. Saved as the application's AccountType, so GET application shows it
 *   in AccountType and JointTenantsApplication.JointTenantsAccountType. 400 ApplicationTypeIsInvalid
 *   (Context 'ApplicationType') unless the application is JointTenants;
 *   JointTenantsAccountTypeIsNullOrEmpty / JointTenantsAccountTypeIsInvalid (Context
 *   'JointTenantsAccountType').
 *
 * Funding writes (these, bank-application-fundings and -amounts, every IRA funding call) on a
 * completed application answer 400 FundingAlreadySubmited when a funding was saved at completion
 * (it was submitted with the application), else 400 ApplicationIsCompleted (`fundingApplication`).
 * ACHConnected (1) needs the broker's automatic funding: 400 Order_AutomaticFundingNotEnabled
 * (Context 'BankFundingType') when its settings allow no ACH deposit account or an ACH limit of 0
 * (`automaticFundingEnabled`). An amount the sandbox trading engine refuses answers 400
 * TradecoreExecutionError 'The provided amount is not valid.' (Context 'Amount';
 * server/providers/deposit-execution.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  applicationFundingRequest,
  BANK_FUNDING_TYPES,
  fundingAmountRequest,
  jointTenancyTypeRequest,
  type Settings,
} from '../../services/api/contract';
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  amountLimitMessage,
  type AmountKind,
} from '../../services/api/fields';
import { recordFundingSession, setApplicationType } from '../db/applications';
import { fundingSessionIdOf } from '../domain/funding-session';
import { listBankAccounts } from '../db/bank-accounts';
import { type ApplicationRow } from '../db/applications';
import { deleteFunding, findFunding, setFundingAmount, setFundingType } from '../db/fundings';
import { findIraFunding } from '../db/ira-fundings';
import { findBrokerSettings } from '../db/reference';
import { editableApplication, ownedApplication, type AppEnv, type AuthInfo } from '../http/auth';
import { Errors, fail } from '../http/errors';
import { depositExecutionError } from '../providers/deposit-execution';
import { parseOr400, readJsonBody } from '../http/validation';
import type { RouteDeps } from './deps';

const FUNDING_TYPE_NOT_DEFINED = () =>
  fail(400, 'FundingTypeIsNotDefined', 'Choose a funding method first.', 'BankFundingType');

/** What a bank funding type's amount is for, in the amount messages (doc 3 §5; manual ACH as ACH). */
export function amountKindOf(type: number): AmountKind {
  switch (type) {
    case BANK_FUNDING_TYPES.Check:
      return 'Check';
    case BANK_FUNDING_TYPES.Cryptocurrency:
      return 'Cryptocurrency';
    case BANK_FUNDING_TYPES.ACHConnected:
    case BANK_FUNDING_TYPES.ACHManual:
      return 'ACHConnected';
    default:
      return 'Wire';
  }
}

/** The maximum amount, in dollars, for a funding type under a broker's settings (doc 3 §5, §9). */
export function maxAmountFor(type: number, settings: Settings | null): number {
  switch (type) {
    case BANK_FUNDING_TYPES.Check:
      return settings?.CheckDepositLimit ?? AMOUNT_MAX;
    case BANK_FUNDING_TYPES.Cryptocurrency:
      return settings?.CryptocurrencyLimit ?? AMOUNT_MAX;
    case BANK_FUNDING_TYPES.ACHConnected:
    case BANK_FUNDING_TYPES.ACHManual:
      return settings?.AchDepositLimit ?? AMOUNT_MAX;
    default:
      return AMOUNT_MAX;
  }
}

/**
 * Whether a broker takes automatic (ACH-connected) deposits (doc 3 §8 Order_AutomaticFundingNotEnabled):
 * its settings (doc 1 §3) allow at least one ACH deposit account and a positive AchDepositLimit.
 * Unknown settings count as enabled.
 */
export function automaticFundingEnabled(settings: Settings | null): boolean {
  if (!settings) return true;
  return settings.NumberOfAllowedAchDepositAccounts > 0 && settings.AchDepositLimit > 0;
}

/** 400 Order_AutomaticFundingNotEnabled on `context` (BankFundingType or Amount). */
export const automaticFundingNotEnabled = (context: string) =>
  fail(
    400,
    'Order_AutomaticFundingNotEnabled',
    'Automatic funding is not enabled for this broker. Choose wire or check.',
    context,
  );

/**
 * The caller's application for a funding write (doc 3 §7 Funding, IRA funding): like
 * `editableApplication`, but a completed application whose funding (bank or IRA) was saved answers
 * 400 FundingAlreadySubmited — the funding went out with the submission and cannot change; a
 * completed application without funding answers 400 ApplicationIsCompleted.
 */
export async function fundingApplication(
  db: RouteDeps['db'],
  auth: AuthInfo,
  applicationUid: string,
): Promise<ApplicationRow> {
  const app = await ownedApplication(db, auth, applicationUid);
  if (!app.isCompleted) return app;
  const bank = await findFunding(db, app.uid);
  if (bank?.BankFundingType != null || (await findIraFunding(db, app.uid)) !== null) {
    throw fail(
      400,
      'FundingAlreadySubmited',
      'Funding has already been submitted.',
      null,
      'Funding has already been submitted.',
    );
  }
  throw Errors.applicationIsCompleted();
}

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export function fundingRoutes({ db, sandboxProviders }: RouteDeps) {
  return new Hono<AppEnv>()
    .on(['POST', 'PUT'], '/applications/:applicationUid/application-fundings', async (c) => {
      const app = await fundingApplication(db, c.get('auth'), c.req.param('applicationUid'));
      const body = await readJsonBody(c);
      const sessionId = fundingSessionIdOf(body);
      const parsed = applicationFundingRequest.safeParse(body);
      if (!parsed.success) throw FUNDING_TYPE_NOT_DEFINED();
      const type = parsed.data.BankFundingType;
      if (
        type === BANK_FUNDING_TYPES.ACHConnected &&
        !automaticFundingEnabled(await findBrokerSettings(db, app.brokerCode))
      ) {
        throw automaticFundingNotEnabled('BankFundingType');
      }
      if (
        type === BANK_FUNDING_TYPES.ACHConnected &&
        (await listBankAccounts(db, app.uid)).length === 0
      ) {
        throw fail(400, 'BankMustBeSet', 'Link a bank account to fund by ACH.', 'BankFundingType');
      }
      const funding = await setFundingType(db, app.uid, type);
      await recordFundingSession(db, app.uid, sessionId);
      return c.json(funding, c.req.method === 'POST' ? 201 : 200);
    })
    .delete('/applications/:applicationUid/application-fundings', async (c) => {
      const app = await fundingApplication(db, c.get('auth'), c.req.param('applicationUid'));
      await deleteFunding(db, app.uid);
      return c.body(null, 204);
    })
    .on(['POST', 'PUT'], '/applications/:applicationUid/fundings', async (c) => {
      const app = await fundingApplication(db, c.get('auth'), c.req.param('applicationUid'));
      // The contract's 500,000,000 cap is checked below with the method's message (doc 3 §5).
      const { Amount } = parseOr400(
        fundingAmountRequest.extend({ Amount: z.number().positive() }),
        await readJsonBody(c),
      );
      const funding = await findFunding(db, app.uid);
      if (!funding?.BankFundingType) throw FUNDING_TYPE_NOT_DEFINED();
      const kind = amountKindOf(funding.BankFundingType);
      if (!hasAtMostTwoDecimals(Amount)) {
        throw fail(400, 'AmountIsInvalid', 'fields.errors.validation.mustBeNumber', 'Amount');
      }
      if (Amount < AMOUNT_MIN) {
        const message = amountLimitMessage('min', AMOUNT_MIN, kind);
        throw fail(400, 'AmountIsBelowMinimum', message, 'Amount');
      }
      const max = Math.min(
        AMOUNT_MAX,
        maxAmountFor(funding.BankFundingType, await findBrokerSettings(db, app.brokerCode)),
      );
      if (Amount > max)
        throw fail(400, 'AmountIsAboveMaximum', amountLimitMessage('max', max, kind), 'Amount');
      // The sandbox trading engine's refused amount: off in production unless named (issue 20).
      const refused = sandboxProviders.has('trading-engine') ? depositExecutionError(Amount) : null;
      if (refused) throw refused;
      await setFundingAmount(db, app.uid, Amount);
      return c.json(
        { BankFundingType: funding.BankFundingType, Amount },
        c.req.method === 'POST' ? 201 : 200,
      );
    })
    .on(['POST', 'PUT'], '/applications/:applicationUid/joint-tenancy-types', async (c) => {
      const app = await editableApplication(db, c.get('auth'), c.req.param('applicationUid'));
      const { JointTenantsAccountType } = parseOr400(
        jointTenancyTypeRequest,
        await readJsonBody(c),
      );
      if (app.applicationType !== 'JointTenants') {
        throw fail(
          400,
          'ApplicationTypeIsInvalid',
          'Only joint applications have a joint tenancy type.',
          'ApplicationType',
        );
      }
      await setApplicationType(
        db,
        app.uid,
        'JointTenants',
        JointTenantsAccountType,
        app.registrationFlowType as 1 | 2,
      );
      const body = {
        ApplicationType: 'JointTenants' as const,
        AccountType: JointTenantsAccountType,
        JointTenantsAccountType,
      };
      return c.json(body, c.req.method === 'POST' ? 201 : 200);
    });
}
