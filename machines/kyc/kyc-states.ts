/**
 * The KYC documents machine's states (kyc.machine.ts): the hub, one state per document route
 * of kyc-routes.ts (choosers, method pages with the phone hand-off, file and camera pages) and
 * the URL handler, built from the route catalogue with the names kycSetup declares (doc 3 §2.6,
 * §4 KYC documents, §7 {idv}-event, §8; issue 9).
 */
import { forwardTo, spawnChild } from 'xstate';
import { FLOW_META } from '../app/flow-meta';
import type { StateConfig } from '../entry/state-builders';
import type { PersonSlot } from '../screen-contract';
import { IDV_EVENT_ERROR } from './idv-events';
import { docsOf, hubTargetOf, optionTargetOf } from './kyc-requirements';
import { KYC_ROUTES, kycRouteByPath, type KycGroup, type KycRoute } from './kyc-routes';
import { uploadTargetOf } from './kyc-uploads';
import { slotOfRoute, type KycContext } from './kyc-context';

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

/** The hub's, the hand-off's and the polls' read of the application's requirements (doc 3 §5). */
const FETCH_REQUIRED = {
  src: 'fetchRequired',
  input: ({ context }: { context: KycContext }) => ({ applicationUid: context.applicationUid }),
} as const;

/** A transition of the poll's answer (the hub's 'all uploaded' branch). */
type PollBranch = { guard: string; target: string; actions: readonly unknown[] };

/**
 * The requirements' poll while a phone hand-off is open (issue 9, doc 3 §5), the hub's and the
 * method page's: `first` (the hub's 'all uploaded → done') is tried first; when the phone's upload
 * has arrived it goes to `arrived.target` with the fresh list and the hand-off cleared (plus
 * `arrived.actions`), else back to `back` with the fresh list; a failed read goes back to `back`.
 */
function pollState(p: {
  back: string;
  first?: PollBranch;
  arrived: { target: string; actions?: readonly unknown[] };
}): StateConfig {
  return {
    invoke: {
      ...FETCH_REQUIRED,
      onDone: [
        ...(p.first ? [p.first] : []),
        {
          guard: 'handoffArrivedOut',
          target: p.arrived.target,
          actions: ['assignDocs', 'clearHandoff', ...(p.arrived.actions ?? [])],
        },
        { target: p.back, actions: 'assignDocs' },
      ],
      onError: { target: p.back },
    },
  };
}

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
      polling: pollState({
        back: 'open',
        arrived: { target: '#kyc.hub', actions: [complete(r.path)] },
      }),
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
        ...FETCH_REQUIRED,
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
            ...FETCH_REQUIRED,
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
        polling: pollState({
          back: 'ready',
          // The hub's own branch: every requirement is in, KYC is done.
          first: {
            guard: 'allUploadedOut',
            target: '#kyc.done',
            actions: ['assignDocs', 'clearHandoff', complete(HUB.path)],
          },
          arrived: { target: 'ready' },
        }),
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
