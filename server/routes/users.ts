/**
 * Users and authentication (doc 1 §7.2). No bearer token needed.
 *
 * - GET /v2/users/usernames?email → 200 {Usernames} ([] for an unknown e-mail);
 *   400 EmailNotValid (Context 'Email') for a malformed e-mail.
 * - POST /v2/users?applicationType&registrationFlowType&brokerCode&<kind>AccountType
 *   {Email, Password, TrackingDetails, …} → 201 {JwtToken, JwtRefreshToken, IsExistingUser:false}.
 *   Creates the user (username = e-mail, argon2id hash) AND their first application of the
 *   chosen kind; the tokens' ApplicationUid names it. Errors (400): EmailAddressIsInvalid,
 *   PasswordIsInvalid (Context 'Password', also when it equals the e-mail),
 *   UsernameAlreadyExists (Context 'Email'), TrackingDetailsModelIsNull, Error_BrokerNotFound,
 *   InvalidRecaptchaToken (only when the broker enables the captcha).
 * - POST /v2/authenticate {Email: username, Password, TrackingDetails} → 200 tokens;
 *   400 InvalidCredentials (Context 'Username') for an unknown username or a wrong password.
 * - POST /v2/authenticate/authenticate/refresh {JwtToken, JwtRefreshToken} → 200 new tokens
 *   whose ApplicationUid is the user's current application; 401 InvalidToken.
 */
import { Hono } from 'hono';
import {
  authenticateRequest,
  createUserQuery,
  createUserRequest,
  refreshRequest,
  usernamesQuery,
  type ApplicationType,
} from '../../services/api/contract';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { insertApplication } from '../db/applications';
import { findBrokerSettings } from '../db/reference';
import { recordTracking } from '../db/tracking';
import { findUser, findUserByEmail, findUserByUsername, insertUser, setCurrentApplication, usernamesForEmail } from '../db/users';
import { Errors, fail } from '../http/errors';
import { jsonBody, queryParams } from '../http/validation';
import type { RouteDeps } from './deps';

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
    type === 'IRA' ? q.iraAccountType
    : type === 'UTMA' ? q.utmaAccountType
    : type === 'Corporate' ? q.corporateAccountType
    : type === 'JointTenants' ? q.jointTenantsAccountType
    : undefined;
  return byType || q.accountType || null;
}

export function userRoutes({ db, tokens, defaultBrokerCode, log }: RouteDeps) {
  return new Hono()
    .get('/users/usernames', async (c) => {
      const parsed = usernamesQuery.safeParse(c.req.query());
      if (!parsed.success) throw fail(400, 'EmailNotValid', 'Email address is invalid.', 'Email');
      return c.json({ Usernames: await usernamesForEmail(db, parsed.data.email) });
    })
    .post('/users', queryParams(createUserQuery), jsonBody(createUserRequest), async (c) => {
      const q = c.req.valid('query');
      const body = c.req.valid('json');
      if (body.Password.toLowerCase() === body.Email.toLowerCase()) {
        throw fail(400, 'PasswordIsInvalid', 'fields.errors.validation.passwordEqualsEmail', 'Password');
      }
      const brokerCode = (q.brokerCode || defaultBrokerCode).toUpperCase();
      const settings = await findBrokerSettings(db, brokerCode);
      if (!settings) throw fail(400, 'Error_BrokerNotFound', 'Broker was not found.', 'brokerCode');
      if (settings.EnableGoogleReCaptcha && !body.RecaptchaToken) {
        throw fail(400, 'InvalidRecaptchaToken', 'The captcha answer is missing or invalid.', 'RecaptchaToken');
      }
      const taken = () => fail(400, 'UsernameAlreadyExists', 'Username already exists.', 'Email');
      if (await findUserByEmail(db, body.Email)) throw taken();

      const passwordHash = await hashPassword(body.Password);
      const applicationType = q.applicationType || null;
      const created = await db.transaction(async (tx) => {
        const user = await insertUser(tx, { email: body.Email, passwordHash, brokerCode });
        if (!user) throw taken();
        const app = await insertApplication(tx, {
          userUid: user.uid,
          brokerCode,
          applicationType,
          accountType: accountTypeFromQuery(applicationType, q),
          registrationFlowType: q.registrationFlowType === 2 ? 2 : 1,
        });
        await setCurrentApplication(tx, user.uid, app.uid);
        await recordTracking(
          tx,
          'createUser',
          { ...body.TrackingDetails, ReferralCode: body.ReferralCode ?? null, ReferrerEmail: body.ReferrerEmail ?? null },
          { userUid: user.uid, applicationUid: app.uid },
        );
        return { user, app };
      });
      log('user.created', { applicationType, broker: brokerCode });
      const issued = await tokens.issue({
        userUid: created.user.uid,
        email: created.user.email,
        logonUid: created.user.logonUid,
        applicationUid: created.app.uid,
      });
      return c.json({ ...issued, IsExistingUser: false }, 201);
    })
    .post('/authenticate', jsonBody(authenticateRequest), async (c) => {
      const body = c.req.valid('json');
      const user = await findUserByUsername(db, body.Email);
      const ok = user
        ? await verifyPassword(user.passwordHash, body.Password)
        : (await verifyPassword(await getDummyHash(), body.Password), false);
      if (!user || !ok) throw fail(400, 'InvalidCredentials', INVALID_CREDENTIALS, 'Username');
      if (body.TrackingDetails) {
        await recordTracking(db, 'authenticate', body.TrackingDetails, { userUid: user.uid });
      }
      return c.json(
        await tokens.issue({
          userUid: user.uid,
          email: user.email,
          logonUid: user.logonUid,
          applicationUid: user.currentApplicationUid,
        }),
      );
    })
    .post('/authenticate/authenticate/refresh', async (c) => {
      const raw: unknown = await c.req.json().catch(() => null);
      const body = refreshRequest.safeParse(raw);
      if (!body.success) throw Errors.invalidToken();
      const claims = await tokens.verify(body.data.JwtRefreshToken, 'Refresh');
      const user = claims ? await findUser(db, claims.UserUid) : null;
      if (!user) throw Errors.invalidToken();
      return c.json(
        await tokens.issue({
          userUid: user.uid,
          email: user.email,
          logonUid: user.logonUid,
          applicationUid: user.currentApplicationUid,
        }),
      );
    });
}

