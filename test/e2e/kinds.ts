/**
 * Drives any account kind's wizard in a real browser (doc 2 §2.2, doc 3 §2.2): one handler per
 * literal path fills that screen as a new applicant would and continues; `driveWizard` follows the
 * machine wherever it leads and returns the visited paths, so a spec compares them with the kind's
 * step-table sequence (machines/wizards/*.steps.ts). Shared by the kinds spec and the path runs.
 */
import type { Page } from 'playwright-core';
import {
  atPath,
  clickContinue,
  fillAddress,
  newApplicant,
  submitAccount,
  type Applicant,
} from './flow';

/** The choice buttons from the first choice screen to the kind (doc 1 §2.8), by their titles. */
export const KIND_CHOICES = {
  individual: [/standard account/i, /^me\b/i],
  joint: [/standard account/i, /^joint\b/i],
  trust: [/standard account/i, /^trust\b/i],
  business: [/standard account/i, /^business\b/i],
  traditional: [/retirement \(ira\)/i, /^me\b/i, /traditional ira/i],
  roth: [/retirement \(ira\)/i, /^me\b/i, /roth ira/i],
  sep: [/retirement \(ira\)/i, /my business/i, /sep ira/i],
  simple: [/retirement \(ira\)/i, /my business/i, /simple ira/i],
  custodian: [/gift \(utma\)/i, /^custodian\b/i],
  trustee: [/gift \(utma\)/i, /^trustee\b/i],
} as const;
export type KindName = keyof typeof KIND_CHOICES;

/** Everything the applicant enters for every person and entity of a kind. */
export interface KindApplicant extends Applicant {
  second: {
    firstName: string;
    lastName: string;
    ssn: string;
    month: string;
    day: string;
    year: string;
  };
  minor: {
    firstName: string;
    lastName: string;
    ssn: string;
    month: string;
    day: string;
    year: string;
  };
  businessName: string;
  trustName: string;
  ein: string;
  idNumber: string;
}

export function newKindApplicant(over: Partial<KindApplicant> = {}): KindApplicant {
  return {
    ...newApplicant(),
    second: {
      firstName: 'Bea',
      lastName: 'Byron',
      ssn: '345-67-8901',
      month: '06',
      day: '20',
      year: '1982',
    },
    minor: {
      firstName: 'Cy',
      lastName: 'Lovelace',
      ssn: '456-78-9012',
      month: '09',
      day: '01',
      year: '2014',
    },
    businessName: 'Analytical Engines LLC',
    trustName: 'Lovelace Family Trust',
    ein: '12-3456789',
    idNumber: 'D1234567',
    ...over,
  };
}

/**
 * Clicks the kind's choice buttons (KIND_CHOICES) on the kind choice shown: /create-application for
 * a new applicant, /choose-application after a login or an agent's entry (doc 1 §2.8).
 */
export async function chooseKind(page: Page, kind: KindName) {
  for (const name of KIND_CHOICES[kind]) await page.getByRole('button', { name }).first().click();
}

/**
 * Welcome → the kind's choice buttons → create account → the wizard's first step; `broker` picks
 * a sandbox broker by its code (?brokerCode=, docs/sandbox.md), else the default.
 */
export async function registerKind(page: Page, kind: KindName, a: KindApplicant, broker?: string) {
  await page.goto(broker ? `/?brokerCode=${broker}` : '/');
  await page.getByLabel(/^email/i).fill(a.email);
  await clickContinue(page);
  await atPath(page, '/create-application');
  await chooseKind(page, kind);
  await atPath(page, '/createAccount');
  await submitAccount(page, a.password, ['/secure', '/business/secure']);
}

/** Picks `option` in the Mantine select labelled `label` (typing filters, the option is clicked). */
async function pick(page: Page, label: RegExp, option: string | RegExp) {
  const input = page.getByLabel(label).first();
  await input.click();
  await page.getByRole('option', { name: option }).first().click();
}

async function fillPerson(page: Page, p: { firstName: string; lastName: string }) {
  await page.getByLabel(/^first name/i).fill(p.firstName);
  await page.getByLabel(/^last name/i).fill(p.lastName);
}

async function fillDate(page: Page, d: { month: string; day: string; year: string }) {
  await page.getByLabel(/^month/i).fill(d.month);
  await page.getByLabel(/^day/i).fill(d.day);
  await page.getByLabel(/^year/i).fill(d.year);
}

type Handler = (page: Page, a: KindApplicant) => Promise<void>;

/**
 * Ticks a radio or checkbox drawn as a card (the input is visually hidden), until it reads
 * checked: the lists render when their reference data arrives, so a first click may meet a list
 * that is being replaced (seen after a reload).
 */
async function tick(box: ReturnType<Page['locator']>) {
  for (let i = 0; i < 10; i += 1) {
    if (await box.isChecked().catch(() => false)) return;
    await box.check({ force: true, timeout: 2_000 }).catch(() => undefined);
    await box.page().waitForTimeout(100);
  }
  if (!(await box.isChecked())) throw new Error('could not tick the option');
}
/**
 * The SSN screen: the full number, or its last 4 digits in the four code boxes of the 'last4'
 * variant (screens/ssn.tsx — e.g. what a sales agent is shown); then Continue.
 */
