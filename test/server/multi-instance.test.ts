/**
 * Issue 20 — two real server processes on one PostgreSQL ("Tests that must pass in CI": several
 * instances, the app instances hold no state). Runs only with DATABASE_URL (npm run test:pg, the
 * suite's private cluster); under PGlite it is skipped with a printed reason.
 *
 * On a database of its own, empty: A and B (`node --import tsx server/main.ts`, API only, free
 * ports, the same secrets) start at once and the migrations run once; a session made on A is
 * accepted by B; an idempotent retry on B answers A's answer and writes once; wrong passwords
 * alternating between A and B are throttled as one; a logout on A ends the refresh on B, and the
 * access token on B at once (the revocation notice); SIGTERM
 * on A while a save is in flight (held by this test's row lock): /readyz on A answers 503, the
 * save completes 2xx, A exits 0 within 10 s, B keeps answering; a third instance with another
 * SSN_ENCRYPTION_KEY refuses to start (the key check). No log line of either instance
 * holds an e-mail.
 *
 * The environment of the instances and the preparation of the database are in `INSTANCE_ENV` and
 * `prepare` below: the one place to change for the production mode.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_POLICY } from '../../server/http/rate-limit';
import { importBroker } from '../../server/db/broker-import';
import { MIGRATIONS_DIR, openDatabase } from '../../server/db/client';
import { addSalesAgent, disableSalesAgent } from '../../server/db/sales-agent-admin';
import { defaultBrokerSettings } from '../../server/db/seed';
import { PASSWORD, TRACKING, uniqueEmail } from './helpers';

const BASE_URL = process.env.DATABASE_URL;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
if (!BASE_URL)
  console.info(
    'multi-instance.test.ts skipped: it needs PostgreSQL (DATABASE_URL; run `npm run test:pg`)',
  );

/** Secrets every instance of the deployment shares. */
const SHARED = {
  JWT_SECRET: 'multi-instance-test-secret-0123456789abcdef',
  SSN_ENCRYPTION_KEY: 'ab'.repeat(32),
};

/**
 * The environment of each instance (besides PATH/HOME). Production mode: NODE_ENV=production
 * with the shared secrets and the sandbox providers opted in by name.
 */
const INSTANCE_ENV = (databaseUrl: string, dataDir: string): Record<string, string> => ({
  NODE_ENV: 'production',
  SANDBOX_PROVIDERS: 'identity-verification,bank-link,captcha,marketing-lists,mail',
  DATABASE_URL: databaseUrl,
  ...SHARED,
  DATA_DIR: dataDir, // never written to with the secrets given; a private folder all the same
  STATIC_DIR: '',
  HOST: '127.0.0.1',
  PORT: '0',
  RATE_LIMIT_FACTOR: '1', // the production allowances: the lockout is the one being tested
  TRUST_PROXY_HOPS: '0',
  DRAIN_DELAY_MS: '1500', // long enough to see /readyz answer 503 after SIGTERM
});

/**
 * Loads the broker into the database the instances have migrated (production seeds no broker;
 * `npm run broker:import`'s core, server/db/broker-import.ts).
 */
async function prepare(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl });
  try {
    await importBroker(database.db, defaultBrokerSettings(BROKER));
  } finally {
    await database.close();
  }
}

/** The broker registrations name (seeded, or loaded by `prepare`). */
const BROKER = 'HAA';

interface Instance {
  name: string;
  child: ChildProcess;
  base: string;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns one server process and waits for its 'Wizard and API on http://…' line. */
function spawnInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in 45 s:\n${lines.join('\n')}`)),
      45_000,
    );
    const onLine = (line: string) => {
      lines.push(line);
      const m = /Wizard and API on (http:\/\/[^\s]+)/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve({ name, child, base: m[1], lines, exited });
      }
    };
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        parts.forEach(onLine);
      });
    }
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before listening:\n${lines.join('\n')}`));
    });
  });
}

