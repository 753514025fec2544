/**
 * Sales-assisted registration (doc 1 §2.3, §2.10, §2.12, §4.12, §4.13, §6, §7.3): a sales agent
 * of the broker works on a customer's application. The entry gate (machines/entry/entry-gate.ts)
 * marked the mode `assisted` {logonUid, username, brokerCode, customerEmail}; the agent's Sales
 * token is in the services' entry secrets only (never here).
 *
 *   boot ─[assisted + token]─▶ assisted.start ─[customer e-mail]─▶ authenticating '/customerEmail'
 *                                   └──────────▶ PREPARE_REGISTRATION (look the customer up) ──┘
 *   authenticating (POST /v2/sales/authenticate → Impersonation tokens; GET /v2/sales/users/applications)
 *     ├─[first application open]─▶ continueOrStartNew '/reviewUserHistory': Continue → LOADING; Start new → CHOOSE_APPLICATION.MAIN (start-new flag)
 *     ├─▶ CHOOSE_APPLICATION.MAIN (a new application is created when the kind is chosen)
 *     └─ error (InvalidApplicationToken, UserCanNotLogInOrRegister, …) ─▶ PREPARE_REGISTRATION with the error
 *
 * The review's submit sends the invitation (the wizard, machines/wizard-engine/steps.ts); its
 * 'Ok, return to back office' reaches the root as `sales.backOffice` → `backOffice` (the session is
 * cleared and the page leaves for the back office's draft applications).
 *
 * The save & close modal of the assisted banner's logout is the root's `saveClose` region
 * (machines/app/save-close.states.ts).
 */
import { entrySetup } from './entry.setup';
import { FLOW_META } from '../app/flow-meta';

/** The assisted entry: IMPERSONATE '/impersonate' while the token is exchanged (doc 1 §4.12). */
export const assistedState = entrySetup.createStateConfig({
  meta: FLOW_META.assisted,
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasCustomerEmail', target: 'authenticating' },
        { target: '#entry.prepareRegistration' },
      ],
    },
    authenticating: {
      meta: FLOW_META.assistedCustomer,
      tags: ['busy', 'overlay'],
      invoke: {
        id: 'assistedEntry',
        src: 'assistedEntry',
        input: ({ context }) => ({
          customerEmail: context.email ?? '',
          brokerCode:
            context.mode.kind === 'assisted' ? context.mode.brokerCode : context.brokerCode,
        }),
        onDone: [
          {
            guard: 'assistedOffersContinue',
            target: 'continueOrStartNew',
            actions: ['assignAssistedEntry', 'raiseLoggedIn'],
          },
          {
            target: '#entry.chooseApplication',
            actions: ['assignAssistedEntry', 'raiseLoggedIn', 'markStartingNew'],
          },
        ],
        onError: {
          target: '#entry.prepareRegistration',
          actions: { type: 'assignApiError', params: { screen: 'prepareRegistration' } },
        },
      },
    },
    // doc 1 §2.12, §4.12: CreatedOn and CreatedBy; 'Continue application' or 'Start new application'.
    continueOrStartNew: {
      meta: { ...FLOW_META.assistedHistory, modal: 'assistedContinue' },
      on: {
        'resume.resume': { target: '#entry.loading', actions: 'newFraudSession' },
        'resume.startNew': { target: '#entry.chooseApplication', actions: 'markStartingNew' },
      },
    },
  },
});

/** PREPARE_REGISTRATION (doc 1 §2.10): 'start assisted registration' — the customer's e-mail. */
export const prepareRegistrationState = entrySetup.createStateConfig({
  meta: FLOW_META.prepareRegistration,
  on: {
    'wizard.submit': {
      target: '#entry.assisted.authenticating',
      actions: ['clearErrors', 'assignCustomerEmail'],
    },
  },
});

/**
 * After 'Ok, return to back office' (doc 1 §2.10): the session is cleared and the page leaves; the
 * loading page stays until it has.
 */
export const backOfficeState = entrySetup.createStateConfig({
  meta: FLOW_META.assisted,
  tags: ['overlay'],
  entry: ['leaveToBackOffice'],
});
