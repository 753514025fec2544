/**
 * Basic accounts and the upgrade flow (doc 1 §4.11, §7.2; doc 2 §7; doc 3 §4 Submission, §7).
 * A basic account is an existing portal user's delivery-only account without a full
 * registration (server/db/basic-accounts.ts; sandbox holders in docs/sandbox.md "Basic accounts").
 *
 * - POST /v2/users?accountUid&accountCode&isFromDashboard=true {Email, TrackingDetails} with
 *   `Authorization: Bearer <portal token>` (`createUserUpgradeVariant`, the first handler of
 *   POST /v2/users in server/routes/users.ts; any of the three query keys selects it) → 200
 *   {JwtToken, JwtRefreshToken, IsExistingUser: true}: a new session of the basic account's
 *   holder, naming their current application (all-zero when none), ending no later than the
 *   portal token's session. Nothing is created except the TrackingDetails record.
 *   The portal token (issue 20; the `token` of the portal's upgrade link, doc 1 §4.2) is an
 *   access token of the holder issued by this server — their login (POST /v2/authenticate) or
 *   its exchange (POST …/authenticate/generate) — of JwtTokenType 'Regular' with a live session.
 *   401 InvalidToken (checked first): no bearer, an unusable one (forged, expired, revoked
 *   session, a Refresh / Sales / Impersonation token), or the bearer of another user than the
 *   holder of the named account. Errors (400): EmailAddressIsInvalid (Context 'Email'),
 *   TrackingDetailsModelIsNull, Error_AccountNotFound (Context 'accountUid': the pair names no
 *   basic account, or one of another broker than brokerCode), InvalidCredentialsBasicAccount
 *   (Context 'Email': the e-mail is not the holder's).
 * - GET /v2/basic-accounts/{applicationUid}/accounts/{accountUid}/details → 200
 *   basicAccountDetailsResponse. applicationUid is the caller's application or the all-zero
 *   GUID. Errors: 401 InvalidToken; 404 InvalidApplicationUid; 403 Error_PermissionDenied;
 *   404 Error_AccountNotFound (Context 'accountUid': unknown, or not the caller's).
 * - PATCH /v2/basic-accounts/upgrade/{applicationUid}[?sessionId] → 200 {IsSuccess,
 *   AccountNumber: the basic account's existing number}: `submitApplication` of
 *   server/routes/applications.ts (same checks and identity verification as
 *   PATCH v2/applications/{ApplicationUid}). Errors: 401; 404 InvalidApplicationUid; 403
 *   Error_PermissionDenied; 400 Error_AccountNotFound (Context 'ApplicationUid': not an upgrade
 *   application); 400 WizardValidation_MissingAgreementConsent; 400 ApplicationIsCompleted (a
 *   repeat, or the basic account was upgraded by another application); 400
 *   ApplicationAlreadyCreated (a repeat with the same sessionId); 422 OFACError; 502 RequestError.
 *
 * The upgrade application itself is POST v2/applications with IsUpgrade, AccountUid and
 * AccountCode (server/routes/applications.ts).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import {
  basicAccountUpgradeQuery,
  createUserUpgradeQuery,
  createUserUpgradeRequest,
  NULL_GUID,
} from '../../services/api/contract';
import {
  findBasicAccount,
  findBasicAccountByPair,
  toBasicAccountDetails,
  upgradeTargetOf,
} from '../db/basic-accounts';
import { recordTracking } from '../db/tracking';
import { findUser } from '../db/users';
import {
  actorOf,
  bearerToken,
  ownedApplication,
  refuseImpersonation,
  type AppEnv,
} from '../http/auth';
import { Errors, fail } from '../http/errors';
import { parseOr400, queryParams, readJsonBody } from '../http/validation';
import { submitApplication } from './applications';
import type { RouteDeps } from './deps';

const ACCOUNT_NOT_FOUND = 'Account was not found.';
/** doc 1 §8.2 InvalidCredentialsBasicAccount. */
const BASIC_ACCOUNT_CREDENTIALS = 'User with this username already exists.';

