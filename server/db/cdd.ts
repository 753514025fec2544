/**
 * Customer-due-diligence answers of an application (doc 2 §3; routes: server/routes/cdd-answers.ts).
 * The identification number (IDNumber of 'identification': passport, driver's licence or state ID
 * number) is sealed inside the stored jsonb (issue 20, kind 'id-number'): `sealCddData` before
 * every write, `openCddData` after every read; the other fields stay as they are.
 */
import { and, eq } from 'drizzle-orm';
import { mapSealedFields, type PiiCipher, type PiiKind } from '../auth/pii';
import type { Db } from './client';
import { cddAnswers } from './schema';

/** The sealed string fields of each CDD kind (server/db/pii-keys.ts SEALED_COLUMNS names them too). */
export const CDD_SEALED_FIELDS: Readonly<
  Record<string, { fields: readonly string[]; kind: PiiKind }>
> = {
  identification: { fields: ['IDNumber'], kind: 'id-number' },
};

const mapFields = (
  kind: string,
  data: Record<string, unknown>,
  f: (v: string, k: PiiKind) => string,
): Record<string, unknown> => {
  const spec = CDD_SEALED_FIELDS[kind];
  return spec ? mapSealedFields(data, spec.fields, (v) => f(v, spec.kind)) : data;
};

/** `data` of a CDD answer of `kind` as stored: its sensitive fields sealed with `pii` (a copy). */
export const sealCddData = (kind: string, data: Record<string, unknown>, pii: PiiCipher) =>
  mapFields(kind, data, (v, k) => pii.seal(v, k));

/**
 * A stored CDD answer as answered: its sensitive fields opened with `pii` (a copy). Throws
 * `PiiDecryptError` (500 SealedValueUnreadable) when one was sealed under a key not held.
 */
export const openCddData = (kind: string, data: Record<string, unknown>, pii: PiiCipher) =>
  mapFields(kind, data, (v, k) => pii.open(v, k));

/** Saved CDD answers by kind ('employment', 'identification', 'accountFunding'), opened with `pii`. */
export async function cddAnswersOf(
  db: Db,
  applicationUid: string,
  pii: PiiCipher,
): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db
    .select()
    .from(cddAnswers)
    .where(eq(cddAnswers.applicationUid, applicationUid));
  return Object.fromEntries(rows.map((r) => [r.kind, openCddData(r.kind, r.data, pii)]));
}

/** The saved CDD answer of one kind, opened with `pii`; null when none was saved. */
export async function cddAnswerOf(
  db: Db,
  applicationUid: string,
  kind: string,
  pii: PiiCipher,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select()
    .from(cddAnswers)
    .where(and(eq(cddAnswers.applicationUid, applicationUid), eq(cddAnswers.kind, kind)));
  return row ? openCddData(kind, row.data, pii) : null;
}

/** Saves the CDD answer of one kind (insert or replace), its sensitive fields sealed with `pii`. */
export async function saveCddAnswer(
  db: Db,
  applicationUid: string,
  kind: string,
  data: Record<string, unknown>,
  pii: PiiCipher,
  at: Date,
): Promise<void> {
  const stored = sealCddData(kind, data, pii);
  await db
    .insert(cddAnswers)
    .values({ applicationUid, kind, data: stored, updatedAt: at })
    .onConflictDoUpdate({
      target: [cddAnswers.applicationUid, cddAnswers.kind],
      set: { data: stored, updatedAt: at },
    });
}
