/**
 * Opens the database of the reference server and applies the checked-in migrations.
 *
 * - No DATABASE_URL: the embedded PostgreSQL-compatible database PGlite (drizzle-orm/pglite),
 *   kept in `dataDir` (survives restarts) or in memory when `dataDir` is undefined (tests).
 *   PGlite serves one connection at a time; drizzle's transactions take its exclusive lock.
 * - DATABASE_URL set: PostgreSQL through a `pg` pool (drizzle-orm/node-postgres).
 *
 * Both expose the same drizzle `Db` type, so the routes and repositories never know which runs.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The drizzle database (or a transaction, which extends it) with the server's schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL connection string; when set PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string;
}

/** Opens PGlite or PostgreSQL and migrates it to the latest schema. */
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
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
