/**
 * The analysts' journey map aggregates (issue 25), from PostgreSQL. Privacy by construction:
 * the queries read only the step records (`application_steps`: step path, times, next step,
 * first visit) and the applications' kind, broker, flow (self / sales-assisted), start, completion
 * and verification outcome — never a person, an e-mail, a name or a uid leaves this module — and
 * every count from 1 to 4 is answered as "<5" here, so neither the page nor the CSV export can
 * show it (`cell`). Shares and medians of a step with fewer than 5 applications are withheld.
 *
 * Definitions (docs/decisions.md, issue 25):
 * - kind: the wizard id of doc 2 §2.2 (`wizardIdFor`, written as SQL in `KIND_SQL`).
 * - period [from, to): step figures count the step records created in it; funnel and daily
 *   figures the applications started (created) in it, completions by their completion time.
 * - kind: the kind the application had when the step was recorded (application_steps.kind).
 * - reached: applications whose FIRST visit of the step lies in the period.
 * - now: applications whose latest record is at the step and younger than `activeMinutes`
 *   (whatever the period), not completed.
 * - left here: applications whose latest record (in the period) is at the step, older than
 *   `activeMinutes`, not completed; continued = 1 − left/reached.
 * - median time: of the step's records left (next record) in the period, the time to the next
 *   (from a histogram of about 5 % wide buckets: ±2.5 %, MEDIAN_BUCKETS_PER_E).
 * - edge traffic: moves from one step to the next recorded in the period.
 * - funnel: created → secured (reached /address, doc 1 §4.8 "secure completed") → funded (reached
 *   the kind's review step: funding done or skipped) → submitted (completed) → verified
 *   (identity verification 'Passed'); secured and funded are the applications' securedAt and
 *   fundedAt, which recordStep sets.
 * - funding method: the funding-method step the application reached (FUNDING_METHODS).
 */
import { sql, type SQL } from 'drizzle-orm';
import { WIZARD_TABLES, type WizardId } from '../../machines/wizard-engine/registry';
import { STEP_CATALOGUE } from '../../machines/wizards/step-catalogue';
import type { Cell } from '../../services/api/analytics-contract';
import type { Db } from './client';

export type { Cell } from '../../services/api/analytics-contract';

/** Smallest count shown as a number (0 is shown too: it describes no one). */
export const SUPPRESS_BELOW = 5;

/** `n` as a cell: "<5" when 1 ≤ n < 5. */
export const cell = (n: number): Cell => (n > 0 && n < SUPPRESS_BELOW ? '<5' : n);

/** The funding methods of the filter and the step whose record marks the choice (doc 3 §2.4). */
export const FUNDING_METHODS = {
  ach: STEP_CATALOGUE.fundAch.path,
  wire: STEP_CATALOGUE.fundWire.path,
  check: STEP_CATALOGUE.fundCheck.path,
  crypto: STEP_CATALOGUE.fundCrypto.path,
  rollover: STEP_CATALOGUE.fundRollover.path,
  contribution: STEP_CATALOGUE.fundContribution.path,
} as const;
export type FundingMethod = keyof typeof FUNDING_METHODS;

/** Registration flow of the filter: the applicant's own, or prepared by a sales agent (IsAssisted). */
export type RegistrationFlow = 'self' | 'assisted';

/** The secured stage of the funnel: the address step (doc 1 §4.8 'secure completed' fires there). */
export const SECURED_PATH = STEP_CATALOGUE.address.path;

/** The kinds' review paths: the funded stage of the funnel (funding done or skipped). */
export const FUNDED_PATHS: readonly string[] = [
  ...new Set(
    Object.values(WIZARD_TABLES).map((t) => t.find((s) => s.id === 'review')?.path ?? '/review'),
  ),
];

/**
 * The wizard id of an application row `a` (doc 2 §2.2, `wizardIdFor` of
 * machines/wizard-engine/registry.ts — a test checks they agree on every combination).
 */
export const KIND_SQL = sql.raw(`(case
  when a.registration_flow_type = 2 then (case a.application_type
    when 'JointTenants' then 'metalStreamJoint'
    when 'UTMA' then 'metalStreamUtma'
    when 'Corporate' then (case when a.account_type = 'Trust' then 'metalStreamTrust' else 'metalStreamBusiness' end)
    else 'metalStream' end)
  when a.application_type = 'Individual' then 'individual'
  when a.application_type = 'Corporate' then (case when a.account_type = 'Trust' then 'trust' else 'business' end)
  when a.application_type = 'IRA' then (case when a.account_type in ('SIMPLE', 'SEP') then 'iraBusiness' else 'iraPersonal' end)
  when a.application_type = 'JointTenants' then 'joint'
  when a.application_type = 'UTMA' then 'utma'
end)`);

