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
 * Actors and the effectful actions (session storage, portal redirect, analytics) are declared
 * here with placeholders and provided by `createAppMachine(deps)` (machines/create-app.ts), so
 * the machine holds no globals and tests provide mocks.
 */
import {
  assertEvent,
  assign,
  forwardTo,
  fromCallback,
  fromPromise,
  raise,
  sendTo,
  spawnChild,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { Application, Country, Settings, State } from '../services/api/contract';
import { NULL_GUID } from '../services/api/contract';
import { toApiFailure, type ApiFailure } from '../services/api/client';
import { mapApiFailure } from '../services/api/error-map';
import type {
  AccountKind,
  AppContext,
  AppEvent,
  AppInput,
  EntryQuery,
  PersistedFlow,
} from './app-types';
import {
  CHOICE_LEVELS,
  CHOICE_LEVEL_IDS,
  createAccountBackLevel,
  type ChoiceLevel,
} from './choices';
import type { StateMeta } from './screen-contract';
import { fieldsOf } from './screen-fields';
import { idleTimerMachine } from './session/idle-timer.machine';
import { WIZARD_MACHINES } from './wizard-engine/machines';
import { isRunnable, RUNNABLE_WIZARDS, tableFor, wizardFor, WIZARD_TABLES, type WizardId } from './wizard-engine/registry';
import { WIZARD_EVENTS, type WizardOutput } from './wizard-engine/types';
import { furthestOf, stepById } from './wizards/walk';

// ---------------------------------------------------------------------------------------------
// Screens outside the wizards (doc 1 §2.1, doc 3 §2.1)
// ---------------------------------------------------------------------------------------------

/** Meta of every flow state outside the wizards and the choice screens. */
export const FLOW_META = {
  welcome: { path: '/', routeKey: 'BASE', screen: 'welcome', titleKey: 'pageTitles.welcome' },
  login: { path: '/login', routeKey: 'LOGIN_PATH', screen: 'login', titleKey: 'pageTitles.login' },
  resetSent: {
    path: '/reset-sent',
    routeKey: 'RESET_SENT',
    screen: 'resetSent',
    titleKey: 'pageTitles.resetSent',
  },
  createAccount: {
    path: '/createAccount',
    routeKey: 'CREATE_ACCOUNT',
    screen: 'createAccount',
    titleKey: 'pageTitles.createAccount',
    section: 'createAccount',
  },
  loading: {
    path: '/loading',
    routeKey: 'LOADING',
    screen: 'loading',
    titleKey: 'pageTitles.loading',
  },
  refreshLoading: {
    path: '/refresh/loading',
    routeKey: 'REFRESH_LOADING',
    screen: 'loading',
    titleKey: 'pageTitles.refreshLoading',
  },
  notYetAvailable: {
    path: '/not-yet-available',
    routeKey: 'NOT_YET_AVAILABLE',
    screen: 'notYetAvailable',
    titleKey: 'pageTitles.notYetAvailable',
  },
  kycProcessing: {
    path: '/kyc/processing',
    routeKey: 'KYC_PROCESSING',
    screen: 'kycProcessing',
    titleKey: 'pageTitles.kycProcessing',
  },
  kycSuccess: {
    path: '/kyc/success',
    routeKey: 'KYC_SUCCESS',
    screen: 'kycSuccess',
    titleKey: 'pageTitles.kycSuccess',
  },
  kycVerification: {
    path: '/kyc/verification',
    routeKey: 'KYC_VERIFICATION',
    screen: 'kycVerification',
    titleKey: 'pageTitles.kycVerification',
  },
  kycDoneSkip: {
    path: '/kyc/done-skip',
    routeKey: 'KYC_DONE_SKIP',
    screen: 'kycDoneSkip',
    titleKey: 'pageTitles.kycDoneSkip',
  },
  notFound: {
    path: '/not-found',
    routeKey: 'NOT_FOUND',
    screen: 'notFound',
    titleKey: 'pageTitles.notFound',
  },
  errorPage: {
    path: '/error-page',
    routeKey: 'ERROR_PAGE',
    screen: 'errorPage',
    titleKey: 'pageTitles.errorPage',
  },
} as const satisfies Record<string, StateMeta>;

/** Base paths of the two families of choice screens (doc 1 §2.1). */
export const CHOICE_BASES = {
  createApplication: { path: '/create-application', routeKey: 'CREATE_APPLICATION' },
  chooseApplication: { path: '/choose-application', routeKey: 'CHOOSE_APPLICATION' },
} as const;

export const choiceMeta = (family: keyof typeof CHOICE_BASES, level: ChoiceLevel): StateMeta => ({
  path: `${CHOICE_BASES[family].path}${CHOICE_LEVELS[level].subpath}`,
  routeKey: `${CHOICE_BASES[family].routeKey}.${CHOICE_LEVELS[level].routeKey}`,
  screen: 'chooseApplication',
  titleKey:
    level === 'MAIN' && family === 'chooseApplication'
      ? 'pageTitles.chooseApplication'
      : CHOICE_LEVELS[level].titleKey,
  ...(family === 'createApplication' ? { section: 'createAccount' as const } : {}),
});

// ---------------------------------------------------------------------------------------------
// Actor contracts (implemented in services/actors/app-actors.ts)
// ---------------------------------------------------------------------------------------------

/** The session as an actor leaves it: ids from the token claims, no tokens (they stay in the store). */
export interface SessionInfo {
  applicationUid: string | null;
  tokenExp: number | null;
}
export interface BootOutput {
  settings: Settings;
  countries: Country[];
  fingerprint: string | null;
  session: SessionInfo | null;
  persisted: PersistedFlow | null;
  /** The e-mail kept in session storage (create-account prefill after a reload). */
  email: string | null;
}
export interface CreateUserInput {
  email: string;
  password: string;
  kind: AccountKind | null;
  brokerCode: string;
  fingerprint: string | null;
  query: EntryQuery;
  referrer: string;
  /** The captcha's answer (RecaptchaToken) when Settings.EnableGoogleReCaptcha is on. */
  recaptchaToken?: string;
}
/** The captcha actor's contract: a fresh token for `action`, the submitted values handed on. */
export interface CaptchaInput {
  action: 'email_check' | 'signup';
  values: Record<string, unknown>;
}
export interface CaptchaOutput {
  token: string;
  values: Record<string, unknown>;
}
export type Uid = { applicationUid: string | null };
export type AgreementInput = Uid & { maincode: string };
export interface CompleteOutput {
  IsSuccess: boolean;
  AccountNumber: string | null;
}

const notProvided = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`actor ${name} not provided (use createAppMachine(deps))`);
  });

