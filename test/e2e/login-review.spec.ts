/**
 * Login with the username dropdown (doc 1 §2.5), resume (doc 1 §2.12, §4.5–4.6), and the review
 * page's edit modal (doc 2 §2.23–2.24), in Debian's Chromium against the reference server.
 */
import { expect, test } from '@playwright/test';
import {
  addressAndFunding,
  atPath,
  clickContinue,
  fetchApplication,
  newApplicant,
  registerIndividual,
  secureSteps,
} from './flow';

test('login: usernames dropdown, show/hide password, server error under the field, then resume', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel(/^email/i).fill('existing@example.com');
  await clickContinue(page);
  await atPath(page, '/login');

  const username = page.getByRole('textbox', { name: /^username/i }).or(page.getByLabel(/^username/i)).first();
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
  await expect(page.getByText('An incorrect password has been entered for the selected username.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(password).toHaveValue('Wrong#Pass1');

  await password.fill('Gold-Bar-2024');
  await page.getByRole('button', { name: /^log in$/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: /resume application/i }).click();
  await atPath(page, '/secure/phone-number');
});

test('review: an edit modal per item saves the change and the review shows it', async ({ page }) => {
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
