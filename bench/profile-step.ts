/**
 * Profiles one Continue (issue 11; not a test): drives an Individual applicant to a step in Debian's
 * Chromium at `PROFILE_CPU`× CPU throttling (default 4), records a CDP CPU profile from the click
 * on Continue until the next step's heading is painted, and prints the functions with the most
 * self time and the files they are in. Usage: `npm run build && npx tsx bench/profile-step.ts`
 * (`PROFILE_DIST=dir` serves another client build, e.g. one made with `vite build --minify false`
 * for readable names; `PROFILE_STEP=name|dob` picks the step, default name).
 */
import {
  clickContinue,
  fillDob,
  fillName,
  newApplicant,
  registerIndividual,
} from '../test/e2e/flow';
import { performanceMetrics, startServedBrowser } from './lib';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const RATE = Number(process.env.PROFILE_CPU ?? 4);
const STEP = process.env.PROFILE_STEP ?? 'name';

/** Self time (ms) per function and per file, largest first. */
function summarise(p: Profile) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000));
  const fn = new Map<string, number>();
  const file = new Map<string, number>();
  for (const [id, ms] of self) {
    const f = byId.get(id)!.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    fn.set(name, (fn.get(name) ?? 0) + ms);
    const key = f.url ? f.url.split('/').pop()! : f.functionName;
    file.set(key, (file.get(key) ?? 0) + ms);
  }
  // Inclusive time per function (once per sample), JS samples only.
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n)!.callFrame;
      if (!f.url) continue;
      const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      incl.set(name, (incl.get(name) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
    }
  });
  // Timeline: per 20 ms of the profile, the JS time and the deepest app frames.
  if (process.env.PROFILE_TIMELINE === '1') {
    let t = 0;
    const buckets = new Map<number, Map<string, number>>();
    p.samples.forEach((id, i) => {
      t += (p.timeDeltas[i] ?? 0) / 1000;
      const b = Math.floor(t / 20) * 20;
      const names: string[] = [];
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const f = byId.get(n)!.callFrame;
        if (
          f.url &&
          !/index-|UnstyledButton|CloseButton|get-combobox|Transition|Input-/.test(f.url)
        )
          names.push(`${f.functionName || '(anon)'}@${f.url.split('/').pop()}:${f.lineNumber + 1}`);
        else if (
          f.url &&
          /^[A-Z]|^select|^apply|^save|^record|^call|^parse|^persist|^serial|^to[A-Z]|^deepEqual|^use[A-Z]/.test(
            f.functionName,
          )
        )
          names.push(f.functionName);
        else if (!f.url && (f.functionName === 'fetch' || f.functionName === 'pushState'))
          names.push(f.functionName);
      }
      const m = buckets.get(b) ?? new Map<string, number>();
      const key = names.slice(-4).reverse().join(' > ') || byId.get(id)!.callFrame.functionName;
      m.set(key, (m.get(key) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
      buckets.set(b, m);
    });
    for (const [b, m] of [...buckets].sort((x, y) => x[0] - y[0])) {
      const js = [...m].filter(([k]) => k !== '(program)' && k !== '(idle)');
      const sum = js.reduce((a, [, v]) => a + v, 0);
      if (sum < 2) continue;
      const tops = js
        .sort((x, y) => y[1] - x[1])
        .slice(0, 3)
        .map(([k, v]) => `${v.toFixed(0)}ms ${k}`);
      console.info(`  t=${b} js ${sum.toFixed(0)} ms | ${tops.join(' | ')}`);
    }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return {
    incl: top(incl, Number(process.env.PROFILE_TOP ?? 60)),
    fn: top(fn, 30),
    file: top(file, 15),
    total: [...self.values()].reduce((a, b) => a + b, 0),
  };
}

async function main() {
  const { server, browser, close } = await startServedBrowser(process.env.PROFILE_DIST ?? 'dist');
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const a = newApplicant();
    if (STEP === 'welcome') {
      // Issue 32 item 1: the welcome page's Continue, after the e-mail is typed (the app boots on
      // the first key) — to the kind choice.
      await page.goto(server.base + '/', { waitUntil: 'load' });
      await page.getByLabel(/^email/i).pressSequentially(a.email, { delay: 40 });
    } else await registerIndividual(page, a, server.base);
    if (STEP !== 'welcome') {
      await page
        .getByRole('button', { name: /secure my account|continue/i })
        .first()
        .click();
      await page.waitForURL((u) => u.pathname === '/secure/name');
      await fillName(page, a);
      if (STEP === 'dob') {
        await clickContinue(page);
        await page.waitForURL((u) => u.pathname === '/secure/phone-number');
        await page.getByLabel(/^phone/i).fill(a.phone);
        await clickContinue(page);
        await page.waitForURL((u) => u.pathname === '/secure/dob');
        await fillDob(page, a);
      }
    }
    await page.waitForTimeout(1000); // prefetches settle
    const from = new URL(page.url()).pathname;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Performance.enable');
    const metrics = () => performanceMetrics(cdp);
    const m0 = await metrics();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    // A string, not a function: tsx would wrap inner functions in helpers the page lacks.
    await page.evaluate(`(() => {
      const w = window;
      w.__tasks = [];
      w.__marks = [];
      const mark = (what) => w.__marks.push(performance.now().toFixed(0) + ' ' + what);
      addEventListener('click', () => mark('click'), true);
      const f = w.fetch.bind(w);
      const path = (input) => new URL(typeof input === 'string' ? input : input.url ?? String(input), location.href).pathname;
      w.fetch = (input, init) => {
        mark('fetch ' + path(input));
        return f(input, init).then((r) => { mark('answer ' + path(input)); return r; });
      };
      let n = 0;
      new MutationObserver(() => { if (n++ < 200) mark('dom mutation'); })
        .observe(document.body, { childList: true, subtree: true, attributes: true });
      const push = history.pushState.bind(history);
      history.pushState = (...a) => { mark('pushState ' + a[2]); push(...a); };
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask' });
    })()`);
    const reqs: string[] = [];
    await cdp.send('Network.enable');
    cdp.on('Network.responseReceived', (e) => {
      const tm = e.response.timing;
      if (tm && e.response.url.includes('/v2/'))
        reqs.push(
          `server+network ${(tm.receiveHeadersEnd - tm.sendStart).toFixed(1)} ms  ${new URL(e.response.url).pathname}`,
        );
    });
    const tClick = await page.evaluate(() => performance.now());
    page.on('request', (r) => {
      if (r.url().includes('/v2/'))
        void page
          .evaluate(() => performance.now())
          .then((t) =>
            reqs.push(
              `${(t - tClick).toFixed(0)} ms  → ${r.method()} ${new URL(r.url()).pathname}`,
            ),
          )
          .catch(() => {});
    });
    page.on('requestfinished', (r) => {
      if (r.url().includes('/v2/'))
        void page
          .evaluate(() => performance.now())
          .then((t) =>
            reqs.push(
              `${(t - tClick).toFixed(0)} ms  ← ${r.method()} ${new URL(r.url()).pathname}`,
            ),
          )
          .catch(() => {});
    });
    const t0 = Date.now();
    await clickContinue(page);
    await page.waitForURL((u) => u.pathname !== from);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    const wall = Date.now() - t0;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const m1 = await metrics();
    const tasks = await page.evaluate(
      () => (window as unknown as { __tasks: [number, number][] }).__tasks,
    );
    const marks = await page.evaluate(() => (window as unknown as { __marks: string[] }).__marks);
    let last = '';
    for (const m of marks) {
      if (m.endsWith('dom mutation') && last.endsWith('dom mutation')) continue;
      console.info(`  ${m}`);
      last = m;
    }
    console.info('long tasks (ms after the click measurement started: start, duration):');
    for (const [st, d] of tasks)
      console.info(`  ${(st - tClick).toFixed(0)} ms  ${d.toFixed(0)} ms`);
    console.info('API requests:');
    for (const r of reqs) console.info(`  ${r}`);
    const s = summarise(profile);
    console.info(
      [
        'TaskDuration',
        'ScriptDuration',
        'RecalcStyleDuration',
        'LayoutDuration',
        'RecalcStyleCount',
        'LayoutCount',
        'Nodes',
      ]
        .map(
          (k) =>
            `${k} ${k.endsWith('Duration') ? ((m1[k] - m0[k]) * 1000).toFixed(0) + ' ms' : m1[k] - m0[k]}`,
        )
        .join(', '),
    );
    console.info(
      `${from} → ${new URL(page.url()).pathname} at ${RATE}× CPU: ${wall} ms wall, ${s.total.toFixed(0)} ms sampled`,
    );
    console.info('self time by file:');
    for (const [k, ms] of s.file) console.info(`  ${ms.toFixed(1).padStart(7)} ms  ${k}`);
    console.info('inclusive time by function (JS):');
    for (const [k, ms] of s.incl) console.info(`  ${ms.toFixed(1).padStart(7)} ms  ${k}`);
    console.info('self time by function:');
    for (const [k, ms] of s.fn) console.info(`  ${ms.toFixed(1).padStart(7)} ms  ${k}`);
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
