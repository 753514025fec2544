/**
 * Browser tours of the programme's owner wizards (issue 34: every wizard ≥ 90 % of its transitions
 * in Chromium): the metal stream sold with a Joint, UTMA, Trust or Business account (doc 2 §2.2
 * "Metal stream", §2.3 METAL_SECURE_ACCOUNT; doc 3 §2.2, §2.3). The programme screens (/metal …)
 * run in the 'just me' wizard until the owner card is chosen; the owner's wizard shows them only
 * when the applicant comes back to them — so each tour chooses its owner, goes Back from the
 * owner's first secure step to the programme's welcome, and walks the programme again in the
 * owner's wizard: on each screen Back and history back, the save and the step record refused once
 * (test/paths/detour-actions.ts), the bank link refused, closed and cancelled before it links, the
 * review's deposit type edited; then on through the owner's secure steps to the review (its
 * funding edit) and the agreement's ACH terms.
 *
 * Each screen checks what the spec says is seen: the path, Back's target (the screen before in the
 * programme's sequence, doc 2 §2.2), the error text by its catalogue key; each tour ends by
 * checking its wizard took the transitions it was written for.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { atPath, clickContinue } from '../e2e/flow';
import { newKindApplicant } from '../e2e/kinds';
import { metalHandlerOf, registerAip, txt, type MetalOwner } from '../e2e/metal';
import { takeDetours } from './detour-actions';
import { programmeSteps } from './spec-sequences';
import type { Detour } from './detours';
import {
  acceptAchTerms,
  editDepositType,
  fundByBank,
  identityAbroad,
  tourKit,
  wizardBack,
} from './tour-kit';

const { tour, expectTaken } = tourKit(test);

/**
 * The programme's screens in order (the spec's oracle, test/paths/spec-sequences.ts: doc 3 §2.1,
 * §2.2; both metals bought), then the owner card (issue 21 item 9).
 */
const PROGRAMME = [...programmeSteps({ allocation: { gold: 60, silver: 40 } }), '/metal/owner'];

/**
 * The second pass's answers of the screens that save: each differs from the first pass's (a save
 * whose values did not change is not sent) — 300 a month, a 70 / 30 split, the second gold and
 * silver products (the owner card is the same, so its screen only records the move on).
 */
const CHANGED: Record<string, (page: Page) => Promise<void>> = {
  '/metal/invest': async (page) => {
    const amount = page.getByLabel(txt('metalInvest.label'));
    await amount.fill('300');
    await expect(amount).toHaveValue('300');
    await clickContinue(page);
  },
  '/metal/allocate': async (page) => {
    const gold = page.getByLabel(txt('metalAllocate.goldPercent'));
    await gold.fill('70');
    await gold.blur();
    await expect(page.getByLabel(txt('metalAllocate.silverPercent'))).toHaveValue('30%');
    await clickContinue(page);
  },
  '/metal/gold': async (page) =>
    page
      .getByRole('list', { name: txt('metalProduct.listLabelGold') })
      .getByRole('button')
      .nth(1)
      .click(),
  '/metal/silver': async (page) =>
    page
      .getByRole('list', { name: txt('metalProduct.listLabelSilver') })
      .getByRole('button')
      .nth(1)
      .click(),
};
const SAVES = new Set(Object.keys(CHANGED));

/** Each owner card (issue 21 item 9) with its wizard id. */
const OWNERS: readonly (readonly [MetalOwner, string])[] = [
  ['JointTenants', 'metalStreamJoint'],
  ['UTMA', 'metalStreamUtma'],
  ['Trust', 'metalStreamTrust'],
  ['Business', 'metalStreamBusiness'],
];

/** The programme step id of a path ('/metal/complete' is the summary). */
const STEP_OF: Record<string, string> = {
  '/metal': 'metalWelcome',
  '/metal/invest': 'metalInvest',
  '/metal/allocate': 'metalAllocate',
  '/metal/gold': 'metalGold',
  '/metal/silver': 'metalSilver',
  '/metal/funding': 'metalFunding',
  '/metal/review': 'metalReview',
  '/metal/complete': 'metalSummary',
  '/metal/owner': 'metalOwner',
};

