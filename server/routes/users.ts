/**
 * Users and authentication (doc 1 §7.2). No bearer token needed.
 *
 * - GET /v2/users/usernames?email&recaptchaToken[&brokerCode] → 200 {Usernames} ([] for an unknown
 *   e-mail); 400 EmailNotValid (Context 'Email') for a malformed e-mail; 400 InvalidRecaptchaToken
 *   (Context 'recaptchaToken') when the broker (brokerCode, else the server's default broker) has
 *   the captcha on and recaptchaToken is not its answer (checked before the old-portal 302);
 *   400 Error_BrokerNotFound (Context 'brokerCode') for an unknown brokerCode. The other inputs of doc 1 §7.2
 *   (encryptV1Email, encryptedUserUid, formUserInvite + token) can name the e-mail instead:
 *   `usernamesLookupEmail` in server/routes/sales.ts.
 * - POST /v2/users?applicationType&registrationFlowType&brokerCode&<kind>AccountType
 *   {Email, Password, TrackingDetails, …} → 201 {JwtToken, JwtRefreshToken, IsExistingUser:false}.
 *   Creates the user (username = e-mail, argon2id hash) AND their first application of the
 *   chosen kind; the tokens' ApplicationUid names it. Errors (400): EmailAddressIsInvalid,
 *   PasswordIsInvalid (Context 'Password', also when it equals the e-mail),
 *   UsernameAlreadyExists (Context 'Email'; InvalidCredentialsBasicAccount when the e-mail is a
 *   basic-account holder's), TrackingDetailsModelIsNull, Error_BrokerNotFound,
 *   InvalidRecaptchaToken (only when the broker enables the captcha), AccountTypeIsInvalid (Context
 *   'accountType': the `accountType` key is not a sub-type of applicationType, doc 1 §9; the
 *   per-kind keys are enums of their kind's sub-types). IsExistingUser is false:
 *   this form always creates a user. With accountUid/accountCode/isFromDashboard=true it is the
 *   upgrade variant (server/routes/basic-accounts.ts): with the holder's portal bearer (else 401
 *   InvalidToken, issue 20), 200 tokens of the existing basic-account holder, IsExistingUser true.
 * - POST /v2/authenticate {Email: username, Password, TrackingDetails} → 200 tokens of a new
 *   session; 400 InvalidCredentials (Context 'Username') for an unknown username or a wrong password.
 * - POST /v2/authenticate/authenticate/refresh {JwtToken, JwtRefreshToken} → 200 new tokens
 *   whose ApplicationUid is the user's current application; the refresh token is rotated (the old
 *   one is spent; presenting it again revokes the session). 401 InvalidToken, also after the
 *   session's absolute end (12 h after the login).
 * - POST /v2/authenticate/logout {JwtRefreshToken?} (and/or the bearer token) → 204: ends that
 *   session (issue 12, not in the spec).
 * - POST /v2/users/plain {Email, Password, RecaptchaToken?, TrackingDetails?} → 201 tokens of a
 *   user without an application (ApplicationUid all-zero). Errors as create user.
 * - POST /v2/authenticate/authenticate/generate {JwtToken} → 200 tokens carrying PortalLogonUid
 *   (login with a token); 401 InvalidToken. The new session ends with the token's session: at
 *   its absolute end, and at its logout or revocation (issue 31).
 * - POST /v2/users/passwords/reset_token?username (body the username as a JSON string or
 *   {Username}) → 204; the 'rpt_…' token (1 hour, single use) goes to the sandbox outbox. It
 *   ends the user's earlier unused reset tokens (they answer TokenHasExpired; issue 20).
 *   400 UsernameIsNullOrEmpty, 400 UsernameDoesNotExist (Context 'Username').
 * - POST /v2/users/passwords {PasswordResetToken, NewPassword} → 204. 400 TokenDoesNotMatch,
 *   TokenHasExpired, InvalidToken (already used) — Context 'PasswordResetToken'; 400
 *   PasswordIsInvalid (Context 'NewPassword', also when equal to the e-mail). A refused request
 *   leaves the token usable. Success ends every session of the user, every other unused reset
 *   token and every live KYC phone hand-off of their applications (410 HandoffTokenExpired;
 *   issue 20).
 * - GET /v2/users/uids?email → 200 {Uid: encrypted e-mail}; 400 EmailNotValid.
 * - GET /v2/users/emails?uid → 200 {Email}; 400 UidIsInvalid (Context 'uid').
 *   Both count as e-mail checks (per client and per e-mail / uid; 429 TooManyRequests; issue 31).
 *
 * Old portal (docs/sandbox.md): usernames, create user (also plain) and authenticate answer 302
 * for an e-mail known to the old portal, Location {OLD_PORTAL_URL}/r/start?user=<encrypted
 * e-mail>, body {ErrorMessage, Errors:[{Code:'UserIsOnOldPortal', Context:'Email'}]}.
 * Issue 12: usernames, create user (also plain and upgrade), authenticate, the reset request and
 * the new password are rate limited (429 TooManyRequests + Retry-After; server/http/rate-limit.ts);
 * wrong passwords lock the account progressively; a new password ends every session of the user.
 * Issue 20: wrong passwords and lockouts are logged as security events (no e-mail).
 * Captcha: with the broker's EnableGoogleReCaptcha on, create user and plain user need a captcha
 * answer for the action 'signup' in RecaptchaToken, usernames one for 'email_check' in the
 * recaptchaToken query key, as the injected verifier judges it (RouteDeps.captcha,
 * server/providers/captcha.ts: the sandbox's 'sandbox-captcha-pass', or Google's siteverify
 * with score, action and hostname checked when RECAPTCHA_SECRET is set; issue 20); 400
 * InvalidRecaptchaToken (Context 'RecaptchaToken' / 'recaptchaToken') otherwise.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  authenticateRequest,
  createPlainUserRequest,
  createUserQuery,
  createUserRequest,
  generateTokensRequest,
  isAccountTypeOf,
  logoutRequest,
  newPasswordRequest,
  passwordResetTokenBody,
  passwordResetTokenQuery,
  refreshRequest,
  userEmailsQuery,
  userUidsQuery,
  type ApplicationType,
} from '../../services/api/contract';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { TokenService, TokenSubject } from '../auth/tokens';
import { consumeResetToken, issueResetToken, revokeResetTokens } from '../db/password-resets';
import { revokeHandoffsOfUser } from '../db/handoffs';
import {
  isOldPortalEmail as isSandboxOldPortalEmail,
  OLD_PORTAL_URL,
  sendSandboxMail,
} from '../providers/sandbox-users';
import { subscribeNewUser } from '../providers/marketing-lists';
import { insertApplication } from '../db/applications';
import { holdsBasicAccount } from '../db/basic-accounts';
import { findBrokerSettings } from '../db/reference';
import { recordTracking } from '../db/tracking';
import {
  findUser,
  findUserByEmail,
  findUserByUsername,
  insertUser,
  setCurrentApplication,
  setPasswordHash,
  usernamesForEmail,
  type UserRow,
} from '../db/users';
import { ApiError, Errors, fail } from '../http/errors';
import { bearerToken } from '../http/auth';
import { SessionRefused } from '../auth/sessions';
import { jsonBody, parseOr400, queryParams, readJsonBody } from '../http/validation';
import { createUserUpgradeVariant, invalidCredentialsBasicAccount } from './basic-accounts';
import { currentRequest } from '../http/log-context';
import type { RouteDeps } from './deps';
import { mailLocale } from '../providers/mail-texts';
import {
  isSalesAgentEmail,
  renewSalesSession,
  salesAgentLogin,
  usernamesLookupEmail,
} from './sales';

/** The client's address for the captcha's `remoteip` (undefined outside a served request). */
const remoteIp = () => currentRequest()?.clientIp?.();

