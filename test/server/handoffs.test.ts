/**
 * Phone hand-off of one KYC requirement (issue 9): create (bearer), read and upload by token (no
 * bearer), single use, expiry, the binding to one application and one requirement, the upload
 * checks of POST …/documents reused, the token stored only hashed.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponse,
  handoffCreated,
  handoffInfo,
  requiredDocumentsResponse,
  uploadedDocument,
} from '../../services/api/contract';
import { handoffTokenHash, HANDOFF_TTL_MS } from '../../server/db/handoffs';
import { documentHandoffs, kycDocuments, sandboxOutbox } from '../../server/db/schema';
import {
  openedMail,
  startHarness,
  type CallResult,
  type Harness,
  type Registered,
} from './helpers';

let h: Harness;
const logged: string[] = [];
beforeAll(async () => {
  h = await startHarness({
    log: (event, fields) => void logged.push(JSON.stringify({ event, ...fields })),
  });
});
afterAll(() => h.close());

const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const TEXT = new TextEncoder().encode('not an image');

interface Applicant extends Registered {
  base: string;
}

/** A completed Individual application whose identity verification failed (documents requested). */
async function failedKyc(): Promise<Applicant> {
  const reg = await h.register();
  const base = `/v2/applications/${reg.applicationUid}`;
  const p = await h.call('POST', `${base}/persons?isPrimary=true`, {
    token: reg.token,
    body: { FirstName: 'Grace', MiddleName: null, LastName: 'Fail', SuffixType: null },
  });
  expect(p.status, p.text).toBe(201);
  const at = (s: string) => `${base}/persons/${p.json.PersonUid}/${s}`;
  const bodies: [string, unknown][] = [
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
  ];
  for (const [s, body] of bodies)
    expect((await h.call('POST', at(s), { token: reg.token, body })).status).toBe(201);
  expect((await h.call('POST', `${base}/haa-agreements`, { token: reg.token })).status).toBe(202);
  const done = await h.call('PATCH', `${base}?sessionId=1700000000000abcdef0123456789abcd`, {
    token: reg.token,
  });
  expect(done.status, done.text).toBe(200);
  return { ...reg, base };
}

const required = async (a: Applicant) =>
  requiredDocumentsResponse.parse(
    (await h.call('GET', `${a.base}/documents/required-documents`, { token: a.token })).json,
  );
/** The identity requirement (DriverLicenseOrStateIssuedIDCard for a US citizen). */
const identityOf = async (a: Applicant) => (await required(a)).find((d) => d.DocumentType === 2)!;

const create = (
  a: Applicant,
  body: unknown,
  token: string | null = a.token,
  headers: Record<string, string> = {},
) => h.call('POST', `${a.base}/documents/handoffs`, { token, body, headers });

async function licenseHandoff(a: Applicant) {
  const req = await identityOf(a);
  const r = await create(a, {
    DocumentUid: req.DocumenUid,
    PersonTargetType: 0,
    DocumentType: 2,
    SandboxDocumentType: 'License',
  });
  expect(r.status, r.text).toBe(201);
  return { ...handoffCreated.parse(r.json), req };
}

async function phoneUpload(
  token: string,
  bytes: Uint8Array,
  field = 'DocumentFront',
  bearer: string | null = null,
): Promise<CallResult> {
  const form = new FormData();
  form.append(field, new Blob([bytes as BlobPart], { type: 'image/png' }), 'capture.png');
  const res = await h.app.request(`/v2/handoffs/${token}/documents`, {
    method: 'POST',
    body: form,
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
  });
  const text = await res.text();
  return {
    status: res.status,
    json:
      text && (res.headers.get('Content-Type') ?? '').includes('json') ? JSON.parse(text) : null,
    text,
    headers: res.headers,
    bytes: new Uint8Array(),
  };
}

const refusal = (r: CallResult, status: number, code: string) => {
  expect(r.status, r.text).toBe(status);
  expect(errorResponse.parse(r.json).Errors[0].Code).toBe(code);
};

