/**
 * The account-kind choice screens (doc 1 §2.8): CREATE_APPLICATION.* before an account exists
 * (the last choice leads to CREATE_ACCOUNT, doc 1 §2.7) and CHOOSE_APPLICATION.* after login
 * (the last choice submits the kind, then LOADING, doc 1 §4.6, §4.7). One state per level of
 * machines/choices.ts; the URL selects a level.
 */
import type { EntryContext } from './entry-types';
import { restartsApplication } from '../app/entry-helpers';
import { CHOICE_BASES, choiceMeta } from '../app/flow-meta';
import { CHOICE_LEVELS, CHOICE_LEVEL_IDS } from '../choices';
import type { StateConfig } from './state-builders';
import { createsUpgradeApplication } from './upgrade-view';

// ---------------------------------------------------------------------------------------------
// Choice screens, built from machines/choices.ts
// ---------------------------------------------------------------------------------------------

export function choiceStates(family: keyof typeof CHOICE_BASES): StateConfig {
  const states: StateConfig = {};
  const finalTarget =
    family === 'createApplication' ? '#entry.createAccount' : '#entry.chooseApplication.submit';
  for (const level of CHOICE_LEVEL_IDS) {
    const def = CHOICE_LEVELS[level];
    states[level] = {
      meta: choiceMeta(family, level),
      on: {
        'choice.select': def.options.map((o) =>
          o.next
            ? {
                guard: { type: 'choiceIs', params: { choice: o.choice } },
                target: o.next,
                actions: 'clearErrors',
              }
            : {
                guard: { type: 'choiceIs', params: { choice: o.choice } },
                target: finalTarget,
                actions: [{ type: 'assignKind', params: { ...o.kind } }, 'clearErrors'],
              },
        ),
        'wizard.back': def.parent
          ? { target: def.parent, actions: 'clearErrors' }
          : family === 'createApplication'
            ? { target: '#entry.welcome' }
            : // doc 1 §2.3: in the upgrade flow back returns to the portal.
              [
                {
                  guard: 'isUpgradeMode',
                  actions: { type: 'leaveToPortal', params: { suffix: '' } },
                },
                { actions: [] },
              ],
      },
    };
  }
  // The URL selects a level (machines/entry/entry-routes.ts).
  if (family === 'createApplication') return { initial: 'MAIN', states };
  // doc 1 §4.12: an agent's start-new (or a customer without an open application) creates a new
  // application of the chosen kind; otherwise the kind is set on the current application.
  states.submit = {
    always: [
      { guard: 'assistedCreatesApplication', target: 'creatingApplication' },
      { target: 'submitting' },
    ],
  };
  states.creatingApplication = {
    tags: ['busy', 'overlay'],
    invoke: {
      id: 'createAssistedApplication',
      src: 'createAssistedApplication',
      input: ({ context }: { context: EntryContext }) => ({
        kind: context.kind,
        flowType: context.flowType,
      }),
      onDone: {
        target: '#entry.loading',
        actions: ['assignCreatedApplication', 'clearStartingNew'],
      },
      onError: { target: 'MAIN', actions: { type: 'assignApiError', params: { screen: 'none' } } },
    },
  };
  states.submitting = {
    tags: ['busy', 'overlay'],
    invoke: {
      id: 'submitKind',
      src: 'submitKind',
      input: ({ context }: { context: EntryContext }) => ({
        applicationUid: context.applicationUid,
        kind: context.kind,
        hasType: !!context.application?.ApplicationType,
        // doc 1 §4.11, §7.4: the upgrade flow creates its upgrade application here.
        upgrade: createsUpgradeApplication(context.mode, context.application, context.startingNew),
        // doc 1 §4.5: the kind choice after a finished application creates a new one.
        restart: restartsApplication(context.application) ? { flowType: context.flowType } : null,
      }),
      onDone: {
        target: '#entry.loading',
        actions: ['assignCreatedApplication', 'clearStartingNew'],
      },
      onError: { target: 'MAIN', actions: { type: 'assignApiError', params: { screen: 'none' } } },
    },
  };
  return { initial: 'MAIN', tags: ['saveExit'], states };
}
