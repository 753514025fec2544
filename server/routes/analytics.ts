/**
 * The analytics page's API (issue 25: the journey map), mounted at /analytics/api by
 * server/app.ts. Analysts only (server/db/analysts.ts): a role apart from applicants and sales
 * agents, signed in with their own opaque token.
 *
 * - POST /analytics/api/session {Email, Password} → 200 {Token, Name, ExpiresAt}; 400
 *   InvalidCredentials (unknown e-mail or wrong password, one answer). Rate limited and locked
 *   out like the wizard's login (server/http/rate-limit.ts, action 'login').
 * - Every other /analytics/api route needs `Authorization: Bearer <analyst token>`: none (or a
 *   token that is nothing this server issued) → 401 InvalidToken; an applicant's, impersonation
 *   or sales agent's token → 403 Error_PermissionDenied (Context 'JwtTokenType').
 * - DELETE /analytics/api/session → 204 (sign-out).
 * - GET /analytics/api/me → {Name}.
 *
 * Answers are `Cache-Control: no-store`. Passwords and tokens are never logged.
 */
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { analystOfToken, signInAnalyst, signOutAnalyst } from '../db/analysts';
import { bearerToken } from '../http/auth';
import { Errors, fail } from '../http/errors';
import { jsonBody } from '../http/validation';
import type { RouteDeps } from './deps';

/** Hono environment of the analyst routes: `c.get('analyst')` after `requireAnalyst`. */
export interface AnalystEnv {
  Variables: { analyst: { uid: string; name: string }; analystToken: string };
}

const signInRequest = z.object({
  Email: z.string().trim().min(1).max(100),
  Password: z.string().min(1).max(100),
});

/**
 * The analyst check (issue 25): 401 InvalidToken without a live analyst token, 403
 * Error_PermissionDenied for a token of the wizard (applicant, impersonation, sales agent).
 */
export function requireAnalyst({
  db,
  tokens,
  now,
}: Pick<RouteDeps, 'db' | 'tokens' | 'now'>): MiddlewareHandler<AnalystEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw Errors.invalidToken();
    const analyst = await analystOfToken(db, token, now());
    if (!analyst) {
      const wizardToken = await tokens.verify(token, ['Regular', 'Impersonation', 'Sales']);
      if (wizardToken)
        throw fail(
          403,
          'Error_PermissionDenied',
          'Only an analyst can read the analytics.',
          'JwtTokenType',
        );
      throw Errors.invalidToken();
    }
    c.set('analyst', analyst);
    c.set('analystToken', token);
    await next();
  };
}

/** The /analytics/api routes (see the module comment). */
export function analyticsRoutes(deps: RouteDeps) {
  const { db, limits, now } = deps;
  const guarded = new Hono<AnalystEnv>()
    .use(requireAnalyst(deps))
    .get('/me', (c) => c.json({ Name: c.get('analyst').name }))
    .delete('/session', async (c) => {
      await signOutAnalyst(db, c.get('analystToken'));
      return c.body(null, 204);
    });
  return new Hono<AnalystEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .post('/session', jsonBody(signInRequest), async (c) => {
      const { Email, Password } = c.req.valid('json');
      await limits.hit(c, 'login');
      const account = `analyst:${Email.toLowerCase()}`;
      await limits.assertNotLocked(account);
      const signedIn = await signInAnalyst(db, Email, Password, now());
      if (!signedIn) {
        await limits.loginFailed(account);
        throw fail(400, 'InvalidCredentials', 'The e-mail or the password is wrong.', 'Email');
      }
      await limits.loginSucceeded(account);
      return c.json({
        Token: signedIn.token,
        Name: signedIn.name,
        ExpiresAt: signedIn.expiresAt.toISOString(),
      });
    })
    .route('/', guarded);
}
