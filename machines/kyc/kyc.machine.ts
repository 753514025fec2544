/**
 * The KYC documents machine (doc 3 §2.6 "Verification hub", the proof pages; §4 KYC documents;
 * §9 "documents fetched 1,000 ms after the hub opens"). The root invokes it as 'kyc' on
 * KYC_VERIFICATION and forwards the screens' events; it ends with `{ result: 'done' }` when every
 * requirement is uploaded (the root shows KYC_DONE) or `{ result: 'skipped' }` ('Skip for now',
 * KYC_DONE_SKIP).
 *
 * States:
 * - `boot`: a reload on a document page (its path is `resumePath`) fetches the requirements at
 *   once (`preload`) and opens that page; anything else opens the hub.
 * - `hub` (KYC_VERIFICATION): `waiting` 1,000 ms (a delayed transition), then `fetching` (the
 *   'overlay' tag: the full-screen loading overlay) → `ready`, or the final `done` when all are
 *   uploaded; a failed fetch stays on the hub with a retry. `kyc.open {item}` opens a row's route.
 * - one state per document route of machines/kyc/kyc-routes.ts (54 pages), built from that
 *   catalogue: choosers (`kyc.choose {option}`), method pages (`kyc.method {method}`), file pages
 *   (invoke machines/kyc/document-upload.machine.ts as 'upload') and camera pages (invoke
 *   machines/kyc/webcam.machine.ts as 'webcam'). A finished upload returns to the hub, which
 *   fetches again. Back follows the spec's back targets; 'Skip for now' where the spec offers it.
 * - URL changes to any KYC page are accepted (one handler, `url.changed`).
 *
 * A finished upload (file or webcam) is reported to the identity-verification provider
 * (DocumentUploaded, doc 3 §7 {idv}-event; machines/kyc/idv-events.ts), fire-and-forget.
 *
 * Every page sends a step-view analytics event on entry and a step-complete event when the user
 * moves forward (`track`, provided by src/app/create-app.ts), and records its path as the
 * application's step in the background.
 */
