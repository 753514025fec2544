/**
 * The `loading` state of a child machine that arrives with its own chunk (issue 22): it invokes
 * the loader actor named in the root's setup (`loadWizard`), and when the chunk is in,
 * spawns the loaded logic as the child `childId` with `inputOf(context)` and goes to `running`;
 * a failed load opens the error page. The state is 'busy' and refuses URL changes meanwhile.
 * Used by the wizard kind states (wizard-kind.states.ts); the closing machine loads KYC its own way.
 */
import type { AnyActorLogic } from 'xstate';
import type { RootContext } from '../app-types';
import { appSetup } from './app.setup';

/** The loader actors of the root's setup that answer a machine's logic. */
type Loader = 'loadWizard';

export function loadedChildState<I>(opts: {
  loader: Loader;
  childId: string;
  inputOf: (context: RootContext) => I;
  loaderInput?: unknown;
}) {
  return {
    tags: ['busy'],
    invoke: {
      id: opts.loader,
      src: opts.loader,
      ...(opts.loaderInput === undefined ? {} : { input: opts.loaderInput }),
      // The loaded machine starts as the child (spawned by its logic: it is not one of setup's
      // named actors, it arrives with its chunk); the parent state stops it on exit.
      onDone: {
        target: 'running',
        actions: appSetup.enqueueActions(({ enqueue, context, event }) => {
          const spawn = enqueue.spawnChild as unknown as (
            src: AnyActorLogic,
            options: { id: string; input: I },
          ) => void;
          spawn((event as unknown as { output: AnyActorLogic }).output, {
            id: opts.childId,
            input: opts.inputOf(context),
          });
        }),
      },
      onError: {
        target: '#app.flow.errorPage',
        actions: { type: 'assignApiError' as const, params: { screen: 'none' as const } },
      },
    },
  };
}
