/**
 * The closing machine's `setup` (machines/closing/closing.machine.ts): its types, actors, guards
 * and actions in one typed map. The submission (machines/submission/), the KYC machine's loader
 * and the background step record are its actors; the portal redirect (`leaveToPortal`) is a
 * placeholder provided by `createAppMachine(deps)` (src/app/create-app.ts), so the machine holds
 * no globals and tests provide mocks.
 *
 * Spec: doc 3 §2.6 (KYC_PROCESSING, KYC_SUCCESS, KYC_VERIFICATION, KYC_DONE, KYC_DONE_SKIP), §4
 * (Submission, KYC documents).
 */
import { fromPromise, setup } from 'xstate';
import { unprovided, type Contract } from '../../services/actors/actor-contract';
import { mapApiFailure } from '../../services/api/error-map';
import { isBuyFlow, submissionCloseTo } from '../agreement/agreement-variant';
import { failureOf, out, type Uid } from '../app/actor-contracts';
import type { KycMachine, KycOutput } from '../kyc/kyc.machine';
import { fieldsOf } from '../screen-fields';
import { submissionMachine, type SubmissionOutput } from '../submission/submission.machine';
import {
  closingAssign,
  type ClosingArgs,
  type ClosingContext,
  type ClosingEvent,
  type ClosingInput,
  type ClosingOutput,
  type ClosingStart,
} from './closing-types';

export const closingSetup = setup({
  types: {
    context: {} as ClosingContext,
    events: {} as ClosingEvent,
    input: {} as ClosingInput,
    output: {} as ClosingOutput,
  },
  actors: {
    /** doc 3 §2.6, §4: the submission (machines/submission/), invoked as 'submission' on KYC_PROCESSING. */
    submission: submissionMachine,
    /** doc 2 §2.1: records a closing page's path as the application's step (background, failures ignored). */
    recordStep:
      unprovided<Contract<Uid & { path: string; background?: boolean }, void>>('recordStep'),
    /**
     * The KYC documents hub and pages (machines/kyc/kyc.machine.ts), loaded when KYC_VERIFICATION
     * opens (issue 22) and started as the child 'kyc'.
     */
    loadKyc: fromPromise<KycMachine, void>(() =>
      import('../kyc/kyc.machine').then((m) => m.kycMachine),
    ),
  },
  guards: {
    /** Where the root started it (ClosingInput.start). */
    startIs: ({ context }: ClosingArgs, params: { start: ClosingStart }) =>
      context.start === params.start,
    /** doc 3 §4 Submission result: the submission machine's rule led to KYC_SUCCESS. */
    submissionPassed: ({ event }: ClosingArgs) =>
      out<SubmissionOutput>(event).outcome === 'success',
    /** The KYC machine ended with every requirement uploaded (doc 3 §4 "All uploaded: KYC_DONE"). */
    kycAllUploaded: ({ event }: ClosingArgs) => out<KycOutput>(event).result === 'done',
    /** doc 3 §2.6: the application has an AccountUid (the error modal closes to the account). */
    hasAccountUid: ({ context }: ClosingArgs) =>
      submissionCloseTo(context.application) === 'account',
    /** doc 3 §2.6 the buy-flow flag (machines/agreement/agreement-variant.ts isBuyFlow). */
    buyFlow: ({ context }: ClosingArgs) => isBuyFlow(context.search),
  },
  actions: {
    /** doc 3 §2.6 'Go to my account': PortalUrl + the suffix; provided by createAppMachine. */
    leaveToPortal: (_: unknown, _params: { suffix: string }) => {},
    markSubmissionStarted: closingAssign({ submission: { started: true, result: null } }),
    /** The submission machine's answer (doc 3 §4: AccountNumber on the success page). */
    assignSubmission: closingAssign(({ event }) => ({
      submission: { started: true, result: out<SubmissionOutput>(event).result },
    })),
    /** A failed call's errors (services/api/error-map), and its code for the error modal (doc 3 §2.6, §8). */
    assignApiError: closingAssign(({ context, event }) => {
      const m = mapApiFailure(failureOf(event), fieldsOf('none'));
      return {
        fieldErrors: m.fieldErrors,
        formError: m.formError,
        errorFallbacks: m.fallbacks,
        submission:
          event.type === 'submission.failed'
            ? { ...context.submission, errorCode: failureOf(event).errors[0]?.Code ?? null }
            : context.submission,
      };
    }),
  },
});
