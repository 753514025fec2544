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
 *   CountryIso3CodeIsInvalid, CountryIso2CodeIsInvalid.
 * - …/ssns {Ssn}: SsnIsNullOrEmpty, SsnIsInvalid (Context 'Ssn'); stored as 'XXX-XX-XXXX'.
 * - …/phones {Iso3CountryCode, AreaCode, LocalNumber, StateCode}: the phone codes of
 *   `phonePayloadError` (PhoneModel_Iso3CountryCodeIsInvalid, AreaCodeIsNullOrEmpty,
 *   LocalNumberIsNullOrEmpty, PhoneNumberIsTooShort, PhoneNumberIsTooLong, PhoneNumberIsInvalid).
 * - …/addresses {Street, AptOrSuite, City, State, PostalCode, CountryIso3Code, CountryIso2Code}:
 *   StreetIsNullOrEmpty, StreetIsInvalidLength, StreetIsInvalid (PO box), CityIsNullOrEmpty,
 *   CityIsInvalidLength, StateIsNullOrEmpty, StateIsInvalid, PostalCodeIsNullOrEmpty,
 *   PostalCodeNotValid, CountryIso3CodeIsNullOrEmpty, CountryIso3CodeIsInvalid (also a
 *   non-USA address on IRA and UTMA applications).
 * - …/marital-statuses {MaritalStatus 1–4, doc 2 §9}: MaritalStatusIsNullOrEmpty, MaritalStatusIsInvalid.
 * - POST|PUT v2/applications/{ApplicationUid}/backup-withholdings?PersonTargetType (0 Primary,
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
  phoneRequest,
  ssnRequest,
  type ApplicationType,
} from '../../services/api/contract';
import { ageError, type ApplicantRole } from '../../services/api/fields';
import { phonePayloadError } from '../../services/api/phone-fields';
import { MAIN_ROLE, type ApplicationRow } from '../db/applications';
import type { Db } from '../db/client';
import { findPerson, findPersonByRole, toPersonResponse, updatePerson, upsertPersonByRole, type PersonPatch, type PersonRow } from '../db/persons';
import { countryCodeMaps, findBrokerSettings, findCountry, findState, listStates } from '../db/reference';
import { editableApplication, type AppEnv } from '../http/auth';
import { fail } from '../http/errors';
import { jsonBody, parseOr400, queryParams, readJsonBody } from '../http/validation';
import type { RouteDeps } from './deps';
import { legalEntityRoutes } from './legal-entities';

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

const emptyToNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

/** A checked address in column form (person or legal entity). */
export interface ResolvedAddress {
  street: string;
  aptOrSuite: string | null;
  city: string;
  state: string;
  stateCaption: string;
  postalCode: string;
  countryIso3: string;
  countryIso2: string;
}

/**
 * Checks an address payload against the reference data (doc 2 §5 Address): a known country
 * (CountryIso3CodeIsInvalid), USA only on IRA and UTMA applications, and for countries with a
 * state list a state of the application's list (StateIsInvalid; IRA uses stateListType 2).
 */
export async function resolveAddress(db: Db, application: ApplicationRow, body: z.output<typeof addressRequest>): Promise<ResolvedAddress> {
  const country = await findCountry(db, body.CountryIso3Code);
  if (!country || country.iso3 !== body.CountryIso3Code.toUpperCase()) {
    throw fail(400, 'CountryIso3CodeIsInvalid', 'Country code is invalid.', 'CountryIso3Code');
  }
  const usOnly = application.applicationType === 'IRA' || application.applicationType === 'UTMA';
  if (usOnly && country.iso3 !== 'USA') {
    throw fail(400, 'CountryIso3CodeIsInvalid', 'Only USA addresses are accepted for this account type.', 'CountryIso3Code');
  }
  const listType = application.applicationType === 'IRA' ? 2 : 1;
  let state = body.State;
  let stateCaption = body.State;
  if ((await listStates(db, country.iso3, listType)).length > 0) {
    const found = await findState(db, country.iso3, body.State);
    if (!found || !found.listTypes.includes(listType)) {
      throw fail(400, 'StateIsInvalid', 'State is invalid.', 'State');
    }
    state = found.code;
    stateCaption = found.caption;
  }
  return {
    street: body.Street,
    aptOrSuite: emptyToNull(body.AptOrSuite),
    city: body.City,
    state,
    stateCaption,
    postalCode: body.PostalCode.trim().toUpperCase(),
    countryIso3: country.iso3,
    countryIso2: country.iso2,
  };
}

interface SectionContext {
  app: ApplicationRow;
  person: PersonRow;
}

