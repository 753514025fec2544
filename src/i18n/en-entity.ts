/**
 * English texts of the legal-entity screens of the Business and Trust wizards (doc 2 §2.5–§2.11),
 * to be merged into the catalogue of src/i18n/en.ts (top-level keys = screen namespaces). The
 * screens also use keys that are already there: `common.*`, `pageTitles.*`, `review.editTitle`,
 * `review.submit`, `secureAccountTrustEinQuestion` (the title of doc 2 §2.8) and
 * `fields.errors.validation.*` (businessName, businessNameMax, trustName, trustNameMax,
 * einRequired, einNotValid, einDigits, einValidation).
 */
export const enEntity = {
  /** doc 2 §2.5; option keys are the CorporateAccountType names (services/api/entity-fields.ts). */
  businessType: {
    title: 'What type of business is it?',
    subtitle: 'Choose the legal structure your business is registered under.',
    legend: 'Business type',
    required: 'Please choose the type of business.',
    LimitedLiabilityCorporation: 'LLC',
    LimitedLiabilityCorporationText: 'A limited liability company, with one or more members.',
    Corporate: 'Corporation (C or S)',
    CorporateText: 'A C corporation or an S corporation.',
    Partnership: 'Partnership (standard or LLLP)',
    PartnershipText:
      'A general or limited partnership, or a limited liability limited partnership.',
    SoleProprietorship: 'Sole proprietorship',
    SoleProprietorshipText: 'An unincorporated business owned and run by one person.',
  },
  /** doc 2 §2.6 (entity business name). */
  businessName: {
    title: 'What is the name of your business?',
    subtitle: 'Enter the legal name exactly as it appears on your formation documents.',
    label: 'Business name',
  },
  /** doc 2 §2.7. */
  trustName: {
    title: 'What is the name of the trust?',
    subtitle: 'Enter the full legal name of the trust as it appears on the trust agreement.',
    label: 'Trust name',
  },
  /** doc 2 §2.8 (the title is `secureAccountTrustEinQuestion`). */
  trustEinQuestion: {
    subtitle:
      'An Employer Identification Number (EIN) is the federal tax ID the IRS issues to a trust.',
    legend: 'Does the trust have an EIN?',
    yes: 'Yes',
    yesText: 'The trust has its own EIN.',
    no: 'No',
    noText:
      'The trust does not have an EIN (for example, a revocable living trust that uses the grantor’s SSN).',
  },
  /** doc 2 §2.9 (business and trust). */
  ein: {
    businessTitle: 'What is your business’s EIN?',
    businessSubtitle:
      'The Employer Identification Number (EIN) is the federal tax ID the IRS issued to your business.',
    trustTitle: 'What is the trust’s EIN?',
    trustSubtitle:
      'The Employer Identification Number (EIN) is the federal tax ID the IRS issued to the trust.',
    label: 'Employer Identification Number (EIN)',
    noEinBusiness: 'My business does not have an EIN',
    noEinTrust: 'The trust does not have an EIN',
    show: 'Show EIN',
    hide: 'Hide EIN',
    secure: 'Your EIN is encrypted and never shown in full unless you choose to.',
  },
  /** doc 2 §2.10. */
  businessAddress: {
    title: 'Where is your business located?',
    subtitle: 'Enter the business’s principal place of business. We can’t accept PO boxes.',
  },
  /** doc 2 §2.11. */
  businessReview: {
    title: 'Review your business details',
    subtitle: 'Please check that everything is correct. You can edit any item before you continue.',
    heading: 'Business',
    businessName: 'Business name',
    businessType: 'Business type',
    ein: 'EIN',
    businessAddress: 'Address',
    showEin: 'Show EIN',
    hideEin: 'Hide EIN',
  },
} as const;
