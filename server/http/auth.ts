/**
 * Bearer authentication and application ownership (doc 1 §7.1, §8.1).
 *
 * - `requireAuth`: `Authorization: Bearer <JwtToken>` must be a valid, unexpired access token
 *   of an existing user whose session (`sid` claim) is live; otherwise 401 `{Errors:[{Code:'InvalidToken'}]}`. JwtTokenType 'Regular'
 *   (the account owner) or 'Impersonation' (a sales agent acting as the customer, doc 1 §6:
 *   the caller is the customer the token names, `auth.impersonation` the agent, and
 *   `auth.brokerCode` the agent's broker; the agent must still exist).
 * - `ownedApplication`: the ApplicationUid must exist (404 InvalidApplicationUid) and belong to
 *   the caller (403 Error_PermissionDenied); under impersonation also to the agent's broker
 *   ("a sales token only its broker's").
 * - `refuseImpersonation`: 403 Error_PermissionDenied for an impersonation token ("an
 *   impersonation token cannot link a bank", doc 3 §1, §4).
 *   Issue 31 (doc 1 §6 "the review submit sends an invitation; the customer signs"): the same 403
 *   on the customer's legal acts — `refuseImpersonation(auth, 'agreement' | 'certification' |
 *   'submission')` on agreement acceptance, the backup-withholding certification, the submission
 *   and the upgrade's submit. `actorOf(auth)` is who acts, stored beside each of them.
 */
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { findApplication, type ApplicationRow } from '../db/applications';
import { findApplicationWithPerson, type PersonRow } from '../db/persons';
import { findUser, type UserRow } from '../db/users';
import type { SessionService } from '../auth/sessions';
import type { TokenService } from '../auth/tokens';
import { findSalesAgent } from '../db/sales';
import { Errors, fail } from './errors';

/** Who is calling, from the verified access token and the user row. */
export interface AuthInfo {
  userUid: string;
  email: string;
  logonUid: string;
  brokerCode: string;
  /** The access token's JwtTokenType (doc 1 §3): 'Regular' or 'Impersonation'. */
  jwtTokenType?: 'Regular' | 'Impersonation';
  /** Set for an Impersonation token (doc 1 §6): the sales agent acting as this customer. */
  impersonation?: { salesAgentUid: string; salesAgentName: string; brokerCode: string };
}

/** Hono environment of every route: `c.get('auth')` after `requireAuth`. */
export interface AppEnv {
  Variables: { auth: AuthInfo };
}

/** The bearer token of a request, or null. */
export function bearerToken(header: string | undefined): string | null {
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return m ? m[1] : null;
}

/** The user columns `AuthInfo` reads: none of them changes after registration. */
type Identity = Pick<UserRow, 'uid' | 'email' | 'logonUid' | 'brokerCode'>;
/** Most identities remembered (oldest dropped first). */
const IDENTITY_CACHE_MAX = 10_000;

/**
 * The bearer check of every route under /v2/applications (see the module comment).
 *
 * Per request (issue 11): the token's signature and claims are remembered by the token service,
 * the session's liveness is asked of server/auth/sessions.ts (which revokes at once in this
 * process), and the user's identity — uid, e-mail, LogonUid and broker, which no route changes
 * after registration and users are never deleted — is read from the database once per user and
 * then remembered. A user that no longer exists has no session either (cascade), so the session
 * check still refuses it.
 */
export function requireAuth(
  db: Db,
  tokens: TokenService,
  sessions: SessionService,
): MiddlewareHandler<AppEnv> {
  const identities = new Map<string, Identity>();
  const identity = async (uid: string): Promise<Identity | null> => {
    const known = identities.get(uid);
    if (known) return known;
    const user = await findUser(db, uid);
    if (!user) return null;
    const id = {
      uid: user.uid,
      email: user.email,
      logonUid: user.logonUid,
      brokerCode: user.brokerCode,
    };
    if (identities.size >= IDENTITY_CACHE_MAX) identities.delete(identities.keys().next().value!);
    identities.set(uid, id);
    return id;
  };
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const verified = token ? await tokens.verify(token, ['Regular', 'Impersonation']) : null;
    // The token's session must be live: logout, a replayed refresh token, a password reset and
    // the absolute lifetime end it at once (server/auth/sessions.ts, issue 12).
    const claims = verified && (await sessions.isActive(verified.sid)) ? verified : null;
    const user = claims ? await identity(claims.UserUid) : null;
    if (!claims || !user) throw Errors.invalidToken();
    const base = {
      userUid: user.uid,
      email: user.email,
      logonUid: user.logonUid,
      brokerCode: user.brokerCode,
      jwtTokenType: 'Regular' as const,
    };
    if (claims.JwtTokenType === 'Impersonation') {
      const agent = await findSalesAgent(db, claims.SalesAgentUid ?? '');
      if (!agent || agent.brokerCode !== claims.BrokerCode) throw Errors.invalidToken();
      c.set('auth', {
        ...base,
        brokerCode: agent.brokerCode,
        jwtTokenType: 'Impersonation',
        impersonation: {
          salesAgentUid: agent.uid,
          salesAgentName: agent.name,
          brokerCode: agent.brokerCode,
        },
      });
    } else {
      c.set('auth', base);
    }
    await next();
  };
}

