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
 * - Navigation (doc 3 §2.4 "back, forward, skipping 2 steps and going back N steps"): Back
 *   (`wizard.back`) goes one step back, never before step 1 (the manual form when the saved
 *   custodian was entered by hand); `flow.forward` moves on without saving when the step's data is
 *   saved; `flow.skipTwo` jumps over the next two steps (from step k to k + 3) when step k and those
 *   two are saved. The review's edit links go back N steps (`flow.back {steps}`): 5 (name, address,
 *   phone, fax), 4 (account number), 3 (transfer type), 1 (amount).
 * - Close (`modal.cancel`) re-fetches the application and ends with `go: 'stay'`.
 * - Tags: 'busy' while a call runs; 'leaveWarning' on the forms being typed (manual custodian,
 *   account number, amount).
 *
 * Actors (placeholders here; `custodianActors(api)` gives the real ones): saveFundingType,
 * searchCustodians, saveCustodianStep, getApplication, loadStates (US states, stateListType 2) and
 * addressLookup (the wizard's street lookup protocol: `address.lookup`/`address.pick` in,
 * `address.suggestions`/`address.picked` out; the placeholder finds nothing, manual entry works).
 */
import { assign, fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure } from '../../services/api/client';
import type { Custodian, State } from '../../services/api/contract';
import { unprovided } from '../../services/actors/actor-contract';
import type {
  GetApplication,
  LoadUsStates,
  SearchCustodians,
} from '../../services/actors/modal-actors';
import {
  errorsOf,
  NO_ERRORS,
  outputOf,
  refetchedApplication,
  savedApplication,
} from '../step-engine/modal-actions';
import { buildModalStates } from '../step-engine/modal-steps';
import type { ModalStates } from '../step-engine/parts';
import type { SaveCustodianStep, SaveFundingType } from './custodian-actors';
import { mapCustodianFailure, type CustodianSaveStep } from './custodian-savers';
import type { FlowInput, FlowOutput } from './flow-contract';
import {
  EMPTY_SEARCH_TAKE,
  SEARCH_DEBOUNCE_MS,
  SEARCH_TAKE,
  savedManual,
  stepSaved,
  type CustodianContext,
  type CustodianEvent,
} from './custodian-model';
import { formRow, META, TYPING, backOne, backTransitions, savingRow } from './custodian-steps';

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

