/**
 * The root actor's actions (machines/app/app.setup.ts passes them to its one `setup`, with the
 * idle-timer sends and the session raises): the effects provided by `createAppMachine(deps)`
 * (no-ops here so the bare machine is inert) and the context assignments of boot, entry, the
 * session, loading and the submission.
 *
 * Spec: boot and entry (doc 1 §2.4–§2.11, §4.3–§4.12, §8.3), the session (doc 1 §4.9, §2.12,
 * §4.13), the submission (doc 3 §2.6, §4), the language (issue 24).
 */
import { assertEvent } from 'xstate';
import type { Application, BasicAccountDetails } from '../../services/api/contract';
import { mapApiFailure } from '../../services/api/error-map';
import type { AccountKind } from '../app-types';
import { fieldsOf } from '../screen-fields';
import { tableFor } from '../wizard-engine/registry';
import type { WizardOutput } from '../wizard-engine/types';
import { furthestOf } from '../wizards/walk';
import type { SubmissionOutput } from '../submission/submission.machine';
import {
  failureOf,
  out,
  type AssistedEntryOutput,
  type InvitationOutput,
  type BootOutput,
  type SessionInfo,
} from './actor-contracts';
import { appAssign } from './app-args';
import { initialContext, isRealUid } from './entry-helpers';

