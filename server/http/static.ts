/**
 * Serves the built wizard (STATIC_DIR, default `dist`) next to the API (ARCHITECTURE.md:
 * one command, one port). GET/HEAD only, never under /v2.
 *
 * - A file that exists is sent with its content type. Hashed build output (`/assets/*`) is
 *   cached for a year (immutable); everything else, index.html included, is revalidated.
 * - Any other path without a file extension answers index.html (SPA fallback), so a reload on
 *   /secure/dob returns the wizard, which restores that step.
 * - A missing file with an extension answers 404.
 * - Without a build, a short page says how to make one.
 * - index.html as rendered carries the request's CSP nonce (server/http/csp.ts).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { cspNonce } from './csp';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NO_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wizard not built</title></head>
<body><main><h1>The wizard is not built yet</h1><p>Run <code>npm run build</code>, then restart the server. The API is available under <code>/v2</code>.</p></main></body></html>`;

async function fileAt(path: string) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

export interface ServeWizardOptions {
  /** Prepares index.html for the SPA fallback (server/http/prerender.ts); null serves the file as is. */
  renderIndex?: (path: string, search: string, nonce?: string) => Promise<string | null>;
}

/** The static-file and SPA-fallback middleware for `rootDir`. */
export function serveWizard(rootDir: string, options: ServeWizardOptions = {}): MiddlewareHandler {
  const root = resolve(rootDir);
  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || path === '/v2' || path.startsWith('/v2/'))
      return next();

    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return next();
    }
    const target = normalize(join(root, decoded));
    if (target !== root && !target.startsWith(root + sep)) return next();

    let file = target;
    let info = await fileAt(file);
    if (!info && extname(decoded) === '') {
      file = join(root, 'index.html');
      info = await fileAt(file);
      if (!info) return c.html(NO_BUILD_PAGE, 503, { 'Cache-Control': 'no-store' });
      const page = options.renderIndex
        ? await options.renderIndex(decoded, new URL(c.req.url).search, cspNonce(c))
        : null;
      if (page !== null)
        return c.html(method === 'HEAD' ? '' : page, 200, { 'Cache-Control': REVALIDATE });
    }
    if (!info) return next();

    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Cache-Control': decoded.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      'Last-Modified': info.mtime.toUTCString(),
    };
    if (method === 'HEAD') return c.body(null, 200, headers);
    const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, headers);
  };
}
