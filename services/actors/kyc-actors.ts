/**
 * The KYC machines' actors over the API client (machines/kyc/; doc 3 §7 Documents): the required
 * documents, the multipart upload, the hand-off link and the identity-verification events. The
 * machines are built with them in src/app/kyc-machines.ts; tests provide fakes.
 */
import type { ApiClient } from '../api/client';
import type {
  DocumentTypeCode,
  HandoffCreated,
  HandoffInfo,
  IdvDocumentType,
  IdvEventType,
  RequiredDocument,
  UploadedDocument,
} from '../api/contract';

// The actors' inputs, as the KYC machines hand them (machines/kyc/ re-export them).

/** What one upload sends (doc 3 §7): the query, the multipart field and Caption, and the types the page accepts. */
export interface UploadTarget {
  personTargetType: 0 | 1;
  documentType: DocumentTypeCode;
  /** {idv}DocumentType of an identity upload, else null. */
  idvType: IdvDocumentType | null;
  field: 'Document' | 'DocumentFront';
  caption: string;
  accept: readonly string[];
}

/** What the upload actor receives: the application, the page's target and the file. */
export interface UploadInput {
  applicationUid: string;
  target: UploadTarget;
  file: File;
}

/** What the machine hands to 'sendIdvEvent' (the request body less the SessionId). */
export interface IdvEventInput {
  ApplicationUid: string;
  EventType: IdvEventType;
  DocumentType: DocumentTypeCode | null;
  PersonTargetType: 0 | 1 | null;
}

/** What the createHandoff actor receives. */
export interface CreateHandoffInput {
  applicationUid: string;
  documentUid: string;
  target: UploadTarget | null;
}

/**
 * POST v2/applications/{ApplicationUid}/documents?personTargetType&documentType&{idv}DocumentType
 * with the file in the target's field ('Document' / 'DocumentFront') and its Caption (doc 3 §7).
 * Throws ApiError with the server's codes (doc 3 §8). Nothing of the file is logged.
 */
export async function uploadDocument(
  api: ApiClient,
  input: UploadInput,
  signal?: AbortSignal,
): Promise<UploadedDocument> {
  const { target } = input;
  const form = uploadForm(target, input.file);
  return api.call('uploadDocument', {
    params: { applicationUid: input.applicationUid },
    query: {
      personTargetType: target.personTargetType,
      documentType: target.documentType,
      ...(target.idvType ? { sandboxDocumentType: target.idvType } : {}),
    },
    form,
    signal,
  });
}

/** The multipart body of an upload: the file in the target's field and its Caption (doc 3 §7). */
function uploadForm(target: UploadTarget, file: File): FormData {
  const form = new FormData();
  form.append(target.field, file, file.name || 'document');
  form.append('Caption', target.caption);
  return form;
}

/**
 * POST …/documents/handoffs (issue 9): a single-use phone link for the method page's requirement.
 * Answers {Token, Url, ExpiresAt}; the token is never logged.
 */
export function createHandoff(
  api: ApiClient,
  input: CreateHandoffInput,
  signal?: AbortSignal,
): Promise<HandoffCreated> {
  return api.call('createHandoff', {
    params: { applicationUid: input.applicationUid },
    json: {
      DocumentUid: input.documentUid,
      PersonTargetType: input.target?.personTargetType ?? 0,
      DocumentType: input.target?.documentType ?? 10,
      SandboxDocumentType: input.target?.idvType ?? null,
    },
    signal,
  });
}

/** GET /v2/handoffs/{token} (issue 9; no session): what the phone page shows. */
export function fetchHandoff(
  api: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<HandoffInfo> {
  return api.call('handoffInfo', { params: { token }, signal });
}

/** POST /v2/handoffs/{token}/documents (issue 9; no session): the phone's upload, multipart as `uploadDocument`. */
export function uploadHandoff(
  api: ApiClient,
  input: { token: string; target: UploadTarget; file: File },
  signal?: AbortSignal,
): Promise<UploadedDocument> {
  return api.call('handoffUpload', {
    params: { token: input.token },
    form: uploadForm(input.target, input.file),
    signal,
  });
}

/** GET …/documents/required-documents (doc 3 §7): every requirement of the application. */
export function fetchRequired(
  api: ApiClient,
  applicationUid: string,
  signal?: AbortSignal,
): Promise<RequiredDocument[]> {
  return api.call('requiredDocuments', { params: { applicationUid }, signal });
}

/**
 * POST /v2/documents/{idv}-event (doc 3 §7; machines/kyc/idv-events.ts): the machine's body plus
 * the fraud-prevention SessionId when one is stored. Fire-and-forget: no abort signal (leaving the
 * page does not cancel the report). A failed report rejects with the client's ApiError (after the
 * client's own retries), which the spawning machine's `IDV_EVENT_ERROR` wildcard takes and ignores
 * (machines/kyc/idv-events.ts): the applicant is never blocked, and the analyst's inspector sees
 * that the report was lost. Nothing but the body's codes is sent (no PII, no file).
 */
export async function sendIdvEvent(
  api: ApiClient,
  input: IdvEventInput,
  sessionId: string | null,
): Promise<void> {
  await api.call('idvEvent', { json: { ...input, SessionId: sessionId } });
}
