/**
 * POST /v2/documents/{idv}-event (doc 3 §7; here sandbox-event) with the bodies the wizard sends
 * (machines/kyc/idv-events.ts, services/actors/kyc-actors.ts sendIdvEvent): a file upload, a camera
 * denial, a capture — with the fraud-prevention SessionId or without one (null). Each is recorded in
 * idv_events and can be read back; the log line names the event type only (no
 * application, session id or e-mail: never PII).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idvEvents } from '../../server/db/schema';
import { startHarness, type Harness } from './helpers';

let h: Harness;
const logged: string[] = [];
beforeAll(async () => {
  h = await startHarness({
    log: (event, fields) => void logged.push(JSON.stringify({ event, ...fields })),
  });
});
afterAll(() => h.close());

describe('POST /v2/documents/sandbox-event — the wizard’s reports', () => {
  it('records each body the wizard sends and logs no PII', async () => {
    const a = await h.register();
    const uid = a.applicationUid;
    const sessionId = '1764200000000abcdefabcdefabcdefabcd';
    const bodies = [
      { EventType: 'DocumentUploaded', DocumentType: 2, PersonTargetType: 0, SessionId: sessionId },
      { EventType: 'CameraAccessDenied', DocumentType: 6, PersonTargetType: 0, SessionId: null },
      { EventType: 'CaptureCompleted', DocumentType: 1, PersonTargetType: 1, SessionId: sessionId },
    ];
    for (const b of bodies) {
      const r = await h.call('POST', '/v2/documents/sandbox-event', {
        token: a.token,
        body: { ApplicationUid: uid, ...b },
      });
      expect(r.status, r.text).toBe(201);
      expect(r.json).toMatchObject({ ApplicationUid: uid, EventType: b.EventType });
    }
    const rows = await h.database.db
      .select()
      .from(idvEvents)
      .where(eq(idvEvents.applicationUid, uid));
    // The test clock stands still: every row has the same time, so compared as a set.
    const key = (x: unknown[]) => JSON.stringify(x);
    expect(
      rows.map((r) => key([r.eventType, r.documentType, r.personTargetType, r.sessionId])).sort(),
    ).toEqual(
      bodies.map((b) => key([b.EventType, b.DocumentType, b.PersonTargetType, b.SessionId])).sort(),
    );
    const lines = logged.filter((l) => l.includes('kyc.idv_event'));
    expect(lines).toHaveLength(3);
    for (const l of lines) {
      expect(l).not.toContain(uid);
      expect(l).not.toContain(sessionId);
      expect(l).not.toContain(a.email);
    }
  });
});
