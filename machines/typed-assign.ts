/**
 * `assignFor<Context, Event>()`: xstate's `assign` typed for one machine's context and events (no
 * spawning), so an assignment written outside the machine's `setup` — the root's, the entry's and
 * the closing machine's actions live in their own files beside it (issue 23) — is checked as it
 * would be inside it. Returns the typed `assign`; it adds no behaviour.
 */
import {
  assign,
  type Assigner,
  type EventObject,
  type MachineContext,
  type ParameterizedObject,
  type PropertyAssigner,
} from 'xstate';

type Params = ParameterizedObject['params'] | undefined;

/** `assign` for context `C` and events `E`, with the action's params `P` (doc 1 §2, §4; issue 23). */
export function assignFor<C extends MachineContext, E extends EventObject>() {
  return <P extends Params = undefined>(
    assignment: Assigner<C, E, P, E, never> | PropertyAssigner<C, E, P, E, never>,
  ) => assign<C, E, P, E, never>(assignment);
}
