/**
 * Idempotency keys (issue 8; the layer is server/http/idempotency.ts). A key is claimed by an
 * insert that does nothing on conflict, so of two servers (or two requests) only one runs the
 * handler; the primary key (subject, method, path, key) makes that hold on PGlite and PostgreSQL.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from './client';
import { idempotencyKeys } from './schema';

/** Which request a key belongs to: the caller, the method and the path. */
export interface IdempotencyScope {
  subject: string;
  method: string;
  path: string;
  key: string;
}

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

const scopeWhere = (s: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.subject, s.subject),
    eq(idempotencyKeys.method, s.method),
    eq(idempotencyKeys.path, s.path),
    eq(idempotencyKeys.key, s.key),
  );

/**
 * Claims the key for a request whose query and body hash to `requestHash`: true when this call
 * inserted the in-flight row (the caller runs the handler), false when a row exists. An expired
 * row of the same key is removed first.
 */
export async function claimIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  requestHash: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  await db
    .delete(idempotencyKeys)
    .where(and(scopeWhere(scope), lte(idempotencyKeys.expiresAt, now)));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash, lockedAt: now, expiresAt: new Date(now.getTime() + ttlMs) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

/** The row of the key, or null. */
export async function findIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
): Promise<IdempotencyRow | null> {
  const [row] = await db.select().from(idempotencyKeys).where(scopeWhere(scope));
  return row ?? null;
}

/**
 * Takes over an in-flight row whose request started at `lockedAt` and never finished (its server
 * stopped): true when this call moved `lockedAt` to `now` (only one caller can).
 */
export async function takeOverIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  lockedAt: Date,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ lockedAt: now })
    .where(
      and(
        scopeWhere(scope),
        sql`${idempotencyKeys.status} is null`,
        eq(idempotencyKeys.lockedAt, lockedAt),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1;
}

/** Stores the answer of the request that holds the key (replayed to every repeat). */
export async function completeIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(scopeWhere(scope));
}

/** Releases an in-flight key (the handler failed with a 5xx): a repeat runs the handler again. */
export async function releaseIdempotencyKey(db: Db, scope: IdempotencyScope): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(scopeWhere(scope), sql`${idempotencyKeys.status} is null`));
}

/** Deletes the expired keys of every caller; answers how many. */
export async function purgeExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
