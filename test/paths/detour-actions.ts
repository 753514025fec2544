/**
 * The browser side of the generated paths' detours (issue 34 item 1; the plan: detours.ts). Each
 * detour starts and ends on the same screen, and checks what the spec says the applicant sees on
 * the way — never the machine's state:
 *
 * - back: the header's Back shows the screen before (the one the browser came from, already
 *   checked against the spec's sequence), history back shows this screen again (doc 1 §2.3,
 *   doc 2 §2.1: the URL follows the step; a reached step can be returned to);
 * - mutationError / recordError: the save, the acceptance or the step record answered 400 with a
 *   catalogue code (doc 1 §8.1) — the form shows 'apiErrors.<Code>''s English text, the URL stays;
 *   the answer is given again unchanged (what was typed is still there, or typed again);
 * - video: the help video's source dropped at the network ('videos.genericPlaybackError' shows),
 *   loaded again and played, paused and played to its end, the modal closed (doc 2 §2.15);
 * - viewer: the agreement's HTML answered 400 once — the viewer says 'agreement.viewerEmpty';
 *   closed, opened again it shows the agreement; Print / Download opens the PDF in a new tab,
 *   Accept closes it and ticks the box; 'Download agreement' on the form opens the PDF too
 *   (doc 3 §2.5);
 * - agreeMissing: 'Open account' with the box not ticked shows 'fields.errors.validation.agree';
 * - metalTerms / achTerms: the terms' HTML answered 400 — the viewer says its empty text
 *   (agreeVariant.metalViewerEmpty, fundMore.viewerEmpty); closed, opened again they load; Accept
 *   closes it and ticks the box ('agree', the automatic deposit);
 * - addressLookup: Canada and the United States of America picked as the address country, '1600 penn' typed
 *   in the street: the sandbox's suggestion picked fills the street and the city;
 * - skipCancel: 'do it later' opens 'fund.skipTitle', Cancel closes it on the same screen;
 * - reviewEdit: the review's first Edit opens its modal, Escape closes it; opened again, Update
 *   (nothing changed) saves and closes it (doc 2 §2.21);
 * - fundingEdit: 'Edit funding' opens the funding edit's modal, Escape closes it (doc 3 §2.4).
 * Failures name the detour and the screen.
 */
import type { Page, Request } from '@playwright/test';
import { expect } from '../e2e/fixtures';
import { en } from '../../src/i18n/en';
import { enAgree } from '../../src/i18n/en-agree';
import { enBankLink } from '../../src/i18n/en-banklink';
import { enPerson } from '../../src/i18n/en-person';
import type { Detour } from './detours';
import { apiError, inject } from './inject';

/** The catalogue answers the detours inject (doc 1 §8.2), with the English text the form shows. */
export const INJECTED = {
  mutationError: {
    Code: 'ApplicationIsCompleted',
    Message: 'Application has been already completed.',
  },
  recordError: {
    Code: 'WizardValidation_InvalidApplicationStepType',
    Message: 'invalid application step',
  },
} as const;

const textOf = (code: keyof typeof en.apiErrors) => en.apiErrors[code] as string;

/** A call that saves the application's data (not the step record, CRM or analytics). */
const isMutation = (r: Request) =>
  r.method() !== 'GET' &&
  /^\/v2\/(applications|customer-due-diligence|custodians)\//.test(new URL(r.url()).pathname) &&
  !/\/steps$/.test(new URL(r.url()).pathname);
/**
 * The step record of the move on from `path` (POST …/steps, its Step another screen): not a record
 * the wizard sends in the background of the screen it shows or of the one Back showed, which
 * ignores failures (doc 2 §2.1). Where the move goes is the spec oracle's to check, after.
 */
const isRecordFrom = (path: string, previous: string | undefined) => (r: Request) => {
  if (
    r.method() !== 'POST' ||
    !/^\/v2\/applications\/[^/]+\/steps$/.test(new URL(r.url()).pathname)
  )
    return false;
  const step = (r.postDataJSON() as { Step?: string } | null)?.Step;
  return step !== path && step !== previous;
};

