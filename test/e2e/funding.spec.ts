/**
 * Issue 8 funding flows end to end (doc 3 §2.4, §2.5, §4, §5, §7) in Debian's Chromium against the
 * reference server and its sandboxes (docs/sandbox.md "Bank link", "IRA custodians", "IRA funding";
 * seeded broker HAA: ACH 50,000 / check 250,000 / crypto 100,000, contribution limit 7,000):
 * - Individual: wire, check and cryptocurrency from Fund account to the review; the bank link through
 *   the sandbox widget and the ACH amount screen (auto-deposit box naming bank and last 4, transfer
 *   terms viewer, the limit); 'do later' deleting a saved funding; the review's funding edit modal
 *   (keyboard only: change method and amount, edit the deposit, Escape keeps the saved funding).
 * - Joint: the survivorship step after the amount.
 * - IRA (Traditional): the six-step custodian modal by search (with a review Edit link going back
 *   N steps) to the submitted application; by 'add manually' with the phone check; rollover and
 *   annual contribution amounts.
 * Each assertion is made on the screen and on GET application (the session's bearer token).
 * Screenshots of the bank link widget, the ACH amount screen and the custodian steps at 1280 and
 * 375 px go to screenshots/funding/ (gitignored) for a visual check.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerOtherSite, atPath, clickContinue, fetchApplication } from './flow';
import { driveToFunding, driveWizard, type KindApplicant } from './kinds';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SHOTS = 'screenshots/funding';
mkdirSync(SHOTS, { recursive: true });

/** Screenshots of the viewport at 1280 px and at 375 px (then back to 1280). */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150); // Mantine's modal transitions and the layout settle
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The application as the server holds it. */
async function app(page: Page): Promise<Any> {
  const { status, body } = await fetchApplication(page);
  expect(status).toBe(200);
  return body;
}

/** The header's Back (the shell's, not a modal's). */
const headerBack = (page: Page) =>
  page.locator('header.w-header').getByRole('button', { name: /^back$/i });
/** The review's funding card. */
const fundingCard = (page: Page) => page.getByRole('region', { name: 'Funding' });
const amountInput = (scope: Page | Locator) => scope.getByLabel(/^amount/i);
const continueButton = (scope: Page | Locator) =>
  scope.getByRole('button', { name: /^continue$/i });

// The broker portal is another site; answered locally so the redirect can be asserted.
test.beforeEach(({ page }) => answerOtherSite(page));

