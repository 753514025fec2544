/**
 * The journey map's bench data set (issue 25, `npm run bench:analytics`): `applications`
 * applications (default 100,000) with exactly `records` step records (default 2,000,000), spread
 * over the last `days` days (default 90), written straight into PostgreSQL.
 *
 * Each application gets a kind (Individual 35 %, joint 15 %, personal IRA 15 %, metal stream 10 %,
 * business 8 %, UTMA 7 %, trust 5 %, business IRA 5 %), a broker of the seeded ones, a flow (15 %
 * sales-assisted) and a journey along its kind's step table (`next` links; a funding choice or a
 * data branch taken at random): forward mostly, sometimes back a step, stopping at a random point
 * — those that reach the end are completed (90 % verified). 2 % of the applications are active in
 * the last 30 minutes. The step records carry next_step, left_at and first_visit as recordStep
 * writes them (with the kind), the applications securedAt and fundedAt, and the daily rollup
 * (application_step_days, application_step_time_days) as recordStep keeps it. Users are placeholders (bench-<n>@bench.invalid, no password); no person exists.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { WIZARD_TABLES, type WizardId } from '../machines/wizard-engine/registry';
import type { StepDef } from '../machines/wizards/step-table';
import { FUNDED_PATHS, SECURED_PATH, STEP_ROLLUP_BACKFILL } from '../server/db/analytics';

const KIND_WEIGHTS: Array<[WizardId, number, [string, string | null, number]]> = [
  ['individual', 35, ['Individual', null, 1]],
  ['joint', 15, ['JointTenants', null, 1]],
  ['iraPersonal', 15, ['IRA', 'Roth', 1]],
  ['metalStream', 10, ['Individual', null, 2]],
  ['business', 8, ['Corporate', 'LLC', 1]],
  ['utma', 7, ['UTMA', null, 1]],
  ['trust', 5, ['Corporate', 'Trust', 1]],
  ['iraBusiness', 5, ['IRA', 'SEP', 1]],
];

/** A small seeded PRNG (mulberry32), so every run writes the same data set. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One journey along a step table: the paths from its first step to the end, choices at random. */
function journey(table: readonly StepDef[], rnd: () => number): string[] {
  const byId = new Map(table.map((s) => [s.id, s]));
  const out: string[] = [];
  let at: StepDef | undefined = table[0];
  while (at && out.length < 60) {
    out.push(at.path);
    let next: string | null = null;
    if (at.branches?.length && rnd() < 0.25)
      next = at.branches[Math.floor(rnd() * at.branches.length)]!.to;
    else if (typeof at.next === 'string') next = at.next;
    else if (at.next) {
      const options: string[] = Object.values(at.next as Record<string, string>);
      next = options[Math.floor(rnd() * options.length)] ?? null;
    }
    at = next ? byId.get(next) : undefined;
  }
  return out;
}

export interface GeneratedSet {
  applications: number;
  records: number;
  completed: number;
  ms: number;
}

/**
 * Writes the data set through `client` (a migrated, seeded database; see the module comment) and
 * runs ANALYZE. `records` is met exactly: each application gets 20 ± 8 records, in pairs that sum
 * to 40.
 */