export interface DetourContext {
  /** The screen the browser was on before this one (the target of Back). */
  previous: string | undefined;
  /** Gives the screen's answer (fills and submits, as the path does). */
  answer: () => Promise<void>;
  /** Gives it again after a failed answer: what was typed is still there (Continue), or a card again. */
  again: () => Promise<void>;
}

const where = (d: Detour, path: string) => `detour '${d}' on ${path}`;

async function back(page: Page, path: string, c: DetourContext) {
  if (!c.previous) throw new Error(`${where('back', path)}: no screen before it`);
  await page
    .locator('header.w-header')
    .getByRole('button', { name: /^back$/i })
    .click();
  await page
    .waitForURL((u) => u.pathname === c.previous, { timeout: 15_000 })
    .catch(() => {
      throw new Error(`${where('back', path)}: Back did not show ${c.previous} (at ${page.url()})`);
    });
  await page.goBack();
  await page
    .waitForURL((u) => u.pathname === path, { timeout: 15_000 })
    .catch(() => {
      throw new Error(`${where('back', path)}: history back did not return (at ${page.url()})`);
    });
  // The screen is mounted again (its heading) before the path answers it.
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
}

/** Answers the screen (`first`: as the path does, else again) with the answer failing. */
async function failedAnswer(page: Page, path: string, c: DetourContext, d: Detour, first: boolean) {
  const error = d === 'recordError' ? INJECTED.recordError : INJECTED.mutationError;
  const injected = await inject(
    page,
    d === 'recordError' ? isRecordFrom(path, c.previous) : isMutation,
    apiError(error.Code, { Message: error.Message }),
  );
  let shown: unknown = null;
  try {
    await (first ? c.answer() : c.again());
    await expect(
      page.getByText(textOf(error.Code), { exact: false }).first(),
      `${where(d, path)}: the form shows apiErrors.${error.Code}`,
    ).toBeVisible({ timeout: 15_000 });
  } catch (e) {
    shown = e;
  }
  const answered = (await injected.remove()) > 0;
  if (shown) throw shown;
  if (!answered)
    throw new Error(
      `${where(d, path)}: no ${d === 'recordError' ? 'step record' : 'save'} was sent`,
    );
  expect(new URL(page.url()).pathname, `${where(d, path)}: the URL stays`).toBe(path);
}

async function video(page: Page, path: string) {
  const link = page.getByRole('button', { name: enPerson.secureIntro.videoLink });
  const dialog = page.getByRole('dialog', { name: enPerson.secureIntro.videoLink });
  const player = dialog.locator('video');
  // The source dropped once at the network: the player's error shows the playback error.
  const drop = await inject(
    page,
    { url: '**/videos/**', when: (r) => r.resourceType() === 'media' },
    'abort',
  );
  await link.click({ timeout: 15_000 });
  await expect(dialog.getByRole('alert'), `${where('video', path)}: playback error`).toHaveText(
    en.videos.genericPlaybackError,
  );
  await drop.remove();
  // Loaded again and played: from the failure back to watching, then pause and the end.
  await player.evaluate((v: HTMLVideoElement) => {
    v.load();
    return v.play();
  });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime > 0.1)).toBe(true);
  await player.evaluate((v: HTMLVideoElement) => v.pause());
  await player.evaluate((v: HTMLVideoElement) => {
    v.currentTime = Math.max(0, v.duration - 0.2);
    return v.play();
  });
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 15_000 })
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname, `${where('video', path)}: the URL stays`).toBe(path);
}

/** Clicks `button` and closes the tab it opens (the agreement's PDF, doc 3 §2.5). */
async function opensTab(page: Page, click: () => Promise<void>, what: string) {
  const tab = page.context().waitForEvent('page', { timeout: 15_000 });
  await click();
  const opened = await tab.catch(() => {
    throw new Error(`${what}: no new tab opened`);
  });
  await opened.close();
}

