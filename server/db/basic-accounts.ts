/**
 * Basic accounts (doc 1 §1 "upgrade", §3 logged-in user profile, §4.11 upgrade flow): an
 * existing portal user's basic (delivery-only) account without a full registration, named by
 * AccountUid + AccountCode (the portal dashboard passes both to the wizard). The sandbox holders
 * are seeded here (docs/sandbox.md "Basic accounts").
 *
 * An upgrade application (POST v2/applications with IsUpgrade) carries the basic account's
 * AccountUid and AccountUpgradeType = BASIC_ACCOUNT_UPGRADE_TYPE; its submission claims the
 * basic account (`claimUpgrade`) so one basic account is upgraded at most once.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  BASIC_ACCOUNT_UPGRADE_TYPE,
  SUFFIXES,
  type BasicAccountAddress,
  type BasicAccountDetails,
  type Phone,
} from '../../services/api/contract';
import { hashPassword } from '../auth/passwords';
import type { ApplicationRow } from './applications';
import { isUuid } from './applications';
import type { Db } from './client';
import { applications, basicAccounts, usernames, users } from './schema';

export type BasicAccountRow = typeof basicAccounts.$inferSelect;

/** A seeded basic-account holder: a portal user (e-mail, password) and their basic account. */
export interface SandboxBasicAccount {
  email: string;
  password: string;
  accountUid: string;
  accountCode: string;
  accountNumber: string;
  brokerCode: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffixType: number | null;
  phone: Phone | null;
  isPhoneConnectedTo2FA: boolean;
  addresses: BasicAccountAddress[];
}

const usAddress = (
  street: string,
  aptOrSuite: string | null,
  city: string,
  state: string,
  postalCode: string,
  isDefaultMailingAddress: boolean,
): BasicAccountAddress => ({
  Street: street,
  AptOrSuite: aptOrSuite,
  City: city,
  State: state,
  PostalCode: postalCode,
  CountryIso3Code: 'USA',
  CountryIso2Code: 'US',
  IsDefaultMailingAddress: isDefaultMailingAddress,
});

/**
 * The sandbox basic-account holders of docs/sandbox.md "Basic accounts". Passwords follow
 * doc 1 §5 (they also log in through POST /v2/authenticate). AccountUids are fixed so the
 * portal-dashboard link `?token=…&accountUid=…&accountCode=…` can be written down.
 */
export const SANDBOX_BASIC_ACCOUNTS: readonly SandboxBasicAccount[] = [
  {
    email: 'basic.holder@example.com',
    password: 'BasicGold2024!',
    accountUid: '5b1f0c3e-8a2d-4e67-9c41-2d7b6a9e0f11',
    accountCode: 'BSC-4Q7M2K',
    accountNumber: 'HAA20417731',
    brokerCode: 'HAA',
    firstName: 'Marta',
    middleName: null,
    lastName: 'Basic',
    suffixType: null,
    phone: { Iso3CountryCode: 'USA', AreaCode: '212', LocalNumber: '5550147', StateCode: null },
    isPhoneConnectedTo2FA: false,
    addresses: [usAddress('350 Fifth Avenue', 'Suite 3400', 'New York', 'NY', '10118', true)],
  },
  {
    email: 'basic.twofactor@example.com',
    password: 'BasicGold2024!',
    accountUid: '9e3a7d52-1c6b-4f08-a2d9-6b0e4c8f3a27',
    accountCode: 'BSC-8T3W5N',
    accountNumber: 'HAA20530964',
    brokerCode: 'HAA',
    firstName: 'Samuel',
    middleName: 'Lee',
    lastName: 'Delivery',
    suffixType: SUFFIXES.indexOf('JR'),
    phone: { Iso3CountryCode: 'USA', AreaCode: '512', LocalNumber: '5550198', StateCode: null },
    isPhoneConnectedTo2FA: true,
    addresses: [
      usAddress('1100 Congress Avenue', null, 'Austin', 'TX', '78701', false),
      usAddress('PO Box 2210', null, 'Austin', 'TX', '78768', true),
    ],
  },
  {
    email: 'basic.legacy@example.com',
    password: 'BasicGold2024!',
    accountUid: 'c4d8e2f6-3b7a-4915-8e0c-71a5f9b2d643',
    accountCode: 'BSC-2H9R6P',
    accountNumber: 'LG20688102',
    brokerCode: 'LG',
    firstName: 'Olive',
    middleName: null,
    lastName: 'Legacy',
    suffixType: null,
    phone: null,
    isPhoneConnectedTo2FA: false,
    addresses: [],
  },
];

/** The account type a basic account answers (doc 1 §1 "basic (delivery-only) portal account"). */
export const BASIC_ACCOUNT_TYPE = 'Basic';

/** Account codes are letters, digits and dashes (compared upper-case). */
const ACCOUNT_CODE = /^[A-Za-z0-9-]{1,40}$/;

/**
 * Seeds the sandbox holders (idempotent): the user is created once (argon2id hash, username =
 * e-mail); the basic account's profile is upserted; an upgrade already made is kept.
 */
