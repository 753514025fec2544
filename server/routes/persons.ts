/**
 * Persons of an application (doc 2 §7 persons, doc 2 §8 code → field tables). Bearer token
 * required (401 InvalidToken); the application must be the caller's (404 InvalidApplicationUid,
 * 403 Error_PermissionDenied) and not completed (400 ApplicationIsCompleted); an unknown
 * PersonUid answers 404 InvalidPersonUid. Every answer with a person is `personResponse`.
 *
 * POST creates and PUT updates; both write the section whatever its previous state, so a
 * retried POST is harmless (decision in docs/decisions.md). POST answers 201, PUT 200.
 *
 * - POST …/persons?isPrimary=true {FirstName, MiddleName, LastName, SuffixType} — create by
 *   name (the main person: Owner for Individual); PUT …/persons/{PersonUid}/names. Errors:
 *   FirstNameIsNullOrEmpty, FirstNameIsInvalidLength, LastNameIsNullOrEmpty,
 *   LastNameIsInvalidLength, MiddleNameIsInvalidLength, InvalidCharacters (Context = field).
 * - …/birthdays {DateOfBirth 'yyyy-MM-dd'}: DateOfBirthIsInvalid; DateOfBirthUnderage /
 *   DateOfBirthOverage by the role's age rule (`ageError`, doc 2 §5), Message = the i18n key.
 * - …/countries {CountryIso3Code, CountryIso2Code}: CountryIso3CodeIsNullOrEmpty,
 *   CountryIso3CodeIsInvalid (also any country but USA on a UTMA application, doc 2 §5),
 *   CountryIso2CodeIsInvalid.
 * - …/ssns {Ssn}: SsnIsNullOrEmpty, SsnIsInvalid (Context 'Ssn'); stored sealed (AES-256-GCM,
 *   server/auth/pii.ts); every answer shows only the last four digits, '***-**-6789'.
 * - …/phones {Iso3CountryCode, AreaCode, LocalNumber, StateCode}: the phone codes of
 *   `phonePayloadError` (PhoneModel_Iso3CountryCodeIsInvalid, AreaCodeIsNullOrEmpty,
 *   LocalNumberIsNullOrEmpty, PhoneNumberIsTooShort, PhoneNumberIsTooLong, PhoneNumberIsInvalid);
 *   on IRA a non-USA Iso3CountryCode answers PhoneModel_Iso3CountryCodeIsInvalid with Message
 *   'fields.errors.validation.personPhoneNotUSA' (Context 'Iso3CountryCode'; doc 2 §5, §6).
 * - Sales-assisted (Impersonation token; doc 2 §5, §6): an empty Ssn, an all-empty phone and an
 *   empty DateOfBirth (null, absent or '') are saved as null (no age check); the section is then
 *   null in GET application, which is what the client's missing-info rules read (doc 2 §4).
 * - …/addresses {Street, AptOrSuite, City, State, PostalCode, CountryIso3Code, CountryIso2Code}:
 *   StreetIsNullOrEmpty, StreetIsInvalidLength, StreetIsInvalid (PO box), CityIsNullOrEmpty,
 *   CityIsInvalidLength, StateIsNullOrEmpty, StateIsInvalid, PostalCodeIsNullOrEmpty,
 *   PostalCodeNotValid, CountryIso3CodeIsNullOrEmpty, CountryIso3CodeIsInvalid (also a
 *   non-USA address on IRA and UTMA applications), GiftStateNotSupported (Context 'State': a UTMA
 *   address outside the gift states, stateListType 3).
 * - …/marital-statuses {MaritalStatus 1–4, doc 2 §9}: MaritalStatusIsNullOrEmpty, MaritalStatusIsInvalid.
 * - POST|PUT v2/applications/{ApplicationUid}/persons/backup-withholdings?PersonTargetType (0 Primary,
 *   1 Secondary, 2 Both) {BackupWithHoldingRecord: boolean} → 201|200 {PersonTargetType,
 *   Persons}; 400 PersonTargetTypeIsInvalid, BackupWithHoldingRecordIsNullOrEmpty / IsInvalid,
 *   ApplicationTypeIsNotDefined; 404 InvalidPersonUid (Context 'PersonTargetType') when a targeted
 *   person is not created yet (nothing is written then).
 * Legal entities: server/routes/legal-entities.ts (mounted here).
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  addressRequest,
  backupWithholdingRequest,
  birthdayRequest,
  maritalStatusRequest,
  personTargetTypeQuery,
  countryRequest,
  createPersonQuery,
  personNameRequest,
  personNameRequestAssisted,
  phoneRequest,
  ssnRequest,
  type ApplicationType,
} from '../../services/api/contract';
import { ageError, V, type ApplicantRole } from '../../services/api/fields';
import { phonePayloadError } from '../../services/api/phone-fields';
import { MAIN_ROLE, type ApplicationRow } from '../db/applications';
import {
  findPersonByRole,
  toPersonResponse,
  updateOwnedPersonName,
  updatePerson,
  upsertPersonByRole,
  type PersonPatch,
  type PersonRow,
} from '../db/persons';
import { countryCodeMaps, findBrokerSettings, findCountry } from '../db/reference';
import {
  actorOf,
  editableApplication,
  editablePerson,
  isImpersonation,
  refuseImpersonation,
  type AppEnv,
} from '../http/auth';
import { fail } from '../http/errors';
import { parseOr400, queryParams, readJsonBody } from '../http/validation';
import type { RouteDeps } from './deps';
import { legalEntityRoutes } from './legal-entities';
import { emptyToNull, resolveAddress } from './addresses';

// The address check is shared with the legal entities (./addresses.ts); re-exported for its readers.
export { GIFT_STATE_NOT_SUPPORTED, resolveAddress, type ResolvedAddress } from './addresses';

/** The role of the second person by application type (isPrimary=false), where one exists. */
export const SECOND_ROLE: Partial<Record<ApplicationType, string>> = {
  JointTenants: 'SecondaryHolder',
  UTMA: 'Minor',
  Corporate: 'LegalEntity',
};

