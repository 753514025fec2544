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

/** Reads the traits from the current browser (empty values outside a browser). */
export function readBrowserTraits(): BrowserTraits {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  const scr = typeof screen !== 'undefined' ? screen : undefined;
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    timeZone = '';
  }
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
