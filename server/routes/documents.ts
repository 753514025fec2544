/**
 * KYC documents and the identity-verification event (doc 3 §2.6, §3 Required document, §4 KYC
 * documents, §5 Uploads, §7 Documents, §8). {idv} is 'sandbox' (IDV_PROVIDER of the contract).
 * Every call needs a bearer token (401 InvalidToken); the application must exist (404
 * InvalidApplicationUid) and be the caller's (403 Error_PermissionDenied). Uploads are accepted
 * on completed applications (documents are requested after submission).
 *
 * - GET v2/applications/{ApplicationUid}/documents/required-documents?personTargetType →
 *   200 RequiredDocument[] (empty until identity verification ran; rules in docs/sandbox.md
 *   "Required documents (KYC)"). 400 PersonTargetTypeIsInvalid.
 * - POST v2/applications/{ApplicationUid}/documents?personTargetType&documentType&sandboxDocumentType
 *   — multipart: one file in 'Document' or 'DocumentFront' (≤ MAX_DOCUMENT_BYTES, 10 MiB) and an
 *   optional 'Caption' (≤ 100) → 201 UploadedDocument; fills the requirement of that person
 *   target and document group. PATCH, same query and body → 200: replaces the file of a
 *   requirement already uploaded. GET …/documents?personTargetType&documentType → 200
 *   UploadedDocument[] (metadata only, never contents).
 *   Errors (400 unless stated): PersonTargetTypeIsInvalid, DocumentTypeIsNullOrEmpty /
 *   DocumentTypeIsInvalid, SandboxDocumentTypeIsNullOrEmpty / SandboxDocumentTypeIsInvalid
 *   (identity uploads: Passport, License or IdentificationCard as the requirement admits),
 *   InvalidRequestBody (not multipart, or malformed multipart), DocumentIsNullOrEmpty (no or an
 *   empty file), DocumentIsInvalid (more than one file), CaptionIsInvalid /
 *   CaptionIsInvalidLength, InvalidCharacters, 413 DocumentIsTooLarge, DocumentIsNotRequired
 *   (no requirement of that kind for that person), UnsupportedDocumentUploadMediaType (content
 *   is not png, jpeg or gif — or pdf for non-identity documents — whatever its name or declared
 *   type; an image that does not decode or is over 40 MP, a PDF that does not parse or carries
 *   JavaScript / actions, any file holding HTML: server/domain/document-content.ts; images are
 *   stored re-encoded, without metadata), DocumentAlreadyUploaded (POST on an uploaded requirement), 404 DocumentNotFound (PATCH
 *   on a requirement not uploaded yet), DocumentUploadLimitReached (Context 'documentType': PATCH
 *   on a requirement stored MAX_DOCUMENT_UPLOADS = 10 times already; checked before the file is
 *   verified or sent to the provider; issue 31); 422 DocumentUploadError ('Image quality is too low. Please
 *   try again.'), CaptureError, DocumentVerificationError when the identity-verification provider
 *   refuses an identity document (Context: the file field; sandbox rules in docs/sandbox.md,
 *   Persona's in server/providers/persona.ts); 502 RequestError when the provider does not answer.
 * - POST /v2/documents/sandbox-event {ApplicationUid, EventType, SessionId?, DocumentType?,
 *   PersonTargetType?} → 201 {EventUid, ApplicationUid, EventType, CreatedOn}; 400 with the mapped
 *   codes (EventTypeIsNullOrEmpty / EventTypeIsInvalid, ApplicationUidIsNullOrEmpty, …).
 *
 * Files are checked (magic bytes, decoded, re-encoded) in clear, then stored sealed (issue 20:
 * server/db/documents.ts). Nothing of a file (content, name) and no caption is ever logged.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import {
  DOCUMENT_FILE_FIELDS,
  DOCUMENT_TYPES,
  IDV_PROVIDER,
  MAX_DOCUMENT_BYTES,
  documentCaption,
  documentUploadQuery,
  documentsListQuery,
  idvEventRequest,
  requiredDocumentsQuery,
  type IdvDocumentType,
} from '../../services/api/contract';
import {
  insertIdvEvent,
  insertKycDocument,
  listKycDocuments,
  type KycDocumentMeta,
  MAX_DOCUMENT_UPLOADS,
  replaceKycDocument,
  requiredDocumentsOf,
  requirementSlotsOf,
  toUploadedDocument,
  uploadCountOf,
} from '../db/documents';
import { verifiedContent } from '../domain/document-content';
import {
  admittedIdvTypes,
  allowedMediaTypes,
  GROUP_OF,
  slotFor,
  sniffMediaType,
} from '../domain/documents';
import type { ApplicationRow } from '../db/applications';
import { ownedApplication, requireAuth, type AppEnv } from '../http/auth';
import { ApiError, fail } from '../http/errors';
import { issuesToErrors, parseOr400, readJsonBody, refuseNul } from '../http/validation';
import type { RouteDeps } from './deps';

/** Multipart overhead allowed on top of the file (boundaries, part headers, Caption). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Whether a request is a document upload (POST or PATCH …/documents), which the app's global
 * 256 kB body limit leaves to this module's own limit (server/app.ts).
 */
