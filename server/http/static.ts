/**
 * Serves the built wizard (STATIC_DIR, default `dist`) next to the API (ARCHITECTURE.md: one
 * command, one port). GET/HEAD only, never under /v2.
 *
 * - Files are sent by @hono/node-server's maintained `serveStatic` with `precompressed`: a
 *   request that accepts brotli or gzip gets the `.br` / `.gz` twin the build wrote
 *   (vite.config.ts `precompress`), with `Content-Encoding` and `Vary: Accept-Encoding`.
 * - Caching (issue 11): hashed build output (`/assets/*`) `public, max-age=31536000, immutable`;
 *   other files (the favicon, zod-jitless.js) `public, max-age=3600`; every file gets a weak
 *   ETag (size, modification time and encoding) and a repeat with `If-None-Match` answers 304
 *   (Hono's `etag` middleware).
 * - Any other path without a file extension answers index.html (SPA fallback), `no-cache`, so a
 *   reload on /secure/dob returns the wizard, which restores that step; as rendered it carries
 *   the request's CSP nonce and, on the landing page, the server-rendered welcome page
 *   (server/http/prerender.ts).
 * - A missing file with an extension, or a path that leaves the folder, answers 404.
 * - Without a build, a short page says how to make one.
 */
import type { LanguageHints } from './prerender';
import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { etag } from 'hono/etag';
import { cspNonce } from './csp';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC_FILE = 'public, max-age=3600';
const REVALIDATE = 'no-cache';

const NO_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wizard not built</title></head>
<body><main><h1>The wizard is not built yet</h1><p>Run <code>npm run build</code>, then restart the server. The API is available under <code>/v2</code>.</p></main></body></html>`;

export interface ServeWizardOptions {
  /** Prepares index.html for the SPA fallback (server/http/prerender.ts); null serves the file as is. */
  renderIndex?: (
    path: string,
    search: string,
    nonce?: string,
    /** Issue 24: what chooses the page's language (the remembered cookie, Accept-Language). */
    language?: LanguageHints,
  ) => Promise<string | null>;
}

/** A weak validator of the file as sent: its length, modification time and encoding. */
function fileTag(res: Response): string | null {
  const length = res.headers.get('Content-Length');
  const modified = res.headers.get('Last-Modified');
  if (!length || !modified) return null;
  const enc = res.headers.get('Content-Encoding') ?? 'identity';
  return `W/"${Number(length).toString(36)}-${Date.parse(modified).toString(36)}-${enc}"`;
}

/** The static-file and SPA-fallback middleware for `rootDir`. */
export function serveWizard(rootDir: string, options: ServeWizardOptions = {}): MiddlewareHandler {
  const root = resolve(rootDir);
  const files = serveStatic({ root, precompressed: true });
  const conditional = etag({ weak: true });

  const sendFile = async (c: Context, next: Next) => {
    const res: unknown = await files(c, next);
    if (res instanceof Response) c.res = res;
    if (!c.res.ok) return;
    c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : PUBLIC_FILE);
    const tag = fileTag(c.res);
    if (tag) c.res.headers.set('ETag', tag);
  };

  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || path === '/v2' || path.startsWith('/v2/'))
      return next();
    if (extname(path) !== '') return conditional(c, () => sendFile(c, next));

    // SPA fallback: every wizard path answers the (rendered) index.html.
    if (!existsSync(join(root, 'index.html')))
      return c.html(NO_BUILD_PAGE, 503, { 'Cache-Control': 'no-store' });
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return next();
    }
    const page = options.renderIndex
      ? await options.renderIndex(decoded, new URL(c.req.url).search, cspNonce(c), {
          cookie: c.req.header('Cookie') ?? null,
          acceptLanguage: c.req.header('Accept-Language') ?? null,
        })
      : null;
    if (page !== null)
      return c.html(method === 'HEAD' ? '' : page, 200, {
        'Cache-Control': REVALIDATE,
        // Issue 24: the page is written in the language these choose.
        Vary: 'Accept-Language, Cookie',
      });
    c.header('Cache-Control', REVALIDATE);
    const res: unknown = await serveStatic({ root, path: 'index.html' })(c, next);
    if (res instanceof Response) c.res = res;
  };
}
