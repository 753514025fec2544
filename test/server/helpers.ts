/**
 * Test harness of the reference server: the Hono app in-process (`app.request()`) on a fresh
 * database — a private PGlite folder (copied from a seeded template) by default, or a private
 * database created on the PostgreSQL server of DATABASE_URL (test/server/pg.sh); both are
 * removed afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { createApp, type AppDeps } from '../../server/app';
import { createPiiCipher, type PiiCipher } from '../../server/auth/pii';
import { createTokenService } from '../../server/auth/tokens';
import { openMailData } from '../../server/providers/mail';
import { createRateLimits, scaledPolicy } from '../../server/http/rate-limit';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import type { JwtClaims } from '../../services/api/contract';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';

export interface Harness {
  app: ReturnType<typeof createApp>;
  database: Database;
  clock: { now: Date };
  /** The app's PII cipher (also what seals the outbox's mails). */
  pii: PiiCipher;
  call: (method: string, path: string, init?: CallInit) => Promise<CallResult>;
  register: (email?: string, query?: string) => Promise<Registered>;
  close: () => Promise<void>;
}

export interface CallInit {
  body?: unknown;
  token?: string | null;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  text: string;
  headers: Headers;
  bytes: Uint8Array;
}

export interface Registered {
  email: string;
  token: string;
  refresh: string;
  claims: JwtClaims;
  applicationUid: string;
}

let counter = 0;
/** A unique, valid e-mail for a test. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}${(counter += 1)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export const TRACKING = {
  Fp: 'f'.repeat(32),
  LandingPageUrl: 'http://localhost/',
  Offer: null,
  ReferrerUrl: null,
};
/** A password valid under doc 1 §5 (note: '-' is not an allowed password character). */
export const PASSWORD = 'GoldBar2024!';

/**
 * A migrated and seeded PGlite data folder, built once per schema/seed version and copied for
 * each test file: opening an existing folder takes ~0.4 s where a fresh PGlite takes 2–5 s.
 * The key hashes the migrations and every server/db and server/domain source, so any change
 * builds a new template.
 */
