/**
 * Issue 31: contract tests of the Persona identity-verification adapter
 * (server/providers/persona.ts) against a local fake of Persona's API (test/server/fake-persona.ts)
 * — the requests it sends (path, auth, Persona-Version, idempotency key, body fields) and how the
 * answers map onto the spec's codes (doc 3 §8, doc 1 §8.1): approve, deny (documents requested),
 * OFAC, KYCError with the 30-character prefix, document accepted / refused, 4xx, 5xx then success
 * with the same idempotency key, 429 with Retry-After, timeouts, malformed answers. No internet.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  KYC_UNVERIFIED_TEXT,
  OFAC_TEXT,
  verificationRefusal,
  type VerificationSubject,
} from '../../server/providers/identity-verification';
import {
  createPersonaIdentityVerification,
  DOCUMENT_UNVERIFIED_TEXT,
  IMAGE_QUALITY_TEXT,
  PERSONA_KYC_PREFIX,
  PERSONA_VERSION,
  PersonaError,
  retryAfterMs,
} from '../../server/providers/persona';
import { startFakePersona, type FakePersona } from './fake-persona';

let fake: FakePersona;
beforeAll(async () => {
  fake = await startFakePersona();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
  fake.faults.length = 0;
  fake.govIdOutcome = 'passed';
});

const SSN = '234-56-7890';
const subject = (lastName = 'Rivera', extra: Partial<VerificationSubject> = {}) => ({
  firstName: 'Ana',
  lastName,
  dateOfBirth: '1980-04-02',
  countryIso3: 'USA',
  ssn: SSN,
  street: '1 Main St',
  city: 'Austin',
  postalCode: '73301',
  addressCountryIso3: 'USA',
  state: 'TX',
  addressCountryIso2: 'US',
  ...extra,
});

let seq = 0;
const ctx = () => ({
  applicationUid: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  sessionId: 's',
});

function adapter(
  over: { timeoutMs?: number; maxAttempts?: number; apiKey?: string; totalTimeoutMs?: number } = {},
) {
  const logs: Record<string, unknown>[] = [];
  const provider = createPersonaIdentityVerification({
    apiKey: over.apiKey ?? fake.apiKey,
    inquiryTemplateId: 'itmpl_test',
    watchlistTemplateId: 'rptp_watchlist',
    baseUrl: fake.url,
    version: PERSONA_VERSION,
    timeoutMs: over.timeoutMs ?? 2_000,
    maxAttempts: over.maxAttempts ?? 3,
    totalTimeoutMs: over.totalTimeoutMs,
    backoffMs: 5,
    pollIntervalMs: 5,
    log: (event, fields) => logs.push({ event, ...fields }),
  });
  return { provider, logs };
}

const ops = () => fake.requests.map((r) => r.op);
const byOp = (op: string) => fake.requests.filter((r) => r.op === op);
/** No name, SSN, birth date or address in any log line. */
const expectNoPii = (logs: unknown[]) => {
  const text = JSON.stringify(logs);
  for (const pii of ['Ana', 'Rivera', SSN, '1980-04-02', 'Main St', 'Austin', '73301'])
    expect(text).not.toContain(pii);
};

