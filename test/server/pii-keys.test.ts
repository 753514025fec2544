/**
 * Keys that several instances share and that can rotate (issue 20; server/auth/pii.ts,
 * server/db/pii-keys.ts): sealed values carry their key id, the database's key check refuses a
 * wrong key, clear values are sealed at start, `rekeyPii` moves everything to a new key, and a value
 * that does not open answers 500 SealedValueUnreadable — never the identity provider's 502.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPiiCipher, keyIdOf, parsePiiOldKeys, PiiDecryptError } from '../../server/auth/pii';
import { StartupError } from '../../server/config';
import { assertPiiKeyCheck, rekeyPii, sealLegacyPii } from '../../server/db/pii-keys';
import { MIGRATIONS_DIR } from '../../server/db/client';
import { bankAccounts, legalEntities, persons, piiKeyCheck } from '../../server/db/schema';
import { fillOwner, startHarness, type Harness } from './helpers';

const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
const A = createPiiCipher(KEY_A);

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ piiKey: KEY_A });
});
afterAll(() => h.close());

const db = () => h.database.db;
const rawSsn = async (uid: string) =>
  (await db().select({ ssn: persons.ssn }).from(persons).where(eq(persons.uid, uid)))[0]!.ssn;

/** A registered applicant with an Owner whose SSN is saved; answers the ids. */
async function applicantWithSsn(ssn = '219-09-6789') {
  const reg = await h.register();
  const base = `/v2/applications/${reg.applicationUid}`;
  const personUid = await fillOwner(h, reg.token, reg.applicationUid, { ssn });
  return { reg, base, personUid };
}

describe('the cipher', () => {
  it('seals under the current key id, opens previous keys, refuses an unknown key with PiiDecryptError', () => {
    const sealed = A.seal('219-09-6789', 'ssn');
    expect(sealed).toMatch(new RegExp(`^pii2:${keyIdOf(KEY_A)}:6789:`));
    expect(A.open(sealed, 'ssn')).toBe('219-09-6789');
    expect(A.isCurrent(sealed)).toBe(true);
    // Another kind does not open it (the kind is authenticated data).
    expect(() => A.open(sealed, 'ein')).toThrow(PiiDecryptError);
    const b = createPiiCipher(KEY_B);
    expect(() => b.open(sealed, 'ssn')).toThrow(PiiDecryptError);
    const rotating = createPiiCipher(KEY_B, [KEY_A]);
    expect(rotating.open(sealed, 'ssn')).toBe('219-09-6789');
    expect(rotating.isCurrent(sealed)).toBe(false);
    // Bytes (KYC images) the same way.
    const img = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const sb = A.sealBytes(img, 'kyc-document');
    expect(Buffer.from(sb.subarray(0, 5)).toString()).toBe('PIIB2');
    expect([...rotating.openBytes(sb, 'kyc-document')]).toEqual([...img]);
    expect(() => b.openBytes(sb, 'kyc-document')).toThrow(PiiDecryptError);
    expect(() => parsePiiOldKeys('not-a-key')).toThrow(/SSN_ENCRYPTION_OLD_KEYS/);
  });
});

