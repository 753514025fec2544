/**
 * The step builder (ARCHITECTURE.md "Wizards are data"): ONE function that turns a step table
 * into the wizard machine's states. Every step state carries `meta: StateMeta` (path, routeKey,
 * screen, titleKey, section, person) and the inner shape its behaviour declares
 * (`behaviourOf(step)`, machines/wizards/step-table.ts):
 *
 *   form:      editing ──wizard.submit──▶ saving (saveStep) ──▶ routing (branch guards) ──▶ to_<next>
 *   intro:     editing ──wizard.submit──▶ routing ──▶ to_<next>
 *   review:    editing ──wizard.submit [reviewComplete]──▶ routing; wizard.edit ──▶ editItem (form → saving → refetching)
 *   agreement: editing ──wizard.submit [agreementConsented]──▶ accepting ──▶ #<wizard>.done; agreement.view ──▶ viewer | achViewer
 *   to_<next>: recordStep (POST …/steps {Step}, doc 2 §2.1) ──▶ #<wizard>.<next>
 *
 * `wizard.back` goes to the previous step on the data's path (guarded per predecessor). A step
 * with `skipConfirm: 'funding'` opens the skip-funding modal, which deletes existing funding
 * before going on (doc 3 §2.4). Busy states carry the 'busy' tag and refuse URL changes.
 *
 * The typed form values never enter the context: `saving` reads them from the submit event, and a
 * failed save returns to `editing` with the screen still mounted, so what was typed stays.
 * Guard, action and actor names are those of machines/wizard-engine/wizard.machine.ts's setup.
 */
import { spawnChild } from 'xstate';
import type { RouteEntry, StateMeta } from '../screen-contract';
import { editTargetOf } from '../screen-fields';
import { lookupNamesOf } from '../view/screen-spec';
import { specOf } from '../view/screen-specs';
import type { StepDef, StepTable } from '../wizards/step-table';
import { behaviourOf } from '../wizards/step-table';
import { hasUserSkip, predecessorsOf } from '../wizards/walk';
import { FLOW_EVENT_TYPES, type FlowId } from '../funding/flow-contract';
import type { WizardContext, WizardEvent } from './types';
import { isProgramme, programmeHasLinkedBank } from '../agreement/agreement-variant';

type Args = { context: WizardContext; event: WizardEvent };
// State-node configs are plain data built at module load; their shape is checked by the machine's
// own tests (every state and transition of every wizard is walked in test/machines/wizard-paths).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StateConfig = Record<string, any>;

export const metaOf = (step: StepDef): StateMeta => ({
  path: step.path,
  routeKey: step.routeKey,
  screen: step.screen,
  titleKey: step.titleKey,
  section: step.section,
  ...(step.person ? { person: step.person } : {}),
});

const BUSY = ['busy'];
/** Busy states swallow URL changes (refused: the router sync puts the URL back). */
const REFUSE_URL = { 'url.changed': { actions: [] } };

/**
 * Records `path` as the application's step without waiting (doc 2 §2.1 "each time the wizard
 * step changes, the current step path is saved"): used on back and URL navigation, where the
 * move itself must not wait for the server. Failures are ignored by the actor.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function recordInBackground(path: string): any {
  return spawnChild('recordStep', {
    input: ({ context }: { context: WizardContext }) => ({
      applicationUid: context.applicationUid,
      path,
      background: true,
    }),
  });
}

/** Every step id `step` can move forward to. */
function forwardTargets(step: StepDef): string[] {
  const out = new Set<string>();
  if (typeof step.next === 'string') out.add(step.next);
  else if (step.next) Object.values(step.next).forEach((t) => out.add(t));
  if (step.skip) out.add(step.skip);
  (step.branches ?? []).forEach((b) => out.add(b.to));
  return [...out];
}

