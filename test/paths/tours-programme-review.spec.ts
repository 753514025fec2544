/**
 * Browser tours of the review parts the five programme wizards share (issue 34: every wizard ≥ 90 %
 * of its transitions in Chromium): the programme's Overview (/metal/review, doc 3 §2.3) — its edit
 * modals and the bank link its deposit type opens —, the main review's funding edit (/aip/review,
 * doc 3 §2.4 "Funding edits from the review page") through the nested bank link, and the
 * agreement's ACH terms viewer (/aip/review/agreement, doc 3 §2.5).
 *
 * The 'just me' programme (metalStream) runs its screens in its own wizard. An owner's wizard
 * (Joint, UTMA, Trust, Business) shows the programme screens only when the applicant comes back to
 * them (tours-programme.spec.ts): its tour chooses the owner card, goes Back from the owner's first
 * secure step to the Overview and to the funding screen, and edits the Overview there.
 *
 * Each tour: the silver product skipped (the Overview's allocation edit then opens the silver
 * picker, doc 3 §2.3); the flows chunk (machines/funding/flow-loader.ts) unavailable when the
 * funding screen's bank link, the Overview's deposit-type edit and the review's funding edit load
 * it (each shows 'apiErrors.NetworkError' and stays on its screen; the page reloaded first so that
 * the chunk is fetched again); the Overview's edits: the deposit amount closed with Escape, then
 * updated; the allocation updated, then the silver picker; the deposit type's bank link with its
 * token refused (the error modal's OK), closed while loading, then linked; the review's funding
 * edit: methods, Back, the nested bank link's token refused (OK), cancelled, linked (the
 * programme's bank: the amount's Update says no method is chosen), Back, the wire chosen and the
 * modal closed without an amount — 'Looks good' disabled, the Overview's Continue (its URL typed)
 * refused with 'review.fundingMissingAmount' —, back on the review the amount updated; the
 * agreement's ACH viewer: its Print / Download opens the PDF in a new tab, Accept.
 * Each screen checks what the spec says is seen (the path, the Overview's texts, the error text by
 * its catalogue key); each tour ends by checking its wizard took the transitions it was written
 * for.
 *
 * Not driven (no way from the browser): `xstate.error.actor.flow` of the flow states (a child flow
 * machine crashing); `review.flow_fundingEdit —xstate.done.actor.flow→ review.routing` (the
 * funding edit always ends with go 'stay', machines/funding/funding-edit.machine.ts, so the review
 * returns to editing); `review.flow_fundingEdit —agreement.view→ (self)` (the ACH terms link of the
 * funding edit's amount needs the account's funding to be ACH connected; the programme's bank link
 * attaches the bank to the programme instead, services/actors/bank-link-actors.ts attachBank);
 * `review.editing —wizard.submit→ (self)` ('Looks good' is disabled whenever the guard refuses,
 * both read reviewBlockOf); `agreement.editing —wizard.submit→ (self)` (the form's own validation
 * shows the missing boxes' errors without sending the submit).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { atPath, clickContinue } from '../e2e/flow';
import { newKindApplicant } from '../e2e/kinds';
import { driveProgramme, metalHandlerOf, registerAip, txt, type MetalOwner } from '../e2e/metal';
import {
  bankWidget,
  cancelBankWidget,
  choiceCard,
  closeWhileLoading,
  fundingCard,
  linkHarbor,
  refuseLinkToken,
  text,
  tourKit,
  wizardBack,
} from './tour-kit';

const { tour, expectTaken } = tourKit(test);

/** The child flows' chunk (machines/funding/flow-loader.ts), with or without its retry query. */
const FLOWS_CHUNK = /\/assets\/flows-[\w-]+\.js(\?.*)?$/;

/** Each wizard with the owner card that leads to it ('just me': Individual). */
const WIZARDS: readonly (readonly [MetalOwner, string])[] = [
  ['Individual', 'metalStream'],
  ['JointTenants', 'metalStreamJoint'],
  ['UTMA', 'metalStreamUtma'],
  ['Trust', 'metalStreamTrust'],
  ['Business', 'metalStreamBusiness'],
];

/** The flows chunk's availability: `down(true)` aborts its fetches until `down(false)`. */
async function flowsChunk(page: Page) {
  let down = false;
  await page.route(FLOWS_CHUNK, (route) =>
    down ? route.abort('connectionreset') : route.fallback(),
  );
  return (v: boolean) => {
    down = v;
  };
}

/** The screen's error (the form error of `main`) shows the text of `key`. */
const shows = (page: Page, key: string) =>
  expect(page.locator('main').getByRole('alert')).toContainText(text(key), { timeout: 20_000 });

