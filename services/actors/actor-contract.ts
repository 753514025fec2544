/**
 * The shape of an actor contract (issue 23 step 3: one contract type per actor, declared once):
 * what a promise actor takes and answers, the actor logic of a contract, and the ONE placeholder a
 * machine's `setup` declares until the composition root (src/app/create-app.ts) or a test
 * (`machine.provide({ actors })`) gives the real or a fake logic.
 */
import { fromPromise, type PromiseActorLogic } from 'xstate';

/** A promise actor's contract: its input and its output. */
export interface Contract<I, O> {
  input: I;
  output: O;
}

/** The promise actor logic of contract `C`. */
export type LogicOf<C extends Contract<unknown, unknown>> = PromiseActorLogic<
  C['output'],
  C['input']
>;

/** A promise actor logic of contract `C` over `run` (the services' real actors). */
export const logicOf = <C extends Contract<unknown, unknown>>(
  run: (args: { input: C['input']; signal: AbortSignal }) => Promise<C['output']>,
): LogicOf<C> => fromPromise<C['output'], C['input']>(run);

/**
 * The placeholder of an actor named `name` in a machine's `setup` (ARCHITECTURE.md: actors named
 * in setup, provided by the composition root): it fails when run, so a machine without its actors
 * provided ends in its error branch instead of calling anything.
 */
export const unprovided = <C extends Contract<unknown, unknown>>(name: string): LogicOf<C> =>
  logicOf<C>(async () => {
    throw new Error(`actor ${name} not provided (provide it with machine.provide({ actors }))`);
  });
