/**
 * `npm run broker:import -- settings.json` — loads a broker's settings into the database of
 * DATABASE_URL (production: the server seeds no broker; issue 20, README "Production").
 * Without DATABASE_URL it uses the embedded PGlite of DATA_DIR (default .data/pglite; the
 * sandbox server must be stopped). The database is migrated first, so it works on an empty one.
 *
 * The file: one JSON object with every settings field of doc 1 §3 (GET /v2/settings' answer;
 * server/db/broker-import.ts; docs/broker-settings.example.json). Prints one line — 'Broker HAA
 * imported (created)' or '(updated)' — and exits 0; on a refusal prints one line ('Broker import
 * refused: …') and exits 1. Settings hold no secret; nothing else is printed.
 */
import { readFileSync } from 'node:fs';
import { BrokerImportError, importBroker } from '../server/db/broker-import';
import { exitRefused, runDbCommand } from './lib/db-command';

const file = process.argv[2];
if (!file) exitRefused('Broker import', 'usage: npm run broker:import -- settings.json');
let input: unknown;
try {
  input = JSON.parse(readFileSync(file, 'utf8'));
} catch (err) {
  exitRefused(
    'Broker import',
    `${file} ${err instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read'}`,
  );
}

runDbCommand(
  'Broker import',
  async (db) => {
    const { code, created } = await importBroker(db, input);
    return [`Broker ${code} imported (${created ? 'created' : 'updated'})`];
  },
  (err) => err instanceof BrokerImportError,
);