async function fillSsn(page: Page, ssn: string) {
  const full = page.getByLabel(/social security number/i).first();
  const last4 = page.getByRole('textbox', { name: /^last 4 SSN 1\/4$/i });
  await full.or(last4).first().waitFor();
  if (await last4.isVisible()) {
    await last4.click();
    await page.keyboard.type(ssn.replace(/\D/g, '').slice(-4));
  } else await full.fill(ssn);
  await clickContinue(page);
}
const cont: Handler = async (page) => clickContinue(page);
const secure: Handler = async (page) =>
  page
    .getByRole('button', { name: /secure my account|continue/i })
    .first()
    .click();

/** What the applicant does on each screen, by literal path (doc 1 §2.1). */
export const HANDLERS: Record<string, Handler> = {
  '/secure': secure,
  '/business/secure': secure,
  '/secure/name': async (page, a) => (await fillPerson(page, a), clickContinue(page)),
  '/business/secure/name': async (page, a) => (await fillPerson(page, a), clickContinue(page)),
  '/secure/secondary': async (page, a) => (await fillPerson(page, a.second), clickContinue(page)),
  '/secure/minor': async (page, a) => (await fillPerson(page, a.minor), clickContinue(page)),
  '/secure/phone-number': async (page, a) => (
    await page.getByLabel(/^phone/i).fill(a.phone),
    clickContinue(page)
  ),
  '/business/secure/phone-number': async (page, a) => (
    await page.getByLabel(/^phone/i).fill(a.phone),
    clickContinue(page)
  ),
  '/secure/secondary/phone-number': async (page) => (
    await page.getByLabel(/^phone/i).fill('(312) 555-0147'),
    clickContinue(page)
  ),
  '/secure/minor/phone-number': async (page) => (
    await page.getByLabel(/^phone/i).fill('(312) 555-0199'),
    clickContinue(page)
  ),
  '/secure/dob': async (page, a) => (await fillDate(page, a), clickContinue(page)),
  '/business/secure/dob': async (page, a) => (await fillDate(page, a), clickContinue(page)),
  '/secure/secondary/dob': async (page, a) => (await fillDate(page, a.second), clickContinue(page)),
  '/secure/minor/dob': async (page, a) => (await fillDate(page, a.minor), clickContinue(page)),
  '/secure/identity': cont,
  '/business/secure/identity': cont,
  '/secure/secondary/identity': cont,
  '/secure/minor/identity': cont,
  '/secure/identity/ssn': async (page, a) => fillSsn(page, a.ssn),
  '/business/secure/identity/ssn': async (page, a) => fillSsn(page, a.ssn),
  '/secure/secondary/ssn': async (page, a) => fillSsn(page, a.second.ssn),
  '/secure/minor/ssn': async (page, a) => fillSsn(page, a.minor.ssn),
  // An IRS broker's W-9 question (doc 2 §2.19): not subject (Individual), neither of us (Joint).
  '/secure/backup-withholding': async (page) => (
    await page.getByRole('radio', { name: /^no, (i am not subject|neither of us)/i }).check(),
    clickContinue(page)
  ),
  '/secure/marital': async (page) => (
    await page
      .getByText(/^married$/i)
      .first()
      .click(),
    clickContinue(page)
  ),
  '/secure/businessName': async (page, a) => (
    await page
      .getByLabel(/business name/i)
      .first()
      .fill(a.businessName),
    clickContinue(page)
  ),
  '/secure/identity/details': async (page, a) => {
    await pick(page, /^id type|type of id|identification type/i, /driver/i);
    await page
      .getByLabel(/id number/i)
      .first()
      .fill(a.idNumber);
    const dates = page.getByRole('group');
    const issue = dates.filter({ hasText: /issue/i }).first();
    await issue.getByLabel(/^month/i).fill('03');
    await issue.getByLabel(/^day/i).fill('10');
    await issue.getByLabel(/^year/i).fill('2020');
    const expiry = dates.filter({ hasText: /expir/i }).first();
    await expiry.getByLabel(/^month/i).fill('03');
    await expiry.getByLabel(/^day/i).fill('10');
    await expiry.getByLabel(/^year/i).fill('2030');
    await pick(page, /state/i, 'Illinois');
    await clickContinue(page);
  },
  '/secure/employmentStatus': async (page) => {
    await pick(page, /employment status/i, /^retired$/i);
    await pick(page, /occupation category/i, /.+/);
    await pick(page, /^(prior )?occupation(?! category)/i, /.+/);
    await pick(page, /source of income/i, /.+/);
    await clickContinue(page);
  },
  '/secure/financial-profile': async (page) => {
    const groups = page.getByRole('group');
    await tick(page.getByRole('radio').first());
    await tick(
      groups
        .filter({ hasText: /initial source/i })
        .getByRole('checkbox')
        .first(),
    );
    await tick(
      groups
        .filter({ hasText: /ongoing source/i })
        .getByRole('checkbox')
        .first(),
    );
    await clickContinue(page);
  },
  '/business/secure/verify': async (page) => (
    await page.getByText(/^llc$/i).first().click(),
    clickContinue(page)
  ),
  '/business/secure/verify/name': async (page, a) => (
    await page
      .getByLabel(/business name/i)
      .first()
      .fill(a.businessName),
    clickContinue(page)
  ),
  '/business/secure/verify/name/ein': async (page, a) => (
    await page
      .getByLabel(/^ein|employer identification/i)
      .first()
      .fill(a.ein),
    clickContinue(page)
  ),
  '/business/secure/verify/business-address': async (page, a) => (
    await fillAddress(page, a),
    clickContinue(page)
  ),
  '/business/secure/verify/business-review': async (page) =>
    page.getByRole('button', { name: /looks good/i }).click(),
  '/secure/trust/name': async (page, a) => (
    await page
      .getByLabel(/trust name/i)
      .first()
      .fill(a.trustName),
    clickContinue(page)
  ),
  '/secure/trust/askEin': async (page) =>
    page
      .getByRole('button', { name: /^yes\b/i })
      .first()
      .click(),
  '/secure/trustName/ein': async (page, a) => (
    await page
      .getByLabel(/^ein|employer identification/i)
      .first()
      .fill(a.ein),
    clickContinue(page)
  ),
  '/address': cont,
  '/address/enter': async (page, a) => (await fillAddress(page, a), clickContinue(page)),
  // Same address: Yes prefills the second person's address entry with the main address (doc 2 §2.20).
  '/address/secondary': async (page) =>
    page
      .getByRole('button', { name: /^yes\b/i })
      .first()
      .click(),
  '/address/minor': async (page) =>
    page
      .getByRole('button', { name: /^yes\b/i })
      .first()
      .click(),
  '/address/secondary/enter': cont,
  '/address/minor/enter': cont,
  '/address/done': cont,
  '/fund/account': async (page) => page.getByRole('button', { name: /wire/i }).first().click(),
  '/fund/account/wire': async (page, a) => (
    await page.getByLabel(/^amount/i).fill(a.amount),
    clickContinue(page)
  ),
  // The survivorship choice cards submit on click (doc 3 §2.4).
  '/fund/account/survivor': async (page) =>
    page
      .getByRole('button', { name: /right of survivorship/i })
      .first()
      .click(),
  '/review': async (page) => page.getByRole('button', { name: /looks good/i }).click(),
  '/kyc/processing': async () => {},
  // The equity IRA agreement (doc 3 §2.5): the panel scrolled to its end unlocks the box and Continue.
  '/review/equity': async (page) => {
    const panel = page.locator('[data-scroll-gate]');
    await panel.locator('*').first().waitFor();
    await panel.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.getByRole('checkbox').first().check();
    await clickContinue(page);
  },
  '/review/agreement': async (page) => {
    // Wait for the agreement's own form: after the equity agreement its checkbox may still be shown.
    const open = page.getByRole('button', { name: /open account/i });
    await open.waitFor();
    await page.getByRole('checkbox').first().check();
    await open.click();
  },
};

