/**
 * Spanish (es-US) twin of ./en-kyc-base.ts: the KYC texts the entry code shows (issue 11): the page
 * titles of doc 3 §2.1 (spread into `pageTitles`) and the upload error codes (spread into
 * `apiErrors`).
 */
import type { Translation } from './translation';
import type { enKycApiErrors, enKycPageTitles } from './en-kyc-base';

export const esKycPageTitles = {
  kycProofOfIdentity: 'Comprobante de identidad',
  kycProofOfResidence: 'Comprobante de domicilio',
  kycProofOfSocialSecurity: 'Comprobante de Seguro Social',
  kycDriversLicense: 'Licencia de conducir',
  kycPassport: 'Pasaporte',
  kycGovernmentId: 'Otra identificación del gobierno',
  kycCreditCardStatement: 'Estado de cuenta de tarjeta de crédito',
  kycUtilityBill: 'Factura de servicios públicos',
  kycBankStatement: 'Estado de cuenta bancario',
  kycVoidedCheck: 'Cheque anulado',
  kycSocialSecurityCard: 'Tarjeta de Seguro Social',
  kycMedicareCard: 'Tarjeta de Medicare',
  kycOwnership: 'Comprobante de titularidad',
  /** The proof-of-ownership pages by corporate account type (doc 3 §2.1 titles, §2.6 types 1–5). */
  kycOwnershipCorporate: 'Documento de la LLC o corporación',
  kycOwnershipSoleProprietorship: 'Declaración de empresa unipersonal',
  kycOwnershipTrust: 'Documentos del fideicomiso',
  kycOwnershipPartnership: 'Acuerdo de sociedad',
} satisfies Translation<typeof enKycPageTitles>;

/** Server codes of the document uploads the base catalogue lacks (server/routes/documents.ts; spread into `apiErrors`). */
export const esKycApiErrors = {
  DocumentIsTooLarge: 'El archivo pesa más de 10 MB. Elija un archivo más pequeño.',
  DocumentAlreadyUploaded: 'Este documento ya se subió.',
  DocumentIsNotRequired: 'Este documento no se solicita para esta persona.',
  DocumentIsNullOrEmpty: 'Elija un archivo.',
  DocumentUploadLimitReached: 'Este documento se subió demasiadas veces. Comuníquese con soporte.',
} satisfies Translation<typeof enKycApiErrors>;
