/**
 * Texts of the review's funding edit (doc 3 §2.4 "Funding edits from the review page";
 * screens/flows/funding-edit-modal.tsx). Merged into src/i18n/en.ts.
 */
export const enFundingEdit = {
  fundingEdit: {
    setupTitle: 'Set up funding',
    changeTitle: 'Change funding',
    chooseMethod: 'Choose method',
    chooseMethodText: 'How you will fund your account.',
    setDeposit: 'Set deposit',
    setDepositText: 'The amount of your first deposit.',
    changeMethod: 'Change method',
    editDeposit: 'Edit deposit',
    currentMethod: 'Currently: {{method}}',
    currentAmount: 'Currently: {{amount}}',
    noAmount: 'No amount yet.',
    needsMethod: 'Choose a method first.',
    methodTitle: 'How would you like to fund your account?',
    iraMethodTitle: 'How would you like to fund your IRA?',
    amountTitle: 'How much would you like to deposit?',
    back: 'Back',
    close: 'Close',
    saving: 'Saving…',
  },
} as const;
