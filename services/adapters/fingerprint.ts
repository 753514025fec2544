/**
 * Browser fingerprint for TrackingDetails.Fp (doc 1 §3, §7.6): a SHA-256 hash (hex, 64
 * characters) of stable browser traits — user agent, languages, time zone, screen size and
 * colour depth, hardware concurrency, platform. No PII is collected; the hash cannot be
 * reversed into the traits.
 */

/** The traits hashed; injectable for tests. */
export interface BrowserTraits {
  userAgent: string;
  languages: readonly string[];
  timeZone: string;
  screen: string;
  hardwareConcurrency: number;
  platform: string;
}

/** Temporal where the browser has it (the time zone without building a date formatter). */
type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The system's time zone (IANA id). Temporal.Now.timeZoneId() where available: the fingerprint is
 * taken while the app boots (services/actors/app-actors.ts `boot`), and the first
 * Intl.DateTimeFormat a page creates costs ~60 ms at 4× CPU (issue 22 target 2); the same id.
 */
function systemTimeZone(): string {
  try {
    const id = (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.();
    if (id) return id;
  } catch {
    // fall back to Intl
  }
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** Reads the traits from the current browser (empty values outside a browser). */
export function readBrowserTraits(): BrowserTraits {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  const scr = typeof screen !== 'undefined' ? screen : undefined;
  const timeZone = systemTimeZone();
  return {
    userAgent: nav?.userAgent ?? '',
    languages: nav?.languages ?? [],
    timeZone,
    screen: scr ? `${scr.width}x${scr.height}x${scr.colorDepth}` : '',
    hardwareConcurrency: nav?.hardwareConcurrency ?? 0,
    platform: (nav as { platform?: string } | undefined)?.platform ?? '',
  };
}

/** SHA-256 (crypto.subtle) of the traits as lowercase hex. */
export async function fingerprint(traits: BrowserTraits = readBrowserTraits()): Promise<string> {
  const text = JSON.stringify([
    traits.userAgent,
    traits.languages.join(','),
    traits.timeZone,
    traits.screen,
    traits.hardwareConcurrency,
    traits.platform,
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
