/**
 * Analyst mode (issue 13, docs/analysts.md): `?inspect=1` turns it on for the tab; the toolbar
 * stays through navigation (the router drops the query) and a reload; 'Inspect' and Alt+Shift+I
 * open the inspector window from the user's gesture; 'Download support snapshot' saves the
 * session as JSON without the applicant's e-mail or password; `?inspect=0` turns it off.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { atPath, clickContinue, newApplicant } from './flow';

test('analyst mode survives navigation and a reload, opens the inspector from a gesture and downloads a support snapshot', async ({
  page,
  context,
}) => {
  // The hosted inspector is not reachable offline: a stand-in page answers its URL.
  await context.route('https://stately.ai/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>inspector</title>' }),
  );
  const a = newApplicant();
  await page.goto('/?inspect=1');
  const tools = page.getByRole('complementary', { name: /analyst tools/i });
  await expect(tools).toBeVisible();

  await page.getByLabel(/^email/i).fill(a.email);
  await clickContinue(page);
  await atPath(page, '/create-application');
  expect(new URL(page.url()).search).toBe('');
  await expect(tools).toBeVisible();

  // A reload (the app loads at once in the analyst mode, without an interaction).
  await page.reload();
  await expect(tools).toBeVisible();
  await expect(page.getByRole('heading').first()).toBeVisible();
  const path = new URL(page.url()).pathname;

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    tools.getByRole('button', { name: /^inspect$/i }).click(),
  ]);
  expect(popup.url()).toContain('stately.ai/inspect');
  await popup.waitForLoadState();

  // Alt+Shift+I opens the same named window again ('xstateinspector'): the open one is reloaded.
  // (Closing it first and waiting for a new popup raced the browser's asynchronous close.)
  await Promise.all([popup.waitForEvent('load'), page.keyboard.press('Alt+Shift+I')]);
  expect(popup.url()).toContain('stately.ai/inspect');
  await popup.close();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tools.getByRole('button', { name: /download support snapshot/i }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  const snapshot = JSON.parse(text);
  expect(snapshot.version).toBe(1);
  expect(snapshot.state.path).toBe(path);
  expect(snapshot.start.path).toBe('/create-application'); // the reloaded page
  expect(snapshot.answers.map((x: { key: string }) => x.key)).toContain('getSettings');
  expect(text).not.toContain(a.email);

  await page.goto('/?inspect=0');
  await expect(page.getByLabel(/^email/i)).toBeVisible();
  await expect(tools).toHaveCount(0);
});

test('without analyst mode there is no toolbar', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel(/^email/i).fill('someone@example.com'); // the first interaction loads the app
  await page.waitForFunction(() => (window as { __wizardMounted?: boolean }).__wizardMounted);
  await expect(page.getByRole('complementary', { name: /analyst tools/i })).toHaveCount(0);
});
