/**
 * The Content-Security-Policy of the wizard's pages (issue 12) and its per-request nonce.
 *
 *   default-src 'self'; script-src 'self' 'nonce-…' [+ providers]; style-src 'self' 'nonce-…';
 *   style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' blob: [+ API origin,
 *   providers]; media-src 'self' blob: mediastream:; frame-src 'self' [+ providers];
 *   frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'
 *
 * - Scripts: only files from the wizard's own origin and inline scripts carrying this request's
 *   nonce (the landing page's interaction loader, server/http/prerender.ts). The inlined boot data
 *   is a `type="application/json"` block, never executed.
 * - Styles: `<style>` elements need the nonce (Mantine adds it through MantineProvider's
 *   `getStyleNonce`, which reads `<meta property="csp-nonce">`, src/csp-nonce.ts); style
 *   *attributes* (Mantine's style props and CSS variables) stay allowed by `style-src-attr`.
 * - Provider origins are added only when the provider is configured (`cspSourcesFromEnv`):
 *   Plaid Link (PLAID_CLIENT_ID + PLAID_SECRET: react-plaid-link loads cdn.plaid.com in a frame),
 *   Google reCAPTCHA (VITE_RECAPTCHA_SITE_KEY), Google Places (VITE_PLACES_API_KEY) and an API on
 *   another origin (VITE_API_BASE_URL); the brokers' help-video origins (VIDEO_ORIGINS, media-src:
 *   the SSN video and its captions at RootUrl + SSNVideoSlug, doc 2 §2.15) and of their
 *   fraud-prevention scripts (FRAUD_SCRIPT_ORIGINS: script-src, connect-src, frame-src; issue 35
 *   item 2 — the sandbox's own script is same-origin).
 * The Vite dev server sends no CSP.
 */
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { Context, MiddlewareHandler } from 'hono';

/** Extra sources per directive for configured third parties. */
export interface CspSources {
  scriptSrc?: string[];
  connectSrc?: string[];
  frameSrc?: string[];
  imgSrc?: string[];
  mediaSrc?: string[];
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
};

/** The third-party sources the configured providers need (see the module comment). */
export function cspSourcesFromEnv(env: NodeJS.ProcessEnv = process.env): CspSources {
  const s = {
    scriptSrc: [] as string[],
    connectSrc: [] as string[],
    frameSrc: [] as string[],
    imgSrc: [] as string[],
    mediaSrc: [] as string[],
  };
  // The brokers' help-video hosts (doc 2 §2.15: RootUrl + SSNVideoSlug), space-separated origins.
  for (const o of (env.VIDEO_ORIGINS ?? '').split(/\s+/)) {
    const origin = originOf(o);
    if (origin) s.mediaSrc.push(origin);
  }
  // The brokers' fraud-prevention scripts (issue 35 item 2, Settings.FraudScriptUrl on another
  // origin), space-separated origins: the script, and what it sends home or frames.
  for (const o of (env.FRAUD_SCRIPT_ORIGINS ?? '').split(/\s+/)) {
    const origin = originOf(o);
    if (!origin) continue;
    s.scriptSrc.push(origin);
    s.connectSrc.push(origin);
    s.frameSrc.push(origin);
  }
  const api = originOf(env.VITE_API_BASE_URL);
  if (api) s.connectSrc.push(api);
  // The analyst mode's WebSocket inspector servers (issue 13, docs/analysts.md), space-separated.
  // A second gate only: the wizard itself streams solely to a URL of its build-time allow-list
  // VITE_INSPECT_WS_URLS (inspector/analyst.ts, issue 20), so list the same origins in both.
  // Unset in the sandbox: the loopback inspect server of `npm run inspect-server` (port 8090), the
  // wizard's default VITE_INSPECT_WS_URLS; unset in production: none.
  const wsOrigins =
    env.INSPECT_WS_ORIGINS ??
    (env.NODE_ENV === 'production' ? '' : 'ws://127.0.0.1:8090 ws://localhost:8090');
  for (const ws of wsOrigins.split(/\s+/))
    if (/^wss?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(ws)) s.connectSrc.push(ws);
  if (env.PLAID_CLIENT_ID && env.PLAID_SECRET) {
    s.scriptSrc.push('https://cdn.plaid.com');
    s.frameSrc.push('https://cdn.plaid.com');
    s.connectSrc.push('https://*.plaid.com');
  }
  if (env.VITE_RECAPTCHA_SITE_KEY) {
    s.scriptSrc.push('https://www.google.com', 'https://www.gstatic.com');
    s.frameSrc.push('https://www.google.com');
  }
  if (env.VITE_PLACES_API_KEY) {
    s.scriptSrc.push('https://maps.googleapis.com');
    s.connectSrc.push('https://maps.googleapis.com');
    s.imgSrc.push('https://maps.gstatic.com', 'https://maps.googleapis.com');
  }
  return s;
}

