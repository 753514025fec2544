/**
 * Idempotency keys (issue 8; the layer is server/http/idempotency.ts). A key is claimed by an
 * insert that does nothing on conflict with a live row, so of two servers (or two requests) only
 * one runs the handler; the primary key (subject, method, path, key) makes that hold on PGlite and
 * PostgreSQL.
 *
 * The two statements of every keyed request — the claim and the stored answer — are prepared once
 * per database (issue 11: named server-side statements on PostgreSQL, no query building per request)
 * or per transaction: issue 22 runs the claim, the route's writes and the stored answer in one
 * transaction (server/db/request-tx.ts), so a concurrent claim of the same key waits on the row's
 * lock until that transaction ends. Around a provider call (issue 31) the claim commits on its own
 * first; `releaseClaim` undoes it when the request then fails.
 */
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';
import { activeDb, connectionOf, type TxBatch } from './request-tx';
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

const p = (name: string) => sql.placeholder(name);
const excluded = (column: string): SQL => sql.raw(`excluded.${column}`);

/** The prepared statements of one database connection. */
function statementsOf(db: Db) {
  return {
    // Inserts the in-flight row; an expired row of the same key is replaced in the same statement
    // (the conflict's update only applies when the existing row has expired). A live row: no row
    // returned. The row's values are computed before the conflict is checked, so the request_hash
    // expression first sets the transaction's lock_timeout (issue 22): a wait on a row another
    // transaction holds is bounded without a round trip of its own.
    claim: db
      .insert(idempotencyKeys)
      .values({
        subject: p('subject'),
        method: p('method'),
        path: p('path'),
        key: p('key'),
        requestHash: sql`(case when set_config('lock_timeout', ${p('lockTimeout')}, true) is null then null else ${p('requestHash')} end)`,
        lockedAt: p('now'),
        expiresAt: p('expiresAt'),
        createdAt: p('now'),
      })
      .onConflictDoUpdate({
        target: [
          idempotencyKeys.subject,
          idempotencyKeys.method,
          idempotencyKeys.path,
          idempotencyKeys.key,
        ],
        set: {
          requestHash: excluded('request_hash'),
          status: null,
          contentType: null,
          body: null,
          lockedAt: excluded('locked_at'),
          expiresAt: excluded('expires_at'),
          createdAt: excluded('created_at'),
        },
        setWhere: lte(idempotencyKeys.expiresAt, excluded('locked_at')),
      })
      .returning({ key: idempotencyKeys.key })
      .prepare('idempotency_claim'),
    complete: db
      .update(idempotencyKeys)
      .set({
        status: sql`${p('status')}`,
        contentType: sql`${p('contentType')}`,
        body: sql`${p('body')}`,
      })
      .where(
        and(
          eq(idempotencyKeys.subject, p('subject')),
          eq(idempotencyKeys.method, p('method')),
          eq(idempotencyKeys.path, p('path')),
          eq(idempotencyKeys.key, p('key')),
        ),
      )
      .prepare('idempotency_complete'),
  };
}
const prepared = new WeakMap<object, ReturnType<typeof statementsOf>>();
/** The statements for `db`, built once per connection (server/db/request-tx.ts `connectionOf`). */
const statements = (db: Db) => {
  const on = connectionOf(db);
  let s = prepared.get(on);
  if (!s) prepared.set(on, (s = statementsOf(activeDb(db))));
  return s;
};

/**
 * Claims the key for a request whose query and body hash to `requestHash`: true when this call
 * inserted the in-flight row (the caller runs the handler), false when a live row exists. An
 * expired row of the same key is replaced by the same statement (one round trip). In a
 * transaction (issue 22) the claim of a key another open transaction holds waits for it, at most
 * `lockTimeoutMs` (the statement sets PostgreSQL's lock_timeout for the rest of the transaction;
 * past it, the driver throws lock_not_available, 55P03).
 */
export async function claimIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  requestHash: string,
  now: Date,
  ttlMs: number,
  lockTimeoutMs = 10_000,
): Promise<boolean> {
  const inserted = await statements(db).claim.execute({
    ...scope,
    requestHash,
    lockTimeout: `${Math.max(1, Math.round(lockTimeoutMs))}ms`,
    now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
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
 * The row of the key locked for the rest of the caller's transaction (`select … for update`), or
 * null: in a transaction whose claim found a live row (issue 22), so the row cannot change or go
 * until the caller's transaction ends.
 */
export async function lockIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
): Promise<IdempotencyRow | null> {
  const [row] = await db.select().from(idempotencyKeys).where(scopeWhere(scope)).for('update');
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
  await statements(db).complete.execute({ ...scope, ...answer });
}

/**
 * Releases an in-flight key (an answer that is not stored: 429, or one holding a credential): a
 * repeat runs the handler again.
 */
export async function releaseIdempotencyKey(db: Db, scope: IdempotencyScope): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(scopeWhere(scope), sql`${idempotencyKeys.status} is null`));
}

/**
 * Releases the claim a request made at `lockedAt` and committed before calling a provider (issue
 * 31), after its handler failed: deleted only while still in flight and still that request's (not
 * taken over by a repeat).
 */
