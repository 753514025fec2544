/**
 * Contract tests: KYC documents (doc 3 §3 Required document, §4 KYC documents, §5 Uploads, §7
 * Documents, §8) and the identity-verification event ({idv} = 'sandbox'). Requirements follow the
 * sandbox verification outcome (docs/sandbox.md "Required documents (KYC)"); fixtures are real
 * 1×1 PNG / JPEG / GIF images and a real PDF built in the test. Uploads are decoded / parsed and
 * images stored re-encoded (issue 12, server/domain/document-content.ts).
 */
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_DOCUMENT_BYTES,
  completeResponse,
  errorResponse,
  idvEventResponse,
  requiredDocumentsResponse,
  uploadedDocument,
  uploadedDocumentsResponse,
} from '../../services/api/contract';
import { createPiiCipher } from '../../server/auth/pii';
import { MAX_DOCUMENT_UPLOADS } from '../../server/db/documents';
import { idvEvents, kycDocuments } from '../../server/db/schema';
import {
  firstError,
  startHarness,
  type CallResult,
  type Harness,
  type Registered,
} from './helpers';

let h: Harness;
let PDF: Uint8Array;
// Files are stored sealed (issue 20): the suite holds the key to open what it reads back.
const PII_KEY = new Uint8Array(32).fill(7);
const pii = createPiiCipher(PII_KEY);
const clear = (content: Uint8Array) => Buffer.from(pii.openBytes(content, 'kyc-document'));
beforeAll(async () => {
  h = await startHarness({ piiKey: PII_KEY });
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]).drawText('Utility bill', { x: 10, y: 50 });
  PDF = await doc.save();
  JPEG = new Uint8Array(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer(),
  );
});
afterAll(() => h.close());

const b64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const PNG = b64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
const GIF = b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
/** A complete 1×1 JPEG (made by sharp: the decoder refuses truncated files, issue 12). */
let JPEG: Uint8Array;
const TEXT = new TextEncoder().encode('This is a plain text file pretending to be a scan.\n');

interface Applicant extends Registered {
  base: string;
}

/** A completed application whose main person has `LastName` (sandbox: 'Fail' fails KYC, 'Ofac' is an OFAC hit). */
async function completed(
  opts: {
    LastName?: string;
    Ssn?: string;
    country?: string;
    query?: string;
    second?: boolean;
    entity?: string;
  } = {},
): Promise<Applicant> {
  const reg = await h.register(undefined, opts.query);
  const base = `/v2/applications/${reg.applicationUid}`;
  const person = async (isPrimary: boolean, FirstName: string, LastName: string, dob: string) => {
    const p = await h.call('POST', `${base}/persons?isPrimary=${isPrimary}`, {
      token: reg.token,
      body: { FirstName, MiddleName: null, LastName, SuffixType: null },
    });
    expect(p.status, p.text).toBe(201);
    const at = (s: string) => `${base}/persons/${p.json.PersonUid}/${s}`;
    const country = opts.country ?? 'USA';
    const bodies: [string, unknown][] = [
      ['birthdays', { DateOfBirth: dob }],
      ['countries', { CountryIso3Code: country }],
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
    ];
    if (country === 'USA')
      bodies.push(['ssns', { Ssn: isPrimary ? (opts.Ssn ?? '219-09-1234') : '219-09-4321' }]);
    for (const [s, body] of bodies) {
      const r = await h.call('POST', at(s), { token: reg.token, body });
      expect(r.status, `${s}: ${r.text}`).toBe(201);
    }
  };
  await person(true, 'Grace', opts.LastName ?? 'Hopper', '1960-12-09');
  if (opts.second) await person(false, 'Alan', 'Turing', '1962-06-23');
  if (opts.entity)
    expect(
      (
        await h.call('POST', `${base}/legal-entities`, {
          token: reg.token,
          body: { Name: opts.entity },
        })
      ).status,
    ).toBeLessThan(300);
  expect((await h.call('POST', `${base}/haa-agreements`, { token: reg.token })).status).toBe(202);
  const done = await h.call('PATCH', `${base}?sessionId=1700000000000abcdef0123456789abcd`, {
    token: reg.token,
  });
  if (opts.LastName?.toLowerCase() !== 'ofac') {
    expect(done.status, done.text).toBe(200);
    completeResponse.parse(done.json);
  }
  return { ...reg, base };
}

interface FilePart {
  field?: string;
  bytes: Uint8Array;
  name?: string;
  type?: string;
}

/** A multipart upload (POST or PATCH …/documents) with `query`, one or more files and an optional Caption. */
async function upload(
  method: 'POST' | 'PATCH',
  a: { base: string; token: string | null },
  query: string,
  files: FilePart[] | FilePart,
  caption?: string,
): Promise<CallResult> {
  const form = new FormData();
  for (const f of Array.isArray(files) ? files : [files]) {
    form.append(
      f.field ?? 'Document',
      new Blob([f.bytes as BlobPart], { type: f.type ?? 'application/octet-stream' }),
      f.name ?? 'scan.bin',
    );
  }
  if (caption !== undefined) form.append('Caption', caption);
  return raw(method, `${a.base}/documents?${query}`, a.token, form);
}

