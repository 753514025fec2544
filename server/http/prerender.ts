/**
 * The wizard's index.html, prepared per request (doc 1 §2.4, §4.10; issue 2 speed targets).
 *
 * - Every page gets the broker's settings and the country list inlined as
 *   `<script id="wizard-bootstrap" type="application/json">`, so the root machine's boot
 *   (doc 1 §4.10 "settings and the country list load at start") needs no round trip.
 * - The landing page (BASE '/', AIP '/aip') is rendered on the server by the wizard's own
 *   machine and views (dist-ssr/prerender.js, built from src/prerender.tsx): it paints from HTML.
 *   Its JavaScript is fetched at idle after the load event and runs on the applicant's first
 *   interaction (pointer, key, focus, touch, wheel or submit); doc 1 §2.4's tracking 1 s after
 *   load comes from a small module of its own (issue 32 item 1, `interactionLoader`); a submit
 *   made before the app is ready is replayed by the app (src/main.tsx). The static form, links
 *   and the expandable benefits work without it.
 *
 * A landing URL with a credential in its query (machines/entry/entry-gate.ts SECRET_QUERY_KEYS:
 * the assisted or upgrade entry) is served as built: the app starts at load and removes it.
 *
 * When dist-ssr is missing (a dev build), pages are served as built.
 *
 * Every executable `<script>` and every `<style>` gets the request's CSP nonce, and the head a
 * `<meta property="csp-nonce">` for Mantine's run-time style tags (server/http/csp.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Country, Settings } from '../../services/api/contract';
import { SECRET_QUERY_KEYS } from '../../machines/entry/entry-gate';
import { addNonce } from './csp';
import {
  LOCALE_STORAGE_KEY,
  LOCALE_TAGS,
  isLocale,
  offeredLocales,
  parseAcceptLanguage,
  pickLocale,
  type Locale,
} from '../../src/i18n/locales';

/** Issue 24: the request's hints of the applicant's language. */
export interface LanguageHints {
  /** The Cookie header (the wizard's `wizard.locale` cookie, src/../services/adapters/locale.ts). */
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * The page's language (issue 24): `?lang=` (the language switch's link), else the remembered
 * cookie, else the first of Accept-Language the broker offers, else the first offered.
 */
export function requestLocale(
  query: URLSearchParams,
  hints: LanguageHints | undefined,
  settings: Settings,
): Locale {
  const fromQuery = query.get('lang');
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_STORAGE_KEY.replace('.', '\\.')}=([a-z]{2})`).exec(
    hints?.cookie ?? '',
  )?.[1];
  return pickLocale({
    remembered: isLocale(fromQuery) ? fromQuery : (cookie ?? null),
    preferred: parseAcceptLanguage(hints?.acceptLanguage),
    offered: offeredLocales(settings.Languages),
  });
}

export interface IndexRendererDeps {
  /** Settings of the broker named by the `brokerCode` query, else the default broker. */
  settings: (brokerCode: string | null) => Promise<Settings | null>;
  /** The countries with their captions in `locale` (issue 35 item 11). */
  countries: (locale: Locale) => Promise<Country[]>;
}

type RenderWelcome = (input: {
  settings: Settings;
  countries: Country[];
  path: string;
  search: string;
  locale?: Locale;
}) => Promise<{ html: string; title: string } | null>;

/** Paths whose first screen is the welcome page (doc 1 §2.2 BASE, AIP). */
const LANDING = new Set(['/', '/aip']);

/** JSON safe inside a <script> element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The welcome page's language alternates (issue 24 "`lang` and `hreflang` right"; HTML
 * `<link rel="alternate" hreflang>`): one per language the broker offers, at the same address with
 * `?lang=<locale>` (what requestLocale and the browser's initialLocale read, remembered like the
 * switch), and `x-default` at the address without `lang` (chosen from the cookie or
 * Accept-Language). Other query parameters (e.g. `brokerCode`) are kept; a broker offering one
 * language gets none. Root-relative: the server may sit behind a proxy that knows the public host.
 */
export function alternateLinks(path: string, query: URLSearchParams, settings: Settings): string {
  const offered = offeredLocales(settings.Languages);
  if (offered.length < 2) return '';
  const at = (locale: Locale | null) => {
    const q = new URLSearchParams(query);
    q.delete('lang');
    if (locale) q.set('lang', locale);
    const s = q.toString();
    return escapeHtml(s ? `${path}?${s}` : path);
  };
  return [
    ...offered.map((l) => `<link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${at(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${at(null)}">`,
  ].join('');
}

/**
 * The inline loader of the landing page (issue 32 item 1). The app's entry is imported on the
 * applicant's first interaction (pointer, key, focus, touch, wheel, submit; at once in the analyst
 * mode, `?inspect=` or its sessionStorage flag, issue 13) — never before, so its boot stays out of
 * the page's load (Lighthouse's TBT). After the load event:
 * - `tracking` (assets/landing-tracking-*.js, src/landing-tracking.ts) is imported, which sends
 *   doc 1 §2.4's affiliate tracking and fingerprint 1 s after load; the loader first sets
 *   `__aowLandingTracking` (services/adapters/tracking.ts) so the app, when it boots, does not send
 *   them again;
 * - at idle, the entry and its static imports (`preload`, the built index.html's modulepreload
 *   list) are prefetched (`<link rel="prefetch">`: into the HTTP cache, no work on the main thread;
 *   a modulepreload's compile showed as long tasks in Lighthouse), so the first interaction boots
 *   without waiting for the network.
 * It first turns zod's JIT off, as public/zod-jitless.js does on the other pages (that deferred
 * script is not on this page; zod's eval probe would break the CSP).
 */
