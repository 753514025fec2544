/**
 * IRA funding and the custodian directory (doc 3 §3 IRA funding, Custodian; §7 IRA funding). The
 * account number at the old custodian is sealed at rest (issue 20, kind 'account-number'):
 * `updateIraFunding` seals it, `toIraFunding` opens it; rows carry it sealed.
 */
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Custodian, IraApplicationFunding } from '../../services/api/contract';
import type { PiiCipher } from '../auth/pii';
import type { Db } from './client';
import { custodians, iraFundings, states } from './schema';

type CustodianRow = typeof custodians.$inferSelect;
/** A stored IRA funding; `accountNumber` is sealed (`toIraFunding` opens it). */
export type IraFundingRow = typeof iraFundings.$inferSelect;

/** A North-American number as the phone object of doc 2 §7 (AreaCode empty, decision). */
export const usPhone = (digits: string) => ({
  Iso3CountryCode: 'USA',
  AreaCode: '',
  LocalNumber: digits,
  StateCode: null,
});

export function toCustodian(r: CustodianRow): Custodian {
  const apt = r.aptOrSuite ? ` ${r.aptOrSuite}` : '';
  return {
    CustodianUid: r.uid,
    Name: r.name,
    Address: {
      Street: r.street,
      AptOrSuite: r.aptOrSuite,
      City: r.city,
      State: r.state,
      PostalCode: r.postalCode,
      CountryIso3Code: r.countryIso3,
    },
    Phone: usPhone(r.phone),
    Fax: r.fax ? usPhone(r.fax) : null,
    FormattedAddress: `${r.street}${apt}, ${r.city}, ${r.state} ${r.postalCode}`,
  };
}

/** Custodians by name (case-insensitive substring of name or city), ordered by name. */
export async function searchCustodians(
  db: Db,
  search: string | undefined,
  take: number | undefined,
): Promise<Custodian[]> {
  const term = search?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const q = db
    .select()
    .from(custodians)
    .where(
      pattern ? or(ilike(custodians.name, pattern), ilike(custodians.city, pattern)) : undefined,
    )
    .orderBy(asc(custodians.name));
  const rows = take ? await q.limit(take) : await q;
  return rows.map(toCustodian);
}

export async function findCustodian(db: Db, uid: string): Promise<Custodian | null> {
  const [row] = await db.select().from(custodians).where(eq(custodians.uid, uid));
  return row ? toCustodian(row) : null;
}

/** True when `code` is a US state or DC (stateListType 2, the IRA list). */
export async function isIraState(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: states.code })
    .from(states)
    .where(and(eq(states.countryIso3, 'USA'), eq(states.code, code.toUpperCase())));
  return rows.length > 0;
}

export async function findIraFunding(
  db: Db,
  applicationUid: string,
): Promise<IraFundingRow | null> {
  const [row] = await db
    .select()
    .from(iraFundings)
    .where(eq(iraFundings.applicationUid, applicationUid));
  return row ?? null;
}

/**
 * The API shape of a stored IRA funding (IRAApplicationFundingResponse, doc 3 §3), AccountNumber
 * opened with `pii`. Throws `PiiDecryptError` (500 SealedValueUnreadable) when it does not open.
 */
export function toIraFunding(r: IraFundingRow, pii: PiiCipher): IraApplicationFunding {
  return {
    IRAFundingType: r.iraFundingType as 1 | 2 | 3,
    Amount: r.amount === null ? null : Number(r.amount),
    ContributionYear: r.contributionYear,
    TransferType: r.transferType as IraApplicationFunding['TransferType'],
    CustodianAccountType: r.custodianAccountType as IraApplicationFunding['CustodianAccountType'],
    AccountNumber: pii.open(r.accountNumber, 'account-number'),
    IRAFundingCustodianResponse: (r.custodian as Custodian | null) ?? null,
    PaymentDeliveryType: r.paymentDeliveryType as IraApplicationFunding['PaymentDeliveryType'],
  };
}

/**
 * Sets IRAFundingType. Another type than the saved one clears the amount and contribution year
 * (limits differ), and leaving IRATransfer clears the transfer fields, custodian and payment delivery type.
 */
export async function setIraFundingType(
  db: Db,
  applicationUid: string,
  type: 1 | 2 | 3,
): Promise<IraFundingRow> {
  const current = await findIraFunding(db, applicationUid);
  const same = current?.iraFundingType === type;
  const values = {
    applicationUid,
    iraFundingType: type,
    amount: same ? current.amount : null,
    contributionYear: same ? current.contributionYear : null,
    transferType: same ? current.transferType : null,
    custodianAccountType: same ? current.custodianAccountType : null,
    accountNumber: same ? current.accountNumber : null,
    custodian: same ? current.custodian : null,
    paymentDeliveryType: same ? current.paymentDeliveryType : null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(iraFundings)
    .values(values)
    .onConflictDoUpdate({ target: iraFundings.applicationUid, set: values })
    .returning();
  return row;
}

/**
 * Updates fields of an existing IRA funding; returns the row. A clear `accountNumber` in `set` is
 * stored sealed with `pii` (issue 20).
 */
export async function updateIraFunding(
  db: Db,
  applicationUid: string,
  set: Partial<Omit<IraFundingRow, 'applicationUid'>>,
  pii: PiiCipher,
): Promise<IraFundingRow> {
  const sealed =
    set.accountNumber === undefined
      ? set
      : { ...set, accountNumber: pii.seal(set.accountNumber, 'account-number') };
  const [row] = await db
    .update(iraFundings)
    .set({ ...sealed, updatedAt: new Date() })
    .where(eq(iraFundings.applicationUid, applicationUid))
    .returning();
  return row;
}

export async function deleteIraFunding(db: Db, applicationUid: string): Promise<void> {
  await db.delete(iraFundings).where(eq(iraFundings.applicationUid, applicationUid));
}