describe('verify (doc 3 §4 Submission)', () => {
  it('approve: inquiry, watchlist report, database verification; each request authenticated, versioned, POSTs keyed', async () => {
    const { provider, logs } = adapter();
    const c = ctx();
    expect(await provider.verify(subject(), c)).toEqual({ outcome: 'Passed' });
    expect(ops()).toEqual([
      'inquiry.create',
      'report.create',
      'report.get',
      'database.create',
      'database.submit',
      'database.get',
    ]);
    for (const r of fake.requests) {
      expect(r.authorization).toBe(`Bearer ${fake.apiKey}`);
      expect(r.personaVersion).toBe(PERSONA_VERSION);
      if (r.method === 'POST') expect(r.idempotencyKey).toMatch(/^wizard-[a-z_.]+-[\w-]{43}$/);
      else expect(r.idempotencyKey).toBeUndefined();
      // No PII in a URL.
      expect(r.path).not.toMatch(/Ana|Rivera|234-56/);
    }
    const inquiry = byOp('inquiry.create')[0];
    expect(inquiry.path).toBe('/api/v1/inquiries');
    expect(inquiry.body!.data.attributes).toMatchObject({
      'inquiry-template-id': 'itmpl_test',
      'reference-id': c.applicationUid,
      fields: {
        'name-first': 'Ana',
        'name-last': 'Rivera',
        birthdate: '1980-04-02',
        'address-street-1': '1 Main St',
        'address-city': 'Austin',
        'address-postal-code': '73301',
        'address-subdivision': 'TX',
        'address-country-code': 'US',
        'identification-number': SSN,
      },
    });
    const inquiryId = [...fake.inquiries.keys()].at(-1);
    expect(byOp('report.create')[0].body!.data.attributes).toMatchObject({
      'report-template-id': 'rptp_watchlist',
      'name-last': 'Rivera',
    });
    const db = byOp('database.create')[0];
    expect(db.body!.data.attributes).toMatchObject({
      inquiry: inquiryId,
      'country-code': 'US',
      'identification-number': SSN,
    });
    expect(byOp('database.submit')[0].path).toMatch(
      /^\/api\/v1\/verification\/databases\/ver_\d+\/submit$/,
    );
    // Logged: provider, op, status, attempt, ms — nothing personal.
    expect(logs.filter((l) => l.event === 'kyc.provider_call')).toHaveLength(6);
    expect(logs[0]).toMatchObject({
      provider: 'persona',
      op: 'inquiry.create',
      status: 201,
      attempt: 1,
    });
    expect(typeof logs[0].ms).toBe('number');
    expectNoPii(logs);
  });

  it('deny: a failed database verification is Failed (documents requested), naming the failed check', async () => {
    const { provider } = adapter();
    const r = await provider.verify(subject('Nomatch'), ctx());
    expect(r).toEqual({ outcome: 'Failed', reason: 'database: database-identity-comparison' });
    expect(verificationRefusal(r)).toBeNull();
  });

  it('a watchlist match is OFAC (422 OFACError) and runs no database verification', async () => {
    const { provider } = adapter();
    const r = await provider.verify(subject('Sanctioned'), ctx());
    expect(r).toEqual({ outcome: 'OFAC', message: OFAC_TEXT });
    expect(verificationRefusal(r)).toEqual({
      Code: 'OFACError',
      Message: OFAC_TEXT,
      Context: null,
    });
    expect(ops()).not.toContain('database.create');
  });

  it("Persona's 422 on the applicant's data is KYCError: a 30-character prefix, then the customer's text", async () => {
    const { provider, logs } = adapter();
    const r = await provider.verify(subject('Invalid'), ctx());
    expect(r.outcome).toBe('KYCError');
    const message = (r as { message: string }).message;
    expect(PERSONA_KYC_PREFIX).toHaveLength(30);
    expect(message.slice(0, 30)).toBe(PERSONA_KYC_PREFIX);
    expect(message.slice(30)).toBe(KYC_UNVERIFIED_TEXT);
    expect(verificationRefusal(r)?.Code).toBe('KYCError');
    // Persona's own error text (it may echo data) is never shown or logged.
    expect(message).not.toContain('Birthdate');
    expect(JSON.stringify(logs)).not.toContain('Birthdate');
  });

  it('an incomplete identity is Failed without a call', async () => {
    const { provider } = adapter();
    expect(await provider.verify(subject('Rivera', { ssn: null }), ctx())).toEqual({
      outcome: 'Failed',
      reason: 'missing SSN',
    });
    expect(await provider.verify(subject('Rivera', { street: null }), ctx())).toMatchObject({
      outcome: 'Failed',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('4xx (a bad key: 401) is a PersonaError at once, not retried', async () => {
    const { provider } = adapter({ apiKey: 'persona_production_wrong' });
    const err = await provider.verify(subject(), ctx()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PersonaError);
    expect(err).toMatchObject({ kind: 'request', status: 401, op: 'inquiry.create' });
    expect(fake.requests).toHaveLength(1);
  });

  it('5xx then success: retried with the SAME idempotency key, one inquiry created', async () => {
    const { provider, logs } = adapter();
    fake.faults.push({ op: 'inquiry.create', status: 503 }, { op: 'inquiry.create', status: 500 });
    const before = fake.inquiries.size;
    expect(await provider.verify(subject(), ctx())).toEqual({ outcome: 'Passed' });
    const tries = byOp('inquiry.create');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.idempotencyKey)).size).toBe(1);
    expect(tries[0].body).toEqual(tries[2].body);
    expect(fake.inquiries.size).toBe(before + 1);
    expect(logs.filter((l) => l.op === 'inquiry.create').map((l) => [l.status, l.attempt])).toEqual(
      [
        [503, 1],
        [500, 2],
        [201, 3],
      ],
    );
  });

  it('the same submission again (e.g. after a 502) reuses its keys: Persona replays, no second inquiry', async () => {
    const { provider } = adapter();
    const c = ctx();
    await provider.verify(subject(), c);
    const size = fake.inquiries.size;
    const firstKey = byOp('inquiry.create')[0].idempotencyKey;
    await provider.verify(subject(), c);
    expect(fake.inquiries.size).toBe(size);
    expect(byOp('inquiry.create')[1].idempotencyKey).toBe(firstKey);
    // Other data is another request: another key, another inquiry.
    await provider.verify(subject('Rivera', { city: 'Dallas' }), c);
    expect(fake.inquiries.size).toBe(size + 1);
  });

  it('429 with Retry-After: waits the given seconds, then retries with the same key', async () => {
    const { provider } = adapter();
    fake.faults.push({ op: 'report.create', status: 429, headers: { 'Retry-After': '1' } });
    const started = Date.now();
    expect(await provider.verify(subject(), ctx())).toEqual({ outcome: 'Passed' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const tries = byOp('report.create');
    expect(tries).toHaveLength(2);
    expect(tries[0].idempotencyKey).toBe(tries[1].idempotencyKey);
  });

  it('429 whose Retry-After is beyond the longest wait ends the retries: unavailable', async () => {
    const { provider } = adapter();
    fake.faults.push({ op: 'inquiry.create', status: 429, headers: { 'Retry-After': '120' } });
    const err = await provider.verify(subject(), ctx()).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'PersonaError', kind: 'unavailable', status: 429 });
    expect(byOp('inquiry.create')).toHaveLength(1);
  });

  it('a timeout is retried with the same key; timeouts on every attempt are unavailable after maxAttempts', async () => {
    const { provider, logs } = adapter({ timeoutMs: 200 });
    fake.faults.push({ op: 'database.create', delayMs: 600, status: 201 });
    expect(await provider.verify(subject(), ctx())).toEqual({ outcome: 'Passed' });
    const tries = byOp('database.create');
    expect(tries).toHaveLength(2);
    expect(tries[0].idempotencyKey).toBe(tries[1].idempotencyKey);
    expect(logs.find((l) => l.op === 'database.create')).toMatchObject({
      status: 'timeout',
      attempt: 1,
    });

    fake.requests.length = 0;
    for (let i = 0; i < 3; i++) fake.faults.push({ op: 'inquiry.create', delayMs: 600 });
    const started = Date.now();
    const err = await provider.verify(subject(), ctx()).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'unavailable', status: 0, op: 'inquiry.create' });
    expect(byOp('inquiry.create')).toHaveLength(3);
    // Three attempts of 200 ms and two short backoffs — bounded, not the fake's 1.8 s.
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('the whole check has a budget: no attempt outlives it, no retry starts after it', async () => {
    const { provider } = adapter({ timeoutMs: 400, totalTimeoutMs: 500, maxAttempts: 5 });
    for (let i = 0; i < 5; i++) fake.faults.push({ op: 'inquiry.create', delayMs: 1_000 });
    const started = Date.now();
    const err = await provider.verify(subject(), ctx()).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'unavailable', op: 'inquiry.create' });
    expect(Date.now() - started).toBeLessThan(800);
    expect(byOp('inquiry.create')).toHaveLength(2);
  });

  it('a malformed answer (not JSON, or no resource) is a PersonaError, not retried', async () => {
    const { provider } = adapter();
    fake.faults.push({ op: 'inquiry.create', status: 201, body: '<html>proxy</html>' });
    await expect(provider.verify(subject(), ctx())).rejects.toMatchObject({ kind: 'malformed' });
    expect(byOp('inquiry.create')).toHaveLength(1);
    fake.faults.push({ op: 'inquiry.create', status: 201, body: '{"data":{"id":"inq_1"}}' });
    await expect(provider.verify(subject(), ctx())).rejects.toMatchObject({ kind: 'malformed' });
    fake.faults.push({
      op: 'report.get',
      status: 200,
      body: '{"data":{"id":"rep_1","type":"report/watchlist","attributes":{"status":"ready"}}}',
    });
    await expect(provider.verify(subject(), ctx())).rejects.toMatchObject({
      kind: 'malformed',
      op: 'report.get',
    });
  });
});

