/**
 * The root actor (ARCHITECTURE.md "The statechart is the application").
 *
 * Two parallel regions:
 * - `session` (doc 1 §4.9): anonymous → authenticated (tokens: ready / refreshing; the
 *   refresh-session prompt; the save & exit modal), with the idle-timer child (240 000 /
 *   1 080 000 / 60 000 ms, activity debounced 500 ms) and a DOM activity listener.
 * - `flow`: boot (settings, countries, stored session; doc 1 §4.10) → welcome (BASE) →
 *   login (LOGIN_PATH) or the account-kind choice (CREATE_APPLICATION.*) → CREATE_ACCOUNT →
 *   LOADING → the Individual wizard (built from its step table) → KYC_PROCESSING →
 *   KYC_SUCCESS, or KYC_VERIFICATION → KYC_DONE_SKIP. After login: the resume modal or LOADING;
 *   CHOOSE_APPLICATION.* submits the kind. Kinds without a wizard yet end on 'notYetAvailable'.
 *   REFRESH_LOADING brings a reload back to the step the URL names when it was reached.
 *
 * Every state that renders a screen has `meta: StateMeta` (its path is the URL, followed by
 * src/router/sync.ts); modals are states with `meta.modal`; every async step carries the
 * 'busy' tag and returns to its form on failure with the errors mapped (services/api/error-map).
 *
 * The states live by concern (the root keeps the regions' shape and the flow skeleton):
 * - machines/app/app.setup.ts: the typed `setup` (actors, guards, actions; their placeholders);
 * - machines/session/session.states.ts: the `session` region;
 * - machines/entry/: welcome, login (and RESET_SENT), create-account, the kind choice screens and
 *   their shared builders (captcha, old-portal redirect, application load);
 * - machines/app/loading.states.ts, machines/app/kyc.states.ts: LOADING and the screens after the
 *   wizard; machines/app/flow-meta.ts, entry-helpers.ts, actor-contracts.ts: data and helpers.
 */
import { forwardTo, stopChild } from 'xstate';
import { createAccountState } from '../entry/create-account.states';
import { choiceStates } from '../entry/choose-kind.states';
import { loginState, resetSentState } from '../entry/login.states';
import { resetPasswordState, resetSuccessfulState } from '../entry/password.states';
import { deleteApplicationState } from '../entry/delete-application.states';
import { upgradeState } from '../entry/upgrade.states';
import { aipWelcomeState, welcomeState } from '../entry/welcome.states';
import {
  assistedState,
  backOfficeState,
  prepareRegistrationState,
  saveCloseRegion,
} from '../entry/assisted.states';
import { invitationState, setPasswordState } from '../entry/invitation.states';
import { sessionRegion } from '../session/session.states';
import { joinsTabSession } from '../session/tab-sync';
import { RUNNABLE_WIZARDS, WIZARD_TABLES } from '../wizard-engine/registry';
import { kindState } from './wizard-kind.states';
import { urlRule } from '../route-rule';
import { FLOW_ROUTES } from './flow-routes';

/** The phone hand-off page's events (machines/kyc/handoff.machine.ts). */
const FORWARD_TO_HANDOFF = forwardTo('handoff');
const HANDOFF_EVENT_TYPES = [
  'upload.select',
  'upload.clear',
  'wizard.submit',
  'handoff.retry',
] as const;
import { stepById } from '../wizards/walk';
import { handoffTokenOf } from '../kyc/handoff-path';
import { appSetup } from './app.setup';
import { initialContext } from './entry-helpers';
import { FLOW_META } from './flow-meta';
import {
  kycDoneState,
  kycDoneSkipState,
  kycProcessingState,
  kycSuccessState,
  kycVerificationState,
} from './kyc.states';
import { loadingState } from './loading.states';
import { localeRegion } from './locale.states';

