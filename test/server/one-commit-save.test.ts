/**
 * Issue 22 "Saves": a keyed save is ONE transaction — the claim of its Idempotency-Key, the
 * route's writes and the stored answer commit together (server/http/idempotency.ts,
 * server/db/request-tx.ts). A concurrent duplicate waits on the key row's lock and replays the
 * stored answer; a failure inside the transaction leaves nothing (no claim, no write) and a retry
 * with the key succeeds. Runs on PGlite and, through test/server/pg.sh, on PostgreSQL.
 */
import { count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/auth';
import { ApiError } from '../../server/http/errors';
import { idempotency } from '../../server/http/idempotency';
import { idempotencyKeys, persons } from '../../server/db/schema';
import { startHarness, type Harness } from './helpers';

const PII_KEY = Buffer.alloc(32, 5);
const NAME = { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 };

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ piiKey: PII_KEY });
});
afterAll(() => h.close());

const keyRows = (k: string) =>
  h.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k));

/**
 * Transaction ids handed out so far: every transaction that wrote (or locked a row) took one, and
 * this call's own transaction takes one too. Between two calls, the writing transactions that
 * committed or rolled back = difference - 1.
 */
async function xids(): Promise<number> {
  const r = await h.database.db.execute<{ x: string }>(sql`select txid_current()::text as x`);
  const rows = (Array.isArray(r) ? r : (r as { rows: { x: string }[] }).rows) as { x: string }[];
  return Number(rows[0].x);
}

/** A registered applicant with a primary person. */
async function applicant() {
  const reg = await h.register();
  const person = await h.call(
    'POST',
    `/v2/applications/${reg.applicationUid}/persons?isPrimary=true`,
    {
      token: reg.token,
      body: NAME,
    },
  );
  expect(person.status, person.text).toBe(201);
  return { reg, personUid: person.json.PersonUid as string };
}