/**
 * Follows the wizard from the current screen until `stopAt` (a path), handling every screen on
 * the way; returns the visited paths (the current one first). Fails on a screen without handler,
 * on one that does not move on within 15 s, and on a loop.
 */
export async function driveWizard(
  page: Page,
  a: KindApplicant,
  stopAt: string,
  onStep?: (path: string) => Promise<void>,
): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < 60; i += 1) {
    const path = new URL(page.url()).pathname;
    if (visited[visited.length - 1] !== path) visited.push(path);
    if (path === stopAt) return visited;
    if (onStep) await onStep(path);
    const handler = HANDLERS[path];
    if (!handler) throw new Error(`no handler for ${path} (visited ${visited.join(' → ')})`);
    await handler(page, a);
    await page
      .waitForURL((u) => u.pathname !== path, {
        timeout: path === '/kyc/processing' ? 45_000 : 15_000,
      })
      .catch(async () => {
        const alert = await page
          .locator('[role=alert], .mantine-InputWrapper-error, .w-form-error')
          .allInnerTexts()
          .catch(() => []);
        throw new Error(`stuck on ${path}: ${alert.join(' | ')}`);
      });
  }
  throw new Error(`no end after 60 screens: ${visited.join(' → ')}`);
}

/** The kind's funding step: Fund account, or Retirement funding for the IRA kinds (doc 3 §2.2). */
export const fundStepOf = (kind: KindName) =>
  ['traditional', 'roth', 'sep', 'simple'].includes(kind) ? '/fund/retirement' : '/fund/account';

/**
 * A new applicant of `kind` registered and driven up to the kind's funding step (USA persons,
 * same address); returns the applicant. The funding specs start from there.
 */
export async function driveToFunding(
  page: Page,
  kind: KindName,
  a: KindApplicant = newKindApplicant(),
) {
  await registerKind(page, kind, a);
  await driveWizard(page, a, fundStepOf(kind));
  return a;
}
