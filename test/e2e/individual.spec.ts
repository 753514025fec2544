/**
 * Issue 2 end-to-end: an Individual account opened in Debian's Chromium against the reference
 * server and its embedded database (doc 2 §2.2, doc 3 §2.4–2.6).
 */
import { expect, test } from './fixtures';
import {
  addressAndFunding,
  answerOtherSite,
  atPath,
  clickContinue,
  completeIndividualApplication,
  fetchApplication,
  fillDob,
  fillName,
  newApplicant,
  registerIndividual,
  reviewAgreeSubmit,
  secureSteps,
} from './flow';

// The broker portal is another site; answered locally so the redirect can be asserted.
test.beforeEach(({ page }) => answerOtherSite(page));

test('a new user completes an Individual application by wire, and the database holds every value', async ({
  page,
}) => {
  const a = newApplicant();
  await completeIndividualApplication(page, { applicant: a, funding: 'Wire' });

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /go to my account/i })).toBeVisible();

  const { status, body: app } = await fetchApplication(page);
  expect(status).toBe(200);
  expect(app.ApplicationType).toBe('Individual');
  expect(app.IsCompletedApplication).toBe(true);
  expect(app.AccountNumber).toBeTruthy();
  const owner = app.IndividualApplication.Owner;
  expect(owner.PersonName).toMatchObject({
    FirstName: a.firstName,
    MiddleName: a.middleName,
    LastName: a.lastName,
  });
  expect(owner.PersonBirthday.DateOfBirth).toBe(`${a.year}-${a.month}-${a.day}`);
  expect(owner.PersonCountry.CountryIso3Code).toBe('USA');
  expect(owner.PersonSsn.Ssn).toBe(`***-**-${a.ssn.slice(-4)}`); // only the last four leave the server (issue 12)
  expect(owner.Phone.LocalNumber).toBe(a.phoneDigits);
  expect(owner.Phone.Iso3CountryCode).toBe('USA');
  expect(owner.PersonAddress).toMatchObject({
    Street: a.street,
    AptOrSuite: a.apt,
    City: a.city,
    State: a.stateCode,
    PostalCode: a.postalCode,
    CountryIso3Code: 'USA',
  });
  expect(app.ApplicationFunding).toMatchObject({ BankFundingType: 3, Amount: Number(a.amount) });
  expect(app.AgreementsAccepted.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: /go to my account/i }).click();
  await page.waitForURL(/\?flow=regular$/);
  expect(new URL(page.url()).search).toBe('?flow=regular');
});

test('a reload in the middle resumes at the same step with the same data', async ({ page }) => {
  const a = newApplicant();
  await registerIndividual(page, a);
  await secureSteps(page, a, '/secure/identity');

  // Reload on the identity step: same step.
  await page.reload();
  await atPath(page, '/secure/identity');
  await expect(page.getByRole('button', { name: /^continue$/i })).toBeVisible();

  // Back to the date of birth: the saved values are shown after the reload.
  await page.goBack();
  await atPath(page, '/secure/dob');
  await expect(page.getByLabel(/^month/i)).toHaveValue(a.month);
  await expect(page.getByLabel(/^day/i)).toHaveValue(a.day);
  await expect(page.getByLabel(/^year/i)).toHaveValue(a.year);

  // Reload on a step that shows data: the data is there.
  await page.reload();
  await atPath(page, '/secure/dob');
  await expect(page.getByLabel(/^year/i)).toHaveValue(a.year);
});

test('browser back goes to the previous step', async ({ page }) => {
  const a = newApplicant();
  await registerIndividual(page, a);
  await secureSteps(page, a, '/secure/phone-number');
  await page.goBack();
  await atPath(page, '/secure/name');
  await expect(page.getByLabel(/^first name/i)).toHaveValue(a.firstName);
  await page.goForward();
  await atPath(page, '/secure/phone-number');
});

test('an invalid SSN shows the ssnNotValid message and saves nothing', async ({ page }) => {
  const a = newApplicant();
  await registerIndividual(page, a);
  await secureSteps(page, a, '/secure/identity/ssn');
  const ssnCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/ssns$/.test(new URL(r.url()).pathname)) ssnCalls.push(r.method());
  });
  await page.getByLabel(/social security number/i).fill('123-45-678');
  await clickContinue(page);
  await expect(page.getByText('Please enter a valid Social Security number.')).toBeVisible();
  await expect(page).toHaveURL(/\/secure\/identity\/ssn$/);
  expect(ssnCalls).toEqual([]);
  const { body: app } = await fetchApplication(page);
  expect(app.IndividualApplication.Owner.PersonSsn?.Ssn ?? null).toBeNull();
});

test('with the API unreachable, Continue shows an error and the typed values stay', async ({
  page,
}) => {
  const a = newApplicant();
  await registerIndividual(page, a);
  await page
    .getByRole('button', { name: /secure my account|continue/i })
    .first()
    .click();
  await atPath(page, '/secure/name');
  await fillName(page, a);
  await page.route('**/v2/**', (route) => route.abort('connectionrefused'));
  await clickContinue(page);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /network|reach|connection|try again/i })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/secure\/name$/);
  await expect(page.getByLabel(/^first name/i)).toHaveValue(a.firstName);
  await expect(page.getByLabel(/^middle name/i)).toHaveValue(a.middleName);
  await expect(page.getByLabel(/^last name/i)).toHaveValue(a.lastName);
  // The API comes back: the same values save and the flow continues.
  await page.unroute('**/v2/**');
  await clickContinue(page);
  await atPath(page, '/secure/phone-number');
});

test('a non-USA identity skips the SSN, and skipping funding goes straight to review', async ({
  page,
}) => {
  const a = newApplicant();
  await registerIndividual(page, a);
  await secureSteps(page, a, '/secure/phone-number');
  await page.getByRole('button', { name: /^skip/i }).first().click();
  await atPath(page, '/secure/dob');
  await fillDob(page, a);
  await clickContinue(page);
  await atPath(page, '/secure/identity');
  const country = page.getByLabel(/country/i).first();
  await country.click();
  await country.fill('Canada');
  await page.getByRole('option', { name: 'Canada', exact: true }).click();
  await clickContinue(page);
  await atPath(page, '/address');
  await addressAndFunding(page, { ...a }, 'Skip');
  await reviewAgreeSubmit(page);
});
