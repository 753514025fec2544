/**
 * Browser tours of the root machine `app` (issue 34 item 2; machines/app/app.machine.ts,
 * machines/app/save-close.states.ts): what its other tours leave untaken, driven in Chromium
 * against the reference server —
 *
 * - the sales-assisted banner's save & close (doc 1 §2.3, §2.12, §4.13): a form its rules stop
 *   (no dialog, what was typed kept), a saved step ('Draft saved', Continue), a save refused ('Draft
 *   not saved', Close), a save held past the wait (SAVE_CLOSE_WAIT, 15 s), a page without a form
 *   ('Draft saved' at once) and its Exit to the back office;
 * - the error page (doc 1 §2.11, §4.7, §4.10, §8.1) reached from boot (the settings refused),
 *   a server error before an application exists, LOADING and REFRESH_LOADING (the application
 *   refused), and the wizard's machine chunk that did not load (issue 22) for each of the twelve
 *   wizards; its 'Go back' (`nav.home`) boots again, loads the application again or opens the
 *   welcome page.
 *
 * Each step checks what the spec says is seen (the URL, the heading, the dialog by its catalogue
 * text), and each tour ends by checking that `app` took the transitions it was written for (the
 * inspected actor events, test/paths/capture.ts). Tests are named `app: <what>`; PATHS_MACHINE
 * (`npm run test:paths -- --machine app`) skips the tours of other machines.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { atPath, chooseStandardMe, fillDob, newApplicant, secureSteps } from '../e2e/flow';
import { assistedUrl, salesLogin } from '../e2e/sales';
import { waitTaken } from './capture';
import { apiError, inject, type Injection } from './inject';
import {
  emailField,
  escaped,
  exactly,
  GET_APPLICATION,
  heading,
  text,
  tourKit,
  welcome,
} from './tour-kit';

const { tour, expectTaken, seen } = tourKit(test);

const passwordField = (page: Page) => page.getByLabel(/^password/i);
const continueButton = (page: Page) => page.getByRole('button', { name: /^continue$/i }).first();

/** From the welcome page to the login with `email`'s usernames (doc 1 §4.3). */
async function toLogin(page: Page, email: string) {
  await emailField(page).fill(email);
  await continueButton(page).click();
  await atPath(page, '/login', 20_000);
  await expect(heading(page)).toHaveText(exactly('login.title'));
}

/** Logs in with `password`; the application has a kind: the resume modal, resumed (doc 1 §4.5). */
async function logInAndResume(page: Page, password: string, beforeResume?: () => Promise<void>) {
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: exactly('login.submit') }).click();
  const resume = page.getByRole('dialog', { name: exactly('modals.resumeTitle') });
  await expect(resume).toBeVisible({ timeout: 30_000 });
  await beforeResume?.();
  await resume.getByRole('button', { name: exactly('modals.resume') }).click();
}

/** The error page (doc 1 §2.11): its heading and text. */
async function atErrorPage(page: Page) {
  await expect(heading(page)).toHaveText(exactly('errorPageTitle'), { timeout: 30_000 });
  await expect(page.getByText(text('errorPageText'))).toBeVisible();
}
/** The error page's one button, 'Go back' (`nav.home`). */
const goBack = (page: Page) => page.getByRole('button', { name: exactly('common.goBack') }).click();

/** A kind of application the create-user query names (doc 1 §7.2). */
interface Kind {
  type: 'Individual' | 'Corporate' | 'IRA' | 'JointTenants' | 'UTMA';
  account?: string;
  flow: 1 | 2;
}

/** A user of the sandbox made through the API (doc 1 §7.2), with an application of `kind`. */
async function apiUser(request: APIRequestContext, kind: Kind) {
  const a = newApplicant();
  const q = new URLSearchParams({
    applicationType: kind.type,
    ...(kind.account ? { accountType: kind.account } : {}),
    registrationFlowType: String(kind.flow),
  });
  const created = await request.post(`/v2/users?${q.toString()}`, {
    data: { Email: a.email, Password: a.password, TrackingDetails: { Fp: null } },
  });
  expect(created.status()).toBe(201);
  return a;
}

