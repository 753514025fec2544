/** Street lookup on the address screen (doc 2 §2.20) with the sandbox adapter; manual entry stays possible. */
import { expect, test } from './fixtures';
import {
  atPath,
  clickContinue,
  fetchApplication,
  newApplicant,
  registerIndividual,
  secureSteps,
} from './flow';

test('typing a street offers addresses; picking one fills every field, and it saves', async ({
  page,
}) => {
  const a = newApplicant();
  await registerIndividual(page, a);
  await secureSteps(page, a);
  await clickContinue(page);
  await atPath(page, '/address/enter');

  await page
    .locator('input')
    .and(page.getByLabel(/^street address/i))
    .pressSequentially('1600 penn', { delay: 20 });
  const option = page.getByRole('option', {
    name: '1600 Pennsylvania Avenue NW, Washington, DC 20500',
  });
  await expect(option).toBeVisible();
  await option.click();

  await expect(page.locator('input').and(page.getByLabel(/^street address/i))).toHaveValue(
    '1600 Pennsylvania Avenue NW',
  );
  await expect(page.getByLabel(/^city/i)).toHaveValue('Washington');
  await expect(page.getByLabel(/^postal code|^zip/i)).toHaveValue('20500');
  await expect(page.getByLabel(/^state/i).first()).toHaveValue('District of Columbia');

  await page
    .getByLabel(/apt|suite/i)
    .first()
    .fill('Office 1');
  await clickContinue(page);
  await atPath(page, '/address/done');
  const { body: app } = await fetchApplication(page);
  expect(app.IndividualApplication.Owner.PersonAddress).toMatchObject({
    Street: '1600 Pennsylvania Avenue NW',
    AptOrSuite: 'Office 1',
    City: 'Washington',
    State: 'DC',
    PostalCode: '20500',
    CountryIso3Code: 'USA',
  });
});
