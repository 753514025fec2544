/**
 * The registry of the wizard's child flows (machines/funding/flow-contract.ts): the machine each
 * `FlowId` runs, the view data its modal renders, and the real actors over the API client. The
 * wizard engine registers `FLOW_MACHINES` as its actors (a step's `flows` names them), the
 * selectors read `flowViewOf`, and src/app/create-app.ts provides `flowMachinesFor(api)`.
 *
 * A flow not built yet is `pendingFlow`: it finishes at once without changing anything, so the
 * step stays where it was.
 */
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import type { ApiClient } from '../../services/api/client';
import type { FlowId } from './flow-contract';
import { custodianViewOf } from './custodian-view';
import { custodianActors, custodianMachine } from './custodian.machine';
import { bankLinkActors, bankLinkMachine, bankLinkViewOf } from './bank-link.machine';
import { fundingEditActors, fundingEditMachine, fundingEditViewOf } from './funding-edit.machine';
import { pendingFlow } from './pending-flow';

export { pendingFlow };

/** Actors of the app the flows share (src/app/create-app.ts): the street lookup of the address forms. */
export interface SharedActors {
  addressLookup?: AnyActorLogic;
}

interface FlowEntry {
  machine: AnyStateMachine;
  /** The data the flow's modal renders (`ScreenView.data.flow`), from the flow's snapshot. */
  view: (snapshot: unknown) => Record<string, unknown>;
  /** The flow with its real actors over `api` (and the app's street lookup). */
  provide: (api: ApiClient, shared?: SharedActors) => AnyStateMachine;
}

/** The review's funding edit (bank or IRA card), with the bank link and the custodian modal nested in it. */
const fundingEdit: FlowEntry = {
  machine: fundingEditMachine,
  view: fundingEditViewOf,
  provide: (api, shared) =>
    fundingEditMachine.provide({
      actors: {
        ...fundingEditActors(api),
        bankLink: FLOWS.bankLink.provide(api, shared),
        custodian: FLOWS.custodian.provide(api, shared),
      },
    }),
};

/** The bank link (doc 3 §4 "Bank-link flow"). */
const bankLink: FlowEntry = {
  machine: bankLinkMachine,
  view: (snapshot) => ({ ...bankLinkViewOf(snapshot as Parameters<typeof bankLinkViewOf>[0]) }),
  provide: (api) => bankLinkMachine.provide({ actors: bankLinkActors(api) }),
};

/** The IRA custodian modal, six steps (doc 3 §2.4). */
const custodian: FlowEntry = {
  machine: custodianMachine,
  view: (snapshot) => ({ ...custodianViewOf(snapshot as Parameters<typeof custodianViewOf>[0]) }),
  provide: (api, shared) =>
    custodianMachine.provide({
      actors: {
        ...custodianActors(api),
        ...(shared?.addressLookup ? { addressLookup: shared.addressLookup } : {}),
      },
    }),
};

export const FLOWS: Record<FlowId, FlowEntry> = {
  bankLink,
  custodian,
  fundingEdit,
};

/** The flow machines by id, with placeholder actors (the wizard engine's setup registers them). */
export const FLOW_MACHINES = Object.fromEntries(
  Object.entries(FLOWS).map(([id, f]) => [id, f.machine]),
) as Record<FlowId, AnyStateMachine>;

/** The flow machines by id with their actors over `api` (src/app/create-app.ts). */
export function flowMachinesFor(
  api: ApiClient,
  shared?: SharedActors,
): Record<FlowId, AnyStateMachine> {
  return Object.fromEntries(
    Object.entries(FLOWS).map(([id, f]) => [id, f.provide(api, shared)]),
  ) as Record<FlowId, AnyStateMachine>;
}

/** The view data of the open flow `id` from its snapshot (machines/view/selectors.ts). */
export const flowViewOf = (id: FlowId, snapshot: unknown): Record<string, unknown> =>
  FLOWS[id].view(snapshot);