export interface AnalyticsFilters {
  from: Date;
  to: Date;
  brokerCode?: string | null;
  flow?: RegistrationFlow | null;
  funding?: FundingMethod | null;
  /** Minutes within which an application's latest record counts as "there now". */
  activeMinutes: number;
  now: Date;
}

/** The WHERE conditions on the application `a` of broker, flow and funding method. */
function appFilters(f: AnalyticsFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.brokerCode) parts.push(sql`a.broker_code = ${f.brokerCode}`);
  if (f.flow) parts.push(sql`a.is_assisted = ${f.flow === 'assisted'}`);
  if (f.funding)
    parts.push(
      sql`a.uid in (select m.application_uid from application_steps m where m.step = ${FUNDING_METHODS[f.funding]})`,
    );
  return sql.join(parts, sql` and `);
}

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;
const iso = (d: Date) => d.toISOString();

/** Raw per-step figures of one kind (before suppression); see the module comment. */
export interface StepFigures {
  reached: number;
  left: number;
  now: number;
  medianSeconds: number | null;
  /** Moves from this step to the next step (by path) in the period. */
  next: Map<string, number>;
}

/**
 * Resolution of the time-spent histogram: a record's time is kept as the bucket
 * round(ln(1 + seconds) × MEDIAN_BUCKETS_PER_E), about 5 % wide, so the median is found by one
 * hash aggregate instead of a sort of every record (answered as the bucket's middle: ±2.5 %) —
 * and, a histogram merging by addition, the daily rollup keeps the same buckets.
 */
export const MEDIAN_BUCKETS_PER_E = 20;
const bucketSeconds = (b: number) => Math.exp(b / MEDIAN_BUCKETS_PER_E) - 1;

/**
 * The time-spent bucket of a record created at `created` and left at `left` (SQL expressions):
 * the one expression of the raw path, recordStep's rollup and the rollup's backfill (migration
 * 0021 writes it out as text; a test checks they agree).
 */
export const bucketSql = (created: string, left: string): SQL =>
  sql.raw(`round(ln(1 + date_part('epoch', ${left} - ${created})) * ${MEDIAN_BUCKETS_PER_E})::int`);

/** The UTC day of a timestamp expression, as the rollup keys it. */
const daySql = (ts: string): SQL => sql.raw(`(${ts} at time zone 'UTC')::date`);

/** The rollup's broker code of "all brokers". */
export const ALL_BROKERS = '';

/** True when a filter needs the application row (broker, flow, funding method). */
const filtersApplications = (f: AnalyticsFilters) => !!(f.brokerCode || f.flow || f.funding);

/**
 * True when the daily rollup holds the filters' cells: kind and broker only. The registration
 * flow can change after the records (a sales agent takes an application over, markAssisted) and
 * the funding method is known only once that step is reached, so those filters read the records.
 */
export const rollupHolds = (f: AnalyticsFilters): boolean => !f.flow && !f.funding;

const DAY_MS = 86_400_000;

/**
 * How a period splits (issue 25): the whole UTC days inside [from, to) — read from the rollup —
 * and the raw ranges before and after them (the two edge days' parts); no whole day: all raw.
 */
export function periodSplit(
  from: Date,
  to: Date,
): { days: { from: string; to: string } | null; raw: Array<[Date, Date]> } {
  const first = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const last = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  if (first >= last) return { days: null, raw: from < to ? [[from, to]] : [] };
  const raw: Array<[Date, Date]> = [];
  if (from.getTime() < first) raw.push([from, new Date(first)]);
  if (last < to.getTime()) raw.push([new Date(last), to]);
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { days: { from: day(first), to: day(last) }, raw };
}

/** A row of the moves aggregate: raw records or rollup rows, summed the same way. */
interface MoveRow {
  step: string;
  next_step: string | null;
  b: number | null;
  n: number;
  first: number;
}

