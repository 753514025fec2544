/**
 * The other sensitive columns sealed at rest (issue 20 "Seal the other sensitive columns"):
 * KYC files (kyc_documents.content), Plaid access tokens (bank_accounts.access_token), manual
 * routing and account numbers (manual_bank_accounts), the IRA transfer's account number
 * (ira_fundings.account_number) and the identification number in the CDD answers
 * (cdd_answers.data.IDNumber). For each: the real API writes it, the raw row holds only the seal,
 * the API answers what it answered before; a clear (legacy) row is sealed by `sealLegacyPii` and
 * answers the same; `rekeyPii` moves every column to a new key.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createPiiCipher, keyIdOf } from '../../server/auth/pii';
import { createTokenService } from '../../server/auth/tokens';
import { accessTokenOf } from '../../server/db/bank-accounts';
import { kycDocumentContent } from '../../server/db/documents';
import { findManualBankAccount } from '../../server/db/metal-streams';
import { rekeyPii, sealLegacyPii } from '../../server/db/pii-keys';
import {
  bankAccounts,
  cddAnswers,
  iraFundings,
  kycDocuments,
  manualBankAccounts,
} from '../../server/db/schema';
import { createRateLimits, scaledPolicy } from '../../server/http/rate-limit';
import { createPlaidBankLink } from '../../server/providers/bank-link';
import {
  applicationResponse,
  bankAccountsResponse,
  handoffCreated,
  plaidBankAccountsResponse,
  requiredDocumentsResponse,
  uploadedDocument,
  uploadedDocumentsResponse,
} from '../../services/api/contract';
import {
  startHarness,
  TEST_SECRET,
  type CallResult,
  type Harness,
  type Registered,
} from './helpers';

const KEY = Buffer.alloc(32, 0x21);
const NEW_KEY = Buffer.alloc(32, 0x42);
const pii = createPiiCipher(KEY);
const KID = keyIdOf(KEY);

/** The access token the stubbed Plaid answers (Plaid itself is not reachable here). */
const ACCESS_TOKEN = 'access-sandbox-5f2c9a10-8e4b-4c3e-9d61-0b7e2a4c1d77';
const plaid = createPlaidBankLink({
  clientId: 'x',
  secret: 'y',
  fetchImpl: (async (url: string) => {
    const json = String(url).endsWith('/item/public_token/exchange')
      ? { access_token: ACCESS_TOKEN, item_id: 'item-77' }
      : {
          accounts: [
            { account_id: 'acc-1', name: 'Plaid Checking', mask: '0001', subtype: 'checking' },
          ],
          item: { institution_id: 'ins_109508' },
        };
    return new Response(JSON.stringify(json), { status: 200 });
  }) as unknown as typeof fetch,
});

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ piiKey: KEY, bankLink: plaid });
});
afterAll(() => h.close());

const db = () => h.database.db;

const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

interface Applicant extends Registered {
  base: string;
  call: (method: string, path: string, body?: unknown) => Promise<CallResult>;
}
const applicant = async (query?: string): Promise<Applicant> => {
  const reg = await h.register(undefined, query);
  const base = `/v2/applications/${reg.applicationUid}`;
  return {
    ...reg,
    base,
    call: (method, path, body) =>
      h.call(method, path.startsWith('/v2/') ? path : `${base}${path}`, { token: reg.token, body }),
  };
};

/** A completed Individual application whose identity verification failed (documents requested). */
async function failedKyc(): Promise<Applicant> {
  const a = await applicant();
  const p = await a.call('POST', '/persons?isPrimary=true', {
    FirstName: 'Grace',
    LastName: 'Fail',
  });
  expect(p.status, p.text).toBe(201);
  const at = (s: string) => `/persons/${p.json.PersonUid}/${s}`;
  for (const [s, body] of [
    ['birthdays', { DateOfBirth: '1960-12-09' }],
    ['countries', { CountryIso3Code: 'USA' }],
    [
      'addresses',
      {
        Street: '2 Navy Way',
        City: 'Arlington',
        State: 'VA',
        PostalCode: '22201',
        CountryIso3Code: 'USA',
      },
    ],
    ['ssns', { Ssn: '219-09-1234' }],
  ] as const)
    expect((await a.call('POST', at(s), body)).status).toBe(201);
  expect((await a.call('POST', '/haa-agreements')).status).toBe(202);
  const done = await a.call('PATCH', `?sessionId=1700000000000abcdef0123456789abcd`);
  expect(done.status, done.text).toBe(200);
  return a;
}

