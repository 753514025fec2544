/**
 * Funding edits from the review page (doc 3 §2.4 "Funding edits from the review page"; §4 create
 * versus update): ONE child flow for both cards, opened by the review's `wizard.edit 'funding'`.
 *
 * - Bank (non-IRA) — three steps: (a) choice: 'choose method' / 'set deposit' under `setupTitle`
 *   while the funding is incomplete, 'change method' / 'edit deposit' under `changeTitle` once it
 *   has a method and an amount; (b) method (wire, check, cryptocurrency, or the bank link — a
 *   nested 'flow' child; sales-assisted sessions: wire and check only); (c) amount.
 * - IRA — the spec's order: choice, funding type, amount (rollover or contribution) or the
 *   custodian modal (a nested 'flow' child: custodian, account number, transfer type, IRA type,
 *   amount, review) for a transfer.
 *
 *   choice ──flow.pick 'method'──▶ method ──wizard.submit {method}──▶ savingMethod ──▶ amount
 *     │                              │  opens-flow choice ──▶ nested (bank link / custodian) ──next──▶ amount | closing; stay ──▶ method
 *     └──flow.pick 'amount' [has a method]─────────────────────────────────────────────▶ amount
 *   amount ──wizard.submit──▶ savingAmount ──▶ closing (re-read) ──▶ done {application, go: 'stay'}
 *   amount ──agreement.view──▶ amount.terms (modal 'achTerms', the ACH terms viewer; 'achTermsFailed' when
 *   they could not be loaded) ──modal.confirm / modal.cancel──▶ amount
 *   flow.back {steps} (the modal's Back): back N steps of the trail; modal.cancel (Close, ×, Escape): closing
 *
 * Saves go through the step savers (machines/wizard-engine/save-step.ts, screens 'fundAccount' /
 * 'fundAmount' / 'retirementFunding' / 'retirementAmount'): create when nothing is saved, update
 * when something is, no call when equal. The application is re-read when the modal closes.
 * Errors stay in this flow (fieldErrors / formError of the step's form).
 */
import { assign, forwardTo, setup } from 'xstate';
import type { SaveInput } from '../wizard-engine/save-step';
import { unprovided } from '../../services/actors/actor-contract';
import type {
  GetApplication,
  LoadAchTerms,
  LoadBankAccounts,
} from '../../services/actors/modal-actors';
import type { BankAccount } from '../../services/api/contract';
import { fieldsOf } from '../screen-fields';
import type { ScreenEvent } from '../screen-contract';
import {
  apiErrorsOf,
  NO_ERRORS,
  outputOf,
  refetchedApplication,
  savedApplication,
} from '../step-engine/modal-actions';
import { BUSY, type ModalStates } from '../step-engine/parts';
import { buildModalStates, type ModalStep } from '../step-engine/modal-steps';
import type { SaveStep } from '../step-engine/save-actors';
import { FLOW_ACCEPTS, type FlowInput, type FlowOutput } from './flow-contract';
import { pendingFlow } from './pending-flow';
import {
  back,
  KINDS,
  methodOf,
  nestedOf,
  stepsOf,
  submittedMethod,
  type FundingEditContext,
  type FundingEditStep,
} from './funding-edit-model';

export {
  amountOf,
  methodOf,
  type FundingEditContext,
  type FundingEditStep,
} from './funding-edit-model';
export {
  fundingEditViewOf,
  type FundingEditStepView,
  type FundingEditView,
} from './funding-edit-view';
export { fundingEditActors } from './funding-edit-actors';

type Ctx = { context: FundingEditContext; event: ScreenEvent };

/** The step saver's input for the card kind's `step` screen, with the submitted values (doc 2 §4). */
const saveInput =
  (step: 'method' | 'amount') =>
  ({ context, event }: Ctx): SaveInput => ({
    screen: step === 'method' ? KINDS[context.kind].methodScreen : KINDS[context.kind].amountScreen,
    values: event.type === 'wizard.submit' ? event.values : {},
    application: context.application,
    countries: [],
    settings: context.settings,
  });

/** Back along the trail (`flow.back {steps}`, `wizard.back`): to the method or to the choice. */
const BACK_FROM_AMOUNT = [
  { guard: 'backToMethod', target: 'method', actions: 'goBack' },
  { target: 'choice', actions: 'goBack' },
];

/**
 * The step table of the modal (machines/step-engine/): (b) the method cards, saved by
 * `savingMethod` unless the choice opens a nested flow; (c) the amount, saved by `savingAmount`,
 * then the closing re-read.
 */
