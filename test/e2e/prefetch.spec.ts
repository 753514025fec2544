/**
 * The next step's code is on its way before the applicant presses Continue, and the page does
 * not fetch its icon again on every step (issue 11).
 *
 * - On the welcome page (once the app has taken over), the kind choice's chunk is requested
 *   before Continue; on the kind choice, the account form's; on /secure/name, the phone
 *   step's (src/screen-outlet.tsx prefetch, machines/view/next-screens.ts).
 * - Across the welcome page and six steps of one page load, /favicon.svg is fetched from the
 *   server once (it is cacheable; server/http/static.ts).
 * - The account form's common-password lookup (GET …/common-range/{prefix}) answers while the
 *   applicant types, and none is sent once the form is submitted: a password typed and submitted
 *   at once does not send its debounced lookup during the account creation (src/ui/password-rules.tsx).
 */
import type { Page } from '@playwright/test';
import {
  atPath,
  chooseStandardMe,
  clickContinue,
  fillName,
  newApplicant,
  submitAccount,
  toCreateAccount,
} from './flow';
import { expect, test } from './fixtures';

/**
 * Records the paths of the scripts the page requests, in order, and counts the /favicon.svg
 * answers that came from the server. Chromium looks the page's icon up again on every URL change
 * (a same-document navigation); an answer from its HTTP cache (CDP `fromDiskCache`, or
 * `requestServedFromCache`) is no fetch.
 */
async function requestLog(page: Page) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const cached = new Set<string>();
  const fromServer = new Set<string>();
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (new URL(e.response.url).pathname === '/favicon.svg' && !e.response.fromDiskCache)
      fromServer.add(e.requestId);
  });
  return { scripts, favicons: () => [...fromServer].filter((id) => !cached.has(id)).length };
}

/** True once a chunk of the screen module `name` (e.g. 'phone') was requested. */
const requested = (scripts: string[], name: string) =>
  scripts.some((p) => new RegExp(`^/assets/${name}-[\\w-]{6,}\\.js$`).test(p));

test('the next step’s chunk is requested before Continue; the favicon once per page load', async ({
  page,
}) => {
  const log = await requestLog(page);
  const a = newApplicant();

  await page.goto('/');
  await page.getByLabel(/^email/i).fill(a.email);
  await page.waitForFunction(
    () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
  );
  await expect.poll(() => requested(log.scripts, 'choose-application')).toBe(true);
  await clickContinue(page);
  await atPath(page, '/create-application');
  await expect.poll(() => requested(log.scripts, 'create-account')).toBe(true);

  // The rest of the account creation (as test/e2e/flow.ts registerIndividual), then the name step.
  await chooseStandardMe(page, '/create-application');
  await atPath(page, '/createAccount');
  await submitAccount(page, a.password, '/secure');
  await expect.poll(() => requested(log.scripts, 'name')).toBe(true);
  await page
    .getByRole('button', { name: /secure my account|continue/i })
    .first()
    .click();
  await atPath(page, '/secure/name');
  await expect.poll(() => requested(log.scripts, 'phone')).toBe(true);
  const before = log.scripts.length;
  await fillName(page, a);
  await clickContinue(page);
  await atPath(page, '/secure/phone-number');
  await expect(page.getByLabel(/^phone/i)).toBeVisible();
  // The phone step needed no chunk of its own after Continue.
  expect(log.scripts.slice(before).filter((p) => /\/assets\/phone-/.test(p))).toEqual([]);

  expect(log.favicons(), '/favicon.svg requests in one page load').toBe(1);
});

test('the common-password lookup answers while typing and is not sent once the account form is submitted', async ({
  page,
}) => {
  // The lookups in the order the page sent them, and how many had been sent when the account
  // creation (POST /v2/users) went out: a lookup sent between the fill and the click (the click's
  // own checks can outlast the 300 ms debounce on a loaded machine) is the applicant's pause, not
  // a lookup during the submission.
  const lookups: string[] = [];
  let atCreate: number | undefined;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/v2/users/passwords/common-range/')) lookups.push(path);
    if (r.method() === 'POST' && path === '/v2/users') atCreate ??= lookups.length;
  });
  const a = newApplicant();
  await toCreateAccount(page, a);
  const password = page.getByLabel(/^password/i);
  const createAccount = page.getByRole('button', { name: /create account|continue/i }).first();
  const notCommon = page.locator('.w-rule').filter({ hasText: /not a common password/i });

  // A listed password: its bucket answers, and the shared zod rule refuses it on submit.
  await password.fill('Password1!');
  await expect.poll(() => lookups.length).toBeGreaterThan(0);
  await expect(notCommon).not.toHaveClass(/is-ok/);
  await expect(async () => {
    await createAccount.click();
    await expect(page.getByText(/this password is too common/i)).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(new URL(page.url()).pathname).toBe('/createAccount');

  // An unlisted one: the rule is met once its bucket has answered.
  await password.fill(a.password);
  await expect(notCommon).toHaveClass(/is-ok/);

  // Typed and submitted at once: the lookup still waiting is dropped with the submission.
  await password.fill(`${a.password}x`);
  await createAccount.click();
  await atPath(page, '/secure', 30_000);
  await page.waitForTimeout(600); // twice the lookup's 300 ms debounce
  expect(atCreate, 'the account creation was sent').toBeDefined();
  expect(lookups.slice(atCreate), 'range lookups after the submit').toEqual([]);
});
