/**
 * The idempotency layer of mutating requests (issue 8, server/http/idempotency.ts): a repeated
 * Idempotency-Key answers the first answer without running the handler again, a different body
 * 422, a concurrent repeat waits for the first answer (or 409 after the wait), 5xx releases the
 * key (issue 22: rolls back the request's one transaction), keys are per caller and expire after 24 h.
 */
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerSealKey,
  fingerprintKey,
  holdsTokenKey,
  idempotency,
  IDEMPOTENCY_TTL_MS,
  isTokenIssuingRoute,
  openAnswer,
  requestFingerprint,
  sealAnswer,
} from '../../server/http/idempotency';
import type { AppEnv } from '../../server/http/auth';
import { ApiError } from '../../server/http/errors';
import { idempotencyKeys, persons } from '../../server/db/schema';
import { sqlLiteral } from '../../server/db/idempotency';
import pg from 'pg';
import { personResponse, tokensResponse } from '../../services/api/contract';
import { firstError, startHarness, TRACKING, type Harness } from './helpers';

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

  it('a repeat while the first runs waits on the key row: PostgreSQL 409 IdempotencyKeyInUse with Retry-After after the wait, PGlite (one connection) the replay', async () => {
    const t = testApp({
      waitMs: 40,
      answer: async (n) => (await new Promise((r) => setTimeout(r, 300)), Response.json({ n })),
    });
    const k = key();
    const first = t.post(k);
    await new Promise((r) => setTimeout(r, 50));
    const second = await t.post(k);
    if (h.database.kind === 'postgres') {
      expect(second.status).toBe(409);
      expect(second.headers.get('Retry-After')).toBe('1');
      expect(((await second.json()) as { Errors: { Code: string }[] }).Errors[0].Code).toBe(
        'IdempotencyKeyInUse',
      );
    } else {
      // Its transaction starts once the first one committed: the stored answer.
      expect(second.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await second.json()).toEqual({ n: 1 });
    }
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

describe('issue 20: no credentials in the store, sealed answers, live sessions only', () => {
  it('a repeated refresh with the same Idempotency-Key is not replayed: the second meets reuse detection (401, no token pair)', async () => {
    const reg = await h.register();
    const k = key();
    // As the wizard sends it: the access token as bearer, one key for the call and its retry.
    const refresh = () =>
      h.call('POST', '/v2/authenticate/authenticate/refresh', {
        token: reg.token,
        body: { JwtToken: reg.token, JwtRefreshToken: reg.refresh },
        headers: { 'Idempotency-Key': k },
      });
    const first = await refresh();
    expect(first.status, first.text).toBe(200);
    const pair = tokensResponse.parse(first.json);
    const second = await refresh();
    expect(second.status).toBe(401);
    expect(second.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.text).not.toContain('JwtToken');
    expect(firstError(second).Code).toBe('InvalidToken');
    expect(await keyRows(k)).toHaveLength(0);
    // Reuse detection revoked the family: the pair the first call answered is dead too.
    const after = await h.call('POST', '/v2/authenticate/authenticate/refresh', {
      body: { JwtToken: pair.JwtToken, JwtRefreshToken: pair.JwtRefreshToken },
    });
    expect(after.status).toBe(401);
  });

  it('login and the other token-issuing routes pass through: nothing stored for their key', async () => {
    const reg = await h.register();
    const k = key();
    const login = () =>
      h.call('POST', '/v2/authenticate', {
        token: reg.token,
        body: { Email: reg.email, Password: 'GoldBar2024!', TrackingDetails: TRACKING },
        headers: { 'Idempotency-Key': k },
      });
    const a = await login();
    const b = await login();
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('Idempotent-Replayed')).toBeNull();
    expect(a.json.JwtRefreshToken).not.toBe(b.json.JwtRefreshToken);
    expect(await keyRows(k)).toHaveLength(0);
    for (const path of [
      '/v2/users',
      '/v2/users/plain',
      '/v2/users/passwords',
      '/v2/users/passwords/reset_token',
      '/v2/authenticate',
      '/v2/authenticate/authenticate/refresh',
      '/v2/authenticate/authenticate/generate',
      '/v2/authenticate/logout',
      '/v2/sales/authenticate',
      '/v2/sales/passwords',
      `/v2/sales/applications/${reg.applicationUid}/invitations`,
      `/v2/applications/${reg.applicationUid}/documents/handoffs`,
      `/v2/applications/${reg.applicationUid}/bank-accounts/plaid-link-tokens`,
    ])
      expect(isTokenIssuingRoute(path), path).toBe(true);
    for (const path of [
      `/v2/applications/${reg.applicationUid}/persons`,
      `/v2/applications/${reg.applicationUid}/steps`,
      `/v2/crm/${reg.applicationUid}/exitModal`,
      '/v2/applications',
    ])
      expect(isTokenIssuingRoute(path), path).toBe(false);
  });

  it('a stored answer is sealed: nothing of it readable in the table; it opens only under its key and scope', async () => {
    const reg = await h.register();
    const path = `/v2/applications/${reg.applicationUid}/persons?isPrimary=true`;
    const k = key();
    const first = await h.call('POST', path, {
      token: reg.token,
      body: NAME,
      headers: { 'Idempotency-Key': k },
    });
    expect(first.status, first.text).toBe(201);
    const [row] = await keyRows(k);
    expect(row.body).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(row.body).not.toContain(first.json.PersonUid);
    expect(row.body).not.toContain('Lovelace');
    expect(row.body).not.toContain(Buffer.from('Lovelace').toString('base64url').slice(0, 8));
    const scope = { subject: row.subject, method: row.method, path: row.path, key: row.key };
    expect(JSON.parse(openAnswer(answerSealKey(PII_KEY), scope, row.body)!)).toEqual(first.json);
    // Another key, another scope, or the bare fingerprint key: it does not open.
    expect(openAnswer(answerSealKey(Buffer.alloc(32, 8)), scope, row.body)).toBeNull();
    expect(
      openAnswer(answerSealKey(PII_KEY), { ...scope, subject: 'someone' }, row.body),
    ).toBeNull();
    expect(openAnswer(fingerprintKey(PII_KEY), scope, row.body)).toBeNull();
    expect(answerSealKey(PII_KEY).equals(fingerprintKey(PII_KEY))).toBe(false);
    // The replay answers the opened answer.
    const replayed = await h.call('POST', path, {
      token: reg.token,
      body: NAME,
      headers: { 'Idempotency-Key': k },
    });
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replayed.json).toEqual(first.json);
  });

  it('a revoked session’s bearer gets no replay on a self-authenticating route: the route’s own 401', async () => {
    const reg = await h.register();
    const k = key();
    const exit = () =>
      h.call('POST', `/v2/crm/${reg.applicationUid}/exitModal`, {
        token: reg.token,
        body: { RegistrationPageUrl: 'http://localhost/secure', ExitModalType: 1 },
        headers: { 'Idempotency-Key': k },
      });
    const first = await exit();
    expect(first.status, first.text).toBe(204);
    const again = await exit();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(
      (await h.call('POST', '/v2/authenticate/logout', { body: { JwtRefreshToken: reg.refresh } }))
        .status,
    ).toBe(204);
    const revoked = await exit();
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('Idempotent-Replayed')).toBeNull();
    expect(firstError(revoked).Code).toBe('InvalidToken');
  });

  it('holdsTokenKey finds a credential key at any depth, not a value', () => {
    expect(holdsTokenKey('{"JwtToken":"a","JwtRefreshToken":"b"}')).toBe(true);
    expect(holdsTokenKey('{"Token":"a","Url":"u"}')).toBe(true);
    expect(holdsTokenKey('{"a":[{"b":{"plaidLinkToken":"x"}}]}')).toBe(true);
    expect(holdsTokenKey('{"PasswordResetToken":"rpt_x"}')).toBe(true);
    expect(holdsTokenKey('{"Errors":[{"Code":"InvalidToken","Context":"Password"}]}')).toBe(false);
    expect(holdsTokenKey('{"PersonUid":"x"}')).toBe(false);
    expect(holdsTokenKey('token')).toBe(false);
    expect(holdsTokenKey('')).toBe(false);
  });
});

