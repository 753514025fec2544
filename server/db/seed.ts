/**
 * Seed data of the reference server (idempotent: safe at every start), in two parts (issue 20):
 *
 * Reference data, every mode (`seedReference`): countries, subdivisions, CDD lookups, IRA
 * custodians, the metal-product catalogue. Demo data, sandbox mode only (`seedDemo`): the
 * brokers, the sales agents, the sandbox user, the basic-account holders and the demo analyst — known passwords,
 * never in production (a production broker imports its settings: scripts/broker-import.ts).
 *
 * - The brokers of server/db/brokers-data.ts (HAA and one per theme, a CAD broker, the
 *   alternative-agreement broker, a captcha broker) and the configured BROKER_CODE, with every
 *   settings field of doc 1 §3 filled.
 * - The full ISO 3166-1 country list from `i18n-iso-countries` (English captions; TelephoneCode
 *   from libphonenumber-js `getCountryCallingCode`, '' where unknown).
 * - First-level subdivisions of every country from `iso-3166` (ISO 3166-2). For the USA,
 *   stateListType 1 holds the 50 states, DC and the inhabited territories, stateListType 2
 *   the 50 states and DC (doc 2 §9; decision in docs/decisions.md).
 * - The metal-product catalogue of the recurring programme (server/domain/products-data.ts,
 *   docs/sandbox.md "Metal stream").
 * - The sandbox user of docs/sandbox.md (existing@example.com, two usernames, one application).
 * - The basic-account holders of docs/sandbox.md "Basic accounts" (server/db/basic-accounts.ts).
 */
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import countriesLib from 'i18n-iso-countries';
import { iso31662 } from 'iso-3166';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { GIFT_STATE_LIST_TYPE, type Settings } from '../../services/api/contract';
import { NANP_ISO3 } from '../../services/api/phone-fields';
import { hashPassword } from '../auth/passwords';
import { SEEDED_BROKERS } from './brokers-data';
import type { Db } from './client';
import { excludedSet } from './upsert';
import {
  ACCOUNT_PURPOSES,
  EMPLOYMENT_STATUSES,
  FUNDING_SOURCES,
  IDENTIFICATION_TYPES,
  INCOME_SOURCES,
  OCCUPATIONS,
} from '../domain/cdd-data';
import {
  applications,
  brokers,
  cddLookups,
  countries,
  custodians,
  persons,
  states,
  usernames,
  users,
} from './schema';
import { CUSTODIANS } from '../domain/custodians-data';
import { seedMetalProducts } from './metal-streams';
import { seedBasicAccounts } from './basic-accounts';
import { seedSalesAgents } from './sales';
import { seedSandboxAnalyst } from './analysts';
import { SANDBOX_USER } from './demo-credentials';

export { SANDBOX_USER } from './demo-credentials';

const require = createRequire(import.meta.url);
countriesLib.registerLocale(require('i18n-iso-countries/langs/en.json'));

/** ISO 3166-2:US subdivisions of the category 'outlying area' (not states, not the district). */
const US_OUTLYING_AREAS = ['AS', 'GU', 'MP', 'PR', 'UM', 'VI'];
/** Outlying areas without a resident population, left out of every list. */
const US_UNINHABITED = ['UM'];

/**
 * The sandbox brokers' FraudScriptUrl (issue 35 item 2): the stand-in fraud script this server
 * serves in sandbox mode (server/routes/sandbox-fraud.ts).
 */
export const SANDBOX_FRAUD_SCRIPT_PATH = '/sandbox/fraud-prevention.js';

/** The sandbox brokers' SSNVideoSlug; the sandbox serves its sample video there (server/routes/sandbox-video.ts). */
export const SANDBOX_VIDEO_SLUG = '/videos/why-we-need-your-ssn';

