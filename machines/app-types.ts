/**
 * Types of the root actor (machines/app.machine.ts): its input, context and events.
 * Kept apart so the wizard builder and the selectors can import them without the machine.
 */
import type {
  Application,
  BasicAccountDetails,
  Country,
  Settings,
  State,
} from '../services/api/contract';
import type { FlowMode } from './entry/entry-gate';
import type { EntryParentEvent, EntryStart, EntryViewSlots } from './entry/entry-types';
import type { PersonSlot, ScreenEvent } from './screen-contract';
import type { Lookups } from './view/screen-spec';
import type { AddressParts, AddressSuggestion } from '../services/adapters/address-autocomplete';
import type { TabSyncEvent } from '../services/adapters/tab-sync';
import type { SessionParentEvent } from './session/session.machine';
import type { Locale } from '../src/i18n/locales';
import type { AccountKind, EntryQuery } from '../services/actors/contracts';
import type { PersistedFlow } from '../services/actors/contracts';
import type { ClosingStart, ClosingViewSlots } from './closing/closing-types';
import type { LocaleLoadedEvent } from './locale/locale.machine';

// Declared with the actors' contracts (services/), re-exported for the machines.
export type { AccountKind, EntryQuery, PersistedFlow };

/** What the page passes when it creates the root actor (src/ reads window.location once). */
export interface AppInput {
  /** location.pathname at page load: the URL a reload asks for (doc 1 §4.10). */
  initialPath: string;
  /** location.search at page load (email, PromoCode, ReferrerEmail, RefereeEmail, aff, cjevent, p). */
  search: string;
  /** document.referrer. */
  referrer: string;
  /** VITE_BROKER_CODE; the `brokerCode` query parameter wins (doc 1 §4.10). */
  brokerCode?: string;
  /** The flow mode read once by the entry gate (machines/entry/entry-gate.ts); else from the URL alone. */
  mode?: FlowMode;
  /**
   * Issue 24: the language the page opens in (src/i18n/locales.ts `pickLocale`: remembered, else
   * the browser's, among the broker's), its texts already loaded; 'en' when absent.
   */
  locale?: Locale;
}

/**
 * The root actor's own context (doc 1 §3, §4): the entry, the session and the flow position. The
 * wizard's working slots (its edit item, states, address lookup, lookups, agreement) live in the
 * running wizard's context (machines/wizard-engine/types.ts WizardContext), and the sign-in
 * flows' (usernames, the assisted offer) in the entry machine's
 * (machines/entry/entry-types.ts EntryContext), not here (issue 23).
 */
export interface RootContext {
  initialPath: string;
  /** The step the URL asked for at reload; used once by the resume routing, then cleared. */
  requestedPath: string | null;
  search: string;
  referrer: string;
  brokerCode: string;
  query: EntryQuery;
  settings: Settings | null;
  countries: Country[];
  /** TrackingDetails.Fp (a hash; no PII). */
  fingerprint: string | null;
  trackingSent: boolean;
  /** The e-mail typed on the welcome page (PII: never persisted). */
  email: string | null;
  kind: AccountKind | null;
  /**
   * The flow type (doc 1 §4.1): 2 the AIP / metal-stream flow (entered at /aip, or an application
   * with RegistrationFlowType 2 loaded), else 1. Decides the welcome page, the account kind, the
   * create-user query, back and logout targets.
   */
  flowType: 1 | 2;
  /**
   * The tab's flow mode (issue 10; machines/entry/entry-gate.ts): normal, aip, upgrade {accountUid,
   * accountCode}, assisted {logonUid, username, brokerCode, customerEmail} or invitation. Read once
   * at load by the entry gate; every machine reads it from here. No secret is part of it.
   */
  mode: FlowMode;
  startingNew: boolean;
  /** Where the entry machine starts next (machines/entry/entry-types.ts; boot's, LOADING's or the logout's routing). */
  entryAt: EntryStart;
  applicationUid: string | null;
  /** exp claim of the access token, seconds since the epoch (doc 1 §3). */
  tokenExp: number | null;
  /** The application as last loaded or saved (PII: in memory only, never persisted). */
  application: Application | null;
  /**
   * The existing basic account in the upgrade flow (doc 1 §3 logged-in user profile, §4.11; GET
   * basic-accounts details, by the entry machine): shown on the upgrade page, prefills and locks
   * the MAIN name and phone (doc 2 §2.12, §2.17). PII: in memory only, never persisted; null
   * outside the upgrade flow.
   */
  basicAccount: BasicAccountDetails | null;
  /** Furthest wizard step id reached (flow position, persisted). */
  furthestStep: string | null;
  /** 'agreement': the next wizard opens on its agreement step (a submission error, doc 3 §2.6). */
  startAt: 'agreement' | null;
  fieldErrors: Record<string, string>;
  formError: string | null;
  errorFallbacks: Record<string, string>;
  /** Answers of the same-address questions per person slot (doc 2 §2.20 SameAddress; no PII). */
  sameAddress: Partial<Record<PersonSlot, boolean>>;
  /** Where the closing machine starts next (machines/closing/closing-types.ts; the wizard's end or LOADING's routing). */
  closingAt: ClosingStart;
  /** A save is being retried after a network error or 502/503/504 (issue 8; the shell's notice). */
  retrying: boolean;
  /** Issue 24: the language the texts are shown in (the `locale` region switches it). */
  locale: Locale;
}

