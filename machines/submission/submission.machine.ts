/**
 * The submission (doc 3 §2.6 KYC_PROCESSING, §4 Submission): a child actor of the root, invoked as
 * 'submission' while KYC_PROCESSING shows. It
 * - blocks F5 / R (and warns before leaving) for as long as it runs (`reloadBlocker`);
 * - submits the application exactly once (`completeApplication`; the upgrade call for an
 *   upgrade), or only waits when the root says a submission already runs (`started`);
 * - ends with the result rule applied (submission-result.ts: 'success' → KYC_SUCCESS,
 *   'verification' → KYC_VERIFICATION) and the answer (AccountNumber) as its output;
 * - on an error tells the root (`submission.failed` with the error: the root's error modal) and
 *   keeps the reload block until the root leaves KYC_PROCESSING.
 *
 * Its actors are placeholders here, provided by `createAppMachine(deps)` (src/app/create-app.ts).
 */
import { assign, fromCallback, fromPromise, sendParent, setup } from 'xstate';
import type { Application } from '../../services/api/contract';
import type { CompleteInput, CompleteOutput } from '../app/actor-contracts';
import { submissionOutcome, type SubmissionOutcome } from './submission-result';

/** What the root gives the submission (doc 3 §4). */
export interface SubmissionInput {
  applicationUid: string | null;
  application: Application | null;
  /** doc 1 §4.11, doc 3 §4: submit through PATCH /v2/basic-accounts/upgrade. */
  upgrade: boolean;
  /** A submission already runs (never a second PATCH, doc 3 §2.6 "submit once"). */
  started: boolean;
}

/** The submission's end (doc 3 §4): where it leads and the server's answer. */
export interface SubmissionOutput {
  outcome: SubmissionOutcome;
  result: CompleteOutput;
}

interface SubmissionContext extends SubmissionInput {
  result: CompleteOutput | null;
}

/** The event the submission sends its parent when the call failed (doc 3 §2.6 error modal). */
export type SubmissionFailedEvent = { type: 'submission.failed'; error: unknown };

export const submissionMachine = setup({
  types: {
    input: {} as SubmissionInput,
    context: {} as SubmissionContext,
    output: {} as SubmissionOutput,
  },
  actors: {
    /** doc 3 §4: PATCH complete (or the upgrade call); provided by createAppMachine(deps). */
    completeApplication: fromPromise<CompleteOutput, CompleteInput>(async () => {
      throw new Error('actor completeApplication not provided (use createAppMachine(deps))');
    }),
    /** doc 3 §2.6: F5 / R blocked while processing; provided by createAppMachine(deps). */
    reloadBlocker: fromCallback(() => () => {}),
  },
  guards: {
    alreadyStarted: ({ context }) => context.started,
  },
}).createMachine({
  id: 'submission',
  context: ({ input }) => ({ ...input, result: null }),
  invoke: { id: 'reloadBlocker', src: 'reloadBlocker' },
  initial: 'check',
  states: {
    check: {
      always: [{ guard: 'alreadyStarted', target: 'waiting' }, { target: 'submitting' }],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'completeApplication',
        src: 'completeApplication',
        input: ({ context }) => ({
          applicationUid: context.applicationUid,
          upgrade: context.upgrade,
        }),
        onDone: {
          target: 'done',
          actions: assign({ result: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: sendParent(({ event }): SubmissionFailedEvent => ({
            type: 'submission.failed',
            error: event.error,
          })),
        },
      },
    },
    /** A submission already runs (never a second PATCH). */
    waiting: { tags: ['busy'] },
    /** The root shows the error modal; the reload stays blocked until it leaves. */
    failed: {},
    done: { type: 'final' },
  },
  output: ({ context }) => {
    const result = context.result as CompleteOutput;
    return { outcome: submissionOutcome(context.application, result), result };
  },
});

export type SubmissionMachine = typeof submissionMachine;
