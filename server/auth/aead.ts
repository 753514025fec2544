/**
 * AES-256-GCM in one place (issue 20: the PII seal, the idempotency answers' seal and the e-mail
 * seal of the old-portal redirect each carried their own copy). node:crypto, a fresh 12-byte IV
 * per value, a 16-byte tag, optional additional authenticated data.
 *
 * - `gcmEncrypt` / `gcmDecrypt`: the parts, for callers with their own stored layout
 *   (server/auth/pii.ts `pii2:…` and `PIIB2…`).
 * - `sealPacked` / `openPacked`: `iv ‖ ciphertext ‖ tag` in one buffer (idempotency answers,
 *   sealed e-mails); `openPacked` answers null for anything that does not open.
 * - `deriveKey`: a 32-byte key for one purpose from a server secret (HKDF-SHA-256).
 *
 * The IVs come from the operating system's CSPRNG in blocks (`freshIv`, issue 32 "Saves"): every
 * step save seals its stored answer, and a `randomBytes(12)` call per value was a visible part of
 * a save's CPU; random 96-bit IVs as before, only fetched 4 KiB at a time.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomFillSync } from 'node:crypto';

/** The parts of one sealed value. */
export interface GcmParts {
  iv: Buffer;
  ct: Buffer;
  tag: Buffer;
}

const IV_BYTES = 12;
/** Random bytes not handed out yet: `ivPool[ivNext…]` (refilled from the CSPRNG when used up). */
const ivPool = Buffer.alloc(4096);
let ivNext = ivPool.length;

/**
 * A fresh random 12-byte IV (a copy, never shared): cut from a 4 KiB block of CSPRNG output
 * (`randomFillSync`), each byte handed out once, as Node's own `randomUUID` does (issue 32).
 */
function freshIv(): Buffer {
  if (ivNext + IV_BYTES > ivPool.length) {
    randomFillSync(ivPool);
    ivNext = 0;
  }
  const iv = Buffer.from(ivPool.subarray(ivNext, ivNext + IV_BYTES));
  ivNext += IV_BYTES;
  return iv;
}

/** Encrypts `clear` under the 32-byte `key` with a fresh IV; `aad` is authenticated, not stored. */
export function gcmEncrypt(key: Uint8Array, clear: Uint8Array, aad?: Uint8Array): GcmParts {
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (aad) cipher.setAAD(aad);
  const ct = Buffer.concat([cipher.update(clear), cipher.final()]);
  return { iv, ct, tag: cipher.getAuthTag() };
}

/** Decrypts `gcmEncrypt`'s parts; throws when the key, the AAD or the data do not match. */
export function gcmDecrypt(key: Uint8Array, parts: GcmParts, aad?: Uint8Array): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, parts.iv);
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(parts.tag);
  return Buffer.concat([decipher.update(parts.ct), decipher.final()]);
}

/** `iv ‖ ciphertext ‖ tag` of `clear` (a string is UTF-8). */
export function sealPacked(key: Uint8Array, clear: Uint8Array | string, aad?: Uint8Array): Buffer {
  const { iv, ct, tag } = gcmEncrypt(
    key,
    typeof clear === 'string' ? Buffer.from(clear, 'utf8') : clear,
    aad,
  );
  return Buffer.concat([iv, ct, tag]);
}

/** The clear bytes of `sealPacked`'s form, or null when it is too short or does not open. */
export function openPacked(key: Uint8Array, raw: Uint8Array, aad?: Uint8Array): Buffer | null {
  if (raw.length < 12 + 16) return null;
  const b = Buffer.from(raw);
  try {
    return gcmDecrypt(
      key,
      { iv: b.subarray(0, 12), ct: b.subarray(12, b.length - 16), tag: b.subarray(b.length - 16) },
      aad,
    );
  } catch {
    return null;
  }
}

/**
 * The 32-byte key for the purpose `label` derived from `secret` (HKDF-SHA-256, empty salt): the
 * e-mail seal (tokens.ts, 'user-email-v1'), the idempotency fingerprints and answer seal.
 */
export const deriveKey = (secret: Uint8Array, label: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), label, 32));
