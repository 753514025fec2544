/** The wizard's static files with SPA fallback, and the fault handler (server/app.ts, server/http/static.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createTokenService } from '../../server/auth/tokens';
import type { Db } from '../../server/db/client';
import { firstError, startHarness, TEST_SECRET, type Harness } from './helpers';

let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'wizard-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>wizard</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);'.repeat(200));
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  h = await startHarness({ staticDir: dist });
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static wizard', () => {
  it('serves index.html at / and as the SPA fallback for wizard paths, revalidated', async () => {
    for (const path of ['/', '/secure/dob', '/kyc/success?x=1']) {
      const r = await h.call('GET', path);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('Content-Type')).toContain('text/html');
      expect(r.text).toContain('<title>wizard</title>');
      expect(r.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year of immutable caching, gzip when asked', async () => {
    const r = await h.call('GET', '/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('Content-Type')).toContain('text/javascript');
    expect(r.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('Content-Encoding')).toBe('gzip');
    expect((await h.call('GET', '/favicon.svg')).headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('answers 404 for a missing file, never leaves the folder, never serves /v2 from disk', async () => {
    expect((await h.call('GET', '/assets/missing.js')).status).toBe(404);
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
      const r = await h.call('GET', path);
      expect(r.text, path).not.toContain('"name"');
    }
    const api = await h.call('GET', '/v2/unknown');
    expect(api.status).toBe(404);
    expect(firstError(api).Code).toBe('NotFound');
  });
});

describe('faults', () => {
  it('a database failure answers 500 InternalServerError and logs no PII', async () => {
    const lines: string[] = [];
    const failing = new Proxy({} as Db, {
      get: () => () => {
        throw Object.assign(new Error('connection lost for secret@example.com'), { code: '08006' });
      },
    });
    const app = createApp({
      db: failing,
      tokens: createTokenService(TEST_SECRET),
      log: (event, fields) => lines.push(JSON.stringify({ event, ...fields })),
    });
    const res = await app.request('/v2/users/usernames?email=secret%40example.com');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      ErrorMessage: 'Something went wrong',
      Errors: [{ Code: 'InternalServerError', Message: 'Something went wrong', Context: null }],
    });
    const log = lines.join('\n');
    expect(log).toContain('"code":"08006"');
    expect(log).not.toContain('secret');
  });
});