async function raw(
  method: string,
  path: string,
  token: string | null,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  const res = await h.app.request(path, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body,
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return {
    status: res.status,
    json:
      text && (res.headers.get('Content-Type') ?? '').includes('json') ? JSON.parse(text) : null,
    text,
    headers: res.headers,
    bytes,
  };
}

const required = async (a: Applicant, query = '') => {
  const r = await h.call('GET', `${a.base}/documents/required-documents${query}`, {
    token: a.token,
  });
  expect(r.status, r.text).toBe(200);
  return requiredDocumentsResponse.parse(r.json);
};
const refusal = (r: CallResult, status: number, code: string, context?: string) => {
  expect(r.status, r.text).toBe(status);
  const body = errorResponse.parse(r.json);
  expect(body.Errors[0].Code).toBe(code);
  if (context !== undefined) expect(body.Errors[0].Context).toBe(context);
};

const ID_LICENSE = 'personTargetType=0&documentType=2&sandboxDocumentType=License';
const RESIDENCY = 'personTargetType=0&documentType=4';
const SSC = 'personTargetType=0&documentType=6';

describe('GET …/documents/required-documents — derived from the sandbox verification outcome', () => {
  it('nothing before completion, nothing after a passed verification, nothing after an OFAC hit', async () => {
    const a = await completed();
    expect(await required(a)).toEqual([]);
    const fresh = await h.register();
    expect(await required({ ...fresh, base: `/v2/applications/${fresh.applicationUid}` })).toEqual(
      [],
    );
    const ofac = await completed({ LastName: 'Ofac' });
    expect(await required(ofac)).toEqual([]);
    // and an upload has no requirement to fill
    refusal(
      await upload('POST', a, ID_LICENSE, { field: 'DocumentFront', bytes: PNG }),
      400,
      'DocumentIsNotRequired',
      'documentType',
    );
  });

  it('last name Fail (US citizen): identity (licence or state ID), residency and social security card for Primary', async () => {
    const a = await completed({ LastName: 'Fail' });
    const docs = await required(a);
    expect(
      docs.map((d) => [
        d.DocumentType,
        d.PersonTargetType,
        d.Caption,
        d.IsUploaded,
        d.SandboxDocumentType,
      ]),
    ).toEqual([
      [2, 0, 'DriverLicenseOrStateIssuedIDCardFront', false, 'License'],
      [4, 0, 'ProofOfResidence', false, null],
      [6, 0, 'SocialSecurityCardDocumentFront', false, null],
    ]);
    expect(docs.every((d) => d.HolderName === 'Grace Fail')).toBe(true);
    expect(new Set(docs.map((d) => d.DocumenUid)).size).toBe(3);
    // Stable across calls.
    expect((await required(a)).map((d) => d.DocumenUid)).toEqual(docs.map((d) => d.DocumenUid));
  });

  it('SSN 123-45-6789 fails the same way; a non-US citizen gets licence-or-passport and no card', async () => {
    const ssn = await completed({ Ssn: '123-45-6789' });
    expect((await required(ssn)).map((d) => d.DocumentType)).toEqual([2, 4, 6]);
    const foreign = await completed({ LastName: 'Fail', country: 'GBR' });
    const docs = await required(foreign);
    expect(docs.map((d) => [d.DocumentType, d.Caption])).toEqual([
      [3, 'DriverLicenseOrPassportFront'],
      [4, 'ProofOfResidence'],
    ]);
  });

  it('joint: identity per holder, one residency proof for Both; the filter keeps the target and Both', async () => {
    const a = await completed({
      LastName: 'Fail',
      query: 'applicationType=JointTenants&jointTenantsAccountType=Common',
      second: true,
    });
    const docs = await required(a);
    expect(docs.map((d) => [d.DocumentType, d.PersonTargetType])).toEqual([
      [2, 0],
      [4, 2],
      [6, 0],
      [2, 1],
      [6, 1],
    ]);
    expect(docs.find((d) => d.PersonTargetType === 1)?.HolderName).toBe('Alan Turing');
    expect(docs.find((d) => d.PersonTargetType === 2)?.HolderName).toBe('Grace Fail & Alan Turing');
    expect((await required(a, '?personTargetType=1')).map((d) => d.PersonTargetType)).toEqual([
      2, 1, 1,
    ]);
    expect((await required(a, '?personTargetType=0')).map((d) => d.PersonTargetType)).toEqual([
      0, 2, 0,
    ]);
    expect(await required(a, '?personTargetType=')).toHaveLength(5);
    // The primary holder's residency upload fills the Both requirement.
    const r = await upload('POST', a, 'personTargetType=0&documentType=5', {
      bytes: PDF,
      name: 'statement.pdf',
      type: 'application/pdf',
    });
    expect(r.status, r.text).toBe(201);
    expect(uploadedDocument.parse(r.json).PersonTargetType).toBe(2);
    expect(
      (await required(a, '?personTargetType=1')).find((d) => d.PersonTargetType === 2)?.IsUploaded,
    ).toBe(true);
    // …and a second one from the secondary holder is the same requirement.
    refusal(
      await upload('POST', a, 'personTargetType=1&documentType=4', { bytes: PNG }),
      400,
      'DocumentAlreadyUploaded',
    );
    const bad = await h.call('GET', `${a.base}/documents/required-documents?personTargetType=7`, {
      token: a.token,
    });
    refusal(bad, 400, 'PersonTargetTypeIsInvalid', 'personTargetType');
  });

  it('corporate: a trust needs its ownership document even when verification passes; a sole proprietorship does not', async () => {
    const trust = await completed({
      query: 'applicationType=Corporate&corporateAccountType=Trust',
      entity: 'Hopper Family Trust',
    });
    const docs = await required(trust);
    expect(docs.map((d) => [d.DocumentType, d.PersonTargetType, d.Caption, d.HolderName])).toEqual([
      [8, 0, 'OperatingAgreement', 'Hopper Family Trust'],
    ]);
    const sole = await completed({
      query: 'applicationType=Corporate&corporateAccountType=SoleProprietorship',
      entity: 'Hopper Consulting',
    });
    expect(await required(sole)).toEqual([]);
    const failed = await completed({
      LastName: 'Fail',
      query: 'applicationType=Corporate&corporateAccountType=SoleProprietorship',
      entity: 'Fail Consulting',
    });
    expect((await required(failed)).map((d) => d.DocumentType)).toEqual([2, 4, 6, 8]);
    const r = await upload(
      'POST',
      trust,
      'documentType=8',
      { bytes: PDF, type: 'application/pdf' },
      'Trust deed',
    );
    expect(r.status, r.text).toBe(201);
    expect(uploadedDocument.parse(r.json)).toMatchObject({
      DocumentType: 8,
      Caption: 'Trust deed',
      MediaType: 'application/pdf',
    });
    expect((await required(trust))[0].IsUploaded).toBe(true);
  });
});

describe('POST / PATCH / GET …/documents — uploads', () => {
  it('uploading every requirement marks each IsUploaded; GET lists them without contents; the database holds the bytes', async () => {
    const a = await completed({ LastName: 'Fail' });
    const before = await required(a);
    const id = await upload(
      'POST',
      a,
      ID_LICENSE,
      { field: 'DocumentFront', bytes: PNG, name: 'licence.png', type: 'image/png' },
      'DriversLicense',
    );
    expect(id.status, id.text).toBe(201);
    const idDoc = uploadedDocument.parse(id.json);
    expect(idDoc).toMatchObject({
      DocumentType: 2,
      PersonTargetType: 0,
      Caption: 'DriversLicense',
      SandboxDocumentType: 'License',
      MediaType: 'image/png',
    });
    expect(idDoc.DocumenUid).toBe(before[0].DocumenUid);
    expect((await required(a)).map((d) => d.IsUploaded)).toEqual([true, false, false]);

    // Empty query values count as absent (personTargetType defaults to Primary).
    const res = await upload('POST', a, 'personTargetType=&documentType=4&sandboxDocumentType=', {
      bytes: PDF,
      name: 'bill.pdf',
      type: 'application/pdf',
    });
    expect(res.status, res.text).toBe(201);
    expect(uploadedDocument.parse(res.json)).toMatchObject({
      MediaType: 'application/pdf',
      Caption: 'ProofOfResidence',
    });
    const card = await upload('POST', a, SSC, {
      field: 'DocumentFront',
      bytes: JPEG,
      type: 'image/jpeg',
    });
    expect(card.status, card.text).toBe(201);

    const after = await required(a);
    expect(after.every((d) => d.IsUploaded)).toBe(true);
    const list = await h.call('GET', `${a.base}/documents`, { token: a.token });
    expect(list.status).toBe(200);
    const docs = uploadedDocumentsResponse.parse(list.json);
    expect(docs.map((d) => d.DocumentType)).toEqual([2, 4, 6]);
    expect(list.text).not.toContain('licence.png');
    expect(JSON.stringify(list.json)).not.toMatch(/content|iVBOR/i);
    const filtered = uploadedDocumentsResponse.parse(
      (await h.call('GET', `${a.base}/documents?documentType=4`, { token: a.token })).json,
    );
    expect(filtered.map((d) => d.DocumentType)).toEqual([4]);

    const [stored] = await h.database.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.uid, idDoc.DocumenUid));
    // Images are stored re-encoded (issue 12): still a 1×1 PNG, Size its stored length.
    expect(await sharp(clear(stored.content)).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    expect(idDoc.Size).toBe(clear(stored.content).length);
    expect(stored.fileField).toBe('DocumentFront');
  });

  it('one file per requirement: a second POST is refused, PATCH replaces it (same DocumenUid), PATCH before an upload is 404', async () => {
    const a = await completed({ LastName: 'Fail' });
    refusal(
      await upload('PATCH', a, RESIDENCY, { bytes: PNG }),
      404,
      'DocumentNotFound',
      'documentType',
    );
    const first = uploadedDocument.parse(
      (await upload('POST', a, ID_LICENSE, { field: 'DocumentFront', bytes: PNG })).json,
    );
    refusal(
      await upload('POST', a, ID_LICENSE, { field: 'DocumentFront', bytes: GIF }),
      400,
      'DocumentAlreadyUploaded',
      'documentType',
    );
    const rep = await upload(
      'PATCH',
      a,
      'personTargetType=0&documentType=2&sandboxDocumentType=IdentificationCard',
      { field: 'DocumentFront', bytes: GIF, type: 'image/gif' },
    );
    expect(rep.status, rep.text).toBe(200);
    const replaced = uploadedDocument.parse(rep.json);
    expect(replaced).toMatchObject({
      DocumenUid: first.DocumenUid,
      MediaType: 'image/gif',
      SandboxDocumentType: 'IdentificationCard',
    });
    const rows = await h.database.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.applicationUid, a.applicationUid));
    expect(rows).toHaveLength(1);
    expect((await sharp(clear(rows[0].content)).metadata()).format).toBe('gif');
    expect((await required(a))[0].SandboxDocumentType).toBe('IdentificationCard');
  });

  it('type rules: identity takes png, jpeg and gif but not pdf; other documents also take pdf', async () => {
    const a = await completed({ LastName: 'Fail' });
    refusal(
      await upload('POST', a, ID_LICENSE, {
        field: 'DocumentFront',
        bytes: PDF,
        name: 'id.pdf',
        type: 'application/pdf',
      }),
      400,
      'UnsupportedDocumentUploadMediaType',
      'DocumentFront',
    );
    expect(
      (
        await upload('POST', a, ID_LICENSE, {
          field: 'DocumentFront',
          bytes: JPEG,
          type: 'image/jpeg',
        })
      ).status,
    ).toBe(201);
    for (const bytes of [GIF, PNG, JPEG])
      expect((await upload('PATCH', a, ID_LICENSE, { field: 'DocumentFront', bytes })).status).toBe(
        200,
      );
    expect((await upload('POST', a, SSC, { bytes: PDF })).status).toBe(201);
    for (const bytes of [PNG, JPEG, GIF, PDF])
      expect((await upload('PATCH', a, 'documentType=7', { bytes })).status).toBe(404); // voided check: residency, not uploaded yet
    expect((await upload('POST', a, 'documentType=7', { bytes: GIF })).status).toBe(201);
    for (const bytes of [PNG, JPEG, PDF])
      expect((await upload('PATCH', a, 'documentType=5', { bytes })).status).toBe(200);
  });

  it('content sniffing: a text file named .png with type image/png is refused, whatever its name or declared type', async () => {
    const a = await completed({ LastName: 'Fail' });
    const r = await upload('POST', a, ID_LICENSE, {
      field: 'DocumentFront',
      bytes: TEXT,
      name: 'licence.png',
      type: 'image/png',
    });
    refusal(r, 400, 'UnsupportedDocumentUploadMediaType', 'DocumentFront');
    expect(r.json.Errors[0].Message).toBe('Only png, jpeg or gif files are accepted.');
    refusal(
      await upload('POST', a, RESIDENCY, {
        bytes: TEXT,
        name: 'bill.pdf',
        type: 'application/pdf',
      }),
      400,
      'UnsupportedDocumentUploadMediaType',
      'Document',
    );
    // A PNG signature without a real header is not a PNG either.
    refusal(
      await upload('POST', a, RESIDENCY, { bytes: PNG.slice(0, 10) }),
      400,
      'UnsupportedDocumentUploadMediaType',
    );
    // Nothing was stored.
    expect(
      await h.database.db
        .select({ uid: kycDocuments.uid })
        .from(kycDocuments)
        .where(eq(kycDocuments.applicationUid, a.applicationUid)),
    ).toEqual([]);
    // A real PNG declared as a PDF is stored as what it is.
    const ok = await upload('POST', a, RESIDENCY, {
      bytes: PNG,
      name: 'bill.pdf',
      type: 'application/pdf',
    });
    expect(uploadedDocument.parse(ok.json).MediaType).toBe('image/png');
  });

  it('size: a 300 kB image passes (above the 256 kB API limit); over 10 MiB is 413 DocumentIsTooLarge; other routes keep 256 kB', async () => {
    const a = await completed({ LastName: 'Fail' });
    const big = new Uint8Array(300 * 1024);
    big.set(PNG);
    const ok = await upload('POST', a, RESIDENCY, { bytes: big });
    expect(ok.status, ok.text).toBe(201);
    // Stored re-encoded: the padding after the image data is gone (issue 12).
    expect(uploadedDocument.parse(ok.json).Size).toBeLessThan(1024);
    const huge = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    huge.set(PNG);
    refusal(
      await upload('POST', a, ID_LICENSE, { field: 'DocumentFront', bytes: huge }),
      413,
      'DocumentIsTooLarge',
      'Document',
    );
    // The body limit also holds without Content-Length (streamed).
    const form = new FormData();
    form.append('Document', new Blob([huge as BlobPart]), 'x.png');
    const streamed = new Response(form);
    const res = await h.app.request(`${a.base}/documents?${ID_LICENSE}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${a.token}`,
        'Content-Type': streamed.headers.get('Content-Type')!,
      },
      body: streamed.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { Errors: { Code: string }[] }).Errors[0].Code).toBe(
      'DocumentIsTooLarge',
    );
    // The rest of the API keeps its limit.
    const json = await h.call('POST', `${a.base}/steps`, {
      token: a.token,
      rawBody: JSON.stringify({ Step: '/kyc/verification', Pad: 'x'.repeat(300 * 1024) }),
    });
    refusal(json, 413, 'RequestTooLarge');
  });

  it('query and body validation answers 400 in the error shape', async () => {
    const a = await completed({ LastName: 'Fail' });
    refusal(
      await upload('POST', a, 'personTargetType=0', { bytes: PNG }),
      400,
      'DocumentTypeIsNullOrEmpty',
      'documentType',
    );
    refusal(
      await upload('POST', a, 'documentType=9', { bytes: PNG }),
      400,
      'DocumentTypeIsInvalid',
      'documentType',
    );
    refusal(
      await upload('POST', a, 'documentType=&personTargetType=', { bytes: PNG }),
      400,
      'DocumentTypeIsNullOrEmpty',
      'documentType',
    );
    refusal(
      await upload('POST', a, 'documentType=abc', { bytes: PNG }),
      400,
      'DocumentTypeIsInvalid',
      'documentType',
    );
    refusal(
      await upload('POST', a, 'personTargetType=4&documentType=4', { bytes: PNG }),
      400,
      'PersonTargetTypeIsInvalid',
      'personTargetType',
    );
    refusal(
      await upload('POST', a, 'documentType=2&sandboxDocumentType=Visa', { bytes: PNG }),
      400,
      'SandboxDocumentTypeIsInvalid',
      'sandboxDocumentType',
    );
    refusal(
      await upload('POST', a, 'documentType=2', { field: 'DocumentFront', bytes: PNG }),
      400,
      'SandboxDocumentTypeIsNullOrEmpty',
      'sandboxDocumentType',
    );
    // A passport is not among the options of a licence-or-state-ID requirement (doc 3 §5).
    refusal(
      await upload('POST', a, 'documentType=2&sandboxDocumentType=Passport', { bytes: PNG }),
      400,
      'SandboxDocumentTypeIsInvalid',
    );
    refusal(
      await upload('POST', a, 'documentType=1&sandboxDocumentType=Passport', { bytes: PNG }),
      400,
      'DocumentIsNotRequired',
    );
    refusal(
      await upload('POST', a, 'personTargetType=1&documentType=4', { bytes: PNG }),
      400,
      'DocumentIsNotRequired',
    );
    refusal(
      await upload('POST', a, 'documentType=8', { bytes: PDF }),
      400,
      'DocumentIsNotRequired',
    );
    refusal(
      await upload('POST', a, 'documentType=10', { bytes: PDF }),
      400,
      'DocumentIsNotRequired',
    );
    // Body
    refusal(await upload('POST', a, RESIDENCY, []), 400, 'DocumentIsNullOrEmpty', 'Document');
    refusal(
      await upload('POST', a, RESIDENCY, { bytes: new Uint8Array(0) }),
      400,
      'DocumentIsNullOrEmpty',
    );
    refusal(
      await upload('POST', a, RESIDENCY, [{ bytes: PNG }, { field: 'DocumentFront', bytes: PNG }]),
      400,
      'DocumentIsInvalid',
      'DocumentFront',
    );
    refusal(
      await upload('POST', a, RESIDENCY, { bytes: PNG }, 'x'.repeat(101)),
      400,
      'CaptionIsInvalidLength',
      'Caption',
    );
    refusal(
      await upload('POST', a, RESIDENCY, { bytes: PNG }, 'a\u0000b'),
      400,
      'InvalidCharacters',
      'Caption',
    );
    refusal(
      await raw(
        'POST',
        `${a.base}/documents?${RESIDENCY}`,
        a.token,
        JSON.stringify({ Document: 'iVBOR' }),
        { 'Content-Type': 'application/json' },
      ),
      400,
      'InvalidRequestBody',
    );
    refusal(
      await raw(
        'POST',
        `${a.base}/documents?${RESIDENCY}`,
        a.token,
        '--x\r\nContent-Disposition: form-da',
        { 'Content-Type': 'multipart/form-data; boundary=x' },
      ),
      400,
      'InvalidRequestBody',
    );
    refusal(
      await raw('PATCH', `${a.base}/documents?${RESIDENCY}`, a.token, 'garbage', {
        'Content-Type': 'multipart/form-data',
      }),
      400,
      'InvalidRequestBody',
    );
    refusal(
      await h.call('GET', `${a.base}/documents?documentType=0`, { token: a.token }),
      400,
      'DocumentTypeIsInvalid',
    );
    expect(
      await h.database.db
        .select({ uid: kycDocuments.uid })
        .from(kycDocuments)
        .where(eq(kycDocuments.applicationUid, a.applicationUid)),
    ).toEqual([]);
  });

  it('401 without a token; another user’s application 403; an unknown one 404', async () => {
    const a = await completed({ LastName: 'Fail' });
    const other = await h.register();
    refusal(await h.call('GET', `${a.base}/documents/required-documents`), 401, 'InvalidToken');
    refusal(await h.call('GET', `${a.base}/documents`), 401, 'InvalidToken');
    refusal(
      await upload('POST', { base: a.base, token: null }, ID_LICENSE, {
        field: 'DocumentFront',
        bytes: PNG,
      }),
      401,
      'InvalidToken',
    );
    refusal(
      await upload('PATCH', { base: a.base, token: 'a.b.c' }, ID_LICENSE, {
        field: 'DocumentFront',
        bytes: PNG,
      }),
      401,
      'InvalidToken',
    );
    refusal(
      await h.call('GET', `${a.base}/documents/required-documents`, { token: other.token }),
      403,
      'Error_PermissionDenied',
    );
    refusal(
      await h.call('GET', `${a.base}/documents`, { token: other.token }),
      403,
      'Error_PermissionDenied',
    );
    refusal(
      await upload('POST', { base: a.base, token: other.token }, ID_LICENSE, {
        field: 'DocumentFront',
        bytes: PNG,
      }),
      403,
      'Error_PermissionDenied',
    );
    refusal(
      await upload('PATCH', { base: a.base, token: other.token }, ID_LICENSE, {
        field: 'DocumentFront',
        bytes: PNG,
      }),
      403,
      'Error_PermissionDenied',
    );
    refusal(
      await h.call('GET', `/v2/applications/${crypto.randomUUID()}/documents/required-documents`, {
        token: a.token,
      }),
      404,
      'InvalidApplicationUid',
    );
    expect(
      await h.database.db
        .select({ uid: kycDocuments.uid })
        .from(kycDocuments)
        .where(eq(kycDocuments.applicationUid, a.applicationUid)),
    ).toEqual([]);
  });
});