/** The `to_<id>` state: records the step on the server, then enters it (doc 2 §2.1). */
function recordingState(wid: string, table: StepTable, to: string): StateConfig {
  const target = table.find((s) => s.id === to);
  if (!target) throw new Error(`step ${to} is not in wizard ${wid}`);
  return {
    tags: BUSY,
    on: REFUSE_URL,
    invoke: {
      id: 'recordStep',
      src: 'recordStep',
      input: ({ context }: Args) => ({ applicationUid: context.applicationUid, path: target.path }),
      onDone: { target: `#${wid}.${to}` },
      onError: {
        target: 'editing',
        actions: { type: 'assignApiError', params: { screen: 'none' } },
      },
    },
  };
}

/** The data-driven forward routing after a save (named branch guards, then the plain next). */
function routingState(step: StepDef): StateConfig {
  const always: StateConfig[] = (step.branches ?? []).map((b) => ({
    guard: b.params ? { type: b.guard, params: b.params } : b.guard,
    target: `to_${b.to}`,
  }));
  if (typeof step.next === 'string') always.push({ target: `to_${step.next}` });
  // A choice no branch names (e.g. an IRA transfer, finished in its own modal): on to the skip
  // target, as walk.ts routeFrom reads the data.
  else if (step.skip) always.push({ target: `to_${step.skip}` });
  else
    always.push({
      target: 'editing',
      actions: { type: 'assignFormError', params: { message: 'apiErrors.SomethingWentWrong' } },
    });
  return { always };
}

function backTransitions(
  wid: string,
  table: StepTable,
  step: StepDef,
): StateConfig[] | StateConfig {
  const preds = predecessorsOf(table, step.id);
  // doc 1 §2.3: the first step's previous path is '/', and a back to '/' logs out.
  if (preds.length === 0) return { actions: 'logout' };
  // The previous step on the data's path (doc 2 §4); the first predecessor in table order is the
  // default, as walk.ts previousStepOf falls back to it.
  const [first, ...others] = preds;
  return [
    ...others.map((p) => ({
      guard: { type: 'isPreviousStep', params: { step: step.id, previous: p.id } },
      target: `#${wid}.${p.id}`,
      actions: recordInBackground(p.path),
    })),
    { target: `#${wid}.${first.id}`, actions: recordInBackground(first.path) },
  ];
}

/** The save invoke; `errorScreen` names the screen whose fields receive mapped server errors. */
function saveInvoke(
  target: (a: Args) => { screen: string; person: string },
  onDone: StateConfig,
  onErrorTarget: string,
  errorScreen: string,
): StateConfig {
  return {
    id: 'saveStep',
    src: 'saveStep',
    input: (a: Args) => ({
      ...target(a),
      settings: a.context.settings,
      values: a.event.type === 'wizard.submit' ? a.event.values : {},
      application: a.context.application,
      countries: a.context.countries,
      ignoreAreaCode: a.context.settings?.PortalGatewayISOCodesListToIgnoreAreaCode,
    }),
    onDone,
    onError: {
      target: onErrorTarget,
      actions: [{ type: 'assignApiError', params: { screen: errorScreen } }, 'reportSaveFailed'],
    },
  };
}

/** Loads the reference lists `names` the context lacks (ScreenSpec.lookups) while the state is active. */
function lookupsInvoke(names: (a: Args) => readonly string[]): StateConfig {
  return {
    id: 'loadLookups',
    src: 'loadLookups',
    input: (a: Args) => ({
      names: names(a).filter((n) => !(n in a.context.lookups)),
      applicationUid: a.context.applicationUid,
    }),
    onDone: { actions: 'assignLookups' },
  };
}

