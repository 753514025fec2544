/** Contract tests of the CRM calls (doc 1 §3 CRM event, §7.7). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmEvents } from '../../server/db/schema';
import { firstError, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('CRM events', () => {
  it('records a video event and an exit-modal event: 204 each', async () => {
    const reg = await h.register();
    const ev = await h.call('POST', `/v2/crm/${reg.applicationUid}/crmevents`, {
      token: reg.token,
      body: { Data: [{ key: 'Source', value: '/secure/identity/ssn' }], EventType: 'play' },
    });
    expect(ev.status).toBe(204);
    const bare = await h.call('POST', `/v2/crm/${reg.applicationUid}/crmevents`, {
      token: reg.token,
    });
    expect(bare.status).toBe(204);
    const exit = await h.call('POST', `/v2/crm/${reg.applicationUid}/exitModal`, {
      token: reg.token,
      body: { RegistrationPageUrl: 'http://localhost:8080/secure/dob', ExitModalType: 1 },
    });
    expect(exit.status).toBe(204);
    const rows = await h.database.db
      .select()
      .from(crmEvents)
      .where(eq(crmEvents.applicationUid, reg.applicationUid));
    expect(rows.map((r) => r.kind).sort()).toEqual(['crmevent', 'crmevent', 'exitModal']);
    expect(rows.find((r) => r.kind === 'exitModal')?.data).toEqual({
      RegistrationPageUrl: 'http://localhost:8080/secure/dob',
      ExitModalType: 1,
    });
  });

  it.each([
    [
      { RegistrationPageUrl: '', ExitModalType: 1 },
      'RegistrationPageUrlIsNullOrEmpty',
      'RegistrationPageUrl',
    ],
    [
      { RegistrationPageUrl: 'http://x/', ExitModalType: 3 },
      'ExitModalTypeIsInvalid',
      'ExitModalType',
    ],
    [{ RegistrationPageUrl: 'http://x/' }, 'ExitModalTypeIsNullOrEmpty', 'ExitModalType'],
  ])('exitModal refuses %j with %s', async (body, code, context) => {
    const reg = await h.register();
    const r = await h.call('POST', `/v2/crm/${reg.applicationUid}/exitModal`, {
      token: reg.token,
      body,
    });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: code, Context: context });
  });

  it('needs a token (401) and the caller’s own application (403, 404)', async () => {
    const a = await h.register();
    const b = await h.register();
    const path = (uid: string) => `/v2/crm/${uid}/crmevents`;
    expect((await h.call('POST', path(a.applicationUid))).status).toBe(401);
    expect(firstError(await h.call('POST', path(b.applicationUid), { token: a.token })).Code).toBe(
      'Error_PermissionDenied',
    );
    expect(
      firstError(await h.call('POST', path(crypto.randomUUID()), { token: a.token })).Code,
    ).toBe('InvalidApplicationUid');
  });
});
