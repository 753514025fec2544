/**
 * The server's common-password list (issue 12; doc 1 §5) and its k-anonymity range index (issue 11).
 *
 * `loadCommonPasswords()` imports the ranked list of @zxcvbn-ts/language-common once, installs it
 * for the shared zod password rule (services/api/common-passwords.ts) and indexes the SHA-256 of
 * every entry by its first COMMON_RANGE_PREFIX hex characters. `commonRange(prefix)` answers the
 * remaining hex characters of the entries in that bucket, sorted (GET
 * /v2/users/passwords/common-range/{prefix}, server/routes/password-range.ts).
 */
import { createHash } from 'node:crypto';
import { COMMON_RANGE_PREFIX, installCommonPasswords } from '../../services/api/common-passwords';

let loading: Promise<void> | null = null;
let loaded = false;
let ranges: ReadonlyMap<string, readonly string[]> = new Map();

/** Loads the list once; later calls answer the same promise (a failed load is tried again next time). */
export function loadCommonPasswords(): Promise<void> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => {
      const list = dictionary['passwords-common'].map((p) => p.toLowerCase());
      installCommonPasswords(list);
      const index = new Map<string, string[]>();
      for (const p of new Set(list)) {
        const hex = createHash('sha256').update(p, 'utf8').digest('hex');
        const key = hex.slice(0, COMMON_RANGE_PREFIX);
        const bucket = index.get(key);
        if (bucket) bucket.push(hex.slice(COMMON_RANGE_PREFIX));
        else index.set(key, [hex.slice(COMMON_RANGE_PREFIX)]);
      }
      for (const bucket of index.values()) bucket.sort();
      ranges = index;
      loaded = true;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * True once `loadCommonPasswords` has finished: the list is installed and indexed. Lets a caller
 * on every request (server/app.ts) go on without awaiting the settled promise (issue 32 "Saves").
 */
export const commonPasswordsLoaded = (): boolean => loaded;

/** The hex suffixes (SHA-256 without the prefix) of the listed passwords whose hash starts with `prefix` (lower-case hex). */
export function commonRange(prefix: string): readonly string[] {
  return ranges.get(prefix) ?? [];
}
