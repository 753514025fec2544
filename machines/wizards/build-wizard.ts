/**
 * The wizard builder (ARCHITECTURE.md "Wizards are data"): ONE function that turns a step
 * table into statechart states. Every step state carries `meta: StateMeta` (path, routeKey,
 * screen, titleKey, section) and the same inner shape:
 *
 *   editing ──wizard.submit──▶ saving (invoke saveStep) ──▶ routing (named branch guards)
 *      ▲  ▲                       │ error: fieldErrors / formError, back to editing
 *      │  └───────────────────────┘
 *      │                                  routing ──▶ to_<next> (invoke recordStep POST …/steps {Step})
 *      └─ wizard.back (guarded: the previous step on the data's path)        └──▶ #<wizard>.<next>
 *
 * Screens without data (intros, address done) skip `saving`. The Fund-account step's user
 * skip opens the 'skipFunding' modal state, which deletes existing funding before going on
 * (doc 3 §2.4). The Review step opens the 'editItem' modal state that reuses the save actor and
 * re-fetches the application (doc 2 §2.24). The Agreement step holds the viewer modal, the PDF
 * download and 'Open account' (POST {maincode}-agreements, 202) and then reaches the final
 * `done` state (the root continues to KYC_PROCESSING, doc 3 §2.2).
 *
 * The typed form values never enter the context: `saving` reads them from the submit event,
 * and a failed save returns to `editing` with the screen still mounted, so what was typed stays.
 *
 * Guard, action and actor names used here are implemented in machines/app.machine.ts's setup.
 */
import { spawnChild } from 'xstate';
import type { PersonSlot, RouteEntry, StateMeta } from '../screen-contract';
import type { AppContext, AppEvent } from '../app-types';
import { isSavingScreen } from '../../services/actors/step-savers';
import { EDIT_SCREENS } from '../screen-fields';
import type { StepDef, StepTable } from './step-table';
import { hasUserSkip, predecessorsOf } from './walk';
import { individualSteps } from './individual.steps';

/** The wizards by id; guards look their table up here (params carry the wizard id). */
export const WIZARD_TABLES: Record<string, StepTable> = {
  individual: individualSteps,
};

type Args = { context: AppContext; event: AppEvent };
// The builder's output is embedded in the root machine's typed config; state-node configs are
// plain data, typed loosely here and checked by the machine's own tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StateConfig = Record<string, any>;

export interface BuildWizardOptions {
  /** Wizard id; the state id of the wizard and the prefix of every step id ('individual'). */
  id: string;
  table: StepTable;
  /** The transition of `wizard.back` on the first step (doc 1 §2.3: a back to '/' logs out). */
  backFromFirst?: StateConfig;
}

export const metaOf = (step: StepDef): StateMeta => ({
  path: step.path,
  routeKey: step.routeKey,
  screen: step.screen,
  titleKey: step.titleKey,
  section: step.section,
  ...(step.person ? { person: step.person } : {}),
});

const BUSY = ['busy'];

/**
 * Records `path` as the application's step without waiting (doc 2 §2.1 "each time the wizard
 * step changes, the current step path is saved"): used on back and URL navigation, where the
 * move itself must not wait for the server. Failures are ignored by the actor.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function recordInBackground(path: string): any {
  return spawnChild('recordStep', {
    input: ({ context }: { context: AppContext }) => ({
      applicationUid: context.applicationUid,
      path,
      background: true,
    }),
  });
}
/** Busy states swallow URL changes (refused: the router sync puts the URL back). */
const REFUSE_URL = { 'url.changed': { actions: [] } };

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
  backFromFirst?: StateConfig,
): StateConfig[] | StateConfig {
  const preds = predecessorsOf(table, step.id);
  if (preds.length === 0) return backFromFirst ?? { actions: [] };
  return [
    ...preds.map((p) => ({
      guard: { type: 'isPreviousStep', params: { wizard: wid, step: step.id, previous: p.id } },
      target: `#${wid}.${p.id}`,
      actions: recordInBackground(p.path),
    })),
    // Data inconsistent with every predecessor: go to the first one in table order.
    { target: `#${wid}.${preds[0].id}`, actions: recordInBackground(preds[0].path) },
  ];
}