describe('checkDocument (doc 3 §4 KYC documents, §8)', () => {
  const PNG = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452deadbeef', 'hex'));
  const doc = (idvDocumentType = 'License') => ({
    documentType: 2,
    idvDocumentType,
    caption: null,
    mediaType: 'image/png',
    size: PNG.byteLength,
    content: PNG,
  });

  it('accepted: the government ID goes to the application inquiry; the decision is asked again', async () => {
    const { provider, logs } = adapter();
    const c = ctx();
    await provider.verify(subject('Nomatch'), c);
    const inquiryId = [...fake.inquiries.keys()].at(-1);
    fake.requests.length = 0;
    expect(await provider.checkDocument!(doc(), { applicationUid: c.applicationUid })).toBeNull();
    expect(ops()).toEqual([
      'inquiry.list',
      'government_id.create',
      'government_id.submit',
      'government_id.get',
      'inquiry.get',
    ]);
    expect(fake.requests[0].path).toBe(
      `/api/v1/inquiries?filter%5Breference-id%5D=${c.applicationUid}&page%5Bsize%5D=1`,
    );
    const created = byOp('government_id.create')[0];
    expect(created.idempotencyKey).toMatch(/^wizard-government_id\.create-/);
    expect(created.body!.data.attributes).toMatchObject({
      inquiry: inquiryId,
      'id-class': 'dl',
      'country-code': 'US',
      'front-photo': { data: Buffer.from(PNG).toString('base64'), filename: 'front.png' },
    });
    expect(byOp('inquiry.get')[0].path).toBe(`/api/v1/inquiries/${inquiryId}`);
    expect(logs.find((l) => l.event === 'kyc.redecision')).toEqual({
      event: 'kyc.redecision',
      provider: 'persona',
      status: 'approved',
    });
    expect(JSON.stringify(logs)).not.toContain(Buffer.from(PNG).toString('base64'));
  });

  it('a passport is id-class pp', async () => {
    const { provider } = adapter();
    const c = ctx();
    await provider.verify(subject('Nomatch'), c);
    await provider.checkDocument!(doc('Passport'), { applicationUid: c.applicationUid });
    expect(byOp('government_id.create')[0].body!.data.attributes['id-class']).toBe('pp');
  });

  it.each([
    ['failed-blur', 'DocumentUploadError', IMAGE_QUALITY_TEXT],
    ['requires_retry', 'DocumentUploadError', IMAGE_QUALITY_TEXT],
    ['failed', 'DocumentVerificationError', DOCUMENT_UNVERIFIED_TEXT],
  ] as const)('refused: %s → %s', async (outcome, code, message) => {
    const { provider } = adapter();
    const c = ctx();
    await provider.verify(subject('Nomatch'), c);
    fake.govIdOutcome = outcome;
    expect(await provider.checkDocument!(doc(), { applicationUid: c.applicationUid })).toEqual({
      code,
      message,
    });
    expect(ops()).not.toContain('inquiry.get');
  });

  it("Persona's 422 on the image is DocumentUploadError", async () => {
    const { provider } = adapter();
    const c = ctx();
    await provider.verify(subject('Nomatch'), c);
    const tiny = { ...doc(), content: new Uint8Array([1, 2]), size: 2 };
    expect(await provider.checkDocument!(tiny, { applicationUid: c.applicationUid })).toEqual({
      code: 'DocumentUploadError',
      message: IMAGE_QUALITY_TEXT,
    });
  });

  it('no inquiry for the application, or Persona down, is a PersonaError (502 RequestError)', async () => {
    const { provider } = adapter({ maxAttempts: 2 });
    await expect(
      provider.checkDocument!(doc(), { applicationUid: ctx().applicationUid }),
    ).rejects.toBeInstanceOf(PersonaError);
    const c = ctx();
    await provider.verify(subject('Nomatch'), c);
    fake.faults.push(
      { op: 'government_id.create', status: 502 },
      { op: 'government_id.create', status: 502 },
    );
    await expect(
      provider.checkDocument!(doc(), { applicationUid: c.applicationUid }),
    ).rejects.toMatchObject({ kind: 'unavailable', status: 502 });
    const tries = byOp('government_id.create');
    expect(tries).toHaveLength(2);
    expect(tries[0].idempotencyKey).toBe(tries[1].idempotencyKey);
  });
});

describe('retryAfterMs', () => {
  it('reads delta-seconds, an HTTP date, and RateLimit-Reset for a 429 only', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'Retry-After': '3' }), 503, now)).toBe(3000);
    expect(
      retryAfterMs(new Headers({ 'Retry-After': 'Thu, 01 Jan 2026 00:00:05 GMT' }), 429, now),
    ).toBe(5000);
    expect(retryAfterMs(new Headers({ 'RateLimit-Reset': '7' }), 429, now)).toBe(7000);
    expect(retryAfterMs(new Headers({ 'RateLimit-Reset': '7' }), 503, now)).toBeNull();
    expect(retryAfterMs(new Headers(), 503, now)).toBeNull();
  });
});
