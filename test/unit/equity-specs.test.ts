/**
 * The equity IRA agreement's ScreenSpec (machines/view/specs/equity-agreement.ts; doc 3 §2.5, §4,
 * §7): registry and lookups, prefill and data from sample IRA applications, the form's rule, and
 * the saver — no call when the IRA agreement is already accepted, else POST …/ira-agreements
 * {ApplicationUid} with 202 as the only success (checked through the real client over a fake fetch).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREEN_SPECS } from '../../machines/view/all-screen-specs';
import { fieldsOfSpec, type SpecContext } from '../../machines/view/screen-spec';
import {
  equityAgreementForm,
  equityAgreementSpec,
  IRA_AGREEMENT,
  withIraAgreement,
} from '../../machines/view/specs/equity-agreement';
import { ApiError, createApiClient, type ApiClient } from '../../services/api/client';
import type { Application, Settings } from '../../services/api/contract';
import { enEquity } from '../../src/i18n/en-equity';
import { SCREEN_FRAGMENTS } from '../../src/i18n/catalogue';
import { addTexts, hasKey, t } from '../../src/i18n/t';
import { specContext } from '../spec-context';

// The whole catalogue: the screens register their fragments when their chunk loads (issue 11).
addTexts(...Object.values(SCREEN_FRAGMENTS));

const APP_UID = 'e1e1e1e1-0000-0000-0000-000000000001';

function iraApp(
  over: Partial<Application> = {},
  iraType: 'Traditional' | 'Roth' | 'SEP' | 'SIMPLE' = 'Roth',
): Application {
  return {
    ApplicationUid: APP_UID,
    ApplicationType: 'IRA',
    AccountType: iraType,
    AccountUid: null,
    AccountNumber: null,
    AccountUpgradeType: null,
    RegistrationFlowType: 1,
    ApplicationStep: null,
    IsAssisted: false,
    IsCompletedApplication: false,
    CreatedOn: '2026-01-01T00:00:00Z',
    CreatedBy: null,
    SelectedApplicationTypes: { ApplicationType: 'IRA', AccountType: iraType },
    IndividualApplication: null,
    IRAApplication: {
      AccountType: iraType,
      IRAAccountType: iraType,
      Owner: null,
      CompanyName: null,
      CustomerDueDiligenceResponse: null,
    },
    ApplicationFunding: null,
    AgreementsAccepted: [],
    ApplicationOnboarding: { ApplicationOnboardingMenu: [], ApplicationOnboardingStep: null },
    ...over,
  };
}

function ctx(application: Application | null, over: Partial<SpecContext> = {}): SpecContext {
  return specContext({ application, path: '/review/equity', ...over });
}

interface Call {
  name: string;
  args: Record<string, unknown>;
}
/** A fake ApiClient whose `call` records name + args (the signal left out) and answers undefined (202, empty body). */
function fakeApi(fail?: ApiError) {
  const calls: Call[] = [];
  const api = {
    call: async (name: string, args: Record<string, unknown> = {}) => {
      const { signal: _signal, ...rest } = args;
      calls.push({ name, args: rest });
      if (fail) throw fail;
      return undefined;
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const save = (application: Application, values: Record<string, unknown>, api: ApiClient) =>
  equityAgreementSpec.save!(
    { values, application, person: 'main', countries: [], settings: null },
    { api },
  );

describe('registry', () => {
  it('registers the spec with its one field and the IRA agreement HTML as its lookup', () => {
    expect(SCREEN_SPECS.equityAgreement).toBe(equityAgreementSpec);
    expect(fieldsOfSpec(equityAgreementSpec)).toEqual(['agree']);
    expect(equityAgreementSpec.lookups).toEqual(['htmlIraAgreement']);
  });
});

describe('form (doc 3 §5 Agreement)', () => {
  it('a ticked box is {agree: true}; an unticked one gives the agree key', () => {
    expect(equityAgreementForm.parse({ agree: 'on' })).toEqual({ agree: true });
    const bad = equityAgreementForm.safeParse({});
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('fields.errors.validation.agree');
    expect(equityAgreementForm.safeParse({ agree: 'off' }).success).toBe(false);
  });
});

describe('initial and data', () => {
  it('prefills agree only when the IRA agreement is already accepted', () => {
    expect(equityAgreementSpec.initial!(ctx(iraApp()))).toEqual({ agree: '' });
    expect(
      equityAgreementSpec.initial!(ctx(iraApp({ AgreementsAccepted: ['haa', 'ach'] }))),
    ).toEqual({ agree: '' });
    expect(equityAgreementSpec.initial!(ctx(iraApp({ AgreementsAccepted: ['ira'] })))).toEqual({
      agree: 'on',
    });
    expect(equityAgreementSpec.initial!(ctx(null))).toEqual({ agree: '' });
  });

  it('hands the view the loaded HTML (null until loaded), the IRA type and the setup fee', () => {
    const settings = { EquityIraSetupFee: 50, Currency: 'USD' } as Settings;
    const loaded = ctx(iraApp({}, 'SEP'), {
      lookups: { htmlIraAgreement: { Agreement: '<h1>IRA</h1>' } },
      settings,
    });
    expect(equityAgreementSpec.data!(loaded)).toEqual({
      agreementHtml: '<h1>IRA</h1>',
      accepted: false,
      iraType: 'SEP',
      setupFee: 50,
      currency: 'USD',
    });
    expect(equityAgreementSpec.data!(ctx(iraApp({ AgreementsAccepted: ['ira'] })))).toMatchObject({
      agreementHtml: null,
      accepted: true,
      iraType: 'Roth',
      setupFee: null,
    });
    expect(equityAgreementSpec.data!(ctx(null)).iraType).toBeNull();
  });
});

describe('save (doc 3 §4, §7)', () => {
  it('accepts the IRA agreement when it is not accepted yet and lists it in AgreementsAccepted', async () => {
    const { api, calls } = fakeApi();
    const app = iraApp({ AgreementsAccepted: ['haa'] });
    const out = await save(app, { agree: true }, api);
    expect(calls).toEqual([
      {
        name: 'acceptIraAgreement',
        args: {
          params: { applicationUid: APP_UID },
          json: { ApplicationUid: APP_UID },
          expect: [202],
        },
      },
    ]);
    expect(out.called).toBe(true);
    expect(out.application.AgreementsAccepted).toEqual(['haa', IRA_AGREEMENT]);
    expect(app.AgreementsAccepted).toEqual(['haa']);
  });

  it('makes no call when the IRA agreement is already accepted', async () => {
    const { api, calls } = fakeApi();
    const app = iraApp({ AgreementsAccepted: ['ira'] });
    const out = await save(app, { agree: true }, api);
    expect(calls).toEqual([]);
    expect(out).toEqual({ application: app, called: false });
  });

  it('refuses a submit without the agreement, without a call, on the agree field', async () => {
    const { api, calls } = fakeApi();
    const err = await save(iraApp(), { agree: false }, api).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).failure.errors[0]).toMatchObject({
      Code: 'WizardValidation_MissingAgreementConsent',
      Context: 'agree',
    });
    expect(calls).toEqual([]);
  });

  it('lets the server’s error propagate', async () => {
    const failure = new ApiError({
      status: 400,
      errors: [{ Code: 'ApplicationIsCompleted', Message: null, Context: null }],
    });
    const { api } = fakeApi(failure);
    await expect(save(iraApp(), { agree: true }, api)).rejects.toBe(failure);
  });

  it('withIraAgreement adds the type once', () => {
    const once = withIraAgreement(iraApp());
    expect(withIraAgreement(once).AgreementsAccepted).toEqual(['ira']);
  });
});

describe('through the real client: 202 is the only success (doc 3 §4)', () => {
  function client(status: number) {
    const requests: { method: string; url: string; body: unknown }[] = [];
    const api = createApiClient({
      baseUrl: 'https://api.test',
      getToken: () => 'token',
      fetch: (async (input: Request) => {
        requests.push({
          method: input.method,
          url: input.url,
          body: await input
            .clone()
            .json()
            .catch(() => null),
        });
        return new Response(null, { status });
      }) as unknown as typeof fetch,
    });
    return { api, requests };
  }

  it('POSTs {ApplicationUid} to …/ira-agreements and succeeds on 202', async () => {
    const { api, requests } = client(202);
    const out = await save(iraApp(), { agree: true }, api);
    expect(out.called).toBe(true);
    expect(requests).toEqual([
      {
        method: 'POST',
        url: `https://api.test/v2/applications/${APP_UID}/ira-agreements`,
        body: { ApplicationUid: APP_UID },
      },
    ]);
  });

  it('treats another 2xx as a failure', async () => {
    const { api } = client(200);
    const err = await save(iraApp(), { agree: true }, api).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).failure.status).toBe(200);
  });

  it('without `expect`, api.call still takes any 2xx', async () => {
    const { api } = client(200);
    await expect(
      api.call('acceptIraAgreement', { params: { applicationUid: APP_UID } }),
    ).resolves.toBeUndefined();
  });
});

describe('texts (src/i18n/en-equity.ts)', () => {
  it('every text key of the view is in the catalogue, with the fragment’s wording', () => {
    const src = readFileSync(
      new URL('../../screens/equity-agreement.tsx', import.meta.url),
      'utf8',
    );
    const keys = [
      ...src.matchAll(/\bt\('([\w.]+)'/g),
      ...src.matchAll(/'(equityAgreement\.[\w.]+)'/g),
    ].map((m) => m[1]);
    keys.push(
      ...Object.keys(enEquity.equityAgreement.title).map((k) => `equityAgreement.title.${k}`),
    );
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((k) => !hasKey(k))).toEqual([]);
    expect(t('equityAgreement.scrollNote')).toBe(
      'Please scroll to review entire agreement before continuing',
    );
    expect(t('equityAgreement.title.SIMPLE')).toBe(enEquity.equityAgreement.title.SIMPLE);
  });
});
