/**
 * Sales-assisted registration (doc 1 §2.10, §4.12, §6, §7.3; doc 2 §2.24; doc 3 §1).
 * Sandbox rules: docs/sandbox.md "Sales-assisted"; decisions: docs/decisions.md (doc 1 §7.3).
 *
 * Who is who:
 * - A sales agent (table sales_agents, one broker each) logs in with POST /v2/authenticate
 *   {Email: agent e-mail, Password} and gets a 'Sales' access token (claims: UserUid =
 *   SalesAgentUid = the agent, BrokerCode, ApplicationUid all-zero). The back office hands that
 *   token to the wizard as the assisted entry's `token` (doc 1 §2.10) — the InvitationToken below.
 * - An 'Impersonation' token is the agent acting as one customer: UserUid, Email, LogonUid and
 *   ApplicationUid name the CUSTOMER and their application at the agent's broker; SalesAgentUid
 *   the agent; BrokerCode the broker. It reaches the customer's application routes of that
 *   broker (server/http/auth.ts) but cannot link a bank (403 Error_PermissionDenied).
 *
 * Calls (bodies PascalCase, answers as services/api/contract.ts):
 * - POST /v2/sales/authenticate {InvitationToken, CustomerEmail} → 200 {JwtToken
 *   (Impersonation), JwtRefreshToken}. A customer e-mail not known yet creates the customer with
 *   no password (the invitation's IsNew). 400 InvalidApplicationToken (Context
 *   'InvitationToken': not a valid, unexpired Sales token), 400 UserCanNotLogInOrRegister (a sales
 *   agent's e-mail), 400 EmailAddressIsInvalid / InvitationTokenIsNullOrEmpty.
 * - GET /v2/sales/users/applications?userEmail&brokerCode → 200 [{ApplicationUid,
 *   ApplicationType, AccountType, RegistrationFlowType, ApplicationStep, IsAssisted,
 *   IsCompletedApplication, CreatedOn, CreatedBy}] newest first ([] for an unknown e-mail).
 *   Sales or Impersonation bearer token: 401 InvalidToken; 403 Error_PermissionDenied for a
 *   customer's token, a brokerCode other than the token's, or an Impersonation token asking
 *   for another customer; 400 EmailNotValid (Context 'userEmail').
 * - GET /v2/sales/applications/invitations?invitationToken → 200 {IsNew, Email}. No token.
 *   IsNew (no password yet): the lookup records when it was opened; the customer then sets a
 *   password with POST /v2/sales/passwords and the same token.
 *   Not new: the lookup accepts the invitation (the customer logs in). 400
 *   InvalidApplicationToken (unknown, malformed, superseded or expired; Context
 *   'invitationToken'), 400 ApplicationInvitationAlreadyAccepted.
 * - POST /v2/sales/applications/{applicationUid}/invitations → 204. Sales or Impersonation
 *   token of the application's broker (Impersonation: only its customer's application). Marks
 *   the application IsAssisted (CreatedBy = the agent unless set), supersedes earlier open
 *   invitations and mails a new one (sandbox outbox, template 'sales-invitation'; valid 7 days).
 *   401, 403 Error_PermissionDenied, 404 InvalidApplicationUid, 400 ApplicationIsCompleted.
 * - POST /v2/sales/passwords {Email, Password, InvitationToken} → 204: the invited new
 *   customer's password; then POST /v2/authenticate logs in and names the invited application.
 *   The invitation token is required (issue 20; the wizard sends the one of its
 *   '/sales-invitation?invitation-token=…' link) and must be the e-mail's open invitation.
 *   400 PasswordIsInvalid (Context 'Password'), EmailAddressIsInvalid, InvalidApplicationToken
 *   (Context 'InvitationToken': missing, unknown, superseded, expired, or another customer's),
 *   ApplicationInvitationAlreadyAccepted (also when the customer already has a password). A
 *   refused request changes nothing.
 *
 * Tokens, passwords and e-mails are never logged.
 */
