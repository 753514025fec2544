/**
 * Analyst mode (issue 13, docs/analysts.md): switched on by the page query and kept in
 * sessionStorage, so it survives navigation (the router drops the query) and reloads in the tab.
 *
 * - `?inspect=1` (or `browser`): the Stately browser inspector, opened from the 'Inspect' button
 *   or Alt+Shift+I (a user gesture, so popup blockers allow the window);
 * - `?inspect=ws&inspectUrl=ws://host:8080`: every (redacted) inspection event goes to a
 *   WebSocket inspector server, for watching the session from another machine;
 * - `?inspect=0` (or `off`): analyst mode off;
 * - VITE_INSPECT=1 at build time: the browser inspector without the query.
 */
import type { KeyValueStorage } from '../services/session-store';

export type AnalystMode = { inspector: 'browser' } | { inspector: 'ws'; url: string };

export const ANALYST_STORAGE_KEY = 'aow.analyst';
/** The default WebSocket inspector server (@statelyai/inspect's default). */
export const DEFAULT_WS_URL = 'ws://localhost:8080';

const WS_URL = /^wss?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[\w\-./]*)?$/;

/** Parses a stored or queried mode; null when off or malformed. */
export function parseAnalystMode(raw: string | null): AnalystMode | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<{ inspector: string; url: string }>;
    if (v.inspector === 'browser') return { inspector: 'browser' };
    if (v.inspector === 'ws' && typeof v.url === 'string' && WS_URL.test(v.url))
      return { inspector: 'ws', url: v.url };
  } catch {
    // not a stored mode
  }
  return null;
}

/**
 * The analyst mode of this page: the query decides when it names `inspect` (and is stored, or
 * cleared for `0`/`off`); otherwise the stored mode; otherwise the build flag.
 */
export function analystModeFrom(
  search: string,
  storage: KeyValueStorage | null,
  env?: string | boolean,
): AnalystMode | null {
  const q = new URLSearchParams(search);
  const asked = q.get('inspect');
  if (asked !== null) {
    let mode: AnalystMode | null = null;
    if (asked === '1' || asked === 'browser' || asked === 'true') mode = { inspector: 'browser' };
    else if (asked === 'ws') {
      const url = q.get('inspectUrl') ?? DEFAULT_WS_URL;
      mode = WS_URL.test(url) ? { inspector: 'ws', url } : null;
    }
    if (mode) storage?.setItem(ANALYST_STORAGE_KEY, JSON.stringify(mode));
    else storage?.removeItem(ANALYST_STORAGE_KEY);
    return mode;
  }
  const stored = parseAnalystMode(storage?.getItem(ANALYST_STORAGE_KEY) ?? null);
  if (stored) return stored;
  if (env === true || env === '1' || env === 'true') return { inspector: 'browser' };
  return null;
}
