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
import {
  assign,
  enqueueActions,
  forwardTo,
  fromPromise,
  setup,
  spawnChild,
  type ErrorActorEvent,
} from 'xstate';
import type { Application, HandoffCreated, RequiredDocument } from '../../services/api/contract';
import { FLOW_META } from '../app/flow-meta';
import type { StateConfig } from '../entry/state-builders';
import type { PersonSlot } from '../screen-contract';
import { documentUploadMachine, uploadErrorOf } from './document-upload.machine';
import { IDV_EVENT_ERROR, idvEventId, sendIdvEventActor, type IdvEventInput } from './idv-events';
import { allUploaded, docsOf, hubTargetOf, optionsOf, optionTargetOf } from './kyc-requirements';
import { KYC_ROUTES, kycRouteByPath, type KycGroup, type KycRoute } from './kyc-routes';
import { uploadTargetOf } from './kyc-uploads';
import { webcamMachine } from './webcam.machine';
import type { KycMachineEvent } from './kyc-events';
import type { CreateHandoffInput } from '../../services/actors/kyc-actors';
export type { CreateHandoffInput };

/** doc 3 §9: the required documents are fetched 1,000 ms after the hub opens. */
export const KYC_FETCH_DELAY_MS = 1000;
/** While a phone hand-off is open (issue 9), the requirements are fetched again every 3 s. */
export const HANDOFF_POLL_MS = 3000;

/** An open phone hand-off (issue 9): the link shown on the method page and the requirement it fills. */
export interface KycHandoff {
  /** The short link (it holds the token: shown on screen only, never logged or tracked). */
  url: string;
  /** ISO 8601; the link stops working then (10 minutes). */
  expiresAt: string;
  /** The requirement's DocumenUid (the hub marks it uploaded when it arrives). */
  documentUid: string;
}

export interface KycInput {
  applicationUid: string;
  application: Application | null;
  /** The path a reload asked for (a KYC document page opens directly), or null. */
  resumePath: string | null;
}
export interface KycOutput {
  result: 'done' | 'skipped';
}
export interface KycContext {
  applicationUid: string;
  application: Application | null;
  /** The requirements as last fetched; null before the first answer. */
  docs: RequiredDocument[] | null;
  fetchError: string | null;
  /** The person chosen on the hub (the voided check's shared page reads it). */
  slot: PersonSlot;
  resumePath: string | null;
  result: KycOutput['result'] | null;
  /** The open phone hand-off (issue 9), or null. */
  handoff: KycHandoff | null;
  /** Why the last hand-off could not be created (i18n key or the server's message), or null. */
  handoffError: string | null;
  handoffErrorFallbacks: Record<string, string>;
}
/** The person a page is about: its own slot, or the one chosen on the hub (the voided check). */
export const slotOfRoute = (route: KycRoute, context: Pick<KycContext, 'slot'>): PersonSlot =>
  route.slot ?? context.slot;

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

const view = (step: string) => ({
  type: 'track' as const,
  params: { event: 'kyc_step_view', step },
});
const complete = (step: string) => ({
  type: 'track' as const,
  params: { event: 'kyc_step_complete', step },
});
const record = (path: string) =>
  spawnChild('recordStep', {
    input: ({ context }: { context: KycContext }) => ({
      applicationUid: context.applicationUid,
      path,
      background: true,
    }),
  });

const HUB = FLOW_META.kycVerification;

