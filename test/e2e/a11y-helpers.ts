/**
 * What the accessibility specs share (issue 12): waiting for a step's focus and announcement
 * (src/step-focus.ts), axe with the WCAG 2.0/2.1 A and AA rules once the screen has settled, and
 * moving the focus with the keyboard only (Tab / Shift+Tab until a control has it).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { atPath } from './flow';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until the step at `path` has the focus on its heading: the focused element is the h1 in
 * #main, and the polite live region holds the page title (document.title without ' | broker').
 */
export async function expectStepFocus(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const h1 = document.querySelector('#main h1');
          const active = document.activeElement;
          const title = document.title.split(' | ')[0];
          const said = document.querySelector('[data-testid="step-announcer"]')?.textContent ?? '';
          return {
            onHeading: active !== null && active === h1,
            announced: said !== '' && said === title,
            focused: active
              ? `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 40)}"`
              : 'none',
          };
        }),
      { message: `focus on the h1 and the title announced at ${path}`, timeout: 15_000 },
    )
    .toMatchObject({ onHeading: true, announced: true });
}

/** Waits for `path`, then for the focus on its heading and the announcement. */
export async function arrive(page: Page, path: string, timeout = 15_000) {
  await atPath(page, path, timeout);
  await expectStepFocus(page, path);
}

/** Waits until the screen has settled: no pending chunk or overlay, no finite animation running. */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('.w-pending, .w-overlay') &&
      document
        .getAnimations()
        .every((x) => x.playState !== 'running' || x.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 15_000 },
  );
}

/** axe (WCAG 2.0/2.1 A and AA) on the page as it is: a soft failure listing any violation. */
export async function audit(page: Page, label: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect
    .soft(
      violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary}`)}`,
      ),
      `axe violations on ${label}`,
    )
    .toEqual([]);
}

/** A short description of the focused element, for failure messages. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
  });

/**
 * Presses Tab (or Shift+Tab with `back`) until `target` has the focus, at most `max` presses; throws
 * with the stops it passed when it never gets there.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  opts: { back?: boolean; max?: number } = {},
) {
  await target.waitFor();
  const passed: string[] = [];
  for (let i = 0; i <= (opts.max ?? 60); i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    passed.push(await focusedElement(page));
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${opts.back ? 'Shift+Tab' : 'Tab'} never reached ${target}: ${passed.join(' → ')}`,
  );
}
