/**
 * The fraud-prevention session on the server (issue 35 item 2; doc 1 §1, §4.14; doc 3 §3, §7): the
 * funding screens' saves carry SessionId and the application keeps the last one
 * (`funding_session_id`, migration 0026); a malformed id is a field error on SessionId, never a
 * funding-type error; the sandbox serves its stand-in fraud script and names it in the seeded
 * settings; production serves no script; FRAUD_SCRIPT_ORIGINS reach the CSP.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../server/db/schema';
import { SANDBOX_FRAUD_SCRIPT_PATH } from '../../server/db/seed';
import { cspSourcesFromEnv } from '../../server/http/csp';
import { SANDBOX_FRAUD_ELEMENT_ID } from '../../server/routes/sandbox-fraud';
import { firstError, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const ID_A = `1800000000000${'a'.repeat(20)}`;
const ID_B = `1800000000001${'b'.repeat(20)}`;

const stored = async (uid: string) =>
  (
    await h.database.db
      .select({ s: applications.fundingSessionId })
      .from(applications)
      .where(eq(applications.uid, uid))
  )[0]?.s ?? null;

describe('funding saves carry the fraud-prevention session id (doc 3 §3, §7)', () => {
  it('Fund account: POST then PUT application-fundings keep the last SessionId', async () => {
    const reg = await h.register();
    const path = `/v2/applications/${reg.applicationUid}/application-fundings`;
    expect(await stored(reg.applicationUid)).toBeNull();
    const first = await h.call('POST', path, {
      token: reg.token,
      body: { BankFundingType: 3, SessionId: ID_A },
    });
    expect(first.status, first.text).toBe(201);
    expect(await stored(reg.applicationUid)).toBe(ID_A);
    // Without one, the last stays; with a new one, it replaces it.
    await h.call('PUT', path, { token: reg.token, body: { BankFundingType: 4 } });
    expect(await stored(reg.applicationUid)).toBe(ID_A);
    await h.call('PUT', path, { token: reg.token, body: { BankFundingType: 3, SessionId: ID_B } });
    expect(await stored(reg.applicationUid)).toBe(ID_B);
  });

  it('a malformed SessionId is a field error on SessionId, and nothing is saved', async () => {
    const reg = await h.register();
    const path = `/v2/applications/${reg.applicationUid}/application-fundings`;
    for (const SessionId of ['x'.repeat(101), '   ', 42]) {
      const r = await h.call('POST', path, {
        token: reg.token,
        body: { BankFundingType: 3, SessionId },
      });
      expect(r.status, JSON.stringify(SessionId)).toBe(400);
      expect(firstError(r)?.Context).toBe('SessionId');
    }
    const app = await h.call('GET', `/v2/applications/${reg.applicationUid}`, {
      token: reg.token,
    });
    expect(app.json.ApplicationFunding?.BankFundingType ?? null).toBeNull();
    expect(await stored(reg.applicationUid)).toBeNull();
  });

  it('IRA funding: ira-application-fundings stores it', async () => {
    const reg = await h.register(undefined, 'applicationType=IRA&iraAccountType=Traditional');
    const r = await h.call(
      'POST',
      `/v2/applications/${reg.applicationUid}/ira-application-fundings`,
      { token: reg.token, body: { IRAFundingType: 3, SessionId: ID_A } },
    );
    expect(r.status, r.text).toBe(201);
    expect(await stored(reg.applicationUid)).toBe(ID_A);
  });

  it("the programme's funding: metal-streams/fundings-sources stores it", async () => {
    const reg = await h.register(undefined, 'applicationType=Individual&registrationFlowType=2');
    const r = await h.call(
      'POST',
      `/v2/applications/${reg.applicationUid}/metal-streams/fundings-sources`,
      { token: reg.token, body: { UseAccountBalance: true, SessionId: ID_B } },
    );
    expect(r.status, r.text).toBe(201);
    expect(await stored(reg.applicationUid)).toBe(ID_B);
  });
});

describe("the broker's fraud script (doc 1 §1)", () => {
  it('the sandbox serves its stand-in script and names it in the settings', async () => {
    const s = await h.call('GET', '/v2/settings');
    expect(s.json.FraudScriptUrl).toBe(SANDBOX_FRAUD_SCRIPT_PATH);
    const res = await h.app.request(SANDBOX_FRAUD_SCRIPT_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const js = await res.text();
    expect(js).toContain('orderSessionId');
    expect(js).toContain(SANDBOX_FRAUD_ELEMENT_ID);
  });

  it('production serves no script', async () => {
    const production = await startHarness({ mode: 'production' });
    try {
      expect((await production.app.request(SANDBOX_FRAUD_SCRIPT_PATH)).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it("FRAUD_SCRIPT_ORIGINS reach the CSP's script-src, connect-src and frame-src", () => {
    const s = cspSourcesFromEnv({
      FRAUD_SCRIPT_ORIGINS: 'https://fraud.example javascript:alert(1) https://h.example/x.js',
    } as NodeJS.ProcessEnv);
    for (const list of [s.scriptSrc, s.connectSrc, s.frameSrc])
      expect(list).toEqual(expect.arrayContaining(['https://fraud.example', 'https://h.example']));
    expect(JSON.stringify(s)).not.toContain('javascript');
    expect(cspSourcesFromEnv({} as NodeJS.ProcessEnv).scriptSrc).toEqual([]);
  });
});
