/**
 * The KYC machines' actors over the API client (machines/kyc/; doc 3 §7 Documents): the required
 * documents, the multipart upload, and the webcam still's conversion to PNG (doc 3 §9). Provided
 * by machines/create-app.ts; tests provide fakes.
 */
import { fromPromise } from 'xstate';
import type { UploadInput } from '../../machines/kyc/document-upload.machine';
import { documentUploadMachine } from '../../machines/kyc/document-upload.machine';
import { handoffMachine } from '../../machines/kyc/handoff.machine';
import type { IdvEventInput } from '../../machines/kyc/idv-events';
import type { UploadTarget } from '../../machines/kyc/kyc-uploads';
import { kycMachine, type CreateHandoffInput } from '../../machines/kyc/kyc.machine';
import { webcamMachine } from '../../machines/kyc/webcam.machine';
import { captureToPng } from '../adapters/webcam';
import type { ApiClient } from '../api/client';
import type {
  HandoffCreated,
  HandoffInfo,
  RequiredDocument,
  UploadedDocument,
} from '../api/contract';

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

/** The phone page's machine (machines/kyc/handoff.machine.ts) with its actors over `api`. */
export function handoffMachineFor(api: ApiClient) {
  return handoffMachine.provide({
    actors: {
      fetchHandoff: fromPromise(({ input, signal }) => fetchHandoff(api, input.token, signal)),
      uploadHandoff: fromPromise(({ input, signal }) => uploadHandoff(api, input, signal)),
    },
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
 * page does not cancel the report) and never rejects — a failed report is dropped, the applicant
 * is never blocked. Nothing but the body's codes is sent (no PII, no file).
 */
export async function sendIdvEvent(
  api: ApiClient,
  input: IdvEventInput,
  sessionId: string | null,
): Promise<void> {
  try {
    await api.call('idvEvent', { json: { ...input, SessionId: sessionId } });
  } catch {
    // A report: its failure changes nothing for the applicant.
  }
}

/**
 * The KYC machine with its actors (and its children's) over `api`; `recordStep` and `track` come
 * from the root's. `fraudSessionId` reads the stored fraud-prevention session id for the
 * identity-verification events.
 */
export function kycMachineFor(api: ApiClient, fraudSessionId: () => string | null = () => null) {
  const upload = fromPromise<UploadedDocument | null, UploadInput>(({ input, signal }) =>
    uploadDocument(api, input, signal),
  );
  const idvEvent = fromPromise<void, IdvEventInput>(({ input }) =>
    sendIdvEvent(api, input, fraudSessionId()),
  );
  return kycMachine.provide({
    actors: {
      fetchRequired: fromPromise(({ input, signal }) =>
        fetchRequired(api, input.applicationUid, signal),
      ),
      createHandoff: fromPromise(({ input, signal }) => createHandoff(api, input, signal)),
      sendIdvEvent: idvEvent,
      documentUpload: documentUploadMachine.provide({ actors: { uploadDocument: upload } }),
      webcam: webcamMachine.provide({
        actors: {
          uploadDocument: upload,
          sendIdvEvent: idvEvent,
          convertCapture: fromPromise(({ input }) => captureToPng(input.image)),
        },
      }),
    },
  });
}
