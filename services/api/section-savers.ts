/**
 * The section savers (doc 2 §4 "Create versus update", doc 3 §4): create when no prior value
 * exists, update when one does, and make NO call when the submitted data equals the saved data.
 * Each saver takes the screen's form values (the shapes of services/api/fields.ts) and the
 * application as last loaded, and returns the application with the saved section replaced, so the
 * machine's guards (identity country, funding method) read the new data.
 *
 * Savers are keyed by screen, not by step: the same screen saves the same way in every wizard and
 * in the review's edit modal; the ScreenSpecs (machines/view/specs/) name them and the wizard
 * engine's dispatcher (machines/wizard-engine/save-step.ts `saveStep`) calls them. Nothing here
 * imports a machine (issue 23). Phone conversion loads libphonenumber-js lazily so the phone
 * metadata stays out of the welcome page's bundle.
 */
import type { z } from 'zod';
import {
  BANK_FUNDING_TYPES,
  GIFT_STATE_LIST_TYPE,
  applicationFunding as applicationFundingSchema,
  personResponse,
  type Application,
  type Country,
  type Person,
  type Settings,
} from './contract';
import type { AddressBody, ApiClient, EmptyPhoneBody, NameBody, PhoneBody } from './client';
import { ApiError } from './client';
import { toIsoDate } from './fields';
import { personOf, withPerson, type PersonSlot } from './application-access';

/** What the save actor hands a spec's saver. */
export interface SpecSaveInput {
  /** The form values as the screen's zod form outputs them. */
  values: Record<string, unknown>;
  application: Application;
  person: PersonSlot;
  countries: readonly Country[];
  settings: Settings | null;
}
export interface SpecSaveOutput {
  application: Application;
  /** False when the data was unchanged and no call was made. */
  called: boolean;
  /** Flow flags the answer sets (no PII), e.g. { sameAddress: true } for the step's slot. */
  flags?: { sameAddress?: boolean };
}

/** What a saver needs: the API client, the abort signal, the stored fraud session id (issue 35 item 2). */
type Ctx = { api: ApiClient; signal?: AbortSignal; fraudSessionId?: string | null };
type ApplicationFunding = z.infer<typeof applicationFundingSchema>;

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());
const orNull = (v: unknown): string | null => (str(v) === '' ? null : str(v));

/** The person screens (their savers are PERSON_SAVERS, named by their ScreenSpecs). */
export type PersonScreen = 'name' | 'phone' | 'dob' | 'identityCountry' | 'ssn' | 'addressEnter';

/** The person of the step's slot; the name step creates it, so a later step without one cannot save. */
function requirePerson(app: Application, slot: PersonSlot): Person {
  const p = personOf(app, slot);
  if (!p) {
    throw new ApiError({
      status: 409,
      errors: [{ Code: 'PersonNotFound', Message: null, Context: null }],
    });
  }
  return p;
}

/** A person answer that does not parse as a full person falls back to re-reading the application. */
async function personOrReload(
  ctx: Ctx,
  app: Application,
  slot: PersonSlot,
  answer: unknown,
): Promise<Application> {
  const parsed = personResponse.safeParse(answer);
  if (parsed.success) return withPerson(app, slot, parsed.data);
  return ctx.api.getApplication(app.ApplicationUid, { signal: ctx.signal });
}

/** The name payload of nameForm output {FirstName, MiddleName?, LastName, Suffix}. */
export function namePayload(values: Record<string, unknown>): NameBody {
  const suffix = Number(values.Suffix ?? 0);
  return {
    FirstName: str(values.FirstName),
    MiddleName: orNull(values.MiddleName),
    LastName: str(values.LastName),
    SuffixType: Number.isFinite(suffix) ? suffix : 0,
  };
}

/** dateOfBirthForm output {Month, Day, Year} (numbers or digit strings) → 'yyyy-MM-dd'. */
export function dobPayload(values: Record<string, unknown>): string {
  return toIsoDate(Number(values.Year), Number(values.Month), Number(values.Day));
}

