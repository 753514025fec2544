/**
 * Step-time figures of `npm run bench` (issue 11): "Continue → next step painted" over every step
 * of the Individual path, driven by test/e2e/flow.ts in Debian's Chromium, optionally with CPU
 * throttling (CDP `Emulation.setCPUThrottlingRate`, e.g. 4 = a mid-range phone).
 *
 * How a step is timed, in the page (an init script, so it survives reloads):
 * - start: the trusted `click` (capture phase) on a button, or a form `submit`; its
 *   `event.timeStamp` (the input's time, before any handler ran);
 * - end: the first animation frame after the URL path changed AND a new `<h1>` element (not
 *   the one the step showed) is in the document — the next screen's heading about to be
 *   painted — plus one task (the frame's paint), taken with MessageChannel.
 * A click that leads nowhere within 10 s (validation error, a choice inside a step) is dropped.
 * Each sample is labelled `from → to` by path.
 */
import type { Browser } from 'playwright-core';
import { completeIndividualApplication } from '../test/e2e/flow';

export interface StepSample {
  step: string;
  ms: number;
}

/**
 * Installed before every document: records `window.__stepTimes`. A string, not a function: tsx
 * would wrap a function's inner declarations in helpers the page does not have.
 */
const STEP_TIMER = `(() => {
  const w = window;
  w.__stepTimes = [];
  let pending = null;
  const start = (t) => { pending = { from: location.pathname, t, h1: document.querySelector('h1') }; };
  addEventListener('click', (e) => {
    if (e.isTrusted && e.target && e.target.closest && e.target.closest('button')) start(e.timeStamp);
  }, true);
  addEventListener('submit', (e) => { if (!pending) start(e.timeStamp); }, true);
  const check = () => {
    const p = pending;
    if (!p) return;
    if (performance.now() - p.t > 10000) { pending = null; return; }
    const h1 = document.querySelector('h1');
    if (location.pathname === p.from || !h1 || h1 === p.h1) return;
    pending = null;
    const to = location.pathname;
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => w.__stepTimes.push({ step: p.from + ' → ' + to, ms: performance.now() - p.t });
      ch.port2.postMessage(0);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  addEventListener('popstate', check);
})();`;

/**
 * Drives `runs` whole Individual applications (wire funding) on fresh pages at `cpuRate`× CPU
 * throttling (1 = none) and answers every timed step. `onRequest` sees each request URL (for the
 * favicon / chunk counts).
 */
export async function stepSamples(
  browser: Browser,
  base: string,
  cpuRate: number,
  runs: number,
): Promise<StepSample[]> {
  const out: StepSample[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript({ content: STEP_TIMER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const collected: StepSample[] = [];
    const collect = async () => {
      const got = await page
        .evaluate(() => (window as { __stepTimes?: StepSample[] }).__stepTimes ?? [])
        .catch(() => []);
      collected.push(...got);
    };
    try {
      await completeIndividualApplication(page, { baseURL: base, funding: 'Wire' });
      await page.waitForTimeout(300);
      await collect();
    } finally {
      await context.close();
    }
    out.push(...collected);
  }
  return out;
}

/** The q-quantile (0..1, nearest rank) of numbers. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}

/** Per step (in path order) and overall p50/p95 in ms. */
export function stepTable(samples: StepSample[]) {
  const by = new Map<string, number[]>();
  for (const s of samples) by.set(s.step, [...(by.get(s.step) ?? []), s.ms]);
  const rows = [...by].map(([step, ms]) => ({
    step,
    n: ms.length,
    p50: quantile(ms, 0.5),
    p95: quantile(ms, 0.95),
  }));
  const all = samples.map((s) => s.ms);
  return { rows, p50: quantile(all, 0.5), p95: quantile(all, 0.95), n: all.length };
}
