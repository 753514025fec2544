/**
 * The legal-entity ScreenSpecs (machines/view/specs/: business type, business name, trust name,
 * trust EIN question, EIN, business address, business review — doc 2 §2.5–§2.11, §4, §7): create
 * versus update versus no call, the payloads, the application each saver hands back, and the
 * prefills and data read from sample Corporate applications. The client is a fake ApiClient whose
 * `call` records the endpoint name and arguments and answers canned data.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient, CallArgs, EndpointName } from '../../services/api/client';
import { ApiError } from '../../services/api/client';
import type { Application, LegalEntity } from '../../services/api/contract';
import { saveStep } from '../../machines/wizard-engine/save-step';
import { specOf } from '../../machines/view/screen-specs';
import {
  fieldsOfSpec,
  type SpecContext,
  type SpecSaveInput,
} from '../../machines/view/screen-spec';
import { businessAddressSpec } from '../../machines/view/specs/business-address';
import { businessNameSpec } from '../../machines/view/specs/business-name';
import {
  BUSINESS_REVIEW_EDIT_SCREENS,
  businessReviewOf,
  businessReviewSpec,
} from '../../machines/view/specs/business-review';
import { businessTypeSpec } from '../../machines/view/specs/business-type';
import { einSpec } from '../../machines/view/specs/ein';
import { trustEinQuestionSpec } from '../../machines/view/specs/trust-ein-question';
import { trustNameSpec } from '../../machines/view/specs/trust-name';
import { APP_UID, COUNTRIES, emptyApplication } from '../machines/fake-api';

// ---------------------------------------------------------------------------------------------
// fixtures
// ---------------------------------------------------------------------------------------------

const ADDRESS = {
  Street: '1 Main St',
  AptOrSuite: 'Suite 4',
  Apartment: 'Suite 4',
  City: 'Austin',
  State: 'TX',
  StateCaption: 'Texas',
  PostalCode: '78701',
  CountryIso3Code: 'USA',
  CountryIso2Code: 'US',
};

const entity = (e: Partial<LegalEntity> = {}): LegalEntity => ({
  LegalEntityUid: 'le-1',
  Name: 'Acme LLC',
  Ein: null,
  NoEin: null,
  AccountType: null,
  AddressResponse: null,
  ...e,
});

/** A Business (Corporate) application with the given sub-type and legal entity. */
function corporate(
  opts: {
    type?:
      | 'Corporate'
      | 'LimitedLiabilityCorporation'
      | 'Partnership'
      | 'SoleProprietorship'
      | 'Trust'
      | null;
    entity?: LegalEntity | null;
  } & Partial<Application> = {},
): Application {
  const { type = null, entity: le = null, ...rest } = opts;
  return emptyApplication({
    ApplicationType: 'Corporate',
    AccountType: type,
    SelectedApplicationTypes: { ApplicationType: 'Corporate', AccountType: type },
    IndividualApplication: null,
    CorporateApplication: {
      AccountType: type,
      CorporateAccountType: type,
      AuthorizedAgent: null,
      LegalEntity: le,
    },
    ...rest,
  });
}

interface Recorded {
  name: EndpointName;
  args: CallArgs<EndpointName>;
}

/** A fake ApiClient: `call` records and answers `answers[name]` (a value or a function of the args). */
function fakeApi(answers: Partial<Record<EndpointName, unknown>> = {}) {
  const calls: Recorded[] = [];
  const api = {
    call: async (name: EndpointName, args: CallArgs<EndpointName> = {}) => {
      calls.push({ name, args });
      const a = answers[name];
      return typeof a === 'function' ? (a as (x: CallArgs<EndpointName>) => unknown)(args) : a;
    },
  } as unknown as ApiClient;
  return { api, calls };
}

