/**
 * Upsert helper for the seeds: the `set` of an `INSERT … ON CONFLICT DO UPDATE` that takes the
 * named columns from the row that was refused (`excluded.<column>`), so a re-seed refreshes the
 * seeded data in place.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `{ key: sql\`excluded."column"\` }` for each drizzle key of `table` in `keys`.
 * Example: `.onConflictDoUpdate({ target: custodians.uid, set: excludedSet(custodians, ['name', 'city']) })`.
 */
export function excludedSet<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((k) => [k, sql.raw(`excluded."${columns[k]!.name}"`)]),
  ) as Record<K, SQL>;
}
