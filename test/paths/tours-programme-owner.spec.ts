/**
 * Browser tours of what the programme tours of tours-programme.spec.ts leave untaken (issue 34:
 * every wizard ≥ 90 % of its transitions in Chromium): the programme's branches walked in each
 * owner's wizard, the Joint secondary owner's SSN and address screens, the UTMA minor's address
 * screens, and the 'just me' programme's refused funding save and its applicant abroad (doc 2 §2.2
 * "Metal stream", §2.3 METAL_SECURE_ACCOUNT, §2.15, §2.20; doc 3 §2.2, §2.3).
 *
 * The programme screens (/metal …) run in the 'just me' wizard until the owner card is chosen; the
 * owner's wizard shows them only when the applicant comes back to them (Back from the owner's first
 * secure step). Each screen checks what the spec says is seen: the path, Back's target (the
 * programme's pre-skip paths, doc 3 §2.3: silver → allocation when gold has 0 %, funding → gold
 * when silver has 0 %), the error text by its catalogue key (test/paths/detour-actions.ts); each
 * tour ends by checking its wizard took the transitions it was written for.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { atPath, clickContinue } from '../e2e/flow';
import { newKindApplicant, type KindApplicant } from '../e2e/kinds';
import { metalHandlerOf, registerAip, txt, type MetalOwner } from '../e2e/metal';
import { enPerson } from '../../src/i18n/en-person';
import { takeDetours } from './detour-actions';
import { identityAbroad, tourKit, wizardBack } from './tour-kit';

const { tour, expectTaken } = tourKit(test);

const timeout = () => test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 240_000));

/** Each owner card (issue 21 item 9) with its wizard id. */
const OWNERS: readonly (readonly [MetalOwner, string])[] = [
  ['JointTenants', 'metalStreamJoint'],
  ['UTMA', 'metalStreamUtma'],
  ['Trust', 'metalStreamTrust'],
  ['Business', 'metalStreamBusiness'],
];

/** A programme skip link by its catalogue key (gold / silver 'metalProduct.skip', funding's). */
const skipLink = (page: Page, key: string) => page.getByRole('button', { name: txt(key) }).click();

/** The first product of a metal's list (the one the first pass picked: unchanged, no save). */
const pick = (page: Page, metal: 'Gold' | 'Silver') =>
  page
    .getByRole('list', { name: txt(`metalProduct.listLabel${metal}`) })
    .getByRole('button')
    .first()
    .click();

/** Manual funding (doc 3 §2.3): the account balance. */
const manual = (page: Page) =>
  page.getByRole('button', { name: txt('metalFunding.manualTitle') }).click();

/** Gold's share typed on the allocation; the silver field shows the rest (doc 3 §2.3). */
async function split(page: Page, goldPercent: string, silverShown: string) {
  const gold = page.getByLabel(txt('metalAllocate.goldPercent'));
  await gold.fill(goldPercent);
  await gold.blur();
  await expect(page.getByLabel(txt('metalAllocate.silverPercent'))).toHaveValue(silverShown);
}

/**
 * Drives the screens with `metalHandlerOf(path, owner)` until `done(path)`; `on[path]` replaces a
 * screen's handler. A screen that does not move on within 30 s fails.
 */
async function driveUntil(
  page: Page,
  a: KindApplicant,
  owner: MetalOwner,
  done: (path: string) => boolean,
  on: Record<string, () => Promise<void>> = {},
) {
  for (let i = 0; i < 40; i += 1) {
    const path = new URL(page.url()).pathname;
    if (done(path)) return path;
    const handler = on[path] ?? (() => metalHandlerOf(path, owner)?.(page, a));
    if (!on[path] && !metalHandlerOf(path, owner)) throw new Error(`no handler for ${path}`);
    await handler();
    await page.waitForURL((u) => u.pathname !== path, { timeout: 30_000 });
  }
  throw new Error(`not done after 40 screens (at ${page.url()})`);
}

