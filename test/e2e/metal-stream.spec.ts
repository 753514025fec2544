/**
 * The recurring metal programme end to end (doc 1 §2.4, §4.1 AIP entry; doc 3 §2.2, §2.3, §4): a
 * new applicant at /aip registers (RegistrationFlowType 2, Individual), lands on the programme's
 * welcome (/metal), chooses a monthly amount, a 60 / 40 split, a gold and a silver product and
 * manual funding, passes the Overview and the summary, secures the account under /aip/secure,
 * enters the address, and opens the account from the metal agreement (/aip/review/agreement). A
 * reload on the way resumes on the same step. The visited paths must be the table's USA sequence
 * and the reference server must hold the programme and the accepted agreements.
 * The screens' handlers and the /aip registration are test/e2e/metal.ts (shared with the
 * generated paths).
 */
import { expect, test } from './fixtures';
import { metalStreamSequences } from '../../machines/wizards/metal-stream.steps';
import { atPath, fetchApplication } from './flow';
import { newKindApplicant } from './kinds';
import { driveProgramme, registerAip } from './metal';

test('a new applicant at /aip opens the recurring programme through to the agreement (manual funding)', async ({
  page,
}) => {
  const a = newKindApplicant();
  // The AIP flow has no kind choice: the account is an Individual one of flow type 2 (doc 1 §4.1).
  await registerAip(page, a);

  const created = await fetchApplication(page);
  expect(created.body).toMatchObject({ RegistrationFlowType: 2, ApplicationType: 'Individual' });

  let reloaded = false;
  const visited = await driveProgramme(page, a, 'Individual', async (path) => {
    if (path !== '/metal/gold' || reloaded) return;
    // A reload resumes on the step the URL names (doc 1 §4.10).
    reloaded = true;
    await page.reload();
    await atPath(page, '/metal/gold', 30_000);
  });
  expect(reloaded).toBe(true);
  const last = visited[visited.length - 1];
  expect(visited.slice(0, -1)).toEqual([...metalStreamSequences.usaBothMetals]);
  expect(last.startsWith('/kyc/')).toBe(true);

  const { body: app } = await fetchApplication(page);
  expect(app.MetalStream).toMatchObject({
    Amount: 250,
    GoldPercentage: 0.6,
    SilverPercentage: 0.4,
    UseAccountBalance: true,
    BankAccountUid: null,
  });
  expect(app.MetalStream.SymbolCodeGold).toBeTruthy();
  expect(app.MetalStream.SymbolCodeSilver).toBeTruthy();
  // doc 3 §4: no linked bank, so the metal-stream terms and the main agreement only.
  expect(app.AgreementsAccepted).toEqual(expect.arrayContaining(['metal-stream', 'haa']));
  expect(app.AgreementsAccepted).not.toContain('ach');
  expect(app.IndividualApplication.Owner.PersonName.FirstName).toBe(a.firstName);
});