describe('one commit per keyed save (issue 22)', () => {
  it('PUT …/names with a fresh key: one writing transaction (claim, write and answer together)', async () => {
    const { reg, personUid } = await applicant();
    const path = `/v2/applications/${reg.applicationUid}/persons/${personUid}/names`;
    // Warm-up (the first save of a caller may read caches), not counted.
    const warm = await h.call('PUT', path, {
      token: reg.token,
      body: { ...NAME, FirstName: 'Grace' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(warm.status, warm.text).toBe(200);
    const perSave: number[] = [];
    for (const first of ['Ada', 'Grace', 'Ada']) {
      const before = await xids();
      const save = await h.call('PUT', path, {
        token: reg.token,
        body: { ...NAME, FirstName: first },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      expect(save.status, save.text).toBe(200);
      perSave.push((await xids()) - before - 1);
    }
    // Before issue 22: 3 (claim, write, stored answer, each its own commit).
    expect(perSave).toEqual([1, 1, 1]);
    const [row] = await h.database.db.select().from(persons).where(eq(persons.uid, personUid));
    expect(row.firstName).toBe('Ada');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL a keyed save is three round trips: BEGIN with the claim, the write, the stored answer with COMMIT',
    async () => {
      const { reg, personUid } = await applicant();
      const path = `/v2/applications/${reg.applicationUid}/persons/${personUid}/names`;
      const save = (first: string) =>
        h.call('PUT', path, {
          token: reg.token,
          body: { ...NAME, FirstName: first },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        });
      // Warm-up: the caller's caches, the statements prepared once per connection.
      for (const first of ['Grace', 'Ada', 'Grace']) expect((await save(first)).status).toBe(200);
      // Every query the driver sends is one round trip (a multi-statement text is one).
      const sent: string[] = [];
      const original = pg.Client.prototype.query;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const q = args[0] as string | { text?: string };
        sent.push(typeof q === 'string' ? q : (q.text ?? ''));
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof original;
      const perSave: number[] = [];
      try {
        for (const first of ['Ada', 'Grace', 'Ada']) {
          const before = sent.length;
          const r = await save(first);
          expect(r.status, r.text).toBe(200);
          perSave.push(sent.length - before);
        }
      } finally {
        pg.Client.prototype.query = original;
      }
      // Before: 5 (BEGIN, claim, write, stored answer, COMMIT each a round trip of its own).
      expect(perSave, sent.join('\n---\n')).toEqual([3, 3, 3]);
    },
  );

  it('a key with quotes, a backslash and SQL in it is stored and replayed as it is', async () => {
    const { reg, personUid } = await applicant();
    const path = `/v2/applications/${reg.applicationUid}/persons/${personUid}/names`;
    const key = `k'1\\');drop/**/table/**/persons;--"${crypto.randomUUID()}`;
    const init = { token: reg.token, body: NAME, headers: { 'Idempotency-Key': key } };
    const first = await h.call('PUT', path, init);
    expect(first.status, first.text).toBe(200);
    expect(await keyRows(key)).toHaveLength(1);
    const again = await h.call('PUT', path, init);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    const other = await h.call('PUT', path, { ...init, body: { ...NAME, FirstName: 'Eve' } });
    expect(other.status).toBe(422);
  });

  it('10 parallel requests with one key: one write, ten identical answers', async () => {
    const reg = await h.register();
    const path = `/v2/applications/${reg.applicationUid}/persons?isPrimary=true`;
    const init = {
      token: reg.token,
      body: NAME,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.call('POST', path, init)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    for (const a of answers) expect(a.text).toBe(answers[0].text);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(9);
    const [n] = await h.database.db
      .select({ n: count() })
      .from(persons)
      .where(eq(persons.applicationUid, reg.applicationUid));
    expect(n.n).toBe(1);
  });
});

describe('the middleware around a route that writes (issue 22)', () => {
  /**
   * A Hono app with a fixed caller whose POST /rename writes the first name of `personUid`
   * through the server's db, then answers what `after` says (or throws).
   */
  function renameApp(personUid: string, after: (n: number) => Response, waitMs?: number) {
    let runs = 0;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('auth', {
        userUid: 'caller-22',
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
        waitMs,
      }),
    );
    app.post('/rename', async (c) => {
      const n = (runs += 1);
      const { FirstName } = (await c.req.json()) as { FirstName: string };
      await h.database.db
        .update(persons)
        .set({ firstName: FirstName })
        .where(eq(persons.uid, personUid));
      return after(n);
    });
    app.onError((err, c) =>
      err instanceof ApiError ? c.json(err.toBody(), err.status) : c.text('boom', 500),
    );
    const post = (k: string, FirstName: string) =>
      app.request('/rename', {
        method: 'POST',
        body: JSON.stringify({ FirstName }),
        headers: { 'Idempotency-Key': k, 'Content-Type': 'application/json' },
      });
    return { post, runs: () => runs };
  }
  const firstName = async (uid: string) =>
    (await h.database.db.select().from(persons).where(eq(persons.uid, uid)))[0].firstName;

  it('a fault after the write: nothing stays — no claimed key, no write — and a retry with the key succeeds', async () => {
    const { personUid } = await applicant();
    const t = renameApp(personUid, (n) => {
      if (n === 1) throw new Error('fault after the write');
      return Response.json({ n });
    });
    const k = crypto.randomUUID();
    const failed = await t.post(k, 'Zelda');
    expect(failed.status).toBe(500);
    expect(await keyRows(k)).toHaveLength(0);
    expect(await firstName(personUid)).toBe('Ada'); // the write was rolled back with the claim
    const retry = await t.post(k, 'Zelda');
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ n: 2 });
    expect(await firstName(personUid)).toBe('Zelda');
    expect((await keyRows(k))[0]).toMatchObject({ status: 200 });
    // The stored answer is replayed; another body with the key is still 422.
    const again = await t.post(k, 'Zelda');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const other = await t.post(k, 'Yvonne');
    expect(other.status).toBe(422);
    expect(((await other.json()) as { Errors: { Code: string }[] }).Errors[0].Code).toBe(
      'IdempotencyKeyReused',
    );
    expect(await firstName(personUid)).toBe('Zelda');
    expect(t.runs()).toBe(2);
  });

  it('a 5xx answer rolls back the write and the claim too', async () => {
    const { personUid } = await applicant();
    const t = renameApp(personUid, (n) =>
      n === 1 ? new Response('down', { status: 503 }) : Response.json({ n }),
    );
    const k = crypto.randomUUID();
    expect((await t.post(k, 'Xena')).status).toBe(503);
    expect(await keyRows(k)).toHaveLength(0);
    expect(await firstName(personUid)).toBe('Ada');
    expect((await t.post(k, 'Xena')).status).toBe(200);
    expect(await firstName(personUid)).toBe('Xena');
  });

  it('10 concurrent duplicates wait on the key row and replay: the handler runs once', async () => {
    const { personUid } = await applicant();
    const t = renameApp(personUid, (n) => Response.json({ n }));
    const k = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.post(k, 'Wanda')));
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(bodies)).toEqual(new Set(['{"n":1}']));
    expect(t.runs()).toBe(1);
  });
});