/**
 * On the programme's welcome: the header's Back is the first step's — it logs out (doc 1 §2.3),
 * back to the AIP entry's e-mail (doc 1 §4.9: the logout returns to AIP when the flow was AIP).
 */
async function backFromWelcome(page: Page) {
  await page
    .locator('header.w-header')
    .getByRole('button', { name: /^back$/i })
    .click();
  await atPath(page, '/aip', 20_000);
  await expect(page.getByLabel(/^email/i)).toBeVisible();
}

/** From the welcome: Continue, then history back shows the welcome again (doc 1 §2.3). */
async function historyBackToWelcome(page: Page) {
  await clickContinue(page);
  await atPath(page, '/metal/invest', 20_000);
  await page.goBack();
  await atPath(page, '/metal', 20_000);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
}

// ─── the programme's branches in each owner's wizard ──────────────────────────────────────────

for (const [owner, w] of OWNERS)
  tour(
    [w],
    `the programme's branches in the ${owner} owner's wizard: the owner's save refused; all silver (the move to silver refused, silver's Back and skip link, funding's skip refused); all gold (gold's skip link, its move to funding refused, funding's Back to gold, the manual funding's save refused); history back to the welcome, whose Back logs out`,
    async ({ page }) => {
      timeout();
      const a = newKindApplicant();
      await registerAip(page, a);
      // The programme in the 'just me' wizard, its funding skipped (the owner's wizard saves it).
      await driveUntil(page, a, owner, (p) => p.startsWith('/aip/secure'), {
        '/metal/funding': () => skipLink(page, 'metalFunding.skip'),
      });

      // Back to the owner card: another card's save refused (doc 1 §7.4), the URL stays.
      await wizardBack(page, '/metal/owner');
      await takeDetours(page, '/metal/owner', ['mutationError'], {
        previous: '/metal/complete',
        answer: () => page.getByRole('button', { name: txt('metalOwner.IndividualTitle') }).click(),
        again: async () => {},
      });
      // Back through the programme (both metals: funding → silver → gold → allocation).
      for (const to of [
        '/metal/complete',
        '/metal/review',
        '/metal/funding',
        '/metal/silver',
        '/metal/gold',
        '/metal/allocate',
      ])
        await wizardBack(page, to);

      // All silver: the allocation leads past gold; its step record refused once.
      await split(page, '0', '100%');
      await takeDetours(page, '/metal/allocate', ['recordError'], {
        previous: '/metal/invest',
        answer: () => clickContinue(page),
        again: () => clickContinue(page),
      });
      await clickContinue(page);
      await atPath(page, '/metal/silver', 20_000);
      // Silver's Back: the allocation (gold 0 %); its skip link: funding.
      await takeDetours(page, '/metal/silver', ['back'], {
        previous: '/metal/allocate',
        answer: async () => {},
        again: async () => {},
      });
      await skipLink(page, 'metalProduct.skip');
      await atPath(page, '/metal/funding', 20_000);
      // Funding's skip link: its step record refused once, then the review.
      await takeDetours(page, '/metal/funding', ['recordError'], {
        previous: '/metal/silver',
        answer: () => skipLink(page, 'metalFunding.skip'),
        again: () => skipLink(page, 'metalFunding.skip'),
      });
      await skipLink(page, 'metalFunding.skip');
      await atPath(page, '/metal/review', 20_000);
      await wizardBack(page, '/metal/funding');
      await wizardBack(page, '/metal/silver');
      await wizardBack(page, '/metal/allocate');

      // All gold: gold's skip link shows silver, whose skip link shows funding; funding's Back
      // is gold (silver 0 %).
      await split(page, '100', '0%');
      await clickContinue(page);
      await atPath(page, '/metal/gold', 20_000);
      await skipLink(page, 'metalProduct.skip');
      await atPath(page, '/metal/silver', 20_000);
      await skipLink(page, 'metalProduct.skip');
      await atPath(page, '/metal/funding', 20_000);
      await wizardBack(page, '/metal/gold');
      // Gold's pick: the move to funding (past silver) refused once, then funding.
      await takeDetours(page, '/metal/gold', ['recordError'], {
        previous: '/metal/allocate',
        answer: () => pick(page, 'Gold'),
        again: () => pick(page, 'Gold'),
      });
      await pick(page, 'Gold');
      await atPath(page, '/metal/funding', 20_000);
      // Funding: Back (gold) and history back; manual funding's save refused once, then saved.
      await takeDetours(page, '/metal/funding', ['back', 'mutationError'], {
        previous: '/metal/gold',
        answer: () => manual(page),
        again: () => manual(page),
      });
      await manual(page);
      await atPath(page, '/metal/review', 20_000);

      // Back to the welcome; history back shows it again; its Back logs out.
      for (const to of [
        '/metal/funding',
        '/metal/gold',
        '/metal/allocate',
        '/metal/invest',
        '/metal',
      ])
        await wizardBack(page, to);
      await historyBackToWelcome(page);
      await backFromWelcome(page);

      const S = (step: string) => `${w}.${step}`;
      expectTaken(w, [
        `${S('metalOwner')}.saving —xstate.error.actor.saveStep→ ${S('metalOwner')}.editing`,
        `${S('metalAllocate')}.to_metalSilver —xstate.error.actor.recordStep→ ${S('metalAllocate')}.editing`,
        `${S('metalAllocate')}.to_metalSilver —xstate.done.actor.recordStep→ ${S('metalSilver')}`,
        `${S('metalSilver')}.editing —wizard.back→ ${S('metalAllocate')}`,
        `${S('metalSilver')}.editing —wizard.skip→ ${S('metalSilver')}.to_metalFunding`,
        `${S('metalFunding')}.editing —wizard.skip→ ${S('metalFunding')}.to_metalReview`,
        `${S('metalFunding')}.to_metalReview —xstate.error.actor.recordStep→ ${S('metalFunding')}.editing`,
        `${S('metalGold')}.editing —wizard.skip→ ${S('metalGold')}.to_metalSilver`,
        `${S('metalGold')}.to_metalFunding —xstate.error.actor.recordStep→ ${S('metalGold')}.editing`,
        `${S('metalGold')}.to_metalFunding —xstate.done.actor.recordStep→ ${S('metalFunding')}`,
        `${S('metalFunding')}.editing —wizard.back→ ${S('metalGold')}`,
        `${S('metalFunding')}.editing —wizard.submit→ ${S('metalFunding')}.saving`,
        `${S('metalFunding')}.saving —xstate.error.actor.saveStep→ ${S('metalFunding')}.editing`,
        `${S('metalFunding')}.saving —xstate.done.actor.saveStep→ ${S('metalFunding')}.routing`,
        `${w} —url.changed→ ${S('metalWelcome')}`,
        `${S('metalWelcome')}.editing —wizard.back→ (self)`,
      ]);
    },
  );

