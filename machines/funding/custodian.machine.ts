/**
 * The IRA custodian modal (doc 3 §2.4 "IRA custodian modal, six steps", §4 "Create versus
 * update", §5 Custodian, §7 IRA funding and Custodians, §8, §9): the child flow the retirement
 * funding step opens when the applicant chooses IRATransfer (machines/funding/flow-contract.ts).
 *
 *   savingFundingType ─▶ findCustodian (1) ─pick─▶ accountNumber (2) ─▶ transferType (3) ─▶ iraType (4)
 *          │ error: fundingTypeFailed  │ manual                                                    │
 *          │                           ▼                                                           ▼
 *          │                     manualCustodian (1) ────────────────▶ accountNumber    review (6) ◀─ amount (5)
 *                                                                                        │ Confirm: done {go 'next'}
 *   any step ──modal.cancel──▶ closing (getApplication) ──▶ closed {go 'stay'}
 *
 * - Saving IRAFundingType IRATransfer first (create / update / no call when equal).
 * - (a) search (`flow.search {query}`, debounced SEARCH_DEBOUNCE) lists `GET v2/custodians/applications/{uid}`
 *   (the first 8 with an empty box, doc 3 §9); `flow.pick {id}` saves the custodian; `flow.manual` opens (a').
 * - Each form step: `wizard.submit {values}` → save (`saveCustodianStep`, custodian-savers.ts) → the IRA
 *   application re-fetched (`getApplication`) → the next step. A failed save stays on the step with the
 *   server's errors on the step's fields (`fieldErrors` / `formError`, CUSTODIAN_STEP_FIELDS).
 * - Navigation (doc 3 §2.4 "back, forward, skipping 2 steps and going back N steps"): `flow.back {steps}`
 *   (default 1; also `wizard.back`) goes back N steps, never before step 1 (the manual form when the
 *   saved custodian was entered by hand); `flow.forward` moves on without saving when the step's data
 *   is saved; `flow.skipTwo` jumps over the next two steps (from step k to k + 3) when step k and
 *   those two are saved. From the review the edit links send 5 (name, address, phone, fax), 4 (account
 *   number), 3 (transfer type), 1 (amount).
 * - Close (`modal.cancel`) re-fetches the application and ends with `go: 'stay'`.
 * - Tags: 'busy' while a call runs; 'leaveWarning' on the forms being typed (manual custodian,
 *   account number, amount).
 *
 * Actors (placeholders here; `custodianActors(api)` gives the real ones): saveFundingType,
 * searchCustodians, saveCustodianStep, getApplication, loadStates (US states, stateListType 2) and
 * addressLookup (the wizard's street lookup protocol: `address.lookup`/`address.pick` in,
 * `address.suggestions`/`address.picked` out; the placeholder finds nothing, manual entry works).
 */
import {
  assign,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
  type SnapshotFrom,
} from 'xstate';
import { toApiFailure } from '../../services/api/client';
import type { Application, Custodian, State } from '../../services/api/contract';
import {
  mapCustodianFailure,
  type CustodianSaveInput,
  type CustodianSaveOutput,
  type CustodianSaveStep,
} from './custodian-savers';
import type { FlowInput, FlowOutput } from './flow-contract';
import {
  EMPTY_SEARCH_TAKE,
  SEARCH_DEBOUNCE_MS,
  SEARCH_TAKE,
  savedManual,
  stepSaved,
  type CustodianContext,
  type CustodianEvent,
  type SearchInput,
  type Uid,
} from './custodian-model';
import {
  BUSY,
  formStep,
  META,
  TYPING,
  backOne,
  backTransitions,
  refetch,
  saving,
} from './custodian-steps';

export {
  CUSTODIAN_STEP_COUNT,
  CUSTODIAN_STEPS,
  EMPTY_SEARCH_TAKE,
  numberOf,
  SEARCH_DEBOUNCE_MS,
  SEARCH_TAKE,
  stepSaved,
  type CustodianContext,
  type CustodianEvent,
  type CustodianStepName,
  type SearchInput,
} from './custodian-model';
export { custodianActors } from './custodian-actors';

const notProvided = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`actor ${name} not provided (use custodianActors(api))`);
  });

const out = <T>(event: unknown) => (event as DoneActorEvent<T>).output;