/**
 * The figures of every step path of `kind` in the period (see the module comment). The period's
 * moves, first visits and time-spent histogram come from the daily rollup for its whole days and
 * from the kind's index range of records for the edge days' parts (or from the records alone when
 * a filter is one the rollup does not hold, or `opts.rollup` is false — the raw path, which the
 * tests compare against); now and left here from the open records.
 */
export async function stepFigures(
  db: Db,
  kind: WizardId,
  f: AnalyticsFilters,
  opts: { rollup?: boolean } = {},
): Promise<Map<string, StepFigures>> {
  const active = new Date(f.now.getTime() - f.activeMinutes * 60_000);
  const ofApps = filtersApplications(f)
    ? sql`and s.application_uid in (select a.uid from applications a where ${appFilters(f)})`
    : sql``;
  const split =
    opts.rollup !== false && rollupHolds(f)
      ? periodSplit(f.from, f.to)
      : { days: null, raw: [[f.from, f.to] as [Date, Date]] };
  const rawMoves = ([from, to]: [Date, Date]) =>
    db.execute(sql`select s.step, s.next_step,
        (case when s.left_at is null then null else ${bucketSql('s.created_at', 's.left_at')} end) as b,
        count(*)::int as n,
        (count(*) filter (where s.first_visit))::int as first
      from application_steps s
      where s.kind = ${kind} and s.created_at >= ${iso(from)} and s.created_at < ${iso(to)} ${ofApps}
      group by 1, 2, 3`);
  const days = split.days;
  const rolled = days
    ? db.execute(sql`select d.step, nullif(d.next_step, '') as next_step, null::int as b,
          sum(d.moves)::int as n, sum(d.reached)::int as first
        from application_step_days d
        where d.kind = ${kind} and d.broker_code = ${f.brokerCode ?? ALL_BROKERS}
          and d.day >= ${days.from} and d.day < ${days.to}
        group by 1, 2
        union all
        select t.step, null, t.bucket, sum(t.moves)::int, 0
        from application_step_time_days t
        where t.kind = ${kind} and t.broker_code = ${f.brokerCode ?? ALL_BROKERS}
          and t.day >= ${days.from} and t.day < ${days.to}
        group by 1, 3`)
    : null;
  const lo = iso(new Date(Math.min(f.from.getTime(), active.getTime())));
  const openCounts = sql`(count(*) filter (where s.created_at >= ${iso(active)}))::int as now,
        (count(*) filter (where s.created_at < ${iso(active)} and s.created_at >= ${iso(f.from)}))::int as left`;
  const openRange = sql`s.left_at is null and s.kind = ${kind}
        and s.created_at >= ${lo} and s.created_at < ${iso(f.to)}`;
  // Now and left here: the open records (each application's latest) of applications not completed.
  // Unfiltered, the open records alone (the covering open index) less those of the completed
  // applications (found by completion time: a latest record is older than its completion).
  const open: Array<Promise<unknown>> =
    opts.rollup !== false && !filtersApplications(f)
      ? [
          db.execute(sql`select s.step, ${openCounts} from application_steps s
            where ${openRange} group by 1`),
          db.execute(sql`select s.step, ${openCounts}
            from applications a join application_steps s on s.application_uid = a.uid
            where a.is_completed and a.completed_at >= ${lo} and ${openRange} group by 1`),
        ]
      : [
          db.execute(sql`select s.step, ${openCounts}
            from application_steps s join applications a on a.uid = s.application_uid
            where ${openRange} and not a.is_completed and ${appFilters(f)} group by 1`),
        ];
  const [openRows, completedRows, ...moves] = await Promise.all([
    ...open,
    ...(open.length === 1 ? [Promise.resolve({ rows: [] })] : []),
    ...split.raw.map(rawMoves),
    ...(rolled ? [rolled] : []),
  ]);
  const out = new Map<string, StepFigures>();
  const at = (step: string) => {
    let x = out.get(step);
    if (!x)
      out.set(step, (x = { reached: 0, left: 0, now: 0, medianSeconds: null, next: new Map() }));
    return x;
  };
  const histograms = new Map<string, Map<number, number>>();
  for (const r of moves.flatMap((m) => rowsOf<MoveRow>(m))) {
    const x = at(r.step);
    const n = Number(r.n);
    x.reached += Number(r.first);
    if (r.next_step) x.next.set(r.next_step, (x.next.get(r.next_step) ?? 0) + n);
    if (r.b !== null) {
      const h = histograms.get(r.step) ?? new Map<number, number>();
      h.set(Number(r.b), (h.get(Number(r.b)) ?? 0) + n);
      histograms.set(r.step, h);
    }
  }
  for (const [step, h] of histograms) {
    const buckets = [...h.entries()].sort(([a], [b]) => a - b);
    const total = buckets.reduce((n, [, c]) => n + c, 0);
    let seen = 0;
    for (const [b, c] of buckets) {
      seen += c;
      if (seen * 2 >= total) {
        at(step).medianSeconds = bucketSeconds(b);
        break;
      }
    }
  }
  const opened = new Map<string, { now: number; left: number }>();
  for (const [rows, sign] of [
    [openRows, 1],
    [completedRows, -1],
  ] as const)
    for (const r of rowsOf<{ step: string; now: number; left: number }>(rows)) {
      const o = opened.get(r.step) ?? { now: 0, left: 0 };
      opened.set(r.step, {
        now: o.now + sign * Number(r.now),
        left: o.left + sign * Number(r.left),
      });
    }
  for (const [step, o] of opened)
    if (o.now > 0 || o.left > 0) {
      at(step).now = o.now;
      at(step).left = o.left;
    }
  return out;
}