/**
 * The save invoke. `errorScreen` names the screen whose fields receive mapped server errors
 * ('editing' = the review item open in the modal).
 */
function saveInvoke(
  screenOf: (a: Args) => string,
  onDone: StateConfig,
  onErrorTarget: string,
  errorScreen: string,
  person: PersonSlot = 'main',
): StateConfig {
  return {
    id: 'saveStep',
    src: 'saveStep',
    input: (a: Args) => ({
      screen: screenOf(a),
      person,
      settings: a.context.settings,
      values: a.event.type === 'wizard.submit' ? a.event.values : {},
      application: a.context.application,
      countries: a.context.countries,
      ignoreAreaCode: a.context.settings?.PortalGatewayISOCodesListToIgnoreAreaCode,
    }),
    onDone,
    onError: {
      target: onErrorTarget,
      actions: { type: 'assignApiError', params: { screen: errorScreen } },
    },
  };
}

function stepState(
  wid: string,
  table: StepTable,
  step: StepDef,
  opts: BuildWizardOptions,
): StateConfig {
  const states: StateConfig = {};
  const editingOn: StateConfig = {
    'wizard.back': backTransitions(wid, table, step, opts.backFromFirst),
  };
  const screen = step.screen;

  if (screen === 'review') {
    editingOn['wizard.submit'] = [
      { guard: 'reviewComplete', target: 'routing', actions: 'clearErrors' },
      { actions: { type: 'assignFormError', params: { message: 'review.fundingMissingAmount' } } },
    ];
    editingOn['wizard.edit'] = {
      guard: 'isEditableItem',
      target: 'editItem',
      actions: 'assignEditing',
    };
    states.editItem = {
      meta: { modal: 'editItem' },
      initial: 'form',
      entry: 'requestStatesForEditing',
      on: { 'modal.cancel': { target: 'editing', actions: 'clearEditing' } },
      states: {
        form: { on: { 'wizard.submit': { target: 'saving', actions: 'clearErrors' } } },
        saving: {
          tags: BUSY,
          on: { ...REFUSE_URL, 'modal.cancel': { actions: [] } },
          invoke: saveInvoke(
            ({ context }) => (context.editing ? EDIT_SCREENS[context.editing] : 'none'),
            { target: 'refetching', actions: { type: 'applySaved', params: { person: 'main' } } },
            'form',
            'editing',
          ),
        },
        refetching: {
          tags: BUSY,
          on: { ...REFUSE_URL, 'modal.cancel': { actions: [] } },
          invoke: {
            id: 'refetchApplication',
            src: 'getApplication',
            input: ({ context }: Args) => ({ applicationUid: context.applicationUid }),
            onDone: {
              target: `#${wid}.${step.id}.editing`,
              actions: ['assignApplication', 'clearEditing'],
            },
            onError: { target: `#${wid}.${step.id}.editing`, actions: 'clearEditing' },
          },
        },
      },
    };
  } else if (screen === 'agreement') {
    editingOn['agreement.view'] = 'viewer';
    editingOn['agreement.download'] = { actions: 'downloadAgreementPdf' };
    editingOn['wizard.submit'] = [
      { guard: 'agreeChecked', target: 'accepting', actions: 'clearErrors' },
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
            input: ({ context }: Args) => ({
              applicationUid: context.applicationUid,
              maincode: (context.settings?.BrokerCode ?? context.brokerCode).toLowerCase(),
            }),
            onDone: { target: 'ready', actions: 'assignAgreementHtml' },
            onError: { target: 'failed', actions: 'assignAgreementError' },
          },
        },
        ready: {},
        failed: {},
      },
    };
    states.accepting = {
      tags: BUSY,
      on: REFUSE_URL,
      invoke: {
        id: 'acceptAgreement',
        src: 'acceptAgreement',
        input: ({ context }: Args) => ({
          applicationUid: context.applicationUid,
          maincode: (context.settings?.BrokerCode ?? context.brokerCode).toLowerCase(),
        }),
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
  } else if (isSavingScreen(screen)) {
    editingOn['wizard.submit'] = { target: 'saving', actions: 'clearErrors' };
    states.saving = {
      tags: BUSY,
      on: REFUSE_URL,
      invoke: saveInvoke(
        () => screen,
        { target: 'routing', actions: { type: 'applySaved', params: { person: step.person ?? 'main' } } },
        'editing',
        screen,
        step.person,
      ),
    };
  } else {
    editingOn['wizard.submit'] = { target: 'routing', actions: 'clearErrors' };
  }

  if (hasUserSkip(step) && step.skip) {
    if (screen === 'fundAccount') {
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
          input: ({ context }: Args) => ({ applicationUid: context.applicationUid }),
          onDone: { target: `to_${step.skip}`, actions: 'clearFunding' },
          onError: {
            target: 'editing',
            actions: { type: 'assignApiError', params: { screen: 'none' } },
          },
        },
      };
    } else {
      editingOn['wizard.skip'] = { target: `to_${step.skip}`, actions: 'clearErrors' };
    }
  }

  states.editing = { on: editingOn };
  if (screen !== 'agreement') states.routing = routingState(step);
  for (const t of forwardTargets(step)) states[`to_${t}`] = recordingState(wid, table, t);

  return {
    id: `${wid}.${step.id}`,
    meta: metaOf(step),
    entry: [
      { type: 'enterStep', params: { wizard: wid, step: step.id } },
      // doc 2 §1 step-view event; doc 1 §4.8 funnel events on entering Address and Fund account.
      { type: 'track', params: { event: 'signup_step_view', step: step.path } },
      ...(step.path === '/address'
        ? [{ type: 'track', params: { event: 'application_secure', step: step.path } }]
        : []),
      ...(step.path === '/fund/account'
        ? [{ type: 'track', params: { event: 'application_address', step: step.path } }]
        : []),
      ...(screen === 'addressEnter' ? ['requestStatesForAddress'] : []),
    ],
    initial: 'editing',
    states,
  };
}

