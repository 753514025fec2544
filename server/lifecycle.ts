/**
 * Start and graceful stop of the reference server (issue 20), apart from server/main.ts so tests
 * can run both in-process.
 *
 * `startServer(config)` opens the database (migrations, the database-mode and key checks, the seed
 * under the migration lock of server/db/client.ts), builds the app with its Ops (server/http/ops.ts), listens, and answers a
 * `RunningServer` once the port is bound (rejects when it cannot listen; the database is closed).
 *
 * `stop(signal)` (SIGTERM/SIGINT in server/main.ts):
 * 1. readiness goes false at once (`draining`: GET /readyz answers 503, answers carry
 *    `Connection: close`);
 * 2. after `drainDelayMs` (DRAIN_DELAY_MS, default 0: time for a load balancer polling /readyz to
 *    stop sending) the listener stops accepting; idle keep-alive connections are closed, and
 *    each busy one as soon as its request is answered;
 * 3. when the last connection has ended, the database pool closes;
 * 4. answers exit code 0 — or 1 when that has not happened within `graceMs` (10 s) after the
 *    signal, or closing the database failed. Calling it again answers the same promise.
 */
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { createTokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { assertDatabaseMode, markProduction } from './db/database-mode';
import { seed } from './db/seed';
import { createPiiCipher } from './auth/pii';
import { assertPiiKeyCheck, sealLegacyPii } from './db/pii-keys';
import { listenForRevocations } from './db/session-revocations';
import { cspSourcesFromEnv } from './http/csp';
import { jsonLineLogger } from './http/log-context';
import { createOps, type Ops } from './http/ops';
import { createRateLimits, scaledPolicy } from './http/rate-limit';
import { captchaFromConfig } from './providers/captcha';
import { createSmtpTransport, startMailDispatcher } from './providers/mail';
import { createProviders } from './providers/sandbox-providers';
import type { Logger } from './routes/deps';
import { checkStartup } from './startup-checks';

/** Longest graceful stop before the process exits 1 (ms). */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** The process's log sink; default JSON lines (server/http/log-context.ts `jsonLineLogger`). */
  log?: Logger;
  /** Default SHUTDOWN_GRACE_MS. */
  graceMs?: number;
}

export interface RunningServer {
  /** The bound port (PORT=0 picks a free one). */
  port: number;
  host: string;
  database: Database;
  ops: Ops;
  server: ServerType;
  /** Graceful stop (see the module comment); answers the exit code. */
  stop(signal?: string): Promise<number>;
}