async function multipart(path: string, token: string | null, field: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append(field, new Blob([bytes as BlobPart], { type: 'image/png' }), 'scan.png');
  const res = await h.app.request(path, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : null };
}

const kycRows = (applicationUid: string) =>
  db().select().from(kycDocuments).where(eq(kycDocuments.applicationUid, applicationUid));

/** Asserts a stored text value is a seal of the current key holding none of `clear`. */
function expectSealed(stored: string | null, clear: string, lastFour = '') {
  expect(stored).toMatch(new RegExp(`^pii2:${KID}:${lastFour}:`));
  expect(stored).not.toContain(clear);
}

// The applications of the suite, kept for the legacy and re-key checks.
let kyc: Applicant;
let kycDocs: Awaited<ReturnType<typeof uploadedDocumentsResponse.parse>>;
let linked: Applicant;
let manual: Applicant & { bankAccountUid: string };
let ira: Applicant;

const MANUAL = {
  AccountHolderFullName: 'Ada Lovelace',
  RoutingNumber: '021000021',
  AccountNumber: '000123456789',
  AccountType: 'Checking',
};
const IRA_ACCOUNT = 'IRA-55501234';
const ID_NUMBER = 'D7654321';
const today = new Date();
const yearsFromNow = (n: number) =>
  new Date(Date.UTC(today.getUTCFullYear() + n, 0, 15)).toISOString().slice(0, 10);
const LICENSE = {
  IdentificationType: 2,
  IDNumber: ID_NUMBER,
  IssueDate: yearsFromNow(-2),
  ExpirationDate: yearsFromNow(3),
  IssuedByState: 'CA',
};
const EMPLOYED = {
  EmploymentStatus: 1,
  EmployerName: 'Acme Mining',
  EmployerAddressLine: '1 Ore Rd',
  EmployerCity: 'Reno',
  EmployerZipCode: '89501',
  EmployerState: 'Nevada',
  OccupationCategory: 'Precious Metals and Mining',
  Occupation: 'geologist',
};

