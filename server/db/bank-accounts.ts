/**
 * Linked bank accounts (doc 3 §3, §7 Bank accounts) and the bank of ACH-connected funding. The
 * provider's access token (Plaid) is sealed at rest (issue 20: kind 'plaid-token'); rows carry it
 * sealed, `accessTokenOf` opens it where the provider must be called with it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { PiiCipher } from '../auth/pii';
import type { Db } from './client';
import { bankAccounts, fundings } from './schema';
import type { ExchangeResult } from '../providers/bank-link';

/** A stored bank account; `accessToken` is sealed (`accessTokenOf`), null for the sandbox and manual accounts. */
export type BankAccountRow = typeof bankAccounts.$inferSelect;

/**
 * The clear provider access token of a row (null when it has none). Throws `PiiDecryptError`
 * (500 SealedValueUnreadable) when it was sealed under a key not held. Never log it.
 */
export const accessTokenOf = (row: Pick<BankAccountRow, 'accessToken'>, pii: PiiCipher) =>
  pii.open(row.accessToken, 'plaid-token');

export async function listBankAccounts(db: Db, applicationUid: string): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.applicationUid, applicationUid))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.accountId));
}

export async function findBankAccount(
  db: Db,
  applicationUid: string,
  uid: string,
): Promise<BankAccountRow | null> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.applicationUid, applicationUid), eq(bankAccounts.uid, uid)));
  return row ?? null;
}

/**
 * Saves the accounts of one link exchange in one transaction (a re-linked account keeps its
 * uid and takes the new names and token). `bankName` is the name the widget reported, else the
 * provider's institution name. The access token is stored sealed with `pii` (issue 20). Returns
 * the rows in the order of `result.accounts`.
 */
export async function saveLinkedAccounts(
  db: Db,
  pii: PiiCipher,
  applicationUid: string,
  bankName: string,
  result: ExchangeResult,
): Promise<BankAccountRow[]> {
  const accessToken = pii.seal(result.accessToken, 'plaid-token');
  return db.transaction(async (tx) => {
    const out: BankAccountRow[] = [];
    for (const a of result.accounts) {
      const values = {
        applicationUid,
        provider: result.provider,
        itemId: result.itemId,
        accountId: a.accountId,
        bankName,
        accountName: a.name,
        accountSubtype: a.subtype,
        mask: a.mask,
        accessToken,
      };
      const [row] = await tx
        .insert(bankAccounts)
        .values(values)
        .onConflictDoUpdate({
          target: [bankAccounts.applicationUid, bankAccounts.provider, bankAccounts.accountId],
          set: {
            itemId: values.itemId,
            bankName,
            accountName: a.name,
            accountSubtype: a.subtype,
            mask: a.mask,
            accessToken: values.accessToken,
          },
        })
        .returning();
      out.push(row);
    }
    return out;
  });
}

/** BankApplicationFunding (doc 3 §3): the bank of ACH-connected funding and its amount (dollars). */
export interface BankApplicationFunding {
  BankAccountUid: string | null;
  Amount: number | null;
}

/**
 * Attaches a linked bank to the application funding as ACH connected (BankFundingType 1).
 * Another bank or type than the saved one clears the amount (limits differ per type).
 */
export async function setBankFunding(
  db: Db,
  applicationUid: string,
  bankAccountUid: string,
): Promise<BankApplicationFunding> {
  const [current] = await db
    .select()
    .from(fundings)
    .where(eq(fundings.applicationUid, applicationUid));
  const keep =
    current && current.bankFundingType === 1 && current.bankAccountUid === bankAccountUid;
  const amount = keep ? current.amount : null;
  await db
    .insert(fundings)
    .values({ applicationUid, bankFundingType: 1, bankAccountUid, amount })
    .onConflictDoUpdate({
      target: fundings.applicationUid,
      set: { bankFundingType: 1, bankAccountUid, amount, updatedAt: new Date() },
    });
  return { BankAccountUid: bankAccountUid, Amount: amount === null ? null : Number(amount) };
}

/** The saved funding row with its bank (null when none). */
export async function findFundingRow(db: Db, applicationUid: string) {
  const [row] = await db.select().from(fundings).where(eq(fundings.applicationUid, applicationUid));
  return row ?? null;
}
