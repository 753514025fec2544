/**
 * Starts the reference server: the built wizard and the registration API on one port.
 *
 *   npx tsx server/main.ts            (npm run server; `npm start` builds the wizard first)
 *
 * Reads the environment (server/config.ts), opens PGlite in DATA_DIR or PostgreSQL at
 * DATABASE_URL, applies the migrations, seeds (idempotent), listens, and prints
 * 'Wizard and API on http://HOST:PORT'. SIGINT/SIGTERM close the listener, then the database.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createTokenService } from './auth/tokens';
import { loadConfig } from './config';
import { cspSourcesFromEnv } from './http/csp';
import { openDatabase } from './db/client';
import { createRateLimits, scaledPolicy } from './http/rate-limit';
import { seed } from './db/seed';
import { createBankLinkFromEnv } from './providers/bank-link';
import { captchaFromEnv } from './providers/captcha';
import { createSandboxIdentityVerification } from './providers/identity-verification';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seed(database.db, config.brokerCode);

  const verbose = process.env.LOG_REQUESTS === '1';
  const app = createApp({
    db: database.db,
    tokens: createTokenService(config.jwtSecret),
    defaultBrokerCode: config.brokerCode,
    identityVerification: createSandboxIdentityVerification(),
    bankLink: createBankLinkFromEnv(),
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
    captcha: captchaFromEnv(process.env, database.db),
    log: (event, fields) => {
      if (event === 'http' && !verbose) return;
      const line = JSON.stringify({ t: new Date().toISOString(), event, ...fields });
      if (event === 'error') console.error(line);
      else console.info(line);
    },
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
  console.error('Server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