describe('sealed at write, opened at read', () => {
  it('kyc_documents.content: an upload and a hand-off upload are stored PIIB2-sealed; the API answers as before', async () => {
    kyc = await failedKyc();
    const required = requiredDocumentsResponse.parse(
      (await kyc.call('GET', '/documents/required-documents')).json,
    );
    // The normal upload (residency) …
    const up = await multipart(
      `${kyc.base}/documents?personTargetType=0&documentType=4`,
      kyc.token,
      'Document',
      PNG,
    );
    expect(up.status, up.text).toBe(201);
    // … and the phone hand-off of the identity document.
    const idReq = required.find((d) => d.DocumentType === 2)!;
    const ho = await kyc.call('POST', '/documents/handoffs', {
      DocumentUid: idReq.DocumenUid,
      PersonTargetType: 0,
      DocumentType: 2,
      SandboxDocumentType: 'License',
    });
    expect(ho.status, ho.text).toBe(201);
    const { Token } = handoffCreated.parse(ho.json);
    const phone = await multipart(`/v2/handoffs/${Token}/documents`, null, 'DocumentFront', PNG);
    expect(phone.status, phone.text).toBe(201);
    uploadedDocument.parse(phone.json);

    const rows = await kycRows(kyc.applicationUid);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const raw = Buffer.from(row.content);
      expect(raw.subarray(0, 5).toString('latin1')).toBe('PIIB2');
      expect(raw.subarray(5, 13).toString('hex')).toBe(KID);
      expect(raw.includes(PNG_SIGNATURE)).toBe(false);
      const clear = await kycDocumentContent(db(), pii, kyc.applicationUid, row.uid);
      expect((await sharp(Buffer.from(clear!)).metadata()).format).toBe('png');
      expect(row.size).toBe(clear!.byteLength); // Size: the clear file's length
    }
    kycDocs = uploadedDocumentsResponse.parse((await kyc.call('GET', '/documents')).json);
    expect(kycDocs.map((d) => [d.DocumentType, d.MediaType])).toEqual(
      expect.arrayContaining([
        [2, 'image/png'],
        [4, 'image/png'],
      ]),
    );
    const again = requiredDocumentsResponse.parse(
      (await kyc.call('GET', '/documents/required-documents')).json,
    );
    expect(again.filter((d) => d.DocumentType !== 6).every((d) => d.IsUploaded)).toBe(true);
  });

  it('bank_accounts.access_token: the Plaid access token is sealed; GET bank-accounts answers the mask', async () => {
    linked = await applicant();
    const r = await linked.call('POST', '/bank-accounts/plaid-bank-accounts', {
      PublicToken: 'public-production-abc',
      BankName: 'Plaid Bank',
      BankAccounts: ['acc-1'],
    });
    expect(r.status, r.text).toBe(201);
    const { BankAccountUid } = plaidBankAccountsResponse.parse(r.json);
    const [row] = await db()
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.uid, BankAccountUid));
    expectSealed(row!.accessToken, ACCESS_TOKEN);
    expect(row!.accessToken).not.toContain('5f2c9a10');
    expect(accessTokenOf(row!, pii)).toBe(ACCESS_TOKEN);
    const list = bankAccountsResponse.parse((await linked.call('GET', '/bank-accounts')).json);
    expect(list).toEqual([
      {
        BankAccountUid,
        BankName: 'Plaid Bank',
        AccountName: 'Plaid Checking',
        AccountType: 'checking',
        AccountNumber: '0001',
      },
    ]);
  });

  it('manual_bank_accounts: routing and account numbers are sealed; the same account entered again is found after opening', async () => {
    const a = await applicant('applicationType=Individual&registrationFlowType=2');
    const r = await a.call('POST', '/bank-accounts/metal-streams', MANUAL);
    expect(r.status, r.text).toBe(201);
    const { BankAccountUid } = plaidBankAccountsResponse.parse(r.json);
    manual = { ...a, bankAccountUid: BankAccountUid };
    const [details] = await db()
      .select()
      .from(manualBankAccounts)
      .where(eq(manualBankAccounts.bankAccountUid, BankAccountUid));
    expectSealed(details!.routingNumber, MANUAL.RoutingNumber);
    expectSealed(details!.accountNumber, MANUAL.AccountNumber, '6789');
    expect(details!.accountNumber).not.toContain('123456');
    // The account's id is no digest of the numbers any more.
    const [bank] = await db()
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.uid, BankAccountUid));
    expect(bank!.accountId).toMatch(/^manual-[0-9a-f-]{36}$/);
    expect(await findManualBankAccount(db(), pii, a.applicationUid, BankAccountUid)).toMatchObject({
      routingNumber: MANUAL.RoutingNumber,
      accountNumber: MANUAL.AccountNumber,
    });
    const list = bankAccountsResponse.parse((await a.call('GET', '/bank-accounts')).json);
    expect(list).toEqual([expect.objectContaining({ BankAccountUid, AccountNumber: '6789' })]);

    // The same numbers again: the same account (compared after opening); others: a second one.
    const again = await a.call('POST', '/bank-accounts/metal-streams', {
      ...MANUAL,
      AccountType: 'Savings',
    });
    expect(again.json.BankAccountUid).toBe(BankAccountUid);
    const other = await a.call('POST', '/bank-accounts/metal-streams', {
      ...MANUAL,
      AccountNumber: '000123456780',
    });
    expect(other.status, other.text).toBe(201);
    expect(other.json.BankAccountUid).not.toBe(BankAccountUid);
    expect((await a.call('GET', '/bank-accounts')).json).toHaveLength(2);
  });

  it('ira_fundings.account_number: sealed (last four kept); the funding and GET application answer it in full', async () => {
    ira = await applicant('applicationType=IRA&iraAccountType=Traditional');
    expect(
      (await ira.call('POST', '/ira-application-fundings', { IRAFundingType: 1 })).status,
    ).toBe(201);
    const r = await ira.call('POST', '/ira-transfers/account-number', {
      AccountNumber: IRA_ACCOUNT,
    });
    expect(r.status, r.text).toBe(201);
    expect(r.json.AccountNumber).toBe(IRA_ACCOUNT);
    const [row] = await db()
      .select()
      .from(iraFundings)
      .where(eq(iraFundings.applicationUid, ira.applicationUid));
    expectSealed(row!.accountNumber, IRA_ACCOUNT, '1234');
    expect(row!.accountNumber).not.toContain('5550');
    // The same type again keeps the (sealed) number; other updates answer it opened.
    const same = await ira.call('PUT', '/ira-application-fundings', { IRAFundingType: 1 });
    expect(same.json.AccountNumber).toBe(IRA_ACCOUNT);
    const t = await ira.call('POST', '/ira-transfers/transfer-types', {
      TransferType: 'Liquidate',
    });
    expect(t.json.AccountNumber).toBe(IRA_ACCOUNT);
    const app = applicationResponse.parse((await ira.call('GET', ira.base)).json);
    expect(app.IRAApplication?.IRAApplicationFundingResponse?.AccountNumber).toBe(IRA_ACCOUNT);
  });

  it('cdd_answers.data.IDNumber: sealed inside the jsonb, the other answers in clear; GETs answer it in full', async () => {
    const cdd = `/v2/customer-due-diligence/${ira.applicationUid}`;
    const saved = await ira.call('POST', `${cdd}/identification-info`, LICENSE);
    expect(saved.status, saved.text).toBe(201);
    expect(saved.json.IDNumber).toBe(ID_NUMBER);
    expect((await ira.call('POST', `${cdd}/employment-info`, EMPLOYED)).status).toBe(201);
    const rows = await db()
      .select()
      .from(cddAnswers)
      .where(eq(cddAnswers.applicationUid, ira.applicationUid));
    const id = rows.find((r) => r.kind === 'identification')!;
    expectSealed(id.data.IDNumber as string, ID_NUMBER);
    expect(JSON.stringify(id.data)).not.toContain('7654321');
    expect(id.data).toMatchObject({ IdentificationType: 2, IssuedByState: 'CA' });
    expect(rows.find((r) => r.kind === 'employment')!.data.EmployerName).toBe('Acme Mining');

    expect((await ira.call('GET', `${cdd}/identification-info`)).json.IDNumber).toBe(ID_NUMBER);
    const app = applicationResponse.parse((await ira.call('GET', ira.base)).json);
    expect(
      app.IRAApplication?.CustomerDueDiligenceResponse?.IRAIdentificationInfoResponse?.IDNumber,
    ).toBe(ID_NUMBER);
  });
});

