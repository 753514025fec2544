/**
 * Operations endpoints and the per-request observability of the reference server (issue 20).
 *
 * Endpoints (not under /v2, no authentication, `Cache-Control: no-store`, not rate limited, not
 * logged or measured per request):
 * - GET /healthz → 200 `{status:'ok'}` while the process is alive (a liveness probe).
 * - GET /readyz → 200 `{status:'ready'}` when the database answers `select 1` (within 2 s), every
 *   migration of the checked-in journal is recorded in drizzle.__drizzle_migrations, and the
 *   instance is not draining (SIGTERM, server/lifecycle.ts); else 503
 *   `{status:'unavailable', reasons:[…]}` with reasons among 'draining', 'database',
 *   'migrations' (no error text, no secret). With `kycProvider` (server/lifecycle.ts) both bodies
 *   carry `kyc` (its name); the sandbox adds `notices: ['KYC: sandbox']` — a staging system's
 *   reminder, never a 503 (issue 31). While PostgreSQL is away (restarting) it answers
 *   503 'database' and 200 again once it answers, without a restart of the instance (issue 31:
 *   the pool drops dead connections and connects afresh, server/db/client.ts).
 * - GET /metrics → 200 Prometheus text format (server/http/metrics.ts). With `metricsToken`
 *   (METRICS_TOKEN) it needs `Authorization: Bearer <token>`, else 401 with
 *   `WWW-Authenticate: Bearer`. Without one it is open only when `production` is false (the
 *   sandbox); in production it then answers 404 NotFound like a route that does not exist
 *   (issue 31, docs/decisions.md).
 *
 * Every other request goes through `requestContext` (registered first in server/app.ts):
 * - its request id (server/http/log-context.ts) in `X-Request-Id` and in every log line;
 * - its duration in the histogram by method, route pattern and status; saves and rate-limit
 *   refusals counted (server/http/metrics.ts);
 * - 401, 403 and 429 answers logged as security events 'http.<status>' with the route pattern
 *   and, when known, the caller's userUid;
 * - while draining, `Connection: close`, so keep-alive clients move to another instance;
 * - the first request carrying X-Forwarded-For while TRUST_PROXY_HOPS=0 logs one warning
 *   'config.trustProxyHops' per process: behind a proxy every client would share the proxy's
 *   address (and its rate limits).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { MIGRATIONS_DIR, type Db, type PoolStats } from '../db/client';
import type { Logger } from '../routes/deps';
import type { AuthInfo } from './auth';
import { Errors } from './errors';
import { REPLAYED_HEADER } from './idempotency';
import {
  createIpHasher,
  REQUEST_ID_HEADER,
  requestIdOf,
  runInRequest,
  withRequestContext,
  type SecurityKind,
} from './log-context';
import { createMetrics, type KycOutcomeLabel, type Metrics } from './metrics';
import { clientAddress, refusedPolicy } from './rate-limit';

export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

export interface OpsOptions {
  /** Secret the log's IP hashes are derived from (the JWT secret); default random per process. */
  secret?: string | Uint8Array;
  /** TRUST_PROXY_HOPS, as given to server/http/rate-limit.ts; default 0. */
  trustProxyHops?: number;
  /** METRICS_TOKEN: when set, GET /metrics needs it as a Bearer token. */
  metricsToken?: string | null;
  /** Production (server/lifecycle.ts): without `metricsToken`, GET /metrics answers 404; default false. */
  production?: boolean;
  /** The database pool's counts (server/db/client.ts `Database.poolStats`). */
  poolStats?: () => PoolStats;
  /** Also export prom-client's default process metrics (server/main.ts); default false. */
  processMetrics?: boolean;
  /** The identity-verification provider's name: /readyz and wizard_kyc_provider say it. */
  kycProvider?: string;
}

/** The observability of one server process, shared by its app and its lifecycle. */
export interface Ops {
  metrics: Metrics;
  /** `draining` turns true at SIGTERM (server/lifecycle.ts): /readyz answers 503 from then on. */
  state: { draining: boolean };
  /** The app's Logger with request ids, ip hashes and event metrics (server/app.ts). */
  logger(base: Logger): Logger;
  /** Registers the request context middleware and the three endpoints on `app` (first). */
  mount(app: Hono, db: Db): void;
  /** Readiness now: the reasons it is not ready (empty: ready). */
  readiness(db: Db): Promise<string[]>;
}

const SECURITY_STATUSES = new Set([401, 403, 429]);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KYC_OUTCOMES: Record<string, KycOutcomeLabel> = {
  Passed: 'passed',
  Failed: 'documents_required',
  OFAC: 'ofac',
  KYCError: 'kyc_error',
};
const DB_TIMEOUT_MS = 2_000;

/** The newest migration of the checked-in journal: how many, and the last one's `when`. */
function journalHead(): { count: number; last: number } {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  const entries = journal.entries as { when: number }[];
  return { count: entries.length, last: Math.max(...entries.map((e) => e.when)) };
}

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });

/** Constant-time comparison of a presented bearer token with METRICS_TOKEN. */
const sameToken = (presented: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(presented).digest(),
    createHash('sha256').update(expected).digest(),
  );