type DoneOf<T> = DoneActorEvent<T>;
const out = <T>(event: unknown): T => (event as DoneOf<T>).output;
const failureOf = (event: unknown): ApiFailure => toApiFailure((event as ErrorActorEvent).error);

/**
 * The form values a call was started with and the captcha token, whether the call follows the
 * form's `wizard.submit` directly (captcha off) or the captcha actor's done event (captcha on).
 */
function submittedOf(event: { type: string }): {
  values: Record<string, unknown>;
  recaptchaToken?: string;
} {
  if (event.type === 'wizard.submit')
    return { values: (event as unknown as { values: Record<string, unknown> }).values };
  const o = out<CaptchaOutput>(event);
  return { values: o.values, recaptchaToken: o.token };
}

// ---------------------------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------------------------

/**
 * Records `path` as the application's step without waiting (doc 2 §2.1, doc 3 §2.6): the KYC
 * screens outside the wizard. Failures are ignored by the actor.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function recordInBackground(path: string): any {
  return spawnChild('recordStep', {
    input: ({ context }: { context: AppContext }) => ({ applicationUid: context.applicationUid, path, background: true }),
  });
}

/** Reads the entry query (doc 1 §2.4, §3): email or RefereeEmail, PromoCode, ReferrerEmail, brokerCode, aff/cjevent/p. */
export function parseEntryQuery(search: string, referrer: string): EntryQuery {
  const q = new URLSearchParams(search);
  let r = new URLSearchParams();
  try {
    if (referrer) r = new URL(referrer).searchParams;
  } catch {
    r = new URLSearchParams();
  }
  const get = (k: string) => q.get(k)?.trim() || null;
  const either = (k: string) => get(k) ?? (r.get(k)?.trim() || null);
  return {
    email: get('email') ?? get('RefereeEmail'),
    promoCode: get('PromoCode'),
    referrerEmail: get('ReferrerEmail'),
    brokerCode: get('brokerCode'),
    aff: either('aff'),
    cjevent: either('cjevent'),
    p: either('p'),
  };
}

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
  return Object.values(WIZARD_TABLES).some((t) => t.some((s) => s.path === path));
}

/** Where a loaded application leads outside the wizard (doc 1 §4.7, doc 3 §2.6). */
export function kycTargetOf(
  app: Application | null,
): 'kycSuccess' | 'kycVerification' | 'kycDoneSkip' | 'agreement' | null {
  if (!app) return null;
  const step = app.ApplicationStep;
  if (step === '/kyc/verification') return 'kycVerification';
  if (step === '/kyc/done-skip' || step === '/kyc/done') return 'kycDoneSkip';
  if (step === '/kyc/success') return 'kycSuccess';
  if (app.IsCompletedApplication) return 'kycSuccess';
  if (step === '/kyc/processing') return 'agreement';
  return null;
}

/** doc 1 §4.5 at login: a step or a type exists (and the application is not finished) → resume modal. */
export const offersResume = (app: Application | null) =>
  !!app && !app.IsCompletedApplication && (!!app.ApplicationStep || !!app.ApplicationType);

const kindDiffers = (kind: AccountKind | null, app: Application | null) =>
  !!kind &&
  !!app &&
  (app.ApplicationType !== kind.ApplicationType ||
    (kind.AccountType ?? null) !== (app.AccountType ?? null));

/** An initial context (also what logout returns to, keeping settings and countries). */
export function initialContext(input: AppInput): AppContext {
  const query = parseEntryQuery(input.search, input.referrer);
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
    usernames: [],
    kind: null,
    startingNew: false,
    applicationUid: null,
    tokenExp: null,
    application: null,
    furthestStep: null,
    startAt: null,
    fieldErrors: {},
    formError: null,
    errorFallbacks: {},
    editing: null,
    states: [],
    statesCountry: null,
    lookups: {},
    sameAddress: {},
    addressSuggestions: [],
    addressPick: null,
    agreement: { html: null, accepted: false, error: null },
    submission: { started: false, result: null },
  };
}