export function personRoutes(deps: RouteDeps) {
  const { db } = deps;
  let codeMaps: ReturnType<typeof countryCodeMaps> | null = null;
  const maps = () => (codeMaps ??= countryCodeMaps(db));

  /** POST and PUT of one person section: validate everything, then write once. */
  const section = <S extends z.ZodType>(
    app: Hono<AppEnv>,
    name: string,
    schema: S,
    toPatch: (body: z.output<S>, ctx: SectionContext) => Promise<PersonPatch>,
  ) =>
    app.on(
      ['POST', 'PUT'],
      `/applications/:applicationUid/persons/:personUid/${name}`,
      async (c: Context<AppEnv>) => {
        const body = parseOr400(schema, await readJsonBody(c));
        const application = await editableApplication(db, c.get('auth'), c.req.param('applicationUid')!);
        const person = await findPerson(db, application.uid, c.req.param('personUid')!);
        if (!person) throw fail(404, 'InvalidPersonUid', 'Person was not found.', 'PersonUid');
        const patch = await toPatch(body, { app: application, person });
        const updated = await updatePerson(db, person.uid, patch);
        return c.json(toPersonResponse(updated), c.req.method === 'POST' ? 201 : 200);
      },
    );

  const app = new Hono<AppEnv>()
    .post(
      '/applications/:applicationUid/persons',
      queryParams(createPersonQuery),
      jsonBody(personNameRequest),
      async (c) => {
        const application = await editableApplication(db, c.get('auth'), c.req.param('applicationUid'));
        const type = application.applicationType as ApplicationType | null;
        if (!type) throw fail(400, 'ApplicationTypeIsNotDefined', 'Choose an account type first.', 'ApplicationType');
        const primary = c.req.valid('query').isPrimary === 'true';
        const role = primary ? MAIN_ROLE[type] : SECOND_ROLE[type];
        if (!role) throw fail(400, 'IsPrimaryIsInvalid', 'This account type has no second person.', 'isPrimary');
        const body = c.req.valid('json');
        const { person, created } = await upsertPersonByRole(db, application.uid, role, primary, {
          firstName: body.FirstName,
          middleName: emptyToNull(body.MiddleName),
          lastName: body.LastName,
          suffixType: body.SuffixType ?? null,
        });
        return c.json(toPersonResponse(person), created ? 201 : 200);
      },
    )
    .put('/applications/:applicationUid/persons/:personUid/names', jsonBody(personNameRequest), async (c) => {
      const application = await editableApplication(db, c.get('auth'), c.req.param('applicationUid'));
      const person = await findPerson(db, application.uid, c.req.param('personUid'));
      if (!person) throw fail(404, 'InvalidPersonUid', 'Person was not found.', 'PersonUid');
      const body = c.req.valid('json');
      const updated = await updatePerson(db, person.uid, {
        firstName: body.FirstName,
        middleName: emptyToNull(body.MiddleName),
        lastName: body.LastName,
        suffixType: body.SuffixType ?? null,
      });
      return c.json(toPersonResponse(updated));
    });

  section(app, 'birthdays', birthdayRequest, async (body, { person }) => {
    const err = ageError(body.DateOfBirth, ageRole(person.role), deps.now());
    if (err) throw fail(400, err.endsWith('dateOfBirthUtma') ? 'DateOfBirthOverage' : 'DateOfBirthUnderage', err, 'DateOfBirth');
    return { dateOfBirth: body.DateOfBirth };
  });

  section(app, 'countries', countryRequest, async (body) => {
    const country = await findCountry(db, body.CountryIso3Code);
    if (!country || country.iso3 !== body.CountryIso3Code.toUpperCase()) {
      throw fail(400, 'CountryIso3CodeIsInvalid', 'Country code is invalid.', 'CountryIso3Code');
    }
    if (body.CountryIso2Code && body.CountryIso2Code.toUpperCase() !== country.iso2) {
      throw fail(400, 'CountryIso2CodeIsInvalid', 'Country code is invalid.', 'CountryIso2Code');
    }
    return { countryIso3: country.iso3, countryIso2: country.iso2 };
  });

  section(app, 'ssns', ssnRequest, async (body) => ({ ssn: body.Ssn }));

  section(app, 'phones', phoneRequest, async (body, { app: application }) => {
    const { toIso2 } = await maps();
    const settings = await findBrokerSettings(db, application.brokerCode);
    const iso3 = body.Iso3CountryCode.toUpperCase();
    const payload = { ...body, Iso3CountryCode: iso3 };
    const code = phonePayloadError(payload, (c) => toIso2.get(c), settings?.PortalGatewayISOCodesListToIgnoreAreaCode);
    if (code) throw fail(400, code, code, PHONE_CONTEXT[code] ?? 'LocalNumber');
    return {
      phoneIso3: iso3,
      phoneAreaCode: emptyToNull(body.AreaCode) ?? '',
      phoneLocalNumber: body.LocalNumber.replace(/\D/g, ''),
      phoneStateCode: emptyToNull(body.StateCode),
    };
  });

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

  section(app, 'marital-statuses', maritalStatusRequest, async (body) => ({ maritalStatus: body.MaritalStatus }));

  app.on(['POST', 'PUT'], '/applications/:applicationUid/backup-withholdings', async (c: Context<AppEnv>) => {
    const query = parseOr400(personTargetTypeQuery, c.req.query());
    const body = parseOr400(backupWithholdingRequest, await readJsonBody(c));
    const application = await editableApplication(db, c.get('auth'), c.req.param('applicationUid')!);
    const type = application.applicationType as ApplicationType | null;
    if (!type) throw fail(400, 'ApplicationTypeIsNotDefined', 'Choose an account type first.', 'ApplicationType');
    const roles = [
      ...(query.PersonTargetType !== 1 ? [MAIN_ROLE[type]] : []),
      ...(query.PersonTargetType !== 0 ? [SECOND_ROLE[type] ?? null] : []),
    ];
    const targets: PersonRow[] = [];
    for (const role of roles) {
      const person = role ? await findPersonByRole(db, application.uid, role) : null;
      if (!person) throw fail(404, 'InvalidPersonUid', 'Person was not found.', 'PersonTargetType');
      targets.push(person);
    }
    const updated = await db.transaction(async (tx) => {
      const out: PersonRow[] = [];
      for (const t of targets) out.push(await updatePerson(tx, t.uid, { backupWithholding: body.BackupWithHoldingRecord }));
      return out;
    });
    return c.json(
      { PersonTargetType: query.PersonTargetType, Persons: updated.map(toPersonResponse) },
      c.req.method === 'POST' ? 201 : 200,
    );
  });

  app.route('/', legalEntityRoutes(deps));

  return app;
}
