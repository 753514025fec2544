/**
 * BASE, the welcome screen (doc 1 §2.4): the e-mail check (with the invisible captcha when on,
 * doc 1 §2, §7.2) leads to LOGIN_PATH when the e-mail has users, else to CREATE_APPLICATION.*;
 * the old-portal redirect (doc 1 §4.3, §2.12); the affiliate tracking 1 s after load (doc 1 §9).
 */
import { entrySetup } from './entry.setup';
import { FLOW_META } from '../app/flow-meta';
import { captchaState, oldPortalOrApiError, oldPortalState, submittedOf } from './state-builders';

/** BASE (doc 1 §2.4): the `welcome` state of the entry machine; AIP '/aip' is the same page (`aipWelcomeState`). */
export const welcomeState = entrySetup.createStateConfig({
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
                target: '#entry.login',
                actions: 'assignUsernames',
              },
              // doc 1 §4.1, §4.3: the AIP flow's account kind is Individual; no kind choice.
              {
                guard: 'isAipFlow',
                target: '#entry.createAccount',
                actions: [
                  'assignUsernames',
                  {
                    type: 'assignKind',
                    params: { ApplicationType: 'Individual', AccountType: null },
                  },
                ],
              },
              { target: '#entry.createApplication', actions: 'assignUsernames' },
            ],
            onError: [...oldPortalOrApiError('welcome')],
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
});

/** AIP '/aip' (doc 1 §2.4, §4.1): the welcome page of the recurring programme (flow type 2). */
export const aipWelcomeState = entrySetup.createStateConfig({
  ...welcomeState,
  meta: FLOW_META.aip,
});
