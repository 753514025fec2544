/**
 * KYC documents end to end (doc 3 §2.6, §4, §5, §8; issue 9) in Chromium against the reference
 * server: an Individual applicant whose last name is 'Fail' (docs/sandbox.md: verification fails,
 * documents are requested) reaches the hub, which lists proof of identity, residence and social
 * security; the identity chooser offers a driver's licence or other government ID (§5); a wrong
 * file type is refused under the drop zone before any request; an upload by file marks the
 * document uploaded; a denied camera shows the camera-access modal and its file route uploads; the
 * hub moves to /kyc/done when all are in. A second run captures the document with Chromium's fake
 * camera (--use-fake-device-for-media-stream, --use-fake-ui-for-media-stream) and uploads it.
 * Both runs read the identity-verification events the page posts (doc 3 §7 POST
 * /v2/documents/{idv}-event, here sandbox-event): the request bodies of each upload, capture and
 * the camera denial, each recorded by the server (201).
 */
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addressAndFunding, atPath, newApplicant, registerIndividual, secureSteps } from './flow';

/** A 1×1 PNG (valid signature and IHDR: the server sniffs the content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A new Individual applicant with the failing last name, through the wizard to the hub. */
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

/** One identity-verification event as sent (its JSON body) and the server's answer status. */
interface SentIdvEvent {
  body: Record<string, unknown>;
  status: number;
}
/**
 * Collects the page's POST /v2/documents/sandbox-event bodies through a route (the API client's
 * retrying requests carry their body as a stream, which the plain request event does not show);
 * each status fills in when the server has answered.
 */
async function idvEvents(page: Page): Promise<SentIdvEvent[]> {
  const sent: SentIdvEvent[] = [];
  await page.route('**/v2/documents/sandbox-event', async (route) => {
    const entry: SentIdvEvent = {
      body: route.request().postDataJSON() as Record<string, unknown>,
      status: 0,
    };
    sent.push(entry);
    const res = await route.fetch();
    entry.status = res.status();
    await route.fulfill({ response: res });
  });
  return sent;
}
/** The body the wizard sends for `EventType` on a main-holder page of `DocumentType` (nothing else: no PII). */
const idvBody = (EventType: string, DocumentType: number) => ({
  ApplicationUid: expect.stringMatching(/\S/),
  EventType,
  DocumentType,
  PersonTargetType: 0,
  // The fraud-prevention session id (doc 1 §9: ms timestamp + 20 hex).
  SessionId: expect.stringMatching(/^\d{10,}[0-9a-f]{20}$/),
});

const hubRow = (page: Page, name: RegExp) =>
  page.getByRole('list', { name: /documents requested/i }).getByRole('button', { name });

/** Uploads a PNG on the current file page and waits for the hub. */
async function uploadFile(page: Page, name: string) {
  await page.locator('input[type=file]').setInputFiles(png(name));
  await expect(page.getByRole('img', { name })).toBeVisible();
  await page.getByRole('button', { name: /^continue$/i }).click();
  await atPath(page, '/kyc/verification', 20_000);
}

