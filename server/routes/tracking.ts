/**
 * Tracking (doc 1 §7.6). No authentication; a valid bearer token, when sent, links the record
 * to the user and application. Both answer 204 with no body; a malformed body answers 400
 * with the mapped codes (e.g. FpIsNullOrEmpty).
 *
 * - POST /v2/tracking-details {AffiliateCode, CJEvent, PromotionCode, ReferrerUrl}
 * - POST /v2/tracking-details/fingerprints {Fp, UrlReferrer}
 */
import { Hono } from 'hono';
import {
  affiliateTrackingRequest,
  fingerprintRequest,
  NULL_GUID,
} from '../../services/api/contract';
import { recordFingerprint, recordTracking } from '../db/tracking';
import { bearerToken } from '../http/auth';
import { jsonBody } from '../http/validation';
import type { RouteDeps } from './deps';

export function trackingRoutes({ db, tokens }: RouteDeps) {
  return new Hono()
    .post('/tracking-details', jsonBody(affiliateTrackingRequest), async (c) => {
      const token = bearerToken(c.req.header('Authorization'));
      const claims = token ? await tokens.verify(token, 'Regular') : null;
      await recordTracking(db, 'affiliate', c.req.valid('json'), {
        userUid: claims?.UserUid ?? null,
        applicationUid:
          claims && claims.ApplicationUid !== NULL_GUID ? claims.ApplicationUid : null,
      });
      return c.body(null, 204);
    })
    .post('/tracking-details/fingerprints', jsonBody(fingerprintRequest), async (c) => {
      const body = c.req.valid('json');
      await recordFingerprint(db, body.Fp, body.UrlReferrer ?? null);
      return c.body(null, 204);
    });
}
