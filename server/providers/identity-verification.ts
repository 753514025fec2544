/**
 * Identity verification (KYC) on completion (doc 3 §4 Submission, doc 3 §8 identity-verification
 * codes). An adapter interface with a local sandbox implementation (`npm start`; production only
 * when SANDBOX_PROVIDERS names identity-verification) and Persona (server/providers/persona.ts,
 * production's default). The sandbox rules are documented in docs/sandbox.md.
 *
 * Sandbox rules, checked in this order on the main applicant:
 * 1. LastName 'Ofac' (any case)            → outcome 'OFAC': the completion answers 422 OFACError.
 * 1b. LastName 'Kycerror' (any case)       → outcome 'KYCError': the completion answers 422 KYCError
 *    (the provider refused to run the KYC check; the application stays open, like OFAC).
 * 2. LastName 'Fail' or SSN '123-45-6789' → outcome 'Failed': IsSuccess false (documents requested).
 * 3. Missing name, date of birth or address, or a USA identity without SSN → 'Failed'.
 * 4. Anything else                          → 'Passed': IsSuccess true.
 *
 * The stored outcome decides which KYC documents are requested afterwards (server/domain/documents.ts,
 * docs/sandbox.md "Required documents (KYC)"). In paths and fields the spec's {idv} stays
 * 'sandbox' (IDV_PROVIDER of services/api/contract.ts, the wizard's contract) whichever adapter
 * runs. `checkDocument` receives the stored file and the ApplicationUid, so a real provider can
 * verify the image and attach it to the applicant's check (issue 31).
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
  /** State / subdivision code of the address, when known (a real provider's US database check). */
  state?: string | null;
  /** ISO 3166-1 alpha-2 of the address country, when known (a real provider's country code). */
  addressCountryIso2?: string | null;
}

export type VerificationOutcome =
  | { outcome: 'Passed' }
  | { outcome: 'Failed'; reason: string }
  /** A sanctions-list hit; `message` starts with the provider's 30-character prefix (doc 1 §8.1). */
  | { outcome: 'OFAC'; message: string }
  /** The provider could not run the KYC check; `message` starts with the 30-character prefix (doc 1 §8.1). */
  | { outcome: 'KYCError'; message: string };

/** What the provider receives of a KYC document upload (doc 3 §7 Documents). Never the file name. */
export interface DocumentSubject {
  /** DocumentType of the upload (1–10, doc 3 §3). */
  documentType: number;
  /** {idv}DocumentType of an identity upload (Passport, License, IdentificationCard), else null. */
  idvDocumentType: string | null;
  /** The multipart Caption as sent (trimmed), or null. */
  caption: string | null;
  /** Sniffed media type (image/png, image/jpeg, image/gif, application/pdf). */
  mediaType: string;
  /** Size in bytes. */
  size: number;
  /** The file as stored (re-encoded, no metadata): a real provider verifies the image itself. */
  content?: Uint8Array;
}

/** A refused document (doc 3 §8 identity-verification codes); the upload answers 422 with it. */
export interface DocumentRefusal {
  code: 'DocumentUploadError' | 'CaptureError' | 'DocumentVerificationError';
  message: string;
}

export interface IdentityVerificationProvider {
  readonly name: string;
  verify(
    subject: VerificationSubject,
    context: { applicationUid: string; sessionId: string },
  ): Promise<VerificationOutcome>;
  /**
   * Checks an identity-document upload before it is stored (doc 3 §2.6, §8): null when accepted,
   * else the provider's refusal. Optional: a provider without it accepts every document.
   */
  checkDocument?(
    doc: DocumentSubject,
    context?: { applicationUid: string },
  ): Promise<DocumentRefusal | null>;
}

/**
 * The error item a completion answers (422) for a provider refusal — OFACError or KYCError with
 * the provider's message — or null when the outcome completes the application.
 */
export function verificationRefusal(
  result: VerificationOutcome,
): { Code: 'OFACError' | 'KYCError'; Message: string; Context: null } | null {
  if (result.outcome === 'OFAC')
    return { Code: 'OFACError', Message: result.message, Context: null };
  if (result.outcome === 'KYCError')
    return { Code: 'KYCError', Message: result.message, Context: null };
  return null;
}

/** The OFAC screening's message: no provider prefix (only the KYC error has one, doc 1 §8.1). */
export const OFAC_TEXT =
  'The applicant matches an entry of a sanctions list. Please contact support.';
export const SANDBOX_OFAC_TEXT = OFAC_TEXT;
/** The KYC error's text after a provider's 30-character prefix (every provider; doc 1 §8.1). */
export const KYC_UNVERIFIED_TEXT =
  'We could not verify your identity with the data provided. Please check your name, date of birth and address.';
/** The KYC error's 30-character provider prefix and text (doc 1 §8.1: the wizard shows the text). */
export const SANDBOX_KYC_PREFIX = 'SANDBOX-IDV-KYC-VERIFICATION: ';
export const SANDBOX_KYC_TEXT = KYC_UNVERIFIED_TEXT;
/** The sandbox document refusals (docs/sandbox.md): the upload's Caption (any case) that triggers each. */
export const SANDBOX_DOCUMENT_RULES: Readonly<Record<string, DocumentRefusal>> = {
  lowquality: {
    code: 'DocumentUploadError',
    message: 'Image quality is too low. Please try again.',
  },
  captureerror: {
    code: 'CaptureError',
    message: 'The capture could not be processed. Please capture the document again.',
  },
  unverifiable: {
    code: 'DocumentVerificationError',
    message: 'The document could not be verified. Please upload another document.',
  },
};
/** Sandbox identities of docs/sandbox.md. */
export const SANDBOX_RULES = {
  ofacLastName: 'Ofac',
  kycErrorLastName: 'Kycerror',
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
        return { outcome: 'OFAC', message: SANDBOX_OFAC_TEXT };
      }
      if (last === SANDBOX_RULES.kycErrorLastName.toLowerCase())
        return { outcome: 'KYCError', message: SANDBOX_KYC_PREFIX + SANDBOX_KYC_TEXT };
      if (last === SANDBOX_RULES.failLastName.toLowerCase())
        return { outcome: 'Failed', reason: 'sandbox last name' };
      if (s.ssn === SANDBOX_RULES.failSsn) return { outcome: 'Failed', reason: 'sandbox SSN' };
      if (!s.firstName || !s.lastName || !s.dateOfBirth || !s.street || !s.city || !s.postalCode) {
        return { outcome: 'Failed', reason: 'incomplete identity' };
      }
      if (s.countryIso3 === 'USA' && !s.ssn) return { outcome: 'Failed', reason: 'missing SSN' };
      return { outcome: 'Passed' };
    },
    async checkDocument(doc) {
      return SANDBOX_DOCUMENT_RULES[(doc.caption ?? '').trim().toLowerCase()] ?? null;
    },
  };
}