describe('legacy clear rows are sealed at start (sealLegacyPii)', () => {
  it('each column written in clear is sealed once, the API answers the same, other rows are untouched', async () => {
    // Put every column back in clear, as rows stored before issue 20 hold them.
    const [doc] = await kycRows(kyc.applicationUid);
    const clearFile = await kycDocumentContent(db(), pii, kyc.applicationUid, doc!.uid);
    await db()
      .update(kycDocuments)
      .set({ content: clearFile! })
      .where(eq(kycDocuments.uid, doc!.uid));
    await db()
      .update(bankAccounts)
      .set({ accessToken: ACCESS_TOKEN })
      .where(eq(bankAccounts.applicationUid, linked.applicationUid));
    await db()
      .update(manualBankAccounts)
      .set({ routingNumber: MANUAL.RoutingNumber, accountNumber: MANUAL.AccountNumber })
      .where(eq(manualBankAccounts.bankAccountUid, manual.bankAccountUid));
    await db()
      .update(iraFundings)
      .set({ accountNumber: IRA_ACCOUNT })
      .where(eq(iraFundings.applicationUid, ira.applicationUid));
    const idWhere = and(
      eq(cddAnswers.applicationUid, ira.applicationUid),
      eq(cddAnswers.kind, 'identification'),
    );
    const [id] = await db().select().from(cddAnswers).where(idWhere);
    await db()
      .update(cddAnswers)
      .set({ data: { ...id!.data, IDNumber: ID_NUMBER } })
      .where(idWhere);

    // Legacy rows still answer while in clear.
    expect(
      (
        await ira.call(
          'GET',
          `/v2/customer-due-diligence/${ira.applicationUid}/identification-info`,
        )
      ).json.IDNumber,
    ).toBe(ID_NUMBER);

    const sealed = await sealLegacyPii(db(), pii);
    expect(sealed).toEqual({
      'kyc_documents.content': 1,
      'bank_accounts.access_token': 1,
      'manual_bank_accounts.routing_number': 1,
      'manual_bank_accounts.account_number': 1,
      'ira_fundings.account_number': 1,
      'cdd_answers.data.IDNumber': 1,
    });
    expect(await sealLegacyPii(db(), pii)).toEqual({}); // idempotent

    const [doc2] = await db().select().from(kycDocuments).where(eq(kycDocuments.uid, doc!.uid));
    expect(Buffer.from(doc2!.content).subarray(0, 5).toString('latin1')).toBe('PIIB2');
    expect(Buffer.from(pii.openBytes(doc2!.content, 'kyc-document'))).toEqual(
      Buffer.from(clearFile!),
    );
    const [bank] = await db()
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.applicationUid, linked.applicationUid));
    expectSealed(bank!.accessToken, ACCESS_TOKEN);
    expect(accessTokenOf(bank!, pii)).toBe(ACCESS_TOKEN);
    const [details] = await db()
      .select()
      .from(manualBankAccounts)
      .where(eq(manualBankAccounts.bankAccountUid, manual.bankAccountUid));
    expectSealed(details!.routingNumber, MANUAL.RoutingNumber);
    expectSealed(details!.accountNumber, MANUAL.AccountNumber, '6789');
    const [f] = await db()
      .select()
      .from(iraFundings)
      .where(eq(iraFundings.applicationUid, ira.applicationUid));
    expectSealed(f!.accountNumber, IRA_ACCOUNT, '1234');
    const cddRows = await db()
      .select()
      .from(cddAnswers)
      .where(eq(cddAnswers.applicationUid, ira.applicationUid));
    expectSealed(
      cddRows.find((r) => r.kind === 'identification')!.data.IDNumber as string,
      ID_NUMBER,
    );
    // The employment answer of the same application (same key, another kind) is untouched.
    expect(cddRows.find((r) => r.kind === 'employment')!.data).toMatchObject({
      EmployerName: 'Acme Mining',
      EmploymentStatus: 1,
    });

    // The API answers what it answered.
    expect(uploadedDocumentsResponse.parse((await kyc.call('GET', '/documents')).json)).toEqual(
      kycDocs,
    );
    expect((await manual.call('GET', '/bank-accounts')).json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ BankAccountUid: manual.bankAccountUid, AccountNumber: '6789' }),
      ]),
    );
    const again = await manual.call('POST', '/bank-accounts/metal-streams', MANUAL);
    expect(again.json.BankAccountUid).toBe(manual.bankAccountUid);
    const app = applicationResponse.parse((await ira.call('GET', ira.base)).json);
    expect(app.IRAApplication?.IRAApplicationFundingResponse?.AccountNumber).toBe(IRA_ACCOUNT);
    expect(
      app.IRAApplication?.CustomerDueDiligenceResponse?.IRAIdentificationInfoResponse?.IDNumber,
    ).toBe(ID_NUMBER);
    expect(
      app.IRAApplication?.CustomerDueDiligenceResponse?.IRAEmploymentInfoResponse?.EmployerName,
    ).toBe('Acme Mining');
  });
});

