/**
 * English texts of the IRA owner's screens (doc 2 §2.6 IRA business name, §2.16 identity details,
 * §2.18 marital status, §2.21 employment status, §2.22 financial profile), one namespace per
 * screen. To be merged into src/i18n/en.ts; the field rules' messages are the spec's
 * `fields.errors.validation.*` keys already there, except `maritalStatus.required` (doc 2 §5:
 * marital-status validation "not shown").
 */
export const enIra = {
  iraBusinessName: {
    title: 'What’s the name of your business?',
    subtitle:
      'SEP and SIMPLE IRAs are set up through an employer. Enter the business name as it appears on its tax documents.',
    label: 'Business name',
  },

  maritalStatus: {
    title: 'What’s your marital status?',
    subtitle: 'Retirement accounts ask for it because a spouse may have rights as a beneficiary.',
    legend: 'Marital status',
    /** By the code names of MARITAL_STATUSES (doc 2 §9). */
    options: {
      Single: 'Single',
      Married: 'Married',
      DivorcedOrSeparated: 'Divorced/Separated',
      Widowed: 'Widowed',
    },
    required: 'Please choose your marital status.',
  },

  identityDetails: {
    title: 'Tell us about your photo ID',
    subtitle:
      'Federal law requires us to record a government-issued ID for every retirement account owner.',
    idType: 'ID type',
    idTypePlaceholder: 'Choose an ID type',
    idNumber: 'ID number',
    issueDate: 'Issue date',
    expiryDate: 'Expiration date',
    month: 'Month',
    day: 'Day',
    year: 'Year',
    monthPlaceholder: 'MM',
    dayPlaceholder: 'DD',
    yearPlaceholder: 'YYYY',
    state: 'Issuing state',
    statePlaceholder: 'Choose a state',
    issuedBy: 'Issuing country',
    nothingFound: 'No match',
  },

  employmentStatus: {
    title: 'What’s your employment status?',
    subtitle:
      'Financial regulations require us to ask about your occupation and where your income comes from.',
    status: 'Employment status',
    statusPlaceholder: 'Choose your status',
    occupationCategory: 'Occupation category',
    priorOccupationCategory: 'Prior occupation category',
    categoryPlaceholder: 'Choose a category',
    occupation: 'Occupation',
    priorOccupation: 'Prior occupation',
    occupationPlaceholder: 'Choose an occupation',
    chooseCategoryFirst: 'Choose a category first',
    sourceOfIncome: 'Source of income',
    sourceOfIncomePlaceholder: 'Choose your main source of income',
    employer: 'Employer',
    employerName: 'Employer name',
    employerAddressLine: 'Employer street address',
    employerCity: 'City',
    employerState: 'State',
    employerStatePlaceholder: 'Choose a state',
    employerZipCode: 'ZIP code',
    nothingFound: 'No match',
  },

  financialProfile: {
    title: 'Your financial profile',
    subtitle: 'Tell us what this account is for and where the money will come from.',
    purposeLegend: 'What is the main purpose of this account?',
    initialLegend: 'What will be the initial source of funds?',
    ongoingLegend: 'What will be the ongoing source of funds?',
    selectAll: 'Select all that apply.',
    otherOption: 'Other, please specify',
    initialOtherDetails: 'Other initial source of funds',
    ongoingOtherDetails: 'Other ongoing source of funds',
    otherPlaceholder: 'Describe the source',
  },
} as const;
