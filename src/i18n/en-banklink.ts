/**
 * Texts of the bank link (doc 3 §2.4, §4 "Bank-link flow", §8) and of the bank-link, cryptocurrency
 * and ACH parts of the funding screens (doc 3 §2.4 Fund your account, Amount; §5; §9). Merged into
 * src/i18n/en.ts by the integrator; keys not in en.ts only (en.ts `fundAmount` keeps its: the API error map names them). Issue 22:
 * `fund` (the 'Fund your account' page) moved here from en.ts — only the funding screens show it.
 */
export const enBankLink = {
  bankLink: {
    title: 'Connect your bank',
    loading: 'Opening a secure connection to your bank…',
    saving: 'Linking {{bank}}…',
    savingNoBank: 'Linking your bank account…',
    errorTitle: 'We couldn’t link your bank',
    refusedTitle: 'The customer must link the bank',
    assistedRefused:
      'A bank account can only be linked by the customer. Choose wire transfer or check, or ask the customer to link their bank when they complete the application.',
    tokenExpired:
      'The secure bank connection has expired. Please try again in a moment, or choose another funding method.',
    ok: 'OK',
    // The sandbox link widget (docs/sandbox.md "Bank link").
    sandboxTitle: 'Connect a bank account',
    sandboxBadge: 'Sandbox',
    sandboxIntro: 'Test institutions — no real bank is contacted and no credentials are needed.',
    institutionLegend: 'Select your bank',
    accountsLegend: 'Choose the account to link',
    accountsHint:
      'You can link more than one account; the first one you choose funds your deposit.',
    accountLabel: '{{name}} ••••{{mask}}',
    accountType: '{{type}} account ending {{mask}}',
    changeBank: 'Choose another bank',
    pickAccount: 'Choose at least one account.',
    continue: 'Continue',
    cancel: 'Cancel',
    secureNote: 'Your bank credentials are never shared with {{brokerName}}.',
  },
  fundMore: {
    cryptoTitle: 'Cryptocurrency',
    cryptoText: 'Deposit crypto; it is converted to USD. Limit {{limit}} per transaction.',
    methodAch: 'Bank transfer (ACH)',
    methodCrypto: 'Cryptocurrency',
    autoDeposit:
      'I authorise {{brokerName}} to make an automatic deposit from my {{bank}} account ending {{mask}}.',
    autoDepositUnknownBank:
      'I authorise {{brokerName}} to make an automatic deposit from my linked bank account.',
    termsPrefix: 'See the',
    termsLink: 'transfer terms',
    viewerTitle: 'ACH transfer terms',
    viewerLoading: 'Loading the transfer terms…',
    viewerEmpty: 'The transfer terms could not be loaded. Please try again.',
    viewerAccept: 'Accept',
    viewerClose: 'Close',
  },
  fund: {
    title: 'How would you like to fund your account?',
    subtitle:
      'Pick a method now — you’ll get the deposit instructions as soon as your account is open.',
    wireTitle: 'Wire transfer',
    wireText: 'Fastest. Funds are usually available the same or next business day.',
    checkTitle: 'Check',
    checkText: 'Mail a personal check. Limit {{limit}} per week.',
    achTitle: 'Connect bank account',
    achText: 'Recommended. Up to {{limit}} per day.',
    recommended: 'Recommended',
    doLater: 'I’ll do it later',
    skipTitle: 'Skip funding for now?',
    skipText: 'You won’t be able to invest until you’ve made your initial deposit.',
    skipConfirm: 'Skip',
    skipCancel: 'Cancel',
  },
} as const;
