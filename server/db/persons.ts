/**
 * Person access (doc 2 §3 Person, §7 persons). Sections (name, birthday, country, SSN, phone,
 * address) are columns of one row per person; a section is null in the API until saved.
 */
import { maskedSsn } from '../auth/pii';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Person } from '../../services/api/contract';
import { isUuid } from './uuid';
import type { Db } from './client';
import { activeDb, connectionOf } from './request-tx';
import { applications, persons } from './schema';

/** An application row (server/db/applications.ts ApplicationRow, declared here from the schema). */
type ApplicationRow = typeof applications.$inferSelect;

export type PersonRow = typeof persons.$inferSelect;
export type PersonPatch = Partial<
  Omit<PersonRow, 'uid' | 'applicationUid' | 'role' | 'isPrimary' | 'updatedAt'>
>;

/** The person of an application in a role ('Owner' for Individual), or null. */
export async function findPersonByRole(
  db: Db,
  applicationUid: string,
  role: string,
): Promise<PersonRow | null> {
  const [row] = await db
    .select()
    .from(persons)
    .where(and(eq(persons.applicationUid, applicationUid), eq(persons.role, role)));
  return row ?? null;
}

export async function listPersons(db: Db, applicationUid: string): Promise<PersonRow[]> {
  return db.select().from(persons).where(eq(persons.applicationUid, applicationUid));
}

/** Creates the person in `role`, or overwrites its name when the role is taken (decision, docs/decisions.md). */
export async function upsertPersonByRole(
  db: Db,
  applicationUid: string,
  role: string,
  isPrimary: boolean,
  patch: PersonPatch,
): Promise<{ person: PersonRow; created: boolean }> {
  const existing = await findPersonByRole(db, applicationUid, role);
  if (existing) return { person: await updatePerson(db, existing.uid, patch), created: false };
  const [person] = await db
    .insert(persons)
    .values({ applicationUid, role, isPrimary, ...patch })
    .returning();
  return { person, created: true };
}

export async function updatePerson(
  db: Db,
  personUid: string,
  patch: PersonPatch,
): Promise<PersonRow> {
  const [row] = await db
    .update(persons)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(persons.uid, personUid))
    .returning();
  return row;
}

/**
 * The application and one of its persons in ONE query (issue 11: a person-section save reads
 * both): `{ application, person }` when application `applicationUid` exists and holds person
 * `personUid`, else null (an id that is not a UUID too). The caller checks ownership and the
 * completed flag on the rows and, on null, finds out which error applies.
 */
export async function findApplicationWithPerson(
  db: Db,
  applicationUid: string,
  personUid: string,
): Promise<{ application: ApplicationRow; person: PersonRow } | null> {
  if (!isUuid(applicationUid) || !isUuid(personUid)) return null;
  const [row] = await db
    .select({ application: applications, person: persons })
    .from(persons)
    .innerJoin(applications, eq(applications.uid, persons.applicationUid))
    .where(and(eq(persons.uid, personUid), eq(persons.applicationUid, applicationUid)));
  return row ?? null;
}

/** The name section of a person (PUT …/persons/{PersonUid}/names). */
export interface PersonName {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffixType: PersonRow['suffixType'];
}

const p = (name: string) => sql`${sql.placeholder(name)}`;

/** The columns `toPersonResponse` reads: what the API answers of a person (doc 2 §3). */
const RESPONSE_COLUMNS = [
  'uid',
  'firstName',
  'middleName',
  'lastName',
  'suffixType',
  'dateOfBirth',
  'countryIso3',
  'countryIso2',
  'ssn',
  'phoneIso3',
  'phoneAreaCode',
  'phoneLocalNumber',
  'phoneStateCode',
  'maritalStatus',
  'backupWithholding',
  'street',
  'aptOrSuite',
  'city',
  'state',
  'stateCaption',
  'postalCode',
  'addressCountryIso3',
  'addressCountryIso2',
] as const;

/** A person row with only the columns the API answers (`toPersonResponse`'s input). */
export type PersonResponseRow = Pick<PersonRow, (typeof RESPONSE_COLUMNS)[number]>;