function routeState(r: KycRoute): StateConfig {
  const on: StateConfig = {};
  // Back (doc 3 §2.6): the voided check's shared page goes back to the chosen person's chooser.
  if (r.back === 'residence') {
    on['wizard.back'] = [
      { guard: { type: 'slotIs', params: { slot: 'secondary' } }, target: 'residence_secondary' },
      { guard: { type: 'slotIs', params: { slot: 'minor' } }, target: 'residence_minor' },
      { target: 'residence_main' },
    ];
  } else on['wizard.back'] = { target: r.back };
  if (r.skip) on['wizard.skip'] = { target: 'skipped', actions: complete(r.path) };
  const state: StateConfig = {
    meta: {
      path: r.path,
      routeKey: r.routeKey,
      screen: r.screen,
      titleKey: r.titleKey,
      ...(r.person ? { person: r.person } : {}),
    },
    entry: [view(r.path), record(r.path)],
    on,
  };
  if (r.screen === 'kycChooser') {
    const options =
      r.group === 'identity'
        ? ['DRIVERS_LICENSE', 'PASSPORT', 'GOVERNMENT_ID']
        : r.group === 'residence'
          ? ['UTILITY_BILL', 'BANK_STATEMENT', 'VOIDED_CHECK']
          : ['OWNERSHIP'];
    on['kyc.choose'] = options.map((option) => ({
      guard: { type: 'optionOpen', params: { route: r.id, option } },
      target: optionTargetOf(r, option),
      actions: [{ type: 'assignSlot', params: { slot: r.slot ?? 'main' } }, complete(r.path)],
    }));
  }
  const sibling = (page: 'file' | 'camera') =>
    kycRouteByPath(`${r.path.replace(/\/(file|camera)$/, '')}/${page}`)?.id;
  if (r.screen === 'kycMethod') {
    on['kyc.method'] = [
      {
        guard: { type: 'methodIs', params: { method: 'file' } },
        target: sibling('file'),
        actions: complete(r.path),
      },
      {
        guard: { type: 'methodIs', params: { method: 'camera' } },
        target: sibling('camera'),
        actions: complete(r.path),
      },
    ];
    Object.assign(state, handoffStates(r));
  }
  const targetInput = ({ context }: { context: KycContext }) => ({
    applicationUid: context.applicationUid,
    target: uploadTargetOf(r, slotOfRoute(r, context), context.docs ?? []),
  });
  if (r.screen === 'kycFile') {
    state.invoke = {
      id: 'upload',
      src: 'documentUpload',
      input: targetInput,
      onDone: { target: 'hub', actions: ['reportUploaded', complete(r.path)] },
    };
    for (const t of ['upload.select', 'upload.clear', 'wizard.submit'])
      on[t] = { actions: forwardTo('upload') };
  }
  if (r.screen === 'kycCamera') {
    state.invoke = {
      id: 'webcam',
      src: 'webcam',
      input: targetInput,
      onDone: { target: 'hub', actions: ['reportUploaded', complete(r.path)] },
    };
    for (const t of [
      'camera.activate',
      'camera.ready',
      'camera.denied',
      'camera.capture',
      'camera.retake',
      'modal.confirm',
      'wizard.submit',
    ])
      on[t] = { actions: forwardTo('webcam') };
    // The camera-access modal's file route (doc 3 §8): the file page of the same document.
    on['kyc.method'] = {
      guard: { type: 'methodIs', params: { method: 'file' } },
      target: sibling('file'),
    };
  }
  return state;
}

/** The requirement a method page's document fills (its DocumenUid), or '' when the list has none. */
const requirementUidOf = (r: KycRoute, context: KycContext): string =>
  docsOf(context.docs ?? [], slotOfRoute(r, context), r.group)[0]?.DocumenUid ?? '';

/**
 * 'Continue on your phone' on a method page (issue 9): `idle` → `kyc.handoff` → `creating` (POST
 * …/documents/handoffs) → `open` (the link and its expiry on screen), polling the requirements
 * every HANDOFF_POLL_MS (`polling`, no overlay); when the phone's upload arrives the hub opens
 * (it fetches again and moves to done when all are in); when the link expires, `expired` (a new
 * link can be made). A failed creation returns to `idle` with the error.
 */
function handoffStates(r: KycRoute): StateConfig {
  const documentUid = ({ context }: { context: KycContext }) => requirementUidOf(r, context);
  return {
    initial: 'idle',
    states: {
      idle: { on: { 'kyc.handoff': { target: 'creating' } } },
      creating: {
        tags: ['busy'],
        invoke: {
          src: 'createHandoff',
          input: ({ context }: { context: KycContext }) => ({
            applicationUid: context.applicationUid,
            documentUid: documentUid({ context }),
            target: uploadTargetOf(r, slotOfRoute(r, context), context.docs ?? []),
          }),
          onDone: {
            target: 'open',
            actions: [
              {
                type: 'assignHandoff',
                // eslint-disable-next-line @typescript-eslint/no-explicit-any
                params: ({ context }: any) => ({ documentUid: documentUid({ context }) }),
              },
            ],
          },
          onError: { target: 'idle', actions: 'assignHandoffError' },
        },
      },
      open: {
        after: {
          HANDOFF_POLL: [
            { guard: 'handoffLive', target: 'polling' },
            { target: 'expired', actions: 'clearHandoff' },
          ],
        },
        on: { 'kyc.handoff': { target: 'creating' } },
      },
      polling: {
        invoke: {
          src: 'fetchRequired',
          input: ({ context }: { context: KycContext }) => ({
            applicationUid: context.applicationUid,
          }),
          onDone: [
            {
              guard: 'handoffArrivedOut',
              target: '#kyc.hub',
              actions: ['assignDocs', 'clearHandoff', complete(r.path)],
            },
            { target: 'open', actions: 'assignDocs' },
          ],
          onError: { target: 'open' },
        },
      },
      expired: { on: { 'kyc.handoff': { target: 'creating' } } },
    },
  };
}

