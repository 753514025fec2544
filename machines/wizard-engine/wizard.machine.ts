/**
 * The wizard engine (ARCHITECTURE.md "Target layout"; doc 2 §2.1, §2.2, §4; doc 3 §2.2, §2.4):
 * ONE setup — the guards, actions and actors every account kind's wizard uses — and ONE factory
 * that builds a kind's machine from its step table (machines/wizard-engine/registry.ts). The root
 * actor invokes the machine of `wizardFor(application)` with `WizardInput` and receives
 * `WizardOutput` when the agreement is accepted; back on the first step asks the root to log out
 * (doc 1 §2.3), and every step entered is reported to the root as `wizard.progress` (the
 * persisted flow position).
 *
 * The wizard owns its context (application, furthest step, field errors, lookups, the edit modal,
 * the agreement viewer), so no account kind is named in the root. Actors are declared here with
 * placeholders and provided by `createAppMachine(deps)` (src/app/create-app.ts); tests provide fakes.
 */
import {
  assertEvent,
  assign,
  forwardTo,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  spawnChild,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { AddressParts, AddressSuggestion } from '../../services/adapters/address-autocomplete';
import type { SaveOutput } from './save-step';
import { toApiFailure, type ApiFailure } from '../../services/api/client';
import type { Application } from '../../services/api/contract';
import { mapApiFailure } from '../../services/api/error-map';
import type { PersonSlot } from '../screen-contract';
import { editItemMachine, type EditItemOutput } from '../review/edit-item.machine';
import { editTargetOf, fieldsOf } from '../screen-fields';
import type { Lookups } from '../view/screen-spec';
import { furthestOf, personOf } from '../wizards/walk';
import { WIZARD_TABLES, type WizardId } from './registry';
import { agreementInputOf } from './agreement-states';
import { buildWizardConfig } from './steps';
import type { FlowOutput } from '../funding/flow-contract';
import { lazyFlowActors, loadFlowModule } from '../funding/flow-loader';
import type { WizardContext, WizardEvent, WizardInput, WizardOutput } from './types';
import { tableOf, wizardGuards } from './wizard.guards';
import { unprovided } from '../../services/actors/actor-contract';
import type { GetApplication } from '../../services/actors/modal-actors';
import type {
  AcceptAgreement,
  CrmEvent,
  DeleteFunding,
  DownloadAgreementPdf,
  LoadAgreementHtml,
  LoadLookups,
  RecordStep,
  SendInvitation,
} from '../../services/actors/wizard-contracts';
import type { SaveStep } from '../step-engine/save-actors';

const out = <T>(event: unknown): T => (event as DoneActorEvent<T>).output;
const failureOf = (event: unknown): ApiFailure => toApiFailure((event as ErrorActorEvent).error);

/** The initial context from the root's input. */
export function wizardContext(input: WizardInput): WizardContext {
  return {
    wizard: input.wizard,
    assisted: input.assisted === true,
    applicationUid: input.application.ApplicationUid,
    application: input.application,
    settings: input.settings,
    countries: input.countries,
    brokerCode: input.brokerCode,
    furthestStep: input.furthestStep,
    requestedPath: input.requestedPath,
    startAt: input.startAt,
    fieldErrors: {},
    formError: null,
    errorFallbacks: {},
    editing: null,
    flowChoice: null,
    states: [],
    statesCountry: null,
    lookups: {},
    sameAddress: input.sameAddress ?? {},
    addressSuggestions: [],
    addressPick: null,
    agreement: { html: null, accepted: false, error: null },
  };
}

export const wizardSetup = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    output: {} as WizardOutput,
  },
  actors: {
    saveStep: unprovided<SaveStep>('saveStep'),
    recordStep: unprovided<RecordStep>('recordStep'),
    getApplication: unprovided<GetApplication>('getApplication'),
    /** doc 3 §4 skip: DELETE ira-application-fundings when `ira`, else application-fundings. */
    deleteFunding: unprovided<DeleteFunding>('deleteFunding'),
    loadAgreementHtml: unprovided<LoadAgreementHtml>('loadAgreementHtml'),
    downloadAgreementPdf: unprovided<DownloadAgreementPdf>('downloadAgreementPdf'),
    acceptAgreement: unprovided<AcceptAgreement>('acceptAgreement'),
    /**
     * doc 2 §2.4, §7: POST /v2/crm/{applicationUid}/crmevents {Data:[{key:'Source', value: source}],
     * EventType}; always resolves (a CRM failure never blocks, doc 1 §8.1).
     */
    crmEvent: unprovided<CrmEvent>('crmEvent'),
    /** doc 2 §4, doc 1 §7.3: POST /v2/sales/applications/{ApplicationUid}/invitations (204). */
    sendInvitation: unprovided<SendInvitation>('sendInvitation'),
    /** The review's edit modal (machines/review/edit-item.machine.ts). */
    editItem: editItemMachine,
    /** Reference lists of ScreenSpec.lookups (customer due diligence, doc 2 §7). */
    loadLookups: unprovided<LoadLookups>('loadLookups'),
    statesLoader: fromCallback<
      { type: 'address.country'; country: string },
      { stateListType: 1 | 2; countries: number }
    >(() => () => {}),
    addressLookup: fromCallback<
      | { type: 'address.lookup'; query: string; country: string }
      | { type: 'address.pick'; id: string }
    >(() => () => {}),
    /**
     * The child flows a step opens (machines/funding/flows.ts), invoked as 'flow': thin
     * indirections to the flows chunk, which `loadFlows` loads first (machines/funding/flow-loader.ts).
     */
    ...lazyFlowActors(),
    /** Imports the flows chunk (at once when it is already loaded or prefetched). */
    loadFlows: fromPromise<void>(async () => {
      await loadFlowModule();
    }),
    /** Asks before the page is unloaded while a flow is open (services/adapters/browser.ts warnBeforeLeave). */
    leaveWarning: fromCallback(() => () => {}),
  },
  guards: wizardGuards,
  actions: {
    /** Analytics (provided by createAppMachine(deps)); no-op here. */
    track: (_, _params: { event: string; step?: string }) => {},
    /**
     * doc 3 §2.2, §3 "the fraud-prevention session id is stored in session storage on the funding
     * screen" (issue 35 item 2): provided by createAppMachine(deps); no-op here.
     */
    storeFraudSession: () => {},
    /**
     * doc 1 §2.3: back on the first step goes to '/', which logs out. The root's hosted wizards
     * (machines/wizard-engine/machines.ts) send `session.logout` to the root; no-op standalone.
     */
    logout: () => {},
    enterStep: assign(({ context }, params: { step: string }) => ({
      furthestStep: furthestOf(tableOf(context), context.furthestStep, params.step),
      requestedPath: null,
      startAt: null,
      fieldErrors: {},
      formError: null,
      errorFallbacks: {},
    })),
    /**
     * Tells the root the furthest step (the persisted flow position, inspector/persistence.ts):
     * `wizard.progress` to the root in the hosted wizards (machines.ts); no-op standalone.
     */
    reportProgress: () => {},
    /** doc 1 §2.10 'Ok, return to back office': `sales.backOffice` to the root (machines.ts); no-op standalone. */
    returnToBackOffice: () => {},
    /** A step's save failed: `saveClose.saved {ok: false}` to the root (doc 1 §4.13 save & close); no-op standalone. */
    reportSaveFailed: () => {},
    assignApplication: assign(({ event }) => ({
      application: out<Application>(event),
      addressPick: null,
      addressSuggestions: [],
    })),
    /** The saved application, and the flow flags the answer set for the step's person slot. */
    applySaved: assign(({ context, event }, params?: { person: PersonSlot }) => {
      const o = out<SaveOutput>(event);
      const slot = params?.person ?? editTargetOf(context.editing)?.person ?? 'main';
      return {
        application: o.application,
        // A picked lookup address is a prefill until the application holds what was saved.
        addressPick: null,
        addressSuggestions: [],
        ...(o.flags?.sameAddress !== undefined
          ? { sameAddress: { ...context.sameAddress, [slot]: o.flags.sameAddress } }
          : {}),
      };
    }),
    clearErrors: assign({ fieldErrors: {}, formError: null, errorFallbacks: {} }),
    /** Maps an API failure onto the fields of `screen` ('editing': the edit modal's form; doc 2 §8). */
    assignApiError: assign(({ context, event }, params: { screen: string }) => {
      const screen =
        params.screen === 'editing'
          ? (editTargetOf(context.editing)?.screen ?? null)
          : params.screen;
      const m = mapApiFailure(failureOf(event), fieldsOf(screen));
      return { fieldErrors: m.fieldErrors, formError: m.formError, errorFallbacks: m.fallbacks };
    }),
    assignFormError: assign((_, params: { message: string }) => ({
      formError: params.message,
      fieldErrors: {},
    })),
    assignFieldError: assign((_, params: { field: string; message: string }) => ({
      fieldErrors: { [params.field]: params.message },
    })),
    assignEditing: assign(({ event }) => {
      assertEvent(event, 'wizard.edit');
      return {
        editing: editTargetOf(event.item) ? event.item : null,
        fieldErrors: {},
        formError: null,
      };
    }),
    clearEditing: assign({ editing: null, fieldErrors: {}, formError: null }),
    /** Opens the edit modal on params.item (the Overview's follow-up picker, doc 3 §2.3). */
    assignEditingItem: assign((_, params: { item: string }) => ({
      editing: params.item,
      fieldErrors: {},
      formError: null,
    })),
    /** The edit modal's output: the application as saved and re-read (null: cancelled, nothing changed). */
    assignEdited: assign(({ context, event }) => {
      const o = out<EditItemOutput>(event);
      return o.application
        ? { application: o.application, addressPick: null, addressSuggestions: [] }
        : { application: context.application };
    }),
    forwardToEditItem: forwardTo('editItem'),
    forwardToFlow: forwardTo('flow'),
    /** Keeps the submitted choice that opens a flow (`field`'s value, else null) while its code loads. */
    assignFlowChoice: assign(({ event }, params: { field: string }) => ({
      flowChoice:
        event.type === 'wizard.submit' && event.values[params.field] != null
          ? String(event.values[params.field])
          : null,
    })),
    /** A finished flow's application (null: cancelled, nothing changed). */
    assignFlowOutput: assign(({ context, event }) => {
      const o = out<FlowOutput>(event);
      if (!o.application) return { application: context.application };
      // A flow may have linked a bank: the linked accounts are read again where a step needs them.
      const { bankAccounts: _stale, ...lookups } = context.lookups;
      return { application: o.application, lookups, addressPick: null, addressSuggestions: [] };
    }),
    assignLookups: assign(({ context, event }) => ({
      lookups: { ...context.lookups, ...out<Lookups>(event) },
    })),
    /** The states of the address's country (the person's saved one, else USA; doc 2 §2.20). */
    requestStatesForAddress: sendTo(
      'statesLoader',
      ({ context }, params: { person: PersonSlot; entity: boolean }) => ({
        type: 'address.country' as const,
        country:
          (params.entity
            ? context.application.CorporateApplication?.LegalEntity?.AddressResponse
                ?.CountryIso3Code
            : personOf(context.application, params.person)?.PersonAddress?.CountryIso3Code) ??
          'USA',
      }),
    ),
    requestStatesForEditing: sendTo('statesLoader', ({ context }) => {
      const e = editTargetOf(context.editing);
      return {
        type: 'address.country' as const,
        country:
          personOf(context.application, e?.person ?? 'main')?.PersonAddress?.CountryIso3Code ??
          'USA',
      };
    }),
    forwardStatesRequest: sendTo('statesLoader', ({ event }) => {
      assertEvent(event, 'address.country');
      return { type: 'address.country' as const, country: event.country };
    }),
    forwardAddressLookup: sendTo('addressLookup', ({ event }) => {
      assertEvent(event, ['address.lookup', 'address.pick']);
      return event;
    }),
    assignAddressSuggestions: assign(({ event }) => {
      assertEvent(event, 'address.suggestions');
      return { addressSuggestions: event.items as AddressSuggestion[] };
    }),
    assignAddressPick: assign(({ event }) => {
      assertEvent(event, 'address.picked');
      return { addressPick: event.address as AddressParts, addressSuggestions: [] };
    }),
    requestStatesForPick: sendTo('statesLoader', ({ event }) => {
      assertEvent(event, 'address.picked');
      return { type: 'address.country' as const, country: event.address.CountryIso3Code };
    }),
    assignStates: assign(({ event }) => {
      assertEvent(event, 'states.loaded');
      return { states: event.states, statesCountry: event.country };
    }),
    assignAgreementHtml: assign(({ context, event }) => ({
      agreement: { ...context.agreement, html: out<string>(event), error: null },
    })),
    assignAgreementError: assign(({ context, event }) => ({
      agreement: { ...context.agreement, error: mapApiFailure(failureOf(event)).formError },
    })),
    acceptFromViewer: assign(({ context }) => ({
      agreement: { ...context.agreement, accepted: true },
      fieldErrors: {},
    })),
    /** The PDF of the main agreement, or of the agreement `which` names (doc 3 §7 {type}-pdf-agreements). */
    downloadAgreementPdf: spawnChild('downloadAgreementPdf', {
      input: ({ context, event }) => ({
        ...agreementInputOf(context),
        ...(event.type === 'agreement.download' && event.which ? { type: event.which } : {}),
      }),
    }),
    clearFunding: assign(({ context }) => ({
      application: {
        ...context.application,
        ApplicationFunding: null,
        ...(context.application.IRAApplication
          ? {
              IRAApplication: {
                ...context.application.IRAApplication,
                IRAApplicationFundingResponse: null,
              },
            }
          : {}),
      },
    })),
  },
});

/** The wizard machine of one step table (the engine's setup; the table's states). */
export function createWizardMachine(wizard: WizardId) {
  const config = buildWizardConfig(wizard, WIZARD_TABLES[wizard]);
  return wizardSetup.createMachine({
    ...config,
    context: ({ input }) => wizardContext(input),
    output: ({ context }) => ({
      application: context.application,
      furthestStep: context.furthestStep,
    }),
  } as Parameters<typeof wizardSetup.createMachine>[0]);
}

export type WizardMachine = ReturnType<typeof createWizardMachine>;
