/**
 * English texts of the equity IRA agreement (doc 3 §2.5 "Equity IRA agreement" and the viewer's
 * scroll note; screens/equity-agreement.tsx), merged into src/i18n/en.ts. The checkbox's client
 * rule uses the catalogue's `fields.errors.validation.agree`; Continue is `common.continue`.
 */
export const enEquity = {
  equityAgreement: {
    /** Heading by IRA type (doc 3 §2.5), keyed by IRAAccountType; `default` when the type is unknown. */
    title: {
      Traditional: 'Your Traditional IRA agreement',
      Roth: 'Your Roth IRA agreement',
      SEP: 'Your SEP IRA agreement',
      SIMPLE: 'Your SIMPLE IRA agreement',
      default: 'Your IRA agreement',
    },
    subtitle: 'Please read the agreement for your precious metals IRA before you continue.',
    howItWorksTitle: 'How it works',
    howItWorks:
      'Your IRA is held by an independent IRA custodian; {{brokerName}} buys, sells and stores the precious metals your IRA owns.',
    setupFee: 'A one-time IRA setup fee of {{fee}} applies.',
    panelLabel: 'IRA agreement',
    loading: 'Loading the agreement…',
    scrollNote: 'Please scroll to review entire agreement before continuing',
    readNote: 'You have reached the end of the agreement.',
    agree: 'I have read and agree to the IRA agreement',
    esign:
      'By checking the box you sign this agreement electronically. After you submit your application, the IRA custodian sends its own documents for you to sign through an e-signature provider.',
    alreadyAccepted: 'You have already accepted this agreement.',
  },
} as const;
