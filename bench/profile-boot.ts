/**
 * Profiles the boot (issue 22 target 2; not a test): the welcome page served as in production
 * (server-rendered, no JS before an interaction), then at `PROFILE_CPU`× CPU throttling (default 4)
 * the first interaction (focus on the e-mail field) until the app has taken the page over
 * (`window.__wizardMounted`). Prints the wall time, Chromium's task / script / style / layout
 * durations (CDP Performance metrics) and the CPU profile's self time per file and per function.
 * Usage: `npm run build && npx tsx bench/profile-boot.ts` (`PROFILE_DIST=dir` another build,
 * `PROFILE_RUNS=n` boots, default 3: wall times of each, the profile of the last).
 */
import { performanceMetrics, startServedBrowser } from './lib';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const RATE = Number(process.env.PROFILE_CPU ?? 4);
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);

/** Self time (ms) per file and per function of a CPU profile, largest first. */
function selfTimes(p: Profile) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const file = new Map<string, number>();
  const fn = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const ms = (p.timeDeltas[i] ?? 0) / 1000;
    const base = f.url ? f.url.split('/').pop()! : f.functionName;
    file.set(base, (file.get(base) ?? 0) + ms);
    const name = `${f.functionName || '(anonymous)'} ${base}:${f.lineNumber + 1}`;
    fn.set(name, (fn.get(name) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { file: top(file, 15), fn: top(fn, 25) };
}

async function main() {
  const { server, browser, close } = await startServedBrowser(process.env.PROFILE_DIST ?? 'dist');
  try {
    const walls: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(server.base + '/', { waitUntil: 'networkidle' });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      await cdp.send('Performance.enable');
      const metrics = () => performanceMetrics(cdp);
      const last = run === RUNS - 1;
      if (last) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      const before = await metrics();
      const t0 = await page.evaluate(() => performance.now());
      await page.getByLabel(/^email/i).focus();
      await page.waitForFunction(
        () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      const t1 = await page.evaluate(() => performance.now());
      walls.push(t1 - t0);
      if (last) {
        const after = await metrics();
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
        const d = (k: string) => ((after[k] - before[k]) * 1000).toFixed(0);
        console.info(
          `CDP metrics of the last boot: TaskDuration ${d('TaskDuration')} ms, ScriptDuration ${d('ScriptDuration')} ms, RecalcStyleDuration ${d('RecalcStyleDuration')} ms, LayoutDuration ${d('LayoutDuration')} ms`,
        );
        const s = selfTimes(profile);
        console.info('self time by file:');
        for (const [k, v] of s.file) console.info(`  ${v.toFixed(1).padStart(8)} ms  ${k}`);
        console.info('self time by function:');
        for (const [k, v] of s.fn) console.info(`  ${v.toFixed(1).padStart(8)} ms  ${k}`);
      }
      await context.close();
    }
    console.info(
      `first interaction → app mounted at ${RATE}× CPU (${RUNS} boots): ${walls.map((w) => w.toFixed(0)).join(', ')} ms`,
    );
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
