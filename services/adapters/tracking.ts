/**
 * Affiliate tracking and the browser fingerprint (doc 1 §2.4 "1 s after load", §7.6): the two
 * calls' paths and bodies, in one place for both senders — the landing page's own small module
 * (src/landing-tracking.ts, issue 32 item 1) and the app's `sendTracking` actor
 * (services/actors/app-actors.ts) on the pages the server does not pre-render. Dependency-free, so
 * the landing module stays a few hundred bytes.
 */
/**
 * What the calls read of the entry query (services/actors/contracts.ts EntryQuery, doc 1 §3),
 * declared here so this module imports nothing of the API layer (which imports its paths).
 */
export interface TrackingQuery {
  aff: string | null;
  cjevent: string | null;
  promoCode: string | null;
  p: string | null;
}

/** The two endpoints (doc 1 §7.6); the contract's endpoint table and the client use these. */
export const TRACKING_PATHS = {
  trackingDetails: '/v2/tracking-details',
  fingerprints: '/v2/tracking-details/fingerprints',
} as const;

/** POST /v2/tracking-details's body (doc 1 §3 TrackingDetails: aff, cjevent, PromoCode/p). */
export interface AffiliateTrackingBody {
  AffiliateCode: string | null;
  CJEvent: string | null;
  PromotionCode: string | null;
  ReferrerUrl: string | null;
}

/** POST /v2/tracking-details/fingerprints's body. */
export interface FingerprintBody {
  Fp: string;
  UrlReferrer: string | null;
}

/**
 * The bodies of the two calls for an entry query, the page's referrer ('' when none) and the
 * fingerprint (null when it could not be taken: that call is not made).
 */
export function trackingBodies(
  query: TrackingQuery,
  referrer: string,
  fingerprint: string | null,
): { trackingDetails: AffiliateTrackingBody; fingerprints: FingerprintBody | null } {
  return {
    trackingDetails: {
      AffiliateCode: query.aff,
      CJEvent: query.cjevent,
      PromotionCode: query.promoCode ?? query.p,
      ReferrerUrl: referrer || null,
    },
    fingerprints: fingerprint ? { Fp: fingerprint, UrlReferrer: referrer || null } : null,
  };
}

/**
 * The global the landing page's inline loader sets before anything else runs
 * (server/http/prerender.ts): this page sends its own tracking, so the app's boot marks it sent
 * (machines/app/boot-route.ts `bootSlots`) and the welcome state's timer does not send it twice.
 */
export const LANDING_TRACKING_FLAG = '__aowLandingTracking';

/** True when the landing page's own module sends (or sent) the tracking of this page load. */
export function landingPageTracks(): boolean {
  return (
    typeof globalThis !== 'undefined' &&
    (globalThis as Record<string, unknown>)[LANDING_TRACKING_FLAG] === 1
  );
}

/**
 * The session-storage keys the landing module reads (services/session-store.ts writes them under
 * its 'aow.' prefix; test/unit/landing-tracking.test.ts holds them to the store's real keys).
 */
export const STORED_KEYS = { token: 'aow.JwtToken', flow: 'aow.FlowSnapshot' } as const;

/**
 * Whether the landing page's module should send this load's tracking (doc 1 §2.4: the welcome
 * page's): not in a tab that holds a session (the app leaves the page for the login or the
 * resumed flow, as the machine's boot does) nor in one whose persisted flow already sent it
 * (services/persisted-flow.ts `trackingSent`, e.g. after a reload).
 */
export function landingShouldTrack(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    if (!storage) return true;
    if (storage.getItem(STORED_KEYS.token)) return false;
    const flow = JSON.parse(storage.getItem(STORED_KEYS.flow) ?? 'null') as {
      trackingSent?: unknown;
    } | null;
    return flow?.trackingSent !== true;
  } catch {
    return true;
  }
}
