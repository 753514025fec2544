/**
 * Starts the reference server: the built wizard and the registration API on one port.
 *
 *   npx tsx server/main.ts            (npm run server; `npm start` builds the wizard first)
 *
 *   NODE_ENV=production npx tsx server/main.ts   (npm run start:prod; README "Production")
 *
 * Reads the environment (server/config.ts; mode 'production' exactly when NODE_ENV=production),
 * opens PGlite in DATA_DIR or PostgreSQL at DATABASE_URL, applies the migrations, seeds
 * (idempotent; production: reference data only), runs the start checks (server/startup-checks.ts),
 * listens, and prints 'Wizard and API on http://HOST:PORT'. A refused start prints one line
 * (StartupError) and exits 1. SIGINT/SIGTERM close the listener, then the database.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createTokenService } from './auth/tokens';
import { loadConfig, StartupError } from './config';
import { cspSourcesFromEnv } from './http/csp';
import { openDatabase } from './db/client';
import { createRateLimits, scaledPolicy } from './http/rate-limit';
import { seed } from './db/seed';
import { createProviders } from './providers/sandbox-providers';
import { checkStartup } from './startup-checks';
import type { Logger } from './routes/deps';
import { createSmtpTransport, startMailDispatcher } from './providers/mail';
import { captchaFromEnv } from './providers/captcha';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seed(database.db, config.brokerCode, config.mode);
  await checkStartup(database.db, config).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });

  const verbose = process.env.LOG_REQUESTS === '1';
  const log: Logger = (event, fields) => {
    if (event === 'http' && !verbose) return;
    const line = JSON.stringify({ t: new Date().toISOString(), event, ...fields });
    if (event === 'error') console.error(line);
    else console.info(line);
  };
  // SMTP_URL: every instance sends the outbox's mails (SKIP LOCKED: each message once).
  const mail = config.smtp
    ? startMailDispatcher({
        db: database.db,
        transport: createSmtpTransport(config.smtp.url, config.smtp.from),
        log,
        defaultBrokerCode: config.brokerCode,
      })
    : null;
  const app = createApp({
    db: database.db,
    tokens: createTokenService(config.jwtSecret),
    defaultBrokerCode: config.brokerCode,
    ...createProviders(config, database.db),
    mode: config.mode,
    sandboxProviders: config.sandboxProviders,
    staticDir: config.staticDir,
    // Several instances on one PostgreSQL share the counters; PGlite is one process: memory.
    limits: createRateLimits({
      policy: scaledPolicy(config.rateLimitFactor),
      store: database.kind === 'postgres' ? { db: database.db } : 'memory',
      trustProxyHops: config.trustProxyHops,
    }),
    sessionMaxAgeMs: config.sessionMaxAgeMs,
    csp: cspSourcesFromEnv(process.env),
    piiKey: config.piiKey,
    sandboxOutbox: config.sandboxOutbox,
    captcha: captchaFromEnv(process.env, database.db, config.sandboxProviders.has('captcha')),
    log,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    console.info(
      `Wizard and API on http://${host}:${info.port} (database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    );
  });
  server.on('error', async (err: NodeJS.ErrnoException) => {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${err.code ?? err.message}`);
    await database.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await mail?.stop();
      await database.close();
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  // A refusal (server/config.ts, server/startup-checks.ts) is its one line, naming the variable.
  if (err instanceof StartupError) console.error(err.message);
  else console.error('Server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
