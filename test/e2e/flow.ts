/**
 * Drives the wizard through the Individual path (doc 2 §2.2) in a real browser. Shared by the
 * end-to-end specs and the bundle benchmark. Works with @playwright/test's and playwright-core's
 * Page (same version).
 */
import type { Page } from 'playwright-core';

export interface Applicant {
  email: string;
  password: string;
  firstName: string;
  middleName: string;
  lastName: string;
  phone: string;
  /** Digits as typed, national format. */
  phoneDigits: string;
  month: string;
  day: string;
  year: string;
  ssn: string;
  street: string;
  apt: string;
  city: string;
  stateCode: string;
  stateName: string;
  postalCode: string;
  amount: string;
}

let counter = 0;
/** A fresh applicant with a unique e-mail. */
export function newApplicant(overrides: Partial<Applicant> = {}): Applicant {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `e2e.${id}@example.com`,
    password: 'Gold#Bar2024!',
    firstName: 'Ada',
    middleName: 'Grace',
    lastName: 'Lovelace',
    phone: '(415) 867-5309',
    phoneDigits: '4158675309',
    month: '04',
    day: '15',
    year: '1985',
    ssn: '234-56-7890',
    street: '100 Main Street',
    apt: 'Suite 4',
    city: 'Springfield',
    stateCode: 'IL',
    stateName: 'Illinois',
    postalCode: '62701',
    amount: '25000',
    ...overrides,
  };
}

const CONTINUE = /^(continue|looks good)$/i;

/**
 * Called on arrival at each screen with its path (and '/#app' once the app has taken the
 * server-rendered welcome page over) — e.g. to audit every screen (test/e2e/a11y.spec.ts).
 */
export type Visit = (path: string) => Promise<void>;
const noVisit: Visit = async () => {};

export async function clickContinue(page: Page) {
  await page.getByRole('button', { name: CONTINUE }).first().click();
}

/** Waits until the URL path equals `path`. */
export async function atPath(page: Page, path: string, timeout = 15_000) {
  await page.waitForURL((u) => u.pathname === path, { timeout });
}

/** Waits for `path`, then runs the visit hook there. */
async function arrive(page: Page, path: string, visit: Visit, timeout?: number) {
  await atPath(page, path, timeout);
  await visit(path);
}

/**
 * The account-kind choice as an Individual: Standard, wait for `{root}/standard` (by `reach`,
 * default: the URL), then Me. `root` is '/create-application' for a new applicant and
 * '/choose-application' after a login, an agent's entry or an upgrade (doc 1 §2.6, §2.7).
 */
export async function chooseStandardMe(
  page: Page,
  root: '/create-application' | '/choose-application',
  reach: (path: string) => Promise<void> = (path) => atPath(page, path),
) {
  await page
    .getByRole('button', { name: /standard/i })
    .first()
    .click();
  await reach(`${root}/standard`);
  await page
    .getByRole('button', { name: /^me\b|just me|individual/i })
    .first()
    .click();
}

/** Welcome (the e-mail) → account-kind choice (Standard → Me) → the account form (/createAccount). */
export async function toCreateAccount(
  page: Page,
  a: Applicant,
  baseURL = '',
  visit: Visit = noVisit,
) {
  await page.goto(baseURL + '/');
  await visit('/');
  await page.getByLabel(/^email/i).fill(a.email);
  if (visit !== noVisit) {
    await page.waitForFunction(
      () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
    );
    await visit('/#app');
  }
  await clickContinue(page);
  await arrive(page, '/create-application', visit);
  await chooseStandardMe(page, '/create-application', (path) => arrive(page, path, visit));
  await atPath(page, '/createAccount');
}

/** Welcome → account-kind choice (Standard → Me) → create account → first wizard step (/secure). */
export async function registerIndividual(
  page: Page,
  a: Applicant,
  baseURL = '',
  visit: Visit = noVisit,
) {
  await toCreateAccount(page, a, baseURL, visit);
  await submitAccount(page, a.password, '/secure', visit);
}

/**
 * On /createAccount: types `password`, runs the visit hook there (the checklist shown), presses
 * 'Create account' and waits for `landing` — the first step of the flow (/secure, /metal for /aip,
 * or any of several paths when the kind decides it).
 */