function reviewStates(
  wid: string,
  table: StepTable,
  step: StepDef,
  editingOn: StateConfig,
  states: StateConfig,
) {
  editingOn['wizard.submit'] = [
    { guard: 'reviewComplete', target: 'routing', actions: 'clearErrors' },
    { actions: { type: 'assignFormError', params: { message: 'review.fundingMissingAmount' } } },
  ];
  const edit = { guard: 'isEditableItem', target: 'editItem', actions: 'assignEditing' };
  // The application review's funding card opens the funding-edit flow (bank or IRA, doc 3 §2.4
  // "Funding edits from the review page"); the business review has no funding card.
  if (step.screen === 'review') {
    // doc 2 §2.23, §4; doc 1 §4.12: an agent's submit sends the customer the invitation instead.
    editingOn['wizard.submit'].unshift({
      guard: 'assistedSession',
      target: 'sendingInvitation',
      actions: 'clearErrors',
    });
    states.sendingInvitation = {
      tags: ['busy', 'overlay'],
      on: REFUSE_URL,
      invoke: {
        id: 'sendInvitation',
        src: 'sendInvitation',
        input: ({ context }: Args) => ({ applicationUid: context.applicationUid }),
        onDone: 'invitationSent',
        onError: {
          target: 'invitationFailed',
          actions: { type: 'assignApiError', params: { screen: 'none' } },
        },
      },
    };
    // doc 1 §2.10: 'an invitation was sent to the customer's e-mail'; 'Ok, return to back office'.
    states.invitationSent = {
      meta: { modal: 'invitationSent' },
      on: { ...REFUSE_URL, 'modal.confirm': { actions: 'returnToBackOffice' } },
    };
    states.invitationFailed = {
      meta: { modal: 'invitationError' },
      on: { 'modal.confirm': 'editing', 'modal.cancel': 'editing' },
    };
    editingOn['wizard.edit'] = [
      {
        guard: 'editsFunding',
        target: 'loadFlow_fundingEdit',
        actions: ['clearErrors', { type: 'assignFlowChoice', params: { field: 'item' } }],
      },
      edit,
    ];
    states.loadFlow_fundingEdit = flowLoadState('flow_fundingEdit');
    states.flow_fundingEdit = flowState('fundingEdit');
  } else editingOn['wizard.edit'] = edit;
  // The edit modal is a child machine (machines/review/edit-item.machine.ts) that owns its form's
  // errors; the screen's events reach it through the wizard.
  states.editItem = {
    meta: { modal: 'editItem' },
    entry: 'requestStatesForEditing',
    invoke: [
      {
        id: 'editItem',
        src: 'editItem',
        input: ({ context }: Args) => ({
          item: context.editing ?? '',
          application: context.application,
          countries: context.countries,
          settings: context.settings,
        }),
        onDone: [
          // The metal Overview (doc 3 §2.3): closing the allocation modal opens the silver, then the gold picker.
          ...(step.screen === 'metalReview'
            ? ['metalSilver', 'metalGold'].map((item) => ({
                guard: { type: 'pickerAfterEditIs', params: { item } },
                target: `#${wid}.${step.id}.editItem`,
                reenter: true,
                actions: ['assignEdited', { type: 'assignEditingItem', params: { item } }],
              }))
            : []),
          { target: `#${wid}.${step.id}.editing`, actions: ['assignEdited', 'clearEditing'] },
        ],
      },
      lookupsInvoke((a) =>
        lookupNamesOf(specOf(editTargetOf(a.context.editing)?.screen), a.context),
      ),
    ],
    on: {
      // The Overview's funding item opens the bank link like its own step (doc 3 §2.3).
      'wizard.submit': [
        ...(step.screen === 'metalReview' ? editFlowSubmits(table, states) : []),
        { actions: 'forwardToEditItem' },
      ],
      'modal.cancel': { actions: 'forwardToEditItem' },
    },
  };
}

/**
 * In a review's edit modal, a choice that opens a flow on its own step opens the same flow (e.g.
 * the programme's funding edited on the Overview: the bank → the bank link, doc 3 §2.3); the edit
 * modal closes and the flow returns to the review, whatever its outcome.
 */