describe('identity-verification provider errors (doc 3 §8, doc 1 §8.1; docs/sandbox.md)', () => {
  it('completion: last name Kycerror → 422 KYCError whose message loses a 30-character provider prefix; the application stays open', async () => {
    const reg = await h.register();
    const base = `/v2/applications/${reg.applicationUid}`;
    const p = await h.call('POST', `${base}/persons?isPrimary=true`, {
      token: reg.token,
      body: { FirstName: 'Kay', MiddleName: null, LastName: 'KYCERROR', SuffixType: null },
    });
    expect(p.status, p.text).toBe(201);
    expect((await h.call('POST', `${base}/haa-agreements`, { token: reg.token })).status).toBe(202);
    const r = await h.call('PATCH', `${base}?sessionId=1700000000000abcdef0123456789abcd`, {
      token: reg.token,
    });
    refusal(r, 422, 'KYCError');
    const message = r.json.Errors[0].Message as string;
    expect(message.slice(0, 30)).toBe('SANDBOX-IDV-KYC-VERIFICATION: ');
    expect(message.slice(30)).toMatch(/^We could not verify your identity/);
    expect((await h.call('GET', base, { token: reg.token })).json.IsCompletedApplication).toBe(
      false,
    );
    expect(await required({ ...reg, base })).toEqual([]);
  });

  it.each([
    ['LowQuality', 'DocumentUploadError', 'Image quality is too low. Please try again.'],
    [
      ' capturEerror ',
      'CaptureError',
      'The capture could not be processed. Please capture the document again.',
    ],
    [
      'Unverifiable',
      'DocumentVerificationError',
      'The document could not be verified. Please upload another document.',
    ],
  ])(
    'identity upload with Caption %j → 422 %s; nothing is stored and a good upload then passes',
    async (caption, code, message) => {
      const a = await completed({ LastName: 'Fail' });
      for (const method of ['POST', 'PATCH'] as const) {
        if (method === 'PATCH')
          expect(
            (await upload('POST', a, ID_LICENSE, { field: 'DocumentFront', bytes: PNG })).status,
          ).toBe(201);
        const r = await upload(
          method,
          a,
          ID_LICENSE,
          { field: 'DocumentFront', bytes: JPEG },
          caption,
        );
        refusal(r, 422, code, 'DocumentFront');
        expect(r.json.Errors[0].Message).toBe(message);
      }
      // The refused PATCH left the first upload as it was; non-identity documents are not checked by the provider.
      const rows = await h.database.db
        .select()
        .from(kycDocuments)
        .where(eq(kycDocuments.applicationUid, a.applicationUid));
      expect(rows).toHaveLength(1);
      expect((await sharp(clear(rows[0].content)).metadata()).format).toBe('png'); // stored re-encoded (issue 12)
      expect((await upload('POST', a, RESIDENCY, { bytes: PDF }, caption)).status).toBe(201);
    },
  );
});

