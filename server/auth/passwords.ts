/**
 * Password hashing (ARCHITECTURE.md "Server"): argon2id through @node-rs/argon2, whose default
 * algorithm is Argon2id (memory 19 MiB, 2 passes, parallelism 1 — the OWASP baseline).
 * Passwords are never logged.
 */
import { hash, verify } from '@node-rs/argon2';

/** Returns an encoded '$argon2id$…' hash of the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when the password matches the encoded hash; false for a malformed hash. */
export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}
