/**
 * The review step's states (doc 2 §2.23): editing, the edit modal (editItem child → saving →
 * refetching) and the funding flows opened from it. Part of the step builder (steps.ts).
 */
import { editTargetOf } from '../screen-fields';
import { lookupNamesOf } from '../view/screen-spec';
import { specOf } from '../view/screen-specs';
import type { StepDef, StepTable } from '../wizards/step-table';
import { NO_ROUTES_TAGS, lookupsInvoke, type Args, type StateConfig } from './state-parts';
import { fundingEditAccepts } from '../funding/flow-contract';
import { flowLoadState, flowState } from './flow-states';

export function reviewStates(
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
      tags: NO_ROUTES_TAGS,
      on: { 'modal.confirm': { actions: 'returnToBackOffice' } },
    };
    // src/shell/sales-modals.tsx: the error modal's OK and every other close send modal.confirm.
    states.invitationFailed = {
      meta: { modal: 'invitationError' },
      on: { 'modal.confirm': 'editing' },
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
    // The funding edit of a bank wizard opens the bank link, of an IRA wizard the custodian modal.
    // Its output always stays on the review (go: 'stay'), so no branch routes on.
    states.flow_fundingEdit = flowState(
      'fundingEdit',
      null,
      fundingEditAccepts(wid.startsWith('ira') ? 'ira' : 'bank'),
    );
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
export function editFlowSubmits(table: StepTable, states: StateConfig): StateConfig[] {
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
