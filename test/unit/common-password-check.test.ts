/**
 * The client's common-password range lookup (issue 11; issue 12 blocklist, doc 1 §5) with a fake
 * fetch: only the hash prefix leaves the page, lookups are debounced, buckets are fetched once,
 * the verdict reaches the shared zod rule, a failed fetch leaves the verdict unknown.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createCommonPasswordCheck } from '../../services/api/common-password-check';
import { COMMON_RANGE_PREFIX, sha256Hex } from '../../services/api/common-passwords';
import { passwordSchema, V } from '../../services/api/fields';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const LISTED = ['tr0ub4dor&3x', 'gr4nite9vault'];

/** A fake range endpoint over LISTED; records every URL asked. */
function fakeServer(fail = false) {
  const urls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    urls.push(url);
    const prefix = url.split('/').pop()!;
    const Suffixes = LISTED.map(sha)
      .filter((h) => h.startsWith(prefix))
      .map((h) => h.slice(COMMON_RANGE_PREFIX));
    return { ok: !fail, json: async () => ({ Suffixes }) };
  });
  return { urls, fetch };
}

/** A pause for what must NOT happen (a cancelled or known lookup fetches nothing). */
const settle = () => new Promise((r) => setTimeout(r, 20));
/**
 * Waits for what must happen: the lookup hashes each form with WebCrypto in turn, which on a busy
 * CI machine takes longer than any fixed pause (a 20 ms one failed there with one bucket of two).
 */
const until = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5_000, interval: 5 });

describe('common-password range check (client)', () => {
  it('hashes like the server (WebCrypto SHA-256, lower-case hex)', async () => {
    expect(await sha256Hex('password123')).toBe(sha('password123'));
  });

  it('asks only the prefix, once per bucket, after the debounce; a listed password is refused by the zod rule too', async () => {
    const s = fakeServer();
    const check = createCommonPasswordCheck({
      fetch: s.fetch,
      baseUrl: 'https://api.test/',
      delayMs: 5,
    });
    const seen = vi.fn();
    check.subscribe(seen);
    check.request('Tr0');
    check.request('Tr0ub4dor');
    check.request('Tr0ub4dor&3x!'); // forms: 'tr0ub4dor&3x!' and 'tr0ub4dor&3x'
    expect(check.verdict('Tr0ub4dor&3x!')).toBeUndefined();
    await until(() => expect(seen).toHaveBeenCalled());
    expect(s.urls).toEqual([
      `https://api.test/v2/users/passwords/common-range/${sha('tr0ub4dor&3x!').slice(0, COMMON_RANGE_PREFIX)}`,
      `https://api.test/v2/users/passwords/common-range/${sha('tr0ub4dor&3x').slice(0, COMMON_RANGE_PREFIX)}`,
    ]);
    expect(s.urls.join()).not.toMatch(/tr0ub4dor/i);
    expect(check.verdict('Tr0ub4dor&3x!')).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(passwordSchema.safeParse('Tr0ub4dor&3x!').error?.issues[0].message).toBe(
      `${V}passwordTooCommon`,
    );
    // A known verdict is not asked again.
    check.request('Tr0ub4dor&3x!');
    await settle();
    expect(s.fetch).toHaveBeenCalledTimes(2);
  });

  it('a cancelled request (the checklist left the page) fetches nothing; a later one still does', async () => {
    const s = fakeServer();
    const check = createCommonPasswordCheck({ fetch: s.fetch, delayMs: 5 });
    const cancel = check.request('Copper8!Ledger');
    cancel();
    await settle();
    expect(s.fetch).not.toHaveBeenCalled();
    expect(check.verdict('Copper8!Ledger')).toBeUndefined();
    // A stale cancel (an earlier effect's cleanup) does not drop the lookup that replaced it.
    const stale = check.request('Copper8!Ledger');
    check.request('Copper8!Ledgers');
    stale();
    await until(() => expect(check.verdict('Copper8!Ledgers')).toBe(false));
    expect(s.fetch).toHaveBeenCalled();
  });

  it('an unlisted password is not common once its bucket answered', async () => {
    const s = fakeServer();
    const check = createCommonPasswordCheck({ fetch: s.fetch, delayMs: 0 });
    check.request('Harbor7#Quill');
    await until(() => expect(check.verdict('Harbor7#Quill')).toBe(false));
    expect(passwordSchema.safeParse('Harbor7#Quill').success).toBe(true);
  });

  it('a failed lookup leaves the verdict unknown and is tried again on the next request', async () => {
    const down = fakeServer(true);
    const check = createCommonPasswordCheck({ fetch: down.fetch, delayMs: 0 });
    check.request('Gr4nite9vault');
    await until(() => expect(down.fetch).toHaveBeenCalledTimes(1));
    await settle(); // the failed bucket is forgotten in the fetch's rejection handlers
    expect(check.verdict('Gr4nite9vault')).toBeUndefined();
    check.request('Gr4nite9vault');
    await until(() => expect(down.fetch).toHaveBeenCalledTimes(2));
  });
});