describe('the key check, legacy values and the re-key', () => {
  it('records the first key, accepts it again, refuses another with one line naming SSN_ENCRYPTION_KEY', async () => {
    await db().delete(piiKeyCheck);
    expect(await assertPiiKeyCheck(db(), A, KEY_A)).toBe('recorded');
    expect(await assertPiiKeyCheck(db(), A, KEY_A)).toBe('match');
    const wrong = await assertPiiKeyCheck(db(), createPiiCipher(KEY_B), KEY_B).catch((e) => e);
    expect(wrong).toBeInstanceOf(StartupError);
    expect(wrong.message).toMatch(
      new RegExp(
        `^SSN_ENCRYPTION_KEY does not match the database's key check \\(key id ${keyIdOf(KEY_B)}, the database expects ${keyIdOf(KEY_A)}\\)`,
      ),
    );
    // During a rotation the new key with the recorded one among the old keys may start.
    expect(await assertPiiKeyCheck(db(), createPiiCipher(KEY_B, [KEY_A]), KEY_B, [KEY_A])).toBe(
      'rotating',
    );
  });

  it('an empty key check with values sealed under another key refuses to record the wrong key', async () => {
    const { personUid } = await applicantWithSsn();
    expect(await rawSsn(personUid)).toMatch(/^pii2:/);
    await db().delete(piiKeyCheck);
    await expect(assertPiiKeyCheck(db(), createPiiCipher(KEY_B), KEY_B)).rejects.toThrow(
      /does not open the values already sealed/,
    );
    expect(await db().select().from(piiKeyCheck)).toEqual([]);
    expect(await assertPiiKeyCheck(db(), A, KEY_A)).toBe('recorded');
  });

  it('sealLegacyPii seals a clear SSN and EIN in place; the API answers the same mask', async () => {
    const { reg, base, personUid } = await applicantWithSsn();
    await db().update(persons).set({ ssn: '219-09-4321' }).where(eq(persons.uid, personUid));
    const [entity] = await db()
      .insert(legalEntities)
      .values({ applicationUid: reg.applicationUid, name: 'Acme', ein: '12-3456789' })
      .returning({ uid: legalEntities.uid });
    const sealed = await sealLegacyPii(db(), A);
    expect(sealed['persons.ssn']).toBeGreaterThanOrEqual(1);
    expect(sealed['legal_entities.ein']).toBeGreaterThanOrEqual(1);
    const ssn = await rawSsn(personUid);
    expect(ssn).toMatch(new RegExp(`^pii2:${keyIdOf(KEY_A)}:4321:`));
    expect(A.open(ssn, 'ssn')).toBe('219-09-4321');
    const ein = (
      await db()
        .select({ ein: legalEntities.ein })
        .from(legalEntities)
        .where(eq(legalEntities.uid, entity!.uid))
    )[0]!.ein;
    expect(A.open(ein, 'ein')).toBe('12-3456789');
    // Idempotent: nothing left in clear.
    expect(await sealLegacyPii(db(), A)).toEqual({});
    const app = await h.call('GET', base, { token: reg.token });
    expect(app.json.IndividualApplication.Owner.PersonSsn).toEqual({ Ssn: '***-**-4321' });
  });

  it('rekeyPii moves every value to the new key and the key check with it; the old key alone then refuses', async () => {
    await db().delete(piiKeyCheck);
    await assertPiiKeyCheck(db(), A, KEY_A);
    const { personUid } = await applicantWithSsn('219-09-5555');
    const B = createPiiCipher(KEY_B, [KEY_A]);
    const moved = await rekeyPii(db(), B, KEY_B, [KEY_A], { batch: 2 });
    expect(moved['persons.ssn']).toBeGreaterThanOrEqual(1);
    const all = await db().select({ ssn: persons.ssn }).from(persons);
    for (const r of all) if (r.ssn) expect(r.ssn.startsWith(`pii2:${keyIdOf(KEY_B)}:`)).toBe(true);
    expect(createPiiCipher(KEY_B).open(await rawSsn(personUid), 'ssn')).toBe('219-09-5555');
    // A re-run finds nothing left; the old key alone no longer starts, the new one alone does.
    expect(await rekeyPii(db(), B, KEY_B, [KEY_A])).toEqual({});
    await expect(assertPiiKeyCheck(db(), A, KEY_A)).rejects.toThrow(/does not match/);
    expect(await assertPiiKeyCheck(db(), createPiiCipher(KEY_B), KEY_B)).toBe('match');
    // Back to A for the rest of the file (the harness app seals under A).
    await rekeyPii(db(), createPiiCipher(KEY_A, [KEY_B]), KEY_A, [KEY_B]);
  });

  it('a re-key without the key the data is under is refused before anything is written', async () => {
    const C = randomBytes(32);
    await expect(rekeyPii(db(), createPiiCipher(C), C, [])).rejects.toThrow(
      /SSN_ENCRYPTION_OLD_KEYS/,
    );
    const [row] = await db().select().from(piiKeyCheck);
    expect(row!.keyId).toBe(keyIdOf(KEY_A));
  });
});

describe('a value that does not open', () => {
  it('answers 500 SealedValueUnreadable at submission, not the provider 502, and never shows the value', async () => {
    const { reg, base, personUid } = await applicantWithSsn();
    expect((await h.call('POST', `${base}/haa-agreements`, { token: reg.token })).status).toBe(202);
    const foreign = createPiiCipher(randomBytes(32)).seal('219-09-7777', 'ssn');
    await db().update(persons).set({ ssn: foreign }).where(eq(persons.uid, personUid));
    const r = await h.call('PATCH', `${base}?sessionId=1700000000000abcdef0123456789abcd`, {
      token: reg.token,
    });
    expect(r.status, r.text).toBe(500);
    expect(r.json.Errors[0].Code).toBe('SealedValueUnreadable');
    expect(r.text).not.toContain('7777');
  });
});

describe('migration 0017 (manual bank account ids)', () => {
  it('replaces a digest-of-the-numbers account_id with a random one and leaves random ids and Plaid ids alone', async () => {
    const reg = await h.register();
    const digest = `manual-${'ab12'.repeat(16)}`;
    const random = `manual-${crypto.randomUUID()}`;
    const row = (accountId: string, provider = 'manual') => ({
      applicationUid: reg.applicationUid,
      provider,
      itemId: 'item',
      accountId,
      bankName: 'Bank',
      accountName: 'Checking',
      accountSubtype: 'checking',
      mask: '6789',
    });
    await db()
      .insert(bankAccounts)
      .values([row(digest), row(random), row('plaid-acc-1', 'plaid')]);
    const migration = readFileSync(join(MIGRATIONS_DIR, '0017_manual_account_ids.sql'), 'utf8');
    await db().execute(sql.raw(migration));
    const ids = (
      await db()
        .select({ id: bankAccounts.accountId })
        .from(bankAccounts)
        .where(eq(bankAccounts.applicationUid, reg.applicationUid))
    ).map((r) => r.id);
    expect(ids).not.toContain(digest);
    expect(ids).toContain(random);
    expect(ids).toContain('plaid-acc-1');
    expect(ids.filter((i) => /^manual-[0-9a-f-]{36}$/.test(i))).toHaveLength(2);
  });
});
