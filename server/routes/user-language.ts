/**
 * The signed-in user's wizard language (issue 24; beyond doc 1 §7.2, which has no profile
 * language): the wizard's language switch saves it so that another device opens in the same
 * language, and the server's mails (password reset, sales invitation) are written in it.
 *
 * - PUT /v2/users/language {Language: 'en' | 'es'} (bearer required) → 204; 400 on another value;
 *   401 InvalidToken without a usable access token. An impersonating sales agent's call changes
 *   nothing (the customer's own choice stays) and answers 204.
 * - GET /v2/users/language (bearer required) → 200 {Language: 'en' | 'es' | null}.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { userLanguageRequest } from '../../services/api/contract';
import { users } from '../db/schema';
import { isImpersonation, requireAuth, type AppEnv } from '../http/auth';
import { parseOr400, readJsonBody } from '../http/validation';
import type { RouteDeps } from './deps';

/** PUT and GET /v2/users/language (see the module comment). */
export function userLanguageRoutes({ db, tokens, sessions }: RouteDeps) {
  return new Hono<AppEnv>()
    .use('/users/language', requireAuth(db, tokens, sessions))
    .put('/users/language', async (c) => {
      const body = parseOr400(userLanguageRequest, await readJsonBody(c));
      const auth = c.get('auth');
      if (!isImpersonation(auth))
        await db.update(users).set({ language: body.Language }).where(eq(users.uid, auth.userUid));
      return c.body(null, 204);
    })
    .get('/users/language', async (c) => {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.uid, c.get('auth').userUid));
      return c.json({ Language: row?.language ?? null });
    });
}
