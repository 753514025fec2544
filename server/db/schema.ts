/**
 * Database schema of the reference registration API (drizzle-orm, PostgreSQL dialect).
 *
 * Runs unchanged on the embedded PGlite database (default) and on PostgreSQL (DATABASE_URL).
 * Migrations are generated from this file by drizzle-kit into server/db/migrations
 * (`npx drizzle-kit generate`) and applied at start by server/db/client.ts.
 *
 * Money columns are numeric(14,2) dollars (doc 3 §9). Dates of birth are 'yyyy-MM-dd' text
 * (doc 2 §3). PII columns (SSN, date of birth, phone, address) are never logged.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BasicAccountAddress, Phone, Settings } from '../../services/api/contract';

/** Brokers (doc 1 §3 Settings): one row per broker code, every settings field in `settings`. */
export const brokers = pgTable('brokers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  settings: jsonb('settings').$type<Settings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Countries (doc 1 §3 Reference data): Iso3Code, Iso2Code, Caption, TelephoneCode. */
export const countries = pgTable('countries', {
  iso3: text('iso3').primaryKey(),
  iso2: text('iso2').notNull().unique(),
  caption: text('caption').notNull(),
  telephoneCode: text('telephone_code').notNull(),
});

/**
 * States and other first-level subdivisions (doc 1 §7.5). `listTypes` holds the stateListType
 * values the row belongs to (1 standard, 2 IRA; doc 2 §9); rows of other countries carry [1, 2].
 */
export const states = pgTable(
  'states',
  {
    countryIso3: text('country_iso3')
      .notNull()
      .references(() => countries.iso3),
    code: text('code').notNull(),
    caption: text('caption').notNull(),
    /** stateListType membership: 1 standard, 2 IRA, 3 UTMA gift states (migration 0025). */
    listTypes: integer('list_types').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryIso3, t.code] })],
);

