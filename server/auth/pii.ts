/**
 * Encryption at rest of PII (issue 12 for SSNs and EINs; issue 20: key ids, rotation, the other
 * sensitive columns; docs/decisions.md "SSN and EIN at rest", docs/architecture.md).
 *
 * - AES-256-GCM (node:crypto), a fresh 12-byte IV per value, the kind (`PiiKind`) as additional
 *   authenticated data, so a sealed SSN cannot be passed off as an EIN or an account number.
 * - Text form: `pii2:<key id>:<last four or ''>:<iv>:<tag>:<ciphertext>` (base64url parts). The key
 *   id (`keyIdOf`, 16 hex digits derived from the key) names the key it was sealed under, so
 *   instances sharing SSN_ENCRYPTION_KEY agree and a rotation knows what to re-seal. The last four
 *   digits of SSNs, EINs and account numbers stay readable (the masks the API answers). Issue 12's
 *   `pii1:<last four>:<iv>:<tag>:<ct>` (no key id) still opens with any key held.
 * - Bytes form (KYC images): 'PIIB2', the key id (8 bytes), IV, tag, ciphertext.
 * - Keys (32 bytes): SSN_ENCRYPTION_KEY seals and opens (64 hex digits or base64); during a
 *   rotation SSN_ENCRYPTION_OLD_KEYS (`parsePiiOldKeys`) only open. Sandbox only: unset → the file
 *   DATA_DIR/ssn-key, generated on first start (`loadPiiKey`); production requires the variable
 *   (server/config.ts). The database keeps a key check of the current key (server/db/pii-keys.ts):
 *   an instance with another key refuses to start.
 * - Clear values stored before sealing are sealed at start by `sealLegacyPii`
 *   (server/db/pii-keys.ts) under the migration lock; `open` still answers one as it is.
 * - A value that does not open throws `PiiDecryptError` (500 SealedValueUnreadable), never a
 *   provider error.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { gcmDecrypt, gcmEncrypt } from './aead';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a sealed value is, bound into its seal as additional authenticated data (a sealed SSN
 * cannot be passed off as an EIN or an account number). `ssn`, `ein` and `account-number` keep
 * their last four digits readable (the masks the API answers); the others keep nothing.
 */
export type PiiKind =
  | 'ssn'
  | 'ein'
  | 'account-number'
  | 'routing-number'
  | 'id-number'
  | 'plaid-token'
  | 'kyc-document'
  | 'mail';

export interface PiiCipher {
  /** The id of the key new values are sealed under (`keyIdOf`). */
  readonly keyId: string;
  /** The stored form of `clear` ('' and null pass through: "no EIN" and "not given"). */
  seal<T extends string | null>(clear: T, kind: PiiKind): T;
  /**
   * The clear value of a stored one (a value not in a sealed form is answered as it is: legacy
   * rows until `sealLegacyPii` has run). Throws `PiiDecryptError` when it was sealed under a key
   * this cipher does not hold, or does not open (tampered, or another kind).
   */
  open<T extends string | null>(stored: T, kind: PiiKind): T;
  /** Seals bytes (KYC images): 'PIIB2' + key id (8 bytes) + IV (12) + tag (16) + ciphertext. */
  sealBytes(clear: Uint8Array, kind: PiiKind): Uint8Array;
  /** Opens `sealBytes`' form; bytes without the 'PIIB2' prefix are legacy clear bytes, answered as they are. */
  openBytes(stored: Uint8Array, kind: PiiKind): Uint8Array;
  /** True when `stored` is sealed under the current key (the re-key command skips it). */
  isCurrent(stored: string | Uint8Array | null): boolean;
}

/**
 * A sealed value that cannot be opened: sealed under a key this instance does not hold (a lost or
 * rotated-away key: SSN_ENCRYPTION_OLD_KEYS), or altered. Never a provider outage — the API
 * answers it as 500 SealedValueUnreadable (server/http/errors.ts) and logs `pii.unreadable`.
 */
