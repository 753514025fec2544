/**
 * The KYC machines with their actors over the API client (composition root, issue 23): the hub with
 * its children (document upload, webcam); loaded with KYC_VERIFICATION (issue 22, the root's
 * `loadKyc`). The phone hand-off page's machine is in ./handoff-machine.ts. The actors' API calls are in
 * services/actors/kyc-actors.ts (doc 3 §7 Documents); the webcam still's conversion to PNG is the
 * webcam adapter's (doc 3 §9).
 */
import { fromPromise } from 'xstate';
import { documentUploadMachine } from '../../machines/kyc/document-upload.machine';
import { kycMachine } from '../../machines/kyc/kyc.machine';
import { webcamMachine } from '../../machines/kyc/webcam.machine';
import {
  createHandoff,
  fetchRequired,
  sendIdvEvent,
  uploadDocument,
  type IdvEventInput,
  type UploadInput,
} from '../../services/actors/kyc-actors';
import { captureToPng } from '../../services/adapters/webcam';
import type { ApiClient } from '../../services/api/client';
import type { UploadedDocument } from '../../services/api/contract';

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
