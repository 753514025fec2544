/**
 * The client side of the common-password rule (issue 12 blocklist, doc 1 §5; issue 11 range
 * lookup): instead of shipping the ~200 kB gzip list, the checklist asks the server for the bucket
 * of the password's hash — GET {base}/v2/users/passwords/common-range/{prefix} → `{ Suffixes }`
 * (server/routes/password-range.ts) — and compares locally. The server learns only the first
 * COMMON_RANGE_PREFIX hex characters of a SHA-256, never the password.
 *
 * `createCommonPasswordCheck({ fetch, baseUrl, delayMs })` answers a small store:
 * - `request(password)`: after `delayMs` (default 300 ms) without another request, hashes each
 *   lookup form and fetches its bucket (each bucket once per page; a failed fetch is tried again
 *   on the next request), records the verdicts (services/api/common-passwords.ts, so the shared zod
 *   rule refuses a known common password on submit too) and notifies the subscribers. Answers a
 *   cancel function that drops the lookup while it is still waiting (the checklist's effect cleanup:
 *   a screen that has gone — the account was created — does not look its last password up);
 * - `verdict(password)`: true / false, or undefined while unknown;
 * - `subscribe(listener)`: for useSyncExternalStore; answers the unsubscribe.
 * A failed lookup leaves the verdict unknown: the checklist shows the rule as not met and the
 * server still refuses a common password on submit (PasswordIsInvalid).
 */
import {
  COMMON_RANGE_PREFIX,
  commonPasswordForms,
  commonPasswordVerdict,
  rememberCommonVerdict,
  sha256Hex,
} from './common-passwords';

/** The fetch the check uses (the browser's by default); only `ok` and `json()` are read. */
export type RangeFetch = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export interface CommonPasswordCheck {
  /** Schedules the lookup; answers a function that cancels it while it is still waiting. */
  request(password: string): () => void;
  verdict(password: string): boolean | undefined;
  subscribe(listener: () => void): () => void;
}

/** The range lookup store described in the module comment. */
export function createCommonPasswordCheck(options: {
  fetch: RangeFetch;
  baseUrl?: string;
  delayMs?: number;
}): CommonPasswordCheck {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const delayMs = options.delayMs ?? 300;
  const buckets = new Map<string, Promise<ReadonlySet<string>>>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const bucket = (prefix: string) => {
    let got = buckets.get(prefix);
    if (!got) {
      got = options.fetch(`${base}/v2/users/passwords/common-range/${prefix}`).then(async (res) => {
        if (!res.ok) throw new Error('range lookup failed');
        const body = (await res.json()) as { Suffixes?: unknown };
        if (!Array.isArray(body.Suffixes)) throw new Error('range lookup failed');
        return new Set(body.Suffixes.map((s) => String(s).toLowerCase()));
      });
      got.catch(() => buckets.delete(prefix));
      buckets.set(prefix, got);
    }
    return got;
  };

  const lookUp = async (password: string) => {
    for (const form of commonPasswordForms(password)) {
      const hex = await sha256Hex(form);
      const suffixes = await bucket(hex.slice(0, COMMON_RANGE_PREFIX));
      rememberCommonVerdict(form, suffixes.has(hex.slice(COMMON_RANGE_PREFIX)));
    }
    for (const l of listeners) l();
  };

  return {
    request(password) {
      clearTimeout(timer);
      if (!password.trim() || commonPasswordVerdict(password) !== undefined) return () => {};
      const mine = setTimeout(() => void lookUp(password).catch(() => {}), delayMs);
      timer = mine;
      return () => clearTimeout(mine);
    },
    verdict: commonPasswordVerdict,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function envBaseUrl(): string {
  try {
    return (import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '';
  } catch {
    return '';
  }
}

/** The page's check, against the registration API the ky client uses (`VITE_API_BASE_URL`). */
export const commonPasswordCheck: CommonPasswordCheck = createCommonPasswordCheck({
  fetch: (url) => globalThis.fetch(url),
  baseUrl: envBaseUrl(),
});
