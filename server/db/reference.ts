/** Reference data access: brokers' settings, countries, states (doc 1 §7.5). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Country, Settings, State } from '../../services/api/contract';
import type { Db } from './client';
import { activeDb, connectionOf } from './request-tx';
import { brokers, cddLookups, countries, states } from './schema';

/**
 * The broker's settings (doc 1 §3 Settings), or null when the code is unknown (case-insensitive).
 * MetaltreamMinimumDepositAmount, the alternative spelling doc 1 §3 lists, is always derived
 * from MetalStreamMinimumDepositAmount (dollars), so the two can never differ.
 */
const settingsStatement = (db: Db) =>
  db
    .select({ settings: brokers.settings })
    .from(brokers)
    .where(eq(brokers.code, sql.placeholder('code')))
    .prepare('broker_settings');
/** The settings read, prepared once per database (issue 11: GET /v2/settings reads it per request). */
const settingsStatements = new WeakMap<object, ReturnType<typeof settingsStatement>>();

export async function findBrokerSettings(db: Db, code: string): Promise<Settings | null> {
  // Per connection: the request's transaction when in one (issue 22).
  const on = connectionOf(db);
  let statement = settingsStatements.get(on);
  if (!statement) settingsStatements.set(on, (statement = settingsStatement(activeDb(db))));
  const [row] = await statement.execute({ code: code.toUpperCase() });
  if (!row) return null;
  return {
    ...row.settings,
    MetaltreamMinimumDepositAmount: row.settings.MetalStreamMinimumDepositAmount,
  };
}

/** Every country, ordered by caption. */
export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.caption));
  return rows.map((r) => ({
    Iso3Code: r.iso3,
    Iso2Code: r.iso2,
    Caption: r.caption,
    TelephoneCode: r.telephoneCode,
  }));
}

/** One country by ISO3 or ISO2 code (case-insensitive), or null. */
export async function findCountry(db: Db, code: string) {
  const c = code.trim().toUpperCase();
  if (!/^[A-Z]{2,3}$/.test(c)) return null;
  const [row] = await db
    .select()
    .from(countries)
    .where(c.length === 2 ? eq(countries.iso2, c) : eq(countries.iso3, c));
  return row ?? null;
}

/** ISO3 → ISO2 and back, for the phone rules (services/api/phone-fields.ts). */
export async function countryCodeMaps(db: Db) {
  const rows = await db.select({ iso3: countries.iso3, iso2: countries.iso2 }).from(countries);
  return {
    toIso2: new Map(rows.map((r) => [r.iso3, r.iso2])),
    toIso3: new Map(rows.map((r) => [r.iso2, r.iso3])),
  };
}

/** States of a country for a stateListType (1 standard, 2 IRA), ordered by caption. */
export async function listStates(db: Db, countryIso3: string, listType: number): Promise<State[]> {
  const rows = await db
    .select({ Code: states.code, Caption: states.caption })
    .from(states)
    .where(and(eq(states.countryIso3, countryIso3), sql`${listType} = any(${states.listTypes})`))
    .orderBy(asc(states.caption));
  return rows;
}

/** A state of a country by code or caption (case-insensitive), or null. */
export async function findState(db: Db, countryIso3: string, codeOrCaption: string) {
  const v = codeOrCaption.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(states)
    .where(
      and(
        eq(states.countryIso3, countryIso3),
        sql`(lower(${states.code}) = ${v} or lower(${states.caption}) = ${v})`,
      ),
    );
  return row ?? null;
}

/** One CDD lookup list in display order (doc 2 §7 v2/customer-due-diligence). */
export async function listCddLookup(db: Db, list: string) {
  return db
    .select({ id: cddLookups.id, caption: cddLookups.caption, category: cddLookups.category })
    .from(cddLookups)
    .where(eq(cddLookups.list, list))
    .orderBy(asc(cddLookups.position));
}