export async function releaseClaim(db: Db, scope: IdempotencyScope, lockedAt: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        scopeWhere(scope),
        sql`${idempotencyKeys.status} is null`,
        eq(idempotencyKeys.lockedAt, lockedAt),
      ),
    );
}

/** Deletes the row of the key whatever its state (a stored answer that can no longer be opened, issue 20). */
export async function dropIdempotencyKey(db: Db, scope: IdempotencyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(scopeWhere(scope));
}

/** Deletes the expired keys of every caller; answers how many. */
export async function purgeExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

// ---------------------------------------------------------------------------------------------
// The same claim and stored answer as SQL texts for server/db/request-tx.ts
// `inBatchedRequestTransaction` (issue 22, PostgreSQL): the claim goes in BEGIN's round trip, the
// stored answer in COMMIT's, so a save is three round trips (BEGIN + claim, the route's write,
// stored answer + COMMIT) instead of five. The statements are SQL-level prepared statements, made
// once per connection; their arguments are literals escaped by pg's `escapeLiteral` (quotes
// doubled, backslashes in an E'' string), never concatenated raw.
// ---------------------------------------------------------------------------------------------

/**
 * The claim of `statementsOf` as a SQL-level prepared statement ($1–$4 scope, $5 hash, $6 now,
 * $7 expiry, $8 the lock_timeout, set for the transaction by the row's request_hash expression
 * before the conflict is checked, as in `statementsOf`: no statement of its own).
 */
const PREPARE_CLAIM = `prepare wizard_idempotency_claim(text, text, text, text, text, timestamptz, timestamptz, text) as
  insert into idempotency_keys (subject, method, path, key, request_hash, locked_at, expires_at, created_at)
  values ($1, $2, $3, $4, (case when set_config('lock_timeout', $8, true) is null then null else $5 end), $6, $7, $6)
  on conflict (subject, method, path, key) do update set
    request_hash = excluded.request_hash, status = null, content_type = null, body = null,
    locked_at = excluded.locked_at, expires_at = excluded.expires_at, created_at = excluded.created_at
  where idempotency_keys.expires_at <= excluded.locked_at
  returning key`;

/** The stored answer of `statementsOf` ($1 status, $2 content type, $3 sealed body, $4–$7 scope). */
const PREPARE_COMPLETE = `prepare wizard_idempotency_complete(integer, text, text, text, text, text, text) as
  update idempotency_keys set status = $1, content_type = $2, body = $3
  where subject = $4 and method = $5 and path = $6 and key = $7`;

/** A quote or a backslash: the characters `pg.escapeLiteral` rewrites. */
const NEEDS_ESCAPE = /['\\]/;

/**
 * `v` as a SQL string literal, the very text `pg.escapeLiteral(v)` answers ('' quotes doubled,
 * backslashes doubled in an E'' string). A string without a quote or a backslash — every key,
 * scope, hash and sealed answer of a save (base64url) — is only wrapped in quotes: pg's
 * escapeLiteral appends one character at a time, and for the ~500 characters of a sealed answer
 * that was ~30 kB of garbage per save (issue 32 "Saves", the heap profile's largest item).
 */
export const sqlLiteral = (v: string): string =>
  NEEDS_ESCAPE.test(v) ? pg.escapeLiteral(v) : `'${v}'`;

const lit = (v: string | null): string => (v === null ? 'null' : sqlLiteral(v));
const scopeArgs = (s: IdempotencyScope) => [s.subject, s.method, s.path, s.key].map(lit).join(', ');

/**
 * The claim of `claimIdempotencyKey` as a `TxBatch` (issue 22): sets the transaction's
 * lock_timeout to `lockTimeoutMs` (in the statement) and inserts the in-flight row (or replaces an expired one); the
 * opening's rows are one row when claimed, none when a live row exists. A claim of a key another
 * open transaction holds waits for it; past the lock_timeout PostgreSQL answers
 * lock_not_available (55P03) and the whole batch fails.
 */
export function claimBatch(
  scope: IdempotencyScope,
  requestHash: string,
  now: Date,
  ttlMs: number,
  lockTimeoutMs = 10_000,
): TxBatch {
  const timeout = `${Math.max(1, Math.round(lockTimeoutMs))}ms`;
  const expires = new Date(now.getTime() + ttlMs);
  return {
    prepare: [PREPARE_CLAIM, PREPARE_COMPLETE],
    opening: `execute wizard_idempotency_claim(${scopeArgs(scope)}, ${lit(requestHash)}, ${lit(now.toISOString())}, ${lit(expires.toISOString())}, ${lit(timeout)})`,
  };
}

/** True when the opening rows of `claimBatch` say the key was claimed. */
export const claimedByBatch = (rows: unknown[]): boolean => rows.length === 1;

/** `completeIdempotencyKey` as a statement for COMMIT's round trip (`BatchedResult.closing`). */
export function completeStatement(
  scope: IdempotencyScope,
  answer: { status: number; contentType: string | null; body: string },
): string {
  const status = Math.trunc(answer.status);
  return `execute wizard_idempotency_complete(${status}, ${lit(answer.contentType)}, ${lit(answer.body)}, ${scopeArgs(scope)})`;
}
