/**
 * The journey map's daily rollup (issue 25, migration 0021, server/db/analytics.ts): over the
 * bench generator's data set (several days, every kind, four brokers) the rollup path answers
 * exactly what the raw records answer — for periods with whole days and edge days, periods
 * inside one day, period ends on midnight, each broker; the filters the rollup does not hold
 * stay raw; now and left here (the open records less the completed applications') equal the
 * joined count. recordStep (POST …/steps) keeps the rollup right: the rollup it maintains equals the
 * one rebuilt from the records, and the page's answer read from the rollup equals the raw one.
 * Runs on PGlite and on PostgreSQL (npm run test:pg).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateJourneyData } from '../../bench/analytics-data';
import { RUNNABLE_WIZARDS } from '../../machines/wizard-engine/registry';
import { individualSequences } from '../../machines/wizards/individual.steps';
import { SANDBOX_ANALYST } from '../../server/db/analysts';
import {
  periodSplit,
  rebuildStepRollups,
  STEP_ROLLUP_BACKFILL,
  stepFigures,
  type AnalyticsFilters,
} from '../../server/db/analytics';
import { MIGRATIONS_DIR } from '../../server/db/client';
import { startHarness, type Harness } from './helpers';

const DAY = 86_400_000;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The rollup tables, sorted: what recordStep maintained or a rebuild wrote. */
async function rollupRows(h: Harness) {
  const days = await h.database.db.execute(
    sql`select kind, broker_code, day::text as day, step, next_step, reached, moves
      from application_step_days order by 1, 2, 3, 4, 5`,
  );
  const times = await h.database.db.execute(
    sql`select kind, broker_code, day::text as day, step, bucket, moves
      from application_step_time_days order by 1, 2, 3, 4, 5`,
  );
  return { days: rowsOf(days), times: rowsOf(times) };
}

describe('periodSplit: whole UTC days from the rollup, the edge days raw (issue 25)', () => {
  const t = (s: string) => new Date(s);
  it('splits a period into its whole days and the two edge parts', () => {
    expect(periodSplit(t('2026-01-01T10:00:00Z'), t('2026-01-04T05:00:00Z'))).toEqual({
      days: { from: '2026-01-02', to: '2026-01-04' },
      raw: [
        [t('2026-01-01T10:00:00Z'), t('2026-01-02T00:00:00Z')],
        [t('2026-01-04T00:00:00Z'), t('2026-01-04T05:00:00Z')],
      ],
    });
    expect(periodSplit(t('2026-01-01T00:00:00Z'), t('2026-01-03T00:00:00Z'))).toEqual({
      days: { from: '2026-01-01', to: '2026-01-03' },
      raw: [],
    });
    // Inside one day, or across one midnight without a whole day: all raw.
    expect(periodSplit(t('2026-01-01T10:00:00Z'), t('2026-01-02T09:00:00Z'))).toEqual({
      days: null,
      raw: [[t('2026-01-01T10:00:00Z'), t('2026-01-02T09:00:00Z')]],
    });
  });
});

describe('migration 0021 reaches databases migrated before it', () => {
  it('its journal stamp is after every earlier one (drizzle applies only newer stamps)', () => {
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: Array<{ tag: string; when: number }> };
    const at = journal.entries.findIndex((e) => e.tag === '0021_step_rollups');
    expect(at).toBeGreaterThan(0);
    for (let i = 1; i < journal.entries.length; i += 1)
      expect(journal.entries[i]!.when, journal.entries[i]!.tag).toBeGreaterThan(
        journal.entries[i - 1]!.when,
      );
  });
});

