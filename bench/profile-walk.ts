/**
 * CPU self time of a whole Individual walk (issue 22; not a test): the app's JavaScript self time
 * (frames whose script is served by the app), garbage collection, and the total, from a CDP CPU
 * profile at `PROFILE_CPU`× (default 1: no throttling, so the samples are the work itself, not
 * the throttle's pauses), per file, for `PROFILE_RUNS` walks (default 2) of each build named in
 * `PROFILE_DISTS` (comma-separated, default dist), alternating A/B — a change judged on the same
 * machine in the same run. Usage: `npm run build && npx tsx bench/profile-walk.ts`.
 */
import { completeIndividualApplication } from '../test/e2e/flow';
import { performanceMetrics, startServedBrowser } from './lib';

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

const RATE = Number(process.env.PROFILE_CPU ?? 1);
const RUNS = Number(process.env.PROFILE_RUNS ?? 2);
const DISTS = (process.env.PROFILE_DISTS ?? 'dist').split(',');

/** One walk's self time (ms): the app's JS per file, GC, and the app's JS in all. */
async function walk(dist: string) {
  const { server, browser, close } = await startServedBrowser(dist);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (RATE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Performance.enable');
    const m0 = await performanceMetrics(cdp);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await completeIndividualApplication(page, { baseURL: server.base, funding: 'Wire' });
    const m1 = await performanceMetrics(cdp);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    // The renderer's main thread's CPU time (not wall time: a descheduled thread does not count).
    const thread = (m1.ThreadTime - m0.ThreadTime) * 1000;
    const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    const file = new Map<string, number>();
    let app = 0;
    let gc = 0;
    profile.samples.forEach((id, i) => {
      const f = byId.get(id)!;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      if (f.functionName === '(garbage collector)') gc += ms;
      if (!f.url.startsWith(server.base)) return;
      app += ms;
      const name = f.url
        .split('/')
        .pop()!
        .replace(/-[\w-]{8}\.js$/, '');
      file.set(name, (file.get(name) ?? 0) + ms);
    });
    return { app, gc, file, thread };
  } finally {
    await close();
  }
}

async function main() {
  const totals = new Map<
    string,
    { app: number[]; gc: number[]; thread: number[]; file: Map<string, number> }
  >();
  for (let r = 0; r < RUNS; r++)
    for (const dist of DISTS) {
      const w = await walk(dist).catch((e: unknown) => {
        // A walk that timed out on the loaded machine is left out (and said so).
        console.info(`${dist} run ${r + 1}: failed (${String(e).split('\n')[0]})`);
        return null;
      });
      if (!w) continue;
      const t = totals.get(dist) ?? {
        app: [],
        gc: [],
        thread: [],
        file: new Map<string, number>(),
      };
      t.app.push(w.app);
      t.thread.push(w.thread);
      t.gc.push(w.gc);
      for (const [k, v] of w.file) t.file.set(k, (t.file.get(k) ?? 0) + v / RUNS);
      totals.set(dist, t);
      console.info(
        `${dist} run ${r + 1}: app JS self ${w.app.toFixed(0)} ms, GC ${w.gc.toFixed(0)} ms`,
      );
    }
  for (const [dist, t] of totals) {
    const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
    console.info(
      `\n${dist} at ${RATE}× (${RUNS} walks): main thread CPU min ${Math.min(...t.thread).toFixed(0)} ms, mean ${mean(t.thread).toFixed(0)} ms; app JS self min ${Math.min(...t.app).toFixed(0)} ms, mean ${mean(t.app).toFixed(0)} ms (${t.app.map((a) => a.toFixed(0)).join(', ')}), GC ${mean(t.gc).toFixed(0)} ms; by file (mean):`,
    );
    for (const [k, v] of [...t.file]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.PROFILE_TOP ?? 12)))
      console.info(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