/** The legal-entities answer: the entity with the body applied (as server/routes/legal-entities.ts answers). */
const entityAnswer = (base: LegalEntity | null) => (args: CallArgs<EndpointName>) => {
  const body = args.json as unknown as Record<string, unknown>;
  const e = base ?? entity({ Name: null });
  if ('Name' in body) return { ...e, Name: body.Name };
  if ('NoEin' in body) return { ...e, Ein: body.Ein, NoEin: body.NoEin };
  return {
    ...e,
    AddressResponse: {
      ...body,
      Apartment: body.AptOrSuite,
      StateCaption: body.State === 'TX' ? 'Texas' : body.State,
    },
  };
};

const input = (application: Application, values: Record<string, unknown>): SpecSaveInput => ({
  values,
  application,
  person: 'main',
  countries: COUNTRIES,
  settings: null,
});

function ctx(application: Application | null, over: Partial<SpecContext> = {}): SpecContext {
  return {
    application,
    person: 'main',
    path: '',
    countries: COUNTRIES,
    states: [{ Code: 'TX', Caption: 'Texas' }],
    statesCountry: 'USA',
    settings: null,
    lookups: {},
    sameAddress: {},
    addressPick: null,
    addressSuggestions: [{ id: 's1', label: '1 Main St, Austin' }],
    editing: null,
    ...over,
  };
}

// ---------------------------------------------------------------------------------------------
// registry
// ---------------------------------------------------------------------------------------------

describe('registry', () => {
  it('serves each entity screen from its spec, and the save actor uses the spec saver', async () => {
    expect(specOf('businessType')).toBe(businessTypeSpec);
    expect(specOf('businessName')).toBe(businessNameSpec);
    expect(specOf('trustName')).toBe(trustNameSpec);
    expect(specOf('trustEinQuestion')).toBe(trustEinQuestionSpec);
    expect(specOf('ein')).toBe(einSpec);
    expect(specOf('businessAddress')).toBe(businessAddressSpec);
    expect(specOf('businessReview')).toBe(businessReviewSpec);
    const { api, calls } = fakeApi({ createLegalEntity: entityAnswer(null) });
    const out = await saveStep(
      {
        screen: 'businessName',
        values: { Name: 'Acme LLC' },
        application: corporate(),
        countries: COUNTRIES,
      },
      { api },
    );
    expect(calls.map((c) => c.name)).toEqual(['createLegalEntity']);
    expect(out.application.CorporateApplication?.LegalEntity?.Name).toBe('Acme LLC');
  });

  it('maps every business review item to the screen whose form and saver edit it', () => {
    expect(BUSINESS_REVIEW_EDIT_SCREENS).toEqual({
      businessName: 'businessName',
      businessType: 'businessType',
      ein: 'ein',
      businessAddress: 'businessAddress',
    });
    for (const screen of Object.values(BUSINESS_REVIEW_EDIT_SCREENS))
      expect(specOf(screen)?.save).toBeTypeOf('function');
  });
});

// ---------------------------------------------------------------------------------------------
// business type (doc 2 §2.5)
// ---------------------------------------------------------------------------------------------

