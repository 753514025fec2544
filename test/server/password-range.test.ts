/**
 * GET /v2/users/passwords/common-range/{prefix} (issue 11 range lookup of issue 12's common-password
 * list, doc 1 §5): the bucket of a listed password holds its hash suffix, an unlisted password's
 * does not; the answer is cacheable with an ETag (304 on If-None-Match); a bad prefix is 400.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_RANGE_PREFIX } from '../../services/api/common-passwords';
import { firstError, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('GET /v2/users/passwords/common-range/{prefix}', () => {
  it('answers the suffixes of the bucket: a listed password is in it, an unlisted one is not', async () => {
    const listed = sha('password123');
    const r = await h.call(
      'GET',
      `/v2/users/passwords/common-range/${listed.slice(0, COMMON_RANGE_PREFIX)}`,
    );
    expect(r.status).toBe(200);
    const suffixes = (r.json as { Suffixes: string[] }).Suffixes;
    expect(suffixes).toContain(listed.slice(COMMON_RANGE_PREFIX));
    expect(suffixes.length).toBeLessThan(100);
    expect(suffixes.every((s) => /^[0-9a-f]{61}$/.test(s))).toBe(true);
    expect([...suffixes].sort()).toEqual(suffixes);

    const unlisted = sha('harbor7#quill');
    const u = await h.call(
      'GET',
      `/v2/users/passwords/common-range/${unlisted.slice(0, COMMON_RANGE_PREFIX).toUpperCase()}`,
    );
    expect(u.status).toBe(200);
    expect((u.json as { Suffixes: string[] }).Suffixes).not.toContain(
      unlisted.slice(COMMON_RANGE_PREFIX),
    );
  });

  it('is cacheable: Cache-Control public, a strong ETag and 304 on If-None-Match', async () => {
    const path = '/v2/users/passwords/common-range/abc';
    const r = await h.call('GET', path);
    expect(r.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const tag = r.headers.get('ETag');
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await h.call('GET', path, { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
  });

  it.each(['ab', 'abcd', 'xyz', 'a%2Fb'])(
    'refuses the prefix %s with 400 RangePrefixIsInvalid',
    async (p) => {
      const r = await h.call('GET', `/v2/users/passwords/common-range/${p}`);
      expect(r.status).toBe(400);
      expect(firstError(r)?.Code).toBe('RangePrefixIsInvalid');
    },
  );
});