function editFlowSubmits(table: StepTable, states: StateConfig): StateConfig[] {
  return table.flatMap((s) =>
    Object.entries(s.flows?.open ?? {}).map(([value, id]) => {
      states[`loadEditFlow_${id}`] ??= flowLoadState(`editFlow_${id}`);
      states[`editFlow_${id}`] ??= flowState(id, 'editing');
      return {
        guard: {
          type: 'editSubmitChooses',
          params: { screen: s.screen, field: s.flows!.field, value },
        },
        target: `loadEditFlow_${id}`,
        actions: ['clearEditing', { type: 'assignFlowChoice', params: { field: s.flows!.field } }],
      };
    }),
  );
}

/**
 * The agreement step (doc 3 §2.5 Agreement, §4 "Agreement open-account sequence", §5 Agreement):
 * - `agreement.view` opens the agreement viewer (modal 'agreementViewer', the main agreement's HTML
 *   loaded once); `agreement.view {which: 'ach'}` the ACH transfer terms viewer of the programme
 *   with a linked bank (modal 'achTerms', the lookup 'htmlAchAgreement'). Accept (`modal.confirm`)
 *   ticks the box, closing (`modal.cancel`) the ACH viewer clears auto-deposit (the form's state).
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

function agreementStates(wid: string, step: StepDef, editingOn: StateConfig, states: StateConfig) {
  // Only the programme's agreement (METAL_SECURE_ACCOUNT.AGREEMENT) has the auto-deposit box and its ACH viewer.
  const programme = step.routeKey === 'METAL_SECURE_ACCOUNT.AGREEMENT';
  const acceptInput = ({ context }: Args) => ({
    ...agreementInputOf(context),
    programme: isProgramme(context.application),
    linkedBank: programmeHasLinkedBank(context.application),
  });
  const maincode = ({ context }: Args) => agreementInputOf(context);
  editingOn['agreement.view'] = programme
    ? [{ guard: 'viewsAchTerms', target: 'achViewer' }, { target: 'viewer' }]
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
    states.achViewer = {
      meta: { modal: 'achTerms' },
      invoke: lookupsInvoke(() => ['htmlAchAgreement']),
      on: {
        'modal.confirm': 'editing',
        'modal.cancel': 'editing',
        'agreement.download': { actions: 'downloadAgreementPdf' },
      },
    };
  }
  states.accepting = {
    tags: BUSY,
    on: REFUSE_URL,
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
function achTermsStates(editingOn: StateConfig, states: StateConfig) {
  editingOn['agreement.view'] = 'viewer';
  states.viewer = {
    meta: { modal: 'achTerms' },
    invoke: lookupsInvoke(() => ['htmlAchAgreement']),
    on: { 'modal.confirm': 'editing', 'modal.cancel': 'editing' },
  };
}

function skipFundingStates(step: StepDef, editingOn: StateConfig, states: StateConfig) {
  // doc 3 §2.4: skip opens the confirmation modal; SKIP deletes existing funding, then goes on.
  editingOn['wizard.skip'] = 'skipConfirm';
  states.skipConfirm = {
    meta: { modal: 'skipFunding' },
    on: { 'modal.cancel': 'editing', 'modal.confirm': 'deletingFunding' },
  };
  states.deletingFunding = {
    tags: BUSY,
    on: REFUSE_URL,
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

/** The events the wizard hands to an open flow (machines/funding/flow-contract.ts). */
// 'agreement.view': the funding edit's ACH amount opens the transfer terms viewer in the flow.
const FLOW_FORWARDED = [
  'wizard.submit',
  'wizard.back',
  'wizard.skip',
  'modal.confirm',
  'modal.cancel',
  'agreement.view',
  ...FLOW_EVENT_TYPES,
];

/**
 * The busy state before a child flow's state (issue 11): the flows chunk is imported
 * (machines/funding/flow-loader.ts; at once when prefetched), then `target` opens the flow. The
 * choice that opens it waits in `context.flowChoice`; a chunk that cannot load returns to the step
 * with the generic error.
 */
