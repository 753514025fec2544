/**
 * The KYC machines' actors over the API client (machines/kyc/; doc 3 §7 Documents): the required
 * documents, the multipart upload, and the webcam still's conversion to PNG (doc 3 §9). Provided
 * by machines/create-app.ts; tests provide fakes.
 */
import { fromPromise } from 'xstate';
import type { UploadInput } from '../../machines/kyc/document-upload.machine';
import { documentUploadMachine } from '../../machines/kyc/document-upload.machine';
import { kycMachine } from '../../machines/kyc/kyc.machine';
import { webcamMachine } from '../../machines/kyc/webcam.machine';
import { captureToPng } from '../adapters/webcam';
import type { ApiClient } from '../api/client';
import type { RequiredDocument, UploadedDocument } from '../api/contract';

/**
 * POST v2/applications/{ApplicationUid}/documents?personTargetType&documentType&{idv}DocumentType
 * with the file in the target's field ('Document' / 'DocumentFront') and its Caption (doc 3 §7).
 * Throws ApiError with the server's codes (doc 3 §8). Nothing of the file is logged.
 */
export async function uploadDocument(api: ApiClient, input: UploadInput, signal?: AbortSignal): Promise<UploadedDocument> {
  const { target } = input;
  const form = new FormData();
  form.append(target.field, input.file, input.file.name || 'document');
  form.append('Caption', target.caption);
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

/** GET …/documents/required-documents (doc 3 §7): every requirement of the application. */
export function fetchRequired(api: ApiClient, applicationUid: string, signal?: AbortSignal): Promise<RequiredDocument[]> {
  return api.call('requiredDocuments', { params: { applicationUid }, signal });
}

/** The KYC machine with its actors (and its children's) over `api`; `recordStep` and `track` come from the root's. */
export function kycMachineFor(api: ApiClient) {
  const upload = fromPromise<UploadedDocument | null, UploadInput>(({ input, signal }) => uploadDocument(api, input, signal));
  return kycMachine.provide({
    actors: {
      fetchRequired: fromPromise(({ input, signal }) => fetchRequired(api, input.applicationUid, signal)),
      documentUpload: documentUploadMachine.provide({ actors: { uploadDocument: upload } }),
      webcam: webcamMachine.provide({
        actors: {
          uploadDocument: upload,
          convertCapture: fromPromise(({ input }) => captureToPng(input.image)),
        },
      }),
    },
  });
}
