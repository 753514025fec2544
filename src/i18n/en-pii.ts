/**
 * Texts of issue 12's SSN / EIN re-entry (the API answers only the last four digits): the hint
 * under the empty input when a number is saved. To be merged into en.ts by the integrator.
 */
export const enPii = {
  pii: {
    ssnSaved: 'An SSN ending {{last4}} is saved. For your security, enter the whole number again.',
    einSaved: 'An EIN ending {{last4}} is saved. For your security, enter the whole number again.',
  },
} as const;
