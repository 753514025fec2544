/**
 * Texts of the agreement variants, the ACH terms checkbox and viewer, the submission error modal
 * and the success page's funding texts (doc 3 §2.5, §2.6, §8). Keys are read by
 * screens/agreement.tsx, screens/kyc-processing.tsx and screens/kyc-success.tsx through the keys
 * machines/agreement/agreement-variant.ts computes.
 */
export const enAgree = {
  agreeVariant: {
    /** doc 3 §2.5 "Title varies by application type and IRA subtype". */
    titles: {
      Individual: 'Individual account agreement',
      JointTenants: 'Joint account agreement',
      Corporate: 'Business account agreement',
      Trust: 'Trust account agreement',
      UTMA: 'Custodial (UTMA) account agreement',
      IRA: 'IRA account agreement',
      Traditional: 'Traditional IRA account agreement',
      Roth: 'Roth IRA account agreement',
      SIMPLE: 'SIMPLE IRA account agreement',
      SEP: 'SEP IRA account agreement',
      programme: 'Metal Stream account agreement',
      alternative: 'Customer storage and trading agreement',
    },
    /** The broker with its own variant (doc 3 §2.5): four numbered points and its own wording. */
    alternative: {
      intro:
        'Before we open your {{brokerName}} account, please confirm that you understand these four points:',
      point1:
        'You open a precious-metals trading and storage account, and we act as your agent when you buy or sell.',
      point2:
        'Your coins and bars are stored segregated from other customers’ metal in an insured depository.',
      point3: 'Storage is billed quarterly; trades settle only against cleared funds.',
      point4:
        'You confirm that your information is true and your own and accept electronic delivery of all records.',
      download: 'Download the storage and trading agreement (PDF)',
      agreePrefix: 'I acknowledge the four points above and accept the',
      agreeLink: 'storage and trading terms',
    },
    /** The programme with a linked bank (doc 3 §2.5 'agreeAutoDeposit'). */
    autoDepositPrefix:
      'I authorise monthly automatic deposits from my linked bank account under the',
    autoDepositLink: 'ACH transfer terms',
    achViewerTitle: 'ACH transfer terms',
    achViewerEmpty: 'The transfer terms could not be loaded. Please try again.',
    /** The programme's metal-stream terms and conditions (doc 3 §1, §2.5), accepted with 'agree'. */
    metalTermsJoin: 'and the',
    metalTermsLink: 'Metal Stream terms and conditions',
    metalTermsDownload: 'Download the Metal Stream terms and conditions',
    metalViewerTitle: 'Metal Stream terms and conditions',
    metalViewerEmpty: 'The terms and conditions could not be loaded. Please try again.',
    viewerLabel: 'Agreement text',
  },

  /** doc 3 §2.6 Processing error modal, §8: a title per code; the message is the server's / apiErrors.<Code>. */
  submissionError: {
    titles: {
      default: 'We couldn’t submit your application',
      KYCError: 'We couldn’t verify your identity',
      OFACError: 'We can’t open this account',
      TradecoreExecutionError: 'Your deposit amount was not accepted',
      FundingAlreadySubmited: 'Your funding was already submitted',
      FundingTypeIsNotDefined: 'Please choose how to fund your account',
      ApplicationIsCompleted: 'Your application is already complete',
      ApplicationAlreadyCreated: 'Your application was already submitted',
      WizardValidation_MissingAgreementConsent: 'Please accept the agreement',
      InvalidApplicationUid: 'We couldn’t find your application',
      RequestError: 'Verification is temporarily unavailable',
      Error_AccountNotFound: 'We couldn’t find the account to upgrade',
    },
    goToAccount: 'Go to my account',
    backToAgreement: 'Back to the agreement',
  },

  /** doc 3 §2.6 Success step 2: ' via <method>' and what to do next per funding method. */
  successFunding: {
    methods: {
      Transfer: 'Transfer',
      ACHManual: 'ACH',
      Wire: 'Wire',
      Check: 'Check',
      Cryptocurrency: 'Cryptocurrency',
      IRATransfer: 'IRA Transfer',
      Rollover: 'Rollover',
      AnnualContribution: 'Annual Contribution',
      AccountBalance: 'Account Balance',
    },
    texts: {
      Transfer:
        'We’ll collect the deposit from your linked bank account; bank transfers take 2–3 business days to arrive.',
      ACHManual: 'Your bank transfer instructions are waiting in your account.',
      Wire: 'Your wire instructions are waiting in your account; wires usually arrive the same or next business day.',
      Check:
        'Mail your check using the instructions in your account; funds are available 5 business days after we receive it.',
      Cryptocurrency: 'Your cryptocurrency deposit address is waiting in your account.',
      IRATransfer:
        'Your IRA custodian will e-mail the transfer documents for electronic signature.',
      Rollover: 'Your IRA custodian will e-mail the rollover documents for electronic signature.',
      AnnualContribution:
        'Your IRA custodian will e-mail the contribution documents for electronic signature.',
      AccountBalance: 'Add funds to your account balance before your monthly purchase date.',
      none: 'You won’t be able to invest until you’ve made your initial deposit.',
    },
  },
} as const;