/** 400 Error_AccountNotFound (doc 1 §8.2) with the field it concerns. */
export const accountNotFound = (context: string, status: 400 | 404 = 400) =>
  fail(status, 'Error_AccountNotFound', ACCOUNT_NOT_FOUND, context);

/** 400 InvalidCredentialsBasicAccount (doc 1 §8.2): the e-mail is a basic-account holder's. */
export const invalidCredentialsBasicAccount = () =>
  fail(400, 'InvalidCredentialsBasicAccount', BASIC_ACCOUNT_CREDENTIALS, 'Email');

/** True when a create-user query is the upgrade variant (doc 1 §7.2 "on upgrade also …"). */
export function isUpgradeQuery(q: Record<string, string | undefined>): boolean {
  return (q.isFromDashboard ?? '').toLowerCase() === 'true' || !!q.accountUid || !!q.accountCode;
}

/**
 * First handler of POST /v2/users: answers the upgrade variant (doc 1 §4.11; the holder's portal
 * bearer required, issue 20 — see the module comment) and passes any other request on to the
 * ordinary create user.
 */
export function createUserUpgradeVariant({
  db,
  tokens,
  sessions,
  limits,
  log,
}: Pick<RouteDeps, 'db' | 'tokens' | 'sessions' | 'limits' | 'log'>): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.query();
    if (!isUpgradeQuery(raw)) return next();
    await limits.hit(c, 'registration');
    // The holder's portal bearer, before anything about the account is answered (issue 20).
    const bearer = bearerToken(c.req.header('Authorization'));
    const claims = bearer ? await tokens.verify(bearer, 'Regular') : null;
    const portalEnd = claims ? await sessions.endOf(claims.sid) : null;
    if (!claims || !portalEnd) throw Errors.invalidToken();
    const query = parseOr400(createUserUpgradeQuery, raw);
    const body = parseOr400(createUserUpgradeRequest, await readJsonBody(c));
    const account = await findBasicAccountByPair(db, query.accountUid, query.accountCode);
    if (!account || (query.brokerCode && query.brokerCode.toUpperCase() !== account.brokerCode)) {
      throw accountNotFound('accountUid');
    }
    // Another user's bearer: the pair alone never hands out the holder's session.
    if (claims.UserUid !== account.userUid) throw Errors.invalidToken();
    const user = await findUser(db, account.userUid);
    if (!user || user.email !== body.Email.toLowerCase()) throw invalidCredentialsBasicAccount();
    await recordTracking(db, 'createUserUpgrade', body.TrackingDetails, { userUid: user.uid });
    log('user.upgrade_entry', { broker: account.brokerCode });
    const issued = await sessions.start(
      {
        userUid: user.uid,
        email: user.email,
        logonUid: user.logonUid,
        applicationUid: user.currentApplicationUid,
      },
      { notAfter: portalEnd },
    );
    return c.json({ ...issued, IsExistingUser: true }, 200);
  };
}

/** Routes under /v2/basic-accounts (bearer token required; server/app.ts). */
export function basicAccountRoutes(deps: RouteDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/basic-accounts/:applicationUid/accounts/:accountUid/details', async (c) => {
      const auth = c.get('auth');
      const applicationUid = c.req.param('applicationUid');
      if (applicationUid !== NULL_GUID) await ownedApplication(db, auth, applicationUid);
      const account = await findBasicAccount(db, c.req.param('accountUid'));
      if (!account || account.userUid !== auth.userUid) throw accountNotFound('accountUid', 404);
      return c.json(toBasicAccountDetails(account, auth.email));
    })
    .patch(
      '/basic-accounts/upgrade/:applicationUid',
      queryParams(basicAccountUpgradeQuery),
      async (c) => {
        // Issue 31: the upgrade's submit is the customer's, like the application's.
        refuseImpersonation(c.get('auth'), 'submission');
        const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid'));
        const account = await upgradeTargetOf(db, app);
        if (!account) throw accountNotFound('ApplicationUid');
        const result = await submitApplication(
          deps,
          app,
          c.req.valid('query').sessionId ?? null,
          actorOf(c.get('auth')),
        );
        return c.json({
          IsSuccess: result.IsSuccess,
          AccountNumber: result.AccountNumber ?? account.accountNumber,
        });
      },
    );
}
