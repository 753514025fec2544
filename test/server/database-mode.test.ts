/**
 * Issue 31 part 2 — two modes that cannot meet in one database (server/db/database-mode.ts,
 * server/lifecycle.ts): a production start marks its database; a sandbox start refuses a marked
 * database and writes nothing; a production start refuses a database holding any demo row (demo
 * agents, the demo analyst, the sandbox user and holders, a staff account with a published demo
 * password), naming kinds and counts only, and writes nothing; the seed is one transaction.
 *
 * Each test starts the server in-process (`startServer`) on a database of its own: a PGlite
 * folder by default, a fresh database on DATABASE_URL's server under `npm run test:pg`. The last
 * describe runs the real process (server/main.ts) on PostgreSQL only: its one line and exit 1.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { loadConfig, StartupError, type ServerConfig } from '../../server/config';
import { addAnalyst, SANDBOX_ANALYST, seedSandboxAnalyst } from '../../server/db/analysts';
import { SANDBOX_BASIC_ACCOUNTS } from '../../server/db/basic-accounts';
import { importBroker } from '../../server/db/broker-import';
import { openDatabase, type Database } from '../../server/db/client';
import {
  markProduction,
  publishedDemoPasswords,
  readDatabaseMark,
  SERVER_VERSION,
} from '../../server/db/database-mode';
import { SANDBOX_SALES_PASSWORD, seedSalesAgents } from '../../server/db/sales';
import { addSalesAgent } from '../../server/db/sales-agent-admin';
import { analysts, salesAgents } from '../../server/db/schema';
import { defaultBrokerSettings, SANDBOX_USER, seed, seedSandboxUser } from '../../server/db/seed';
import { startServer } from '../../server/lifecycle';
import { ALL_SANDBOX_PROVIDERS } from '../../server/providers/sandbox-providers';
import { TEST_SECRET } from './helpers';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BASE_URL = process.env.DATABASE_URL;
const PII_KEY = '5a'.repeat(32);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
});

/** A database of its own: a fresh PostgreSQL database (DATABASE_URL) or an empty PGlite folder. */
async function newTarget(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wizard-mode-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!BASE_URL)
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir: join(dataDir) }) };
  const name = `wizard_mode_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: BASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => openDatabase({ databaseUrl }),
  };
}

/** The sandbox configuration of `env` (API only, a free port, given secrets: no key file). */
const sandboxConfig = (env: Record<string, string>): ServerConfig =>
  loadConfig({
    ...env,
    PORT: '0',
    STATIC_DIR: '',
    JWT_SECRET: TEST_SECRET,
    SSN_ENCRYPTION_KEY: PII_KEY,
  });
/** The same as a production start (the sandbox providers named; PGlite allowed in-process). */
const productionConfig = (env: Record<string, string>): ServerConfig => ({
  ...sandboxConfig(env),
  mode: 'production',
  sandboxProviders: ALL_SANDBOX_PROVIDERS,
  sandboxOutbox: false,
});

/** Starts and stops the server; answers the StartupError message of a refused start, or null. */
async function startOnce(config: ServerConfig): Promise<string | null> {
  try {
    const running = await startServer(config, { log: () => {} });
    (running.server as { closeAllConnections?: () => void }).closeAllConnections?.();
    expect(await running.stop('test')).toBe(0);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(StartupError);
    const message = (err as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
}

/** What a start may have written: a row count per table. */
const TABLES = [
  'brokers',
  'users',
  'usernames',
  'applications',
  'sales_agents',
  'analysts',
  'basic_accounts',
  'countries',
  'states',
  'cdd_lookups',
  'custodians',
  'metal_products',
  'pii_key_check',
  'database_mode',
];
async function counts(db: Database['db']): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const r = await db.execute(sql.raw(`select count(*)::int as n from ${t}`));
    out[t] = (r as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  }
  return out;
}
async function countsOf(open: () => Promise<Database>) {
  const database = await open();
  try {
    return await counts(database.db);
  } finally {
    await database.close();
  }
}
/** Runs `work` on the database (migrated), then closes it. */
async function withDb<T>(open: () => Promise<Database>, work: (db: Database['db']) => Promise<T>) {
  const database = await open();
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('the seed is one transaction', () => {
  it('a failure mid-seed (the last demo insert refused) leaves nothing; the seed then runs whole', async () => {
    const t = await newTarget();
    await withDb(t.open, async (db) => {
      // The demo analyst is seeded last: refuse its insert.
      await db.execute(
        sql.raw(`create function refuse_insert() returns trigger language plpgsql as $$
          begin raise exception 'refused by the test'; end $$`),
      );
      await db.execute(
        sql.raw(
          'create trigger refuse_analyst before insert on analysts for each row execute function refuse_insert()',
        ),
      );
      await expect(seed(db, 'HAA')).rejects.toThrow();
      const after = await counts(db);
      for (const table of TABLES) expect(after[table], table).toBe(0);
      await db.execute(sql.raw('drop trigger refuse_analyst on analysts'));
      await seed(db, 'HAA');
      const seeded = await counts(db);
      for (const table of ['countries', 'brokers', 'users', 'sales_agents', 'analysts'])
        expect(seeded[table], table).toBeGreaterThan(0);
    });
  }, 120_000);
});

describe('a sandbox start', () => {
  it('serves a brand-new unmarked database and seeds its demo data (never marks it)', async () => {
    const t = await newTarget();
    expect(await startOnce(sandboxConfig(t.env))).toBeNull();
    const after = await countsOf(t.open);
    expect(after.sales_agents).toBeGreaterThan(0);
    expect(after.analysts).toBe(1);
    expect(after.pii_key_check).toBe(1);
    expect(after.database_mode).toBe(0);
  }, 120_000);

  it('refuses a database marked production with one line and writes nothing', async () => {
    const t = await newTarget();
    await withDb(t.open, (db) => markProduction(db, '9.9.9'));
    const before = await countsOf(t.open);
    expect(before.database_mode).toBe(1);
    const refused = await startOnce(sandboxConfig(t.env));
    expect(refused).toMatch(
      /^Sandbox start refused: this database is marked production \(marked \d{4}-\d\d-\d\dT[\d:.]+Z by version 9\.9\.9\); /,
    );
    // No seed, no key check recorded, nothing sealed: the counts are those before the start.
    expect(await countsOf(t.open)).toEqual(before);
    for (const table of TABLES.filter((x) => x !== 'database_mode'))
      expect(before[table], table).toBe(0);
  }, 120_000);
});

describe('a production start', () => {
  it('refuses a database a sandbox start has seeded, naming kinds and counts only, writing nothing', async () => {
    const t = await newTarget();
    expect(await startOnce(sandboxConfig(t.env))).toBeNull();
    const before = await countsOf(t.open);
    const refused = await startOnce(productionConfig(t.env));
    const agents = before.sales_agents;
    expect(refused).toBe(
      `Production start refused: the database holds sandbox demo data (${agents} demo sales agents, 1 demo analyst, 1 sandbox user, ${SANDBOX_BASIC_ACCOUNTS.length} sandbox basic-account holders, ${SANDBOX_BASIC_ACCOUNTS.length} sandbox basic accounts); a sandbox start has seeded it — start on a database that never served the sandbox, or delete those rows (README "Production", "Database mode")`,
    );
    expect(refused).not.toContain('@');
    for (const password of publishedDemoPasswords()) expect(refused).not.toContain(password);
    expect(await countsOf(t.open)).toEqual(before);
  }, 180_000);

  it('refuses each kind of demo row alone, marks a clean database, and keeps its first mark', async () => {
    const t = await newTarget();
    await withDb(t.open, async (db) => {
      await importBroker(db, defaultBrokerSettings('HAA'));
      // npm run sales:agent / analyst:add never store a published password either.
      const demo = /^password is not valid \(a published sandbox demo password; issue 31\)$/;
      for (const password of [SANDBOX_SALES_PASSWORD, SANDBOX_ANALYST.password]) {
        const who = { email: 'desk@broker-ops.test', name: 'Desk', password };
        await expect(addSalesAgent(db, { ...who, brokerCode: 'HAA' })).rejects.toThrow(demo);
        await expect(addAnalyst(db, who)).rejects.toThrow(demo);
      }
    });
    const kinds: Array<[string, (db: Database['db']) => Promise<unknown>, RegExp]> = [
      ['a demo agent', (db) => seedSalesAgents(db), /\(1 demo sales agent\)/],
      ['the demo analyst', (db) => seedSandboxAnalyst(db), /\(1 demo analyst\)/],
      ['the sandbox user', (db) => seedSandboxUser(db, 'HAA'), /\(1 sandbox user\)/],
      [
        'an agent of another e-mail with a published password',
        async (db) =>
          db.insert(salesAgents).values({
            email: 'desk@broker-ops.test',
            name: 'Desk',
            passwordHash: await hashPassword(SANDBOX_SALES_PASSWORD),
            brokerCode: 'HAA',
          }),
        /\(1 other sales agent with a published demo password\)/,
      ],
      [
        'an analyst of another e-mail with a published password',
        async (db) =>
          db.insert(analysts).values({
            email: 'ops@broker-ops.test',
            name: 'Ops',
            passwordHash: await hashPassword(SANDBOX_USER.password),
          }),
        /\(1 other analyst with a published demo password\)/,
      ],
    ];
    for (const [kind, plant, expected] of kinds) {
      const before = await withDb(t.open, async (db) => {
        await plant(db);
        return counts(db);
      });
      expect(await startOnce(productionConfig(t.env)), kind).toMatch(expected);
      await withDb(t.open, async (db) => {
        expect(await counts(db), kind).toEqual(before);
        for (const table of ['sales_agents', 'analysts', 'usernames', 'applications', 'users'])
          await db.execute(sql.raw(`delete from ${table}`));
      });
    }
    // Staff with passwords of their own do not count.
    await withDb(t.open, async (db) =>
      db.insert(analysts).values({
        email: 'ops@broker-ops.test',
        name: 'Ops',
        passwordHash: await hashPassword('Another-Analyst-Pass-1'),
      }),
    );
    expect(await countsOf(t.open)).toMatchObject({ database_mode: 0, countries: 0 });
    expect(await startOnce(productionConfig(t.env))).toBeNull();
    const mark = await withDb(t.open, readDatabaseMark);
    expect(mark).toMatchObject({ mode: 'production', byVersion: SERVER_VERSION });
    const after = await countsOf(t.open);
    expect(after).toMatchObject({ database_mode: 1, users: 0, sales_agents: 0, analysts: 1 });
    expect(after.countries).toBeGreaterThan(240); // the reference data: as before
    // A second production start keeps the first mark; a sandbox start is refused.
    expect(await startOnce(productionConfig(t.env))).toBeNull();
    expect(await withDb(t.open, readDatabaseMark)).toEqual(mark);
    expect(await startOnce(sandboxConfig(t.env))).toMatch(/^Sandbox start refused: /);
    expect(await countsOf(t.open)).toEqual(after);
    expect(SANDBOX_ANALYST.email).not.toBe('ops@broker-ops.test');
  }, 240_000);
});

describe('the real process on PostgreSQL (npm run test:pg)', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: '0',
        STATIC_DIR: '',
        JWT_SECRET: TEST_SECRET,
        SSN_ENCRYPTION_KEY: PII_KEY,
        ...env,
      },
      encoding: 'utf8',
      timeout: 90_000,
    });

  it.skipIf(!BASE_URL)(
    'npm run server on a production database: one line, exit 1, nothing written; NODE_ENV=production on a demo agent: one line, exit 1',
    async () => {
      const t = await newTarget();
      await withDb(t.open, async (db) => {
        await importBroker(db, defaultBrokerSettings('HAA'));
        await markProduction(db);
      });
      const before = await countsOf(t.open);
      const sandbox = run({ DATABASE_URL: t.env.DATABASE_URL!, DATA_DIR: t.env.DATA_DIR! });
      expect(sandbox.status).toBe(1);
      expect(sandbox.stdout).toBe('');
      expect(sandbox.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^Sandbox start refused: this database is marked production \(/),
      ]);
      expect(await countsOf(t.open)).toEqual(before);

      const demo = await newTarget();
      await withDb(demo.open, async (db) => {
        await importBroker(db, defaultBrokerSettings('HAA'));
        await seedSalesAgents(db);
      });
      const demoBefore = await countsOf(demo.open);
      const production = run({
        NODE_ENV: 'production',
        DATABASE_URL: demo.env.DATABASE_URL!,
        DATA_DIR: demo.env.DATA_DIR!,
        SANDBOX_PROVIDERS: 'identity-verification,bank-link,marketing-lists,mail',
      });
      expect(production.status).toBe(1);
      expect(production.stderr.trim().split('\n')).toEqual([
        'Production start refused: the database holds sandbox demo data (1 demo sales agent); a sandbox start has seeded it — start on a database that never served the sandbox, or delete those rows (README "Production", "Database mode")',
      ]);
      expect(await countsOf(demo.open)).toEqual(demoBefore);
    },
    240_000,
  );
});