const back = (page: Page) =>
  page
    .locator('header.w-header')
    .getByRole('button', { name: /^back$/i })
    .click();

for (const [owner, w] of OWNERS)
  tour(
    [w],
    `the programme walked again in the ${owner} owner's wizard: Back from its first secure step to the welcome, every programme screen with Back, refused saves and step records, the bank link refused, closed, cancelled and linked, the deposit type edited; the main person abroad; the review’s funding edit, the agreement’s ACH terms`,
    async ({ page }) => {
      test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 300_000));
      const a = newKindApplicant();
      await registerAip(page, a);
      // The programme in the 'just me' wizard, then the owner card: the owner's first secure step.
      for (const path of PROGRAMME) {
        await atPath(page, path, 30_000);
        await metalHandlerOf(path, owner)!(page, a);
      }
      await page.waitForURL((u) => u.pathname.startsWith('/aip/secure'), { timeout: 45_000 });
      const first = new URL(page.url()).pathname;

      // Back, screen by screen, to the welcome: each Back shows the programme's screen before.
      await back(page);
      for (let i = PROGRAMME.length - 1; i > 0; i -= 1) {
        await atPath(page, PROGRAMME[i], 20_000);
        await back(page);
      }
      await atPath(page, '/metal', 20_000);

      // Forward again in the owner's wizard, with the detours of each screen.
      for (let i = 0; i < PROGRAMME.length; i += 1) {
        const path = PROGRAMME[i];
        const previous = PROGRAMME[i - 1];
        await atPath(page, path, 20_000);
        const answer = () =>
          CHANGED[path] ? CHANGED[path](page) : metalHandlerOf(path, owner)!(page, a);
        if (path === '/metal/funding') {
          await takeDetours(page, path, ['back'], { previous, answer, again: answer });
          await fundByBank(page);
          continue;
        }
        const detours: Detour[] = [
          ...(previous ? (['back'] as const) : []),
          ...(SAVES.has(path) ? (['mutationError'] as const) : []),
          'recordError',
        ];
        if (path === '/metal/review') await editDepositType(page);
        const again = ['/metal/gold', '/metal/silver', '/metal/owner'].includes(path)
          ? answer
          : () => clickContinue(page);
        const answered = await takeDetours(page, path, detours, { previous, answer, again });
        await (answered ? again() : answer());
      }
      await page.waitForURL((u) => u.pathname.startsWith('/aip/secure'), { timeout: 45_000 });
      expect(new URL(page.url()).pathname, 'the owner’s first secure step again').toBe(first);

      // On through the owner's steps: the review's funding edit opened and closed; the agreement's
      // ACH terms (the linked bank's automatic deposit) refused once, then accepted; a KYC page.
      let abroadNext = '';
      for (let i = 0; i < 40; i += 1) {
        const path = new URL(page.url()).pathname;
        if (path.startsWith('/kyc/')) break;
        if (path === '/aip/review')
          await takeDetours(page, path, ['fundingEdit'], {
            previous: undefined,
            answer: async () => {},
            again: async () => {},
          });
        if (path === '/aip/secure/identity' && owner !== 'UTMA') {
          // The main person abroad (doc 2 §2.14): the move's record refused once, on, Back, on.
          abroadNext = await identityAbroad(page, path);
          continue;
        }
        if (path === '/aip/review/agreement') {
          await acceptAchTerms(page);
          for (const box of await page.getByRole('checkbox').all()) await box.check();
          await page.getByRole('button', { name: /open account/i }).click();
        } else {
          const handler = metalHandlerOf(path, owner);
          if (!handler) throw new Error(`no handler for ${path}`);
          await handler(page, a);
        }
        await page.waitForURL((u) => u.pathname !== path, { timeout: 30_000 });
      }
      expect(new URL(page.url()).pathname, 'the programme ends on a KYC page').toMatch(/^\/kyc\//);

      const keys: string[] = [];
      for (let i = 0; i < PROGRAMME.length; i += 1) {
        const s = `${w}.${STEP_OF[PROGRAMME[i]]}`;
        const next = PROGRAMME[i + 1] ? STEP_OF[PROGRAMME[i + 1]] : 'secure';
        if (i > 0) keys.push(`${w} —url.changed→ ${s}`);
        if (i > 0) keys.push(`${s}.editing —wizard.back→ ${w}.${STEP_OF[PROGRAMME[i - 1]]}`);
        if (SAVES.has(PROGRAMME[i]))
          keys.push(
            `${s}.saving —xstate.error.actor.saveStep→ ${s}.editing`,
            `${s}.saving —xstate.done.actor.saveStep→ ${s}.routing`,
          );
        if (PROGRAMME[i] !== '/metal/funding')
          keys.push(
            `${s}.to_${next} —xstate.error.actor.recordStep→ ${s}.editing`,
            `${s}.to_${next} —xstate.done.actor.recordStep→ ${w}.${next}`,
          );
      }
      const F = `${w}.metalFunding`;
      const R = `${w}.metalReview`;
      keys.push(
        `${F}.editing —wizard.submit→ ${F}.loadFlow_bankLink`,
        `${F}.loadFlow_bankLink —xstate.done.actor.loadFlows→ ${F}.flow_bankLink`,
        `${F}.flow_bankLink —modal.confirm→ (self)`,
        `${F}.flow_bankLink —modal.cancel→ (self)`,
        `${F}.flow_bankLink —flow.linkExit→ (self)`,
        `${F}.flow_bankLink —flow.linked→ (self)`,
        `${F}.flow_bankLink —xstate.done.actor.flow→ ${F}.editing`,
        `${F}.flow_bankLink —xstate.done.actor.flow→ ${F}.routing`,
        `${R}.editing —wizard.edit→ ${R}.editItem`,
        `${R}.editItem —wizard.submit→ ${R}.loadEditFlow_bankLink`,
        `${R}.loadEditFlow_bankLink —xstate.done.actor.loadFlows→ ${R}.editFlow_bankLink`,
        `${R}.editFlow_bankLink —flow.linkExit→ (self)`,
        `${R}.editFlow_bankLink —xstate.done.actor.flow→ ${R}.editing`,
        `${w}.review.editing —wizard.edit→ ${w}.review.loadFlow_fundingEdit`,
        `${w}.review.loadFlow_fundingEdit —xstate.done.actor.loadFlows→ ${w}.review.flow_fundingEdit`,
        `${w}.review.flow_fundingEdit —modal.cancel→ (self)`,
        `${w}.agreement.editing —agreement.view→ ${w}.agreement.achViewer`,
        `${w}.agreement.achViewer.loading —xstate.done.actor.loadLookups→ ${w}.agreement.achViewer.shown`,
        `${w}.agreement.achViewer.loading —xstate.done.actor.loadLookups→ ${w}.agreement.achViewer.failed`,
        `${w}.agreement.achViewer —modal.cancel→ ${w}.agreement.editing`,
        `${w}.agreement.achViewer —modal.confirm→ ${w}.agreement.editing`,
      );
      if (owner !== 'UTMA') {
        // A Joint applicant abroad goes on to the secondary owner, the others to Address.
        const to = owner === 'JointTenants' ? 'secondary' : 'address';
        expect(abroadNext, 'the screen after the identity abroad').toBe(
          owner === 'JointTenants' ? '/aip/secure/secondary' : '/address',
        );
        keys.push(
          `${w}.identity.to_${to} —xstate.error.actor.recordStep→ ${w}.identity.editing`,
          `${w}.identity.to_${to} —xstate.done.actor.recordStep→ ${w}.${to}`,
          `${w}.${to}.editing —wizard.back→ ${w}.identity`,
        );
      }
      expectTaken(w, keys);
    },
  );

