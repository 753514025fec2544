/**
 * The recurring metal programme end to end (doc 1 §2.4, §4.1 AIP entry; doc 3 §2.2, §2.3, §4): a
 * new applicant at /aip registers (RegistrationFlowType 2, Individual), lands on the programme's
 * welcome (/metal), chooses a monthly amount, a 60 / 40 split, a gold and a silver product and
 * manual funding, passes the Overview and the summary, secures the account under /aip/secure,
 * enters the address, and opens the account from the metal agreement (/aip/review/agreement). A
 * reload on the way resumes on the same step. The visited paths must be the table's USA sequence
 * and the reference server must hold the programme and the accepted agreements.
 *
 * Texts of src/i18n/en-metal.ts are matched by their English text or, until the fragment is merged
 * into the catalogue, by their key.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { metalStreamSequences } from '../../machines/wizards/metal-stream.steps';
import { enMetal } from '../../src/i18n/en-metal';
import { atPath, clickContinue, fetchApplication } from './flow';
import { HANDLERS, newKindApplicant, type KindApplicant } from './kinds';

/** The English text of a metal key, or the key itself (fragment not merged yet), as a RegExp. */
function txt(key: string): RegExp {
  const value = key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], enMetal);
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const text = typeof value === 'string' ? esc(value).replace(/\\\{\\\{\w+\\\}\\\}/g, '.*') : null;
  return new RegExp(text ? `${text}|${esc(key)}` : esc(key), 'i');
}

type Step = (page: Page, a: KindApplicant) => Promise<void>;

const pickFirst =
  (listKey: string): Step =>
  async (page) => {
    const list = page.getByRole('list', { name: txt(listKey) });
    await list.getByRole('button').first().click();
  };

/** What the applicant does on each programme screen; the secure steps under /aip reuse the person handlers. */
const METAL: Record<string, Step> = {
  '/metal': async (page) => clickContinue(page),
  '/metal/invest': async (page) => {
    const amount = page.getByLabel(txt('metalInvest.label'));
    await amount.fill('250');
    await expect(amount).toHaveValue('250');
    await clickContinue(page);
  },
  '/metal/allocate': async (page) => {
    const gold = page.getByLabel(txt('metalAllocate.goldPercent'));
    const silver = page.getByLabel(txt('metalAllocate.silverPercent'));
    await expect(gold).toHaveValue('50%');
    await gold.fill('60');
    await gold.blur();
    await expect(silver).toHaveValue('40%');
    await clickContinue(page);
  },
  '/metal/gold': pickFirst('metalProduct.listLabelGold'),
  '/metal/silver': pickFirst('metalProduct.listLabelSilver'),
  '/metal/funding': async (page) =>
    page.getByRole('button', { name: txt('metalFunding.manualTitle') }).click(),
  '/metal/review': async (page) => clickContinue(page),
  '/metal/complete': async (page) => clickContinue(page),
  '/aip/review': async (page) => page.getByRole('button', { name: /looks good/i }).click(),
  '/aip/review/agreement': async (page) => {
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /open account/i }).click();
  },
};

const handlerOf = (path: string): Step | undefined =>
  METAL[path] ?? HANDLERS[path.replace(/^\/aip(?=\/secure)/, '')];

test('a new applicant at /aip opens the recurring programme through to the agreement (manual funding)', async ({
  page,
}) => {
  const a = newKindApplicant();
  await page.goto('/aip');
  await page.getByLabel(/^email/i).fill(a.email);
  await clickContinue(page);
  // The AIP flow has no kind choice: the account is an Individual one of flow type 2 (doc 1 §4.1).
  await atPath(page, '/createAccount');
  await page.getByLabel(/^password/i).fill(a.password);
  await page
    .getByRole('button', { name: /create account|continue/i })
    .first()
    .click();
  await atPath(page, '/metal', 30_000);

  const created = await fetchApplication(page);
  expect(created.body).toMatchObject({ RegistrationFlowType: 2, ApplicationType: 'Individual' });

  const visited: string[] = [];
  let reloaded = false;
  for (let i = 0; i < 40; i += 1) {
    const path = new URL(page.url()).pathname;
    if (visited[visited.length - 1] !== path) visited.push(path);
    if (path === '/kyc/processing' || path.startsWith('/kyc/')) break;
    if (path === '/metal/gold' && !reloaded) {
      // A reload resumes on the step the URL names (doc 1 §4.10).
      reloaded = true;
      await page.reload();
      await atPath(page, '/metal/gold', 30_000);
    }
    const handler = handlerOf(path);
    if (!handler) throw new Error(`no handler for ${path} (visited ${visited.join(' → ')})`);
    await handler(page, a);
    await page
      .waitForURL((u) => u.pathname !== path, { timeout: 20_000 })
      .catch(async () => {
        const alert = await page
          .locator('[role=alert], .mantine-InputWrapper-error, .w-form-error')
          .allInnerTexts()
          .catch(() => []);
        throw new Error(`stuck on ${path}: ${alert.join(' | ')}`);
      });
  }
  expect(reloaded).toBe(true);
  const last = visited[visited.length - 1];
  expect(visited.slice(0, -1)).toEqual([...metalStreamSequences.usaBothMetals]);
  expect(last.startsWith('/kyc/')).toBe(true);

  const { body: app } = await fetchApplication(page);
  expect(app.MetalStream).toMatchObject({
    Amount: 250,
    GoldPercentage: 0.6,
    SilverPercentage: 0.4,
    UseAccountBalance: true,
    BankAccountUid: null,
  });
  expect(app.MetalStream.SymbolCodeGold).toBeTruthy();
  expect(app.MetalStream.SymbolCodeSilver).toBeTruthy();
  // doc 3 §4: no linked bank, so the metal-stream terms and the main agreement only.
  expect(app.AgreementsAccepted).toEqual(expect.arrayContaining(['metal-stream', 'haa']));
  expect(app.AgreementsAccepted).not.toContain('ach');
  expect(app.IndividualApplication.Owner.PersonName.FirstName).toBe(a.firstName);
});
