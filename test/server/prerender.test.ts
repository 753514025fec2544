/** index.html prepared per request (server/http/prerender.ts): inlined boot data, server-rendered landing page. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alternateLinks } from '../../server/http/prerender';
import type { Settings } from '../../services/api/contract';
import { startHarness, type Harness } from './helpers';

const TEMPLATE = `<!doctype html><html><head><title>Open your account</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
</head><body><div id="root"></div></body></html>`;

let h: Harness;
let base: string;
beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'wizard-prerender-'));
  const dist = join(base, 'dist');
  mkdirSync(dist);
  mkdirSync(`${dist}-ssr`);
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  // The landing page's tracking module as the build names it (issue 32 item 1).
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'landing-tracking-Xy_1.js'), '');
  // A stand-in for the built renderer: echoes what it was given.
  writeFileSync(
    join(`${dist}-ssr`, 'prerender.js'),
    `export async function renderWelcome(i) {
       if (i.path === '/aip' && i.search.includes('none')) return null;
       return { html: '<main>welcome ' + i.settings.BrokerName + ' ' + i.countries.length + ' ' + i.search + '</main>', title: 'Welcome | ' + i.settings.BrokerName };
     }`,
  );
  h = await startHarness({ staticDir: dist });
});
afterAll(async () => {
  await h.close();
  rmSync(base, { recursive: true, force: true });
});

/**
 * Runs the landing page's inline loader in a bare context: its `import()`s, event listeners, idle
 * callback and the links it adds are recorded instead of performed.
 */