describe('POST /v2/documents/sandbox-event — identity-verification event', () => {
  it('records the event for the caller’s application and answers 201', async () => {
    const a = await completed({ LastName: 'Fail' });
    const r = await h.call('POST', '/v2/documents/sandbox-event', {
      token: a.token,
      body: {
        ApplicationUid: a.applicationUid,
        EventType: 'CaptureCompleted',
        SessionId: 'sess-1',
        DocumentType: 2,
        PersonTargetType: 0,
        Unknown: 1,
      },
    });
    expect(r.status, r.text).toBe(201);
    const ev = idvEventResponse.parse(r.json);
    expect(ev).toMatchObject({ ApplicationUid: a.applicationUid, EventType: 'CaptureCompleted' });
    const [row] = await h.database.db
      .select()
      .from(idvEvents)
      .where(and(eq(idvEvents.uid, ev.EventUid), eq(idvEvents.applicationUid, a.applicationUid)));
    expect(row).toMatchObject({
      eventType: 'CaptureCompleted',
      sessionId: 'sess-1',
      documentType: 2,
      personTargetType: 0,
    });
  });

  it('validation, 401, 403 and 404 in the error shape', async () => {
    const a = await completed({ LastName: 'Fail' });
    const other = await h.register();
    const post = (body: unknown, token: string | null = a.token) =>
      h.call('POST', '/v2/documents/sandbox-event', { token, body });
    refusal(
      await post({ ApplicationUid: a.applicationUid }),
      400,
      'EventTypeIsNullOrEmpty',
      'EventType',
    );
    refusal(
      await post({ ApplicationUid: a.applicationUid, EventType: 'Selfie' }),
      400,
      'EventTypeIsInvalid',
      'EventType',
    );
    refusal(
      await post({ EventType: 'CaptureStarted' }),
      400,
      'ApplicationUidIsNullOrEmpty',
      'ApplicationUid',
    );
    refusal(
      await post({
        ApplicationUid: a.applicationUid,
        EventType: 'CaptureStarted',
        DocumentType: 9,
      }),
      400,
      'DocumentTypeIsInvalid',
      'DocumentType',
    );
    refusal(
      await h.call('POST', '/v2/documents/sandbox-event', {
        token: a.token,
        rawBody: '{"ApplicationUid":',
      }),
      400,
      'InvalidRequestBody',
    );
    refusal(
      await post({ ApplicationUid: a.applicationUid, EventType: 'CaptureStarted' }, null),
      401,
      'InvalidToken',
    );
    refusal(
      await post({ ApplicationUid: a.applicationUid, EventType: 'CaptureStarted' }, other.token),
      403,
      'Error_PermissionDenied',
    );
    refusal(
      await post({ ApplicationUid: 'not-a-uuid', EventType: 'CaptureStarted' }),
      404,
      'InvalidApplicationUid',
    );
    expect(
      await h.database.db
        .select()
        .from(idvEvents)
        .where(eq(idvEvents.applicationUid, a.applicationUid)),
    ).toEqual([]);
    expect(
      firstError(await h.call('POST', '/v2/documents/other-event', { token: a.token, body: {} }))
        .Code,
    ).toBe('NotFound');
  });
});

