/**
 * English texts of the second-person screens and the joint / IRA funding landing screens (to be
 * merged into src/i18n/en.ts). `{{who}}` is the person's first name when known, else
 * `person.secondaryWho` / `person.minorWho` (screens/person-copy.ts).
 *
 * - `person`: copy of the shared person screens (name, phone, date of birth, identity country,
 *   SSN, address entry) for the joint secondary owner and the UTMA minor (doc 2 §2.2, §2.12–§2.20),
 *   and the custodian's age line on the date of birth (doc 2 §5, §6).
 * - `secureNeeds`: the account-type items of the secure account intro (doc 2 §2.4).
 * - `sameAddress`: ADDRESS_SECONDARY / ADDRESS_MINOR (doc 2 §2.20).
 * - `jointSurvivorship`: FUNDING.NORMAL_FUNDING.JOINT_SURVIVOR (doc 3 §2.4, §3 Joint tenancy).
 * - `retirementFunding`, `retirementAmount`: FUNDING.RETIREMENT_FUNDING.* (doc 3 §2.4, §5).
 * - Issue 22 (bytes: the texts travel with their screens): the person steps' own copy, moved here
 *   from en.ts — `secureIntro`, `name`, `phone`, `dob`, `identity`, `ssn`, `addressIntro`,
 *   `secureAddressEnter`, `addressDone` (doc 2 §2.4, §2.12–§2.20); the screens and the inputs
 *   that show them (src/ui/country-select.tsx, ssn-input.tsx, ssn-last4-input.tsx) register it.
 */