test.describe('Individual', () => {
  test('wire, check and cryptocurrency each lead from Fund account to the review with the method and amount', async ({
    page,
  }) => {
    await driveToFunding(page, 'individual');
    await expect(page.getByRole('button', { name: /cryptocurrency/i })).toBeVisible(); // HAA's crypto limit is 100,000
    const cases = [
      {
        card: /^wire transfer/i,
        path: '/fund/account/wire',
        label: 'Wire transfer',
        code: 3,
        amount: '25000',
        shown: '$25,000.00',
        limit: null,
        over: null,
      },
      {
        card: /^check/i,
        path: '/fund/account/check',
        label: 'Check',
        code: 4,
        amount: '1200.5',
        shown: '$1,200.50',
        limit: /limited to \$250,000 per week/i,
        over: '250001',
      },
      {
        card: /^cryptocurrency/i,
        path: '/fund/account/cryptocurrency',
        label: 'Cryptocurrency',
        code: 5,
        amount: '99999',
        shown: '$99,999.00',
        limit: /limited to \$100,000 per transaction/i,
        over: '100000.01',
      },
    ];
    for (const c of cases) {
      await atPath(page, '/fund/account');
      await page.getByRole('button', { name: c.card }).click();
      await atPath(page, c.path);
      if (c.limit) await expect(page.locator('#amount-limit')).toHaveText(c.limit);
      if (c.over) {
        await amountInput(page).fill(c.over);
        await expect(page.locator('#amount-limit')).toHaveClass(/is-over/);
        await expect(page.locator('#amount-limit')).toContainText(/more than the/i);
        await expect(continueButton(page)).toBeDisabled();
      }
      await amountInput(page).fill(c.amount);
      if (c.limit) await expect(page.locator('#amount-limit')).not.toHaveClass(/is-over/);
      await clickContinue(page);
      await atPath(page, '/review');
      await expect(fundingCard(page)).toContainText(c.label);
      await expect(fundingCard(page)).toContainText(c.shown);
      expect((await app(page)).ApplicationFunding).toMatchObject({
        BankFundingType: c.code,
        Amount: Number(c.amount),
      });
      // Back through the amount screen to Fund account for the next method.
      await headerBack(page).click();
      await atPath(page, c.path);
      expect(Number(await amountInput(page).inputValue())).toBe(Number(c.amount));
      await headerBack(page).click();
    }
    await atPath(page, '/fund/account');
  });

  test("the broker's fraud script runs and its session id goes with the Fund account save (doc 3 §3, issue 35 item 2)", async ({
    page,
  }) => {
    await driveToFunding(page, 'individual');
    // The sandbox's stand-in script (Settings.FraudScriptUrl) added its element at boot.
    const element = page.locator('#sandbox-fraud-session');
    await expect(element).toHaveAttribute('orderSessionId', /^\d{13}[0-9a-f]{20}$/);
    const id = await element.getAttribute('orderSessionId');
    const save = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/application-fundings'),
    );
    await page.getByRole('button', { name: /^wire transfer/i }).click();
    expect((await save).postDataJSON()).toEqual({ BankFundingType: 3, SessionId: id });
    await atPath(page, '/fund/account/wire');
  });

  test('bank link: the sandbox widget links an account, the ACH amount screen names it, the terms viewer and the limit', async ({
    page,
  }) => {
    await driveToFunding(page, 'individual');
    await page.getByRole('button', { name: /^connect bank account/i }).click();
    const widget = page.getByRole('dialog', { name: /connect a bank account/i });
    await expect(widget).toBeVisible();
    const go = widget.getByRole('button', { name: /^continue$/i });
    await expect(go).toBeDisabled(); // no institution yet
    await shoot(page, '01-banklink-widget-empty');

    await widget.getByRole('radio', { name: 'Harbor National Bank' }).check();
    // The institution's first account is preselected; link the money-market account instead.
    const checking = widget.getByRole('checkbox', { name: /harbor premier checking/i });
    const mm = widget.getByRole('checkbox', { name: /harbor money market/i });
    await expect(checking).toBeChecked();
    await checking.uncheck();
    await expect(widget.getByRole('alert')).toHaveText(/choose at least one account/i);
    await expect(go).toBeDisabled();
    await mm.check();
    await expect(go).toBeEnabled();
    await shoot(page, '02-banklink-widget-picked');
    await go.click();

    await atPath(page, '/fund/account/ach', 20_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const box = page.getByRole('checkbox', { name: /automatic deposit/i });
    await expect(box).toHaveAccessibleName(/Harbor National Bank account ending 3456/);
    await expect(box).not.toBeChecked();
    await expect(page.locator('#amount-limit')).toHaveText(/limited to \$50,000 per day/i);
    await amountInput(page).fill('1500');
    await expect(continueButton(page)).toBeDisabled(); // until the auto-deposit box is ticked
    await box.check();
    await expect(continueButton(page)).toBeEnabled();
    await shoot(page, '03-ach-amount');

    // The transfer terms viewer: closing it clears the box; Accept ticks it.
    await page.getByRole('button', { name: /transfer terms/i }).click();
    const terms = page.getByRole('dialog', { name: /ach transfer terms/i });
    await expect(terms).toBeVisible();
    await expect(terms.getByRole('button', { name: /^accept$/i })).toBeEnabled();
    await shoot(page, '04-ach-terms');
    await terms.locator('.mantine-Modal-close').click();
    await expect(terms).toBeHidden();
    await expect(box).not.toBeChecked();
    await expect(continueButton(page)).toBeDisabled();
    await page.getByRole('button', { name: /transfer terms/i }).click();
    await terms.getByRole('button', { name: /^accept$/i }).click();
    await expect(terms).toBeHidden();
    await expect(box).toBeChecked();

    // Above the broker's ACH limit: red text, Continue disabled.
    await amountInput(page).fill('50001');
    await expect(page.locator('#amount-limit')).toHaveClass(/is-over/);
    await expect(page.locator('#amount-limit')).toContainText(/more than the \$50,000 limit/i);
    const [r, g, b] = (
      await page.locator('#amount-limit').evaluate((el) => getComputedStyle(el).color)
    )
      .match(/\d+/g)!
      .map(Number);
    expect(r).toBeGreaterThan(Math.max(g, b) + 80); // red
    await expect(continueButton(page)).toBeDisabled();
    await shoot(page, '05-ach-amount-over-limit');
    await amountInput(page).fill('1500');
    await expect(continueButton(page)).toBeEnabled();
    await clickContinue(page);

    await atPath(page, '/review');
    await expect(fundingCard(page)).toContainText('Bank account (ACH)');
    await expect(fundingCard(page)).toContainText('$1,500.00');
    const body = await app(page);
    expect(body.ApplicationFunding).toMatchObject({ BankFundingType: 1, Amount: 1500 });
    expect(body.AgreementsAccepted).toContain('ach'); // the ACH terms are accepted before the amount (doc 3 §4)
    const banks = await page.evaluate(async (uid) => {
      const r = await fetch(`/v2/applications/${uid}/bank-accounts`, {
        headers: { Authorization: `Bearer ${sessionStorage.getItem('aow.JwtToken')}` },
      });
      return r.json();
    }, body.ApplicationUid);
    expect(banks).toEqual([
      expect.objectContaining({
        BankName: 'Harbor National Bank',
        AccountName: 'Harbor Money Market',
        AccountNumber: '3456',
      }),
    ]);
  });

  test('skip funding: "do later" with a saved wire funding asks, deletes it, and the review shows none', async ({
    page,
  }) => {
    await driveToFunding(page, 'individual');
    await page.getByRole('button', { name: /^wire transfer/i }).click();
    await atPath(page, '/fund/account/wire');
    expect((await app(page)).ApplicationFunding).toMatchObject({ BankFundingType: 3 });
    await headerBack(page).click();
    await atPath(page, '/fund/account');
    await page.getByRole('button', { name: /do it later/i }).click();
    const dialog = page.getByRole('dialog', { name: /skip funding/i });
    await expect(dialog).toBeVisible();
    // Cancel keeps the funding and the screen; Skip deletes it.
    await dialog.getByRole('button', { name: /^cancel$/i }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/fund/account');
    await page.getByRole('button', { name: /do it later/i }).click();
    await dialog.getByRole('button', { name: /^skip$/i }).click();
    await atPath(page, '/review');
    await expect(fundingCard(page)).toContainText('No funding instructions added.');
    const funding = (await app(page)).ApplicationFunding;
    expect(funding?.BankFundingType ?? null).toBeNull();
  });
});

test.describe('Review: the funding edit modal (doc 3 §2.4 "Funding edits from the review page")', () => {
  test('keyboard only: Change method saves the new method and its amount on the server and the card shows them; Escape after typing an amount keeps the saved one', async ({
    page,
  }) => {
    await driveToFunding(page, 'individual');
    await page.getByRole('button', { name: /^wire transfer/i }).press('Enter');
    await atPath(page, '/fund/account/wire');
    await amountInput(page).fill('25000');
    await amountInput(page).press('Enter');
    await atPath(page, '/review');
    await expect(fundingCard(page)).toContainText('Wire transfer');
    await expect(fundingCard(page)).toContainText('$25,000.00');

    // Open the modal from the card (Enter on its Edit), change the method to Check, then its amount.
    const editFunding = page.getByRole('button', { name: /^edit funding$/i });
    await editFunding.press('Enter');
    // 'Change funding' while the funding has a method and an amount, 'Set up funding' once the new
    // method is saved without its amount.
    const modal = page.getByRole('dialog', { name: /^(change|set up) funding$/i });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: /^change method/i }).press('Enter');
    await modal.getByRole('button', { name: /^check/i }).press('Enter');
    await expect(amountInput(modal)).toBeVisible();
    expect((await app(page)).ApplicationFunding).toMatchObject({ BankFundingType: 4 });
    await amountInput(modal).fill('1200.5');
    await amountInput(modal).press('Enter');
    await expect(modal).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/review');
    await expect(fundingCard(page)).toContainText('Check');
    await expect(fundingCard(page)).toContainText('$1,200.50');
    expect((await app(page)).ApplicationFunding).toMatchObject({
      BankFundingType: 4,
      Amount: 1200.5,
    });

    // Edit deposit, type another amount, then Escape: nothing is saved, the card keeps $1,200.50.
    await editFunding.press('Enter');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: /^edit deposit/i }).press('Enter');
    await expect(amountInput(modal)).toHaveValue(/^1,?200\.50?$/);
    await amountInput(modal).fill('777');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(fundingCard(page)).toContainText('$1,200.50');
    await expect(fundingCard(page)).not.toContainText('$777');
    expect((await app(page)).ApplicationFunding).toMatchObject({
      BankFundingType: 4,
      Amount: 1200.5,
    });

    // Edit deposit alone: the new amount reaches the server, the method stays.
    await editFunding.press('Enter');
    await modal.getByRole('button', { name: /^edit deposit/i }).press('Enter');
    await amountInput(modal).fill('3000');
    await modal.getByRole('button', { name: /^update$/i }).press('Enter');
    await expect(modal).toBeHidden();
    await expect(fundingCard(page)).toContainText('Check');
    await expect(fundingCard(page)).toContainText('$3,000.00');
    expect((await app(page)).ApplicationFunding).toMatchObject({
      BankFundingType: 4,
      Amount: 3000,
    });
  });
});

