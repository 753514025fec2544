/**
 * The browser-transition capture of the generated paths and tours (issue 34 item 4): registers, on
 * the spec file's `test`, a beforeEach that exposes `window.__pathsCoverage` to the page (the
 * app's inspector records each transition its actors take there, inspector/path-coverage.ts) and
 * an afterEach that attaches what the test's page took as 'browser-transitions' (JSON
 * SeenTransition[]), which test/paths/reporter.ts tallies per machine. Also answers the broker
 * portal's address with a stub page (the success page's 'go to portal' leaves the app there).
 *
 * `captureTransitions(test)` answers a function giving the transitions seen so far in the running
 * test (a tour can assert that its machine took the transition it was written for); `waitTaken`
 * waits for one of them.
 */
import type { SeenTransition } from '../../inspector/path-coverage';
import { expect, type test as e2eTest } from '../e2e/fixtures';

export function captureTransitions(test: typeof e2eTest): () => readonly SeenTransition[] {
  let seen: SeenTransition[] = [];
  test.beforeEach(async ({ page }) => {
    seen = [];
    await page.exposeFunction('__pathsCoverage', (t: SeenTransition) => void seen.push(t));
    // The portal answered locally. Its answer waits (up to 3 s) for the page's report of the
    // transition that sent it there (`portal.go`): the old page lives until the answer commits the
    // navigation, so the report still reaches the test (it was lost under load, failing the tour).
    await page.route('https://portal.**/**', async (route) => {
      const reported = () => seen.some((t) => t.key.includes('—portal.go→'));
      for (let waited = 0; waited < 3_000 && !reported(); waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Portal</h1>' });
    });
  });
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructured fixtures
  test.afterEach(async ({}, info) => {
    await info.attach('browser-transitions', {
      body: JSON.stringify(seen),
      contentType: 'application/json',
    });
  });
  return () => seen;
}

/**
 * Waits up to `timeout` ms until `machine` has taken the transition `key` in the running test
 * (`seen` is what `captureTransitions` answered): the page reports its transitions asynchronously,
 * so one that ends just before a navigation, or a failure that arrives after the page moved on,
 * must be in before the test goes on.
 */
export async function waitTaken(
  seen: () => readonly SeenTransition[],
  machine: string,
  key: string,
  timeout: number,
): Promise<void> {
  await expect
    .poll(() => seen().some((t) => t.machine === machine && t.key === key), {
      message: `${machine} took ${key}`,
      timeout,
    })
    .toBe(true);
}
