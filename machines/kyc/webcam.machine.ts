/**
 * Capturing a KYC document with the webcam (doc 3 §2.6 "Identity webcam capture", social-security
 * webcam capture; §4 "Webcam capture"; §8 camera unavailable; §9 Webcam 3266x2449, JPEG still
 * converted to a PNG file). Invoked by the KYC machine as 'webcam' on every /camera page.
 *
 *   inactive ─camera.activate─▶ requesting ─camera.ready─▶ live ─camera.capture─▶ converting ─▶ preview
 *      ▲                           │ camera.denied                                  │  │ camera.retake → requesting
 *      └──modal.confirm── denied ◀─┘ (the camera-access modal)    uploading ◀─wizard.submit┘
 *                                                                     │ done → final; error → preview (message)
 *
 * The page renders react-webcam while `requesting` / `live` (it asks for the camera); its
 * onUserMedia / onUserMediaError become `camera.ready` / `camera.denied`. While `live`, the
 * invoked callback actor 'holdStream' owns the stream: its cleanup stops every track, so the
 * camera is switched off after the capture (doc 3 §4) and whenever the page is left (the actor is
 * stopped with its parent state). The capture (a JPEG data URL) is converted to a PNG File by
 * the 'convertCapture' actor, then uploaded like a file (machines/kyc/document-upload.machine.ts).
 *
 * Identity-verification events (doc 3 §7 POST /v2/documents/{idv}-event; machines/kyc/idv-events.ts,
 * fire-and-forget): a refused camera → CameraAccessDenied, a capture → CaptureCompleted (a failed
 * conversion → CaptureFailed); the stored still's DocumentUploaded is the output's `report`, sent by
 * the KYC machine.
 */
import {
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type ErrorActorEvent,
} from 'xstate';
import type { IdvEventType, UploadedDocument } from '../../services/api/contract';
import { uploadErrorOf, type UploadInput } from './document-upload.machine';
import {
  IDV_EVENT_ERROR,
  idvEventId,
  idvEventInput,
  sendIdvEventActor,
  type IdvEventInput,
} from './idv-events';
import type { UploadTarget } from './kyc-uploads';

/** doc 3 §9: the still's size, asked of the camera as ideal video constraints. */
export const WEBCAM_WIDTH = 3266;
export const WEBCAM_HEIGHT = 2449;

export interface WebcamInput {
  applicationUid: string;
  target: UploadTarget;
}
export type WebcamEvent =
  | { type: 'camera.activate' }
  | { type: 'camera.ready'; stream: MediaStream | null }
  | { type: 'camera.denied' }
  | { type: 'camera.capture'; image: string }
  | { type: 'camera.retake' }
  | { type: 'modal.confirm' }
  | { type: 'wizard.submit'; values?: Record<string, unknown> };

export interface WebcamContext {
  applicationUid: string;
  target: UploadTarget;
  /** The live stream (memory only), while the camera is on. */
  stream: MediaStream | null;
  /** The captured still as a PNG file (memory only, never persisted). */
  file: File | null;
  error: string | null;
  errorFallbacks: Record<string, string>;
}

/** Stops every track of a stream (the camera light goes off). */
export function stopStream(stream: MediaStream | null | undefined) {
  stream?.getTracks().forEach((t) => t.stop());
}

