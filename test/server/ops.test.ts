/**
 * Issue 20 — operations of one instance (server/http/ops.ts, metrics.ts, log-context.ts):
 * GET /healthz, GET /readyz (503 while draining or with a migration missing), GET /metrics
 * (a duration histogram by route pattern without raw ids, saves, sessions, refusals by policy,
 * METRICS_TOKEN), the request id (kept when sane, echoed, in every log line of the request), the
 * X-Forwarded-For misconfiguration warning once, and security events (wrong password, lockout,
 * refresh reuse, 401) with an ip hash and no e-mail or address.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIpHasher, jsonLineLogger } from '../../server/http/log-context';
import { createOps, type Ops } from '../../server/http/ops';
import { createRateLimits, scaledPolicy } from '../../server/http/rate-limit';
import { startHarness, TEST_SECRET, uniqueEmail, type Harness } from './helpers';

type Line = Record<string, unknown> & { event: string };

let h: Harness;
let ops: Ops;
const lines: Line[] = [];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  ops = createOps({ secret: TEST_SECRET });
  h = await startHarness({
    ops,
    log: (event, fields) => void lines.push({ event, ...fields }),
    // Production lockout (5 free wrong passwords), generous per-client allowances.
    limits: createRateLimits({
      policy: {
        ...scaledPolicy(100),
        lockout: { failuresBeforeLock: 2, baseDelayS: 30, maxDelayS: 60, memoryS: 600 },
      },
    }),
  });
});
afterAll(() => h.close());

describe('GET /healthz and /readyz', () => {
  it('/healthz answers 200 {status:"ok"} with no-store, without a request log line', async () => {
    const before = lines.length;
    const r = await h.call('GET', '/healthz');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: 'ok' });
    expect(r.headers.get('Cache-Control')).toBe('no-store');
    expect(lines.length).toBe(before);
  });

  it('/readyz answers 200 ready, 503 with reason "draining" once the instance drains', async () => {
    const ready = await h.call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready' });
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    ops.state.draining = true;
    try {
      const draining = await h.call('GET', '/readyz');
      expect(draining.status).toBe(503);
      expect(draining.json).toEqual({ status: 'unavailable', reasons: ['draining'] });
      // Answers during the drain ask keep-alive clients to go elsewhere.
      const api = await h.call('GET', '/v2/countries');
      expect(api.headers.get('Connection')).toBe('close');
    } finally {
      ops.state.draining = false;
    }
  });

  it('readiness names "migrations" when the newest migration is not recorded', async () => {
    const db = h.database.db;
    await db.execute(
      sql`create table drizzle.saved_migrations as table drizzle.__drizzle_migrations`,
    );
    try {
      await db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expect(await createOps().readiness(db)).toEqual(['migrations']);
    } finally {
      await db.execute(sql`delete from drizzle.__drizzle_migrations`);
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations select * from drizzle.saved_migrations`,
      );
      await db.execute(sql`drop table drizzle.saved_migrations`);
    }
    expect(await createOps().readiness(db)).toEqual([]);
  });
});

describe('request ids', () => {
  it('keeps a sane X-Request-Id, echoes it, and names it in every log line of the request', async () => {
    const r = await h.call('POST', '/v2/authenticate', {
      body: { Email: uniqueEmail('nobody'), Password: 'Wrong12345!' },
      headers: { 'X-Request-Id': 'edge-7f3a.1:2_b' },
    });
    expect(r.status).toBe(400);
    expect(r.headers.get('X-Request-Id')).toBe('edge-7f3a.1:2_b');
    const mine = lines.filter((l) => l.requestId === 'edge-7f3a.1:2_b');
    expect(mine.map((l) => l.event)).toEqual(expect.arrayContaining(['http', 'security']));
  });

  it('replaces a missing or insane X-Request-Id with a UUID', async () => {
    const none = await h.call('GET', '/v2/countries');
    expect(none.headers.get('X-Request-Id')).toMatch(UUID);
    for (const bad of ['a b', 'x'.repeat(129), '<script>', 'id\u00e9']) {
      const r = await h.call('GET', '/v2/countries', { headers: { 'X-Request-Id': bad } });
      expect(r.headers.get('X-Request-Id')).toMatch(UUID);
    }
  });

  it('the JSON line sink writes one object per line with time, level and event; http lines only when verbose', () => {
    const out: [string, string][] = [];
    const quiet = jsonLineLogger({ write: (level, line) => void out.push([level, line]) });
    quiet('http', { route: '/v2/countries' });
    quiet('security', { kind: 'http.401' });
    quiet('config.trustProxyHops', { level: 'warn', message: 'm' });
    quiet('error', { name: 'Error' });
    expect(out.map(([level]) => level)).toEqual(['warn', 'warn', 'error']);
    expect(JSON.parse(out[0][1])).toMatchObject({
      level: 'warn',
      event: 'security',
      kind: 'http.401',
    });
    const verbose: string[] = [];
    jsonLineLogger({ verbose: true, write: (_l, line) => void verbose.push(line) })('http', {});
    expect(verbose).toHaveLength(1);
  });
});

describe('X-Forwarded-For while TRUST_PROXY_HOPS=0', () => {
  it('is logged once per process as a misconfiguration naming the variable', async () => {
    const fresh: Line[] = [];
    const h2 = await startHarness({
      ops: createOps({ secret: TEST_SECRET, trustProxyHops: 0 }),
      log: (event, fields) => void fresh.push({ event, ...fields }),
    });
    try {
      await h2.call('GET', '/v2/countries');
      expect(fresh.filter((l) => l.event === 'config.trustProxyHops')).toHaveLength(0);
      for (let i = 0; i < 3; i += 1)
        await h2.call('GET', '/v2/countries', {
          headers: { 'X-Forwarded-For': `198.51.100.${i}` },
        });
      const warnings = fresh.filter((l) => l.event === 'config.trustProxyHops');
      expect(warnings).toHaveLength(1);
      expect(warnings[0].level).toBe('warn');
      expect(String(warnings[0].message)).toContain('TRUST_PROXY_HOPS');
      expect(JSON.stringify(warnings)).not.toContain('198.51.100');
    } finally {
      await h2.close();
    }
  });

  it('is not logged when proxies are trusted', async () => {
    const fresh: Line[] = [];
    const h2 = await startHarness({
      ops: createOps({ trustProxyHops: 1 }),
      log: (event, fields) => void fresh.push({ event, ...fields }),
    });
    try {
      await h2.call('GET', '/v2/countries', { headers: { 'X-Forwarded-For': '198.51.100.1' } });
      expect(fresh.filter((l) => l.event === 'config.trustProxyHops')).toHaveLength(0);
    } finally {
      await h2.close();
    }
  });
});

describe('security events', () => {
  it('a wrong password logs login.failed with the userUid and an ip hash, and never the e-mail or address', async () => {
    const reg = await h.register();
    const from = lines.length;
    const r = await h.call('POST', '/v2/authenticate', {
      body: { Email: reg.email, Password: 'NotMyPassword1!' },
    });
    expect(r.status).toBe(400);
    const events = lines.slice(from).filter((l) => l.event === 'security');
    expect(events).toEqual([
      expect.objectContaining({ kind: 'login.failed', userUid: reg.claims.UserUid }),
    ]);
    // In-process requests have no socket: the address is 'unknown', hashed under the JWT secret.
    expect(events[0].ipHash).toBe(createIpHasher(TEST_SECRET)('unknown'));
    expect(events[0].ipHash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(events[0].requestId).toMatch(UUID);
    const logged = JSON.stringify(lines.slice(from));
    expect(logged).not.toContain(reg.email);
    expect(logged).not.toContain('NotMyPassword1!');
  });

  it('the wrong password that locks logs login.locked; the next attempt logs http.429 and counts the lockout policy', async () => {
    const reg = await h.register();
    const from = lines.length;
    const wrong = () =>
      h.call('POST', '/v2/authenticate', { body: { Email: reg.email, Password: 'Wrong12345!' } });
    expect((await wrong()).status).toBe(400);
    expect((await wrong()).status).toBe(400); // the 2nd locks (failuresBeforeLock 2)
    expect((await wrong()).status).toBe(429);
    const kinds = lines
      .slice(from)
      .filter((l) => l.event === 'security')
      .map((l) => l.kind);
    expect(kinds).toEqual(['login.failed', 'login.failed', 'login.locked', 'http.429']);
    const metrics = (await h.call('GET', '/metrics')).text;
    expect(metrics).toMatch(/wizard_rate_limit_refusals_total\{policy="login\.lockout"\} [1-9]/);
  });

  it('a replayed refresh token logs refresh.reuse with the userUid; a bad bearer logs http.401', async () => {
    const reg = await h.register();
    const refresh = () =>
      h.call('POST', '/v2/authenticate/authenticate/refresh', {
        body: { JwtToken: reg.token, JwtRefreshToken: reg.refresh },
      });
    expect((await refresh()).status).toBe(200);
    const from = lines.length;
    expect((await refresh()).status).toBe(401);
    const events = lines.slice(from).filter((l) => l.event === 'security');
    expect(events).toEqual([
      expect.objectContaining({ kind: 'refresh.reuse', userUid: reg.claims.UserUid }),
      expect.objectContaining({ kind: 'http.401', route: '/v2/authenticate/authenticate/refresh' }),
    ]);
    expect(JSON.stringify(events)).not.toContain(reg.refresh);
    const metrics = (await h.call('GET', '/metrics')).text;
    expect(metrics).toMatch(/wizard_sessions_total\{event="reuse_detected"\} [1-9]/);
    expect(metrics).toMatch(/wizard_sessions_total\{event="refreshed"\} [1-9]/);
  });
});

describe('GET /metrics', () => {
  it('answers Prometheus text: durations by route pattern (no raw ids), saves, sessions, the pool', async () => {
    const reg = await h.register();
    const step = await h.call('POST', `/v2/applications/${reg.applicationUid}/steps`, {
      token: reg.token,
      body: { Step: '/secure/dob' },
    });
    expect(step.status).toBe(200);
    const r = await h.call('GET', '/metrics');
    expect(r.status).toBe(200);
    expect(r.headers.get('Content-Type')).toContain('text/plain');
    expect(r.headers.get('Cache-Control')).toBe('no-store');
    expect(r.text).toMatch(
      /wizard_http_request_duration_seconds_bucket\{le="0\.5",method="POST",route="\/v2\/applications\/:applicationUid\/steps",status="200"\} [1-9]/,
    );
    expect(r.text).toMatch(
      /wizard_saves_total\{method="POST",route="\/v2\/applications\/:applicationUid\/steps"\} [1-9]/,
    );
    expect(r.text).toMatch(/wizard_sessions_total\{event="issued"\} [1-9]/);
    expect(r.text).toContain('wizard_db_pool_connections{state="total"}');
    expect(r.text).toContain('wizard_kyc_outcomes_total{outcome="passed"} 0');
    expect(r.text).not.toContain(reg.applicationUid);
    expect(r.text).not.toContain('route="/healthz"');
  });

  it('an idempotent replay is not counted as a save', async () => {
    const reg = await h.register();
    const save = () =>
      h.call('POST', `/v2/applications/${reg.applicationUid}/steps`, {
        token: reg.token,
        body: { Step: '/secure/name' },
        headers: { 'Idempotency-Key': `k-${reg.applicationUid}` },
      });
    const count = async () =>
      Number(
        /wizard_saves_total\{method="POST",route="\/v2\/applications\/:applicationUid\/steps"\} (\d+)/.exec(
          (await h.call('GET', '/metrics')).text,
        )?.[1] ?? 0,
      );
    const before = await count();
    expect((await save()).status).toBe(200);
    const replay = await save();
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await count()).toBe(before + 1);
  });

  it('with METRICS_TOKEN answers 401 without the bearer token and 200 with it', async () => {
    const guarded = createOps({ metricsToken: 'scrape-secret-0123456789' });
    const h2 = await startHarness({ ops: guarded });
    try {
      const none = await h2.call('GET', '/metrics');
      expect(none.status).toBe(401);
      expect(none.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect((await h2.call('GET', '/metrics', { token: 'wrong' })).status).toBe(401);
      const ok = await h2.call('GET', '/metrics', { token: 'scrape-secret-0123456789' });
      expect(ok.status).toBe(200);
      expect(ok.text).toContain('wizard_http_request_duration_seconds');
      // Health and readiness stay open.
      expect((await h2.call('GET', '/healthz')).status).toBe(200);
    } finally {
      await h2.close();
    }
  });

  it('counts KYC outcomes from the submission kyc.result and kyc.provider_error events', async () => {
    const counted = createOps();
    const log = counted.logger(() => {});
    for (const outcome of ['Passed', 'Failed', 'Failed', 'OFAC', 'KYCError'])
      log('kyc.result', { provider: 'sandbox', outcome });
    log('kyc.provider_error', { provider: 'sandbox' });
    const text = await counted.metrics.registry.metrics();
    expect(text).toContain('wizard_kyc_outcomes_total{outcome="passed"} 1');
    expect(text).toContain('wizard_kyc_outcomes_total{outcome="documents_required"} 2');
    expect(text).toContain('wizard_kyc_outcomes_total{outcome="ofac"} 1');
    expect(text).toContain('wizard_kyc_outcomes_total{outcome="kyc_error"} 1');
    expect(text).toContain('wizard_kyc_outcomes_total{outcome="error"} 1');
  });

  it('reads the pool counts at every scrape and adds the process metrics on request', async () => {
    const counted = createOps({
      poolStats: () => ({ total: 7, idle: 3, waiting: 2 }),
      processMetrics: true,
    });
    const text = await counted.metrics.registry.metrics();
    expect(text).toContain('wizard_db_pool_connections{state="total"} 7');
    expect(text).toContain('wizard_db_pool_connections{state="idle"} 3');
    expect(text).toContain('wizard_db_pool_connections{state="waiting"} 2');
    expect(text).toContain('process_cpu_seconds_total');
  });
});
