/**
 * The phone side of a KYC hand-off (issue 9 "continue the capture on a phone"; beyond the spec):
 * the page `/kyc/handoff/{token}` that the desktop's QR code and short link open, without a
 * session. The root invokes it as 'handoff' (state `kycHandoff`, before and instead of login) with
 * the token of the URL; it uploads exactly the one requirement the token is bound to.
 *
 *   start ─▶ loading ──▶ ready ──wizard.submit (a file)──▶ uploading ──▶ done
 *      │          ▲ upload.select / upload.clear      │
 *      │          └──── refused file (server) ◀───────┤
 *      ├──▶ expired ◀── 410 HandoffTokenExpired ──────┤
 *      ├──▶ used    ◀── 410 HandoffTokenUsed ─────────┤
 *      └──▶ failed  ◀── 404 HandoffTokenNotFound, no token, network ──┘   (handoff.retry → loading)
 *
 * `ready` takes a file (on a phone the file picker offers the camera too): type and size are
 * checked before any request by the same rule as the desktop's upload (kyc-uploads `fileProblemOf`);
 * the server's refusal shows under the drop zone (document-upload.machine `uploadErrorOf`). The
 * page reuses the desktop's file view (screens/kyc-file.tsx) through `DocumentUploadView`.
 * The token lives only in this actor's context (and the root's initial path): never logged,
 * persisted or sent to analytics.
 */
