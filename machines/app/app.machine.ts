/**
 * The root actor (ARCHITECTURE.md "The statechart is the application").
 *
 * Parallel regions:
 * - `session` (doc 1 §4.9): runs the session child machine (machines/session/session.machine.ts:
 *   anonymous → authenticated with the tokens, the refresh-session prompt, the save & exit modal,
 *   the idle timer and tab sync) and forwards it the session's events; the child's
 *   `session.ended` (expiry, idle timeout, another tab's logout) ends the flow like a logout;
 * - `locale` (issue 24) and `saveClose` (the assisted banner's save & close, doc 1 §2.12, §4.13);
 * - `flow`: boot (settings, countries, stored session; doc 1 §4.10) → `entry`, the child machine
 *   of the sign-in flows (machines/entry/entry.machine.ts: BASE, AIP, login, the password reset,
 *   the upgrade, the sales-assisted entry and invitations, the kind choices, CREATE_ACCOUNT,
 *   DELETE_APPLICATION, not-yet-available, not-found), started at the page boot's routing chose →
 *   LOADING → the wizard of the application's kind (machines/wizard-engine) → `closing`, the child
 *   machine of the screens after the wizard (machines/closing/closing.machine.ts: KYC_PROCESSING →
 *   KYC_SUCCESS, or KYC_VERIFICATION with the KYC machine → KYC_DONE / KYC_DONE_SKIP). Boot also opens
 *   the phone hand-off page (KYC_HANDOFF), REFRESH_LOADING (a reload with a session) or the error
 *   page. LOADING's routing starts the entry again at the kind choice, not-yet-available or
 *   DELETE_APPLICATION; the session's end starts it at BASE or AIP (`resetFlow`).
 *
 * The root forwards the screens' events to its running child (entry, wizard, closing, hand-off); the
 * entry reports the sign-in (`entry.signedIn`: the root assigns the session and raises
 * `session.loggedIn`) and its other changes to the root's slots (`assignEntry`), and its end
 * (`EntryOutput`) goes to LOADING.
 *
 * Every state that renders a screen has `meta: StateMeta` (its path is the URL, followed by
 * src/router/sync.ts); modals are states with `meta.modal`; every async step carries the
 * 'busy' tag and returns to its form on failure with the errors mapped (services/api/error-map).
 *
 * The states live by concern (the root keeps the regions' shape and the flow skeleton):
 * - machines/app/app.setup.ts: the typed `setup` (actors, guards, actions; their placeholders);
 * - machines/session/session.states.ts, machines/app/locale.states.ts, save-close.states.ts: the
 *   other regions;
 * - machines/entry/: the entry machine, its own `setup` and its pages' states;
 * - machines/closing/: the closing machine (the screens after the wizard), its own `setup`;
 * - machines/app/loading.states.ts: LOADING; machines/app/flow-meta.ts, entry-helpers.ts,
 *   actor-contracts.ts: data and helpers.
 */
import { forwardTo, stopChild } from 'xstate';
import { ENTRY_EVENT_TYPES, type EntryInput, type EntryStart } from '../entry/entry-types';
import { CLOSING_EVENT_TYPES, type ClosingInput } from '../closing/closing-types';
import type { RootContext } from '../app-types';
import { sessionRegion } from '../session/session.states';
import { joinsTabSession } from '../session/tab-sync';
import { RUNNABLE_WIZARDS, WIZARD_TABLES } from '../wizard-engine/registry';
import { stepById } from '../wizards/walk';
import { handoffTokenOf } from '../kyc/handoff-path';
import { kindState } from './wizard-kind.states';
import { saveCloseRegion } from './save-close.states';
import { appSetup } from './app.setup';
import type { BootRoute } from './boot-route';
import { initialContext } from './entry-helpers';
import { FLOW_META } from './flow-meta';
import { LOADING_WITH_LOADED_APPLICATION, loadingState } from './loading.states';
import { localeRegion } from './locale.states';

/** The phone hand-off page's events (machines/kyc/handoff.machine.ts). */
const FORWARD_TO_HANDOFF = forwardTo('handoff');
const HANDOFF_EVENT_TYPES = [
  'upload.select',
  'upload.clear',
  'wizard.submit',
  'handoff.retry',
] as const;

