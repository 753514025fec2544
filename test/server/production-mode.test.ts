/**
 * Two modes, chosen explicitly (issue 20): production (NODE_ENV=production) refuses to start —
 * one StartupError line naming the variable — without each required secret, never writes a key
 * into DATA_DIR, seeds no demo user, broker or agent, serves no /sandbox route and applies no
 * sandbox rule it was not told to; a broker loads its settings with `npm run broker:import`.
 * The database parts run on an in-process PGlite (the real production start needs DATABASE_URL:
 * the last test runs it when `npm run test:pg` provides a PostgreSQL server).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createTokenService } from '../../server/auth/tokens';
import { loadConfig, StartupError, type ServerConfig } from '../../server/config';
import { BrokerImportError, importBroker } from '../../server/db/broker-import';
import { openDatabase, type Database } from '../../server/db/client';
import { defaultBrokerSettings, SANDBOX_USER, seed } from '../../server/db/seed';
import { SANDBOX_SALES_PASSWORD, sandboxSalesAgentEmail } from '../../server/db/sales';
import { SANDBOX_BASIC_ACCOUNTS } from '../../server/db/basic-accounts';
import { createRateLimits, scaledPolicy } from '../../server/http/rate-limit';
import { ALL_SANDBOX_PROVIDERS } from '../../server/providers/sandbox-providers';
import { checkStartup } from '../../server/startup-checks';
import { TEST_SECRET, TRACKING } from './helpers';

const ROOT_DIR = fileURLToPath(new URL('../..', import.meta.url));

const ROOT = new URL('../../', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'wizard-prod-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A complete production environment: every required secret, the sandbox providers named. */
function productionEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: 'postgres://wizard@127.0.0.1:5432/wizard',
    JWT_SECRET: 'production-signing-key-of-at-least-32-bytes',
    SSN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    SANDBOX_PROVIDERS: 'identity-verification,marketing-lists,mail',
    PLAID_CLIENT_ID: 'client',
    PLAID_SECRET: 'secret',
  };
}