/** ssnForm output → 'XXX-XX-XXXX' (doc 2 §7); the last-4 form's four digits stay as they are (doc 2 §2.15). */
export function ssnPayload(values: Record<string, unknown>): string {
  const d = str(values.Ssn).replace(/\D/g, '');
  if (d.length === 4) return d;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5, 9)}`;
}

export function addressPayload(
  values: Record<string, unknown>,
  countries: readonly Country[],
): AddressBody {
  const iso3 = str(values.CountryIso3Code).toUpperCase();
  return {
    Street: str(values.Street),
    AptOrSuite: orNull(values.AptOrSuite),
    City: str(values.City),
    State: str(values.State),
    PostalCode: str(values.PostalCode),
    CountryIso3Code: iso3,
    CountryIso2Code: countries.find((c) => c.Iso3Code === iso3)?.Iso2Code ?? null,
  };
}

const sameName = (a: Person['PersonName'], b: NameBody) =>
  !!a &&
  (a.FirstName ?? '') === b.FirstName &&
  (a.MiddleName ?? null) === b.MiddleName &&
  (a.LastName ?? '') === b.LastName &&
  (a.SuffixType ?? 0) === (b.SuffixType ?? 0);

const sameAddress = (a: Person['PersonAddress'], b: AddressBody) =>
  !!a &&
  (a.Street ?? '') === b.Street &&
  (a.AptOrSuite ?? null) === b.AptOrSuite &&
  (a.City ?? '') === b.City &&
  (a.State ?? '') === b.State &&
  (a.PostalCode ?? '') === b.PostalCode &&
  (a.CountryIso3Code ?? '') === b.CountryIso3Code;

const samePhone = (a: Person['Phone'], b: PhoneBody) =>
  !!a &&
  (a.Iso3CountryCode ?? '') === b.Iso3CountryCode &&
  (a.AreaCode ?? '') === (b.AreaCode ?? '') &&
  (a.LocalNumber ?? '') === b.LocalNumber &&
  (a.StateCode ?? null) === (b.StateCode ?? null);

/** Builds the phone payload from the phone form {Phone, Country}; loads libphonenumber-js lazily. */
export async function phonePayloadOf(
  values: Record<string, unknown>,
  countries: readonly Country[],
  ignoreAreaCode?: readonly string[],
): Promise<PhoneBody> {
  const { phoneToPayload, NANP_ISO3 } = await import('./phone-fields');
  const toIso3 = (iso2: string) =>
    countries.find((c) => c.Iso2Code.toUpperCase() === iso2.toUpperCase())?.Iso3Code;
  const p = phoneToPayload(
    str(values.Phone),
    str(values.Country) || 'US',
    toIso3,
    ignoreAreaCode?.length ? ignoreAreaCode : NANP_ISO3,
  );
  return {
    Iso3CountryCode: p.Iso3CountryCode,
    AreaCode: p.AreaCode || null,
    LocalNumber: p.LocalNumber,
    StateCode: p.StateCode,
  };
}

function withFunding(app: Application, answer: unknown, fallback: ApplicationFunding): Application {
  const parsed = applicationFundingSchema.safeParse(answer);
  return { ...app, ApplicationFunding: parsed.success ? parsed.data : fallback };
}

/**
 * The savers of the person screens (doc 2 §4 create / update / no call; doc 2 §7 persons), for the
 * person of the step's slot: the name creates the person (isPrimary for the main person) or
 * updates its name; the other sections need the person (409 PersonNotFound otherwise). Each
 * returns the application with that person replaced. The screens' ScreenSpecs
 * (machines/view/specs/person.ts) name them.
 */
/**
 * Saves one section of the slot's person (doc 2 §4): no call when `unchanged`, else POST when the
 * section was never saved and PUT when it was (`save(method)` is the client's section call); the
 * answer replaces the person in the returned application.
 */
async function savePersonSection<B>(
  input: SpecSaveInput,
  ctx: Ctx,
  section: { body: B; saved: boolean; unchanged: boolean },
  save: (
    method: 'POST' | 'PUT',
  ) => (uid: string, personUid: string, body: B, o: { signal?: AbortSignal }) => Promise<Person>,
): Promise<SpecSaveOutput> {
  const app = input.application;
  if (section.unchanged) return { application: app, called: false };
  const person = requirePerson(app, input.person);
  const answer = await save(section.saved ? 'PUT' : 'POST')(
    app.ApplicationUid,
    person.PersonUid,
    section.body,
    { signal: ctx.signal },
  );
  return { application: await personOrReload(ctx, app, input.person, answer), called: true };
}

/**
 * doc 2 §5 "The UTMA (gift) state must be a supported one" (issue 35 item 5), before the save:
 * a USA address of a UTMA application whose state is not in the reference list of gift states
 * (GET v2/countries/USA/states?stateListType=3, the list the server's rule reads) throws ApiError
 * 400 GiftStateNotSupported (Context 'State', shown on the field, doc 2 §8). When the list cannot
 * be read the server's own check decides.
 */
async function assertGiftState(body: AddressBody, ctx: Ctx): Promise<void> {
  if (body.CountryIso3Code !== 'USA' || !body.State) return;
  let gift: readonly { Code: string; Caption: string }[];
  try {
    gift = await ctx.api.getStates('USA', GIFT_STATE_LIST_TYPE, { signal: ctx.signal });
  } catch {
    return;
  }
  const v = body.State.toLowerCase();
  if (gift.some((s) => s.Code.toLowerCase() === v || s.Caption.toLowerCase() === v)) return;
  const message = 'An UTMA in this state/territory is not yet supported.';
  throw new ApiError({
    status: 400,
    errors: [{ Code: 'GiftStateNotSupported', Message: message, Context: 'State' }],
  });
}

export const PERSON_SAVERS: Record<
  PersonScreen,
  (input: SpecSaveInput, ctx: Ctx) => Promise<SpecSaveOutput>
> = {
  name: async (input, ctx) => {
    const { api, signal } = ctx;
    const app = input.application;
    const body = namePayload(input.values);
    const owner = personOf(app, input.person);
    const reload = (answer: unknown) => personOrReload(ctx, app, input.person, answer);
    if (!owner)
      return {
        application: await reload(
          await api.createPerson(app.ApplicationUid, body, {
            signal,
            isPrimary: input.person === 'main',
          }),
        ),
        called: true,
      };
    if (sameName(owner.PersonName, body)) return { application: app, called: false };
    return {
      application: await reload(
        await api.updateName(app.ApplicationUid, owner.PersonUid, body, { signal }),
      ),
      called: true,
    };
  },
  dob: (input, ctx) => {
    const prior =
      requirePerson(input.application, input.person).PersonBirthday?.DateOfBirth ?? null;
    // doc 2 §5: an agent's session may leave the date empty (only its form lets one through):
    // saved as null — POST when none was saved, PUT clearing a saved one.
    if (!str(input.values.Year) && !str(input.values.Month) && !str(input.values.Day))
      return savePersonSection(
        input,
        ctx,
        { body: { DateOfBirth: null }, saved: !!prior, unchanged: false },
        ctx.api.saveBirthday,
      );
    const DateOfBirth = dobPayload(input.values);
    return savePersonSection(
      input,
      ctx,
      { body: { DateOfBirth }, saved: !!prior, unchanged: prior === DateOfBirth },
      ctx.api.saveBirthday,
    );
  },
  identityCountry: (input, ctx) => {
    const prior =
      requirePerson(input.application, input.person).PersonCountry?.CountryIso3Code ?? null;
    const iso3 = str(input.values.CountryIso3Code).toUpperCase();
    const iso2 = input.countries.find((c) => c.Iso3Code === iso3)?.Iso2Code ?? null;
    const body = { CountryIso3Code: iso3, CountryIso2Code: iso2 };
    return savePersonSection(
      input,
      ctx,
      { body, saved: !!prior, unchanged: prior === iso3 },
      ctx.api.saveCountry,
    );
  },
  ssn: (input, ctx) => {
    const record = requirePerson(input.application, input.person).PersonSsn;
    const prior = record?.Ssn ?? null;
    // doc 2 §5: an agent's session may leave the SSN empty (only its form lets an empty value
    // through): saved as null once, and a number already saved is kept.
    if (!str(input.values.Ssn))
      return savePersonSection(
        input,
        ctx,
        { body: { Ssn: null }, saved: false, unchanged: !!record },
        ctx.api.saveSsn,
      );
    const Ssn = ssnPayload(input.values);
    return savePersonSection(
      input,
      ctx,
      { body: { Ssn }, saved: !!prior, unchanged: prior === Ssn },
      ctx.api.saveSsn,
    );
  },
  phone: async (input, ctx) => {
    const owner = requirePerson(input.application, input.person);
    // doc 2 §5 Phone: an agent's session may save an empty phone (all parts null; only its form
    // lets an empty number through) — POST when none was saved, PUT clearing a saved one.
    if (!str(input.values.Phone))
      return savePersonSection<PhoneBody | EmptyPhoneBody>(
        input,
        ctx,
        {
          body: { Iso3CountryCode: null, AreaCode: null, LocalNumber: null, StateCode: null },
          saved: !!owner.Phone?.LocalNumber,
          unchanged: false,
        },
        ctx.api.savePhone,
      );
    const body = await phonePayloadOf(
      input.values,
      input.countries,
      input.settings?.PortalGatewayISOCodesListToIgnoreAreaCode,
    );
    const section = {
      body,
      saved: !!owner.Phone?.LocalNumber,
      unchanged: samePhone(owner.Phone, body),
    };
    return savePersonSection(input, ctx, section, ctx.api.savePhone);
  },
  addressEnter: async (input, ctx) => {
    const owner = requirePerson(input.application, input.person);
    const body = addressPayload(input.values, input.countries);
    const section = {
      body,
      saved: !!owner.PersonAddress?.Street,
      unchanged: sameAddress(owner.PersonAddress, body),
    };
    if (input.application.ApplicationType === 'UTMA' && !section.unchanged)
      await assertGiftState(body, ctx);
    return savePersonSection(input, ctx, section, ctx.api.saveAddress);
  },
};

/**
 * The funding method (doc 3 §2.4, §4 POST/PUT …/funding-type; the fundAccount screen): create or
 * change BankFundingType from the form's method name; no call when it is the saved one. A new
 * method keeps no amount of the old one unless the server says otherwise. Throws ApiError
 * FundingTypeIsNotDefined for an unknown name.
 */
export async function saveFundingMethod(
  app: Application,
  values: Record<string, unknown>,
  ctx: Ctx,
): Promise<SpecSaveOutput> {
  const { api, signal, fraudSessionId } = ctx;
  const uid = app.ApplicationUid;
  const name = str(values.BankFundingType) as keyof typeof BANK_FUNDING_TYPES;
  const code = BANK_FUNDING_TYPES[name];
  if (!code)
    throw new ApiError({
      status: 400,
      errors: [{ Code: 'FundingTypeIsNotDefined', Context: 'BankFundingType' }],
    });
  const prior = app.ApplicationFunding?.BankFundingType ?? null;
  if (prior === code) return { application: app, called: false };
  // doc 3 §3, §7 (issue 35 item 2): the stored fraud-prevention session id goes with the save.
  const answer = await api.saveFundingType(prior ? 'PUT' : 'POST', uid, code, {
    signal,
    sessionId: fraudSessionId,
  });
  // A new method keeps no amount of the old one unless the server says otherwise.
  return {
    application: withFunding(app, answer, {
      BankFundingType: code,
      Amount: prior ? (app.ApplicationFunding?.Amount ?? null) : null,
    }),
    called: true,
  };
}