/**
 * The headers pages and API answers share: CORP same-origin, X-Frame-Options DENY, no referrer,
 * nosniff, and COOP same-origin-allow-popups — the analyst mode's inspector window (issue 13) and
 * provider pop-ups keep their opener ('same-origin' would cut the inspector off from the page that
 * posts to it).
 */
const COMMON_HEADERS = {
  crossOriginResourcePolicy: 'same-origin',
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  xContentTypeOptions: 'nosniff',
} as const;

/**
 * Security headers for every response (Hono's secureHeaders): the CSP above with a fresh nonce
 * per request (read it with `cspNonce(c)`), X-Content-Type-Options: nosniff,
 * Referrer-Policy: no-referrer, X-Frame-Options: DENY, CORP same-origin, HSTS.
 */
export function securityHeaders(extra: CspSources = {}): MiddlewareHandler {
  return secureHeaders({
    ...COMMON_HEADERS,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...(extra.scriptSrc ?? [])],
      styleSrc: ["'self'", NONCE],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(extra.imgSrc ?? [])],
      // blob: — the wizard's own PDF and capture blobs (the agreement PDF tab, the webcam still) are read back by fetch.
      connectSrc: ["'self'", 'blob:', ...(extra.connectSrc ?? [])],
      mediaSrc: ["'self'", 'blob:', 'mediastream:', ...(extra.mediaSrc ?? [])],
      frameSrc: ["'self'", ...(extra.frameSrc ?? [])],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  });
}

/**
 * Security headers of the API's JSON answers (/v2/*): the same headers as `securityHeaders`, with
 * the policy a document that is never rendered needs — `default-src 'none'; frame-ancestors
 * 'none'` — and no nonce (issue 11: a nonce is a random value and a policy string built per
 * request, useless on JSON). Hono builds these headers once.
 */
export function apiSecurityHeaders(): MiddlewareHandler {
  return secureHeaders({
    ...COMMON_HEADERS,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });
}

/** This request's CSP nonce (set by `securityHeaders`), or undefined outside it. */
export const cspNonce = (c: Context): string | undefined =>
  (c.get as (key: string) => unknown)('secureHeadersNonce') as string | undefined;

const NONCE_RE = /^[A-Za-z0-9+/=_-]+$/;

/**
 * `html` with `nonce="…"` on every executable `<script>` and every `<style>` element (JSON data
 * blocks stay as they are: never executed, they need none) and a `<meta property="csp-nonce">`
 * in the head for code that creates style elements at run time. Safe on React output: text
 * content never holds a raw '<'.
 */
export function addNonce(html: string, nonce: string | undefined): string {
  if (!nonce || !NONCE_RE.test(nonce)) return html;
  const tagged = html.replace(/<(script|style)\b([^>]*)>/gi, (tag, name: string, attrs: string) =>
    /\bnonce=/i.test(attrs) || /\btype=["']?application\/(ld\+)?json/i.test(attrs)
      ? tag
      : `<${name} nonce="${nonce}"${attrs}>`,
  );
  return tagged.replace(/<head>/i, `<head><meta property="csp-nonce" nonce="${nonce}">`);
}
