/**
 * Issue 35 item 5 (doc 2 §5, §8 GiftStateNotSupported): the UTMA gift states are reference data —
 * GET v2/countries/USA/states?stateListType=3 answers them, and the server's rule reads the same
 * rows (states.list_types), so the list has one source the wizard reads too. Migration 0025 gives
 * an existing database the list.
 */
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, personResponse, statesResponse } from '../../services/api/contract';
import { states } from '../../server/db/schema';
import { UTMA_UNSUPPORTED_STATES } from '../../server/db/seed';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const ADDRESS = {
  Street: '1 Main Street',
  AptOrSuite: null,
  City: 'Albany',
  State: 'NY',
  PostalCode: '12207',
  CountryIso3Code: 'USA',
  CountryIso2Code: 'US',
};

async function custodian() {
  const reg = await h.register(
    undefined,
    'applicationType=UTMA&utmaAccountType=Custodian&registrationFlowType=1',
  );
  const base = `/v2/applications/${reg.applicationUid}`;
  const p = await h.call('POST', `${base}/persons?isPrimary=true`, {
    token: reg.token,
    body: { FirstName: 'Ada', LastName: 'Lovelace' },
  });
  const uid = personResponse.parse(p.json).PersonUid;
  return (body: unknown) =>
    h.call('POST', `${base}/persons/${uid}/addresses`, { token: reg.token, body });
}

const ny = and(eq(states.countryIso3, 'USA'), eq(states.code, 'NY'));

describe('UTMA gift states as reference data (issue 35 item 5)', () => {
  it('stateListType=3 lists the US states but the unsupported ones', async () => {
    const all = statesResponse.parse((await h.call('GET', '/v2/countries/USA/states')).json);
    const gift = statesResponse.parse(
      (await h.call('GET', '/v2/countries/USA/states?stateListType=3')).json,
    );
    const codes = gift.map((s) => s.Code);
    expect(codes).toContain('NY');
    for (const code of UTMA_UNSUPPORTED_STATES) expect(codes).not.toContain(code);
    expect(codes.length).toBe(all.filter((s) => !UTMA_UNSUPPORTED_STATES.includes(s.Code)).length);
  });

  it('the rule reads the list: a state taken out of it is refused, put back it is saved', async () => {
    const save = await custodian();
    await h.database.db
      .update(states)
      .set({ listTypes: sql`array_remove(${states.listTypes}, 3)` })
      .where(ny);
    try {
      const r = await save(ADDRESS);
      expect(r.status).toBe(400);
      expect(errorResponse.parse(r.json).Errors[0]).toMatchObject({
        Code: 'GiftStateNotSupported',
        Context: 'State',
      });
    } finally {
      // Migration 0025 is what an existing database runs: it puts NY back.
      const migration = readFileSync('server/db/migrations/0025_utma_gift_states.sql', 'utf8');
      await h.database.db.execute(sql.raw(migration));
    }
    const [row] = await h.database.db.select().from(states).where(ny);
    expect(row!.listTypes).toContain(3);
    expect((await save(ADDRESS)).status).toBe(201);
  });
});
