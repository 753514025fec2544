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
 *     └──flow.pick 'amount' [has a method] / flow.skipTwo──────────────────────────────▶ amount
 *   amount ──wizard.submit──▶ savingAmount ──▶ closing (re-read) ──▶ done {application, go: 'stay'}
 *   amount ──agreement.view──▶ amount.terms (modal 'achTerms', the ACH terms viewer) ──modal.confirm / modal.cancel──▶ amount
 *   flow.back {steps} / wizard.back: back N steps of the trail; modal.cancel: closing
 *
 * Saves go through the step savers (machines/wizard-engine/save-step.ts, screens 'fundAccount' /
 * 'fundAmount' / 'retirementFunding' / 'retirementAmount'): create when nothing is saved, update
 * when something is, no call when equal. The application is re-read when the modal closes.
 * Errors stay in this flow (fieldErrors / formError of the step's form).
 */
import {
  assign,
  forwardTo,
  fromPromise,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { SaveInput, SaveOutput } from '../wizard-engine/save-step';
import { toApiFailure } from '../../services/api/client';
import type { Application, BankAccount } from '../../services/api/contract';
import { mapApiFailure } from '../../services/api/error-map';
import { fieldsOf } from '../screen-fields';
import type { ScreenEvent } from '../screen-contract';
import type { FlowInput, FlowOutput } from './flow-contract';
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

const out = <T>(event: unknown): T => (event as DoneActorEvent<T>).output;
const BUSY = ['busy'];

export const fundingEditMachine = setup({
  types: {
    context: {} as FundingEditContext,
    events: {} as ScreenEvent,
    input: {} as FlowInput,
    output: {} as FlowOutput,
  },
  actors: {
    saveStep: fromPromise<SaveOutput, SaveInput>(async () => {
      throw new Error('saveStep not provided');
    }),
    getApplication: fromPromise<Application, { applicationUid: string }>(async () => {
      throw new Error('getApplication not provided');
    }),
    loadBankAccounts: fromPromise<BankAccount[], { applicationUid: string }>(async () => {
      throw new Error('loadBankAccounts not provided');
    }),
    loadAchTerms: fromPromise<string, { applicationUid: string }>(async () => {
      throw new Error('loadAchTerms not provided');
    }),
    /** The nested flows (machines/funding/flows.ts provides the real ones). */
    bankLink: pendingFlow,
    custodian: pendingFlow,
  },
  guards: {
    hasMethod: ({ context }) => methodOf(context.kind, context.application) !== null,
    /** The ACH amount names the linked bank (doc 3 §2.4 "Amount"): the accounts are loaded once per link. */
    needsBankAccounts: ({ context }) =>
      context.kind === 'bank' &&
      methodOf('bank', context.application) === 'ACHConnected' &&
      context.bankAccounts === null,
    /** The submitted method opens the bank link (bank) or the custodian modal (IRA). */
    opensNested: ({ context, event }) =>
      nestedOf(context.kind, submittedMethod(context, event)) !== null,
    /** Sales-assisted sessions cannot link a bank (doc 3 §6). */
    refusedForAssisted: ({ context, event }) =>
      context.mode.assisted && submittedMethod(context, event) === 'ACHConnected',
    nestedGoesNext: ({ event }) => out<FlowOutput>(event).go === 'next',
    backToChoice: ({ context, event }) =>
      back(context.trail, stepsOf(event as { type: string; steps?: number })).at(-1) === 'choice',
    backToMethod: ({ context, event }) =>
      back(context.trail, stepsOf(event as { type: string; steps?: number })).at(-1) === 'method',
  },
  actions: {
    clearErrors: assign({ fieldErrors: {}, formError: null, errorFallbacks: {} }),
    enter: assign(({ context }, params: { step: FundingEditStep }) => ({
      trail: context.trail.at(-1) === params.step ? context.trail : [...context.trail, params.step],
    })),
    goBack: assign(({ context, event }) => ({
      trail: back(context.trail, stepsOf(event as { type: string; steps?: number })),
      fieldErrors: {},
      formError: null,
      errorFallbacks: {},
    })),
    assignSaved: assign(({ event }) => ({ application: out<SaveOutput>(event).application })),
    // A finished bank link may have linked another account: the list is re-read on the amount.
    assignNested: assign(({ context, event }) => ({
      application: out<FlowOutput>(event).application ?? context.application,
      bankAccounts: null,
    })),
    assignBankAccounts: assign(({ event }) => ({ bankAccounts: out<BankAccount[]>(event) })),
    assignAchTerms: assign(({ event }) => ({ achTermsHtml: out<string>(event) })),
    assignRefetched: assign(({ event }) => ({ application: out<Application>(event) })),
    assignError: assign(({ context, event }, params: { step: 'method' | 'amount' }) => {
      const screen =
        params.step === 'method'
          ? KINDS[context.kind].methodScreen
          : KINDS[context.kind].amountScreen;
      const m = mapApiFailure(
        toApiFailure((event as unknown as ErrorActorEvent).error),
        fieldsOf(screen),
      );
      return { fieldErrors: m.fieldErrors, formError: m.formError, errorFallbacks: m.fallbacks };
    }),
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
    fieldErrors: {},
    formError: null,
    errorFallbacks: {},
  }),
  initial: 'choice',
  states: {
    choice: {
      meta: { modal: 'fundingEdit' },
      entry: { type: 'enter', params: { step: 'choice' } },
      on: {
        'flow.pick': [
          { guard: ({ event }) => event.id === 'method', target: 'method' },
          // 'set deposit' / 'edit deposit' needs a method (doc 3 §2.4 (a)).
          {
            guard: ({ context, event }) =>
              event.id === 'amount' && methodOf(context.kind, context.application) !== null,
            target: 'amount',
          },
        ],
        'flow.forward': 'method',
        'flow.skipTwo': { guard: 'hasMethod', target: 'amount' },
        'modal.cancel': 'closing',
      },
    },
    method: {
      meta: { modal: 'fundingEdit' },
      entry: { type: 'enter', params: { step: 'method' } },
      on: {
        'wizard.submit': [
          { guard: 'refusedForAssisted', actions: 'refuseBankLink' },
          { guard: 'opensNested', target: 'nested', actions: 'clearErrors' },
          { target: 'savingMethod', actions: 'clearErrors' },
        ],
        'flow.forward': { guard: 'hasMethod', target: 'amount' },
        'flow.back': { target: 'choice', actions: 'goBack' },
        'wizard.back': { target: 'choice', actions: 'goBack' },
        'modal.cancel': 'closing',
      },
    },
    savingMethod: {
      tags: BUSY,
      invoke: {
        id: 'saveStep',
        src: 'saveStep',
        input: ({ context, event }) => ({
          screen: KINDS[context.kind].methodScreen,
          values: event.type === 'wizard.submit' ? event.values : {},
          application: context.application,
          countries: [],
          settings: context.settings,
        }),
        onDone: { target: 'amount', actions: 'assignSaved' },
        onError: { target: 'method', actions: { type: 'assignError', params: { step: 'method' } } },
      },
    },
    /** The bank link or the custodian modal, as this flow's own 'flow' child; the screen's events go to it. */
    nested: {
      meta: { flow: 'nested' },
      on: {
        'wizard.submit': { actions: 'forwardToNested' },
        'wizard.back': { actions: 'forwardToNested' },
        'wizard.skip': { actions: 'forwardToNested' },
        'modal.confirm': { actions: 'forwardToNested' },
        'modal.cancel': { actions: 'forwardToNested' },
        'flow.*': { actions: 'forwardToNested' },
      },
      initial: 'pick',
      states: {
        pick: {
          always: [
            { guard: ({ context }) => context.kind === 'ira', target: 'custodian' },
            { target: 'bankLink' },
          ],
        },
        bankLink: { meta: { flow: 'bankLink' }, invoke: nestedInvoke('bankLink') },
        custodian: { meta: { flow: 'custodian' }, invoke: nestedInvoke('custodian') },
      },
    },
    amount: {
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
            input: ({ context }) => ({ applicationUid: context.applicationUid }),
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
          meta: { modal: 'achTerms' },
          initial: 'pick',
          states: {
            pick: {
              always: [
                { guard: ({ context }) => context.achTermsHtml === null, target: 'loading' },
                { target: 'shown' },
              ],
            },
            loading: {
              invoke: {
                id: 'loadAchTerms',
                src: 'loadAchTerms',
                input: ({ context }) => ({ applicationUid: context.applicationUid }),
                onDone: { target: 'shown', actions: 'assignAchTerms' },
                onError: 'shown',
              },
            },
            shown: {},
          },
          on: { 'modal.confirm': 'form', 'modal.cancel': 'form' },
        },
      },
      on: {
        'wizard.submit': { target: 'savingAmount', actions: 'clearErrors' },
        'flow.back': [
          { guard: 'backToMethod', target: 'method', actions: 'goBack' },
          { target: 'choice', actions: 'goBack' },
        ],
        'wizard.back': [
          { guard: 'backToMethod', target: 'method', actions: 'goBack' },
          { target: 'choice', actions: 'goBack' },
        ],
        'modal.cancel': 'closing',
      },
    },
    savingAmount: {
      tags: BUSY,
      invoke: {
        id: 'saveStep',
        src: 'saveStep',
        input: ({ context, event }) => ({
          screen: KINDS[context.kind].amountScreen,
          values: event.type === 'wizard.submit' ? event.values : {},
          application: context.application,
          countries: [],
          settings: context.settings,
        }),
        onDone: { target: 'closing', actions: 'assignSaved' },
        onError: { target: 'amount', actions: { type: 'assignError', params: { step: 'amount' } } },
      },
    },
    /** The application is re-read when the modal closes (doc 3 §2.4). */
    closing: {
      tags: BUSY,
      invoke: {
        id: 'getApplication',
        src: 'getApplication',
        input: ({ context }) => ({ applicationUid: context.applicationUid }),
        onDone: { target: 'done', actions: 'assignRefetched' },
        onError: 'done',
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ application: context.application, go: 'stay' }),
});

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
      actions: { type: 'assignError', params: { step: 'method' } },
    },
  } as const;
}

export type FundingEditMachine = typeof fundingEditMachine;