export const enPerson = {
  person: {
    secondaryWho: 'the second owner',
    minorWho: 'the minor',
    name: {
      secondaryTitle: 'Tell us about the second owner',
      secondarySubtitle:
        'Enter the second owner’s legal name exactly as it appears on their government-issued ID. We’ll ask for a few more details about them next.',
      minorTitle: 'Tell us about the minor',
      minorSubtitle:
        'Enter the minor’s legal name exactly as it appears on their birth certificate or Social Security card. We’ll ask for a few more details about them next.',
    },
    phone: {
      title: 'What’s {{who}}’s phone number?',
      secondarySubtitle: 'We’ll only call if there’s a question about the account.',
      minorSubtitle: 'If {{who}} doesn’t have a phone yet, you can enter your own number.',
    },
    dob: {
      title: 'What’s {{who}}’s date of birth?',
      secondarySubtitle: 'Each owner of a joint account must be at least 18 years old.',
      minorSubtitle: 'A gift (UTMA) account is for a minor under 21 years old.',
      custodianSubtitle:
        'As the custodian of a gift (UTMA) account, you must be at least 21 years old.',
    },
    identity: {
      title: 'What’s {{who}}’s country of citizenship?',
      subtitle: 'Choose the country that issued {{who}}’s passport or national ID.',
    },
    ssn: {
      title: 'What’s {{who}}’s Social Security number?',
      secondarySubtitle:
        'Federal law requires us to verify the identity of every account owner. It’s encrypted and never shared without consent.',
      minorSubtitle:
        'A gift (UTMA) account is reported under the minor’s Social Security number for tax purposes. It’s encrypted and never shared without your consent.',
    },
    address: {
      title: 'What’s {{who}}’s home address?',
      subtitle: 'Residential addresses only — no PO boxes.',
    },
  },

  secureNeeds: {
    itemBusiness: 'Your business’s legal name, type and address',
    itemBusinessEin:
      'If in the US: your business’s EIN (Employer Identification Number), if it has one',
    itemTrust: 'The name of the trust',
    itemTrustEin: 'If in the US: the trust’s EIN (Employer Identification Number), if it has one',
    itemIraBusiness: 'The name of your business',
    itemIraId: 'A government-issued ID: driver’s license, state ID or passport',
    itemIraEmployment: 'Your employment details and where the money comes from',
    itemMinor: 'The minor’s name, phone, date of birth, citizenship and home address',
    itemMinorTaxId: 'If in the US: the minor’s Social Security number — the account’s tax ID',
    jointNoteTitle: 'Opening a joint account?',
    jointNote:
      'We’ll also ask for the second owner’s name, phone, date of birth, citizenship, home address and, if in the US, their Social Security number. Have their details to hand.',
  },

  // doc 2 §2.19 backup withholding (the W-9 certification; docs/decisions.md)
  backupWithholding: {
    title: 'Are you subject to backup withholding?',
    titleJoint: 'Is anyone on the account subject to backup withholding?',
    subtitle:
      'The IRS requires us to ask. Most people are not: you are only subject to backup withholding if the IRS has notified you that you are, because of underreported interest or dividends.',
    legend: 'Backup withholding',
    none: 'No, I am not subject to backup withholding',
    me: 'Yes, I have been notified by the IRS',
    noneJoint: 'No, neither of us',
    meJoint: 'Only me',
    secondaryJoint: 'Only {{who}}',
    bothJoint: 'Both of us',
    secondaryFallback: 'the secondary owner',
    note: 'By continuing you certify that your answer is correct. Your answer is part of the IRS Form W-9 certification.',
  },
  sameAddress: {
    title: 'Does {{who}} live at the same address as you?',
    subtitle: 'We need a residential address for every person on the account.',
    yourAddress: 'Your address',
    yesTitle: 'Yes, same address',
    yesText: 'We’ll fill in your address for {{who}}. You can still change it on the next screen.',
    noTitle: 'No, a different address',
    noText: 'You’ll enter {{who}}’s home address next.',
    skip: 'I’ll add it later',
  },

  jointSurvivorship: {
    title: 'What should happen to the account if one owner dies?',
    subtitle: 'Choose how you and {{who}} will own this account together.',
    legend: 'Joint ownership',
    wrosTitle: 'It passes to the surviving owner',
    wrosBadge: 'Joint WROS',
    wrosText:
      'Joint tenants with right of survivorship: you own the account together, and the surviving owner automatically becomes the sole owner of everything in it.',
    ticTitle: 'Each share goes to the owner’s estate',
    ticBadge: 'Joint TIC',
    ticText:
      'Tenants in common: each of you owns a share of the account. When one owner dies, their share goes to their estate and passes under their will, not to the other owner.',
    note: 'This choice affects who inherits the account. If you’re unsure, ask your tax or legal advisor.',
  },

  retirementFunding: {
    title: 'How would you like to fund your IRA?',
    subtitle:
      'Choose how the money will reach your new account. We’ll guide you through the details.',
    transferTitle: 'Transfer from an existing IRA',
    transferText:
      'Move an IRA you hold at another custodian directly to your new IRA. Transfers have no limit.',
    transferSoon: 'Available soon',
    transferSoonNote:
      'Online IRA transfers are coming soon. Meanwhile, choose a rollover or a contribution, or decide later.',
    rolloverTitle: 'Rollover',
    rolloverText:
      'Move money from an employer plan such as a 401(k) or 403(b). Rollovers have no limit.',
    contributionTitle: 'Cash / annual contribution',
    contributionText: 'Contribute cash, up to the annual IRS limit of {{limit}}.',
    contributionTextNoLimit: 'Contribute cash, up to the annual IRS limit.',
    priorYearNote: 'Contributions for the previous tax year can be made until April 15.',
    sepNote: 'SEP IRA contributions can be up to 25% of compensation, within the IRS annual limit.',
    simpleNote: 'SIMPLE IRAs are for businesses with generally 100 or fewer employees.',
    doLater: 'I’ll do it later',
    skipTitle: 'Skip funding for now?',
    skipText: 'You won’t be able to invest until you’ve made your initial deposit.',
    skipConfirm: 'Skip',
    skipCancel: 'Cancel',
  },

  retirementAmount: {
    rolloverEyebrow: 'Rollover',
    contributionEyebrow: 'Cash / annual contribution',
    rolloverTitle: 'How much are you rolling over?',
    contributionTitle: 'How much would you like to contribute?',
    rolloverSubtitle:
      'Enter the amount you plan to roll over from your employer retirement plan. Rollovers have no limit.',
    contributionSubtitle: 'Cash contributions are capped at the annual IRS limit.',
    label: 'Amount',
    placeholder: '0.00',
    limit: 'Cash contribution maximum: {{amount}}',
    overLimit: 'This is more than the {{amount}} annual maximum. Please enter a smaller amount.',
    yearLegend: 'Contribution year',
    yearHelp: 'Until April 15 you can still contribute for the previous tax year.',
    yearOnly: 'This contribution counts toward {{year}}.',
    yearRequired: 'Choose the year this contribution is for.',
  },
  secureIntro: {
    title: 'Let’s secure your account',
    subtitle:
      'Federal law requires us to verify the identity of everyone who opens an account. Here is what you’ll need:',
    itemName: 'Your full legal name',
    itemPhone: 'A phone number',
    itemDob: 'Your date of birth',
    itemCitizenship: 'Your country of citizenship',
    itemSsnUs: 'If in the US: your Social Security number',
    itemAddress: 'Your home address (no PO boxes)',
    time: 'Takes about 3 minutes',
    privacy: 'Your details are encrypted and used only to verify your identity.',
    submit: 'Secure my account',
    videoLink: 'Why do we need your SSN?',
  },
  name: {
    title: 'What’s your legal name?',
    subtitle: 'Enter it exactly as it appears on your government-issued ID.',
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    suffix: 'Suffix',
    suffixNone: 'None',
    infoHighlight: 'Why we ask',
    infoText:
      '{{brokerCode}} is required by federal law to obtain, verify and record information that identifies each person who opens an account.',
    infoTextAip:
      'To enrol in the monthly metal programme, {{brokerCode}} must verify the identity of each account owner, as federal law requires.',
  },
  phone: {
    title: 'What’s your phone number?',
    subtitle: 'We’ll only call if there’s a question about your account.',
    label: 'Phone number',
    countryLabel: 'Country code',
    placeholder: '(555) 123-4567',
    usOnlyNote: 'Retirement accounts require a US phone number.',
    lockedNote: 'This number is used for two-factor authentication and can’t be changed here.',
    skip: 'Skip',
  },
  dob: {
    title: 'What’s your date of birth?',
    subtitle: 'You must be at least 18 years old to open an account.',
    legend: 'Date of birth',
    month: 'Month',
    day: 'Day',
    year: 'Year',
    monthPlaceholder: 'MM',
    dayPlaceholder: 'DD',
    yearPlaceholder: 'YYYY',
  },
  identity: {
    title: 'What’s your country of citizenship?',
    subtitle: 'Choose the country that issued your passport or national ID.',
    label: 'Country of citizenship',
    searchPlaceholder: 'Search countries',
    nothingFound: 'No country matches',
    utmaUsOnly:
      'Gift (UTMA) accounts are available to US citizens only, for the custodian and the minor.',
  },
  ssn: {
    title: 'What’s your Social Security number?',
    subtitle:
      'We use it to verify your identity, as federal law requires. It’s encrypted and never shared without your consent.',
    label: 'Social Security number',
    minorLabel: 'Social Security number of the minor',
    placeholder: 'XXX-XX-XXXX',
    show: 'Show SSN',
    hide: 'Hide SSN',
    last4Title: 'last 4 SSN',
    secure: 'Protected with bank-level encryption',
    notUsa: 'A Social Security number is only needed for US citizens.',
  },
  addressIntro: {
    title: 'Now, your home address',
    subtitle:
      'We need your residential address to verify your identity and send important notices.',
    info: '{{brokerCode}} can only accept a residential street address — PO boxes can’t be used.',
    infoIra:
      'Retirement accounts at {{brokerCode}} require a residential address in the United States.',
  },
  secureAddressEnter: {
    title: 'What’s your home address?',
    subtitle: 'Residential addresses only — no PO boxes.',
    street: 'Street address',
    streetPlaceholder: 'Start typing your street address',
    apt: 'Apt / Suite',
    city: 'City',
    state: 'State',
    region: 'State / Province / Region',
    postalCode: 'Postal code',
    country: 'Country',
    notFound: 'We couldn’t find that address. Please enter it manually.',
    usOnly: 'This account type requires a residential address in the United States.',
    statePlaceholder: 'Select a state',
  },
  addressDone: {
    title: 'Address saved — nicely done',
    subtitle:
      'Your identity details are complete. Next, choose how you’d like to fund your account.',
  },
} as const;
