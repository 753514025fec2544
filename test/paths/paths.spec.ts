/**
 * Generated paths in the browser (issue 13, `npm run test:paths`): each path test/paths/generate.ts
 * derives from the wizard machines is driven in Debian's Chromium against the reference server —
 * a new applicant of the path's kind registers, every screen is filled as test/e2e/kinds.ts does,
 * and the branch screens take the path's choice (the identity country of a person abroad, funding
 * method or 'do it later'; the bank link
 * through the sandbox widget and the IRA transfer through the custodian modal, test/e2e/flow.ts
 * linkSandboxBank / transferFromCustodian); the screens
 * visited must equal the generated sequence, and the KYC ends as the path's branch says (success
 * page, or the documents hub for the sandbox's failing last name 'Fail').
 *
 * Issue 34 item 3: after every step the browser's URL must be the next route the spec expects
 * (test/paths/spec-sequences.ts, an oracle written from the spec, not from the machine the path
 * came from); a mismatch fails naming the path, the step, the expected and the actual route and the
 * machine state the plan expected there.
 *
 * PATHS_ALL=1 (or `npm run test:paths -- --all`) runs every path; otherwise the deterministic
 * sample (every wizard, funding method and KYC branch once); PATHS_SAMPLE=<n> caps the sample;
 * PATHS_MACHINE=<name> (`-- --machine <name>`) runs the paths of one machine (machine-filter.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { achAmount, clickContinue, linkSandboxBank, transferFromCustodian } from '../e2e/flow';
import {
  HANDLERS,
  newKindApplicant,
  registerKind,
  type KindApplicant,
  type KindName,
} from '../e2e/kinds';
import { metalHandlerOf, registerAip } from '../e2e/metal';
import { captureTransitions } from './capture';
import { allPaths, folded, NON_USA, OWNER_OF, samplePaths, type GeneratedPath } from './generate';
import type { PersonSlot } from '../../machines/wizards/walk';
import { pathsOfMachine } from './machine-filter';
import { withDetours } from './detours';
import { takeDetours } from './detour-actions';
import { pickCountry } from './tour-kit';
import { specCheck } from './path-choices';
import { PASS_THROUGH } from './spec-sequences';

/** The paths of this run (the reporter reads the same choice, test/paths/reporter.ts). */
export function selectedPaths(): GeneratedPath[] {
  const all = allPaths();
  const sample = () => samplePaths(all, Number(process.env.PATHS_SAMPLE) || Infinity);
  // Issue 34 item 5: one machine's paths (test/paths/machine-filter.ts).
  // Issue 34 item 1: each selection takes the detours its paths reach (test/paths/detours.ts).
  if (process.env.PATHS_MACHINE)
    return withDetours(pathsOfMachine(all, process.env.PATHS_MACHINE, sample));
  if (process.env.PATHS_ALL === '1') return withDetours(all);
  return withDetours(sample());
}

const amount = (value: string) => async (page: Page) => {
  await page.getByLabel(/^amount/i).fill(value);
  await clickContinue(page);
};

/** 'Do it later' and the confirmation (doc 3 §2.4). */
const later = async (page: Page) => {
  await page
    .getByRole('button', { name: /do (it )?later|skip/i })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^skip$|do (it )?later|yes/i })
    .first()
    .click();
};

/** The IRA type of the account a kind's transfer comes from (server ALLOWED_SOURCES). */
const IRA_SOURCE: Partial<Record<string, string>> = { roth: 'Roth', simple: 'SIMPLE' };

/** The person whose identity country a screen asks (doc 2 §2.14 SECURE_IDENTITY). */
const IDENTITY_SLOT: Record<string, PersonSlot> = {
  '/secure/identity': 'main',
  '/business/secure/identity': 'main',
  '/aip/secure/identity': 'main',
  '/secure/secondary/identity': 'secondary',
  '/aip/secure/secondary/identity': 'secondary',
};

/**
 * The handler of a branch screen: the choice the path takes there (the next screen tells, or the
 * path's funding when a child flow opens: the bank link's widget, the custodian modal).
 */