/**
 * `RESPONSE_COLUMNS` for drizzle's `returning`: the name save returns 23 of the row's 31 columns
 * (issue 32 "Saves": pg parses the row description and builds a parser and a field per returned
 * column on every execution, a visible part of a save's CPU).
 */
const responseColumns = () => {
  const all = getTableColumns(persons);
  return Object.fromEntries(RESPONSE_COLUMNS.map((k) => [k, all[k]])) as {
    [K in (typeof RESPONSE_COLUMNS)[number]]: (typeof all)[K];
  };
};

/** The owned-name update, prepared once per database (a transaction gets its own). */
const ownedNameStatement = (db: Db) =>
  db
    .update(persons)
    .set({
      firstName: p('firstName'),
      middleName: p('middleName'),
      lastName: p('lastName'),
      suffixType: p('suffixType'),
      updatedAt: p('updatedAt'),
    })
    .from(applications)
    .where(
      and(
        eq(persons.uid, sql.placeholder('personUid')),
        eq(persons.applicationUid, sql.placeholder('applicationUid')),
        eq(applications.uid, persons.applicationUid),
        eq(applications.userUid, sql.placeholder('userUid')),
        eq(applications.isCompleted, false),
      ),
    )
    .returning(responseColumns())
    .prepare('person_name_owned');
const ownedName = new WeakMap<object, ReturnType<typeof ownedNameStatement>>();

/**
 * The step save's fast path (issue 11): writes the name of person `personUid` of application
 * `applicationUid` in ONE statement when the application belongs to `userUid` and is not
 * completed, answering the updated row's `PersonResponseRow` columns (issue 32); null when any of
 * that does not hold (or an id is not a UUID) — nothing is written then, and the caller finds out
 * which error applies.
 */
export async function updateOwnedPersonName(
  db: Db,
  ids: { applicationUid: string; personUid: string; userUid: string },
  name: PersonName,
): Promise<PersonResponseRow | null> {
  if (!isUuid(ids.applicationUid) || !isUuid(ids.personUid)) return null;
  // Per connection: the request's transaction when in one (issue 22).
  const on = connectionOf(db);
  let statement = ownedName.get(on);
  if (!statement) ownedName.set(on, (statement = ownedNameStatement(activeDb(db))));
  const [row] = await statement.execute({ ...ids, ...name, updatedAt: new Date().toISOString() });
  return row ?? null;
}

/** The API shape of a person (doc 2 §3): every section null until saved. */
export function toPersonResponse(p: PersonResponseRow): Person {
  return {
    PersonUid: p.uid,
    PersonName:
      p.firstName !== null || p.lastName !== null
        ? {
            FirstName: p.firstName,
            MiddleName: p.middleName,
            LastName: p.lastName,
            SuffixType: p.suffixType,
          }
        : null,
    PersonBirthday: p.dateOfBirth ? { DateOfBirth: p.dateOfBirth } : null,
    PersonCountry: p.countryIso3
      ? { CountryIso3Code: p.countryIso3, CountryIso2Code: p.countryIso2 }
      : null,
    // Only the last four digits leave the server (issue 12): '***-**-6789'.
    PersonSsn: p.ssn ? { Ssn: maskedSsn(p.ssn) } : null,
    Phone: p.phoneLocalNumber
      ? {
          Iso3CountryCode: p.phoneIso3,
          AreaCode: p.phoneAreaCode,
          LocalNumber: p.phoneLocalNumber,
          StateCode: p.phoneStateCode,
        }
      : null,
    PersonMaritalStatus: p.maritalStatus !== null ? { MaritalStatus: p.maritalStatus } : null,
    PersonBackupWithHolding:
      p.backupWithholding !== null ? { BackupWithHoldingRecord: p.backupWithholding } : null,
    PersonAddress: p.street
      ? {
          Street: p.street,
          AptOrSuite: p.aptOrSuite,
          City: p.city,
          State: p.state,
          StateCaption: p.stateCaption,
          PostalCode: p.postalCode,
          CountryIso3Code: p.addressCountryIso3,
          CountryIso2Code: p.addressCountryIso2,
        }
      : null,
  };
}
