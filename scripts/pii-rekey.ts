/**
 * `npm run pii:rekey` — moves every sealed value to the current PII key (issue 20; README
 * "Production" → "Rotating the PII key"; server/db/pii-keys.ts `rekeyPii`).
 *
 * Environment: DATABASE_URL (or DATA_DIR's PGlite, the sandbox server stopped),
 * SSN_ENCRYPTION_KEY = the new key, SSN_ENCRYPTION_OLD_KEYS = the key(s) the data is under now.
 * Re-seals in batches (each its own transaction), then records the new key in the key check; safe
 * to run again after an interruption. Prints one line per column moved and a last line; exits 1
 * with one line when it refuses (a key missing or not matching the data). Never prints a value.
 */
import { createPiiCipher, parsePiiKey, parsePiiOldKeys } from '../server/auth/pii';
import { openDatabase } from '../server/db/client';
import { rekeyPii } from '../server/db/pii-keys';

async function main(): Promise<number> {
  if (!process.env.SSN_ENCRYPTION_KEY) {
    console.error('Re-key refused: SSN_ENCRYPTION_KEY (the new key) is not set');
    return 1;
  }
  let key: Buffer;
  let old: Buffer[];
  try {
    key = parsePiiKey(process.env.SSN_ENCRYPTION_KEY);
    old = parsePiiOldKeys(process.env.SSN_ENCRYPTION_OLD_KEYS);
  } catch (err) {
    console.error(`Re-key refused: ${(err as Error).message}`);
    return 1;
  }
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || '.data/pglite',
  });
  try {
    const moved = await rekeyPii(database.db, createPiiCipher(key, old), key, old);
    for (const [column, n] of Object.entries(moved)) console.info(`${column}: ${n} re-sealed`);
    console.info('Every sealed value is under the current key; the key check names it');
    return 0;
  } catch (err) {
    if (
      (err as Error).name === 'PiiDecryptError' ||
      /SSN_ENCRYPTION|re-key/.test((err as Error).message)
    ) {
      console.error(`Re-key refused: ${(err as Error).message}`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      'Re-key failed:',
      err instanceof Error ? ((err as { code?: string }).code ?? err.name) : 'error',
    );
    process.exit(1);
  },
);