export const custodianMachine = setup({
  types: {
    context: {} as CustodianContext,
    events: {} as CustodianEvent,
    input: {} as FlowInput,
    output: {} as FlowOutput,
  },
  delays: { SEARCH_DEBOUNCE: SEARCH_DEBOUNCE_MS },
  actors: {
    saveFundingType: unprovided<SaveFundingType>('saveFundingType'),
    searchCustodians: unprovided<SearchCustodians>('searchCustodians'),
    saveCustodianStep: unprovided<SaveCustodianStep>('saveCustodianStep'),
    getApplication: unprovided<GetApplication>('getApplication'),
    loadStates: unprovided<LoadUsStates>('loadStates'),
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
    clearErrors: assign(NO_ERRORS),
    assignQuery: assign(({ event }) =>
      event.type === 'flow.search' ? { query: event.query } : {},
    ),
    assignCustodians: assign(({ event }) => ({
      custodians: outputOf<Custodian[]>(event),
      searched: true,
    })),
    assignSearchError: assign(({ event }) => {
      const m = mapCustodianFailure(
        toApiFailure((event as { error?: unknown }).error),
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
    assignSaved: assign(({ event }) => savedApplication(event)),
    assignRefetched: assign(({ event }) => refetchedApplication(event)),
    /** The server's errors onto the step's fields (CUSTODIAN_STEP_FIELDS and aliases, doc 3 §8). */
    assignApiError: assign(({ event }, p: { step: CustodianSaveStep | 'fundingType' }) =>
      errorsOf(mapCustodianFailure(toApiFailure((event as { error?: unknown }).error), p.step)),
    ),
    assignStates: assign(({ event }) => ({ states: outputOf<State[]>(event) })),
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
    ...NO_ERRORS,
  }),
  invoke: {
    id: 'loadStates',
    src: 'loadStates',
    input: () => ({}),
    onDone: { actions: 'assignStates' },
    onError: {},
  },
  states: buildModalStates({
    rows: [
      // The funding type is saved first; its failure shows the error and 'Try again' (wizard.submit).
      {
        names: { form: 'fundingTypeFailed', saving: 'savingFundingType' },
        form: { meta: META(1) },
        busy: { meta: META(1) },
        save: {
          src: 'saveFundingType',
          input: ({ context }: { context: CustodianContext }) => ({
            application: context.application,
          }),
          error: { step: 'fundingType' },
        },
        next: 'findCustodian',
        cancel: 'closing',
      },
      // (a) Find custodian: the search list; `flow.pick` of a listed custodian saves it.
      savingRow('findCustodian', 'accountNumber', {
        nested: 'findCustodian',
        outer: { meta: META(1) },
        names: { form: 'browsing' },
        submit: { event: 'flow.pick', guard: 'isListed' },
        failTo: 'browsing.list',
        form: {
          initial: 'loading',
          on: {
            'flow.search': { target: '.debouncing', actions: 'assignQuery', reenter: true },
            'flow.manual': { target: '#custodian.manualCustodian', actions: 'clearErrors' },
            'flow.forward': {
              guard: { type: 'saved', params: { from: 1, to: 1 } },
              target: '#custodian.accountNumber',
            },
            'flow.skipTwo': {
              guard: { type: 'saved', params: { from: 1, to: 3 } },
              target: '#custodian.iraType',
            },
          },
          states: {
            debouncing: { after: { SEARCH_DEBOUNCE: 'loading' } },
            loading: {
              invoke: {
                id: 'searchCustodians',
                src: 'searchCustodians',
                input: ({ context }: { context: CustodianContext }) => ({
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
      }),
      // (a') Manual custodian, with the street lookup.
      savingRow('manualCustodian', 'accountNumber', {
        nested: 'manualCustodian',
        outer: {
          meta: META(1),
          invoke: { id: 'addressLookup', src: 'addressLookup' },
          on: {
            'flow.addressLookup': { actions: 'forwardLookup' },
            'flow.addressPick': { actions: 'forwardPick' },
            'address.suggestions': { actions: 'assignSuggestions' },
            'address.picked': { actions: 'assignAddressPick' },
          },
        },
        form: {
          tags: TYPING,
          on: {
            'wizard.back': { target: '#custodian.findCustodian', actions: 'clearErrors' },
            'flow.forward': {
              guard: { type: 'saved', params: { from: 1, to: 1 } },
              target: '#custodian.accountNumber',
            },
            'flow.skipTwo': {
              guard: { type: 'saved', params: { from: 1, to: 3 } },
              target: '#custodian.iraType',
            },
          },
        },
      }),
      // (b)–(e) one field each.
      formRow('accountNumber', 'transferType', true),
      formRow('transferType', 'iraType', false),
      formRow('iraType', 'amount', false),
      formRow('amount', 'review', true),
    ],
    after: {
      // (f) Review: Confirm finishes with go 'next'.
      review: {
        meta: META(6),
        on: {
          'wizard.submit': { target: 'done', actions: 'goNext' },
          'flow.back': backTransitions(6),
          'wizard.back': backOne(6),
          'modal.cancel': 'closing',
        },
      },
    },
    closing: { id: 'refetchOnClose', done: 'done' },
    finals: ['done'],
  }) as ModalStates,
  output: ({ context }) => ({ application: context.application, go: context.go }),
});

export type CustodianMachine = typeof custodianMachine;
export type CustodianSnapshot = SnapshotFrom<CustodianMachine>;
