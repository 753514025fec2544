/**
 * Issue 12, 'a keyboard-only walk of the Individual path with axe still at 0 violations': a new
 * applicant goes from the welcome page through create account, the account kind (Standard → Me),
 * every personal-data step, the address, funding by wire, the review and the agreement to the KYC
 * success page (doc 2 §2.2, doc 3 §2.4–§2.6) with the keyboard only — Tab / Shift+Tab, Enter,
 * Space, the arrow keys and typing; no clicks, no fill(), no programmatic focus. After every step
 * change the focus is on the new step's h1 and the live region announces the page title
 * (src/step-focus.ts); axe (WCAG 2.0/2.1 A and AA) finds 0 violations on every screen. On the
 * way: a server error on the name step puts the focus on the field it names, the header's
 * Back button (reached with Shift+Tab) lands on the previous step's heading, and the focus never
 * falls to <body> — busy buttons and choice cards keep it while they save (aria-disabled).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerOtherSite, newApplicant } from './flow';
import { arrive, audit, focusedElement, tabTo } from './a11y-helpers';

// The broker portal is another site; answered locally so the redirect can be asserted.
test.beforeEach(({ page }) => answerOtherSite(page));

/**
 * From now on, records every animation frame in which the focus is on <body> (nothing focused):
 * a busy control that went `disabled`, or a step change that left the focus behind, drops it there.
 */
async function watchFocusLoss(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __focusLost?: string[] };
    w.__focusLost = [];
    const tick = () => {
      const el = document.activeElement;
      if (!el || el === document.body) {
        const h1 = document.querySelector('#main h1')?.textContent ?? '';
        const at = `${location.pathname} (${h1.slice(0, 40)})`;
        if (w.__focusLost!.at(-1) !== at) w.__focusLost!.push(at);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Where the focus fell to <body> since `watchFocusLoss`: 'path (h1)', each once in a row. */
const focusLost = (page: Page) =>
  page.evaluate(() => (window as unknown as { __focusLost?: string[] }).__focusLost ?? []);

/** The next POST creating a person answers 400 with `errors` (once); later ones reach the server. */
async function failNextPersonSave(
  page: Page,
  errors: { Code: string; Context?: string; Message: string }[],
) {
  let answered = 0;
  await page.route(
    (url) => /\/v2\/applications\/[^/]+\/persons$/.test(url.pathname),
    (route) => {
      if (route.request().method() !== 'POST' || answered > 0) return route.fallback();
      answered += 1;
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ Errors: errors }),
      });
    },
  );
}

