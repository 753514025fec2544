/**
 * Identity verification (KYC) on completion (doc 3 §4 Submission, doc 3 §8 identity-verification
 * codes). An adapter interface with a local sandbox implementation — the default, and the only
 * one until a real provider's keys are configured. Its rules are documented in docs/sandbox.md.
 *
 * Sandbox rules, checked in this order on the main applicant:
 * 1. LastName 'Ofac' (any case)            → outcome 'OFAC': the completion answers 422 OFACError.
 * 2. LastName 'Fail' or SSN '123-45-6789' → outcome 'Failed': IsSuccess false (documents requested).
 * 3. Missing name, date of birth or address, or a USA identity without SSN → 'Failed'.
 * 4. Anything else                          → 'Passed': IsSuccess true.
 *
 * The stored outcome decides which KYC documents are requested afterwards (server/domain/documents.ts,
 * docs/sandbox.md "Required documents (KYC)"). In paths and fields the spec's {idv} is this
 * provider's name, 'sandbox' (IDV_PROVIDER of services/api/contract.ts).
 */

/** What the provider receives: the main applicant as saved. No PII is logged by the adapter. */
export interface VerificationSubject {
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  countryIso3: string | null;
  ssn: string | null;
  street: string | null;
  city: string | null;
  postalCode: string | null;
  addressCountryIso3: string | null;
}

export type VerificationOutcome =
  | { outcome: 'Passed' }
  | { outcome: 'Failed'; reason: string }
  /** A sanctions-list hit; `message` starts with the provider's 30-character prefix (doc 1 §8.1). */
  | { outcome: 'OFAC'; message: string };

export interface IdentityVerificationProvider {
  readonly name: string;
  verify(subject: VerificationSubject, context: { applicationUid: string; sessionId: string }): Promise<VerificationOutcome>;
}

/** The provider's message prefix; the wizard shows the message with its first 30 characters removed. */
export const SANDBOX_OFAC_PREFIX = 'SANDBOX-IDV-OFAC-SCREENING :: ';
export const SANDBOX_OFAC_TEXT = 'The applicant matches an entry of a sanctions list. Please contact support.';
/** Sandbox identities of docs/sandbox.md. */
export const SANDBOX_RULES = {
  ofacLastName: 'Ofac',
  failLastName: 'Fail',
  failSsn: '123-45-6789',
} as const;

/** The local sandbox: deterministic rules, no network. */
export function createSandboxIdentityVerification(): IdentityVerificationProvider {
  return {
    name: 'sandbox',
    async verify(s) {
      const last = (s.lastName ?? '').trim().toLowerCase();
      if (last === SANDBOX_RULES.ofacLastName.toLowerCase()) {
        return { outcome: 'OFAC', message: SANDBOX_OFAC_PREFIX + SANDBOX_OFAC_TEXT };
      }
      if (last === SANDBOX_RULES.failLastName.toLowerCase()) return { outcome: 'Failed', reason: 'sandbox last name' };
      if (s.ssn === SANDBOX_RULES.failSsn) return { outcome: 'Failed', reason: 'sandbox SSN' };
      if (!s.firstName || !s.lastName || !s.dateOfBirth || !s.street || !s.city || !s.postalCode) {
        return { outcome: 'Failed', reason: 'incomplete identity' };
      }
      if (s.countryIso3 === 'USA' && !s.ssn) return { outcome: 'Failed', reason: 'missing SSN' };
      return { outcome: 'Passed' };
    },
  };
}
