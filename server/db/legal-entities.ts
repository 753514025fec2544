/** Legal entities of Corporate applications (doc 2 §3 Legal entity, §7 legal-entities). */
import { maskedEin } from '../auth/pii';
import { eq } from 'drizzle-orm';
import type { LegalEntity } from '../../services/api/contract';
import type { Db } from './client';
import { legalEntities } from './schema';

export type LegalEntityRow = typeof legalEntities.$inferSelect;
export type LegalEntityPatch = Partial<
  Omit<LegalEntityRow, 'uid' | 'applicationUid' | 'updatedAt'>
>;

export async function findLegalEntity(
  db: Db,
  applicationUid: string,
): Promise<LegalEntityRow | null> {
  const [row] = await db
    .select()
    .from(legalEntities)
    .where(eq(legalEntities.applicationUid, applicationUid));
  return row ?? null;
}

/** Creates the application's legal entity or updates it (one per application). */
export async function upsertLegalEntity(
  db: Db,
  applicationUid: string,
  patch: LegalEntityPatch,
): Promise<{ row: LegalEntityRow; created: boolean }> {
  const existing = await findLegalEntity(db, applicationUid);
  if (existing) {
    const [row] = await db
      .update(legalEntities)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(legalEntities.uid, existing.uid))
      .returning();
    return { row, created: false };
  }
  const [row] = await db
    .insert(legalEntities)
    .values({ applicationUid, ...patch })
    .returning();
  return { row, created: true };
}

/** The API shape (legalEntity of services/api/contract.ts); AccountType is the application's. */
export function toLegalEntityResponse(e: LegalEntityRow, accountType: string | null): LegalEntity {
  return {
    LegalEntityUid: e.uid,
    Name: e.name,
    // Only the last four digits leave the server (issue 12): '**-***6789'; '' (no EIN) and null as they are.
    Ein: maskedEin(e.ein),
    NoEin: e.noEin,
    AccountType: accountType,
    AddressResponse: e.street
      ? {
          Street: e.street,
          AptOrSuite: e.aptOrSuite,
          Apartment: e.aptOrSuite,
          City: e.city,
          State: e.state,
          StateCaption: e.stateCaption,
          PostalCode: e.postalCode,
          CountryIso3Code: e.countryIso3,
          CountryIso2Code: e.countryIso2,
        }
      : null,
  };
}
