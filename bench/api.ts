/**
 * API throughput benchmark (issue 3: "a benchmark script (not a timed test) that drives complete
 * applications through the API … and prints throughput and latency percentiles for both
 * databases"). Prints figures; asserts nothing.
 *
 *   npm run bench:api [-- --apps 200 --connections 8]
 *   (or BENCH_APPS / BENCH_CONNECTIONS in the environment)
 *
 * For each database in turn — a fresh embedded PGlite in a temporary folder, then a private
 * PostgreSQL cluster (initdb + pg_ctl on 127.0.0.1 and a free port, PostgreSQL's default
 * durability settings; skipped with the reason printed when the server binaries at PG_BIN,
 * default /usr/lib/postgresql/15/bin, are missing or it cannot start) — it starts the reference
 * server (`tsx server/main.ts`, API only) in a child process and drives `--apps` complete
 * Individual applications through it with autocannon over `--connections` keep-alive
 * connections. Each connection runs the wizard's calls in order, carrying the token, application
 * and person ids from one answer to the next (autocannon `requests` with setupRequest/onResponse):
 *
 *   POST /v2/users (argon2id hash) → POST persons?isPrimary=true → POST birthdays, countries, ssns,
 *   phones, addresses → POST steps → POST application-fundings {Wire} → POST fundings {Amount} →
 *   GET application (review) → POST haa-agreements → PATCH ?sessionId (sandbox identity verification)
 *
 * Printed per database: requests/s (every request answered, divided by the run's wall-clock
 * time), latency p50 / p90 / p99 in ms over every request (autocannon's HDR histogram), completed
 * applications/s (PATCH answered IsSuccess true, divided by the same time), the count of non-2xx
 * answers and socket errors, and each refusal by step, status and error code. The sandbox e-mails
 * are bench.<run>.<n>@example.com; nothing is kept: both databases are removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startCluster, startServer, stopServer } from './lib';
const PASSWORD = 'GoldBar2024!';
const TRACKING = {
  Fp: 'b'.repeat(32),
  LandingPageUrl: 'http://localhost/',
  Offer: null,
  ReferrerUrl: null,
};

function option(name: string, env: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i >= 0 ? process.argv[i + 1] : process.env[env];
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} must be a positive integer, got '${raw}'`);
  return n;
}

const APPS = option('apps', 'BENCH_APPS', 200);
const CONNECTIONS = Math.min(option('connections', 'BENCH_CONNECTIONS', 8), APPS);

// ---------------------------------------------------------------------------------------------
// One complete Individual application as an autocannon request sequence.
// ---------------------------------------------------------------------------------------------

interface Ctx {
  token?: string;
  app?: string;
  person?: string;
  failed?: boolean;
}

type Req = autocannon.Request;
type Stats = { completed: number; refused: Map<string, number> };

const json = (body: unknown) => JSON.stringify(body);

/** The ApplicationUid claim of an access token (no signature check: the server just issued it). */
function applicationUidOf(jwt: string): string | undefined {
  try {
    return (
      JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        ApplicationUid?: string;
      }
    ).ApplicationUid;
  } catch {
    return undefined;
  }
}

/** The first error code of an error answer, for the refusal summary. */
function errorCode(body: string): string {
  try {
    return (JSON.parse(body) as { Errors?: Array<{ Code?: string }> }).Errors?.[0]?.Code ?? '';
  } catch {
    return '';
  }
}

