/**
 * Phone hand-off end to end (issue 9 "continue the capture on a phone") in Chromium against the
 * reference server: the desktop applicant (last name 'Fail': documents requested) asks for a link on
 * the upload-method page; a SECOND browser context with no session (a phone: mobile viewport and
 * user agent) opens it, uploads a PNG by file, and the desktop — polling — shows the document
 * uploaded. The link then says 'already used'. The last document is handed off while the desktop
 * waits on the hub, which moves to /kyc/done when it arrives.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addressAndFunding, atPath, newApplicant, registerIndividual, secureSteps } from './flow';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function toHub(page: Page) {
  const a = newApplicant({ lastName: 'Fail' });
  await registerIndividual(page, a);
  await secureSteps(page, a, '/address');
  await addressAndFunding(page, a, 'Wire');
  await page.getByRole('button', { name: /looks good/i }).click();
  await atPath(page, '/review/agreement');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: /open account/i }).click();
  await atPath(page, '/kyc/verification', 45_000);
}

const hubRow = (page: Page, name: RegExp) =>
  page.getByRole('list', { name: /documents requested/i }).getByRole('button', { name });

/** Creates the link on the current method page and answers it as shown. */
async function createLink(page: Page): Promise<string> {
  const panel = page.getByRole('region', { name: /continue on your phone/i });
  await panel.getByRole('button', { name: /get a link for my phone/i }).click();
  const link = panel.getByRole('textbox', { name: /link for your phone/i });
  await expect(link).toHaveValue(/\/kyc\/handoff\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.getByText(/works once and expires at/i)).toBeVisible();
  return link.inputValue();
}

/** A phone with no session opens the link and uploads a PNG by file; answers its page. */
async function phoneUploads(browser: Browser, url: string, name: string): Promise<Page> {
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  });
  const page = await phone.newPage();
  await page.goto(url);
  await expect(page.getByText(/^hi ada,/i)).toBeVisible();
  // The token leaves the address bar once the page has it.
  await expect(page).toHaveURL(/\/kyc\/handoff$/);
  await page.locator('input[type=file]').setInputFiles(png(name));
  await expect(page.getByRole('img', { name })).toBeVisible();
  await page.getByRole('button', { name: /^continue$/i }).click();
  await expect(page.getByRole('heading', { name: /your document was sent/i })).toBeVisible();
  return page;
}

test('a phone opens the hand-off link without logging in, uploads, and the desktop shows it; the last one moves the hub to /kyc/done', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await toHub(page);
  await expect(page.getByText(/0 of 3 uploaded/i)).toBeVisible();

  // Identity: the link from the method page, uploaded from the phone; the desktop follows by itself.
  await hubRow(page, /proof of identity/i).click();
  await page.getByRole('button', { name: /driver’s license/i }).click();
  await atPath(page, '/kyc/proof-of-identity/drivers-license');
  const url = await createLink(page);
  const phone = await phoneUploads(browser, url, 'licence.png');
  await atPath(page, '/kyc/verification', 20_000);
  await expect(hubRow(page, /proof of identity/i)).toBeDisabled();
  await expect(page.getByText(/1 of 3 uploaded/i)).toBeVisible();

  // Single use: the same link again says so.
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: /already used/i })).toBeVisible();
  await phone.context().close();

  // Residence by file on the desktop.
  await hubRow(page, /proof of residence/i).click();
  await page.getByRole('button', { name: /utility bill/i }).click();
  await atPath(page, '/kyc/proof-of-residence/utility-bill');
  await page.locator('input[type=file]').setInputFiles(png('bill.png'));
  await page.getByRole('button', { name: /^continue$/i }).click();
  await atPath(page, '/kyc/verification', 20_000);
  await expect(page.getByText(/2 of 3 uploaded/i)).toBeVisible();

  // Social security: the link is made, the desktop goes back to the hub, the phone uploads the last one.
  await hubRow(page, /proof of social security/i).click();
  await atPath(page, '/kyc/proof-of-social-security/ssc');
  const sscUrl = await createLink(page);
  await page
    .locator('header.w-header')
    .getByRole('button', { name: /^back$/i })
    .click();
  await atPath(page, '/kyc/verification');
  await expect(page.getByText(/2 of 3 uploaded/i)).toBeVisible();
  const phone2 = await phoneUploads(browser, sscUrl, 'card.png');
  await phone2.context().close();
  await atPath(page, '/kyc/done', 20_000);
  await expect(page.getByRole('heading', { name: /processing verification/i })).toBeVisible();
});
