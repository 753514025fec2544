/**
 * The KYC machines with their actors over the API client (composition root, issue 23): the hub with
 * its children (document upload, webcam) and the phone hand-off page. The actors' API calls are in
 * services/actors/kyc-actors.ts (doc 3 §7 Documents); the webcam still's conversion to PNG is the
 * webcam adapter's (doc 3 §9).
 */
import { fromPromise } from 'xstate';
import { documentUploadMachine } from '../../machines/kyc/document-upload.machine';
import { handoffMachine } from '../../machines/kyc/handoff.machine';
import { kycMachine } from '../../machines/kyc/kyc.machine';
import { webcamMachine } from '../../machines/kyc/webcam.machine';
import {
  createHandoff,
  fetchHandoff,
  fetchRequired,
  sendIdvEvent,
  uploadDocument,
  uploadHandoff,
  type IdvEventInput,
  type UploadInput,
} from '../../services/actors/kyc-actors';
import { captureToPng } from '../../services/adapters/webcam';
import type { ApiClient } from '../../services/api/client';
import type { UploadedDocument } from '../../services/api/contract';

/** The phone page's machine (machines/kyc/handoff.machine.ts) with its actors over `api`. */
export function handoffMachineFor(api: ApiClient) {
  return handoffMachine.provide({
    actors: {
      fetchHandoff: fromPromise(({ input, signal }) => fetchHandoff(api, input.token, signal)),
      uploadHandoff: fromPromise(({ input, signal }) => uploadHandoff(api, input, signal)),
    },
  });
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
