/**
 * Step saves against the database's own ceiling, repeatedly (issue 22 target 4; not a test):
 * starts a private PostgreSQL cluster (bench/lib.ts, PostgreSQL's defaults) and the reference
 * server on it, then for `SAVES_ROUNDS` rounds (default 3) runs, back to back on the same cluster,
 * the step saves of bench/saves.ts (PUT …/names, 16 connections, a fresh Idempotency-Key each,
 * `SAVES_SECONDS`, default 10) and `pgbench -N` (16 clients, the same seconds), and prints per
 * round: saves/s with p50/p99, pgbench's tps, the ratio (target ≥ 0.8, p99 ≤ 20 ms) and the CPU
 * per save of the server, PostgreSQL and autocannon beside the CPU per pgbench transaction of
 * PostgreSQL and pgbench. On a shared machine single runs vary: the rounds show by how much.
 *
 * `SAVES_BASELINE=<dir>`: a checkout of another commit (e.g. `git archive <commit> | tar -x -C dir`
 * with a node_modules link) whose server runs too, on the same cluster, and is measured in every
 * round right before this one's, so both see the same machine load; its lines say 'baseline'.
 *
 * `SAVES_STATEMENTS=1` loads pg_stat_statements into the cluster (which costs both sides a little)
 * and prints, after 200 saves one at a time, the statements per save, BEGIN and COMMIT included
 * (an EXECUTE is listed under its PREPARE's text). Statements sent together in one text count
 * one each: the round trips per save are counted by test/server/one-commit-save.test.ts (3).
 *
 *   npx tsx bench/saves-ratio.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster, startServer, stopServer } from './lib';
import { saveFigures, serialSaves } from './saves';

const f2 = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(2));

/** Statements per save from pg_stat_statements, around `n` saves one at a time. */
async function statementsPerSave(base: string, url: string, n = 200) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('create extension if not exists pg_stat_statements');
    await serialSaves(base, 20); // warm-up: caches, prepared statements
    await admin.query('select pg_stat_statements_reset()');
    await serialSaves(base, n);
    const r = await admin.query<{ calls: string; query: string }>(
      `select calls::text, query from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database())
          and query not ilike '%pg_stat_statements%'
        order by calls desc`,
    );
    let total = 0;
    const lines: string[] = [];
    for (const row of r.rows) {
      const perSave = Number(row.calls) / n;
      total += perSave;
      if (perSave >= 0.01)
        lines.push(`    ${perSave.toFixed(2)}  ${row.query.replace(/\s+/g, ' ').slice(0, 140)}`);
    }
    return { total, lines };
  } finally {
    await admin.end();
  }
}

async function main() {
  const rounds = Number(process.env.SAVES_ROUNDS ?? 3);
  const seconds = Number(process.env.SAVES_SECONDS ?? 10);
  const statements = process.env.SAVES_STATEMENTS === '1';
  const cluster = await startCluster(
    statements ? { shared_preload_libraries: 'pg_stat_statements' } : {},
  );
  if ('skipped' in cluster) throw new Error(`PostgreSQL: ${cluster.skipped}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'wizard-saves-ratio-'));
  console.info(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(
        ' / ',
      )} (1/5/15 min), Node ${process.version}; PostgreSQL ${cluster.version}: ${cluster.settings}`,
  );
  try {
    const s = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir });
    const baselineRoot = process.env.SAVES_BASELINE;
    const b = baselineRoot
      ? await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir }, [], baselineRoot)
      : null;
    try {
      if (statements) {
        const st = await statementsPerSave(s.base, cluster.url);
        console.info(`statements per save, one at a time: ${st.total.toFixed(2)}`);
        for (const l of st.lines) console.info(l);
      }
      const ratios: Record<string, number[]> = { baseline: [], this: [] };
      for (let i = 1; i <= rounds; i++) {
        const runs = [...(b ? [['baseline', b] as const] : []), ['this', s] as const];
        const figures = [];
        for (const [label, server] of runs)
          figures.push({
            label,
            saves: await saveFigures(server.base, 16, seconds, server.child.pid, cluster.pid),
          });
        const pgb = cluster.pgbench(16, seconds);
        if (!pgb) throw new Error('pgbench failed');
        console.info(
          `round ${i}: pgbench -N ${pgb.tps.toFixed(0)} tps (latency ${pgb.latencyMs.toFixed(1)} ms), CPU ms per transaction: PostgreSQL ${f2(pgb.dbCpuMsPerTx)}, pgbench ${f2(pgb.clientCpuMsPerTx)} | load ${loadavg()[0].toFixed(2)}`,
        );
        for (const { label, saves } of figures) {
          const ratio = saves.reqPerSec / pgb.tps;
          ratios[label].push(ratio);
          console.info(
            `  ${label.padEnd(8)} saves ${saves.reqPerSec.toFixed(0)}/s (p50 ${saves.p50} ms, p99 ${saves.p99} ms${saves.non2xx || saves.errors ? `, non-2xx ${saves.non2xx}, errors ${saves.errors}` : ''}): ratio ${ratio.toFixed(2)} (target ≥ 0.8, p99 ≤ 20 ms); CPU ms per save: server ${f2(saves.cpuMsPerRequest)}, PostgreSQL ${f2(saves.dbCpuMsPerRequest)}, autocannon ${f2(saves.clientCpuMsPerRequest)}`,
          );
        }
      }
      for (const [label, list] of Object.entries(ratios)) {
        if (!list.length) continue;
        const sorted = [...list].sort((x, y) => x - y);
        console.info(
          `${label} ratio over ${rounds} rounds: median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)}, min ${sorted[0].toFixed(2)}, max ${sorted[sorted.length - 1].toFixed(2)}`,
        );
      }
    } finally {
      await stopServer(s.child);
      if (b) await stopServer(b.child);
    }
  } finally {
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