const ROWS: ModalStep[] = [
  {
    names: { form: 'method', saving: 'savingMethod' },
    form: {
      meta: { modal: 'fundingEdit' },
      entry: { type: 'enter', params: { step: 'method' } },
      on: { 'flow.back': { target: 'choice', actions: 'goBack' } },
    },
    submit: {
      before: [
        { guard: 'refusedForAssisted', actions: 'refuseBankLink' },
        { guard: 'opensNested', target: 'nested', actions: 'clearErrors' },
      ],
    },
    save: { src: 'saveStep', input: saveInput('method'), error: { step: 'method' } },
    // The modal stays open while its step saves (a closed one would lose the step's form).
    busy: { meta: { modal: 'fundingEdit' } },
    next: 'amount',
    cancel: 'closing',
  },
  {
    names: { form: 'amount', saving: 'savingAmount' },
    form: {
      meta: { modal: 'fundingEdit' },
      tags: ['leaveWarning'],
      entry: { type: 'enter', params: { step: 'amount' } },
      initial: 'entering',
      states: {
        entering: {
          always: [{ guard: 'needsBankAccounts', target: 'loadingBank' }, { target: 'form' }],
        },
        /** The ACH amount's bank name and last 4 (a failure leaves the generic authorisation text). */
        loadingBank: {
          tags: BUSY,
          invoke: {
            id: 'loadBankAccounts',
            src: 'loadBankAccounts',
            input: ({ context }: Ctx) => ({ applicationUid: context.applicationUid }),
            onDone: { target: 'form', actions: 'assignBankAccounts' },
            onError: 'form',
          },
        },
        form: { on: { 'agreement.view': 'terms' } },
        /**
         * The ACH transfer terms viewer (doc 3 §2.4 "a 'transfer terms' link", §2.5), over the form:
         * Accept (`modal.confirm`) and close (`modal.cancel`) return to the form, which ticks or
         * clears its AutoDeposit box itself. The terms are loaded once.
         */
        terms: {
          initial: 'pick',
          states: {
            pick: {
              always: [{ guard: 'termsNotLoaded', target: 'loading' }, { target: 'shown' }],
            },
            loading: {
              meta: { modal: 'achTerms' },
              invoke: {
                id: 'loadAchTerms',
                src: 'loadAchTerms',
                input: ({ context }: Ctx) => ({ applicationUid: context.applicationUid }),
                onDone: { target: 'shown', actions: 'assignAchTerms' },
                onError: 'failed',
              },
            },
            shown: { meta: { modal: 'achTerms' } },
            // The terms could not be loaded: the viewer says so; closing and opening it loads again.
            failed: { meta: { modal: 'achTermsFailed' } },
          },
          on: { 'modal.confirm': 'form', 'modal.cancel': 'form' },
        },
      },
      on: { 'flow.back': BACK_FROM_AMOUNT },
    },
    save: { src: 'saveStep', input: saveInput('amount'), error: { step: 'amount' } },
    // Open while the amount saves: a refused amount comes back to the figure the applicant typed.
    busy: { meta: { modal: 'fundingEdit' } },
    // The application is re-read when the modal closes (doc 3 §2.4).
    next: 'closing',
    cancel: 'closing',
  },
];

