/**
 * Profiles the server under the step-save load of `npm run bench` (issue 11; not a test): starts a
 * private PostgreSQL cluster (or PGlite with `PROFILE_DB=pglite`) and the reference server with
 * `node --cpu-prof`, drives `PUT …/persons/{id}/names` as bench/saves.ts does (16 connections,
 * `PROFILE_SECONDS`, default 10), stops the server (which writes the profile) and prints the
 * figures, the CPU per save of the server, PostgreSQL and autocannon, and the functions and
 * files with the most self time.
 *
 *   npx tsx bench/profile-saves.ts          (PROFILE_KEEP=1 keeps the .cpuprofile and prints its path;
 *                                            PROFILE_SOCKET=1 reaches PostgreSQL by its Unix socket)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster, startServer, stopServer } from './lib';
import { saveFigures } from './saves';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package name, a project file, or the V8/Node category. */
function area(url: string, fn: string): string {
  if (!url) return fn; // (garbage collector), (program), (idle)
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return url;
  const p = /\/(server|services|bench)\/(.*)$/.exec(url);
  return p ? `${p[1]}/${p[2]}` : url.split('/').pop()!;
}

/** Self time (ms) per function and per area; inclusive time per project function. */
export function summariseProfile(p: Profile, top = 25) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const fn = new Map<string, number>();
  const areas = new Map<string, number>();
  const incl = new Map<string, number>();
  let total = 0;
  let idle = 0;
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i] ?? 0) / 1000;
    const f = byId.get(id)!.callFrame;
    if (f.functionName === '(idle)') {
      idle += ms;
      return;
    }
    total += ms;
    const name = `${f.functionName || '(anonymous)'} ${area(f.url, f.functionName)}:${f.lineNumber + 1}`;
    fn.set(name, (fn.get(name) ?? 0) + ms);
    const a = area(f.url, f.functionName);
    areas.set(a, (areas.get(a) ?? 0) + ms);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const cf = byId.get(n)!.callFrame;
      const ar = area(cf.url, cf.functionName);
      if (!cf.url || cf.url.includes('node_modules') || cf.url.startsWith('node:')) continue;
      const key = `${cf.functionName || '(anonymous)'} ${ar}:${cf.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + ms);
    }
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { total, idle, fn: sorted(fn), areas: sorted(areas), incl: sorted(incl) };
}

async function main() {
  const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
  const usePg = process.env.PROFILE_DB !== 'pglite';
  const profDir = mkdtempSync(join(tmpdir(), 'wizard-saves-prof-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'wizard-saves-data-'));
  const cluster = usePg ? await startCluster() : null;
  if (cluster && 'skipped' in cluster) throw new Error(`PostgreSQL: ${cluster.skipped}`);
  try {
    const s = await startServer({ DATA_DIR: dataDir, DATABASE_URL: cluster ? cluster.url : '' }, [
      '--cpu-prof',
      '--cpu-prof-dir',
      profDir,
    ]);
    let f;
    try {
      f = await saveFigures(s.base, 16, seconds, s.child.pid, cluster?.pid);
    } finally {
      await stopServer(s.child);
    }
    console.info(
      `${cluster ? `PostgreSQL (${process.env.PROFILE_SOCKET === '1' ? 'Unix socket' : 'TCP'})` : 'PGlite'} saves: ${f.reqPerSec.toFixed(0)}/s, p50 ${f.p50} ms, p99 ${f.p99} ms, non-2xx ${f.non2xx}; CPU ms/save: server ${f.cpuMsPerRequest?.toFixed(2)}${f.dbCpuMsPerRequest !== undefined ? `, PostgreSQL ${f.dbCpuMsPerRequest.toFixed(2)}` : ''}, autocannon ${f.clientCpuMsPerRequest.toFixed(2)} (profiler on; load ${loadavg()[0].toFixed(2)})`,
    );
    const file = readdirSync(profDir).find((n) => n.endsWith('.cpuprofile'));
    if (!file) throw new Error('no .cpuprofile written');
    const sum = summariseProfile(JSON.parse(readFileSync(join(profDir, file), 'utf8')) as Profile);
    const pct = (ms: number) => `${((100 * ms) / sum.total).toFixed(1).padStart(5)} %`;
    console.info(
      `\nbusy ${sum.total.toFixed(0)} ms, idle ${sum.idle.toFixed(0)} ms (whole run incl. start)`,
    );
    console.info('\nself time by area:');
    for (const [k, ms] of sum.areas) console.info(`  ${pct(ms)}  ${k}`);
    console.info('\nself time by function:');
    for (const [k, ms] of sum.fn) console.info(`  ${pct(ms)}  ${k}`);
    console.info('\ninclusive time, project functions (synchronous stacks only):');
    for (const [k, ms] of sum.incl) console.info(`  ${pct(ms)}  ${k}`);
    if (process.env.PROFILE_KEEP === '1') console.info(`\nprofile: ${join(profDir, file)}`);
  } finally {
    if (cluster && !('skipped' in cluster)) cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.PROFILE_KEEP !== '1') rmSync(profDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
