/**
 * The entry query (doc 1 §2.4, §3): what the landing URL and its referrer carry for the
 * registration and the affiliate tracking. Dependency-free: the landing page's own tracking
 * module (src/landing-tracking.ts, issue 32 item 1) reads it without loading the app.
 */
import type { EntryQuery } from '../../services/actors/contracts';

/** Reads the entry query (doc 1 §2.4, §3): email or RefereeEmail, PromoCode, ReferrerEmail, brokerCode, aff/cjevent/p. */
export function parseEntryQuery(search: string, referrer: string): EntryQuery {
  const q = new URLSearchParams(search);
  let r = new URLSearchParams();
  try {
    if (referrer) r = new URL(referrer).searchParams;
  } catch {
    r = new URLSearchParams();
  }
  const get = (k: string) => q.get(k)?.trim() || null;
  const either = (k: string) => get(k) ?? (r.get(k)?.trim() || null);
  return {
    email: get('email') ?? get('RefereeEmail'),
    promoCode: get('PromoCode'),
    referrerEmail: get('ReferrerEmail'),
    brokerCode: get('brokerCode'),
    aff: either('aff'),
    cjevent: either('cjevent'),
    p: either('p'),
  };
}