/** The root hands the closing screens' events (and URL changes) to the running closing machine. */
const FORWARD_TO_CLOSING = forwardTo('closing');

/** The root hands the entry pages' events (and URL changes) to the running entry machine. */
const FORWARD_TO_ENTRY = forwardTo('entry');

/** The entry machine's input (machines/entry/entry-types.ts): where to start and the context's slices. */
const entryInputOf = (context: RootContext): EntryInput => ({
  start: context.entryAt,
  settings: context.settings,
  search: context.search,
  query: context.query,
  referrer: context.referrer,
  brokerCode: context.brokerCode,
  fingerprint: context.fingerprint,
  mode: context.mode,
  flowType: context.flowType,
  email: context.email,
  kind: context.kind,
  startingNew: context.startingNew,
  trackingSent: context.trackingSent,
  applicationUid: context.applicationUid,
  tokenExp: context.tokenExp,
  application: context.application,
  basicAccount: context.basicAccount,
});

/** A transition to the entry machine started at `at` (after `actions`). */
const toEntry = <A extends string = never>(at: EntryStart, ...actions: A[]) => ({
  target: '#app.flow.entry',
  actions: [...actions, { type: 'startEntry' as const, params: { at } }],
});

/** doc 1 §4.9: the session's end goes back to AIP when the flow type was AIP, otherwise to BASE. */
const SESSION_END = [
  { guard: 'isAipFlow' as const, ...toEntry('aip', 'resetFlow' as const) },
  toEntry('welcome', 'resetFlow' as const),
];

/** The guard of boot's route `route` (machines/app/boot-route.ts). */
const bootRouteIs = (route: BootRoute) => ({ type: 'bootRouteIs' as const, params: { route } });

