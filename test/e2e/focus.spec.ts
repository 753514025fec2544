/**
 * Issue 12, accessibility, in a real browser: after each step of the Individual path (doc 2 §2.2)
 * the focus is on the new step's h1 and the polite live region announces the page title
 * (src/step-focus.ts via the screen outlet); after a server error the focus is on the field the
 * error names, or on the form error; and the first screens of the path can be walked with the
 * keyboard only (Tab, Enter, Space and typing) with axe at 0 violations on each.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  atPath,
  clickContinue,
  fillAddress,
  fillDob,
  fillName,
  newApplicant,
  registerIndividual,
  type Applicant,
} from './flow';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.beforeEach(async ({ page }) => {
  // The broker portal is another site; answer it locally.
  await page.route('https://portal.**/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Portal</h1>' }),
  );
});

/**
 * Waits until the step at `path` has the focus on its heading: the focused element is the h1 in
 * #main, and the live region holds the page title (document.title without ' | broker').
 */
async function expectStepFocus(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const h1 = document.querySelector('#main h1');
          const active = document.activeElement;
          const title = document.title.split(' | ')[0];
          const said = document.querySelector('[data-testid="step-announcer"]')?.textContent ?? '';
          return {
            onHeading: active !== null && active === h1,
            announced: said !== '' && said === title,
            focused: active
              ? `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 40)}"`
              : 'none',
          };
        }),
      { message: `focus on the h1 and the title announced at ${path}`, timeout: 15_000 },
    )
    .toMatchObject({ onHeading: true, announced: true });
}

/** Waits for `path`, then for the focus on its heading. */
async function arrive(page: Page, path: string, timeout = 15_000) {
  await atPath(page, path, timeout);
  await expectStepFocus(page, path);
}

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
  await page
    .getByRole('button', { name: /standard/i })
    .first()
    .click();
  await arrive(page, '/create-application/standard');
  await page
    .getByRole('button', { name: /^me\b|just me|individual/i })
    .first()
    .click();
  await arrive(page, '/createAccount');
  await page.getByLabel(/^password/i).fill(a.password);
  await page
    .getByRole('button', { name: /create account|continue/i })
    .first()
    .click();
  await arrive(page, '/secure', 30_000);
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

/** Waits until the screen has settled: no pending chunk or overlay, no finite animation running. */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('.w-pending, .w-overlay') &&
      document
        .getAnimations()
        .every((x) => x.playState !== 'running' || x.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 15_000 },
  );
}

/** axe (WCAG 2.0/2.1 A and AA) on the page as it is: 0 violations. */
async function audit(page: Page, label: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect
    .soft(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe violations on ${label}`,
    )
    .toEqual([]);
}

/** Presses Tab until `target` has the focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 60) {
  await target.waitFor();
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('keyboard only (Tab, Enter, Space, typing): welcome to the address step, axe at 0 violations on each screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const a = newApplicant();
  await page.goto('/', { waitUntil: 'networkidle' });
  await audit(page, 'welcome');
  const email = page.getByLabel(/^email/i);
  await tabTo(page, email);
  await page.keyboard.type(a.email, { delay: 5 });
  await page.waitForFunction(
    () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
  );
  await expect(email).toBeFocused();
  await page.keyboard.press('Enter');

  await arrive(page, '/create-application');
  await audit(page, 'create-application');
  await tabTo(page, page.getByRole('button', { name: /standard/i }).first());
  await page.keyboard.press('Enter');

  await arrive(page, '/create-application/standard');
  await audit(page, 'create-application/standard');
  await tabTo(page, page.getByRole('button', { name: /^me\b|just me|individual/i }).first());
  await page.keyboard.press('Space');

  await arrive(page, '/createAccount');
  await audit(page, 'createAccount');
  await tabTo(page, page.getByLabel(/^password/i));
  await page.keyboard.type(a.password);
  await page.keyboard.press('Enter');

  await arrive(page, '/secure', 30_000);
  await audit(page, 'secure intro');
  await tabTo(page, page.getByRole('button', { name: /secure my account|continue/i }).first());
  await page.keyboard.press('Enter');

  await arrive(page, '/secure/name');
  await audit(page, 'name');
  await tabTo(page, page.getByLabel(/^first name/i));
  await page.keyboard.type(a.firstName);
  await tabTo(page, page.getByLabel(/^middle name/i));
  await page.keyboard.type(a.middleName);
  await tabTo(page, page.getByLabel(/^last name/i));
  await page.keyboard.type(a.lastName);
  await page.keyboard.press('Enter');

  await arrive(page, '/secure/phone-number');
  await audit(page, 'phone');
  await tabTo(page, page.getByLabel(/^phone/i));
  await page.keyboard.type(a.phoneDigits);
  await page.keyboard.press('Enter');

  await arrive(page, '/secure/dob');
  await audit(page, 'dob');
  await tabTo(page, page.getByLabel(/^month/i));
  await page.keyboard.type(a.month);
  await tabTo(page, page.getByLabel(/^day/i)); // the month moves on by itself when full
  await page.keyboard.type(a.day);
  await tabTo(page, page.getByLabel(/^year/i));
  await page.keyboard.type(a.year);
  await page.keyboard.press('Enter');

  await arrive(page, '/secure/identity');
  await audit(page, 'identity');
  await tabTo(page, page.getByRole('button', { name: /^continue$/i }));
  await page.keyboard.press('Space');

  await arrive(page, '/secure/identity/ssn');
  await audit(page, 'ssn');
  await tabTo(page, page.getByLabel(/social security number/i));
  await page.keyboard.type(a.ssn.replace(/-/g, ''));
  await page.keyboard.press('Enter');

  await arrive(page, '/address');
  await audit(page, 'address intro');
});