// ─── the 'just me' programme's allocation branches and skip links ──────────────────────────────

tour(
  ['metalStream'],
  'the allocation branches: all silver (gold skipped by the split, its step record refused), all gold (silver skipped, the move to funding refused), the skip links of gold, silver and funding, Back from each',
  async ({ page }) => {
    test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 240_000));
    const w = 'metalStream';
    const a = newKindApplicant();
    await registerAip(page, a);
    for (const path of ['/metal', '/metal/invest']) {
      await atPath(page, path, 30_000);
      await metalHandlerOf(path)!(page, a);
    }
    const gold = page.getByLabel(txt('metalAllocate.goldPercent'));
    const silver = page.getByLabel(txt('metalAllocate.silverPercent'));
    /** The split typed as gold's share (doc 3 §2.3: the other metal gets the rest). */
    const split = async (goldPercent: string, silverShown: string) => {
      await gold.fill(goldPercent);
      await gold.blur();
      await expect(silver).toHaveValue(silverShown);
    };
    const pick = (metal: 'Gold' | 'Silver') => () =>
      page
        .getByRole('list', { name: txt(`metalProduct.listLabel${metal}`) })
        .getByRole('button')
        .first()
        .click();
    const skipLink = (key: string) => page.getByRole('button', { name: txt(key) }).click();

    // All silver: gold's screen is skipped (doc 3 §2.3); the move to silver's record refused once.
    await atPath(page, '/metal/allocate', 30_000);
    await split('0', '100%');
    await takeDetours(page, '/metal/allocate', ['recordError'], {
      previous: '/metal/invest',
      answer: () => clickContinue(page),
      again: () => clickContinue(page),
    });
    await clickContinue(page);
    await atPath(page, '/metal/silver', 20_000);
    // Silver: Back goes to the allocation (no gold screen); its save refused once; then funding.
    const onSilver = await takeDetours(page, '/metal/silver', ['back', 'mutationError'], {
      previous: '/metal/allocate',
      answer: pick('Silver'),
      again: pick('Silver'),
    });
    expect(onSilver).toBe(true);
    await pick('Silver')();
    await atPath(page, '/metal/funding', 20_000);
    // Funding's skip link: the review; back to the allocation.
    await skipLink('metalFunding.skip');
    await atPath(page, '/metal/review', 20_000);
    await wizardBack(page, '/metal/funding');
    await wizardBack(page, '/metal/silver');
    await wizardBack(page, '/metal/allocate');

    // All gold: silver's screen is skipped; gold's save and its move to funding refused once.
    await split('100', '0%');
    await clickContinue(page);
    await atPath(page, '/metal/gold', 20_000);
    const onGold = await takeDetours(page, '/metal/gold', ['mutationError', 'recordError'], {
      previous: '/metal/allocate',
      answer: pick('Gold'),
      again: pick('Gold'),
    });
    expect(onGold).toBe(true);
    await pick('Gold')();
    await atPath(page, '/metal/funding', 20_000);
    // Funding's Back: gold (no silver screen). The skip links of gold and silver, then manual.
    await wizardBack(page, '/metal/gold');
    await skipLink('metalProduct.skip');
    await atPath(page, '/metal/silver', 20_000);
    await skipLink('metalProduct.skip');
    await atPath(page, '/metal/funding', 20_000);
    await metalHandlerOf('/metal/funding')!(page, a);
    await atPath(page, '/metal/review', 20_000);

    const S = (step: string) => `${w}.${step}`;
    expectTaken(w, [
      `${S('metalAllocate')}.to_metalSilver —xstate.error.actor.recordStep→ ${S('metalAllocate')}.editing`,
      `${S('metalAllocate')}.to_metalSilver —xstate.done.actor.recordStep→ ${S('metalSilver')}`,
      `${S('metalSilver')}.editing —wizard.back→ ${S('metalAllocate')}`,
      `${S('metalSilver')}.saving —xstate.error.actor.saveStep→ ${S('metalSilver')}.editing`,
      `${S('metalFunding')}.editing —wizard.skip→ ${S('metalFunding')}.to_metalReview`,
      `${S('metalGold')}.saving —xstate.error.actor.saveStep→ ${S('metalGold')}.editing`,
      `${S('metalGold')}.to_metalFunding —xstate.error.actor.recordStep→ ${S('metalGold')}.editing`,
      `${S('metalGold')}.to_metalFunding —xstate.done.actor.recordStep→ ${S('metalFunding')}`,
      `${S('metalFunding')}.editing —wizard.back→ ${S('metalGold')}`,
      `${S('metalGold')}.editing —wizard.skip→ ${S('metalGold')}.to_metalSilver`,
      `${S('metalSilver')}.editing —wizard.skip→ ${S('metalSilver')}.to_metalFunding`,
    ]);
  },
);
