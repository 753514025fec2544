/**
 * Issue 31: the mail dispatcher (server/providers/mail.ts `startMailDispatcher`) backs off while
 * the database is away — its failed rounds come at a pause doubling from `intervalMs` — logs each
 * failure by error name and code only, and returns to its interval with one 'mail.resumed' line
 * once a round succeeds again. A stand-in database fails or answers an empty outbox on demand.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { randomBytes } from 'node:crypto';
import { createPiiCipher } from '../../server/auth/pii';
import { startMailDispatcher } from '../../server/providers/mail';

/** A query builder of the stand-in: every call chains, awaiting it answers `result()`. */
function chain(result: () => Promise<unknown[]>): unknown {
  const target = () => undefined;
  return new Proxy(target, {
    get(_t, prop) {
      if (prop === 'then') {
        const p = result();
        return p.then.bind(p);
      }
      return () => chain(result);
    },
    apply: () => chain(result),
  });
}

describe('mail dispatcher while the database is away (issue 31)', () => {
  it('backs off doubling per failed round, logs codes only, resumes its interval', async () => {
    let down = true;
    const rounds: number[] = [];
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const answer = async () => {
      if (down) {
        rounds.push(Date.now());
        throw refused;
      }
      return [];
    };
    const db = {
      delete: () => chain(answer),
      transaction: async (fn: (tx: unknown) => Promise<unknown>) => fn(chain(answer)),
    } as unknown as Db;
    const lines: { event: string; fields: Record<string, unknown> }[] = [];
    const dispatcher = startMailDispatcher({
      db,
      transport: { send: async () => {} },
      log: (event, fields) => void lines.push({ event, fields: { ...fields } }),
      defaultBrokerCode: 'HAA',
      pii: createPiiCipher(randomBytes(32)),
      intervalMs: 20,
    });
    await new Promise((r) => setTimeout(r, 700));
    // A fixed 20 ms interval would have made some 35 rounds; doubling (40, 80, 160, 320 ms …) 4–6.
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    expect(rounds.length).toBeLessThanOrEqual(7);
    const gaps = rounds.slice(1).map((t, i) => t - rounds[i]);
    // The last pause is several intervals long (160 ms or more by then).
    expect(gaps[gaps.length - 1]).toBeGreaterThanOrEqual(150);
    const failed = lines.filter((l) => l.event === 'mail.roundFailed');
    expect(failed.length).toBe(rounds.length);
    expect(failed[0].fields).toEqual({ name: 'Error', code: 'ECONNREFUSED' });

    down = false;
    const deadline = Date.now() + 3_000;
    while (!lines.some((l) => l.event === 'mail.resumed') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await dispatcher.stop();
    expect(lines.find((l) => l.event === 'mail.resumed')?.fields).toEqual({
      failedRounds: rounds.length,
    });
  });
});