export const custodianMachine = setup({
  types: {
    context: {} as CustodianContext,
    events: {} as CustodianEvent,
    input: {} as FlowInput,
    output: {} as FlowOutput,
  },
  delays: { SEARCH_DEBOUNCE: SEARCH_DEBOUNCE_MS },
  actors: {
    saveFundingType: notProvided<CustodianSaveOutput, { application: Application }>(
      'saveFundingType',
    ),
    searchCustodians: notProvided<Custodian[], SearchInput>('searchCustodians'),
    saveCustodianStep: notProvided<CustodianSaveOutput, CustodianSaveInput>('saveCustodianStep'),
    getApplication: notProvided<Application, Uid>('getApplication'),
    loadStates: notProvided<State[], Record<string, never>>('loadStates'),
    addressLookup: fromCallback<
      | { type: 'address.lookup'; query: string; country: string }
      | { type: 'address.pick'; id: string }
    >(() => () => {}),
  },
  guards: {
    /** `flow.pick` names a listed custodian. */
    isListed: ({ context, event }) =>
      event.type === 'flow.pick' && context.custodians.some((c) => c.CustodianUid === event.id),
    /** `flow.back {steps}` (or wizard.back: 1) asks for exactly `n` steps; `orMore`: at least `n` (back to step 1). */
    backSteps: ({ event }, p: { n: number; orMore?: boolean }) => {
      const steps = event.type === 'flow.back' ? (event.steps ?? 1) : 1;
      return p.orMore ? steps >= p.n : steps === p.n;
    },
    savedManual: ({ context }) => savedManual(context.application),
    /** Steps `from`…`to` (1–5) are all saved. */
    saved: ({ context }, p: { from: number; to: number }) => {
      for (let n = p.from; n <= p.to; n++) if (!stepSaved(context.application, n)) return false;
      return true;
    },
  },
  actions: {
    clearErrors: assign({ fieldErrors: {}, formError: null, errorFallbacks: {} }),
    assignQuery: assign(({ event }) =>
      event.type === 'flow.search' ? { query: event.query } : {},
    ),
    assignCustodians: assign(({ event }) => ({
      custodians: out<Custodian[]>(event),
      searched: true,
    })),
    assignSearchError: assign(({ event }) => {
      const m = mapCustodianFailure(
        toApiFailure((event as unknown as ErrorActorEvent).error),
        'findCustodian',
      );
      return {
        custodians: [],
        searched: true,
        fieldErrors: {},
        formError: m.formError,
        errorFallbacks: m.fallbacks,
      };
    }),
    assignSaved: assign(({ event }) => ({
      application: out<CustodianSaveOutput>(event).application,
    })),
    assignRefetched: assign(({ event }) => ({ application: out<Application>(event) })),
    assignApiError: assign(({ event }, p: { step: CustodianSaveStep | 'fundingType' }) => {
      const m = mapCustodianFailure(
        toApiFailure((event as unknown as ErrorActorEvent).error),
        p.step,
      );
      return { fieldErrors: m.fieldErrors, formError: m.formError, errorFallbacks: m.fallbacks };
    }),
    assignStates: assign(({ event }) => ({ states: out<State[]>(event) })),
    forwardLookup: sendTo('addressLookup', ({ event }) => ({
      type: 'address.lookup' as const,
      query: event.type === 'flow.addressLookup' ? event.query : '',
      country: 'USA',
    })),
    forwardPick: sendTo('addressLookup', ({ event }) => ({
      type: 'address.pick' as const,
      id: event.type === 'flow.addressPick' ? event.id : '',
    })),
    assignSuggestions: assign(({ event }) =>
      event.type === 'address.suggestions' ? { addressSuggestions: event.items } : {},
    ),
    assignAddressPick: assign(({ event }) =>
      event.type === 'address.picked' && event.address.CountryIso3Code === 'USA'
        ? { addressPick: event.address, addressSuggestions: [] }
        : {},
    ),
    goNext: assign({ go: 'next' as const }),
  },
}).createMachine({
  id: 'custodian',
  initial: 'savingFundingType',
  context: ({ input }) => ({
    applicationUid: input.applicationUid,
    application: input.application,
    settings: input.settings,
    query: '',
    custodians: [],
    searched: false,
    states: [],
    addressSuggestions: [],
    addressPick: null,
    go: 'stay',
    fieldErrors: {},
    formError: null,
    errorFallbacks: {},
  }),
  invoke: {
    id: 'loadStates',
    src: 'loadStates',
    input: () => ({}),
    onDone: { actions: 'assignStates' },
    onError: {},
  },
  states: {
    savingFundingType: {
      meta: META(1),
      tags: BUSY,
      invoke: {
        id: 'saveFundingType',
        src: 'saveFundingType',
        input: ({ context }) => ({ application: context.application }),
        onDone: { target: 'findCustodian', actions: 'assignSaved' },
        onError: {
          target: 'fundingTypeFailed',
          actions: { type: 'assignApiError', params: { step: 'fundingType' } },
        },
      },
    },
    /** The funding type could not be saved: the error and 'Try again' (wizard.submit). */
    fundingTypeFailed: {
      meta: META(1),
      on: {
        'wizard.submit': { target: 'savingFundingType', actions: 'clearErrors' },
        'modal.cancel': 'closing',
      },
    },

    // (a) Find custodian -------------------------------------------------------------------
    findCustodian: {
      meta: META(1),
      initial: 'browsing',
      states: {
        browsing: {
          initial: 'loading',
          on: {
            'flow.search': { target: '.debouncing', actions: 'assignQuery', reenter: true },
            'flow.pick': { guard: 'isListed', target: 'saving', actions: 'clearErrors' },
            'flow.manual': { target: '#custodian.manualCustodian', actions: 'clearErrors' },
            'flow.forward': {
              guard: { type: 'saved', params: { from: 1, to: 1 } },
              target: '#custodian.accountNumber',
            },
            'flow.skipTwo': {
              guard: { type: 'saved', params: { from: 1, to: 3 } },
              target: '#custodian.iraType',
            },
            'modal.cancel': '#custodian.closing',
          },
          states: {
            debouncing: { after: { SEARCH_DEBOUNCE: 'loading' } },
            loading: {
              invoke: {
                id: 'searchCustodians',
                src: 'searchCustodians',
                input: ({ context }) => ({
                  applicationUid: context.applicationUid,
                  query: context.query.trim(),
                  take: context.query.trim() ? SEARCH_TAKE : EMPTY_SEARCH_TAKE,
                }),
                onDone: { target: 'list', actions: 'assignCustodians' },
                onError: { target: 'list', actions: 'assignSearchError' },
              },
            },
            list: {},
          },
        },
        saving: {
          tags: BUSY,
          invoke: {
            id: 'saveCustodianStep',
            src: 'saveCustodianStep',
            input: ({ context, event }) => ({
              step: 'findCustodian' as const,
              values: {
                custodian: context.custodians.find(
                  (c) => event.type === 'flow.pick' && c.CustodianUid === event.id,
                ),
              },
              application: context.application,
            }),
            onDone: { target: 'refetching', actions: 'assignSaved' },
            onError: {
              target: 'browsing.list',
              actions: { type: 'assignApiError', params: { step: 'findCustodian' } },
            },
          },
        },
        refetching: refetch('accountNumber'),
      },
    },

    // (a') Manual custodian --------------------------------------------------------------------
    manualCustodian: {
      meta: META(1),
      initial: 'editing',
      invoke: { id: 'addressLookup', src: 'addressLookup' },
      on: {
        'flow.addressLookup': { actions: 'forwardLookup' },
        'flow.addressPick': { actions: 'forwardPick' },
        'address.suggestions': { actions: 'assignSuggestions' },
        'address.picked': { actions: 'assignAddressPick' },
      },
      states: {
        editing: {
          tags: TYPING,
          on: {
            'wizard.submit': { target: 'saving', actions: 'clearErrors' },
            'flow.back': { target: '#custodian.findCustodian', actions: 'clearErrors' },
            'wizard.back': { target: '#custodian.findCustodian', actions: 'clearErrors' },
            'flow.forward': {
              guard: { type: 'saved', params: { from: 1, to: 1 } },
              target: '#custodian.accountNumber',
            },
            'flow.skipTwo': {
              guard: { type: 'saved', params: { from: 1, to: 3 } },
              target: '#custodian.iraType',
            },
            'modal.cancel': '#custodian.closing',
          },
        },
        saving: saving('manualCustodian'),
        refetching: refetch('accountNumber'),
      },
    },

    // (b)–(e) one field each -------------------------------------------------------------------
    accountNumber: formStep('accountNumber', 'transferType', true),
    transferType: formStep('transferType', 'iraType', false),
    iraType: formStep('iraType', 'amount', false),
    amount: formStep('amount', 'review', true),

    // (f) Review -------------------------------------------------------------------------------
    review: {
      meta: META(6),
      on: {
        'wizard.submit': { target: 'done', actions: 'goNext' },
        'modal.confirm': { target: 'done', actions: 'goNext' },
        'flow.back': backTransitions(6),
        'wizard.back': backOne(6),
        'modal.cancel': 'closing',
      },
    },

    closing: {
      tags: BUSY,
      invoke: {
        id: 'refetchOnClose',
        src: 'getApplication',
        input: ({ context }) => ({ applicationUid: context.applicationUid }),
        onDone: { target: 'done', actions: 'assignRefetched' },
        onError: 'done',
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ application: context.application, go: context.go }),
});

export type CustodianMachine = typeof custodianMachine;
export type CustodianSnapshot = SnapshotFrom<CustodianMachine>;
