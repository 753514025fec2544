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
  writeFileSync(join(dist, 'assets', 'app-def456.js'), 'plain');
  writeFileSync(join(dist, 'assets', 'app-def456.js.br'), 'brotli bytes');
  writeFileSync(join(dist, 'assets', 'app-def456.js.gz'), 'gzip bytes');
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
    expect((await h.call('GET', '/favicon.svg')).headers.get('Content-Type')).toContain(
      'image/svg+xml',
    );
  });

  it('sends the pre-compressed twin the build wrote, with an ETag; a repeat answers 304 (issue 11)', async () => {
    const br = await h.call('GET', '/assets/app-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const gz = await h.call('GET', '/assets/app-def456.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    const tag = br.headers.get('ETag');
    expect(tag).toMatch(/^W\/"/);
    expect(gz.headers.get('ETag')).not.toBe(tag);
    const again = await h.call('GET', '/assets/app-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': tag! },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const icon = await h.call('GET', '/favicon.svg');
    expect(icon.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const iconAgain = await h.call('GET', '/favicon.svg', {
      headers: { 'If-None-Match': icon.headers.get('ETag')! },
    });
    expect(iconAgain.status).toBe(304);
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
  it('a lost database connection answers 503 DatabaseUnavailable with Retry-After (issue 31) and logs no PII', async () => {
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
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('1');
    expect((await res.json()).Errors[0].Code).toBe('DatabaseUnavailable');
    const log = lines.join('\n');
    expect(log).toContain('"code":"08006"');
    expect(log).not.toContain('secret');
  });
});
