/**
 * The PII key in the database (issue 20 "keys that several instances share and that can rotate";
 * server/auth/pii.ts seals and opens).
 *
 * - `SEALED_COLUMNS`: every column that holds a sealed value — text columns, a bytes column (KYC
 *   images) and string fields inside a jsonb column. `sealLegacyPii` and `rekeyPii` walk it; a new
 *   sensitive column is added here and nowhere else.
 * - `assertPiiKeyCheck` (at every start, under the migration lock): the table `pii_key_check` holds
 *   the id and an HMAC check of the key everything is sealed under. Empty → this key is recorded
 *   (after checking that any value already sealed opens with it); the same key → go on; the
 *   recorded key among SSN_ENCRYPTION_OLD_KEYS → a rotation in progress, go on; anything else →
 *   `StartupError`: the instance would seal under a key the others cannot open.
 * - `sealLegacyPii` (at every start, idempotent): seals values stored in clear (before issue 12 for
 *   SSNs and EINs, before issue 20 for the other columns) — a migration, not "on the next save".
 * - `rekeyPii` (`npm run pii:rekey`): re-seals every value not under the current key, in batches,
 *   then moves the key check to the current key. Safe to re-run after an interruption.
 */
import { and, asc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { keyCheckOf, keyIdOf, mapSealedFields, type PiiCipher, type PiiKind } from '../auth/pii';
import { StartupError } from '../config';
import type { Db } from './client';
import { CDD_SEALED_FIELDS } from './cdd';
import {
  bankAccounts,
  cddAnswers,
  iraFundings,
  kycDocuments,
  legalEntities,
  manualBankAccounts,
  persons,
  piiKeyCheck,
} from './schema';

/** A re-key that cannot go on (the data's key not given, another re-key running); nothing was written. */
export class RekeyRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RekeyRefused';
  }
}

/** One sealed column: its table, a unique ordering key, the column and how it is stored. */
export interface SealedColumn {
  /** A name for messages ('persons.ssn'). */
  name: string;
  table: PgTable;
  /** A unique, ordered column (the primary key) to walk the table in batches. */
  key: AnyPgColumn;
  column: AnyPgColumn;
  kind: PiiKind;
  /** 'text' (the default): `pii2:…` strings; 'bytes': `PIIB2…` bytea; 'json': string fields of a jsonb object. */
  form?: 'text' | 'bytes' | 'json';
  /** For form 'json': the fields of the object that are sealed. */
  fields?: readonly string[];
  /**
   * Rows to consider at all (e.g. one kind of a shared table); default every row. `key` must be
   * unique among these rows (cdd_answers: the application, with `where` naming the kind).
   */
  where?: SQL;
  /** The most rows re-sealed per transaction (KYC files are up to 10 MiB each); default the caller's. */
  batch?: number;
}

/** Every sealed column (see the module comment). */
export const SEALED_COLUMNS: SealedColumn[] = [
  { name: 'persons.ssn', table: persons, key: persons.uid, column: persons.ssn, kind: 'ssn' },
  {
    name: 'legal_entities.ein',
    table: legalEntities,
    key: legalEntities.uid,
    column: legalEntities.ein,
    kind: 'ein',
  },
  // Issue 20: the other sensitive columns.
  {
    name: 'kyc_documents.content',
    table: kycDocuments,
    key: kycDocuments.uid,
    column: kycDocuments.content,
    kind: 'kyc-document',
    form: 'bytes',
    batch: 10,
  },
  {
    name: 'bank_accounts.access_token',
    table: bankAccounts,
    key: bankAccounts.uid,
    column: bankAccounts.accessToken,
    kind: 'plaid-token',
  },
  {
    name: 'manual_bank_accounts.routing_number',
    table: manualBankAccounts,
    key: manualBankAccounts.bankAccountUid,
    column: manualBankAccounts.routingNumber,
    kind: 'routing-number',
  },
  {
    name: 'manual_bank_accounts.account_number',
    table: manualBankAccounts,
    key: manualBankAccounts.bankAccountUid,
    column: manualBankAccounts.accountNumber,
    kind: 'account-number',
  },
  {
    name: 'ira_fundings.account_number',
    table: iraFundings,
    key: iraFundings.applicationUid,
    column: iraFundings.accountNumber,
    kind: 'account-number',
  },
  {
    name: 'cdd_answers.data.IDNumber',
    table: cddAnswers,
    key: cddAnswers.applicationUid,
    column: cddAnswers.data,
    kind: CDD_SEALED_FIELDS.identification!.kind,
    form: 'json',
    fields: CDD_SEALED_FIELDS.identification!.fields,
    where: eq(cddAnswers.kind, 'identification'),
  },
];

const BYTES_MAGIC_HEX = Buffer.from('PIIB2').toString('hex');

/**
 * Rows of `c` holding a value that does not start as `textPattern` (a LIKE pattern) or, for bytes,
 * with the bytes `bytesHex`: the rows `clearCondition` and `notCurrentCondition` select.
 */
