/** Contract tests: applications, types, steps, access rules (doc 1 §3, §7.4, §8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTypesResponse,
  applicationResponse,
  createApplicationResponse,
  NULL_GUID,
  stepResponse,
} from '../../services/api/contract';
import { individualSteps } from '../../machines/wizards/individual.steps';
import { KNOWN_STEP_PATHS } from '../../server/domain/step-paths';
import { firstError, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('GET /v2/applications/{ApplicationUid}', () => {
  it('answers the applicationResponse shape with the Individual onboarding menu from the step table', async () => {
    const reg = await h.register();
    const r = await h.call('GET', `/v2/applications/${reg.applicationUid}`, { token: reg.token });
    expect(r.status).toBe(200);
    const app = applicationResponse.parse(r.json);
    expect(app).toMatchObject({
      ApplicationUid: reg.applicationUid,
      ApplicationType: 'Individual',
      IsCompletedApplication: false,
      IndividualApplication: { AccountType: null, Owner: null },
      ApplicationFunding: null,
      AgreementsAccepted: [],
      ApplicationStep: null,
    });
    const menu = app.ApplicationOnboarding.ApplicationOnboardingMenu;
    // HAA does not require the IRS backup-withholding answer (IsIRSRequired off): its step is left out.
    const asked = individualSteps.filter((s) => s.id !== 'backupWithholding');
    expect(menu.map((m) => m.Path)).toEqual(asked.map((s) => s.path));
    expect(menu.map((m) => m.Section)).toEqual(asked.map((s) => s.section));
    expect(menu.every((m) => !m.IsCompleted)).toBe(true);
    expect(r.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 403 Error_PermissionDenied for another user, 404 InvalidApplicationUid for unknown ids', async () => {
    const a = await h.register();
    const b = await h.register();
    const other = await h.call('GET', `/v2/applications/${b.applicationUid}`, { token: a.token });
    expect(other.status).toBe(403);
    expect(firstError(other)).toMatchObject({ Code: 'Error_PermissionDenied' });
    for (const uid of [crypto.randomUUID(), 'not-a-uuid', NULL_GUID]) {
      const r = await h.call('GET', `/v2/applications/${uid}`, { token: a.token });
      expect(r.status).toBe(404);
      expect(firstError(r).Code).toBe('InvalidApplicationUid');
    }
  });
});

describe('POST /v2/applications, types and account-types', () => {
  it('creates an application without a type and becomes the current one', async () => {
    const reg = await h.register();
    const r = await h.call('POST', '/v2/applications', {
      token: reg.token,
      body: { ApplicationType: '', RegistrationFlowType: 1, TrackingDetails: {} },
    });
    expect(r.status).toBe(201);
    const { ApplicationUid } = createApplicationResponse.parse(r.json);
    const app = applicationResponse.parse(
      (await h.call('GET', `/v2/applications/${ApplicationUid}`, { token: reg.token })).json,
    );
    expect(app.ApplicationType).toBeNull();
    expect(app.ApplicationOnboarding.ApplicationOnboardingMenu).toEqual([]);
  });

  it('POST types and POST/PUT account-types set ApplicationType and the matching AccountType', async () => {
    const reg = await h.register();
    const base = `/v2/applications/${reg.applicationUid}`;
    const t = await h.call('POST', `${base}/types?registrationFlowType=1`, {
      token: reg.token,
      body: { ApplicationType: 'Corporate', CorporateAccountType: 'Trust', IRAAccountType: 'Roth' },
    });
    expect(t.status).toBe(200);
    expect(accountTypesResponse.parse(t.json)).toEqual({
      ApplicationType: 'Corporate',
      AccountType: 'Trust',
    });
    const p = await h.call('PUT', `${base}/account-types`, {
      token: reg.token,
      body: { ApplicationType: 'Individual' },
    });
    expect(p.json).toEqual({ ApplicationType: 'Individual', AccountType: null });
    const app = (await h.call('GET', base, { token: reg.token })).json;
    expect(app.SelectedApplicationTypes).toEqual({
      ApplicationType: 'Individual',
      AccountType: null,
    });
    const bad = await h.call('POST', `${base}/account-types`, {
      token: reg.token,
      body: { ApplicationType: 'Pension' },
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad)).toMatchObject({
      Code: 'ApplicationTypeIsInvalid',
      Context: 'ApplicationType',
    });
  });
});

describe('POST .../steps', () => {
  it('records a literal path of doc 1 §2.1 as ApplicationStep and marks earlier menu items completed', async () => {
    const reg = await h.register();
    const base = `/v2/applications/${reg.applicationUid}`;
    const r = await h.call('POST', `${base}/steps`, {
      token: reg.token,
      body: { Step: '/secure/dob' },
    });
    expect(r.status).toBe(200);
    expect(stepResponse.parse(r.json)).toEqual({
      ApplicationUid: reg.applicationUid,
      ApplicationStep: '/secure/dob',
    });
    const app = applicationResponse.parse((await h.call('GET', base, { token: reg.token })).json);
    expect(app.ApplicationStep).toBe('/secure/dob');
    expect(app.ApplicationOnboarding.ApplicationOnboardingStep).toBe('/secure/dob');
    const done = app.ApplicationOnboarding.ApplicationOnboardingMenu.filter(
      (m) => m.IsCompleted,
    ).map((m) => m.Path);
    expect(done).toEqual(['/secure', '/secure/name', '/secure/phone-number']);
  });

  it('knows every path of the Individual step table and the KYC paths', () => {
    for (const s of individualSteps) expect(KNOWN_STEP_PATHS.has(s.path), s.path).toBe(true);
    for (const p of [
      '/kyc/processing',
      '/kyc/proof-of-identity/minor/passport/camera',
      '/kyc/proof-of-residence/voided-check',
      '/',
    ]) {
      expect(KNOWN_STEP_PATHS.has(p), p).toBe(true);
    }
  });

  it.each(['/secure/unknown', '/admin', 'secure', ''])(
    'refuses %j with WizardValidation_InvalidApplicationStepType and keeps the previous step',
    async (Step) => {
      const reg = await h.register();
      const base = `/v2/applications/${reg.applicationUid}`;
      await h.call('POST', `${base}/steps`, { token: reg.token, body: { Step: '/secure/name' } });
      const r = await h.call('POST', `${base}/steps`, { token: reg.token, body: { Step } });
      expect(r.status).toBe(400);
      expect(firstError(r).Context).toBe('Step');
      if (Step.startsWith('/'))
        expect(firstError(r).Code).toBe('WizardValidation_InvalidApplicationStepType');
      expect((await h.call('GET', base, { token: reg.token })).json.ApplicationStep).toBe(
        '/secure/name',
      );
    },
  );
});

describe('routing', () => {
  it('answers 404 NotFound for unknown API routes and never a 5xx', async () => {
    const r = await h.call('GET', '/v2/nothing-here');
    expect(r.status).toBe(404);
    expect(firstError(r).Code).toBe('NotFound');
    const reg = await h.register();
    const x = await h.call('POST', `/v2/applications/${reg.applicationUid}/xyz-agreements`, {
      token: reg.token,
    });
    expect(x.status).toBe(404);
  });

  it('answers 413 RequestTooLarge for an oversized body', async () => {
    const r = await h.call('POST', '/v2/tracking-details', {
      body: { AffiliateCode: 'x'.repeat(300_000) },
    });
    expect(r.status).toBe(413);
    expect(firstError(r).Code).toBe('RequestTooLarge');
  });
});
