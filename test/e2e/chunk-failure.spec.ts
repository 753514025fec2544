/**
 * A step whose code cannot be fetched (src/screen-load-boundary.tsx): the connection drops while
 * the phone step's chunk loads. The page says so with 'Try again' instead of going blank (the
 * lazy screen's failure used to reach the root, and React removed the whole page); 'Try again'
 * reloads, and the application resumes on the same step with its screen.
 */
import { en } from '../../src/i18n/en';
import { expect, test } from './fixtures';
import { atPath, newApplicant, registerIndividual, secureSteps } from './flow';

test('a step whose chunk fails to load says so, and Try again resumes it', async ({ page }) => {
  const a = newApplicant();
  let down = true;
  await page.route(/\/assets\/phone-[\w-]+\.js(\?.*)?$/, (route) =>
    down ? route.abort('connectionreset') : route.fallback(),
  );
  await registerIndividual(page, a);
  // Through the name step: the phone step's URL, its chunk refused.
  await secureSteps(page, a, '/secure/phone-number');
  const alert = page.locator('main').getByRole('alert');
  await expect(alert).toContainText(en.common.pageNotLoaded, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: en.common.somethingWentWrong })).toBeVisible();
  // The shell stays: the progress sidebar and the header are still there.
  await expect(page.getByRole('navigation', { name: /application progress/i })).toBeVisible();
  down = false;
  await page.getByRole('button', { name: en.common.tryAgain }).click();
  await atPath(page, '/secure/phone-number', 30_000);
  await expect(page.getByLabel(/^phone/i)).toBeVisible({ timeout: 20_000 });
});
