/**
 * `npm run pii:rekey` — moves every sealed value to the current PII key (issue 20; README
 * "Production" → "Keys and rotation"; server/db/pii-keys.ts `rekeyPii`).
 *
 * Environment: DATABASE_URL (or DATA_DIR's PGlite, the sandbox server stopped),
 * SSN_ENCRYPTION_KEY = the new key, SSN_ENCRYPTION_OLD_KEYS = the key(s) the data is under now.
 * Re-seals in batches (each its own transaction), then records the new key in the key check; safe
 * to run again after an interruption. Prints one line per column moved and a last line; exits 1
 * with one line when it refuses (a key missing or not matching the data). Never prints a value.
 */
import { createPiiCipher, parsePiiKey, parsePiiOldKeys, PiiDecryptError } from '../server/auth/pii';
import { rekeyPii, RekeyRefused } from '../server/db/pii-keys';
import { CommandRefused, runDbCommand } from './lib/db-command';

runDbCommand(
  'Re-key',
  async (db) => {
    if (!process.env.SSN_ENCRYPTION_KEY)
      throw new CommandRefused('SSN_ENCRYPTION_KEY (the new key) is not set');
    let key: Buffer;
    let old: Buffer[];
    try {
      key = parsePiiKey(process.env.SSN_ENCRYPTION_KEY);
      old = parsePiiOldKeys(process.env.SSN_ENCRYPTION_OLD_KEYS);
    } catch (err) {
      throw new CommandRefused((err as Error).message);
    }
    const moved = await rekeyPii(db, createPiiCipher(key, old), key, old);
    return [
      ...Object.entries(moved).map(([column, n]) => `${column}: ${n} re-sealed`),
      'Every sealed value is under the current key; the key check names it',
    ];
  },
  (err) => err instanceof RekeyRefused || err instanceof PiiDecryptError,
);
