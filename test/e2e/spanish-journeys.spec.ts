/**
 * Issue 24 "Tests that must pass in CI": a new applicant whose browser prefers Spanish opens an
 * Individual and a Joint account from the welcome page to the success page (the sandbox KYC
 * passes). On every screen on the way: `<html lang="es-US">`, axe reports no violation (WCAG 2.0/2.1
 * A and AA, test/e2e/a11y-helpers.ts), and no visible text, page title or accessible label equals
 * an English catalogue value (test/e2e/locale-flow.ts `englishOnScreen`: the allow-list's names and
 * codes excepted). The controls are found by their Spanish catalogue texts, by key.
 */
import type { Page } from '@playwright/test';
import { individualSequences } from '../../machines/wizards/individual.steps';
import { jointSequences } from '../../machines/wizards/joint.steps';
import { audit, expectStepFocus } from './a11y-helpers';
import { expect, test } from './fixtures';
import { answerOtherSite, fetchApplication } from './flow';
import { newKindApplicant } from './kinds';
import { driveInSpanish, englishOnScreen, englishSeen, named, toSecureStep } from './locale-flow';

test.use({ locale: 'es-US' });
test.beforeEach(({ page }) => answerOtherSite(page));

const ENGLISH = englishOnScreen();

/** The three checks of one screen; soft, so one run lists every screen's problems. */
async function checkScreen(page: Page, path: string) {
  // The wizard's steps put the focus on their heading once they are shown (src/step-focus.ts).
  if (!['/', '/#app', '/createAccount'].includes(path)) await expectStepFocus(page, path);
  await page.mouse.move(0, 0); // no hover transition on the previous step's button while axe samples
  await audit(page, `${path} (es)`);
  expect.soft(await page.locator('html').getAttribute('lang'), `lang at ${path}`).toMatch(/^es\b/);
  expect.soft(await englishSeen(page, ENGLISH), `English texts at ${path}`).toEqual([]);
}

const CASES = [
  {
    kind: 'meTitle',
    title: 'Individual',
    sequence: individualSequences.usaWire,
    type: 'Individual',
  },
  {
    kind: 'jointTitle',
    title: 'Joint',
    sequence: jointSequences.usa_usa_entered_Wire,
    type: 'JointTenants',
  },
] as const;

for (const c of CASES) {
  test(`${c.title}: a Spanish-speaking applicant opens the account from the welcome page to the success page, every screen in Spanish`, async ({
    page,
  }) => {
    // A whole walk with axe on every screen, as the a11y walks (a11y.spec.ts): over two workers on
    // two cores it took 72–90 s, at the default 90 s timeout.
    test.setTimeout(180_000);
    const a = newKindApplicant();
    const visit = (path: string) => checkScreen(page, path);
    await toSecureStep(page, c.kind, a, visit);
    const visited = await driveInSpanish(page, a, '/kyc/success', visit);
    expect(visited.filter((p) => !p.startsWith('/kyc/'))).toEqual([...c.sequence]);
    await expect(page.getByRole('button', { name: named('kycSuccess.goToAccount') })).toBeVisible();
    const { body } = await fetchApplication(page);
    expect(body.ApplicationType).toBe(c.type);
    expect(body.IsCompletedApplication).toBe(true);
  });
}

test('the English-text check finds an English catalogue value on a screen', async ({ page }) => {
  // A guard for the check itself: the English welcome page fails it.
  await page.goto('/?lang=en');
  expect(await englishSeen(page, ENGLISH)).toEqual(
    expect.arrayContaining(['Open your precious metals account']),
  );
});

test('the welcome page links its language versions, and ?lang= opens the one named', async ({
  page,
}) => {
  await page.goto('/');
  const alternate = (lang: string) =>
    page.locator(`head link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
  expect(await alternate('es-US')).toBe('/?lang=es');
  expect(await alternate('x-default')).toBe('/');
  await page.goto((await alternate('en-US'))!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Open your precious metals account',
  );
});