/** Builds the observability of one process (see the module comment). */
export function createOps(opts: OpsOptions = {}): Ops {
  const metrics = createMetrics({
    poolStats: opts.poolStats,
    processMetrics: opts.processMetrics,
  });
  const state = { draining: false };
  if (opts.kycProvider) metrics.kycProvider(opts.kycProvider);
  const kycFields = !opts.kycProvider
    ? {}
    : opts.kycProvider === 'sandbox'
      ? { kyc: 'sandbox', notices: ['KYC: sandbox'] }
      : { kyc: opts.kycProvider };
  const hops = opts.trustProxyHops ?? 0;
  const hashIp = createIpHasher(opts.secret ?? randomBytes(32));
  const head = journalHead();
  let migrated = false;
  let warnedProxy = false;
  let log: Logger = () => {};

  /** Metrics that follow from logged events (the routes only log). */
  const observe = (event: string, fields: Record<string, unknown>) => {
    if (event === 'security' && typeof fields.kind === 'string') metrics.securityEvent(fields.kind);
    else if (event === 'kyc.result')
      metrics.kycOutcome(KYC_OUTCOMES[String(fields.outcome)] ?? 'error');
    else if (event === 'kyc.provider_error') metrics.kycOutcome('error');
  };

  const readiness = async (db: Db): Promise<string[]> => {
    const reasons: string[] = [];
    if (state.draining) reasons.push('draining');
    try {
      await withTimeout(db.execute(sql`select 1`), DB_TIMEOUT_MS);
    } catch {
      return [...reasons, 'database'];
    }
    if (!migrated) {
      try {
        const result = await withTimeout(
          db.execute(
            sql`select count(*)::int as n, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
          ),
          DB_TIMEOUT_MS,
        );
        const row = (result as unknown as { rows: { n: number; last: string }[] }).rows[0];
        migrated = Number(row.n) >= head.count && Number(row.last) >= head.last;
      } catch {
        migrated = false;
      }
      if (!migrated) reasons.push('migrations');
    }
    return reasons;
  };

  const requestContext: MiddlewareHandler = async (c, next) => {
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    let ipHash: string | undefined;
    const ctx = {
      requestId,
      ipHash: () => (ipHash ??= hashIp(clientAddress(c, hops))),
      clientIp: () => {
        const address = clientAddress(c, hops);
        return address === 'unknown' ? undefined : address;
      },
    };
    c.header(REQUEST_ID_HEADER, requestId);
    if (state.draining) c.header('Connection', 'close');
    const started = performance.now();
    await runInRequest(ctx, async () => {
      if (hops === 0 && !warnedProxy && c.req.header('X-Forwarded-For') !== undefined) {
        warnedProxy = true;
        log('config.trustProxyHops', {
          level: 'warn',
          message:
            'A request carried X-Forwarded-For while TRUST_PROXY_HOPS=0: behind a proxy every client shares its address and rate limits. Set TRUST_PROXY_HOPS to the number of proxies in front of the server.',
        });
      }
      await next();
      afterAnswer(c, (performance.now() - started) / 1000);
    });
    if (!c.res.headers.has(REQUEST_ID_HEADER)) c.header(REQUEST_ID_HEADER, requestId);
    // Also for a request that arrived before the drain began.
    if (state.draining && c.res.headers.get('Connection') !== 'close')
      c.header('Connection', 'close');
  };

  /** Metrics and security events of an answered request (inside its request context). */
  const afterAnswer = (c: Context, seconds: number) => {
    const route = routePath(c) || 'unmatched';
    const { method } = c.req;
    const status = c.res.status;
    metrics.request(method, route, status, seconds);
    const auth = c.get('auth') as AuthInfo | undefined;
    if (SECURITY_STATUSES.has(status)) {
      log('security', {
        kind: `http.${status}` as SecurityKind,
        route,
        userUid: auth?.userUid ?? null,
      });
      if (status === 429) metrics.rateLimitRefused(refusedPolicy(c.error) ?? 'other');
    } else if (
      status >= 200 &&
      status < 300 &&
      MUTATING.has(method) &&
      auth &&
      c.req.path.startsWith('/v2/') &&
      c.res.headers.get(REPLAYED_HEADER) !== 'true'
    ) {
      metrics.save(method, route);
    }
  };

  const noStore = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

  return {
    metrics,
    state,
    readiness,
    logger(base) {
      log = withRequestContext(base, observe);
      return log;
    },
    mount(app, db) {
      app.use(async (c, next) =>
        (OPS_PATHS as readonly string[]).includes(c.req.path) ? next() : requestContext(c, next),
      );
      app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
      app.get('/readyz', async (c) => {
        const reasons = await readiness(db);
        return reasons.length
          ? c.json({ status: 'unavailable', reasons, ...kycFields }, 503, noStore)
          : c.json({ status: 'ready', ...kycFields }, 200, noStore);
      });
      app.get('/metrics', async (c) => {
        if (!opts.metricsToken && opts.production)
          return c.json(Errors.notFound().toBody(), 404, noStore);
        if (opts.metricsToken) {
          const m = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
          if (!m || !sameToken(m[1], opts.metricsToken))
            return c.json({ status: 'unauthorized' }, 401, {
              ...noStore,
              'WWW-Authenticate': 'Bearer',
            });
        }
        const text = await metrics.registry.metrics();
        return c.body(text, 200, { ...noStore, 'Content-Type': metrics.registry.contentType });
      });
    },
  };
}
