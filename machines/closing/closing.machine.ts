/**
 * The `closing` child machine (issue 23 step 4): the screens after the wizard (doc 3 §2.6, §4).
 * The root (machines/app/app.machine.ts) invokes it as 'closing' at the screen its routing chose
 * (`ClosingInput.start`: the wizard's end submits at KYC_PROCESSING; LOADING reopens KYC_SUCCESS,
 * KYC_VERIFICATION, KYC_DONE or KYC_DONE_SKIP by the application's step) and forwards the screens'
 * events and the URL changes to it.
 *
 *   start ─▶ kycProcessing ─▶ kycSuccess | kycVerification ─▶ kycDone | kycDoneSkip
 *            kycProcessing.failed (the error modal) ─▶ agreement (the end) | the portal
 *
 * KYC_PROCESSING runs the submission (machines/submission/, child 'submission': submit once, F5 / R
 * blocked, the result rule); KYC_VERIFICATION loads the KYC machine's chunk (issue 22, `loadKyc`)
 * and runs it as the child 'kyc' (its one `url.changed` handler, machines/kyc/kyc-states.ts); each
 * page records its path as the application's step in the background (doc 2 §2.1). 'Go to my
 * account' leaves for the portal (`leaveToPortal`). It ends `agreement` (the error modal closed
 * without an account: the root opens the wizard at its agreement) or `error` (the KYC chunk did
 * not load: the root's error page), with the errors (`ClosingOutput`).
 *
 * Every state that renders a screen keeps its `meta` (screen id, path, title, modal) and its
 * 'busy' tag; the selectors read the running closing's meta, tags, context and events
 * (machines/view/children.ts closingOf, selectors.ts).
 */
import { and, forwardTo, spawnChild, stopChild, type AnyActorLogic } from 'xstate';
import { portalSuffix } from '../agreement/agreement-variant';
import { FLOW_META } from '../app/flow-meta';
import { isUpgradeFlow } from '../entry/upgrade-view';
import { KYC_EVENT_TYPES } from '../kyc/kyc-events';
import type { KycInput } from '../kyc/kyc.machine';
import { closingSetup } from './closing.setup';
import {
  NO_CLOSING_SLOTS,
  type ClosingContext,
  type ClosingOutput,
  type ClosingStart,
} from './closing-types';

/** The screens the root may start the closing at, in the order `start` tries them. */
const STARTS: readonly ClosingStart[] = [
  'kycProcessing',
  'kycSuccess',
  'kycVerification',
  'kycDone',
  'kycDoneSkip',
];

/** Records `path` as the application's step without waiting (doc 2 §2.1, doc 3 §2.6); failures are ignored. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function recordInBackground(path: string): any {
  return spawnChild('recordStep', {
    input: ({ context }: { context: ClosingContext }) => ({
      applicationUid: context.applicationUid,
      path,
      background: true,
    }),
  });
}

const toPortal = (page: 'success' | 'done', buy: boolean) => ({
  type: 'leaveToPortal' as const,
  params: { suffix: portalSuffix(page, buy) },
});

/** 'Go to my account' (doc 3 §2.6): PortalUrl + the page's suffix by the buy flag. */
const goToPortal = (page: 'success' | 'done') => [
  { guard: 'buyFlow' as const, actions: toPortal(page, true) },
  { actions: toPortal(page, false) },
];

/** Closing the submission error modal (doc 3 §2.6): the account when AccountUid exists, else AGREEMENT. */
const CLOSE_SUBMISSION_ERROR = [
  { guard: and(['hasAccountUid', 'buyFlow']), actions: toPortal('done', true) },
  { guard: 'hasAccountUid' as const, actions: toPortal('done', false) },
  { target: '#closing.agreement' },
];

/** The closing hands the KYC pages' events (and URL changes) to the KYC machine. */
const FORWARD_TO_KYC = forwardTo('kyc');

/** Issue 22: the loaded KYC machine starts as the child 'kyc' with the application (doc 3 §4). */
const SPAWN_KYC = closingSetup.enqueueActions(({ enqueue, context, event }) => {
  const spawn = enqueue.spawnChild as unknown as (
    src: AnyActorLogic,
    options: { id: string; input: KycInput },
  ) => void;
  spawn((event as unknown as { output: AnyActorLogic }).output, {
    id: 'kyc',
    input: {
      applicationUid: context.applicationUid ?? '',
      application: context.application,
      resumePath: context.requestedPath,
    },
  });
});