/** The root's actions by name, but the sends and raises (doc 1 §2.4–§4.13; doc 3 §2.6, §4). */
export const appActions = {
  // Effects provided by createAppMachine(deps); no-ops here so the bare machine is inert.
  /** Issue 24: the language the locale child (machines/locale/) shows now. */
  assignLocale: appAssign(({ event }) => {
    assertEvent(event, 'locale.loaded');
    return { locale: event.locale };
  }),
  clearSession: () => {},
  /** Spawns `endSession` with the stored refresh token; provided by createAppMachine, before clearSession. */
  revokeSession: () => {},
  /** Tells the other tabs of the session (services/adapters/tab-sync.ts); provided by createAppMachine. */
  relayToTabs: (
    _: unknown,
    _params: { type: 'session.activity' | 'session.logout' | 'session.promptConfirmed' },
  ) => {},
  rememberEmail: (_: unknown, _params: { email: string | null }) => {},
  newFraudSession: () => {},
  leaveToPortal: (_: unknown, _params: { suffix: string }) => {},
  /** doc 1 §4.4: a 302 on login leaves for the old portal's login with ?email={email}. */
  leaveToOldPortalLogin: () => {},
  track: (_: unknown, _params: { event: string; step?: string }) => {},
  /** doc 1 §2.10: clears the session and leaves for the back office's draft applications. */
  leaveToBackOffice: () => {},
  /** doc 1 §2.12 save & close 'exit': clears the session and closes the window. */
  closeWindow: () => {},

  // --- sales-assisted and invitations (doc 1 §2.10, §4.12)
  /** The customer's e-mail of the assisted entry URL (doc 1 §4.12). */
  assignAssistedEmail: appAssign(({ context }) => ({
    email: context.mode.kind === 'assisted' ? context.mode.customerEmail : null,
  })),
  /** The e-mail the agent typed on PREPARE_REGISTRATION. */
  assignCustomerEmail: appAssign(({ event }) => {
    assertEvent(event, 'wizard.submit');
    return { email: String(event.values.CustomerEmail ?? '').trim() || null };
  }),
  assignAssistedEntry: appAssign(({ event }) => {
    const o = out<AssistedEntryOutput>(event);
    return {
      applicationUid: o.applicationUid,
      tokenExp: o.tokenExp,
      email: o.email,
      assistedOffer: o.offer,
      application: null,
    };
  }),
  assignInvitation: appAssign(({ event }) => {
    const o = out<InvitationOutput>(event);
    return { email: o.email, usernames: o.usernames };
  }),
  /** doc 1 §2.6, §8.3: the set-password error is shown on the Password field. */
  assignPasswordError: appAssign(({ event }) => {
    const m = mapApiFailure(failureOf(event), ['Password']);
    const message = m.fieldErrors.Password ?? m.formError ?? 'apiErrors.SomethingWentWrong';
    return {
      fieldErrors: { Password: message },
      formError: null,
      errorFallbacks: m.fallbacks,
    };
  }),

  assignBoot: appAssign(({ event }) => {
    const b = out<BootOutput>(event);
    const p = b.persisted;
    const sameApp = !!p && p.applicationUid === (b.session?.applicationUid ?? null);
    return {
      settings: b.settings,
      countries: b.countries,
      fingerprint: b.fingerprint,
      applicationUid: isRealUid(b.session?.applicationUid) ? b.session.applicationUid : null,
      tokenExp: b.session?.tokenExp ?? null,
      furthestStep: sameApp ? p.furthestStep : null,
      sameAddress: sameApp ? (p.sameAddress ?? {}) : {},
      kind: sameApp ? p.kind : null,
      trackingSent: p?.trackingSent ?? false,
    };
  }),
  assignBootEmail: appAssign(({ context, event }) => ({
    email: context.email ?? out<BootOutput>(event).email,
  })),
  /** The e-mail typed on the welcome form, kept for the old-portal redirect (doc 1 §4.3). */
  assignTypedEmail: appAssign(({ event }) => {
    assertEvent(event, 'wizard.submit');
    const email = String(event.values.Email ?? '').trim();
    return email ? { email } : {};
  }),
  assignUsernames: appAssign(({ event }) => {
    const o = out<{ email: string; usernames: string[] }>(event);
    return { email: o.email, usernames: o.usernames };
  }),
  assignSession: appAssign(({ event }) => {
    const s = out<SessionInfo>(event);
    return {
      applicationUid: isRealUid(s.applicationUid) ? s.applicationUid : null,
      tokenExp: s.tokenExp,
    };
  }),
  assignTokenExp: appAssign(({ event }) => ({ tokenExp: out<SessionInfo>(event).tokenExp })),
  /** Another tab refreshed; this tab already stored the pair (tab-sync) and keeps its expiry. */
  assignAdoptedTokenExp: appAssign(({ event }) => {
    assertEvent(event, 'tabs.refreshed');
    return { tokenExp: event.tokenExp };
  }),
  /** The basic account's details (doc 1 §4.11), in memory only. */
  assignBasicAccount: appAssign(({ event }) => ({
    basicAccount: out<BasicAccountDetails>(event),
  })),
  /** A new upgrade application's uid (submitKind's answer when it created one, doc 1 §7.4). */
  assignCreatedApplication: appAssign(({ context, event }) => {
    const o = out<void | { applicationUid: string }>(event);
    return o
      ? { applicationUid: o.applicationUid, application: null }
      : { application: context.application };
  }),
  /** After DELETE_APPLICATION (doc 1 §2.11): no application, a fresh choice. */
  clearApplication: appAssign(({ event }) => {
    const s = out<SessionInfo>(event);
    return {
      application: null,
      applicationUid: isRealUid(s.applicationUid) ? s.applicationUid : null,
      tokenExp: s.tokenExp,
      furthestStep: null,
      kind: null,
    };
  }),
  assignApplication: appAssign(({ context, event }) => {
    const app = out<Application>(event);
    const table = tableFor(app);
    const saved = table?.find((s) => s.path === app.ApplicationStep)?.id ?? null;
    return {
      application: app,
      applicationUid: app.ApplicationUid,
      // doc 1 §4.7: an application of RegistrationFlowType 2 runs the AIP flow.
      flowType: app.RegistrationFlowType === 2 ? (2 as const) : context.flowType,
      furthestStep: table ? furthestOf(table, context.furthestStep, saved) : context.furthestStep,
    };
  }),
  /** The saved application, and the flow flags the answer set for the step's person slot. */
  clearErrors: appAssign({ fieldErrors: {}, formError: null, errorFallbacks: {} }),
  assignApiError: appAssign(({ event }, params: { screen: string }) => {
    const m = mapApiFailure(failureOf(event), fieldsOf(params.screen));
    return { fieldErrors: m.fieldErrors, formError: m.formError, errorFallbacks: m.fallbacks };
  }),
  assignFormError: appAssign((_, params: { message: string }) => ({
    formError: params.message,
    fieldErrors: {},
  })),
  assignFieldError: appAssign((_, params: { field: string; message: string }) => ({
    fieldErrors: { [params.field]: params.message },
  })),
  assignKind: appAssign((_, params: AccountKind) => ({
    kind: { ApplicationType: params.ApplicationType, AccountType: params.AccountType ?? null },
  })),
  /** A submission error returns to the agreement (doc 3 §2.6): the wizard opens there. */
  startAtAgreement: appAssign({ startAt: 'agreement' as const }),
  /** The wizard's furthest step (wizard.progress), kept as the persisted flow position. */
  assignProgress: appAssign(({ event }) => {
    assertEvent(event, 'wizard.progress');
    return {
      furthestStep: event.furthestStep,
      sameAddress: event.sameAddress,
      requestedPath: null,
      startAt: null,
    };
  }),
  /** The wizard's output: the application as it left it (doc 3 §2.2, then KYC_PROCESSING). */
  assignWizardOutput: appAssign(({ event }) => {
    const o = out<WizardOutput>(event);
    return { application: o.application, furthestStep: o.furthestStep, startAt: null };
  }),
  markStartingNew: appAssign({ startingNew: true }),
  /** The requested path was honoured (DELETE_APPLICATION): a later LOADING routes by the application. */
  clearRequestedPath: appAssign({ requestedPath: null }),
  clearStartingNew: appAssign({ startingNew: false }),
  startFresh: appAssign({ email: null, usernames: [], kind: null }),
  resetFlow: appAssign(({ context }) => ({
    ...initialContext({
      initialPath: '/',
      search: '',
      referrer: context.referrer,
      brokerCode: context.brokerCode,
    }),
    brokerCode: context.brokerCode,
    // doc 1 §4.9: logout returns to AIP when the flow type was AIP.
    flowType: context.flowType,
    settings: context.settings,
    countries: context.countries,
    fingerprint: context.fingerprint,
    trackingSent: context.trackingSent,
    requestedPath: null,
    email: null,
  })),
  markTrackingSent: appAssign({ trackingSent: true }),
  markRetrying: appAssign({ retrying: true }),
  clearRetrying: appAssign({ retrying: false }),
  markSubmissionStarted: appAssign({ submission: { started: true, result: null } }),
  /** The submission machine's answer (doc 3 §4: AccountNumber on the success page). */
  assignSubmission: appAssign(({ event }) => ({
    submission: { started: true, result: out<SubmissionOutput>(event).result },
  })),
  clearSubmission: appAssign({ submission: { started: false, result: null, errorCode: null } }),
  /** The submission error's code (doc 3 §2.6: the error modal per code). */
  assignSubmissionError: appAssign(({ context, event }) => ({
    submission: { ...context.submission, errorCode: failureOf(event).errors[0]?.Code ?? null },
  })),
};