function branchHandler(path: string, next: string | undefined, p: GeneratedPath) {
  const { funding, kind } = p;
  const abroad = IDENTITY_SLOT[path] && p.countries?.[IDENTITY_SLOT[path]];
  if (abroad && abroad !== 'USA') return (page: Page) => pickCountry(page, NON_USA.name);
  if (path === '/fund/account' && funding === 'ACHConnected')
    return (page: Page) => linkSandboxBank(page);
  if (path === '/fund/account/ach') return (page: Page) => achAmount(page, '1500');
  if (path === '/fund/retirement' && funding === 'IRATransfer')
    // The old account's type must suit the new IRA (Roth from Roth, SIMPLE from SIMPLE).
    return (page: Page) =>
      transferFromCustodian(page, { iraType: IRA_SOURCE[kind] ?? 'Traditional' });
  if (path === '/fund/account') {
    const card: Record<string, RegExp> = {
      '/fund/account/wire': /^wire transfer/i,
      '/fund/account/check': /^check/i,
      '/fund/account/cryptocurrency': /^cryptocurrency/i,
    };
    const name = next ? card[next] : undefined;
    return name ? async (page: Page) => page.getByRole('button', { name }).first().click() : later;
  }
  if (path === '/fund/retirement') {
    const card: Record<string, RegExp> = {
      '/fund/retirement/rollover/amount': /^rollover/i,
      '/fund/retirement/contribution/amount': /^cash \/ annual contribution/i,
    };
    const name = next ? card[next] : undefined;
    return name ? async (page: Page) => page.getByRole('button', { name }).first().click() : later;
  }
  if (path === '/fund/account/check') return amount('1200');
  if (path === '/fund/account/cryptocurrency') return amount('900');
  if (path === '/fund/retirement/rollover/amount') return amount('15000');
  if (path === '/fund/retirement/contribution/amount') return amount('6000');
  return undefined;
}

/**
 * The answer given again after a failed one (issue 34 detours): the form still holds what was
 * typed, so Continue alone when the screen has one and no empty box; a screen that asks again
 * (the SSN is never kept once saved, doc 2 §2.15) or a screen of choice cards is answered anew.
 */
async function answerAgain(page: Page, answer: () => Promise<void>) {
  const main = page.locator('main');
  const cont = main.getByRole('button', { name: /^continue$/i });
  const empty = await main
    .locator('input[type=text], input[type=tel], input[type=email], input:not([type])')
    .evaluateAll((xs) => xs.some((x) => (x as HTMLInputElement).value === ''));
  if (!empty && (await cont.count()) === 1 && (await cont.isVisible())) await cont.click();
  else await answer();
}

/** Drives the wizard along `p` until a KYC page (past processing); returns the visited screens. */
async function drive(page: Page, p: GeneratedPath, a: KindApplicant): Promise<string[]> {
  const visited: string[] = [];
  const detoured = new Set<number>();
  const check = specCheck(p);
  for (let i = 0; i < 70; i += 1) {
    const path = new URL(page.url()).pathname;
    if (visited[visited.length - 1] !== path) {
      visited.push(path);
      check(path);
    }
    if (path.startsWith('/kyc/') && path !== '/kyc/processing') return visited;
    const at = p.screens.indexOf(path);
    const handler =
      branchHandler(path, at >= 0 ? p.screens[at + 1] : undefined, p) ??
      (p.kind in OWNER_OF ? metalHandlerOf(path, OWNER_OF[p.kind]) : HANDLERS[path]);
    if (!handler) throw new Error(`no handler for ${path} (visited ${visited.join(' → ')})`);
    // Issue 34 item 1: the detours chosen for this screen, before the path goes on (once).
    const detours = at >= 0 && !detoured.has(at) ? (p.detours?.[at] ?? []) : [];
    detoured.add(at);
    const answer = () => handler(page, a);
    const again = () => answerAgain(page, answer);
    const answered = await takeDetours(page, path, detours, {
      // The screen before, passing REFRESH_LOADING (the programme's owner choice, doc 1 §2.9).
      previous: visited.filter((v) => !PASS_THROUGH.has(v)).at(-2),
      answer,
      again,
    });
    await (answered ? again() : answer());
    await page.waitForURL((u) => u.pathname !== path, {
      timeout: path === '/kyc/processing' ? 45_000 : 15_000,
    });
  }
  throw new Error(`no end after 70 screens: ${visited.join(' → ')}`);
}

captureTransitions(test);

for (const p of selectedPaths()) {
  test(p.id, async ({ page }, info) => {
    info.annotations.push({ type: 'screens', description: p.screens.join(' → ') });
    const a = newKindApplicant(p.kyc === 'documents' ? { lastName: 'Fail' } : {});
    if (p.kind in OWNER_OF) await registerAip(page, a);
    else await registerKind(page, p.kind as KindName, a, p.broker);
    const visited = await drive(page, p, a);
    // The KYC pages follow the wizard; REFRESH_LOADING passes when the programme's owner choice
    // loads the application of another kind (doc 1 §2.9).
    const wizardScreens = visited.filter((s) => !s.startsWith('/kyc/') && s !== '/refresh/loading');
    expect(folded(wizardScreens)).toEqual(folded(p.screens));
    const end = visited[visited.length - 1];
    if (p.kyc === 'documents') {
      expect(end).toBe('/kyc/verification');
      // The KYC hub's machine loads with the page and asks for the requirements (doc 3 §9): the
      // path ends once they are listed, so the hub's own transitions reach the browser's table.
      await expect(page.getByRole('list', { name: /documents requested/i })).toBeVisible({
        timeout: 20_000,
      });
    } else if (/^(metalStream)?(business|trust)$/i.test(p.wizard))
      expect(['/kyc/success', '/kyc/verification']).toContain(end);
    else expect(end).toBe('/kyc/success');
  });
}
