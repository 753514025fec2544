/**
 * The registry of the wizard's child flows (machines/funding/flow-contract.ts): the machine each
 * `FlowId` runs, the view data its modal renders, and the real actors over the API client. The
 * wizard engine registers `FLOW_MACHINES` as its actors (a step's `flows` names them), the
 * selectors read `flowViewOf`, and machines/create-app.ts provides `flowMachinesFor(api)`.
 *
 * A flow not built yet is `pendingFlow`: it finishes at once without changing anything, so the
 * step stays where it was.
 */
import type { AnyStateMachine } from 'xstate';
import type { ApiClient } from '../../services/api/client';
import type { FlowId } from './flow-contract';
import { bankLinkActors, bankLinkMachine, bankLinkViewOf } from './bank-link.machine';
import { fundingEditActors, fundingEditMachine, fundingEditViewOf } from './funding-edit.machine';
import { pendingFlow } from './pending-flow';

export { pendingFlow };

interface FlowEntry {
  machine: AnyStateMachine;
  /** The data the flow's modal renders (`ScreenView.data.flow`), from the flow's snapshot. */
  view: (snapshot: unknown) => Record<string, unknown>;
  /** The flow with its real actors over `api`. */
  provide: (api: ApiClient) => AnyStateMachine;
}

const pending: FlowEntry = { machine: pendingFlow, view: () => ({}), provide: () => pendingFlow };

/** The review's funding edit (bank or IRA card), with the bank link and the custodian modal nested in it. */
const fundingEdit: FlowEntry = {
  machine: fundingEditMachine,
  view: fundingEditViewOf,
  provide: (api) =>
    fundingEditMachine.provide({
      actors: { ...fundingEditActors(api), bankLink: FLOWS.bankLink.provide(api), custodian: FLOWS.custodian.provide(api) },
    }),
};

/** The bank link (doc 3 §4 "Bank-link flow"). */
const bankLink: FlowEntry = {
  machine: bankLinkMachine,
  view: (snapshot) => ({ ...bankLinkViewOf(snapshot as Parameters<typeof bankLinkViewOf>[0]) }),
  provide: (api) => bankLinkMachine.provide({ actors: bankLinkActors(api) }),
};

export const FLOWS: Record<FlowId, FlowEntry> = {
  bankLink,
  custodian: pending,
  fundingEdit,
};

/** The flow machines by id, with placeholder actors (the wizard engine's setup registers them). */
export const FLOW_MACHINES = Object.fromEntries(Object.entries(FLOWS).map(([id, f]) => [id, f.machine])) as Record<FlowId, AnyStateMachine>;

/** The flow machines by id with their actors over `api` (machines/create-app.ts). */
export function flowMachinesFor(api: ApiClient): Record<FlowId, AnyStateMachine> {
  return Object.fromEntries(Object.entries(FLOWS).map(([id, f]) => [id, f.provide(api)])) as Record<FlowId, AnyStateMachine>;
}

/** The view data of the open flow `id` from its snapshot (machines/selectors.ts). */
export const flowViewOf = (id: FlowId, snapshot: unknown): Record<string, unknown> => FLOWS[id].view(snapshot);
