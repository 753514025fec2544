/**
 * The screen contract, part 3 (machines/screen-contract.ts re-exports it): the events screens
 * send (doc 1 §2, doc 2 §2, doc 3 §2), with the funding flows' and the KYC pages' own events.
 */
import type { Locale } from '../src/i18n/locales';
import type { FlowEvent } from './funding/flow-contract';
import type { KycEvent, KycPageEvent } from './kyc/kyc-events';

/** Events screens send. Anything else comes from the router sync or timers. */
export type ScreenEvent =
  | { type: 'wizard.submit'; values: Record<string, unknown> }
  | { type: 'wizard.skip' }
  | { type: 'wizard.back' }
  | { type: 'wizard.edit'; item: string }
  | { type: 'modal.confirm' }
  | { type: 'modal.cancel' }
  | { type: 'choice.select'; choice: string }
  | { type: 'login.forgotPassword'; username: string | null }
  | { type: 'login.getStarted' }
  /** Issue 24: the language switch (page footer); keeps the step and what was typed. */
  | { type: 'locale.set'; locale: Locale }
  /**
   * doc 3 §2.5: the agreement viewer; `which: 'ach'` the ACH transfer terms (programme with a
   * linked bank), `which: 'metal-stream'` the metal-stream terms and conditions (programme).
   */
  | { type: 'agreement.view'; which?: 'ach' | 'metal-stream' }
  /** doc 3 §2.5, §7: the PDF of the main agreement, or of `which` ('ach', 'metal-stream'), in a new tab. */
  | { type: 'agreement.download'; which?: 'ach' | 'metal-stream' }
  | { type: 'portal.go' }
  | { type: 'saveExit.open' }
  | { type: 'saveExit.confirm' }
  | { type: 'saveExit.cancel' }
  | { type: 'session.activity' }
  | { type: 'error.dismiss' }
  /** 'Go back' on the not-found and error pages (doc 1 §2.11): back to '/'. */
  | { type: 'nav.home' }
  /** Resume modal (doc 1 §2.12, §4.6). */
  | { type: 'resume.resume' }
  | { type: 'resume.startNew' }
  /** The sales-assisted banner's logout (doc 1 §2.3): save & close (machines/entry/assisted.states.ts). */
  | { type: 'saveClose.open' }
  /** The banner submits the page's form first; the modal opens when it was saved (doc 1 §4.13). */
  | { type: 'saveClose.request' }
  | { type: 'saveClose.cancel' }
  /** Save & close modal: 'exit' (close the window) / 'continue' (doc 1 §2.12). */
  | { type: 'saveClose.exit' }
  | { type: 'saveClose.continue' }
  /** Logout from the shell or a screen (doc 1 §4.9). */
  | { type: 'session.logout' }
  /** Confirm in the refresh-session modal (doc 1 §2.12, §4.9). */
  | { type: 'session.confirm' }
  /** The address form's country changed: load that country's states (doc 2 §2.20). */
  | { type: 'address.country'; country: string }
  /** Street lookup while typing (doc 2 §2.20); `country` is the form's CountryIso3Code. */
  | { type: 'address.lookup'; query: string; country: string }
  /** A suggestion chosen from the street lookup. */
  | { type: 'address.pick'; id: string }
  /**
   * The SSN step's help video (doc 2 §2.4, §2.15): open / close the modal ('modal.cancel'), and
   * the player's play, pause, end and playback failure.
   */
  | { type: 'video.open' }
  | { type: 'video.play' }
  | { type: 'video.pause' }
  | { type: 'video.ended' }
  | { type: 'video.failed' }
  /** Events of an open child flow (bank link, custodian modal …; machines/funding/flow-contract.ts). */
  | FlowEvent
  /** The KYC pages' events (machines/kyc/kyc.machine.ts). */
  | KycEvent
  | KycPageEvent
  /** The phone hand-off page: load the link again after a network failure (machines/kyc/handoff.machine.ts). */
  | { type: 'handoff.retry' }
  /** The debug 'DELETE APPLICATION' button of development builds → DELETE_APPLICATION (doc 1 §2.11). */
  | { type: 'app.deleteApplication' };