/**
 * Keeps the daily rollup right for one step record (issue 25; recordStep, doc 1 §4.8), in its
 * transaction: `moved` — the application's previous records just left (kind, step, created_at,
 * left_at) — add their move to `step` and their time-spent bucket; `recorded` — the new record
 * (kind, step, created_at, first_visit) — adds a first visit. Each under the application's
 * broker and under all brokers. Records without a kind (no application type yet) are left out,
 * as the map leaves them out.
 */
export async function addToStepRollups(
  db: Db,
  brokerCode: string,
  step: string,
  moved: SQL,
  recorded: SQL,
): Promise<void> {
  const brokers = sql`(values (${brokerCode}), (${ALL_BROKERS})) as b(code)`;
  await db.execute(sql`with m as (${moved}),
    e as (
      insert into application_step_days as d (kind, broker_code, day, step, next_step, moves)
      select m.kind, b.code, ${daySql('m.created_at')}, m.step, ${step}, count(*)::int
      from m cross join ${brokers} where m.kind is not null
      group by 1, 2, 3, 4, 5
      on conflict (kind, broker_code, day, step, next_step) do update set moves = d.moves + excluded.moves
    )
    insert into application_step_time_days as t (kind, broker_code, day, step, bucket, moves)
    select m.kind, b.code, ${daySql('m.created_at')}, m.step, ${bucketSql('m.created_at', 'm.left_at')}, count(*)::int
    from m cross join ${brokers} where m.kind is not null
    group by 1, 2, 3, 4, 5
    on conflict (kind, broker_code, day, step, bucket) do update set moves = t.moves + excluded.moves`);
  await db.execute(sql`with r as (${recorded})
    insert into application_step_days as d (kind, broker_code, day, step, next_step, reached)
    select r.kind, b.code, ${daySql('r.created_at')}, r.step, '', 1
    from r cross join ${brokers} where r.kind is not null and r.first_visit
    on conflict (kind, broker_code, day, step, next_step) do update set reached = d.reached + 1`);
}

/**
 * The rollup's backfill (issue 25): the statements that rebuild application_step_days and
 * application_step_time_days from every step record — migration 0021 runs the same text (a test
 * checks), `rebuildStepRollups` runs them on demand (`npm run analytics:rollup`, the bench's
 * generator).
 */