async function viewer(page: Page, path: string) {
  const T = en.agreement;
  await termsViewer(
    page,
    path,
    'viewer',
    {
      link: T.agreeLink,
      title: T.viewerTitle,
      empty: T.viewerEmpty,
      loading: T.viewerLoading,
      html: /-html-agreements$/,
    },
    T.viewerPrint,
  );
  await opensTab(
    page,
    () => page.getByRole('button', { name: T.download, exact: true }).click(),
    where('viewer', path),
  );
  expect(new URL(page.url()).pathname, `${where('viewer', path)}: the URL stays`).toBe(path);
}

async function agreeMissing(page: Page, path: string) {
  await page.getByRole('button', { name: en.agreement.submit, exact: true }).click();
  await expect(
    page.getByText(en.fields.errors.validation.agree).first(),
    `${where('agreeMissing', path)}: fields.errors.validation.agree`,
  ).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname, `${where('agreeMissing', path)}: the URL stays`).toBe(path);
}

/**
 * A terms viewer on a lookup's HTML (doc 3 §2.5): opened by `link` with the HTML's GET (`html`, a
 * pathname ending) failing — the viewer says `empty`; Escape; opened again it loads (the loading
 * text goes), `print` (when given) opens the PDF in a tab, Accept closes it and ticks `box` (absent:
 * the form's first box). The account agreement's viewer too (`viewer`).
 */