// ─── the sales-assisted banner's save & close ───────────────────────────────────────────────────

tour(
  ['app'],
  "the assisted banner's save & close (doc 1 §2.3, §2.12, §4.13): a stopped form, saved and Continue, a refused save and Close, a save held past the wait, a page without a form and Exit",
  async ({ page }) => {
    test.setTimeout(150_000);
    page.setDefaultTimeout(20_000);
    // The back office is another site: answered locally so the Exit can be asserted.
    await page.route('https://www.**/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Back office</h1>' }),
    );
    const agent = await salesLogin(page.request);
    const a = newApplicant();
    await page.goto(assistedUrl(agent, a.email));
    await atPath(page, '/choose-application', 30_000);
    await chooseStandardMe(page, '/choose-application');
    await secureSteps(page, a, '/secure/phone-number');

    const banner = page.getByRole('complementary', { name: exactly('sales.bannerTitle') });
    const logout = () =>
      banner.getByRole('button', { name: exactly('sales.bannerLogout') }).click();
    const saved = page.getByRole('dialog', { name: exactly('sales.saveCloseTitle') });
    const failed = page.getByRole('dialog', { name: exactly('sales.saveCloseErrorTitle') });

    // A number the form's rules refuse: its error shows, what was typed stays, no dialog (the
    // request withdrawn, `saveClose.cancel`).
    const phone = page.getByLabel(/^phone/i);
    await phone.fill('12');
    await logout();
    await expect(page.locator('#main [aria-invalid="true"]').first()).toBeVisible();
    await expect(phone).toHaveValue(/^1\s?2$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await atPath(page, '/secure/phone-number');

    // Empty (the agent may leave it): the step saves, the wizard moves on, 'Draft saved'; Continue.
    await phone.fill('');
    await logout();
    await expect(saved).toBeVisible();
    await expect(saved.getByText(text('sales.saveCloseText'))).toBeVisible();
    await atPath(page, '/secure/dob');
    await saved.getByRole('button', { name: exactly('sales.saveCloseContinue') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The date of birth's save refused (ApplicationIsCompleted, doc 3 §8): 'Draft not saved'
    // with the spec's text; Close — still on the step.
    const refused = await inject(
      page,
      { path: /^\/v2\/applications\//, when: (r) => r.method() !== 'GET' },
      apiError('ApplicationIsCompleted'),
    );
    await fillDob(page, a);
    await logout();
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(text('sales.saveCloseError'));
    expect(await refused.remove()).toBe(1);
    // (Its 'Close' button, not the header's ×, which has the same name.)
    await failed
      .getByRole('button', { name: exactly('sales.saveCloseClose') })
      .filter({ hasText: text('sales.saveCloseClose') })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await atPath(page, '/secure/dob');

    // The save held at the network past the wait (SAVE_CLOSE_WAIT, 15 s): no dialog opens; let
    // through, the wizard moves on without one.
    let release!: () => void;
    const releaseHeld = new Promise<void>((r) => (release = r));
    const held = await inject(
      page,
      { path: /^\/v2\/applications\//, when: (r) => r.method() !== 'GET' },
      async (route) => {
        await releaseHeld;
        await route.fallback().catch(() => undefined);
      },
    );
    await logout();
    await expect.poll(() => held.count(), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(16_000);
    release();
    await held.remove();
    await atPath(page, '/secure/identity', 30_000);
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Last: the agent's entry again, a new application — the kind choice has no form: 'Draft
    // saved' at once (`saveClose.open`); Exit leaves for the back office (doc 1 §2.12).
    await page.goto(assistedUrl(agent, a.email));
    await page
      .getByRole('dialog', { name: exactly('sales.continueTitle') })
      .getByRole('button', { name: exactly('sales.startNewApplication') })
      .click({ timeout: 30_000 });
    await atPath(page, '/choose-application', 30_000);
    await expect(page.locator('#main form')).toHaveCount(0);
    await logout();
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: exactly('sales.saveCloseExit') }).click();
    await page.waitForURL(/^https:\/\/www\./, { timeout: 20_000 });

    const S = (s: string) => `app.saveClose.${s}`;
    expectTaken('app', [
      `${S('closed')} —saveClose.request→ ${S('waiting')}`,
      `${S('waiting')} —saveClose.cancel→ ${S('closed')}`,
      `${S('waiting')} —wizard.progress→ ${S('saved')}`,
      `${S('saved')} —saveClose.continue→ ${S('closed')}`,
      `${S('waiting')} —saveClose.saved→ ${S('failed')}`,
      `${S('failed')} —saveClose.continue→ ${S('closed')}`,
      `${S('waiting')} —xstate.after.SAVE_CLOSE_WAIT.app.saveClose.waiting→ ${S('closed')}`,
      `${S('closed')} —saveClose.open→ ${S('saved')}`,
      `${S('saved')} —saveClose.exit→ ${S('exited')}`,
    ]);
  },
);

// ─── the error page ─────────────────────────────────────────────────────────────────────────────

/** The next page load of `path` served without the inlined settings (boot then asks the server). */
async function withoutBootstrap(page: Page, path: string) {
  const url = (u: URL) => u.pathname === path;
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const res = await route.fetch();
    const body = (await res.text()).replace(
      /<script id="wizard-bootstrap"[^>]*>[\s\S]*?<\/script>/,
      '',
    );
    await route.fulfill({ response: res, body });
  };
  await page.route(url, handler, { times: 1 });
}

const BOOT_FAILED = 'app.flow.boot —xstate.error.actor.boot→ app.flow.errorPage';

tour(
  ['app'],
  "the error page (doc 1 §2.11): from boot (the settings refused), a server error before an application, LOADING and REFRESH_LOADING (the application refused); 'Go back' opens BASE or loads again",
  async ({ page }) => {
    test.setTimeout(150_000);
    page.setDefaultTimeout(20_000);
    // Boot (doc 1 §4.10): the settings refused (the page served without them) — the error page.
    await withoutBootstrap(page, '/login');
    const settings = await inject(
      page,
      { method: 'GET', path: /^\/v2\/settings$/ },
      apiError('SomethingWentWrong'),
    );
    await page.goto('/login');
    // The error page with its title, heading and 'Go back', drawn without the settings
    // (machines/view/selectors.ts `ready`); 'Go back' — not booted: boot again, now answered.
    await atErrorPage(page);
    await expect(page).toHaveTitle(new RegExp(`^${escaped('pageTitles.errorPage')}`));
    await waitTaken(seen, 'app', BOOT_FAILED, 15_000);
    expect(await settings.remove()).toBe(1);
    await goBack(page);
    await waitTaken(seen, 'app', 'app.flow.errorPage —nav.home→ app.flow.boot', 15_000);
    await expect(page).not.toHaveURL(/\/error-page$/, { timeout: 20_000 });
    await welcome(page);
    await expect(heading(page)).toHaveText(exactly('welcome.title'));

    // A server error (500) during the e-mail check (doc 1 §8.1): the error page; 'Go back' —
    // booted, no application: the welcome page.
    await inject(
      page,
      { method: 'GET', path: /^\/v2\/users\/usernames$/ },
      apiError('InternalServerError', { status: 500 }),
    );
    await emailField(page).fill(newApplicant().email);
    await continueButton(page).click();
    await atErrorPage(page);
    await goBack(page);
    await atPath(page, '/', 20_000);
    await expect(heading(page)).toHaveText(exactly('welcome.title'));

    // LOADING (doc 1 §4.7): resumed after login, the application refused (503, every attempt):
    // the error page; 'Go back' with the application known: LOADING again — the wizard.
    const a = await apiUser(page.request, { type: 'Individual', flow: 1 });
    await toLogin(page, a.email);
    const refuseApplication = () =>
      inject(
        page,
        { method: 'GET', path: GET_APPLICATION },
        apiError('ServiceUnavailable', { status: 503 }),
        Infinity,
      );
    let application!: Injection;
    await logInAndResume(page, a.password, async () => {
      application = await refuseApplication();
    });
    await atErrorPage(page);
    expect(await application.remove()).toBeGreaterThan(0);
    await goBack(page);
    await atPath(page, '/secure', 30_000);

    // REFRESH_LOADING (doc 1 §4.10): a reload with the session, the application refused: the
    // error page; 'Go back': LOADING — the wizard.
    application = await refuseApplication();
    await page.reload();
    await atErrorPage(page);
    expect(await application.remove()).toBeGreaterThan(0);
    await goBack(page);
    await atPath(page, '/secure', 30_000);

    expectTaken('app', [
      BOOT_FAILED,
      'app.flow.errorPage —nav.home→ app.flow.boot',
      'app.flow.errorPage —nav.home→ app.flow.entry',
      'app.flow.loading.fetching —xstate.error.actor.loadApplication→ app.flow.errorPage',
      'app.flow.errorPage —nav.home→ app.flow.loading',
      'app.flow.refreshLoading.fetching —xstate.error.actor.loadApplication→ app.flow.errorPage',
    ]);
  },
);

// ─── the wizard's machine chunk not loaded ──────────────────────────────────────────────────────

/** Each wizard (machines/wizards/wizard-kind.ts) and the kind of application that opens it. */
const WIZARDS: [string, Kind][] = [
  ['individual', { type: 'Individual', flow: 1 }],
  ['business', { type: 'Corporate', account: 'LimitedLiabilityCorporation', flow: 1 }],
  ['trust', { type: 'Corporate', account: 'Trust', flow: 1 }],
  ['iraPersonal', { type: 'IRA', account: 'Traditional', flow: 1 }],
  ['iraBusiness', { type: 'IRA', account: 'SEP', flow: 1 }],
  ['joint', { type: 'JointTenants', account: 'Common', flow: 1 }],
  ['utma', { type: 'UTMA', account: 'Custodian', flow: 1 }],
  ['metalStream', { type: 'Individual', flow: 2 }],
  ['metalStreamJoint', { type: 'JointTenants', account: 'Common', flow: 2 }],
  ['metalStreamUtma', { type: 'UTMA', account: 'Custodian', flow: 2 }],
  ['metalStreamTrust', { type: 'Corporate', account: 'Trust', flow: 2 }],
  ['metalStreamBusiness', { type: 'Corporate', account: 'LimitedLiabilityCorporation', flow: 2 }],
];

/**
 * For each wizard of `ids`: a user with an application of its kind logs in and resumes with the
 * wizard machines' chunk refused at the network (issue 22: machines/wizard-engine/load-wizard.ts) —
 * the error page (doc 1 §2.11).
 */
function chunkTour(ids: string[]) {
  tour(
    ['app'],
    `the wizard's machine chunk not loaded (issue 22): the error page for ${ids.join(', ')}`,
    async ({ page }) => {
      test.setTimeout(150_000);
      page.setDefaultTimeout(20_000);
      await page.route('**/assets/machines-*.js', (route) => route.abort());
      for (const id of ids) {
        const kind = WIZARDS.find(([w]) => w === id)![1];
        const a = await apiUser(page.request, kind);
        await welcome(page);
        await toLogin(page, a.email);
        await logInAndResume(page, a.password);
        await atErrorPage(page);
        await page.evaluate(() => sessionStorage.clear());
      }
      expectTaken(
        'app',
        ids.map(
          (id) =>
            `app.flow.wizard.${id}.loading —xstate.error.actor.loadWizard→ app.flow.errorPage`,
        ),
      );
    },
  );
}
chunkTour(WIZARDS.slice(0, 6).map(([id]) => id));
chunkTour(WIZARDS.slice(6).map(([id]) => id));