// ─── the second person's address screens (Joint's secondary owner, UTMA's minor) ──────────────

/**
 * On the second person's same-address question (/address/secondary or /address/minor, doc 2
 * §2.20; its answer is a flow flag, no call to refuse): the skip link's step record refused once,
 * then Address done, whose Back is the question again; Yes: the address entry — its Back, its save and its move on
 * refused once each; then Address done, and history back to the entry (reachable once its
 * person's address is saved).
 */
async function secondAddress(page: Page, who: 'secondary' | 'minor') {
  const question = `/address/${who}`;
  const enter = `${question}/enter`;
  const yes = () =>
    page
      .getByRole('button', { name: /^yes\b/i })
      .first()
      .click();
  const skip = () => page.getByRole('button', { name: enPerson.sameAddress.skip }).click();
  await atPath(page, question, 30_000);
  await takeDetours(page, question, ['recordError'], {
    previous: '/address/enter',
    answer: skip,
    again: skip,
  });
  await skip();
  await atPath(page, '/address/done', 20_000);
  await wizardBack(page, question);
  await yes();
  await atPath(page, enter, 20_000);
  // The entry's Back: the question; Yes again.
  await wizardBack(page, question);
  await yes();
  await atPath(page, enter, 20_000);
  const answered = await takeDetours(page, enter, ['mutationError', 'recordError'], {
    previous: question,
    answer: () => clickContinue(page),
    again: () => clickContinue(page),
  });
  expect(answered).toBe(true);
  await clickContinue(page);
  await atPath(page, '/address/done', 20_000);
  // History back: the entry again, now its person's address is saved (a step on the data's path,
  // doc 1 §4.10); Continue, Address done.
  await page.goBack();
  await atPath(page, enter, 20_000);
  await expect(page.locator('main h1').first()).toBeVisible();
  await clickContinue(page);
  await atPath(page, '/address/done', 20_000);
}