test('Joint: after the amount the survivorship step, one option chosen, reaches the review', async ({
  page,
}) => {
  await driveToFunding(page, 'joint');
  await page.getByRole('button', { name: /^check/i }).click();
  await atPath(page, '/fund/account/check');
  await amountInput(page).fill('5000');
  await clickContinue(page);
  await atPath(page, '/fund/account/survivor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/if one owner dies/i);
  await page.getByRole('button', { name: /each share goes to the owner/i }).click();
  await atPath(page, '/review');
  await expect(fundingCard(page)).toContainText('Check');
  await expect(fundingCard(page)).toContainText('$5,000.00');
  const body = await app(page);
  expect(body.JointTenantsApplication.JointTenantsAccountType).toBe('Common');
  expect(body.ApplicationFunding).toMatchObject({ BankFundingType: 4, Amount: 5000 });
});

test.describe('IRA (Traditional)', () => {
  /** The custodian modal (its title is the transfer card's). */
  const modalOf = (page: Page) =>
    page.getByRole('dialog', { name: /transfer from an existing ira/i });
  const stepIs = async (modal: Locator, n: number) =>
    expect(modal.getByText(`Step ${n} of 6`, { exact: true })).toBeVisible();

  test('a transfer by custodian search through the six steps (Edit goes back 3 steps) to the submitted application', async ({
    page,
  }) => {
    const a = (await driveToFunding(page, 'traditional')) as KindApplicant;
    await page.getByRole('button', { name: /^transfer from an existing ira/i }).click();
    const modal = modalOf(page);
    await stepIs(modal, 1);
    await expect(modal.getByRole('list', { name: 'Custodians' }).getByRole('listitem')).toHaveCount(
      8,
    );
    await shoot(page, '10-custodian-1-search');
    await modal.getByLabel('Search custodians').fill('equity');
    const rows = modal.getByRole('list', { name: 'Custodians' }).getByRole('button');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Equity Trust Company');
    await modal.getByLabel('Search custodians').fill('zzzz-no-such');
    await expect(modal.getByText('No custodian matches your search.')).toBeVisible();
    await modal.getByLabel('Search custodians').fill('equity');
    await rows.first().click();

    await stepIs(modal, 2);
    await modal.getByLabel(/^account number/i).fill('ETC-778899');
    await shoot(page, '11-custodian-2-account');
    await continueButton(modal).click();
    await stepIs(modal, 3);
    await shoot(page, '12-custodian-3-transfer-type');
    await modal.getByRole('button', { name: /^full transfer/i }).click();
    await stepIs(modal, 4);
    await modal.getByLabel(/^ira type/i).selectOption('Traditional');
    await shoot(page, '13-custodian-4-ira-type');
    await continueButton(modal).click();
    await stepIs(modal, 5);
    await amountInput(modal).fill('42000');
    await shoot(page, '14-custodian-5-amount');
    await continueButton(modal).click();

    await stepIs(modal, 6);
    const review = modal.locator('dl');
    await expect(review).toContainText('Equity Trust Company');
    await expect(review).toContainText('ETC-778899');
    await expect(review).toContainText('Full transfer');
    await expect(review).toContainText('Traditional IRA');
    await expect(review).toContainText('$42,000.00');
    await shoot(page, '15-custodian-6-review');
    // Edit the transfer type: back 3 steps; change it and come forward again.
    await modal.getByRole('button', { name: 'Edit Transfer type' }).click();
    await stepIs(modal, 3);
    await modal.getByRole('button', { name: /^partial transfer/i }).click();
    await stepIs(modal, 4);
    await expect(modal.getByLabel(/^ira type/i)).toHaveValue('Traditional');
    await continueButton(modal).click();
    await stepIs(modal, 5);
    await expect(amountInput(modal)).toHaveValue(/^42,?000(\.00)?$/);
    await continueButton(modal).click();
    await stepIs(modal, 6);
    await expect(review).toContainText('Partial transfer');
    await modal.getByRole('button', { name: /^confirm$/i }).click();

    await atPath(page, '/review');
    await expect(modal).toBeHidden();
    await expect(fundingCard(page)).toContainText('Transfer from an existing IRA');
    await expect(fundingCard(page)).toContainText('$42,000.00');
    const funding = (await app(page)).IRAApplication.IRAApplicationFundingResponse;
    expect(funding).toMatchObject({
      IRAFundingType: 1,
      Amount: 42000,
      TransferType: 'PartialCash',
      CustodianAccountType: 'Traditional',
      AccountNumber: 'ETC-778899',
    });
    expect(funding.IRAFundingCustodianResponse.Name).toBe('Equity Trust Company');

    // Review → equity agreement → agreement → submission.
    const visited = await driveWizard(page, a, '/kyc/success');
    expect(visited.filter((p) => !p.startsWith('/kyc/'))).toEqual([
      '/review',
      '/review/equity',
      '/review/agreement',
    ]);
    const done = await app(page);
    expect(done.IsCompletedApplication).toBe(true);
  });

  test('a transfer by "add manually": a bad phone shows its error, valid numbers go on to the account number', async ({
    page,
  }) => {
    await driveToFunding(page, 'traditional');
    await page.getByRole('button', { name: /^transfer from an existing ira/i }).click();
    const modal = modalOf(page);
    await stepIs(modal, 1);
    await modal.getByRole('button', { name: /add manually/i }).click();
    await expect(modal.getByRole('heading', { name: 'Add your custodian' })).toBeVisible();
    await modal.getByLabel(/^custodian name/i).fill('Prairie Trust Company');
    await modal.getByLabel(/^street address/i).fill('200 Prairie Avenue');
    await page.keyboard.press('Escape'); // close the suggestions, not the modal
    await expect(modal).toBeVisible();
    await modal.getByLabel(/^city/i).fill('Springfield');
    await modal.getByLabel(/^state/i).selectOption('IL');
    await modal.getByLabel(/^zip code/i).fill('62701');
    await modal.getByLabel(/^custodian phone/i).fill('(123) 456');
    await modal.getByLabel(/^custodian fax/i).fill('(312) 555-0148');
    await continueButton(modal).click();
    await expect(modal.getByText('Please enter a valid phone number.')).toBeVisible();
    await expect(modal.getByLabel(/^custodian phone/i)).toHaveAttribute('aria-invalid', 'true');
    await shoot(page, '16-custodian-manual-phone-error');
    await modal.getByLabel(/^custodian phone/i).fill('(312) 555-0147');
    await continueButton(modal).click();
    await stepIs(modal, 2);
    const funding = (await app(page)).IRAApplication.IRAApplicationFundingResponse;
    expect(funding.IRAFundingType).toBe(1);
    expect(funding.IRAFundingCustodianResponse).toMatchObject({ Name: 'Prairie Trust Company' });
    expect(JSON.stringify(funding.IRAFundingCustodianResponse)).toContain('5550147');
  });

  test('rollover and annual contribution: their amount screens lead to the review; the contribution limit', async ({
    page,
  }) => {
    await driveToFunding(page, 'traditional');
    await page.getByRole('button', { name: /^rollover/i }).click();
    await atPath(page, '/fund/retirement/rollover/amount');
    await amountInput(page).fill('150000');
    await clickContinue(page);
    await atPath(page, '/review');
    await expect(fundingCard(page)).toContainText('Rollover');
    await expect(fundingCard(page)).toContainText('$150,000.00');
    expect((await app(page)).IRAApplication.IRAApplicationFundingResponse).toMatchObject({
      IRAFundingType: 2,
      Amount: 150000,
    });

    await headerBack(page).click();
    await atPath(page, '/fund/retirement/rollover/amount');
    await headerBack(page).click();
    await atPath(page, '/fund/retirement');
    await page.getByRole('button', { name: /^cash \/ annual contribution/i }).click();
    await atPath(page, '/fund/retirement/contribution/amount');
    await amountInput(page).fill('7000.01');
    await expect(page.getByText(/more than the \$7,000 annual maximum/i)).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await amountInput(page).fill('6500');
    await expect(continueButton(page)).toBeEnabled();
    await clickContinue(page);
    await atPath(page, '/review');
    await expect(fundingCard(page)).toContainText('Cash / annual contribution');
    await expect(fundingCard(page)).toContainText('$6,500.00');
    const funding = (await app(page)).IRAApplication.IRAApplicationFundingResponse;
    expect(funding).toMatchObject({ IRAFundingType: 3, Amount: 6500 });
    expect(funding.ContributionYear).toBeGreaterThanOrEqual(new Date().getUTCFullYear() - 1);
  });

  test("'I'll do it later' after a rollover asks; Cancel keeps it, Skip deletes the IRA funding and 'Looks good' is enabled (doc 3 §2.4, §4)", async ({
    page,
  }) => {
    await driveToFunding(page, 'traditional');
    await page.getByRole('button', { name: /^rollover/i }).click();
    await atPath(page, '/fund/retirement/rollover/amount');
    expect((await app(page)).IRAApplication.IRAApplicationFundingResponse).toMatchObject({
      IRAFundingType: 2,
    });
    await headerBack(page).click();
    await atPath(page, '/fund/retirement');
    await page.getByRole('button', { name: /do it later/i }).click();
    const dialog = page.getByRole('dialog', { name: /skip funding/i });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^cancel$/i }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/fund/retirement');
    expect((await app(page)).IRAApplication.IRAApplicationFundingResponse).toMatchObject({
      IRAFundingType: 2,
    });
    await page.getByRole('button', { name: /do it later/i }).click();
    await dialog.getByRole('button', { name: /^skip$/i }).click();
    await atPath(page, '/review');
    await expect(fundingCard(page)).not.toContainText(/amount is missing/i);
    await expect(page.getByRole('button', { name: /looks good/i })).toBeEnabled();
    expect((await app(page)).IRAApplication.IRAApplicationFundingResponse ?? null).toBeNull();
  });
});
