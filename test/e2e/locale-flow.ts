/**
 * The wizard driven in Spanish (issue 24): the same moves as test/e2e/flow.ts and kinds.ts, with
 * every control found by its Spanish text looked up in the catalogue by key (`say('name.firstName')`)
 * — never a hard-coded Spanish string — and what "no English on the screen" means: the set of
 * English catalogue values a Spanish screen must not show (`englishOnScreen`).
 */
import type { Page } from '@playwright/test';
import { wholeCatalogue, wholeSpanishCatalogue } from '../../src/i18n/catalogue';
import { ALLOWED_SAME } from '../i18n-allowed-same';
import { atPath, type Applicant } from './flow';
import type { KindApplicant } from './kinds';

/** Every string of a catalogue by its dotted key (list items as `key.0`, `key.1` …). */
export function flattenTexts(node: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof node === 'string') into.set(prefix, node);
  else if (Array.isArray(node)) node.forEach((v, i) => flattenTexts(v, `${prefix}.${i}`, into));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) flattenTexts(v, prefix ? `${prefix}.${k}` : k, into);
  return into;
}

const SPANISH = flattenTexts(wholeSpanishCatalogue);

/** The Spanish text of a catalogue key (throws on an unknown key, so a renamed key fails loudly). */
export function say(key: string): string {
  const text = SPANISH.get(key);
  if (text === undefined) throw new Error(`no Spanish text for ${key}`);
  return text;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A name matching the key's Spanish text exactly (case-insensitive); a required mark or a note in
 * brackets ("(opcional)") may follow.
 */
export const named = (key: string) =>
  new RegExp(`^${escape(say(key))}(\\s*\\*|\\s*\\(.*\\))?$`, 'i');

/** A label starting with the key's Spanish text. */
export const starting = (key: string) => new RegExp(`^${escape(say(key))}`, 'i');

/** Continue, or "Looks good" on the review steps. */
const CONTINUE = new RegExp(
  `^(${escape(say('common.continue'))}|${escape(say('review.submit'))})$`,
  'i',
);

export async function clickContinue(page: Page) {
  await page.getByRole('button', { name: CONTINUE }).first().click();
}

const button = (page: Page, key: string) =>
  page
    .getByRole('button', { name: starting(key) })
    .first()
    .click();

/**
 * The English texts no Spanish screen may show (issue 24 "Done means"): every English catalogue
 * value, less those a Spanish reader reads as they are — the parity allow-list (names, codes),
 * any text the Spanish catalogue also uses, texts without a word (digits, formats, placeholders
 * only), codes in capitals and tokens under three letters. A value with `{{placeholders}}`
 * becomes a pattern whose placeholders match anything, when its fixed part has a word of four
 * letters or more.
 */
export function englishOnScreen(): { exact: Set<string>; patterns: RegExp[] } {
  const spanish = new Set(SPANISH.values());
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const text of flattenTexts(wholeCatalogue).values()) {
    const value = text.trim();
    if (ALLOWED_SAME.has(value) || spanish.has(value)) continue;
    const fixed = value.replace(/\{\{\s*\w+\s*\}\}/g, ' ');
    if (!/\p{L}{2,}/u.test(fixed) || value.length < 3 || /^[\p{Lu}\d\s.&/+-]+$/u.test(value))
      continue;
    if (fixed === value) exact.add(value);
    else if (/\p{L}{4,}/u.test(fixed))
      patterns.push(
        new RegExp(
          `^${value
            .split(/\{\{\s*\w+\s*\}\}/)
            .map(escape)
            .join('.+')}$`,
          's',
        ),
      );
  }
  return { exact, patterns };
}

/**
 * What the applicant sees and hears on the page: the lines of the rendered text
 * (`document.body.innerText` — hidden elements excluded) and the text nodes of visible elements,
 * the page title without the broker, and
 * the aria-label, placeholder, alt and title of visible elements.
 */
export function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = document.body.innerText.split('\n');
    // Each text node of a visible element too: a value split from its line by markup (a link in
    // a sentence) is still seen.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (parent && !['SCRIPT', 'STYLE'].includes(parent.tagName) && parent.checkVisibility())
        out.push(n.textContent ?? '');
    }
    out.push(document.title.split(' | ')[0]);
    for (const el of document.querySelectorAll<HTMLElement>(
      '[aria-label], [placeholder], img[alt], [title]',
    )) {
      if (!el.checkVisibility?.() && el.tagName !== 'NAV') continue;
      for (const attr of ['aria-label', 'placeholder', 'alt', 'title'])
        if (el.hasAttribute(attr)) out.push(el.getAttribute(attr)!);
    }
    return out.map((s) => s.trim()).filter(Boolean);
  });
}

/** The screen's texts that are English catalogue values. */
export async function englishSeen(
  page: Page,
  english: ReturnType<typeof englishOnScreen>,
): Promise<string[]> {
  const seen = await screenTexts(page);
  return [
    ...new Set(seen.filter((s) => english.exact.has(s) || english.patterns.some((p) => p.test(s)))),
  ];
}

/** Fills the first, (middle) and last name fields. */
async function fillName(
  page: Page,
  p: { firstName: string; middleName?: string; lastName: string },
) {
  await page.getByRole('textbox', { name: named('name.firstName') }).fill(p.firstName);
  if (p.middleName)
    await page.getByRole('textbox', { name: named('name.middleName') }).fill(p.middleName);
  await page.getByRole('textbox', { name: named('name.lastName') }).fill(p.lastName);
}

