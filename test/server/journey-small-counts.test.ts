/**
 * Issue 31 part 5 — the journey map's small counts (server/domain/journey-map.ts,
 * server/routes/analytics.ts): no share whose numerator (those who went on, or those who
 * stopped) is 1–4; no funnel stage 1–4 below the stage before it; a filtered cell whose
 * unfiltered cell (5 or more) minus it is 1–4 is withheld (null) — checked on the domain
 * function with made-up figures and through GET /analytics/api/summary and the CSV export on
 * applications of two brokers; `active` outside its fixed set is 400. Runs on PGlite and on
 * PostgreSQL (npm run test:pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyGraph } from '../../inspector/journey-graph';
import type { FunnelFigures, StepFigures } from '../../server/db/analytics';
import { SANDBOX_ANALYST } from '../../server/db/analysts';
import { journeySummary, type JourneyFigures } from '../../server/domain/journey-map';
import { startHarness, type Harness } from './helpers';

const GRAPH: JourneyGraph = {
  kind: 'individual',
  machineId: 'wizard-individual',
  nodes: [
    { id: 'a', path: '/a', section: 's', titleKey: null },
    { id: 'b', path: '/b', section: 's', titleKey: null },
    { id: 'c', path: '/c', section: 's', titleKey: null },
    { id: 'd', path: '/d', section: 's', titleKey: null },
    { id: 'done', path: null, section: 'done', titleKey: null },
  ],
  edges: [
    { from: 'a', to: 'b' },
    { from: 'b', to: 'c' },
    { from: 'c', to: 'd' },
    { from: 'd', to: 'done' },
  ],
};

const fig = (reached: number, left: number, now = 0, next: [string, number][] = []) =>
  ({ reached, left, now, medianSeconds: 60, next: new Map(next) }) satisfies StepFigures;
const funnel = (created: number, secured: number, funded = 0): FunnelFigures => ({
  kind: 'individual',
  created,
  secured,
  funded,
  submitted: 0,
  verified: 0,
});
const summaryOf = (figures: JourneyFigures, complements: JourneyFigures[] = []) =>
  journeySummary({
    graph: GRAPH,
    ...figures,
    complements,
    from: new Date(0),
    to: new Date(1),
    now: new Date(1),
    activeMinutes: 30,
  });
const stepOf = (s: ReturnType<typeof summaryOf>, id: string) => s.Steps.find((x) => x.Id === id)!;

describe('journeySummary: shares and differences with a numerator under 5 (issue 31)', () => {
  const base: JourneyFigures = {
    steps: new Map([
      ['/a', fig(20, 2, 0, [['/b', 18]])], // 2 stopped: 90 % would give them back
      ['/b', fig(20, 17, 0, [['/c', 3]])], // 3 went on: 15 % would give them back
      ['/c', fig(20, 0, 0, [['/d', 20]])], // all went on: 100 % (Left shows 0 anyway)
      ['/d', fig(20, 10, 5, [])], // 10 and 10: 50 %
    ]),
    funnel: [funnel(19, 15, 9)],
    daily: [{ day: '2026-01-01', starts: 19, completions: 0 }],
  };

  it('ContinuedPercent is withheld when those who stopped or those who went on are 1–4', () => {
    const s = summaryOf(base);
    expect(stepOf(s, 'a')).toMatchObject({ Reached: 20, Left: '<5', ContinuedPercent: null });
    expect(stepOf(s, 'b')).toMatchObject({ Reached: 20, Left: 17, ContinuedPercent: null });
    expect(stepOf(s, 'c')).toMatchObject({ Reached: 20, Left: 0, ContinuedPercent: 100 });
    expect(stepOf(s, 'd')).toMatchObject({ Reached: 20, Left: 10, ContinuedPercent: 50 });
    // No number on the map is a share resting on 1–4.
    for (const st of s.Steps) {
      if (st.ContinuedPercent === null) continue;
      expect(typeof st.Reached === 'number' && st.Reached >= 5).toBe(true);
      expect(st.Left === 0 || (typeof st.Left === 'number' && st.Left >= 5)).toBe(true);
    }
  });

  it('a funnel stage 1–4 below the last stage shown is withheld', () => {
    expect(summaryOf(base).Funnel[0]).toMatchObject({ Created: 19, Secured: null, Funded: 9 });
    expect(summaryOf({ ...base, funnel: [funnel(19, 10, 8)] }).Funnel[0]).toMatchObject({
      Created: 19,
      Secured: 10,
      Funded: null,
    });
  });

  it('a cell whose complementary (unfiltered) cell minus it is 1–4 is withheld; 0 and "<5" stay', () => {
    const all: JourneyFigures = {
      steps: new Map([
        ['/a', fig(23, 2, 0, [['/b', 21]])], // Reached: 3 others → withheld; moves 21 − 18 = 3 → withheld
        ['/b', fig(30, 17, 0, [['/c', 13]])], // 10 others: shown
        ['/c', fig(20, 0, 3, [['/d', 20]])], // Now 3 in all, 0 here: shown (3 is "<5" there)
        ['/d', fig(20, 10, 9, [])], // Now 9 − 5 = 4 others: withheld
      ]),
      funnel: [funnel(21, 15, 9)],
      daily: [{ day: '2026-01-01', starts: 21, completions: 0 }],
    };
    const s = summaryOf(base, [all]);
    expect(stepOf(s, 'a')).toMatchObject({ Reached: null, ContinuedPercent: null });
    expect(s.Edges.find((e) => e.From === 'a')!.Traffic).toBeNull();
    expect(stepOf(s, 'b').Reached).toBe(20);
    expect(stepOf(s, 'c')).toMatchObject({ Now: 0, Reached: 20, ContinuedPercent: 100 });
    expect(stepOf(s, 'd')).toMatchObject({ Now: null, Reached: 20, ContinuedPercent: 50 });
    expect(s.Funnel[0].Created).toBeNull(); // 21 − 19
    expect(s.Daily[0].Starts).toBeNull();
    // Without the complement the same cells are shown.
    const alone = summaryOf(base);
    expect(stepOf(alone, 'a').Reached).toBe(20);
    expect(stepOf(alone, 'd').Now).toBe(5);
  });
});

describe('GET /analytics/api/summary: complementary cells and the windows of "now" (issue 31)', () => {
  let h: Harness;
  let analyst: string;
  beforeAll(async () => {
    h = await startHarness();
    analyst = (
      await h.call('POST', '/analytics/api/session', {
        body: { Email: SANDBOX_ANALYST.email, Password: SANDBOX_ANALYST.password },
      })
    ).json.Token;
    // 6 applications of HAA and 2 of MPL at the secure intro.
    const drive = async (broker: string) => {
      const reg = await h.register(
        undefined,
        `applicationType=Individual&registrationFlowType=1&brokerCode=${broker}`,
      );
      const r = await h.call('POST', `/v2/applications/${reg.applicationUid}/steps`, {
        token: reg.token,
        body: { Step: '/secure' },
      });
      expect(r.status, r.text).toBe(200);
    };
    for (const broker of ['HAA', 'HAA', 'HAA', 'HAA', 'HAA', 'HAA', 'MPL', 'MPL'])
      await drive(broker);
    h.clock.now = new Date(); // the period ends now, after the records
  }, 120_000);
  afterAll(() => h.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const summary = async (query: string): Promise<any> => {
    const r = await h.call('GET', `/analytics/api/summary?kind=individual&${query}`, {
      token: analyst,
    });
    expect(r.status, r.text).toBe(200);
    return r.json;
  };
  const secure = (s: { Steps: Array<{ Id: string }> }) => s.Steps.find((x) => x.Id === 'secure')!;

  it('all brokers 8; HAA (8 − 6 = 2 others) withheld; MPL "<5"', async () => {
    expect(secure(await summary(''))).toMatchObject({ Reached: 8, Now: 8 });
    expect(secure(await summary('broker=HAA'))).toMatchObject({ Reached: null, Now: null });
    expect(secure(await summary('broker=MPL'))).toMatchObject({ Reached: '<5', Now: '<5' });
    const csv = await h.call('GET', '/analytics/api/export/steps?kind=individual&broker=HAA', {
      token: analyst,
    });
    expect(csv.text.split('\r\n').find((l) => l.startsWith('individual,secure,'))).toBe(
      'individual,secure,/secure,secure,,,0,,,',
    );
  });

  it('`active` takes 15, 30, 60 or 180 only', async () => {
    for (const active of [15, 30, 60, 180])
      expect((await summary(`active=${active}`)).ActiveMinutes).toBe(active);
    for (const active of ['29', '31', '1', '1440', 'x']) {
      const r = await h.call('GET', `/analytics/api/summary?active=${active}`, { token: analyst });
      expect(r.status, active).toBe(400);
    }
  });
});
