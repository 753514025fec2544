/**
 * The server-rendered welcome page looks the same before its JavaScript runs as after the app
 * took it over (issue 11), in each broker theme of doc 1 §1: HAA default, SVR second, MPL demo,
 * LG legacy (server/db/brokers-data.ts; the theme follows `?brokerCode=`).
 *
 * Per theme: a screenshot with JavaScript disabled (the HTML and CSS the server sent), and one in
 * a JavaScript page after the first interaction (a pointer move, which loads the app) once the app
 * has mounted. Both PNGs are decoded and compared pixel by pixel in the browser (a canvas; a
 * pixel differs when any channel differs by more than 24 of 255): at most 0.2 % may differ. No
 * page error may be thrown during the hand-over. The baseline is taken in the same run, so it
 * never drifts across machines.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const THEMES = [
  { broker: 'HAA', theme: 'default' },
  { broker: 'SVR', theme: 'second' },
  { broker: 'MPL', theme: 'demo' },
  { broker: 'LG', theme: 'legacy' },
] as const;

const VIEWPORT = { width: 390, height: 844 };
const MAX_DIFF_RATIO = 0.002;

/** Count of pixels whose channels differ by more than `tolerance`, decoded by the page. */
async function pixelDiff(page: Page, a: Buffer, b: Buffer, tolerance = 24) {
  return page.evaluate(
    async ({ a, b, tolerance }) => {
      const decode = async (b64: string) => {
        const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(a), decode(b)]);
      if (x.width !== y.width || x.height !== y.height)
        return { differing: x.width * x.height, total: x.width * x.height, sizeMismatch: true };
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (
          Math.abs(x.data[i] - y.data[i]) > tolerance ||
          Math.abs(x.data[i + 1] - y.data[i + 1]) > tolerance ||
          Math.abs(x.data[i + 2] - y.data[i + 2]) > tolerance
        )
          differing++;
      }
      return { differing, total: x.width * x.height, sizeMismatch: false };
    },
    { a: a.toString('base64'), b: b.toString('base64'), tolerance },
  );
}

for (const { broker, theme } of THEMES) {
  test(`welcome page (${broker}, ${theme} theme) looks the same before and after the app takes over`, async ({
    browser,
    page,
    baseURL,
  }) => {
    const url = `/?brokerCode=${broker}`;
    const noJs = await browser.newContext({
      baseURL,
      viewport: VIEWPORT,
      javaScriptEnabled: false,
    });
    let before: Buffer;
    try {
      const p = await noJs.newPage();
      await p.goto(url);
      await p.evaluate(() => document.fonts.ready).catch(() => undefined);
      before = await p.screenshot({ animations: 'disabled', caret: 'hide' });
    } finally {
      await noJs.close();
    }

    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.setViewportSize(VIEWPORT);
    await page.goto(url);
    await expect(page.locator('#root[data-prerendered="welcome"]')).toBeVisible();
    // The first interaction loads the app (server/http/prerender.ts); a move off the content.
    await page.mouse.move(VIEWPORT.width - 2, VIEWPORT.height - 2);
    await page.waitForFunction(
      () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
    );
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    const after = await page.screenshot({ animations: 'disabled', caret: 'hide' });

    const diff = await pixelDiff(page, before, after);
    await test.info().attach(`${broker}-before.png`, { body: before, contentType: 'image/png' });
    await test.info().attach(`${broker}-after.png`, { body: after, contentType: 'image/png' });
    expect(diff.sizeMismatch).toBe(false);
    expect(
      diff.differing / diff.total,
      `${diff.differing} of ${diff.total} pixels differ`,
    ).toBeLessThanOrEqual(MAX_DIFF_RATIO);
    expect(errors, 'page errors during the hand-over').toEqual([]);
  });
}

test('typing the e-mail before the app is ready: no page error, the text and the focus are kept', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  const email = page.getByLabel(/^email/i);
  // The focus is the first interaction: the app loads while the applicant types.
  await email.click();
  await page.keyboard.type('early.bird@example.com');
  await page.waitForFunction(
    () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
  );
  await expect(email).toHaveValue('early.bird@example.com');
  await expect(email).toBeFocused();
  expect(errors, 'page errors during the hand-over').toEqual([]);
});