export async function seedBasicAccounts(db: Db): Promise<void> {
  for (const a of SANDBOX_BASIC_ACCOUNTS) {
    const [existing] = await db
      .select({ uid: users.uid })
      .from(users)
      .where(eq(users.email, a.email));
    let userUid = existing?.uid;
    if (!userUid) {
      const passwordHash = await hashPassword(a.password);
      userUid = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: a.email, passwordHash, brokerCode: a.brokerCode })
          .onConflictDoNothing()
          .returning({ uid: users.uid });
        if (!user) {
          const [again] = await tx
            .select({ uid: users.uid })
            .from(users)
            .where(eq(users.email, a.email));
          return again.uid;
        }
        await tx
          .insert(usernames)
          .values({ username: a.email, userUid: user.uid, position: 0 })
          .onConflictDoNothing();
        return user.uid;
      });
    }
    const profile = {
      accountCode: a.accountCode,
      accountNumber: a.accountNumber,
      userUid,
      brokerCode: a.brokerCode,
      firstName: a.firstName,
      middleName: a.middleName,
      lastName: a.lastName,
      suffixType: a.suffixType,
      phone: a.phone,
      isPhoneConnectedTo2FA: a.isPhoneConnectedTo2FA,
      addresses: a.addresses,
    };
    await db
      .insert(basicAccounts)
      .values({ accountUid: a.accountUid, ...profile })
      .onConflictDoUpdate({ target: basicAccounts.accountUid, set: profile });
  }
}

/** The basic account with this AccountUid, or null (also for a malformed uid). */
export async function findBasicAccount(
  db: Db,
  accountUid: string,
): Promise<BasicAccountRow | null> {
  if (!isUuid(accountUid)) return null;
  const [row] = await db
    .select()
    .from(basicAccounts)
    .where(eq(basicAccounts.accountUid, accountUid));
  return row ?? null;
}

/**
 * The basic account named by the pair AccountUid + AccountCode (case-insensitive code), or
 * null when either is missing, malformed or they do not name the same account.
 */
export async function findBasicAccountByPair(
  db: Db,
  accountUid: string | null | undefined,
  accountCode: string | null | undefined,
): Promise<BasicAccountRow | null> {
  if (!accountUid || !accountCode || !ACCOUNT_CODE.test(accountCode.trim())) return null;
  const row = await findBasicAccount(db, accountUid.trim());
  return row && row.accountCode.toUpperCase() === accountCode.trim().toUpperCase() ? row : null;
}

/**
 * The basic account a new upgrade application of `userUid` may upgrade (POST v2/applications
 * with IsUpgrade, doc 1 §7.4): the pair must name a basic account of that user ('NotFound'
 * otherwise, also for another user's account) not yet upgraded ('Upgraded').
 */
export async function upgradableAccount(
  db: Db,
  userUid: string,
  accountUid: string | null | undefined,
  accountCode: string | null | undefined,
): Promise<BasicAccountRow | 'NotFound' | 'Upgraded'> {
  const row = await findBasicAccountByPair(db, accountUid, accountCode);
  if (!row || row.userUid !== userUid) return 'NotFound';
  return row.upgradeApplicationUid ? 'Upgraded' : row;
}

/** True when the user holds a basic account (create user answers InvalidCredentialsBasicAccount). */
export async function holdsBasicAccount(db: Db, userUid: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: basicAccounts.accountUid })
    .from(basicAccounts)
    .where(eq(basicAccounts.userUid, userUid))
    .limit(1);
  return !!row;
}

/** Links a new application to the basic account it upgrades (AccountUid + AccountUpgradeType). */
export async function linkUpgradeApplication(
  db: Db,
  applicationUid: string,
  accountUid: string,
): Promise<void> {
  await db
    .update(applications)
    .set({ accountUid, accountUpgradeType: BASIC_ACCOUNT_UPGRADE_TYPE })
    .where(eq(applications.uid, applicationUid));
}

/** The basic account an application upgrades, or null for any other application. */
export async function upgradeTargetOf(
  db: Db,
  app: ApplicationRow,
): Promise<BasicAccountRow | null> {
  if (app.accountUpgradeType !== BASIC_ACCOUNT_UPGRADE_TYPE || !app.accountUid) return null;
  return findBasicAccount(db, app.accountUid);
}

/**
 * Marks the basic account upgraded by `applicationUid`. Conditional: returns false when another
 * application already upgraded it, so two concurrent submissions cannot both succeed.
 */
export async function claimUpgrade(
  db: Db,
  accountUid: string,
  applicationUid: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(basicAccounts)
    .set({ upgradeApplicationUid: applicationUid, upgradedAt: at })
    .where(
      and(
        eq(basicAccounts.accountUid, accountUid),
        sql`(${basicAccounts.upgradeApplicationUid} is null or ${basicAccounts.upgradeApplicationUid} = ${applicationUid})`,
      ),
    )
    .returning({ uid: basicAccounts.accountUid });
  return rows.length > 0;
}

/** True when another application than `applicationUid` already upgraded the account. */
export function upgradedByOther(row: BasicAccountRow, applicationUid?: string): boolean {
  return row.upgradeApplicationUid !== null && row.upgradeApplicationUid !== applicationUid;
}

/** The GET …/details answer (services/api/contract.ts basicAccountDetailsResponse). */
export function toBasicAccountDetails(row: BasicAccountRow, email: string): BasicAccountDetails {
  return {
    AccountUid: row.accountUid,
    AccountCode: row.accountCode,
    AccountNumber: row.accountNumber,
    AccountType: BASIC_ACCOUNT_TYPE,
    Email: email,
    FirstName: row.firstName,
    MiddleName: row.middleName,
    LastName: row.lastName,
    Suffix: row.suffixType !== null ? (SUFFIXES[row.suffixType] ?? null) : null,
    SuffixType: row.suffixType,
    Phone: row.phone ?? null,
    IsPhoneConnectedTo2FA: row.isPhoneConnectedTo2FA,
    Addresses: row.addresses,
    IsUpgraded: row.upgradeApplicationUid !== null,
    UpgradeApplicationUid: row.upgradeApplicationUid,
  };
}
