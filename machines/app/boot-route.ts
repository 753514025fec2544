/**
 * Boot's routing as one pure function (doc 1 §2.4–§2.11, §4.1, §4.10–§4.12; issue 9, issue 10):
 * where the flow goes when boot is done, from the root's context (the page's path, search and
 * flow mode, read before boot's output is assigned) and boot's output (the stored session, the
 * agent's token). The root's boot `onDone` has one branch per route, each guarded by
 * `bootRouteIs` (machines/app/app.guards.ts), with the targets and actions it always had. Boot's
 * output in the root's slots (`bootSlots`, assigned by `assignBoot`) sets the e-mail by that route.
 */
import type { EntryStart } from '../entry/entry-types';
import { isHandoffPath } from '../kyc/handoff-path';
import type { RootContext } from '../app-types';
import type { BootOutput } from './actor-contracts';
import { isKnownPath, isRealUid } from './entry-helpers';

/** Where boot goes: the phone hand-off page, REFRESH_LOADING (a reload with a session) or an entry page. */
export type BootRoute =
  | 'handoff'
  | 'refreshLoading'
  | Extract<
      EntryStart,
      | 'resetPassword'
      | 'upgrade'
      | 'assisted'
      | 'invitation'
      | 'login'
      | 'notFound'
      | 'aip'
      | 'welcome'
    >;

/** The pages a reload with a stored session stays on (doc 1 §4.10): the login, as for create account. */
const SIGN_IN_PATHS: readonly string[] = ['/login', '/createAccount'];

/** The slices of the root's context boot's routing reads. */
export type BootRouteContext = Pick<RootContext, 'initialPath' | 'search' | 'mode' | 'flowType'>;

/**
 * The route of a finished boot (doc 1 §2.4–§2.11, §4.10), first match wins:
 * 1. a phone hand-off link '/kyc/handoff/{token}' opens its page whatever session the tab holds (issue 9);
 * 2. the reset link '/reset-password' (doc 1 §2.6);
 * 3. the portal's upgrade link — the upgrade mode with accountUid still in the query (doc 1 §4.2, §4.11);
 * 4. a sales agent's entry — the assisted mode with the agent's token read at load (doc 1 §4.12);
 * 5. an invited customer's link, or a reload of SET_PASSWORD in that tab (doc 1 §2.10, §4.12);
 * 6. a stored session (doc 1 §4.10 "On a browser reload: with no ApplicationUid in the token, go
 *    to login; otherwise, unless on login or create account, go to REFRESH_LOADING"): on /login or
 *    /createAccount, or without an application, the login page (issue 35 item 4); else
 *    REFRESH_LOADING;
 * 7. an unknown path: the not-found page (doc 1 §2.11);
 * 8. the AIP flow: the AIP welcome page (doc 1 §4.1); 9. otherwise BASE.
 */
export function bootRoute(context: BootRouteContext, boot: BootOutput): BootRoute {
  const path = context.initialPath;
  const mode = context.mode.kind;
  if (isHandoffPath(path)) return 'handoff';
  if (path === '/reset-password') return 'resetPassword';
  if (mode === 'upgrade' && new URLSearchParams(context.search).has('accountUid')) return 'upgrade';
  if (mode === 'assisted' && boot.entry?.bearer === true) return 'assisted';
  if (mode === 'invitation' && (path === '/sales-invitation' || path === '/set-password'))
    return 'invitation';
  if (boot.session) {
    if (!isRealUid(boot.session.applicationUid) || SIGN_IN_PATHS.includes(path)) return 'login';
    return 'refreshLoading';
  }
  if (!isKnownPath(path)) return 'notFound';
  if (context.flowType === 2) return 'aip';
  return 'welcome';
}

/** Boot's routes that keep the context's e-mail (the assisted entry sets its customer's). */
const BOOT_EMAIL_KEPT: readonly BootRoute[] = ['handoff', 'resetPassword', 'upgrade', 'invitation'];

/** The slices of the root's context boot's output sets. */
export type BootSlots = Pick<
  RootContext,
  | 'settings'
  | 'countries'
  | 'fingerprint'
  | 'applicationUid'
  | 'tokenExp'
  | 'furthestStep'
  | 'sameAddress'
  | 'kind'
  | 'trackingSent'
  | 'email'
>;

/**
 * Boot's output in the root's slots (doc 1 §4.10): settings, countries, the stored session and the
 * flow position persisted for that application, and the e-mail by boot's route — the assisted
 * entry URL's customer (doc 1 §4.12), the stored one where the flow goes to LOADING or BASE, AIP,
 * not-found; kept on the other pages.
 */
export function bootSlots(
  context: BootRouteContext & Pick<RootContext, 'email'>,
  boot: BootOutput,
): BootSlots {
  const p = boot.persisted;
  const sameApp = !!p && p.applicationUid === (boot.session?.applicationUid ?? null);
  const route = bootRoute(context, boot);
  return {
    settings: boot.settings,
    countries: boot.countries,
    fingerprint: boot.fingerprint,
    applicationUid: isRealUid(boot.session?.applicationUid) ? boot.session.applicationUid : null,
    tokenExp: boot.session?.tokenExp ?? null,
    furthestStep: sameApp ? p.furthestStep : null,
    sameAddress: sameApp ? (p.sameAddress ?? {}) : {},
    kind: sameApp ? p.kind : null,
    trackingSent: !!boot.landingTracks || (p?.trackingSent ?? false),
    email:
      context.mode.kind === 'assisted' && route === 'assisted'
        ? context.mode.customerEmail
        : BOOT_EMAIL_KEPT.includes(route)
          ? context.email
          : (context.email ?? boot.email),
  };
}
