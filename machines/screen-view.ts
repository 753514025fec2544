/**
 * The screen contract, part 2 (machines/screen-contract.ts re-exports it): what a screen and the
 * page shell render — `ScreenView` (computed by `selectScreen`, machines/view/selectors.ts) and
 * `ShellView` (doc 1 §2.3, §2.12).
 */
import type { Locale } from '../src/i18n/locales';
import type { ModalId, PersonSlot, ScreenId, SectionId } from './screen-meta';
import type { WizardId } from './wizards/wizard-kind';

/** A progress-sidebar section as the shell draws it (doc 1 §2.3, doc 2 §2.1). */
export interface SectionView {
  id: SectionId;
  titleKey: string;
  done: boolean;
  current: boolean;
  items: { titleKey: string; done: boolean; current: boolean }[];
}

/** Everything a screen needs to render. */
export interface ScreenView {
  screen: ScreenId;
  path: string;
  titleKey: string;
  sections: SectionView[];
  /** A save, load or submission is running: disable the form, show progress. */
  busy: boolean;
  /** Prefill values in the screen's form shape (strings as the inputs hold them). */
  initial: Record<string, string>;
  /** Field name → i18n key (or a server message already translated server-side). */
  fieldErrors: Record<string, string>;
  /** An error for the whole form (i18n key or message), shown under the form. */
  formError: string | null;
  canSkip: boolean;
  canGoBack: boolean;
  modal: ModalId | null;
  /** Read-only, screen-specific data; typed per screen by `dataOf(view, screen)` (machines/view/screen-view-of.ts). */
  data: Record<string, unknown>;
  /** Whom a person screen is about (the step's slot; 'main' elsewhere). */
  person?: PersonSlot;
  /** The first name of the secondary holder or minor the screen is about, for the copy (null when unknown). */
  personName?: string | null;
  /**
   * The application's wizard (doc 2 §2.2), null before an application exists: which step table the
   * screen outlet prefetches the next screens from (issue 22 — a hint for loading code only).
   */
  wizard?: WizardId | null;
  /**
   * i18n key → the server's own Message, for error keys ('apiErrors.<Code>') the catalogue lacks:
   * translate with `t(key, { defaultValue: errorFallbacks[key] })`.
   */
  errorFallbacks?: Record<string, string>;
}

/** Page-shell data (doc 1 §2.3). */
export interface ShellView {
  brokerName: string;
  brokerCode: string;
  theme: 'default' | 'second' | 'demo' | 'legacy';
  websiteUrl: string;
  termsUrl: string;
  privacyUrl: string;
  caPrivacyUrl: string;
  accessibilityUrl: string;
  loggedIn: boolean;
  showSaveExit: boolean;
  saveExitOpen: boolean;
  /** Full-screen overlay (doc 1 §2.3 list of operations). */
  overlay: boolean;
  ready: boolean;
  /** The inactivity / refresh-session modal is open (doc 1 §2.12); confirm with 'session.confirm'. */
  sessionPromptOpen?: boolean;
  /** A save is being retried after a network error or 502/503/504 (issue 8): the shell's polite notice. */
  retrying?: boolean;
  /** doc 1 §2.1: the page was entered at '/ira-funding': the footer adds the metal-stream copy. */
  iraFundingCopy?: boolean;
  /** doc 1 §2.11: an application exists to delete (the debug button of development builds). */
  canDeleteApplication?: boolean;
  /** Issue 24: the language shown, and those the broker offers (the footer's switch lists them). */
  locale?: Locale;
  locales?: readonly Locale[];
  /** A sales agent's session (doc 1 §2.3): the bottom banner with the customer's e-mail; else null. */
  assisted?: { customerEmail: string | null } | null;
  /** The save & close modal (doc 1 §2.12): its success ('saved') or error ('failed') variant; null closed. */
  saveClose?: 'saved' | 'failed' | null;
  /**
   * doc 1 §2.3 the missing-info banner: in the wizard, an assisted application (IsAssisted, or the
   * agent's session) misses information the review flags (doc 2 §4 `reviewInfoMissing`).
   */
  missingInfo?: boolean;
}
