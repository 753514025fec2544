/**
 * Pure helpers of the entry and of the root context: the entry query (doc 1 §2.4, §3), the known
 * paths (else the not-found page, doc 1 §2.11), where a loaded application leads (doc 1 §4.5–§4.7,
 * doc 3 §2.6), the initial context (also what logout returns to) and the token refresh margin
 * (doc 1 §4.9).
 */
import { isHandoffPath } from '../kyc/handoff-path';
import { kycRouteByPath } from '../kyc/kyc-routes';
import type { Application } from '../../services/api/contract';
import { BASIC_ACCOUNT_UPGRADE_TYPE, NULL_GUID } from '../../services/api/contract';
import type { AccountKind, AppInput, RootContext } from '../app-types';
import { CHOICE_LEVEL_IDS } from '../choices';
import { tableFor, WIZARD_TABLES } from '../wizard-engine/registry';
import { furthestOf } from '../wizards/walk';
import { flowTypeOfMode, readEntryGate } from '../entry/entry-gate';
import { parseEntryQuery } from '../entry/entry-query';
import { choiceMeta, FLOW_META } from './flow-meta';

// ---------------------------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------------------------

export const isRealUid = (uid: string | null | undefined): uid is string =>
  !!uid && uid !== NULL_GUID;

/** Known paths outside the wizards (public entry and protected fixed screens). */
export function isKnownPath(path: string): boolean {
  if (Object.values(FLOW_META).some((m) => m.path === path)) return true;
  if (
    CHOICE_LEVEL_IDS.some(
      (l) =>
        choiceMeta('createApplication', l).path === path ||
        choiceMeta('chooseApplication', l).path === path,
    )
  )
    return true;
  if (path === '/aip') return true;
  // doc 1 §2.1: '/ira-funding' opens the wizard with the footer's metal-stream copy.
  if (path === '/ira-funding') return true;
  // The phone hand-off page (issue 9): '/kyc/handoff/{token}'.
  if (isHandoffPath(path)) return true;
  if (kycRouteByPath(path)) return true;
  return Object.values(WIZARD_TABLES).some((t) => t.some((s) => s.path === path));
}

/** Where a loaded application leads outside the wizard (doc 1 §4.7, doc 3 §2.6). */
export function kycTargetOf(
  app: Application | null,
): 'kycSuccess' | 'kycVerification' | 'kycDone' | 'kycDoneSkip' | 'agreement' | null {
  if (!app) return null;
  const step = app.ApplicationStep;
  // The hub and every KYC document page (doc 3 §2.1) reopen the KYC machine.
  if (step === '/kyc/verification' || step?.startsWith('/kyc/proof-of-')) return 'kycVerification';
  if (step === '/kyc/done') return 'kycDone';
  if (step === '/kyc/done-skip') return 'kycDoneSkip';
  if (step === '/kyc/success') return 'kycSuccess';
  if (app.IsCompletedApplication) return 'kycSuccess';
  if (step === '/kyc/processing') return 'agreement';
  return null;
}

/**
 * doc 1 §4.5: the application found at login or account creation is finished for this wizard — its
 * ApplicationStep is '/kyc/verification' with AccountUpgradeType the upgrade value (an upgrade
 * waiting for documents), or '/kyc/done'. Login then goes to CHOOSE_APPLICATION.MAIN; account
 * creation restarts the application as the chosen kind (a new application, the tokens refreshed).
 */
export const restartsApplication = (app: Application | null): boolean =>
  !!app &&
  ((app.ApplicationStep === '/kyc/verification' &&
    app.AccountUpgradeType === BASIC_ACCOUNT_UPGRADE_TYPE) ||
    app.ApplicationStep === '/kyc/done');

/** doc 1 §4.5 at login: a step or a type exists (and the application is not finished) → resume modal. */
export const offersResume = (app: Application | null) =>
  !!app && !app.IsCompletedApplication && (!!app.ApplicationStep || !!app.ApplicationType);

/** The kind chosen before the account existed differs from the application's type (doc 1 §4.6). */
export const kindDiffers = (kind: AccountKind | null, app: Application | null) =>
  !!kind &&
  !!app &&
  (app.ApplicationType !== kind.ApplicationType ||
    (kind.AccountType ?? null) !== (app.AccountType ?? null));

/**
 * The furthest wizard step once `app` is loaded (doc 1 §4.7, §4.10): the further of the one kept
 * and the application's saved step, in its kind's table (unchanged without an application or table).
 */
export function furthestWith(furthest: string | null, app: Application | null): string | null {
  const table = app ? tableFor(app) : null;
  if (!app || !table) return furthest;
  const saved = table.find((s) => s.path === app.ApplicationStep)?.id ?? null;
  return furthestOf(table, furthest, saved);
}

/** An initial context (also what logout returns to, keeping settings and countries). */
export function initialContext(input: AppInput): RootContext {
  const query = parseEntryQuery(input.search, input.referrer);
  const mode = input.mode ?? readEntryGate({ path: input.initialPath, search: input.search }).mode;
  return {
    initialPath: input.initialPath,
    requestedPath: input.initialPath,
    search: input.search,
    referrer: input.referrer,
    brokerCode: query.brokerCode ?? input.brokerCode ?? 'HAA',
    query,
    settings: null,
    countries: [],
    fingerprint: null,
    trackingSent: false,
    email: query.email,
    kind: null,
    // doc 1 §4.1: on /aip (or a reload of an AIP tab) it is the AIP flow, otherwise the standard flow.
    flowType: flowTypeOfMode(mode),
    mode,
    startingNew: false,
    entryAt: 'welcome',
    applicationUid: null,
    tokenExp: null,
    application: null,
    basicAccount: null,
    furthestStep: null,
    startAt: null,
    fieldErrors: {},
    formError: null,
    errorFallbacks: {},
    sameAddress: {},
    closingAt: 'kycProcessing',
    retrying: false,
    locale: input.locale ?? 'en',
  };
}

/**
 * What a logout or the session's end returns to (doc 1 §4.9): the initial context at '/', keeping
 * the broker, boot's settings, countries and fingerprint, whether the affiliate tracking was sent
 * (doc 1 §9) and the flow type (the logout returns to AIP when it was AIP); no e-mail, no
 * requested path.
 */
export function loggedOutContext(context: RootContext): RootContext {
  return {
    ...initialContext({
      initialPath: '/',
      search: '',
      referrer: context.referrer,
      brokerCode: context.brokerCode,
    }),
    brokerCode: context.brokerCode,
    flowType: context.flowType,
    settings: context.settings,
    countries: context.countries,
    fingerprint: context.fingerprint,
    trackingSent: context.trackingSent,
    requestedPath: null,
    email: null,
  };
}