describe('rekeyPii re-seals every column under a new key', () => {
  it('moves each value to the new key; an app with the new key answers the same, the old key no longer opens them', async () => {
    const next = createPiiCipher(NEW_KEY, [KEY]);
    const moved = await rekeyPii(db(), next, NEW_KEY, [KEY]);
    for (const name of [
      'kyc_documents.content',
      'bank_accounts.access_token',
      'manual_bank_accounts.routing_number',
      'manual_bank_accounts.account_number',
      'ira_fundings.account_number',
      'cdd_answers.data.IDNumber',
    ])
      expect(moved[name], name).toBeGreaterThan(0);

    const newKid = keyIdOf(NEW_KEY);
    for (const row of await db().select().from(kycDocuments)) {
      expect(next.isCurrent(row.content)).toBe(true);
      expect(Buffer.from(row.content).subarray(5, 13).toString('hex')).toBe(newKid);
    }
    const [bank] = await db()
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.applicationUid, linked.applicationUid));
    expect(bank!.accessToken).toMatch(new RegExp(`^pii2:${newKid}:`));
    expect(createPiiCipher(NEW_KEY).open(bank!.accessToken, 'plaid-token')).toBe(ACCESS_TOKEN);
    expect(() => pii.open(bank!.accessToken, 'plaid-token')).toThrow(/cannot be opened/);
    for (const d of await db().select().from(manualBankAccounts)) {
      expect(d.routingNumber).toMatch(new RegExp(`^pii2:${newKid}::`));
      expect(d.accountNumber).toMatch(new RegExp(`^pii2:${newKid}:\\d{4}:`));
    }
    for (const f of await db().select().from(iraFundings))
      if (f.accountNumber) expect(f.accountNumber).toMatch(new RegExp(`^pii2:${newKid}:1234:`));
    for (const r of await db()
      .select()
      .from(cddAnswers)
      .where(eq(cddAnswers.kind, 'identification')))
      expect(r.data.IDNumber).toMatch(new RegExp(`^pii2:${newKid}::`));
    expect(await rekeyPii(db(), next, NEW_KEY, [KEY])).toEqual({}); // nothing left

    // The running app still holds only the old key: the values are unreadable to it (never a 502).
    const old = await ira.call(
      'GET',
      `/v2/customer-due-diligence/${ira.applicationUid}/identification-info`,
    );
    expect(old.status).toBe(500);
    expect(old.json.Errors[0].Code).toBe('SealedValueUnreadable');

    // An instance started with the new key on the same database answers as before.
    const app2 = createApp({
      db: db(),
      tokens: createTokenService(TEST_SECRET, () => h.clock.now.getTime()),
      now: () => h.clock.now,
      limits: createRateLimits({ policy: scaledPolicy(1000) }),
      piiKey: NEW_KEY,
    });
    const get = async (path: string, token: string) => {
      const res = await app2.request(path, { headers: { Authorization: `Bearer ${token}` } });
      return { status: res.status, json: await res.json() };
    };
    const view = applicationResponse.parse((await get(ira.base, ira.token)).json);
    expect(view.IRAApplication?.IRAApplicationFundingResponse?.AccountNumber).toBe(IRA_ACCOUNT);
    expect(
      view.IRAApplication?.CustomerDueDiligenceResponse?.IRAIdentificationInfoResponse?.IDNumber,
    ).toBe(ID_NUMBER);
    expect(
      (await get(`/v2/customer-due-diligence/${ira.applicationUid}/identification-info`, ira.token))
        .json.IDNumber,
    ).toBe(ID_NUMBER);
    expect((await get(`${manual.base}/bank-accounts`, manual.token)).json).toEqual(
      expect.arrayContaining([expect.objectContaining({ AccountNumber: '6789' })]),
    );
    expect(
      await findManualBankAccount(
        db(),
        createPiiCipher(NEW_KEY),
        manual.applicationUid,
        manual.bankAccountUid,
      ),
    ).toMatchObject({ routingNumber: MANUAL.RoutingNumber, accountNumber: MANUAL.AccountNumber });
    const [doc] = await kycRows(kyc.applicationUid);
    const file = await kycDocumentContent(
      db(),
      createPiiCipher(NEW_KEY),
      kyc.applicationUid,
      doc!.uid,
    );
    expect((await sharp(Buffer.from(file!)).metadata()).format).toBe('png');
  });
});
