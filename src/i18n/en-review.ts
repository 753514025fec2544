/**
 * English texts of the review page of every account kind (doc 2 §2.23, §2.24, §4; doc 3 §2.4
 * funding summary), merged into the catalogue of src/i18n/en.ts under the `reviewPage` namespace.
 * The page also uses keys that are already there: `review.*` (title, headings Primary Holder /
 * Custodian / Authorized Agent, the person items, the funding card texts 'No funding instructions
 * added.' and 'Application funding type is defined, but amount is missing.', 'Looks good'),
 * `common.*` (Edit, N/A, Missing info, Update), `businessReview.showEin` / `hideEin`,
 * `maritalStatus.options.*`, `retirementFunding.*Title` (the IRA funding types) and
 * `retirementAmount.yearLegend`.
 */
export const enReview = {
  reviewPage: {
    /** Second-section headings (doc 2 §2.23). */
    secondaryHolder: 'Secondary Holder',
    minor: 'Minor',
    legalEntity: 'Legal Entity',
    /** Item labels the base catalogue lacks. */
    businessName: 'Business name',
    maritalStatus: 'Marital status',
    trustName: 'Trust name',
    ein: 'EIN',
    /** Edit links and modal titles of the second section's items: 'Edit Name (Secondary Holder)'. */
    editOf: 'Edit {{item}} ({{section}})',
    /** Bank funding methods (doc 3 §3 BankFundingType) besides review.methodWire / methodCheck. */
    methodACHConnected: 'Bank account (ACH)',
    methodACHManual: 'Bank account (ACH, manual)',
    methodCryptocurrency: 'Cryptocurrency',
    iraFundingType: 'Funding type',
    /** Why 'Looks good' is disabled (doc 2 §4), shown above the button. */
    blocked: {
      infoMissing: 'Some information is missing. Please complete the items marked “Missing info”.',
      secondarySsnMissing: 'Please add the secondary holder’s Social Security number to continue.',
      minorSsnMissing: 'Please add the minor’s Social Security number to continue.',
    },
  },
} as const;
