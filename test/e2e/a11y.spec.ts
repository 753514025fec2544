/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) on every screen of a new Individual
 * application (doc 2 §2.2) — welcome, account-kind choices, create account, the secure steps,
 * address, funding, review with an edit modal open, agreement with the viewer open, success — at
 * 1280 px in every broker theme (doc 1 §1 'White-labelling'), and on a few screens at 375 px.
 * Also: a field's validation message is tied to its input (aria-invalid + aria-describedby).
 *
 * The theme is switched by rewriting the broker settings the server sends (the inlined boot data
 * of the HTML document and GET /v2/settings) — the server itself is untouched.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  atPath,
  clickContinue,
  fillDob,
  fillName,
  newApplicant,
  registerIndividual,
  type Applicant,
} from './flow';
import { contrastReport } from '../visual/contrast';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(process.env.A11Y_BEST_PRACTICE ? ['best-practice'] : [])];
const THEMES = ['default', 'second', 'demo', 'legacy'] as const;
type Theme = (typeof THEMES)[number];

/** Serves the broker settings with `Theme` replaced (HTML boot data and /v2/settings). */
async function forceTheme(page: Page, theme: Theme) {
  if (theme === 'default') return;
  await page.route(
    (url) => !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      const req = route.request();
      const isSettings = new URL(req.url()).pathname === '/v2/settings';
      if (req.method() !== 'GET' || (req.resourceType() !== 'document' && !isSettings)) return route.fallback();
      const res = await route.fetch();
      const body = (await res.text()).replace(/"Theme":"[a-z]+"/g, `"Theme":"${theme}"`);
      await route.fulfill({ response: res, body });
    },
  );
}

/** Waits until the screen has settled: no pending chunk or overlay, no finite animation running. */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('.w-pending, .w-overlay') &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 15_000 },
  );
}

/** One violation per line: rule, impact, help, and the offending nodes with axe's summary. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map(
      (v) =>
        `  [${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 6)
          .map((n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ')}`)
          .join('\n'),
    )
    .join('\n');
}

/** Runs axe on the page as it is now; records a soft failure listing every violation. */
async function audit(page: Page, label: string) {
  await settled(page);
  const { violations, incomplete } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  if (process.env.A11Y_INCOMPLETE) console.info(`needs review on ${label}:\n${describe(incomplete)}`);
  expect.soft(violations.map((v) => v.id), `axe violations on ${label}:\n${describe(violations)}`).toEqual([]);
}

/** The manual address entry (the street field may be a lookup combobox; its list is closed). */
async function fillAddress(page: Page, a: Applicant) {
  await page.getByLabel(/^street address/i).first().fill(a.street);
  await page.keyboard.press('Escape');
  await page.getByLabel(/apt|suite/i).first().fill(a.apt);
  await page.getByLabel(/^city/i).fill(a.city);
  const state = page.getByLabel(/^state/i).first();
  await state.click();
  await state.fill(a.stateName);
  await page.getByRole('option', { name: a.stateName, exact: true }).click();
  await page.getByLabel(/^postal code|^zip/i).fill(a.postalCode);
}

