/**
 * The landing page's own tracking (issue 32 item 1; doc 1 §2.4 "1 s after load", §7.6):
 * services/adapters/tracking.ts — the bodies both senders post, when the landing module sends
 * (read from the keys the real session store writes) and the loader's flag, which boot reads so the
 * welcome state's timer does not send twice (test/unit/boot-route.test.ts bootSlots).
 */
import { describe, expect, it } from 'vitest';
import { parseEntryQuery } from '../../machines/entry/entry-query';
import { serializePersistedFlow } from '../../inspector/persistence';
import { PERSISTED_FLOW_VERSION } from '../../services/persisted-flow';
import { createSessionStore, memoryStorage } from '../../services/session-store';
import {
  landingPageTracks,
  landingShouldTrack,
  LANDING_TRACKING_FLAG,
  trackingBodies,
} from '../../services/adapters/tracking';

describe('trackingBodies (doc 1 §7.6)', () => {
  it('maps the entry query and referrer to the two bodies; PromoCode before p', () => {
    const q = parseEntryQuery('?aff=A1&cjevent=CJ&PromoCode=GOLD&p=P9', 'https://ref.example/x');
    expect(trackingBodies(q, 'https://ref.example/x', 'f'.repeat(64))).toEqual({
      trackingDetails: {
        AffiliateCode: 'A1',
        CJEvent: 'CJ',
        PromotionCode: 'GOLD',
        ReferrerUrl: 'https://ref.example/x',
      },
      fingerprints: { Fp: 'f'.repeat(64), UrlReferrer: 'https://ref.example/x' },
    });
  });
  it('reads aff/cjevent/p from the referrer; no fingerprint, no fingerprint call', () => {
    const ref = 'https://aff.example/?aff=R1&cjevent=RC&p=RP';
    const b = trackingBodies(parseEntryQuery('', ref), '', null);
    expect(b.trackingDetails).toEqual({
      AffiliateCode: 'R1',
      CJEvent: 'RC',
      PromotionCode: 'RP',
      ReferrerUrl: null,
    });
    expect(b.fingerprints).toBeNull();
  });
});

describe('landingShouldTrack: the welcome page of a fresh tab only', () => {
  const flow = (trackingSent: boolean) =>
    serializePersistedFlow({
      v: PERSISTED_FLOW_VERSION,
      applicationUid: null,
      furthestStep: null,
      sameAddress: {},
      kind: null,
      startingNew: false,
      trackingSent,
      position: 'welcome.editing',
    });

  it('a fresh tab, or one whose browser refuses storage, is tracked', () => {
    expect(landingShouldTrack(memoryStorage())).toBe(true);
    expect(landingShouldTrack(null)).toBe(true);
  });
  it('not a tab holding a session (the app leaves for the login or the flow)', () => {
    const storage = memoryStorage();
    createSessionStore(storage).setTokens({ JwtToken: 'a.b.c', JwtRefreshToken: 'r' });
    expect(landingShouldTrack(storage)).toBe(false);
  });
  it("not again once this tab's persisted flow sent it (a reload)", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.set('FlowSnapshot', flow(false));
    expect(landingShouldTrack(storage)).toBe(true);
    store.set('FlowSnapshot', flow(true));
    expect(landingShouldTrack(storage)).toBe(false);
  });
});

describe("the landing loader's flag", () => {
  it('landingPageTracks reads it', () => {
    const g = globalThis as Record<string, unknown>;
    expect(landingPageTracks()).toBe(false);
    g[LANDING_TRACKING_FLAG] = 1;
    try {
      expect(landingPageTracks()).toBe(true);
    } finally {
      delete g[LANDING_TRACKING_FLAG];
    }
  });
});
