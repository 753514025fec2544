/**
 * Issue 10, doc 1 §2.5–§2.6: the whole password-reset loop without a mail server — 'Forgot
 * password' on the login page, the reset link read from the sandbox outbox (GET /sandbox/outbox,
 * docs/sandbox.md "Mail (password reset)"), RESET_PASSWORD with the checklist and the server's
 * token error under the field, RESET_SUCCESSFUL_PAGE, then a login with the new password.
 */
import { expect, test } from './fixtures';
import { atPath, clickContinue, newApplicant } from './flow';

interface OutboxMessage {
  Recipient: string;
  Template: string;
  Link: string | null;
}

test('forgot password → outbox link → new password → login with it', async ({ page, request }) => {
  const a = newApplicant();
  // A user of the sandbox, created through the API (doc 1 §7.2 create user).
  const created = await request.post(
    '/v2/users?applicationType=Individual&registrationFlowType=1',
    {
      data: { Email: a.email, Password: a.password, TrackingDetails: { Fp: null } },
    },
  );
  expect(created.status()).toBe(201);

  // Login page → 'Forgot password' → RESET_SENT.
  await page.goto('/');
  await page.getByLabel(/^email/i).fill(a.email);
  await clickContinue(page);
  await atPath(page, '/login');
  await page.getByRole('button', { name: /forgot password/i }).click();
  await atPath(page, '/reset-sent');

  // The sandbox outbox holds the reset mail with its link on this server.
  const outbox = await request.get(`/sandbox/outbox?recipient=${encodeURIComponent(a.email)}`);
  expect(outbox.status()).toBe(200);
  const { Messages } = (await outbox.json()) as { Messages: OutboxMessage[] };
  expect(Messages[0]?.Template).toBe('password-reset');
  const link = Messages[0]?.Link ?? '';
  expect(link).toMatch(/\/reset-password\?rpt=rpt_/);

  // A wrong token first: the server's error shows under the field.
  await page.goto('/reset-password?rpt=rpt_not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/new password/i);
  const field = page.getByLabel(/^new password/i);
  await field.fill('Silver#Coin2025');
  await page.getByLabel(/^confirm new password/i).fill('Silver#Coin2025');
  await page.getByRole('button', { name: /save password/i }).click();
  await expect(page.getByText(/expired or is not valid/i)).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);

  // The real link: the token leaves the address bar at once.
  await page.goto(link);
  await atPath(page, '/reset-password');
  expect(page.url()).not.toContain('rpt=');
  const newPassword = 'Silver#Coin2025';
  await page.getByLabel(/^new password/i).fill(newPassword);
  await expect(page.getByText('8 to 50 characters')).toBeVisible();
  // doc 1 §5: the confirmation must match before anything is sent.
  const confirm = page.getByLabel(/^confirm new password/i);
  await confirm.fill('Silver#Coin2024');
  await page.getByRole('button', { name: /save password/i }).click();
  await expect(confirm).toHaveAccessibleDescription(/passwords don.t match/i);
  await expect(page).toHaveURL(/\/reset-password$/);
  await confirm.fill(newPassword);
  await page.getByRole('button', { name: /save password/i }).click();
  await atPath(page, '/reset-successful');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/password has been changed/i);

  // Its button goes to login, which needs the usernames: BASE first, then login with the new password.
  await page.getByRole('button', { name: /^log in$/i }).click();
  await atPath(page, '/');
  await page.getByLabel(/^email/i).fill(a.email);
  await clickContinue(page);
  await atPath(page, '/login');
  await page.getByLabel(/^password/i).fill(a.password);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page.getByText(/incorrect password/i)).toBeVisible();
  await page.getByLabel(/^password/i).fill(newPassword);
  await page.getByRole('button', { name: /^log in$/i }).click();
  // Logged in: the application made at sign-up offers the resume modal (doc 1 §4.5).
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /resume application/i })
    .click();
  await atPath(page, '/secure', 20_000);
});
