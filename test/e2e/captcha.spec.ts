/**
 * The invisible captcha end to end (doc 1 §2, §3 EnableGoogleReCaptcha, §7.2): broker SVR has
 * the captcha on (docs/sandbox.md "Captcha"); the wizard, opened with ?brokerCode=SVR, gets the
 * sandbox captcha's token before the e-mail check and the sign-up and registers through the
 * welcome and create-account screens to the first wizard step. The server refuses the same
 * calls without a token, so passing proves the token was sent.
 */
import { expect, test } from './fixtures';
import { atPath, chooseStandardMe, clickContinue, newApplicant, submitAccount } from './flow';

const PASS = 'sandbox-captcha-pass';

test('an applicant of a broker with the captcha on (SVR) registers through the wizard', async ({
  page,
  request,
}) => {
  const a = newApplicant();

  // The server enforces SVR's captcha: without the token the e-mail check and the sign-up are
  // refused, so the sign-up below succeeding proves the wizard sent RecaptchaToken.
  const refused = await request.get('/v2/users/usernames', {
    params: { email: a.email, brokerCode: 'SVR' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).Errors[0].Code).toBe('InvalidRecaptchaToken');
  const refusedCreate = await request.post('/v2/users', {
    params: { brokerCode: 'SVR', applicationType: 'Individual', registrationFlowType: '1' },
    data: { Email: a.email, Password: a.password, TrackingDetails: {} },
  });
  expect(refusedCreate.status()).toBe(400);
  expect((await refusedCreate.json()).Errors[0].Code).toBe('InvalidRecaptchaToken');

  // The request body of a fetch is not always visible to Playwright; the e-mail check's query is.
  const usernamesTokens: (string | null)[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (r.resourceType() === 'script') scripts.push(r.url());
    if (u.pathname === '/v2/users/usernames')
      usernamesTokens.push(u.searchParams.get('recaptchaToken'));
  });

  await page.goto('/?brokerCode=SVR');
  await page.getByLabel(/^email/i).fill(a.email);
  await page.waitForFunction(
    () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
  );
  await clickContinue(page);
  await atPath(page, '/create-application');
  await chooseStandardMe(page, '/create-application');
  await atPath(page, '/createAccount');
  await expect(page.getByLabel(/^email/i)).toHaveValue(a.email);
  // The sandbox captcha is active (no site key in this build): no Google terms line, no Google script.
  await expect(page.getByTestId('recaptcha-terms')).toHaveCount(0);
  await submitAccount(page, a.password, '/secure');

  expect(usernamesTokens).toEqual([PASS]);
  expect(scripts.some((s) => s.includes('recaptcha'))).toBe(false);

  // The user exists on the server.
  const res = await request.get('/v2/users/usernames', {
    params: { email: a.email, brokerCode: 'SVR', recaptchaToken: PASS },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).Usernames.map((u: string) => u.toLowerCase())).toContain(
    a.email.toLowerCase(),
  );
});

test('with the captcha off (HAA, the default broker) the wizard sends no token', async ({
  page,
}) => {
  const a = newApplicant();
  const tokens: (string | null)[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/v2/users/usernames') tokens.push(u.searchParams.get('recaptchaToken'));
  });
  await page.goto('/');
  await page.getByLabel(/^email/i).fill(a.email);
  await page.waitForFunction(
    () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
  );
  await clickContinue(page);
  await atPath(page, '/create-application');
  expect(tokens).toEqual([null]);
});