describe('creating a hand-off', () => {
  it("answers a 43-character base64url token, a link to the phone page on the caller's origin, and an expiry 10 minutes ahead; stores only the hash", async () => {
    const a = await failedKyc();
    const before = h.clock.now.getTime();
    const req = await identityOf(a);
    const r = await create(
      a,
      {
        DocumentUid: req.DocumenUid,
        PersonTargetType: 0,
        DocumentType: 2,
        SandboxDocumentType: 'License',
      },
      a.token,
      { Origin: 'https://open.example.com' },
    );
    expect(r.status, r.text).toBe(201);
    const body = handoffCreated.parse(r.json);
    expect(body.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.Url).toBe(`https://open.example.com/kyc/handoff/${body.Token}`);
    expect(Date.parse(body.ExpiresAt) - before).toBe(HANDOFF_TTL_MS);
    const rows = await h.database.db
      .select()
      .from(documentHandoffs)
      .where(eq(documentHandoffs.applicationUid, a.applicationUid));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(handoffTokenHash(body.Token));
    expect(JSON.stringify(rows)).not.toContain(body.Token);
    expect(rows[0].documentUid).toBe(req.DocumenUid);
    // The token is never logged.
    expect(logged.join('\n')).not.toContain(body.Token);
  });

  it('gives a new token each time', async () => {
    const a = await failedKyc();
    const [x, y] = [await licenseHandoff(a), await licenseHandoff(a)];
    expect(x.Token).not.toBe(y.Token);
  });

  it("needs the applicant: no bearer 401, another user's application 403", async () => {
    const a = await failedKyc();
    const other = await h.register();
    const req = await identityOf(a);
    const body = {
      DocumentUid: req.DocumenUid,
      PersonTargetType: 0,
      DocumentType: 2,
      SandboxDocumentType: 'License',
    };
    refusal(await create(a, body, null), 401, 'InvalidToken');
    refusal(await create(a, body, other.token), 403, 'Error_PermissionDenied');
  });

  it('refuses a requirement of another application, one not requested, an identity kind the requirement does not admit, and an uploaded one', async () => {
    const a = await failedKyc();
    const b = await failedKyc();
    const reqB = await identityOf(b);
    refusal(
      await create(a, {
        DocumentUid: reqB.DocumenUid,
        PersonTargetType: 0,
        DocumentType: 2,
        SandboxDocumentType: 'License',
      }),
      400,
      'DocumentIsNotRequired',
    );
    const reqA = await identityOf(a);
    refusal(
      await create(a, { DocumentUid: reqA.DocumenUid, PersonTargetType: 0, DocumentType: 8 }),
      400,
      'DocumentIsNotRequired',
    );
    refusal(
      await create(a, {
        DocumentUid: reqA.DocumenUid,
        PersonTargetType: 0,
        DocumentType: 2,
        SandboxDocumentType: 'Passport',
      }),
      400,
      'SandboxDocumentTypeIsInvalid',
    );
    refusal(
      await create(a, { DocumentUid: reqA.DocumenUid, PersonTargetType: 0, DocumentType: 2 }),
      400,
      'SandboxDocumentTypeIsNullOrEmpty',
    );
    refusal(
      await create(a, { PersonTargetType: 0, DocumentType: 2 }),
      400,
      'DocumentUidIsNullOrEmpty',
    );
    const { Token } = await licenseHandoff(a);
    expect((await phoneUpload(Token, PNG)).status).toBe(201);
    refusal(
      await create(a, {
        DocumentUid: reqA.DocumenUid,
        PersonTargetType: 0,
        DocumentType: 2,
        SandboxDocumentType: 'License',
      }),
      400,
      'DocumentAlreadyUploaded',
    );
  });
});