function notStartingWith(c: SealedColumn, textPattern: string, bytesHex: string): SQL {
  if (c.form === 'bytes')
    return sql`encode(substring(${c.column} from 1 for ${sql.raw(String(bytesHex.length / 2))}), 'hex') <> ${bytesHex}`;
  if (c.form === 'json')
    return sql`(${sql.join(
      (c.fields ?? []).map(
        (f) =>
          sql`(jsonb_typeof(${c.column} -> ${f}) = 'string' and ${c.column} ->> ${f} <> '' and ${c.column} ->> ${f} not like ${textPattern})`,
      ),
      sql` or `,
    )})`;
  return sql`${c.column} <> '' and ${c.column} not like ${textPattern}`;
}

/** Rows of `c` whose value is not sealed at all (legacy clear values). */
const clearCondition = (c: SealedColumn): SQL => notStartingWith(c, 'pii%', BYTES_MAGIC_HEX);

/** Rows of `c` holding a value not sealed under the key `keyId` (clear ones included). */
const notCurrentCondition = (c: SealedColumn, keyId: string): SQL =>
  notStartingWith(c, `pii2:${keyId}:%`, BYTES_MAGIC_HEX + keyId);

/** The clear value of `c`'s stored `value` (legacy clear values open as they are). */
function openValue(c: SealedColumn, cipher: PiiCipher, value: unknown): unknown {
  if (c.form === 'bytes') return cipher.openBytes(value as Uint8Array, c.kind);
  if (c.form === 'json')
    return mapSealedFields(value as Record<string, unknown>, c.fields ?? [], (v) =>
      cipher.open(v, c.kind),
    );
  return cipher.open(value as string, c.kind);
}

/** The value of `c` re-sealed by `cipher` (opened first: legacy clear values open as they are). */
function reseal(c: SealedColumn, cipher: PiiCipher, value: unknown): unknown {
  if (c.form === 'bytes')
    return cipher.sealBytes(cipher.openBytes(value as Uint8Array, c.kind), c.kind);
  if (c.form === 'json')
    return mapSealedFields(value as Record<string, unknown>, c.fields ?? [], (v) =>
      cipher.isCurrent(v) ? v : cipher.seal(cipher.open(v, c.kind), c.kind),
    );
  return cipher.seal(cipher.open(value as string, c.kind), c.kind);
}

/**
 * Re-seals, in batches of `batch`, every row of `c` that `condition` selects; answers the count.
 * Each batch is one transaction. A value that does not open throws `PiiDecryptError` (it was sealed
 * under a key the cipher does not hold: give it in SSN_ENCRYPTION_OLD_KEYS).
 */
async function resealWhere(
  db: Db,
  c: SealedColumn,
  cipher: PiiCipher,
  condition: SQL,
  batch: number,
): Promise<number> {
  const property = columnKey(c);
  let count = 0;
  let after: unknown = null;
  for (;;) {
    const rows: { k: unknown; v: unknown }[] = await db
      .select({ k: c.key, v: c.column })
      .from(c.table)
      .where(
        and(isNotNull(c.column), condition, c.where, after === null ? undefined : gt(c.key, after)),
      )
      .orderBy(asc(c.key))
      .limit(batch);
    if (rows.length === 0) return count;
    await db.transaction(async (tx) => {
      for (const r of rows)
        await tx
          .update(c.table)
          .set({ [property]: reseal(c, cipher, r.v) })
          .where(and(eq(c.key, r.k), c.where));
    });
    count += rows.length;
    after = rows[rows.length - 1]!.k;
  }
}

/** The property name of `c.column` in its drizzle table (what `.set()` takes). */
function columnKey(c: SealedColumn): string {
  const cols = (c.table as unknown as Record<symbol, Record<string, AnyPgColumn>>)[
    Symbol.for('drizzle:Columns')
  ];
  for (const [prop, col] of Object.entries(cols ?? {})) if (col === c.column) return prop;
  throw new Error(`${c.name}: column not found in its table`);
}

/**
 * Seals every value stored in clear (see the module comment); answers the count per column that
 * changed. Idempotent: sealed values are never touched.
 */
export async function sealLegacyPii(
  db: Db,
  cipher: PiiCipher,
  columns: readonly SealedColumn[] = SEALED_COLUMNS,
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const c of columns) {
    const n = await resealWhere(db, c, cipher, clearCondition(c), Math.min(500, c.batch ?? 500));
    if (n) out[c.name] = n;
  }
  return out;
}

/** One sealed value of any column (the first found), to check a key against existing data. */
async function anySealedValue(
  db: Db,
  columns: readonly SealedColumn[],
): Promise<{ c: SealedColumn; v: unknown } | null> {
  for (const c of columns) {
    const [row] = await db
      .select({ v: c.column })
      .from(c.table)
      .where(and(isNotNull(c.column), sql`not (${clearCondition(c)})`, c.where))
      .limit(1);
    if (row) return { c, v: row.v };
  }
  return null;
}

