/**
 * What the root's guards and actions (app.guards.ts, app.actions.ts) are written against outside
 * the `setup` call that names them (app.setup.ts): the root's context and event.
 */
import { assign, type Assigner, type ParameterizedObject, type PropertyAssigner } from 'xstate';
import type { RootContext, AppEvent } from '../app-types';

/** A root guard's or action's arguments: the root's context and the event (doc 1 §2, §4). */
export type AppArgs = { context: RootContext; event: AppEvent };

type Params = ParameterizedObject['params'] | undefined;

/**
 * `assign` typed for the root (context RootContext, events AppEvent, no spawning), so an
 * assignment written outside `setup` is checked as it was inside it (doc 1 §2, §4).
 */
export function appAssign<P extends Params = undefined>(
  assignment:
    | Assigner<RootContext, AppEvent, P, AppEvent, never>
    | PropertyAssigner<RootContext, AppEvent, P, AppEvent, never>,
) {
  return assign<RootContext, AppEvent, P, AppEvent, never>(assignment);
}