describe('businessType spec', () => {
  const answer = (args: CallArgs<EndpointName>) => ({
    ApplicationType: 'Corporate',
    AccountType: (args.json as unknown as { CorporateAccountType: string }).CorporateAccountType,
  });

  it('creates (POST account-types) when no type is saved, with ApplicationType Corporate and the flow type', async () => {
    const { api, calls } = fakeApi({ createAccountTypes: answer });
    const out = await businessTypeSpec.save!(
      input(corporate({ RegistrationFlowType: 2 }), {
        CorporateAccountType: 'LimitedLiabilityCorporation',
      }),
      { api },
    );
    expect(out.called).toBe(true);
    expect(calls).toEqual([
      {
        name: 'createAccountTypes',
        args: {
          params: { applicationUid: APP_UID },
          query: { registrationFlowType: 2 },
          json: {
            ApplicationType: 'Corporate',
            CorporateAccountType: 'LimitedLiabilityCorporation',
          },
          signal: undefined,
        },
      },
    ]);
    const app = out.application;
    expect(app.ApplicationType).toBe('Corporate');
    expect(app.AccountType).toBe('LimitedLiabilityCorporation');
    expect(app.SelectedApplicationTypes.AccountType).toBe('LimitedLiabilityCorporation');
    expect(app.CorporateApplication?.CorporateAccountType).toBe('LimitedLiabilityCorporation');
    expect(app.CorporateApplication?.AccountType).toBe('LimitedLiabilityCorporation');
  });

  it('updates (PUT) when another type is saved and keeps the legal entity (with the new AccountType)', async () => {
    const { api, calls } = fakeApi({ updateAccountTypes: answer });
    const app = corporate({ type: 'Corporate', entity: entity() });
    const out = await businessTypeSpec.save!(input(app, { CorporateAccountType: 'Partnership' }), {
      api,
    });
    expect(calls.map((c) => c.name)).toEqual(['updateAccountTypes']);
    expect(calls[0].args.json).toEqual({
      ApplicationType: 'Corporate',
      CorporateAccountType: 'Partnership',
    });
    expect(out.application.CorporateApplication?.CorporateAccountType).toBe('Partnership');
    expect(out.application.CorporateApplication?.LegalEntity).toEqual({
      ...entity(),
      AccountType: 'Partnership',
    });
  });

  it('makes no call when the chosen type is the saved one', async () => {
    const { api, calls } = fakeApi();
    const app = corporate({ type: 'SoleProprietorship' });
    const out = await businessTypeSpec.save!(
      input(app, { CorporateAccountType: 'SoleProprietorship' }),
      { api },
    );
    expect(out).toEqual({ application: app, called: false });
    expect(calls).toEqual([]);
  });

  it('refuses a value that is not a corporate account type with the server code, without a call', async () => {
    const { api, calls } = fakeApi();
    await expect(
      businessTypeSpec.save!(input(corporate(), { CorporateAccountType: 'Roth' }), { api }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });

  it('prefills the saved business type; Trust or nothing gives no choice', () => {
    expect(businessTypeSpec.initial!(ctx(corporate({ type: 'Partnership' })))).toEqual({
      CorporateAccountType: 'Partnership',
    });
    expect(businessTypeSpec.initial!(ctx(corporate({ type: 'Trust' })))).toEqual({
      CorporateAccountType: '',
    });
    expect(businessTypeSpec.initial!(ctx(null))).toEqual({ CorporateAccountType: '' });
    expect(fieldsOfSpec(businessTypeSpec)).toEqual(['CorporateAccountType']);
  });
});

// ---------------------------------------------------------------------------------------------
// business and trust names (doc 2 §2.6, §2.7)
// ---------------------------------------------------------------------------------------------

describe.each([
  ['businessName', businessNameSpec],
  ['trustName', trustNameSpec],
] as const)('%s spec', (_id, spec) => {
  it('creates the legal entity (POST legal-entities {Name}) when none exists', async () => {
    const { api, calls } = fakeApi({ createLegalEntity: entityAnswer(null) });
    const out = await spec.save!(input(corporate(), { Name: 'Smith Family Trust' }), { api });
    expect(calls).toEqual([
      {
        name: 'createLegalEntity',
        args: {
          params: { applicationUid: APP_UID },
          json: { Name: 'Smith Family Trust' },
          signal: undefined,
        },
      },
    ]);
    expect(out.called).toBe(true);
    expect(out.application.CorporateApplication?.LegalEntity?.Name).toBe('Smith Family Trust');
  });

  it('updates the name (PUT legal-entities/names) when it differs', async () => {
    const saved = entity({ Name: 'Old Name', Ein: '12-3456789', NoEin: false });
    const { api, calls } = fakeApi({ updateLegalEntityName: entityAnswer(saved) });
    const out = await spec.save!(input(corporate({ entity: saved }), { Name: 'New Name' }), {
      api,
    });
    expect(calls.map((c) => [c.name, c.args.json])).toEqual([
      ['updateLegalEntityName', { Name: 'New Name' }],
    ]);
    expect(out.application.CorporateApplication?.LegalEntity).toEqual({
      ...saved,
      Name: 'New Name',
    });
  });

  it('makes no call when the name is unchanged', async () => {
    const app = corporate({ entity: entity({ Name: 'Acme LLC' }) });
    const { api, calls } = fakeApi();
    expect(await spec.save!(input(app, { Name: 'Acme LLC' }), { api })).toEqual({
      application: app,
      called: false,
    });
    expect(calls).toEqual([]);
  });

  it('prefills the saved name, empty without an entity', () => {
    expect(spec.initial!(ctx(corporate({ entity: entity({ Name: 'Acme LLC' }) })))).toEqual({
      Name: 'Acme LLC',
    });
    expect(spec.initial!(ctx(corporate()))).toEqual({ Name: '' });
    expect(fieldsOfSpec(spec)).toEqual(['Name']);
  });
});

// ---------------------------------------------------------------------------------------------
// trust EIN question (doc 2 §2.8)
// ---------------------------------------------------------------------------------------------

describe('trustEinQuestion spec', () => {
  it('saves nothing and marks the answer the saved EIN implies', () => {
    expect(trustEinQuestionSpec.save).toBeUndefined();
    expect(fieldsOfSpec(trustEinQuestionSpec)).toEqual([]);
    expect(trustEinQuestionSpec.data!(ctx(corporate({ type: 'Trust' })))).toEqual({
      current: null,
    });
    expect(
      trustEinQuestionSpec.data!(
        ctx(corporate({ type: 'Trust', entity: entity({ Ein: '12-3456789', NoEin: false }) })),
      ),
    ).toEqual({
      current: 'Yes',
    });
    expect(
      trustEinQuestionSpec.data!(
        ctx(corporate({ type: 'Trust', entity: entity({ Ein: '', NoEin: true }) })),
      ),
    ).toEqual({ current: 'No' });
  });
});

// ---------------------------------------------------------------------------------------------
// EIN (doc 2 §2.9)
// ---------------------------------------------------------------------------------------------

describe('ein spec', () => {
  it('creates (POST eins) when no EIN was ever given', async () => {
    const saved = entity();
    const { api, calls } = fakeApi({ createEin: entityAnswer(saved) });
    const out = await einSpec.save!(
      input(corporate({ entity: saved }), { Ein: '12-3456789', NoEin: false }),
      { api },
    );
    expect(calls).toEqual([
      {
        name: 'createEin',
        args: {
          params: { applicationUid: APP_UID },
          json: { Ein: '12-3456789', NoEin: false },
          signal: undefined,
        },
      },
    ]);
    expect(out.application.CorporateApplication?.LegalEntity).toEqual({
      ...saved,
      Ein: '12-3456789',
      NoEin: false,
    });
  });

  it("creates with {Ein: '', NoEin: true} when 'no EIN' is the first answer", async () => {
    const { api, calls } = fakeApi({ createEin: entityAnswer(entity()) });
    await einSpec.save!(input(corporate({ entity: entity() }), { Ein: '', NoEin: true }), { api });
    expect(calls.map((c) => [c.name, c.args.json])).toEqual([
      ['createEin', { Ein: '', NoEin: true }],
    ]);
  });

  it("updates (PUT eins) when an EIN or 'no EIN' is saved and the answer changes", async () => {
    const withEin = entity({ Ein: '12-3456789', NoEin: false });
    const a = fakeApi({ updateEin: entityAnswer(withEin) });
    await einSpec.save!(input(corporate({ entity: withEin }), { Ein: '', NoEin: true }), {
      api: a.api,
    });
    expect(a.calls.map((c) => [c.name, c.args.json])).toEqual([
      ['updateEin', { Ein: '', NoEin: true }],
    ]);

    const noEin = entity({ Ein: '', NoEin: true });
    const b = fakeApi({ updateEin: entityAnswer(noEin) });
    const out = await einSpec.save!(
      input(corporate({ entity: noEin }), { Ein: '98-7654321', NoEin: false }),
      { api: b.api },
    );
    expect(b.calls.map((c) => [c.name, c.args.json])).toEqual([
      ['updateEin', { Ein: '98-7654321', NoEin: false }],
    ]);
    expect(out.application.CorporateApplication?.LegalEntity?.Ein).toBe('98-7654321');
  });

  it('makes no call when Ein and NoEin equal the saved ones', async () => {
    for (const [saved, values] of [
      [entity({ Ein: '12-3456789', NoEin: false }), { Ein: '12-3456789', NoEin: false }],
      [entity({ Ein: '', NoEin: true }), { Ein: '', NoEin: true }],
    ] as const) {
      const app = corporate({ entity: saved });
      const { api, calls } = fakeApi();
      expect(await einSpec.save!(input(app, values), { api })).toEqual({
        application: app,
        called: false,
      });
      expect(calls).toEqual([]);
    }
  });

  it("prefills the saved EIN and the 'no EIN' box ('on')", () => {
    // The API answers only the last four (issue 12): the whole EIN is asked again, the hint shows them.
    expect(
      einSpec.initial!(ctx(corporate({ entity: entity({ Ein: '**-***6789', NoEin: false }) }))),
    ).toEqual({ Ein: '', NoEin: '', SavedEinLast4: '6789' });
    expect(einSpec.initial!(ctx(corporate({ entity: entity({ Ein: '', NoEin: true }) })))).toEqual({
      Ein: '',
      NoEin: 'on',
      SavedEinLast4: '',
    });
    expect(einSpec.initial!(ctx(corporate()))).toEqual({ Ein: '', NoEin: '', SavedEinLast4: '' });
    expect(fieldsOfSpec(einSpec)).toEqual(['Ein', 'NoEin']);
  });
});

// ---------------------------------------------------------------------------------------------
// business address (doc 2 §2.10)
// ---------------------------------------------------------------------------------------------

describe('businessAddress spec', () => {
  const values = {
    Street: '1 Main St',
    AptOrSuite: 'Suite 4',
    City: 'Austin',
    State: 'TX',
    PostalCode: '78701',
    CountryIso3Code: 'USA',
  };
  const payload = { ...values, CountryIso2Code: 'US' };

  it('creates (POST addresses) with the address payload when none is saved', async () => {
    const { api, calls } = fakeApi({ createLegalEntityAddress: entityAnswer(entity()) });
    const out = await businessAddressSpec.save!(input(corporate({ entity: entity() }), values), {
      api,
    });
    expect(calls).toEqual([
      {
        name: 'createLegalEntityAddress',
        args: { params: { applicationUid: APP_UID }, json: payload, signal: undefined },
      },
    ]);
    expect(out.application.CorporateApplication?.LegalEntity?.AddressResponse?.StateCaption).toBe(
      'Texas',
    );
  });

  it('updates (PUT addresses) when a different address is saved; an empty Apt/Suite is sent as null', async () => {
    const saved = entity({ AddressResponse: ADDRESS });
    const { api, calls } = fakeApi({ updateLegalEntityAddress: entityAnswer(saved) });
    await businessAddressSpec.save!(
      input(corporate({ entity: saved }), { ...values, AptOrSuite: '', City: 'Dallas' }),
      { api },
    );
    expect(calls.map((c) => [c.name, c.args.json])).toEqual([
      ['updateLegalEntityAddress', { ...payload, AptOrSuite: null, City: 'Dallas' }],
    ]);
  });

  it('makes no call when the address is unchanged', async () => {
    const app = corporate({ entity: entity({ AddressResponse: ADDRESS }) });
    const { api, calls } = fakeApi();
    expect(await businessAddressSpec.save!(input(app, values), { api })).toEqual({
      application: app,
      called: false,
    });
    expect(calls).toEqual([]);
  });

  it('prefills from LegalEntity.AddressResponse (USA by default), a street-lookup pick first', () => {
    expect(
      businessAddressSpec.initial!(
        ctx(corporate({ entity: entity({ AddressResponse: ADDRESS }) })),
      ),
    ).toEqual(values);
    expect(businessAddressSpec.initial!(ctx(corporate()))).toEqual({
      Street: '',
      AptOrSuite: '',
      City: '',
      State: '',
      PostalCode: '',
      CountryIso3Code: 'USA',
    });
    const pick = {
      Street: '9 Elm St',
      AptOrSuite: '',
      City: 'Reno',
      State: 'NV',
      PostalCode: '89501',
      CountryIso3Code: 'USA',
    };
    expect(
      businessAddressSpec.initial!(
        ctx(corporate({ entity: entity({ AddressResponse: ADDRESS }) }), { addressPick: pick }),
      ),
    ).toEqual(pick);
  });

  it("gives the address entry screen's lists", () => {
    const c = ctx(corporate(), { statesCountry: null });
    expect(businessAddressSpec.data!(c)).toEqual({
      countries: COUNTRIES,
      states: c.states,
      statesCountry: 'USA',
      usOnly: false,
      addressSuggestions: c.addressSuggestions,
    });
    expect(fieldsOfSpec(businessAddressSpec)).toEqual([
      'Street',
      'AptOrSuite',
      'City',
      'State',
      'PostalCode',
      'CountryIso3Code',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// business review (doc 2 §2.11)
// ---------------------------------------------------------------------------------------------

describe('businessReview spec', () => {
  const full = corporate({
    type: 'LimitedLiabilityCorporation',
    entity: entity({ Name: 'Acme LLC', Ein: '12-3456789', NoEin: false, AddressResponse: ADDRESS }),
  });

  it('lists name, type, EIN and address with the address parts and the country name', () => {
    const r = businessReviewOf(full, COUNTRIES);
    expect(r.items).toEqual([
      { id: 'businessName', value: 'Acme LLC', missing: false },
      { id: 'businessType', value: 'LimitedLiabilityCorporation', missing: false },
      { id: 'ein', value: '12-3456789', missing: false },
      { id: 'businessAddress', value: '1 Main St', missing: false },
    ]);
    expect(r.address).toEqual({
      Street: '1 Main St',
      AptOrSuite: 'Suite 4',
      City: 'Austin',
      State: 'Texas',
      PostalCode: '78701',
      Country: 'United States of America',
    });
    expect(r.assisted).toBe(false);
  });

  it('never flags missing info outside sales-assisted mode', () => {
    const r = businessReviewOf(corporate(), COUNTRIES);
    expect(r.items.map((i) => [i.value, i.missing])).toEqual([
      [null, false],
      [null, false],
      [null, false],
      [null, false],
    ]);
  });

  it('in sales-assisted mode flags each empty value, and the address when any required part is missing', () => {
    const empty = businessReviewOf(corporate({ IsAssisted: true }), COUNTRIES);
    expect(empty.assisted).toBe(true);
    expect(empty.items.every((i) => i.missing)).toBe(true);

    const noCaption = corporate({
      IsAssisted: true,
      type: 'Corporate',
      entity: entity({ Ein: '', NoEin: true, AddressResponse: { ...ADDRESS, StateCaption: null } }),
    });
    const r = businessReviewOf(noCaption, COUNTRIES);
    expect(Object.fromEntries(r.items.map((i) => [i.id, i.missing]))).toEqual({
      businessName: false,
      businessType: false,
      ein: false, // 'no EIN' is an answer, shown as N/A
      businessAddress: true, // StateCaption missing (doc 2 §2.11)
    });
    expect(r.items.find((i) => i.id === 'ein')?.value).toBeNull();
  });

  it("data carries the rows and the address edit form's lists; nothing is saved", () => {
    const d = businessReviewSpec.data!(ctx(full));
    expect(d).toMatchObject({
      assisted: false,
      countries: COUNTRIES,
      statesCountry: 'USA',
      usOnly: false,
    });
    expect((d.items as unknown[]).length).toBe(4);
    expect(businessReviewSpec.save).toBeUndefined();
  });
});
