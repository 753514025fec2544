/**
 * The wizard's child flows, loaded on demand (issue 11 bundle budget; docs/decisions.md): the
 * flow machines (machines/funding/flows.ts — bank link, custodian, funding edit, their savers and
 * views) travel in their own chunk instead of the entry chunk. This small module is what the
 * entry holds:
 *
 * - `loadFlowModule()` imports that chunk once; the wizard's `loadFlows` actor runs it in the
 *   busy state before a step's flow state (machines/wizard-engine/flow-states.ts `loadFlow_<id>`), and
 *   the screen outlet prefetches it on a screen that can open a flow (machines/view/next-screens.ts).
 * - `lazyFlowActors()` are the actor logics the wizard registers under the flows' ids: a thin
 *   indirection to the loaded machine, so the statechart keeps naming its actors in `setup`.
 *   It may only be started once the module is loaded, which the loading state guarantees.
 * - `flowViewOf` reads an open flow's view data through the loaded module (a flow can only be
 *   open when its module is loaded).
 */
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import type { ApiClient } from '../../services/api/client';
import { retryableImport } from '../../services/adapters/chunk-import';
import type { FlowId } from './flow-contract';
import type * as FlowsModule from './flows';

/** Every flow id of the registry (machines/funding/flows.ts `FLOWS`), without loading it. */
export const FLOW_IDS = [
  'bankLink',
  'custodian',
  'fundingEdit',
] as const satisfies readonly FlowId[];

type Flows = typeof FlowsModule;
let loaded: Flows | null = null;
let loading: Promise<Flows> | null = null;

/**
 * The flows chunk's import; after a failed fetch the browser would answer the same failure for
 * ever, so a later call imports it afresh (services/adapters/chunk-import.ts).
 */
const importFlows = retryableImport(() => import('./flows'));

/**
 * Imports the flows chunk (once; later calls answer the same promise). Rejects when the chunk
 * cannot be fetched (offline, a deployment replaced it); a later call fetches it again.
 */
export function loadFlowModule(): Promise<Flows> {
  loading ??= importFlows().then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The flows module if it is loaded, else null (no import is started). */
export const loadedFlowModule = (): Flows | null => loaded;

const notLoaded = (id: FlowId): never => {
  throw new Error(`flow ${id} started before its module was loaded (loadFlowModule)`);
};

/**
 * An actor logic that behaves as `real()` (every property and method read from it at use time):
 * lets a statechart register logic whose code is loaded later.
 */
function deferredLogic(real: () => AnyStateMachine): AnyStateMachine {
  return new Proxy({} as AnyStateMachine, {
    get(_, key) {
      const target = real() as unknown as Record<PropertyKey, unknown>;
      const value = target[key];
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
    has: (_, key) => key in real(),
  });
}

/**
 * The logic the wizard registers for each flow id: a thin indirection to the loaded flow machine,
 * with placeholder actors (`api` undefined: the wizard engine's setup, tests) or with its real
 * actors over `api` and the app's street lookup (src/app/create-app.ts). Starting one before
 * `loadFlowModule()` settled throws.
 */
export function lazyFlowActors(
  api?: ApiClient,
  shared?: { addressLookup?: AnyActorLogic },
): Record<FlowId, AnyStateMachine> {
  let all: Record<FlowId, AnyStateMachine> | null = null;
  const pick = (id: FlowId) => {
    const m = loaded ?? notLoaded(id);
    all ??= api ? m.flowMachinesFor(api, shared) : m.FLOW_MACHINES;
    return all[id];
  };
  return Object.fromEntries(FLOW_IDS.map((id) => [id, deferredLogic(() => pick(id))])) as Record<
    FlowId,
    AnyStateMachine
  >;
}

/** `id` is a registered flow id. */
export const isFlowId = (id: string): id is FlowId => (FLOW_IDS as readonly string[]).includes(id);

/** The view data of the open flow `id` from its snapshot (machines/view/selectors.ts); {} before the module is loaded. */
export const flowViewOf = (id: FlowId, snapshot: unknown): Record<string, unknown> =>
  loaded ? loaded.flowViewOf(id, snapshot) : {};
