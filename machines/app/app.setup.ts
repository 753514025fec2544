/**
 * The root actor's `setup` (machines/app/app.machine.ts): its types, delays, actors, guards and
 * actions in one typed map. The region and screen configs (machines/session, machines/entry,
 * machines/app/*.states.ts) name them by string through `appSetup.createStateConfig`, so every
 * name stays type-checked.
 *
 * Actors and the effectful actions (session storage, portal redirect, analytics) are declared
 * here with placeholders and provided by `createAppMachine(deps)` (src/app/create-app.ts), so
 * the machine holds no globals and tests provide mocks.
 *
 * Spec: boot and entry (doc 1 §2.4–§2.9, §4.3–§4.7, §4.10), the session (doc 1 §4.9, §2.12,
 * §4.13), the submission (doc 3 §2.6).
 */
import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  raise,
  sendTo,
  setup,
  stateIn,
} from 'xstate';
import { offeredLocales, type Locale } from '../../src/i18n/locales';
import {
  OWNERSHIP_ON_PASS_CORPORATE_TYPES,
  type Application,
  type BasicAccountDetails,
} from '../../services/api/contract';
import { ENTRY_META } from '../entry/entry-meta';
import { resumableUpgradeOf, upgradesAccount } from '../entry/upgrade-view';
import { mapApiFailure } from '../../services/api/error-map';
import type { AccountKind, AppContext, AppEvent, AppInput, EntryQuery } from '../app-types';
import { createAccountBackLevel, type ChoiceLevel } from '../choices';
import { fieldsOf } from '../screen-fields';
import { idleTimerMachine } from '../session/idle-timer.machine';
import { loadHostedWizard } from '../wizard-engine/load-wizard';
import type { WizardMachine } from '../wizard-engine/wizard.machine';
import type { KycMachine, KycOutput } from '../kyc/kyc.machine';
import { handoffMachine } from '../kyc/handoff.machine';
import { isHandoffPath } from '../kyc/handoff-path';
import { isRunnable, tableFor, wizardFor, type WizardId } from '../wizard-engine/registry';
import type { WizardOutput } from '../wizard-engine/types';
import { furthestOf } from '../wizards/walk';
import { isBuyFlow, submissionCloseTo } from '../agreement/agreement-variant';
import {
  failureOf,
  out,
  type AssistedEntryInput,
  type AssistedEntryOutput,
  type InvitationOutput,
  type SetPasswordInput,
  type BootOutput,
  type CaptchaInput,
  type CaptchaOutput,
  type CompleteInput,
  type CompleteOutput,
  type CreateUserInput,
  type SessionInfo,
  type Uid,
} from './actor-contracts';
import {
  initialContext,
  isKnownPath,
  isRealUid,
  kindDiffers,
  kycTargetOf,
  offersResume,
  restartsApplication,
  TOKEN_REFRESH_MARGIN_S,
} from './entry-helpers';

const notProvided = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`actor ${name} not provided (use createAppMachine(deps))`);
  });

