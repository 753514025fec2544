/**
 * Meta of the root actor's screens outside the wizards (doc 1 §2.1, doc 3 §2.1): the fixed flow
 * screens (welcome, login, create account, loading, the KYC screens, not-found and error pages)
 * and the two families of account-kind choice screens (doc 1 §2.8), built from machines/choices.ts.
 * Pure data, read by the machine, the route table and the selectors.
 */
import { CHOICE_LEVELS, type ChoiceLevel } from '../choices';
import type { StateMeta } from '../screen-contract';
import { ENTRY_META } from '../entry/entry-meta';

// ---------------------------------------------------------------------------------------------
// Screens outside the wizards (doc 1 §2.1, doc 3 §2.1)
// ---------------------------------------------------------------------------------------------

/** Meta of every flow state outside the wizards and the choice screens. */
export const FLOW_META = {
  welcome: { path: '/', routeKey: 'BASE', screen: 'welcome', titleKey: 'pageTitles.welcome' },
  /** AIP '/aip' (doc 1 §2.4): the welcome page of the recurring programme (flow type 2). */
  aip: { path: '/aip', routeKey: 'AIP', screen: 'welcome', titleKey: 'pageTitles.aip' },
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
  kycDone: {
    path: '/kyc/done',
    routeKey: 'KYC_DONE',
    screen: 'kycDone',
    titleKey: 'pageTitles.kycDone',
  },
  kycDoneSkip: {
    path: '/kyc/done-skip',
    routeKey: 'KYC_DONE_SKIP',
    screen: 'kycDoneSkip',
    titleKey: 'pageTitles.kycDoneSkip',
  },
  /**
   * KYC_HANDOFF (issue 9, beyond the spec): the phone page of a hand-off link, entered at
   * '/kyc/handoff/{token}' without a session; the address bar then shows this path (the token
   * stays in memory only).
   */
  kycHandoff: {
    path: '/kyc/handoff',
    routeKey: 'KYC_HANDOFF',
    screen: 'kycHandoff',
    titleKey: 'kycHandoff.pageTitle',
  },
  /**
   * IMPERSONATE '/impersonate' (doc 1 §2.10, "behaviour not shown"; docs/decisions.md): the
   * sales-assisted entry while the agent's token is exchanged and the customer's applications
   * are listed; the continue-or-start-new modal opens over it (machines/entry/assisted.states.ts).
   */
  assisted: {
    path: '/impersonate',
    routeKey: 'IMPERSONATE',
    screen: 'loading',
    titleKey: 'sales.impersonateTitle',
  },
  /**
   * '/customerEmail' (doc 1 §1 routes, §4.12; "behaviour not shown", docs/decisions.md): the
   * assisted entry with the customer's e-mail — the agent's token exchanged for the customer's
   * (POST /v2/sales/authenticate) and their applications read.
   */
  assistedCustomer: {
    path: '/customerEmail',
    routeKey: 'CUSTOMER_EMAIL',
    screen: 'loading',
    titleKey: 'sales.customerEmailTitle',
  },
  /**
   * '/reviewUserHistory' (doc 1 §1 routes, §4.12; "behaviour not shown"): the customer's open
   * application (CreatedOn, CreatedBy) in the continue-or-start-new modal.
   */
  assistedHistory: {
    path: '/reviewUserHistory',
    routeKey: 'REVIEW_USER_HISTORY',
    screen: 'loading',
    titleKey: 'sales.reviewUserHistoryTitle',
  },
  /** PREPARE_REGISTRATION (doc 1 §2.10): 'start assisted registration', the customer look-up. */
  prepareRegistration: {
    path: '/prepare-registration',
    routeKey: 'PREPARE_REGISTRATION',
    screen: 'prepareRegistration',
    titleKey: 'sales.prepareTitle',
  },
  /** INVITE_USER '/sales-invitation' (doc 1 §2.10): the invitation token verified. */
  invitation: {
    path: '/sales-invitation',
    routeKey: 'INVITE_USER',
    screen: 'loading',
    titleKey: 'sales.invitationTitle',
  },
  /** SET_PASSWORD (doc 1 §2.6): the invited customer's password. */
  setPassword: {
    path: '/set-password',
    routeKey: 'SET_PASSWORD',
    screen: 'setPassword',
    titleKey: 'sales.setPasswordTitle',
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
  ...ENTRY_META,
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