describe('property: random multipart uploads never answer 5xx', () => {
  it('random queries, parts and bytes (with and without real signatures) → 2xx parsed, or 4xx in the error shape', async () => {
    const a = await completed({
      LastName: 'Fail',
      query: 'applicationType=JointTenants&jointTenantsAccountType=Common',
      second: true,
    });
    const signatures = [PNG, JPEG, GIF, PDF.slice(0, 16), TEXT, new Uint8Array(0)];
    const part = fc.record({
      name: fc.constantFrom('Document', 'DocumentFront', 'Caption', 'Other'),
      file: fc.boolean(),
      head: fc.constantFrom(...signatures),
      tail: fc.uint8Array({ maxLength: 48 }),
      text: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('x'.repeat(120), 'a\u0000b', ''),
      ),
    });
    const validQuery = fc.constantFrom(
      { personTargetType: '0', documentType: '2', sandboxDocumentType: 'License' },
      { personTargetType: '1', documentType: '2', sandboxDocumentType: 'IdentificationCard' },
      { personTargetType: '0', documentType: '4' },
      { personTargetType: '1', documentType: '5' },
      { personTargetType: '0', documentType: '6' },
      { personTargetType: '1', documentType: '6' },
    );
    const validParts = fc
      .constantFrom(PNG, JPEG, GIF)
      .map((head) => [
        { name: 'DocumentFront', file: true, head, tail: new Uint8Array(0), text: '' },
      ]);
    const randomQuery = fc.record(
      {
        personTargetType: fc.constantFrom('0', '1', '2', '3', '-1', 'x', ''),
        documentType: fc.constantFrom(
          '1',
          '2',
          '3',
          '4',
          '5',
          '6',
          '7',
          '8',
          '9',
          '10',
          '1.5',
          'abc',
          '',
        ),
        sandboxDocumentType: fc.constantFrom(
          'Passport',
          'License',
          'IdentificationCard',
          'Visa',
          '',
        ),
      },
      { requiredKeys: [] },
    );
    const query = fc.oneof(randomQuery, validQuery);
    const rawMultipart = fc.string({ maxLength: 80 }).map((t) => `--x\r\n${t}`);
    let ok = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PATCH'),
        query,
        fc.oneof(fc.array(part, { maxLength: 3 }), validParts),
        fc.option(rawMultipart, { nil: undefined, freq: 4 }),
        async (method, q, parts, rawText) => {
          const qs = new URLSearchParams(q as Record<string, string>).toString();
          let r: CallResult;
          if (rawText !== undefined) {
            r = await raw(method, `${a.base}/documents?${qs}`, a.token, rawText, {
              'Content-Type': 'multipart/form-data; boundary=x',
            });
          } else {
            const form = new FormData();
            for (const p of parts) {
              if (p.file) {
                const bytes = new Uint8Array(p.head.length + p.tail.length);
                bytes.set(p.head);
                bytes.set(p.tail, p.head.length);
                form.append(p.name, new Blob([bytes as BlobPart]), 'f.png');
              } else form.append(p.name, p.text);
            }
            r = await raw(method, `${a.base}/documents?${qs}`, a.token, form);
          }
          expect(r.status, r.text).toBeLessThan(500);
          if (r.status >= 400) expect(errorResponse.parse(r.json).Errors.length).toBeGreaterThan(0);
          else {
            uploadedDocument.parse(r.json);
            ok += 1;
          }
        },
      ),
      { numRuns: Math.max(150, Number(process.env.FUZZ_RUNS ?? 0)) },
    );
    // The requirement list stays consistent with what was stored.
    const docs = await required(a);
    const stored = await h.database.db
      .select({ uid: kycDocuments.uid })
      .from(kycDocuments)
      .where(eq(kycDocuments.applicationUid, a.applicationUid));
    expect(
      docs
        .filter((d) => d.IsUploaded)
        .map((d) => d.DocumenUid)
        .sort(),
    ).toEqual(stored.map((s) => s.uid).sort());
    // The handlers behind validation were reached: some uploads and replacements succeeded.
    expect(ok).toBeGreaterThan(0);
  });
});