/** Every settings field of doc 1 §3 for the sandbox broker; amounts in dollars. */
export function defaultBrokerSettings(code: string): Settings {
  const host = `${code.toLowerCase()}.example-broker.test`;
  return {
    BrokerCode: code,
    BrokerName: `${code} Precious Metals`,
    Theme: 'default',
    Currency: 'USD',
    RegistrationUrl: `https://register.${host}`,
    RootUrl: `https://www.${host}`,
    PortalUrl: 'https://portal.example-broker.test',
    WebsiteUrl: `https://www.${host}`,
    TermsAndConditionsUrl: `https://www.${host}/terms-and-conditions`,
    PrivacyPolicyDocumentUrl: `https://www.${host}/privacy-policy`,
    CAPrivacyRightsUrl: `https://www.${host}/california-privacy-rights`,
    AccessibilityStatementUrl: `https://www.${host}/accessibility`,
    SupportEmail: `support@${host}`,
    BuyCashBufferPercentage: 2,
    MetalStreamMinimumDepositAmount: 100,
    MetalStreamMaximumDepositAmount: 25_000,
    MetalStreamRecurringInvestment: 15,
    NumberOfAllowedAchDepositAccounts: 3,
    AchDepositLimit: 50_000,
    CheckDepositLimit: 250_000,
    CryptocurrencyLimit: 100_000,
    WireWithdrawalFee: 25,
    RegistrationContributionLimitAmount: 7_000,
    EquityIraSetupFee: 50,
    PortalGatewayISOCodesListToIgnoreAreaCode: [...NANP_ISO3],
    EnableGoogleReCaptcha: false,
    // doc 2 §2.19: the backup-withholding step; on for LG only in the sandbox (docs/sandbox.md).
    IsIRSRequired: false,
    SSNVideoSlug: SANDBOX_VIDEO_SLUG,
    // The sandbox has no back office: its agents return to the broker's site (an example page).
    BackOfficeUrl: `https://www.${host}/back-office/draft-applications`,
    // Issue 35 item 2: the sandbox's stand-in fraud script (server/routes/sandbox-fraud.ts).
    FraudScriptUrl: SANDBOX_FRAUD_SCRIPT_PATH,
  };
}

/** The country rows: 249+ ISO countries with English captions and calling codes. */
export function countryRows() {
  const names = countriesLib.getNames('en', { select: 'official' });
  return Object.entries(names)
    .map(([iso2, caption]) => {
      const iso3 = countriesLib.alpha2ToAlpha3(iso2);
      let telephoneCode = '';
      try {
        telephoneCode = getCountryCallingCode(iso2 as CountryCode);
      } catch {
        telephoneCode = '';
      }
      return iso3 ? { iso3, iso2, caption, telephoneCode } : null;
    })
    .filter((r): r is NonNullable<typeof r> => r !== null);
}

/**
 * US states and territories where a UTMA (gift) account is not supported (doc 2 §5 "The UTMA
 * (gift) state must be a supported one"; issue 35 item 5): every other US subdivision is in
 * stateListType 3 (GIFT_STATE_LIST_TYPE), the reference list both the server's rule
 * (server/routes/addresses.ts) and the wizard's (services/api/section-savers.ts) read.
 * Migration 0025 gives existing databases the same list.
 */
export const UTMA_UNSUPPORTED_STATES: readonly string[] = ['SC', 'PR', 'GU', 'VI', 'AS', 'MP'];

/** First-level subdivisions of every seeded country, with their stateListType membership. */
export function stateRows(iso2ToIso3: Map<string, string>) {
  return iso31662
    .filter((s) => s.parent.length === 2 && iso2ToIso3.has(s.parent))
    .filter((s) => !(s.parent === 'US' && US_UNINHABITED.includes(s.code.slice(3))))
    .map((s) => {
      const code = s.code.slice(s.parent.length + 1);
      const usTerritory = s.parent === 'US' && US_OUTLYING_AREAS.includes(code);
      return {
        countryIso3: iso2ToIso3.get(s.parent)!,
        code,
        caption: s.name,
        listTypes: [
          1,
          ...(usTerritory ? [] : [2]),
          ...(s.parent === 'US' && !UTMA_UNSUPPORTED_STATES.includes(code)
            ? [GIFT_STATE_LIST_TYPE]
            : []),
        ],
      };
    });
}

/** Countries and subdivisions; inserts what is missing, never duplicates. */
export async function seedReferenceData(db: Db): Promise<void> {
  const rows = countryRows();
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.iso3,
      set: excludedSet(countries, ['caption', 'telephoneCode']),
    });
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(states);
  const subdivisions = stateRows(new Map(rows.map((r) => [r.iso2, r.iso3])));
  if (n >= subdivisions.length) return;
  for (let i = 0; i < subdivisions.length; i += 1000) {
    await db
      .insert(states)
      .values(subdivisions.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}

/** The broker row; existing settings are completed with any field added since (never overwritten). */
export async function seedBroker(
  db: Db,
  code: string,
  overrides: Partial<Settings> = {},
): Promise<void> {
  const settings = { ...defaultBrokerSettings(code), ...overrides };
  const [existing] = await db.select().from(brokers).where(eq(brokers.code, code));
  if (!existing) {
    await db
      .insert(brokers)
      .values({ code, name: settings.BrokerName, settings })
      .onConflictDoNothing();
    return;
  }
  const merged = { ...settings, ...existing.settings };
  if (Object.keys(merged).length !== Object.keys(existing.settings).length) {
    await db
      .update(brokers)
      .set({ settings: merged, updatedAt: new Date() })
      .where(eq(brokers.code, code));
  }
}

/**
 * The sandbox user: e-mail existing@example.com, password Gold-Bar-2024, two usernames, and
 * an Individual application stopped at the phone step with the name saved (resume tests).
 */
export async function seedSandboxUser(db: Db, brokerCode: string): Promise<void> {
  const [found] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(eq(users.email, SANDBOX_USER.email));
  if (found) return;
  const passwordHash = await hashPassword(SANDBOX_USER.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: SANDBOX_USER.email, passwordHash, brokerCode })
      .onConflictDoNothing()
      .returning();
    if (!user) return;
    await tx.insert(usernames).values(
      SANDBOX_USER.usernames.map((username, position) => ({
        username,
        userUid: user.uid,
        position,
      })),
    );
    const [app] = await tx
      .insert(applications)
      .values({
        userUid: user.uid,
        brokerCode,
        applicationType: 'Individual',
        registrationFlowType: 1,
        applicationStep: '/secure/phone-number',
      })
      .returning();
    await tx.insert(persons).values({
      applicationUid: app.uid,
      role: 'Owner',
      isPrimary: true,
      firstName: 'Ada',
      lastName: 'Existing',
      suffixType: 0,
    });
    await tx.update(users).set({ currentApplicationUid: app.uid }).where(eq(users.uid, user.uid));
  });
}

