/**
 * Texts of issue 10's entry screens (doc 1 §2.3, §2.6, §2.11, §4.11): the new-password page and
 * its success page, the upgrade page of a basic account, DELETE_APPLICATION, the footer's
 * accessibility assistant and its '/ira-funding' metal-stream copy. Merged into en.ts.
 */
export const enUpgrade = {
  resetPassword: {
    pageTitle: 'Choose a new password',
    title: 'Choose a new password',
    subtitle: 'Enter a new password for your account. You will use it the next time you log in.',
    passwordLabel: 'New password',
    passwordPlaceholder: 'Enter a new password',
    confirmLabel: 'Confirm new password',
    confirmPlaceholder: 'Enter the new password again',
    submit: 'Save Password',
    successPageTitle: 'Password changed',
    successTitle: 'Your password has been changed',
    successText: 'You can now log in with your new password.',
    toLogin: 'Log in',
  },
  upgradeAccount: {
    title: 'Upgrade your account',
    subtitle:
      'Your current account lets you buy and take delivery of metals. Upgrade it to a full account to also store, sell and fund it, keeping your account number.',
    loading: 'Loading your account…',
    cardTitle: 'Your current account',
    accountNumber: 'Account number',
    accountCode: 'Account code',
    accountType: 'Account type',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    phone2fa: 'used for two-step verification',
    address: 'Mailing address',
    none: 'Not on file',
    prefillNote:
      'We will fill in your name and phone from this account; you only add what a full account needs.',
    continue: 'Continue',
    upgraded: 'This account has already been upgraded.',
    toPortal: 'Go to my account',
    failedTitle: 'We could not open your account',
    retry: 'Try again',
  },
  deleteApplication: {
    pageTitle: 'Delete application',
    title: 'Delete this application?',
    text: 'The application and everything entered in it will be deleted. You will then choose a new account to open.',
    kind: 'Application: {{kind}}',
    confirm: 'Delete application',
    cancel: 'Keep it',
    debugButton: 'DELETE APPLICATION',
  },
  a11y: {
    trigger: 'Accessibility options',
    title: 'Accessibility options',
    intro: 'Adjust how this page looks. Your choices are kept while this tab stays open.',
    textSize: 'Text size',
    textNormal: 'Standard',
    textLarge: 'Large',
    textLarger: 'Larger',
    contrast: 'High contrast',
    contrastHint: 'Stronger colours and underlined links.',
    motion: 'Reduce motion',
    motionHint: 'Stops animations and transitions.',
    reset: 'Reset',
    close: 'Done',
    statement: 'Accessibility statement',
  },
  iraFunding: {
    footerCopy:
      'Metal Stream: grow your precious-metals holdings with automatic monthly purchases of gold and silver, funded from your IRA or a linked bank account. Purchases are made on a fixed day each month at the prevailing price; you can change or stop them at any time.',
  },
} as const;
