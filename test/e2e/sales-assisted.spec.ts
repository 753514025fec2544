/**
 * Issue 10 end-to-end: a sales agent prepares an Individual application for a new customer and
 * sends the invitation; the customer accepts it, sets a password and finishes (doc 1 §2.3, §2.6,
 * §2.10, §4.12, §6, §7.3; doc 2 §2.23, §4; doc 3 §2.4, §6). Against the reference server
 * (docs/sandbox.md "Sales-assisted"); the invitation is read back through the sandbox outbox
 * (GET /sandbox/outbox, on with SANDBOX_OUTBOX=1 in playwright.config.ts). A second test: the
 * agent's relaxed phone, the missing-info banner on a wizard page, and the banner's save & close
 * (a form its rules stop keeps its value and shows its error; a saved step opens 'Draft saved').
 */
import { expect, test } from './fixtures';
import {
  addressAndFunding,
  atPath,
  chooseStandardMe,
  clickContinue,
  newApplicant,
  secureSteps,
} from './flow';
import { assistedUrl, claimsOf, salesLogin } from './sales';

test.beforeEach(async ({ page }) => {
  // The back office is another site: answer it locally so the return can be asserted.
  await page.route('https://www.**/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Back office</h1>' }),
  );
});

test('an agent prepares an application and invites the customer, who sets a password and finishes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const a = newApplicant();

  // 1. The agent's Sales token (the back office logs in with the ordinary login).
  const agent = await salesLogin(request);
  const { salesToken } = agent;
  expect(claimsOf(salesToken).JwtTokenType).toBe('Sales');

  // 2. The assisted entry URL; the token leaves the address bar and the history.
  await page.goto(assistedUrl(agent, a.email));
  // A new customer has no application: the kind choice (CHOOSE_APPLICATION.MAIN).
  await atPath(page, '/choose-application', 30_000);
  expect(page.url()).not.toContain(salesToken);
  expect(await page.evaluate(() => location.href)).not.toContain(salesToken);
  const cdp = await page.context().newCDPSession(page);
  const nav = (await cdp.send('Page.getNavigationHistory')) as {
    entries: { url: string }[];
  };
  expect(nav.entries.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.history.length)).toBe(nav.entries.length);
  for (const entry of nav.entries) expect(entry.url).not.toContain(salesToken);
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(salesToken);

  // 3. The assisted banner with the customer's e-mail; Save & exit hidden.
  const banner = page.getByTestId('assisted-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(a.email);
  await expect(page.getByRole('button', { name: /save & exit/i })).toHaveCount(0);

  // 4. An Individual application, with the SSN left empty.
  await chooseStandardMe(page, '/choose-application');
  await secureSteps(page, a, '/secure/identity/ssn');
  await clickContinue(page);
  await atPath(page, '/address');

  // 5. Funding: wire and check only — the bank link is not offered to an agent (doc 3 §2.4, §6).
  await addressAndFunding(page, a, 'Wire', async (path) => {
    if (path !== '/fund/account') return;
    await expect(page.getByRole('button', { name: /connect bank account/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /wire/i }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /check/i }).first()).toBeVisible();
  });

  // 6. The review lists what is missing and its submit sends the invitation.
  await atPath(page, '/review');
  await expect(page.getByTestId('missing-list')).toContainText(/SSN|social security/i);
  await page.getByRole('button', { name: /finish and send invitation/i }).click();
  const sent = page.getByRole('dialog', { name: /invitation sent/i });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(a.email);

  // 7. The invitation mail, from the sandbox outbox.
  const outbox = await request.get(
    `/sandbox/outbox?recipient=${encodeURIComponent(a.email)}&template=sales-invitation`,
  );
  expect(outbox.status()).toBe(200);
  const mails = (await outbox.json()) as { Messages: { Data: { InvitationToken: string } }[] };
  const invitationToken = mails.Messages[0]?.Data.InvitationToken;
  expect(invitationToken).toMatch(/^inv_/);

  // 8. 'Ok, return to back office': the session is cleared and the page leaves.
  await sent.getByRole('button', { name: /return to back office/i }).click();
  await page.waitForURL(/\/back-office\/draft-applications$/);

  // 9. The customer opens the invitation: SET_PASSWORD with the e-mail prefilled and disabled.
  await page.goto(`/sales-invitation?invitation-token=${encodeURIComponent(invitationToken)}`);
  await atPath(page, '/set-password', 30_000);
  expect(page.url()).not.toContain(invitationToken);
  const email = page.getByLabel(/^email/i);
  await expect(email).toHaveValue(a.email);
  await expect(email).toBeDisabled();
  await page.getByLabel(/^password/i).fill(a.password);
  await page.getByLabel(/^confirm password/i).fill(a.password);
  await page.getByRole('button', { name: /save password/i }).click();

  // 10. Logged in, the application resumes; the customer fills the missing SSN and submits.
  await atPath(page, '/review', 30_000);
  await expect(page.getByTestId('assisted-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /looks good/i })).toBeDisabled();
  await page.getByRole('button', { name: /edit (ssn|social security)/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/social security number/i).fill(a.ssn);
  await dialog.getByRole('button', { name: /update/i }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: /looks good/i }).click();
  await atPath(page, '/review/agreement');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: /open account/i }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/kyc/') && u.pathname !== '/kyc/processing', {
    timeout: 45_000,
  });
});

test("the banner's save & close: a stopped form keeps its error, a saved step opens 'Draft saved'", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const a = newApplicant();
  await page.goto(assistedUrl(await salesLogin(request), a.email));
  await atPath(page, '/choose-application', 30_000);
  await chooseStandardMe(page, '/choose-application');
  await secureSteps(page, a, '/secure/phone-number');

  // doc 1 §2.3: the missing-info banner on a wizard page, not only on the review.
  await expect(page.getByText(/some information is still missing/i)).toBeVisible();

  // A number the form's rules refuse: its error shows, what was typed stays, no modal opens.
  const banner = page.getByTestId('assisted-banner');
  const phone = page.getByLabel(/^phone/i);
  await phone.fill('12');
  await banner.getByRole('button', { name: /log out/i }).click();
  await expect(page.locator('#main [aria-invalid="true"]').first()).toBeVisible();
  await expect(phone).toHaveValue(/^1\s?2$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await atPath(page, '/secure/phone-number');

  // Empty (the agent may leave it, saved as null): the step saves and 'Draft saved' opens.
  await phone.fill('');
  await banner.getByRole('button', { name: /log out/i }).click();
  const saved = page.getByRole('dialog', { name: /draft saved/i });
  await expect(saved).toBeVisible();
  await atPath(page, '/secure/dob');
  await saved.getByRole('button', { name: /continue/i }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
