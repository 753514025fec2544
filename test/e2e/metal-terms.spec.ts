/**
 * The metal-stream terms and conditions in the agreement viewer (doc 3 §1 "each can be viewed as
 * HTML, downloaded as PDF and accepted", §2.5 viewer, §7 metal-stream-html-agreements /
 * metal-stream-pdf-agreements; issue 21): a new /aip applicant goes through the programme and the
 * secure steps to the metal agreement (/aip/review/agreement), opens the terms from the 'agree'
 * label, reads the server's text in the viewer (GET …/metal-stream-html-agreements), downloads
 * them (Print / Download → GET …/metal-stream-pdf-agreements, a real PDF in a new tab), and Accept
 * ticks 'agree'; the second download link opens the same PDF.
 * The screens' handlers and the /aip registration are test/e2e/metal.ts.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { enAgree } from '../../src/i18n/en-agree';
import { newKindApplicant } from './kinds';
import { metalHandlerOf, registerAip } from './metal';

const A = enAgree.agreeVariant;
const AGREEMENT = '/aip/review/agreement';

/** Follows the programme's screens until the metal agreement. */
async function toMetalAgreement(page: Page) {
  const a = newKindApplicant();
  await registerAip(page, a);
  for (let i = 0; i < 40; i += 1) {
    const path = new URL(page.url()).pathname;
    if (path === AGREEMENT) return;
    const handler = metalHandlerOf(path);
    if (!handler) throw new Error(`no handler for ${path}`);
    await handler(page, a);
    await page.waitForURL((u) => u.pathname !== path, { timeout: 20_000 });
  }
  throw new Error('the metal agreement was not reached');
}

const isMetal = (suffix: string) => (r: Response) =>
  new URL(r.url()).pathname.endsWith(`/metal-stream-${suffix}`) && r.request().method() === 'GET';

/** The bytes of the blob a new tab shows: its start, end and size. */
async function pdfHead(page: Page, url: string) {
  return page.evaluate(async (u) => {
    const buf = new Uint8Array(await (await fetch(u)).arrayBuffer());
    return {
      start: String.fromCharCode(...buf.subarray(0, 5)),
      end: String.fromCharCode(...buf.subarray(-8)),
      size: buf.length,
    };
  }, url);
}

test('the metal agreement shows the metal-stream terms in the viewer, downloads their PDF, and Accept ticks agree', async ({
  page,
  context,
}) => {
  await toMetalAgreement(page);
  const agree = page.getByRole('checkbox').first();
  await expect(agree).not.toBeChecked();

  // The terms link of the 'agree' label opens the viewer on the server's HTML.
  const html = page.waitForResponse(isMetal('html-agreements'));
  await page.getByRole('button', { name: A.metalTermsLink, exact: true }).click();
  expect((await html).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: A.metalViewerTitle });
  await expect(dialog).toBeVisible();
  const region = dialog.getByRole('region', { name: A.viewerLabel });
  await expect(region.getByRole('heading', { level: 1 })).toHaveText(
    /Metal Stream Terms and Conditions/,
  );
  await expect(region).toContainText('Recurring purchases');
  await expect(region).toContainText(/day \d+ of the month/);

  // Print / Download: the PDF opens in a new tab; the API answered a PDF.
  const pdf = page.waitForResponse(isMetal('pdf-agreements'));
  const tabOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: /print \/ download/i }).click();
  const res = await pdf;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const tab = await tabOpened;
  await tab.waitForURL(/^blob:/, { timeout: 15_000 });
  const head = await pdfHead(page, tab.url());
  expect(head.start).toBe('%PDF-');
  expect(head.end).toContain('%%EOF');
  expect(head.size).toBeGreaterThan(1000);
  await tab.close();

  // Accept closes the viewer and ticks 'agree'.
  await dialog.getByRole('button', { name: /^accept$/i }).click();
  await expect(dialog).toBeHidden();
  await expect(agree).toBeChecked();

  // The download link under the agreement opens the same PDF.
  const again = page.waitForResponse(isMetal('pdf-agreements'));
  const second = context.waitForEvent('page');
  await page.getByRole('button', { name: A.metalTermsDownload }).click();
  expect((await again).status()).toBe(200);
  await (await second).close();
});
