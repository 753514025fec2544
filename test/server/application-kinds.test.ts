/**
 * Contract tests of doc 1 §7.4 beyond the Individual path: DELETE application, types and
 * account-types for every kind and sub-type (doc 1 §9), and the per-type sub-object with its
 * person sections in GET application (doc 1 §3, doc 2 §3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTypesResponse,
  applicationResponse,
  CORPORATE_ACCOUNT_TYPES,
  errorResponse,
  IRA_ACCOUNT_TYPES,
  JOINT_ACCOUNT_TYPES,
  jwtClaims,
  NULL_GUID,
  UTMA_ACCOUNT_TYPES,
  type ApplicationType,
} from '../../services/api/contract';
import { decodeJwt } from 'jose';
import { firstError, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const KINDS: Array<[ApplicationType, string | null, readonly string[]]> = [
  ['Individual', null, []],
  ['Corporate', 'CorporateAccountType', CORPORATE_ACCOUNT_TYPES],
  ['IRA', 'IRAAccountType', IRA_ACCOUNT_TYPES],
  ['JointTenants', 'JointTenantsAccountType', JOINT_ACCOUNT_TYPES],
  ['UTMA', 'UTMAAccountType', UTMA_ACCOUNT_TYPES],
];
const SUB_OBJECT: Record<ApplicationType, string> = {
  Individual: 'IndividualApplication',
  Corporate: 'CorporateApplication',
  IRA: 'IRAApplication',
  JointTenants: 'JointTenantsApplication',
  UTMA: 'UTMAApplication',
};
const SECTIONS: Record<ApplicationType, [string, string | null]> = {
  Individual: ['Owner', null],
  Corporate: ['AuthorizedAgent', null],
  IRA: ['Owner', null],
  JointTenants: ['PrimaryHolder', 'SecondaryHolder'],
  UTMA: ['Custodian', 'Minor'],
};

type Case = [ApplicationType, string | null, string | null];
const cases: Case[] = KINDS.flatMap(([kind, field, subs]): Case[] =>
  subs.length ? subs.map((sub): Case => [kind, field, sub]) : [[kind, field, null]],
);

describe('account-types for every kind and sub-type', () => {
  it.each(cases)(
    '%s / %s = %s: POST and PUT answer the names; GET shows the sub-object',
    async (kind, field, sub) => {
      const reg = await h.register();
      const base = `/v2/applications/${reg.applicationUid}`;
      const body = {
        ApplicationType: kind,
        ...(field ? { [field]: sub } : {}),
        TrackingDetails: {},
      };
      for (const method of ['POST', 'PUT']) {
        const r = await h.call(method, `${base}/account-types?registrationFlowType=1`, {
          token: reg.token,
          body,
        });
        expect(r.status, method).toBe(200);
        expect(accountTypesResponse.parse(r.json)).toEqual({
          ApplicationType: kind,
          AccountType: sub,
        });
      }
      // The main person, and the second where the kind has one, appear in their sections.
      const [main, second] = SECTIONS[kind];
      const p1 = await h.call('POST', `${base}/persons?isPrimary=true`, {
        token: reg.token,
        body: { FirstName: 'Main', LastName: 'Person' },
      });
      expect(p1.status).toBe(201);
      if (second) {
        const p2 = await h.call('POST', `${base}/persons?isPrimary=false`, {
          token: reg.token,
          body: { FirstName: 'Second', LastName: 'Person' },
        });
        expect(p2.status).toBe(201);
      }
      const app = applicationResponse.parse((await h.call('GET', base, { token: reg.token })).json);
      expect(app).toMatchObject({
        ApplicationType: kind,
        AccountType: sub,
        SelectedApplicationTypes: { ApplicationType: kind, AccountType: sub },
      });
      const subObject = (app as Record<string, unknown>)[SUB_OBJECT[kind]] as Record<
        string,
        unknown
      >;
      expect(subObject).toMatchObject({
        AccountType: sub,
        [main]: { PersonName: { FirstName: 'Main', LastName: 'Person' } },
      });
      if (field) expect(subObject[field]).toBe(sub);
      if (second) expect(subObject[second]).toMatchObject({ PersonName: { FirstName: 'Second' } });
      for (const other of Object.values(SUB_OBJECT).filter((k) => k !== SUB_OBJECT[kind])) {
        expect((app as Record<string, unknown>)[other], other).toBeNull();
      }
    },
  );

  it.each(KINDS.filter(([, field]) => field))(
    '%s without %s: account-types answers AccountTypeIsNotDefined; types accepts the kind alone',
    async (kind, field) => {
      const reg = await h.register();
      const base = `/v2/applications/${reg.applicationUid}`;
      const r = await h.call('POST', `${base}/account-types`, {
        token: reg.token,
        body: { ApplicationType: kind },
      });
      expect(r.status).toBe(400);
      expect(firstError(r)).toMatchObject({ Code: 'AccountTypeIsNotDefined', Context: field });
      const t = await h.call('POST', `${base}/types`, {
        token: reg.token,
        body: { ApplicationType: kind },
      });
      expect(t.status).toBe(200);
      expect(t.json).toEqual({ ApplicationType: kind, AccountType: null });
    },
  );

  it('refuses unknown names with the field as Context and changes nothing', async () => {
    const reg = await h.register();
    const base = `/v2/applications/${reg.applicationUid}`;
    for (const [body, context] of [
      [{ ApplicationType: 'Pension' }, 'ApplicationType'],
      [{ ApplicationType: 'IRA', IRAAccountType: 'Gold' }, 'IRAAccountType'],
    ] as const) {
      const r = await h.call('PUT', `${base}/account-types`, { token: reg.token, body });
      expect(r.status).toBe(400);
      expect(errorResponse.parse(r.json).Errors[0].Context).toBe(context);
    }
    expect((await h.call('GET', base, { token: reg.token })).json.ApplicationType).toBe(
      'Individual',
    );
  });
});

describe('DELETE /v2/applications/{ApplicationUid}', () => {
  it('deletes the application; the next refresh names the newest remaining one, then none', async () => {
    const reg = await h.register();
    const second = (
      await h.call('POST', '/v2/applications', {
        token: reg.token,
        body: { ApplicationType: 'IRA' },
      })
    ).json.ApplicationUid;
    const r = await h.call('DELETE', `/v2/applications/${second}`, { token: reg.token });
    expect(r.status).toBe(204);
    expect((await h.call('GET', `/v2/applications/${second}`, { token: reg.token })).status).toBe(
      404,
    );
    // Refresh tokens rotate (issue 12): each refresh presents the newest one.
    let tokens = { JwtToken: reg.token, JwtRefreshToken: reg.refresh };
    const refresh = async () => {
      const json = (await h.call('POST', '/v2/authenticate/authenticate/refresh', { body: tokens }))
        .json;
      tokens = { JwtToken: json.JwtToken, JwtRefreshToken: json.JwtRefreshToken };
      return jwtClaims.parse(decodeJwt(json.JwtToken)).ApplicationUid;
    };
    expect(await refresh()).toBe(reg.applicationUid);
    expect(
      (await h.call('DELETE', `/v2/applications/${reg.applicationUid}`, { token: reg.token }))
        .status,
    ).toBe(204);
    expect(await refresh()).toBe(NULL_GUID);
  });

  it('answers 404 InvalidApplicationUid, 403 Error_PermissionDenied, 401 InvalidToken', async () => {
    const a = await h.register();
    const b = await h.register();
    expect(
      firstError(
        await h.call('DELETE', `/v2/applications/${crypto.randomUUID()}`, { token: a.token }),
      ).Code,
    ).toBe('InvalidApplicationUid');
    const denied = await h.call('DELETE', `/v2/applications/${b.applicationUid}`, {
      token: a.token,
    });
    expect(denied.status).toBe(403);
    expect(firstError(denied).Code).toBe('Error_PermissionDenied');
    expect((await h.call('DELETE', `/v2/applications/${b.applicationUid}`)).status).toBe(401);
    expect(
      (await h.call('GET', `/v2/applications/${b.applicationUid}`, { token: b.token })).status,
    ).toBe(200);
  });
});

describe('POST|PUT /v2/applications/{ApplicationUid}/ira-business-names', () => {
  it('saves the IRA business name into IRAApplication.CompanyName', async () => {
    const reg = await h.register(undefined, 'applicationType=IRA&iraAccountType=SEP');
    const base = `/v2/applications/${reg.applicationUid}`;
    const created = await h.call('POST', `${base}/ira-business-names`, {
      token: reg.token,
      body: { BusinessName: ' Acme Dental PC ' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ BusinessName: 'Acme Dental PC' });
    expect(
      (
        await h.call('PUT', `${base}/ira-business-names`, {
          token: reg.token,
          body: { BusinessName: 'Acme Dental' },
        })
      ).status,
    ).toBe(200);
    const app = applicationResponse.parse((await h.call('GET', base, { token: reg.token })).json);
    expect(app.IRAApplication?.CompanyName).toBe('Acme Dental');
  });

  it.each([
    [{}, 'BusinessNameIsNullOrEmpty'],
    [{ BusinessName: '   ' }, 'BusinessNameIsNullOrEmpty'],
    [{ BusinessName: 'b'.repeat(51) }, 'BusinessNameIsInvalidLength'],
  ])('refuses %j with %s (Context BusinessName)', async (body, code) => {
    const reg = await h.register(undefined, 'applicationType=IRA&iraAccountType=SIMPLE');
    const r = await h.call('PUT', `/v2/applications/${reg.applicationUid}/ira-business-names`, {
      token: reg.token,
      body,
    });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: code, Context: 'BusinessName' });
  });

  it('refuses a non-IRA application with ApplicationTypeIsInvalid', async () => {
    const reg = await h.register();
    const r = await h.call('POST', `/v2/applications/${reg.applicationUid}/ira-business-names`, {
      token: reg.token,
      body: { BusinessName: 'X' },
    });
    expect(firstError(r)).toMatchObject({
      Code: 'ApplicationTypeIsInvalid',
      Context: 'ApplicationType',
    });
  });
});