/** The application if the caller owns it; throws 404 InvalidApplicationUid or 403 Error_PermissionDenied. */
export async function ownedApplication(
  db: Db,
  auth: AuthInfo,
  applicationUid: string,
): Promise<ApplicationRow> {
  const app = await findApplication(db, applicationUid);
  if (!app) throw Errors.invalidApplicationUid();
  assertOwned(app, auth);
  return app;
}

/** 403 Error_PermissionDenied unless the caller owns `app` (an agent: within its broker). */
function assertOwned(app: ApplicationRow, auth: AuthInfo): void {
  if (app.userUid !== auth.userUid) throw Errors.permissionDenied();
  if (auth.impersonation && app.brokerCode !== auth.impersonation.brokerCode)
    throw Errors.permissionDenied();
}

/**
 * True for a sales agent's Impersonation token (doc 1 §3 token claims, §6): the caller acts for
 * the customer; the sales-assisted relaxations of doc 2 §5/§6 apply and a bank cannot be linked.
 */
export const isImpersonation = (auth: AuthInfo | undefined): boolean =>
  auth?.impersonation !== undefined;

/**
 * What an impersonating sales agent may not do: link a bank (doc 1 §6, doc 3 §1), or one of the
 * customer's legal acts (issue 31; doc 1 §6: the agent prepares, the invitation hands the
 * application to the customer, who signs). Names the refusal's message.
 */
export type AgentRefusal = 'bankLink' | 'agreement' | 'certification' | 'submission';

const AGENT_REFUSAL_TEXT: Record<AgentRefusal, string> = {
  bankLink: 'A sales-assisted session cannot link a bank account.',
  agreement: 'Only the customer can accept the agreements.',
  certification: 'Only the customer can give the backup-withholding certification.',
  submission: 'Only the customer can submit the application.',
};

/**
 * 403 Error_PermissionDenied (Context 'JwtTokenType') when the caller is a sales agent
 * impersonating the customer and `what` is not the agent's to do (default: linking a bank).
 */
export function refuseImpersonation(auth: AuthInfo, what: AgentRefusal = 'bankLink'): void {
  if (isImpersonation(auth))
    throw fail(403, 'Error_PermissionDenied', AGENT_REFUSAL_TEXT[what], 'JwtTokenType');
}

/** Like `ownedApplication`, and refuses changes to a completed application (400 ApplicationIsCompleted). */
export async function editableApplication(
  db: Db,
  auth: AuthInfo,
  applicationUid: string,
): Promise<ApplicationRow> {
  const app = await ownedApplication(db, auth, applicationUid);
  if (app.isCompleted) throw Errors.applicationIsCompleted();
  return app;
}

/**
 * Like `editableApplication`, with one of the application's persons, read in one query (issue
 * 11: every person-section save needs both). Errors as `editableApplication` (404
 * InvalidApplicationUid, 403 Error_PermissionDenied, 400 ApplicationIsCompleted), then 404
 * InvalidPersonUid (Context 'PersonUid') when the application holds no such person.
 */
export async function editablePerson(
  db: Db,
  auth: AuthInfo,
  applicationUid: string,
  personUid: string,
): Promise<{ application: ApplicationRow; person: PersonRow }> {
  const both = await findApplicationWithPerson(db, applicationUid, personUid);
  if (both) {
    assertOwned(both.application, auth);
    if (both.application.isCompleted) throw Errors.applicationIsCompleted();
    return both;
  }
  // Which error applies: the application's own first, else the person is not there.
  await editableApplication(db, auth, applicationUid);
  throw fail(404, 'InvalidPersonUid', 'Person was not found.', 'PersonUid');
}

/** Who acts behind a request (issue 31): the customer, or the sales agent impersonating them. */
export interface Actor {
  kind: 'customer' | 'agent';
  uid: string;
}

/** The actor of `auth`: the agent's uid under impersonation, else the customer's. */
export const actorOf = (auth: AuthInfo): Actor =>
  auth.impersonation
    ? { kind: 'agent', uid: auth.impersonation.salesAgentUid }
    : { kind: 'customer', uid: auth.userUid };
