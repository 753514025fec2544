/**
 * The child-flow states of a step (machines/funding/flow-contract.ts): the busy chunk load
 * (`loadFlow_<id>`, machines/funding/flow-loader.ts), the running flow and the submits that open it.
 * Part of the step builder (steps.ts).
 */
import type { StepDef } from '../wizards/step-table';
import { FLOW_ACCEPTS, type FlowId } from '../funding/flow-contract';
import { BUSY, NO_ROUTES_TAGS, type Args, type StateConfig } from './state-parts';

/**
 * The busy state before a child flow's state (issue 11): the flows chunk is imported
 * (machines/funding/flow-loader.ts; at once when prefetched), then `target` opens the flow. The
 * choice that opens it waits in `context.flowChoice`; a chunk that cannot load returns to the step
 * with the generic error.
 */
export function flowLoadState(target: string): StateConfig {
  return {
    tags: BUSY,
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
 * `FlowInput` (its choice kept in `context.flowChoice`), the screen events it handles forwarded to it, URL
 * changes refused, the page asks before it is unloaded (`accepts`: the events forwarded, by default
 * FLOW_ACCEPTS[id]). Its output's application replaces the
 * wizard's; 'next' routes on by the step's links (e.g. the linked bank → the ACH amount), 'stay'
 * returns to the step. `nextTarget` null: the flow always stays (the review's funding edit, whose
 * output is `go: 'stay'`, machines/funding/funding-edit.machine.ts), so no 'next' branch is built.
 */
export function flowState(
  id: FlowId,
  nextTarget: string | null = 'routing',
  accepts: readonly string[] = FLOW_ACCEPTS[id],
): StateConfig {
  return {
    meta: { flow: id },
    tags: NO_ROUTES_TAGS,
    on: {
      // Only the events the flow handles (FLOW_ACCEPTS, or `accepts` for this wizard's kind): the
      // others would reach it for nothing.
      ...Object.fromEntries(accepts.map((t) => [t, { actions: 'forwardToFlow' }])),
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
            // Every programme table (each owner kind, registry.ts) attaches the bank to the programme.
            aip: context.wizard.startsWith('metalStream'),
          },
        }),
        // A flow that always stays (nextTarget null: the review's funding edit) has no 'next' branch.
        onDone: [
          ...(nextTarget
            ? [{ guard: 'flowGoesNext', target: nextTarget, actions: 'assignFlowOutput' }]
            : []),
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
export function flowSubmit(step: StepDef, states: StateConfig): StateConfig[] {
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