export class PiiDecryptError extends Error {
  constructor(
    readonly kind: PiiKind,
    readonly keyId: string | null,
  ) {
    super(
      `A sealed ${kind} cannot be opened${keyId ? ` (key id ${keyId} not held or value altered)` : ''}`,
    );
    this.name = 'PiiDecryptError';
  }
}

const PREFIX_V1 = 'pii1:';
const PREFIX_V2 = 'pii2:';
const BYTES_MAGIC = Buffer.from('PIIB2');
const KEEPS_LAST_FOUR: ReadonlySet<PiiKind> = new Set(['ssn', 'ein', 'account-number']);

/**
 * A copy of `data` whose non-empty string `fields` are replaced by `f(value)` — the sealed fields of
 * a JSON value (server/db/cdd.ts CDD answers, server/db/pii-keys.ts form 'json'); other values stay.
 */
export function mapSealedFields(
  data: Record<string, unknown>,
  fields: readonly string[],
  f: (value: string) => string,
): Record<string, unknown> {
  const out = { ...data };
  for (const name of fields) {
    const v = out[name];
    if (typeof v === 'string' && v !== '') out[name] = f(v);
  }
  return out;
}

/** The id of a key: the first 8 bytes (16 hex digits) of HMAC-SHA-256(key, 'pii-key-id'). */
export function keyIdOf(key: Uint8Array): string {
  return createHmac('sha256', key).update('pii-key-id').digest('hex').slice(0, 16);
}

/** The key check stored in the database for a key (server/db/pii-keys.ts): HMAC-SHA-256(key, 'pii-key-check'), hex. */
export function keyCheckOf(key: Uint8Array): string {
  return createHmac('sha256', key).update('pii-key-check').digest('hex');
}

/** The last four digits of a stored value (sealed or legacy clear), '' when it has none. */
export function lastFourOf(stored: string): string {
  if (stored.startsWith(PREFIX_V2)) return stored.split(':')[2] ?? '';
  if (stored.startsWith(PREFIX_V1)) return stored.split(':')[1] ?? '';
  return stored.replace(/\D/g, '').slice(-4);
}

/**
 * The length of the clear value of a stored value without opening it: AES-GCM keeps the length,
 * so a sealed value's ciphertext (its last part) has as many bytes as the clear text had.
 */
export function clearLengthOf(stored: string): number {
  if (stored.startsWith(PREFIX_V2) || stored.startsWith(PREFIX_V1))
    return Buffer.from(stored.split(':').at(-1) ?? '', 'base64url').length;
  return stored.length;
}

/**
 * What the API answers for a stored SSN: '***-**-6789', or '6789' when only the last 4 digits were
 * saved (doc 2 §2.15 last-4 variant, §3 PersonSsn "full or only the last 4 digits"); null stays null.
 */
export const maskedSsn = (stored: string | null): string | null =>
  !stored
    ? stored
    : clearLengthOf(stored) <= 4
      ? lastFourOf(stored)
      : `***-**-${lastFourOf(stored)}`;

/** What the API answers for a stored EIN: '**-***6789' ('' — "no EIN" — and null stay as they are). */
export const maskedEin = (stored: string | null): string | null =>
  stored ? `**-***${lastFourOf(stored)}` : stored;

/** True when `stored` is in a sealed form (text or bytes). */
export const isSealed = (stored: string | Uint8Array | null): boolean =>
  !!stored &&
  (typeof stored === 'string'
    ? stored.startsWith(PREFIX_V1) || stored.startsWith(PREFIX_V2)
    : stored.length >= BYTES_MAGIC.length &&
      Buffer.from(stored.subarray(0, BYTES_MAGIC.length)).equals(BYTES_MAGIC));

/**
 * The cipher for the current 32-byte key and the previous keys it may still open (a rotation in
 * progress: SSN_ENCRYPTION_OLD_KEYS). New values are always sealed under `key`.
 */
