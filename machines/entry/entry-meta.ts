/**
 * Meta of the entry screens of issue 10 outside the spec's first build (doc 1 §2.1, §2.6, §2.9,
 * §2.11, §4.11): the password reset pages, the loading pages of login and account creation, the
 * upgrade page of a basic account and DELETE_APPLICATION. Spread into FLOW_META
 * (machines/app/flow-meta.ts), so the route table, the known paths and the selectors read them.
 */
import type { StateMeta } from '../screen-contract';

export const ENTRY_META = {
  /** RESET_PASSWORD '/reset-password?rpt=…' (doc 1 §2.6): the new password. */
  resetPassword: {
    path: '/reset-password',
    routeKey: 'RESET_PASSWORD',
    screen: 'resetPassword',
    titleKey: 'resetPassword.pageTitle',
  },
  /** RESET_SUCCESSFUL_PAGE (doc 1 §2.6): the password was changed; a button to LOGIN_PATH. */
  resetSuccessful: {
    path: '/reset-successful',
    routeKey: 'RESET_SUCCESSFUL_PAGE',
    screen: 'resetSuccessful',
    titleKey: 'resetPassword.successPageTitle',
  },
  /** '/login/loading' (doc 1 §2.1, §2.9): after a successful login, while the application loads. */
  loginLoading: {
    path: '/login/loading',
    routeKey: 'LOGIN_LOADING',
    screen: 'loading',
    titleKey: 'pageTitles.loginLoading',
  },
  /** '/createAccount/loading' (doc 1 §2.1, §2.9): after the sign-up, while the application loads. */
  createAccountLoading: {
    path: '/createAccount/loading',
    routeKey: 'CREATE_ACCOUNT_LOADING',
    screen: 'loading',
    titleKey: 'pageTitles.createAccountLoading',
    section: 'createAccount',
  },
  /**
   * The upgrade of a basic account (doc 1 §4.11; the path is not in the spec — docs/decisions.md):
   * the existing account's details, then the kind choice.
   */
  upgrade: {
    path: '/upgrade',
    routeKey: 'UPGRADE_ACCOUNT',
    screen: 'upgradeAccount',
    titleKey: 'pageTitles.upgradeApplication',
  },
  /** DELETE_APPLICATION '/delete-application' (doc 1 §2.11): delete the current application. */
  deleteApplication: {
    path: '/delete-application',
    routeKey: 'DELETE_APPLICATION',
    screen: 'deleteApplication',
    titleKey: 'deleteApplication.pageTitle',
  },
} as const satisfies Record<string, StateMeta>;
