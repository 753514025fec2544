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
 *
 * Where a step's time goes: the same script wraps `fetch` and keeps every registration API call
 * (`/v2/…`: its start and the moment its promise settled, page clock). A sample carries, of the
 * calls started between the click and the end, how many, the time before the first one started
 * (`beforeApi`: validation, the machine, the saver), the time at least one was in flight (`inApi`:
 * the server, the network and the throttled page taking the answer), and the time after the last
 * one settled (`afterApi`: the next screen's render and paint). A step without a call has
 * `apiCalls` 0 and all of its time in `beforeApi`.
 */
import type { Browser } from 'playwright-core';
import { clickContinue, completeIndividualApplication } from '../test/e2e/flow';

export interface StepSample {
  step: string;
  ms: number;
  /** Registration API calls started during the step. */
  apiCalls: number;
  /** Click → the first API call started (or → the end, without a call), ms. */
  beforeApi: number;
  /** Time at least one API call was in flight, ms. */
  inApi: number;
  /** The last API call settled → the next step painted, ms (0 without a call). */
  afterApi: number;
  /**
   * Issue 22: the Continue's interaction as PerformanceObserver event timing reports it (INP-style:
   * the input until the next paint after its handlers, the busy state), ms; 16 when under the
   * API's 16 ms threshold (no entry).
   */
  firstPaint: number;
}

/**
 * Installed before every document: records `window.__stepTimes`. A string, not a function: tsx
 * would wrap a function's inner declarations in helpers the page does not have.
 */
const STEP_TIMER = `(() => {
  const w = window;
  w.__stepTimes = [];
  w.__events = [];
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        if (e.interactionId) w.__events.push({ t: e.startTime, d: e.duration, id: e.interactionId });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch (e) {}
  const api = [];
  const realFetch = w.fetch;
  w.fetch = function (input, init) {
    const url = String((input && input.url) || input);
    const p = realFetch.call(this, input, init);
    if (url.indexOf('/v2/') >= 0) {
      const call = { t0: performance.now(), t1: Infinity };
      api.push(call);
      if (api.length > 200) api.shift();
      const done = () => { call.t1 = performance.now(); };
      p.then(done, done);
    }
    return p;
  };
  const split = (t, end) => {
    const calls = api.filter((c) => c.t0 >= t && c.t0 < end).sort((a, b) => a.t0 - b.t0);
    if (calls.length === 0) return { apiCalls: 0, beforeApi: end - t, inApi: 0, afterApi: 0 };
    let inApi = 0, from = -1, to = -1, last = 0;
    for (const c of calls) {
      const e = Math.min(c.t1, end);
      if (c.t0 > to) { if (to > from) inApi += to - from; from = c.t0; to = e; } else if (e > to) to = e;
      last = Math.max(last, e);
    }
    inApi += to - from;
    return { apiCalls: calls.length, beforeApi: calls[0].t0 - t, inApi, afterApi: Math.max(0, end - last) };
  };
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
      ch.port1.onmessage = () => {
        const end = performance.now();
        w.__stepTimes.push(Object.assign({ step: p.from + ' → ' + to, ms: end - p.t, t: p.t }, split(p.t, end)));
      };
      ch.port2.postMessage(0);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  addEventListener('popstate', check);
})();`;

/**
 * A fresh context and page as the step figures use them: a phone's viewport (390×844), the
 * STEP_TIMER installed before every document, `cpuRate`× CPU throttling (CDP; 1 = none). The
 * caller closes the context.
 */
async function timedPhonePage(browser: Browser, cpuRate: number) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript({ content: STEP_TIMER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    return { context, page };
  } catch (e) {
    await context.close();
    throw e;
  }
}

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
    const { context, page } = await timedPhonePage(browser, cpuRate);
    const collected: StepSample[] = [];
    type Ev = { t: number; d: number; id: number };
    const collect = async () => {
      const got = await page
        .evaluate(() => {
          const w = window as { __stepTimes?: (StepSample & { t: number })[]; __events?: Ev[] };
          return { steps: w.__stepTimes ?? [], events: w.__events ?? [] };
        })
        .catch(() => ({ steps: [], events: [] as Ev[] }));
      for (const { t, ...s } of got.steps) {
        // The click's entry (its startTime is the event's timeStamp), then the longest entry of
        // the same interaction (pointerdown … click).
        const id = got.events.find((e) => Math.abs(e.t - t) < 1)?.id;
        const mine = got.events.filter((e) => id !== undefined && e.id === id).map((e) => e.d);
        collected.push({ ...s, firstPaint: Math.max(16, ...mine) });
      }
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

/** The medians of a step's parts (ms) over `samples`: before, in and after the API calls. */
function parts(samples: StepSample[]) {
  const med = (f: (s: StepSample) => number) => quantile(samples.map(f), 0.5);
  return {
    apiCalls: med((s) => s.apiCalls),
    beforeApi: med((s) => s.beforeApi),
    inApi: med((s) => s.inApi),
    afterApi: med((s) => s.afterApi),
  };
}

/**
 * Per step (in path order) and overall: p50/p95 in ms and the medians of its parts (before, in
 * and after the API calls, `parts`).
 */
export function stepTable(samples: StepSample[]) {
  const by = new Map<string, StepSample[]>();
  for (const s of samples) by.set(s.step, [...(by.get(s.step) ?? []), s]);
  const rows = [...by].map(([step, list]) => {
    const ms = list.map((s) => s.ms);
    return { step, n: ms.length, p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), ...parts(list) };
  });
  const all = samples.map((s) => s.ms);
  return {
    rows,
    p50: quantile(all, 0.5),
    p95: quantile(all, 0.95),
    max: Math.max(...all),
    /** Issue 22: the client's own share of a step (its time minus the time a call was in flight), p50. */
    clientP50: quantile(
      samples.map((s) => s.ms - s.inApi),
      0.5,
    ),
    n: all.length,
    /** Issue 22: Continue → its first paint (event timing), p50 and slowest. */
    firstPaintP50: quantile(
      samples.map((s) => s.firstPaint),
      0.5,
    ),
    firstPaintMax: Math.max(...samples.map((s) => s.firstPaint)),
    ...parts(samples),
  };
}

/**
 * Issue 22 target 2: the first interaction (focus on the e-mail field of the server-rendered
 * welcome page) → the app has taken the page over with its form (`window.__wizardMounted`), at
 * `cpuRate`× CPU, `runs` fresh pages; ms each.
 */
export async function bootSamples(
  browser: Browser,
  base: string,
  cpuRate: number,
  runs: number,
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(base + '/', { waitUntil: 'networkidle' });
      const cdp = await context.newCDPSession(page);
      if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      const t0 = await page.evaluate(() => performance.now());
      await page.getByLabel(/^email/i).focus();
      await page.waitForFunction(
        () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      out.push((await page.evaluate(() => performance.now())) - t0);
    } finally {
      await context.close();
    }
  }
  return out;
}

