/**
 * Prometheus metrics of one server process (issue 20), on the maintained client prom-client with
 * its own Registry (never the library's global one, so several apps in one test process do not
 * collide). Served as text by GET /metrics (server/http/ops.ts).
 *
 * | metric                                   | type      | labels                     |
 * |------------------------------------------|-----------|----------------------------|
 * | wizard_http_request_duration_seconds     | histogram | method, route, status      |
 * | wizard_saves_total                       | counter   | method, route              |
 * | wizard_rate_limit_refusals_total         | counter   | policy                     |
 * | wizard_kyc_outcomes_total                | counter   | outcome                    |
 * | wizard_sessions_total                    | counter   | event                      |
 * | wizard_security_events_total             | counter   | kind                       |
 * | wizard_db_pool_connections               | gauge     | state (total, idle, waiting) |
 * | wizard_kyc_provider                      | gauge     | provider ('persona', 'sandbox': 1) |
 * | process_* / nodejs_*                     | prom-client's default process metrics  |
 *
 * - `route` is Hono's route pattern ('/v2/applications/:applicationUid/steps'), never the raw
 *   path (it holds ApplicationUids). `status` is the answered HTTP status.
 * - A save is a successful (2xx) POST, PUT, PATCH or DELETE under /v2 by a signed-in caller (a
 *   wizard step or data write); an idempotent replay is not a save (nothing was written).
 * - `policy` is the limiter that refused: '<action>.client', '<action>.account' (the actions of
 *   server/http/rate-limit.ts) or 'login.lockout'.
 * - `outcome` of an identity verification at submission: 'passed', 'documents_required'
 *   (the provider's Failed), 'ofac', 'kyc_error', or 'error' (the provider failed).
 * - `event`: 'issued' (a new session), 'refreshed' (a rotation), 'reuse_detected' (a replayed
 *   refresh token revoked its family; server/auth/sessions.ts).
 * - `kind`: the security events of server/http/log-context.ts ('login.failed', 'http.401', …).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/client';

export type SessionMetricEvent = 'issued' | 'refreshed' | 'reuse_detected';
export type KycOutcomeLabel = 'passed' | 'documents_required' | 'ofac' | 'kyc_error' | 'error';

export interface Metrics {
  registry: Registry;
  /** One answered request: duration in seconds. */
  request(method: string, route: string, status: number, seconds: number): void;
  save(method: string, route: string): void;
  rateLimitRefused(policy: string): void;
  kycOutcome(outcome: KycOutcomeLabel): void;
  session(event: SessionMetricEvent): void;
  securityEvent(kind: string): void;
  /** The identity-verification provider in use: wizard_kyc_provider{provider} 1 (issue 31). */
  kycProvider(name: string): void;
}

/** Histogram buckets (seconds): a save takes milliseconds, a KYC submission up to seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  /** Read at every scrape; default PGlite's one connection: 1 / 0 / 0. */
  poolStats?: () => PoolStats;
  /**
   * Add prom-client's default process metrics (CPU, memory, event-loop lag, handles); default
   * off, because they start an event-loop monitor per registry (server/main.ts turns them on).
   */
  processMetrics?: boolean;
}

/** The metrics of one process (see the module comment). */
export function createMetrics(opts: MetricsOptions = {}): Metrics {
  const poolStats = opts.poolStats ?? (() => ({ total: 1, idle: 0, waiting: 0 }));
  const registry = new Registry();
  if (opts.processMetrics) collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'wizard_http_request_duration_seconds',
    help: 'Duration of answered HTTP requests by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const saves = new Counter({
    name: 'wizard_saves_total',
    help: 'Successful writes (2xx POST/PUT/PATCH/DELETE under /v2) by signed-in callers.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'wizard_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit or the login lockout, by policy.',
    labelNames: ['policy'] as const,
    registers: [registry],
  });
  const kyc = new Counter({
    name: 'wizard_kyc_outcomes_total',
    help: 'Identity-verification results at submission.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const sessions = new Counter({
    name: 'wizard_sessions_total',
    help: 'Sign-in sessions issued, refreshed, and refresh-token reuse detected.',
    labelNames: ['event'] as const,
    registers: [registry],
  });
  const security = new Counter({
    name: 'wizard_security_events_total',
    help: 'Security events logged (failed logins, lockouts, refresh reuse, 401/403/429).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'wizard_db_pool_connections',
    help: 'Database pool connections: total open, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = poolStats();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  const kycProvider = new Gauge({
    name: 'wizard_kyc_provider',
    help: "The identity-verification provider in use (1); 'sandbox' runs the sandbox KYC rules.",
    labelNames: ['provider'] as const,
    registers: [registry],
  });
  // Every label value is known up front for these: a scrape shows 0 rather than nothing.
  for (const outcome of ['passed', 'documents_required', 'ofac', 'kyc_error', 'error'])
    kyc.inc({ outcome }, 0);
  for (const event of ['issued', 'refreshed', 'reuse_detected']) sessions.inc({ event }, 0);

  return {
    registry,
    request: (method, route, status, seconds) =>
      duration.observe({ method, route, status: String(status) }, seconds),
    save: (method, route) => saves.inc({ method, route }),
    rateLimitRefused: (policy) => refusals.inc({ policy }),
    kycOutcome: (outcome) => kyc.inc({ outcome }),
    session: (event) => sessions.inc({ event }),
    securityEvent: (kind) => security.inc({ kind }),
    kycProvider: (name) => {
      kycProvider.reset();
      kycProvider.set({ provider: name }, 1);
    },
  };
}
