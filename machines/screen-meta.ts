/**
 * The screen contract, part 1 (machines/screen-contract.ts re-exports it): what a state that
 * renders a screen names — the screen ids, the person slot, the progress sections, the state
 * `meta`, the modals and the route table's rows (doc 1 §2.1, §2.3; doc 2 §2.1; doc 3 §2).
 */
import type { PersonSlot } from '../services/api/application-access';

/**
 * Every screen the wizard renders (doc 1 §2, doc 2 §2, doc 3 §2): the keys of the ScreenSpec
 * registry, `SCREEN_SPECS` in machines/view/all-screen-specs.ts, whose one line per screen (with
 * the screen's route key and spec section; the core's in machines/view/screen-specs.ts, each
 * kind's in machines/view/kind-specs/) is the only place a screen's id is written. The registry
 * adds its keys to this interface (`declare module '../screen-meta'`), so this file imports no
 * spec and the contract has no import loop.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by all-screen-specs.ts
export interface ScreenRegistry {}

/** A screen's id (`ScreenRegistry`'s keys: machines/view/all-screen-specs.ts `SCREEN_SPECS`). */
export type ScreenId = keyof ScreenRegistry & string;

/** Whom a person screen is about (doc 2 §1 applicant types MAIN, SECONDARY, MINOR; services/api/application-access.ts). */
export type { PersonSlot };

/** Progress-sidebar sections (doc 1 §2.3, doc 2 §2.1). */
export type SectionId =
  | 'createAccount'
  | 'secure'
  | 'address'
  | 'fund'
  | 'review'
  /** The recurring metal-investment programme steps (doc 3 §2.3) of the metal-stream table. */
  | 'metal';

/** `meta` of every state that renders a screen. */
export interface StateMeta {
  /** Literal path of doc 1 §2.1, e.g. '/secure/identity/ssn'. */
  path: string;
  /** Route key of the spec, e.g. 'SECURE_IDENTITY_SSN'. */
  routeKey: string;
  screen: ScreenId;
  /** i18n key of the page title; the document title is '<title> | {brokerName}'. */
  titleKey: string;
  section?: SectionId;
  /** The person a person screen is about (default 'main'). */
  person?: PersonSlot;
}

/** Modals are machine states too (ARCHITECTURE.md); the screen renders the one named here. */
export type ModalId =
  | 'skipFunding' // doc 3 §2.4 skip confirmation (Cancel / SKIP)
  | 'editItem' // doc 2 §2.24 review edit modal; `ScreenView.data.editing` names the item
  | 'agreementViewer' // doc 3 §2.5
  | 'submissionError' // doc 3 §2.6 processing error modal
  | 'forgotPasswordNoUser' // doc 1 §2.5 'You must enter your email address first.'
  | 'resumeApplication' // doc 1 §2.12 'Resume application' / 'Start a new application'; data.resume
  | 'oldPortal' // doc 1 §2.12, §4.3 'You already have user on old registration portal and you will be redirected'
  | 'bankLink' // doc 3 §4 bank-link flow (machines/funding/bank-link.machine.ts); data.flow: BankLinkView
  | 'achTerms' // doc 3 §2.4/§2.5 the agreement viewer on the ACH transfer terms (amount step, ACH connected)
  | 'achTermsFailed' // the same viewer when the ACH terms could not be loaded: 'The transfer terms could not be loaded…'
  | 'metalTerms' // doc 3 §1, §2.5 the agreement viewer on the metal-stream terms and conditions (programme agreement)
  | 'metalTermsFailed' // the same viewer when the metal-stream terms could not be loaded
  | 'custodian' // doc 3 §2.4 IRA custodian modal (machines/funding/custodian.machine.ts); data.flow
  | 'fundingEdit' // doc 3 §2.4 the review's funding edit (machines/funding/funding-edit.machine.ts); data.flow
  | 'cameraAccess' // doc 3 §8 'You don't have access to your camera' (machines/kyc/webcam.machine.ts)
  | 'assistedContinue' // doc 1 §2.12, §4.12 assisted continue-or-start-new; data.assisted {createdOn, createdBy}
  | 'invitationSent' // doc 1 §2.10 'Ok, return to back office'; data.invitation {email}
  | 'invitationError' // doc 1 §2.10, §8.3 invitation error modal (acceptance, or the agent's send)
  | 'saveClose' // doc 1 §2.12 save & close: data.saveClose {ok}
  | 'ssnVideo' // doc 2 §2.4, §2.15 the SSN help video (data.video {url, captionsUrl}); play/pause/end send CRM events
  | 'ssnVideoFailed' // the same modal after a playback failure: 'videos.genericPlaybackError'
  | 'error'; // generic error modal with OK

/** One row of the route table (machines/view/route-table.ts): every path the machine can show. */
export interface RouteEntry {
  path: string;
  routeKey: string;
  screen: ScreenId;
  titleKey: string;
}
