/**
 * LOGIN_PATH (doc 1 §2.5) and RESET_SENT (doc 1 §2.6): login (the old-portal login redirect on a
 * 302, doc 1 §4.4), the forgotten-password request, then the application load and the resume
 * modal or LOADING (doc 1 §4.5, §4.6, §2.12).
 */
import { assertEvent } from 'xstate';
import { entrySetup } from './entry.setup';
import { FLOW_META } from '../app/flow-meta';
import { ENTRY_META } from './entry-meta';
import { loadApplicationThen } from './state-builders';

/** LOGIN_PATH (doc 1 §2.5): the `login` state of the entry machine. */
export const loginState = entrySetup.createStateConfig({
  meta: FLOW_META.login,
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'noUsernames', target: '#entry.welcome' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'wizard.submit': { target: 'authenticating', actions: 'clearErrors' },
        'login.forgotPassword': [
          { guard: 'noUsernameGiven', target: 'forgotNoUser' },
          { target: 'requestingReset', actions: 'clearErrors' },
        ],
        // doc 1 §2.5: in the AIP flow 'Get started' and back go to AIP.
        'login.getStarted': [
          { guard: 'isAipFlow', target: '#entry.aip' },
          {
            target: '#entry.createAccount',
            actions: ['startFresh', { type: 'rememberEmail', params: { email: null } }],
          },
        ],
        'wizard.back': [{ guard: 'isAipFlow', target: '#entry.aip' }, { target: '#entry.welcome' }],
      },
    },
    // The login's error modal (screens/login.tsx MessageModal): every way of closing it sends
    // error.dismiss. (The first username is preselected and cannot be deselected, so a page
    // without a username chosen is the spec's rule kept for a list that comes back empty.)
    forgotNoUser: {
      meta: { modal: 'forgotPasswordNoUser' },
      on: { 'error.dismiss': 'editing' },
    },
    // doc 1 §2.5: the request and its error modal are the 'passwordReset' child's
    // (machines/entry/password-reset.machine.ts); after the modal the form keeps its message.
    requestingReset: {
      invoke: {
        id: 'passwordReset',
        src: 'passwordReset',
        input: ({ event }) => {
          assertEvent(event, 'login.forgotPassword');
          return { request: { username: event.username ?? '' } };
        },
        onDone: [
          {
            guard: { type: 'passwordResetIs', params: { outcome: 'sent' } },
            target: '#entry.resetSent',
          },
          {
            target: 'editing',
            actions: {
              type: 'assignFormError',
              params: ({ event }) => ({ message: event.output.formError ?? '' }),
            },
          },
        ],
      },
      on: { 'error.dismiss': { actions: 'toPasswordReset' } },
    },
    authenticating: {
      tags: ['busy', 'overlay'],
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
    },
    // '/login/loading' (doc 1 §2.9; docs/decisions.md): the loading screen while the application loads.
    loadingApplication: {
      ...loadApplicationThen('loginApplication', 'afterLogin'),
      meta: ENTRY_META.loginLoading,
    },
    // doc 1 §4.5: a finished application ('/kyc/done', an upgrade at '/kyc/verification') → the
    // kind choice, whose choice creates a new application; else the resume modal or LOADING.
    afterLogin: {
      always: [
        {
          guard: 'applicationFinished',
          target: '#entry.chooseApplication',
          actions: 'markStartingNew',
        },
        { guard: 'offersResume', target: 'resume' },
        { target: '#entry.loaded' },
      ],
    },
    // doc 1 §2.12, §4.6
    resume: {
      meta: { modal: 'resumeApplication' },
      on: {
        'resume.resume': { target: '#entry.loading', actions: 'newFraudSession' },
        'resume.startNew': {
          target: '#entry.chooseApplication',
          actions: 'markStartingNew',
        },
      },
    },
  },
});

/** RESET_SENT (doc 1 §2.6): the `resetSent` state of the entry machine. */
export const resetSentState = entrySetup.createStateConfig({
  meta: FLOW_META.resetSent,
  on: {
    'wizard.back': 'login',
  },
});
