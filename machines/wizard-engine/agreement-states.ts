/**
 * The agreement step's states (doc 3 §2.5–§2.6): viewer, ACH terms viewer, the skip-funding modal
 * and accepting (the open-account sequence). Part of the step builder (steps.ts).
 */
import type { ModalId } from '../screen-meta';
import type { StepDef } from '../wizards/step-table';
import type { WizardContext } from './types';
import { isProgramme, programmeHasLinkedBank } from '../agreement/agreement-variant';
import { BUSY, lookupsInvoke, type Args, type StateConfig } from './state-parts';

/**
 * The agreement step (doc 3 §2.5 Agreement, §4 "Agreement open-account sequence", §5 Agreement):
 * - `agreement.view` opens the agreement viewer (modal 'agreementViewer', the main agreement's HTML
 *   loaded once); `agreement.view {which: 'ach'}` the ACH transfer terms viewer of the programme
 *   with a linked bank (modal 'achTerms', the lookup 'htmlAchAgreement'). Accept (`modal.confirm`)
 *   ticks the box, closing (`modal.cancel`) the ACH viewer clears auto-deposit (the form's state).
 *   In the programme `agreement.view {which: 'metal-stream'}` opens the metal-stream terms and
 *   conditions (modal 'metalTerms', the lookup 'htmlMetalStreamAgreement'); Accept ticks 'agree'.
 * - `agreement.download {which?}` opens the agreement's PDF ({type}-pdf-agreements) in a new tab.
 * - `wizard.submit` needs 'agree', and in the programme with a linked bank 'agreeAutoDeposit'
 *   (field errors otherwise), then `accepting` runs the open-account sequence (ACH terms, metal
 *   terms, main agreement; each counts only on 202) and the wizard ends (→ KYC_PROCESSING).
 */
/** The agreement calls' input: the application and the main agreement's type, the broker code in lower case ({maincode}, doc 3 §7). */
export const agreementInputOf = (context: WizardContext) => ({
  applicationUid: context.applicationUid,
  maincode: (context.settings?.BrokerCode ?? context.brokerCode).toLowerCase(),
});

export function agreementStates(
  wid: string,
  step: StepDef,
  editingOn: StateConfig,
  states: StateConfig,
) {
  // Only the programme's agreement (METAL_SECURE_ACCOUNT.AGREEMENT) has the auto-deposit box and its ACH viewer.
  const programme = step.routeKey === 'METAL_SECURE_ACCOUNT.AGREEMENT';
  const acceptInput = ({ context }: Args) => ({
    ...agreementInputOf(context),
    programme: isProgramme(context.application),
    linkedBank: programmeHasLinkedBank(context.application),
  });
  const maincode = ({ context }: Args) => agreementInputOf(context);
  editingOn['agreement.view'] = programme
    ? [
        { guard: 'viewsAchTerms', target: 'achViewer' },
        { guard: 'viewsMetalTerms', target: 'metalViewer' },
        { target: 'viewer' },
      ]
    : 'viewer';
  editingOn['agreement.download'] = { actions: 'downloadAgreementPdf' };
  const autoDepositMissing = {
    guard: 'agreeChecked',
    actions: {
      type: 'assignFieldError',
      params: { field: 'agreeAutoDeposit', message: 'fields.errors.validation.agreeAutoDeposit' },
    },
  };
  editingOn['wizard.submit'] = [
    {
      guard: programme ? 'agreementConsented' : 'agreeChecked',
      target: 'accepting',
      actions: 'clearErrors',
    },
    ...(programme ? [autoDepositMissing] : []),
    {
      actions: {
        type: 'assignFieldError',
        params: { field: 'agree', message: 'fields.errors.validation.agree' },
      },
    },
  ];
  states.viewer = {
    meta: { modal: 'agreementViewer' },
    initial: 'loading',
    on: {
      'modal.confirm': { target: 'editing', actions: 'acceptFromViewer' },
      'modal.cancel': 'editing',
      'agreement.download': { actions: 'downloadAgreementPdf' },
    },
    states: {
      loading: {
        tags: BUSY,
        always: { guard: 'hasAgreementHtml', target: 'ready' },
        invoke: {
          id: 'loadAgreementHtml',
          src: 'loadAgreementHtml',
          input: maincode,
          onDone: { target: 'ready', actions: 'assignAgreementHtml' },
          onError: { target: 'failed', actions: 'assignAgreementError' },
        },
      },
      ready: {},
      failed: {},
    },
  };
  if (programme) {
    states.achViewer = lookupViewer('htmlAchAgreement', ['achTerms', 'achTermsFailed'], {
      'modal.confirm': 'editing',
      'modal.cancel': 'editing',
      'agreement.download': { actions: 'downloadAgreementPdf' },
    });
    // doc 3 §1, §2.5: the metal-stream terms the 'agree' box accepts (POST metal-stream-agreements),
    // viewed like the other agreements; Accept ticks 'agree', Print / Download opens their PDF.
    states.metalViewer = lookupViewer(
      'htmlMetalStreamAgreement',
      ['metalTerms', 'metalTermsFailed'],
      {
        'modal.confirm': { target: 'editing', actions: 'acceptFromViewer' },
        'modal.cancel': 'editing',
        'agreement.download': { actions: 'downloadAgreementPdf' },
      },
    );
  }
  states.accepting = {
    tags: BUSY,
    invoke: {
      id: 'acceptAgreement',
      src: 'acceptAgreement',
      input: acceptInput,
      onDone: {
        target: `#${wid}.done`,
        actions: [{ type: 'track', params: { event: 'application_terms_accepted' } }],
      },
      onError: {
        target: 'editing',
        actions: { type: 'assignApiError', params: { screen: 'agreement' } },
      },
    },
  };
}