const addressKeys = (w: string, person: 'secondaryAddress' | 'minorAddress') => {
  const S = (step: string) => `${w}.${step}`;
  const E = `${person}Enter`;
  return [
    `${S(person)}.editing —wizard.skip→ ${S(person)}.to_addressDone`,
    `${S(person)}.to_addressDone —xstate.error.actor.recordStep→ ${S(person)}.editing`,
    `${S(person)}.to_addressDone —xstate.done.actor.recordStep→ ${S('addressDone')}`,
    `${S('addressDone')}.editing —wizard.back→ ${S(person)}`,
    `${w} —url.changed→ ${S(E)}`,
    `${S(E)}.editing —wizard.back→ ${S(person)}`,
    `${S(E)}.saving —xstate.error.actor.saveStep→ ${S(E)}.editing`,
    `${S(E)}.to_addressDone —xstate.error.actor.recordStep→ ${S(E)}.editing`,
  ];
};

tour(
  ['metalStreamJoint'],
  "the Joint programme's secondary owner: the move to their SSN refused; the SSN screen's Back, help video (failed, played, paused, ended, closed), save and move on refused; Address's Back to it; the same-address question's skip refused, Address done's Back, the address entry's Back, save and move on refused",
  async ({ page }) => {
    timeout();
    const w = 'metalStreamJoint';
    const a = newKindApplicant();
    await registerAip(page, a);
    const identity = '/aip/secure/secondary/identity';
    const ssn = '/aip/secure/secondary/ssn';
    await driveUntil(page, a, 'JointTenants', (p) => p === identity);
    // The secondary owner's identity: the move to their SSN refused once.
    await takeDetours(page, identity, ['recordError'], {
      previous: '/aip/secure/secondary/dob',
      answer: () => clickContinue(page),
      again: () => clickContinue(page),
    });
    await clickContinue(page);
    await atPath(page, ssn, 20_000);
    // The SSN is typed again for each answer (a saved SSN is never shown, doc 2 §2.15).
    const typeSsn = () => metalHandlerOf(ssn, 'JointTenants')!(page, a);
    // Their SSN: Back and history back, the help video, the save and the move on refused once.
    const answered = await takeDetours(
      page,
      ssn,
      ['back', 'video', 'mutationError', 'recordError'],
      { previous: identity, answer: typeSsn, again: typeSsn },
    );
    expect(answered).toBe(true);
    await typeSsn();
    // No IRS question with the sandbox broker: Address; its Back is the secondary owner's SSN.
    await atPath(page, '/address', 20_000);
    await wizardBack(page, ssn);
    await typeSsn();
    await atPath(page, '/address', 20_000);
    await driveUntil(page, a, 'JointTenants', (p) => p === '/address/secondary');
    await secondAddress(page, 'secondary');

    const S = (step: string) => `${w}.${step}`;
    expectTaken(w, [
      `${S('secondaryIdentity')}.to_secondarySsn —xstate.error.actor.recordStep→ ${S('secondaryIdentity')}.editing`,
      `${w} —url.changed→ ${S('secondarySsn')}`,
      `${S('secondarySsn')}.editing —wizard.back→ ${S('secondaryIdentity')}`,
      `${S('secondarySsn')}.editing —video.open→ ${S('secondarySsn')}.video`,
      `${S('secondarySsn')}.video.watching —video.failed→ ${S('secondarySsn')}.video.failed`,
      `${S('secondarySsn')}.video.failed —video.play→ ${S('secondarySsn')}.video.watching`,
      `${S('secondarySsn')}.video.watching —video.play→ (self)`,
      `${S('secondarySsn')}.video.watching —video.pause→ (self)`,
      `${S('secondarySsn')}.video.watching —video.ended→ (self)`,
      `${S('secondarySsn')}.video —modal.cancel→ ${S('secondarySsn')}.editing`,
      `${S('secondarySsn')}.saving —xstate.error.actor.saveStep→ ${S('secondarySsn')}.editing`,
      `${S('secondarySsn')}.to_address —xstate.error.actor.recordStep→ ${S('secondarySsn')}.editing`,
      `${S('address')}.editing —wizard.back→ ${S('secondarySsn')}`,
      ...addressKeys(w, 'secondaryAddress'),
    ]);
  },
);