export const fundingEditMachine = setup({
  types: {
    context: {} as FundingEditContext,
    events: {} as ScreenEvent,
    input: {} as FlowInput,
    output: {} as FlowOutput,
  },
  actors: {
    saveStep: unprovided<SaveStep>('saveStep'),
    getApplication: unprovided<GetApplication>('getApplication'),
    loadBankAccounts: unprovided<LoadBankAccounts>('loadBankAccounts'),
    loadAchTerms: unprovided<LoadAchTerms>('loadAchTerms'),
    /** The nested flows (machines/funding/flows.ts provides the real ones). */
    bankLink: pendingFlow,
    custodian: pendingFlow,
  },
  guards: {
    /** 'set deposit' / 'edit deposit' needs a method (doc 3 §2.4 (a)). */
    picksMethod: ({ event }) => event.type === 'flow.pick' && event.id === 'method',
    picksAmount: ({ context, event }) =>
      event.type === 'flow.pick' &&
      event.id === 'amount' &&
      methodOf(context.kind, context.application) !== null,
    /** The ACH amount names the linked bank (doc 3 §2.4 "Amount"): the accounts are loaded once per link. */
    needsBankAccounts: ({ context }) =>
      context.kind === 'bank' &&
      methodOf('bank', context.application) === 'ACHConnected' &&
      context.bankAccounts === null,
    termsNotLoaded: ({ context }) => context.achTermsHtml === null,
    /** The submitted method opens the bank link (bank) or the custodian modal (IRA). */
    opensNested: ({ context, event }) =>
      nestedOf(context.kind, submittedMethod(context, event)) !== null,
    /** Sales-assisted sessions cannot link a bank (doc 3 §6). */
    refusedForAssisted: ({ context, event }) =>
      context.mode.assisted && submittedMethod(context, event) === 'ACHConnected',
    isIra: ({ context }) => context.kind === 'ira',
    nestedGoesNext: ({ event }) => outputOf<FlowOutput>(event).go === 'next',
    backToMethod: ({ context, event }) =>
      back(context.trail, stepsOf(event as { type: string; steps?: number })).at(-1) === 'method',
  },
  actions: {
    clearErrors: assign(NO_ERRORS),
    enter: assign(({ context }, params: { step: FundingEditStep }) => ({
      trail: context.trail.at(-1) === params.step ? context.trail : [...context.trail, params.step],
    })),
    goBack: assign(({ context, event }) => ({
      trail: back(context.trail, stepsOf(event as { type: string; steps?: number })),
      ...NO_ERRORS,
    })),
    assignSaved: assign(({ event }) => savedApplication(event)),
    // A finished bank link may have linked another account: the list is re-read on the amount.
    assignNested: assign(({ context, event }) => ({
      application: outputOf<FlowOutput>(event).application ?? context.application,
      bankAccounts: null,
    })),
    assignBankAccounts: assign(({ event }) => ({ bankAccounts: outputOf<BankAccount[]>(event) })),
    assignAchTerms: assign(({ event }) => ({ achTermsHtml: outputOf<string>(event) })),
    assignRefetched: assign(({ event }) => refetchedApplication(event)),
    /** The server's errors onto the step's screen fields (doc 2 §8). */
    assignApiError: assign(({ context, event }, params: { step: 'method' | 'amount' }) =>
      apiErrorsOf(
        event,
        fieldsOf(
          params.step === 'method'
            ? KINDS[context.kind].methodScreen
            : KINDS[context.kind].amountScreen,
        ),
      ),
    ),
    refuseBankLink: assign({ formError: 'bankLink.assistedRefused' }),
    forwardToNested: forwardTo('flow'),
  },
}).createMachine({
  id: 'fundingEdit',
  context: ({ input }) => ({
    ...input,
    kind: input.application.ApplicationType === 'IRA' ? 'ira' : 'bank',
    trail: [],
    bankAccounts: null,
    achTermsHtml: null,
    ...NO_ERRORS,
  }),
  initial: 'choice',
  states: buildModalStates({
    states: {
      choice: {
        meta: { modal: 'fundingEdit' },
        entry: { type: 'enter', params: { step: 'choice' } },
        on: {
          'flow.pick': [
            { guard: 'picksMethod', target: 'method' },
            { guard: 'picksAmount', target: 'amount' },
          ],
          'modal.cancel': 'closing',
        },
      },
      /** The bank link or the custodian modal, as this flow's own 'flow' child; the screen's events go to it. */
      nested: {
        meta: { flow: 'nested' },
        initial: 'pick',
        states: {
          pick: { always: [{ guard: 'isIra', target: 'custodian' }, { target: 'bankLink' }] },
          // Each nested flow gets the events it handles (FLOW_ACCEPTS), nothing else.
          bankLink: {
            meta: { flow: 'bankLink' },
            invoke: nestedInvoke('bankLink'),
            on: forwardsOf('bankLink'),
          },
          custodian: {
            meta: { flow: 'custodian' },
            invoke: nestedInvoke('custodian'),
            on: forwardsOf('custodian'),
          },
        },
      },
    },
    rows: ROWS,
    closing: { id: 'getApplication', done: 'done' },
    finals: ['done'],
  }) as ModalStates,
  output: ({ context }) => ({ application: context.application, go: 'stay' }),
});

/** The nested flow `id`'s events (FLOW_ACCEPTS), each forwarded to it. */
function forwardsOf(id: 'bankLink' | 'custodian') {
  return Object.fromEntries(
    FLOW_ACCEPTS[id].map((t) => [t, { actions: 'forwardToNested' as const }]),
  );
}

/**
 * The invoke of a nested flow. Finished 'next': the bank link goes on to the amount (ACH), the
 * custodian modal — which ends on its own review, amount included — closes the edit. 'stay' (the
 * nested modal was closed): back to the method cards, with whatever it saved.
 */
function nestedInvoke(src: 'bankLink' | 'custodian') {
  return {
    id: 'flow',
    src,
    input: ({ context }: { context: FundingEditContext }) => ({
      applicationUid: context.applicationUid,
      application: context.application,
      settings: context.settings,
      choice: src === 'bankLink' ? 'ACHConnected' : 'IRATransfer',
      mode: context.mode,
    }),
    onDone: [
      {
        guard: 'nestedGoesNext',
        target: src === 'bankLink' ? '#fundingEdit.amount' : '#fundingEdit.closing',
        actions: 'assignNested',
      },
      { target: '#fundingEdit.method', actions: 'assignNested' },
    ],
    onError: {
      target: '#fundingEdit.method',
      actions: { type: 'assignApiError', params: { step: 'method' } },
    },
  } as const;
}

export type FundingEditMachine = typeof fundingEditMachine;
