/**
 * Bearer authentication and application ownership (doc 1 §7.1, §8.1).
 *
 * - `requireAuth`: `Authorization: Bearer <JwtToken>` must be a valid, unexpired access token
 *   (JwtTokenType 'Regular') of an existing user; otherwise 401 `{Errors:[{Code:'InvalidToken'}]}`.
 * - `ownedApplication`: the ApplicationUid must exist (404 InvalidApplicationUid) and belong to
 *   the caller (403 Error_PermissionDenied).
 */
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { findApplication, type ApplicationRow } from '../db/applications';
import { findUser } from '../db/users';
import type { TokenService } from '../auth/tokens';
import { Errors } from './errors';

/** Who is calling, from the verified access token and the user row. */
export interface AuthInfo {
  userUid: string;
  email: string;
  logonUid: string;
  brokerCode: string;
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

export function requireAuth(db: Db, tokens: TokenService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const claims = token ? await tokens.verify(token, 'Regular') : null;
    const user = claims ? await findUser(db, claims.UserUid) : null;
    if (!claims || !user) throw Errors.invalidToken();
    c.set('auth', { userUid: user.uid, email: user.email, logonUid: user.logonUid, brokerCode: user.brokerCode });
    await next();
  };
}

/** The application if the caller owns it; throws 404 InvalidApplicationUid or 403 Error_PermissionDenied. */
export async function ownedApplication(db: Db, auth: AuthInfo, applicationUid: string): Promise<ApplicationRow> {
  const app = await findApplication(db, applicationUid);
  if (!app) throw Errors.invalidApplicationUid();
  if (app.userUid !== auth.userUid) throw Errors.permissionDenied();
  return app;
}

/** Like `ownedApplication`, and refuses changes to a completed application (400 ApplicationIsCompleted). */
export async function editableApplication(db: Db, auth: AuthInfo, applicationUid: string): Promise<ApplicationRow> {
  const app = await ownedApplication(db, auth, applicationUid);
  if (app.isCompleted) throw Errors.applicationIsCompleted();
  return app;
}
