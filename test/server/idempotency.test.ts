/**
 * The idempotency layer of mutating requests (issue 8, server/http/idempotency.ts): a repeated
 * Idempotency-Key answers the first answer without running the handler again, a different body
 * 422, a concurrent repeat waits for the first answer (or 409 after the wait), 5xx releases the
 * key, keys are per caller and expire after 24 h.
 */
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fingerprintKey,
  idempotency,
  IDEMPOTENCY_TTL_MS,
  requestFingerprint,
} from '../../server/http/idempotency';
import type { AppEnv } from '../../server/http/auth';
import { ApiError } from '../../server/http/errors';
import { idempotencyKeys, persons } from '../../server/db/schema';
import { personResponse } from '../../services/api/contract';
import { firstError, startHarness, type Harness } from './helpers';

/** The server's PII key (server/auth/pii.ts), the source of the fingerprints' HMAC key. */
const PII_KEY = Buffer.alloc(32, 7);

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ piiKey: PII_KEY });
});
afterAll(() => h.close());

const NAME = { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 };
const key = () => crypto.randomUUID();

async function personCount(applicationUid: string) {
  const [row] = await h.database.db
    .select({ n: count() })
    .from(persons)
    .where(eq(persons.applicationUid, applicationUid));
  return row.n;
}
async function keyRows(k: string) {
  return h.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k));
}

describe('Idempotency-Key on the API', () => {
  it('the same key twice: one person, one key row, the second answer replayed', async () => {
    const reg = await h.register();
    const path = `/v2/applications/${reg.applicationUid}/persons?isPrimary=true`;
    const k = key();
    const first = await h.call('POST', path, {
      token: reg.token,
      body: NAME,
      headers: { 'Idempotency-Key': k },
    });
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const second = await h.call('POST', path, {
      token: reg.token,
      body: NAME,
      headers: { 'Idempotency-Key': k },
    });
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.json).toEqual(first.json);
    expect(await personCount(reg.applicationUid)).toBe(1);
    const rows = await keyRows(k);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: reg.claims.UserUid, method: 'POST', status: 201 });
    expect(rows[0].expiresAt.getTime() - rows[0].lockedAt.getTime()).toBe(IDEMPOTENCY_TTL_MS);

    // Without a key the repeat runs the handler again (and the API refuses a second owner).
    const again = await h.call('POST', path, { token: reg.token, body: NAME });
    expect(again.status).not.toBe(201);
    expect(await personCount(reg.applicationUid)).toBe(1);
  });

  it('the same key with a different body: 422 IdempotencyKeyReused, nothing written', async () => {
    const reg = await h.register();
    const path = `/v2/applications/${reg.applicationUid}/persons?isPrimary=true`;
    const k = key();
    expect(
      (
        await h.call('POST', path, {
          token: reg.token,
          body: NAME,
          headers: { 'Idempotency-Key': k },
        })
      ).status,
    ).toBe(201);
    const other = await h.call('POST', path, {
      token: reg.token,
      body: { ...NAME, FirstName: 'Grace' },
      headers: { 'Idempotency-Key': k },
    });
    expect(other.status).toBe(422);
    expect(firstError(other)).toMatchObject({
      Code: 'IdempotencyKeyReused',
      Context: 'Idempotency-Key',
    });
    const put = `/v2/applications/${reg.applicationUid}`;
    const app = await h.call('GET', put, { token: reg.token });
    expect(JSON.stringify(app.json)).not.toContain('Grace');
  });

  it('two concurrent requests with one key: the handler runs once, both get its answer', async () => {
    const reg = await h.register();
    const path = `/v2/applications/${reg.applicationUid}/persons?isPrimary=true`;
    const k = key();
    const init = { token: reg.token, body: NAME, headers: { 'Idempotency-Key': k } };
    const [a, b] = await Promise.all([h.call('POST', path, init), h.call('POST', path, init)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json).toEqual(b.json);
    expect(
      [a.headers.get('Idempotent-Replayed'), b.headers.get('Idempotent-Replayed')].filter(Boolean),
    ).toEqual(['true']);
    expect(await personCount(reg.applicationUid)).toBe(1);
  });

  it('keys are per caller; an invalid key is 400', async () => {
    const one = await h.register();
    const two = await h.register();
    const k = key();
    const r1 = await h.call('POST', `/v2/applications/${one.applicationUid}/persons`, {
      token: one.token,
      body: NAME,
      headers: { 'Idempotency-Key': k },
    });
    const r2 = await h.call('POST', `/v2/applications/${two.applicationUid}/persons`, {
      token: two.token,
      body: NAME,
      headers: { 'Idempotency-Key': k },
    });
    expect([r1.status, r2.status]).toEqual([201, 201]);
    expect(r2.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await keyRows(k)).toHaveLength(2);
    const bad = await h.call('POST', `/v2/applications/${one.applicationUid}/steps`, {
      token: one.token,
      body: { Step: 'x' },
      headers: { 'Idempotency-Key': 'has space' },
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad).Code).toBe('IdempotencyKeyIsInvalid');
  });

  it('an SSN save: the stored fingerprint is a keyed HMAC, not the SHA-256 of the body; replay and 422 still work', async () => {
    const reg = await h.register();
    const base = `/v2/applications/${reg.applicationUid}`;
    const created = await h.call('POST', `${base}/persons?isPrimary=true`, {
      token: reg.token,
      body: NAME,
    });
    const uid = personResponse.parse(created.json).PersonUid;
    const path = `${base}/persons/${uid}/ssns`;
    const rawBody = JSON.stringify({ Ssn: '219-09-6789' });
    const k = key();
    const save = (body: string) =>
      h.call('POST', path, { token: reg.token, rawBody: body, headers: { 'Idempotency-Key': k } });
    const first = await save(rawBody);
    expect(first.status, first.text).toBe(201);

    const [row] = await keyRows(k);
    // What anyone reading the table could compute by trying the 10^9 SSNs: not what is stored.
    const plain = createHash('sha256').update('').update('\0').update(rawBody).digest('hex');
    expect(row.requestHash).not.toBe(plain);
    expect(row.requestHash).not.toBe(createHash('sha256').update(rawBody).digest('hex'));
    expect(row.requestHash).not.toContain('6789');
    // It is the HMAC under the key derived from the server's PII key, and no other key's.
    const body = new TextEncoder().encode(rawBody);
    expect(row.requestHash).toBe(requestFingerprint(fingerprintKey(PII_KEY), '', body));
    expect(row.requestHash).not.toBe(
      requestFingerprint(fingerprintKey(Buffer.alloc(32, 8)), '', body),
    );
    // The derived key is not the PII key itself (one key, two purposes kept apart).
    expect(fingerprintKey(PII_KEY).equals(PII_KEY)).toBe(false);

    const replayed = await save(rawBody);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replayed.json).toEqual(first.json);
    const other = await save(JSON.stringify({ Ssn: '219-09-6788' }));
    expect(other.status).toBe(422);
    expect(firstError(other).Code).toBe('IdempotencyKeyReused');
    expect(await keyRows(k)).toHaveLength(1);
  });
});

