/**
 * State and transition coverage of a machine for the model tests (@xstate/graph): what a machine
 * has (`inventory`), what a traversal reached (`recordingLogic`), and the printed/asserted
 * comparison (`coverageOf`). A transition is named `'<source id> <event type> #<index>'`, the
 * index being its place among the source's transitions for that event (eventless ones: 'always').
 */
import type { AnyStateNode } from 'xstate';

/** The states entered and the transitions taken (keys as `transitionKey`). */
export interface Seen {
  states: Set<string>;
  transitions: Set<string>;
}

/** An empty record of what was reached. */
export const seenSets = (): Seen => ({ states: new Set(), transitions: new Set() });

/** `'<source id> <event type> #<index>'`, e.g. 'app.flow.welcome.editing welcome.submit #0'. */
export const transitionKey = (sourceId: string, eventType: string, index: number) =>
  `${sourceId} ${eventType} #${index}`;

/** The active state nodes of a snapshot (xstate keeps them in `_nodes`). */
export const nodesOf = (snapshot: unknown): AnyStateNode[] =>
  (snapshot as { _nodes: AnyStateNode[] })._nodes;

/**
 * Every state node below `root` (itself included) and every event transition; eventless
 * (`always`) ones too with `always: true`. With `own(node)`, only the nodes it accepts (and their
 * transitions) count; their children are still visited.
 */
export function inventory(
  root: AnyStateNode,
  opts: { always?: boolean; own?: (node: AnyStateNode) => boolean } = {},
): Seen {
  const all = seenSets();
  const walk = (node: AnyStateNode) => {
    if (!opts.own || opts.own(node)) {
      all.states.add(node.id);
      for (const [type, defs] of node.transitions)
        defs.forEach((_, i) => all.transitions.add(transitionKey(node.id, type, i)));
      if (opts.always)
        (node.always ?? []).forEach((_, i) =>
          all.transitions.add(transitionKey(node.id, 'always', i)),
        );
    }
    Object.values(node.states).forEach(walk);
  };
  walk(root);
  return all;
}

interface RecordableMachine {
  transition: (snapshot: never, event: never, scope: never) => unknown;
  getTransitionData: (snapshot: never, event: never) => unknown;
}

/**
 * `machine` as actor logic whose every `transition` (each (state, event) pair @xstate/graph tries)
 * records into `seen` the transitions the event selects and the state nodes of the next
 * snapshot. `mapEvent` rewrites an event before it is applied (e.g. adds an actor's output);
 * `after(prev, next)` may record more (eventless transitions taken on the way).
 */
export function recordingLogic<M extends RecordableMachine>(
  machine: M,
  seen: Seen,
  opts: {
    mapEvent?: (event: { type: string }) => { type: string };
    after?: (prev: unknown, next: unknown) => void;
  } = {},
): M {
  const logic = Object.create(machine) as M;
  logic.transition = ((snapshot: never, event: { type: string }, scope: never) => {
    const e = (opts.mapEvent ? opts.mapEvent(event) : event) as never;
    const taken = machine.getTransitionData(snapshot, e) as {
      source: AnyStateNode;
      eventType: string;
    }[];
    for (const t of taken) {
      const defs = t.source.transitions.get(t.eventType) ?? [];
      seen.transitions.add(transitionKey(t.source.id, t.eventType, defs.indexOf(t as never)));
    }
    const next = machine.transition(snapshot, e, scope);
    nodesOf(next).forEach((n) => seen.states.add(n.id));
    opts.after?.(snapshot, next);
    return next;
  }) as never;
  return logic;
}

/**
 * What of `all` was not reached, and the line the tests print:
 * `states 12/12, transitions 30/31`.
 */
export function coverageOf(all: Seen, seen: Seen) {
  const missingStates = [...all.states].filter((s) => !seen.states.has(s));
  const missingTransitions = [...all.transitions].filter((t) => !seen.transitions.has(t));
  const line = `states ${all.states.size - missingStates.length}/${all.states.size}, transitions ${all.transitions.size - missingTransitions.length}/${all.transitions.size}`;
  return { missingStates, missingTransitions, line };
}
