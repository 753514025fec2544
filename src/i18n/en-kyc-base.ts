/**
 * The KYC texts the entry code shows (issue 11: kept apart from ./en-kyc.ts so the KYC screens'
 * texts load with their chunks): the page titles of doc 3 §2.1 (spread into `pageTitles` by en.ts)
 * and the upload error codes (spread into `apiErrors`).
 */
export const enKycPageTitles = {
  kycProofOfIdentity: 'Proof of identity',
  kycProofOfResidence: 'Proof of residence',
  kycProofOfSocialSecurity: 'Proof of social security',
  kycDriversLicense: 'Drivers license',
  kycPassport: 'Passport',
  kycGovernmentId: 'Other government ID',
  kycCreditCardStatement: 'Credit card statement',
  kycUtilityBill: 'Utility bill',
  kycBankStatement: 'Bank statement',
  kycVoidedCheck: 'Voided check',
  kycSocialSecurityCard: 'Social security card',
  kycMedicareCard: 'Medicare card',
  kycOwnership: 'Proof of ownership',
  /** The proof-of-ownership pages by corporate account type (doc 3 §2.1 titles, §2.6 types 1–5). */
  kycOwnershipCorporate: 'LLC/Corporate document',
  kycOwnershipSoleProprietorship: 'Sole proprietorship statement',
  kycOwnershipTrust: 'Trust documents',
  kycOwnershipPartnership: 'Partnership agreement',
} as const;

/** Server codes of the document uploads the base catalogue lacks (server/routes/documents.ts; spread into `apiErrors`). */
export const enKycApiErrors = {
  DocumentIsTooLarge: 'The file is larger than 10 MB. Please choose a smaller file.',
  DocumentAlreadyUploaded: 'This document was already uploaded.',
  DocumentIsNotRequired: 'This document isn’t requested for this person.',
  DocumentIsNullOrEmpty: 'Please choose a file.',
  DocumentUploadLimitReached: 'This document was uploaded too many times. Please contact support.',
} as const;
