/**
 * The recurring programme sold with a joint account (doc 2 §2.2 "Metal stream", §2.3
 * METAL_SECURE_ACCOUNT; doc 3 §2.4 /fund/metal/survivor; issue 21 item 9) in Debian's Chromium
 * against the reference server: a new applicant at /aip sets up the programme, chooses 'Me and
 * another person' on /metal/owner (the application becomes JointTenants, flow type 2), secures
 * both owners under /aip/secure (the secondary's routes of doc 2 §2.3), enters the addresses,
 * chooses the survivorship on /fund/metal/survivor and opens the account from the metal agreement.
 * The visited paths must be the programme's joint sequence (machines/wizards/metal-owners.steps.ts)
 * and the reference server must hold a joint application with the programme and both owners.
 */
import { expect, test } from './fixtures';
import { metalOwnerSequences } from '../../machines/wizards/metal-owners.steps';
import { fetchApplication } from './flow';
import { newKindApplicant } from './kinds';
import { driveProgramme, registerAip } from './metal';

/**
 * The screens compared: without the second owner's address entry, shown or left out by the
 * same-address answer (doc 2 §2.20), and REFRESH_LOADING, passed when the owner choice loads the
 * joint application (doc 1 §2.9).
 */
const screens = (paths: readonly string[]) =>
  paths.filter((p) => p !== '/address/secondary/enter' && p !== '/refresh/loading');

test('a new applicant at /aip opens the recurring programme with a joint account', async ({
  page,
}) => {
  const a = newKindApplicant();
  await registerAip(page, a);

  let owned = false;
  const visited = await driveProgramme(page, a, 'JointTenants', async (path) => {
    if (path !== '/aip/secure' || owned) return;
    owned = true;
    // The owner choice made the application a joint one of flow type 2 (POST …/types).
    const { body } = await fetchApplication(page);
    expect(body).toMatchObject({ ApplicationType: 'JointTenants', RegistrationFlowType: 2 });
  });
  expect(owned).toBe(true);
  const last = visited[visited.length - 1];
  expect(last.startsWith('/kyc/')).toBe(true);
  expect(screens(visited.slice(0, -1))).toEqual(
    screens(metalOwnerSequences.joint.usa_usa_entered_bothMetals),
  );

  const { body: app } = await fetchApplication(page);
  expect(app).toMatchObject({ ApplicationType: 'JointTenants', RegistrationFlowType: 2 });
  expect(app.MetalStream).toMatchObject({ Amount: 250 });
  const joint = app.JointTenantsApplication;
  expect(joint.PrimaryHolder.PersonName).toMatchObject({
    FirstName: a.firstName,
    LastName: a.lastName,
  });
  expect(joint.SecondaryHolder.PersonName).toMatchObject({
    FirstName: a.second.firstName,
    LastName: a.second.lastName,
  });
  expect(joint.SecondaryHolder.PersonSsn).toBeTruthy();
  // The survivorship chosen on /fund/metal/survivor ('With right of survivorship').
  expect(joint.JointTenantsAccountType).toBe('WithRightOfSurvivorship');
});