/** A PNG with one IHDR declaring `width`×`height` (8-bit grey), a tiny IDAT and IEND — a decompression-bomb header. */
function pngHeader(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(1024))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const concat = (...parts: Uint8Array[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => Buffer.from(p))));
const HTML = new TextEncoder().encode(
  '<html><body><script>alert(document.cookie)</script></body></html>',
);

describe('uploads are what they claim (issue 12): decoded, capped, parsed, stripped', () => {
  const storedOf = async (a: Applicant) =>
    h.database.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.applicationUid, a.applicationUid));

  it('a PNG declaring 30000×30000 pixels is refused without being decoded', async () => {
    const a = await completed({ LastName: 'Fail' });
    const started = performance.now();
    refusal(
      await upload('POST', a, RESIDENCY, { bytes: pngHeader(30000, 30000), type: 'image/png' }),
      400,
      'UnsupportedDocumentUploadMediaType',
      'Document',
    );
    expect(performance.now() - started).toBeLessThan(5000);
    // A sound image just under the header check still passes; a truncated / corrupt one does not.
    refusal(
      await upload('POST', a, RESIDENCY, { bytes: PNG.slice(0, PNG.length - 20) }),
      400,
      'UnsupportedDocumentUploadMediaType',
    );
    expect(await storedOf(a)).toEqual([]);
  });

  it('GIF and PDF polyglots carrying HTML are refused; so are a PDF that does not parse and one with JavaScript', async () => {
    const a = await completed({ LastName: 'Fail' });
    refusal(
      await upload('POST', a, ID_LICENSE, {
        field: 'DocumentFront',
        bytes: concat(GIF, HTML),
        type: 'image/gif',
      }),
      400,
      'UnsupportedDocumentUploadMediaType',
      'DocumentFront',
    );
    refusal(
      await upload('POST', a, RESIDENCY, { bytes: concat(PDF, HTML), type: 'application/pdf' }),
      400,
      'UnsupportedDocumentUploadMediaType',
    );
    refusal(
      await upload('POST', a, RESIDENCY, {
        bytes: new TextEncoder().encode('%PDF-1.7\nnot really a pdf\n%%EOF\n'),
      }),
      400,
      'UnsupportedDocumentUploadMediaType',
    );

    const js = await PDFDocument.create();
    js.addPage([200, 100]);
    js.catalog.set(
      PDFName.of('OpenAction'),
      js.context.obj({ S: 'JavaScript', JS: PDFHexString.fromText('app.alert(1)') }),
    );
    refusal(
      await upload('POST', a, RESIDENCY, { bytes: await js.save(), type: 'application/pdf' }),
      400,
      'UnsupportedDocumentUploadMediaType',
    );
    expect(await storedOf(a)).toEqual([]);
    // The clean PDF passes.
    expect(
      (await upload('POST', a, RESIDENCY, { bytes: PDF, type: 'application/pdf' })).status,
    ).toBe(201);
  });

  it('image metadata is stripped: a JPEG with EXIF and a comment is stored re-encoded without them', async () => {
    const a = await completed({ LastName: 'Fail' });
    const withExif = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c0a060' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 48.85,2.35' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const r = await upload('POST', a, ID_LICENSE, {
      field: 'DocumentFront',
      bytes: new Uint8Array(withExif),
      type: 'image/jpeg',
    });
    expect(r.status, r.text).toBe(201);
    const [row] = await storedOf(a);
    const meta = await sharp(clear(row!.content)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
    expect(meta.exif).toBeUndefined();
    expect(clear(row!.content).toString('latin1')).not.toContain('SecretCam');
  });
});

