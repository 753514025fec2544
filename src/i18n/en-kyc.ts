/**
 * Texts of the KYC document pages (doc 3 §2.1 page titles, §2.6 Verification hub, proof of
 * identity / residency / social security / ownership, upload method, file upload, webcam capture;
 * §5 Uploads; §8 camera unavailable and upload errors). Merged into src/i18n/en.ts; the hub's and
 * done pages' base texts stay in en.ts (`kycVerification`, `kycDone`), this fragment adds to them
 * under its own namespaces (`kycDocs`, `kycChooser`, `kycMethod`, `kycUpload`, `kycCamera`,
 * `kycHub`) and the page titles under `kycPageTitles` (spread into `pageTitles` by en.ts).
 */
export const enKycPageTitles = {
  kycProofOfIdentity: 'Proof of identity',
  kycProofOfResidence: 'Proof of residence',
  kycProofOfSocialSecurity: 'Proof of social security',
  kycDriversLicense: 'Drivers license',
  kycPassport: 'Passport',
  kycGovernmentId: 'Other government ID',
  kycCreditCardStatement: 'Credit card statement',
  kycUtilityBill: 'Utility bill',
  kycBankStatement: 'Bank statement',
  kycVoidedCheck: 'Voided check',
  kycSocialSecurityCard: 'Social security card',
  kycMedicareCard: 'Medicare card',
  kycOwnership: 'Proof of ownership',
} as const;

/** Server codes of the document uploads the base catalogue lacks (server/routes/documents.ts; spread into `apiErrors`). */
export const enKycApiErrors = {
  DocumentIsTooLarge: 'The file is larger than 10 MB. Please choose a smaller file.',
  DocumentAlreadyUploaded: 'This document was already uploaded.',
  DocumentIsNotRequired: 'This document isn’t requested for this person.',
  DocumentIsNullOrEmpty: 'Please choose a file.',
} as const;

export const enKyc = {
  kycHub: {
    loading: 'Checking which documents we need…',
    fetchError: 'We couldn’t load the list of documents.',
    retry: 'Try again',
    progress: '{{done}} of {{total}} uploaded',
    upload: 'Upload',
    holderFor: 'For {{name}}',
    empty: 'No documents are needed right now.',
  },
  kycDocs: {
    driversLicense: 'Driver’s license',
    driversLicenseHint: 'Front of your state-issued driver’s license',
    passport: 'Passport',
    passportHint: 'The photo page of your passport',
    governmentId: 'Other government ID',
    governmentIdHint: 'A state ID card or another government-issued photo ID',
    utilityBill: 'Utility bill',
    utilityBillHint: 'Gas, electric, water, internet or phone',
    bankStatement: 'Bank statement',
    bankStatementHint: 'A statement from your bank or brokerage',
    voidedCheck: 'Voided check',
    voidedCheckHint: 'A check with “VOID” written across it',
    creditCardStatement: 'Credit card statement',
    creditCardStatementHint: 'A recent statement from your card issuer',
    socialSecurityCard: 'Social security card',
    ownership: 'Ownership document',
    ownershipHint: 'One file: JPG, PNG or PDF',
    uploaded: 'Uploaded',
  },
  kycChooser: {
    identityTitle: '{{name}}, please provide a proof of identity',
    identityTitleNoName: 'Please provide a proof of identity',
    identitySubtitle:
      'Choose the document you’d like to upload. It must be valid and show your photo and full name.',
    residenceTitle: '{{name}}, please confirm your address',
    residenceTitleNoName: 'Please confirm your address',
    residenceAddress: 'We need a document showing your name and this address: {{address}}',
    residenceSubtitleUtility:
      'Upload a utility bill, bank statement or voided check. A medicare card or social security card may also be accepted.',
    residenceSubtitle: 'Upload a bank statement or voided check.',
    ownershipTitle1: 'Please upload company documents naming the company',
    ownershipTitle2: 'Please upload your sole proprietorship statement',
    ownershipTitle4: 'Please upload the trust documents',
    ownershipTitle5: 'Please upload the partnership agreement',
    ownershipSubtitle: 'We need it to verify who owns the account.',
    skip: 'Skip for now',
    back: 'Back',
  },
  kycMethod: {
    title: 'Choose method',
    identitySubtitle: 'How would you like to provide your {{document}}?',
    sscSubtitle:
      'Provide your social security card (or medicare card) by webcam or by uploading a photo or scan.',
    sscMobile: 'Take a photo of your social security card with your phone and upload it.',
    webcam: 'Webcam',
    webcamHint: 'Take a picture with your computer’s camera',
    file: 'File upload',
    fileHint: 'Upload a photo or scan from your device',
    back: 'Back',
  },
  kycUpload: {
    identityTitle: 'Upload your {{document}}',
    sscTitle: 'Upload your social security card',
    residenceTitle: 'Upload your {{document}}',
    ownershipTitle: 'Upload your ownership document',
    identitySubtitle:
      'Upload a clear picture of the front of your document. All four corners must be visible.',
    passportSubtitle: 'Upload a clear picture of your passport’s photo page.',
    residenceSubtitle:
      'Documents must be dated within the past 3 months. Upload the first page only.',
    otherSubtitle: 'Upload a clear picture or scan of the document.',
    labelFront: 'Front',
    labelDocument: 'Document',
    dropTitle: 'Drag and drop your file here',
    dropOr: 'or',
    browse: 'Browse files',
    dropActive: 'Drop the file to add it',
    typesImage: 'PNG, JPEG or GIF, up to 10 MB',
    typesImageOrPdf: 'JPG, PNG or PDF, up to 10 MB',
    remove: 'Remove file',
    selected: 'Selected file: {{name}}',
    uploading: 'Uploading your document…',
    continue: 'Continue',
    back: 'Back',
    skip: 'Skip for now',
    errors: {
      typeImage: 'This file type isn’t accepted. Please upload a PNG, JPEG or GIF image.',
      typeWithPdf: 'This file type isn’t accepted. Please upload a JPG, PNG, GIF or PDF file.',
      tooLarge: 'The file is larger than 10 MB. Please choose a smaller file.',
      empty: 'The file is empty. Please choose another file.',
      tooMany: 'Please upload one file.',
    },
  },
  kycCamera: {
    title: 'Capture your {{document}}',
    checklistTitle: 'Before you start',
    check1: 'Place the document on a flat, dark surface in good light.',
    check2: 'Make sure all four corners are inside the frame.',
    check3: 'Avoid glare and keep the text sharp and readable.',
    activate: 'Activate camera',
    starting: 'Starting the camera…',
    captureFront: 'Capture front',
    captureId: 'Capture ID',
    retake: 'Retake',
    previewAlt: 'Captured picture of your document',
    videoLabel: 'Camera preview',
    continue: 'Continue',
    back: 'Back',
    useFile: 'Upload a file instead',
    noAccessTitle: 'You don’t have access to your camera',
    noAccessText:
      'Your camera is not plugged in or is blocked. Please check camera connection or allow camera access for this page and try again.',
    ok: 'OK',
    errors: { capture: 'The picture could not be taken. Please try again.' },
  },
} as const;