describe('issue 20: the middleware with a test route', () => {
  function app(answer: (n: number) => Response) {
    let runs = 0;
    const a = new Hono<AppEnv>();
    a.use('*', async (c, next) => {
      c.set('auth', {
        userUid: 'caller-2',
        email: 'x@example.com',
        logonUid: 'l',
        brokerCode: 'HAA',
      });
      await next();
    });
    a.use(
      '*',
      idempotency({
        db: h.database.db,
        tokens: {} as never,
        secret: PII_KEY,
        now: () => h.clock.now,
      }),
    );
    a.post('/thing', () => answer((runs += 1)));
    const post = (k: string) =>
      a.request('/thing', { method: 'POST', body: '{}', headers: { 'Idempotency-Key': k } });
    return { post, runs: () => runs };
  }

  it('an answer holding a token-like key is never stored (safety net): the repeat runs the handler', async () => {
    const t = app((n) => Response.json({ Data: { Token: `secret-${n}` } }, { status: 201 }));
    const k = key();
    expect(await (await t.post(k)).json()).toEqual({ Data: { Token: 'secret-1' } });
    expect(await keyRows(k)).toHaveLength(0);
    const again = await t.post(k);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await again.json()).toEqual({ Data: { Token: 'secret-2' } });
    expect(t.runs()).toBe(2);
  });

  it('a stored answer that does not open (another key, altered) is dropped: the repeat runs afresh', async () => {
    const t = app((n) => Response.json({ n }));
    const k = key();
    expect(await (await t.post(k)).json()).toEqual({ n: 1 });
    const [row] = await keyRows(k);
    const scope = { subject: row.subject, method: row.method, path: row.path, key: row.key };
    await h.database.db
      .update(idempotencyKeys)
      .set({ body: sealAnswer(answerSealKey(Buffer.alloc(32, 9)), scope, '{"n":99}') })
      .where(and(eq(idempotencyKeys.key, k), eq(idempotencyKeys.subject, 'caller-2')));
    const again = await t.post(k);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await again.json()).toEqual({ n: 2 });
    // Stored anew under the right key: the next repeat replays it.
    const third = await t.post(k);
    expect(third.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await third.json()).toEqual({ n: 2 });
  });
});

describe('issue 32: the literals of the batched claim and stored answer', () => {
  it('sqlLiteral answers the same text as pg.escapeLiteral', () => {
    for (const v of [
      '',
      'plain',
      crypto.randomUUID(),
      'v1.' + Buffer.alloc(400, 9).toString('base64url'),
      "O'Brien",
      "''",
      'back\\slash',
      "both ' and \\",
      'ünïcødé ✓',
    ])
      expect(sqlLiteral(v)).toBe(pg.escapeLiteral(v));
  });
});
