/**
 * Old-portal redirect (doc 1 §4.3, §2.12): an e-mail the reference server knows from the old
 * registration portal (docs/sandbox.md: `legacy@example.com`, `*@old-portal.example.com`) makes
 * the usernames check answer 302; the wizard shows the redirect modal, encrypts the e-mail
 * (GET /v2/users/uids) and leaves for {RegistrationUrl}/r/start?user=<encrypted>.
 * The old-portal hosts are intercepted (no network).
 */
import { expect, test } from './fixtures';
import { atPath } from './flow';

const OLD_HOSTS = [
  'https://register.haa.example-broker.test/**',
  'https://old-portal.example-broker.test/**',
];

test('an old-portal e-mail on the welcome page shows the modal and leaves for /r/start?user=', async ({
  page,
  request,
}) => {
  const portalHits: string[] = [];
  for (const host of OLD_HOSTS)
    await page.route(host, (route) => {
      portalHits.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Old portal</h1>' });
    });
  // Hold the encryption call until the modal has been seen, so the page cannot leave before.
  let release: () => void = () => {};
  const seen = new Promise<void>((r) => (release = r));
  await page.route('**/v2/users/uids?**', async (route) => {
    await seen;
    await route.continue();
  });

  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByLabel(/^email/i).fill('legacy@example.com');
  await page.getByRole('button', { name: /^continue$/i }).click();

  await expect(
    page.getByText('You already have user on old registration portal and you will be redirected'),
  ).toBeVisible();
  release();
  await page.waitForURL(/\/r\/start\?user=/);
  const url = new URL(page.url());
  expect(url.origin).toBe('https://register.haa.example-broker.test');
  expect(url.pathname).toBe('/r/start');
  await expect(page.getByRole('heading', { name: 'Old portal' })).toBeVisible();
  expect(portalHits).toHaveLength(1);

  // The user parameter is the encrypted e-mail: the server reads it back, and it is not the plain e-mail.
  const user = url.searchParams.get('user') ?? '';
  expect(user).not.toContain('legacy');
  const back = await request.get(`/v2/users/emails?uid=${encodeURIComponent(user)}`);
  expect(back.status()).toBe(200);
  expect((await back.json()).Email).toBe('legacy@example.com');
});

test('an ordinary new e-mail is not redirected', async ({ page }) => {
  const portalHits: string[] = [];
  for (const host of OLD_HOSTS)
    await page.route(host, (route) => {
      portalHits.push(route.request().url());
      return route.fulfill({ status: 200, body: '' });
    });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByLabel(/^email/i).fill(`e2e.${Date.now().toString(36)}@example.com`);
  await page.getByRole('button', { name: /^continue$/i }).click();
  await atPath(page, '/create-application');
  expect(portalHits).toEqual([]);
});