test('keyboard only: the whole Individual path to the KYC success page, focus on each step’s h1, axe at 0 violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const a = newApplicant();
  const key = (k: string) => page.keyboard.press(k);
  const type = (text: string) => page.keyboard.type(text);

  // Welcome (server-rendered, then taken over by the app).
  await page.goto('/', { waitUntil: 'networkidle' });
  await audit(page, 'welcome');
  await key('Tab');
  await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
  const email = page.getByLabel(/^email/i);
  await tabTo(page, email);
  await type(a.email);
  await page.waitForFunction(
    () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
  );
  await expect(email).toBeFocused();
  await watchFocusLoss(page);
  await key('Enter');

  // Account kind: Standard, then Me.
  await arrive(page, '/create-application');
  await audit(page, 'create-application');
  await tabTo(page, page.getByRole('button', { name: /standard/i }).first());
  await key('Enter');
  await arrive(page, '/create-application/standard');
  await audit(page, 'create-application/standard');
  await tabTo(page, page.getByRole('button', { name: /^me\b|just me|individual/i }).first());
  await key('Space');

  // Create account.
  await arrive(page, '/createAccount');
  await audit(page, 'createAccount');
  await tabTo(page, page.getByLabel(/^password/i));
  await type(a.password);
  await key('Enter');

  // Secure your account: intro, name (with a server error first), phone, back, DOB, identity, SSN.
  await arrive(page, '/secure', 30_000);
  await audit(page, 'secure intro');
  await tabTo(page, page.getByRole('button', { name: /secure my account|continue/i }).first());
  await key('Enter');

  await arrive(page, '/secure/name');
  await audit(page, 'name');
  await failNextPersonSave(page, [
    {
      Code: 'LastNameNotAccepted',
      Context: 'LastName',
      Message: 'This last name is not accepted.',
    },
  ]);
  await tabTo(page, page.getByLabel(/^first name/i));
  await type(a.firstName);
  await tabTo(page, page.getByLabel(/^middle name/i));
  await type(a.middleName);
  await tabTo(page, page.getByLabel(/^last name/i));
  await type(a.lastName);
  await tabTo(page, page.getByRole('button', { name: /^continue$/i }));
  await key('Enter');
  // The server's error names LastName: the focus goes there, the message is its description.
  const last = page.getByLabel(/^last name/i);
  await expect(
    last,
    `focus after the server error (on ${await focusedElement(page)})`,
  ).toBeFocused();
  await expect(last).toHaveAttribute('aria-invalid', 'true');
  await expect(last).toHaveAccessibleDescription(/not accepted/i);
  await expect(page).toHaveURL(/\/secure\/name$/);
  await audit(page, 'name with a server error');
  await key('Enter'); // the same name again: the server takes it this time

  await arrive(page, '/secure/phone-number');
  await audit(page, 'phone');
  // The header's Back button is before the heading: Shift+Tab reaches it.
  await tabTo(page, page.getByRole('button', { name: /^back$/i }), { back: true });
  await key('Enter');
  await arrive(page, '/secure/name');
  await tabTo(page, page.getByRole('button', { name: /^continue$/i }));
  await key('Space');
  await arrive(page, '/secure/phone-number');
  await tabTo(page, page.getByLabel(/^phone/i));
  await type(a.phoneDigits);
  await key('Enter');

  await arrive(page, '/secure/dob');
  await audit(page, 'dob');
  await tabTo(page, page.getByLabel(/^month/i));
  await type(a.month);
  await tabTo(page, page.getByLabel(/^day/i)); // the month moves on by itself when full
  await type(a.day);
  await tabTo(page, page.getByLabel(/^year/i));
  await type(a.year);
  await key('Enter');

  await arrive(page, '/secure/identity');
  await audit(page, 'identity');
  await tabTo(page, page.getByRole('button', { name: /^continue$/i }));
  await key('Space');

  await arrive(page, '/secure/identity/ssn');
  await audit(page, 'ssn');
  await tabTo(page, page.getByLabel(/social security number/i));
  await type(a.ssn.replace(/-/g, ''));
  await key('Enter');

  // Address: intro, manual entry (the state picked with the arrow keys), done.
  await arrive(page, '/address');
  await audit(page, 'address intro');
  await tabTo(page, page.getByRole('button', { name: /^continue$/i }));
  await key('Enter');

  await arrive(page, '/address/enter');
  await audit(page, 'address enter');
  await tabTo(page, page.locator('input').and(page.getByLabel(/^street address/i)));
  await type(a.street);
  await key('Escape'); // close the street-lookup list
  await tabTo(page, page.getByLabel(/apt|suite/i).first());
  await type(a.apt);
  await tabTo(page, page.getByLabel(/^city/i));
  await type(a.city);
  const state = page.getByLabel(/^state/i).first();
  await tabTo(page, state);
  await type(a.stateName);
  await expect(page.getByRole('option', { name: a.stateName, exact: true })).toBeVisible();
  await key('ArrowDown');
  await key('Enter');
  await expect(state).toHaveValue(a.stateName);
  await tabTo(page, page.getByLabel(/^postal code|^zip/i));
  await type(a.postalCode);
  await key('Enter');

  await arrive(page, '/address/done');
  await audit(page, 'address done');
  await tabTo(page, page.getByRole('button', { name: /^continue$/i }));
  await key('Enter');

  // Funding by wire.
  await arrive(page, '/fund/account');
  await audit(page, 'fund account');
  await tabTo(page, page.getByRole('button', { name: /wire/i }).first());
  await key('Enter');
  await arrive(page, '/fund/account/wire');
  await audit(page, 'wire amount');
  await tabTo(page, page.getByLabel(/^amount/i));
  await type(a.amount);
  await key('Enter');

  // Review, agreement, submission.
  await arrive(page, '/review');
  await audit(page, 'review');
  await tabTo(page, page.getByRole('button', { name: /looks good/i }), { max: 80 });
  await key('Enter');

  await arrive(page, '/review/agreement');
  await audit(page, 'agreement');
  const agree = page.getByRole('checkbox').first();
  await tabTo(page, agree);
  await key('Space');
  await expect(agree).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /open account/i }));
  await key('Enter');

  await arrive(page, '/kyc/success', 45_000);
  await audit(page, 'kyc success');
  // Never, on the whole way (busy buttons and cards included), did the focus fall to <body>.
  expect(await focusLost(page), 'paths where the focus fell to <body>').toEqual([]);
});