export function isDocumentUpload(method: string, path: string): boolean {
  if (method === 'POST' && /^\/v2\/handoffs\/[^/]+\/documents\/?$/.test(path)) return true; // a phone hand-off (server/routes/handoffs.ts)
  return (
    (method === 'POST' || method === 'PATCH') &&
    /^\/v2\/applications\/[^/]+\/documents\/?$/.test(path)
  );
}

const tooLarge = () =>
  fail(
    413,
    'DocumentIsTooLarge',
    `The document is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`,
    'Document',
  );

/** 400 DocumentUploadLimitReached: the requirement was stored MAX_DOCUMENT_UPLOADS times (issue 31). */
const uploadLimitReached = () =>
  fail(
    400,
    'DocumentUploadLimitReached',
    `This document was uploaded ${MAX_DOCUMENT_UPLOADS} times already. Please contact support.`,
    'documentType',
  );

/** Parses a query with `schema`; codes name the field in PascalCase (DocumentTypeIsInvalid, Context 'documentType'). */
function parseQuery<S extends z.ZodType>(schema: S, input: Record<string, string>): z.output<S> {
  refuseNul(input);
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const errors = issuesToErrors(r.error.issues, input).map((e) => ({
    ...e,
    Code: e.Code.charAt(0).toUpperCase() + e.Code.slice(1),
  }));
  throw new ApiError(400, errors);
}

/** The one file of an upload and the field it came in. */
async function readUpload(
  c: Context,
): Promise<{ field: string; file: File; caption: string | null }> {
  if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) {
    throw fail(
      400,
      'InvalidRequestBody',
      "Send the document as multipart/form-data in a 'Document' or 'DocumentFront' field.",
    );
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw fail(400, 'InvalidRequestBody', 'The multipart body could not be read.');
  }
  const files: Array<{ field: string; file: File }> = [];
  for (const field of DOCUMENT_FILE_FIELDS) {
    for (const v of form.getAll(field)) if (typeof v !== 'string') files.push({ field, file: v });
  }
  if (files.length === 0)
    throw fail(
      400,
      'DocumentIsNullOrEmpty',
      "Choose a file ('Document' or 'DocumentFront').",
      'Document',
    );
  if (files.length > 1) throw fail(400, 'DocumentIsInvalid', 'Upload one file.', files[1].field);
  const { field, file } = files[0];
  if (file.size === 0) throw fail(400, 'DocumentIsNullOrEmpty', 'The file is empty.', field);
  if (file.size > MAX_DOCUMENT_BYTES) throw tooLarge();

  const rawCaption = form.get('Caption');
  if (rawCaption !== null && typeof rawCaption !== 'string')
    throw fail(400, 'CaptionIsInvalid', 'Caption must be text.', 'Caption');
  let caption: string | null = null;
  if (rawCaption !== null) {
    refuseNul({ Caption: rawCaption });
    const parsed = documentCaption.safeParse(rawCaption);
    if (!parsed.success)
      throw fail(400, 'CaptionIsInvalidLength', 'Caption is too long.', 'Caption');
    caption = parsed.data || null;
  }
  return { field, file, caption };
}

/** What an upload names (the query of POST/PATCH …/documents, or a phone hand-off's binding). */
export type UploadQuery = z.output<typeof documentUploadQuery>;
type Slot = Awaited<ReturnType<typeof requirementSlotsOf>>[number];

