/**
 * The drizzle database type of the server (or a transaction, which extends it) with its schema —
 * declared apart from server/db/client.ts so server/db/request-tx.ts, which client.ts uses to
 * wrap the database, can name it without an import loop (issue 23).
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The drizzle database (or a transaction, which extends it) with the server's schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