export function interactionLoader(
  entry: string,
  tracking: string | null,
  preload: string[],
): string {
  const j = JSON.stringify;
  const track = tracking ? `g.__aowLandingTracking=1;` : '';
  const onLoad = tracking ? `import(${j(tracking)});` : '';
  return `<script>(function(){var g=globalThis;g.__zod_globalConfig=Object.assign(g.__zod_globalConfig||{},{jitless:true});${track}var E=['pointerdown','pointermove','keydown','focusin','touchstart','wheel'],d=0;function go(){if(d)return;d=1;for(var i=0;i<E.length;i++)removeEventListener(E[i],go,true);import(${j(entry)})}function pre(){var P=${j([entry, ...preload])};for(var i=0;i<P.length;i++){var l=document.createElement('link');l.rel='prefetch';l.as='script';l.crossOrigin='';l.href=P[i];document.head.appendChild(l)}}for(var i=0;i<E.length;i++)addEventListener(E[i],go,{capture:true,passive:true});addEventListener('load',function(){${onLoad}var r=g.requestIdleCallback;r?r(pre,{timeout:3000}):setTimeout(pre,500)});addEventListener('submit',function(e){if(window.__wizardMounted)return;e.preventDefault();window.__wizardPendingSubmit=1;go()},true);try{if(/[?&]inspect=/.test(location.search)||sessionStorage.getItem('aow.analyst'))go()}catch(e){}})()</script>`;
}

/** The landing page's tracking module in the client build (assets/landing-tracking-*.js), or null. */
function trackingModule(root: string): string | null {
  try {
    const file = readdirSync(join(root, 'assets')).find((f) =>
      /^landing-tracking-[\w-]+\.js$/.test(f),
    );
    return file ? `/assets/${file}` : null;
  } catch {
    return null;
  }
}

/**
 * Returns `(path, search, nonce?) => html | null` for the SPA fallback, or null when there is no
 * built index.html. `staticDir` is the client build (dist); the server build is `${staticDir}-ssr`.
 */
export function createIndexRenderer(staticDir: string, deps: IndexRendererDeps) {
  const root = resolve(staticDir);
  const indexFile = join(root, 'index.html');
  const ssrFile = `${root}-ssr/prerender.js`;
  let template: string | null = null;
  let tracking: string | null | undefined;
  let render: Promise<RenderWelcome | null> | null = null;
  const countries = new Map<Locale, Promise<Country[]>>();

  const loadRender = () =>
    (render ??= existsSync(ssrFile)
      ? import(pathToFileURL(ssrFile).href).then(
          (m: { renderWelcome: RenderWelcome }) => m.renderWelcome,
        )
      : Promise.resolve(null));

  return async (
    path: string,
    search: string,
    nonce?: string,
    language?: LanguageHints,
  ): Promise<string | null> => {
    const page = await prepare(path, search, language);
    return page === null ? null : addNonce(page, nonce);
  };

  async function prepare(
    path: string,
    search: string,
    language?: LanguageHints,
  ): Promise<string | null> {
    if (!existsSync(indexFile)) return null;
    template ??= readFileSync(indexFile, 'utf8');
    const query = new URLSearchParams(search);
    const settings = await deps.settings(query.get('brokerCode'));
    if (!settings) return template;
    // Issue 24: `<html lang>` is the page's language from the first byte (no flash of English).
    const locale = requestLocale(query, language, settings);
    if (!countries.has(locale)) countries.set(locale, deps.countries(locale));
    const list = await countries.get(locale)!;
    let html = template
      .replace(
        /<html([^>]*)>/,
        (_m, attrs: string) =>
          `<html${attrs.replace(/\s+lang="[^"]*"/, '')} lang="${LOCALE_TAGS[locale]}">`,
      )
      .replace(
        '</head>',
        `<script id="wizard-bootstrap" type="application/json">${scriptJson({ settings, countries: list })}</script></head>`,
      );
    if (!LANDING.has(path)) return html;
    // An entry that carries a credential (the sales agent's or the portal's token, issue 10) is not
    // the welcome page: the app starts at once, so the credential leaves the address bar at load.
    if (SECRET_QUERY_KEYS.some((k) => query.has(k))) return html;
    html = html.replace('</head>', `${alternateLinks(path, query, settings)}</head>`);

    const renderWelcome = await loadRender();
    const page = renderWelcome
      ? await renderWelcome({ settings, countries: list, path, search, locale }).catch(() => null)
      : null;
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
    if (!page || !entry) return html;
    const preload = [
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((m) => m[1]);
    tracking ??= trackingModule(root);
    html = html
      .replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      // The loader below turns zod's JIT off itself: the landing page loads no script at start.
      .replace(/<script defer src="\/zod-jitless\.js"><\/script>\s*/, '')
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="welcome">${page.html}</div>`,
      )
      .replace('</body>', `${interactionLoader(entry, tracking, preload)}</body>`);
    return html;
  }
}
