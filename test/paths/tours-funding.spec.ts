/**
 * Browser tours of the funding transitions of the Business, Trust, UTMA (custodian) and Joint
 * wizards (issue 34: every statechart transition taken in the browser), driven in Debian's
 * Chromium against the reference server with the spec's error answers injected at the network
 * (test/paths/inject.ts). The Individual wizard's, and the other funding branches (wire,
 * cryptocurrency, do it later confirmed): tours-entry.spec.ts.
 *
 * Each tour drives its kind to Fund account (doc 3 §2.4) and takes: 'do it later' cancelled; the
 * check (Joint: also the wire) with its step record, its amount save and the record of the move on
 * refused once, Back, the browser's history back from the next screen and that screen's Back; the
 * bank link (doc 3 §4): its token refused, closed while loading, the widget cancelled, linked with
 * the ACH screen's record refused once, then the ACH screen — its transfer terms refused once,
 * then accepted (doc 3 §2.5), its amount refused once, Back, linked again, the record of the move
 * on refused once; history back and Back as for the check; on the review the funding edit with the
 * flows chunk unavailable, then opened: methods, Back, the nested link cancelled, linked, the
 * terms viewed and accepted, the amount updated. Joint's funding screens lead to the survivorship
 * step (doc 3 §2.4, '/fund/account/survivor') instead of the review; its tour also confirms 'do it
 * later' (the funding's delete refused once). Each step checks what the page shows (the catalogue's
 * texts, the route, the saved amounts) and each tour ends by checking that its wizard took the
 * transitions it was written for (test/paths/capture.ts).
 */
import { expect, test } from '../e2e/fixtures';
import { achAmount, atPath, clickContinue, fetchApplication } from '../e2e/flow';
import { driveToFunding, newKindApplicant } from '../e2e/kinds';
import { inject } from './inject';
import {
  apiError,
  bankWidget,
  cancelBankWidget,
  choiceCard,
  closeWhileLoading,
  DELETE_FUNDING,
  FUNDINGS,
  fundingCard,
  linkHarbor,
  refuseLinkToken,
  recordTo,
  refuseSave,
  text,
  tourKit,
  wizardBack,
} from './tour-kit';

const { tour, expectTaken } = tourKit(test);

/** The ACH amount's save (POST / PUT …/bank-application-funding-amounts, doc 3 §4). */
const ACH_AMOUNTS = /^\/v2\/applications\/[^/]+\/bank-application-funding-amounts$/;
/** GET …/ach-html-agreements: the ACH transfer terms' HTML (doc 3 §2.5). */
const ACH_TERMS = /\/ach-html-agreements$/;
/** The child flows' chunk (machines/funding/flow-loader.ts), with or without its retry query. */
const FLOWS_CHUNK = /\/assets\/flows-[\w-]+\.js(\?.*)?$/;

/** The kinds of this file with their wizard ids. */
const KINDS = [
  ['business', 'business'],
  ['trust', 'trust'],
  ['custodian', 'utma'],
  ['joint', 'joint'],
] as const;

/** A typed amount as the amount field keeps it ('2500' or '2,500', with or without cents). */
const kept = (amount: string) => new RegExp(`^${amount.replace(/\B(?=(\d{3})+$)/, ',?')}`);