import { mailLocale } from '../providers/mail-texts';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { emailSchema } from '../../services/api/fields';
import {
  salesApplicationsQuery,
  salesAuthenticateRequest,
  salesInvitationQuery,
  salesPasswordRequest,
  usernamesLookupQuery,
  type JwtClaims,
  type Tokens,
} from '../../services/api/contract';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { IssueTokens } from '../auth/sessions';
import type { TokenService } from '../auth/tokens';
import { findApplication } from '../db/applications';
import type { Db } from '../db/client';
import { findBrokerSettings } from '../db/reference';
import {
  acceptInvitation,
  checkInvitation,
  findOrCreateCustomer,
  findSalesAgent,
  findSalesAgentByEmail,
  impersonatedApplication,
  isNewCustomer,
  issueInvitation,
  listBrokerApplications,
  markAssisted,
  markInvitationOpened,
  setFirstPassword,
  type InvitationCheck,
  type SalesAgentRow,
} from '../db/sales';
import { findUser, findUserByEmail, type UserRow } from '../db/users';
import { bearerToken, type AppEnv } from '../http/auth';
import { Errors, fail } from '../http/errors';
import { parseOr400, readJsonBody, refuseNul } from '../http/validation';
import { sendSandboxMail } from '../providers/sandbox-users';
import type { RouteDeps } from './deps';

const INVALID_CREDENTIALS =
  'An incorrect password has been entered for the selected username. Please try again.';
const INVALID_INVITATION = 'The invitation is invalid or has expired.';
const ALREADY_ACCEPTED = 'This invitation was already accepted. Please log in.';

type TokenDeps = { db: Db; tokens: TokenService };
/** What issues a token pair: a new session (login) or the rotation of one (refresh); server/auth/sessions.ts. */
type IssueDeps = { db: Db; issue: IssueTokens };

/** The 400 answer of a refused invitation check, on `context`. */
function invitationRefusal(check: Extract<InvitationCheck, { ok: false }>, context: string) {
  return check.code === 'ApplicationInvitationAlreadyAccepted'
    ? fail(400, 'ApplicationInvitationAlreadyAccepted', ALREADY_ACCEPTED, context)
    : fail(400, 'InvalidApplicationToken', INVALID_INVITATION, context);
}

const notSales = () =>
  fail(
    403,
    'Error_PermissionDenied',
    'Only a sales agent of this broker can do this.',
    'JwtTokenType',
  );

/** A sales agent's own tokens (JwtTokenType 'Sales'). */
export function issueSalesTokens(issue: IssueTokens, agent: SalesAgentRow): Promise<Tokens> {
  return issue({
    userUid: agent.uid,
    email: agent.email,
    logonUid: agent.logonUid,
    applicationUid: null,
    accessType: 'Sales',
    salesAgentUid: agent.uid,
    brokerCode: agent.brokerCode,
  });
}

/**
 * Tokens of `agent` impersonating `customer` (JwtTokenType 'Impersonation'): ApplicationUid is
 * the customer's open application at the agent's broker (impersonatedApplication), else all-zero.
 */
export async function issueImpersonationTokens(
  { db, issue }: IssueDeps,
  agent: SalesAgentRow,
  customer: UserRow,
): Promise<Tokens> {
  return issue({
    userUid: customer.uid,
    email: customer.email,
    logonUid: customer.logonUid,
    applicationUid: await impersonatedApplication(db, customer, agent.brokerCode),
    accessType: 'Impersonation',
    salesAgentUid: agent.uid,
    brokerCode: agent.brokerCode,
  });
}

/**
 * POST /v2/authenticate for a sales agent's e-mail: the agent's 'Sales' tokens, or 400
 * InvalidCredentials (Context 'Username') for a wrong password or a disabled agent (issue 31). null when `username` is not a
 * sales agent (the customer login goes on).
 */
export async function salesAgentLogin(
  deps: IssueDeps,
  username: string,
  password: string,
): Promise<Tokens | null> {
  const agent = await findSalesAgentByEmail(deps.db, username, { includeDisabled: true });
  if (!agent) return null;
  // A disabled agent (issue 31) gets the wrong password's answer, after the same hash work.
  const passwordOk = await verifyPassword(agent.passwordHash, password);
  if (!passwordOk || agent.disabledAt)
    throw fail(400, 'InvalidCredentials', INVALID_CREDENTIALS, 'Username');
  return issueSalesTokens(deps.issue, agent);
}

/** True when the e-mail is a sales agent's (a customer cannot register it). */
export async function isSalesAgentEmail(db: Db, email: string): Promise<boolean> {
  return (await findSalesAgentByEmail(db, email, { includeDisabled: true })) !== null;
}