export async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (f.endsWith('.sql') || f.endsWith('.json'))
      hash.update(f).update(readFileSync(join(MIGRATIONS_DIR, f)));
  }
  // Every source the seed can read (repositories and domain data): a changed catalogue or seed
  // function must never be served from a stale template.
  for (const dir of ['../../server/db/', '../../server/domain/']) {
    const folder = new URL(dir, import.meta.url);
    for (const f of readdirSync(folder)
      .filter((n) => n.endsWith('.ts'))
      .sort()) {
      hash.update(f).update(readFileSync(new URL(f, folder)));
    }
  }
  const template = join(tmpdir(), `wizard-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(`${template}.building-`);
  const db = await openDatabase({ dataDir: join(building, 'data') });
  await seed(db.db, 'HAA');
  await db.close();
  writeFileSync(join(building, 'READY'), new Date().toISOString());
  try {
    renameSync(building, template); // atomic; another worker may have won the race
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** Opens the test database: a copy of the PGlite template, or a fresh database on DATABASE_URL's server. */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = await pgliteTemplate();
    const dir = mkdtempSync(join(tmpdir(), 'wizard-pglite-test-'));
    cpSync(join(template, 'data'), join(dir, 'data'), { recursive: true });
    const database = await openDatabase({ dataDir: join(dir, 'data') });
    return { database, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `wizard_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Starts the app on a fresh, seeded database. */
export async function startHarness(overrides: Partial<AppDeps> = {}): Promise<Harness> {
  const { database, drop } = await openTestDatabase();
  await seed(database.db, 'HAA');
  const clock = { now: new Date() };
  const tokens = createTokenService(TEST_SECRET, () => clock.now.getTime());
  // Rate limits 1000 times the production allowances: suites register many users from one
  // client; test/server/security-*.test.ts pass their own (server/http/rate-limit.ts).
  const limits = createRateLimits({ policy: scaledPolicy(1000) });
  const piiKey = overrides.piiKey ?? randomBytes(32);
  const pii = overrides.pii ?? createPiiCipher(piiKey, overrides.piiOldKeys);
  const app = createApp({
    db: database.db,
    tokens,
    now: () => clock.now,
    limits,
    ...overrides,
    piiKey,
    pii,
  });

  const call = async (method: string, path: string, init: CallInit = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.rawBody !== undefined) {
      body = init.rawBody;
      headers['Content-Type'] ??= 'application/json';
    } else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['Content-Type'] = 'application/json';
    }
    const res = await app.request(path, { method, headers, body });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let json: unknown = null;
    if ((res.headers.get('Content-Type') ?? '').includes('json') && text) json = JSON.parse(text);
    return { status: res.status, json, text, headers: res.headers, bytes };
  };

  const register = async (
    email = uniqueEmail(),
    query = 'applicationType=Individual&registrationFlowType=1',
  ) => {
    const res = await call('POST', `/v2/users?${query}`, {
      body: { Email: email, Password: PASSWORD, TrackingDetails: TRACKING },
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    const claims = decodeJwt(res.json.JwtToken) as unknown as JwtClaims;
    return {
      email,
      token: res.json.JwtToken as string,
      refresh: res.json.JwtRefreshToken as string,
      claims,
      applicationUid: claims.ApplicationUid,
    };
  };

  return {
    app,
    database,
    clock,
    pii,
    call,
    register,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * An outbox row (table sandbox_outbox) with its template fields opened (they are sealed at rest,
 * server/providers/mail.ts `sealMailData`); throws when they do not open.
 */
export function openedMail<R extends { data: Record<string, unknown> }>(h: Harness, row: R): R {
  const data = openMailData(h.pii, row.data);
  if (!data) throw new Error('outbox row does not open');
  return { ...row, data };
}

/**
 * Serves the harness's app over HTTP on 127.0.0.1 and a free port with @hono/node-server (as
 * server/main.ts does), for tests that need a real socket. Answers the port and `close()`.
 */
export async function listenHarness(
  h: Harness,
): Promise<{ port: number; close: () => Promise<void> }> {
  let server!: ReturnType<typeof serve>;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  return { port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The first error item of a refusal, for compact assertions. */
export const firstError = (r: CallResult) =>
  r.json?.Errors?.[0] as { Code: string; Message?: string; Context?: string };

/**
 * Fills the primary Owner of `applicationUid` as a submission needs it: name (FirstName 'Tess' /
 * `lastName`), birthday, country USA, `ssn` and a New York address (doc 2 §3, each POST 201).
 * Answers the PersonUid.
 */
export async function fillOwner(
  h: Harness,
  token: string,
  applicationUid: string,
  { lastName = 'Holder', ssn = '219-09-1234' }: { lastName?: string; ssn?: string } = {},
): Promise<string> {
  const base = `/v2/applications/${applicationUid}`;
  const person = await h.call('POST', `${base}/persons?isPrimary=true`, {
    token,
    body: { FirstName: 'Tess', MiddleName: null, LastName: lastName, SuffixType: null },
  });
  if (person.status !== 201) throw new Error(`person: ${person.status} ${person.text}`);
  const p = (s: string) => `${base}/persons/${person.json.PersonUid}/${s}`;
  for (const [s, body] of [
    ['birthdays', { DateOfBirth: '1971-03-14' }],
    ['countries', { CountryIso3Code: 'USA' }],
    ['ssns', { Ssn: ssn }],
    [
      'addresses',
      {
        Street: '1 Main St',
        City: 'Albany',
        State: 'NY',
        PostalCode: '12207',
        CountryIso3Code: 'USA',
      },
    ],
  ] as const) {
    const r = await h.call('POST', p(s), { token, body });
    if (r.status !== 201) throw new Error(`${s}: ${r.status} ${r.text}`);
  }
  return person.json.PersonUid as string;
}
