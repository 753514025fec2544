/**
 * SSN and EIN: answered only as the last four digits, sealed at rest with AES-256-GCM (issue 12,
 * server/auth/pii.ts, docs/decisions.md "SSN and EIN at rest").
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPiiCipher,
  loadPiiKey,
  maskedEin,
  maskedSsn,
  parsePiiKey,
} from '../../server/auth/pii';
import { legalEntities, persons } from '../../server/db/schema';
import { personResponse } from '../../services/api/contract';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const rawPerson = async (uid: string) =>
  (await h.database.db.select().from(persons).where(eq(persons.uid, uid)))[0]!;

describe('SSN', () => {
  it('the save and GET application answer only the last four digits; the column holds no clear SSN', async () => {
    const reg = await h.register();
    const base = `/v2/applications/${reg.applicationUid}`;
    const created = await h.call('POST', `${base}/persons?isPrimary=true`, {
      token: reg.token,
      body: { FirstName: 'Ada', LastName: 'Lovelace' },
    });
    const uid = personResponse.parse(created.json).PersonUid;
    const saved = await h.call('POST', `${base}/persons/${uid}/ssns`, {
      token: reg.token,
      body: { Ssn: '219-09-6789' },
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.json.PersonSsn).toEqual({ Ssn: '***-**-6789' });
    expect(saved.text).not.toMatch(/219.?09/);

    const app = await h.call('GET', base, { token: reg.token });
    expect(app.json.IndividualApplication.Owner.PersonSsn).toEqual({ Ssn: '***-**-6789' });
    expect(app.text).not.toMatch(/219.?09.?6789/);

    const row = await rawPerson(uid);
    expect(row.ssn).toMatch(/^pii2:[0-9a-f]{16}:6789:/);
    expect(row.ssn).not.toMatch(/219.?09/);
    // A second save of the same number is sealed with a fresh IV.
    await h.call('PUT', `${base}/persons/${uid}/ssns`, {
      token: reg.token,
      body: { Ssn: '219096789' },
    });
    const again = await rawPerson(uid);
    expect(again.ssn).not.toBe(row.ssn);
  });
});

describe('EIN', () => {
  it('answers **-***NNNN, keeps the "no EIN" empty string, and is sealed in the column', async () => {
    const reg = await h.register(
      undefined,
      'applicationType=Corporate&corporateAccountType=LimitedLiabilityCorporation',
    );
    const base = `/v2/applications/${reg.applicationUid}`;
    await h.call('POST', `${base}/legal-entities`, {
      token: reg.token,
      body: { Name: 'Golden Acorn LLC' },
    });
    const r = await h.call('POST', `${base}/legal-entities/eins`, {
      token: reg.token,
      body: { Ein: '12-3456789', NoEin: false },
    });
    expect(r.status, r.text).toBe(201);
    expect(r.json.Ein).toBe('**-***6789');
    expect(r.text).not.toContain('3456789');
    const [row] = await h.database.db
      .select()
      .from(legalEntities)
      .where(eq(legalEntities.applicationUid, reg.applicationUid));
    expect(row!.ein).toMatch(/^pii2:[0-9a-f]{16}:6789:/);
    expect(row!.ein).not.toContain('3456789');
    const none = await h.call('PUT', `${base}/legal-entities/eins`, {
      token: reg.token,
      body: { Ein: null, NoEin: true },
    });
    expect(none.json).toMatchObject({ Ein: '', NoEin: true });
  });
});

describe('the cipher', () => {
  const cipher = createPiiCipher(Buffer.alloc(32, 7));
  it('opens what it sealed, refuses a tampered value, another kind or another key', () => {
    const sealed = cipher.seal('219-09-6789', 'ssn');
    expect(cipher.open(sealed, 'ssn')).toBe('219-09-6789');
    expect(() => cipher.open(sealed, 'ein')).toThrow();
    expect(() => createPiiCipher(Buffer.alloc(32, 8)).open(sealed, 'ssn')).toThrow();
    const parts = sealed.split(':');
    parts[4] = Buffer.from('000000000', 'utf8').toString('base64url');
    expect(() => cipher.open(parts.join(':'), 'ssn')).toThrow();
    expect(cipher.seal(null, 'ssn')).toBeNull();
    expect(cipher.seal('', 'ein')).toBe('');
  });

  it('reads a value stored before encryption and masks it', () => {
    expect(cipher.open('219-09-6789', 'ssn')).toBe('219-09-6789');
    expect(maskedSsn('219-09-6789')).toBe('***-**-6789');
    expect(maskedEin('12-3456789')).toBe('**-***6789');
    expect(maskedEin('')).toBe('');
  });

  it('takes the key from SSN_ENCRYPTION_KEY, else generates one into DATA_DIR (mode 600) and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wizard-pii-'));
    try {
      const hex = 'ab'.repeat(32);
      expect(loadPiiKey({ SSN_ENCRYPTION_KEY: hex }, dir).toString('hex')).toBe(hex);
      expect(() => parsePiiKey('short')).toThrow(/32 bytes/);
      const first = loadPiiKey({}, dir);
      expect(first.length).toBe(32);
      expect(statSync(join(dir, 'ssn-key')).mode & 0o777).toBe(0o600);
      expect(loadPiiKey({}, dir).equals(first)).toBe(true);
      expect(readFileSync(join(dir, 'ssn-key'), 'utf8').trim()).toBe(first.toString('base64'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