describe('the phone page and its upload', () => {
  it('reads what the page needs without a bearer: broker, first name only, caption, document kind, accepted types', async () => {
    const a = await failedKyc();
    const { Token, ExpiresAt } = await licenseHandoff(a);
    const r = await h.call('GET', `/v2/handoffs/${Token}`);
    expect(r.status, r.text).toBe(200);
    const info = handoffInfo.parse(r.json);
    expect(info).toMatchObject({
      FirstName: 'Grace',
      Caption: 'DriverLicenseOrStateIssuedIDCardFront',
      DocumentType: 2,
      PersonTargetType: 0,
      SandboxDocumentType: 'License',
      ExpiresAt,
    });
    expect(info.BrokerName).toEqual(expect.any(String));
    expect(info.AcceptedMediaTypes).toEqual(['image/png', 'image/jpeg', 'image/gif']);
    // No other personal data: no last name, no application uid.
    expect(r.text).not.toContain('Fail');
    expect(r.text).not.toContain(a.applicationUid);
  });

  it('uploads once for the bound requirement (the desktop sees it uploaded); a second upload is 410 HandoffTokenUsed', async () => {
    const a = await failedKyc();
    const { Token, req } = await licenseHandoff(a);
    const up = await phoneUpload(Token, PNG);
    expect(up.status, up.text).toBe(201);
    const doc = uploadedDocument.parse(up.json);
    expect(doc).toMatchObject({
      DocumenUid: req.DocumenUid,
      DocumentType: 2,
      SandboxDocumentType: 'License',
      MediaType: 'image/png',
    });
    expect((await identityOf(a)).IsUploaded).toBe(true);
    refusal(await phoneUpload(Token, PNG), 410, 'HandoffTokenUsed');
    refusal(await h.call('GET', `/v2/handoffs/${Token}`), 410, 'HandoffTokenUsed');
    const stored = await h.database.db
      .select({ uid: kycDocuments.uid })
      .from(kycDocuments)
      .where(eq(kycDocuments.applicationUid, a.applicationUid));
    expect(stored).toHaveLength(1);
  });

  it('of two concurrent uploads exactly one is stored', async () => {
    const a = await failedKyc();
    const { Token } = await licenseHandoff(a);
    const results = await Promise.all([phoneUpload(Token, PNG), phoneUpload(Token, PNG)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 410]);
  });

  it('expires after 10 minutes: 410 HandoffTokenExpired for the page and the upload', async () => {
    const a = await failedKyc();
    const { Token } = await licenseHandoff(a);
    const start = h.clock.now;
    try {
      h.clock.now = new Date(start.getTime() + HANDOFF_TTL_MS + 1);
      refusal(await h.call('GET', `/v2/handoffs/${Token}`), 410, 'HandoffTokenExpired');
      refusal(await phoneUpload(Token, PNG), 410, 'HandoffTokenExpired');
    } finally {
      h.clock.now = start;
    }
    expect((await identityOf(a)).IsUploaded).toBe(false);
  });

  it('an unknown or malformed token is 404 HandoffTokenNotFound', async () => {
    refusal(await h.call('GET', `/v2/handoffs/${'A'.repeat(43)}`), 404, 'HandoffTokenNotFound');
    refusal(await h.call('GET', '/v2/handoffs/short'), 404, 'HandoffTokenNotFound');
    refusal(await phoneUpload('A'.repeat(43), PNG), 404, 'HandoffTokenNotFound');
  });

  it("applies the upload route's own checks (type by content, the file fields) and keeps the token after a refused file", async () => {
    const a = await failedKyc();
    const { Token } = await licenseHandoff(a);
    refusal(await phoneUpload(Token, TEXT), 400, 'UnsupportedDocumentUploadMediaType');
    refusal(await phoneUpload(Token, PNG, 'Other'), 400, 'DocumentIsNullOrEmpty');
    const notMultipart = await h.call('POST', `/v2/handoffs/${Token}/documents`, { body: {} });
    refusal(notMultipart, 400, 'InvalidRequestBody');
    // Still usable after the refusals.
    expect((await phoneUpload(Token, PNG)).status).toBe(201);
  });

  it('takes a file up to 10 MiB past the global body limit, and refuses a larger one with 413 DocumentIsTooLarge', async () => {
    const a = await failedKyc();
    const { Token } = await licenseHandoff(a);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    refusal(await phoneUpload(Token, big), 413, 'DocumentIsTooLarge');
    const ok = new Uint8Array(300 * 1024);
    ok.set(PNG);
    expect((await phoneUpload(Token, ok)).status).toBe(201);
  });

  it('a bearer of another user changes nothing: the token alone decides', async () => {
    const a = await failedKyc();
    const other = await h.register();
    const { Token } = await licenseHandoff(a);
    expect((await phoneUpload(Token, PNG, 'DocumentFront', other.token)).status).toBe(201);
    expect((await identityOf(a)).IsUploaded).toBe(true);
  });

  it('a password reset ends the user’s live hand-offs: 410 HandoffTokenExpired; a reset request alone does not (issue 20)', async () => {
    const a = await failedKyc();
    const { Token } = await licenseHandoff(a);
    const other = await failedKyc();
    const { Token: othersToken } = await licenseHandoff(other);
    expect(
      (await h.call('POST', '/v2/users/passwords/reset_token', { body: { Username: a.email } }))
        .status,
    ).toBe(204);
    expect((await h.call('GET', `/v2/handoffs/${Token}`)).status).toBe(200);
    const [mail] = await h.database.db
      .select()
      .from(sandboxOutbox)
      .where(
        and(eq(sandboxOutbox.recipient, a.email), eq(sandboxOutbox.template, 'password-reset')),
      )
      .orderBy(desc(sandboxOutbox.id))
      .limit(1);
    const reset = await h.call('POST', '/v2/users/passwords', {
      body: {
        PasswordResetToken: openedMail(h, mail).data.PasswordResetToken,
        NewPassword: 'NewGold2025!',
      },
    });
    expect(reset.status, reset.text).toBe(204);
    refusal(await h.call('GET', `/v2/handoffs/${Token}`), 410, 'HandoffTokenExpired');
    refusal(await phoneUpload(Token, PNG), 410, 'HandoffTokenExpired');
    expect((await identityOf({ ...a, token: await relogin(a.email) })).IsUploaded).toBe(false);
    // Another user's hand-off is untouched.
    expect((await phoneUpload(othersToken, PNG)).status).toBe(201);
  });
});

/** A fresh access token after the password reset ended the user's sessions. */
async function relogin(email: string): Promise<string> {
  const r = await h.call('POST', '/v2/authenticate', {
    body: { Email: email, Password: 'NewGold2025!' },
  });
  expect(r.status, r.text).toBe(200);
  return r.json.JwtToken as string;
}