describe('re-uploads per requirement are limited (issue 31)', () => {
  it('a requirement is stored at most MAX_DOCUMENT_UPLOADS times: the next PATCH is 400 DocumentUploadLimitReached, other requirements unaffected', async () => {
    const a = await completed({ LastName: 'Fail' });
    expect((await upload('POST', a, RESIDENCY, { bytes: PNG })).status).toBe(201);
    for (let i = 1; i < MAX_DOCUMENT_UPLOADS; i += 1) {
      const r = await upload('PATCH', a, RESIDENCY, { bytes: i % 2 ? GIF : PNG });
      expect(r.status, `replacement ${i}: ${r.text}`).toBe(200);
    }
    refusal(
      await upload('PATCH', a, RESIDENCY, { bytes: PNG }),
      400,
      'DocumentUploadLimitReached',
      'documentType',
    );
    const [row] = await h.database.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.applicationUid, a.applicationUid));
    expect(row.uploadCount).toBe(MAX_DOCUMENT_UPLOADS);
    // The last accepted file stays (replacement 9 was a GIF).
    expect((await sharp(clear(row.content)).metadata()).format).toBe('gif');
    // Another requirement of the same application is not affected.
    expect(
      (await upload('POST', a, ID_LICENSE, { field: 'DocumentFront', bytes: PNG })).status,
    ).toBe(201);
  });
});
