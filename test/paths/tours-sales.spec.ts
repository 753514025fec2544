/**
 * Browser tours of the sales-assisted review (issue 34; doc 1 §2.10, §4.12; doc 2 §2.23, §4): for
 * each account kind a sales agent prepares a new customer's application (test/e2e/sales-assisted.spec.ts
 * does it for Individual) and sends the customer's invitation from the review — refused once with a
 * §8 error (the error modal with its catalogue text, OK: still the review), then sent (the
 * 'Invitation sent' dialog with the customer's e-mail, its OK returns to the back office); the
 * invitation mail is read back from the sandbox outbox. Each tour checks the review's invitation
 * transitions of its wizard, which no other browser run takes.
 *
 * The programme wizards (metalStream*): an agent's kind choice creates a standard application (the
 * assisted mode's flow type is 1, machines/entry/entry-gate.ts), but an agent continues a
 * customer's open programme application (doc 1 §4.12 'Continue application', §4.7: flow type 2 →
 * MetalStream): the customer registers at /aip, the agent's entry continues it and walks the
 * programme (manual funding, doc 3 §2.3) and the owner's secure steps to /aip/review.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { assistedUrl, salesLogin } from '../e2e/sales';
import { atPath, transferFromCustodian } from '../e2e/flow';
import {
  chooseKind,
  driveWizard,
  fundStepOf,
  newKindApplicant,
  type KindApplicant,
  type KindName,
} from '../e2e/kinds';
import { driveProgramme, registerAip, type MetalOwner } from '../e2e/metal';
import { inject } from './inject';
import { apiError, text, tourKit } from './tour-kit';

const { tour, expectTaken, taken } = tourKit(test);

/** The kinds an agent prepares, with their wizard ids. */
const SALES_TOUR_KINDS: [KindName, string][] = [
  ['individual', 'individual'],
  ['joint', 'joint'],
  ['trust', 'trust'],
  ['business', 'business'],
  ['traditional', 'iraPersonal'],
  ['sep', 'iraBusiness'],
  ['custodian', 'utma'],
];

/** The programme's owner kinds (/metal/owner) with their wizard ids. */
const PROGRAMME_TOUR_OWNERS: [MetalOwner, string][] = [
  ['Individual', 'metalStream'],
  ['JointTenants', 'metalStreamJoint'],
  ['UTMA', 'metalStreamUtma'],
  ['Trust', 'metalStreamTrust'],
  ['Business', 'metalStreamBusiness'],
];

/** POST /v2/sales/applications/{ApplicationUid}/invitations (doc 1 §7.3). */
const INVITATIONS = /^\/v2\/sales\/applications\/[^/]+\/invitations$/;

/**
 * The agent's entry for the customer `a` (doc 1 §4.12): a new customer's kind choice, or — the
 * customer has an open application — its 'Continue application'.
 */
async function agentEntry(page: Page, a: KindApplicant, customer: 'new' | 'continue') {
  await page.goto(assistedUrl(await salesLogin(page.request), a.email));
  if (customer === 'new') await atPath(page, '/choose-application', 30_000);
  else
    await page
      .getByRole('dialog', { name: text('sales.continueTitle') })
      .getByRole('button', { name: text('sales.continueApplication') })
      .click({ timeout: 30_000 });
  await expect(page.getByTestId('assisted-banner')).toContainText(a.email);
}

/**
 * On the review (`review`) of wizard `w`: the invitation refused once, then sent; the mail in the
 * outbox; 'Ok, return to back office'. Checks the review's five invitation transitions.
 */
