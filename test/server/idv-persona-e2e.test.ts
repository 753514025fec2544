/**
 * Issue 31, end to end: applications completed through the server with the real Persona adapter
 * (server/providers/persona.ts) pointed at the local fake of Persona's API
 * (test/server/fake-persona.ts) — on PGlite (`npx vitest run`) and on PostgreSQL
 * (`npm run test:pg -- test/server/idv-persona-e2e.test.ts`). Applicant data → decision →
 * requested documents → identity upload verified by the provider → decision asked again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeResponse, requiredDocumentsResponse } from '../../services/api/contract';
import {
  createPersonaIdentityVerification,
  IMAGE_QUALITY_TEXT,
} from '../../server/providers/persona';
import { OFAC_TEXT } from '../../server/providers/identity-verification';
import { startFakePersona, type FakePersona } from './fake-persona';
import { fillOwner, firstError, startHarness, type CallResult, type Harness } from './helpers';

let fake: FakePersona;
let h: Harness;
const logs: Record<string, unknown>[] = [];
beforeAll(async () => {
  fake = await startFakePersona();
  h = await startHarness({
    identityVerification: createPersonaIdentityVerification({
      apiKey: fake.apiKey,
      inquiryTemplateId: 'itmpl_e2e',
      watchlistTemplateId: 'rptp_e2e',
      baseUrl: fake.url,
      version: '2023-01-05',
      timeoutMs: 2_000,
      maxAttempts: 3,
      backoffMs: 5,
      pollIntervalMs: 5,
      log: (event, fields) => logs.push({ event, ...fields }),
    }),
    log: (event, fields) => logs.push({ event, ...fields }),
  });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await fake?.close();
});

const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A registered applicant with a complete owner and the main agreement accepted. */
async function ready(lastName: string) {
  const reg = await h.register();
  await fillOwner(h, reg.token, reg.applicationUid, { lastName });
  const base = `/v2/applications/${reg.applicationUid}`;
  const agreed = await h.call('POST', `${base}/haa-agreements`, { token: reg.token });
  expect(agreed.status).toBe(202);
  return { ...reg, base };
}
const complete = (a: { base: string; token: string }) =>
  h.call('PATCH', `${a.base}?sessionId=1700000000000abcdef0123456789abcd`, { token: a.token });

async function uploadLicense(a: { base: string; token: string }): Promise<CallResult> {
  const form = new FormData();
  form.append('DocumentFront', new Blob([PNG as BlobPart], { type: 'image/png' }), 'front.png');
  const res = await h.app.request(
    `${a.base}/documents?personTargetType=0&documentType=2&sandboxDocumentType=License`,
    { method: 'POST', headers: { Authorization: `Bearer ${a.token}` }, body: form },
  );
  const text = await res.text();
  return {
    status: res.status,
    json: text ? JSON.parse(text) : null,
    text,
    headers: res.headers,
    bytes: new Uint8Array(),
  };
}

describe('completion through Persona (doc 3 §4)', () => {
  it('approve: the application completes with an account number; Persona saw the applicant', async () => {
    const a = await ready('Rivera');
    const r = await complete(a);
    expect(r.status, r.text).toBe(200);
    const body = completeResponse.parse(r.json);
    expect(body.IsSuccess).toBe(true);
    expect(body.AccountNumber).toMatch(/^HAA\d{8}$/);
    const inquiry = fake.requests.find(
      (q) =>
        q.op === 'inquiry.create' && q.body?.data.attributes['reference-id'] === a.applicationUid,
    );
    expect(inquiry?.body?.data.attributes.fields).toMatchObject({
      'name-first': 'Tess',
      'name-last': 'Rivera',
      birthdate: '1971-03-14',
      'identification-number': '219-09-1234',
      'address-subdivision': 'NY',
    });
    const app = await h.call('GET', a.base, { token: a.token });
    expect(app.json).toMatchObject({ IsCompletedApplication: true });
    expect(logs).toContainEqual(
      expect.objectContaining({ event: 'kyc.result', provider: 'persona', outcome: 'Passed' }),
    );
    expect(JSON.stringify(logs)).not.toMatch(/Rivera|219-09-1234|1971-03-14/);
  });

  it('deny → documents requested → the licence verified by Persona → decision asked again', async () => {
    const a = await ready('Nomatch');
    const r = await complete(a);
    expect(r.status, r.text).toBe(200);
    expect(completeResponse.parse(r.json)).toEqual({ IsSuccess: false, AccountNumber: null });
    const req = await h.call('GET', `${a.base}/documents/required-documents`, { token: a.token });
    const docs = requiredDocumentsResponse.parse(req.json);
    expect(docs.some((d) => d.DocumentType === 2 && !d.IsUploaded)).toBe(true);

    fake.requests.length = 0;
    const up = await uploadLicense(a);
    expect(up.status, up.text).toBe(201);
    expect(fake.requests.map((q) => q.op)).toEqual([
      'inquiry.list',
      'government_id.create',
      'government_id.submit',
      'government_id.get',
      'inquiry.get',
    ]);
    const photo = fake.requests[1].body?.data.attributes['front-photo'];
    expect(typeof photo.data).toBe('string');
    expect(Buffer.from(photo.data, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(logs).toContainEqual(
      expect.objectContaining({ event: 'kyc.redecision', provider: 'persona', status: 'approved' }),
    );
    const after = requiredDocumentsResponse.parse(
      (await h.call('GET', `${a.base}/documents/required-documents`, { token: a.token })).json,
    );
    expect(after.find((d) => d.DocumentType === 2)?.IsUploaded).toBe(true);
  });

  it('a blurred licence is 422 DocumentUploadError and is not stored', async () => {
    const a = await ready('Nomatch');
    expect((await complete(a)).status).toBe(200);
    fake.govIdOutcome = 'failed-blur';
    try {
      const up = await uploadLicense(a);
      expect(up.status, up.text).toBe(422);
      expect(firstError(up)).toMatchObject({
        Code: 'DocumentUploadError',
        Message: IMAGE_QUALITY_TEXT,
        Context: 'DocumentFront',
      });
    } finally {
      fake.govIdOutcome = 'passed';
    }
    const list = await h.call('GET', `${a.base}/documents`, { token: a.token });
    expect(list.json).toEqual([]);
  });

  it('a watchlist match is 422 OFACError and the application stays open', async () => {
    const a = await ready('Sanctioned');
    const r = await complete(a);
    expect(r.status).toBe(422);
    expect(firstError(r)).toMatchObject({ Code: 'OFACError', Message: OFAC_TEXT });
    expect((await h.call('GET', a.base, { token: a.token })).json.IsCompletedApplication).toBe(
      false,
    );
  });

  it('Persona down (5xx on every attempt) is 502 RequestError; the same submission later completes once', async () => {
    const a = await ready('Rivera');
    for (let i = 0; i < 3; i++) fake.faults.push({ op: 'inquiry.create', status: 503 });
    const down = await complete(a);
    expect(down.status).toBe(502);
    expect(firstError(down).Code).toBe('RequestError');
    expect((await h.call('GET', a.base, { token: a.token })).json.IsCompletedApplication).toBe(
      false,
    );
    const again = await complete(a);
    expect(again.status, again.text).toBe(200);
    expect(completeResponse.parse(again.json).IsSuccess).toBe(true);
    const mine = [...fake.inquiries.values()].filter((i) => i.referenceId === a.applicationUid);
    expect(mine).toHaveLength(1);
  });
});
