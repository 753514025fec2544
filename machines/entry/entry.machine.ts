/**
 * The `entry` child machine (issue 23 step 4): the sign-in flows from boot to "signed in with an
 * application to load" (doc 1 §2.4–§2.11, §4.1–§4.12). The root (machines/app/app.machine.ts)
 * invokes it as 'entry' at the page its routing chose (`EntryInput.start`: boot's welcome, AIP,
 * upgrade, assisted, invitation, RESET_PASSWORD, not-found; LOADING's kind choice,
 * not-yet-available or DELETE_APPLICATION; the logout's welcome or AIP; the wizard's back-office
 * return) with the slices of its context the pages need, and forwards the screens' events and the
 * URL changes to it.
 *
 *   start ─▶ welcome | aip ─▶ login ─▶ (resume modal) ─▶ loading | loaded
 *                          └─▶ createApplication.* ─▶ createAccount ─▶ loading | loaded
 *            login ─▶ resetSent;  resetPassword ─▶ resetSuccessful ─▶ login
 *            upgrade | assisted ─▶ prepareRegistration | invitation ─▶ setPassword
 *            chooseApplication.* ─▶ submit ─▶ loading;  deleteApplication ─▶ chooseApplication
 *            notYetAvailable ─▶ chooseApplication;  backOffice (the page leaves);  notFound ─▶ welcome
 *
 * Mid-flow it tells the root (entry-types.ts `EntryParentEvent`): signed in (the session and the
 * e-mail; the root raises `session.loggedIn`), the application deleted, an AIP application loaded.
 * It ends in `loading` (LOADING fetches the application) or `loaded` (LOADING routes the one just
 * loaded, issue 11) with the context the root goes on with (`EntryOutput`).
 *
 * Every state that renders a screen keeps its `meta` (screen id, path, title, modal) and its tags
 * ('busy', 'overlay', 'saveExit'); the selectors read the running entry's meta, tags, context and
 * events (machines/view/selectors.ts) and its one `url.changed` handler is built from its route
 * table (entry-routes.ts, machines/route-rule.ts).
 */
import { FLOW_META } from '../app/flow-meta';
import { urlRule } from '../route-rule';
import { createAccountState } from './create-account.states';
import { choiceStates } from './choose-kind.states';
import { loginState, resetSentState } from './login.states';
import { resetPasswordState, resetSuccessfulState } from './password.states';
import { deleteApplicationState } from './delete-application.states';
import { upgradeState } from './upgrade.states';
import { aipWelcomeState, welcomeState } from './welcome.states';
import { assistedState, backOfficeState, prepareRegistrationState } from './assisted.states';
import { invitationState, setPasswordState } from './invitation.states';
import { entrySetup } from './entry.setup';
import { ENTRY_ROUTES } from './entry-routes';
import { NO_ENTRY_SLOTS, type EntryOutput, type EntryStart } from './entry-types';

/** The pages the root may start the entry at, in the order `start` tries them. */
const STARTS: readonly EntryStart[] = [
  'welcome',
  'aip',
  'upgrade',
  'assisted',
  'invitation',
  'login',
  'resetPassword',
  'chooseApplication',
  'notYetAvailable',
  'deleteApplication',
  'backOffice',
  'notFound',
];

/** The entry's states (doc 1 §2.4–§2.11, §4.1–§4.12). */
const ENTRY_STATES = entrySetup.createStateConfig({
  states: {
    // Where the root's routing started it (EntryInput.start).
    start: {
      always: STARTS.map((start) => ({
        guard: { type: 'startIs' as const, params: { start } },
        target: start,
      })),
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

    // ---- kinds without a wizard yet (decision, docs/decisions.md)
    notYetAvailable: {
      meta: FLOW_META.notYetAvailable,
      tags: ['saveExit'],
      on: {
        'wizard.back': { target: 'chooseApplication', actions: 'markStartingNew' },
        'choice.select': { target: 'chooseApplication', actions: 'markStartingNew' },
      },
    },

    // ---- the not-found page (doc 1 §2.11): 'Go back' to '/' (LOADING when signed in)
    notFound: {
      meta: FLOW_META.notFound,
      on: {
        'wizard.back': [{ guard: 'hasApplicationUid', target: 'loading' }, { target: 'welcome' }],
        'nav.home': [{ guard: 'hasApplicationUid', target: 'loading' }, { target: 'welcome' }],
        'error.dismiss': [{ guard: 'hasApplicationUid', target: 'loading' }, { target: 'welcome' }],
      },
    },

    // ---- the end: LOADING fetches the application, or routes the one just loaded (issue 11)
    loading: { type: 'final', output: { next: 'loading' } },
    loaded: { type: 'final', output: { next: 'loaded' } },
  },
}).states!;

export const entryMachine = entrySetup.createMachine({
  id: 'entry',
  initial: 'start',
  context: ({ input }) => ({
    ...input,
    ...NO_ENTRY_SLOTS,
    // doc 1 §4.10: a reload that opens the login (a stored session) signs in as the session's
    // e-mail; without one known, the login's check sends the page to BASE.
    usernames: input.start === 'login' && input.email ? [input.email] : [],
    fieldErrors: {},
    formError: null,
    errorFallbacks: {},
  }),
  on: {
    // URLs by one rule (machines/route-rule.ts): the entry's route table (entry-routes.ts).
    'url.changed': urlRule([], ENTRY_STATES, ENTRY_ROUTES, (path) => ({
      type: 'urlIs' as const,
      params: { path },
    })),
  },
  states: ENTRY_STATES,
  output: ({ context, event }): EntryOutput => ({
    next: (event as unknown as { output: Pick<EntryOutput, 'next'> }).output.next,
    application: context.application,
    applicationUid: context.applicationUid,
    tokenExp: context.tokenExp,
    kind: context.kind,
    flowType: context.flowType,
    email: context.email,
    startingNew: context.startingNew,
    trackingSent: context.trackingSent,
    basicAccount: context.basicAccount,
  }),
});

export type EntryMachine = typeof entryMachine;