/** 'Go back' on the error page (doc 1 §2.11): boot again, LOADING when signed in, else BASE. */
const ERROR_BACK = [
  { guard: 'notBooted' as const, target: 'boot' },
  { guard: 'hasApplicationUid' as const, target: 'loading' },
  toEntry('welcome'),
];

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
        // Boot's routing (machines/app/boot-route.ts bootRoute), one branch per route.
        onDone: [
          // issue 9: a phone hand-off link opens its page whatever session the tab holds.
          { guard: bootRouteIs('handoff'), target: 'kycHandoff', actions: ['assignBoot'] },
          // doc 1 §2.6, §4.11 (issue 10): the reset link and the portal's upgrade link.
          { guard: bootRouteIs('resetPassword'), ...toEntry('resetPassword', 'assignBoot') },
          { guard: bootRouteIs('upgrade'), ...toEntry('upgrade', 'assignBoot') },
          // issue 10, doc 1 §4.12: a sales agent's entry, and an invited customer's link.
          {
            guard: bootRouteIs('assisted'),
            ...toEntry('assisted', 'assignBoot'),
          },
          { guard: bootRouteIs('invitation'), ...toEntry('invitation', 'assignBoot') },
          // doc 1 §4.10 (issue 35 item 4): a reload on the sign-in pages, or a session without an
          // application, opens the login.
          { guard: bootRouteIs('login'), ...toEntry('login', 'assignBoot') },
          {
            guard: bootRouteIs('refreshLoading'),
            target: 'refreshLoading',
            actions: ['assignBoot', 'raiseLoggedIn'],
          },
          {
            guard: bootRouteIs('notFound'),
            ...toEntry('notFound', 'assignBoot'),
          },
          // doc 1 §4.1: /aip opens the AIP welcome page.
          { guard: bootRouteIs('aip'), ...toEntry('aip', 'assignBoot') },
          toEntry('welcome', 'assignBoot'),
        ],
        onError: {
          target: 'errorPage',
          actions: { type: 'assignApiError', params: { screen: 'none' } },
        },
      },
    },

    // ---- the entry pages (machines/entry/entry.machine.ts, doc 1 §2.4–§2.11, §4.1–§4.12): BASE,
    // AIP, login, the password reset, the upgrade, the sales-assisted entry and invitations, the
    // kind choices, CREATE_ACCOUNT, DELETE_APPLICATION, not-yet-available, not-found — the child
    // 'entry', started at `entryAt`; it reports the sign-in, and its end goes to LOADING.
    entry: {
      invoke: {
        id: 'entry',
        src: 'entry',
        input: ({ context }) => entryInputOf(context),
        onDone: [
          {
            guard: 'entryLoaded',
            target: LOADING_WITH_LOADED_APPLICATION,
            actions: 'assignEntry',
          },
          { target: 'loading', actions: 'assignEntry' },
        ],
      },
      on: {
        ...(Object.fromEntries(
          ENTRY_EVENT_TYPES.map((type) => [type, { actions: FORWARD_TO_ENTRY }]),
        ) as Record<string, { actions: typeof FORWARD_TO_ENTRY }>),
        'entry.signedIn': { actions: ['assignEntry', 'raiseLoggedIn'] },
        'entry.applicationDeleted': { actions: 'assignEntry' },
        'entry.flowType': { actions: 'assignEntry' },
      },
    },

    // ---- LOADING / REFRESH_LOADING (doc 1 §2.9, §4.7, §4.10)
    loading: loadingState(FLOW_META.loading),
    refreshLoading: loadingState(FLOW_META.refreshLoading),

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
        'sales.backOffice': toEntry('backOffice'),
      },
      states: {
        pick: {
          always: [
            ...RUNNABLE_WIZARDS.map((id) => ({
              guard: { type: 'wizardIs' as const, params: { id } },
              target: id,
            })),
            // Kinds without a wizard yet (decision, docs/decisions.md): the entry's page.
            toEntry('notYetAvailable'),
          ],
        },
        ...Object.fromEntries(RUNNABLE_WIZARDS.map((id) => [id, kindState(id)])),
      },
    },

    // ---- the screens after the wizard (machines/closing/closing.machine.ts, doc 3 §2.6, §4):
    // KYC_PROCESSING (the submission), KYC_SUCCESS, KYC_VERIFICATION (the KYC machine), KYC_DONE,
    // KYC_DONE_SKIP — the child 'closing', started at `closingAt`; its end opens the wizard at the
    // agreement (a submission error) or the error page (the KYC chunk did not load).
    closing: {
      invoke: {
        id: 'closing',
        src: 'closing',
        input: ({ context }): ClosingInput => ({
          start: context.closingAt,
          applicationUid: context.applicationUid,
          application: context.application,
          settings: context.settings,
          search: context.search,
          mode: context.mode,
          requestedPath: context.requestedPath,
        }),
        onDone: [
          { guard: 'closingFailed', target: 'errorPage', actions: 'assignClosingErrors' },
          { target: 'wizard', actions: 'startAtAgreement' },
        ],
      },
      on: Object.fromEntries(
        CLOSING_EVENT_TYPES.map((type) => [type, { actions: FORWARD_TO_CLOSING }]),
      ) as Record<string, { actions: typeof FORWARD_TO_CLOSING }>,
    },

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

    // ---- the error page (doc 1 §2.11): 'Go back' to '/' (the not-found page is the entry's) —
    // its one button (screens/error-page.tsx); the page has no header Back and no modal to dismiss.
    errorPage: {
      meta: FLOW_META.errorPage,
      on: { 'nav.home': ERROR_BACK },
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
        'session.logout': SESSION_END,
        // The session child ended the session (expiry, idle timeout, another tab's logout).
        'session.ended': SESSION_END,
        'app.serverError': { target: '.errorPage' },
        // doc 1 §2.11: the debug 'DELETE APPLICATION' button (development builds only).
        'app.deleteApplication': {
          guard: 'hasApplicationUid',
          ...toEntry('deleteApplication'),
        },
      },
      states: FLOW_STATES,
    },
  },
});

export type AppMachine = typeof appMachine;

/** The wizard step ids a snapshot's furthest step may take (for persisted-snapshot validation). */
export const isWizardStepId = (id: string | null | undefined) =>
  Object.values(WIZARD_TABLES).some((t) => !!stepById(t, id));