describe('the rollup answers what the records answer (generated data, several days)', () => {
  let h: Harness;
  const now = new Date();
  beforeAll(async () => {
    h = await startHarness();
    // The bench's generator (its rollup written as migration 0021's backfill), small: 400
    // applications, 8,000 records over 6 days.
    const client = (h.database.db as unknown as { $client: pg.Client }).$client;
    await generateJourneyData(client, { applications: 400, records: 8_000, days: 6, now });
  }, 120_000);
  afterAll(async () => {
    await h.close();
  });

  const filters = (from: Date, to: Date, extra: Partial<AnalyticsFilters> = {}) => ({
    from,
    to,
    activeMinutes: 30,
    now,
    ...extra,
  });
  const hours = (n: number) => new Date(now.getTime() - n * 3_600_000);
  const midnight = (daysBack: number) =>
    new Date(Math.floor(now.getTime() / DAY) * DAY - daysBack * DAY);

  it('the data set spans several days and every kind has rollup rows', async () => {
    const r = rowsOf<{ days: number; kinds: number }>(
      await h.database.db.execute(
        sql`select count(distinct day)::int as days, count(distinct kind)::int as kinds
          from application_step_days where broker_code = ''`,
      ),
    )[0]!;
    expect(r.days).toBeGreaterThanOrEqual(6);
    expect(r.kinds).toBeGreaterThanOrEqual(8);
  });

  it('same figures from the rollup and from the records: periods, edge days, brokers', async () => {
    const periods: Array<[Date, Date]> = [
      [hours(24 * 7), now], // 7 days ending now: 6 whole days, two edge parts
      [hours(24 * 3 + 5), hours(7)], // edge parts on both sides
      [midnight(4), midnight(1)], // exact midnights: rollup only
      [midnight(3), now], // a midnight start, a raw end
      [hours(30), hours(2)], // across one midnight, no whole day: raw only
      [hours(5), now], // inside today
    ];
    const brokers = [null, 'HAA', 'SVR'];
    let compared = 0;
    for (const kind of ['individual', 'joint', 'metalStream', 'iraBusiness'] as const)
      for (const [from, to] of periods)
        for (const brokerCode of brokers) {
          const f = filters(from, to, { brokerCode });
          const rolled = await stepFigures(h.database.db, kind, f);
          const raw = await stepFigures(h.database.db, kind, f, { rollup: false });
          expect(rolled, `${kind} ${from.toISOString()}–${to.toISOString()} ${brokerCode}`).toEqual(
            raw,
          );
          compared += [...raw.values()].reduce((n, x) => n + x.reached, 0);
        }
    expect(compared).toBeGreaterThan(1000);
  });

  it('now and left here: the open records less the completed ones equal the joined count', async () => {
    const completed = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`select count(*)::int as n from applications a join application_steps s
          on s.application_uid = a.uid where a.is_completed and s.left_at is null`,
      ),
    )[0]!.n;
    expect(completed).toBeGreaterThan(10);
    for (const activeMinutes of [30, 24 * 60]) {
      const f = filters(hours(24 * 6), now, { activeMinutes });
      const rolled = await stepFigures(h.database.db, 'individual', f);
      const raw = await stepFigures(h.database.db, 'individual', f, { rollup: false });
      expect(rolled).toEqual(raw);
      expect([...raw.values()].reduce((n, x) => n + x.left + x.now, 0)).toBeGreaterThan(20);
    }
  });

  it('the raw path stands alone: an emptied rollup changes the rollup answer, not filtered ones', async () => {
    const f = filters(hours(24 * 7), now);
    const before = await stepFigures(h.database.db, 'individual', f);
    const flowBefore = await stepFigures(h.database.db, 'individual', { ...f, flow: 'self' });
    await h.database.db.execute(sql`delete from application_step_days`);
    await h.database.db.execute(sql`delete from application_step_time_days`);
    expect(await stepFigures(h.database.db, 'individual', f)).not.toEqual(before);
    // The registration flow is a filter the rollup does not hold: it reads the records.
    expect(await stepFigures(h.database.db, 'individual', { ...f, flow: 'self' })).toEqual(
      flowBefore,
    );
    await rebuildStepRollups(h.database.db);
    expect(await stepFigures(h.database.db, 'individual', f)).toEqual(before);
  });
});