/**
 * The ACH transfer terms viewer of the ACH amount step (doc 3 §2.4 "a 'transfer terms' link that
 * opens the agreement viewer on the ACH terms", §2.5 viewer): `agreement.view` opens it (modal
 * 'achTerms'); the terms' HTML is the lookup 'htmlAchAgreement', loaded once. Accept
 * (`modal.confirm`) and close (`modal.cancel`) return to the form, which ticks or clears its
 * AutoDeposit box (the form's own state, as the agreement's 'agree').
 */
export function achTermsStates(editingOn: StateConfig, states: StateConfig) {
  editingOn['agreement.view'] = 'viewer';
  states.viewer = lookupViewer('htmlAchAgreement', ['achTerms', 'achTermsFailed'], {
    'modal.confirm': 'editing',
    'modal.cancel': 'editing',
  });
}

/**
 * A viewer on the HTML of the lookup `name` (doc 3 §2.5 viewer): `loading` and `shown` carry the
 * modal `modals[0]`; when the lookup's call failed (the lookup is still missing once loaded) it is
 * `failed`, with `modals[1]` — the viewer says the terms could not be loaded (its 'Please try
 * again' is closing and opening it, which loads again). Loaded once: a lookup already in the
 * context loads nothing and shows at once. `on`: the viewer's events (Accept, close, download).
 */
function lookupViewer(
  name: 'htmlAchAgreement' | 'htmlMetalStreamAgreement',
  modals: readonly [ModalId, ModalId],
  on: StateConfig,
): StateConfig {
  return {
    initial: 'loading',
    on,
    states: {
      loading: {
        meta: { modal: modals[0] },
        invoke: {
          ...lookupsInvoke(() => [name]),
          onDone: [
            {
              guard: { type: 'lookupArrived', params: { name } },
              target: 'shown',
              actions: 'assignLookups',
            },
            { target: 'failed', actions: 'assignLookups' },
          ],
        },
      },
      shown: { meta: { modal: modals[0] } },
      failed: { meta: { modal: modals[1] } },
    },
  };
}

export function skipFundingStates(step: StepDef, editingOn: StateConfig, states: StateConfig) {
  // doc 3 §2.4: skip opens the confirmation modal; SKIP deletes existing funding, then goes on.
  editingOn['wizard.skip'] = 'skipConfirm';
  states.skipConfirm = {
    meta: { modal: 'skipFunding' },
    on: { 'modal.cancel': 'editing', 'modal.confirm': 'deletingFunding' },
  };
  states.deletingFunding = {
    tags: BUSY,
    always: { guard: 'hasNoFunding', target: `to_${step.skip}` },
    invoke: {
      id: 'deleteFunding',
      src: 'deleteFunding',
      // doc 3 §4 "Skipping funding": an IRA deletes its IRA funding, others the bank funding.
      input: ({ context }: Args) => ({
        applicationUid: context.applicationUid,
        ira: context.application.ApplicationType === 'IRA',
      }),
      onDone: { target: `to_${step.skip}`, actions: 'clearFunding' },
      onError: {
        target: 'editing',
        actions: { type: 'assignApiError', params: { screen: 'none' } },
      },
    },
  };
}