function flowLoadState(target: string): StateConfig {
  return {
    tags: BUSY,
    on: REFUSE_URL,
    invoke: {
      id: 'loadFlows',
      src: 'loadFlows',
      onDone: target,
      onError: {
        target: 'editing',
        actions: { type: 'assignApiError', params: { screen: 'none' } },
      },
    },
  };
}

/**
 * The state of a step while the child flow `id` runs (doc 3 §2.4, §4): invoked as 'flow' with
 * `FlowInput` (its choice kept in `context.flowChoice`), the screen's events forwarded to it, URL
 * changes refused, the page asks before it is unloaded. Its output's application replaces the
 * wizard's; 'next' routes on by the step's links (e.g. the linked bank → the ACH amount), 'stay'
 * returns to the step.
 */
function flowState(id: FlowId, nextTarget = 'routing'): StateConfig {
  return {
    meta: { flow: id },
    on: {
      ...REFUSE_URL,
      ...Object.fromEntries(FLOW_FORWARDED.map((t) => [t, { actions: 'forwardToFlow' }])),
    },
    invoke: [
      {
        id: 'flow',
        src: id,
        input: ({ context }: Args) => ({
          applicationUid: context.applicationUid,
          application: context.application,
          settings: context.settings,
          choice: context.flowChoice,
          mode: {
            assisted: context.assisted,
            aip: context.wizard === 'metalStream',
          },
        }),
        onDone: [
          { guard: 'flowGoesNext', target: nextTarget, actions: 'assignFlowOutput' },
          { target: 'editing', actions: 'assignFlowOutput' },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'assignApiError', params: { screen: 'none' } },
        },
      },
      { id: 'leaveWarning', src: 'leaveWarning' },
    ],
  };
}

/** The submit of a step with `flows`: a choice that opens a flow goes there, any other is saved. */
function flowSubmit(step: StepDef, states: StateConfig): StateConfig[] {
  const flows = step.flows;
  if (!flows) return [];
  return Object.entries(flows.open).map(([value, id]) => {
    states[`loadFlow_${id}`] ??= flowLoadState(`flow_${id}`);
    states[`flow_${id}`] ??= flowState(id);
    return {
      guard: { type: 'submitChooses', params: { field: flows.field, value } },
      target: `loadFlow_${id}`,
      actions: ['clearErrors', { type: 'assignFlowChoice', params: { field: flows.field } }],
    };
  });
}