/** The closing's states (doc 3 §2.6, §4). */
const CLOSING_STATES = closingSetup.createStateConfig({
  states: {
    // Where the root's routing started it (ClosingInput.start).
    start: {
      always: STARTS.map((start) => ({
        guard: { type: 'startIs' as const, params: { start } },
        target: start,
      })),
    },

    // ---- KYC_PROCESSING (doc 3 §2.6, §4): the submission machine runs as 'submission' — it blocks
    // F5 / R, submits once and applies the result rule; its error opens the error modal.
    kycProcessing: {
      meta: FLOW_META.kycProcessing,
      initial: 'submitting',
      invoke: {
        id: 'submission',
        src: 'submission',
        // doc 3 §4: an upgrade (the tab's upgrade mode, or an upgrade application; doc 1 §4.11)
        // submits through PATCH /v2/basic-accounts/upgrade/{applicationUid}.
        input: ({ context }) => ({
          applicationUid: context.applicationUid,
          application: context.application,
          upgrade: isUpgradeFlow(context.mode, context.application),
          started: context.submission.started,
        }),
        onDone: [
          { guard: 'submissionPassed', target: 'kycSuccess', actions: 'assignSubmission' },
          { target: 'kycVerification', actions: 'assignSubmission' },
        ],
      },
      states: {
        submitting: {
          tags: ['busy'],
          entry: ['markSubmissionStarted', recordInBackground(FLOW_META.kycProcessing.path)],
          on: { 'submission.failed': { target: 'failed', actions: 'assignApiError' } },
        },
        /**
         * The error modal (doc 3 §2.6, §8; its title by `submission.errorCode`): closing it goes to
         * the account (PortalUrl; '?flow=regular' unless the buy flag is set) when the application
         * has an AccountUid, otherwise back to AGREEMENT.
         */
        failed: {
          meta: { modal: 'submissionError' },
          on: {
            'modal.confirm': CLOSE_SUBMISSION_ERROR,
            'error.dismiss': CLOSE_SUBMISSION_ERROR,
          },
        },
      },
    },

    // ---- KYC_SUCCESS (doc 3 §2.6): no back; 'Go to my account' → PortalUrl + '/buy' with the buy
    // flag, else '?flow=regular'
    kycSuccess: {
      meta: FLOW_META.kycSuccess,
      entry: recordInBackground(FLOW_META.kycSuccess.path),
      on: { 'portal.go': goToPortal('success') },
    },

    // ---- KYC_VERIFICATION and the document pages (doc 3 §2.6, §4): the KYC machine
    // (machines/kyc/kyc.machine.ts) runs as 'kyc' — the hub, the document pages, the uploads and
    // the webcam; it ends 'done' (KYC_DONE) or 'skipped' (KYC_DONE_SKIP). A reload on a document
    // page opens that page (`requestedPath`).
    kycVerification: {
      meta: FLOW_META.kycVerification,
      initial: 'loading',
      exit: stopChild('kyc'),
      on: { 'portal.go': 'kycDoneSkip' },
      states: {
        // Issue 22: the KYC machine's chunk is fetched when KYC_VERIFICATION opens (`loadKyc`), so
        // the entry carries none of it; then it runs as the child 'kyc'. 'busy' meanwhile.
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadKyc',
            src: 'loadKyc',
            onDone: {
              target: 'running',
              // The loaded machine is spawned by its logic (not one of setup's named actors).
              actions: SPAWN_KYC as never,
            },
            onError: { target: '#closing.error', actions: 'assignApiError' },
          },
        },
        running: {
          on: {
            ...(Object.fromEntries(
              KYC_EVENT_TYPES.map((type) => [type, { actions: FORWARD_TO_KYC }]),
            ) as Record<string, { actions: typeof FORWARD_TO_KYC }>),
            // The KYC machine's end (doc 3 §2.6): every requirement uploaded → KYC_DONE, else KYC_DONE_SKIP.
            ...({
              'xstate.done.actor.kyc': [
                { guard: 'kycAllUploaded', target: '#closing.kycDone' },
                { target: '#closing.kycDoneSkip' },
              ],
            } as Record<string, { guard?: 'kycAllUploaded'; target: string }[]>),
          },
        },
      },
    },

    // ---- KYC_DONE (doc 3 §2.6): 'Processing verification'; no back; 'Go to my account'
    kycDone: {
      meta: FLOW_META.kycDone,
      entry: recordInBackground(FLOW_META.kycDone.path),
      on: { 'portal.go': goToPortal('done') },
    },

    // ---- KYC_DONE_SKIP (doc 3 §2.6): no back; 'Go to my account' → PortalUrl, '?flow=regular'
    // unless the buy flag is set
    kycDoneSkip: {
      meta: FLOW_META.kycDoneSkip,
      entry: recordInBackground(FLOW_META.kycDoneSkip.path),
      on: { 'portal.go': goToPortal('done') },
    },

    // ---- the end: the wizard at its agreement (a submission error), or the root's error page
    agreement: { type: 'final', output: { next: 'agreement' } },
    error: { type: 'final', output: { next: 'error' } },
  },
}).states!;

export const closingMachine = closingSetup.createMachine({
  id: 'closing',
  initial: 'start',
  context: ({ input }) => ({
    ...input,
    ...NO_CLOSING_SLOTS,
    fieldErrors: {},
    formError: null,
    errorFallbacks: {},
  }),
  states: CLOSING_STATES,
  output: ({ context, event }): ClosingOutput => ({
    next: (event as unknown as { output: Pick<ClosingOutput, 'next'> }).output.next,
    fieldErrors: context.fieldErrors,
    formError: context.formError,
    errorFallbacks: context.errorFallbacks,
  }),
});

export type ClosingMachine = typeof closingMachine;