/**
 * The requirement an upload fills and the {idv}DocumentType it names: 400 DocumentIsNotRequired
 * (nothing of that kind for that person), SandboxDocumentTypeIsNullOrEmpty /
 * SandboxDocumentTypeIsInvalid (identity uploads, by what the requirement admits).
 */
export function resolveUploadSlot<S extends Slot>(
  slots: readonly S[],
  query: UploadQuery,
): { slot: S; idvType: IdvDocumentType | null } {
  const slot = slotFor(slots, query.personTargetType, query.documentType);
  if (!slot)
    throw fail(
      400,
      'DocumentIsNotRequired',
      'This document is not requested for this person.',
      'documentType',
    );
  let idvType: IdvDocumentType | null = null;
  if (GROUP_OF[query.documentType] === 'identity') {
    const admitted =
      query.documentType === DOCUMENT_TYPES.Passport
        ? (['Passport'] as const)
        : admittedIdvTypes(slot.documentType);
    if (!query.sandboxDocumentType) {
      throw fail(
        400,
        'SandboxDocumentTypeIsNullOrEmpty',
        `Name the identity document: ${admitted.join(', ')}.`,
        'sandboxDocumentType',
      );
    }
    if (!admitted.includes(query.sandboxDocumentType)) {
      throw fail(
        400,
        'SandboxDocumentTypeIsInvalid',
        `This requirement takes ${admitted.join(' or ')}.`,
        'sandboxDocumentType',
      );
    }
    idvType = query.sandboxDocumentType;
  }
  return { slot, idvType };
}

/** Largest body of an upload: the file plus the multipart overhead (413 DocumentIsTooLarge beyond it). */
export const documentBodyLimit = () =>
  bodyLimit({
    maxSize: MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });

/**
 * Stores the multipart upload of a request for `app` (every check of POST/PATCH …/documents, in
 * one place: the file fields, size, Caption, the requirement, the identity kind, the sniffed media
 * type, the identity-verification provider's refusal). `onlySlotUid`: the upload must fill that
 * requirement (a phone hand-off) — else 400 DocumentIsNotRequired. Answers the stored document's
 * metadata; throws ApiError with the codes of the module docstring.
 */
export function documentStore(deps: RouteDeps) {
  const { db, log, now, identityVerification, pii } = deps;
  return async function storeUpload(
    c: Context,
    app: ApplicationRow,
    query: UploadQuery,
    mode: 'create' | 'replace',
    opts: { onlySlotUid?: string; via?: string } = {},
  ): Promise<KycDocumentMeta> {
    const { field, file, caption } = await readUpload(c);

    const slots = await requirementSlotsOf(db, app);
    const { slot, idvType } = resolveUploadSlot(slots, query);
    if (opts.onlySlotUid !== undefined && slot.uid !== opts.onlySlotUid) {
      throw fail(
        400,
        'DocumentIsNotRequired',
        'This document is not requested for this person.',
        'documentType',
      );
    }
    // A requirement replaced again and again: refused before any check or provider call (issue 31).
    if (mode === 'replace' && (await uploadCountOf(db, app.uid, slot.uid)) >= MAX_DOCUMENT_UPLOADS)
      throw uploadLimitReached();

    const received = new Uint8Array(await file.arrayBuffer());
    const mediaType = sniffMediaType(received);
    const allowed = allowedMediaTypes(query.documentType);
    const kinds = allowed.includes('application/pdf')
      ? 'png, jpeg, gif or pdf'
      : 'png, jpeg or gif';
    if (!mediaType || !allowed.includes(mediaType)) {
      throw fail(
        400,
        'UnsupportedDocumentUploadMediaType',
        `Only ${kinds} files are accepted.`,
        field,
      );
    }
    // Decoded / parsed past the magic bytes; images re-encoded without metadata (issue 12).
    const content = await verifiedContent(received, mediaType);
    if (!content) {
      log('kyc.document_unsound', { documentType: query.documentType, mediaType });
      throw fail(
        400,
        'UnsupportedDocumentUploadMediaType',
        `The file is not a readable ${kinds} file.`,
        field,
      );
    }

    // The identity-verification provider checks identity documents before they are stored (doc 3 §8).
    // A provider that does not answer is 502 RequestError (issue 31), like the completion.
    const refusal =
      idvType && identityVerification.checkDocument
        ? await identityVerification
            .checkDocument(
              {
                documentType: query.documentType,
                idvDocumentType: idvType,
                caption,
                mediaType,
                size: content.byteLength,
                content,
              },
              { applicationUid: app.uid },
            )
            .catch(() => {
              log('kyc.document_provider_error', { provider: identityVerification.name });
              throw fail(
                502,
                'RequestError',
                'Identity verification is not available. Please try again later.',
              );
            })
        : null;
    if (refusal) {
      log('kyc.document_refused', {
        provider: identityVerification.name,
        code: refusal.code,
        documentType: query.documentType,
      });
      throw fail(422, refusal.code, refusal.message, field);
    }

    const stored = {
      documentType: query.documentType,
      idvDocumentType: idvType,
      caption: caption ?? slot.caption,
      fileField: field,
      mediaType,
      content,
      sha256: createHash('sha256').update(content).digest('hex'),
    };
    const row =
      mode === 'create'
        ? await insertKycDocument(db, pii, app.uid, slot, stored, now())
        : await replaceKycDocument(db, pii, app.uid, slot.uid, stored, now());
    if (row === 'limit') throw uploadLimitReached();
    if (!row) {
      throw mode === 'create'
        ? fail(
            400,
            'DocumentAlreadyUploaded',
            'This document was already uploaded; replace it with PATCH.',
            'documentType',
          )
        : fail(
            404,
            'DocumentNotFound',
            'No document was uploaded for this requirement yet.',
            'documentType',
          );
    }
    log('kyc.document', {
      mode,
      documentType: query.documentType,
      personTargetType: slot.personTargetType,
      mediaType,
      size: content.byteLength,
      via: opts.via ?? 'api',
    });
    return row;
  };
}

