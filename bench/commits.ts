/**
 * React work per Continue (issue 11; not a test, figures that do not depend on the machine's load):
 * drives one Individual application (wire funding) unthrottled and prints, per step
 * (`from → to`, from the trusted click on a button until the commit that shows the next path's new
 * `<h1>`), the number of React commits, the number of component renders and the components rendered
 * most often; `+n after`: the commits after that until the next click (typing into the new step).
 * `COMMITS_DETAIL=<text>` also lists, for the steps whose label contains it, the first components
 * each commit rendered.
 *
 * How: an init script installs a minimal `__REACT_DEVTOOLS_GLOBAL_HOOK__` before React loads, so
 * React reports every commit (`onCommitFiberRoot`). A component counts as rendered in a commit when
 * its fiber is a fresh work-in-progress object (not in the previous commit's tree) and carries
 * React's PerformedWork flag. Use a build with readable names for the component list:
 * `npx vite build --minify false --outDir /tmp/dist-x` then `COMMITS_DIST=/tmp/dist-x npx tsx bench/commits.ts`.
 */
import { completeIndividualApplication } from '../test/e2e/flow';
import { startServedBrowser } from './lib';

/** A string, not a function: tsx would wrap a function's inner declarations in helpers the page lacks. */
const COMMIT_COUNTER = `(() => {
  const w = window;
  w.__steps = [];
  const fresh = (step) => ({ step, commits: 0, renders: 0, names: {}, h1: document.querySelector('h1'), open: true, after: 0 });
  let cur = fresh('load');
  let seen = new WeakSet();
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const nameOf = (f) => {
    const t = f.type && (f.type.type || f.type.render || f.type);
    return (t && (t.displayName || t.name)) || 'anonymous';
  };
  addEventListener('click', (e) => {
    if (!e.isTrusted || !e.target.closest || !e.target.closest('button')) return;
    if (cur.open) cur.to = location.pathname;
    delete cur.h1;
    w.__steps.push(cur);
    cur = fresh(location.pathname);
  }, true);
  w.__flushSteps = () => { if (cur.open) cur.to = location.pathname; delete cur.h1; w.__steps.push(cur); cur = fresh(location.pathname); };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const counting = cur.open;
      if (counting) cur.commits += 1;
      else cur.after += 1;
      const next = new WeakSet();
      const mine = [];
      const stack = [root.current];
      while (stack.length) {
        const f = stack.pop();
        next.add(f);
        if (counting && COMPONENT.has(f.tag) && !seen.has(f) && (f.flags & 1)) {
          cur.renders += 1;
          const n = nameOf(f);
          cur.names[n] = (cur.names[n] || 0) + 1;
          if (mine.length < 12) mine.push(n);
        }
        if (f.sibling) stack.push(f.sibling);
        if (f.child) stack.push(f.child);
      }
      seen = next;
      if (counting) (cur.detail = cur.detail || []).push(Math.round(performance.now()) + ' ' + mine.join(' '));
      const h1 = document.querySelector('h1');
      if (counting && location.pathname !== cur.step && h1 && h1 !== cur.h1) { cur.open = false; cur.to = location.pathname; }
    },
  };
})();`;

interface Step {
  step: string;
  to: string;
  commits: number;
  renders: number;
  names: Record<string, number>;
  after: number;
  detail?: string[];
}

async function main() {
  const { server, browser, close } = await startServedBrowser(process.env.COMMITS_DIST ?? 'dist');
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript({ content: COMMIT_COUNTER });
    const page = await context.newPage();
    await completeIndividualApplication(page, { baseURL: server.base, funding: 'Wire' });
    await page.waitForTimeout(500);
    await page.evaluate('window.__flushSteps()');
    const steps = (await page.evaluate('window.__steps')) as Step[];
    const top = Number(process.env.COMMITS_TOP ?? 8);
    let commits = 0;
    let renders = 0;
    for (const s of steps) {
      if (s.step === s.to && s.commits === 0) continue;
      commits += s.commits;
      renders += s.renders;
      const names = Object.entries(s.names)
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([n, c]) => `${n}×${c}`)
        .join(' ');
      console.info(
        `${`${s.step} → ${s.to}`.padEnd(48)} commits ${String(s.commits).padStart(3)} (+${s.after} after)  renders ${String(s.renders).padStart(5)}  ${names}`,
      );
    }
    const detail = process.env.COMMITS_DETAIL;
    if (detail)
      for (const s of steps)
        if (`${s.step} → ${s.to}`.includes(detail)) {
          console.info(`${s.step} → ${s.to}, first components rendered per commit:`);
          for (const d of s.detail ?? []) console.info(`  ${d}`);
        }
    console.info(`total: commits ${commits}, component renders ${renders}`);
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
