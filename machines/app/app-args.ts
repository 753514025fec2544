/**
 * What the root's guards and actions (app.guards.ts, app.actions.ts) are written against outside
 * the `setup` call that names them (app.setup.ts): the root's context and event.
 */
import { assignFor } from '../typed-assign';
import type { RootContext, AppEvent } from '../app-types';

/** A root guard's or action's arguments: the root's context and the event (doc 1 §2, §4). */
export type AppArgs = { context: RootContext; event: AppEvent };

/** `assign` typed for the root (context RootContext, events AppEvent; machines/typed-assign.ts). */
export const appAssign = assignFor<RootContext, AppEvent>();
