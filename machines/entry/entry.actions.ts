/**
 * The entry machine's actions (machines/entry/entry.setup.ts passes them to its one `setup`, with
 * the sends to the root and to the 'passwordReset' child): the effects provided by
 * `createAppMachine(deps)` (no-ops here so the bare machine is inert) and the context assignments
 * of the e-mail check, login, account creation, the kind choice, the upgrade, the sales-assisted
 * entry and invitations.
 *
 * Spec: doc 1 §2.4–§2.11, §4.1–§4.12, §8.3.
 */
import { assertEvent } from 'xstate';
import type { Application, BasicAccountDetails } from '../../services/api/contract';
import { mapApiFailure } from '../../services/api/error-map';
import type { AccountKind } from '../app-types';
import { fieldsOf } from '../screen-fields';
import {
  failureOf,
  out,
  type AssistedEntryOutput,
  type InvitationOutput,
  type SessionInfo,
} from '../app/actor-contracts';
import { isRealUid } from '../app/entry-helpers';
import { entryAssign } from './entry-types';

/** The entry's actions by name, but the sends (doc 1 §2.4–§2.11, §4.1–§4.12). */
export const entryActions = {
  // Effects provided by createAppMachine(deps); no-ops here so the bare machine is inert.
  rememberEmail: (_: unknown, _params: { email: string | null }) => {},
  newFraudSession: () => {},
  leaveToPortal: (_: unknown, _params: { suffix: string }) => {},
  /** doc 1 §4.4: a 302 on login leaves for the old portal's login with ?email={email}. */
  leaveToOldPortalLogin: () => {},
  track: (_: unknown, _params: { event: string; step?: string }) => {},
  /** doc 1 §2.10: clears the session and leaves for the back office's draft applications. */
  leaveToBackOffice: () => {},

  // --- sales-assisted and invitations (doc 1 §2.10, §4.12)
  /** The e-mail the agent typed on PREPARE_REGISTRATION. */
  assignCustomerEmail: entryAssign(({ event }) => {
    assertEvent(event, 'wizard.submit');
    return { email: String(event.values.CustomerEmail ?? '').trim() || null };
  }),
  assignAssistedEntry: entryAssign(({ event }) => {
    const o = out<AssistedEntryOutput>(event);
    return {
      applicationUid: o.applicationUid,
      tokenExp: o.tokenExp,
      email: o.email,
      assistedOffer: o.offer,
      application: null,
    };
  }),
  assignInvitation: entryAssign(({ event }) => {
    const o = out<InvitationOutput>(event);
    return { email: o.email, usernames: o.usernames };
  }),
  /** doc 1 §2.6, §8.3: the set-password error is shown on the Password field. */
  assignPasswordError: entryAssign(({ event }) => {
    const m = mapApiFailure(failureOf(event), ['Password']);
    const message = m.fieldErrors.Password ?? m.formError ?? 'apiErrors.SomethingWentWrong';
    return {
      fieldErrors: { Password: message },
      formError: null,
      errorFallbacks: m.fallbacks,
    };
  }),

  // --- the e-mail check, login, account creation (doc 1 §2.4–§2.7, §4.3–§4.6)
  /** The e-mail typed on the welcome form, kept for the old-portal redirect (doc 1 §4.3). */
  assignTypedEmail: entryAssign(({ event }) => {
    assertEvent(event, 'wizard.submit');
    const email = String(event.values.Email ?? '').trim();
    return email ? { email } : {};
  }),
  assignUsernames: entryAssign(({ event }) => {
    const o = out<{ email: string; usernames: string[] }>(event);
    return { email: o.email, usernames: o.usernames };
  }),
  assignSession: entryAssign(({ event }) => {
    const s = out<SessionInfo>(event);
    return {
      applicationUid: isRealUid(s.applicationUid) ? s.applicationUid : null,
      tokenExp: s.tokenExp,
    };
  }),
  /** The basic account's details (doc 1 §4.11), in memory only. */
  assignBasicAccount: entryAssign(({ event }) => ({
    basicAccount: out<BasicAccountDetails>(event),
  })),
  /** A new upgrade application's uid (submitKind's answer when it created one, doc 1 §7.4). */
  assignCreatedApplication: entryAssign(({ context, event }) => {
    const o = out<void | { applicationUid: string }>(event);
    return o
      ? { applicationUid: o.applicationUid, application: null }
      : { application: context.application };
  }),
  /** After DELETE_APPLICATION (doc 1 §2.11): no application, a fresh choice. */
  clearApplication: entryAssign(({ event }) => {
    const s = out<SessionInfo>(event);
    return {
      application: null,
      applicationUid: isRealUid(s.applicationUid) ? s.applicationUid : null,
      tokenExp: s.tokenExp,
      kind: null,
    };
  }),
  /** The application the new tokens name (doc 1 §4.4–§4.7: RegistrationFlowType 2 runs the AIP flow). */
  assignApplication: entryAssign(({ context, event }) => {
    const app = out<Application>(event);
    return {
      application: app,
      applicationUid: app.ApplicationUid,
      flowType: app.RegistrationFlowType === 2 ? (2 as const) : context.flowType,
    };
  }),
  clearErrors: entryAssign({ fieldErrors: {}, formError: null, errorFallbacks: {} }),
  assignApiError: entryAssign(({ event }, params: { screen: string }) => {
    const m = mapApiFailure(failureOf(event), fieldsOf(params.screen));
    return { fieldErrors: m.fieldErrors, formError: m.formError, errorFallbacks: m.fallbacks };
  }),
  assignFormError: entryAssign((_, params: { message: string }) => ({
    formError: params.message,
    fieldErrors: {},
  })),
  assignKind: entryAssign((_, params: AccountKind) => ({
    kind: { ApplicationType: params.ApplicationType, AccountType: params.AccountType ?? null },
  })),
  markStartingNew: entryAssign({ startingNew: true }),
  clearStartingNew: entryAssign({ startingNew: false }),
  startFresh: entryAssign({ email: null, usernames: [], kind: null }),
  markTrackingSent: entryAssign({ trackingSent: true }),
};