async function termsViewer(
  page: Page,
  path: string,
  d: Detour,
  t: { link: string; title: string; empty: string; loading: string; html: RegExp; box?: RegExp },
  print?: string,
) {
  const link = page.getByRole('button', { name: t.link, exact: true }).first();
  const dialog = page.getByRole('dialog', { name: t.title });
  const injected = await inject(
    page,
    { method: 'GET', path: t.html },
    // A 400 (a 5xx is the error page, doc 1 §8.1): the lookup is left out, the viewer fails.
    apiError(INJECTED.mutationError.Code, { Message: INJECTED.mutationError.Message }),
  );
  await link.click({ timeout: 15_000 });
  await expect(
    dialog.getByText(t.empty),
    `${where(d, path)}: the viewer says ${t.empty}`,
  ).toBeVisible({
    timeout: 15_000,
  });
  if (!(await injected.remove()))
    throw new Error(`${where(d, path)}: the terms were not asked for`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await link.click({ timeout: 15_000 });
  await expect(dialog.getByRole('region')).not.toContainText(t.loading, { timeout: 15_000 });
  await expect(dialog.getByText(t.empty)).toHaveCount(0);
  if (print)
    await opensTab(page, () => dialog.getByRole('button', { name: print }).click(), where(d, path));
  await dialog.getByRole('button', { name: en.agreement.viewerAccept, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    (t.box ? page.getByRole('checkbox', { name: t.box }) : page.getByRole('checkbox')).first(),
  ).toBeChecked();
  expect(new URL(page.url()).pathname, `${where(d, path)}: the URL stays`).toBe(path);
}

const metalTerms = (page: Page, path: string) =>
  termsViewer(
    page,
    path,
    'metalTerms',
    {
      link: enAgree.agreeVariant.metalTermsLink,
      title: enAgree.agreeVariant.metalViewerTitle,
      empty: enAgree.agreeVariant.metalViewerEmpty,
      loading: en.agreement.viewerLoading,
      html: /\/metal-stream-html-agreements$/,
      box: /agree/i,
    },
    en.agreement.viewerPrint,
  );

const achTerms = (page: Page, path: string) =>
  termsViewer(page, path, 'achTerms', {
    link: enBankLink.fundMore.termsLink,
    title: enBankLink.fundMore.viewerTitle,
    empty: enBankLink.fundMore.viewerEmpty,
    loading: enBankLink.fundMore.viewerLoading,
    html: /\/ach-html-agreements$/,
    box: /automatic deposit/i,
  });

/** A picked country in the address's country select (it clears the address, doc 2 §2.20). */
async function pickAddressCountry(page: Page, name: string) {
  const country = page
    .locator('input')
    .and(page.getByLabel(enPerson.secureAddressEnter.country, { exact: true }));
  await country.click();
  await country.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(country).toHaveValue(name);
}

async function addressLookup(page: Page, path: string) {
  await pickAddressCountry(page, 'Canada');
  await pickAddressCountry(page, 'United States of America');
  const street = page.locator('input').and(page.getByLabel(/^street address/i));
  await street.pressSequentially('1600 penn', { delay: 20 });
  const option = page.getByRole('option', {
    name: '1600 Pennsylvania Avenue NW, Washington, DC 20500',
  });
  await expect(option, `${where('addressLookup', path)}: the street's suggestion`).toBeVisible({
    timeout: 15_000,
  });
  await option.click();
  await expect(street).toHaveValue('1600 Pennsylvania Avenue NW');
  await expect(
    page.getByLabel(/^city/i),
    `${where('addressLookup', path)}: the pick fills the city`,
  ).toHaveValue('Washington');
  expect(new URL(page.url()).pathname, `${where('addressLookup', path)}: the URL stays`).toBe(path);
}

async function skipCancel(page: Page, path: string) {
  const T = enBankLink.fund;
  await page.getByRole('button', { name: T.doLater }).first().click();
  const dialog = page.getByRole('dialog', { name: T.skipTitle });
  await expect(dialog, `${where('skipCancel', path)}: fund.skipTitle`).toBeVisible();
  await dialog.getByRole('button', { name: T.skipCancel, exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname, `${where('skipCancel', path)}: the URL stays`).toBe(path);
}

async function reviewEdit(page: Page, path: string) {
  const edit = page.locator('main .w-review__edit').first();
  const dialog = page.getByRole('dialog');
  await edit.click();
  await expect(dialog, `${where('reviewEdit', path)}: the edit modal`).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await edit.click();
  await dialog.getByRole('button', { name: en.common.update, exact: true }).click();
  await expect(dialog, `${where('reviewEdit', path)}: Update closes the modal`).toBeHidden({
    timeout: 15_000,
  });
  expect(new URL(page.url()).pathname, `${where('reviewEdit', path)}: the URL stays`).toBe(path);
}

async function fundingEdit(page: Page, path: string) {
  await page.getByRole('button', { name: en.review.editFunding }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog, `${where('fundingEdit', path)}: the funding edit`).toBeVisible({
    timeout: 15_000,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname, `${where('fundingEdit', path)}: the URL stays`).toBe(path);
}

/**
 * Takes `detours` on the screen at `path`, in order; the browser ends on `path`, not moved on.
 * Answers whether the screen was answered on the way (then the path gives its answer `again`).
 */
export async function takeDetours(
  page: Page,
  path: string,
  detours: readonly Detour[],
  c: DetourContext,
): Promise<boolean> {
  let answered = false;
  for (const d of detours) {
    if (d === 'back') await back(page, path, c);
    else if (d === 'video') await video(page, path);
    else if (d === 'agreeMissing') await agreeMissing(page, path);
    else if (d === 'viewer') await viewer(page, path);
    else if (d === 'metalTerms') await metalTerms(page, path);
    else if (d === 'achTerms') await achTerms(page, path);
    else if (d === 'addressLookup') await addressLookup(page, path);
    else if (d === 'skipCancel') await skipCancel(page, path);
    else if (d === 'reviewEdit') await reviewEdit(page, path);
    else if (d === 'fundingEdit') await fundingEdit(page, path);
    else {
      await failedAnswer(page, path, c, d, !answered);
      answered = true;
    }
  }
  return answered;
}
