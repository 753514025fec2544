/**
 * Encryption at rest of SSNs and EINs (issue 12; decision in docs/decisions.md "SSN and EIN at rest").
 *
 * - AES-256-GCM (node:crypto), a fresh 12-byte IV per value, the kind ('ssn' | 'ein') as
 *   additional authenticated data, so a sealed SSN cannot be passed off as an EIN.
 * - Stored form: `pii1:<last four digits>:<iv>:<tag>:<ciphertext>` (base64url parts). The last four
 *   digits stay readable (they are what the API answers: '***-**-6789', '**-***6789'); the whole
 *   number only in the ciphertext.
 * - Key (32 bytes): SSN_ENCRYPTION_KEY (64 hex digits or base64 of 32 bytes), else the file
 *   DATA_DIR/ssn-key (mode 600), generated on first start (`loadPiiKey`).
 * - Values stored before encryption (clear 'XXX-XX-XXXX') still read (`open` returns them as they are,
 *   the mask takes their last four); the next save seals them.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type PiiKind = 'ssn' | 'ein';

export interface PiiCipher {
  /** The stored form of `clear` ('' and null pass through: "no EIN" and "not given"). */
  seal<T extends string | null>(clear: T, kind: PiiKind): T;
  /** The whole number from its stored form; throws when the value was tampered with or the key is wrong. */
  open<T extends string | null>(stored: T, kind: PiiKind): T;
}

const PREFIX = 'pii1:';

/** The last four digits of a stored value (sealed or legacy clear), '' when it has none. */
export function lastFourOf(stored: string): string {
  if (stored.startsWith(PREFIX)) return stored.split(':')[1] ?? '';
  return stored.replace(/\D/g, '').slice(-4);
}

/** What the API answers for a stored SSN: '***-**-6789' (null stays null). */
export const maskedSsn = (stored: string | null): string | null =>
  stored ? `***-**-${lastFourOf(stored)}` : stored;

/** What the API answers for a stored EIN: '**-***6789' ('' — "no EIN" — and null stay as they are). */
export const maskedEin = (stored: string | null): string | null =>
  stored ? `**-***${lastFourOf(stored)}` : stored;

/** True when `stored` is in the sealed form. */
export const isSealed = (stored: string | null): boolean => !!stored && stored.startsWith(PREFIX);

/** The cipher for a 32-byte key. */
export function createPiiCipher(key: Uint8Array): PiiCipher {
  if (key.length !== 32) throw new Error('The SSN encryption key must be 32 bytes');
  const k = Buffer.from(key);
  return {
    seal(clear, kind) {
      if (!clear) return clear;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', k, iv);
      cipher.setAAD(Buffer.from(kind));
      const ct = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url'));
      return `${PREFIX}${clear.replace(/\D/g, '').slice(-4)}:${parts.join(':')}` as typeof clear;
    },
    open(stored, kind) {
      if (!stored || !stored.startsWith(PREFIX)) return stored;
      const [, , iv, tag, ct] = stored.split(':');
      const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv!, 'base64url'));
      decipher.setAAD(Buffer.from(kind));
      decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ct!, 'base64url')),
        decipher.final(),
      ]).toString('utf8') as typeof stored;
    },
  };
}

/** Parses SSN_ENCRYPTION_KEY: 64 hex digits or base64/base64url of 32 bytes. */
export function parsePiiKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32)
    throw new Error('SSN_ENCRYPTION_KEY must be 32 bytes (64 hex digits or base64)');
  return key;
}

/** The key: SSN_ENCRYPTION_KEY, else the one kept in `dataDir`/ssn-key, else a new one saved there (mode 600). */
export function loadPiiKey(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  if (env.SSN_ENCRYPTION_KEY) return parsePiiKey(env.SSN_ENCRYPTION_KEY);
  const file = join(dataDir, 'ssn-key');
  if (existsSync(file)) return parsePiiKey(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