export const webcamMachine = setup({
  types: {
    context: {} as WebcamContext,
    events: {} as WebcamEvent,
    input: {} as WebcamInput,
    output: {} as { uploaded: UploadedDocument | null; report: IdvEventInput },
  },
  actors: {
    /** Owns the live stream: the cleanup stops its tracks (leaving `live` or the page). */
    holdStream: fromCallback<{ type: 'noop' }, { stream: MediaStream | null }>(
      ({ input }) =>
        () =>
          stopStream(input.stream),
    ),
    /** A JPEG data URL → a PNG File (services/adapters/webcam.ts). */
    convertCapture: fromPromise<File, { image: string }>(async () => {
      throw new Error('actor convertCapture not provided');
    }),
    uploadDocument: fromPromise<UploadedDocument | null, UploadInput>(async () => {
      throw new Error('actor uploadDocument not provided');
    }),
    /** POST /v2/documents/{idv}-event, fire-and-forget (machines/kyc/idv-events.ts). */
    sendIdvEvent: sendIdvEventActor,
  },
  actions: {
    /** doc 3 §7 {idv}-event: spawns 'sendIdvEvent' (fire-and-forget; machines/kyc/idv-events.ts). */
    reportIdvEvent: enqueueActions(({ context, enqueue }, params: { eventType: IdvEventType }) => {
      enqueue.spawnChild('sendIdvEvent', {
        id: idvEventId(params.eventType),
        input: idvEventInput(context.applicationUid, context.target, params.eventType),
      });
    }),
    assignStream: assign(({ event }) => {
      assertEvent(event, 'camera.ready');
      return { stream: event.stream, error: null };
    }),
    /** A stream that arrives after the page moved on is switched off at once. */
    stopLateStream: ({ event }) => {
      assertEvent(event, 'camera.ready');
      stopStream(event.stream);
    },
    forgetStream: assign({ stream: null }),
    clearCapture: assign({ file: null, error: null, errorFallbacks: {} }),
    assignCaptureError: assign({ error: 'kycCamera.errors.capture' }),
    assignServerError: assign(({ event }) =>
      uploadErrorOf((event as unknown as ErrorActorEvent).error),
    ),
  },
}).createMachine({
  id: 'webcam',
  context: ({ input }) => ({
    applicationUid: input.applicationUid,
    target: input.target,
    stream: null,
    file: null,
    error: null,
    errorFallbacks: {},
  }),
  initial: 'inactive',
  on: {
    'camera.ready': { actions: 'stopLateStream' },
    // A failed identity-verification report changes nothing (machines/kyc/idv-events.ts).
    [IDV_EVENT_ERROR]: {},
  },
  states: {
    inactive: {
      on: { 'camera.activate': { target: 'requesting', actions: 'clearCapture' } },
    },
    requesting: {
      on: {
        'camera.ready': { target: 'live', actions: 'assignStream' },
        'camera.denied': {
          target: 'denied',
          actions: { type: 'reportIdvEvent', params: { eventType: 'CameraAccessDenied' } },
        },
      },
    },
    /**
     * doc 3 §8: 'You don't have access to your camera' with OK (and the file route, sent to the KYC
     * machine). The modal covers the page's Activate button: activating again starts from `inactive`.
     */
    denied: {
      meta: { modal: 'cameraAccess' },
      on: { 'modal.confirm': 'inactive' },
    },
    live: {
      invoke: {
        id: 'holdStream',
        src: 'holdStream',
        input: ({ context }) => ({ stream: context.stream }),
      },
      exit: 'forgetStream',
      on: {
        'camera.capture': 'converting',
        'camera.denied': {
          target: 'denied',
          actions: { type: 'reportIdvEvent', params: { eventType: 'CameraAccessDenied' } },
        },
      },
    },
    converting: {
      tags: ['busy'],
      invoke: {
        id: 'convertCapture',
        src: 'convertCapture',
        input: ({ event }) => {
          assertEvent(event, 'camera.capture');
          return { image: event.image };
        },
        onDone: {
          target: 'preview',
          actions: [
            assign({ file: ({ event }) => event.output }),
            { type: 'reportIdvEvent', params: { eventType: 'CaptureCompleted' } },
          ],
        },
        onError: {
          target: 'inactive',
          actions: [
            'assignCaptureError',
            { type: 'reportIdvEvent', params: { eventType: 'CaptureFailed' } },
          ],
        },
      },
    },
    preview: {
      on: {
        'camera.retake': { target: 'requesting', actions: 'clearCapture' },
        'wizard.submit': {
          target: 'uploading',
          actions: assign({ error: null, errorFallbacks: {} }),
        },
      },
    },
    uploading: {
      tags: ['busy', 'overlay'],
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        input: ({ context }) => ({
          applicationUid: context.applicationUid,
          target: context.target,
          file: context.file as File,
        }),
        onDone: 'done',
        onError: { target: 'preview', actions: 'assignServerError' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({
    uploaded: null,
    report: idvEventInput(context.applicationUid, context.target, 'DocumentUploaded'),
  }),
});

export type WebcamMachine = typeof webcamMachine;

// The camera page's view (WebcamView, webcamViewOf) is machines/kyc/webcam-view.ts (issue 22: the
// view code in the entry chunk does not carry this machine).