export async function submitAccount(
  page: Page,
  password: string,
  landing: string | readonly string[],
  visit: Visit = noVisit,
) {
  const paths: readonly string[] = typeof landing === 'string' ? [landing] : landing;
  await page.getByLabel(/^password/i).fill(password);
  await visit('/createAccount');
  await page
    .getByRole('button', { name: /create account|continue/i })
    .first()
    .click();
  await page.waitForURL((u) => paths.includes(u.pathname), { timeout: 30_000 });
}

export async function fillName(page: Page, a: Applicant) {
  await page.getByLabel(/^first name/i).fill(a.firstName);
  await page.getByLabel(/^middle name/i).fill(a.middleName);
  await page.getByLabel(/^last name/i).fill(a.lastName);
}

export async function fillDob(page: Page, a: Applicant) {
  await page.getByLabel(/^month/i).fill(a.month);
  await page.getByLabel(/^day/i).fill(a.day);
  await page.getByLabel(/^year/i).fill(a.year);
}

export async function fillAddress(page: Page, a: Applicant) {
  await page
    .locator('input')
    .and(page.getByLabel(/^street address/i))
    .fill(a.street);
  await page.keyboard.press('Escape'); // close the street-lookup list
  await page
    .getByLabel(/apt|suite/i)
    .first()
    .fill(a.apt);
  await page.getByLabel(/^city/i).fill(a.city);
  const state = page.getByLabel(/^state/i).first();
  await state.click();
  await state.fill(a.stateName);
  await page.getByRole('option', { name: a.stateName, exact: true }).click();
  await page.getByLabel(/^postal code|^zip/i).fill(a.postalCode);
}

/** The secure steps from /secure, stopping on the step at `until` (default: through SSN to /address). */
export async function secureSteps(
  page: Page,
  a: Applicant,
  until:
    '/secure/phone-number' | '/secure/identity' | '/secure/identity/ssn' | '/address' = '/address',
  visit: Visit = noVisit,
) {
  await arrive(page, '/secure', visit);
  await page
    .getByRole('button', { name: /secure my account|continue/i })
    .first()
    .click();
  await arrive(page, '/secure/name', visit);
  await fillName(page, a);
  await clickContinue(page);
  await arrive(page, '/secure/phone-number', visit);
  if (until === '/secure/phone-number') return;
  await page.getByLabel(/^phone/i).fill(a.phone);
  await clickContinue(page);
  await arrive(page, '/secure/dob', visit);
  await fillDob(page, a);
  await clickContinue(page);
  await arrive(page, '/secure/identity', visit);
  if (until === '/secure/identity') return;
  await clickContinue(page);
  await arrive(page, '/secure/identity/ssn', visit);
  if (until === '/secure/identity/ssn') return;
  await page.getByLabel(/social security number/i).fill(a.ssn);
  await clickContinue(page);
  await arrive(page, '/address', visit);
}

/** From /address to /review, funding by wire or check (or skipped). */
export async function addressAndFunding(
  page: Page,
  a: Applicant,
  funding: 'Wire' | 'Check' | 'Skip',
  visit: Visit = noVisit,
) {
  await clickContinue(page);
  await atPath(page, '/address/enter');
  await fillAddress(page, a);
  await visit('/address/enter');
  await clickContinue(page);
  await arrive(page, '/address/done', visit);
  await clickContinue(page);
  await arrive(page, '/fund/account', visit);
  if (funding === 'Skip') {
    await page
      .getByRole('button', { name: /do (it )?later|skip/i })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^skip$/i })
      .click();
    await arrive(page, '/review', visit);
    return;
  }
  await page
    .getByRole('button', { name: funding === 'Wire' ? /wire/i : /check/i })
    .first()
    .click();
  await arrive(page, funding === 'Wire' ? '/fund/account/wire' : '/fund/account/check', visit);
  await page.getByLabel(/^amount/i).fill(a.amount);
  await clickContinue(page);
  await arrive(page, '/review', visit);
}

