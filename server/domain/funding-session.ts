/**
 * The fraud-prevention session id of a funding screen's save (doc 3 §3 "Fraud-prevention session:
 * SessionId, taken from a stored value"; §7 "steps post {ApplicationUid, data} with SessionId added
 * to data"; issue 35 item 2): Fund account's application-fundings, the IRA's
 * ira-application-fundings and the programme's metal-streams/fundings-sources carry it; the route
 * stores it with `recordFundingSession` (server/db/applications.ts).
 */
import { z } from 'zod';
import { fraudSessionIdField } from '../../services/api/contract';
import { parseOr400 } from '../http/validation';

const sessionPart = z.object({ SessionId: fraudSessionIdField });

/**
 * `body.SessionId` trimmed, or undefined when absent (or the body is not an object). Throws 400
 * with a field error under Context 'SessionId' when it is present but not a 1–100 character
 * string — so a bad id never reads as a bad funding type.
 */
export function fundingSessionIdOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('SessionId' in body)) return undefined;
  return parseOr400(sessionPart, { SessionId: (body as { SessionId: unknown }).SessionId })
    .SessionId;
}