/** The running wizard's slots the views read besides the root's (machines/view/selectors.ts viewContext). */
export interface WizardViewSlots {
  /** The review item open in the edit modal (doc 2 §2.24): an EditItem ('name', 'secondary.dob' …). */
  editing: string | null;
  states: State[];
  /** Street-lookup suggestions of the address form (in memory only, never persisted). */
  addressSuggestions: AddressSuggestion[];
  /** The address picked from the lookup, prefilled into the form until the next save (PII: memory only). */
  addressPick: AddressParts | null;
  statesCountry: string | null;
  /** Customer-due-diligence lists loaded for the steps that need them (machines/view/screen-spec.ts). */
  lookups: Lookups;
  agreement: { html: string | null; accepted: boolean; error: string | null };
}

/**
 * The context the views read (machines/view/selectors.ts viewContext, machines/view/): the root's, with
 * the running wizard's, entry's or closing's slots over it (their empty values outside them).
 */
export type AppContext = RootContext & WizardViewSlots & EntryViewSlots & ClosingViewSlots;

/** The wizard's slots outside the wizard (doc 2: nothing open, nothing loaded). */
export const NO_WIZARD_SLOTS: WizardViewSlots = {
  editing: null,
  states: [],
  statesCountry: null,
  lookups: {},
  addressSuggestions: [],
  addressPick: null,
  agreement: { html: null, accepted: false, error: null },
};

/** Events only the router sync, timers, actors or the idle child send. */
export type InternalEvent =
  | { type: 'url.changed'; path: string }
  | { type: 'states.loaded'; country: string; states: State[] }
  | { type: 'address.suggestions'; items: AddressSuggestion[] }
  | { type: 'address.picked'; address: AddressParts }
  | { type: 'session.loggedIn' }
  /** The locale child shows a language now (machines/locale/locale.machine.ts, issue 24). */
  | LocaleLoadedEvent
  | { type: 'session.expired' }
  /** A call that carried the current token answered 401 (services/api/client.ts onUnauthorized). */
  | { type: 'session.unauthorized' }
  /** The other tabs of the session (services/adapters/tab-sync.ts TabSyncEvent). */
  | TabSyncEvent
  | { type: 'session.refreshDue' }
  | { type: 'session.prompt' }
  | { type: 'session.timeout' }
  /** The session child's reports (machines/session/session.machine.ts): ended, a new expiry. */
  | SessionParentEvent
  | { type: 'app.serverError' }
  /** The API client retries a save (services/api/client.ts onRetry) / that call settled (onSettled). */
  | { type: 'net.retrying'; attempt: number }
  | { type: 'net.settled' }
  /** The entry machine's reports (machines/entry/entry-types.ts): signed in, application deleted, flow type. */
  | EntryParentEvent
  /** The running wizard sent the invitation and the agent confirmed (doc 1 §2.10): back office. */
  | { type: 'sales.backOffice' }
  /** The running wizard saved (or failed to save) a form submitted by the banner's logout (doc 1 §4.13). */
  | { type: 'saveClose.saved'; ok: boolean }
  /** The running wizard's furthest step (machines/wizard-engine/wizard.machine.ts reportProgress). */
  | {
      type: 'wizard.progress';
      furthestStep: string | null;
      sameAddress: Partial<Record<PersonSlot, boolean>>;
      /**
       * The running wizard and the one the registry names for the wizard's application now; they
       * differ once the programme's owner choice changed the kind (issue 21 item 9).
       */
      wizard?: string;
      applicationWizard?: string | null;
    };

export type AppEvent = ScreenEvent | InternalEvent;
