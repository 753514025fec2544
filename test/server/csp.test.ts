/** Content-Security-Policy with a per-request nonce and the other security headers (issue 12, server/http/csp.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNonce, cspSourcesFromEnv } from '../../server/http/csp';
import { startHarness, type Harness } from './helpers';

const TEMPLATE = `<!doctype html><html><head><title>Open your account</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"></div></body></html>`;

let h: Harness;
let plaid: Harness;
let base: string;
beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'wizard-csp-'));
  const dist = join(base, 'dist');
  mkdirSync(dist);
  mkdirSync(`${dist}-ssr`);
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(
    join(`${dist}-ssr`, 'prerender.js'),
    `export async function renderWelcome() { return { html: '<style>.x{}</style><main>welcome</main>', title: 'Welcome' }; }`,
  );
  h = await startHarness({ staticDir: dist });
  plaid = await startHarness({
    staticDir: dist,
    csp: cspSourcesFromEnv({
      NODE_ENV: 'production',
      PLAID_CLIENT_ID: 'id',
      PLAID_SECRET: 'secret',
      VITE_API_BASE_URL: 'https://api.example.com/x',
    }),
  });
});
afterAll(async () => {
  await Promise.all([h.close(), plaid.close()]);
  rmSync(base, { recursive: true, force: true });
});

const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '').split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
  );

describe('Content-Security-Policy', () => {
  it('sends the policy with a fresh nonce that every script and style of the page carries', async () => {
    const r = await h.call('GET', '/');
    const csp = directives(r.headers.get('Content-Security-Policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    const nonceSource: string =
      csp['script-src'].find((s: string) => s.startsWith("'nonce-")) ?? '';
    expect(csp['script-src']).toEqual(["'self'", nonceSource]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['style-src']).toEqual(["'self'", nonceSource]);
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'", 'blob:']);
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'mediastream:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    const nonce = nonceSource.slice("'nonce-".length, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(16);

    // The landing page's inline loader and the rendered page's style carry it; the JSON block does not execute.
    const scripts = [...r.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBe(2);
    for (const attrs of scripts) {
      if (attrs.includes('application/json')) expect(attrs).not.toContain('nonce');
      else expect(attrs).toContain(`nonce="${nonce}"`);
    }
    expect(r.text).toContain(`<style nonce="${nonce}">.x{}</style>`);
    expect(r.text).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);

    const again = await h.call('GET', '/');
    expect(again.headers.get('Content-Security-Policy')).not.toContain(nonce);
  });

  it('puts the nonce on the app script of other pages too', async () => {
    const r = await h.call('GET', '/secure/dob');
    const nonce = /'nonce-([^']+)'/.exec(r.headers.get('Content-Security-Policy')!)![1];
    expect(r.text).toContain(
      `<script nonce="${nonce}" type="module" crossorigin src="/assets/index-abc.js">`,
    );
  });

  it('sends nosniff, a referrer policy and frame denial on pages and API answers', async () => {
    for (const path of ['/', '/v2/settings']) {
      const r = await h.call('GET', path);
      expect(r.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(r.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(r.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it('allows Plaid Link and an API on another origin only when configured', async () => {
    const off = directives((await h.call('GET', '/')).headers.get('Content-Security-Policy'));
    expect(JSON.stringify(off)).not.toContain('plaid');
    const on = directives((await plaid.call('GET', '/')).headers.get('Content-Security-Policy'));
    expect(on['script-src']).toContain('https://cdn.plaid.com');
    expect(on['frame-src']).toContain('https://cdn.plaid.com');
    expect(on['connect-src']).toEqual([
      "'self'",
      'blob:',
      'https://api.example.com',
      'https://*.plaid.com',
    ]);
  });

  it('lets the analyst mode reach the loopback inspect server by default in the sandbox only (issue 20)', () => {
    expect(cspSourcesFromEnv({}).connectSrc).toEqual([
      'ws://127.0.0.1:8090',
      'ws://localhost:8090',
    ]);
    expect(cspSourcesFromEnv({ NODE_ENV: 'production' }).connectSrc).toEqual([]);
    expect(
      cspSourcesFromEnv({
        NODE_ENV: 'production',
        INSPECT_WS_ORIGINS: 'wss://inspect.broker.example',
      }).connectSrc,
    ).toEqual(['wss://inspect.broker.example']);
  });

  it('addNonce leaves tagged elements, JSON blocks and bad nonces alone', () => {
    expect(addNonce('<head></head><script nonce="a">x</script>', 'b')).toContain(
      '<script nonce="a">',
    );
    expect(addNonce('<script type="application/json">{}</script>', 'b')).toBe(
      '<script type="application/json">{}</script>',
    );
    expect(addNonce('<head></head><script>x</script>', '"><x')).toBe(
      '<head></head><script>x</script>',
    );
  });
});
