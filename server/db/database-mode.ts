/**
 * Two modes that cannot meet in one database (issue 31 part 2; issue 20 "Two modes, chosen
 * explicitly"). Run by server/lifecycle.ts right after the migrations, under the migration lock
 * (server/db/client.ts), before the PII key check and before anything is seeded or sealed:
 *
 * - `assertDatabaseMode(db, 'sandbox')`: a database marked production (the one row of
 *   `database_mode`) is refused — `Sandbox start refused: this database is marked production
 *   (…)`. An unmarked database (empty, or a sandbox's) is served: that is how the tests and the
 *   sandbox run. Reads only.
 * - `assertDatabaseMode(db, 'production')`: a database holding any demo row is refused —
 *   `Production start refused: the database holds sandbox demo data (…)`, naming kinds and
 *   counts only (never an e-mail or a password). Reads only. The demo rows (`findDemoRows`):
 *   the sales agents sales@<code>.example, the demo analyst, the sandbox user, the basic-account
 *   holders and their basic accounts (by their published e-mails and fixed AccountUids), and any
 *   sales agent or analyst whose password hash verifies one of `publishedDemoPasswords()`
 *   (argon2 verify, ~15 ms per staff account and password: a few seconds for a hundred staff).
 *   Customer accounts are recognised by the sandbox's e-mails only (their hashes are not tried).
 * - `markProduction(db)`: writes the mark (idempotent; the first mark is kept). The production
 *   start writes it in the seed's transaction, after the key check.
 *
 * Both refusals are `StartupError`s: server/main.ts prints the one line and exits 1.
 */
import { createRequire } from 'node:module';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { refuseProduction, StartupError } from '../config';
import { verifyPassword } from '../auth/passwords';
import { SANDBOX_BASIC_ACCOUNTS } from './basic-accounts';
import type { Db } from './db-type';
import { analysts, basicAccounts, databaseMode, salesAgents, users } from './schema';
import { publishedDemoPasswords, SANDBOX_ANALYST, SANDBOX_USER } from './demo-credentials';

export { isPublishedDemoPassword, publishedDemoPasswords } from './demo-credentials';

/** The version a mark records: package.json's `version`. */
export const SERVER_VERSION: string = (
  createRequire(import.meta.url)('../../package.json') as { version: string }
).version;

/** The e-mails of the sandbox's seeded customers (a function for the reason above). */
const demoCustomerEmails = () => ({
  sandboxUser: [SANDBOX_USER.email],
  basicHolders: SANDBOX_BASIC_ACCOUNTS.map((a) => a.email),
});

/** The mark of a production database, or null (never marked). */
export async function readDatabaseMark(
  db: Db,
): Promise<{ mode: 'production'; markedAt: Date; byVersion: string } | null> {
  const [row] = await db.select().from(databaseMode).where(eq(databaseMode.id, 1));
  return row ? { mode: row.mode, markedAt: row.markedAt, byVersion: row.byVersion } : null;
}

/** Marks the database production (one row, id 1); an existing mark is kept as it is. */
export async function markProduction(db: Db, version: string = SERVER_VERSION): Promise<void> {
  await db
    .insert(databaseMode)
    .values({ id: 1, mode: 'production', byVersion: version })
    .onConflictDoNothing();
}

/** Counts of the demo rows of a database, by kind (0 everywhere: none). */
export interface DemoRows {
  /** sales@<code>.example, the seeded agent of each sandbox broker. */
  demoSalesAgents: number;
  /** The demo analyst of the journey map (analyst@example.com). */
  demoAnalysts: number;
  /** The sandbox user (existing@example.com). */
  sandboxUsers: number;
  /** The sandbox's basic-account holders (users). */
  basicAccountHolders: number;
  /** The sandbox's basic accounts (their fixed AccountUids). */
  basicAccounts: number;
  /** Other sales agents whose password is a published demo password. */
  agentsWithDemoPassword: number;
  /** Other analysts whose password is a published demo password. */
  analystsWithDemoPassword: number;
}

const count = sql<number>`count(*)::int`;

/** True when `hash` verifies one of the published demo passwords. */
async function isDemoHash(hash: string): Promise<boolean> {
  if (!hash) return false;
  for (const password of publishedDemoPasswords())
    if (await verifyPassword(hash, password)) return true;
  return false;
}

