/**
 * English texts of the recurring metal programme ('metal stream', AIP; doc 3 §2.3, §9) and its
 * metal-mode additions to the review and the agreement (doc 3 §2.3 "Metal-mode review", §5
 * Agreement). One namespace per screen. To be merged into src/i18n/en.ts. Amounts arrive
 * formatted ('$1,250.00' or 'CAD 1,250.00'); `{{day}}` is the broker's recurring day as an
 * ordinal ('5th').
 */
export const enMetal = {
  metalWelcome: {
    eyebrow: 'Metal stream',
    title: 'Build your metal holdings, month by month',
    subtitle: 'Set up an automatic monthly purchase of gold and silver in a few minutes.',
    point1Title: 'Choose a monthly amount',
    point1Text: 'Decide how much you want to invest every month. You can change it at any time.',
    point2Title: 'Split it between gold and silver',
    point2Text:
      'Pick your mix and the products you want to buy, each stored in the vault you choose.',
    point3Title: 'Fund it automatically',
    point3Text: 'Link your bank for automatic deposits, or fund your account balance yourself.',
    listLabel: 'How it works',
  },

  metalOwner: {
    eyebrow: 'Metal stream',
    title: 'Who will own the account?',
    subtitle: 'Your monthly programme runs in this account. We ask for the owners’ details next.',
    legend: 'Account owner',
    IndividualTitle: 'Just me',
    IndividualText: 'An individual account in your name.',
    JointTenantsTitle: 'Me and another person',
    JointTenantsText: 'A joint account you own together with a second owner.',
    UTMATitle: 'A minor',
    UTMAText: 'A custodial (UTMA) account you manage for a minor.',
    TrustTitle: 'A trust',
    TrustText: 'An account of a trust, opened by you as its trustee.',
    BusinessTitle: 'A business',
    BusinessText: 'An account of a business, opened by you as its authorized agent.',
  },

  metalInvest: {
    title: 'How much would you like to invest each month?',
    subtitle: 'Your monthly amount is split between gold and silver on the next step.',
    label: 'Monthly amount',
    placeholder: '0.00',
    limit: 'You can invest between {{min}} and {{max}} per month.',
    limitMax: 'The recurring-investment limit is {{max}} per month.',
  },

  metalAllocate: {
    title: 'How should we split your monthly investment?',
    subtitle: 'Your monthly investment of {{amount}} is divided between gold and silver.',
    monthly: 'Monthly investment',
    sliderLabel: 'Gold and silver split',
    gold: 'Gold',
    silver: 'Silver',
    goldPercent: 'Gold %',
    silverPercent: 'Silver %',
    share: '{{amount}} / month',
    sumRule: 'Gold and silver always add up to 100%.',
    required: 'Please enter a percentage from 0 to 100.',
    sum: 'Gold and silver must add up to 100%.',
  },

  metalProduct: {
    titleGold: 'Choose your gold',
    titleSilver: 'Choose your silver',
    subtitleGold: 'Pick the gold product you want to buy each month and where it is stored.',
    subtitleSilver: 'Pick the silver product you want to buy each month and where it is stored.',
    listLabelGold: 'Gold products',
    listLabelSilver: 'Silver products',
    row: '{{caption}} - {{location}}',
    price: '{{pricePerOz}}/oz; {{pricePerUnit}} each',
    selected: 'Selected',
    empty: 'No products are available right now. You can choose one later.',
    loading: 'Loading products…',
    skip: 'I’ll choose later',
    share: 'You invest {{amount}} in {{metal}} each month.',
    /** Storage location names by LocationName (doc 3 §9). */
    locations: {
      NewYork: 'New York',
      SaltLakeCity: 'Salt Lake City',
      Zurich: 'Zurich',
      London: 'London',
      Sydney: 'Sydney',
      Singapore: 'Singapore',
      Toronto: 'Toronto',
      Ohio: 'Ohio',
      Dallas: 'Dallas',
      Delivery: 'Delivery',
      FractionalHoldings: 'Fractional holdings',
    },
  },

  metalFunding: {
    title: 'How will you fund your monthly investment?',
    subtitle:
      'Your monthly purchase is paid from your account balance on the {{day}} of each month.',
    bankTitle: 'Link your bank',
    bankText: 'Automatic monthly deposits from your bank account, linked securely in seconds.',
    recommended: 'Recommended',
    manualTitle: 'Fund my account myself',
    manualText:
      'Send money to your account balance yourself; it must arrive by the {{day}} of each month.',
    assistedNote: 'In a sales-assisted session the programme is funded from the account balance.',
    skip: 'I’ll do it later',
  },

  metalReview: {
    title: 'Overview',
    subtitle: 'Check your monthly programme before you continue.',
    deposit: 'Monthly deposit',
    recurring: 'Deposited automatically on the {{day}} of each month',
    depositType: 'Deposit type',
    accountBalance: 'Account balance',
    bank: '{{bankName}} ending {{last4}}',
    bankLinked: 'Linked bank account',
    notChosen: 'Not chosen yet',
    allocation: 'Allocation',
    allocationText: 'Gold {{gold}} % / Silver {{silver}}%',
    goldProduct: 'Gold',
    silverProduct: 'Silver',
    perMonth: '({{amount}} /month)',
    edit: 'Edit',
    editLabel: 'Edit {{item}}',
    update: 'Update',
    editTitle: {
      metalAmount: 'Edit monthly amount',
      metalAllocation: 'Edit allocation',
      metalGold: 'Choose gold',
      metalSilver: 'Choose silver',
      metalFunding: 'Edit deposit type',
    },
  },

  metalSummary: {
    eyebrow: 'You’re all set',
    title: 'Your monthly programme is ready',
    subtitle: 'Here is what happens next, every month.',
    depositTitle: 'Auto deposits',
    depositText: 'Your monthly amount is deposited on the {{day}} of each month.',
    tradeTitle: 'Auto trades',
    tradeText:
      'Your gold and silver are bought for you after the deposit arrives, and stored in your chosen vaults.',
    balanceTitle: 'Low balance',
    balanceText:
      'If your balance is lower than your monthly amount, we buy with what is available.',
    next: 'Next, secure your account so we can open it for you.',
  },

  metalScheduled: {
    title: 'Recurring investment',
    text: 'Scheduled {{month}}/{{day}}: your first monthly purchase of {{amount}}.',
  },
} as const;