import { assertEvent, assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { toApiFailure } from '../../services/api/client';
import {
  DOCUMENT_TYPES,
  type HandoffInfo,
  type UploadedDocument,
} from '../../services/api/contract';
import { uploadErrorOf, type DocumentUploadView } from './document-upload.machine';
import { GROUP_OF_TYPE, type KycGroup, type KycRoute } from './kyc-routes';
import { fileProblemOf, type UploadTarget } from './kyc-uploads';

export interface HandoffInput {
  token: string | null;
}
export type HandoffEvent =
  | { type: 'upload.select'; file: File }
  | { type: 'upload.clear' }
  | { type: 'wizard.submit'; values?: Record<string, unknown> }
  | { type: 'handoff.retry' };

/** Why the page cannot be used: the link is unknown (or has no token), or the server could not be reached. */
export type HandoffFailure = 'notFound' | 'error';

export interface HandoffContext {
  token: string | null;
  info: HandoffInfo | null;
  target: UploadTarget | null;
  file: File | null;
  error: string | null;
  errorFallbacks: Record<string, string>;
  failure: HandoffFailure | null;
}

/** What the phone's upload sends for a hand-off (the same fields and captions as the desktop's pages, kyc-uploads `uploadTargetOf`). */
export function handoffTargetOf(info: HandoffInfo): UploadTarget {
  const idv = info.SandboxDocumentType;
  const personTargetType = info.PersonTargetType === 1 ? 1 : 0;
  const base = {
    personTargetType,
    documentType: info.DocumentType,
    idvType: idv,
    accept: info.AcceptedMediaTypes,
  } as const;
  if (info.DocumentType === DOCUMENT_TYPES.Passport || idv === 'Passport')
    return { ...base, field: 'Document', caption: 'Passport' };
  if (idv === 'License') return { ...base, field: 'DocumentFront', caption: 'DriversLicense' };
  if (idv === 'IdentificationCard')
    return { ...base, field: 'DocumentFront', caption: 'GovernmentId' };
  if (info.DocumentType === DOCUMENT_TYPES.SocialSecurityCardDocument)
    return { ...base, field: 'DocumentFront', caption: 'SocialSecurityCard' };
  if (info.DocumentType === DOCUMENT_TYPES.OperatingAgreement)
    return { ...base, field: 'Document', caption: 'OperatingAgreement' };
  return { ...base, field: 'Document', caption: info.Caption };
}

/** The group and document the page is about, for the file view's copy (screens/kyc-file.tsx). */
export function handoffDocOf(info: HandoffInfo | null): { group: KycGroup; doc: KycRoute['doc'] } {
  const group = (info && GROUP_OF_TYPE[info.DocumentType]) || 'identity';
  const idv = info?.SandboxDocumentType;
  if (group === 'identity')
    return {
      group,
      doc:
        idv === 'Passport' || info?.DocumentType === 1
          ? 'PASSPORT'
          : idv === 'IdentificationCard'
            ? 'GOVERNMENT_ID'
            : 'DRIVERS_LICENSE',
    };
  if (group === 'socialSecurity') return { group, doc: 'SOCIAL_SECURITY_CARD' };
  if (group === 'ownership') return { group, doc: 'OWNERSHIP' };
  return {
    group,
    doc:
      info?.DocumentType === 5
        ? 'BANK_STATEMENT'
        : info?.DocumentType === 7
          ? 'VOIDED_CHECK'
          : 'UTILITY_BILL',
  };
}

const codeOf = (event: unknown): string | undefined =>
  toApiFailure((event as ErrorActorEvent).error).errors[0]?.Code;

export const handoffMachine = setup({
  types: {
    context: {} as HandoffContext,
    events: {} as HandoffEvent,
    input: {} as HandoffInput,
  },
  actors: {
    /** GET /v2/handoffs/{token}; provided by services/actors/kyc-actors.ts. */
    fetchHandoff: fromPromise<HandoffInfo, { token: string }>(async () => {
      throw new Error('actor fetchHandoff not provided');
    }),
    /** POST /v2/handoffs/{token}/documents (multipart); provided by services/actors/kyc-actors.ts. */
    uploadHandoff: fromPromise<
      UploadedDocument,
      { token: string; target: UploadTarget; file: File }
    >(async () => {
      throw new Error('actor uploadHandoff not provided');
    }),
  },
  guards: {
    noToken: ({ context }) => !context.token,
    codeIs: ({ event }, params: { code: string }) => codeOf(event) === params.code,
    fileAcceptable: ({ context, event }) => {
      assertEvent(event, 'upload.select');
      return !!context.target && fileProblemOf(event.file, context.target.accept) === null;
    },
    hasFile: ({ context }) => context.file !== null,
  },
  actions: {
    assignInfo: assign(({ event }) => {
      const info = (event as unknown as { output: HandoffInfo }).output;
      return { info, target: handoffTargetOf(info), failure: null };
    }),
    assignFailure: assign((_, params: { failure: HandoffFailure }) => ({
      failure: params.failure,
    })),
    assignFile: assign(({ event }) => {
      assertEvent(event, 'upload.select');
      return { file: event.file, error: null, errorFallbacks: {} };
    }),
    assignRefusal: assign(({ context, event }) => {
      assertEvent(event, 'upload.select');
      return {
        file: null,
        error: context.target ? fileProblemOf(event.file, context.target.accept) : null,
        errorFallbacks: {},
      };
    }),
    clearFile: assign({ file: null, error: null, errorFallbacks: {} }),
    clearError: assign({ error: null, errorFallbacks: {} }),
    assignServerError: assign(({ event }) =>
      uploadErrorOf((event as unknown as ErrorActorEvent).error),
    ),
    /** The file leaves memory once the page cannot use it any more. */
    dropFile: assign({ file: null }),
  },
}).createMachine({
  id: 'handoff',
  context: ({ input }) => ({
    token: input.token,
    info: null,
    target: null,
    file: null,
    error: null,
    errorFallbacks: {},
    failure: null,
  }),
  initial: 'start',
  states: {
    /** A path without a token (a reload after the token left the address bar) cannot load anything. */
    start: {
      always: [
        {
          guard: 'noToken',
          target: 'failed',
          actions: { type: 'assignFailure', params: { failure: 'notFound' } },
        },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchHandoff',
        src: 'fetchHandoff',
        input: ({ context }) => ({ token: context.token as string }),
        onDone: { target: 'ready', actions: 'assignInfo' },
        onError: [
          { guard: { type: 'codeIs', params: { code: 'HandoffTokenExpired' } }, target: 'expired' },
          { guard: { type: 'codeIs', params: { code: 'HandoffTokenUsed' } }, target: 'used' },
          {
            guard: { type: 'codeIs', params: { code: 'HandoffTokenNotFound' } },
            target: 'failed',
            actions: { type: 'assignFailure', params: { failure: 'notFound' } },
          },
          { target: 'failed', actions: { type: 'assignFailure', params: { failure: 'error' } } },
        ],
      },
    },
    ready: {
      on: {
        'upload.select': [
          { guard: 'fileAcceptable', actions: 'assignFile' },
          { actions: 'assignRefusal' },
        ],
        'upload.clear': { actions: 'clearFile' },
        'wizard.submit': { guard: 'hasFile', target: 'uploading', actions: 'clearError' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadHandoff',
        src: 'uploadHandoff',
        input: ({ context }) => ({
          token: context.token as string,
          target: context.target as UploadTarget,
          file: context.file as File,
        }),
        onDone: { target: 'done', actions: 'dropFile' },
        onError: [
          {
            guard: { type: 'codeIs', params: { code: 'HandoffTokenExpired' } },
            target: 'expired',
            actions: 'dropFile',
          },
          {
            guard: { type: 'codeIs', params: { code: 'HandoffTokenUsed' } },
            target: 'used',
            actions: 'dropFile',
          },
          {
            guard: { type: 'codeIs', params: { code: 'HandoffTokenNotFound' } },
            target: 'failed',
            actions: ['dropFile', { type: 'assignFailure', params: { failure: 'notFound' } }],
          },
          { target: 'ready', actions: 'assignServerError' },
        ],
      },
    },
    done: {},
    expired: {},
    used: {},
    failed: { on: { 'handoff.retry': { target: 'start' } } },
  },
});

export type HandoffMachine = typeof handoffMachine;
export type HandoffStep =
  'start' | 'loading' | 'ready' | 'uploading' | 'done' | 'expired' | 'used' | 'failed';

/** What the phone page renders (ScreenView.data of 'kycHandoff'). */
export interface HandoffView {
  step: HandoffStep;
  brokerName: string | null;
  firstName: string | null;
  group: KycGroup;
  doc: KycRoute['doc'];
  expiresAt: string | null;
  failure: HandoffFailure | null;
  /** The file view's data (screens/kyc-file.tsx), in `ready` and `uploading`. */
  upload: DocumentUploadView | null;
}

/** The hand-off's snapshot → the phone page's data. */
export function handoffViewOf(s: { value: unknown; context: HandoffContext }): HandoffView {
  const step = String(s.value) as HandoffStep;
  const c = s.context;
  const { group, doc } = handoffDocOf(c.info);
  const uploadStep =
    step === 'uploading' ? 'uploading' : c.error ? 'failed' : c.file ? 'selected' : 'idle';
  return {
    step,
    brokerName: c.info?.BrokerName ?? null,
    firstName: c.info?.FirstName ?? null,
    group,
    doc,
    expiresAt: c.info?.ExpiresAt ?? null,
    failure: c.failure,
    upload:
      step === 'ready' || step === 'uploading'
        ? {
            step: uploadStep,
            file: c.file,
            error: c.error,
            errorFallbacks: c.errorFallbacks,
            accept: c.target?.accept ?? [],
            canSubmit: step === 'ready' && !!c.file,
          }
        : null,
  };
}