/** The Overview item's Edit (its label 'Edit {{item}}') by the item's catalogue key. */
const editItem = (page: Page, labelKey: string) =>
  page
    .getByRole('button', {
      name: text('metalReview.editLabel').replace('{{item}}', text(labelKey)),
    })
    .click();
/** The Overview's edit modal of `item` (its title metalReview.editTitle.<item>). */
const editModal = (page: Page, item: string) =>
  page.getByRole('dialog', { name: text(`metalReview.editTitle.${item}`) });

/**
 * On the Overview: the deposit type's edit (its modal's bank) — the flows chunk having been
 * made unavailable and the page reloaded by the caller — answers the chunk's error.
 */
async function openDepositBank(page: Page) {
  await editItem(page, 'metalReview.depositType');
  const modal = editModal(page, 'metalFunding');
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('button', { name: text('metalFunding.bankTitle') }).click();
}

/**
 * The Overview's edits (doc 3 §2.3): the deposit type's bank link with the flows chunk down
 * (NetworkError), its token refused (OK), closed while loading, linked (the Overview names the
 * bank); the monthly amount's modal closed with Escape, then 300 updated; the allocation 70 / 30
 * updated, then the silver picker (silver was skipped) — its first product picked.
 */
async function overviewEdits(page: Page, chunkDown: (v: boolean) => void) {
  chunkDown(true);
  await page.reload();
  await atPath(page, '/metal/review', 20_000);
  await openDepositBank(page);
  await shows(page, 'apiErrors.NetworkError');
  await expect(editModal(page, 'metalFunding')).toBeHidden();
  await atPath(page, '/metal/review');
  chunkDown(false);

  await refuseLinkToken(page, () => openDepositBank(page));
  await atPath(page, '/metal/review');
  await closeWhileLoading(page, () => openDepositBank(page));
  await atPath(page, '/metal/review');
  await openDepositBank(page);
  await expect(bankWidget(page)).toBeVisible({ timeout: 20_000 });
  await linkHarbor(page);
  await expect(bankWidget(page)).toBeHidden({ timeout: 20_000 });
  await atPath(page, '/metal/review');
  // The deposit type: the bank's name and last digits, or 'linked' while they are not known.
  await expect(page.locator('main')).toContainText(
    new RegExp(`Harbor National Bank|${text('metalReview.bankLinked')}`),
    { timeout: 20_000 },
  );

  // The monthly amount: Escape closes its modal; then 300, Update.
  const amountModal = editModal(page, 'metalAmount');
  await editItem(page, 'metalReview.deposit');
  await expect(amountModal).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(amountModal).toBeHidden();
  await editItem(page, 'metalReview.deposit');
  const amount = amountModal.getByLabel(txt('metalInvest.label'));
  await amount.fill('300');
  await expect(amount).toHaveValue('300');
  await amountModal.getByRole('button', { name: text('metalReview.update') }).click();
  await expect(amountModal).toBeHidden({ timeout: 20_000 });
  await expect(page.locator('main')).toContainText('$300.00', { timeout: 20_000 });

  // The allocation 70 / 30: silver has no product, so its picker opens next; its first product.
  const allocModal = editModal(page, 'metalAllocation');
  await editItem(page, 'metalReview.allocation');
  await expect(allocModal).toBeVisible({ timeout: 20_000 });
  const gold = allocModal.getByLabel(txt('metalAllocate.goldPercent'));
  await gold.fill('70');
  await gold.blur();
  await expect(allocModal.getByLabel(txt('metalAllocate.silverPercent'))).toHaveValue('30%');
  await allocModal.getByRole('button', { name: text('metalReview.update') }).click();
  const silverModal = editModal(page, 'metalSilver');
  await expect(silverModal).toBeVisible({ timeout: 20_000 });
  await silverModal
    .getByRole('list', { name: txt('metalProduct.listLabelSilver') })
    .getByRole('button')
    .first()
    .click();
  await expect(silverModal).toBeHidden({ timeout: 20_000 });
  await atPath(page, '/metal/review');
  await expect(page.locator('main')).toContainText(
    text('metalReview.allocationText').replace('{{gold}}', '70').replace('{{silver}}', '30'),
  );
  await expect(page.locator('main')).not.toContainText(text('metalReview.notChosen'));
}

/**
 * On /aip/review: the funding edit with the flows chunk down (NetworkError, the page reloaded
 * first); then opened: the method choice, Back, the methods again; the nested bank link's token
 * refused (the error modal's OK), cancelled, then linked — the amount's Update refused (no method: the programme's bank is not the account's
 * funding); Back, the wire, the amount 2200 updated: the Funding card shows it.
 */