export function documentRoutes(deps: RouteDeps) {
  const { db, tokens, sessions, log, now } = deps;
  const storeUpload = documentStore(deps);

  const upload = (mode: 'create' | 'replace') => async (c: Context<AppEnv>) => {
    const query = parseQuery(documentUploadQuery, c.req.query());
    const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid') ?? '');
    const row = await storeUpload(c, app, query, mode);
    return c.json(toUploadedDocument(row), mode === 'create' ? 201 : 200);
  };

  const limit = documentBodyLimit();

  return new Hono<AppEnv>()
    .use('/documents/*', requireAuth(db, tokens, sessions))
    .get('/applications/:applicationUid/documents/required-documents', async (c) => {
      const { personTargetType } = parseQuery(requiredDocumentsQuery, c.req.query());
      const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid'));
      return c.json(await requiredDocumentsOf(db, app, personTargetType));
    })
    .get('/applications/:applicationUid/documents', async (c) => {
      const q = parseQuery(documentsListQuery, c.req.query());
      const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid'));
      const docs = (await listKycDocuments(db, app.uid)).filter(
        (d) =>
          (q.personTargetType === undefined || d.personTargetType === q.personTargetType) &&
          (q.documentType === undefined || d.documentType === q.documentType),
      );
      return c.json(docs.map(toUploadedDocument));
    })
    .post('/applications/:applicationUid/documents', limit, upload('create'))
    .patch('/applications/:applicationUid/documents', limit, upload('replace'))
    .post(`/documents/${IDV_PROVIDER}-event`, async (c) => {
      const body = parseOr400(idvEventRequest, await readJsonBody(c));
      const app = await ownedApplication(db, c.get('auth'), body.ApplicationUid);
      const row = await insertIdvEvent(db, {
        applicationUid: app.uid,
        eventType: body.EventType,
        sessionId: body.SessionId || null,
        documentType: body.DocumentType ?? null,
        personTargetType: body.PersonTargetType ?? null,
        at: now(),
      });
      log('kyc.idv_event', { provider: IDV_PROVIDER, eventType: body.EventType });
      return c.json(
        {
          EventUid: row.uid,
          ApplicationUid: app.uid,
          EventType: body.EventType,
          CreatedOn: row.createdAt.toISOString(),
        },
        201,
      );
    });
}
