/**
 * What the app's actors need of the page (services/actors/app-actors.ts, sales-actors.ts): the API
 * client, the session store and the browser adapters. src/app/create-app.ts builds the browser
 * set, tests build mocks. Kept apart so the sales actors and the root's actors do not import each
 * other (issue 23).
 */
import type { Locale } from '../../src/i18n/locales';
import type { AddressAutocomplete } from '../adapters/address-autocomplete';
import type { AnalyticsSink } from '../adapters/analytics';
import type { PendingTab } from '../adapters/browser';
import type { CaptchaAdapter } from '../adapters/captcha';
import type { PortalAdapter } from '../adapters/portal';
import type { TabSync } from '../adapters/tab-sync';
import type { ApiClient } from '../api/client';
import type { SessionStore } from '../session-store';
import type { EntrySecrets } from './contracts';

/** Everything effectful the app needs; src/ builds the browser set, tests build mocks. */
export interface AppDeps {
  api: ApiClient;
  session: SessionStore;
  portal: PortalAdapter;
  analytics: AnalyticsSink;
  /** TrackingDetails.Fp (services/adapters/fingerprint.ts). */
  fingerprint: () => Promise<string>;
  /** doc 1 §9 fraud session id (services/adapters/fraud-session.ts). */
  newFraudSessionId: () => string;
  /**
   * doc 1 §4.14 the fraud script's session id read from its page element (attribute
   * orderSessionId), or null (services/adapters/fraud-session.ts readPageFraudSessionId; issue 35
   * item 2). Absent: none.
   */
  pageFraudSessionId?: () => string | null;
  /**
   * doc 1 §1 (issue 35 item 2): adds the broker's fraud script (Settings.FraudScriptUrl) to the
   * page; resolves false when it cannot load (services/adapters/fraud-script.ts loadFraudScript).
   * Absent: no script is loaded.
   */
  loadFraudScript?: (url: string) => Promise<boolean>;
  /** Opens a tab synchronously, to be filled with the PDF later (services/adapters/browser.ts). */
  openPendingTab: () => PendingTab;
  /** Blocks F5 / R and sets the leave-page warning; returns the cleanup (doc 3 §2.6). */
  blockReload: () => () => void;
  /** Asks before the page is unloaded while a funding modal is open; returns the cleanup (doc 3 §2.4). */
  warnBeforeLeave: () => () => void;
  /** Listens for user activity; returns the cleanup (doc 1 §4.9). */
  listenForActivity: (onActivity: () => void) => () => void;
  /** The page URL at load (TrackingDetails.LandingPageUrl). */
  landingPageUrl?: string;
  /**
   * Whether the landing page's own module sends this load's tracking (issue 32 item 1); default
   * services/adapters/tracking.ts `landingPageTracks` (the loader's global). Tests inject it.
   */
  landingPageTracks?: () => boolean;
  /** Street lookup (services/adapters/address-autocomplete.ts); none → manual entry only. */
  addressAutocomplete?: AddressAutocomplete;
  /**
   * The invisible captcha (services/adapters/captcha.ts), asked only when the broker's
   * Settings.EnableGoogleReCaptcha is on; none → the sandbox captcha.
   */
  captcha?: CaptchaAdapter;
  /**
   * The credentials the entry gate read at load (machines/entry/entry-gate.ts): the agent's or
   * portal's bearer token, the invitation token, the reset token. Never in the machines' context.
   */
  entrySecrets?: EntrySecrets;
  /**
   * The other tabs of the session (services/adapters/tab-sync.ts): shared activity, refresh and
   * logout. None → this tab alone (createAppMachine provides a TabSync without a channel).
   */
  tabs?: TabSync;
  /**
   * Issue 24: the language machinery (services/adapters/locale.ts `browserLocale`): fetch a
   * language's texts, show them (t() and `<html lang>`), remember the choice in the browser.
   * None → the texts already loaded only (tests).
   */
  locale?: LocaleAdapter;
}

/** Issue 24: what the root's `locale` region needs of the page (services/adapters/locale.ts). */
export interface LocaleAdapter {
  load: (locale: Locale) => Promise<void>;
  apply: (locale: Locale) => void;
  remember: (locale: Locale) => void;
  /** The signed-in user's saved language (GET /v2/users/language), or null. */
  saved?: () => Promise<Locale | null>;
}