function runLoader(html: string) {
  const code = [...html.matchAll(/<script nonce="[^"]+">(\(function\(\)\{.*?)<\/script>/gs)].map(
    (m) => m[1],
  );
  expect(code).toHaveLength(1);
  const imports: string[] = [];
  const links: { rel: string; as: string; href: string }[] = [];
  const listeners = new Map<string, (() => void)[]>();
  let idle: (() => void) | null = null;
  const globals: Record<string, unknown> = {
    __imp: (s: string) => imports.push(s),
    addEventListener: (type: string, fn: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    removeEventListener: (type: string, fn: () => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((f) => f !== fn),
      ),
    requestIdleCallback: (fn: () => void) => (idle = fn),
    document: {
      createElement: () => ({}),
      head: {
        appendChild: (l: { rel: string; as: string; href: string }) =>
          links.push({ rel: l.rel, as: l.as, href: l.href }),
      },
    },
    location: { search: '' },
    sessionStorage: { getItem: () => null },
    window: {},
    Object,
  };
  globals.globalThis = globals;
  runInNewContext(code[0]!.replace(/\bimport\(/g, '__imp('), globals);
  return {
    imports,
    links,
    globals,
    fire: (type: string) => (listeners.get(type) ?? []).slice().forEach((f) => f()),
    idle: () => idle?.(),
  };
}

const bootstrapOf = (html: string) =>
  JSON.parse(
    /<script id="wizard-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html)![1],
  );

describe('index.html per request', () => {
  it('renders the landing page on the server; its loader runs no app code before an interaction', async () => {
    const r = await h.call('GET', '/?email=a%40b.com');
    expect(r.status).toBe(200);
    expect(r.headers.get('Cache-Control')).toBe('no-cache');
    expect(r.text).toContain(
      '<div id="root" data-prerendered="welcome"><main>welcome HAA Precious Metals',
    );
    expect(r.text).toContain('?email=a%40b.com</main>');
    expect(r.text).toContain('<title>Welcome | HAA Precious Metals</title>');
    expect(r.text).not.toContain('<script type="module" crossorigin src=');
    expect(r.text).not.toContain('modulepreload');
    const boot = bootstrapOf(r.text);
    expect(boot.settings.BrokerCode).toBe('HAA');
    expect(boot.countries.length).toBeGreaterThan(200);
  });

  it('the landing loader: tracking module at load, the app prefetched at idle and run on the first interaction (issue 32 item 1)', async () => {
    const r = await h.call('GET', '/');
    const loader = runLoader(r.text);
    // At parse: nothing imported, the landing page owns this load's tracking.
    expect(loader.imports).toEqual([]);
    expect(loader.globals.__aowLandingTracking).toBe(1);
    loader.fire('load');
    expect(loader.imports).toEqual(['/assets/landing-tracking-Xy_1.js']);
    expect(loader.links).toEqual([]);
    loader.idle();
    expect(loader.links).toEqual([
      { rel: 'prefetch', as: 'script', href: '/assets/index-abc.js' },
      { rel: 'prefetch', as: 'script', href: '/assets/react-abc.js' },
    ]);
    expect(loader.imports).toEqual(['/assets/landing-tracking-Xy_1.js']);
    loader.fire('keydown');
    loader.fire('pointerdown');
    expect(loader.imports).toEqual(['/assets/landing-tracking-Xy_1.js', '/assets/index-abc.js']);
  });
  it('inlines the boot data on every other page and keeps the app script there', async () => {
    const r = await h.call('GET', '/secure/dob');
    expect(r.text).not.toContain('data-prerendered');
    expect(r.text).toMatch(
      /<script nonce="[^"]+" type="module" crossorigin src="\/assets\/index-abc.js"><\/script>/,
    );
    expect(bootstrapOf(r.text).settings.BrokerName).toBe('HAA Precious Metals');
    // Nothing inside the inlined JSON can close the script element.
    const raw = /<script id="wizard-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(
      r.text,
    )![1];
    expect(raw).not.toContain('<');
  });

  it('writes nothing of a forged Host into the page: the sample video is origin-relative (issue 35 item 13)', async () => {
    const sandbox = await startHarness({
      staticDir: join(base, 'dist'),
      sampleVideoDir: mkdtempSync(join(tmpdir(), 'v-')),
    });
    try {
      for (const path of ['/', '/secure/identity/ssn']) {
        const r = await sandbox.app.request(path, {
          headers: { Host: 'evil.example:666', 'X-Forwarded-Host': 'evil.example' },
        });
        const html = await r.text();
        expect(r.status).toBe(200);
        expect(html).not.toContain('evil.example');
        expect(bootstrapOf(html).settings.SSNVideoSlug).toBe('./videos/why-we-need-your-ssn');
      }
    } finally {
      await sandbox.close();
    }
  });

  it('inlines the countries in the page language: Spanish names for es-US (issue 35 item 11)', async () => {
    const caption = async (language: string) => {
      const r = await h.app.request('/secure/dob', { headers: { 'Accept-Language': language } });
      const boot = bootstrapOf(await r.text()) as {
        countries: Array<{ Iso3Code: string; Caption: string }>;
      };
      return boot.countries.find((c) => c.Iso3Code === 'USA')?.Caption;
    };
    expect(await caption('es-US,es;q=0.9')).toBe('Estados Unidos');
    expect(await caption('en-US')).toBe('United States of America');
  });

  it('serves the page as built when the renderer declines', async () => {
    const r = await h.call('GET', '/aip?none=1');
    expect(r.text).not.toContain('data-prerendered');
    expect(r.text).toMatch(
      /<script nonce="[^"]+" type="module" crossorigin src="\/assets\/index-abc.js"><\/script>/,
    );
  });

  it('serves a landing URL that carries a credential as built: the app starts and strips it (issue 10)', async () => {
    const r = await h.call(
      'GET',
      '/?token=abc&customerEmail=a%40b.com&brokerCode=HAA&username=s&logonUid=l',
    );
    expect(r.text).not.toContain('data-prerendered');
    expect(r.text).toMatch(
      /<script nonce="[^"]+" type="module" crossorigin src="\/assets\/index-abc.js"><\/script>/,
    );
  });

  it('links the welcome page to its language versions: hreflang per offered language and x-default (issue 24)', async () => {
    const r = await h.call('GET', '/?brokerCode=HAA&lang=es');
    const head = r.text.slice(0, r.text.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
    expect(links.map((m) => [m[1], m[2]])).toEqual([
      ['en-US', '/?brokerCode=HAA&amp;lang=en'],
      ['es-US', '/?brokerCode=HAA&amp;lang=es'],
      ['x-default', '/?brokerCode=HAA'],
    ]);
    // The page asked for is the Spanish one (?lang= wins over Accept-Language).
    expect(r.text).toContain('lang="es-US"');
    const aip = await h.call('GET', '/aip');
    expect(aip.text).toContain('<link rel="alternate" hreflang="es-US" href="/aip?lang=es">');
    expect(aip.text).toContain('<link rel="alternate" hreflang="x-default" href="/aip">');
  });

  it('gives no alternates to other pages, to a credential entry, or to a one-language broker', async () => {
    expect((await h.call('GET', '/secure/dob')).text).not.toContain('hreflang');
    expect((await h.call('GET', '/?token=abc&customerEmail=a%40b.com')).text).not.toContain(
      'hreflang',
    );
    const only = (Languages: string[]) => ({ Languages }) as unknown as Settings;
    expect(alternateLinks('/', new URLSearchParams(), only(['en']))).toBe('');
    expect(alternateLinks('/', new URLSearchParams('lang=en'), only(['en', 'es']))).toContain(
      'hreflang="x-default" href="/"',
    );
  });
});
