/**
 * Issue 8 "saving that survives a bad network", end to end: on the name step of an Individual
 * application the save (POST …/persons) fails twice on the network — the first attempt never
 * reaches the server, the second reaches it but its answer is lost — and the third passes. The
 * client retries with the same Idempotency-Key, the shell says it is retrying, the server answers
 * the third attempt with the stored first answer (Idempotent-Replayed) and holds one person.
 */
import { expect, test } from './fixtures';
import {
  atPath,
  clickContinue,
  fetchApplication,
  fillName,
  newApplicant,
  registerIndividual,
} from './flow';

test('a save that fails twice on the network is retried with one key and saved once', async ({
  page,
}) => {
  const a = newApplicant();
  await registerIndividual(page, a);
  await page
    .getByRole('button', { name: /secure my account|continue/i })
    .first()
    .click();
  await atPath(page, '/secure/name');

  const attempts: { key: string | null; outcome: string }[] = [];
  const replayed: (string | null)[] = [];
  await page.route(
    (url) => /\/v2\/applications\/[^/]+\/persons$/.test(url.pathname),
    async (route) => {
      const req = route.request();
      if (req.method() !== 'POST') return route.continue();
      const key = (await req.allHeaders())['idempotency-key'] ?? null;
      const n = attempts.length + 1;
      if (n === 1) {
        attempts.push({ key, outcome: 'aborted before the server' });
        return route.abort('failed');
      }
      if (n === 2) {
        // The server saves; the answer is lost on the way back.
        const res = await route.fetch();
        attempts.push({ key, outcome: `server answered ${res.status()}, dropped` });
        return route.abort('failed');
      }
      attempts.push({ key, outcome: 'passed' });
      // Hold the last attempt a moment so the notice can be seen before the step moves on.
      await new Promise((r) => setTimeout(r, 500));
      return route.continue();
    },
  );
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && /\/persons(\?|$)/.test(res.url()))
      replayed.push(res.headers()['idempotent-replayed'] ?? null);
  });

  await fillName(page, a);
  await clickContinue(page);
  const notice = page.getByTestId('net-status');
  await expect(notice).toHaveText(/connection problem/i);
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  await atPath(page, '/secure/phone-number', 20_000);
  await expect(notice).toHaveText('');

  expect(attempts.map((x) => x.outcome)).toEqual([
    'aborted before the server',
    'server answered 201, dropped',
    'passed',
  ]);
  expect(attempts[0].key).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(attempts.map((x) => x.key)).size).toBe(1);
  expect(replayed).toEqual(['true']);

  const { status, body: app } = await fetchApplication(page);
  expect(status).toBe(200);
  expect(app.IndividualApplication.Owner.PersonName).toMatchObject({
    FirstName: a.firstName,
    MiddleName: a.middleName,
    LastName: a.lastName,
  });
});

test('after the retries the error shows and the typed values stay', async ({ page }) => {
  const a = newApplicant();
  await registerIndividual(page, a);
  await page
    .getByRole('button', { name: /secure my account|continue/i })
    .first()
    .click();
  await atPath(page, '/secure/name');
  let fetches = 0;
  await page.route(
    (url) => /\/v2\/applications\/[^/]+\/persons$/.test(url.pathname),
    (route) =>
      route.request().method() === 'POST'
        ? ((fetches += 1), route.abort('failed'))
        : route.continue(),
  );
  await fillName(page, a);
  await clickContinue(page);
  await expect(page.getByTestId('net-status')).toHaveText(/connection problem/i);
  await expect(page.locator('.w-form-error')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('net-status')).toHaveText('');
  expect(fetches).toBe(4);
  await expect(page).toHaveURL(/\/secure\/name$/);
  await expect(page.getByLabel(/^first name/i)).toHaveValue(a.firstName);
  await expect(page.getByLabel(/^last name/i)).toHaveValue(a.lastName);
  const { body: app } = await fetchApplication(page);
  expect(app.IndividualApplication?.Owner ?? null).toBeNull();
});
