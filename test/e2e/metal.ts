/**
 * The recurring metal programme in the browser (doc 1 §4.1 AIP entry; doc 3 §2.2, §2.3), shared by
 * test/e2e/metal-stream.spec.ts and the generated paths (test/paths/paths.spec.ts): the /aip
 * registration and what the applicant does on each programme screen (a monthly amount, a 60 / 40
 * split, the first gold and silver product, manual funding); the secure steps under /aip/secure
 * reuse the person handlers of test/e2e/kinds.ts.
 *
 * Texts of src/i18n/en-metal.ts are matched by their English text or, until the fragment is merged
 * into the catalogue, by their key.
 */
import { expect, type Page } from '@playwright/test';
import { AIP_SECURE_PATHS } from '../../machines/wizards/metal-owners.steps';
import { enMetal } from '../../src/i18n/en-metal';
import { atPath, clickContinue, submitAccount } from './flow';
import { HANDLERS, type KindApplicant } from './kinds';

/** The English text of a metal key, or the key itself (fragment not merged yet), as a RegExp. */
export function txt(key: string): RegExp {
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

/** What the applicant does on each programme screen (amount 250, gold 60 %, manual funding). */
export const METAL: Record<string, Step> = {
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
  // Another owner kind than 'just me' loads the application again (REFRESH_LOADING, doc 1 §2.9)
  // and resumes on the kind's first secure step.
  '/refresh/loading': async () => {},
  // The owner kind (issue 21 item 9): an individual account, the AIP default (doc 1 §4.1).
  '/metal/owner': async (page) =>
    page.getByRole('button', { name: txt('metalOwner.IndividualTitle') }).click(),
  '/aip/review': async (page) => page.getByRole('button', { name: /looks good/i }).click(),
  '/aip/review/agreement': async (page) => {
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /open account/i }).click();
  },
};

/** The programme's owner kinds (the cards of /metal/owner, issue 21 item 9). */
export type MetalOwner = 'Individual' | 'JointTenants' | 'UTMA' | 'Trust' | 'Business';

/** The kind's own path of each /aip path (the first kind path machines/wizards/metal-owners.steps.ts moves there). */
const KIND_PATH_OF: Record<string, string> = {
  '/fund/metal/survivor': '/fund/account/survivor',
};
for (const [kindPath, aipPath] of Object.entries(AIP_SECURE_PATHS))
  KIND_PATH_OF[aipPath] ??= kindPath;

/**
 * The handler of a metal-stream screen: the programme's (the owner card `owner` on /metal/owner),
 * else the person or entity handler of the kind's own path the /aip path stands for.
 */
export const metalHandlerOf = (path: string, owner: MetalOwner = 'Individual'): Step | undefined =>
  path === '/metal/owner'
    ? async (page) => page.getByRole('button', { name: txt(`metalOwner.${owner}Title`) }).click()
    : (METAL[path] ?? HANDLERS[KIND_PATH_OF[path] ?? path]);

/**
 * A new applicant at /aip: e-mail, then the password (no kind choice: the account is an
 * Individual one of flow type 2, doc 1 §4.1); waits for the programme's welcome (/metal). `broker`
 * picks a sandbox broker by its code (?brokerCode=), else the default.
 */
export async function registerAip(page: Page, a: KindApplicant, broker?: string) {
  await page.goto(broker ? `/aip?brokerCode=${broker}` : '/aip');
  await page.getByLabel(/^email/i).fill(a.email);
  await clickContinue(page);
  await atPath(page, '/createAccount');
  await submitAccount(page, a.password, '/metal');
}

/**
 * Drives the programme from the current screen until a KYC page, screen by screen with
 * `metalHandlerOf(path, owner)`; `before(path)` runs on each screen before its handler (a reload,
 * a check). A screen that does not move on within 20 s fails with the messages it shows. Answers
 * the paths visited, the KYC page last — or, given `stopAt` (a path), stops there.
 */
export async function driveProgramme(
  page: Page,
  a: KindApplicant,
  owner: MetalOwner = 'Individual',
  before: (path: string) => Promise<void> = async () => {},
  stopAt?: string,
): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < 45; i += 1) {
    const path = new URL(page.url()).pathname;
    if (visited[visited.length - 1] !== path) visited.push(path);
    if (path.startsWith('/kyc/') || path === stopAt) return visited;
    await before(path);
    const handler = metalHandlerOf(path, owner);
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
  throw new Error(`no KYC page after 45 screens: ${visited.join(' → ')}`);
}
