/**
 * Issue 12, accessibility, in a real browser: after each step of the Individual path (doc 2 §2.2)
 * the focus is on the new step's h1 and the polite live region announces the page title
 * (src/step-focus.ts via the screen outlet); after a server error the focus is on the field the
 * error names, or on the form error. The keyboard-only walk of the whole path, with axe on every
 * screen, is test/e2e/keyboard.spec.ts.
 */
import type { Page } from '@playwright/test';
import { arrive } from './a11y-helpers';
import { expect, test } from './fixtures';
import {
  answerOtherSite,
  chooseStandardMe,
  clickContinue,
  fillAddress,
  fillDob,
  fillName,
  newApplicant,
  registerIndividual,
  submitAccount,
  type Applicant,
} from './flow';

// The broker portal is another site; answered locally so the redirect can be asserted.
test.beforeEach(({ page }) => answerOtherSite(page));

test('after each step of the Individual path the focus is on the new step’s h1 and the title is announced', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const a = newApplicant();
  await page.goto('/');
  const email = page.getByLabel(/^email/i);
  await email.fill(a.email);
  await page.waitForFunction(
    () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
  );
  // The first page load keeps the applicant's own focus (the hand-over, src/main.tsx).
  await expect(email).toBeFocused();
  await expect(page.getByTestId('step-announcer')).toHaveText('');
  await clickContinue(page);
  await arrive(page, '/create-application');
  await chooseStandardMe(page, '/create-application', (path) => arrive(page, path));
  await arrive(page, '/createAccount');
  await submitAccount(page, a.password, '/secure');
  await arrive(page, '/secure');
  await page
    .getByRole('button', { name: /secure my account|continue/i })
    .first()
    .click();
  await arrive(page, '/secure/name');
  await fillName(page, a);
  await clickContinue(page);
  await arrive(page, '/secure/phone-number');
  // The header's Back button: the focus goes to the previous step's heading too.
  await page.getByRole('button', { name: /^back$/i }).click();
  await arrive(page, '/secure/name');
  await clickContinue(page);
  await arrive(page, '/secure/phone-number');
  await page.getByLabel(/^phone/i).fill(a.phone);
  await clickContinue(page);
  await arrive(page, '/secure/dob');
  await fillDob(page, a);
  await clickContinue(page);
  await arrive(page, '/secure/identity');
  await clickContinue(page);
  await arrive(page, '/secure/identity/ssn');
  await page.getByLabel(/social security number/i).fill(a.ssn);
  await clickContinue(page);
  await arrive(page, '/address');
  await clickContinue(page);
  await arrive(page, '/address/enter');
  await fillAddress(page, a);
  await clickContinue(page);
  await arrive(page, '/address/done');
  await clickContinue(page);
  await arrive(page, '/fund/account');
  await page.getByRole('button', { name: /wire/i }).first().click();
  await arrive(page, '/fund/account/wire');
  await page.getByLabel(/^amount/i).fill(a.amount);
  await clickContinue(page);
  await arrive(page, '/review');
  await page.getByRole('button', { name: /looks good/i }).click();
  await arrive(page, '/review/agreement');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: /open account/i }).click();
  await arrive(page, '/kyc/success', 45_000);
});

/** Registers and walks to the name step; the next POST of the name answers `errors` with a 400. */
async function nameStepWithServerError(
  page: Page,
  a: Applicant,
  errors: { Code: string; Context?: string; Message: string }[],
) {
  await registerIndividual(page, a);
  await page
    .getByRole('button', { name: /secure my account|continue/i })
    .first()
    .click();
  await arrive(page, '/secure/name');
  let answered = 0;
  await page.route(
    (url) => /\/v2\/applications\/[^/]+\/persons$/.test(url.pathname),
    (route) => {
      if (route.request().method() !== 'POST' || answered > 0) return route.continue();
      answered += 1;
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ Errors: errors }),
      });
    },
  );
  await fillName(page, a);
  await page.getByRole('button', { name: /^continue$/i }).focus();
  await page.keyboard.press('Enter');
}

test('after a server error the focus is on the field it names; then on the next step’s heading', async ({
  page,
}) => {
  const a = newApplicant();
  await nameStepWithServerError(page, a, [
    {
      Code: 'LastNameNotAccepted',
      Context: 'LastName',
      Message: 'This last name is not accepted.',
    },
  ]);
  const last = page.getByLabel(/^last name/i);
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-invalid', 'true');
  await expect(last).toHaveAccessibleDescription(/not accepted/i);
  await expect(page).toHaveURL(/\/secure\/name$/);
  // The applicant fixes it and goes on (the route answers only once).
  await page.keyboard.press('Enter');
  await arrive(page, '/secure/phone-number');
});

test('after a server error no field owns, the focus is on the form error', async ({ page }) => {
  const a = newApplicant();
  await nameStepWithServerError(page, a, [
    { Code: 'ApplicationIsLocked', Message: 'The application cannot be changed now.' },
  ]);
  const alert = page.locator('.w-form-error');
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/secure\/name$/);
});