async function fillDob(page: Page, d: { month: string; day: string; year: string }) {
  await page.getByLabel(starting('dob.month')).fill(d.month);
  await page.getByLabel(starting('dob.day')).fill(d.day);
  await page.getByLabel(starting('dob.year')).fill(d.year);
}

async function fillAddress(page: Page, a: Applicant) {
  await page
    .locator('input')
    .and(page.getByLabel(starting('secureAddressEnter.street')))
    .fill(a.street);
  await page.keyboard.press('Escape'); // close the street-lookup list
  await page.getByLabel(starting('secureAddressEnter.apt')).first().fill(a.apt);
  await page.getByLabel(named('secureAddressEnter.city')).fill(a.city);
  const state = page.getByLabel(named('secureAddressEnter.state')).first();
  await state.click();
  await state.fill(a.stateName);
  await page.getByRole('option', { name: a.stateName, exact: true }).click();
  await page.getByLabel(starting('secureAddressEnter.postalCode')).fill(a.postalCode);
}

const ssn = async (page: Page, value: string) => {
  await page
    .getByLabel(new RegExp(escape(say('ssn.label')), 'i'))
    .first()
    .fill(value);
  await clickContinue(page);
};
const phone = async (page: Page, value: string) => {
  await page.getByLabel(starting('phone.label')).fill(value);
  await clickContinue(page);
};

type Handler = (page: Page, a: KindApplicant) => Promise<void>;

/** What a Spanish applicant does on each screen of the Individual and Joint wizards, by path. */
export const SPANISH_HANDLERS: Record<string, Handler> = {
  '/secure': (page) => button(page, 'secureIntro.submit'),
  '/secure/name': async (page, a) => (await fillName(page, a), clickContinue(page)),
  '/secure/phone-number': (page, a) => phone(page, a.phone),
  '/secure/dob': async (page, a) => (await fillDob(page, a), clickContinue(page)),
  '/secure/identity': clickContinue,
  '/secure/identity/ssn': (page, a) => ssn(page, a.ssn),
  '/secure/secondary': async (page, a) => (await fillName(page, a.second), clickContinue(page)),
  '/secure/secondary/phone-number': (page) => phone(page, '(312) 555-0147'),
  '/secure/secondary/dob': async (page, a) => (await fillDob(page, a.second), clickContinue(page)),
  '/secure/secondary/identity': clickContinue,
  '/secure/secondary/ssn': (page, a) => ssn(page, a.second.ssn),
  '/address': clickContinue,
  '/address/enter': async (page, a) => (await fillAddress(page, a), clickContinue(page)),
  '/address/secondary': (page) => button(page, 'sameAddress.yesTitle'),
  '/address/secondary/enter': clickContinue,
  '/address/done': clickContinue,
  '/fund/account': (page) => button(page, 'fund.wireTitle'),
  '/fund/account/wire': async (page, a) => {
    await page.getByLabel(named('fundAmount.label')).fill(a.amount);
    await clickContinue(page);
  },
  '/fund/account/survivor': (page) => button(page, 'jointSurvivorship.wrosTitle'),
  '/review': clickContinue,
  '/review/agreement': async (page) => {
    const open = page.getByRole('button', { name: named('agreement.submit') });
    await open.waitFor();
    await page.getByRole('checkbox').first().check();
    await open.click();
  },
  '/kyc/processing': async () => {},
};

/**
 * Welcome → the account-kind choice (Standard → Me or Joint) → create account → the first
 * wizard step's intro (/secure), in Spanish; `visit` runs on each screen on arrival (the welcome
 * page twice: as the server rendered it, then once the app has taken it over, as '/#app').
 */
export async function toSecureStep(
  page: Page,
  kind: 'meTitle' | 'jointTitle',
  a: Applicant,
  visit: (path: string) => Promise<void>,
) {
  await page.goto('/');
  await visit('/');
  await page.getByLabel(named('welcome.emailLabel')).fill(a.email);
  await page.waitForFunction(
    () => (window as { __wizardMounted?: boolean }).__wizardMounted === true,
  );
  await visit('/#app');
  await clickContinue(page);
  await atPath(page, '/create-application');
  await visit('/create-application');
  await button(page, 'chooseApplication.standardTitle');
  await atPath(page, '/create-application/standard');
  await visit('/create-application/standard');
  await page
    .getByRole('button', {
      name: new RegExp(`^${escape(say(`chooseApplication.${kind}`))}\\b`, 'i'),
    })
    .first()
    .click();
  await atPath(page, '/createAccount');
  await page.getByLabel(named('createAccount.passwordLabel')).fill(a.password);
  await visit('/createAccount');
  await button(page, 'createAccount.submit');
  await atPath(page, '/secure', 30_000);
}

/**
 * Follows the wizard from the current screen to `stopAt`, running `visit` on each screen and its
 * Spanish handler; returns the visited paths. Fails on a screen without handler or one that does
 * not move on.
 */
export async function driveInSpanish(
  page: Page,
  a: KindApplicant,
  stopAt: string,
  visit: (path: string) => Promise<void>,
): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const path = new URL(page.url()).pathname;
    visited.push(path);
    if (path !== '/kyc/processing') await visit(path);
    if (path === stopAt) return visited;
    const handler = SPANISH_HANDLERS[path];
    if (!handler) throw new Error(`no handler for ${path} (visited ${visited.join(' → ')})`);
    await handler(page, a);
    await page.waitForURL((u) => u.pathname !== path, {
      timeout: path === '/kyc/processing' ? 45_000 : 15_000,
    });
  }
  throw new Error(`no end after 40 screens: ${visited.join(' → ')}`);
}
