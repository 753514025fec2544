/**
 * Identity-verification events (doc 3 §2.6 capture and upload, §3 "Identity-verification provider
 * records: capture, verification, event", §7 POST /v2/documents/{idv}-event — payload not shown).
 *
 * The upload and webcam machines report what happened to the provider: a capture taken
 * (CaptureCompleted) or failed (CaptureFailed), a document stored (DocumentUploaded), the camera
 * refused (CameraAccessDenied). Each report is fire-and-forget: the machines' named action
 * `reportIdvEvent {eventType}` spawns the 'sendIdvEvent' actor named in their setup (a child
 * spawned on the way to a final state never starts, so DocumentUploaded travels in the upload's
 * output and the KYC machine, which stays, spawns it: `reportUploaded`); its implementation
 * (services/actors/kyc-actors.ts) is not cancelled when the page moves on, and its failure (it
 * rejects with the client's error) is taken by the machines' `IDV_EVENT_ERROR` wildcard and ignored,
 * so a failed report never blocks or delays the applicant. The body carries no PII and no file: the
 * application, the event type, the document type and the person it is for (the fraud-prevention
 * SessionId is added by the implementation).
 */
import { fromPromise } from 'xstate';
import type { IdvEventType } from '../../services/api/contract';
import type { UploadTarget } from './kyc-uploads';
import type { IdvEventInput } from '../../services/actors/kyc-actors';
export type { IdvEventInput };

/** The body of one event from the page's upload target (doc 3 §7; null fields when it has none). */
export function idvEventInput(
  applicationUid: string,
  target: UploadTarget | null,
  eventType: IdvEventType,
): IdvEventInput {
  return {
    ApplicationUid: applicationUid,
    EventType: eventType,
    DocumentType: target?.documentType ?? null,
    PersonTargetType: target?.personTargetType ?? null,
  };
}

/** The setup's default 'sendIdvEvent' (does nothing): create-app and the tests provide theirs. */
export const sendIdvEventActor = fromPromise<void, IdvEventInput>(async () => {});

/** The id prefix of every spawned report; `IDV_EVENT_ERROR` is the event a failed one sends. */
export const IDV_EVENT_ID = 'idvEvent';
/**
 * Every machine that spawns reports ignores their failure with this wildcard transition (a
 * child's unhandled error would otherwise stop the machine): a report lost at the network
 * rejects (services/actors/kyc-actors.ts sendIdvEvent) and changes nothing but the inspector's log.
 */
export const IDV_EVENT_ERROR = `xstate.error.actor.${IDV_EVENT_ID}.*` as const;

let spawned = 0;
/** A fresh child id for one report (`idvEvent.<EventType>.<n>`; children's ids must be unique). */
export const idvEventId = (eventType: IdvEventType) => `${IDV_EVENT_ID}.${eventType}.${++spawned}`;