/**
 * The refresh of a sales-side session (a Refresh token whose AccessTokenType is Impersonation or
 * Sales): the same kind of tokens again — never a customer's Regular token. 401 InvalidToken when
 * the agent or the customer is gone or the claims disagree.
 */
export async function renewSalesSession(deps: IssueDeps, claims: JwtClaims): Promise<Tokens> {
  const agent = await findSalesAgent(deps.db, claims.SalesAgentUid ?? '');
  if (!agent || agent.brokerCode !== claims.BrokerCode) throw Errors.invalidToken();
  if (claims.AccessTokenType === 'Sales') {
    if (claims.UserUid !== agent.uid) throw Errors.invalidToken();
    return issueSalesTokens(deps.issue, agent);
  }
  if (claims.AccessTokenType !== 'Impersonation') throw Errors.invalidToken();
  const customer = await findUser(deps.db, claims.UserUid);
  if (!customer) throw Errors.invalidToken();
  return issueImpersonationTokens(deps, agent, customer);
}

/**
 * The e-mail GET /v2/users/usernames looks up (doc 1 §7.2, every listed input;
 * `usernamesLookupQuery`): `email` (with encryptV1Email=true, the encrypted e-mail of GET
 * /v2/users/uids), else `encryptedUserUid` (the URL 'user' parameter, same encryption), else
 * with formUserInvite=true the invited e-mail of the sales invitation `token`. Sources that are
 * given must agree. 400 EmailNotValid (Context 'Email'), 400 InvalidApplicationToken /
 * ApplicationInvitationAlreadyAccepted (Context 'token'). Looking up does not use the invitation.
 */
export async function usernamesLookupEmail(
  deps: TokenDeps & { now: () => Date },
  query: Record<string, string>,
): Promise<string> {
  const emailNotValid = () => fail(400, 'EmailNotValid', 'Email address is invalid.', 'Email');
  // No refuseNul: a NUL fails the e-mail rule, the decryption or the token pattern (EmailNotValid as before).
  const q = usernamesLookupQuery.safeParse(query);
  if (!q.success) throw emailNotValid();
  const yes = (v: string | undefined) => (v ?? '').trim().toLowerCase() === 'true';
  const found: string[] = [];
  if (q.data.email) {
    const plain = yes(q.data.encryptV1Email)
      ? deps.tokens.openEmail(q.data.email.trim())
      : q.data.email;
    if (plain === null) throw emailNotValid();
    found.push(plain);
  }
  if (q.data.encryptedUserUid) {
    const opened = deps.tokens.openEmail(q.data.encryptedUserUid.trim());
    if (opened === null) throw emailNotValid();
    found.push(opened);
  }
  if (yes(q.data.formUserInvite) && q.data.token) {
    const check = await checkInvitation(deps.db, q.data.token.trim(), deps.now());
    if (!check.ok) throw invitationRefusal(check, 'token');
    const invited = await findUser(deps.db, check.invitation.userUid);
    if (!invited) throw fail(400, 'InvalidApplicationToken', INVALID_INVITATION, 'token');
    found.push(invited.email);
  }
  const valid = found.map((e) => emailSchema.safeParse(e));
  if (!valid.length || valid.some((v) => !v.success)) throw emailNotValid();
  const emails = new Set(valid.map((v) => (v.success ? v.data.toLowerCase() : '')));
  if (emails.size !== 1) throw emailNotValid();
  return valid[0].success ? valid[0].data : '';
}

/**
 * Middleware after requireAuth on POST /v2/applications: an application an impersonating agent
 * creates is IsAssisted with CreatedBy = the agent's name (doc 1 §3).
 */
export function markAssistedCreation(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const agent = c.get('auth')?.impersonation;
    if (!agent || c.req.method !== 'POST' || c.res.status !== 201) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { ApplicationUid?: unknown } | null;
    if (typeof body?.ApplicationUid === 'string')
      await markAssisted(db, body.ApplicationUid, agent.salesAgentName);
  };
}

