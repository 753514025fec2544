/**
 * Agreements in a real browser against the reference server (doc 3 §2.5, §5, §7; issue 9):
 * - a Traditional IRA applicant reaches the equity agreement; when its text needs scrolling, the
 *   checkbox and Continue stay disabled until the panel is scrolled to its end (a partial scroll
 *   is not enough); the e-signature note is shown; Continue accepts it and the agreement follows;
 * - 'Download agreement' on the agreement opens a new tab, and the bytes the API answered
 *   (GET …/{maincode}-pdf-agreements) are a PDF (they start with %PDF).
 * A phone-sized viewport makes the IRA agreement longer than its panel.
 */
import { expect, test } from './fixtures';
import { enEquity } from '../../src/i18n/en-equity';
import { clickContinue } from './flow';
import { driveWizard, HANDLERS, newKindApplicant, registerKind } from './kinds';

test.use({ viewport: { width: 375, height: 700 } });

// The IRA funding step: 'I'll do it later', then Skip in its confirmation (doc 3 §2.4, issue 21): on
// to Review.
HANDLERS['/fund/retirement'] ??= async (page) => {
  await page.getByRole('button', { name: /do it later/i }).click();
  await page
    .getByRole('dialog', { name: /skip funding/i })
    .getByRole('button', { name: /^skip$/i })
    .click();
};

test('equity agreement: Continue stays disabled until scrolled to the end; the agreement PDF is a real PDF', async ({
  page,
  context,
}) => {
  const a = newKindApplicant();
  await registerKind(page, 'traditional', a);
  await driveWizard(page, a, '/review/equity');

  const T = enEquity.equityAgreement;
  const panel = page.getByRole('region', { name: T.panelLabel });
  const cont = page.getByRole('button', { name: /^continue$/i });
  const box = page.getByRole('checkbox', { name: T.agree });
  await expect(panel.getByRole('heading', { level: 1 })).toContainText(/Traditional IRA/);
  await expect(page.getByText(T.esign)).toBeVisible();

  const metrics = () =>
    panel.evaluate((el) => ({
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
      scrollTop: el.scrollTop,
    }));
  const m = await metrics();
  expect(m.scrollHeight, 'the agreement must need scrolling for this test').toBeGreaterThan(
    m.clientHeight + 40,
  );
  await expect(cont).toBeDisabled();
  await expect(box).toBeDisabled();
  await expect(page.getByText(T.scrollNote)).toBeVisible();

  // Half way is not the end.
  await panel.evaluate((el) => el.scrollTo(0, (el.scrollHeight - el.clientHeight) / 2));
  await page.waitForTimeout(200);
  await expect(cont).toBeDisabled();
  await expect(box).toBeDisabled();

  // The end unlocks the box and Continue.
  await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(cont).toBeEnabled();
  await expect(box).toBeEnabled();
  await expect(page.getByText(T.readNote)).toBeVisible();
  await box.check();
  await clickContinue(page);
  await page.waitForURL((u) => u.pathname === '/review/agreement', { timeout: 15_000 });

  // The agreement's PDF opens in a new tab; the API's answer is a PDF.
  const pdfResponse = page.waitForResponse(
    (r) => /-pdf-agreements$/.test(new URL(r.url()).pathname) && r.request().method() === 'GET',
  );
  const newTab = context.waitForEvent('page');
  await page.getByRole('button', { name: /download agreement/i }).click();
  const res = await pdfResponse;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const tab = await newTab;
  await tab.waitForURL(/^blob:/, { timeout: 15_000 });
  // What the new tab shows: the blob the wizard filled it with.
  const head = await page.evaluate(async (u) => {
    const buf = new Uint8Array(await (await fetch(u)).arrayBuffer());
    return {
      start: String.fromCharCode(...buf.subarray(0, 5)),
      end: String.fromCharCode(...buf.subarray(-8)),
      size: buf.length,
    };
  }, tab.url());
  expect(head.start).toBe('%PDF-');
  expect(head.end).toContain('%%EOF');
  expect(head.size).toBeGreaterThan(1000);
  // And the API itself (the same GET, bearer token from the session).
  const token = await page.evaluate(() => sessionStorage.getItem('aow.JwtToken'));
  expect(token).toBeTruthy();
  const direct = await page.request.get(res.url(), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(direct.status()).toBe(200);
  expect((await direct.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await tab.close();
});
