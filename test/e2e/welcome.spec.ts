/**
 * The landing page (doc 1 §2.4) is rendered on the server by the wizard's own machine and views;
 * its JavaScript loads on the first interaction and takes over without losing anything
 * (server/http/prerender.ts, src/main.tsx).
 */
import { expect, test } from './fixtures';
import { atPath, newApplicant } from './flow';

test('the welcome page paints from server HTML, with the query prefill and no JavaScript loaded', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/?email=prefill%40example.com&PromoCode=GOLD25', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^email/i)).toHaveValue('prefill@example.com');
  await expect(page.getByLabel(/promo/i)).toHaveValue('GOLD25');
  await expect(page).toHaveTitle(/\| HAA Precious Metals$/);
  expect(scripts).toEqual([]);
  expect(
    await page.evaluate(() => (window as { __wizardMounted?: boolean }).__wizardMounted ?? false),
  ).toBe(false);
});

test('typing hands the page over to the app without losing the e-mail or the focus', async ({
  page,
}) => {
  const a = newApplicant();
  await page.goto('/', { waitUntil: 'networkidle' });
  const email = page.getByLabel(/^email/i);
  await email.pressSequentially(a.email, { delay: 15 });
  await page.waitForFunction(
    () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
  );
  await expect(email).toHaveValue(a.email);
  await expect(email).toBeFocused();
  await page.keyboard.press('Enter');
  await atPath(page, '/create-application');
});

test('a Continue clicked before the app is ready is carried out once it is', async ({ page }) => {
  const a = newApplicant();
  await page.goto('/', { waitUntil: 'networkidle' });
  // Set the value without any interaction event, so the app is not loaded yet when Continue is pressed.
  await page.evaluate((v) => {
    (document.querySelector('input[name="Email"]') as HTMLInputElement).value = v;
  }, a.email);
  expect(
    await page.evaluate(() => (window as { __wizardMounted?: boolean }).__wizardMounted ?? false),
  ).toBe(false);
  await page.getByRole('button', { name: /^continue$/i }).click();
  await atPath(page, '/create-application');
});

test('a keyboard user keeps their place across the hand-over: Tab to the skip link, the app takes over, the link keeps the focus (4× CPU throttling)', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(
    await page.evaluate(() => (window as { __wizardMounted?: boolean }).__wizardMounted ?? false),
  ).toBe(false);
  await page.keyboard.press('Tab');
  await page.waitForFunction(
    () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
  );
  await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