function hubItems(): { item: string; slot: PersonSlot; target: string }[] {
  const out: { item: string; slot: PersonSlot; target: string }[] = [];
  for (const slot of ['main', 'secondary', 'minor'] as const) {
    for (const group of ['identity', 'residence', 'socialSecurity', 'ownership'] as KycGroup[]) {
      const target = hubTargetOf(`${slot}.${group}`);
      if (target) out.push({ item: `${slot}.${group}`, slot, target });
    }
  }
  return out;
}

/** The machine's config, built from the route catalogue (exported for the tests' coverage count). */
export function kycConfig(): StateConfig {
  const states: StateConfig = {
    boot: { always: [{ guard: 'resumesAtRoute', target: 'preload' }, { target: 'hub' }] },
    preload: {
      tags: ['busy', 'overlay'],
      invoke: {
        src: 'fetchRequired',
        input: ({ context }: { context: KycContext }) => ({
          applicationUid: context.applicationUid,
        }),
        onDone: [
          ...KYC_ROUTES.map((r) => ({
            guard: { type: 'resumeIs', params: { path: r.path } },
            target: r.id,
            actions: ['assignDocs', 'clearResume'],
          })),
          { target: 'hub', actions: ['assignDocs', 'clearResume'] },
        ],
        onError: { target: 'hub', actions: 'clearResume' },
      },
    },
    hub: {
      meta: HUB,
      entry: [view(HUB.path), record(HUB.path)],
      initial: 'waiting',
      on: {
        'kyc.open': hubItems().map(({ item, slot, target }) => ({
          guard: { type: 'itemIs', params: { item } },
          target,
          actions: [{ type: 'assignSlot', params: { slot } }, complete(HUB.path)],
        })),
        'wizard.skip': { target: 'skipped', actions: complete(HUB.path) },
      },
      states: {
        waiting: { after: { KYC_FETCH_DELAY: 'fetching' } },
        fetching: {
          tags: ['busy', 'overlay'],
          invoke: {
            src: 'fetchRequired',
            input: ({ context }: { context: KycContext }) => ({
              applicationUid: context.applicationUid,
            }),
            onDone: [
              {
                guard: 'allUploadedOut',
                target: '#kyc.done',
                actions: ['assignDocs', complete(HUB.path)],
              },
              { target: 'ready', actions: 'assignDocs' },
            ],
            onError: { target: 'ready', actions: 'assignFetchError' },
          },
        },
        ready: {
          on: { 'kyc.retry': 'fetching' },
          // While a phone hand-off is open (issue 9), the hub looks again every few seconds.
          after: {
            HANDOFF_POLL: [
              { guard: 'handoffLive', target: 'polling' },
              { guard: 'hasHandoff', actions: 'clearHandoff' },
            ],
          },
        },
        polling: {
          invoke: {
            src: 'fetchRequired',
            input: ({ context }: { context: KycContext }) => ({
              applicationUid: context.applicationUid,
            }),
            onDone: [
              {
                guard: 'allUploadedOut',
                target: '#kyc.done',
                actions: ['assignDocs', 'clearHandoff', complete(HUB.path)],
              },
              {
                guard: 'handoffArrivedOut',
                target: 'ready',
                actions: ['assignDocs', 'clearHandoff'],
              },
              { target: 'ready', actions: 'assignDocs' },
            ],
            onError: { target: 'ready' },
          },
        },
      },
    },
    done: { type: 'final', entry: 'markDone' },
    skipped: { type: 'final', entry: 'markSkipped' },
  };
  for (const r of KYC_ROUTES) states[r.id] = routeState(r);
  return {
    id: 'kyc',
    initial: 'boot',
    on: {
      // A failed identity-verification report changes nothing (machines/kyc/idv-events.ts).
      [IDV_EVENT_ERROR]: {},
      'url.changed': [
        { guard: { type: 'urlIs', params: { path: HUB.path } }, target: '.hub' },
        ...KYC_ROUTES.map((r) => ({
          guard: { type: 'urlIs', params: { path: r.path } },
          target: `.${r.id}`,
        })),
      ],
    },
    states,
  };
}

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