test.describe('KYC documents (no camera)', () => {
  test.use({ permissions: [] });

  test('a failing verification lists the documents; file uploads, a denied camera, then /kyc/done', async ({
    page,
  }) => {
    const events = await idvEvents(page);
    await toHub(page);
    // The requirements arrive 1 s after the hub opens (doc 3 §9).
    await expect(hubRow(page, /proof of identity/i)).toBeVisible();
    await expect(hubRow(page, /proof of residence/i)).toBeVisible();
    await expect(hubRow(page, /proof of social security/i)).toBeVisible();
    await expect(page.getByText(/0 of 3 uploaded/i)).toBeVisible();

    // Identity options of a US citizen (DriverLicenseOrStateIssuedIDCard): licence or other government ID, no passport.
    await hubRow(page, /proof of identity/i).click();
    await atPath(page, '/kyc/proof-of-identity');
    await expect(page.getByRole('button', { name: /driver’s license/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /other government id/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /^passport/i })).toHaveCount(0);
    await page.getByRole('button', { name: /driver’s license/i }).click();
    await atPath(page, '/kyc/proof-of-identity/drivers-license');
    await page.getByRole('button', { name: /file upload/i }).click();
    await atPath(page, '/kyc/proof-of-identity/drivers-license/file');
    await expect(page.getByRole('button', { name: /^continue$/i })).toBeDisabled();
    // A PDF is refused for an identity document before any request (doc 3 §5).
    await page.locator('input[type=file]').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(page.getByRole('alert')).toContainText(/png, jpeg or gif/i);
    await expect(page.getByRole('button', { name: /^continue$/i })).toBeDisabled();
    await uploadFile(page, 'licence.png');
    await expect(hubRow(page, /proof of identity/i)).toBeDisabled();
    await expect(hubRow(page, /proof of identity/i)).toContainText(/^.*uploaded/i);
    await expect(page.getByText(/1 of 3 uploaded/i)).toBeVisible();

    // Social security by webcam: the camera is not available → the camera-access modal, then its file route.
    await hubRow(page, /proof of social security/i).click();
    await atPath(page, '/kyc/proof-of-social-security/ssc');
    await page.getByRole('button', { name: /^webcam/i }).click();
    await atPath(page, '/kyc/proof-of-social-security/ssc/camera');
    await page.getByRole('button', { name: /activate camera/i }).click();
    const modal = page.getByRole('dialog', { name: /you don’t have access to your camera/i });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(/not plugged in or is blocked/i);
    await modal.getByRole('button', { name: /upload a file instead/i }).click();
    await atPath(page, '/kyc/proof-of-social-security/ssc/file');
    await uploadFile(page, 'card.png');
    await expect(page.getByText(/2 of 3 uploaded/i)).toBeVisible();

    // Residence: the chooser with the address, a utility bill; the last upload moves the hub to /kyc/done.
    await hubRow(page, /proof of residence/i).click();
    await atPath(page, '/kyc/proof-of-residence');
    await expect(page.getByText(/100 Main Street/)).toBeVisible();
    await page.getByRole('button', { name: /utility bill/i }).click();
    await atPath(page, '/kyc/proof-of-residence/utility-bill');
    await page.locator('input[type=file]').setInputFiles(png('bill.png'));
    await page.getByRole('button', { name: /^continue$/i }).click();
    await atPath(page, '/kyc/done', 20_000);
    await expect(page.getByRole('heading', { name: /processing verification/i })).toBeVisible();

    // Identity-verification events: each upload and the camera denial, in order, all recorded.
    await expect.poll(() => events.length).toBe(4);
    expect(events.map((e) => e.body)).toEqual([
      idvBody('DocumentUploaded', 2),
      idvBody('CameraAccessDenied', 6),
      idvBody('DocumentUploaded', 6),
      idvBody('DocumentUploaded', 4),
    ]);
    await expect.poll(() => events.map((e) => e.status)).toEqual([201, 201, 201, 201]);
  });
});

test.describe('KYC documents (fake camera)', () => {
  test('a webcam capture of the identity document uploads it', async ({ baseURL }) => {
    // Its own Chromium with the fake camera: a launch option cannot change within one file's worker.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    });
    try {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const events = await idvEvents(page);
      await toHub(page);
      await hubRow(page, /proof of identity/i).click();
      await page.getByRole('button', { name: /driver’s license/i }).click();
      await page.getByRole('button', { name: /^webcam/i }).click();
      await atPath(page, '/kyc/proof-of-identity/drivers-license/camera');
      await expect(page.getByText(/before you start/i)).toBeVisible();
      await page.getByRole('button', { name: /activate camera/i }).click();
      const capture = page.getByRole('button', { name: /capture front/i });
      await expect(capture).toBeEnabled({ timeout: 15_000 });
      await capture.click();
      await expect(page.getByRole('img', { name: /captured picture/i })).toBeVisible();
      await page.getByRole('button', { name: /retake/i }).click();
      await expect(capture).toBeEnabled({ timeout: 15_000 });
      await capture.click();
      await page.getByRole('button', { name: /^continue$/i }).click();
      await atPath(page, '/kyc/verification', 20_000);
      await expect(hubRow(page, /proof of identity/i)).toBeDisabled();
      await expect(page.getByText(/1 of 3 uploaded/i)).toBeVisible();
      // Two captures (one retaken) and the upload of the second, each an event recorded by the server.
      await expect.poll(() => events.length).toBe(3);
      expect(events.map((e) => e.body)).toEqual([
        idvBody('CaptureCompleted', 2),
        idvBody('CaptureCompleted', 2),
        idvBody('DocumentUploaded', 2),
      ]);
      await expect.poll(() => events.map((e) => e.status)).toEqual([201, 201, 201]);
    } finally {
      await browser.close();
    }
  });
});
