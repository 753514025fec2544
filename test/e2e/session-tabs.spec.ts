/**
 * One session across tabs (issue 10 "Beyond the spec"; machines/session/tab-sync.ts): two tabs
 * (pages of one browser context) of one logged-in session, in Debian's Chromium against the
 * reference server (whose refresh rotation revokes the whole session when a refresh token is used
 * twice). The idle timers (doc 1 §4.9: 240 s, +1 080 s, +60 s) run on Playwright's fake clock,
 * installed in both pages — no test hook in the app.
 *
 * - The second tab has no tokens (sessionStorage is per tab): it joins the first tab's session at
 *   boot over the BroadcastChannel.
 * - Both idle timers fire together: one refresh request, both tabs keep working (no revocation).
 * - Activity in A only keeps B from its prompt; later the prompt opens in both, confirming it in
 *   B closes it in A, with one more refresh.
 * - Logout in B (back on the first step, doc 1 §2.3) logs A out.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { atPath, newApplicant, registerIndividual } from './flow';

const IDLE_REFRESH = 240_000;
const REFRESH_PROMPT = 1_080_000;

const prompt = (p: Page) => p.getByRole('dialog', { name: /are you still there/i });
const tokenIn = (p: Page) => p.evaluate(() => sessionStorage.getItem('aow.JwtToken'));

test('two tabs of one session share the idle timer, the token refresh, the prompt and logout', async ({
  context,
  page,
}) => {
  await context.clock.install();
  const refreshes: string[] = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/authenticate/refresh'))
      refreshes.push(r.frame().page() === page ? 'A' : 'B');
  });

  // Tab A registers; tab B opens the wizard with empty session storage and joins A's session.
  const a = newApplicant();
  await registerIndividual(page, a);
  const tabB = await context.newPage();
  // A deep link (the landing page '/' loads the app on the first interaction only).
  await tabB.goto('/secure');
  await atPath(tabB, '/secure', 30_000);
  // The deep link's URL is '/secure' from the first byte: wait for the join, not the address.
  await expect.poll(() => tokenIn(tabB), { timeout: 15_000 }).toBeTruthy();
  expect(await tokenIn(tabB)).toBe(await tokenIn(page));

  // Both idle timers reach 240 s: the tabs refresh once, and both adopt the new pair.
  await context.clock.runFor(IDLE_REFRESH + 10_000);
  await expect.poll(() => refreshes.length).toBe(1);
  await page.waitForTimeout(1_000);
  expect(refreshes).toHaveLength(1);
  await expect.poll(() => tokenIn(tabB)).toBe(await tokenIn(page));

  // Activity in A only. Without the shared timer B would prompt 1 320 s after its own start.
  await page.mouse.move(200, 200);
  await page.mouse.move(420, 320);
  await page.waitForTimeout(500);
  await context.clock.runFor(1_000);
  await context.clock.runFor(REFRESH_PROMPT + 20_000);
  await page.waitForTimeout(800);
  await expect(prompt(tabB)).toHaveCount(0);
  await expect(prompt(page)).toHaveCount(0);

  // Idle long enough in both: the prompt opens in both tabs (after one more shared refresh).
  await context.clock.runFor(IDLE_REFRESH);
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(tabB)).toBeVisible();
  await expect.poll(() => refreshes.length).toBe(2);

  // Confirmed in B: B refreshes once; A's prompt closes and A adopts the pair.
  const beforeConfirm = await tokenIn(tabB);
  await prompt(tabB)
    .getByRole('button', { name: /still here/i })
    .click();
  await expect(prompt(tabB)).toHaveCount(0);
  await expect(prompt(page)).toHaveCount(0);
  await expect.poll(() => refreshes.length).toBe(3);
  expect(refreshes[2]).toBe('B');
  // B stores the new pair when the answer arrives (after the request was seen): wait for it.
  await expect.poll(() => tokenIn(tabB)).not.toBe(beforeConfirm);
  await expect.poll(() => tokenIn(page)).toBe(await tokenIn(tabB));

  // The session is alive in A (no reuse detection tripped): a step is saved and A moves on.
  await page
    .getByRole('button', { name: /secure my account|continue/i })
    .first()
    .click();
  await atPath(page, '/secure/name');

  // Logout in B (back on the first step) logs A out too.
  await tabB.getByRole('button', { name: /^back$/i }).click();
  await atPath(tabB, '/');
  await atPath(page, '/');
  await expect.poll(() => tokenIn(page)).toBeNull();
  expect(await tokenIn(tabB)).toBeNull();
});