export const appSetup = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  delays: {
    /** doc 1 §2.4, §9: affiliate tracking 1 s after the welcome page loads. */
    AFFILIATE_TRACKING: 1000,
    /** doc 1 §4.13: how long the save & close waits for the submitted form's save (then gives up). */
    SAVE_CLOSE_WAIT: 15_000,
  },
  actors: {
    idleTimer: idleTimerMachine,
    /** `joinTabs`: a tab without a stored pair asks the other tabs for theirs (services/adapters/tab-sync.ts). */
    boot: notProvided<BootOutput, { brokerCode: string; joinTabs?: boolean }>('boot'),
    /** Issue 12: ends the server session of the refresh token (POST /v2/authenticate/logout), fire-and-forget. */
    endSession: notProvided<void, { refreshToken: string | null }>('endSession'),
    /** doc 1 §2: the invisible captcha's token before the e-mail check and the sign-up. */
    captcha: notProvided<CaptchaOutput, CaptchaInput>('captcha'),
    checkUsernames: notProvided<
      { email: string; usernames: string[] },
      {
        values: Record<string, unknown>;
        query: EntryQuery;
        brokerCode?: string;
        recaptchaToken?: string;
      }
    >('checkUsernames'),
    login: notProvided<
      SessionInfo,
      { values: Record<string, unknown>; fingerprint: string | null }
    >('login'),
    createUser: notProvided<SessionInfo & { isExistingUser: boolean }, CreateUserInput>(
      'createUser',
    ),
    requestPasswordReset: notProvided<void, { username: string }>('requestPasswordReset'),
    /** doc 1 §4.3: GET uids (encrypted e-mail), then leave for {RegistrationUrl}/r/start?user=. */
    leaveToOldPortal: notProvided<void, { email: string; registrationUrl: string }>(
      'leaveToOldPortal',
    ),
    getApplication: notProvided<Application, Uid>('getApplication'),
    /**
     * CHOOSE_APPLICATION: the kind onto the application; with `upgrade` a new upgrade application
     * is created instead (POST v2/applications, doc 1 §4.11, §7.4) and its uid answered.
     */
    submitKind: notProvided<
      void | { applicationUid: string },
      Uid & {
        kind: AccountKind | null;
        hasType: boolean;
        upgrade?: { accountUid: string; accountCode: string } | null;
        /** doc 1 §4.5: a new application of the kind replaces a finished one (`restartsApplication`). */
        restart?: { flowType: 1 | 2 } | null;
      }
    >('submitKind'),
    /** doc 1 §2.6 RESET_PASSWORD: POST /v2/users/passwords with the entry gate's rpt token. */
    resetPassword: notProvided<void, { password: string }>('resetPassword'),
    /**
     * doc 1 §4.11, §7.2 the upgrade entry: the portal's token → POST …/authenticate/generate, then
     * the create-user upgrade variant for the holder (e-mail from the token claims); tokens stored.
     */
    upgradeSignIn: notProvided<
      SessionInfo,
      {
        accountUid: string;
        accountCode: string;
        brokerCode: string;
        fingerprint: string | null;
        query: EntryQuery;
        referrer: string;
      }
    >('upgradeSignIn'),
    /** doc 1 §4.11, §7.2: GET /v2/basic-accounts/{applicationUid or all-zero}/accounts/{accountUid}/details. */
    loadBasicAccount: notProvided<BasicAccountDetails, Uid & { accountUid: string }>(
      'loadBasicAccount',
    ),
    /** doc 1 §2.11, §7.4: DELETE v2/applications/{uid}, then the tokens refreshed (they name the next current one). */
    deleteApplication: notProvided<SessionInfo, Uid & { upgrade?: boolean }>('deleteApplication'),
    recordStep: notProvided<void, Uid & { path: string }>('recordStep'),
    exitModalEvent: notProvided<void, Uid & { exitModalType: 1 | 2 }>('exitModalEvent'),
    /** doc 3 §4 Submission: complete, or the upgrade call when `upgrade`. */
    completeApplication: notProvided<CompleteOutput, CompleteInput>('completeApplication'),
    /** doc 1 §4.9: refresh the pair under the cross-tab lock, or adopt another tab's (tab-sync). */
    refreshTokens: notProvided<SessionInfo, void>('refreshTokens'),
    /** After a 401: another tab's newer pair of this session (null: none, the 401 stands). */
    recoverSession: notProvided<SessionInfo | null, void>('recoverSession'),
    /** The other tabs of the session (services/adapters/tab-sync.ts): their events arrive as `tabs.*`. */
    tabSync: fromCallback(() => () => {}),
    sendTracking: notProvided<
      void,
      { query: EntryQuery; referrer: string; fingerprint: string | null }
    >('sendTracking'),
    activityListener: fromCallback(() => () => {}),
    reloadBlocker: fromCallback(() => () => {}),
    // --- sales-assisted and invitations (doc 1 §2.10, §4.12, §7.3; services/actors/sales-actors.ts)
    /** POST /v2/sales/authenticate with the agent's token, then GET /v2/sales/users/applications. */
    assistedEntry: notProvided<AssistedEntryOutput, AssistedEntryInput>('assistedEntry'),
    /** POST /v2/applications for the impersonated customer (a new application of the chosen kind). */
    createAssistedApplication: notProvided<
      { applicationUid: string },
      { kind: AccountKind | null; flowType: 1 | 2 }
    >('createAssistedApplication'),
    /** GET /v2/sales/applications/invitations?invitationToken (then the usernames when not new). */
    checkInvitation: notProvided<InvitationOutput, { brokerCode: string; captcha: boolean }>(
      'checkInvitation',
    ),
    /** POST /v2/sales/passwords then POST /v2/authenticate (doc 1 §2.6 SET_PASSWORD). */
    setInvitedPassword: notProvided<SessionInfo, SetPasswordInput>('setInvitedPassword'),
    /** Issue 24: fetches a language's texts (base and the registered screen fragments); answers it. */
    loadLocale: notProvided<Locale, { locale: Locale }>('loadLocale'),
    /** Issue 24: the signed-in user's saved language (GET /v2/users/language), or null. */
    profileLocale: notProvided<Locale | null, void>('profileLocale'),
    /** Issue 24: PUT /v2/users/language — the signed-in user's profile remembers the language. */
    saveLocale: notProvided<void, { locale: Locale }>('saveLocale'),
    /**
     * The KYC documents hub and pages (machines/kyc/kyc.machine.ts), loaded when KYC_VERIFICATION
     * opens (issue 22) and started as the child 'kyc'.
     */
    loadKyc: fromPromise<KycMachine, void>(() =>
      import('../kyc/kyc.machine').then((m) => m.kycMachine),
    ),
    /** The phone hand-off page (machines/kyc/handoff.machine.ts, issue 9), invoked as 'handoff' on KYC_HANDOFF. */
    handoff: handoffMachine,
    /**
     * Issue 22: the wizard machine of the application's kind (machines/wizard-engine), loaded when
     * the kind is known and started as the child 'wizard' (`startWizard`).
     */
    loadWizard: fromPromise<WizardMachine, { id: WizardId }>(({ input }) =>
      loadHostedWizard(input.id),
    ),
  },
  guards: {
    /** Issue 24: a language the broker offers (settings `Languages`) and not the one shown. */
    switchesLocale: ({ context, event }) =>
      event.type === 'locale.set' &&
      event.locale !== context.locale &&
      offeredLocales(context.settings?.Languages).includes(event.locale),
    /** Issue 24: the profile saved a language the broker offers, other than the one shown. */
    profileLocaleDiffers: ({ context, event }) => {
      const saved = out<Locale | null>(event);
      return (
        saved !== null &&
        saved !== context.locale &&
        offeredLocales(context.settings?.Languages).includes(saved)
      );
    },
    /** Issue 24: a signed-in session (its profile keeps the language). */
    signedIn: stateIn({ session: 'authenticated' }),
    // --- boot and entry
    bootHasSession: ({ event }) => isRealUid(out<BootOutput>(event).session?.applicationUid),
    bootPathUnknown: ({ context }) => !isKnownPath(context.initialPath),
    /** The page was opened at a phone hand-off link '/kyc/handoff/{token}' (issue 9): no session, no login. */
    isHandoffEntry: ({ context }) => isHandoffPath(context.initialPath),
    /** doc 1 §2.6: the page was opened at the reset link '/reset-password?rpt=…'. */
    isResetPasswordEntry: ({ context }) => context.initialPath === '/reset-password',
    /**
     * doc 1 §4.2, §4.11: the page was opened from the portal's upgrade link (the entry gate's
     * upgrade mode with accountUid still in the query); a reload of the flow has no query and
     * resumes its session instead.
     */
    isUpgradeEntry: ({ context }) =>
      context.mode.kind === 'upgrade' && new URLSearchParams(context.search).has('accountUid'),
    /** The tab runs the upgrade flow (doc 1 §4.11: back on the first step returns to the portal). */
    isUpgradeMode: ({ context }) => context.mode.kind === 'upgrade',
    /** doc 1 §4.11: the basic account was already upgraded (nothing left but the portal). */
    basicAccountUpgraded: ({ context }) => context.basicAccount?.IsUpgraded === true,
    /** doc 1 §4.5, §4.11: an open application upgrading this account → continue-or-start-new modal. */
    offersUpgradeResume: ({ context }) => resumableUpgradeOf(context.application, context.mode),
    /** doc 1 §4.5 "if an AccountUid exists, go to LOADING": this account's upgrade application, not started. */
    hasUpgradeApplication: ({ context }) =>
      upgradesAccount(context.application) &&
      context.mode.kind === 'upgrade' &&
      context.application?.AccountUid === context.mode.accountUid &&
      !context.application.IsCompletedApplication,
    /** doc 1 §4.3, §4.4: the API answered the old-portal 302 (ApiFailure.redirect). */
    isOldPortalRedirect: ({ event }) => {
      const f = failureOf(event);
      return f.redirect === true || f.status === 302;
    },
    /** doc 1 §2, §3: the broker's Settings.EnableGoogleReCaptcha. */
    captchaOn: ({ context }) => context.settings?.EnableGoogleReCaptcha === true,
    hasUsernames: ({ event }) => out<{ usernames: string[] }>(event).usernames.length > 0,
    noUsernames: ({ context }) => context.usernames.length === 0,
    noUsernameGiven: ({ event }) => {
      assertEvent(event, 'login.forgotPassword');
      return !event.username;
    },
    trackingSent: ({ context }) => context.trackingSent,
    /** doc 1 §4.1: the AIP (metal-stream) flow. */
    isAipFlow: ({ context }) => context.flowType === 2,
    offersResume: ({ context }) => offersResume(context.application),
    /** doc 1 §4.5: the application found is finished ('/kyc/done', or an upgrade at '/kyc/verification'). */
    applicationFinished: ({ context }) => restartsApplication(context.application),
    /** doc 1 §4.5 at account creation: finished, and the kind chosen before the account is known. */
    restartsWithKind: ({ context }) => !!context.kind && restartsApplication(context.application),
    offersResumeAfterCreate: ({ context }) =>
      !!context.application?.ApplicationStep ||
      (!!context.application?.ApplicationType && kindDiffers(context.kind, context.application)),
    needsKindSubmitted: ({ context }) =>
      !!context.kind && kindDiffers(context.kind, context.application),
    kindBackIs: ({ context }, params: { level: ChoiceLevel | null }) =>
      createAccountBackLevel(context.kind) === params.level,
    choiceIs: ({ event }, params: { choice: string }) =>
      event.type === 'choice.select' && event.choice === params.choice,
    urlIs: ({ event }, params: { path: string }) =>
      event.type === 'url.changed' && event.path === params.path,
    // --- sales-assisted and invitations (doc 1 §2.10, §4.12)
    /** The agent's entry: the assisted mode with the agent's token read at load (boot's `entry`). */
    isAssistedEntry: ({ context, event }) =>
      context.mode.kind === 'assisted' && out<BootOutput>(event).entry?.bearer === true,
    /** An invited customer's link (or a reload of SET_PASSWORD in that tab). */
    isInvitationEntry: ({ context }) =>
      context.mode.kind === 'invitation' &&
      (context.initialPath === '/sales-invitation' || context.initialPath === '/set-password'),
    /** The tab runs a sales agent's impersonation session (doc 1 §6). */
    isAssistedSession: ({ context }) => context.mode.kind === 'assisted',
    hasCustomerEmail: ({ context }) => !!context.email,
    assistedOffersContinue: ({ event }) => out<AssistedEntryOutput>(event).offer !== null,
    /** doc 1 §4.12: start new (or no open application) in assisted mode creates a new application. */
    assistedCreatesApplication: ({ context }) =>
      context.mode.kind === 'assisted' &&
      (context.startingNew || !isRealUid(context.applicationUid)),
    invitationIsNew: ({ event }) => out<InvitationOutput>(event).isNew,
    /** No invitation token came with the link (doc 1 §2.10: missing → BASE). */
    invitationTokenMissing: ({ event }) =>
      failureOf(event).errors[0]?.Code === 'InvitationTokenIsNullOrEmpty',
    /** The invitation itself was refused (used, superseded, expired): the invitation error modal. */
    invitationRefused: ({ event }) =>
      ['InvalidApplicationToken', 'ApplicationInvitationAlreadyAccepted'].includes(
        failureOf(event).errors[0]?.Code ?? '',
      ) && failureOf(event).errors[0]?.Context !== 'Password',
    /** The wizard saved the form the assisted banner submitted (doc 1 §4.13). */
    saveCloseOk: ({ event }) => event.type === 'saveClose.saved' && event.ok,
    // --- loading
    appHasNoType: ({ context }) => !context.application?.ApplicationType,
    /** The browser runs this application's wizard (machines/wizard-engine/registry.ts). */
    hasRunnableWizard: ({ context }) => isRunnable(wizardFor(context.application)),
    /** The wizard's application now belongs to another wizard (the programme's owner choice, issue 21 item 9). */
    wizardKindChanged: ({ event }) =>
      event.type === 'wizard.progress' &&
      !!event.wizard &&
      !!event.applicationWizard &&
      event.wizard !== event.applicationWizard,
    wizardIs: ({ context }, params: { id: WizardId }) =>
      wizardFor(context.application) === params.id,
    kycTargetIs: ({ context }, params: { target: string }) =>
      kycTargetOf(context.application) === params.target,
    hasApplicationUid: ({ context }) => isRealUid(context.applicationUid),
    /** doc 1 §2.1, §2.11: the tab was loaded at '/delete-application' with an application. */
    requestsDeleteApplication: ({ context }) =>
      context.requestedPath === ENTRY_META.deleteApplication.path &&
      isRealUid(context.applicationUid),
    notBooted: ({ context }) => context.settings === null,
    // --- submission
    /**
     * doc 3 §4 Submission result: IsSuccess, except a Corporate application of the types that
     * still owe the ownership document (OWNERSHIP_ON_PASS_CORPORATE_TYPES, the "certain account
     * types"). Every kind follows IsSuccess, the joint one too (issue 21): §4's "type 4 shows
     * items per person (SECONDARY routes)" needs a failed joint to reach KYC_VERIFICATION, which
     * "the fourth entry of the type list (index 3) always KYC_SUCCESS" would forbid
     * (docs/decisions.md).
     */
    kycPassed: ({ context, event }) => {
      const app = context.application;
      if (!out<CompleteOutput>(event).IsSuccess) return false;
      return !(
        app?.ApplicationType === 'Corporate' &&
        (OWNERSHIP_ON_PASS_CORPORATE_TYPES as readonly string[]).includes(app.AccountType ?? '')
      );
    },
    submissionStarted: ({ context }) => context.submission.started,
    /** The KYC machine ended with every requirement uploaded (doc 3 §4 "All uploaded: KYC_DONE"). */
    kycAllUploaded: ({ event }) => out<KycOutput>(event).result === 'done',
    hasAccountUid: ({ context }) => submissionCloseTo(context.application) === 'account',
    /** doc 3 §2.6 the buy-flow flag (machines/agreement/agreement-variant.ts isBuyFlow). */
    buyFlow: ({ context }) => isBuyFlow(context.search),
    // --- session
    /** recoverSession found a newer pair in another tab. */
    sessionRecovered: ({ event }) => out<SessionInfo | null>(event) !== null,
    tokenExpiresSoon: ({ context }) =>
      context.tokenExp !== null &&
      context.tokenExp * 1000 - Date.now() < TOKEN_REFRESH_MARGIN_S * 1000,
  },
  actions: {
    // Effects provided by createAppMachine(deps); no-ops here so the bare machine is inert.
    /** Issue 24: t() reads the new language's catalogue and `<html lang>` follows (src/i18n/t.ts setLocale). */
    applyLocale: (_, _params: { locale: Locale }) => {},
    /** Issue 24: the browser remembers the language (localStorage and the cookie the server reads). */
    rememberLocale: (_, _params: { locale: Locale }) => {},
    /** Issue 24: the language loaded (the `loadLocale` actor's output) is the one shown. */
    assignLocale: assign({ locale: ({ event }) => out<Locale>(event) }),
    clearSession: () => {},
    /** Spawns `endSession` with the stored refresh token; provided by createAppMachine, before clearSession. */
    revokeSession: () => {},
    /** Tells the other tabs of the session (services/adapters/tab-sync.ts); provided by createAppMachine. */
    relayToTabs: (
      _,
      _params: { type: 'session.activity' | 'session.logout' | 'session.promptConfirmed' },
    ) => {},
    rememberEmail: (_, _params: { email: string | null }) => {},
    newFraudSession: () => {},
    leaveToPortal: (_, _params: { suffix: string }) => {},
    /** doc 1 §4.4: a 302 on login leaves for the old portal's login with ?email={email}. */
    leaveToOldPortalLogin: () => {},
    track: (_, _params: { event: string; step?: string }) => {},
    /** doc 1 §2.10: clears the session and leaves for the back office's draft applications. */
    leaveToBackOffice: () => {},
    /** doc 1 §2.12 save & close 'exit': clears the session and closes the window. */
    closeWindow: () => {},

    // --- sales-assisted and invitations (doc 1 §2.10, §4.12)
    /** The customer's e-mail of the assisted entry URL (doc 1 §4.12). */
    assignAssistedEmail: assign(({ context }) => ({
      email: context.mode.kind === 'assisted' ? context.mode.customerEmail : null,
    })),
    /** The e-mail the agent typed on PREPARE_REGISTRATION. */
    assignCustomerEmail: assign(({ event }) => {
      assertEvent(event, 'wizard.submit');
      return { email: String(event.values.CustomerEmail ?? '').trim() || null };
    }),
    assignAssistedEntry: assign(({ event }) => {
      const o = out<AssistedEntryOutput>(event);
      return {
        applicationUid: o.applicationUid,
        tokenExp: o.tokenExp,
        email: o.email,
        assistedOffer: o.offer,
        application: null,
      };
    }),
    assignInvitation: assign(({ event }) => {
      const o = out<InvitationOutput>(event);
      return { email: o.email, usernames: o.usernames };
    }),
    /** doc 1 §2.6, §8.3: the set-password error is shown on the Password field. */
    assignPasswordError: assign(({ event }) => {
      const m = mapApiFailure(failureOf(event), ['Password']);
      const message = m.fieldErrors.Password ?? m.formError ?? 'apiErrors.SomethingWentWrong';
      return {
        fieldErrors: { Password: message },
        formError: null,
        errorFallbacks: m.fallbacks,
      };
    }),

    assignBoot: assign(({ event }) => {
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
    assignBootEmail: assign(({ context, event }) => ({
      email: context.email ?? out<BootOutput>(event).email,
    })),
    /** The e-mail typed on the welcome form, kept for the old-portal redirect (doc 1 §4.3). */
    assignTypedEmail: assign(({ event }) => {
      assertEvent(event, 'wizard.submit');
      const email = String(event.values.Email ?? '').trim();
      return email ? { email } : {};
    }),
    assignUsernames: assign(({ event }) => {
      const o = out<{ email: string; usernames: string[] }>(event);
      return { email: o.email, usernames: o.usernames };
    }),
    assignSession: assign(({ event }) => {
      const s = out<SessionInfo>(event);
      return {
        applicationUid: isRealUid(s.applicationUid) ? s.applicationUid : null,
        tokenExp: s.tokenExp,
      };
    }),
    assignTokenExp: assign(({ event }) => ({ tokenExp: out<SessionInfo>(event).tokenExp })),
    /** Another tab refreshed; this tab already stored the pair (tab-sync) and keeps its expiry. */
    assignAdoptedTokenExp: assign(({ event }) => {
      assertEvent(event, 'tabs.refreshed');
      return { tokenExp: event.tokenExp };
    }),
    /** The basic account's details (doc 1 §4.11), in memory only. */
    assignBasicAccount: assign(({ event }) => ({
      basicAccount: out<BasicAccountDetails>(event),
    })),
    /** A new upgrade application's uid (submitKind's answer when it created one, doc 1 §7.4). */
    assignCreatedApplication: assign(({ context, event }) => {
      const o = out<void | { applicationUid: string }>(event);
      return o
        ? { applicationUid: o.applicationUid, application: null }
        : { application: context.application };
    }),
    /** After DELETE_APPLICATION (doc 1 §2.11): no application, a fresh choice. */
    clearApplication: assign(({ event }) => {
      const s = out<SessionInfo>(event);
      return {
        application: null,
        applicationUid: isRealUid(s.applicationUid) ? s.applicationUid : null,
        tokenExp: s.tokenExp,
        furthestStep: null,
        kind: null,
      };
    }),
    /**
     * Every error of a call under one field (doc 1 §2.6 RESET_PASSWORD, §8.3: "an error is shown
     * under the field"): its mapped field error, else the form-level message.
     */
    assignErrorOnField: assign(({ event }, params: { field: string }) => {
      const m = mapApiFailure(failureOf(event), [params.field]);
      const message = m.fieldErrors[params.field] ?? m.formError ?? 'apiErrors.SomethingWentWrong';
      return {
        fieldErrors: { [params.field]: message },
        formError: null,
        errorFallbacks: m.fallbacks,
      };
    }),
    assignApplication: assign(({ context, event }) => {
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
    clearErrors: assign({ fieldErrors: {}, formError: null, errorFallbacks: {} }),
    assignApiError: assign(({ event }, params: { screen: string }) => {
      const m = mapApiFailure(failureOf(event), fieldsOf(params.screen));
      return { fieldErrors: m.fieldErrors, formError: m.formError, errorFallbacks: m.fallbacks };
    }),
    assignFormError: assign((_, params: { message: string }) => ({
      formError: params.message,
      fieldErrors: {},
    })),
    assignFieldError: assign((_, params: { field: string; message: string }) => ({
      fieldErrors: { [params.field]: params.message },
    })),
    assignResetError: assign(({ event }) => {
      const f = failureOf(event);
      if (f.status === 404 || f.status === 405) return { formError: 'login.resetNotAvailable' };
      return { formError: mapApiFailure(f).formError };
    }),
    assignKind: assign((_, params: AccountKind) => ({
      kind: { ApplicationType: params.ApplicationType, AccountType: params.AccountType ?? null },
    })),
    /** A submission error returns to the agreement (doc 3 §2.6): the wizard opens there. */
    startAtAgreement: assign({ startAt: 'agreement' as const }),
    /** The wizard's furthest step (wizard.progress), kept as the persisted flow position. */
    assignProgress: assign(({ event }) => {
      assertEvent(event, 'wizard.progress');
      return {
        furthestStep: event.furthestStep,
        sameAddress: event.sameAddress,
        requestedPath: null,
        startAt: null,
      };
    }),
    /** The wizard's output: the application as it left it (doc 3 §2.2, then KYC_PROCESSING). */
    assignWizardOutput: assign(({ event }) => {
      const o = out<WizardOutput>(event);
      return { application: o.application, furthestStep: o.furthestStep, startAt: null };
    }),
    markStartingNew: assign({ startingNew: true }),
    /** The requested path was honoured (DELETE_APPLICATION): a later LOADING routes by the application. */
    clearRequestedPath: assign({ requestedPath: null }),
    clearStartingNew: assign({ startingNew: false }),
    startFresh: assign({ email: null, usernames: [], kind: null }),
    resetFlow: assign(({ context }) => ({
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
    markTrackingSent: assign({ trackingSent: true }),
    markRetrying: assign({ retrying: true }),
    clearRetrying: assign({ retrying: false }),
    markSubmissionStarted: assign({ submission: { started: true, result: null } }),
    assignSubmission: assign(({ event }) => ({
      submission: { started: true, result: out<CompleteOutput>(event) },
    })),
    clearSubmission: assign({ submission: { started: false, result: null, errorCode: null } }),
    /** The submission error's code (doc 3 §2.6: the error modal per code). */
    assignSubmissionError: assign(({ context, event }) => ({
      submission: { ...context.submission, errorCode: failureOf(event).errors[0]?.Code ?? null },
    })),
    forwardActivity: sendTo('idleTimer', { type: 'activity' }),
    resetIdleTimer: sendTo('idleTimer', { type: 'reset' }),
    raiseLoggedIn: raise({ type: 'session.loggedIn' }),
    raiseRefreshDue: raise({ type: 'session.refreshDue' }),
    raiseExpired: raise({ type: 'session.expired' }),
    raiseLogout: raise({ type: 'session.logout' }),
  },
});
