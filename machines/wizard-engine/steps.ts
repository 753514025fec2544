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
 * before going on (doc 3 §2.4). An SSN step opens the help-video modal (video-states.ts). Busy states carry the 'busy' tag and refuse URL changes.
 *
 * The typed form values never enter the context: `saving` reads them from the submit event, and a
 * failed save returns to `editing` with the screen still mounted, so what was typed stays.
 * Guard, action and actor names are those of machines/wizard-engine/wizard.machine.ts's setup.
 */
import { and, enqueueActions, not, spawnChild } from 'xstate';
import { lockedGuard } from '../route-rule';
import type { RouteEntry, StateMeta } from '../screen-contract';
import { lookupNamesOf } from '../view/screen-spec';
import { specOf } from '../view/screen-specs';
import type { StepDef, StepTable } from '../wizards/step-table';
import { behaviourOf } from '../wizards/step-table';
import { hasUserSkip, predecessorsOf } from '../wizards/walk';
import type { WizardContext } from './types';
import { BUSY, lookupsInvoke, type Args, type StateConfig } from './state-parts';
import { flowSubmit } from './flow-states';
import { reviewStates } from './review-states';
import { agreementStates, achTermsStates, skipFundingStates } from './agreement-states';
import { ssnVideoStates } from './video-states';

export const metaOf = (step: StepDef): StateMeta => ({
  path: step.path,
  routeKey: step.routeKey,
  screen: step.screen,
  titleKey: step.titleKey,
  section: step.section,
  ...(step.person ? { person: step.person } : {}),
});

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

/**
 * Records `path`, the step the wizard starts at, in the background (as `recordInBackground`)
 * unless it is the application's saved step (ApplicationStep) already: a new application's first
 * step — the Secure intro — is a step the applicant sees and counts on the journey map like every
 * other (issue 35 item 16); resuming where the applicant left records nothing new.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function recordStartUnlessSaved(path: string): any {
  return enqueueActions(
    ({ context, enqueue }: { context: WizardContext; enqueue: EnqueueLike }) => {
      if (context.application.ApplicationStep === path) return;
      enqueue.spawnChild('recordStep', {
        input: { applicationUid: context.applicationUid, path, background: true },
      });
    },
  );
}
type EnqueueLike = { spawnChild: (src: string, opts: { input: unknown }) => void };

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

/** The funding screens that store the fraud-prevention session id on entry (doc 3 §2.2, §3). */
const FRAUD_SESSION_SCREENS = new Set(['fundAccount', 'retirementFunding', 'metalFunding']);

/** The funding amount screens whose save is the doc 1 §4.8 `application_funded` funnel event. */
const FUNDED_SCREENS = new Set(['fundAmount', 'retirementAmount']);

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
      invoke: saveInvoke(
        () => ({ screen: step.screen, person: step.person ?? 'main' }),
        {
          target: 'routing',
          actions: [
            { type: 'applySaved', params: { person: step.person ?? 'main' } },
            // doc 1 §4.8 funnel: the funding amount is saved (issue 35 item 1).
            ...(FUNDED_SCREENS.has(step.screen)
              ? [{ type: 'track', params: { event: 'application_funded', step: step.path } }]
              : []),
          ],
        },
        'editing',
        step.screen,
      ),
    };
  } else editingOn['wizard.submit'] = { target: 'routing', actions: 'clearErrors' };
  if (step.routeKey === 'FUNDING.NORMAL_FUNDING.AMOUNT.PLAID') achTermsStates(editingOn, states);
  // doc 2 §2.4, §2.15: the Secure intro and every SSN step (main, secondary, minor) have the
  // SSN explainer video's modal (issue 35 item 6).
  if (step.screen === 'ssn' || step.screen === 'secureIntro')
    ssnVideoStates(step.path, editingOn, states);

  if (hasUserSkip(step) && step.skip) {
    if (step.skipConfirm === 'funding') skipFundingStates(step, editingOn, states);
    else editingOn['wizard.skip'] = { target: `to_${step.skip}`, actions: 'clearErrors' };
  }

  states.editing = { on: editingOn };
  if (behaviour !== 'agreement') states.routing = routingState(step);
  // doc 2 §1 "every step sends step-view and step-complete events": the step is complete when
  // the wizard moves forward from it (issue 35 item 1).
  for (const t of forwardTargets(step))
    states[`to_${t}`] = {
      ...recordingState(wid, table, t),
      entry: { type: 'track', params: { event: 'signup_step_complete', step: step.path } },
    };

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
      // doc 3 §2.2, §3: the funding screens store the fraud-prevention session id (issue 35 item 2).
      ...(FRAUD_SESSION_SCREENS.has(step.screen) ? ['storeFraudSession'] : []),
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
 * start at, doc 1 §4.7/§4.10, and records it unless it is the saved step), one state per step, and the final `done`. URL changes to a step the
 * user has reached are accepted anywhere in the wizard (browser back/forward, typed URL) — ONE
 * route-table handler — unless a busy state refuses them.
 */
export function buildWizardConfig(wid: string, table: StepTable): StateConfig {
  const agreement = table.find((s) => behaviourOf(s) === 'agreement' && s.next === null);
  const states: StateConfig = {
    // The step the wizard starts at is recorded (in the background) unless it is the saved step
    // already: a new application's first step (the Secure intro) is a step the applicant sees
    // and counts on the journey map like every other (issue 35 item 16).
    resume: {
      always: [
        ...(agreement ? [{ guard: 'startsAtAgreement', target: agreement.id }] : []),
        ...table.map((s) => ({
          guard: { type: 'resumeAt', params: { step: s.id } },
          target: s.id,
          actions: recordStartUnlessSaved(s.path),
        })),
        { target: table[0].id, actions: recordStartUnlessSaved(table[0].path) },
      ],
    },
  };
  for (const step of table) states[step.id] = stepState(wid, table, step);
  states.done = { type: 'final' };
  const locked = lockedGuard([], states);
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
      // The one rule (machines/route-rule.ts): a step the user has reached, unless a busy or
      // NO_ROUTES state is active (checked only for the URL's own step).
      'url.changed': table.map((s) => ({
        guard: and([
          { type: 'urlIs', params: { path: s.path } },
          not(locked),
          { type: 'urlIsReachableStep', params: { step: s.id, path: s.path } },
        ] as never),
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
