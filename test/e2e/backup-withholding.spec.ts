/**
 * Backup withholding (doc 2 §2.19; issue 21 item 5) in Debian's Chromium against the reference
 * server: on LG, the sandbox broker with IsIRSRequired on (docs/sandbox.md), an Individual
 * applicant answers the W-9 question right after the SSN; an empty answer is refused on the
 * client, the answer is saved (GET application shows PersonBackupWithHolding), Back shows it
 * chosen, and Review lists it with its edit link.
 */
import { expect, test } from './fixtures';
import {
  addressAndFunding,
  atPath,
  chooseStandardMe,
  clickContinue,
  fetchApplication,
  newApplicant,
  secureSteps,
  submitAccount,
} from './flow';

test('LG asks the backup-withholding question after the SSN; the answer is saved and reviewed', async ({
  page,
}) => {
  const a = newApplicant();
  await page.goto('/?brokerCode=LG');
  await page.getByLabel(/^email/i).fill(a.email);
  await clickContinue(page);
  await atPath(page, '/create-application');
  await chooseStandardMe(page, '/create-application');
  await atPath(page, '/createAccount');
  await submitAccount(page, a.password, '/secure');
  await secureSteps(page, a, '/secure/identity/ssn');
  await page.getByLabel(/social security number/i).fill(a.ssn);
  await clickContinue(page);

  await atPath(page, '/secure/backup-withholding');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/backup withholding/i);
  // Nothing chosen: refused on the client, the page stays.
  await clickContinue(page);
  await expect(page.getByText('Please choose an answer.')).toBeVisible();
  await expect(page).toHaveURL(/\/secure\/backup-withholding$/);
  await page.getByRole('radio', { name: /^no, i am not subject/i }).check();
  await clickContinue(page);
  await atPath(page, '/address');

  const saved = await fetchApplication(page);
  expect(saved.status).toBe(200);
  expect(saved.body.IndividualApplication.Owner.PersonBackupWithHolding).toEqual({
    BackupWithHoldingRecord: false,
  });
  expect(saved.body.ApplicationStep).toBe('/address');

  // Back: the saved answer is chosen.
  await page
    .getByRole('button', { name: /^back$/i })
    .first()
    .click();
  await atPath(page, '/secure/backup-withholding');
  await expect(page.getByRole('radio', { name: /^no, i am not subject/i })).toBeChecked();
  await page.getByRole('radio', { name: /^yes, i have been notified/i }).check();
  await clickContinue(page);
  await atPath(page, '/address');
  expect(
    (await fetchApplication(page)).body.IndividualApplication.Owner.PersonBackupWithHolding,
  ).toEqual({ BackupWithHoldingRecord: true });

  await addressAndFunding(page, a, 'Wire');
  await atPath(page, '/review');
  await expect(page.getByText('Subject to backup withholding')).toBeVisible();
  await expect(page.getByRole('button', { name: /edit backup withholding/i })).toBeVisible();
});