/** The flow region's states (doc 1 §2.4–§2.11, doc 2 §2.2, doc 3 §2.6). */
const FLOW_STATES = appSetup.createStateConfig({
  states: {
    boot: {
      tags: ['busy'],
      invoke: {
        id: 'boot',
        src: 'boot',
        input: ({ context }) => ({
          brokerCode: context.brokerCode,
          joinTabs: joinsTabSession(context.initialPath, context.mode),
        }),
        onDone: [
          // issue 9: a phone hand-off link opens its page whatever session the tab holds.
          { guard: 'isHandoffEntry', target: 'kycHandoff', actions: ['assignBoot'] },
          // doc 1 §2.6, §4.11 (issue 10): the reset link and the portal's upgrade link.
          { guard: 'isResetPasswordEntry', target: 'resetPassword', actions: ['assignBoot'] },
          { guard: 'isUpgradeEntry', target: 'upgrade', actions: ['assignBoot'] },
          // issue 10, doc 1 §4.12: a sales agent's entry, and an invited customer's link.
          {
            guard: 'isAssistedEntry',
            target: 'assisted',
            actions: ['assignBoot', 'assignAssistedEmail'],
          },
          { guard: 'isInvitationEntry', target: 'invitation', actions: ['assignBoot'] },
          {
            guard: 'bootHasSession',
            target: 'refreshLoading',
            actions: ['assignBoot', 'assignBootEmail', 'raiseLoggedIn'],
          },
          {
            guard: 'bootPathUnknown',
            target: 'notFound',
            actions: ['assignBoot', 'assignBootEmail'],
          },
          // doc 1 §4.1: /aip opens the AIP welcome page.
          { guard: 'isAipFlow', target: 'aip', actions: ['assignBoot', 'assignBootEmail'] },
          { target: 'welcome', actions: ['assignBoot', 'assignBootEmail'] },
        ],
        onError: {
          target: 'errorPage',
          actions: { type: 'assignApiError', params: { screen: 'none' } },
        },
      },
    },

    // ---- BASE (doc 1 §2.4)
    welcome: welcomeState,

    // ---- AIP (doc 1 §2.4, §4.1): the same page for the recurring programme (flow type 2)
    aip: aipWelcomeState,

    // ---- LOGIN_PATH (doc 1 §2.5)
    login: loginState,

    // ---- RESET_SENT, RESET_PASSWORD, RESET_SUCCESSFUL_PAGE (doc 1 §2.6)
    resetSent: resetSentState,
    resetPassword: resetPasswordState,
    resetSuccessful: resetSuccessfulState,

    // ---- the upgrade of a basic account (doc 1 §4.11) and DELETE_APPLICATION (doc 1 §2.11)
    upgrade: upgradeState,
    deleteApplication: deleteApplicationState,

    // ---- sales-assisted entry, PREPARE_REGISTRATION, back office (doc 1 §2.10, §4.12)
    assisted: assistedState,
    prepareRegistration: prepareRegistrationState,
    backOffice: backOfficeState,

    // ---- INVITE_USER and SET_PASSWORD (doc 1 §2.6, §2.10, §4.12)
    invitation: invitationState,
    setPassword: setPasswordState,

    // ---- CREATE_APPLICATION.* (doc 1 §2.8, before an account exists)
    createApplication: choiceStates('createApplication'),

    // ---- CREATE_ACCOUNT (doc 1 §2.7)
    createAccount: createAccountState,

    // ---- CHOOSE_APPLICATION.* (doc 1 §2.8, after login)
    chooseApplication: choiceStates('chooseApplication'),

    // ---- LOADING / REFRESH_LOADING (doc 1 §2.9, §4.7, §4.10)
    loading: loadingState(FLOW_META.loading),
    refreshLoading: loadingState(FLOW_META.refreshLoading),

    // ---- kinds without a wizard yet (decision, docs/decisions.md)
    notYetAvailable: {
      meta: FLOW_META.notYetAvailable,
      tags: ['saveExit'],
      on: {
        'wizard.back': { target: 'chooseApplication', actions: 'markStartingNew' },
        'choice.select': { target: 'chooseApplication', actions: 'markStartingNew' },
      },
    },

    // ---- the wizard of the application's account kind (doc 2 §2.2, doc 3 §2.2): its machine is
    // loaded when the kind is known (issue 22: `loadWizard`, so no other kind's machine or table
    // is downloaded), then started as the child 'wizard' with the application; the root
    // forwards the screens' events to it and names no account kind.
    wizard: {
      initial: 'pick',
      exit: stopChild('wizard'),
      on: {
        // issue 21 item 9: the programme's owner choice changed the kind — the application is
        // loaded again and the kind's programme table resumes at the recorded step (/aip/secure).
        'wizard.progress': [
          {
            guard: 'wizardKindChanged',
            target: '#app.flow.refreshLoading',
            actions: 'assignProgress',
          },
          { actions: 'assignProgress' },
        ],
        // doc 1 §2.3, §4.11: in the upgrade flow back on the first step returns to the portal.
        'session.logout': {
          guard: 'isUpgradeMode',
          actions: { type: 'leaveToPortal', params: { suffix: '' } },
        },
        // doc 1 §2.10: the invitation was sent and the agent returns to the back office.
        'sales.backOffice': { target: '#app.flow.backOffice' },
      },
      states: {
        pick: {
          always: [
            ...RUNNABLE_WIZARDS.map((id) => ({
              guard: { type: 'wizardIs' as const, params: { id } },
              target: id,
            })),
            { target: '#app.flow.notYetAvailable' },
          ],
        },
        ...Object.fromEntries(RUNNABLE_WIZARDS.map((id) => [id, kindState(id)])),
      },
    },

    // ---- KYC_PROCESSING (doc 3 §2.6): submit once, F5/R blocked, error modal
    kycProcessing: kycProcessingState,

    // ---- KYC_SUCCESS (doc 3 §2.6): no back; 'Go to my account' → PortalUrl + '?flow=regular'
    kycSuccess: kycSuccessState,

    // ---- KYC_VERIFICATION and the document pages (doc 3 §2.6): the KYC machine (machines/kyc/)
    kycVerification: kycVerificationState,

    // ---- KYC_DONE (doc 3 §2.6): 'Processing verification'
    kycDone: kycDoneState,

    // ---- KYC_DONE_SKIP (doc 3 §2.6): no back; 'Go to my account'
    kycDoneSkip: kycDoneSkipState,

    // ---- KYC_HANDOFF (issue 9): one requirement's upload on a phone, outside the logged-in
    // wizard (machines/kyc/handoff.machine.ts); the URL changes nothing there.
    kycHandoff: {
      meta: FLOW_META.kycHandoff,
      invoke: {
        id: 'handoff',
        src: 'handoff',
        input: ({ context }) => ({ token: handoffTokenOf(context.initialPath) }),
      },
      on: {
        ...(Object.fromEntries(
          HANDOFF_EVENT_TYPES.map((type) => [type, { actions: FORWARD_TO_HANDOFF }]),
        ) as Record<string, { actions: typeof FORWARD_TO_HANDOFF }>),
      },
    },

    // ---- not-found and error pages (doc 1 §2.11): 'Go back' to '/'
    notFound: {
      meta: FLOW_META.notFound,
      on: {
        'wizard.back': [{ guard: 'hasApplicationUid', target: 'loading' }, { target: 'welcome' }],
        'nav.home': [{ guard: 'hasApplicationUid', target: 'loading' }, { target: 'welcome' }],
        'error.dismiss': [{ guard: 'hasApplicationUid', target: 'loading' }, { target: 'welcome' }],
      },
    },
    errorPage: {
      meta: FLOW_META.errorPage,
      on: {
        'wizard.back': [
          { guard: 'notBooted', target: 'boot' },
          { guard: 'hasApplicationUid', target: 'loading' },
          { target: 'welcome' },
        ],
        'error.dismiss': [
          { guard: 'notBooted', target: 'boot' },
          { guard: 'hasApplicationUid', target: 'loading' },
          { target: 'welcome' },
        ],
        'nav.home': [
          { guard: 'notBooted', target: 'boot' },
          { guard: 'hasApplicationUid', target: 'loading' },
          { target: 'welcome' },
        ],
      },
    },
  },
}).states!;

