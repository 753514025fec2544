/**
 * Analyst mode (issue 13, docs/analysts.md): switched on by the page query and kept in
 * sessionStorage, so it survives navigation (the router drops the query) and reloads in the tab.
 *
 * - `?inspect=1` (or `browser`): the Stately browser inspector, opened from the 'Inspect' button
 *   or Alt+Shift+I (a user gesture, so popup blockers allow the window);
 * - `?inspect=ws&inspectUrl=wss://host`: every (redacted) inspection event goes to a WebSocket
 *   inspector server, for watching the session from another machine — **only** when that URL is
 *   in the build's allow-list (below); without `inspectUrl`, the list's first URL;
 * - `?inspect=0` (or `off`): analyst mode off;
 * - VITE_INSPECT=1 at build time: the browser inspector without the query.
 *
 * WebSocket targets (issue 20): a link must not be able to stream a victim's session to a host of
 * the link author's choosing, so the target comes from `VITE_INSPECT_WS_URLS`, a space-separated
 * list of ws(s) URLs baked in at build time (`npm run build`). `ws://` is accepted only for a
 * loopback host (localhost, 127.0.0.1, [::1]); any other host must be `wss://`. Unset, the list is
 * `DEFAULT_INSPECT_WS_URLS` — the loopback inspector server of `npm run inspect-server` (port
 * 8090) and nothing else. A URL that is not listed (or an invalid one) is refused: the mode falls
 * back to the in-page browser inspector, the toolbar says why and the console logs it. The
 * server's CSP (server/http/csp.ts INSPECT_WS_ORIGINS) must allow the origin as well.
 */
import type { KeyValueStorage } from '../services/session-store';

/** Why a WebSocket inspector URL was refused (the toolbar's i18n key suffix). */
export type WsRefusal = 'malformed' | 'insecure' | 'notListed';

export type AnalystMode =
  | {
      inspector: 'browser';
      /** The WebSocket target asked for and refused on this page load (not stored). */
      refused?: { url: string; reason: WsRefusal };
    }
  | { inspector: 'ws'; url: string };

export const ANALYST_STORAGE_KEY = 'aow.analyst';

/**
 * The allow-list when VITE_INSPECT_WS_URLS is unset: the inspector server of
 * `npm run inspect-server` on this machine only (loopback, port 8090).
 */
export const DEFAULT_INSPECT_WS_URLS = 'ws://127.0.0.1:8090 ws://localhost:8090 ws://[::1]:8090';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A WebSocket inspector URL in its comparable form ('ws://localhost:8090', 'wss://h.example/x'),
 * or why it cannot be one: not a ws/wss URL, with credentials, a query or a fragment
 * ('malformed'); `ws://` to a host that is not loopback ('insecure').
 */
export function normaliseWsUrl(raw: string): { url: string } | { reason: WsRefusal } {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return { reason: 'malformed' };
  }
  if (u.protocol !== 'ws:' && u.protocol !== 'wss:') return { reason: 'malformed' };
  if (u.username || u.password || u.search || u.hash || !u.hostname) return { reason: 'malformed' };
  if (u.protocol === 'ws:' && !LOOPBACK_HOSTS.has(u.hostname)) return { reason: 'insecure' };
  const path = u.pathname === '/' ? '' : u.pathname;
  return { url: `${u.protocol}//${u.host}${path}` };
}

/** The build's allow-list: the usable URLs and the entries ignored (with why). */
export interface WsAllowList {
  urls: string[];
  ignored: { entry: string; reason: WsRefusal }[];
}

/**
 * Parses VITE_INSPECT_WS_URLS (space-separated); unset or blank → DEFAULT_INSPECT_WS_URLS.
 * Entries that are malformed or `ws://` to a non-loopback host are ignored (listed in `ignored`).
 */
export function parseWsAllowList(env: string | undefined | null): WsAllowList {
  const raw = env && env.trim() ? env : DEFAULT_INSPECT_WS_URLS;
  const out: WsAllowList = { urls: [], ignored: [] };
  for (const entry of raw.split(/\s+/).filter(Boolean)) {
    const n = normaliseWsUrl(entry);
    if ('url' in n) {
      if (!out.urls.includes(n.url)) out.urls.push(n.url);
    } else out.ignored.push({ entry, reason: n.reason });
  }
  return out;
}

/**
 * Whether the analyst mode may stream to `asked`: `{ url }` (normalised) when it is in the
 * allow-list, else `{ reason }` (malformed, insecure ws:// to a non-loopback host, not listed).
 */
export function wsTargetDecision(
  asked: string,
  allow: WsAllowList,
): { url: string } | { reason: WsRefusal } {
  const n = normaliseWsUrl(asked);
  if ('reason' in n) return n;
  return allow.urls.includes(n.url) ? n : { reason: 'notListed' };
}

/** Parses a stored mode; null when off, malformed or a WebSocket URL no longer allowed. */
export function parseAnalystMode(
  raw: string | null,
  allow: WsAllowList = parseWsAllowList(undefined),
): AnalystMode | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<{ inspector: string; url: string }>;
    if (v.inspector === 'browser') return { inspector: 'browser' };
    if (v.inspector === 'ws' && typeof v.url === 'string') {
      const d = wsTargetDecision(v.url, allow);
      if ('url' in d) return { inspector: 'ws', url: d.url };
    }
  } catch {
    // not a stored mode
  }
  return null;
}

/** A refused URL as the toolbar shows it (at most 120 characters). */
const shown = (url: string) => (url.length > 120 ? `${url.slice(0, 117)}…` : url);

/**
 * The analyst mode of this page: the query decides when it names `inspect` (and is stored, or
 * cleared for `0`/`off`); otherwise the stored mode; otherwise the build flag. `wsUrls` is
 * VITE_INSPECT_WS_URLS (see the module comment); a refused WebSocket target gives the browser
 * inspector with `refused` set, and a console warning.
 */
export function analystModeFrom(
  search: string,
  storage: KeyValueStorage | null,
  env?: string | boolean,
  wsUrls?: string,
): AnalystMode | null {
  const allow = parseWsAllowList(wsUrls);
  const q = new URLSearchParams(search);
  const asked = q.get('inspect');
  if (asked !== null) {
    let mode: AnalystMode | null = null;
    if (asked === '1' || asked === 'browser' || asked === 'true') mode = { inspector: 'browser' };
    else if (asked === 'ws') {
      const url = q.get('inspectUrl') ?? allow.urls[0] ?? '';
      const d = wsTargetDecision(url, allow);
      if ('url' in d) mode = { inspector: 'ws', url: d.url };
      else {
        console.warn(
          `analyst mode: WebSocket inspector ${shown(url)} refused (${d.reason}; allowed: ${
            allow.urls.join(' ') || 'none'
          }): using the in-page inspector`,
        );
        storage?.setItem(ANALYST_STORAGE_KEY, JSON.stringify({ inspector: 'browser' }));
        return { inspector: 'browser', refused: { url: shown(url), reason: d.reason } };
      }
    }
    if (mode) storage?.setItem(ANALYST_STORAGE_KEY, JSON.stringify(mode));
    else storage?.removeItem(ANALYST_STORAGE_KEY);
    return mode;
  }
  const stored = parseAnalystMode(storage?.getItem(ANALYST_STORAGE_KEY) ?? null, allow);
  if (stored) return stored;
  if (env === true || env === '1' || env === 'true') return { inspector: 'browser' };
  return null;
}