tour(
  ['metalStreamUtma'],
  "the UTMA programme's minor address: the same-address question's skip refused, Address done's Back, the address entry's Back, save and move on refused",
  async ({ page }) => {
    timeout();
    const w = 'metalStreamUtma';
    const a = newKindApplicant();
    await registerAip(page, a);
    await driveUntil(page, a, 'UTMA', (p) => p === '/address/minor');
    await secondAddress(page, 'minor');
    expectTaken(w, addressKeys(w, 'minorAddress'));
  },
);

// ─── the 'just me' programme ──────────────────────────────────────────────────────────────────

tour(
  ['metalStream'],
  "the 'just me' programme: history back to the welcome; manual funding's save refused once; the applicant abroad (the move to Address refused once, Address's Back to the identity)",
  async ({ page }) => {
    timeout();
    const w = 'metalStream';
    const a = newKindApplicant();
    await registerAip(page, a);
    await atPath(page, '/metal', 30_000);
    await historyBackToWelcome(page);
    await driveUntil(page, a, 'Individual', (p) => p === '/aip/secure/identity', {
      '/metal/funding': async () => {
        await takeDetours(page, '/metal/funding', ['mutationError'], {
          previous: '/metal/silver',
          answer: () => manual(page),
          again: () => manual(page),
        });
        await manual(page);
      },
    });
    // Abroad: the identity's move to Address refused once; Address's Back is the identity.
    expect(await identityAbroad(page, '/aip/secure/identity'), 'after the identity abroad').toBe(
      '/address',
    );

    expectTaken(w, [
      `${w} —url.changed→ ${w}.metalWelcome`,
      `${w}.metalFunding.saving —xstate.error.actor.saveStep→ ${w}.metalFunding.editing`,
      `${w}.identity.to_address —xstate.error.actor.recordStep→ ${w}.identity.editing`,
      `${w}.identity.to_address —xstate.done.actor.recordStep→ ${w}.address`,
      `${w}.address.editing —wizard.back→ ${w}.identity`,
    ]);
  },
);

tour(
  ['metalStream'],
  "the 'just me' programme's welcome: its Back is the first step's — it logs out",
  async ({ page }) => {
    timeout();
    const a = newKindApplicant();
    await registerAip(page, a);
    await atPath(page, '/metal', 30_000);
    await backFromWelcome(page);
    expectTaken('metalStream', ['metalStream.metalWelcome.editing —wizard.back→ (self)']);
  },
);