/** Walks a whole Individual application (wire), auditing each screen; labels carry the theme. */
async function walk(page: Page, a: Applicant, theme: Theme) {
  const at = (s: string) => `${s} [${theme}]`;
  await page.goto('/');
  await audit(page, at('welcome (server-rendered)'));
  await page.getByLabel(/^email/i).fill(a.email);
  await page.waitForFunction(() => (window as { __wizardMounted?: boolean }).__wizardMounted === true);
  await expect(page.locator('.w-shell')).toHaveClass(new RegExp(`\\btheme-${theme}\\b`));
  await audit(page, at('welcome (app)'));
  await clickContinue(page);
  await atPath(page, '/create-application');
  await audit(page, at('create-application'));
  await page.getByRole('button', { name: /standard/i }).first().click();
  await atPath(page, '/create-application/standard');
  await audit(page, at('create-application/standard'));
  await page.getByRole('button', { name: /^me\b|just me|individual/i }).first().click();
  await atPath(page, '/createAccount');
  await page.getByLabel(/^password/i).fill(a.password);
  await audit(page, at('createAccount'));
  await page.getByRole('button', { name: /create account|continue/i }).first().click();

  await atPath(page, '/secure', 30_000);
  await audit(page, at('secure intro'));
  await page.getByRole('button', { name: /secure my account|continue/i }).first().click();
  await atPath(page, '/secure/name');
  await audit(page, at('name'));
  await fillName(page, a);
  await clickContinue(page);
  await atPath(page, '/secure/phone-number');
  await audit(page, at('phone'));
  await page.getByLabel(/^phone/i).fill(a.phone);
  await clickContinue(page);
  await atPath(page, '/secure/dob');
  await audit(page, at('dob'));
  await fillDob(page, a);
  await clickContinue(page);
  await atPath(page, '/secure/identity');
  await audit(page, at('identity'));
  await clickContinue(page);
  await atPath(page, '/secure/identity/ssn');
  await audit(page, at('ssn'));
  await page.getByLabel(/social security number/i).fill(a.ssn);
  await clickContinue(page);

  await atPath(page, '/address');
  await audit(page, at('address intro'));
  await clickContinue(page);
  await atPath(page, '/address/enter');
  await fillAddress(page, a);
  await audit(page, at('address enter'));
  await clickContinue(page);
  await atPath(page, '/address/done');
  await audit(page, at('address done'));
  await clickContinue(page);
  await atPath(page, '/fund/account');
  await audit(page, at('fund account'));
  await page.getByRole('button', { name: /wire/i }).first().click();
  await atPath(page, '/fund/account/wire');
  await audit(page, at('wire amount'));
  await page.getByLabel(/^amount/i).fill(a.amount);
  await clickContinue(page);

  await atPath(page, '/review');
  await audit(page, at('review'));
  await page.getByRole('button', { name: /^edit name$/i }).click();
  await expect(page.getByRole('dialog').getByLabel(/^first name/i)).toBeVisible();
  await audit(page, at('review: edit name modal'));
  await page.getByRole('dialog').getByRole('button', { name: /^close$/i }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: /looks good/i }).click();

  await atPath(page, '/review/agreement');
  await audit(page, at('agreement'));
  await page.getByRole('button', { name: 'account agreement', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').locator('.w-agreement-viewer')).not.toContainText(/loading/i);
  await audit(page, at('agreement viewer modal'));
  await page.getByRole('dialog').getByRole('button', { name: /accept|agree/i }).last().click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await page.getByRole('button', { name: /open account/i }).click();
  await atPath(page, '/kyc/success', 45_000);
  await audit(page, at('success'));
}

for (const theme of THEMES) {
  test(`axe: every screen of an Individual application at 1280 px, theme '${theme}'`, async ({ page }) => {
    test.setTimeout(180_000);
    await forceTheme(page, theme);
    await walk(page, newApplicant(), theme);
  });
}

test('axe: welcome, choices, name, SSN, address and fund account at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const a = newApplicant();
  await page.goto('/');
  await audit(page, 'welcome @375');
  await page.getByLabel(/^email/i).fill(a.email);
  await clickContinue(page);
  await atPath(page, '/create-application');
  await audit(page, 'create-application @375');
  await page.getByRole('button', { name: /standard/i }).first().click();
  await page.getByRole('button', { name: /^me\b|just me|individual/i }).first().click();
  await atPath(page, '/createAccount');
  await page.getByLabel(/^password/i).fill(a.password);
  await audit(page, 'createAccount @375');
  await page.getByRole('button', { name: /create account|continue/i }).first().click();
  await atPath(page, '/secure', 30_000);
  await page.getByRole('button', { name: /secure my account|continue/i }).first().click();
  await atPath(page, '/secure/name');
  await audit(page, 'name @375');
  await fillName(page, a);
  await clickContinue(page);
  await atPath(page, '/secure/phone-number');
  await page.getByLabel(/^phone/i).fill(a.phone);
  await clickContinue(page);
  await atPath(page, '/secure/dob');
  await fillDob(page, a);
  await clickContinue(page);
  await atPath(page, '/secure/identity');
  await clickContinue(page);
  await atPath(page, '/secure/identity/ssn');
  await audit(page, 'ssn @375');
  await page.getByLabel(/social security number/i).fill(a.ssn);
  await clickContinue(page);
  await atPath(page, '/address');
  await clickContinue(page);
  await atPath(page, '/address/enter');
  await audit(page, 'address enter @375');
  await fillAddress(page, a);
  await clickContinue(page);
  await atPath(page, '/address/done');
  await clickContinue(page);
  await atPath(page, '/fund/account');
  await audit(page, 'fund account @375');
});