/** Refresh on activity when the token expires within 10 minutes (doc 1 §4.9 "10 units"; decision). */
export const TOKEN_REFRESH_MARGIN_S = 600;

// ---------------------------------------------------------------------------------------------
// Choice screens, built from machines/choices.ts
// ---------------------------------------------------------------------------------------------

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StateConfig = Record<string, any>;

function choiceStates(family: keyof typeof CHOICE_BASES): StateConfig {
  const states: StateConfig = {};
  const finalTarget =
    family === 'createApplication'
      ? '#app.flow.createAccount'
      : '#app.flow.chooseApplication.submitting';
  for (const level of CHOICE_LEVEL_IDS) {
    const def = CHOICE_LEVELS[level];
    states[level] = {
      meta: choiceMeta(family, level),
      on: {
        'choice.select': def.options.map((o) =>
          o.next
            ? {
                guard: { type: 'choiceIs', params: { choice: o.choice } },
                target: o.next,
                actions: 'clearErrors',
              }
            : {
                guard: { type: 'choiceIs', params: { choice: o.choice } },
                target: finalTarget,
                actions: [{ type: 'assignKind', params: { ...o.kind } }, 'clearErrors'],
              },
        ),
        'wizard.back': def.parent
          ? { target: def.parent, actions: 'clearErrors' }
          : family === 'createApplication'
            ? { target: '#app.flow.welcome' }
            : { actions: [] },
      },
    };
  }
  const urlOn = CHOICE_LEVEL_IDS.map((l) => ({
    guard: { type: 'urlIs' as const, params: { path: choiceMeta(family, l).path } },
    target: `.${l}`,
  }));
  if (family === 'createApplication') {
    return {
      initial: 'MAIN',
      on: {
        'url.changed': [
          ...urlOn,
          { guard: { type: 'urlIs' as const, params: { path: '/' } }, target: '#app.flow.welcome' },
        ],
      },
      states,
    };
  }
  states.submitting = {
    tags: ['busy', 'overlay'],
    on: { 'url.changed': { actions: [] } },
    invoke: {
      id: 'submitKind',
      src: 'submitKind',
      input: ({ context }: { context: AppContext }) => ({
        applicationUid: context.applicationUid,
        kind: context.kind,
        hasType: !!context.application?.ApplicationType,
      }),
      onDone: { target: '#app.flow.loading', actions: 'clearStartingNew' },
      onError: { target: 'MAIN', actions: { type: 'assignApiError', params: { screen: 'none' } } },
    },
  };
  return { initial: 'MAIN', tags: ['saveExit'], on: { 'url.changed': urlOn }, states };
}

/**
 * The old-portal redirect modal (doc 1 §4.3, §4.4, §2.12): shows 'modals.oldPortal' while
 * `leaveToOldPortal` encrypts the e-mail (GET /v2/users/uids) and leaves for
 * `{RegistrationUrl}/r/start?user=<encrypted>`. A failure returns to the form with the error.
 */
function oldPortalState(screen: 'welcome' | 'createAccount'): StateConfig {
  return {
    meta: { modal: 'oldPortal' },
    on: { 'url.changed': { actions: [] } },
    invoke: {
      id: 'leaveToOldPortal',
      src: 'leaveToOldPortal',
      input: ({ context }: { context: AppContext }) => ({
        email: context.email ?? '',
        registrationUrl: context.settings?.RegistrationUrl ?? '',
      }),
      onError: {
        target: 'editing',
        actions: { type: 'assignApiError', params: { screen } },
      },
    },
  };
}

/**
 * The invisible captcha before an API call (doc 1 §2, §7.2; captcha on in the broker's settings):
 * the `captcha` actor gets a token for `action` from the submitted form values, then `next` makes
 * the call with it (the token reaches `next` as the done event's output, never the context); a
 * failure returns to the form with apiErrors.InvalidRecaptchaToken and nothing typed is lost.
 */
function captchaState(action: 'email_check' | 'signup', next: string, tags: string[]): StateConfig {
  return {
    tags,
    on: { 'url.changed': { actions: [] } },
    invoke: {
      id: 'captcha',
      src: 'captcha',
      input: ({ event }: { event: AppEvent }) => {
        assertEvent(event, 'wizard.submit');
        return { action, values: event.values };
      },
      onDone: next,
      onError: {
        target: 'editing',
        actions: { type: 'assignFormError', params: { message: 'apiErrors.InvalidRecaptchaToken' } },
      },
    },
  };
}

/**
 * After login or account creation (doc 1 §4.4–4.5): GET the application the new tokens name,
 * then `next` decides between the resume modal and LOADING; a failed load goes to LOADING.
 */
function loadApplicationThen(id: string, next: string): StateConfig {
  return {
    tags: ['busy', 'overlay'],
    on: { 'url.changed': { actions: [] } },
    invoke: {
      id,
      src: 'getApplication',
      input: ({ context }: { context: AppContext }) => ({ applicationUid: context.applicationUid }),
      onDone: { target: next, actions: 'assignApplication' },
      onError: '#app.flow.loading',
    },
  };
}