/** Counts the demo rows of `db` by kind (see the module comment). Reads only. */
export async function findDemoRows(db: Db): Promise<DemoRows> {
  const demoAgentEmail = like(salesAgents.email, 'sales@%.example');
  // One after the other: `db` may be a single connection (the migration lock's).
  const [agents] = await db.select({ n: count }).from(salesAgents).where(demoAgentEmail);
  const [analyst] = await db
    .select({ n: count })
    .from(analysts)
    .where(eq(analysts.email, SANDBOX_ANALYST.email));
  const [sandboxUser] = await db
    .select({ n: count })
    .from(users)
    .where(inArray(users.email, demoCustomerEmails().sandboxUser));
  const [holders] = await db
    .select({ n: count })
    .from(users)
    .where(inArray(users.email, demoCustomerEmails().basicHolders));
  const [accounts] = await db
    .select({ n: count })
    .from(basicAccounts)
    .where(
      inArray(
        basicAccounts.accountUid,
        SANDBOX_BASIC_ACCOUNTS.map((a) => a.accountUid),
      ),
    );
  // Staff accounts not already counted by their e-mail: each hash against each published password.
  const otherAgents = await db
    .select({ hash: salesAgents.passwordHash })
    .from(salesAgents)
    .where(sql`not (${demoAgentEmail})`);
  const otherAnalysts = await db
    .select({ hash: analysts.passwordHash })
    .from(analysts)
    .where(sql`${analysts.email} <> ${SANDBOX_ANALYST.email}`);
  let agentsWithDemoPassword = 0;
  for (const a of otherAgents) if (await isDemoHash(a.hash)) agentsWithDemoPassword += 1;
  let analystsWithDemoPassword = 0;
  for (const a of otherAnalysts) if (await isDemoHash(a.hash)) analystsWithDemoPassword += 1;
  return {
    demoSalesAgents: agents!.n,
    demoAnalysts: analyst!.n,
    sandboxUsers: sandboxUser!.n,
    basicAccountHolders: holders!.n,
    basicAccounts: accounts!.n,
    agentsWithDemoPassword,
    analystsWithDemoPassword,
  };
}

/** The kinds and counts of `rows` for a refusal line ('' when there is none). */
export function describeDemoRows(rows: DemoRows): string {
  const n = (k: number, one: string, many: string) => (k ? [`${k} ${k === 1 ? one : many}`] : []);
  return [
    ...n(rows.demoSalesAgents, 'demo sales agent', 'demo sales agents'),
    ...n(rows.demoAnalysts, 'demo analyst', 'demo analysts'),
    ...n(rows.sandboxUsers, 'sandbox user', 'sandbox users'),
    ...n(rows.basicAccountHolders, 'sandbox basic-account holder', 'sandbox basic-account holders'),
    ...n(rows.basicAccounts, 'sandbox basic account', 'sandbox basic accounts'),
    ...n(
      rows.agentsWithDemoPassword,
      'other sales agent with a published demo password',
      'other sales agents with a published demo password',
    ),
    ...n(
      rows.analystsWithDemoPassword,
      'other analyst with a published demo password',
      'other analysts with a published demo password',
    ),
  ].join(', ');
}

/**
 * Resolves when a server of `mode` may use `db`; else rejects with the StartupError line (see
 * the module comment). Reads only: a refused start has written nothing but the migrations.
 */
export async function assertDatabaseMode(db: Db, mode: 'sandbox' | 'production'): Promise<void> {
  if (mode === 'sandbox') {
    const mark = await readDatabaseMark(db);
    if (mark)
      throw new StartupError(
        `Sandbox start refused: this database is marked production (marked ${mark.markedAt.toISOString()} by version ${mark.byVersion}); the sandbox seeds accounts with published passwords and never starts on it — unset DATABASE_URL for the embedded sandbox database, or point it at a sandbox database`,
      );
    return;
  }
  const found = describeDemoRows(await findDemoRows(db));
  if (found)
    throw refuseProduction(
      `the database holds sandbox demo data (${found}); a sandbox start has seeded it — start on a database that never served the sandbox, or delete those rows (README "Production", "Database mode")`,
    );
}
