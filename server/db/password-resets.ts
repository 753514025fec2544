/**
 * Password-reset tokens (doc 1 §7.2). A token is 'rpt_' + 32 random bytes in base64url; only
 * its SHA-256 is stored. It expires RESET_TOKEN_TTL_MS after issue and works once.
 *
 * Issue 20: only the newest link works — issuing a token ends the user's earlier unused ones,
 * and a completed reset ends every unused one (`revokeResetTokens`). An ended token's expiry is
 * moved to the moment it ended, so it answers TokenHasExpired like any old link.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { passwordResetTokens } from './schema';

/** Lifetime of a reset token: 1 hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Ends every unused, unexpired reset token of the user at `now` (their expiry becomes `now`):
 * a new token was issued or the password was reset (issue 20). Answers how many were ended.
 */
export async function revokeResetTokens(db: Db, userUid: string, now: Date): Promise<number> {
  const ended = await db
    .update(passwordResetTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResetTokens.userUid, userUid),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  return ended.length;
}

/**
 * Issues a new token for the user, ending their earlier unused ones (issue 20); returns the
 * token (to be mailed, never logged). Call inside the transaction that mails it.
 */
export async function issueResetToken(db: Db, userUid: string, now: Date): Promise<string> {
  await revokeResetTokens(db, userUid, now);
  const token = `rpt_${randomBytes(32).toString('base64url')}`;
  await db.insert(passwordResetTokens).values({
    tokenHash: hashOf(token),
    userUid,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

export type ResetCheck =
  | { ok: true; userUid: string }
  | { ok: false; code: 'TokenDoesNotMatch' | 'TokenHasExpired' | 'InvalidToken' };

/**
 * Consumes a token: marks it used and answers its user, or says why not — unknown or malformed
 * (TokenDoesNotMatch), expired (TokenHasExpired), already used (InvalidToken). The use is a
 * conditional update, so two concurrent uses cannot both succeed.
 */
export async function consumeResetToken(db: Db, token: string, now: Date): Promise<ResetCheck> {
  if (!/^rpt_[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, code: 'TokenDoesNotMatch' };
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashOf(token)));
  if (!row) return { ok: false, code: 'TokenDoesNotMatch' };
  if (row.usedAt) return { ok: false, code: 'InvalidToken' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'TokenHasExpired' };
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResetTokens.tokenHash, row.tokenHash), isNull(passwordResetTokens.usedAt)),
    )
    .returning({ userUid: passwordResetTokens.userUid });
  return used.length ? { ok: true, userUid: used[0].userUid } : { ok: false, code: 'InvalidToken' };
}
