/**
 * The types of the `entry` child machine (machines/entry/entry.machine.ts; issue 23 step 4): where
 * it starts, the slices of the root's context it is given, its own context, its events, what it
 * tells the root mid-flow and what it answers when it ends (doc 1 §2.4–§2.11, §4.1–§4.12).
 */
import { assignFor } from '../typed-assign';
import type { Application, BasicAccountDetails, Settings } from '../../services/api/contract';
import type { AccountKind, EntryQuery } from '../../services/actors/contracts';
import type { ScreenEvent } from '../screen-events';
import type { FlowMode } from './entry-gate';

/**
 * The entry page the root starts it at (doc 1 §2.4–§2.11): boot's routing (welcome, aip, login …),
 * LOADING's (the kind choice for an application without a type, not-yet-available,
 * DELETE_APPLICATION), the logout (welcome / aip) and the wizard's back-office return.
 */
export type EntryStart =
  | 'welcome'
  | 'aip'
  | 'upgrade'
  | 'assisted'
  | 'invitation'
  | 'login'
  | 'resetPassword'
  | 'chooseApplication'
  | 'notYetAvailable'
  | 'deleteApplication'
  | 'backOffice'
  | 'notFound';

/**
 * The root's context the entry reads and may change (doc 1 §3, §4; the same fields of
 * machines/app-types.ts RootContext, written out here so the two type modules import one way).
 */
interface Shared {
  settings: Settings | null;
  search: string;
  query: EntryQuery;
  referrer: string;
  brokerCode: string;
  fingerprint: string | null;
  mode: FlowMode;
  flowType: 1 | 2;
  email: string | null;
  kind: AccountKind | null;
  startingNew: boolean;
  trackingSent: boolean;
  applicationUid: string | null;
  tokenExp: number | null;
  application: Application | null;
  basicAccount: BasicAccountDetails | null;
}

/** What the root gives the entry (doc 1 §2.4–§2.11): where to start and its context's slices. */
export interface EntryInput extends Shared {
  start: EntryStart;
}

/** The entry's own slots the views read (machines/view/selectors.ts viewContext). */
export interface EntryViewSlots {
  /** The usernames the e-mail check answered (doc 1 §2.5: LOGIN_PATH's list). */
  usernames: string[];
  /**
   * The sales-assisted continue-or-start-new offer (doc 1 §4.12): the customer's first open
   * application's CreatedOn and CreatedBy, or null. No PII (CreatedBy is the agent's name or null).
   */
  assistedOffer: { createdOn: string | null; createdBy: string | null } | null;
}

/** The entry's slots outside the entry (nothing looked up). */
export const NO_ENTRY_SLOTS: EntryViewSlots = {
  usernames: [],
  assistedOffer: null,
};

/** The entry's context (doc 1 §3): the root's slices, its own slots and its form's errors. */
export interface EntryContext extends EntryInput, EntryViewSlots {
  fieldErrors: Record<string, string>;
  formError: string | null;
  errorFallbacks: Record<string, string>;
}

/** The entry's events: the screens' (forwarded by the root) and the URL changes. */
export type EntryEvent = ScreenEvent | { type: 'url.changed'; path: string };

/** The events the root forwards to the running entry (its pages' and the URL changes). */
export const ENTRY_EVENT_TYPES = [
  'wizard.submit',
  'wizard.back',
  'choice.select',
  'login.forgotPassword',
  'login.getStarted',
  'modal.confirm',
  'modal.cancel',
  'error.dismiss',
  'resume.resume',
  'resume.startNew',
  'nav.home',
  'url.changed',
] as const satisfies readonly EntryEvent['type'][];

/** The root's slots the entry changes (doc 1 §4.4–§4.12): what it reports and answers. */
export type EntrySlots = Pick<
  Shared,
  | 'application'
  | 'applicationUid'
  | 'tokenExp'
  | 'kind'
  | 'flowType'
  | 'email'
  | 'startingNew'
  | 'trackingSent'
  | 'basicAccount'
>;

/**
 * What the entry tells the root mid-flow (doc 1 §4.4–§4.12), with the root's slots that changed:
 * signed in (the session, the e-mail and whether the affiliate tracking was sent; the root raises
 * `session.loggedIn` for its session and locale regions), the application was deleted
 * (DELETE_APPLICATION: the refreshed session, no application, no kind; the root drops the furthest
 * step), or an AIP application was loaded (the flow type the logout returns by, doc 1 §4.9).
 */
export interface EntryParentEvent {
  type: 'entry.signedIn' | 'entry.applicationDeleted' | 'entry.flowType';
  slots: Partial<EntrySlots>;
}

/**
 * How the entry ended (doc 1 §4.4–§4.7): LOADING with the application to fetch (`loading`) or the
 * one just loaded (`loaded`: LOADING's routing without a second GET, issue 11), with the context
 * the root goes on with.
 */
export interface EntryOutput extends EntrySlots {
  next: 'loading' | 'loaded';
}

/** An entry guard's or action's arguments (doc 1 §2, §4). */
export type EntryArgs = { context: EntryContext; event: EntryEvent };

/** `assign` typed for the entry (context EntryContext, events EntryEvent; machines/typed-assign.ts). */
export const entryAssign = assignFor<EntryContext, EntryEvent>();
