/** Tracking details and fingerprints (doc 1 §3 TrackingDetails, §7.6). */
import type { Db } from './client';
import { fingerprints, trackingDetails } from './schema';

/** Stores one tracking record; `source` names where it came from ('affiliate', 'createUser', …). */
export async function recordTracking(
  db: Db,
  source: string,
  data: Record<string, unknown>,
  owner: { userUid?: string | null; applicationUid?: string | null } = {},
): Promise<void> {
  await db.insert(trackingDetails).values({
    source,
    data,
    userUid: owner.userUid ?? null,
    applicationUid: owner.applicationUid ?? null,
  });
}

export async function recordFingerprint(
  db: Db,
  fp: string,
  urlReferrer: string | null,
): Promise<void> {
  await db.insert(fingerprints).values({ fp, urlReferrer });
}