/** Opens the database, builds the app and listens (see the module comment). */
export async function startServer(
  config: ServerConfig,
  opts: StartOptions = {},
): Promise<RunningServer> {
  const env = opts.env ?? process.env;
  const log = opts.log ?? jsonLineLogger({ verbose: env.LOG_REQUESTS === '1' });
  const graceMs = opts.graceMs ?? SHUTDOWN_GRACE_MS;
  const drainDelayMs = Math.max(0, Math.min(Number(env.DRAIN_DELAY_MS) || 0, graceMs / 2));
  const cipher = createPiiCipher(config.piiKey, config.piiOldKeys);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.pool?.max,
    acquireTimeoutMs: config.pool?.acquireTimeoutMs,
    onConnectionError: (fields) => log('db.connectionError', { level: 'warn', ...fields }),
    // Under the migration lock, one instance at a time, in this order (issue 31):
    // 1. the database's mode (server/db/database-mode.ts): a sandbox start refuses a database
    //    marked production, a production start one holding demo rows — reading only;
    // 2. the PII key check (a key that does not match refuses the start);
    // 3. the seed (production: reference data only) and, in production, the mark — one
    //    transaction;
    // 4. the sealing of values stored in clear (server/db/pii-keys.ts).
    afterMigrate: async (db) => {
      await assertDatabaseMode(db, config.mode);
      const state = await assertPiiKeyCheck(db, cipher, config.piiKey, config.piiOldKeys);
      if (state === 'rotating') log('pii.rotation_pending', { level: 'warn' });
      await db.transaction(async (tx) => {
        await seed(tx, config.brokerCode, config.mode);
        if (config.mode === 'production') await markProduction(tx);
      });
      const sealed = await sealLegacyPii(db, cipher);
      if (Object.keys(sealed).length) log('pii.legacy_sealed', sealed);
    },
  });
  // What is open, closed in the reverse order by a failed start and by `stop`.
  const closers: (() => Promise<unknown>)[] = [() => database.close()];
  const closeAll = async () => {
    for (const close of [...closers].reverse()) await close();
  };
  const orClose = async <T>(step: Promise<T>): Promise<T> =>
    step.catch(async (err: unknown) => {
      await closeAll().catch(() => {});
      throw err;
    });
  // The checks that need the database (production: the default broker exists, a captcha broker
  // has its secret); a refusal is a StartupError line.
  await orClose(checkStartup(database.db, config));
  // Several instances: revocations made elsewhere reach this instance's session cache at once.
  const revocations =
    database.kind === 'postgres' && config.databaseUrl
      ? await orClose(listenForRevocations(config.databaseUrl, log))
      : null;
  if (revocations) closers.push(() => revocations.close());
  const providers = createProviders(config, database.db, log);
  const ops = createOps({
    secret: config.jwtSecret,
    trustProxyHops: config.trustProxyHops,
    metricsToken: env.METRICS_TOKEN || null,
    // Production without METRICS_TOKEN: /metrics answers 404, never open (issue 31).
    production: config.mode === 'production',
    poolStats: database.poolStats,
    processMetrics: true,
    kycProvider: providers.identityVerification.name,
  });
  // One line an operator reads at start: which KYC and marketing lists this instance runs (issue 31).
  log('providers', {
    level:
      providers.identityVerification.name === 'sandbox' && config.mode === 'production'
        ? 'warn'
        : 'info',
    message: `KYC: ${providers.identityVerification.name}; marketing lists: ${providers.marketingLists ? providers.marketingLists.name : 'off'}`,
  });
  if (config.mode === 'production' && !env.METRICS_TOKEN)
    log('config.metrics', { level: 'warn', metrics: 'off: METRICS_TOKEN is not set' });
  const app = createApp({
    db: database.db,
    tokens: createTokenService(config.jwtSecret),
    defaultBrokerCode: config.brokerCode,
    ...providers,
    mode: config.mode,
    sandboxProviders: config.sandboxProviders,
    captcha: captchaFromConfig(config, database.db, config.sandboxProviders.has('captcha')),
    staticDir: config.staticDir,
    // Several instances on one PostgreSQL share the counters; PGlite is one process: memory.
    limits: createRateLimits({
      policy: scaledPolicy(config.rateLimitFactor),
      store: database.kind === 'postgres' ? { db: database.db } : 'memory',
      trustProxyHops: config.trustProxyHops,
    }),
    sessionMaxAgeMs: config.sessionMaxAgeMs,
    csp: cspSourcesFromEnv(env),
    piiKey: config.piiKey,
    piiOldKeys: config.piiOldKeys,
    pii: cipher,
    sessionRevocations: revocations ?? undefined,
    sandboxOutbox: config.sandboxOutbox,
    // Sandbox: the sample SSN help video beside the PGlite data (never in production).
    ...(config.mode !== 'production'
      ? { sampleVideoDir: join(config.dataDir, 'sample-video') }
      : {}),
    log,
    ops,
  });

  // SMTP_URL: every instance sends the outbox's mails (SKIP LOCKED: each message once).
  const mail = config.smtp
    ? startMailDispatcher({
        db: database.db,
        pii: cipher,
        transport: createSmtpTransport(config.smtp.url, config.smtp.from),
        log,
        defaultBrokerCode: config.brokerCode,
      })
    : null;
  if (mail) closers.push(() => mail.stop());

  let server!: ServerType;
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, resolve);
    server.once('error', reject);
  }).catch(async (err: NodeJS.ErrnoException) => {
    await closeAll().catch(() => {});
    throw new Error(`Cannot listen on ${config.host}:${config.port}: ${err.code ?? err.message}`);
  });

  let stopping: Promise<number> | null = null;
  const stop = (signal = 'stop') =>
    (stopping ??= new Promise<number>((resolve) => {
      ops.state.draining = true;
      log('shutdown', { signal, phase: 'draining', drainDelayMs });
      const force = setTimeout(() => {
        log('shutdown', { signal, phase: 'forced', level: 'warn' });
        resolve(1);
      }, graceMs);
      const http = server as ServerType & { closeIdleConnections?: () => void };
      let sweeper: NodeJS.Timeout | undefined;
      setTimeout(() => {
        server.close(async () => {
          clearInterval(sweeper);
          let code = 0;
          try {
            await closeAll();
          } catch {
            code = 1;
          }
          clearTimeout(force);
          log('shutdown', { signal, phase: 'closed', code });
          resolve(code);
        });
        // A keep-alive connection would hold close() open: close the idle ones now and each
        // busy one as soon as it has answered.
        http.closeIdleConnections?.();
        sweeper = setInterval(() => http.closeIdleConnections?.(), 100);
      }, drainDelayMs);
    }));

  return { port: address.port, host: config.host, database, ops, server, stop };
}
