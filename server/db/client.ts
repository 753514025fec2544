/**
 * Opens the database of the reference server and applies the checked-in migrations.
 *
 * - No DATABASE_URL: the embedded PostgreSQL-compatible database PGlite (drizzle-orm/pglite),
 *   kept in `dataDir` (survives restarts) or in memory when `dataDir` is undefined (tests).
 *   PGlite serves one connection at a time; drizzle's transactions take its exclusive lock.
 * - DATABASE_URL set: PostgreSQL through a `pg` pool (drizzle-orm/node-postgres).
 *
 * Both expose the same drizzle `Db` type, so the routes and repositories never know which runs.
 * The `db` answered is scoped per request (server/db/request-tx.ts, issue 22): inside a keyed
 * request's transaction every query through it goes to that transaction.
 *
 * Several instances starting together on one PostgreSQL (issue 20): the migrations and the
 * `afterMigrate` hook (data migrations, the seed) run on one connection holding the session-level
 * advisory lock `MIGRATION_LOCK_KEY`; the other instances wait for it, then find nothing left to
 * apply. The lock ends with the connection, so a crashed instance never leaves it held.
 *
 * Surviving the database (issue 31): every connection of the pool, idle or checked out (the
 * migration lock's too), has an 'error' listener — a PostgreSQL restart ('terminating connection
 * due to administrator command', 57P01) or a dropped socket is logged (`db.connectionError`, code
 * only) instead of crashing the process; pg marks the connection unusable, the pool discards it
 * when it is released and opens new ones on demand, so queries work again as soon as PostgreSQL
 * answers (no restart). The pool holds at most `poolMax` connections (DB_POOL_MAX, default 10); a
 * request waiting longer than `acquireTimeoutMs` (DB_ACQUIRE_TIMEOUT_MS, default 5 000) for one,
 * or failing to connect, gets `DatabaseUnavailableError` (answered 503 with Retry-After by
 * server/app.ts) rather than hanging.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { requestScopedDb } from './request-tx';
import * as schema from './schema';

import type { Db } from './db-type';

export type { Db };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connections of the pool (PostgreSQL); PGlite is one connection: 1 / 0 / 0 (issue 20 metrics). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

/** pg Pool counts: connections open, of them idle, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Key of the PostgreSQL advisory lock the migrations run under (`pg_advisory_lock(bigint)`):
 * a fixed constant of this application ('wizmigr' in ASCII, 0x77697a6d696772), the same in every
 * instance.
 */
export const MIGRATION_LOCK_KEY = '33611496771118962';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL connection string; when set PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string;
  /**
   * Runs after the schema migrations, still under the migration lock on PostgreSQL (one instance
   * at a time): data migrations and the seed. `db` is bound to the lock's connection.
   */
  afterMigrate?: (db: Db) => Promise<void>;
  /** Most connections of the PostgreSQL pool (DB_POOL_MAX); default `DEFAULT_POOL_MAX`. */
  poolMax?: number;
  /** Longest wait for a pooled connection, ms (DB_ACQUIRE_TIMEOUT_MS); default 5 000. */
  acquireTimeoutMs?: number;
  /** Where connection errors are reported (no message text: codes only); default stderr JSON. */
  onConnectionError?: (fields: { code: string | null }) => void;
}

/** Default size of the PostgreSQL pool (DB_POOL_MAX). */
export const DEFAULT_POOL_MAX = 10;
/** Default longest wait for a pooled connection, ms (DB_ACQUIRE_TIMEOUT_MS). */
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 5_000;

/**
 * The database cannot be reached now (issue 31): no pooled connection within the acquire timeout,
 * a refused or broken connection, PostgreSQL shutting down or starting. server/app.ts answers it
 * 503 DatabaseUnavailable with `Retry-After: 1`.
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly code: string | null) {
    super('The database is not available');
    this.name = 'DatabaseUnavailableError';
  }
}

/** SQLSTATE classes and socket codes that say "the database is away", not "the query is wrong". */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: connectionTimeoutMillis
  'Connection terminated', // also '… unexpectedly' (prefix match)
  'Client has encountered a connection error and is not queryable',
];

/**
 * The `DatabaseUnavailableError` for `err` (pg's, or drizzle's wrapping one in `cause`) when it
 * says the database is away, else null.
 */
export function databaseUnavailable(err: unknown): DatabaseUnavailableError | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e instanceof DatabaseUnavailableError) return e;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return new DatabaseUnavailableError(code);
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m)))
      return new DatabaseUnavailableError(typeof code === 'string' ? code : null);
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Opens PGlite or PostgreSQL, migrates it to the latest schema and runs `afterMigrate`; on
 * PostgreSQL both under the advisory lock `MIGRATION_LOCK_KEY`. Throws what the connection or a
 * migration throws (the pool is closed first).
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? DEFAULT_POOL_MAX,
      connectionTimeoutMillis: opts.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS,
    });
    const report =
      opts.onConnectionError ??
      ((fields) => console.error(JSON.stringify({ event: 'db.connectionError', ...fields })));
    const codeOf = (err: unknown) => {
      const code = (err as { code?: unknown }).code;
      return typeof code === 'string' ? code : null;
    };
    // Any client can lose its connection (PostgreSQL restarted, database dropped, socket cut):
    // idle, the pool drops it and emits the error on itself; checked out between two queries (a
    // transaction's, the migration lock's), on the client (issue 31). Unhandled, either 'error'
    // would crash the process; the client's listener logs it once, and pg marks a checked-out
    // client unusable, so the pool discards it on release and connects afresh on demand.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', (err) => report({ code: codeOf(err) })));
    const db = drizzlePg(pool, { schema });
    try {
      await migrateUnderLock(pool, opts.afterMigrate);
    } catch (err) {
      await pool.end().catch(() => {});
      throw err;
    }
    return {
      db: requestScopedDb(db as unknown as Db),
      kind: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    await opts.afterMigrate?.(db as unknown as Db);
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
  return {
    db: requestScopedDb(db as unknown as Db),
    kind: 'pglite',
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: () => client.close(),
  };
}

/** Migrations and `afterMigrate` on one pooled connection holding the advisory lock. */
async function migrateUnderLock(pool: pg.Pool, afterMigrate: OpenOptions['afterMigrate']) {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      const locked = drizzlePg(client, { schema });
      await migratePg(locked, { migrationsFolder: MIGRATIONS_DIR });
      await afterMigrate?.(locked as unknown as Db);
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } catch (err) {
    broken = true; // the connection may still hold the lock: destroy it rather than pool it
    throw err;
  } finally {
    client.release(broken);
  }
}