/** The input's error: aria-invalid="true" and an aria-describedby target holding `message`. */
async function expectErrorTied(page: Page, label: RegExp, message: string) {
  const input = page.getByLabel(label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = (await input.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  expect(ids.length, 'aria-describedby names the error').toBeGreaterThan(0);
  const described = await page.evaluate(
    (list) => list.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    ids,
  );
  expect(described).toContain(message);
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test('validation messages are tied to their inputs on the name and SSN screens', async ({ page }) => {
  const a = newApplicant();
  await registerIndividual(page, a);
  await page.getByRole('button', { name: /secure my account|continue/i }).first().click();
  await atPath(page, '/secure/name');
  await clickContinue(page);
  await expect(page).toHaveURL(/\/secure\/name$/);
  await expectErrorTied(page, /^first name/i, 'Please enter your first name.');
  await expectErrorTied(page, /^last name/i, 'Please enter your last name.');
  await audit(page, 'name with errors');
  await expect(page.getByLabel(/^middle name/i)).not.toHaveAttribute('aria-invalid', 'true');

  await fillName(page, a);
  await expect(page.getByLabel(/^first name/i)).not.toHaveAttribute('aria-invalid', 'true');
  await clickContinue(page);
  await atPath(page, '/secure/phone-number');
  await page.getByLabel(/^phone/i).fill(a.phone);
  await clickContinue(page);
  await atPath(page, '/secure/dob');
  await fillDob(page, a);
  await clickContinue(page);
  await atPath(page, '/secure/identity');
  await clickContinue(page);
  await atPath(page, '/secure/identity/ssn');
  await page.getByLabel(/social security number/i).fill('123-45-678');
  await clickContinue(page);
  await expect(page).toHaveURL(/\/secure\/identity\/ssn$/);
  await expectErrorTied(page, /social security number/i, 'Please enter a valid Social Security number.');
  await audit(page, 'ssn with error');
});

/**
 * Tabs through the page and returns the focus stops that show no indicator: no outline, no box
 * shadow and (for inputs) no border colour change against the unfocused state.
 */
async function focusStopsWithoutIndicator(page: Page, stops = 40): Promise<string[]> {
  const missing: string[] = [];
  const seen = new Set<string>();
  // Without transitions, the computed style right after blur is the unfocused one.
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important}' });
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(60);
    const r = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const name = `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
      const cs = getComputedStyle(el);
      const focused = { outline: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0, shadow: cs.boxShadow !== 'none', border: cs.borderColor };
      el.blur();
      const border = getComputedStyle(el).borderColor;
      el.focus({ preventScroll: true });
      return { name, ok: focused.outline || focused.shadow || focused.border !== border };
    });
    if (!r) break;
    if (seen.has(r.name)) break;
    seen.add(r.name);
    if (!r.ok) missing.push(r.name);
  }
  return missing;
}

test('every keyboard focus stop shows a focus indicator (welcome, name)', async ({ page }) => {
  const a = newApplicant();
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
  await page.getByLabel(/^email/i).focus();
  await page.waitForFunction(() => (window as { __wizardMounted?: boolean }).__wizardMounted === true);
  expect(await focusStopsWithoutIndicator(page)).toEqual([]);
  await registerIndividual(page, a);
  await page.getByRole('button', { name: /secure my account|continue/i }).first().click();
  await atPath(page, '/secure/name');
  expect(await focusStopsWithoutIndicator(page)).toEqual([]);
});

test('every theme colour pair meets WCAG AA (4.5:1 text, 3:1 non-text) — incl. the sidebar axe cannot measure', () => {
  const failed = contrastReport().filter((r) => !r.ok);
  expect(
    failed.map((r) => `${r.theme}: ${r.use} ${r.fg} on ${r.bg} = ${r.ratio.toFixed(2)}:1 < ${r.min}`),
  ).toEqual([]);
});