const INVALID_CREDENTIALS =
  'An incorrect password has been entered for the selected username. Please try again.';

/** A real argon2id hash of a random password, verified when the username is unknown (same timing). */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()));

/** The account sub-type the create-user query names for an application type (doc 1 §7.2). */
export function accountTypeFromQuery(
  type: ApplicationType | null,
  q: {
    iraAccountType?: string;
    utmaAccountType?: string;
    corporateAccountType?: string;
    jointTenantsAccountType?: string;
    accountType?: string;
  },
): string | null {
  const byType =
    type === 'IRA'
      ? q.iraAccountType
      : type === 'UTMA'
        ? q.utmaAccountType
        : type === 'Corporate'
          ? q.corporateAccountType
          : type === 'JointTenants'
            ? q.jointTenantsAccountType
            : undefined;
  return byType || q.accountType || null;
}

const OLD_PORTAL_TEXT =
  'You already have user on old registration portal and you will be redirected';

/** The 302 answer for an e-mail of the old portal (docs/sandbox.md). */
export function oldPortalRedirect(c: Context, tokens: TokenService, email: string) {
  const location = `${OLD_PORTAL_URL}/r/start?user=${tokens.sealEmail(email.trim().toLowerCase())}`;
  c.header('Location', location);
  return c.json(
    {
      ErrorMessage: OLD_PORTAL_TEXT,
      Errors: [{ Code: 'UserIsOnOldPortal', Message: OLD_PORTAL_TEXT, Context: 'Email' }],
    },
    302,
  );
}