async function sendInvitation(page: Page, w: string, a: KindApplicant, review: string) {
  const sentKey = `${w}.review.invitationSent —modal.confirm→ (self)`;
  // The back office is another site: answered locally once the page reported the OK.
  await page.route('https://www.**/**', async (route) => {
    for (let waited = 0; waited < 3_000 && !taken(w).has(sentKey); waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Back office</h1>' });
  });
  // The invitation refused (doc 1 §8): the error modal with its text; OK, still the review.
  const submit = page.getByRole('button', { name: text('sales.impersonateRegistration') });
  const refused = await inject(
    page,
    { method: 'POST', path: INVITATIONS },
    apiError('SomethingWentWrong'),
  );
  await submit.click();
  const failed = page.getByRole('dialog', { name: text('sales.invitationSendErrorTitle') });
  await expect(failed.getByRole('alert')).toHaveText(text('apiErrors.SomethingWentWrong'), {
    timeout: 20_000,
  });
  expect(await refused.remove()).toBe(1);
  await failed.getByRole('button', { name: text('common.ok') }).click();
  await expect(failed).toBeHidden();
  await atPath(page, review);

  // Sent: 'Invitation sent' with the customer's e-mail; the mail in the sandbox outbox.
  await submit.click();
  const sent = page.getByRole('dialog', { name: text('sales.invitationSentTitle') });
  await expect(sent).toContainText(a.email, { timeout: 20_000 });
  const outbox = await page.request.get(
    `/sandbox/outbox?recipient=${encodeURIComponent(a.email)}&template=sales-invitation`,
  );
  expect(outbox.status()).toBe(200);
  const mails = (await outbox.json()) as { Messages: { Data: { InvitationToken: string } }[] };
  expect(mails.Messages).toHaveLength(1);
  expect(mails.Messages[0]?.Data.InvitationToken).toMatch(/^inv_/);
  await sent.getByRole('button', { name: text('sales.returnToBackOffice') }).click();
  await page.waitForURL(/\/back-office\/draft-applications$/);
  expectTaken(w, [
    `${w}.review.editing —wizard.submit→ ${w}.review.sendingInvitation`,
    `${w}.review.sendingInvitation —xstate.error.actor.sendInvitation→ ${w}.review.invitationFailed`,
    `${w}.review.invitationFailed —modal.confirm→ ${w}.review.editing`,
    `${w}.review.sendingInvitation —xstate.done.actor.sendInvitation→ ${w}.review.invitationSent`,
    sentKey,
  ]);
}

for (const [kind, w] of SALES_TOUR_KINDS)
  tour(
    [w],
    `an agent prepares the application (${kind}) and sends the invitation from the review (refused once, then sent)`,
    async ({ page }) => {
      test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 300_000));
      const a = newKindApplicant();
      await agentEntry(page, a, 'new');
      await chooseKind(page, kind);
      await page.waitForURL((u) => ['/secure', '/business/secure'].includes(u.pathname), {
        timeout: 30_000,
      });
      // Funding: wire (HANDLERS '/fund/account'; the bank link is not offered to an agent), or
      // the IRA kinds' transfer from a custodian.
      const fund = fundStepOf(kind);
      if (fund === '/fund/retirement') {
        await driveWizard(page, a, fund);
        await transferFromCustodian(page);
        await page.waitForURL((u) => u.pathname !== fund, { timeout: 20_000 });
      }
      await driveWizard(page, a, '/review');
      await sendInvitation(page, w, a, '/review');
    },
  );

for (const [owner, w] of PROGRAMME_TOUR_OWNERS)
  tour(
    [w],
    `an agent continues the customer's programme application (${owner}), walks it to its review and sends the invitation (refused once, then sent)`,
    async ({ page }) => {
      test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 300_000));
      const a = newKindApplicant();
      // The customer registers at /aip; the agent's entry for the customer then continues it.
      await registerAip(page, a, 'HAA');
      await page.evaluate(() => sessionStorage.clear());
      await agentEntry(page, a, 'continue');
      await atPath(page, '/metal', 30_000);
      // The programme's funding: manual only for an agent (doc 3 §2.3).
      await driveProgramme(
        page,
        a,
        owner,
        async (path) => {
          if (path !== '/metal/funding') return;
          await expect(
            page.getByRole('button', { name: text('metalFunding.manualTitle') }),
          ).toBeVisible();
          await expect(
            page.getByRole('button', { name: text('metalFunding.bankTitle') }),
          ).toHaveCount(0);
        },
        '/aip/review',
      );
      await sendInvitation(page, w, a, '/aip/review');
    },
  );