export async function generateJourneyData(
  client: pg.Client,
  opts: { applications?: number; records?: number; days?: number; now?: Date } = {},
): Promise<GeneratedSet> {
  const started = performance.now();
  const apps = opts.applications ?? 100_000;
  const target = opts.records ?? 2_000_000;
  const days = opts.days ?? 90;
  const now = (opts.now ?? new Date()).getTime();
  const rnd = prng(25);
  const brokers = (await client.query<{ code: string }>('select code from brokers order by code'))
    .rows;
  const totalWeight = KIND_WEIGHTS.reduce((n, [, w]) => n + w, 0);
  const pickKind = () => {
    let r = rnd() * totalWeight;
    for (const k of KIND_WEIGHTS) if ((r -= k[1]) < 0) return k;
    return KIND_WEIGHTS[0]!;
  };
  const base = Math.floor(target / apps);
  let remaining = target;
  let completedCount = 0;
  const BATCH = 5_000;
  for (let first = 0; first < apps; first += BATCH) {
    const users: string[][] = [[], [], []];
    const a: unknown[][] = Array.from({ length: 13 }, () => []);
    const s: unknown[][] = Array.from({ length: 7 }, () => []);
    for (let i = first; i < Math.min(apps, first + BATCH); i += 1) {
      const userUid = randomUUID();
      const appUid = randomUUID();
      const broker = brokers[Math.floor(rnd() * brokers.length)]!.code;
      users[0]!.push(userUid);
      users[1]!.push(`bench-${i}@bench.invalid`);
      users[2]!.push(broker);
      const [kind, , [type, account, flow]] = pickKind();
      // 20 ± 8 records, the pair partner takes the opposite deviation; the last takes the rest.
      const dev = i % 2 === 0 ? Math.floor(rnd() * 17) - 8 : 0;
      let n =
        i === apps - 1
          ? remaining
          : i % 2 === 0
            ? base + dev
            : 2 * base - (a[10]!.at(-1) as number);
      n = Math.max(1, n);
      remaining -= n;
      const active = rnd() < 0.02;
      const createdOn = active
        ? now - Math.floor(rnd() * 25 * 60_000) - n * 20_000
        : now - Math.floor(rnd() * days * 86_400_000);
      const path = journey(WIZARD_TABLES[kind], rnd);
      const stopAt = rnd() < 0.35 ? path.length - 1 : Math.floor(rnd() * path.length);
      // The walk: forward, back a step now and then, bounded by the stopping point.
      let pos = 0;
      let t = createdOn + 5_000;
      const steps: string[] = [];
      const times: number[] = [];
      for (let k = 0; k < n; k += 1) {
        steps.push(path[pos]!);
        times.push(t);
        t += 5_000 + Math.floor(rnd() * (active ? 15_000 : 240_000));
        if (pos >= stopAt) pos = Math.max(0, pos - 1);
        else if (pos > 0 && rnd() < 0.2) pos -= 1;
        else pos += 1;
      }
      const completed = stopAt === path.length - 1 && steps.at(-1) === path.at(-1);
      if (completed) completedCount += 1;
      a[0]!.push(appUid);
      a[1]!.push(userUid);
      a[2]!.push(broker);
      a[3]!.push(type);
      a[4]!.push(account);
      a[5]!.push(flow);
      a[6]!.push(rnd() < 0.15);
      a[7]!.push(new Date(createdOn).toISOString());
      a[8]!.push(completed ? new Date(t + 60_000).toISOString() : null);
      a[9]!.push(completed ? (rnd() < 0.9 ? 'Passed' : 'Failed') : null);
      a[10]!.push(n);
      const firstAt = (pred: (p: string) => boolean) => {
        const k = steps.findIndex(pred);
        return k < 0 ? null : new Date(times[k]!).toISOString();
      };
      a[11]!.push(firstAt((p) => p === SECURED_PATH));
      a[12]!.push(firstAt((p) => FUNDED_PATHS.includes(p)));
      const seen = new Set<string>();
      for (let k = 0; k < n; k += 1) {
        s[0]!.push(appUid);
        s[1]!.push(steps[k]);
        s[2]!.push(new Date(times[k]!).toISOString());
        s[3]!.push(k + 1 < n ? steps[k + 1] : null);
        s[4]!.push(k + 1 < n ? new Date(times[k + 1]!).toISOString() : null);
        s[5]!.push(!seen.has(steps[k]!));
        s[6]!.push(kind);
        seen.add(steps[k]!);
      }
    }
    await client.query(
      `insert into users (uid, email, password_hash, broker_code)
       select u, e, '', b from unnest($1::uuid[], $2::text[], $3::text[]) as x(u, e, b)`,
      users,
    );
    await client.query(
      `insert into applications (uid, user_uid, broker_code, application_type, account_type,
         registration_flow_type, is_assisted, created_on, completed_at, is_completed, verification_result,
         secured_at, funded_at)
       select uid, usr, b, t, acc, f, assisted, c, done, done is not null, v, sec, fun
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[], $7::bool[],
         $8::timestamptz[], $9::timestamptz[], $10::text[], $11::timestamptz[], $12::timestamptz[])
         as x(uid, usr, b, t, acc, f, assisted, c, done, v, sec, fun)`,
      [...a.slice(0, 10), a[11]!, a[12]!],
    );
    await client.query(
      `insert into application_steps (application_uid, step, created_at, next_step, left_at, first_visit, kind)
       select * from unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::text[], $5::timestamptz[], $6::bool[], $7::text[])`,
      s,
    );
  }
  // The daily rollup recordStep keeps, written from the records as migration 0021's backfill.
  for (const statement of STEP_ROLLUP_BACKFILL) await client.query(statement);
  // As autovacuum would: statistics and the visibility map (the index-only scans read it).
  await client.query('vacuum analyze');
  const counted = await client.query<{ n: string }>('select count(*) as n from application_steps');
  return {
    applications: apps,
    records: Number(counted.rows[0]!.n),
    completed: completedCount,
    ms: Math.round(performance.now() - started),
  };
}
