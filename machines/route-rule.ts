/**
 * URLs by one rule (ARCHITECTURE.md "Routing reflects state"; doc 1 §4.10; issue 23): a region's
 * route table names, per state, the URLs it accepts and the state each one opens; the region's one
 * `url.changed` handler is built from that table. A URL change is accepted when the innermost
 * active state the table names lists it, and no active state under it is busy:
 *
 * - a state listed with `{}`, or tagged NO_ROUTES, accepts none (a modal over a routable page, a
 *   page that is leaving, a child flow);
 * - a state tagged 'busy' accepts none (a call runs; the router sync refuses it as well, for any
 *   active actor — src/router/sync.ts, `anyActorBusy`);
 * - every other URL change is refused (the router sync puts the URL back).
 *
 * The entry machine's handler is built from its table (machines/entry/entry-routes.ts); the wizard
 * and KYC machines keep their own one handler each (the reachable steps, the KYC pages); the root
 * forwards the URL changes to the running one.
 */
import { and, not, or, stateIn, type AnyActorRef } from 'xstate';

/**
 * A region's route table (doc 1 §2, §4.10): a state (its path under the region, dot-separated)
 * → the URLs it accepts → the target (a state id, '#entry.welcome'). `{}`: none.
 */
export type RouteTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

// State-node configs are plain data built at module load (the machine's tests walk them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type NodeConfig = Record<string, any>;

/** The state value of `path` under `region` ({ flow: { wizard: 'individual' } }; a machine's own: region []) for `stateIn`. */
function valueOf(region: readonly string[], path: readonly string[]): string | NodeConfig {
  const parts = [...region, ...path];
  let value: string | NodeConfig = parts[parts.length - 1];
  for (let i = parts.length - 2; i >= 0; i--) value = { [parts[i]]: value };
  return value;
}

/** The node of `path` under the region's `states`, or undefined. */
function nodeAt(states: NodeConfig, path: readonly string[]): NodeConfig | undefined {
  let node: NodeConfig | undefined = { states };
  for (const p of path) node = node?.states?.[p];
  return node;
}

/** The tag of a state that accepts no URL change though no call runs (a modal, a child flow). */
export const NO_ROUTES = 'noRoutes';

/**
 * The states under `path` that take the URL changes away from it: the busy ones, the ones tagged
 * NO_ROUTES and the ones `table` names itself (the nearest, not their own descendants).
 */
function overriding(states: NodeConfig, path: readonly string[], table: RouteTable): string[][] {
  const out: string[][] = [];
  const walk = (node: NodeConfig | undefined, at: readonly string[]) => {
    for (const [key, child] of Object.entries((node?.states ?? {}) as NodeConfig)) {
      const p = [...at, key];
      const tags: string[] = (child as NodeConfig).tags ?? [];
      if (tags.includes('busy') || tags.includes(NO_ROUTES) || p.join('.') in table) out.push(p);
      else walk(child as NodeConfig, p);
    }
  };
  walk(nodeAt(states, path), path);
  return out;
}

/**
 * The guard "a busy or NO_ROUTES state under `path` is active" (one check per URL change): a
 * machine's one `url.changed` handler refuses first by it (the wizard: then the reachable steps).
 */
export function lockedGuard(region: readonly string[], states: NodeConfig) {
  return or(overriding(states, [], {}).map((p) => stateIn(valueOf(region, p))) as never);
}

/**
 * The guards "no busy or NO_ROUTES state under `path` is active" (machines/route-rule.ts): what a
 * machine's one `url.changed` handler adds to its own URL guard (the wizard: the reachable steps).
 */
export function unlockedGuards(
  region: readonly string[],
  states: NodeConfig,
  path: readonly string[] = [],
  table: RouteTable = {},
) {
  return overriding(states, path, table).map((p) => not(stateIn(valueOf(region, p))));
}

/**
 * The region's one `url.changed` handler (doc 1 §4.10): for each state of `table` and each URL it
 * lists, a transition to the target guarded by "that state is active, none of its busy or
 * self-routed substates is, and the URL is this one" (`urlGuard`, the machine's guard naming the
 * URL). Throws on a table row that names no state of the region.
 */
export function urlRule<G>(
  region: readonly string[],
  states: NodeConfig,
  table: RouteTable,
  urlGuard: (path: string) => G,
) {
  const rows = Object.entries(table).flatMap(([at, urls]) => {
    const path = at.split('.');
    if (!nodeAt(states, path)) throw new Error(`route table: no state '${at}' under ${region}`);
    const except = unlockedGuards(region, states, path, table);
    return Object.entries(urls).map(([url, target]) => ({
      guard: and([stateIn(valueOf(region, path)), ...except, urlGuard(url)] as never),
      target,
    }));
  });
  return rows;
}

/** A snapshot of any actor with its children (the root, the wizard, KYC, their modals and flows). */
interface ActorSnapshotLike {
  status?: string;
  hasTag?: (tag: string) => boolean;
  children?: Record<string, AnyActorRef | undefined>;
}

/**
 * Any active actor of the tree is busy (its 'busy' tag: a call runs): the root, the running wizard,
 * KYC, the submission, an edit modal or a funding flow (doc 1 §2.2; issue 23: the router sync
 * refuses URL changes meanwhile).
 */
export function anyActorBusy(snapshot: ActorSnapshotLike | undefined): boolean {
  if (!snapshot || (snapshot.status !== undefined && snapshot.status !== 'active')) return false;
  if (snapshot.hasTag?.('busy')) return true;
  return Object.values(snapshot.children ?? {}).some((ref) =>
    anyActorBusy(ref?.getSnapshot() as ActorSnapshotLike | undefined),
  );
}
