/**
 * One KYC document upload by file (doc 3 §2.6 "Identity file upload", "Residency upload", social
 * security and ownership file pages; §5 Uploads; §7 Documents; §8 "Upload errors: red text under
 * the drop zone"). Invoked by the KYC machine (machines/kyc/kyc.machine.ts) as 'upload' on every
 * file page, with the page's `UploadTarget`.
 *
 *   idle ──upload.select (acceptable)──▶ selected ──wizard.submit──▶ uploading ──▶ done (final)
 *    ▲  ◀─upload.select (refused: type / size, error under the zone)        │
 *    └──────────upload.clear──────────── selected ◀──upload.select── failed ◀┘ (server error)
 *
 * The type (identity png, jpeg, gif; others also pdf) and size (10 MiB) are checked before any
 * request (guard `fileAcceptable`); the server's answer (DocumentUploadError,
 * UnsupportedDocumentUploadMediaType / InvaildDocument, DocumentIsTooLarge …) shows under the zone
 * in `failed`, from where the same file can be sent again or another chosen. A stored document is
 * reported as the identity-verification event DocumentUploaded: the output's `report`, which the
 * KYC machine sends (doc 3 §7 {idv}-event, fire-and-forget: machines/kyc/idv-events.ts). Leaving the page
 * stops the actor, which aborts a running upload (the actor's `signal`). The file lives in this
 * actor's context only (never persisted, never logged).
 */
import { assertEvent, assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { toApiFailure } from '../../services/api/client';
import type { UploadedDocument } from '../../services/api/contract';
import { mapApiFailure } from '../../services/api/error-map';
import { idvEventInput, type IdvEventInput } from './idv-events';
import { fileProblemOf, type UploadTarget } from './kyc-uploads';
import type { UploadInput } from '../../services/actors/kyc-actors';
export type { UploadInput };

export interface DocumentUploadInput {
  applicationUid: string;
  target: UploadTarget;
}
export interface DocumentUploadOutput {
  uploaded: UploadedDocument | null;
  /** The DocumentUploaded report the KYC machine sends (doc 3 §7 {idv}-event). */
  report: IdvEventInput;
}
export type DocumentUploadEvent =
  | { type: 'upload.select'; file: File }
  | { type: 'upload.clear' }
  | { type: 'wizard.submit'; values?: Record<string, unknown> };

export interface DocumentUploadContext {
  applicationUid: string;
  target: UploadTarget;
  file: File | null;
  /** i18n key or server message shown under the drop zone, or null. */
  error: string | null;
  /** 'apiErrors.<Code>' → the server's own message (translated with it as the default). */
  errorFallbacks: Record<string, string>;
  /** The server's record of the stored document (no content), once uploaded. */
  uploaded: UploadedDocument | null;
}

/** The server's refusal as the text under the drop zone (doc 3 §8): its mapped key, or the message. */
export function uploadErrorOf(error: unknown): {
  error: string;
  errorFallbacks: Record<string, string>;
} {
  const m = mapApiFailure(toApiFailure(error), ['Document', 'DocumentFront']);
  const first = Object.values(m.fieldErrors)[0] ?? m.formError ?? 'apiErrors.generic';
  return { error: first, errorFallbacks: m.fallbacks };
}

export const documentUploadMachine = setup({
  types: {
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
    input: {} as DocumentUploadInput,
    output: {} as DocumentUploadOutput,
  },
  actors: {
    /** POST …/documents (multipart); provided by services/actors/kyc-actors.ts. */
    uploadDocument: fromPromise<UploadedDocument | null, UploadInput>(async () => {
      throw new Error('actor uploadDocument not provided');
    }),
  },
  guards: {
    /** doc 3 §5: the page's types and at most 10 MiB, checked before any request. */
    fileAcceptable: ({ context, event }) => {
      assertEvent(event, 'upload.select');
      return fileProblemOf(event.file, context.target.accept) === null;
    },
  },
  actions: {
    assignFile: assign(({ event }) => {
      assertEvent(event, 'upload.select');
      return { file: event.file, error: null, errorFallbacks: {} };
    }),
    assignRefusal: assign(({ context, event }) => {
      assertEvent(event, 'upload.select');
      return {
        file: null,
        error: fileProblemOf(event.file, context.target.accept),
        errorFallbacks: {},
      };
    }),
    clearFile: assign({ file: null, error: null, errorFallbacks: {} }),
    clearError: assign({ error: null, errorFallbacks: {} }),
    assignServerError: assign(({ event }) =>
      uploadErrorOf((event as unknown as ErrorActorEvent).error),
    ),
  },
}).createMachine({
  id: 'documentUpload',
  context: ({ input }) => ({
    applicationUid: input.applicationUid,
    target: input.target,
    file: null,
    error: null,
    errorFallbacks: {},
    uploaded: null,
  }),
  initial: 'idle',
  on: {
    'upload.select': [
      { guard: 'fileAcceptable', target: '.selected', actions: 'assignFile' },
      { target: '.idle', actions: 'assignRefusal' },
    ],
  },
  states: {
    idle: {},
    selected: {
      on: {
        'upload.clear': { target: 'idle', actions: 'clearFile' },
        'wizard.submit': { target: 'uploading', actions: 'clearError' },
      },
    },
    uploading: {
      tags: ['busy', 'overlay'],
      on: { 'upload.select': { actions: [] } },
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        input: ({ context }) => ({
          applicationUid: context.applicationUid,
          target: context.target,
          file: context.file as File,
        }),
        onDone: {
          target: 'done',
          actions: assign({ uploaded: ({ event }) => event.output }),
        },
        onError: { target: 'failed', actions: 'assignServerError' },
      },
    },
    failed: {
      on: {
        'upload.clear': { target: 'idle', actions: 'clearFile' },
        'wizard.submit': { target: 'uploading', actions: 'clearError' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({
    uploaded: context.uploaded,
    report: idvEventInput(context.applicationUid, context.target, 'DocumentUploaded'),
  }),
});

export type DocumentUploadMachine = typeof documentUploadMachine;

/** What the file page renders (ScreenView.data.upload). */
export interface DocumentUploadView {
  step: 'idle' | 'selected' | 'uploading' | 'failed' | 'done';
  /** The chosen file (in memory only: the page previews it). */
  file: File | null;
  error: string | null;
  errorFallbacks: Record<string, string>;
  accept: readonly string[];
  canSubmit: boolean;
}

/** The upload's snapshot → the file page's data. */
export function documentUploadViewOf(s: {
  value: unknown;
  context: DocumentUploadContext;
  status: string;
}): DocumentUploadView {
  const step = (s.status === 'done' ? 'done' : String(s.value)) as DocumentUploadView['step'];
  const f = s.context.file;
  return {
    step,
    file: f,
    error: s.context.error,
    errorFallbacks: s.context.errorFallbacks,
    accept: s.context.target.accept,
    canSubmit: (step === 'selected' || step === 'failed') && !!f,
  };
}
