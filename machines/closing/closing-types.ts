/**
 * The types of the `closing` child machine (machines/closing/closing.machine.ts; issue 23 step 4):
 * the screens after the wizard (doc 3 §2.6, §4) — where it starts, the slices of the root's
 * context it is given, its own context, its events and what it answers when it ends.
 */
import { assignFor } from '../typed-assign';
import type { Application, Settings } from '../../services/api/contract';
import type { ScreenEvent } from '../screen-events';
import type { FlowMode } from '../entry/entry-gate';
import type { SubmissionFailedEvent } from '../submission/submission.machine';
import { KYC_EVENT_TYPES } from '../kyc/kyc-events';

/**
 * The screen the root starts it at (doc 3 §2.6): the wizard's end submits (KYC_PROCESSING);
 * LOADING's routing reopens KYC_SUCCESS, KYC_VERIFICATION (or a document page), KYC_DONE or
 * KYC_DONE_SKIP by the application's step (doc 1 §4.7).
 */
export type ClosingStart =
  'kycProcessing' | 'kycSuccess' | 'kycVerification' | 'kycDone' | 'kycDoneSkip';

/** What the root gives the closing screens (doc 3 §2.6, §4): where to start and its context's slices. */
export interface ClosingInput {
  start: ClosingStart;
  applicationUid: string | null;
  application: Application | null;
  /** The portal's URL for 'Go to my account' (Settings.PortalUrl, doc 3 §2.6). */
  settings: Settings | null;
  /** location.search at load: the buy flag (doc 3 §2.6, agreement-variant isBuyFlow). */
  search: string;
  /** The tab's flow mode: an upgrade submits through the upgrade call (doc 1 §4.11, doc 3 §4). */
  mode: FlowMode;
  /** The path a reload asked for: a KYC document page reopens (the KYC machine's `resumePath`). */
  requestedPath: string | null;
}

/** The closing's slots the views read over the root's (machines/view/selectors.ts viewContext). */
export interface ClosingViewSlots {
  submission: {
    started: boolean;
    result: { IsSuccess: boolean; AccountNumber: string | null } | null;
    /** The code of the submission's error (doc 3 §2.6 error modal per code, §8), or null/absent. */
    errorCode?: string | null;
  };
}

/** The closing's slots outside it (nothing submitted). */
export const NO_CLOSING_SLOTS: ClosingViewSlots = { submission: { started: false, result: null } };

/** The closing's context (doc 3 §2.6): the root's slices, the submission and its error. */
export interface ClosingContext extends ClosingInput, ClosingViewSlots {
  fieldErrors: Record<string, string>;
  formError: string | null;
  errorFallbacks: Record<string, string>;
}

/** The closing's events: the screens' (forwarded by the root), the URL changes, the submission's error. */
export type ClosingEvent =
  ScreenEvent | { type: 'url.changed'; path: string } | SubmissionFailedEvent;

/** The events the root forwards to the running closing machine (its pages', the KYC pages', the URL). */
export const CLOSING_EVENT_TYPES = [
  ...new Set([...KYC_EVENT_TYPES, 'portal.go', 'modal.confirm', 'error.dismiss'] as const),
];

/**
 * How the closing screens ended (doc 3 §2.6): back to the wizard at the agreement (the submission
 * error's modal closed without an account), or the error page (the KYC machine's chunk did not
 * load) with its mapped errors. 'Go to my account' leaves the page (the portal) and ends nothing.
 */
export interface ClosingOutput {
  next: 'agreement' | 'error';
  fieldErrors: Record<string, string>;
  formError: string | null;
  errorFallbacks: Record<string, string>;
}

/** A closing guard's or action's arguments (doc 3 §2.6). */
export type ClosingArgs = { context: ClosingContext; event: ClosingEvent };

/** `assign` typed for the closing machine (context ClosingContext, events ClosingEvent; machines/typed-assign.ts). */
export const closingAssign = assignFor<ClosingContext, ClosingEvent>();