/** Review → agreement → processing → success. */
export async function reviewAgreeSubmit(page: Page, visit: Visit = noVisit) {
  await atPath(page, '/review');
  await page.getByRole('button', { name: /looks good/i }).click();
  await arrive(page, '/review/agreement', visit);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: /open account/i }).click();
  await arrive(page, '/kyc/success', visit, 45_000);
}

/** A whole Individual application; returns the applicant used. */
export async function completeIndividualApplication(
  page: Page,
  opts: {
    baseURL?: string;
    funding?: 'Wire' | 'Check' | 'Skip';
    applicant?: Applicant;
    visit?: Visit;
  } = {},
) {
  const a = opts.applicant ?? newApplicant();
  const visit = opts.visit ?? noVisit;
  await registerIndividual(page, a, opts.baseURL ?? '', visit);
  await secureSteps(page, a, '/address', visit);
  await addressAndFunding(page, a, opts.funding ?? 'Wire', visit);
  await reviewAgreeSubmit(page, visit);
  return a;
}

/** GET the current application through the API with the session's bearer token. */
export async function fetchApplication(page: Page) {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('aow.JwtToken');
    if (!token) throw new Error('no token in sessionStorage');
    const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    const r = await fetch(`/v2/applications/${claims.ApplicationUid}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: r.status, body: await r.json() };
  });
}

/**
 * Answers another site locally (the broker portal by default) so a redirect to it can be asserted
 * without the network.
 */
export function answerOtherSite(page: Page, pattern = 'https://portal.**/**', title = 'Portal') {
  return page.route(pattern, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: `<h1>${title}</h1>` }),
  );
}

/**
 * The bank link from Fund account (doc 3 §4; docs/sandbox.md "Bank link"): 'Connect bank account'
 * opens the sandbox widget, `institution` is picked with its preselected first account, Continue
 * links it; waits for the ACH amount screen (/fund/account/ach).
 */
export async function linkSandboxBank(page: Page, institution = 'Harbor National Bank') {
  await page.getByRole('button', { name: /^connect bank account/i }).click();
  const widget = page.getByRole('dialog', { name: /connect a bank account/i });
  await widget.getByRole('radio', { name: institution }).check();
  await widget.getByRole('button', { name: /^continue$/i }).click();
  await atPath(page, '/fund/account/ach', 20_000);
}

/** The ACH amount screen (doc 3 §4): the amount, the automatic-deposit box, Continue. */
export async function achAmount(page: Page, amount: string) {
  await page.getByLabel(/^amount/i).fill(amount);
  await page.getByRole('checkbox', { name: /automatic deposit/i }).check();
  await clickContinue(page);
}

/**
 * The IRA transfer from Retirement funding through the six-step custodian modal (doc 3 §2.4;
 * docs/sandbox.md "IRA custodians"): custodian found by `search` (its first row), account number,
 * full transfer, the old account's IRA type, amount, Confirm on the review step. The wizard then
 * goes on to the review.
 */
export async function transferFromCustodian(
  page: Page,
  t: { search?: string; account?: string; iraType?: string; amount?: string } = {},
) {
  await page.getByRole('button', { name: /^transfer from an existing ira/i }).click();
  const modal = page.getByRole('dialog', { name: /transfer from an existing ira/i });
  const next = () => modal.getByRole('button', { name: /^continue$/i }).click();
  const search = t.search ?? 'equity';
  await modal.getByLabel('Search custodians').fill(search);
  // The search's own answer (not the first 8 listed before it, doc 3 §9), then its first row.
  const first = modal.getByRole('list', { name: 'Custodians' }).getByRole('button').first();
  await first.filter({ hasText: new RegExp(search, 'i') }).waitFor({ timeout: 15_000 });
  await first.click();
  await modal.getByLabel(/^account number/i).fill(t.account ?? 'ETC-778899');
  await next();
  await modal.getByRole('button', { name: /^full transfer/i }).click();
  await modal.getByLabel(/^ira type/i).selectOption(t.iraType ?? 'Traditional');
  await next();
  await modal.getByLabel(/^amount/i).fill(t.amount ?? '42000');
  await next();
  await modal.getByRole('button', { name: /^confirm$/i }).click();
}
