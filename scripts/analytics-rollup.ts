/**
 * `npm run analytics:rollup` — rebuilds the journey map's daily rollup (issue 25,
 * application_step_days and application_step_time_days, server/db/analytics.ts) from the step
 * records of the database of DATABASE_URL (or DATA_DIR's PGlite), in one transaction. recordStep
 * keeps the rollup right and migration 0021 backfilled it; this is for records written around
 * the server (an import, a repair). Prints the rows written; no record is read into the process.
 */
import { sql } from 'drizzle-orm';
import { rebuildStepRollups } from '../server/db/analytics';
import { runDbCommand } from './lib/db-command';

runDbCommand('Analytics rollup', async (db) => {
  await rebuildStepRollups(db);
  const r = (await db.execute(
    sql`select (select count(*) from application_step_days)::int as days,
      (select count(*) from application_step_time_days)::int as times`,
  )) as unknown as { rows: Array<{ days: number; times: number }> };
  const x = r.rows[0]!;
  return [`Analytics rollup rebuilt: ${x.days} step-day rows, ${x.times} time-spent rows`];
});