// ---------------------------------------------------------------------------------------------
// The machine
// ---------------------------------------------------------------------------------------------

export const appMachine = appSetup.createMachine({
  id: 'app',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  // A save retried on a bad network (issue 8): the shell says so until that call settles.
  on: {
    'net.retrying': { actions: 'markRetrying' },
    'net.settled': { actions: 'clearRetrying' },
  },
  states: {
    // =========================================================================================
    session: sessionRegion,

    // ---- issue 24: the language shown and its switch (machines/app/locale.states.ts)
    locale: localeRegion,

    // ---- the sales-assisted save & close modal (doc 1 §2.12, §4.13; machines/entry/assisted.states.ts)
    saveClose: saveCloseRegion,

    // =========================================================================================
    flow: {
      initial: 'boot',
      on: {
        // doc 1 §4.9: back to AIP when the flow type was AIP, otherwise to BASE.
        'session.logout': [
          { guard: 'isAipFlow', target: '.aip', actions: 'resetFlow' },
          { target: '.welcome', actions: 'resetFlow' },
        ],
        'session.expired': [
          { guard: 'isAipFlow', target: '.aip', actions: 'resetFlow' },
          { target: '.welcome', actions: 'resetFlow' },
        ],
        'session.timeout': [
          { guard: 'isAipFlow', target: '.aip', actions: 'resetFlow' },
          { target: '.welcome', actions: 'resetFlow' },
        ],
        // Another tab of the session logged out (services/adapters/tab-sync.ts): so does this one.
        'tabs.logout': [
          { guard: 'isAipFlow', target: '.aip', actions: 'resetFlow' },
          { target: '.welcome', actions: 'resetFlow' },
        ],
        'app.serverError': { target: '.errorPage' },
        // doc 1 §2.11: the debug 'DELETE APPLICATION' button (development builds only).
        'app.deleteApplication': { guard: 'hasApplicationUid', target: '.deleteApplication' },
        // URLs by one rule (machines/route-rule.ts): the flow's route table (flow-routes.ts); the
        // wizard and KYC route their own pages (the URL change is forwarded to them).
        'url.changed': urlRule(['flow'], FLOW_STATES, FLOW_ROUTES, (path) => ({
          type: 'urlIs' as const,
          params: { path },
        })),
      },
      states: FLOW_STATES,
    },
  },
});

export type AppMachine = typeof appMachine;

/** The wizard step ids a snapshot's furthest step may take (for persisted-snapshot validation). */
export const isWizardStepId = (id: string | null | undefined) =>
  Object.values(WIZARD_TABLES).some((t) => !!stepById(t, id));
