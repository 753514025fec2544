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
}

/**
 * Opens PGlite or PostgreSQL, migrates it to the latest schema and runs `afterMigrate`; on
 * PostgreSQL both under the advisory lock `MIGRATION_LOCK_KEY`. Throws what the connection or a
 * migration throws (the pool is closed first).
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client can lose its connection (server restart, database dropped); pg emits that on
    // the pool and an unhandled 'error' would crash the process. The pool replaces the client.
    pool.on('error', (err) =>
      console.error(
        JSON.stringify({ event: 'db.idleClientError', code: (err as { code?: string }).code }),
      ),
    );
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