function stepState(wid: string, table: StepTable, step: StepDef): StateConfig {
  const states: StateConfig = {};
  const editingOn: StateConfig = { 'wizard.back': backTransitions(wid, table, step) };
  const behaviour = behaviourOf(step);
  if (behaviour === 'review') reviewStates(wid, table, step, editingOn, states);
  else if (behaviour === 'agreement') agreementStates(wid, step, editingOn, states);
  else if (behaviour === 'form') {
    editingOn['wizard.submit'] = [
      ...flowSubmit(step, states),
      { target: 'saving', actions: 'clearErrors' },
    ];
    states.saving = {
      tags: BUSY,
      on: REFUSE_URL,
      invoke: saveInvoke(
        () => ({ screen: step.screen, person: step.person ?? 'main' }),
        {
          target: 'routing',
          actions: { type: 'applySaved', params: { person: step.person ?? 'main' } },
        },
        'editing',
        step.screen,
      ),
    };
  } else editingOn['wizard.submit'] = { target: 'routing', actions: 'clearErrors' };
  if (step.routeKey === 'FUNDING.NORMAL_FUNDING.AMOUNT.PLAID') achTermsStates(editingOn, states);

  if (hasUserSkip(step) && step.skip) {
    if (step.skipConfirm === 'funding') skipFundingStates(step, editingOn, states);
    else editingOn['wizard.skip'] = { target: `to_${step.skip}`, actions: 'clearErrors' };
  }

  states.editing = { on: editingOn };
  if (behaviour !== 'agreement') states.routing = routingState(step);
  for (const t of forwardTargets(step)) states[`to_${t}`] = recordingState(wid, table, t);

  const spec = specOf(step.screen);
  return {
    id: `${wid}.${step.id}`,
    meta: metaOf(step),
    entry: [
      { type: 'enterStep', params: { step: step.id } },
      'reportProgress',
      // doc 2 §1 step-view event; doc 1 §4.8 funnel events on entering Address and Fund account.
      { type: 'track', params: { event: 'signup_step_view', step: step.path } },
      ...(step.path === '/address'
        ? [{ type: 'track', params: { event: 'application_secure', step: step.path } }]
        : []),
      ...(step.path === '/fund/account' || step.path === '/fund/retirement'
        ? [{ type: 'track', params: { event: 'application_address', step: step.path } }]
        : []),
      ...(step.screen === 'addressEnter' || step.screen === 'businessAddress'
        ? [
            {
              type: 'requestStatesForAddress',
              params: { person: step.person ?? 'main', entity: step.screen === 'businessAddress' },
            },
          ]
        : []),
    ],
    ...(spec?.lookups ? { invoke: lookupsInvoke((a) => lookupNamesOf(spec, a.context)) } : {}),
    initial: 'editing',
    states,
  };
}

/**
 * The wizard machine's root config for `table` (state id `wid`): `resume` (picks the step to
 * start at, doc 1 §4.7/§4.10), one state per step, and the final `done`. URL changes to a step the
 * user has reached are accepted anywhere in the wizard (browser back/forward, typed URL) — ONE
 * route-table handler — unless a busy state refuses them.
 */
export function buildWizardConfig(wid: string, table: StepTable): StateConfig {
  const agreement = table.find((s) => behaviourOf(s) === 'agreement' && s.next === null);
  const states: StateConfig = {
    resume: {
      always: [
        ...(agreement ? [{ guard: 'startsAtAgreement', target: agreement.id }] : []),
        ...table.map((s) => ({
          guard: { type: 'resumeAt', params: { step: s.id } },
          target: s.id,
        })),
        { target: table[0].id },
      ],
    },
  };
  for (const step of table) states[step.id] = stepState(wid, table, step);
  states.done = { type: 'final' };
  return {
    id: wid,
    initial: 'resume',
    tags: ['wizard', 'saveExit'],
    invoke: [
      {
        id: 'statesLoader',
        src: 'statesLoader',
        // doc 2 §2.20: the states list is fetched with stateListType 2 for IRA, otherwise 1.
        input: ({ context }: Args) => ({
          stateListType: context.application.ApplicationType === 'IRA' ? 2 : 1,
          countries: context.countries.length,
        }),
      },
      { id: 'addressLookup', src: 'addressLookup' },
    ],
    on: {
      'url.changed': table.map((s) => ({
        guard: { type: 'urlIsReachableStep', params: { step: s.id, path: s.path } },
        target: `.${s.id}`,
        actions: recordInBackground(s.path),
      })),
      'address.country': { actions: 'forwardStatesRequest' },
      'states.loaded': { actions: 'assignStates' },
      'address.lookup': { actions: 'forwardAddressLookup' },
      'address.pick': { actions: 'forwardAddressLookup' },
      'address.suggestions': { actions: 'assignAddressSuggestions' },
      'address.picked': { actions: ['assignAddressPick', 'requestStatesForPick'] },
    },
    states,
  };
}

/** The wizard's rows of the route table. */
export function wizardRoutes(table: StepTable): RouteEntry[] {
  return table.map((s) => ({
    path: s.path,
    routeKey: s.routeKey,
    screen: s.screen,
    titleKey: s.titleKey,
  }));
}