/** Runs one server process to its exit (a refused start); its output lines and exit code. */
function runToExit(name: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString('utf8')));
  return new Promise<{ name: string; code: number | null; lines: string[] }>((resolve) =>
    child.once('exit', (code) => resolve({ name, code, lines: out.split('\n') })),
  );
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  headers: Headers;
}

async function call(
  on: Instance,
  method: string,
  path: string,
  init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(on.base + path, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const json =
    (res.headers.get('Content-Type') ?? '').includes('json') && text ? JSON.parse(text) : null;
  return { status: res.status, json, headers: res.headers };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!BASE_URL)('two instances on one PostgreSQL', () => {
  const dbName = `wizard_multi_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let databaseUrl = '';
  let sql: pg.Client;
  let dataDir = '';
  let a: Instance;
  let refusals: { name: string; code: number | null; lines: string[] }[] = [];
  let b: Instance;
  const emails: string[] = [];

  const register = async (on: Instance) => {
    const email = uniqueEmail('multi');
    emails.push(email);
    const r = await call(
      on,
      'POST',
      `/v2/users?applicationType=Individual&registrationFlowType=1&brokerCode=${BROKER}`,
      {
        body: { Email: email, Password: PASSWORD, TrackingDetails: TRACKING },
      },
    );
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const claims = decodeJwt(r.json.JwtToken) as { ApplicationUid: string; UserUid: string };
    return {
      email,
      token: r.json.JwtToken as string,
      refresh: r.json.JwtRefreshToken as string,
      applicationUid: claims.ApplicationUid,
    };
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const target = new URL(BASE_URL!);
    target.pathname = `/${dbName}`;
    databaseUrl = target.toString();
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    dataDir = mkdtempSync(join(tmpdir(), 'wizard-multi-'));
    const env = (n: string) => INSTANCE_ENV(databaseUrl, join(dataDir, n));
    // Both at once, on the empty database: they migrate (once, under the lock) and then refuse —
    // production seeds no broker and the default one has not been imported yet.
    refusals = await Promise.all(['A0', 'B0'].map((n) => runToExit(n, env(n.toLowerCase()))));
    await prepare(databaseUrl);
    // Both at once again, now with the broker.
    [a, b] = await Promise.all([spawnInstance('A', env('a')), spawnInstance('B', env('b'))]);
  }, 60_000);

  afterAll(async () => {
    for (const inst of [a, b]) {
      if (!inst || inst.child.exitCode !== null) continue;
      inst.child.kill('SIGTERM');
      const done = await Promise.race([inst.exited, sleep(10_000).then(() => null)]);
      if (!done) inst.child.kill('SIGKILL');
    }
    await sql?.end().catch(() => {});
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }, 20_000);

  it('on the empty database both migrated, then refused without the imported broker (one line, exit 1)', () => {
    for (const r of refusals) {
      expect(r.code).toBe(1);
      expect(r.lines.filter(Boolean)).toEqual([
        expect.stringMatching(/^Production start refused: .*HAA \(BROKER_CODE\).*broker:import/),
      ]);
    }
  });

  it('both started and the migrations ran once', async () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
    const { rows } = await sql.query(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
    for (const inst of [a, b]) {
      const ready = await call(inst, 'GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(inst.lines.join('\n')).not.toMatch(/failed to start|"level":"error"/);
    }
  });

  it('a session made on A is accepted by B', async () => {
    const user = await register(a);
    const r = await call(b, 'GET', `/v2/applications/${user.applicationUid}`, {
      token: user.token,
    });
    expect(r.status).toBe(200);
    expect(r.json.ApplicationUid).toBe(user.applicationUid);
  });

  it("an idempotent retry on B answers A's answer with Idempotent-Replayed and writes once", async () => {
    const user = await register(a);
    const save = (on: Instance) =>
      call(on, 'POST', `/v2/applications/${user.applicationUid}/steps`, {
        token: user.token,
        body: { Step: '/secure/dob' },
        headers: { 'Idempotency-Key': `multi-${user.applicationUid}` },
      });
    const first = await save(a);
    expect(first.status).toBe(200);
    const retry = await save(b);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.json).toEqual(first.json);
    const { rows } = await sql.query(
      'select count(*)::int as n from application_steps where application_uid = $1 and step = $2',
      [user.applicationUid, '/secure/dob'],
    );
    expect(rows[0].n).toBe(1);
  });

  it('wrong passwords alternating between A and B are throttled as one', async () => {
    const user = await register(b);
    const free = DEFAULT_RATE_POLICY.lockout.failuresBeforeLock;
    const statuses: number[] = [];
    for (let i = 0; i <= free; i += 1) {
      const r = await call(i % 2 === 0 ? a : b, 'POST', '/v2/authenticate', {
        body: { Email: user.email, Password: 'NotThePassword1!' },
      });
      statuses.push(r.status);
    }
    // The n-th wrong password locks (counted across both); the next one, on the other instance, waits.
    expect(statuses).toEqual([...Array(free).fill(400), 429]);
  });

  it('a logout on A ends the refresh on B', async () => {
    const user = await register(a);
    const out = await call(a, 'POST', '/v2/authenticate/logout', {
      body: { JwtRefreshToken: user.refresh },
    });
    expect(out.status).toBe(204);
    const r = await call(b, 'POST', '/v2/authenticate/authenticate/refresh', {
      body: { JwtToken: user.token, JwtRefreshToken: user.refresh },
    });
    expect(r.status).toBe(401);
  });

  it('a logout on A ends the access token on B at once, though B had just accepted it (revocation notice)', async () => {
    const user = await register(a);
    const get = () =>
      call(b, 'GET', `/v2/applications/${user.applicationUid}`, { token: user.token });
    expect((await get()).status).toBe(200); // B now holds the live session in its 2 s cache
    const out = await call(a, 'POST', '/v2/authenticate/logout', {
      body: { JwtRefreshToken: user.refresh },
    });
    expect(out.status).toBe(204);
    // The notice travels through PostgreSQL: allow it 300 ms — well inside the cache's 2 s.
    const deadline = Date.now() + 300;
    let status = (await get()).status;
    while (status === 200 && Date.now() < deadline) {
      await sleep(25);
      status = (await get()).status;
    }
    expect(status).toBe(401);
  });

  it('an agent disabled, or given a new password, by the admin command loses its session and impersonation on B within 2 s (issue 31)', async () => {
    const agentEmail = uniqueEmail('agent');
    emails.push(agentEmail);
    const admin = await openDatabase({ databaseUrl });
    const agentPassword = 'DeskGold2031!';
    const setPassword = (password: string) =>
      addSalesAgent(admin.db, { email: agentEmail, name: 'Ann Lee', brokerCode: BROKER, password });
    try {
      await setPassword(agentPassword);
      /** The agent signs in on A and impersonates a customer there; B accepts both tokens. */
      const onA = async (password: string) => {
        const customer = await register(a);
        const login = await call(a, 'POST', '/v2/authenticate', {
          body: { Email: agentEmail, Password: password },
        });
        expect(login.status).toBe(200);
        const imp = await call(a, 'POST', '/v2/sales/authenticate', {
          body: { InvitationToken: login.json.JwtToken, CustomerEmail: customer.email },
        });
        expect(imp.status).toBe(200);
        const onB = {
          sales: () =>
            call(
              b,
              'GET',
              `/v2/sales/users/applications?userEmail=${encodeURIComponent(customer.email)}`,
              {
                token: login.json.JwtToken,
              },
            ),
          impersonation: () =>
            call(b, 'GET', `/v2/applications/${customer.applicationUid}`, {
              token: imp.json.JwtToken,
            }),
        };
        expect((await onB.sales()).status).toBe(200);
        expect((await onB.impersonation()).status).toBe(200);
        return onB;
      };
      /** Ms until both of B's answers are 401 (polled; gives up after 5 s). */
      const msUntilRefused = async (onB: Awaited<ReturnType<typeof onA>>, since: number) => {
        while (Date.now() - since < 5_000) {
          const [x, y] = await Promise.all([onB.sales(), onB.impersonation()]);
          if (x.status === 401 && y.status === 401) return Date.now() - since;
          await sleep(25);
        }
        return Infinity;
      };

      // A new password: the sessions are revoked and the notice reaches B (no disable involved).
      const first = await onA(agentPassword);
      let since = Date.now();
      await setPassword('DeskSilver2032!');
      expect(await msUntilRefused(first, since)).toBeLessThan(2_000);

      // Disabled: the same, and its sign-in on B answers like a wrong password.
      const second = await onA('DeskSilver2032!');
      since = Date.now();
      await disableSalesAgent(admin.db, agentEmail);
      expect(await msUntilRefused(second, since)).toBeLessThan(2_000);
      const login = await call(b, 'POST', '/v2/authenticate', {
        body: { Email: agentEmail, Password: 'DeskSilver2032!' },
      });
      expect(login.status).toBe(400);
      expect(login.json.Errors[0].Code).toBe('InvalidCredentials');
    } finally {
      await admin.close();
    }
  }, 30_000);

  it('SIGTERM on A while a save is in flight: /readyz 503, the save completes, A exits 0 within 10 s, B keeps answering', async () => {
    const user = await register(b);
    // Hold the application's row: A's save waits for it.
    await sql.query('begin');
    await sql.query('select 1 from applications where uid = $1 for update', [user.applicationUid]);
    const save = call(a, 'POST', `/v2/applications/${user.applicationUid}/steps`, {
      token: user.token,
      body: { Step: '/secure/dob' },
    });
    // Wait until A's save is blocked on the lock.
    let blocked = false;
    for (let i = 0; i < 100 && !blocked; i += 1) {
      const { rows } = await sql.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [dbName],
      );
      blocked = rows[0].n > 0;
      if (!blocked) await sleep(50);
    }
    expect(blocked).toBe(true);
    const signalled = Date.now();
    a.child.kill('SIGTERM');
    let draining: Answer | null = null;
    for (let i = 0; i < 20 && !draining; i += 1) {
      const r = await call(a, 'GET', '/readyz', { headers: { Connection: 'close' } }).catch(
        () => null,
      );
      if (r?.status === 503) draining = r;
      else await sleep(50);
    }
    expect(draining?.json).toEqual({
      status: 'unavailable',
      reasons: ['draining'],
      kyc: 'sandbox',
      notices: ['KYC: sandbox'],
    });
    await sleep(1_000); // past the drain delay: A's listener is closed, the save still waits
    await sql.query('commit');
    const saved = await save;
    expect(saved.status).toBe(200);
    const exit = await a.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // B answers: health, and the save made on A.
    expect((await call(b, 'GET', '/healthz')).status).toBe(200);
    const app = await call(b, 'GET', `/v2/applications/${user.applicationUid}`, {
      token: user.token,
    });
    expect(app.status).toBe(200);
    expect(app.json.ApplicationStep).toBe('/secure/dob');
  }, 30_000);

  it('no log line of either instance holds an e-mail; security events carry an ip hash', () => {
    const all = [...a.lines, ...b.lines].join('\n');
    for (const email of emails) expect(all).not.toContain(email);
    const failed = [...a.lines, ...b.lines].filter((l) => l.includes('"login.failed"'));
    expect(failed.length).toBeGreaterThan(0);
    for (const l of failed) expect(JSON.parse(l).ipHash).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('a third instance with another SSN_ENCRYPTION_KEY refuses to start (the key check), one line, exit 1', async () => {
    const c = await runToExit('C', {
      ...INSTANCE_ENV(databaseUrl, join(dataDir, 'c')),
      SSN_ENCRYPTION_KEY: 'cd'.repeat(32),
    });
    expect(c.code).toBe(1);
    expect(c.lines.filter(Boolean)).toEqual([
      expect.stringMatching(
        /^SSN_ENCRYPTION_KEY does not match the database's key check \(key id [0-9a-f]{16}, the database expects [0-9a-f]{16}\)/,
      ),
    ]);
    // B, on the right key, still answers.
    expect((await call(b, 'GET', '/readyz')).status).toBe(200);
  });
});