/** LOADING and REFRESH_LOADING: GET the application, then route by type and step (doc 1 §4.7). */
function loadingState(meta: StateMeta): StateConfig {
  return {
    meta,
    initial: 'fetching',
    tags: ['busy'],
    on: { 'url.changed': { actions: [] } },
    states: {
      fetching: {
        tags: ['overlay'],
        invoke: {
          id: 'loadApplication',
          src: 'getApplication',
          input: ({ context }: { context: AppContext }) => ({
            applicationUid: context.applicationUid,
          }),
          onDone: { target: 'routing', actions: 'assignApplication' },
          onError: {
            target: '#app.flow.errorPage',
            actions: { type: 'assignApiError', params: { screen: 'none' } },
          },
        },
      },
      routing: {
        always: [
          {
            guard: { type: 'kycTargetIs' as const, params: { target: 'kycSuccess' } },
            target: '#app.flow.kycSuccess',
          },
          {
            guard: { type: 'kycTargetIs' as const, params: { target: 'kycVerification' } },
            target: '#app.flow.kycVerification',
          },
          {
            guard: { type: 'kycTargetIs' as const, params: { target: 'kycDoneSkip' } },
            target: '#app.flow.kycDoneSkip',
          },
          {
            guard: { type: 'kycTargetIs' as const, params: { target: 'agreement' } },
            target: '#app.flow.wizard',
            actions: 'startAtAgreement',
          },
          { guard: 'appHasNoType', target: '#app.flow.chooseApplication' },
          { guard: 'hasRunnableWizard', target: '#app.flow.wizard' },
          { target: '#app.flow.notYetAvailable' },
        ],
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The machine
// ---------------------------------------------------------------------------------------------

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  delays: {
    /** doc 1 §2.4, §9: affiliate tracking 1 s after the welcome page loads. */
    AFFILIATE_TRACKING: 1000,
  },
  actors: {
    idleTimer: idleTimerMachine,
    boot: notProvided<BootOutput, { brokerCode: string }>('boot'),
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
    submitKind: notProvided<void, Uid & { kind: AccountKind | null; hasType: boolean }>(
      'submitKind',
    ),
    recordStep: notProvided<void, Uid & { path: string }>('recordStep'),
    exitModalEvent: notProvided<void, Uid & { exitModalType: 1 | 2 }>('exitModalEvent'),
    completeApplication: notProvided<CompleteOutput, Uid>('completeApplication'),
    refreshTokens: notProvided<SessionInfo, void>('refreshTokens'),
    sendTracking: notProvided<
      void,
      { query: EntryQuery; referrer: string; fingerprint: string | null }
    >('sendTracking'),
    activityListener: fromCallback(() => () => {}),
    reloadBlocker: fromCallback(() => () => {}),
    /** The wizard of each runnable account kind (machines/wizard-engine), invoked as 'wizard'. */
    ...WIZARD_MACHINES,
  },
  guards: {
    // --- boot and entry
    bootHasSession: ({ event }) => isRealUid(out<BootOutput>(event).session?.applicationUid),
    bootPathUnknown: ({ context }) => !isKnownPath(context.initialPath),
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
    offersResume: ({ context }) => offersResume(context.application),
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
    // --- loading
    appHasNoType: ({ context }) => !context.application?.ApplicationType,
    /** The browser runs this application's wizard (machines/wizard-engine/registry.ts). */
    hasRunnableWizard: ({ context }) => isRunnable(wizardFor(context.application)),
    wizardIs: ({ context }, params: { id: WizardId }) => wizardFor(context.application) === params.id,
    kycTargetIs: ({ context }, params: { target: string }) =>
      kycTargetOf(context.application) === params.target,
    hasApplicationUid: ({ context }) => isRealUid(context.applicationUid),
    notBooted: ({ context }) => context.settings === null,
    // --- submission
    kycPassed: ({ event }) => out<CompleteOutput>(event).IsSuccess,
    submissionStarted: ({ context }) => context.submission.started,
    hasAccountUid: ({ context }) => !!context.application?.AccountUid,
    // --- session
    tokenExpiresSoon: ({ context }) =>
      context.tokenExp !== null &&
      context.tokenExp * 1000 - Date.now() < TOKEN_REFRESH_MARGIN_S * 1000,
  },
  actions: {
    // Effects provided by createAppMachine(deps); no-ops here so the bare machine is inert.
    clearSession: () => {},
    rememberEmail: (_, _params: { email: string | null }) => {},
    newFraudSession: () => {},
    leaveToPortal: (_, _params: { suffix: string }) => {},
    /** doc 1 §4.4: a 302 on login leaves for the old portal's login with ?email={email}. */
    leaveToOldPortalLogin: () => {},
    track: (_, _params: { event: string; step?: string }) => {},

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
    assignApplication: assign(({ context, event }) => {
      const app = out<Application>(event);
      const table = tableFor(app);
      const saved = table?.find((s) => s.path === app.ApplicationStep)?.id ?? null;
      return {
        application: app,
        applicationUid: app.ApplicationUid,
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
      return { furthestStep: event.furthestStep, sameAddress: event.sameAddress, requestedPath: null, startAt: null };
    }),
    /** The wizard's output: the application as it left it (doc 3 §2.2, then KYC_PROCESSING). */
    assignWizardOutput: assign(({ event }) => {
      const o = out<WizardOutput>(event);
      return { application: o.application, furthestStep: o.furthestStep, startAt: null };
    }),
    markStartingNew: assign({ startingNew: true }),
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
      settings: context.settings,
      countries: context.countries,
      fingerprint: context.fingerprint,
      trackingSent: context.trackingSent,
      requestedPath: null,
      email: null,
    })),
    markTrackingSent: assign({ trackingSent: true }),
    markSubmissionStarted: assign({ submission: { started: true, result: null } }),
    assignSubmission: assign(({ event }) => ({
      submission: { started: true, result: out<CompleteOutput>(event) },
    })),
    clearSubmission: assign({ submission: { started: false, result: null } }),
    forwardActivity: sendTo('idleTimer', { type: 'activity' }),
    resetIdleTimer: sendTo('idleTimer', { type: 'reset' }),
    raiseLoggedIn: raise({ type: 'session.loggedIn' }),
    raiseRefreshDue: raise({ type: 'session.refreshDue' }),
    raiseExpired: raise({ type: 'session.expired' }),
    raiseLogout: raise({ type: 'session.logout' }),
  },
}).createMachine({
  id: 'app',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  states: {
    // =========================================================================================
    session: {
      initial: 'anonymous',
      states: {
        anonymous: {
          on: { 'session.loggedIn': 'authenticated' },
        },
        authenticated: {
          type: 'parallel',
          invoke: [
            { id: 'idleTimer', src: 'idleTimer' },
            { id: 'activityListener', src: 'activityListener' },
          ],
          on: {
            'session.activity': { actions: 'forwardActivity' },
            'session.logout': { target: 'anonymous', actions: 'clearSession' },
            'session.expired': { target: 'anonymous', actions: 'clearSession' },
            'session.timeout': { target: 'anonymous', actions: 'clearSession' },
          },
          states: {
            tokens: {
              initial: 'ready',
              states: {
                ready: {
                  on: {
                    'session.refreshDue': 'refreshing',
                    'session.activity': {
                      guard: 'tokenExpiresSoon',
                      target: 'refreshing',
                      actions: 'forwardActivity',
                    },
                  },
                },
                refreshing: {
                  invoke: {
                    id: 'refreshTokens',
                    src: 'refreshTokens',
                    onDone: { target: 'ready', actions: 'assignTokenExp' },
                    // doc 1 §4.9: a failed token refresh logs out.
                    onError: { target: 'ready', actions: 'raiseExpired' },
                  },
                },
              },
            },
            prompt: {
              initial: 'closed',
              states: {
                closed: { on: { 'session.prompt': 'open' } },
                open: {
                  on: {
                    'session.confirm': {
                      target: 'closed',
                      actions: ['resetIdleTimer', 'raiseRefreshDue'],
                    },
                  },
                },
              },
            },
            saveExit: {
              initial: 'closed',
              states: {
                closed: { on: { 'saveExit.open': 'open' } },
                open: {
                  on: {
                    'saveExit.cancel': 'reportingContinue',
                    'saveExit.confirm': 'reportingExit',
                  },
                },
                // doc 1 §2.12, §4.13: either choice first sends the CRM exit-modal event; then,
                // whether it succeeded or not, 'save and exit' leaves for PortalUrl and
                // 'continue' closes the modal.
                reportingExit: {
                  tags: ['busy'],
                  invoke: {
                    src: 'exitModalEvent',
                    input: ({ context }) => ({ applicationUid: context.applicationUid, exitModalType: 1 as const }),
                    onDone: { target: 'closed', actions: { type: 'leaveToPortal', params: { suffix: '' } } },
                    onError: { target: 'closed', actions: { type: 'leaveToPortal', params: { suffix: '' } } },
                  },
                },
                reportingContinue: {
                  invoke: {
                    src: 'exitModalEvent',
                    input: ({ context }) => ({ applicationUid: context.applicationUid, exitModalType: 2 as const }),
                    onDone: 'closed',
                    onError: 'closed',
                  },
                },
              },
            },
          },
        },
      },
    },

    // =========================================================================================
    flow: {
      initial: 'boot',
      on: {
        'session.logout': { target: '.welcome', actions: 'resetFlow' },
        'session.expired': { target: '.welcome', actions: 'resetFlow' },
        'session.timeout': { target: '.welcome', actions: 'resetFlow' },
        'app.serverError': { target: '.errorPage' },
      },
      states: {
        boot: {
          tags: ['busy'],
          invoke: {
            id: 'boot',
            src: 'boot',
            input: ({ context }) => ({ brokerCode: context.brokerCode }),
            onDone: [
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
              { target: 'welcome', actions: ['assignBoot', 'assignBootEmail'] },
            ],
            onError: {
              target: 'errorPage',
              actions: { type: 'assignApiError', params: { screen: 'none' } },
            },
          },
        },

        // ---- BASE (doc 1 §2.4)
        welcome: {
          meta: FLOW_META.welcome,
          type: 'parallel',
          states: {
            form: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'wizard.submit': [
                      {
                        guard: 'captchaOn',
                        target: 'captcha',
                        actions: ['clearErrors', 'assignTypedEmail'],
                      },
                      { target: 'checking', actions: ['clearErrors', 'assignTypedEmail'] },
                    ],
                  },
                },
                // doc 1 §2: the invisible captcha's token for the e-mail check (captcha on).
                captcha: captchaState('email_check', 'checking', ['busy']),
                checking: {
                  tags: ['busy'],
                  on: { 'url.changed': { actions: [] } },
                  invoke: {
                    id: 'checkUsernames',
                    src: 'checkUsernames',
                    input: ({ context, event }) => {
                      const { values, recaptchaToken } = submittedOf(event);
                      return {
                        values,
                        query: context.query,
                        brokerCode: context.settings?.BrokerCode ?? context.brokerCode,
                        ...(recaptchaToken ? { recaptchaToken } : {}),
                      };
                    },
                    onDone: [
                      {
                        guard: 'hasUsernames',
                        target: '#app.flow.login',
                        actions: 'assignUsernames',
                      },
                      { target: '#app.flow.createApplication', actions: 'assignUsernames' },
                    ],
                    onError: [
                      { guard: 'isOldPortalRedirect', target: 'oldPortal' },
                      {
                        target: 'editing',
                        actions: { type: 'assignApiError', params: { screen: 'welcome' } },
                      },
                    ],
                  },
                },
                // doc 1 §4.3, §2.12: 'You already have user on old registration portal and you
                // will be redirected'; the e-mail is encrypted and the page leaves.
                oldPortal: oldPortalState('welcome'),
              },
            },
            tracking: {
              initial: 'waiting',
              states: {
                waiting: {
                  always: { guard: 'trackingSent', target: 'done' },
                  after: { AFFILIATE_TRACKING: 'sending' },
                },
                sending: {
                  entry: 'markTrackingSent',
                  invoke: {
                    id: 'sendTracking',
                    src: 'sendTracking',
                    input: ({ context }) => ({
                      query: context.query,
                      referrer: context.referrer,
                      fingerprint: context.fingerprint,
                    }),
                    onDone: 'done',
                    onError: 'done',
                  },
                },
                done: {},
              },
            },
          },
        },

        // ---- LOGIN_PATH (doc 1 §2.5)
        login: {
          meta: FLOW_META.login,
          initial: 'checking',
          on: {
            'url.changed': {
              guard: { type: 'urlIs' as const, params: { path: '/' } },
              target: 'welcome',
            },
          },
          states: {
            checking: {
              always: [
                { guard: 'noUsernames', target: '#app.flow.welcome' },
                { target: 'editing' },
              ],
            },
            editing: {
              on: {
                'wizard.submit': { target: 'authenticating', actions: 'clearErrors' },
                'login.forgotPassword': [
                  { guard: 'noUsernameGiven', target: 'forgotNoUser' },
                  { target: 'requestingReset', actions: 'clearErrors' },
                ],
                'login.getStarted': {
                  target: '#app.flow.createAccount',
                  actions: ['startFresh', { type: 'rememberEmail', params: { email: null } }],
                },
                'wizard.back': '#app.flow.welcome',
              },
            },
            forgotNoUser: {
              meta: { modal: 'forgotPasswordNoUser' },
              on: {
                'modal.confirm': 'editing',
                'modal.cancel': 'editing',
                'error.dismiss': 'editing',
              },
            },
            requestingReset: {
              tags: ['busy'],
              invoke: {
                id: 'requestPasswordReset',
                src: 'requestPasswordReset',
                input: ({ event }) => {
                  assertEvent(event, 'login.forgotPassword');
                  return { username: event.username ?? '' };
                },
                onDone: '#app.flow.resetSent',
                onError: { target: 'errorModal', actions: 'assignResetError' },
              },
            },
            errorModal: {
              meta: { modal: 'error' },
              on: {
                'modal.confirm': 'editing',
                'modal.cancel': 'editing',
                'error.dismiss': 'editing',
              },
            },
            authenticating: {
              tags: ['busy', 'overlay'],
              on: { 'url.changed': { actions: [] } },
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context, event }) => {
                  assertEvent(event, 'wizard.submit');
                  return { values: event.values, fingerprint: context.fingerprint };
                },
                onDone: {
                  target: 'loadingApplication',
                  actions: ['assignSession', 'raiseLoggedIn'],
                },
                onError: [
                  {
                    guard: 'isOldPortalRedirect',
                    target: 'leavingToOldPortal',
                    actions: 'leaveToOldPortalLogin',
                  },
                  {
                    target: 'editing',
                    actions: { type: 'assignApiError', params: { screen: 'login' } },
                  },
                ],
              },
            },
            // doc 1 §4.4: the page is leaving for the old portal's login; nothing else happens.
            leavingToOldPortal: {
              tags: ['overlay'],
              on: { 'url.changed': { actions: [] } },
            },
            loadingApplication: loadApplicationThen('loginApplication', 'afterLogin'),
            afterLogin: {
              always: [
                { guard: 'offersResume', target: 'resume' },
                { target: '#app.flow.loading' },
              ],
            },
            // doc 1 §2.12, §4.6
            resume: {
              meta: { modal: 'resumeApplication' },
              on: {
                'url.changed': { actions: [] },
                'resume.resume': { target: '#app.flow.loading', actions: 'newFraudSession' },
                'resume.startNew': {
                  target: '#app.flow.chooseApplication',
                  actions: 'markStartingNew',
                },
              },
            },
          },
        },

        // ---- RESET_SENT (doc 1 §2.6)
        resetSent: {
          meta: FLOW_META.resetSent,
          on: {
            'wizard.back': 'login',
            'url.changed': {
              guard: { type: 'urlIs' as const, params: { path: '/login' } },
              target: 'login',
            },
          },
        },

        // ---- CREATE_APPLICATION.* (doc 1 §2.8, before an account exists)
        createApplication: choiceStates('createApplication'),

        // ---- CREATE_ACCOUNT (doc 1 §2.7)
        createAccount: {
          meta: FLOW_META.createAccount,
          initial: 'editing',
          on: {
            'url.changed': [
              ...CHOICE_LEVEL_IDS.map((l) => ({
                guard: {
                  type: 'urlIs' as const,
                  params: { path: choiceMeta('createApplication', l).path },
                },
                target: `#app.flow.createApplication.${l}`,
              })),
              { guard: { type: 'urlIs' as const, params: { path: '/' } }, target: 'welcome' },
            ],
          },
          states: {
            editing: {
              on: {
                'wizard.submit': [
                  {
                    guard: 'captchaOn',
                    target: 'captcha',
                    actions: ['clearErrors', 'assignTypedEmail'],
                  },
                  { target: 'creating', actions: ['clearErrors', 'assignTypedEmail'] },
                ],
                'wizard.back': [
                  {
                    guard: { type: 'kindBackIs' as const, params: { level: 'STANDARD' } },
                    target: '#app.flow.createApplication.STANDARD',
                  },
                  {
                    guard: { type: 'kindBackIs' as const, params: { level: 'RETIREMENT' } },
                    target: '#app.flow.createApplication.RETIREMENT',
                  },
                  {
                    guard: { type: 'kindBackIs' as const, params: { level: 'UTMA' } },
                    target: '#app.flow.createApplication.UTMA',
                  },
                  { target: '#app.flow.welcome' },
                ],
              },
            },
            // doc 1 §2: the invisible captcha's token for the sign-up (captcha on).
            captcha: captchaState('signup', 'creating', ['busy', 'overlay']),
            creating: {
              tags: ['busy', 'overlay'],
              on: { 'url.changed': { actions: [] } },
              invoke: {
                id: 'createUser',
                src: 'createUser',
                input: ({ context, event }) => {
                  const { values, recaptchaToken } = submittedOf(event);
                  return {
                    email: String(values.Email ?? context.email ?? ''),
                    password: String(values.Password ?? ''),
                    kind: context.kind,
                    brokerCode: context.settings?.BrokerCode ?? context.brokerCode,
                    fingerprint: context.fingerprint,
                    query: context.query,
                    referrer: context.referrer,
                    ...(recaptchaToken ? { recaptchaToken } : {}),
                  };
                },
                onDone: {
                  target: 'loadingApplication',
                  actions: [
                    'assignSession',
                    'raiseLoggedIn',
                    { type: 'track', params: { event: 'application_started' } },
                  ],
                },
                onError: [
                  { guard: 'isOldPortalRedirect', target: 'oldPortal' },
                  {
                    target: 'editing',
                    actions: { type: 'assignApiError', params: { screen: 'createAccount' } },
                  },
                ],
              },
            },
            // doc 1 §4.4: a 302 on registration runs the same redirection as the e-mail check.
            oldPortal: oldPortalState('createAccount'),
            loadingApplication: loadApplicationThen('createdApplication', 'afterCreate'),
            afterCreate: {
              always: [
                { guard: 'offersResumeAfterCreate', target: 'resume' },
                { guard: 'needsKindSubmitted', target: 'submittingKind' },
                { target: '#app.flow.loading' },
              ],
            },
            resume: {
              meta: { modal: 'resumeApplication' },
              on: {
                'url.changed': { actions: [] },
                'resume.resume': { target: '#app.flow.loading', actions: 'newFraudSession' },
                // doc 1 §4.6: from account creation, start new updates the application with the chosen type.
                'resume.startNew': [
                  { guard: 'needsKindSubmitted', target: 'submittingKind' },
                  { target: '#app.flow.loading' },
                ],
              },
            },
            submittingKind: {
              tags: ['busy', 'overlay'],
              invoke: {
                id: 'submitCreatedKind',
                src: 'submitKind',
                input: ({ context }) => ({
                  applicationUid: context.applicationUid,
                  kind: context.kind,
                  hasType: !!context.application?.ApplicationType,
                }),
                onDone: '#app.flow.loading',
                onError: '#app.flow.loading',
              },
            },
          },
        },

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

        // ---- the wizard of the application's account kind (doc 2 §2.2, doc 3 §2.2): one state per
        // runnable wizard of the registry, each invoking its machine as 'wizard' with the
        // application; the root forwards the screens' events to it and names no account kind.
        wizard: {
          initial: 'pick',
          on: {
            ...Object.fromEntries(WIZARD_EVENTS.map((type) => [type, { actions: forwardTo('wizard') }])),
            'wizard.progress': { actions: 'assignProgress' },
          },
          states: {
            pick: {
              always: [
                ...RUNNABLE_WIZARDS.map((id) => ({ guard: { type: 'wizardIs' as const, params: { id } }, target: id })),
                { target: '#app.flow.notYetAvailable' },
              ],
            },
            ...Object.fromEntries(
              RUNNABLE_WIZARDS.map((id) => [
                id,
                {
                  invoke: {
                    id: 'wizard',
                    src: id,
                    input: ({ context }: { context: AppContext }) => ({
                      wizard: id,
                      application: context.application as Application,
                      settings: context.settings,
                      countries: context.countries,
                      brokerCode: context.brokerCode,
                      furthestStep: context.furthestStep,
                      sameAddress: context.sameAddress,
                      requestedPath: context.requestedPath,
                      startAt: context.startAt,
                    }),
                    onDone: { target: '#app.flow.kycProcessing', actions: 'assignWizardOutput' },
                  },
                },
              ]),
            ),
          },
        },

        // ---- KYC_PROCESSING (doc 3 §2.6): submit once, F5/R blocked, error modal
        kycProcessing: {
          meta: FLOW_META.kycProcessing,
          invoke: { id: 'reloadBlocker', src: 'reloadBlocker' },
          initial: 'check',
          on: { 'url.changed': { actions: [] } },
          states: {
            check: {
              always: [{ guard: 'submissionStarted', target: 'waiting' }, { target: 'submitting' }],
            },
            submitting: {
              tags: ['busy'],
              entry: ['markSubmissionStarted', recordInBackground(FLOW_META.kycProcessing.path)],
              invoke: {
                id: 'completeApplication',
                src: 'completeApplication',
                input: ({ context }) => ({ applicationUid: context.applicationUid }),
                onDone: [
                  {
                    guard: 'kycPassed',
                    target: '#app.flow.kycSuccess',
                    actions: 'assignSubmission',
                  },
                  { target: '#app.flow.kycVerification', actions: 'assignSubmission' },
                ],
                onError: {
                  target: 'failed',
                  actions: { type: 'assignApiError', params: { screen: 'none' } },
                },
              },
            },
            /** A submission already runs (never a second PATCH). */
            waiting: { tags: ['busy'] },
            failed: {
              meta: { modal: 'submissionError' },
              on: {
                'modal.confirm': [
                  {
                    guard: 'hasAccountUid',
                    actions: { type: 'leaveToPortal', params: { suffix: '?flow=regular' } },
                  },
                  { target: '#app.flow.wizard', actions: ['clearSubmission', 'startAtAgreement'] },
                ],
                'error.dismiss': [
                  {
                    guard: 'hasAccountUid',
                    actions: { type: 'leaveToPortal', params: { suffix: '?flow=regular' } },
                  },
                  { target: '#app.flow.wizard', actions: ['clearSubmission', 'startAtAgreement'] },
                ],
              },
            },
          },
        },

        // ---- KYC_SUCCESS (doc 3 §2.6): no back; 'Go to my account' → PortalUrl + '?flow=regular'
        kycSuccess: {
          meta: FLOW_META.kycSuccess,
          entry: recordInBackground(FLOW_META.kycSuccess.path),
          on: {
            'url.changed': { actions: [] },
            'portal.go': {
              actions: { type: 'leaveToPortal', params: { suffix: '?flow=regular' } },
            },
          },
        },

        // ---- KYC_VERIFICATION (doc 3 §2.6): documents requested (upload is a later issue)
        kycVerification: {
          meta: FLOW_META.kycVerification,
          entry: recordInBackground(FLOW_META.kycVerification.path),
          on: {
            'url.changed': { actions: [] },
            'wizard.skip': 'kycDoneSkip',
            'portal.go': 'kycDoneSkip',
          },
        },

        // ---- KYC_DONE_SKIP (doc 3 §2.6): no back; 'Go to my account'
        kycDoneSkip: {
          meta: FLOW_META.kycDoneSkip,
          entry: recordInBackground(FLOW_META.kycDoneSkip.path),
          on: {
            'url.changed': { actions: [] },
            'portal.go': {
              actions: { type: 'leaveToPortal', params: { suffix: '?flow=regular' } },
            },
          },
        },

        // ---- not-found and error pages (doc 1 §2.11): 'Go back' to '/'
        notFound: {
          meta: FLOW_META.notFound,
          on: {
            'wizard.back': [
              { guard: 'hasApplicationUid', target: 'loading' },
              { target: 'welcome' },
            ],
            'nav.home': [{ guard: 'hasApplicationUid', target: 'loading' }, { target: 'welcome' }],
            'error.dismiss': [
              { guard: 'hasApplicationUid', target: 'loading' },
              { target: 'welcome' },
            ],
            'url.changed': {
              guard: { type: 'urlIs' as const, params: { path: '/' } },
              target: 'welcome',
            },
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
    },
  },
});

export type AppMachine = typeof appMachine;

/** The wizard step ids a snapshot's furthest step may take (for persisted-snapshot validation). */
export const isWizardStepId = (id: string | null | undefined) =>
  Object.values(WIZARD_TABLES).some((t) => !!stepById(t, id));

/** Re-exported so callers need one import for the pure state helpers. */
export type { Application, State };