export const STEP_ROLLUP_BACKFILL: readonly string[] = [
  'DELETE FROM "application_step_days"',
  'DELETE FROM "application_step_time_days"',
  `INSERT INTO "application_step_days" ("kind", "broker_code", "day", "step", "next_step", "reached", "moves")
SELECT s."kind", b."code", (s."created_at" at time zone 'UTC')::date, s."step", '', count(*)::int, 0
FROM "application_steps" s JOIN "applications" a ON a."uid" = s."application_uid"
  CROSS JOIN LATERAL (values (a."broker_code"), ('')) AS b("code")
WHERE s."kind" IS NOT NULL AND s."first_visit"
GROUP BY 1, 2, 3, 4
UNION ALL
SELECT s."kind", b."code", (s."created_at" at time zone 'UTC')::date, s."step", s."next_step", 0, count(*)::int
FROM "application_steps" s JOIN "applications" a ON a."uid" = s."application_uid"
  CROSS JOIN LATERAL (values (a."broker_code"), ('')) AS b("code")
WHERE s."kind" IS NOT NULL AND s."next_step" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5`,
  `INSERT INTO "application_step_time_days" ("kind", "broker_code", "day", "step", "bucket", "moves")
SELECT s."kind", b."code", (s."created_at" at time zone 'UTC')::date, s."step",
  round(ln(1 + date_part('epoch', s."left_at" - s."created_at")) * ${MEDIAN_BUCKETS_PER_E})::int, count(*)::int
FROM "application_steps" s JOIN "applications" a ON a."uid" = s."application_uid"
  CROSS JOIN LATERAL (values (a."broker_code"), ('')) AS b("code")
WHERE s."kind" IS NOT NULL AND s."left_at" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5`,
];

/** Rebuilds the daily rollup from the step records (STEP_ROLLUP_BACKFILL), in one transaction. */
export async function rebuildStepRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of STEP_ROLLUP_BACKFILL) await tx.execute(sql.raw(statement));
  });
}

/** One funnel row (raw counts). */
export interface FunnelFigures {
  kind: WizardId;
  created: number;
  secured: number;
  funded: number;
  submitted: number;
  verified: number;
}

/** The funnel of every kind over the applications started in the period (see the module comment). */
export async function funnelFigures(db: Db, f: AnalyticsFilters): Promise<FunnelFigures[]> {
  const r = await db.execute(sql`select ${KIND_SQL} as kind,
      count(*)::int as created,
      count(a.secured_at)::int as secured,
      count(a.funded_at)::int as funded,
      (count(*) filter (where a.is_completed))::int as submitted,
      (count(*) filter (where a.is_completed and a.verification_result = 'Passed'))::int as verified
    from applications a
    where a.created_on >= ${iso(f.from)} and a.created_on < ${iso(f.to)}
      and ${KIND_SQL} is not null and ${appFilters(f)}
    group by 1`);
  return rowsOf<FunnelFigures>(r).map((x) => ({
    kind: x.kind,
    created: Number(x.created),
    secured: Number(x.secured),
    funded: Number(x.funded),
    submitted: Number(x.submitted),
    verified: Number(x.verified),
  }));
}

/** Daily starts (applications created) and completions of one kind, or all kinds (UTC days). */
export async function dailyFigures(
  db: Db,
  kind: WizardId | null,
  f: AnalyticsFilters,
): Promise<Array<{ day: string; starts: number; completions: number }>> {
  const ofKind = kind ? sql`${KIND_SQL} = ${kind}` : sql`${KIND_SQL} is not null`;
  const [starts, completions] = await Promise.all([
    db.execute(sql`select to_char(a.created_on at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from applications a
      where a.created_on >= ${iso(f.from)} and a.created_on < ${iso(f.to)} and ${ofKind} and ${appFilters(f)}
      group by 1`),
    db.execute(sql`select to_char(a.completed_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from applications a
      where a.completed_at >= ${iso(f.from)} and a.completed_at < ${iso(f.to)} and ${ofKind} and ${appFilters(f)}
      group by 1`),
  ]);
  const days = new Map<string, { starts: number; completions: number }>();
  // Every day of the period, so the chart has no gaps.
  for (
    let t = Date.UTC(f.from.getUTCFullYear(), f.from.getUTCMonth(), f.from.getUTCDate());
    t < f.to.getTime();
    t += 86_400_000
  )
    days.set(new Date(t).toISOString().slice(0, 10), { starts: 0, completions: 0 });
  for (const r of rowsOf<{ day: string; n: number }>(starts)) {
    const d = days.get(r.day) ?? { starts: 0, completions: 0 };
    days.set(r.day, { ...d, starts: Number(r.n) });
  }
  for (const r of rowsOf<{ day: string; n: number }>(completions)) {
    const d = days.get(r.day) ?? { starts: 0, completions: 0 };
    days.set(r.day, { ...d, completions: Number(r.n) });
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, v]) => ({ day, ...v }));
}

/** The broker codes the filter offers (codes only). */
export async function brokerCodes(db: Db): Promise<string[]> {
  const r = await db.execute(sql`select code from brokers order by code`);
  return rowsOf<{ code: string }>(r).map((x) => x.code);
}