async function reviewFundingEdit(page: Page, chunkDown: (v: boolean) => void) {
  chunkDown(true);
  await page.reload();
  await atPath(page, '/aip/review', 20_000);
  const editFunding = () => page.getByRole('button', { name: /^edit funding$/i }).click();
  const modal = page.getByRole('dialog', {
    name: new RegExp(`^(${text('fundingEdit.changeTitle')}|${text('fundingEdit.setupTitle')})$`),
  });
  await editFunding();
  await shows(page, 'apiErrors.NetworkError');
  await expect(modal).toBeHidden();
  await atPath(page, '/aip/review');
  chunkDown(false);
  await editFunding();
  const methodCard = modal.getByRole('button', {
    name: new RegExp(`^(${text('fundingEdit.changeMethod')}|${text('fundingEdit.chooseMethod')})`),
  });
  await methodCard.first().click({ timeout: 20_000 });
  const methods = modal.getByText(text('fundingEdit.methodTitle'));
  await expect(methods).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('button', { name: text('fundingEdit.back') }).click();
  await expect(methodCard.first()).toBeVisible({ timeout: 20_000 });
  await methodCard.first().click();
  await expect(methods).toBeVisible({ timeout: 20_000 });
  const connectNested = () => modal.getByRole('button', { name: /^connect bank account/i }).click();
  await refuseLinkToken(page, connectNested);
  await expect(methods).toBeVisible({ timeout: 20_000 });
  await connectNested();
  await cancelBankWidget(page);
  await expect(methods).toBeVisible({ timeout: 20_000 });
  await connectNested();
  await expect(bankWidget(page)).toBeVisible({ timeout: 20_000 });
  await linkHarbor(page);
  const amountInput = modal.getByLabel(/^amount/i);
  await expect(amountInput).toBeVisible({ timeout: 20_000 });
  // The programme's link attaches the bank to the programme (doc 3 §2.3), not to the account's
  // funding: Update says no method is chosen; Back, the wire, then the amount saves.
  await amountInput.fill('2200');
  const update = () => modal.getByRole('button', { name: /^update$/i }).click();
  await update();
  await expect(modal.getByRole('alert')).toContainText(text('apiErrors.FundingTypeIsNotDefined'), {
    timeout: 20_000,
  });
  await modal.getByRole('button', { name: text('fundingEdit.back') }).click();
  await expect(methods).toBeVisible({ timeout: 20_000 });
  await choiceCard(modal, 'fund.wireTitle').click();
  await expect(amountInput).toBeVisible({ timeout: 20_000 });
  // Closed without an amount: the funding has a type but no amount, 'Looks good' is disabled
  // (doc 2 §4); the Overview's Continue (its URL typed) says so and stays (doc 3 §2.4).
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /looks good/i })).toBeDisabled({
    timeout: 20_000,
  });
  await page.goto('/metal/review');
  await atPath(page, '/metal/review', 20_000);
  await clickContinue(page);
  await shows(page, 'review.fundingMissingAmount');
  await atPath(page, '/metal/review');
  await page.goto('/aip/review');
  await atPath(page, '/aip/review', 20_000);
  // The deposit set: the amount 2200.
  await editFunding();
  await modal
    .getByRole('button', {
      name: new RegExp(`^(${text('fundingEdit.setDeposit')}|${text('fundingEdit.editDeposit')})`),
    })
    .first()
    .click({ timeout: 20_000 });
  await expect(amountInput).toBeVisible({ timeout: 20_000 });
  await amountInput.fill('2200');
  await update();
  await expect(modal).toBeHidden({ timeout: 20_000 });
  await atPath(page, '/aip/review');
  await expect(fundingCard(page)).toContainText('$2,200.00', { timeout: 20_000 });
}

/** On the agreement: the ACH terms viewer's Print / Download opens the PDF in a new tab; Accept. */
async function achDownload(page: Page) {
  const achViewer = page.getByRole('dialog', { name: text('agreeVariant.achViewerTitle') });
  await page
    .getByRole('button', { name: text('agreeVariant.autoDepositLink'), exact: true })
    .click();
  await expect(achViewer.getByRole('region')).not.toContainText(text('agreement.viewerLoading'), {
    timeout: 20_000,
  });
  const tab = page.context().waitForEvent('page', { timeout: 15_000 });
  await achViewer.getByRole('button', { name: text('agreement.viewerPrint') }).click();
  await (await tab).close();
  await expect(achViewer).toBeVisible();
  await achViewer
    .getByRole('button', { name: text('agreement.viewerAccept'), exact: true })
    .click();
  await expect(achViewer).toBeHidden();
  await expect(page.getByRole('checkbox', { name: /automatic deposits/i })).toBeChecked();
  expect(new URL(page.url()).pathname).toBe('/aip/review/agreement');
}