export function salesRoutes({ db, tokens, sessions, limits, now, log, pii }: RouteDeps) {
  /** The sales caller of the bearer token: an agent ('Sales'), or an agent impersonating a customer. */
  const salesCaller = async (
    c: Context,
  ): Promise<{ agent: SalesAgentRow; customer: UserRow | null }> => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw Errors.invalidToken();
    const verified = await tokens.verify(token, ['Sales', 'Impersonation']);
    const claims = verified && (await sessions.isActive(verified.sid)) ? verified : null;
    if (!claims) {
      if (await tokens.verify(token, 'Regular')) throw notSales();
      throw Errors.invalidToken();
    }
    const agent = await findSalesAgent(db, claims.SalesAgentUid ?? '');
    if (!agent || agent.brokerCode !== claims.BrokerCode) throw Errors.invalidToken();
    if (claims.JwtTokenType === 'Sales') {
      if (claims.UserUid !== agent.uid) throw Errors.invalidToken();
      return { agent, customer: null };
    }
    const customer = await findUser(db, claims.UserUid);
    if (!customer) throw Errors.invalidToken();
    return { agent, customer };
  };

  return new Hono()
    .post('/sales/authenticate', async (c) => {
      await limits.hit(c, 'invitation');
      const body = parseOr400(salesAuthenticateRequest, await readJsonBody(c));
      const verified = await tokens.verify(body.InvitationToken, 'Sales');
      // The agent's own session must still be live (logout ends its invitations too, issue 12).
      const claims = verified && (await sessions.isActive(verified.sid)) ? verified : null;
      const agent = claims ? await findSalesAgent(db, claims.SalesAgentUid ?? '') : null;
      if (
        !claims ||
        !agent ||
        agent.uid !== claims.UserUid ||
        agent.brokerCode !== claims.BrokerCode
      ) {
        throw fail(
          400,
          'InvalidApplicationToken',
          'The sales token is invalid or has expired.',
          'InvitationToken',
        );
      }
      if (await findSalesAgentByEmail(db, body.CustomerEmail, { includeDisabled: true })) {
        throw fail(
          400,
          'UserCanNotLogInOrRegister',
          'A sales agent cannot be the customer.',
          'CustomerEmail',
        );
      }
      const { user, created } = await db.transaction((tx) =>
        findOrCreateCustomer(tx, body.CustomerEmail, agent.brokerCode),
      );
      log('sales.authenticated', { broker: agent.brokerCode, newCustomer: created });
      return c.json(
        await issueImpersonationTokens({ db, issue: (s) => sessions.start(s) }, agent, user),
      );
    })
    .get('/sales/users/applications', async (c) => {
      const { agent, customer } = await salesCaller(c);
      const raw = c.req.query();
      refuseNul(raw);
      const q = salesApplicationsQuery.safeParse(raw);
      if (!q.success) {
        const onEmail = q.error.issues.some((i) => i.path[0] === 'userEmail');
        throw onEmail
          ? fail(400, 'EmailNotValid', 'Email address is invalid.', 'userEmail')
          : fail(400, 'BrokerCodeIsInvalid', 'The broker code is invalid.', 'brokerCode');
      }
      const brokerCode = (q.data.brokerCode || agent.brokerCode).toUpperCase();
      if (brokerCode !== agent.brokerCode) {
        throw fail(
          403,
          'Error_PermissionDenied',
          'A sales token reaches only its own broker.',
          'brokerCode',
        );
      }
      const email = q.data.userEmail.toLowerCase();
      if (customer && customer.email !== email) {
        throw fail(
          403,
          'Error_PermissionDenied',
          'An impersonation token reaches only its own customer.',
          'userEmail',
        );
      }
      const user = customer ?? (await findUserByEmail(db, email));
      return c.json(user ? await listBrokerApplications(db, user.uid, brokerCode) : []);
    })
    .get('/sales/applications/invitations', async (c) => {
      await limits.hit(c, 'invitation');
      // A NUL fails the token pattern before any query: InvalidApplicationToken.
      const q = salesInvitationQuery.safeParse(c.req.query());
      if (!q.success)
        throw fail(400, 'InvalidApplicationToken', INVALID_INVITATION, 'invitationToken');
      const at = now();
      const check = await checkInvitation(db, q.data.invitationToken, at);
      if (!check.ok) throw invitationRefusal(check, 'invitationToken');
      const user = await findUser(db, check.invitation.userUid);
      if (!user) throw fail(400, 'InvalidApplicationToken', INVALID_INVITATION, 'invitationToken');
      if (isNewCustomer(user)) {
        await markInvitationOpened(db, check.invitation.tokenHash, at);
        return c.json({ IsNew: true, Email: user.email });
      }
      // An existing customer logs in with their own password: opening the link accepts it.
      if (!(await acceptInvitation(db, check.invitation, at))) {
        throw fail(
          400,
          'ApplicationInvitationAlreadyAccepted',
          ALREADY_ACCEPTED,
          'invitationToken',
        );
      }
      log('sales.invitation_accepted', { newCustomer: false });
      return c.json({ IsNew: false, Email: user.email });
    })
    .post('/sales/applications/:applicationUid/invitations', async (c) => {
      const { agent, customer } = await salesCaller(c);
      const app = await findApplication(db, c.req.param('applicationUid'));
      if (!app) throw Errors.invalidApplicationUid();
      if (app.brokerCode !== agent.brokerCode || (customer && app.userUid !== customer.uid))
        throw Errors.permissionDenied();
      if (app.isCompleted) throw Errors.applicationIsCompleted();
      const invitee = await findUser(db, app.userUid);
      if (!invitee) throw Errors.invalidApplicationUid();
      const settings = await findBrokerSettings(db, app.brokerCode);
      await db.transaction(async (tx) => {
        await markAssisted(tx, app.uid, agent.name);
        const { token, expiresAt } = await issueInvitation(
          tx,
          { applicationUid: app.uid, userUid: invitee.uid, salesAgentUid: agent.uid },
          now(),
        );
        await sendSandboxMail(tx, pii, invitee.email, 'sales-invitation', {
          InvitationToken: token,
          InvitationUrl: `${settings?.RegistrationUrl ?? ''}/sales-invitation?invitation-token=${token}`,
          ApplicationUid: app.uid,
          BrokerCode: app.brokerCode,
          BrokerName: settings?.BrokerName ?? app.brokerCode,
          SalesAgentName: agent.name,
          ExpiresOn: expiresAt.toISOString(),
          // Issue 24: the invitee's language (their profile's), else English.
          Language: mailLocale(invitee.language),
        });
      });
      log('sales.invitation_sent', { broker: app.brokerCode, newCustomer: isNewCustomer(invitee) });
      return c.body(null, 204);
    })
    .post('/sales/passwords', async (c) => {
      const raw = await readJsonBody(c);
      const email =
        raw && typeof raw === 'object' && typeof (raw as { Email?: unknown }).Email === 'string'
          ? (raw as { Email: string }).Email
          : null;
      await limits.hit(c, 'registration', email);
      const body = parseOr400(salesPasswordRequest, raw);
      if (body.Password.toLowerCase() === body.Email.toLowerCase()) {
        throw fail(
          400,
          'PasswordIsInvalid',
          'fields.errors.validation.passwordEqualsEmail',
          'Password',
        );
      }
      // The invitation token itself is required (issue 20): knowing the e-mail of a customer
      // whose link was opened is not enough.
      if (!body.InvitationToken)
        throw fail(
          400,
          'InvalidApplicationToken',
          'The invitation token is required.',
          'InvitationToken',
        );
      const at = now();
      const user = await findUserByEmail(db, body.Email);
      const check = await checkInvitation(db, body.InvitationToken, at);
      if (check.ok && check.invitation.userUid !== user?.uid) {
        throw fail(400, 'InvalidApplicationToken', INVALID_INVITATION, 'InvitationToken');
      }
      if (!check.ok) throw invitationRefusal(check, 'InvitationToken');
      if (!user || !isNewCustomer(user))
        throw fail(400, 'ApplicationInvitationAlreadyAccepted', ALREADY_ACCEPTED, 'Email');
      const invitation = check.invitation;
      const passwordHash = await hashPassword(body.Password);
      await db.transaction(async (tx) => {
        if (
          !(await setFirstPassword(tx, user.uid, passwordHash)) ||
          !(await acceptInvitation(tx, invitation, at))
        ) {
          throw fail(400, 'ApplicationInvitationAlreadyAccepted', ALREADY_ACCEPTED, 'Email');
        }
      });
      log('sales.invitation_accepted', { newCustomer: true });
      return c.body(null, 204);
    });
}
