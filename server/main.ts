/**
 * Starts the reference server: the built wizard and the registration API on one port.
 *
 *   npx tsx server/main.ts            (npm run server; `npm start` builds the wizard first)
 *
 *   NODE_ENV=production npx tsx server/main.ts   (npm run start:prod; README "Production")
 *
 * Reads the environment (server/config.ts; mode 'production' exactly when NODE_ENV=production,
 * a refused start prints one StartupError line and exits 1), opens PGlite in DATA_DIR or PostgreSQL at
 * DATABASE_URL, applies the migrations and seeds (under an advisory lock on PostgreSQL), listens,
 * and prints 'Wizard and API on http://HOST:PORT' (server/lifecycle.ts). SIGINT/SIGTERM stop it
 * gracefully: readiness goes false, the listener closes, in-flight requests finish, the database
 * closes, exit 0 — or exit 1 after 10 s (issue 20).
 */
import { loadConfig, StartupError } from './config';
import { startServer } from './lifecycle';

async function main() {
  const config = loadConfig();
  const running = await startServer(config);
  const host = running.host.includes(':') ? `[${running.host}]` : running.host;
  console.info(
    `Wizard and API on http://${host}:${running.port} (database: ${running.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}; KYC: ${config.idv ? 'persona' : 'sandbox'}; marketing lists: ${config.marketingLists})`,
  );
  const onSignal = (signal: NodeJS.Signals) => {
    void running.stop(signal).then((code) => process.exit(code));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((err: unknown) => {
  // A refusal (server/config.ts, server/startup-checks.ts) is its one line, naming the variable.
  if (err instanceof StartupError) console.error(err.message);
  else console.error('Server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
