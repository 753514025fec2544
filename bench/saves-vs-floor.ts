/**
 * Step saves against the bare floor, repeatedly (issue 32 item 4; not a test): starts a private
 * PostgreSQL cluster (bench/lib.ts) and the reference server on it, then for `SAVES_ROUNDS`
 * rounds (default 3) runs, back to back on the same cluster, the bare floor of
 * bench/saves-floor.ts (`bareFloor`: node:http + pg, the save's three round trips) and the step
 * saves of bench/saves.ts (PUT …/names, 16 connections, a fresh Idempotency-Key each), each for
 * `SAVES_SECONDS` (default 8). Prints per round the load average, the floor's req/s and p99, the
 * saves' req/s, p50/p99 (ms) and their ratio to the floor (target ≥ 0.8, p99 ≤ 20 ms), and the
 * CPU per save (ms) of the server and of PostgreSQL; at the end the median ratio per server.
 *
 * `SAVES_BASELINE=<dir>`: a checkout of another commit (e.g. `git worktree add <dir> <commit>` with a
 * node_modules link) whose server runs too, on the same cluster, measured in every round beside
 * this one (the order alternates per round), so both see the same machine load.
 *
 *   npx tsx bench/saves-vs-floor.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster, startServer, stopServer } from './lib';
import { saveFigures } from './saves';
import { bareFloor } from './saves-floor';

const f3 = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(3));

async function main() {
  const seconds = Number(process.env.SAVES_SECONDS ?? 8);
  const rounds = Number(process.env.SAVES_ROUNDS ?? 3);
  const cluster = await startCluster();
  if ('skipped' in cluster) throw new Error(`PostgreSQL: ${cluster.skipped}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'wizard-saves-floor-'));
  const servers: [string, Awaited<ReturnType<typeof startServer>>][] = [];
  const ratios: Record<string, number[]> = {};
  try {
    const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir };
    const baseline = process.env.SAVES_BASELINE;
    if (baseline) servers.push(['baseline', await startServer(env, [], baseline)]);
    servers.push(['this', await startServer(env)]);
    for (let round = 1; round <= rounds; round++) {
      const floor = (await bareFloor(cluster, seconds)).pg;
      console.info(
        `round ${round}: load ${loadavg()[0].toFixed(2)}; bare floor ${floor.rps.toFixed(0)}/s, p99 ${floor.p99} ms (CPU ms/request: server + autocannon ${f3(floor.processMs)}, PostgreSQL ${f3(floor.dbMs)})`,
      );
      for (const [label, s] of round % 2 ? servers : [...servers].reverse()) {
        const f = await saveFigures(s.base, 16, seconds, s.child.pid, cluster.pid);
        const ratio = f.reqPerSec / floor.rps;
        (ratios[label] ??= []).push(ratio);
        console.info(
          `  ${label.padEnd(8)} saves ${f.reqPerSec.toFixed(0)}/s (p50 ${f.p50} ms, p99 ${f.p99} ms${f.non2xx || f.errors ? `, non-2xx ${f.non2xx}, errors ${f.errors}` : ''}): ${ratio.toFixed(2)} × floor; CPU ms/save: server ${f3(f.cpuMsPerRequest)}, PostgreSQL ${f3(f.dbCpuMsPerRequest)}, autocannon ${f3(f.clientCpuMsPerRequest)}`,
        );
      }
    }
    for (const [label, list] of Object.entries(ratios)) {
      const sorted = [...list].sort((x, y) => x - y);
      console.info(
        `${label}: ratio to the floor over ${rounds} rounds: median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)}, min ${sorted[0].toFixed(2)}, max ${sorted[sorted.length - 1].toFixed(2)}`,
      );
    }
  } finally {
    for (const [, s] of servers) await stopServer(s.child);
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
