/** Application funding and agreement acceptances (doc 3 §3, §7). Amounts are dollars. */
import { eq, sql } from 'drizzle-orm';
import type { BankFundingType } from '../../services/api/contract';
import type { Db } from './client';
import { agreementAcceptances, fundings } from './schema';

export interface Funding {
  BankFundingType: BankFundingType | null;
  Amount: number | null;
}

export async function findFunding(db: Db, applicationUid: string): Promise<Funding | null> {
  const [row] = await db.select().from(fundings).where(eq(fundings.applicationUid, applicationUid));
  if (!row) return null;
  return {
    BankFundingType: row.bankFundingType as BankFundingType | null,
    Amount: row.amount === null ? null : Number(row.amount),
  };
}

/**
 * Sets the funding type; a different type than the saved one clears the amount, since limits
 * differ per type (doc 3 §5) and the amount screen follows the choice.
 */
export async function setFundingType(
  db: Db,
  applicationUid: string,
  type: BankFundingType,
): Promise<Funding> {
  const current = await findFunding(db, applicationUid);
  const amount = current && current.BankFundingType === type ? current.Amount : null;
  await db
    .insert(fundings)
    .values({
      applicationUid,
      bankFundingType: type,
      amount: amount === null ? null : amount.toFixed(2),
    })
    .onConflictDoUpdate({
      target: fundings.applicationUid,
      set: {
        bankFundingType: type,
        amount: amount === null ? null : amount.toFixed(2),
        // The linked bank stays only while the type stays ACH connected (doc 3 §3 BankApplicationFunding).
        bankAccountUid: sql`case when ${fundings.bankFundingType} = ${type} then ${fundings.bankAccountUid} else null end`,
        updatedAt: new Date(),
      },
    });
  return { BankFundingType: type, Amount: amount };
}

export async function setFundingAmount(
  db: Db,
  applicationUid: string,
  amount: number,
): Promise<void> {
  await db
    .update(fundings)
    .set({ amount: amount.toFixed(2), updatedAt: new Date() })
    .where(eq(fundings.applicationUid, applicationUid));
}

/** Removes the funding (skip funding, doc 3 §4). Returns true when one existed. */
export async function deleteFunding(db: Db, applicationUid: string): Promise<boolean> {
  const rows = await db
    .delete(fundings)
    .where(eq(fundings.applicationUid, applicationUid))
    .returning();
  return rows.length > 0;
}

/** Records an accepted agreement; accepting twice keeps the first acceptance time. */
/**
 * Records the acceptance of `agreementType` and who gave it (issue 31: `actor`, always the
 * customer since an impersonating agent is refused); a repeated acceptance keeps the first.
 */
export async function acceptAgreement(
  db: Db,
  applicationUid: string,
  agreementType: string,
  actor: { kind: string; uid: string },
): Promise<void> {
  await db
    .insert(agreementAcceptances)
    .values({ applicationUid, agreementType, actorKind: actor.kind, actorUid: actor.uid })
    .onConflictDoNothing();
}

export async function acceptedAgreements(db: Db, applicationUid: string): Promise<string[]> {
  const rows = await db
    .select({ t: agreementAcceptances.agreementType })
    .from(agreementAcceptances)
    .where(eq(agreementAcceptances.applicationUid, applicationUid));
  return rows.map((r) => r.t).sort();
}
