/**
 * Browser transition coverage for the generated paths (issue 34 item 4): an inspection observer
 * that records every transition an actor of the running app takes (any machine: root, entry,
 * wizard, child machines), read from XState's `@xstate.microstep` inspection events, and the list
 * of all transitions of a machine, so the paths reporter can print per machine
 * "visited/total (%)" from what the browser did rather than from the plan.
 *
 * Shapes: a transition is keyed `"<source state id> —<event type>→ <target ids | (self)>"`;
 * `SeenTransition` is `{ machine: <machine id>, key }`. Nothing throws: events of other types are
 * ignored. Enabled in the page only when the paths spec exposes `window.__pathsCoverage`, so the
 * wizard otherwise records nothing.
 */
import type { AnyStateMachine, InspectionEvent, Observer } from 'xstate';

export interface SeenTransition {
  machine: string;
  key: string;
}

interface TransitionLike {
  eventType: string;
  source: { id: string; machine: { id: string } };
  target?: ReadonlyArray<{ id: string }>;
}

/** The key of one transition definition (see the module comment). */
export function transitionKey(t: TransitionLike): string {
  const to = t.target?.length ? t.target.map((s) => s.id).join(',') : '(self)';
  return `${t.source.id} —${t.eventType}→ ${to}`;
}

/** An observer pushing each transition taken onto `sink` (see the module comment). */
export function createPathCoverageObserver(sink: SeenTransition[]): Observer<InspectionEvent> {
  return {
    next: (e) => {
      if (e.type !== '@xstate.microstep') return;
      for (const t of e._transitions as unknown as TransitionLike[])
        sink.push({ machine: t.source.machine.id, key: transitionKey(t) });
    },
  };
}

/** Every transition of `machine` (all states, all events, each guarded branch once), by key. */
export function machineTransitionKeys(machine: AnyStateMachine): string[] {
  const keys = new Set<string>();
  const walk = (node: AnyStateMachine['root']) => {
    for (const list of node.transitions.values())
      for (const t of list) keys.add(transitionKey(t as unknown as TransitionLike));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return [...keys];
}

/**
 * The observer for the running page when the paths spec asked for it: Playwright's
 * `page.exposeFunction('__pathsCoverage', …)` (kept across reloads) receives each transition;
 * without it, undefined.
 */
export function pathCoverageFromWindow(): Observer<InspectionEvent> | undefined {
  const report = (globalThis as { __pathsCoverage?: (t: SeenTransition) => unknown })
    .__pathsCoverage;
  if (typeof report !== 'function') return undefined;
  const sink = { push: (...ts: SeenTransition[]) => ts.forEach((t) => void report(t)) };
  return createPathCoverageObserver(sink as unknown as SeenTransition[]);
}

let windowObserver: Observer<InspectionEvent> | undefined | null = null;

/**
 * Hands one inspection event to the page's recorder (`pathCoverageFromWindow`, made on the first
 * call); src/app.tsx calls it, in order, for every event once this chunk has loaded.
 */
export function record(e: InspectionEvent): void {
  if (windowObserver === null) windowObserver = pathCoverageFromWindow();
  windowObserver?.next?.(e);
}