/**
 * Issue 32 item 1, "the first Continue": a fresh page of the welcome page at `cpuRate`× CPU from
 * its navigation, the e-mail typed as a person does (~12 keys/s, from the moment the page has
 * loaded), then Continue → the account-kind choice's heading painted (the STEP_TIMER's end:
 * URL changed, a new <h1>, its frame painted). `runs` fresh pages; ms each (input timestamp of
 * the click to the paint).
 */
export async function welcomeSamples(
  browser: Browser,
  base: string,
  cpuRate: number,
  runs: number,
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await timedPhonePage(browser, cpuRate);
    try {
      await page.goto(base + '/', { waitUntil: 'load' });
      const email = `bench.welcome.${Date.now()}.${i}@example.com`;
      await page.getByLabel(/^email/i).pressSequentially(email, { delay: 83 });
      await clickContinue(page);
      await page.waitForURL((u) => u.pathname.startsWith('/create-application'), {
        timeout: 30_000,
      });
      const ms = await page.waitForFunction(
        () => {
          const w = window as { __stepTimes?: { step: string; ms: number }[] };
          return w.__stepTimes?.find((s) => s.step.startsWith('/ → '))?.ms ?? false;
        },
        undefined,
        { timeout: 30_000 },
      );
      out.push((await ms.jsonValue()) as number);
    } finally {
      await context.close();
    }
  }
  return out;
}
