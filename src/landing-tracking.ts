/**
 * The landing page's own affiliate tracking and fingerprint (doc 1 §2.4: "1 s after load";
 * §7.6 POST v2/tracking-details and v2/tracking-details/fingerprints), a module of its own that
 * the pre-rendered welcome page's inline loader imports at the load event
 * (server/http/prerender.ts). A visitor who only reads is tracked without the app being fetched or
 * booted, so the boot stays out of the page's first seconds (issue 32 item 1: Lighthouse's TBT).
 * The loader set `window.__aowLandingTracking` first; the app's boot reads it and the welcome
 * state's own timer does not send again (services/adapters/tracking.ts `landingPageTracks`).
 * Failures are ignored, as the app's `sendTracking` ignores them.
 */
import { parseEntryQuery } from '../machines/entry/entry-query';
import { fingerprint } from '../services/adapters/fingerprint';
import { landingShouldTrack, TRACKING_PATHS, trackingBodies } from '../services/adapters/tracking';

/** doc 1 §2.4: the tracking goes 1 s after the load event (ms); entry.setup.ts AFFILIATE_TRACKING. */
const AFTER_LOAD_MS = 1000;

const post = (path: string, body: unknown) =>
  fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);

async function send() {
  const referrer = document.referrer;
  const fp = await fingerprint().catch(() => null);
  const body = trackingBodies(parseEntryQuery(location.search, referrer), referrer, fp);
  await Promise.all([
    post(TRACKING_PATHS.trackingDetails, body.trackingDetails),
    body.fingerprints ? post(TRACKING_PATHS.fingerprints, body.fingerprints) : undefined,
  ]);
}

/** sessionStorage, or null where the browser refuses it (then the page is tracked). */
function tabStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

const nav = performance.getEntriesByType('navigation')[0] as
  PerformanceNavigationTiming | undefined;
const loadedAt = nav?.loadEventStart || performance.now();
if (landingShouldTrack(tabStorage()))
  setTimeout(() => void send(), Math.max(0, loadedAt + AFTER_LOAD_MS - performance.now()));