/** The age rule of a person's role (doc 2 §5, §6). */
export function ageRole(role: string): ApplicantRole {
  if (role === 'Minor') return 'MINOR';
  if (role === 'Custodian') return 'MAIN_UTMA_CUSTODIAN';
  if (role === 'SecondaryHolder') return 'SECONDARY';
  return 'MAIN';
}

/** The field a phone code concerns. */
const PHONE_CONTEXT: Record<string, string> = {
  PhoneModel_Iso3CountryCodeIsInvalid: 'Iso3CountryCode',
  AreaCodeIsNullOrEmpty: 'AreaCode',
};

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const field = (raw: unknown, key: string): unknown =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)[key]
    : 0;

interface SectionContext {
  app: ApplicationRow;
  person: PersonRow;
  /** The caller holds an Impersonation token (sales-assisted, doc 2 §5/§6). */
  assisted: boolean;
}

export function personRoutes(deps: RouteDeps) {
  const { db } = deps;
  let codeMaps: ReturnType<typeof countryCodeMaps> | null = null;
  const maps = () => (codeMaps ??= countryCodeMaps(db));

  /**
   * POST and PUT of one person section: validate everything, then write once. `relaxed` is the
   * sales-assisted reading (doc 2 §5): for an Impersonation token it turns an empty input into
   * the body to save (null parts), or answers undefined to validate as usual.
   */
  const section = <T>(
    app: Hono<AppEnv>,
    name: string,
    schema: z.ZodType<T>,
    toPatch: (body: T, ctx: SectionContext) => Promise<PersonPatch>,
    relaxed?: (raw: unknown) => T | undefined,
  ) =>
    app.on(
      ['POST', 'PUT'],
      `/applications/:applicationUid/persons/:personUid/${name}`,
      async (c: Context<AppEnv>) => {
        const raw = await readJsonBody(c);
        const assisted = isImpersonation(c.get('auth'));
        const body = (assisted && relaxed ? relaxed(raw) : undefined) ?? parseOr400(schema, raw);
        const { application, person } = await editablePerson(
          db,
          c.get('auth'),
          c.req.param('applicationUid')!,
          c.req.param('personUid')!,
        );
        const patch = await toPatch(body, { app: application, person, assisted });
        const updated = await updatePerson(db, person.uid, patch);
        return c.json(toPersonResponse(updated), c.req.method === 'POST' ? 201 : 200);
      },
    );

  /**
   * The name body (POST …/persons, PUT …/names): `personNameRequest`, or for a sales agent's
   * Impersonation token `personNameRequestAssisted` (doc 2 §5: First and Last may be empty).
   * 400 with the field's code (FirstNameIsNullOrEmpty, …) otherwise.
   */
  const nameBody = async (c: Context<AppEnv>) =>
    parseOr400(
      isImpersonation(c.get('auth')) ? personNameRequestAssisted : personNameRequest,
      await readJsonBody(c),
    );

  /**
   * The caller's editable application of the route (`editableApplication`'s errors) and its
   * ApplicationType; 400 ApplicationTypeIsNotDefined (Context 'ApplicationType') before a kind was
   * chosen — persons and backup withholdings depend on it.
   */
  const typedApplication = async (c: Context<AppEnv>) => {
    const application = await editableApplication(
      db,
      c.get('auth'),
      c.req.param('applicationUid')!,
    );
    const type = application.applicationType as ApplicationType | null;
    if (!type)
      throw fail(
        400,
        'ApplicationTypeIsNotDefined',
        'Choose an account type first.',
        'ApplicationType',
      );
    return { application, type };
  };

  const app = new Hono<AppEnv>()
    .post('/applications/:applicationUid/persons', queryParams(createPersonQuery), async (c) => {
      const { application, type } = await typedApplication(c);
      const primary = c.req.valid('query').isPrimary === 'true';
      const role = primary ? MAIN_ROLE[type] : SECOND_ROLE[type];
      if (!role)
        throw fail(
          400,
          'IsPrimaryIsInvalid',
          'This account type has no second person.',
          'isPrimary',
        );
      const body = await nameBody(c);
      const { person, created } = await upsertPersonByRole(db, application.uid, role, primary, {
        firstName: body.FirstName ?? null,
        middleName: emptyToNull(body.MiddleName),
        lastName: body.LastName ?? null,
        suffixType: body.SuffixType ?? null,
      });
      return c.json(toPersonResponse(person), created ? 201 : 200);
    })
    .put('/applications/:applicationUid/persons/:personUid/names', async (c) => {
      const auth = c.get('auth');
      const body = await nameBody(c);
      const name = {
        firstName: body.FirstName ?? null,
        middleName: emptyToNull(body.MiddleName),
        lastName: body.LastName ?? null,
        suffixType: body.SuffixType ?? null,
      };
      // The wizard's most frequent save (issue 11): one statement checks ownership, the
      // completed flag and the person and writes the name. When it writes nothing, the checks
      // below say why (404 / 403 / 400 ApplicationIsCompleted / 404 InvalidPersonUid).
      // Impersonation also checks the agent's broker: the general path.
      const saved = auth.impersonation
        ? null
        : await updateOwnedPersonName(
            db,
            {
              applicationUid: c.req.param('applicationUid'),
              personUid: c.req.param('personUid'),
              userUid: auth.userUid,
            },
            name,
          );
      if (saved) return c.json(toPersonResponse(saved));
      const { person } = await editablePerson(
        db,
        auth,
        c.req.param('applicationUid'),
        c.req.param('personUid'),
      );
      return c.json(toPersonResponse(await updatePerson(db, person.uid, name)));
    });

  // Sales-assisted (doc 2 §5 Date of birth): an incomplete date (null, absent or '') is saved as
  // null with no age check; a complete date is checked as for the customer.
  section<{ DateOfBirth: string | null }>(
    app,
    'birthdays',
    birthdayRequest,
    async (body, { person }) => {
      if (body.DateOfBirth === null) return { dateOfBirth: null };
      const err = ageError(body.DateOfBirth, ageRole(person.role), deps.now());
      if (err)
        throw fail(
          400,
          err.endsWith('dateOfBirthUtma') ? 'DateOfBirthOverage' : 'DateOfBirthUnderage',
          err,
          'DateOfBirth',
        );
      return { dateOfBirth: body.DateOfBirth };
    },
    (raw) => (isBlank(field(raw, 'DateOfBirth')) ? { DateOfBirth: null } : undefined),
  );

  section(app, 'countries', countryRequest, async (body, { app: application }) => {
    const country = await findCountry(db, body.CountryIso3Code);
    if (!country || country.iso3 !== body.CountryIso3Code.toUpperCase()) {
      throw fail(400, 'CountryIso3CodeIsInvalid', 'Country code is invalid.', 'CountryIso3Code');
    }
    // doc 2 §5 Identity country: "UTMA country must be USA" (custodian and minor alike).
    if (application.applicationType === 'UTMA' && country.iso3 !== 'USA') {
      throw fail(
        400,
        'CountryIso3CodeIsInvalid',
        'Only USA is accepted for a UTMA account.',
        'CountryIso3Code',
      );
    }
    if (body.CountryIso2Code && body.CountryIso2Code.toUpperCase() !== country.iso2) {
      throw fail(400, 'CountryIso2CodeIsInvalid', 'Country code is invalid.', 'CountryIso2Code');
    }
    return { countryIso3: country.iso3, countryIso2: country.iso2 };
  });

  // Sales-assisted (doc 2 §5 Full SSN): "may save an empty value" — null, absent or '' saves null.
  section<{ Ssn: string | null }>(
    app,
    'ssns',
    ssnRequest,
    async (body) => ({ ssn: deps.pii.seal(body.Ssn, 'ssn') }),
    (raw) => (isBlank(field(raw, 'Ssn')) ? { Ssn: null } : undefined),
  );

  type PhoneBody = {
    Iso3CountryCode: string | null;
    AreaCode?: string | null;
    LocalNumber: string | null;
    StateCode?: string | null;
  };
  const PHONE_PARTS = ['Iso3CountryCode', 'AreaCode', 'LocalNumber', 'StateCode'] as const;
  // Sales-assisted (doc 2 §5 Phone): "may save an empty phone (all parts null)".
  section<PhoneBody>(
    app,
    'phones',
    phoneRequest,
    async (body, { app: application }) => {
      if (body.Iso3CountryCode === null || body.LocalNumber === null) {
        return {
          phoneIso3: null,
          phoneAreaCode: null,
          phoneLocalNumber: null,
          phoneStateCode: null,
        };
      }
      // doc 2 §5 Phone, §6: IRA applicants are limited to US phones ('personPhoneNotUSA').
      if (
        application.applicationType === 'IRA' &&
        body.Iso3CountryCode.trim().toUpperCase() !== 'USA'
      ) {
        throw fail(
          400,
          'PhoneModel_Iso3CountryCodeIsInvalid',
          `${V}personPhoneNotUSA`,
          'Iso3CountryCode',
        );
      }
      const { toIso2 } = await maps();
      const settings = await findBrokerSettings(db, application.brokerCode);
      const iso3 = body.Iso3CountryCode.toUpperCase();
      const payload = { ...body, Iso3CountryCode: iso3, LocalNumber: body.LocalNumber };
      const code = phonePayloadError(
        payload,
        (c) => toIso2.get(c),
        settings?.PortalGatewayISOCodesListToIgnoreAreaCode,
      );
      if (code) throw fail(400, code, code, PHONE_CONTEXT[code] ?? 'LocalNumber');
      return {
        phoneIso3: iso3,
        phoneAreaCode: emptyToNull(body.AreaCode) ?? '',
        phoneLocalNumber: body.LocalNumber.replace(/\D/g, ''),
        phoneStateCode: emptyToNull(body.StateCode),
      };
    },
    (raw) =>
      PHONE_PARTS.every((k) => isBlank(field(raw, k)))
        ? { Iso3CountryCode: null, AreaCode: null, LocalNumber: null, StateCode: null }
        : undefined,
  );

  section(app, 'addresses', addressRequest, async (body, { app: application }) => {
    const a = await resolveAddress(db, application, body);
    return {
      street: a.street,
      aptOrSuite: a.aptOrSuite,
      city: a.city,
      state: a.state,
      stateCaption: a.stateCaption,
      postalCode: a.postalCode,
      addressCountryIso3: a.countryIso3,
      addressCountryIso2: a.countryIso2,
    };
  });

  section(app, 'marital-statuses', maritalStatusRequest, async (body) => ({
    maritalStatus: body.MaritalStatus,
  }));

  app.on(
    ['POST', 'PUT'],
    '/applications/:applicationUid/persons/backup-withholdings',
    async (c: Context<AppEnv>) => {
      // Issue 31: the W-9 certification is the customer's; an impersonating agent gets 403.
      refuseImpersonation(c.get('auth'), 'certification');
      const actor = actorOf(c.get('auth'));
      const query = parseOr400(personTargetTypeQuery, c.req.query());
      const body = parseOr400(backupWithholdingRequest, await readJsonBody(c));
      const { application, type } = await typedApplication(c);
      const roles = [
        ...(query.PersonTargetType !== 1 ? [MAIN_ROLE[type]] : []),
        ...(query.PersonTargetType !== 0 ? [SECOND_ROLE[type] ?? null] : []),
      ];
      const targets: PersonRow[] = [];
      for (const role of roles) {
        const person = role ? await findPersonByRole(db, application.uid, role) : null;
        if (!person)
          throw fail(404, 'InvalidPersonUid', 'Person was not found.', 'PersonTargetType');
        targets.push(person);
      }
      const updated = await db.transaction(async (tx) => {
        const out: PersonRow[] = [];
        for (const t of targets)
          out.push(
            await updatePerson(tx, t.uid, {
              backupWithholding: body.BackupWithHoldingRecord,
              backupWithholdingActorKind: actor.kind,
              backupWithholdingActorUid: actor.uid,
            }),
          );
        return out;
      });
      return c.json(
        { PersonTargetType: query.PersonTargetType, Persons: updated.map(toPersonResponse) },
        c.req.method === 'POST' ? 201 : 200,
      );
    },
  );

  app.route('/', legalEntityRoutes(deps));

  return app;
}
