/**
 * `npm run bench:analytics` (issue 25): the journey map's answer time on the target data set —
 * 100,000 applications and 2,000,000 step records (bench/analytics-data.ts) on a private
 * PostgreSQL cluster (bench/lib.ts), served by the reference server in a child process (sandbox
 * mode: its demo analyst signs in). Prints the data set, then per request of the page (the
 * summary with the default filters, other periods and filters, the CSV export, the graphs) the
 * median and p95 of BENCH_RUNS sequential requests (default 20, after 3 warm-ups) — the figure
 * the issue sets: under 300 ms. `BENCH_APPS` / `BENCH_RECORDS` change the size. Asserts nothing.
 */
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { SANDBOX_ANALYST } from '../server/db/analysts';
import { generateJourneyData } from './analytics-data';
import { startCluster, startServer, stopServer } from './lib';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const APPS = Number(process.env.BENCH_APPS ?? 100_000);
const RECORDS = Number(process.env.BENCH_RECORDS ?? 2_000_000);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function main() {
  const cluster = await startCluster();
  if ('skipped' in cluster) {
    console.info(`bench:analytics skipped: ${cluster.skipped}`);
    return;
  }
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    // The server migrates and seeds the database (sandbox: brokers, the demo analyst).
    server = await startServer({ DATABASE_URL: cluster.url });
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const set = await generateJourneyData(client, { applications: APPS, records: RECORDS });
    await client.query('analyze');
    /**
     * The floor, measured in the same run on the same cluster: PostgreSQL alone counting the
     * Individual step records of the period (the rows the page's main query reads, by the same
     * index), median of BENCH_RUNS — the machine is shared, so the page's time is printed as a
     * ratio to it as well.
     */
    const floorOf = async (days: number) => {
      const ms: number[] = [];
      for (let i = 0; i < RUNS + 3; i += 1) {
        const t = performance.now();
        await client.query(
          `select count(*) from application_steps where kind = 'individual' and created_at >= now() - ($1 || ' days')::interval`,
          [String(days)],
        );
        if (i >= 3) ms.push(performance.now() - t);
      }
      return pct(ms, 50);
    };
    const floors: Record<string, number> = { '30d': await floorOf(30), '90d': await floorOf(90) };
    console.info(
      `PostgreSQL ${cluster.version}; ${cpus().length} CPU (${cpus()[0]?.model ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GiB`,
    );
    console.info(
      `data set: ${set.applications.toLocaleString('en')} applications, ${set.records.toLocaleString('en')} step records (${set.completed.toLocaleString('en')} completed), written in ${(set.ms / 1000).toFixed(1)} s`,
    );
    const signIn = await fetch(`${server.base}/analytics/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: SANDBOX_ANALYST.email, Password: SANDBOX_ANALYST.password }),
    });
    const { Token } = (await signIn.json()) as { Token: string };
    const get = async (path: string) => {
      const t = performance.now();
      const r = await fetch(`${server!.base}${path}`, {
        headers: { Authorization: `Bearer ${Token}` },
      });
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`${path}: ${r.status}`);
      return performance.now() - t;
    };
    const cases: Array<[string, string]> = [
      [
        'summary, Individual, 30 days (the page as it opens)',
        '/analytics/api/summary?kind=individual&period=30d',
      ],
      [
        'summary, Individual, 90 days (all the data)',
        '/analytics/api/summary?kind=individual&period=90d',
      ],
      ['summary, joint, 7 days', '/analytics/api/summary?kind=joint&period=7d'],
      [
        'summary, Individual, 30 days, broker HAA + self + wire',
        '/analytics/api/summary?kind=individual&period=30d&broker=HAA&flow=self&funding=wire',
      ],
      ['summary, metal stream, 24 hours', '/analytics/api/summary?kind=metalStream&period=24h'],
      [
        'export steps.csv, Individual, 30 days',
        '/analytics/api/export/steps?kind=individual&period=30d',
      ],
      ['graphs (once per page load)', '/analytics/api/graphs'],
    ];
    console.info(`\n${RUNS} sequential requests each, after 3 warm-ups (target: under 300 ms):`);
    for (const [name, path] of cases) {
      for (let i = 0; i < 3; i += 1) await get(path);
      const ms: number[] = [];
      for (let i = 0; i < RUNS; i += 1) ms.push(await get(path));
      const floor = /kind=individual&period=(30d|90d)$/.exec(path)?.[1];
      const ratio = floor
        ? `   ${(pct(ms, 50) / floors[floor]!).toFixed(1)}× the floor (${floors[floor]!.toFixed(0)} ms)`
        : '';
      console.info(
        `  ${name.padEnd(58)} median ${pct(ms, 50).toFixed(0).padStart(4)} ms   p95 ${pct(ms, 95).toFixed(0).padStart(4)} ms${ratio}`,
      );
    }
    console.info(
      `\nfloor: PostgreSQL counting the period's Individual step records alone (same run, same cluster): 30 days ${floors['30d']!.toFixed(0)} ms, 90 days ${floors['90d']!.toFixed(0)} ms`,
    );
    await client.end();
  } finally {
    if (server) await stopServer(server.child);
    cluster.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