/** Users (doc 1 §3 User state): one e-mail, an argon2id password hash, one current application. */
export const users = pgTable('users', {
  uid: uuid('uid').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  brokerCode: text('broker_code')
    .notNull()
    .references(() => brokers.code),
  logonUid: uuid('logon_uid').notNull().defaultRandom(),
  /** The application the tokens' ApplicationUid claim names (doc 1 §3). */
  currentApplicationUid: uuid('current_application_uid'),
  /** Issue 24: the wizard language the user chose ('en' | 'es'; PUT /v2/users/language); null = not chosen. */
  language: text('language'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Usernames known for an e-mail (doc 1 §7.2 GET /v2/users/usernames); login uses one of them. */
export const usernames = pgTable(
  'usernames',
  {
    username: text('username').primaryKey(),
    userUid: uuid('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('usernames_user_idx').on(t.userUid)],
);

/** Applications (doc 1 §3 Application). */
export const applications = pgTable(
  'applications',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    userUid: uuid('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    brokerCode: text('broker_code')
      .notNull()
      .references(() => brokers.code),
    applicationType: text('application_type'),
    accountType: text('account_type'),
    registrationFlowType: integer('registration_flow_type').notNull().default(1),
    applicationStep: text('application_step'),
    isAssisted: boolean('is_assisted').notNull().default(false),
    accountUid: uuid('account_uid'),
    accountNumber: text('account_number'),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Who submitted (issue 31): 'customer' and the user's uid; null before migration 0023. */
    completedByKind: text('completed_by_kind'),
    completedByUid: uuid('completed_by_uid'),
    /** Fraud-prevention session id sent with the completion (doc 1 §4.14). */
    sessionId: text('session_id'),
    /**
     * The fraud-prevention session id of the funding screens' last save (doc 3 §3, §7; issue 35
     * item 2, migration 0026): Fund account, IRA funding, the programme's funding.
     */
    fundingSessionId: text('funding_session_id'),
    /** Identity-verification outcome: 'Passed', 'Failed', 'OFAC' (docs/sandbox.md). */
    verificationResult: text('verification_result'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    /** IRAApplication.CompanyName: the IRA business name (doc 2 §2.6, SEP and SIMPLE). */
    companyName: text('company_name'),
    /**
     * AccountUpgradeType (doc 1 §3, §4.11): BASIC_ACCOUNT_UPGRADE_TYPE when the application
     * upgrades the basic account named by `accountUid` (server/db/basic-accounts.ts), else null.
     */
    accountUpgradeType: integer('account_upgrade_type'),
    /**
     * Issue 25, the journey map's funnel (server/db/analytics.ts): when the application first
     * reached the address step (secured, doc 1 §4.8) and its review step (funded: the funding
     * step done or skipped); set by recordStep.
     */
    securedAt: timestamp('secured_at', { withTimezone: true }),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
  },
  (t) => [
    index('applications_user_idx').on(t.userUid),
    // Issue 25: the journey map's funnel and daily trends read applications by start and completion.
    index('applications_created_on_idx').on(t.createdOn),
    index('applications_completed_at_idx').on(t.completedAt),
  ],
);

/**
 * Persons of an application (doc 2 §3 Person). `role` is the section name of the
 * per-type sub-object ('Owner' for Individual). Each section is null until saved.
 */
export const persons = pgTable(
  'persons',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    applicationUid: uuid('application_uid')
      .notNull()
      .references(() => applications.uid, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    isPrimary: boolean('is_primary').notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    suffixType: integer('suffix_type'),
    dateOfBirth: text('date_of_birth'),
    countryIso3: text('country_iso3'),
    countryIso2: text('country_iso2'),
    ssn: text('ssn'),
    phoneIso3: text('phone_iso3'),
    phoneAreaCode: text('phone_area_code'),
    phoneLocalNumber: text('phone_local_number'),
    phoneStateCode: text('phone_state_code'),
    street: text('street'),
    aptOrSuite: text('apt_or_suite'),
    city: text('city'),
    state: text('state'),
    stateCaption: text('state_caption'),
    postalCode: text('postal_code'),
    addressCountryIso3: text('address_country_iso3'),
    addressCountryIso2: text('address_country_iso2'),
    /** doc 2 §9 marital status code: 1 Single, 2 Married, 3 Divorced/Separated, 4 Widowed. */
    maritalStatus: integer('marital_status'),
    /** doc 2 §3 PersonBackupWithHolding.BackupWithHoldingRecord. */
    backupWithholding: boolean('backup_withholding'),
    /**
     * Who gave the backup-withholding certification (issue 31): always the customer ('customer'
     * and the user's uid) since an impersonating agent gets 403; null for rows older than
     * migration 0023.
     */
    backupWithholdingActorKind: text('backup_withholding_actor_kind'),
    backupWithholdingActorUid: uuid('backup_withholding_actor_uid'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('persons_application_role_idx').on(t.applicationUid, t.role)],
);

/** Application funding (doc 3 §3): BankFundingType code and Amount in dollars. */
export const fundings = pgTable('fundings', {
  applicationUid: uuid('application_uid')
    .primaryKey()
    .references(() => applications.uid, { onDelete: 'cascade' }),
  bankFundingType: integer('bank_funding_type'),
  amount: numeric('amount', { precision: 14, scale: 2 }),
  /** BankApplicationFunding.BankAccountUid: the linked bank of ACH-connected funding (doc 3 §3). */
  bankAccountUid: uuid('bank_account_uid'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Bank accounts linked through the bank-link adapter (doc 3 §3 Linked bank account, §7 Bank
 * accounts). `mask` is the last 4 digits (the only digits ever shown); `accessToken` is the
 * provider's secret (Plaid), null for the sandbox — never logged or answered.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    applicationUid: uuid('application_uid')
      .notNull()
      .references(() => applications.uid, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    itemId: text('item_id').notNull(),
    accountId: text('account_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountSubtype: text('account_subtype').notNull(),
    mask: text('mask').notNull(),
    accessToken: text('access_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_accounts_app_account_idx').on(t.applicationUid, t.provider, t.accountId),
  ],
);

/** Accepted agreements (doc 3 §7 {type}-agreements); `agreementType` e.g. 'haa' ({maincode}). */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    applicationUid: uuid('application_uid')
      .notNull()
      .references(() => applications.uid, { onDelete: 'cascade' }),
    agreementType: text('agreement_type').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who accepted (issue 31): 'customer' and the user's uid; null for rows older than migration 0023. */
    actorKind: text('actor_kind'),
    actorUid: uuid('actor_uid'),
  },
  (t) => [primaryKey({ columns: [t.applicationUid, t.agreementType] })],
);

/**
 * Step history (doc 2 §2.1): every POST .../steps; the latest is applications.application_step.
 * Issue 25 (the analysts' journey map, server/db/analytics.ts): each record also knows the kind
 * (wizard id) the application had when it was recorded (`kind`), where the application went next
 * and when (`nextStep`, `leftAt`: set by the next record; null while it is the application's
 * latest) and whether it is the application's first visit of that step (`firstVisit`), so the
 * aggregates read one index range of one table, without joins or window functions.
 */
export const applicationSteps = pgTable(
  'application_steps',
  {
    id: serial('id').primaryKey(),
    applicationUid: uuid('application_uid')
      .notNull()
      .references(() => applications.uid, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind'),
    nextStep: text('next_step'),
    leftAt: timestamp('left_at', { withTimezone: true }),
    firstVisit: boolean('first_visit').notNull().default(true),
  },
  (t) => [
    index('application_steps_app_idx').on(t.applicationUid),
    // Issue 25: a kind's records of a period; migration 0020 adds INCLUDE (step, next_step,
    // first_visit, left_at, application_uid), so the aggregates read the index only.
    index('application_steps_kind_created_idx').on(t.kind, t.createdAt),
    // Issue 25: each application's latest record (where it is now, or where it stopped).
    index('application_steps_open_idx')
      .on(t.kind, t.createdAt)
      .where(sql`${t.leftAt} is null`),
    // Issue 25: the applications that reached a step (the funding-method filter).
    index('application_steps_step_app_idx').on(t.step, t.applicationUid),
  ],
);

/**
 * Issue 25, the journey map's daily rollup of the step records (server/db/analytics.ts,
 * migration 0021): per UTC day of the records' creation, kind, broker (`brokerCode`; '' = all
 * brokers, so the unfiltered map reads one row per cell) and step, one row with the
 * applications' first visits (`nextStep` '', `reached`) and one per next step with the moves to
 * it (`moves`, the edge traffic). Maintained by recordStep in the step's transaction; rebuilt
 * from the records by `rebuildStepRollups` (`npm run analytics:rollup`).
 */
export const applicationStepDays = pgTable(
  'application_step_days',
  {
    kind: text('kind').notNull(),
    brokerCode: text('broker_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    nextStep: text('next_step').notNull(),
    reached: integer('reached').notNull().default(0),
    moves: integer('moves').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.brokerCode, t.day, t.step, t.nextStep] })],
);

/**
 * Issue 25, the journey map's daily histogram of time spent (server/db/analytics.ts, migration
 * 0021): per UTC day of the records' creation, kind, broker ('' = all brokers), step and
 * time-spent bucket (`MEDIAN_BUCKETS_PER_E`), the records left in that bucket — a histogram
 * merges by addition, so the median of any run of days is exact to the bucket, as on the raw
 * path. Maintained by recordStep; rebuilt by `rebuildStepRollups`.
 */
export const applicationStepTimeDays = pgTable(
  'application_step_time_days',
  {
    kind: text('kind').notNull(),
    brokerCode: text('broker_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    bucket: integer('bucket').notNull(),
    moves: integer('moves').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.brokerCode, t.day, t.step, t.bucket] })],
);

/**
 * Tracking details (doc 1 §3 TrackingDetails, §7.6): affiliate data from the welcome page and
 * the TrackingDetails sent with create user / authenticate / create application.
 */
export const trackingDetails = pgTable('tracking_details', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  userUid: uuid('user_uid'),
  applicationUid: uuid('application_uid'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Browser fingerprints (doc 1 §7.6 POST v2/tracking-details/fingerprints {Fp, UrlReferrer}). */
export const fingerprints = pgTable('fingerprints', {
  id: serial('id').primaryKey(),
  fp: text('fp').notNull(),
  urlReferrer: text('url_referrer'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Password-reset tokens (doc 1 §7.2 reset_token / passwords). Only the SHA-256 of the 'rpt_…'
 * token is kept; a token expires after RESET_TOKEN_TTL_MS and works once (usedAt).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userUid: uuid('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userUid)],
);

/**
 * The sandbox mail adapter's outbox (docs/sandbox.md): messages the server would send
 * (password-reset links) are stored here instead of being sent. `data` holds the template
 * fields (e.g. {PasswordResetToken}); nothing of it is logged.
 */
export const sandboxOutbox = pgTable('sandbox_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  template: text('template').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The legal entity of a Corporate application (doc 2 §3 Legal entity: business or trust), one
 * per application. `ein` null means never given; '' means "no EIN" (NoEin true) — distinct.
 */
export const legalEntities = pgTable('legal_entities', {
  uid: uuid('uid').primaryKey().defaultRandom(),
  applicationUid: uuid('application_uid')
    .notNull()
    .unique()
    .references(() => applications.uid, { onDelete: 'cascade' }),
  name: text('name'),
  ein: text('ein'),
  noEin: boolean('no_ein'),
  street: text('street'),
  aptOrSuite: text('apt_or_suite'),
  city: text('city'),
  state: text('state'),
  stateCaption: text('state_caption'),
  postalCode: text('postal_code'),
  countryIso3: text('country_iso3'),
  countryIso2: text('country_iso2'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Customer-due-diligence lookup lists (doc 2 §3 Lookup lists, §7 v2/customer-due-diligence):
 * `list` is 'employmentStatus', 'occupation', 'incomeSource', 'identificationType',
 * 'fundingSource' or 'accountPurpose'; `id` is the list's numeric id (per category for
 * occupations); `category` is the occupation category.
 */
export const cddLookups = pgTable(
  'cdd_lookups',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    caption: text('caption').notNull(),
    category: text('category').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.category, t.id] })],
);

/**
 * CRM events (doc 1 §3 CRM event, §7.7): video events {Data:[{key, value}], EventType} and
 * exit-modal events {RegistrationPageUrl, ExitModalType}, recorded per application.
 */
export const crmEvents = pgTable(
  'crm_events',
  {
    id: serial('id').primaryKey(),
    applicationUid: uuid('application_uid')
      .notNull()
      .references(() => applications.uid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_events_app_idx').on(t.applicationUid)],
);

/**
 * Customer-due-diligence answers of an application (doc 2 §3, §7 v2/customer-due-diligence/
 * {ApplicationUid}/…): `kind` 'employment', 'identification' or 'accountFunding', `data` the
 * saved payload as the API answers it.
 */
export const cddAnswers = pgTable(
  'cdd_answers',
  {
    applicationUid: uuid('application_uid')
      .notNull()
      .references(() => applications.uid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationUid, t.kind] })],
);

/**
 * The IRA custodian directory (doc 3 §2.4 IRA custodian modal, §3 Custodian; GET v2/custodians),
 * seeded from server/domain/custodians-data.ts. Phone and Fax are phone objects of doc 3 §3.
 */
export const custodians = pgTable('custodians', {
  uid: uuid('uid').primaryKey(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  aptOrSuite: text('apt_or_suite'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  countryIso3: text('country_iso3').notNull().default('USA'),
  phone: text('phone').notNull(),
  fax: text('fax'),
});

/**
 * IRA funding of an IRA application (doc 3 §3 IRAApplicationFundingResponse): IRAFundingType
 * (1 IRATransfer, 2 Rollover, 3 AnnualContribution), Amount (dollars), ContributionYear and, for
 * a transfer, TransferType, CustodianAccountType, AccountNumber and the chosen custodian (jsonb,
 * as answered: {CustodianUid, Name, Address, Phone, Fax}).
 */
export const iraFundings = pgTable('ira_fundings', {
  applicationUid: uuid('application_uid')
    .primaryKey()
    .references(() => applications.uid, { onDelete: 'cascade' }),
  iraFundingType: integer('ira_funding_type').notNull(),
  amount: numeric('amount', { precision: 14, scale: 2 }),
  contributionYear: integer('contribution_year'),
  transferType: text('transfer_type'),
  custodianAccountType: text('custodian_account_type'),
  accountNumber: text('account_number'),
  custodian: jsonb('custodian').$type<Record<string, unknown>>(),
  /** How the old custodian delivers the transferred cash: 'Check' | 'Wire' (doc 3 §7 payment-delivery-types; decision). */
  paymentDeliveryType: text('payment_delivery_type'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Marketing-list subscriptions of the sandbox marketing adapter (doc 1 §1 "a marketing service
 * subscribes the stored e-mail to the lists newsletter, alerts and promo, outside the AIP flow";
 * server/providers/marketing-lists.ts). One row per (e-mail, list, broker); the e-mail is kept
 * in lower case, as the users table keeps it, and is never logged.
 */
export const marketingSubscriptions = pgTable(
  'marketing_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    list: text('list').notNull(),
    brokerCode: text('broker_code').notNull(),
    userUid: uuid('user_uid').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marketing_subscriptions_email_list_broker_idx').on(t.email, t.list, t.brokerCode),
  ],
);

/**
 * The metal-product catalogue of the recurring programme (doc 3 §3 Metal product, §9 product
 * kinds), seeded from server/domain/products-data.ts. `metalType` 'Gold' | 'Silver';
 * `productKind` 'Bar' | 'Coin' | 'Fractional' | 'Bags'; `weightOz` fine troy ounces per unit.
 */
export const metalProducts = pgTable('metal_products', {
  productCode: text('product_code').primaryKey(),
  metalType: text('metal_type').notNull(),
  productKind: text('product_kind').notNull(),
  caption: text('caption').notNull(),
  weightOz: numeric('weight_oz', { precision: 12, scale: 4 }).notNull(),
  purity: numeric('purity', { precision: 5, scale: 4 }).notNull(),
  position: integer('position').notNull(),
});

/**
 * A product at a storage location (doc 3 §3 Locations[]: LocationType 1-based of doc 3 §9,
 * SymbolCode, prices). `pricePerUnitUsd` is US dollars; other currencies are converted when answered.
 */
export const metalProductLocations = pgTable(
  'metal_product_locations',
  {
    symbolCode: text('symbol_code').primaryKey(),
    productCode: text('product_code')
      .notNull()
      .references(() => metalProducts.productCode, { onDelete: 'cascade' }),
    locationType: integer('location_type').notNull(),
    pricePerUnitUsd: numeric('price_per_unit_usd', { precision: 14, scale: 2 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('metal_product_locations_product_idx').on(t.productCode)],
);

/**
 * The recurring programme of an application (doc 3 §3 MetalStreamData): Amount (monthly, in the
 * broker's currency), GoldPercentage / SilverPercentage as fractions 0–1, the chosen SymbolCodes,
 * and the funding source: a bank account (BankAccountUid) or the account balance.
 */
export const metalStreams = pgTable('metal_streams', {
  applicationUid: uuid('application_uid')
    .primaryKey()
    .references(() => applications.uid, { onDelete: 'cascade' }),
  amount: numeric('amount', { precision: 14, scale: 2 }),
  goldPercentage: numeric('gold_percentage', { precision: 5, scale: 4 }),
  silverPercentage: numeric('silver_percentage', { precision: 5, scale: 4 }),
  symbolCodeGold: text('symbol_code_gold'),
  symbolCodeSilver: text('symbol_code_silver'),
  bankAccountUid: uuid('bank_account_uid').references(() => bankAccounts.uid, {
    onDelete: 'set null',
  }),
  useAccountBalance: boolean('use_account_balance'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Details of a bank account entered by hand for the programme (POST …/bank-accounts/metal-streams,
 * doc 3 §7 MetalStreamBankAccountRequest); the account itself is a `bank_accounts` row with
 * provider 'manual'. The full account and routing numbers never leave the server or reach a log.
 */
export const manualBankAccounts = pgTable('manual_bank_accounts', {
  bankAccountUid: uuid('bank_account_uid')
    .primaryKey()
    .references(() => bankAccounts.uid, { onDelete: 'cascade' }),
  accountHolderFullName: text('account_holder_full_name').notNull(),
  routingNumber: text('routing_number').notNull(),
  accountNumber: text('account_number').notNull(),
  accountType: text('account_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sales agents (doc 1 §1 back-office sales staff, §6 "Sales staff have their own authentication"):
 * one broker each; they log in with POST /v2/authenticate (argon2id hash) and get 'Sales' tokens.
 * Seeded per broker (docs/sandbox.md "Sales-assisted"). `name` is the CreatedBy of the
 * applications they start.
 */
export const salesAgents = pgTable('sales_agents', {
  uid: uuid('uid').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  brokerCode: text('broker_code')
    .notNull()
    .references(() => brokers.code),
  logonUid: uuid('logon_uid').notNull().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by `npm run sales:agent -- --disable` (issue 31): the agent can no longer sign in or act. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/**
 * Customer invitations of sales-assisted applications (doc 1 §7.3 POST …/invitations, GET
 * …/invitations?invitationToken). Only the SHA-256 of the 'inv_…' token is kept; it expires at
 * `expiresAt`, is superseded by a newer invitation of the application (`revokedAt`), and is
 * accepted once (`acceptedAt`). `openedAt`: the last GET lookup (opens the set-password window).
 */
export const salesInvitations = pgTable(
  'sales_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicationUid: uuid('application_uid')
      .notNull()
      .references(() => applications.uid, { onDelete: 'cascade' }),
    userUid: uuid('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    salesAgentUid: uuid('sales_agent_uid')
      .notNull()
      .references(() => salesAgents.uid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_invitations_app_idx').on(t.applicationUid),
    index('sales_invitations_user_idx').on(t.userUid),
  ],
);

/** bytea as Uint8Array on both drivers (PGlite answers Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength),
  fromDriver: (v) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength),
});

/**
 * KYC documents (doc 3 §3 Required document, §7 Documents): one file per requirement slot
 * (application, PersonTargetType, group 'identity'|'residency'|'socialSecurity'|'ownership');
 * `uid` is the slot's DocumenUid (server/domain/documents.ts). `content` is the file itself
 * (≤ 10 MiB), `mediaType` what its bytes are (sniffed), never its declared type; file names
 * are not kept. Contents are never logged.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    uid: uuid('uid').primaryKey(),
    applicationUid: uuid('application_uid')
      .notNull()
      .references(() => applications.uid, { onDelete: 'cascade' }),
    personTargetType: integer('person_target_type').notNull(),
    documentGroup: text('document_group').notNull(),
    documentType: integer('document_type').notNull(),
    /** {idv}DocumentType of an identity document: Passport, License, IdentificationCard. */
    idvDocumentType: text('idv_document_type'),
    caption: text('caption'),
    /** The multipart field it came in: 'Document' or 'DocumentFront'. */
    fileField: text('file_field').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    /** Times this requirement was stored: the upload and each replacement (issue 31: capped). */
    uploadCount: integer('upload_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kyc_documents_slot_idx').on(t.applicationUid, t.personTargetType, t.documentGroup),
  ],
);

/** Identity-verification events reported by the wizard (doc 3 §3, §7 POST /v2/documents/{idv}-event). */
export const idvEvents = pgTable(
  'idv_events',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    applicationUid: uuid('application_uid')
      .notNull()
      .references(() => applications.uid, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    sessionId: text('session_id'),
    documentType: integer('document_type'),
    personTargetType: integer('person_target_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idv_events_app_idx').on(t.applicationUid)],
);

/**
 * Basic (delivery-only) portal accounts (doc 1 §1 upgrade, §3 logged-in user profile, §4.11):
 * an existing portal user's account without a full registration, named by AccountUid +
 * AccountCode (passed by the portal dashboard). Profile: names, SuffixType (doc 2 §9 code),
 * `phone` (doc 2 §3 Phone), IsPhoneConnectedTo2FA, `addresses` (with IsDefaultMailingAddress).
 * `upgradeApplicationUid` is the application whose upgrade submission made it full (set once).
 */
export const basicAccounts = pgTable(
  'basic_accounts',
  {
    accountUid: uuid('account_uid').primaryKey(),
    accountCode: text('account_code').notNull().unique(),
    accountNumber: text('account_number').notNull().unique(),
    userUid: uuid('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    brokerCode: text('broker_code')
      .notNull()
      .references(() => brokers.code),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    suffixType: integer('suffix_type'),
    phone: jsonb('phone').$type<Phone>(),
    isPhoneConnectedTo2FA: boolean('is_phone_connected_to_2fa').notNull().default(false),
    addresses: jsonb('addresses').$type<BasicAccountAddress[]>().notNull().default([]),
    upgradeApplicationUid: uuid('upgrade_application_uid').references(() => applications.uid, {
      onDelete: 'set null',
    }),
    upgradedAt: timestamp('upgraded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('basic_accounts_user_idx').on(t.userUid)],
);

/**
 * Idempotency keys of mutating requests (issue 8, docs/sandbox.md "Idempotency"): one row per
 * (caller, method, path, Idempotency-Key). `requestHash` is the keyed fingerprint (HMAC-SHA-256,
 * server/http/idempotency.ts `requestFingerprint`) of the query and body of the first request;
 * `status` null while that request runs (`lockedAt` when it started), then its status, `contentType` and `body` (the answer replayed to a repeat; it may hold the PII the answer
 * held, so it lives no longer than `expiresAt`, 24 h after the first request).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    subject: text('subject').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.method, t.path, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Phone hand-offs of one KYC requirement (issue 9 "continue the capture on a phone"): a
 * single-use link that lets another device upload the file of exactly one requirement of one
 * application. Only the SHA-256 of the token (hex) is stored, never the token; the row binds it
 * to the application, the requirement (`documentUid`, the slot's DocumenUid) and what the upload
 * sends (PersonTargetType, DocumentType, {idv}DocumentType). `usedAt` is set by the one upload
 * that consumed it; `expiresAt` ends it (10 minutes after creation).
 */
export const documentHandoffs = pgTable(
  'document_handoffs',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicationUid: uuid('application_uid')
      .notNull()
      .references(() => applications.uid, { onDelete: 'cascade' }),
    documentUid: uuid('document_uid').notNull(),
    personTargetType: integer('person_target_type').notNull(),
    documentType: integer('document_type').notNull(),
    idvDocumentType: text('idv_document_type'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_handoffs_app_idx').on(t.applicationUid)],
);

/**
 * Sign-in sessions (issue 12): one row per refresh-token family. Every access and refresh token
 * names its row in the `sid` claim (server/auth/sessions.ts). A refresh must present the
 * family's newest refresh token (its SHA-256 is `refreshHash`); an older one is a replay and
 * revokes the family. `expiresAt` is the absolute end of the session (login + SESSION_MAX_HOURS);
 * `subjectUid` is the token's UserUid (the customer, or the sales agent of a 'Sales' session).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectUid: uuid('subject_uid').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout' | 'reuse' | 'password' | 'expired' | 'disabled' | 'parent'. */
    revokedReason: text('revoked_reason'),
    /**
     * The acting principal (issue 31): 'customer' (the subject itself) or 'agent' — a sales
     * agent's own session (subject = actor = the agent) or an impersonation (subject = the
     * customer, actor = the agent). Null for sessions older than migration 0023.
     */
    actorKind: text('actor_kind'),
    actorUid: uuid('actor_uid'),
    /** The session a `generate` call opened this one from; its revocation revokes this one (issue 31). */
    parentId: uuid('parent_id'),
  },
  (t) => [
    index('auth_sessions_subject_idx').on(t.subjectUid),
    index('auth_sessions_actor_idx').on(t.actorUid),
    index('auth_sessions_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} IS NOT NULL`),
  ],
);

/**
 * Counters of the rate limiter (rate-limiter-flexible's RateLimiterDrizzle, server/http/rate-limit.ts)
 * when the limits are kept in the database, so several server instances share one count.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * The key check of the PII key (issue 20, server/db/pii-keys.ts): one row (`id` 1) with the id of
 * the key every sealed value is under (`keyIdOf`) and `keyCheckOf` of it (an HMAC of a constant —
 * it proves the key without revealing it). An instance whose SSN_ENCRYPTION_KEY does not match
 * refuses to start; `npm run pii:rekey` moves the row to the new key after re-sealing everything.
 */
export const piiKeyCheck = pgTable('pii_key_check', {
  id: integer('id').primaryKey(),
  keyId: text('key_id').notNull(),
  keyCheck: text('key_check').notNull(),
  /** Set while a re-key runs: the key id being moved to (a second re-key with another key is refused). */
  rotatingTo: text('rotating_to'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Analysts (issue 25): the users of the analytics page (/analytics), a role apart from applicants
 * and sales agents — they see aggregates only and reach no /v2 route. Created by
 * `npm run analyst:add` (server/db/analysts.ts); the sandbox seeds one (docs/sandbox.md).
 */
export const analysts = pgTable('analysts', {
  uid: uuid('uid').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by `npm run analyst:add -- --disable` (issue 31): no sign-in, every sign-in ended. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/**
 * Analyst sign-ins (issue 25): an opaque bearer token 'ana_…' of which only the SHA-256 is kept,
 * valid until `expiresAt` or sign-out. Not a JWT: no applicant or agent token can pass for one.
 */
export const analystSessions = pgTable(
  'analyst_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    analystUid: uuid('analyst_uid')
      .notNull()
      .references(() => analysts.uid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analyst_sessions_analyst_idx').on(t.analystUid)],
);

/**
 * The mode of the database (issue 31 part 2, server/db/database-mode.ts): at most one row (`id`
 * 1, `mode` 'production' — both CHECK constraints of migration 0022), written by the first
 * production start under the migration lock. A sandbox start refuses a database holding it.
 * `byVersion` is the package.json version of the server that marked it.
 */
export const databaseMode = pgTable('database_mode', {
  id: integer('id').primaryKey(),
  mode: text('mode').$type<'production'>().notNull(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  byVersion: text('by_version').notNull(),
});