import { assign, enqueueActions, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import type { HandoffCreated, RequiredDocument } from '../../services/api/contract';
import type { PersonSlot } from '../screen-contract';
import { documentUploadMachine, uploadErrorOf } from './document-upload.machine';
import { idvEventId, sendIdvEventActor, type IdvEventInput } from './idv-events';
import { allUploaded, optionsOf } from './kyc-requirements';
import { KYC_ROUTES, kycRouteByPath } from './kyc-routes';
import { webcamMachine } from './webcam.machine';
import type { KycMachineEvent } from './kyc-events';
import type { CreateHandoffInput } from '../../services/actors/kyc-actors';
export type { CreateHandoffInput };
import {
  HANDOFF_POLL_MS,
  KYC_FETCH_DELAY_MS,
  type KycContext,
  type KycInput,
  type KycOutput,
} from './kyc-context';
import { kycConfig } from './kyc-states';

export {
  HANDOFF_POLL_MS,
  KYC_FETCH_DELAY_MS,
  slotOfRoute,
  type KycContext,
  type KycHandoff,
  type KycInput,
  type KycOutput,
} from './kyc-context';
export { kycConfig } from './kyc-states';

export const kycSetup = setup({
  types: {
    context: {} as KycContext,
    events: {} as KycMachineEvent,
    input: {} as KycInput,
    output: {} as KycOutput,
  },
  delays: { KYC_FETCH_DELAY: KYC_FETCH_DELAY_MS, HANDOFF_POLL: HANDOFF_POLL_MS },
  actors: {
    /** GET …/documents/required-documents (services/actors/kyc-actors.ts). */
    fetchRequired: fromPromise<RequiredDocument[], { applicationUid: string }>(async () => {
      throw new Error('actor fetchRequired not provided');
    }),
    recordStep: fromPromise<
      void,
      { applicationUid: string | null; path: string; background?: boolean }
    >(async () => {}),
    /** POST …/documents/handoffs (issue 9; services/actors/kyc-actors.ts). */
    createHandoff: fromPromise<HandoffCreated, CreateHandoffInput>(async () => {
      throw new Error('actor createHandoff not provided');
    }),
    documentUpload: documentUploadMachine,
    webcam: webcamMachine,
    /** POST /v2/documents/{idv}-event, fire-and-forget (machines/kyc/idv-events.ts). */
    sendIdvEvent: sendIdvEventActor,
  },
  guards: {
    resumesAtRoute: ({ context }) => !!kycRouteByPath(context.resumePath),
    resumeIs: ({ context }, params: { path: string }) => context.resumePath === params.path,
    allUploadedOut: ({ event }) =>
      allUploaded((event as unknown as { output: RequiredDocument[] }).output),
    itemIs: ({ event }, params: { item: string }) =>
      event.type === 'kyc.open' && event.item === params.item,
    /** An option the chooser offers and that is not uploaded yet (doc 3 §2.6 "not clickable"). */
    optionOpen: ({ context, event }, params: { route: string; option: string }) => {
      if (event.type !== 'kyc.choose' || event.option !== params.option) return false;
      const route = KYC_ROUTES.find((r) => r.id === params.route);
      return (
        !!route &&
        optionsOf(route, context.docs ?? []).some((o) => o.id === params.option && !o.disabled)
      );
    },
    methodIs: ({ event }, params: { method: 'file' | 'camera' }) =>
      event.type === 'kyc.method' && event.method === params.method,
    slotIs: ({ context }, params: { slot: PersonSlot }) => context.slot === params.slot,
    urlIs: ({ event }, params: { path: string }) =>
      event.type === 'url.changed' && event.path === params.path,
    /** A hand-off is open and not expired (the clock is read when the poll is due). */
    handoffLive: ({ context }) =>
      !!context.handoff && Date.parse(context.handoff.expiresAt) > Date.now(),
    hasHandoff: ({ context }) => context.handoff !== null,
    /** The fetched requirements show the hand-off's document uploaded. */
    handoffArrivedOut: ({ context, event }) =>
      !!context.handoff &&
      (event as unknown as { output: RequiredDocument[] }).output.some(
        (d) => d.DocumenUid === context.handoff?.documentUid && d.IsUploaded,
      ),
  },
  actions: {
    /** Step analytics (doc 3 §2.6 "Every KYC step sends a step-view and a step-complete event"); provided by create-app. */
    track: (_, _params: { event: string; step: string }) => {},
    assignDocs: assign(({ event }) => ({
      docs: (event as unknown as { output: RequiredDocument[] }).output,
      fetchError: null,
    })),
    assignFetchError: assign({ fetchError: 'kycHub.fetchError' }),
    assignSlot: assign((_, params: { slot: PersonSlot }) => ({ slot: params.slot })),
    clearResume: assign({ resumePath: null }),
    markDone: assign({ result: 'done' as const }),
    markSkipped: assign({ result: 'skipped' as const }),
    assignHandoff: assign(({ event }, params: { documentUid: string }) => {
      const out = (event as unknown as { output: HandoffCreated }).output;
      return {
        handoff: { url: out.Url, expiresAt: out.ExpiresAt, documentUid: params.documentUid },
        handoffError: null,
        handoffErrorFallbacks: {},
      };
    }),
    assignHandoffError: assign(({ event }) => {
      const { error, errorFallbacks } = uploadErrorOf((event as unknown as ErrorActorEvent).error);
      return { handoffError: error, handoffErrorFallbacks: errorFallbacks };
    }),
    clearHandoff: assign({ handoff: null, handoffError: null, handoffErrorFallbacks: {} }),
    /**
     * doc 3 §7 {idv}-event: a finished upload or webcam page's DocumentUploaded report (its
     * output's `report`), spawned here because the page's own machine has already ended.
     */
    reportUploaded: enqueueActions(({ event, enqueue }) => {
      const report = (event as unknown as { output?: { report?: IdvEventInput } }).output?.report;
      if (report)
        enqueue.spawnChild('sendIdvEvent', {
          id: idvEventId(report.EventType),
          input: report,
        });
    }),
  },
});

export const kycMachine = kycSetup.createMachine({
  ...kycConfig(),
  context: ({ input }: { input: KycInput }) => ({
    applicationUid: input.applicationUid,
    application: input.application,
    docs: null,
    fetchError: null,
    slot: 'main',
    resumePath: input.resumePath,
    result: null,
    handoff: null,
    handoffError: null,
    handoffErrorFallbacks: {},
  }),
  output: ({ context }: { context: KycContext }) => ({ result: context.result ?? 'skipped' }),
} as Parameters<typeof kycSetup.createMachine>[0]);

export type KycMachine = typeof kycMachine;