describe('recordStep keeps the rollup right (POST …/steps, doc 1 §4.8)', () => {
  let h: Harness;
  const IND = 'applicationType=Individual&registrationFlowType=1';
  beforeAll(async () => {
    h = await startHarness();
    const seq = individualSequences.usaWire;
    const drive = async (query: string, steps: readonly string[]) => {
      const reg = await h.register(undefined, query);
      for (const Step of steps) {
        const r = await h.call('POST', `/v2/applications/${reg.applicationUid}/steps`, {
          token: reg.token,
          body: { Step },
        });
        expect(r.status, r.text).toBe(200);
      }
    };
    const runs: Array<Promise<void>> = [];
    // 7 through the address, 3 to the date of birth (a "<5" cell), 2 going back and forth.
    for (let i = 0; i < 7; i += 1) runs.push(drive(IND, seq.slice(0, seq.indexOf('/address') + 1)));
    for (let i = 0; i < 3; i += 1)
      runs.push(drive(IND, seq.slice(0, seq.indexOf('/secure/dob') + 1)));
    for (let i = 0; i < 2; i += 1)
      runs.push(drive(IND, ['/secure', '/secure/name', '/secure', '/secure/name']));
    for (let i = 0; i < 5; i += 1)
      runs.push(drive('applicationType=JointTenants', ['/secure', '/secure/name']));
    await Promise.all(runs);
  }, 240_000);
  afterAll(async () => {
    await h.close();
  });

  it('the maintained rollup equals the one rebuilt from the records (and migration 0021 backfills the same)', async () => {
    const maintained = await rollupRows(h);
    expect(maintained.days.length).toBeGreaterThan(20);
    expect(maintained.times.length).toBeGreaterThan(5);
    await rebuildStepRollups(h.database.db);
    expect(await rollupRows(h)).toEqual(maintained);
    // Migration 0021's backfill is STEP_ROLLUP_BACKFILL's text.
    const migration = readFileSync(join(MIGRATIONS_DIR, '0021_step_rollups.sql'), 'utf8');
    const inserts = migration
      .split('--> statement-breakpoint')
      .map((x) =>
        x
          .replace(/^\s*--.*$/gm, '')
          .trim()
          .replace(/;$/, ''),
      )
      .filter((x) => x.startsWith('INSERT'));
    expect(inserts).toEqual(STEP_ROLLUP_BACKFILL.filter((x) => x.startsWith('INSERT')));
    await h.database.db.execute(sql`delete from application_step_days`);
    await h.database.db.execute(sql`delete from application_step_time_days`);
    for (const statement of inserts) await h.database.db.execute(sql.raw(statement));
    expect(await rollupRows(h)).toEqual(maintained);
  });

  it("the page's answer read from the rollup equals the raw one, '<5' included", async () => {
    // Tomorrow, 1 a.m.: today is a whole day of the 7-day period, read from the rollup.
    const today = Math.floor(Date.now() / DAY) * DAY;
    h.clock.now = new Date(today + DAY + 3_600_000);
    const f: AnalyticsFilters = {
      from: new Date(h.clock.now.getTime() - 7 * DAY),
      to: h.clock.now,
      activeMinutes: 30,
      now: h.clock.now,
    };
    expect(periodSplit(f.from, f.to).days?.to).toBe(
      new Date(today + DAY).toISOString().slice(0, 10),
    );
    for (const kind of ['individual', 'joint'] as const) {
      const rolled = await stepFigures(h.database.db, kind, f);
      expect(rolled).toEqual(await stepFigures(h.database.db, kind, f, { rollup: false }));
      expect([...rolled.values()].some((x) => x.reached > 0)).toBe(true);
    }
    // Through the API: no filter (rollup) and flow=self (records) answer the same here — every
    // application is the applicant's own.
    // An analyst session of that time (a session lasts hours, not a day).
    const signIn = await h.call('POST', '/analytics/api/session', {
      body: { Email: SANDBOX_ANALYST.email, Password: SANDBOX_ANALYST.password },
    });
    const token = signIn.json.Token as string;
    const get = async (q: string) => {
      const r = await h.call('GET', `/analytics/api/summary?kind=individual&period=7d${q}`, {
        token,
      });
      expect(r.status, r.text).toBe(200);
      return r.json as {
        Steps: Array<{ Id: string; Reached: unknown; Left: unknown; MedianSeconds: unknown }>;
      };
    };
    const rolled = await get('');
    expect(rolled.Steps).toEqual((await get('&flow=self')).Steps);
    const step = (id: string) => rolled.Steps.find((s) => s.Id === id)!;
    expect(step('address').Reached).toBe(7);
    expect(step('dob').Reached).toBe(10);
    expect(step('name').Reached).toBe(12);
    expect(step('ssn').Reached).toBe(7);
    expect(step('address').Left).toBe(7);
    expect(step('dob').Left).toBe('<5');
    expect(typeof step('name').MedianSeconds).toBe('number');
    h.clock.now = new Date();
  });

  it('every kind the map offers reads its rollup without error', async () => {
    const f: AnalyticsFilters = {
      from: new Date(Date.now() - 30 * DAY),
      to: new Date(),
      activeMinutes: 30,
      now: new Date(),
    };
    for (const kind of RUNNABLE_WIZARDS) await stepFigures(h.database.db, kind, f);
  });
});