for (const [kind, w] of KINDS) {
  const joint = w === 'joint';
  /** Where the funding screens lead: the review, Joint's survivorship step. */
  const next = joint ? '/fund/account/survivor' : '/review';
  const toNext = joint ? 'to_survivor' : 'to_review';
  const nextState = joint ? `${w}.survivor` : `${w}.review`;
  tour(
    [w],
    `funding (${kind}): do it later cancelled${joint ? ', then confirmed with its delete refused' : ''}; the check${joint ? ' and the wire' : ''} and the linked bank's ACH screen with their records, saves and terms refused once, Back, history back from the ${joint ? 'survivorship step' : 'review'}; the review's funding edit with the flows chunk down, then through the nested bank link`,
    async ({ page }) => {
      test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 300_000));
      // The flows chunk unavailable from the start (its prefetch too): the bank link's first load
      // fails (the step's error); the next try imports it afresh (services/adapters/chunk-import.ts).
      let chunkDown = true;
      await page.route(FLOWS_CHUNK, (route) =>
        chunkDown ? route.abort('connectionreset') : route.fallback(),
      );
      await driveToFunding(page, kind, newKindApplicant());
      const alert = page.locator('main').getByRole('alert');
      const shows = (key: string) => expect(alert).toContainText(text(key), { timeout: 20_000 });
      const card = (key: string) => choiceCard(page, key);
      const back = (to: string) => wizardBack(page, to);
      const amountField = page.getByLabel(/^amount/i);
      const recordFails = (path: string) =>
        inject(page, recordTo(path), apiError('WizardValidation_InvalidApplicationStepType'));
      const refused = 'apiErrors.WizardValidation_InvalidApplicationStepType';
      const connect = () => card('fund.achTitle').click();

      await connect();
      await shows('apiErrors.NetworkError');
      await atPath(page, '/fund/account');
      chunkDown = false;

      // 'Do it later', then Cancel: still on Fund account.
      const skip = page.getByRole('dialog', { name: text('fund.skipTitle') });
      const doLater = async () => {
        await page.getByRole('button', { name: text('fund.doLater') }).click();
        await expect(skip).toBeVisible({ timeout: 20_000 });
      };
      await doLater();
      await skip.getByRole('button', { name: text('fund.skipCancel'), exact: true }).click();
      await expect(skip).toBeHidden();
      await atPath(page, '/fund/account');

      /**
       * A method's amount screen: its step record refused once (the error, still on Fund account),
       * then the screen; the amount's save refused (the typed figure stays); Back to Fund account;
       * again, the record of the move on refused once, then the next screen; history back to the
       * amount screen, Continue, the next screen's Back to it and its Back to Fund account.
       */
      const methodLeg = async (cardKey: string, path: string, amount: string) => {
        await recordFails(path);
        await card(cardKey).click();
        await shows(refused);
        await atPath(page, '/fund/account');
        await card(cardKey).click();
        await atPath(page, path, 20_000);
        await amountField.fill(amount);
        await refuseSave(page, FUNDINGS);
        await clickContinue(page);
        await shows('apiErrors.ApplicationIsCompleted');
        await expect(amountField).toHaveValue(kept(amount));
        await back('/fund/account');
        await card(cardKey).click();
        await atPath(page, path, 20_000);
        await amountField.fill(amount);
        await recordFails(next);
        await clickContinue(page);
        await shows(refused);
        await atPath(page, path);
        await clickContinue(page);
        await atPath(page, next, 20_000);
        await page.goBack();
        await atPath(page, path, 20_000);
        await expect(amountField).toHaveValue(kept(amount), { timeout: 20_000 });
        await clickContinue(page);
        await atPath(page, next, 20_000);
        await back(path);
        await back('/fund/account');
      };
      await methodLeg('fund.checkTitle', '/fund/account/check', '2500');
      const savedAmount = async () =>
        (
          (await fetchApplication(page)).body as {
            ApplicationFunding?: { Amount?: number | null } | null;
          }
        ).ApplicationFunding?.Amount;
      expect(await savedAmount(), 'the check amount saved').toBe(2500);
      if (joint) {
        await methodLeg('fund.wireTitle', '/fund/account/wire', '3000');
        expect(await savedAmount(), 'the wire amount saved').toBe(3000);
        // 'Do it later' confirmed: the funding's delete refused (the error), then deleted: the
        // survivorship step, whose Back returns to Fund account.
        await inject(
          page,
          { method: 'DELETE', path: DELETE_FUNDING },
          apiError('ApplicationIsCompleted'),
        );
        await doLater();
        await skip.getByRole('button', { name: text('fund.skipConfirm'), exact: true }).click();
        await shows('apiErrors.ApplicationIsCompleted');
        await atPath(page, '/fund/account');
        // Deleted, the survivorship step's record refused once: the error on Fund account; then
        // confirmed again: the survivorship step, no funding saved.
        await recordFails(next);
        await doLater();
        await skip.getByRole('button', { name: text('fund.skipConfirm'), exact: true }).click();
        await shows(refused);
        await atPath(page, '/fund/account');
        await doLater();
        await skip.getByRole('button', { name: text('fund.skipConfirm'), exact: true }).click();
        await atPath(page, next, 20_000);
        expect(await savedAmount(), 'no funding after do it later').toBeFalsy();
        await back('/fund/account');
      }

      // ── The bank link (doc 3 §4): its token refused (OK in the error modal).
      const widget = bankWidget(page);
      await refuseLinkToken(page, connect);
      await atPath(page, '/fund/account');
      // Closed while the connection opens (the token held back): still on Fund account.
      await closeWhileLoading(page, connect);
      await atPath(page, '/fund/account');
      // The widget cancelled.
      await connect();
      await cancelBankWidget(page);
      await atPath(page, '/fund/account');
      // Linked, the ACH screen's step record refused once: the error on Fund account; linked
      // again: the ACH screen naming the bank.
      await recordFails('/fund/account/ach');
      await connect();
      await expect(widget).toBeVisible({ timeout: 20_000 });
      await linkHarbor(page);
      await shows(refused);
      await atPath(page, '/fund/account');
      await connect();
      await linkHarbor(page);
      await atPath(page, '/fund/account/ach', 20_000);
      const autoDeposit = page.getByRole('checkbox', { name: /automatic deposit/i });
      await expect(autoDeposit).toHaveAccessibleName(/Harbor National Bank account ending 9012/);

      // The transfer terms (doc 3 §2.5): their HTML refused once (the viewer says so), closed;
      // loaded and accepted (the box ticked).
      const termsLink = page.getByRole('button', { name: text('fundMore.termsLink') });
      const terms = page.getByRole('dialog', { name: text('fundMore.viewerTitle') });
      const html = await inject(
        page,
        { method: 'GET', path: ACH_TERMS },
        apiError('ApplicationIsCompleted'),
      );
      await termsLink.click();
      await expect(terms.getByText(text('fundMore.viewerEmpty'))).toBeVisible({ timeout: 20_000 });
      expect(await html.remove()).toBe(1);
      await terms.locator('.mantine-Modal-close').click();
      await expect(terms).toBeHidden();
      await expect(autoDeposit).not.toBeChecked();
      await termsLink.click();
      await terms
        .getByRole('button', { name: text('fundMore.viewerAccept') })
        .click({ timeout: 20_000 });
      await expect(terms).toBeHidden();
      await expect(autoDeposit).toBeChecked();
      // The amount's save refused: the error, the typed figure kept; Back to Fund account.
      await amountField.fill('1700');
      await refuseSave(page, ACH_AMOUNTS);
      await clickContinue(page);
      await shows('apiErrors.ApplicationIsCompleted');
      await expect(amountField).toHaveValue(kept('1700'));
      await back('/fund/account');
      // Linked again, the amount, the record of the move on refused once, then the next screen.
      await connect();
      await linkHarbor(page);
      await atPath(page, '/fund/account/ach', 20_000);
      await recordFails(next);
      await achAmount(page, '1700');
      await shows(refused);
      await atPath(page, '/fund/account/ach');
      await clickContinue(page);
      await atPath(page, next, 20_000);
      // History back to the ACH screen, on again; the next screen's Back to it, on again.
      await page.goBack();
      await atPath(page, '/fund/account/ach', 20_000);
      await expect(amountField).toHaveValue(kept('1700'), { timeout: 20_000 });
      if (!(await autoDeposit.isChecked())) await autoDeposit.check();
      await clickContinue(page);
      await atPath(page, next, 20_000);
      await back('/fund/account/ach');
      if (!(await autoDeposit.isChecked())) await autoDeposit.check();
      await clickContinue(page);
      await atPath(page, next, 20_000);
      if (joint) {
        // The survivorship choice (its cards submit on click): the review.
        await page
          .getByRole('button', { name: new RegExp(text('jointSurvivorship.wrosTitle'), 'i') })
          .first()
          .click();
        await atPath(page, '/review', 20_000);
      }
      await expect(fundingCard(page)).toContainText('$1,700.00', { timeout: 20_000 });

      // ── The review's funding edit with the flows chunk unavailable (the page reloaded so that
      // the chunk is fetched again): the error on the review; then opened.
      chunkDown = true;
      await page.reload();
      await atPath(page, '/review', 20_000);
      const editFunding = () => page.getByRole('button', { name: /^edit funding$/i }).click();
      const modal = page.getByRole('dialog', {
        name: new RegExp(
          `^(${text('fundingEdit.changeTitle')}|${text('fundingEdit.setupTitle')})$`,
        ),
      });
      await editFunding();
      await shows('apiErrors.NetworkError');
      await expect(modal).toBeHidden();
      await atPath(page, '/review');
      chunkDown = false;
      await editFunding();
      const feCard = (key: string) => choiceCard(modal, key);
      // Change method, Back to the choice, Change method again.
      await feCard('fundingEdit.changeMethod').click({ timeout: 20_000 });
      const methods = modal.getByText(text('fundingEdit.methodTitle'));
      await expect(methods).toBeVisible({ timeout: 20_000 });
      await modal.getByRole('button', { name: text('fundingEdit.back') }).click();
      await expect(feCard('fundingEdit.editDeposit')).toBeVisible({ timeout: 20_000 });
      await feCard('fundingEdit.changeMethod').click();
      await expect(methods).toBeVisible({ timeout: 20_000 });
      // The nested bank link: the widget cancelled (back on the methods), then linked.
      const connectNested = () =>
        modal.getByRole('button', { name: /^connect bank account/i }).click();
      await connectNested();
      await cancelBankWidget(page);
      await expect(methods).toBeVisible({ timeout: 20_000 });
      await connectNested();
      await expect(widget).toBeVisible({ timeout: 20_000 });
      await linkHarbor(page);
      const amountInput = modal.getByLabel(/^amount/i);
      await expect(amountInput).toBeVisible({ timeout: 20_000 });
      // The terms viewed and accepted; the amount updated: the modal closes, the review shows it.
      await modal.getByRole('button', { name: text('fundMore.termsLink') }).click();
      // Accept until the viewer closes: under load the first click could land while the viewer
      // still rendered its terms, and the viewer stayed open past the default 10 s (once in CI).
      const accept = terms.getByRole('button', { name: text('fundMore.viewerAccept') });
      await expect(async () => {
        if (await terms.isVisible()) await accept.click({ timeout: 5_000 });
        await expect(terms).toBeHidden({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await amountInput.fill('2200');
      await modal.getByRole('button', { name: /^update$/i }).click();
      await expect(modal).toBeHidden({ timeout: 20_000 });
      await atPath(page, '/review');
      await expect(fundingCard(page)).toContainText('$2,200.00', { timeout: 20_000 });

      const F = `${w}.fund`;
      const A = `${w}.fundAch`;
      const C = `${w}.fundCheck`;
      const R = `${w}.review`;
      expectTaken(w, [
        `${F}.skipConfirm —modal.cancel→ ${F}.editing`,
        // The check.
        `${F}.to_fundCheck —xstate.error.actor.recordStep→ ${F}.editing`,
        `${F}.to_fundCheck —xstate.done.actor.recordStep→ ${C}`,
        `${C} —xstate.done.actor.loadLookups→ (self)`,
        `${C}.saving —xstate.error.actor.saveStep→ ${C}.editing`,
        `${C}.saving —xstate.done.actor.saveStep→ ${C}.routing`,
        `${C}.editing —wizard.back→ ${F}`,
        `${C}.editing —wizard.submit→ ${C}.saving`,
        `${C}.${toNext} —xstate.error.actor.recordStep→ ${C}.editing`,
        `${C}.${toNext} —xstate.done.actor.recordStep→ ${nextState}`,
        `${w} —url.changed→ ${C}`,
        // The bank link.
        `${F}.flow_bankLink —modal.cancel→ (self)`,
        `${F}.flow_bankLink —modal.confirm→ (self)`,
        `${F}.flow_bankLink —flow.linked→ (self)`,
        `${F}.flow_bankLink —flow.linkExit→ (self)`,
        `${F}.flow_bankLink —xstate.done.actor.flow→ ${F}.routing`,
        `${F}.to_fundAch —xstate.error.actor.recordStep→ ${F}.editing`,
        `${F}.to_fundAch —xstate.done.actor.recordStep→ ${A}`,
        // The ACH screen.
        `${A} —xstate.done.actor.loadLookups→ (self)`,
        `${A}.editing —agreement.view→ ${A}.viewer`,
        `${A}.viewer.loading —xstate.done.actor.loadLookups→ ${A}.viewer.failed`,
        `${A}.viewer.loading —xstate.done.actor.loadLookups→ ${A}.viewer.shown`,
        `${A}.viewer —modal.cancel→ ${A}.editing`,
        `${A}.viewer —modal.confirm→ ${A}.editing`,
        `${A}.editing —wizard.submit→ ${A}.saving`,
        `${A}.saving —xstate.error.actor.saveStep→ ${A}.editing`,
        `${A}.saving —xstate.done.actor.saveStep→ ${A}.routing`,
        `${A}.editing —wizard.back→ ${F}`,
        `${A}.${toNext} —xstate.error.actor.recordStep→ ${A}.editing`,
        `${A}.${toNext} —xstate.done.actor.recordStep→ ${nextState}`,
        `${w} —url.changed→ ${A}`,
        // The review's funding edit.
        `${R}.loadFlow_fundingEdit —xstate.error.actor.loadFlows→ ${R}.editing`,
        ...[
          'wizard.submit',
          'modal.confirm',
          'agreement.view',
          'flow.pick',
          'flow.back',
          'flow.linked',
          'flow.linkExit',
        ].map((e) => `${R}.flow_fundingEdit —${e}→ (self)`),
        // (Not `${R}.flow_fundingEdit —xstate.done.actor.flow→ ${R}.routing`: the funding edit always
        // ends with go 'stay' — machines/funding/funding-edit.machine.ts — so the review's flow
        // state only returns to editing.)
        ...(joint
          ? [
              `${F}.loadFlow_bankLink —xstate.error.actor.loadFlows→ ${F}.editing`,
              `${F}.loadFlow_bankLink —xstate.done.actor.loadFlows→ ${F}.flow_bankLink`,
              `${F}.editing —wizard.submit→ ${F}.loadFlow_bankLink`,
              `${w}.survivor.editing —wizard.back→ ${C}`,
              `${w}.survivor.editing —wizard.back→ ${A}`,
              `${w}.survivor.editing —wizard.back→ ${w}.fundWire`,
              `${w}.survivor.editing —wizard.back→ ${F}`,
              `${F}.to_fundWire —xstate.error.actor.recordStep→ ${F}.editing`,
              `${w}.fundWire.saving —xstate.error.actor.saveStep→ ${w}.fundWire.editing`,
              `${w}.fundWire.editing —wizard.back→ ${F}`,
              `${w}.fundWire.to_survivor —xstate.error.actor.recordStep→ ${w}.fundWire.editing`,
              `${w} —url.changed→ ${w}.fundWire`,
              `${F}.skipConfirm —modal.confirm→ ${F}.deletingFunding`,
              `${F}.deletingFunding —xstate.error.actor.deleteFunding→ ${F}.editing`,
              `${F}.deletingFunding —xstate.done.actor.deleteFunding→ ${F}.to_survivor`,
              `${F}.to_survivor —xstate.done.actor.recordStep→ ${w}.survivor`,
              `${F}.to_survivor —xstate.error.actor.recordStep→ ${F}.editing`,
            ]
          : [`${R}.editing —wizard.back→ ${C}`, `${R}.editing —wizard.back→ ${A}`]),
      ]);
    },
  );
}