export function userRoutes({
  db,
  tokens,
  sessions,
  limits,
  defaultBrokerCode,
  log,
  now,
  marketingLists,
  sandboxProviders,
  captcha,
  pii,
}: RouteDeps) {
  /** The sandbox's old portal (302) answers only while its rule is on: never in production unless named (issue 20). */
  const isOldPortalEmail = (email: string) =>
    sandboxProviders.has('old-portal') && isSandboxOldPortalEmail(email);
  /** Broker, captcha and password-equals-e-mail checks shared by create user and plain user. */
  const checkNewUser = async (
    body: { Email: string; Password: string; RecaptchaToken?: string | null },
    code: string,
  ) => {
    if (body.Password.toLowerCase() === body.Email.toLowerCase()) {
      throw fail(
        400,
        'PasswordIsInvalid',
        'fields.errors.validation.passwordEqualsEmail',
        'Password',
      );
    }
    const settings = await findBrokerSettings(db, code);
    if (!settings) throw fail(400, 'Error_BrokerNotFound', 'Broker was not found.', 'brokerCode');
    if (
      settings.EnableGoogleReCaptcha &&
      !(await captcha.verify(body.RecaptchaToken, { action: 'signup', remoteIp: remoteIp() }))
    ) {
      throw fail(
        400,
        'InvalidRecaptchaToken',
        'The captcha answer is missing or invalid.',
        'RecaptchaToken',
      );
    }
    const existing = await findUserByEmail(db, body.Email);
    // A basic-account holder's e-mail (doc 1 §8.2 InvalidCredentialsBasicAccount; they upgrade instead).
    if (existing)
      throw (await holdsBasicAccount(db, existing.uid))
        ? invalidCredentialsBasicAccount()
        : taken();
    // A sales agent's e-mail is not a customer's (doc 1 §6; server/routes/sales.ts).
    if (await isSalesAgentEmail(db, body.Email)) throw taken();
  };
  const taken = () => fail(400, 'UsernameAlreadyExists', 'Username already exists.', 'Email');
  /**
   * A wrong password (or unknown username): counted toward the lockout and logged as the
   * security events 'login.failed' and, when it locks the account, 'login.locked' (issue 20;
   * userUid when the username exists, never the e-mail).
   */
  const loginFailed = async (account: string, userUid: string | null) => {
    const lockedForS = await limits.loginFailed(account);
    log('security', { kind: 'login.failed', userUid });
    if (lockedForS > 0) log('security', { kind: 'login.locked', userUid, lockedForS });
  };
  /** The token subject of `user`, naming their current application (doc 1 §3 claims). */
  const subjectOf = (user: UserRow, extra: { portalLogonUid?: string } = {}) => ({
    userUid: user.uid,
    email: user.email,
    logonUid: user.logonUid,
    applicationUid: user.currentApplicationUid,
    ...extra,
  });

  return new Hono()
    .get('/users/usernames', async (c) => {
      // email, or encryptV1Email / encryptedUserUid / formUserInvite+token (doc 1 §7.2; server/routes/sales.ts).
      const query = c.req.query();
      // Rate limited per client and per looked-up e-mail (issue 12): the list stays, bounded.
      await limits.hit(
        c,
        'emailCheck',
        query.email ?? query.encryptedUserUid ?? query.token ?? null,
      );
      const email = await usernamesLookupEmail({ db, tokens, now }, query);
      // doc 1 §7.2 ?recaptchaToken: checked before anything about the e-mail is answered.
      const brokerCode =
        typeof query.brokerCode === 'string' && query.brokerCode.trim()
          ? query.brokerCode.trim()
          : defaultBrokerCode;
      const settings = brokerCode.length <= 20 ? await findBrokerSettings(db, brokerCode) : null;
      if (!settings) throw fail(400, 'Error_BrokerNotFound', 'Broker was not found.', 'brokerCode');
      if (
        settings.EnableGoogleReCaptcha &&
        !(await captcha.verify(query.recaptchaToken, {
          action: 'email_check',
          remoteIp: remoteIp(),
        }))
      ) {
        throw fail(
          400,
          'InvalidRecaptchaToken',
          'The captcha answer is missing or invalid.',
          'recaptchaToken',
        );
      }
      if (isOldPortalEmail(email)) return oldPortalRedirect(c, tokens, email);
      return c.json({ Usernames: await usernamesForEmail(db, email) });
    })
    .get('/users/uids', async (c) => {
      // An e-mail look-up without a token: limited with the e-mail check (issue 31).
      await limits.hit(c, 'emailCheck', c.req.query('email') ?? null);
      const parsed = userUidsQuery.safeParse(c.req.query());
      if (!parsed.success) throw fail(400, 'EmailNotValid', 'Email address is invalid.', 'Email');
      return c.json({ Uid: tokens.sealEmail(parsed.data.email.toLowerCase()) });
    })
    .get('/users/emails', async (c) => {
      // Opens an encrypted e-mail without a token: limited with the e-mail check (issue 31).
      await limits.hit(c, 'emailCheck', c.req.query('uid') ?? null);
      const parsed = userEmailsQuery.safeParse(c.req.query());
      const email = parsed.success ? tokens.openEmail(parsed.data.uid) : null;
      if (email === null) throw fail(400, 'UidIsInvalid', 'The user id is invalid.', 'uid');
      return c.json({ Email: email });
    })
    .post('/users/plain', jsonBody(createPlainUserRequest), async (c) => {
      const body = c.req.valid('json');
      await limits.hit(c, 'registration', body.Email);
      if (isOldPortalEmail(body.Email)) return oldPortalRedirect(c, tokens, body.Email);
      const brokerCode = defaultBrokerCode;
      await checkNewUser(body, brokerCode);
      const passwordHash = await hashPassword(body.Password);
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(tx, { email: body.Email, passwordHash, brokerCode });
        if (!created) throw taken();
        if (body.TrackingDetails)
          await recordTracking(tx, 'createPlainUser', body.TrackingDetails, {
            userUid: created.uid,
          });
        return created;
      });
      log('user.created', { applicationType: null, broker: brokerCode, plain: true });
      const issued = await sessions.start({
        userUid: user.uid,
        email: user.email,
        logonUid: user.logonUid,
        applicationUid: null,
      });
      return c.json(issued, 201);
    })
    .post('/users/passwords/reset_token', queryParams(passwordResetTokenQuery), async (c) => {
      const raw = await readJsonBody(c);
      const body = passwordResetTokenBody.safeParse(raw);
      const fromBody = body.success
        ? typeof body.data === 'string'
          ? body.data
          : (body.data.Username ?? '')
        : '';
      const username = (c.req.valid('query').username || fromBody).trim();
      await limits.hit(c, 'resetRequest', username || null);
      if (!username)
        throw fail(
          400,
          'UsernameIsNullOrEmpty',
          'You must enter your email address first.',
          'Username',
        );
      const user = await findUserByUsername(db, username);
      if (!user)
        throw fail(
          400,
          'UsernameDoesNotExist',
          'User with provided username or email does not exist',
          'Username',
        );
      await db.transaction(async (tx) => {
        const token = await issueResetToken(tx, user.uid, now());
        await sendSandboxMail(tx, pii, user.email, 'password-reset', {
          PasswordResetToken: token,
          Username: username.toLowerCase(),
          // Issue 24: the mail's language (the profile's, else the request's).
          Language: mailLocale(user.language, c.req.header('Accept-Language')),
        });
      });
      log('user.password_reset_requested', {});
      return c.body(null, 204);
    })
    .post('/users/passwords', async (c) => {
      await limits.hit(c, 'resetUse');
      const body = parseOr400(newPasswordRequest, await readJsonBody(c));
      const passwordHash = await hashPassword(body.NewPassword);
      await db.transaction(async (tx) => {
        const used = await consumeResetToken(tx, body.PasswordResetToken, now());
        if (!used.ok) {
          const message =
            used.code === 'TokenHasExpired'
              ? 'The provided reset token has expired.'
              : used.code === 'InvalidToken'
                ? 'You already changed your password.'
                : 'The reset token has expired or is not valid.';
          throw fail(400, used.code, message, 'PasswordResetToken');
        }
        const user = await findUser(tx, used.userUid);
        if (!user)
          throw fail(
            400,
            'TokenDoesNotMatch',
            'The reset token has expired or is not valid.',
            'PasswordResetToken',
          );
        if (user.email.toLowerCase() === body.NewPassword.toLowerCase()) {
          throw fail(
            400,
            'PasswordIsInvalid',
            'fields.errors.validation.passwordEqualsEmail',
            'NewPassword',
          );
        }
        await setPasswordHash(tx, user.uid, passwordHash);
        // A new password ends every session of the user (issue 12), every other reset link and
        // every live KYC phone hand-off of their applications (issue 20).
        await sessions.revokeSubject(user.uid, 'password', tx);
        await revokeResetTokens(tx, user.uid, now());
        await revokeHandoffsOfUser(tx, user.uid, now());
      });
      log('user.password_changed', {});
      return c.body(null, 204);
    })
    .post('/authenticate/authenticate/generate', async (c) => {
      const body = generateTokensRequest.safeParse(await c.req.json().catch(() => null));
      const claims = body.success ? await tokens.verify(body.data.JwtToken, 'Regular') : null;
      // A live session only; the new session ends no later than the one it comes from.
      const end = claims ? await sessions.endOf(claims.sid) : null;
      const user = claims && end ? await findUser(db, claims.UserUid) : null;
      if (!claims || !user || !end) throw Errors.invalidToken();
      return c.json(
        // …and is revoked with it (its logout, a refresh reuse; issue 31).
        await sessions.start(subjectOf(user, { portalLogonUid: user.logonUid }), {
          notAfter: end,
          parentId: claims.sid,
        }),
      );
    })
    .post(
      '/users',
      createUserUpgradeVariant({ db, tokens, sessions, limits, log }),
      queryParams(createUserQuery),
      jsonBody(createUserRequest),
      async (c) => {
        const q = c.req.valid('query');
        const body = c.req.valid('json');
        await limits.hit(c, 'registration', body.Email);
        if (isOldPortalEmail(body.Email)) return oldPortalRedirect(c, tokens, body.Email);
        const brokerCode = (q.brokerCode || defaultBrokerCode).toUpperCase();
        await checkNewUser(body, brokerCode);

        const applicationType = q.applicationType || null;
        const accountType = accountTypeFromQuery(applicationType, q);
        // doc 1 §9: the free `accountType` key must name a sub-type of the kind (Individual: none).
        if (!isAccountTypeOf(applicationType, accountType)) {
          throw fail(
            400,
            'AccountTypeIsInvalid',
            `'${accountType}' is not an account type of ${applicationType ?? 'an application without a type'}.`,
            'accountType',
          );
        }
        const passwordHash = await hashPassword(body.Password);
        const created = await db.transaction(async (tx) => {
          const user = await insertUser(tx, { email: body.Email, passwordHash, brokerCode });
          if (!user) throw taken();
          const app = await insertApplication(tx, {
            userUid: user.uid,
            brokerCode,
            applicationType,
            accountType,
            registrationFlowType: q.registrationFlowType === 2 ? 2 : 1,
          });
          await setCurrentApplication(tx, user.uid, app.uid);
          await recordTracking(
            tx,
            'createUser',
            {
              ...body.TrackingDetails,
              ReferralCode: body.ReferralCode ?? null,
              ReferrerEmail: body.ReferrerEmail ?? null,
            },
            { userUid: user.uid, applicationUid: app.uid },
          );
          return { user, app };
        });
        log('user.created', { applicationType, broker: brokerCode });
        // doc 1 §1: the marketing service subscribes the e-mail, outside the AIP flow (never fails the call).
        await subscribeNewUser(marketingLists, log, {
          email: created.user.email,
          brokerCode,
          userUid: created.user.uid,
          registrationFlowType: q.registrationFlowType,
        });
        const issued = await sessions.start({
          userUid: created.user.uid,
          email: created.user.email,
          logonUid: created.user.logonUid,
          applicationUid: created.app.uid,
        });
        return c.json({ ...issued, IsExistingUser: false }, 201);
      },
    )
    .post('/authenticate', jsonBody(authenticateRequest), async (c) => {
      const body = c.req.valid('json');
      // Per client, then the account's lockout: while locked even the right password waits (issue 12).
      await limits.hit(c, 'login');
      const account = body.Email.trim().toLowerCase();
      await limits.assertNotLocked(account);
      const user = await findUserByUsername(db, body.Email);
      // A sales agent's e-mail logs the agent in: 'Sales' tokens (doc 1 §6; server/routes/sales.ts).
      let agentTokens: Awaited<ReturnType<typeof salesAgentLogin>> = null;
      if (!user) {
        try {
          agentTokens = await salesAgentLogin(
            { db, issue: (s) => sessions.start(s) },
            body.Email,
            body.Password,
          );
        } catch (err) {
          if (err instanceof ApiError && err.errors[0]?.Code === 'InvalidCredentials')
            await loginFailed(account, null);
          throw err;
        }
      }
      if (agentTokens) {
        await limits.loginSucceeded(account);
        return c.json(agentTokens);
      }
      if (!user && isOldPortalEmail(body.Email)) return oldPortalRedirect(c, tokens, body.Email);
      const ok = user
        ? await verifyPassword(user.passwordHash, body.Password)
        : (await verifyPassword(await getDummyHash(), body.Password), false);
      if (!user || !ok) {
        await loginFailed(account, user?.uid ?? null);
        throw fail(400, 'InvalidCredentials', INVALID_CREDENTIALS, 'Username');
      }
      await limits.loginSucceeded(account);
      if (body.TrackingDetails) {
        await recordTracking(db, 'authenticate', body.TrackingDetails, { userUid: user.uid });
      }
      return c.json(await sessions.start(subjectOf(user)));
    })
    .post('/authenticate/authenticate/refresh', async (c) => {
      const raw: unknown = await c.req.json().catch(() => null);
      const body = refreshRequest.safeParse(raw);
      if (!body.success) throw Errors.invalidToken();
      // Only the family's newest refresh token works; a replay revokes the family; none after
      // the session's absolute end (server/auth/sessions.ts, issue 12).
      const refresh = await sessions.beginRefresh(body.data.JwtRefreshToken);
      if (!refresh) throw Errors.invalidToken();
      const { claims } = refresh;
      const issue = (s: TokenSubject) =>
        refresh.issue(s).catch((err: unknown) => {
          throw err instanceof SessionRefused ? Errors.invalidToken() : err;
        });
      // A sales agent's or an impersonation session renews as the same kind (never Regular).
      if ((claims.AccessTokenType ?? 'Regular') !== 'Regular')
        return c.json(await renewSalesSession({ db, issue }, claims));
      const user = await findUser(db, claims.UserUid);
      if (!user) throw Errors.invalidToken();
      return c.json(await issue(subjectOf(user)));
    })
    .post('/authenticate/logout', async (c) => {
      // Ends the session of the refresh token in the body, else of the bearer token; always 204
      // (idempotent; an unusable token has no session to end). Expired tokens still name it.
      const raw: unknown = await c.req.json().catch(() => null);
      const body = logoutRequest.safeParse(raw ?? {});
      const candidates = [
        body.success ? body.data.JwtRefreshToken : undefined,
        bearerToken(c.req.header('Authorization')) ?? undefined,
      ];
      for (const token of candidates) {
        const sid = token ? await tokens.sessionOf(token) : null;
        if (sid) {
          await sessions.revoke(sid, 'logout');
          log('user.logged_out', {});
          break;
        }
      }
      return c.body(null, 204);
    });
}
