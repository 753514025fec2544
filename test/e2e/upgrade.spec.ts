/**
 * Issue 10, doc 1 §4.11: the seeded basic account (docs/sandbox.md "Basic accounts") is upgraded
 * to a full account. The holder logs in at the portal (here: POST /v2/authenticate), the portal's
 * upgrade link opens the wizard with its token, the account's details show, the choice screen
 * says 'Upgrade your account', the Individual wizard has the name and phone from the profile
 * (the name locked, doc 2 §2.12), the agreement's button reads 'Upgrade account' and the upgrade
 * call answers IsSuccess; the account then shows IsUpgraded.
 */
import { expect, test } from './fixtures';
import {
  addressAndFunding,
  answerOtherSite,
  chooseStandardMe,
  atPath,
  clickContinue,
  fillDob,
  newApplicant,
} from './flow';

const HOLDER = {
  email: 'basic.holder@example.com',
  password: 'BasicGold2024!',
  accountUid: '5b1f0c3e-8a2d-4e67-9c41-2d7b6a9e0f11',
  accountCode: 'BSC-4Q7M2K',
  accountNumber: 'HAA20417731',
};

// The broker portal is another site; answered locally so the redirect can be asserted.
test.beforeEach(({ page }) => answerOtherSite(page));

test('the seeded basic account is upgraded to a full Individual account', async ({
  page,
  request,
}) => {
  // The portal's session of the holder.
  const login = await request.post('/v2/authenticate', {
    data: { Email: HOLDER.email, Password: HOLDER.password, TrackingDetails: { Fp: null } },
  });
  expect(login.status()).toBe(200);
  const { JwtToken } = (await login.json()) as { JwtToken: string };

  // The portal's upgrade link; the token leaves the address bar.
  await page.goto(
    `/?token=${encodeURIComponent(JwtToken)}&accountUid=${HOLDER.accountUid}&accountCode=${HOLDER.accountCode}`,
  );
  await atPath(page, '/upgrade', 20_000);
  expect(page.url()).not.toContain('token=');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/upgrade your account/i);
  await expect(page.getByTestId('upgrade-account-number')).toHaveText(HOLDER.accountNumber);
  await expect(page.getByText('Marta Basic')).toBeVisible();
  await expect(page.getByText('350 Fifth Avenue, Suite 3400')).toBeVisible();
  await expect(page.getByText('+1 212 555 0147')).toBeVisible();

  // Continue → CHOOSE_APPLICATION with the upgrade title → Standard → Me.
  await page.getByRole('button', { name: /^continue$/i }).click();
  await atPath(page, '/choose-application');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/upgrade your account/i);
  await chooseStandardMe(page, '/choose-application');

  // The wizard: the name and phone come from the basic account; the name is locked.
  await atPath(page, '/secure', 20_000);
  await page
    .getByRole('button', { name: /secure my account|continue/i })
    .first()
    .click();
  await atPath(page, '/secure/name');
  const first = page.getByLabel(/^first name/i);
  await expect(first).toHaveValue('Marta');
  await expect(first).toHaveAttribute('readonly', '');
  await expect(page.getByLabel(/^last name/i)).toHaveValue('Basic');
  await clickContinue(page);
  await atPath(page, '/secure/phone-number');
  await expect(page.getByLabel(/^phone/i)).toHaveValue(/212.*555.*0147/);
  await clickContinue(page);
  await atPath(page, '/secure/dob');
  const a = newApplicant({ firstName: 'Marta', lastName: 'Basic' });
  await fillDob(page, a);
  await clickContinue(page);
  await atPath(page, '/secure/identity');
  await clickContinue(page);
  await atPath(page, '/secure/identity/ssn');
  await page.getByLabel(/social security number/i).fill(a.ssn);
  await clickContinue(page);
  await atPath(page, '/address');
  await addressAndFunding(page, a, 'Wire');

  // The agreement's button reads 'Upgrade account'; the upgrade call succeeds.
  await page.getByRole('button', { name: /looks good/i }).click();
  await atPath(page, '/review/agreement');
  await page.getByRole('checkbox').first().check();
  await expect(page.getByRole('button', { name: /open account/i })).toHaveCount(0);
  await page.getByRole('button', { name: /^upgrade account$/i }).click();
  await atPath(page, '/kyc/success', 45_000);

  // The basic account now shows IsUpgraded (GET basic-accounts details with the wizard's session).
  const details = await page.evaluate(async (accountUid) => {
    const token = sessionStorage.getItem('aow.JwtToken');
    const r = await fetch(
      `/v2/basic-accounts/00000000-0000-0000-0000-000000000000/accounts/${accountUid}/details`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    return {
      status: r.status,
      body: (await r.json()) as { IsUpgraded: boolean; AccountNumber: string },
    };
  }, HOLDER.accountUid);
  expect(details.status).toBe(200);
  expect(details.body.IsUpgraded).toBe(true);
  expect(details.body.AccountNumber).toBe(HOLDER.accountNumber);
});