for (const [owner, w] of WIZARDS) {
  const justMe = owner === 'Individual';
  tour(
    [w],
    `the review parts (${owner}): ${justMe ? '' : 'Back from the first secure step to the Overview and the funding screen; '}the bank link with the flows chunk down; the Overview's edits (amount, allocation and its silver picker, the deposit type's bank link refused, closed, linked); the review's funding edit with the chunk down, then through the nested bank link (refused, cancelled, linked), the wire without amount refused on the Overview, the amount updated; the ACH terms downloaded`,
    async ({ page }) => {
      test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 180_000));
      const chunkDown = await flowsChunk(page);
      const a = newKindApplicant();
      await registerAip(page, a);
      for (const path of ['/metal', '/metal/invest', '/metal/allocate', '/metal/gold']) {
        await atPath(page, path, 30_000);
        await metalHandlerOf(path, owner)!(page, a);
      }
      // Silver skipped: the Overview's allocation edit opens its picker.
      await atPath(page, '/metal/silver', 20_000);
      await page.getByRole('button', { name: text('metalProduct.skip') }).click();
      await atPath(page, '/metal/funding', 20_000);
      const bank = () => page.getByRole('button', { name: text('metalFunding.bankTitle') }).click();
      if (!justMe) {
        // The first pass in the 'just me' wizard up to the owner card, then Back to the funding
        // screen in the owner's wizard.
        for (const path of ['/metal/funding', '/metal/review', '/metal/complete', '/metal/owner']) {
          await atPath(page, path, 30_000);
          await metalHandlerOf(path, owner)!(page, a);
        }
        await page.waitForURL((u) => u.pathname.startsWith('/aip/secure'), { timeout: 45_000 });
        await wizardBack(page, '/metal/owner');
        await wizardBack(page, '/metal/complete');
        await wizardBack(page, '/metal/review');
        await wizardBack(page, '/metal/funding');
      }
      // The funding screen's bank link with the flows chunk down: the error, still there.
      chunkDown(true);
      await page.reload();
      await atPath(page, '/metal/funding', 20_000);
      await bank();
      await shows(page, 'apiErrors.NetworkError');
      await atPath(page, '/metal/funding');
      chunkDown(false);
      await bank();
      await expect(bankWidget(page)).toBeVisible({ timeout: 20_000 });
      await linkHarbor(page);
      await atPath(page, '/metal/review', 30_000);

      await overviewEdits(page, chunkDown);

      // On to the owner's secure steps and the review.
      await clickContinue(page);
      await atPath(page, '/metal/complete', 20_000);
      await driveProgramme(page, a, owner, async () => {}, '/aip/review');
      await atPath(page, '/aip/review', 20_000);
      await reviewFundingEdit(page, chunkDown);

      await page.getByRole('button', { name: /looks good/i }).click();
      await atPath(page, '/aip/review/agreement', 20_000);
      await achDownload(page);

      const F = `${w}.metalFunding`;
      const M = `${w}.metalReview`;
      const R = `${w}.review`;
      expectTaken(w, [
        `${F}.loadFlow_bankLink —xstate.error.actor.loadFlows→ ${F}.editing`,
        `${M}.loadEditFlow_bankLink —xstate.error.actor.loadFlows→ ${M}.editing`,
        `${M}.editFlow_bankLink —modal.cancel→ (self)`,
        `${M}.editFlow_bankLink —modal.confirm→ (self)`,
        `${M}.editFlow_bankLink —flow.linked→ (self)`,
        `${M}.editItem —wizard.submit→ (self)`,
        `${M}.editItem —modal.cancel→ (self)`,
        `${M}.editItem —xstate.done.actor.editItem→ ${M}.editItem`,
        `${M}.editItem —xstate.done.actor.editItem→ ${M}.editing`,
        `${R}.loadFlow_fundingEdit —xstate.error.actor.loadFlows→ ${R}.editing`,
        ...[
          'wizard.submit',
          'modal.confirm',
          'flow.pick',
          'flow.back',
          'flow.linked',
          'flow.linkExit',
        ].map((e) => `${R}.flow_fundingEdit —${e}→ (self)`),
        `${w}.agreement.achViewer —agreement.download→ (self)`,
        `${M}.editing —wizard.submit→ (self)`,
      ]);
    },
  );
}
