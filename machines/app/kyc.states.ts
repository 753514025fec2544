/**
 * The screens after the wizard (doc 3 §2.6): KYC_PROCESSING submits the application once (F5/R
 * blocked, the error modal), then KYC_SUCCESS or KYC_VERIFICATION → KYC_DONE_SKIP. Each records
 * its path as the application's step in the background (doc 2 §2.1).
 */
import { and, forwardTo, spawnChild, stopChild } from 'xstate';
import { portalSuffix } from '../agreement/agreement-variant';
import { isUpgradeFlow } from '../entry/upgrade-view';
import { KYC_EVENT_TYPES } from '../kyc/kyc-events';
import type { RootContext } from '../app-types';
import type { KycInput } from '../kyc/kyc.machine';
import { appSetup } from './app.setup';
import { loadedChildState } from './loaded-child.states';
import { FLOW_META } from './flow-meta';

/**
 * Records `path` as the application's step without waiting (doc 2 §2.1, doc 3 §2.6): the KYC
 * screens outside the wizard. Failures are ignored by the actor.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function recordInBackground(path: string): any {
  return spawnChild('recordStep', {
    input: ({ context }: { context: RootContext }) => ({
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
  {
    target: '#app.flow.wizard',
    actions: ['clearSubmission' as const, 'startAtAgreement' as const],
  },
];

/**
 * KYC_PROCESSING (doc 3 §2.6, §4): the submission machine (machines/submission/) runs as
 * 'submission' — it blocks F5 / R, submits once and applies the result rule; its end leads to
 * KYC_SUCCESS or KYC_VERIFICATION, its error (`submission.failed`) opens the error modal.
 */
export const kycProcessingState = appSetup.createStateConfig({
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
      { guard: 'submissionPassed', target: '#app.flow.kycSuccess', actions: 'assignSubmission' },
      { target: '#app.flow.kycVerification', actions: 'assignSubmission' },
    ],
  },
  states: {
    submitting: {
      tags: ['busy'],
      entry: ['markSubmissionStarted', recordInBackground(FLOW_META.kycProcessing.path)],
      on: {
        'submission.failed': {
          target: 'failed',
          actions: [
            { type: 'assignApiError', params: { screen: 'none' } },
            'assignSubmissionError',
          ],
        },
      },
    },
    /**
     * The error modal (doc 3 §2.6, §8; its title by `submission.errorCode`): closing it goes to the
     * account (PortalUrl; '?flow=regular' unless the buy flag is set) when the application has an
     * AccountUid, otherwise back to AGREEMENT.
     */
    failed: {
      meta: { modal: 'submissionError' },
      on: {
        'modal.confirm': CLOSE_SUBMISSION_ERROR,
        'error.dismiss': CLOSE_SUBMISSION_ERROR,
      },
    },
  },
});

/** KYC_SUCCESS (doc 3 §2.6): no back; 'Go to my account' → PortalUrl + '/buy' with the buy flag, else '?flow=regular'. */
export const kycSuccessState = appSetup.createStateConfig({
  meta: FLOW_META.kycSuccess,
  entry: recordInBackground(FLOW_META.kycSuccess.path),
  on: {
    'portal.go': goToPortal('success'),
  },
});

/** The root hands the KYC pages' events (and URL changes) to the KYC machine. */
const FORWARD_TO_KYC = forwardTo('kyc');

/** KYC_VERIFICATION's inner states: the machine's chunk loading, then the machine running. */
const KYC_SUBSTATES = {
  // Issue 22: the KYC machine's chunk is fetched when KYC_VERIFICATION opens (`loadKyc`), so the
  // entry carries none of it; then it runs as the child 'kyc'.
  loading: loadedChildState({
    loader: 'loadKyc',
    childId: 'kyc',
    inputOf: (context): KycInput => ({
      applicationUid: context.applicationUid ?? '',
      application: context.application,
      resumePath: context.requestedPath,
    }),
  }),
  running: {
    on: {
      ...(Object.fromEntries(
        KYC_EVENT_TYPES.map((type) => [type, { actions: FORWARD_TO_KYC }]),
      ) as Record<string, { actions: typeof FORWARD_TO_KYC }>),
      // The KYC machine's end (doc 3 §2.6): every requirement uploaded → KYC_DONE, else KYC_DONE_SKIP.
      ...({
        'xstate.done.actor.kyc': [
          { guard: 'kycAllUploaded', target: '#app.flow.kycDone' },
          { target: '#app.flow.kycDoneSkip' },
        ],
      } as Record<string, { guard?: 'kycAllUploaded'; target: string }[]>),
    },
  },
};

/**
 * KYC_VERIFICATION and the document pages (doc 3 §2.6, §4): the KYC machine
 * (machines/kyc/kyc.machine.ts) runs as 'kyc' — the hub, the 54 document pages, the uploads and
 * the webcam; it ends 'done' (every requirement uploaded → KYC_DONE) or 'skipped' (KYC_DONE_SKIP).
 * A reload on a document page opens that page (`requestedPath`).
 */
export const kycVerificationState = appSetup.createStateConfig({
  meta: FLOW_META.kycVerification,
  initial: 'loading',
  exit: stopChild('kyc'),
  // Typed as the root's states (the done events of a spawned child are not in setup's events).
  states: KYC_SUBSTATES as unknown as Record<string, object>,
  on: { 'portal.go': 'kycDoneSkip' },
});

/** KYC_DONE (doc 3 §2.6): 'Processing verification'; no back; 'Go to my account'. */
export const kycDoneState = appSetup.createStateConfig({
  meta: FLOW_META.kycDone,
  entry: recordInBackground(FLOW_META.kycDone.path),
  on: {
    'portal.go': goToPortal('done'),
  },
});

/** KYC_DONE_SKIP (doc 3 §2.6): no back; 'Go to my account' → PortalUrl, '?flow=regular' unless the buy flag is set. */
export const kycDoneSkipState = appSetup.createStateConfig({
  meta: FLOW_META.kycDoneSkip,
  entry: recordInBackground(FLOW_META.kycDoneSkip.path),
  on: {
    'portal.go': goToPortal('done'),
  },
});
