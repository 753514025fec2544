/**
 * Login with the username dropdown (doc 1 §2.5), resume (doc 1 §2.12, §4.5–4.6), and the review
 * page's edit modal (doc 2 §2.23–2.24), in Debian's Chromium against the reference server.
 */
import { expect, test } from './fixtures';
import {
  addressAndFunding,
  answerOtherSite,
  atPath,
  clickContinue,
  fetchApplication,
  newApplicant,
  registerIndividual,
  secureSteps,
} from './flow';

test('login: usernames dropdown, show/hide password, server error under the field, then resume', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel(/^email/i).fill('existing@example.com');
  await clickContinue(page);
  await atPath(page, '/login');

  const username = page
    .getByRole('textbox', { name: /^username/i })
    .or(page.getByLabel(/^username/i))
    .first();
  await expect(username).toHaveValue('existing@example.com');
  await username.click();
  await expect(page.getByRole('option', { name: 'existing.gold' })).toBeVisible();
  await page.getByRole('option', { name: 'existing.gold' }).click();
  await expect(username).toHaveValue('existing.gold');

  const password = page.getByLabel(/^password/i);
  await password.fill('Wrong#Pass1');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: /show password/i }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(
    page.getByText('An incorrect password has been entered for the selected username.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(password).toHaveValue('Wrong#Pass1');

  await password.fill('Gold-Bar-2024');
  await page.getByRole('button', { name: /^log in$/i }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /resume application/i })
    .click();
  await atPath(page, '/secure/phone-number');
});

test('review: an edit modal per item saves the change and the review shows it', async ({
  page,
}) => {
  const a = newApplicant();
  await registerIndividual(page, a);
  await secureSteps(page, a);
  await addressAndFunding(page, a, 'Check');
  await atPath(page, '/review');
  await expect(page.getByText(`${a.firstName} ${a.middleName} ${a.lastName}`)).toBeVisible();

  await page.getByRole('button', { name: /^edit name$/i }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^first name/i)).toHaveValue(a.firstName);
  await dialog.getByLabel(/^first name/i).fill('Augusta');
  await dialog.getByRole('button', { name: /^update$/i }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Augusta ${a.middleName} ${a.lastName}`)).toBeVisible();
  await expect(page).toHaveURL(/\/review$/);

  const { body: app } = await fetchApplication(page);
  expect(app.IndividualApplication.Owner.PersonName.FirstName).toBe('Augusta');
  expect(app.ApplicationFunding).toMatchObject({ BankFundingType: 4, Amount: Number(a.amount) });
});

test('save & exit sends the CRM exit-modal events, then continue closes and save & exit leaves for the portal', async ({
  page,
}) => {
  await answerOtherSite(page);
  const events: { ExitModalType: number; RegistrationPageUrl: string }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/v2\/crm\/[^/]+\/exitModal$/.test(new URL(r.url()).pathname))
      events.push(r.postDataJSON());
  });
  const a = newApplicant();
  await registerIndividual(page, a);
  await page.getByRole('button', { name: /secure my account/i }).click();
  await atPath(page, '/secure/name');

  await page
    .getByRole('button', { name: /save & exit/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /continue registration/i }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/secure\/name$/);
  await expect.poll(() => events.length).toBe(1);
  expect(events[0].ExitModalType).toBe(2);
  expect(events[0].RegistrationPageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/secure\/name$/);

  await page
    .getByRole('button', { name: /save & exit/i })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^save & exit$/i })
    .click();
  await page.waitForURL(/^https:\/\/portal\./);
  expect(events.map((e) => e.ExitModalType)).toEqual([2, 1]);
});

test('forgot password asks for a reset for the chosen username and shows the reset-sent page', async ({
  page,
}) => {
  const resets: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v2/users/passwords/reset_token')
      resets.push(r.url());
  });
  await page.goto('/');
  await page.getByLabel(/^email/i).fill('existing@example.com');
  await clickContinue(page);
  await atPath(page, '/login');
  await page.getByRole('button', { name: /forgot.*password/i }).click();
  await atPath(page, '/reset-sent');
  expect(resets).toHaveLength(1);
  expect(new URL(resets[0]).searchParams.get('username')).toBe('existing@example.com');
  await expect(
    page.getByRole('link', { name: /customer service|support|contact/i }).first(),
  ).toHaveAttribute('href', /^mailto:/);
});
