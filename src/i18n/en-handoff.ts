/**
 * Texts of the phone hand-off (issue 9 "continue the capture on a phone"; beyond the spec): the
 * desktop method page's panel (`kycHandoffPanel`) and the phone page (`kycHandoff`, its page
 * title `kycHandoff.pageTitle`); the hand-off routes' codes (`enHandoffApiErrors`, spread into
 * `apiErrors` by en.ts).
 */
export const enHandoffApiErrors = {
  HandoffTokenNotFound: 'This link is not valid.',
  HandoffTokenUsed: 'This link was already used.',
  HandoffTokenExpired: 'This link has expired.',
} as const;

export const enHandoff = {
  kycHandoffPanel: {
    title: 'Continue on your phone',
    text: 'Use your phone’s camera instead: open a one-time link on your phone and take the photo there. This page updates by itself when it arrives.',
    create: 'Get a link for my phone',
    creating: 'Creating your link…',
    qrLabel: 'QR code of the link for your phone',
    scan: 'Scan the code with your phone’s camera, or open this link on your phone:',
    linkLabel: 'Link for your phone',
    copy: 'Copy link',
    copied: 'Link copied',
    expires: 'The link works once and expires at {{time}}.',
    waiting: 'Waiting for the photo from your phone…',
    expired: 'The link has expired.',
    again: 'Get a new link',
    error: 'We could not create a link. Please try again or use another method.',
  },
  kycHandoff: {
    pageTitle: 'Upload from your phone',
    loading: 'Opening your link…',
    greeting:
      'Hi {{name}}, take a photo of your document or choose a file. It goes straight to your {{broker}} application.',
    greetingAnonymous:
      'Take a photo of your document or choose a file. It goes straight to your {{broker}} application.',
    yourBroker: 'account',
    send: 'Send',
    doneTitle: 'Thank you, your document was sent',
    doneText: 'You can close this page and continue on your computer.',
    expiredTitle: 'This link has expired',
    expiredText:
      'Links work for 10 minutes. Get a new one on your computer (Continue on your phone) and scan it again.',
    usedTitle: 'This link was already used',
    usedText:
      'Each link uploads one document once. If you need to send another, get a new link on your computer.',
    notFoundTitle: 'This link is not valid',
    notFoundText:
      'Open the link again from your computer: scan the QR code or type the link exactly as shown.',
    errorTitle: 'We could not open your link',
    errorText: 'Check your connection and try again.',
    retry: 'Try again',
  },
} as const;