/**
 * The start's key check (see the module comment). `previousKeys`' ids are those of
 * SSN_ENCRYPTION_OLD_KEYS. Throws `StartupError` with one line naming SSN_ENCRYPTION_KEY.
 * Answers 'recorded' (first start), 'match', or 'rotating' (the recorded key is an old one).
 */
export async function assertPiiKeyCheck(
  db: Db,
  cipher: PiiCipher,
  currentKey: Uint8Array,
  previousKeys: readonly Uint8Array[] = [],
  columns: readonly SealedColumn[] = SEALED_COLUMNS,
): Promise<'recorded' | 'match' | 'rotating'> {
  const keyId = keyIdOf(currentKey);
  const [row] = await db.select().from(piiKeyCheck).where(eq(piiKeyCheck.id, 1));
  if (!row) {
    // A database sealed before the key check existed (issue 12): its values must open with this key.
    const sample = await anySealedValue(db, columns);
    if (sample) {
      try {
        openValue(sample.c, cipher, sample.v);
      } catch {
        throw new StartupError(
          `SSN_ENCRYPTION_KEY does not open the values already sealed in the database (${sample.c.name}): refusing to start so that nothing is sealed under the wrong key`,
        );
      }
    }
    await db
      .insert(piiKeyCheck)
      .values({ id: 1, keyId, keyCheck: keyCheckOf(currentKey) })
      .onConflictDoNothing();
    const [now] = await db.select().from(piiKeyCheck).where(eq(piiKeyCheck.id, 1));
    if (now && now.keyId !== keyId)
      throw new StartupError(
        `SSN_ENCRYPTION_KEY does not match the database's key check (key id ${keyId}, the database expects ${now.keyId}): refusing to start so that nothing is sealed under the wrong key`,
      );
    return 'recorded';
  }
  if (row.keyId === keyId) {
    if (row.keyCheck !== keyCheckOf(currentKey))
      throw new StartupError(
        `SSN_ENCRYPTION_KEY does not match the database's key check (key id ${keyId}): refusing to start`,
      );
    return 'match';
  }
  const old = previousKeys.find((k) => keyIdOf(k) === row.keyId);
  if (old && keyCheckOf(old) === row.keyCheck) return 'rotating';
  throw new StartupError(
    `SSN_ENCRYPTION_KEY does not match the database's key check (key id ${keyId}, the database expects ${row.keyId}): refusing to start so that nothing is sealed under the wrong key`,
  );
}

/**
 * `npm run pii:rekey`: re-seals every value not under `cipher`'s current key (opening them with the
 * previous keys it holds), then records the current key in the key check. Answers the count per
 * column. Refuses (`RekeyRefused`) when the recorded key is neither the current one nor held as a previous
 * one — nothing is written then.
 */
export async function rekeyPii(
  db: Db,
  cipher: PiiCipher,
  currentKey: Uint8Array,
  previousKeys: readonly Uint8Array[],
  opts: { batch?: number; columns?: readonly SealedColumn[] } = {},
): Promise<Record<string, number>> {
  const columns = opts.columns ?? SEALED_COLUMNS;
  const keyId = keyIdOf(currentKey);
  const [row] = await db.select().from(piiKeyCheck).where(eq(piiKeyCheck.id, 1));
  if (row && row.keyId !== keyId && !previousKeys.some((k) => keyIdOf(k) === row.keyId))
    throw new RekeyRefused(
      `the database's values are under key id ${row.keyId}: give that key in SSN_ENCRYPTION_OLD_KEYS`,
    );
  if (row) {
    const moved = await db
      .update(piiKeyCheck)
      .set({ rotatingTo: keyId, updatedAt: new Date() })
      .where(
        and(
          eq(piiKeyCheck.id, 1),
          sql`(${piiKeyCheck.rotatingTo} is null or ${piiKeyCheck.rotatingTo} = ${keyId})`,
        ),
      )
      .returning({ id: piiKeyCheck.id });
    if (!moved.length)
      throw new RekeyRefused(
        'another re-key to a different key is in progress (pii_key_check.rotating_to)',
      );
  }
  const out: Record<string, number> = {};
  for (const c of columns) {
    const batch = Math.min(opts.batch ?? 500, c.batch ?? Number.POSITIVE_INFINITY);
    const n = await resealWhere(db, c, cipher, notCurrentCondition(c, keyId), batch);
    if (n) out[c.name] = n;
  }
  await db
    .insert(piiKeyCheck)
    .values({ id: 1, keyId, keyCheck: keyCheckOf(currentKey), rotatingTo: null })
    .onConflictDoUpdate({
      target: piiKeyCheck.id,
      set: { keyId, keyCheck: keyCheckOf(currentKey), rotatingTo: null, updatedAt: new Date() },
    });
  return out;
}