/**
 * Builds the wizard's state config: `resume` (picks the step to start at, doc 1 §4.7/§4.10),
 * one state per step, and the final `done`. URL changes to a step the user has reached are
 * accepted anywhere in the wizard (browser back/forward, typed URL) unless a busy state refuses.
 */
export function buildWizard(opts: BuildWizardOptions): StateConfig {
  const { id: wid, table } = opts;
  if (!WIZARD_TABLES[wid]) throw new Error(`register wizard ${wid} in WIZARD_TABLES`);
  const states: StateConfig = {
    resume: {
      always: [
        ...table.map((s) => ({
          guard: { type: 'resumeAt', params: { wizard: wid, step: s.id } },
          target: s.id,
        })),
        { target: table[0].id },
      ],
    },
  };
  for (const step of table) states[step.id] = stepState(wid, table, step, opts);
  states.done = { type: 'final' };
  return {
    id: wid,
    initial: 'resume',
    tags: ['wizard', 'saveExit'],
    invoke: [
      {
        id: 'statesLoader',
        src: 'statesLoader',
        input: ({ context }: Args) => ({ stateListType: 1, countries: context.countries.length }),
      },
      { id: 'addressLookup', src: 'addressLookup' },
    ],
    on: {
      'url.changed': table.map((s) => ({
        guard: { type: 'urlIsReachableStep', params: { wizard: wid, step: s.id, path: s.path } },
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
