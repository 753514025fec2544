/**
 * CREATE_ACCOUNT (doc 1 §2.7): sign-up (with the invisible captcha when on, doc 1 §2, §7.2), the
 * old-portal redirect on a 302 (doc 1 §4.4), then the application load, the resume modal or the
 * chosen kind submitted, then LOADING (doc 1 §4.4–§4.6). Back returns to the choice level the
 * kind came from (doc 1 §2.8).
 */
import { entrySetup } from './entry.setup';
import { FLOW_META } from '../app/flow-meta';
import { restartsApplication } from '../app/entry-helpers';
import { ENTRY_META } from './entry-meta';
import {
  captchaState,
  loadApplicationThen,
  oldPortalOrApiError,
  oldPortalState,
  submittedOf,
} from './state-builders';

/** CREATE_ACCOUNT (doc 1 §2.7): the `createAccount` state of the entry machine. */
export const createAccountState = entrySetup.createStateConfig({
  meta: FLOW_META.createAccount,
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
          { target: 'creating', actions: ['clearErrors', 'assignTypedEmail'] },
        ],
        'wizard.back': [
          // doc 1 §2.7: the AIP flow goes back to AIP.
          { guard: 'isAipFlow', target: '#entry.aip' },
          {
            guard: { type: 'kindBackIs' as const, params: { level: 'STANDARD' } },
            target: '#entry.createApplication.STANDARD',
          },
          {
            guard: { type: 'kindBackIs' as const, params: { level: 'RETIREMENT' } },
            target: '#entry.createApplication.RETIREMENT',
          },
          {
            guard: { type: 'kindBackIs' as const, params: { level: 'UTMA' } },
            target: '#entry.createApplication.UTMA',
          },
          { target: '#entry.welcome' },
        ],
      },
    },
    // doc 1 §2: the invisible captcha's token for the sign-up (captcha on).
    captcha: captchaState('signup', 'creating', ['busy', 'overlay']),
    creating: {
      tags: ['busy', 'overlay'],
      invoke: {
        id: 'createUser',
        src: 'createUser',
        input: ({ context, event }) => {
          const { values, recaptchaToken } = submittedOf(event);
          return {
            email: String(values.Email ?? context.email ?? ''),
            password: String(values.Password ?? ''),
            kind: context.kind,
            registrationFlowType: context.flowType,
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
        onError: [...oldPortalOrApiError('createAccount')],
      },
    },
    // doc 1 §4.4: a 302 on registration runs the same redirection as the e-mail check.
    oldPortal: oldPortalState('createAccount'),
    // '/createAccount/loading' (doc 1 §2.9; docs/decisions.md): the loading screen while the application loads.
    loadingApplication: {
      ...loadApplicationThen('createdApplication', 'afterCreate'),
      meta: ENTRY_META.createAccountLoading,
    },
    // doc 1 §4.5: a finished application is restarted as the chosen kind (submittingKind creates
    // a new one and refreshes the tokens), then LOADING; without a chosen kind, the kind choice.
    afterCreate: {
      always: [
        { guard: 'restartsWithKind', target: 'submittingKind' },
        {
          guard: 'applicationFinished',
          target: '#entry.chooseApplication',
          actions: 'markStartingNew',
        },
        { guard: 'offersResumeAfterCreate', target: 'resume' },
        { guard: 'needsKindSubmitted', target: 'submittingKind' },
        { target: '#entry.loaded' },
      ],
    },
    resume: {
      meta: { modal: 'resumeApplication' },
      on: {
        'resume.resume': { target: '#entry.loading', actions: 'newFraudSession' },
        // doc 1 §4.6: from account creation, start new updates the application with the chosen type.
        'resume.startNew': [
          { guard: 'needsKindSubmitted', target: 'submittingKind' },
          { target: '#entry.loading' },
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
          restart: restartsApplication(context.application) ? { flowType: context.flowType } : null,
        }),
        onDone: { target: '#entry.loading', actions: 'assignCreatedApplication' },
        onError: '#entry.loading',
      },
    },
  },
});
