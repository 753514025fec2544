/**
 * `npm run broker:import -- settings.json` — loads a broker's settings into the database of
 * DATABASE_URL (production: the server seeds no broker; issue 20, README "Production").
 * Without DATABASE_URL it uses the embedded PGlite of DATA_DIR (default .data/pglite; the
 * sandbox server must be stopped). The database is migrated first, so it works on an empty one.
 *
 * The file: one JSON object with every settings field of doc 1 §3 (GET /v2/settings' answer;
 * server/db/broker-import.ts). Prints one line — 'Broker HAA imported (created)' or '(updated)' —
 * and exits 0; on a refusal prints one line and exits 1. Settings hold no secret; nothing else is
 * printed.
 */
import { readFileSync } from 'node:fs';
import { BrokerImportError, importBroker } from '../server/db/broker-import';
import { openDatabase } from '../server/db/client';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run broker:import -- settings.json');
    return 1;
  }
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const why = err instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read';
    console.error(`Broker import refused: ${file} ${why}`);
    return 1;
  }
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || '.data/pglite',
  });
  try {
    const { code, created } = await importBroker(database.db, input);
    console.info(`Broker ${code} imported (${created ? 'created' : 'updated'})`);
    return 0;
  } catch (err) {
    if (!(err instanceof BrokerImportError)) throw err;
    console.error(`Broker import refused: ${err.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      'Broker import failed:',
      err instanceof Error ? ((err as { code?: string }).code ?? err.name) : 'error',
    );
    process.exit(1);
  },
);
