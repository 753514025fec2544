/**
 * Contract tests: joint tenancy type (doc 3 §2.4 Joint survivorship, §3 Joint tenancy, §7
 * "Joint tenancy create/update") and the IRA transfer payment delivery type (doc 3 §7
 * ira-transfers/payment-delivery-types); both paths and payloads are decisions (docs/decisions.md).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationResponse,
  endpoints,
  iraApplicationFunding,
  jointTenancyTypeResponse,
} from '../../services/api/contract';
import { applications, iraFundings } from '../../server/db/schema';
import { firstError, startHarness, type Harness, type Registered } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

type Applicant = Registered & { base: string };
async function applicant(query: string): Promise<Applicant> {
  const reg = await h.register(undefined, query);
  return { ...reg, base: `/v2/applications/${reg.applicationUid}` };
}
const joint = () => applicant('applicationType=JointTenants&registrationFlowType=1');

async function savedAccountType(uid: string): Promise<string | null> {
  const [row] = await h.database.db
    .select({ t: applications.accountType })
    .from(applications)
    .where(eq(applications.uid, uid));
  return row.t;
}

describe('joint-tenancy-types', () => {
  it('is in the contract endpoints table as POST and PUT', () => {
    expect(endpoints.createJointTenancyType).toMatchObject({
      method: 'POST',
      path: '/v2/applications/{applicationUid}/joint-tenancy-types',
    });
    expect(endpoints.updateJointTenancyType).toMatchObject({
      method: 'PUT',
      path: '/v2/applications/{applicationUid}/joint-tenancy-types',
    });
  });

  it('POST when none is saved (201), PUT to change it (200); GET application shows it', async () => {
    const a = await joint();
    const before = applicationResponse.parse(
      (await h.call('GET', a.base, { token: a.token })).json,
    );
    expect(before.JointTenantsApplication?.JointTenantsAccountType).toBeNull();
    expect(before.AccountType).toBeNull();

    const created = await h.call('POST', `${a.base}/joint-tenancy-types`, {
      token: a.token,
      body: { JointTenantsAccountType: 'WithRightOfSurvivorship' },
    });
    expect(created.status).toBe(201);
    expect(jointTenancyTypeResponse.parse(created.json)).toEqual({
      ApplicationType: 'JointTenants',
      AccountType: 'WithRightOfSurvivorship',
      JointTenantsAccountType: 'WithRightOfSurvivorship',
    });
    expect(await savedAccountType(a.applicationUid)).toBe('WithRightOfSurvivorship');
    const wros = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
    expect(wros.AccountType).toBe('WithRightOfSurvivorship');
    expect(wros.JointTenantsApplication).toMatchObject({
      AccountType: 'WithRightOfSurvivorship',
      JointTenantsAccountType: 'WithRightOfSurvivorship',
    });

    const updated = await h.call('PUT', `${a.base}/joint-tenancy-types`, {
      token: a.token,
      body: { JointTenantsAccountType: 'Common' },
    });
    expect(updated.status).toBe(200);
    expect(jointTenancyTypeResponse.parse(updated.json).JointTenantsAccountType).toBe('Common');
    const tic = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
    expect(tic.JointTenantsApplication?.JointTenantsAccountType).toBe('Common');
    expect(tic.ApplicationType).toBe('JointTenants');
  });

  it.each([
    [1, 'Common'],
    ['2', 'WithRightOfSurvivorship'],
    [2, 'WithRightOfSurvivorship'],
  ])(
    'accepts the code %j as %s (doc 3 §3: 1 Common, 2 WithRightOfSurvivorship)',
    async (code, name) => {
      const a = await joint();
      const r = await h.call('POST', `${a.base}/joint-tenancy-types`, {
        token: a.token,
        body: { JointTenantsAccountType: code },
      });
      expect(r.status).toBe(201);
      expect(jointTenancyTypeResponse.parse(r.json).JointTenantsAccountType).toBe(name);
      expect(await savedAccountType(a.applicationUid)).toBe(name);
    },
  );

  it.each([
    [{}, 'JointTenantsAccountTypeIsNullOrEmpty'],
    [{ JointTenantsAccountType: null }, 'JointTenantsAccountTypeIsNullOrEmpty'],
    [{ JointTenantsAccountType: '' }, 'JointTenantsAccountTypeIsNullOrEmpty'],
    [{ JointTenantsAccountType: 'Survivor' }, 'JointTenantsAccountTypeIsInvalid'],
    [{ JointTenantsAccountType: 3 }, 'JointTenantsAccountTypeIsInvalid'],
    [{ JointTenantsAccountType: true }, 'JointTenantsAccountTypeIsInvalid'],
  ])('refuses %j with %s and keeps the saved type', async (body, code) => {
    const a = await joint();
    await h.call('POST', `${a.base}/joint-tenancy-types`, {
      token: a.token,
      body: { JointTenantsAccountType: 'Common' },
    });
    const r = await h.call('PUT', `${a.base}/joint-tenancy-types`, { token: a.token, body });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: code, Context: 'JointTenantsAccountType' });
    expect(await savedAccountType(a.applicationUid)).toBe('Common');
  });

  it('refuses other application types with ApplicationTypeIsInvalid and leaves their AccountType alone', async () => {
    for (const query of [
      'applicationType=Individual',
      'applicationType=IRA&iraAccountType=Roth',
      'applicationType=UTMA&utmaAccountType=Custodian',
    ]) {
      const a = await applicant(query);
      const before = await savedAccountType(a.applicationUid);
      const r = await h.call('POST', `${a.base}/joint-tenancy-types`, {
        token: a.token,
        body: { JointTenantsAccountType: 'Common' },
      });
      expect(r.status, query).toBe(400);
      expect(firstError(r)).toMatchObject({
        Code: 'ApplicationTypeIsInvalid',
        Context: 'ApplicationType',
      });
      expect(await savedAccountType(a.applicationUid)).toBe(before);
    }
  });

  it('401 without a token, 403 for another user, 404 for an unknown application, 400 once completed', async () => {
    const a = await joint();
    const body = { JointTenantsAccountType: 'Common' };
    const none = await h.call('POST', `${a.base}/joint-tenancy-types`, { body });
    expect(none.status).toBe(401);
    expect(firstError(none).Code).toBe('InvalidToken');
    const other = await joint();
    const denied = await h.call('POST', `${a.base}/joint-tenancy-types`, {
      token: other.token,
      body,
    });
    expect(denied.status).toBe(403);
    expect(firstError(denied).Code).toBe('Error_PermissionDenied');
    expect(await savedAccountType(a.applicationUid)).toBeNull();
    const unknown = await h.call(
      'PUT',
      '/v2/applications/00000000-0000-4000-8000-000000000000/joint-tenancy-types',
      { token: a.token, body },
    );
    expect(unknown.status).toBe(404);
    expect(firstError(unknown).Code).toBe('InvalidApplicationUid');
    await h.database.db
      .update(applications)
      .set({ isCompleted: true })
      .where(eq(applications.uid, a.applicationUid));
    const done = await h.call('PUT', `${a.base}/joint-tenancy-types`, { token: a.token, body });
    expect(done.status).toBe(400);
    expect(firstError(done).Code).toBe('ApplicationIsCompleted');
  });
});

describe('ira-transfers/payment-delivery-types', () => {
  const ira = async (fundingType: 1 | 2 | 3 = 1) => {
    const a = await applicant('applicationType=IRA&iraAccountType=Traditional');
    const f = await h.call('POST', `${a.base}/ira-application-fundings`, {
      token: a.token,
      body: { IRAFundingType: fundingType },
    });
    expect(f.status).toBe(201);
    return a;
  };
  const saved = async (uid: string) =>
    (
      await h.database.db
        .select({ t: iraFundings.paymentDeliveryType })
        .from(iraFundings)
        .where(eq(iraFundings.applicationUid, uid))
    )[0]?.t ?? null;

  it('POST (201) and PUT (200), body or query; the answer and GET application carry PaymentDeliveryType', async () => {
    const a = await ira();
    const created = await h.call('POST', `${a.base}/ira-transfers/payment-delivery-types`, {
      token: a.token,
      body: { PaymentDeliveryType: 'Check' },
    });
    expect(created.status).toBe(201);
    expect(iraApplicationFunding.parse(created.json)).toMatchObject({
      IRAFundingType: 1,
      PaymentDeliveryType: 'Check',
    });
    expect(await saved(a.applicationUid)).toBe('Check');
    const viaQuery = await h.call(
      'PUT',
      `${a.base}/ira-transfers/payment-delivery-types?paymentDeliveryType=Wire`,
      { token: a.token },
    );
    expect(viaQuery.status).toBe(200);
    expect(iraApplicationFunding.parse(viaQuery.json).PaymentDeliveryType).toBe('Wire');
    // "Refresh IRA application" is GET application: the refreshed funding is there.
    const app = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
    expect(app.IRAApplication?.IRAApplicationFundingResponse?.PaymentDeliveryType).toBe('Wire');
    // The same type again keeps it; leaving IRATransfer clears it.
    expect(
      (
        await h.call('PUT', `${a.base}/ira-application-fundings`, {
          token: a.token,
          body: { IRAFundingType: 1 },
        })
      ).json.PaymentDeliveryType,
    ).toBe('Wire');
    const rollover = await h.call('PUT', `${a.base}/ira-application-fundings`, {
      token: a.token,
      body: { IRAFundingType: 2 },
    });
    expect(iraApplicationFunding.parse(rollover.json).PaymentDeliveryType).toBeNull();
    expect(await saved(a.applicationUid)).toBeNull();
  });

  it.each([
    [{}, 'PaymentDeliveryTypeIsNullOrEmpty'],
    [{ PaymentDeliveryType: '' }, 'PaymentDeliveryTypeIsNullOrEmpty'],
    [{ PaymentDeliveryType: 'Carrier pigeon' }, 'PaymentDeliveryTypeIsInvalid'],
    [{ PaymentDeliveryType: 1 }, 'PaymentDeliveryTypeIsInvalid'],
  ])('refuses %j with %s and keeps the saved value', async (body, code) => {
    const a = await ira();
    await h.call('POST', `${a.base}/ira-transfers/payment-delivery-types`, {
      token: a.token,
      body: { PaymentDeliveryType: 'Wire' },
    });
    const r = await h.call('PUT', `${a.base}/ira-transfers/payment-delivery-types`, {
      token: a.token,
      body,
    });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: code, Context: 'PaymentDeliveryType' });
    expect(await saved(a.applicationUid)).toBe('Wire');
  });

  it('needs an IRA transfer (FundingTypeIsNotDefined) and an IRA application (ApplicationTypeIsInvalid)', async () => {
    const rollover = await ira(2);
    const r = await h.call('POST', `${rollover.base}/ira-transfers/payment-delivery-types`, {
      token: rollover.token,
      body: { PaymentDeliveryType: 'Check' },
    });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({
      Code: 'FundingTypeIsNotDefined',
      Context: 'IRAFundingType',
    });
    const noFunding = await applicant('applicationType=IRA&iraAccountType=Roth');
    expect(
      firstError(
        await h.call('POST', `${noFunding.base}/ira-transfers/payment-delivery-types`, {
          token: noFunding.token,
          body: { PaymentDeliveryType: 'Check' },
        }),
      ).Code,
    ).toBe('FundingTypeIsNotDefined');
    const ind = await applicant('applicationType=Individual');
    const notIra = await h.call('POST', `${ind.base}/ira-transfers/payment-delivery-types`, {
      token: ind.token,
      body: { PaymentDeliveryType: 'Check' },
    });
    expect(notIra.status).toBe(400);
    expect(firstError(notIra)).toMatchObject({
      Code: 'ApplicationTypeIsInvalid',
      Context: 'ApplicationType',
    });
  });

  it('401 without a token, 403 for another user, 400 FundingAlreadySubmited once completed', async () => {
    const a = await ira();
    const body = { PaymentDeliveryType: 'Check' };
    expect(
      (await h.call('POST', `${a.base}/ira-transfers/payment-delivery-types`, { body })).status,
    ).toBe(401);
    const other = await ira();
    const denied = await h.call('POST', `${a.base}/ira-transfers/payment-delivery-types`, {
      token: other.token,
      body,
    });
    expect(denied.status).toBe(403);
    expect(firstError(denied).Code).toBe('Error_PermissionDenied');
    expect(await saved(a.applicationUid)).toBeNull();
    await h.database.db
      .update(applications)
      .set({ isCompleted: true })
      .where(eq(applications.uid, a.applicationUid));
    // The IRA funding went out with the submission (server/routes/fundings.ts fundingApplication).
    expect(
      firstError(
        await h.call('PUT', `${a.base}/ira-transfers/payment-delivery-types`, {
          token: a.token,
          body,
        }),
      ).Code,
    ).toBe('FundingAlreadySubmited');
  });
});
