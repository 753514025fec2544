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
 * `saveCloseRegion`: the save & close modal of the assisted banner's logout (doc 1 §2.3, §2.12,
 * §4.13). With a form on the page the banner submits it first (`saveClose.request`); the modal
 * opens in its success variant when the wizard moved on (the step was saved, `wizard.progress`) or
 * its error variant when the wizard reports a failed save (`saveClose.saved {ok: false}`); without
 * a form it opens at once (`saveClose.open`). 'exit' closes the window, 'continue' the modal.
 */
import { appSetup } from '../app/app.setup';
import { FLOW_META } from '../app/flow-meta';

/** The assisted entry: IMPERSONATE '/impersonate' while the token is exchanged (doc 1 §4.12). */
export const assistedState = appSetup.createStateConfig({
  meta: FLOW_META.assisted,
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasCustomerEmail', target: 'authenticating' },
        { target: '#app.flow.prepareRegistration' },
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
            target: '#app.flow.chooseApplication',
            actions: ['assignAssistedEntry', 'raiseLoggedIn', 'markStartingNew'],
          },
        ],
        onError: {
          target: '#app.flow.prepareRegistration',
          actions: { type: 'assignApiError', params: { screen: 'prepareRegistration' } },
        },
      },
    },
    // doc 1 §2.12, §4.12: CreatedOn and CreatedBy; 'Continue application' or 'Start new application'.
    continueOrStartNew: {
      meta: { ...FLOW_META.assistedHistory, modal: 'assistedContinue' },
      on: {
        'resume.resume': { target: '#app.flow.loading', actions: 'newFraudSession' },
        'resume.startNew': { target: '#app.flow.chooseApplication', actions: 'markStartingNew' },
      },
    },
  },
});

/** PREPARE_REGISTRATION (doc 1 §2.10): 'start assisted registration' — the customer's e-mail. */
export const prepareRegistrationState = appSetup.createStateConfig({
  meta: FLOW_META.prepareRegistration,
  on: {
    'wizard.submit': {
      target: '#app.flow.assisted.authenticating',
      actions: ['clearErrors', 'assignCustomerEmail'],
    },
  },
});

/**
 * After 'Ok, return to back office' (doc 1 §2.10): the session is cleared and the page leaves; the
 * loading page stays until it has.
 */
export const backOfficeState = appSetup.createStateConfig({
  meta: FLOW_META.assisted,
  tags: ['overlay'],
  entry: ['leaveToBackOffice'],
});

/** The save & close modal (doc 1 §2.12, §4.13) as a region of the root. */
export const saveCloseRegion = appSetup.createStateConfig({
  initial: 'closed',
  states: {
    closed: {
      on: {
        'saveClose.open': { guard: 'isAssistedSession', target: 'saved' },
        'saveClose.request': { guard: 'isAssistedSession', target: 'waiting' },
      },
    },
    // The banner submitted the page's form: the wizard saves it and moves on, or reports the failure.
    waiting: {
      after: { SAVE_CLOSE_WAIT: 'closed' },
      on: {
        'wizard.progress': 'saved',
        'saveClose.saved': [{ guard: 'saveCloseOk', target: 'saved' }, { target: 'failed' }],
        'saveClose.cancel': 'closed',
      },
    },
    saved: {
      on: {
        'saveClose.exit': { target: 'exited', actions: 'closeWindow' },
        'saveClose.continue': 'closed',
      },
    },
    // 'This draft was not saved.  Please keep this window open and try again later.' — 'close'.
    failed: { on: { 'saveClose.continue': 'closed', 'saveClose.exit': 'closed' } },
    exited: {},
  },
});