describe('idempotency middleware (a test route)', () => {
  /** A Hono app with a fixed caller and a counting route that answers what `answer` says. */
  function testApp(opts: {
    waitMs?: number;
    staleMs?: number;
    answer: (n: number) => Promise<Response> | Response;
  }) {
    let runs = 0;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('auth', {
        userUid: 'caller-1',
        email: 'x@example.com',
        logonUid: 'l',
        brokerCode: 'HAA',
      });
      await next();
    });
    app.use(
      '*',
      idempotency({
        db: h.database.db,
        tokens: {} as never,
        secret: PII_KEY,
        now: () => h.clock.now,
        pollMs: 10,
        ...opts,
      }),
    );
    app.post('/thing', async () => opts.answer((runs += 1)));
    app.onError((err, c) =>
      err instanceof ApiError ? c.json(err.toBody(), err.status) : c.text('boom', 500),
    );
    const post = (k: string, body = '{"a":1}') =>
      app.request('/thing', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': k, 'Content-Type': 'application/json' },
      });
    return { post, runs: () => runs };
  }

  it('a repeat while the first runs: 409 IdempotencyKeyInUse with Retry-After after the wait', async () => {
    const t = testApp({
      waitMs: 40,
      answer: async (n) => (await new Promise((r) => setTimeout(r, 300)), Response.json({ n })),
    });
    const k = key();
    const first = t.post(k);
    await new Promise((r) => setTimeout(r, 50));
    const second = await t.post(k);
    expect(second.status).toBe(409);
    expect(second.headers.get('Retry-After')).toBe('1');
    expect(((await second.json()) as { Errors: { Code: string }[] }).Errors[0].Code).toBe(
      'IdempotencyKeyInUse',
    );
    expect((await first).status).toBe(200);
    const third = await t.post(k);
    expect(third.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await third.json()).toEqual({ n: 1 });
    expect(t.runs()).toBe(1);
  });

  it('a 5xx answer releases the key: the retry runs the handler again', async () => {
    const t = testApp({
      answer: (n) => (n === 1 ? new Response('down', { status: 503 }) : Response.json({ n })),
    });
    const k = key();
    expect((await t.post(k)).status).toBe(503);
    expect(await keyRows(k)).toHaveLength(0);
    const retry = await t.post(k);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ n: 2 });
    expect(t.runs()).toBe(2);
  });

  it('an abandoned in-flight key is taken over; a stored answer expires after 24 h', async () => {
    const t = testApp({ staleMs: 1000, answer: (n) => Response.json({ n }) });
    const k = key();
    const now = h.clock.now;
    await h.database.db.insert(idempotencyKeys).values({
      subject: 'caller-1',
      method: 'POST',
      path: '/thing',
      key: k,
      requestHash: 'will-not-match',
      lockedAt: new Date(now.getTime() - 5000),
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    });
    // A different hash is still a different request (422), even when abandoned.
    expect((await t.post(k)).status).toBe(422);
    // The same request (query '' and body '{"a":1}'), abandoned 5 s ago (staleMs 1 s): taken over.
    const hash = requestFingerprint(
      fingerprintKey(PII_KEY),
      '',
      new TextEncoder().encode('{"a":1}'),
    );
    await h.database.db
      .update(idempotencyKeys)
      .set({ requestHash: hash })
      .where(and(eq(idempotencyKeys.key, k), eq(idempotencyKeys.subject, 'caller-1')));
    const takenOver = await t.post(k);
    expect(takenOver.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await takenOver.json()).toEqual({ n: 1 });
    expect((await keyRows(k))[0].status).toBe(200);
    const k2 = key();
    expect(await (await t.post(k2)).json()).toEqual({ n: 2 });
    expect((await t.post(k2)).headers.get('Idempotent-Replayed')).toBe('true');
    h.clock.now = new Date(now.getTime() + IDEMPOTENCY_TTL_MS + 1);
    try {
      const later = await t.post(k2);
      expect(later.headers.get('Idempotent-Replayed')).toBeNull();
      expect(await later.json()).toEqual({ n: 3 });
    } finally {
      h.clock.now = now;
    }
  });
});