/** The StartupError message of loadConfig(env); fails when it starts. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(StartupError);
    const message = (err as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('production refuses to start without a required secret (server/config.ts)', () => {
  const without = (name: string, extra: NodeJS.ProcessEnv = {}) => {
    const env = { ...productionEnv(tempDir()), ...extra };
    delete env[name];
    return env;
  };

  it('JWT_SECRET: missing or shorter than 32 bytes', () => {
    expect(refusal(without('JWT_SECRET'))).toMatch(
      /^Production start refused: JWT_SECRET is not set \(.*32 bytes.*every instance/,
    );
    const short = { ...productionEnv(tempDir()), JWT_SECRET: 'too-short' };
    const message = refusal(short);
    expect(message).toMatch(/JWT_SECRET is shorter than 32 bytes/);
    expect(message).not.toContain('too-short');
  });

  it('SSN_ENCRYPTION_KEY: missing or not a 32-byte key', () => {
    expect(refusal(without('SSN_ENCRYPTION_KEY'))).toMatch(
      /^Production start refused: SSN_ENCRYPTION_KEY is not set/,
    );
    expect(refusal({ ...productionEnv(tempDir()), SSN_ENCRYPTION_KEY: 'abcd' })).toMatch(
      /^Production start refused: .*SSN_ENCRYPTION_KEY/,
    );
  });

  it('DATABASE_URL: the embedded PGlite cannot be shared', () => {
    expect(refusal(without('DATABASE_URL'))).toMatch(
      /^Production start refused: DATABASE_URL is not set \(.*PostgreSQL/,
    );
  });

  it('SANDBOX_OUTBOX=1: the outbox is never served in production', () => {
    expect(refusal({ ...productionEnv(tempDir()), SANDBOX_OUTBOX: '1' })).toMatch(
      /^Production start refused: SANDBOX_OUTBOX=1/,
    );
    expect(loadConfig({ ...productionEnv(tempDir()), SANDBOX_OUTBOX: '0' }).sandboxOutbox).toBe(
      false,
    );
  });

  it('Plaid keys: the bank link is always offered, so PLAID_CLIENT_ID and PLAID_SECRET are required unless bank-link is named', () => {
    expect(refusal(without('PLAID_CLIENT_ID'))).toMatch(
      /^Production start refused: PLAID_CLIENT_ID is not set .*bank-link in SANDBOX_PROVIDERS/,
    );
    expect(refusal(without('PLAID_SECRET'))).toMatch(/PLAID_SECRET is not set/);
    expect(refusal({ ...productionEnv(tempDir()), PLAID_ENV: 'staging' })).toMatch(/PLAID_ENV/);
    // With the keys Plaid runs against its production host unless PLAID_ENV says otherwise.
    expect(loadConfig(productionEnv(tempDir())).plaid).toEqual({
      clientId: 'client',
      secret: 'secret',
      env: 'production',
    });
    // Named, the sandbox bank link is allowed without keys.
    const named = without('PLAID_CLIENT_ID', {
      SANDBOX_PROVIDERS: 'identity-verification marketing-lists mail bank-link',
    });
    const config = loadConfig(named);
    expect(config.plaid).toBeNull();
    expect(config.sandboxProviders.has('bank-link')).toBe(true);
  });

  it('sandbox providers without a real one in this build must be named, by known names only', () => {
    const env = productionEnv(tempDir());
    // Identity verification: Persona's keys or the name (issue 31; test/server/idv-config.test.ts).
    expect(refusal({ ...env, SANDBOX_PROVIDERS: 'marketing-lists,mail' })).toMatch(
      /^Production start refused: PERSONA_API_KEY is not set .*identity-verification in SANDBOX_PROVIDERS/,
    );
    // Marketing lists not named: off, not refused (issue 31).
    expect(
      loadConfig({ ...env, SANDBOX_PROVIDERS: 'identity-verification,mail' }).marketingLists,
    ).toBe('off');
    const noMail = { ...env, SANDBOX_PROVIDERS: 'identity-verification,marketing-lists' };
    expect(refusal(noMail)).toMatch(/^Production start refused: SMTP_URL is not set/);
    // A real mail server instead of the named sandbox mail; MAIL_FROM comes with it.
    expect(refusal({ ...noMail, SMTP_URL: 'smtp://mail.internal:587' })).toMatch(
      /MAIL_FROM is not set/,
    );
    const smtp = loadConfig({
      ...noMail,
      SMTP_URL: 'smtp://mail.internal:587',
      MAIL_FROM: 'no-reply@broker.example',
    });
    expect(smtp.smtp).toEqual({ url: 'smtp://mail.internal:587', from: 'no-reply@broker.example' });
    expect(smtp.sandboxProviders.has('mail')).toBe(false);
    expect(refusal({ ...env, SANDBOX_PROVIDERS: `${env.SANDBOX_PROVIDERS},kyc` })).toMatch(
      /SANDBOX_PROVIDERS names an unknown provider 'kyc'/,
    );
  });

  it('a complete production environment starts, reads and writes no key file in DATA_DIR', () => {
    const dataDir = tempDir();
    const config = loadConfig(productionEnv(dataDir));
    expect(config.mode).toBe('production');
    expect(config.sandboxOutbox).toBe(false);
    expect([...config.sandboxProviders].sort()).toEqual([
      'identity-verification',
      'mail',
      'marketing-lists',
    ]);
    expect(config.jwtSecret).toBe('production-signing-key-of-at-least-32-bytes');
    expect(config.piiKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(readdirSync(dataDir)).toEqual([]);
    // A key file left in DATA_DIR (say, by an earlier sandbox run) is not a fallback either.
    writeFileSync(join(dataDir, 'jwt-secret'), 'x'.repeat(48));
    const env = productionEnv(dataDir);
    delete env.JWT_SECRET;
    expect(refusal(env)).toMatch(/JWT_SECRET is not set/);
  });

  it('sandbox mode is unchanged: keys generated once into DATA_DIR, every sandbox provider, the outbox on', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.mode).toBe('sandbox');
    expect(readdirSync(dataDir).sort()).toEqual(['jwt-secret', 'ssn-key']);
    expect(config.sandboxOutbox).toBe(true);
    expect(config.sandboxProviders).toBe(ALL_SANDBOX_PROVIDERS);
    expect(config.plaid).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('a real process (npx tsx server/main.ts) prints the one line and exits 1, writing nothing', () => {
    const dataDir = tempDir();
    const env = productionEnv(dataDir);
    delete env.JWT_SECRET;
    const r = spawnSync(TSX, ['server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, STATIC_DIR: '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Production start refused: JWT_SECRET is not set \(/),
    ]);
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);
});

describe('production database: seeds, start checks, broker import, routes', () => {
  let database: Database;
  const config = (over: Partial<ServerConfig> = {}) => ({
    mode: 'production' as const,
    brokerCode: 'HAA',
    recaptchaSecret: null,
    sandboxProviders: new Set(['identity-verification', 'marketing-lists', 'mail'] as const),
    ...over,
  });
  const count = async (table: string) => {
    const r = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return (r as unknown as { rows: Array<{ n: number }> }).rows[0].n;
  };

  beforeAll(async () => {
    database = await openDatabase({});
    await seed(database.db, 'HAA', 'production');
  }, 60_000);
  afterAll(() => database.close());

  it('seeds the reference data only: no broker, user, sales agent, basic-account holder or analyst', async () => {
    expect(await count('countries')).toBeGreaterThan(240);
    expect(await count('states')).toBeGreaterThan(50);
    expect(await count('cdd_lookups')).toBeGreaterThan(0);
    expect(await count('custodians')).toBeGreaterThan(0);
    expect(await count('metal_products')).toBeGreaterThan(0);
    for (const table of [
      'brokers',
      'users',
      'usernames',
      'sales_agents',
      'basic_accounts',
      'analysts',
    ])
      expect(await count(table), table).toBe(0);
  });

  it('refuses to start while the default broker is missing, naming BROKER_CODE and broker:import', async () => {
    await expect(checkStartup(database.db, config())).rejects.toThrow(
      /^Production start refused: the default broker HAA \(BROKER_CODE\) is not in the database; add its settings with `npm run broker:import -- settings\.json`$/,
    );
    // Sandbox mode checks nothing here (its seeds make the brokers).
    await expect(checkStartup(database.db, config({ mode: 'sandbox' }))).resolves.toBeUndefined();
  });

  it('broker:import validates the settings strictly and upserts the broker', async () => {
    const settings = { ...defaultBrokerSettings('HAA'), BrokerName: 'Harbor Assets' };
    await expect(importBroker(database.db, { ...settings, BrokerCode: 'haa' })).resolves.toEqual({
      code: 'HAA',
      created: true,
    });
    await expect(
      importBroker(database.db, { ...settings, BrokerName: 'Harbor Assets Ltd' }),
    ).resolves.toEqual({ code: 'HAA', created: false });
    const bad = [
      { ...settings, EnableGoogleRecaptcha: true },
      { ...settings, Theme: 'neon' },
      { ...settings, BrokerCode: 'H A' },
      (({ SupportEmail: _, ...rest }) => rest)(settings),
      'HAA',
    ];
    for (const input of bad)
      await expect(importBroker(database.db, input)).rejects.toBeInstanceOf(BrokerImportError);
    await expect(
      importBroker(database.db, { ...settings, EnableGoogleRecaptcha: true }),
    ).rejects.toThrow(/unknown field EnableGoogleRecaptcha/);
    expect(await count('brokers')).toBe(1);
    await expect(checkStartup(database.db, config())).resolves.toBeUndefined();
  });

  it('RECAPTCHA_SECRET is required once a broker enables the captcha (unless captcha is named)', async () => {
    await importBroker(database.db, {
      ...defaultBrokerSettings('SVR'),
      EnableGoogleReCaptcha: true,
    });
    await expect(checkStartup(database.db, config())).rejects.toThrow(
      /^Production start refused: RECAPTCHA_SECRET is not set and broker SVR enables the captcha/,
    );
    await expect(
      checkStartup(database.db, config({ recaptchaSecret: 'secret' })),
    ).resolves.toBeUndefined();
    await expect(
      checkStartup(
        database.db,
        config({ sandboxProviders: new Set(['captcha', 'identity-verification'] as const) }),
      ),
    ).resolves.toBeUndefined();
  });

  it("the README's docs/broker-settings.example.json imports as it is", async () => {
    const example = JSON.parse(
      readFileSync(join(ROOT_DIR, 'docs', 'broker-settings.example.json'), 'utf8'),
    ) as unknown;
    const { code } = await importBroker(database.db, example);
    expect(code).toBe('ACME');
  });

  it('serves no /sandbox route, no demo login, the imported settings and no sandbox rule it was not told', async () => {
    // With the built wizard served: /sandbox/* must not fall back to the wizard's page either.
    const dist = mkdtempSync(join(tmpdir(), 'wizard-prod-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    const app = createApp({
      staticDir: dist,
      db: database.db,
      tokens: createTokenService(TEST_SECRET),
      limits: createRateLimits({ policy: scaledPolicy(1000) }),
      mode: 'production',
      // Even a caller that asks for the outbox gets none in production.
      sandboxOutbox: true,
      sandboxProviders: config().sandboxProviders,
    });
    const call = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
    for (const path of [
      '/sandbox/outbox',
      '/sandbox/outbox?recipient=a%40example.com',
      '/sandbox/x',
    ])
      expect((await call('GET', path)).status).toBe(404);
    // The wizard itself is served.
    expect((await call('GET', '/some/step')).status).toBe(200);
    const settings = (await (await call('GET', '/v2/settings')).json()) as { BrokerName: string };
    expect(settings.BrokerName).toBe('Harbor Assets Ltd');
    const logins = [
      { Email: SANDBOX_USER.email, Password: SANDBOX_USER.password },
      { Email: sandboxSalesAgentEmail('HAA'), Password: SANDBOX_SALES_PASSWORD },
      ...SANDBOX_BASIC_ACCOUNTS.map((a) => ({ Email: a.email, Password: a.password })),
    ];
    for (const login of logins) {
      const r = await call('POST', '/v2/authenticate', { ...login, TrackingDetails: TRACKING });
      expect(r.status, login.Email).not.toBe(200);
    }
    // The sandbox's old portal answers no 302 unless named.
    const legacy = await call('GET', '/v2/users/usernames?email=legacy%40example.com');
    expect(legacy.status).toBe(200);
  });
});

describe('the real production start on PostgreSQL (npm run test:pg)', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'refuses an empty database until broker:import adds the default broker, then listens',
    async () => {
      const url = process.env.DATABASE_URL as string;
      const name = `wizard_prod_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const dataDir = tempDir();
      const env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...productionEnv(dataDir),
        DATABASE_URL: target.toString(),
        STATIC_DIR: '',
        PORT: '0',
      };
      try {
        const refused = spawnSync(TSX, ['server/main.ts'], {
          cwd: ROOT,
          env,
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(refused.status).toBe(1);
        expect(refused.stderr.trim().split('\n')).toEqual([
          expect.stringMatching(/BROKER_CODE\) is not in the database; add its settings with/),
        ]);
        const file = join(dataDir, '..', `${name}-settings.json`);
        dirs.push(file);
        writeFileSync(file, JSON.stringify(defaultBrokerSettings('HAA')));
        const imported = spawnSync(TSX, ['scripts/broker-import.ts', file], {
          cwd: ROOT,
          env,
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(imported.stdout.trim()).toBe('Broker HAA imported (created)');
        expect(imported.status).toBe(0);
        const server = spawn(TSX, ['server/main.ts'], { cwd: ROOT, env });
        const url = await new Promise<string>((resolve, reject) => {
          let out = '';
          server.stdout.on('data', (d: Buffer) => {
            out += d.toString();
            const m = /Wizard and API on (http:\/\/\S+)/.exec(out);
            if (m) resolve(m[1]);
          });
          server.on('exit', (code) => reject(new Error(`exited ${code}`)));
        });
        try {
          expect((await fetch(`${url}/sandbox/outbox`)).status).toBe(404);
          expect((await fetch(`${url}/v2/settings`)).status).toBe(200);
        } finally {
          server.kill('SIGTERM');
          await new Promise((r) => server.once('exit', r));
        }
        expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
        expect(readdirSync(dataDir)).toEqual([]);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    120_000,
  );
});
