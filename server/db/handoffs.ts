/**
 * Phone hand-offs of one KYC requirement (issue 9; the routes are server/routes/handoffs.ts).
 *
 * A token is 32 random bytes (base64url, 43 characters) that is shown once to its creator and
 * stored only as its SHA-256 (hex): a lookup is one primary-key equality on the hash, so no
 * comparison of secrets happens in application code (nothing to time) and a database leak gives
 * no usable link. Consuming a token is one conditional UPDATE (`used_at IS NULL AND expires_at >
 * now`), so of two concurrent uploads exactly one wins, on PGlite and PostgreSQL alike.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { applications, documentHandoffs } from './schema';

/** How long a hand-off link lives: 10 minutes. */
export const HANDOFF_TTL_MS = 10 * 60 * 1000;

export type HandoffRow = typeof documentHandoffs.$inferSelect;

/** A new random token: 32 bytes from the CSPRNG, base64url (43 characters, no padding). */
export const newHandoffToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token: SHA-256, hex. */
export const handoffTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a string can be a token at all (43 base64url characters); anything else is unknown without a lookup. */
export const isHandoffTokenShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Stores a hand-off under the hash of `token`; answers the row. */
export async function insertHandoff(
  db: Db,
  token: string,
  h: {
    applicationUid: string;
    documentUid: string;
    personTargetType: number;
    documentType: number;
    idvDocumentType: string | null;
  },
  now: Date,
): Promise<HandoffRow> {
  const [row] = await db
    .insert(documentHandoffs)
    .values({
      ...h,
      tokenHash: handoffTokenHash(token),
      expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS),
      createdAt: now,
    })
    .returning();
  return row;
}

/** The hand-off of a token (used or expired ones too), or null when no such token was issued. */
export async function findHandoff(db: Db, token: string): Promise<HandoffRow | null> {
  if (!isHandoffTokenShape(token)) return null;
  const [row] = await db
    .select()
    .from(documentHandoffs)
    .where(eq(documentHandoffs.tokenHash, handoffTokenHash(token)));
  return row ?? null;
}

/** Marks the token used if it is still unused and unexpired at `now`: true when this call consumed it. */
export async function claimHandoff(db: Db, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(documentHandoffs)
    .set({ usedAt: now })
    .where(
      and(
        eq(documentHandoffs.tokenHash, handoffTokenHash(token)),
        isNull(documentHandoffs.usedAt),
        gt(documentHandoffs.expiresAt, now),
      ),
    )
    .returning({ tokenHash: documentHandoffs.tokenHash });
  return rows.length === 1;
}

/** Gives a claimed token back (its upload was refused: wrong type, too large …), so the phone can try again. */
export async function releaseHandoff(db: Db, token: string): Promise<void> {
  await db
    .update(documentHandoffs)
    .set({ usedAt: null })
    .where(eq(documentHandoffs.tokenHash, handoffTokenHash(token)));
}

/**
 * Ends every live (unused, unexpired) hand-off of the user's applications at `now`: their expiry
 * becomes `now`, so the phone link answers 410 HandoffTokenExpired. Called when the user's
 * password is reset (issue 20: a reset revokes live hand-offs). Answers how many were ended.
 */
export async function revokeHandoffsOfUser(db: Db, userUid: string, now: Date): Promise<number> {
  const ended = await db
    .update(documentHandoffs)
    .set({ expiresAt: now })
    .where(
      and(
        inArray(
          documentHandoffs.applicationUid,
          db
            .select({ uid: applications.uid })
            .from(applications)
            .where(eq(applications.userUid, userUid)),
        ),
        isNull(documentHandoffs.usedAt),
        gt(documentHandoffs.expiresAt, now),
      ),
    )
    .returning({ tokenHash: documentHandoffs.tokenHash });
  return ended.length;
}