export function createPiiCipher(key: Uint8Array, previous: readonly Uint8Array[] = []): PiiCipher {
  if (key.length !== 32) throw new Error('The SSN encryption key must be 32 bytes');
  const current = Buffer.from(key);
  const currentId = keyIdOf(current);
  const byId = new Map<string, Buffer>([[currentId, current]]);
  for (const k of previous) {
    if (k.length !== 32) throw new Error('Every previous SSN encryption key must be 32 bytes');
    byId.set(keyIdOf(k), Buffer.from(k));
  }
  const decrypt = (k: Buffer, iv: Buffer, tag: Buffer, ct: Buffer, kind: PiiKind) =>
    gcmDecrypt(k, { iv, ct, tag }, Buffer.from(kind));
  const encrypt = (clear: Buffer, kind: PiiKind) => gcmEncrypt(current, clear, Buffer.from(kind));
  return {
    keyId: currentId,
    seal(clear, kind) {
      if (!clear) return clear;
      const { iv, tag, ct } = encrypt(Buffer.from(clear, 'utf8'), kind);
      const last4 = KEEPS_LAST_FOUR.has(kind) ? clear.replace(/\D/g, '').slice(-4) : '';
      const parts = [iv, tag, ct].map((b) => b.toString('base64url'));
      return `${PREFIX_V2}${currentId}:${last4}:${parts.join(':')}` as typeof clear;
    },
    open(stored, kind) {
      if (!stored) return stored;
      if (stored.startsWith(PREFIX_V2)) {
        const [, kid, , iv, tag, ct] = stored.split(':');
        const k = byId.get(kid!);
        if (!k || !iv || !tag || !ct) throw new PiiDecryptError(kind, kid ?? null);
        try {
          return decrypt(
            k,
            Buffer.from(iv, 'base64url'),
            Buffer.from(tag, 'base64url'),
            Buffer.from(ct, 'base64url'),
            kind,
          ).toString('utf8') as typeof stored;
        } catch {
          throw new PiiDecryptError(kind, kid!);
        }
      }
      if (stored.startsWith(PREFIX_V1)) {
        // Issue 12's form names no key: try every key held, the current one first.
        const [, , iv, tag, ct] = stored.split(':');
        for (const k of byId.values()) {
          try {
            return decrypt(
              k,
              Buffer.from(iv!, 'base64url'),
              Buffer.from(tag!, 'base64url'),
              Buffer.from(ct!, 'base64url'),
              kind,
            ).toString('utf8') as typeof stored;
          } catch {
            // the next key
          }
        }
        throw new PiiDecryptError(kind, null);
      }
      return stored;
    },
    sealBytes(clear, kind) {
      const { iv, tag, ct } = encrypt(Buffer.from(clear), kind);
      return new Uint8Array(
        Buffer.concat([BYTES_MAGIC, Buffer.from(currentId, 'hex'), iv, tag, ct]),
      );
    },
    openBytes(stored, kind) {
      if (!isSealed(stored)) return stored;
      const b = Buffer.from(stored);
      const at = BYTES_MAGIC.length;
      const kid = b.subarray(at, at + 8).toString('hex');
      const k = byId.get(kid);
      if (!k) throw new PiiDecryptError(kind, kid);
      try {
        return new Uint8Array(
          decrypt(
            k,
            b.subarray(at + 8, at + 20),
            b.subarray(at + 20, at + 36),
            b.subarray(at + 36),
            kind,
          ),
        );
      } catch {
        throw new PiiDecryptError(kind, kid);
      }
    },
    isCurrent(stored) {
      if (!stored) return false;
      if (typeof stored === 'string') return stored.startsWith(`${PREFIX_V2}${currentId}:`);
      return (
        isSealed(stored) &&
        Buffer.from(stored.subarray(BYTES_MAGIC.length, BYTES_MAGIC.length + 8)).toString('hex') ===
          currentId
      );
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

/**
 * The previous keys of a rotation (SSN_ENCRYPTION_OLD_KEYS: space- or comma-separated, each as
 * SSN_ENCRYPTION_KEY): opened, never sealed under; `npm run pii:rekey` moves their values to the
 * current key. '' or unset → none.
 */
export function parsePiiOldKeys(text: string | undefined): Buffer[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((t) => {
      try {
        return parsePiiKey(t);
      } catch {
        throw new Error(
          'SSN_ENCRYPTION_OLD_KEYS must hold 32-byte keys (64 hex digits or base64 each)',
        );
      }
    });
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
