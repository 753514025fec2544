/**
 * What the browser tours of test/paths/tours-*.spec.ts share (issue 34 items 2–3): the catalogue's
 * English text as the oracle, the tour declaration that PATHS_MACHINE narrows, the check that a tour
 * took the transitions it names, the spec's error bodies, and the bank link's sandbox widget.
 *
 * A spec file calls `tourKit(test)` once (it registers the transition capture, test/paths/capture.ts)
 * and uses what it answers.
 */
import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { wholeCatalogue } from '../../src/i18n/catalogue';
import { expect, type test as e2eTest } from '../e2e/fixtures';
import { atPath, clickContinue } from '../e2e/flow';
import { captureTransitions } from './capture';
import { apiError as specError, inject, type Answer } from './inject';
import { machineIdOf } from './machine-filter';

/** The catalogue's English text of `key` (dotted), the oracle of what the page shows. */
export function text(key: string): string {
  let node: unknown = wholeCatalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no catalogue text '${key}'`);
  return node;
}

/** `key`'s text as a pattern of the whole label or heading (spaces around it allowed, any case). */
export const escaped = (key: string) => text(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const exactly = (key: string) => new RegExp(`^\\s*${escaped(key)}\\s*$`, 'i');
/** The page's one h1. */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The welcome page's e-mail field (doc 1 §2.4). */
export const emailField = (page: Page) => page.getByLabel(/^email/i);

/** The welcome page (BASE, or `path`) with the app mounted (it takes the server-rendered page over). */
export async function welcome(page: Page, path = '/') {
  await page.goto(path);
  await emailField(page).fill('typed@example.com');
  await page.waitForFunction(
    () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
  );
}

/**
 * The tour declaration and checks of one spec file: `tour(machines, what, body)` declares a test
 * named `<machine ids>: <what>`, skipped when PATHS_MACHINE names none of `machines` (by id, by
 * catalogue name, or a wizard's 'wizard-<id>'); `taken(machine)` the transition keys `machine`
 * took so far in the running test; `expectTaken(machine, keys)` fails unless it took each of them
 * (a tour's proof that it drove what it names); `seen` the captured transitions.
 */
export function tourKit(test: typeof e2eTest) {
  const seen = captureTransitions(test);
  function tour(
    machines: string[],
    what: string,
    body: (args: { page: Page }, info: TestInfo) => Promise<void>,
  ) {
    const only = process.env.PATHS_MACHINE?.trim();
    const mine = machines.some(
      (m) => m === machineIdOf(only ?? '') || m === only || `wizard-${m}` === only,
    );
    const declare = only && !mine ? test.skip : test;
    declare(`${machines.join(', ')}: ${what}`, async ({ page }, info) => body({ page }, info));
  }
  const taken = (machine: string) =>
    new Set(
      seen()
        .filter((t) => t.machine === machine)
        .map((t) => t.key),
    );
  function expectTaken(machine: string, keys: string[]) {
    const got = taken(machine);
    expect(
      keys.filter((k) => !got.has(k)),
      `transitions of ${machine} not taken`,
    ).toEqual([]);
  }
  return { seen, tour, taken, expectTaken };
}

/** A §8 error body: Errors[] of {Code, Message, Context}. */
export const apiError = (Code: string, Context = ''): Answer => specError(Code, { Context });

/** GET /v2/applications/{uid}: the application re-read after a save. */
export const GET_APPLICATION = /^\/v2\/applications\/[^/]+$/;

/** The review's Funding card. */
export const fundingCard = (page: Page) => page.getByRole('region', { name: 'Funding' });

/** The sandbox link widget (src/ui/bank-link/sandbox-link.tsx) and its error modal. */
export const bankWidget = (page: Page) =>
  page.getByRole('dialog', { name: text('bankLink.sandboxTitle') });
export const bankFailed = (page: Page) =>
  page.getByRole('dialog', { name: text('bankLink.errorTitle') });
/** POST …/plaid-link-tokens: the link token the bank link asks for first (doc 3 §4). */
export const LINK_TOKENS = /\/bank-accounts\/plaid-link-tokens$/;
/** Picks Harbor National Bank in the open widget and continues (the sandbox links it). */
export const linkHarbor = async (page: Page) => {
  await bankWidget(page).getByRole('radio', { name: 'Harbor National Bank' }).check();
  await bankWidget(page)
    .getByRole('button', { name: text('bankLink.continue') })
    .click();
};
/** Closes the open widget with Cancel (flow.linkExit). */
export const cancelBankWidget = async (page: Page) => {
  await expect(bankWidget(page)).toBeVisible({ timeout: 20_000 });
  await bankWidget(page)
    .getByRole('button', { name: text('bankLink.cancel') })
    .click();
  await expect(bankWidget(page)).toBeHidden();
};
/** Holds the next link token's answer back 4 s (the flow sits in its loading dialog meanwhile). */
export const holdToken = (page: Page) =>
  inject(page, { method: 'POST', path: LINK_TOKENS }, async (route) => {
    await new Promise((r) => setTimeout(r, 4_000));
    await route.fallback().catch(() => undefined);
  });

/** POST …/steps recording the move to `path` (doc 2 §2.1: its Step is the next screen's path). */
export const recordTo = (path: string) => (r: Request) =>
  r.method() === 'POST' &&
  /^\/v2\/applications\/[^/]+\/steps$/.test(new URL(r.url()).pathname) &&
  (r.postDataJSON() as { Step?: string } | null)?.Step === path;
/** The funding amount's save (POST / PUT …/fundings, doc 3 §4). */
export const FUNDINGS = /^\/v2\/applications\/[^/]+\/fundings$/;
/** 'Do it later' confirmed: DELETE …/application-fundings (doc 3 §2.4). */
export const DELETE_FUNDING = /^\/v2\/applications\/[^/]+\/application-fundings$/;

/** The wizard header's Back, then the route `to`. */
export const wizardBack = async (page: Page, to: string) => {
  await page
    .locator('header.w-header')
    .getByRole('button', { name: /^back$/i })
    .click();
  await atPath(page, to, 20_000);
};
/** A choice card (Fund account's methods, the funding edit's) by its title's catalogue key. */
export const choiceCard = (scope: Page | Locator, key: string) =>
  scope.getByRole('button', { name: new RegExp(`^${text(key)}`) }).first();
/** The bank link's error modal shows the text of `key`; its OK closes it. */
export const okBankFailed = async (page: Page, key: string) => {
  const failed = bankFailed(page);
  await expect(failed.getByRole('alert')).toHaveText(text(key), { timeout: 20_000 });
  await failed.getByRole('button', { name: text('bankLink.ok') }).click();
  await expect(failed).toBeHidden();
};
/** The bank link opened by `open` with its token held back, its loading dialog closed with Escape. */
export const closeWhileLoading = async (page: Page, open: () => Promise<void>) => {
  const loading = page.getByRole('dialog', { name: text('bankLink.title') });
  const held = await holdToken(page);
  await open();
  await expect(loading.getByText(text('bankLink.loading'))).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(loading).toBeHidden();
  expect(await held.remove()).toBe(1);
};
/** The next save (any method but GET) of `path` refused with ApplicationIsCompleted (doc 3 §8). */
export const refuseSave = (page: Page, path: RegExp) =>
  inject(page, { path, when: (r) => r.method() !== 'GET' }, apiError('ApplicationIsCompleted'));

/**
 * The bank link opened by `open` with its link token refused (Order_AutomaticFundingNotEnabled,
 * doc 3 §8 Banking): the error modal shows its text; OK closes it.
 */
export async function refuseLinkToken(page: Page, open: () => Promise<void>) {
  await inject(
    page,
    { method: 'POST', path: LINK_TOKENS },
    apiError('Order_AutomaticFundingNotEnabled'),
  );
  await open();
  await okBankFailed(page, 'apiErrors.Order_AutomaticFundingNotEnabled');
}

/**
 * On /metal/funding: the bank link's token refused (the error modal, OK), closed while its token is
 * held back, the widget cancelled, then a bank linked — the programme goes on to its review.
 */
export async function fundByBank(page: Page) {
  const bank = () => page.getByRole('button', { name: text('metalFunding.bankTitle') }).click();
  await refuseLinkToken(page, bank);
  await closeWhileLoading(page, bank);
  await bank();
  await cancelBankWidget(page);
  await atPath(page, '/metal/funding');
  await bank();
  await expect(bankWidget(page)).toBeVisible({ timeout: 20_000 });
  await linkHarbor(page);
  await atPath(page, '/metal/review', 30_000);
}

/** On /metal/review: the deposit type's edit opens the bank link again; cancelled, the review. */
export async function editDepositType(page: Page) {
  await expect(page.getByText(/Harbor National Bank|linked bank/i).first()).toBeVisible({
    timeout: 20_000,
  });
  await page
    .getByRole('button', {
      name: new RegExp(`^${text('metalReview.edit')} ${text('metalReview.depositType')}`, 'i'),
    })
    .click();
  const edit = page.getByRole('dialog', { name: text('metalReview.editTitle.metalFunding') });
  await expect(edit).toBeVisible({ timeout: 20_000 });
  await edit.getByRole('button', { name: text('metalFunding.bankTitle') }).click();
  await cancelBankWidget(page);
  await atPath(page, '/metal/review');
}

/**
 * On the programme's agreement (/aip/review/agreement) funded by a linked bank: the automatic
 * deposit's ACH transfer terms (doc 3 §2.5) — their HTML refused once (the viewer says so), closed;
 * loaded, accepted: the viewer closes and the automatic-deposit box is ticked.
 */
export async function acceptAchTerms(page: Page) {
  const achLink = page.getByRole('button', {
    name: text('agreeVariant.autoDepositLink'),
    exact: true,
  });
  const achViewer = page.getByRole('dialog', { name: text('agreeVariant.achViewerTitle') });
  const html = await inject(
    page,
    { method: 'GET', path: /\/ach-html-agreements$/ },
    apiError('ApplicationIsCompleted'),
  );
  await achLink.click();
  await expect(achViewer.getByText(text('agreeVariant.achViewerEmpty'))).toBeVisible({
    timeout: 20_000,
  });
  expect(await html.remove()).toBe(1);
  await page.keyboard.press('Escape');
  await expect(achViewer).toBeHidden();
  await achLink.click();
  await expect(achViewer.getByText(text('agreeVariant.achViewerEmpty'))).toHaveCount(0);
  await expect(achViewer.getByRole('region')).not.toContainText(text('agreement.viewerLoading'), {
    timeout: 20_000,
  });
  await achViewer
    .getByRole('button', { name: text('agreement.viewerAccept'), exact: true })
    .click();
  await expect(achViewer).toBeHidden();
  await expect(page.getByRole('checkbox', { name: /automatic deposits/i })).toBeChecked();
}

/** Picks a country in the identity screen's select (typed, then the option) and continues (doc 2 §2.14). */
export async function pickCountry(page: Page, name: string) {
  const country = page.getByLabel(/country/i).first();
  await country.click();
  await country.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(country).toHaveValue(name);
  await clickContinue(page);
}

/**
 * On the identity screen at `path` (doc 2 §2.14): Canada picked, the move on's step record
 * (doc 2 §2.1) refused once — its error shown, still on `path` — then on to the screen a person
 * abroad goes to (their SSN skipped); that screen's Back returns to `path`, whose Continue leads
 * there again. Answers that screen's path.
 */
export async function identityAbroad(page: Page, path: string): Promise<string> {
  const refused = await inject(
    page,
    (r: Request) =>
      r.method() === 'POST' &&
      /^\/v2\/applications\/[^/]+\/steps$/.test(new URL(r.url()).pathname) &&
      (r.postDataJSON() as { Step?: string } | null)?.Step !== path,
    apiError('WizardValidation_InvalidApplicationStepType'),
  );
  await pickCountry(page, 'Canada');
  await expect(page.locator('main').getByRole('alert')).toContainText(
    text('apiErrors.WizardValidation_InvalidApplicationStepType'),
    { timeout: 20_000 },
  );
  expect(await refused.remove()).toBe(1);
  await atPath(page, path);
  await clickContinue(page);
  await page.waitForURL((u) => u.pathname !== path, { timeout: 20_000 });
  const next = new URL(page.url()).pathname;
  await wizardBack(page, path);
  await clickContinue(page);
  await atPath(page, next, 20_000);
  return next;
}
