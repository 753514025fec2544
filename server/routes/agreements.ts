/**
 * Agreements (doc 3 §2.5, §4 "Agreement open-account sequence", §7 Agreements), one set of three
 * calls per type — `ach` (ACH transfer terms), `{maincode}` (the main account agreement; the
 * application's broker code in lower case, e.g. 'haa'), `ira` (the IRA agreement) and
 * `metal-stream` (terms and conditions of the recurring programme):
 *
 * - POST …/{type}-agreements → 202 with an empty body (the client counts only 202 as accepted,
 *   doc 3 §4). Accepting twice keeps the first acceptance. GET application lists accepted types
 *   in AgreementsAccepted (e.g. ['ach', 'haa']).
 * - GET …/{type}-html-agreements → 200 `text/html` (the agreement as an HTML document, doc 3 §7
 *   "returns HTML") when the request's Accept prefers text/html; otherwise — the wizard's client
 *   asks application/json — 200 {Agreement: html} (doc 3 §3 "Agreement (HTML string)"). Both
 *   carry `Vary: Accept` (issue 35 item 9).
 * - GET …/{type}-pdf-agreements → 200 application/pdf, the same text drawn with pdf-lib.
 *
 * Bearer token required; the application must be the caller's: 401 InvalidToken, 404
 * InvalidApplicationUid, 403 Error_PermissionDenied. Another type or broker code: 404 NotFound.
 * Per type:
 * - `{maincode}`: the broker's text, or the alternative text for ALTERNATIVE_AGREEMENT_BROKER_CODES.
 * - `ira`: IRA applications only, else 400 ApplicationTypeIsInvalid (Context 'ApplicationType');
 *   the title names the IRA sub-type.
 * - `ach`: accepting needs a bank account linked to the application (bank-accounts/plaid-bank-accounts),
 *   else 400 BankMustBeSet (Context 'BankAccountUid').
 * - accepting `ach`, `ira` or `metal-stream` on a completed application: 400 ApplicationIsCompleted.
 */
import { Hono } from 'hono';
import { accepts } from 'hono/accepts';
import { listBankAccounts } from '../db/bank-accounts';
import { acceptAgreement } from '../db/fundings';
import { findBrokerSettings } from '../db/reference';
import type { ApplicationRow } from '../db/applications';
import {
  achAgreementText,
  agreementDocument,
  agreementHtml,
  agreementPdf,
  iraAgreementText,
  mainAgreementText,
  metalStreamAgreementText,
  OTHER_AGREEMENT_TYPES,
  type AgreementFigures,
  type AgreementText,
} from '../domain/agreement';
import { actorOf, ownedApplication, refuseImpersonation, type AppEnv } from '../http/auth';
import { Errors, fail } from '../http/errors';
import type { RouteDeps } from './deps';

/** The type a path segment names ('haa', 'ach', 'ira', 'metal-stream') when it ends with `suffix`. */
function typeOf(segment: string, suffix: string): string | null {
  return segment.endsWith(suffix) ? segment.slice(0, -suffix.length) : null;
}

export function agreementRoutes({ db }: RouteDeps) {
  /** The caller's application and the text of the agreement `segment` names; 404 otherwise. */
  const resolve = async (
    auth: AppEnv['Variables']['auth'],
    uid: string,
    segment: string,
    suffix: string,
  ) => {
    const app = await ownedApplication(db, auth, uid);
    const mainCode = app.brokerCode.toLowerCase();
    const type = typeOf(segment, suffix);
    if (
      !type ||
      (type !== mainCode && !(OTHER_AGREEMENT_TYPES as readonly string[]).includes(type))
    ) {
      throw Errors.notFound();
    }
    if (type === 'ira' && app.applicationType !== 'IRA') {
      throw fail(
        400,
        'ApplicationTypeIsInvalid',
        'Only IRA applications have an IRA agreement.',
        'ApplicationType',
      );
    }
    const settings = await findBrokerSettings(db, app.brokerCode);
    const name = settings?.BrokerName ?? app.brokerCode;
    const figures: AgreementFigures = {
      currency: settings?.Currency ?? 'USD',
      achDepositLimit: settings?.AchDepositLimit ?? 0,
      recurringDay: settings?.MetalStreamRecurringInvestment ?? 15,
      equityIraSetupFee: settings?.EquityIraSetupFee ?? 0,
      contributionLimit: settings?.RegistrationContributionLimitAmount ?? 0,
    };
    const text: AgreementText =
      type === mainCode
        ? mainAgreementText(name, app.brokerCode)
        : type === 'ach'
          ? achAgreementText(name, app.brokerCode, figures)
          : type === 'ira'
            ? iraAgreementText(name, app.accountType, figures)
            : metalStreamAgreementText(name, figures);
    return { app, type, isMain: type === mainCode, text };
  };

  /** Preconditions of accepting a type other than the main one. */
  const checkAccept = async (app: ApplicationRow, type: string) => {
    if (app.isCompleted) throw Errors.applicationIsCompleted();
    if (type === 'ach' && (await listBankAccounts(db, app.uid)).length === 0) {
      throw fail(
        400,
        'BankMustBeSet',
        'Link a bank account before accepting the ACH transfer terms.',
        'BankAccountUid',
      );
    }
  };

  return new Hono<AppEnv>()
    .get('/applications/:applicationUid/:agreement{[a-z0-9-]+-html-agreements}', async (c) => {
      const { text } = await resolve(
        c.get('auth'),
        c.req.param('applicationUid'),
        c.req.param('agreement'),
        '-html-agreements',
      );
      c.header('Vary', 'Accept', { append: true });
      c.header('Cache-Control', 'private, no-store');
      const wanted = accepts(c, {
        header: 'Accept',
        supports: ['application/json', 'text/html'],
        default: 'application/json',
      });
      if (wanted === 'text/html') return c.html(agreementDocument(text));
      return c.json({ Agreement: agreementHtml(text) });
    })
    .get('/applications/:applicationUid/:agreement{[a-z0-9-]+-pdf-agreements}', async (c) => {
      const { text, type, isMain } = await resolve(
        c.get('auth'),
        c.req.param('applicationUid'),
        c.req.param('agreement'),
        '-pdf-agreements',
      );
      const pdf = await agreementPdf(text);
      c.header('Content-Type', 'application/pdf');
      c.header(
        'Content-Disposition',
        `inline; filename="${type}-${isMain ? 'account-' : ''}agreement.pdf"`,
      );
      c.header('Cache-Control', 'private, no-store');
      return c.body(pdf as Uint8Array<ArrayBuffer>);
    })
    .post('/applications/:applicationUid/:agreement{[a-z0-9-]+-agreements}', async (c) => {
      // Issue 31: the customer signs; an impersonating agent is refused before anything is read.
      refuseImpersonation(c.get('auth'), 'agreement');
      const { app, type, isMain } = await resolve(
        c.get('auth'),
        c.req.param('applicationUid'),
        c.req.param('agreement'),
        '-agreements',
      );
      if (!isMain) await checkAccept(app, type);
      await acceptAgreement(db, app.uid, type, actorOf(c.get('auth')));
      return c.body(null, 202);
    });
}