function applicationFlow(runId: string, stats: Stats): Req[] {
  let seq = 0;
  const headers = (ctx: Ctx) => ({
    'content-type': 'application/json',
    authorization: `Bearer ${ctx.token ?? ''}`,
  });
  /** A step of the application; skipped (sequence restarted) when an earlier answer failed. */
  const step = (
    label: string,
    method: Req['method'],
    path: (ctx: Ctx) => string,
    body?: unknown,
    after?: (ctx: Ctx, parsed: unknown) => void,
  ): Req => ({
    method,
    setupRequest: (req, context) => {
      const ctx = context as Ctx;
      if (ctx.failed || !ctx.token) return undefined as unknown as Req;
      return {
        ...req,
        method,
        path: path(ctx),
        headers: headers(ctx),
        body: body === undefined ? undefined : json(body),
      };
    },
    onResponse: (status, resBody, context) => {
      const ctx = context as Ctx;
      if (status >= 300) {
        ctx.failed = true;
        const key = `${label} ${status} ${errorCode(resBody)}`;
        stats.refused.set(key, (stats.refused.get(key) ?? 0) + 1);
        return;
      }
      if (after) after(ctx, resBody ? JSON.parse(resBody) : null);
    },
  });
  const a = (s: string) => (ctx: Ctx) => `/v2/applications/${ctx.app}${s}`;
  const p = (s: string) => (ctx: Ctx) => `/v2/applications/${ctx.app}/persons/${ctx.person}/${s}`;
  return [
    {
      method: 'POST',
      setupRequest: (req, context) => {
        const ctx = context as Ctx;
        ctx.failed = false;
        seq += 1;
        return {
          ...req,
          method: 'POST',
          path: '/v2/users?applicationType=Individual&registrationFlowType=1',
          headers: { 'content-type': 'application/json' },
          body: json({
            Email: `bench.${runId}.${seq}@example.com`,
            Password: PASSWORD,
            TrackingDetails: TRACKING,
          }),
        };
      },
      onResponse: (status, resBody, context) => {
        const ctx = context as Ctx;
        if (status !== 201) {
          ctx.failed = true;
          const key = `create user ${status} ${errorCode(resBody)}`;
          stats.refused.set(key, (stats.refused.get(key) ?? 0) + 1);
          return;
        }
        ctx.token = (JSON.parse(resBody) as { JwtToken: string }).JwtToken;
        ctx.app = applicationUidOf(ctx.token);
      },
    },
    step(
      'persons',
      'POST',
      a('/persons?isPrimary=true'),
      { FirstName: 'Bench', MiddleName: null, LastName: 'Marker', SuffixType: null },
      (ctx, r) => {
        ctx.person = (r as { PersonUid: string }).PersonUid;
      },
    ),
    step('birthdays', 'POST', p('birthdays'), { DateOfBirth: '1970-01-15' }),
    step('countries', 'POST', p('countries'), { CountryIso3Code: 'USA' }),
    step('ssns', 'POST', p('ssns'), { Ssn: '219-09-1234' }),
    step('phones', 'POST', p('phones'), {
      Iso3CountryCode: 'USA',
      AreaCode: '',
      LocalNumber: '2025550123',
      StateCode: null,
    }),
    step('addresses', 'POST', p('addresses'), {
      Street: '1 Bench Way',
      AptOrSuite: null,
      City: 'Albany',
      State: 'NY',
      PostalCode: '12207',
      CountryIso3Code: 'USA',
    }),
    step('steps', 'POST', a('/steps'), { Step: '/fund' }),
    step('application-fundings', 'POST', a('/application-fundings'), { BankFundingType: 3 }),
    step('fundings', 'POST', a('/fundings'), { Amount: 2500 }),
    step('get application', 'GET', a('')),
    step('haa-agreements', 'POST', a('/haa-agreements'), { ApplicationUid: 'x' }),
    step(
      'complete',
      'PATCH',
      (ctx) =>
        `/v2/applications/${ctx.app}?sessionId=${Date.now()}${'0123456789abcdef'.repeat(2).slice(0, 20)}`,
      undefined,
      (_ctx, r) => {
        if ((r as { IsSuccess?: boolean } | null)?.IsSuccess) stats.completed += 1;
      },
    ),
  ];
}

interface Figures {
  database: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  appsPerSec: number;
  completed: number;
  non2xx: number;
  errors: number;
  seconds: number;
  refused: Map<string, number>;
}

async function drive(database: string, key: string, base: string): Promise<Figures> {
  const stats: Stats = { completed: 0, refused: new Map() };
  const requests = applicationFlow(`${key}${Date.now().toString(36)}`, stats);
  const perConnection = Math.ceil(APPS / CONNECTIONS);
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    pipelining: 1,
    timeout: 30,
    requests,
    maxConnectionRequests: perConnection * requests.length,
    // The run ends when every connection has made its requests; this is only a safety cap.
    duration: 1800,
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    database,
    requests: result.requests.total,
    reqPerSec: result.requests.total / seconds,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    appsPerSec: stats.completed / seconds,
    completed: stats.completed,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    seconds,
    refused: stats.refused,
  };
}

function print(f: Figures) {
  const fmt = (n: number, d = 1) => n.toFixed(d);
  console.info(`\n== ${f.database}`);
  console.info(
    `   applications completed   ${f.completed} in ${fmt(f.seconds, 2)} s  →  ${fmt(f.appsPerSec, 2)} applications/s`,
  );
  console.info(`   requests                 ${f.requests}  →  ${fmt(f.reqPerSec)} req/s`);
  console.info(`   latency (ms)             p50 ${f.p50}   p90 ${f.p90}   p99 ${f.p99}`);
  console.info(`   non-2xx / socket errors  ${f.non2xx} / ${f.errors}`);
  for (const [k, n] of f.refused) console.info(`   refused: ${k} ×${n}`);
}

async function main() {
  console.info(
    `API benchmark: ${APPS} complete Individual applications (${applicationFlow('x', { completed: 0, refused: new Map() }).length} requests each) over ${CONNECTIONS} connections`,
  );
  console.info(
    `machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')} (1 / 5 / 15 min) — other work on the machine lowers every figure`,
  );
  const results: Figures[] = [];

  // 1. Embedded PGlite (the default database), fresh folder.
  const dataDir = mkdtempSync(join(tmpdir(), 'wizard-bench-pglite-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const f = await drive('PGlite (embedded)', 'lite', server.base);
      print(f);
      results.push(f);
    } finally {
      await stopServer(server.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  // 2. PostgreSQL, a private cluster.
  const cluster = await startCluster();
  if ('skipped' in cluster) {
    console.info(`\n== PostgreSQL skipped: ${cluster.skipped}`);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'wizard-bench-pgdata-'));
    try {
      const server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dir });
      try {
        const f = await drive(`PostgreSQL ${cluster.version.split(' ')[0]}`, 'pg', server.base);
        print(f);
        results.push(f);
      } finally {
        await stopServer(server.child);
      }
    } finally {
      cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  console.info('\n| database | applications/s | req/s | p50 ms | p90 ms | p99 ms | non-2xx |');
  console.info('|---|---|---|---|---|---|---|');
  for (const f of results) {
    console.info(
      `| ${f.database} | ${f.appsPerSec.toFixed(2)} | ${f.reqPerSec.toFixed(1)} | ${f.p50} | ${f.p90} | ${f.p99} | ${f.non2xx} |`,
    );
  }
}

main().catch((err: unknown) => {
  console.error('bench:api failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