/** The rows of `cdd_lookups` (server/domain/cdd-data.ts). */
export function cddLookupRows() {
  const simple = (list: string, items: Array<[number, string]>) =>
    items.map(([id, caption], position) => ({ list, id, caption, category: '', position }));
  return [
    ...simple('employmentStatus', EMPLOYMENT_STATUSES),
    ...simple('incomeSource', INCOME_SOURCES),
    ...simple('identificationType', IDENTIFICATION_TYPES),
    ...simple('fundingSource', FUNDING_SOURCES),
    ...simple('accountPurpose', ACCOUNT_PURPOSES),
    ...Object.entries(OCCUPATIONS).flatMap(([category, names], c) =>
      names.map((caption, i) => ({
        list: 'occupation',
        id: i + 1,
        caption,
        category,
        position: c * 100 + i,
      })),
    ),
  ];
}

/** CDD lookup lists; captions and order follow the data file (upsert, never duplicated). */
export async function seedCddLookups(db: Db): Promise<void> {
  await db
    .insert(cddLookups)
    .values(cddLookupRows())
    .onConflictDoUpdate({
      target: [cddLookups.list, cddLookups.category, cddLookups.id],
      set: excludedSet(cddLookups, ['caption', 'position']),
    });
}

/** The IRA custodian directory (docs/sandbox.md "IRA custodians"); fixed uids, upsert. */
export async function seedCustodians(db: Db): Promise<void> {
  await db
    .insert(custodians)
    .values(CUSTODIANS.map((c) => ({ ...c, countryIso3: 'USA' })))
    .onConflictDoUpdate({
      target: custodians.uid,
      set: excludedSet(custodians, [
        'name',
        'street',
        'aptOrSuite',
        'city',
        'state',
        'postalCode',
        'phone',
        'fax',
      ]),
    });
}

/** The reference data every mode needs: countries and subdivisions, CDD lookups, custodians, metal products. */
export async function seedReference(db: Db): Promise<void> {
  await seedReferenceData(db);
  await seedCddLookups(db);
  await seedCustodians(db);
  await seedMetalProducts(db);
}

/**
 * The sandbox's demo data (docs/sandbox.md): the brokers of brokers-data.ts and `brokerCode`, one
 * sales agent per broker (sales@<code>.example), the sandbox user and the basic-account holders.
 * Sandbox mode only: every one of them has a published password.
 */
export async function seedDemo(db: Db, brokerCode: string): Promise<void> {
  for (const b of SEEDED_BROKERS) await seedBroker(db, b.code, b.overrides);
  if (!SEEDED_BROKERS.some((b) => b.code === brokerCode)) await seedBroker(db, brokerCode);
  // One sandbox sales agent per broker, sales@<code>.example (docs/sandbox.md "Sales-assisted").
  await seedSalesAgents(db);
  await seedSandboxUser(db, brokerCode);
  await seedBasicAccounts(db);
  // The demo analyst of the journey map (issue 25, docs/sandbox.md "Analytics").
  await seedSandboxAnalyst(db);
}

/**
 * Everything the server needs at start: the reference data, plus the demo data in sandbox mode
 * (`mode` default 'sandbox'; 'production' seeds no broker, user or agent — issue 20). One
 * transaction (issue 31): a failure anywhere leaves nothing of this seed (a savepoint when `db`
 * is already a transaction). The server seeds after the database-mode and PII key checks
 * (server/lifecycle.ts).
 */
export async function seed(
  db: Db,
  brokerCode: string,
  mode: 'sandbox' | 'production' = 'sandbox',
): Promise<void> {
  await db.transaction(async (tx) => {
    await seedReference(tx);
    if (mode === 'sandbox') await seedDemo(tx, brokerCode);
  });
}
