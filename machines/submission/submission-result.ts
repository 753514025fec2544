/**
 * The submission's result rule (doc 3 §4 Submission "Result"), read from the application's data:
 * it names no account kind.
 *
 * - IsSuccess false (a person's identity verification failed): KYC_VERIFICATION.
 * - IsSuccess true: KYC_SUCCESS, unless the application's legal entity is a registered one (its
 *   account type owes the ownership document even when every person passed: the "certain account
 *   types" of doc 3 §4, OWNERSHIP_ON_PASS_CORPORATE_TYPES) — then KYC_VERIFICATION for that
 *   document.
 *
 * Every kind follows IsSuccess, the joint one too (issue 21; docs/decisions.md): §4's "type 4 shows
 * items per person (SECONDARY routes)" needs a failed joint to reach KYC_VERIFICATION, which "the
 * fourth entry of the type list (index 3) always KYC_SUCCESS" would forbid.
 */
import { OWNERSHIP_ON_PASS_CORPORATE_TYPES, type Application } from '../../services/api/contract';
import type { CompleteOutput } from '../app/actor-contracts';

/** Where the submission leads (doc 3 §4): the success page or the documents hub. */
export type SubmissionOutcome = 'success' | 'verification';

/**
 * doc 3 §4: the application's account type is a registered legal entity's (a business or trust
 * other than a sole proprietorship), whose ownership document is owed even on a pass. Only entity
 * applications carry these account types, so the rule reads the data, not the kind.
 */
export const owesEntityDocumentOnPass = (app: Application | null): boolean =>
  (OWNERSHIP_ON_PASS_CORPORATE_TYPES as readonly string[]).includes(app?.AccountType ?? '');

/** doc 3 §4 Submission "Result": the outcome of a completed submission for the application. */
export function submissionOutcome(
  app: Application | null,
  result: CompleteOutput,
): SubmissionOutcome {
  return result.IsSuccess && !owesEntityDocumentOnPass(app) ? 'success' : 'verification';
}
