/**
 * Issue 24: the wizard in Spanish. A browser that prefers Spanish gets the welcome page rendered
 * in Spanish by the server (`<html lang="es-US">`, no English first); the footer's language switch
 * changes the language in the middle of a form without losing what was typed or moving the step;
 * a reload keeps the language chosen.
 */
import { expect, test } from './fixtures';
import { atPath, newApplicant, registerIndividual } from './flow';

test.describe('a Spanish-speaking browser', () => {
  test.use({ locale: 'es-US' });

  test('the welcome page is served in Spanish, before any JavaScript', async ({ page }) => {
    // The server's HTML itself is Spanish ("before any JavaScript" is read from the document the
    // server sends).
    const html = await (
      await page.request.get('/', { headers: { 'Accept-Language': 'es-US,es;q=0.9' } })
    ).text();
    expect(html).toMatch(/<html[^>]*\slang="es-US"/);
    expect(html).toContain('Abra su cuenta de metales preciosos');
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Abra su cuenta de metales preciosos',
    );
    await expect(page.getByLabel(/^correo electrónico/i)).toBeVisible();
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('hreflang', 'en-US');
    await expect(english).toHaveAttribute('lang', 'en-US');
  });

  test('switching mid-form keeps what was typed and the step; a reload keeps the language', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const email = page.getByLabel(/^correo electrónico/i);
    await email.fill('typed@example.com');
    await page.waitForFunction(
      () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
    );
    // Keyboard: the switch is a link in the footer, reached and followed with the keyboard.
    await page.getByRole('link', { name: 'English' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Open your precious metals account',
    );
    await expect(page.getByLabel(/^email/i)).toHaveValue('typed@example.com');
    await atPath(page, '/');
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Open your precious metals account',
    );
  });
});

test('a wizard step switched to Spanish keeps the typed name; the reload opens in Spanish', async ({
  page,
}) => {
  const a = newApplicant();
  await registerIndividual(page, a);
  await page
    .getByRole('button', { name: /secure my account|continue/i })
    .first()
    .click();
  await atPath(page, '/secure/name');
  await page.getByLabel(/^first name/i).fill(a.firstName);
  await page.getByLabel(/^last name/i).fill(a.lastName);
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cuál es su nombre legal?');
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(a.firstName);
  await expect(page.getByRole('textbox', { name: 'Apellido', exact: true })).toHaveValue(
    a.lastName,
  );
  await atPath(page, '/secure/name');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'English' })).toBeVisible();
});
