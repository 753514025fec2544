/**
 * Texts of the sales-assisted registration and the invitation acceptance (doc 1 §2.3, §2.6,
 * §2.10, §2.12, §8.3; doc 2 §2.23): the assisted banner, PREPARE_REGISTRATION, the
 * continue-or-start-new, invitation-sent, invitation-error and save & close modals, SET_PASSWORD,
 * the review's invitation button and missing-information list, and the page titles of these routes.
 */
export const enSales = {
  sales: {
    impersonateTitle: 'Assisted registration',
    customerEmailTitle: 'Opening the customer’s account',
    reviewUserHistoryTitle: 'The customer’s applications',
    invitationTitle: 'Your invitation',
    prepareTitle: 'Start assisted registration',
    setPasswordTitle: 'Set your password',
    // doc 1 §2.3 the sales-assisted banner (impersonation)
    bannerTitle: 'Assisted registration',
    bannerCustomer: 'You are working on the application of {{email}}',
    bannerCaution:
      'You are acting on behalf of this customer. Enter only what the customer told you; the customer reviews and signs the application.',
    bannerLogout: 'Log out',
    // doc 1 §2.10 PREPARE_REGISTRATION ('start assisted registration')
    prepareSubtitle: 'Look the customer up by e-mail to open or continue their application.',
    prepareText:
      'When the application is ready, choose ‘Finish and send invitation’ on the review page: the customer receives an e-mail to set a password, review and sign. Or choose ‘Save & close’ in the banner to finish later.',
    customerEmailLabel: 'Customer’s e-mail',
    prepareSubmit: 'Start assisted registration',
    // doc 1 §2.12, §4.12 assisted continue-or-start-new
    continueTitle: 'This customer has an application in progress',
    continueText: 'Started on {{date}} by {{owner}}.',
    continueTextNoDate: 'The customer has an application in progress.',
    continueOwnerCustomer: 'customer',
    continueApplication: 'Continue application',
    startNewApplication: 'Start new application',
    // doc 1 §2.10 invitation sent
    invitationSentTitle: 'Invitation sent',
    invitationSentText:
      'An invitation was sent to {{email}}. The customer sets a password, reviews the application and signs it.',
    invitationSentTextNoEmail: 'An invitation was sent to the customer’s e-mail.',
    returnToBackOffice: 'Ok, return to back office',
    // doc 1 §2.10, §8.3 invitation errors
    invitationErrorTitle: 'Invitation',
    invitationSendErrorTitle: 'The invitation was not sent',
    ok: 'OK',
    // doc 1 §2.12 save & close
    saveCloseTitle: 'Draft saved',
    saveCloseText: 'The application is saved as a draft. You can close this window or continue.',
    saveCloseExit: 'Exit',
    saveCloseContinue: 'Continue',
    saveCloseErrorTitle: 'Draft not saved',
    saveCloseError: 'This draft was not saved.  Please keep this window open and try again later.',
    saveCloseClose: 'Close',
    // doc 1 §2.6 SET_PASSWORD
    setPasswordSubtitle: 'Set a password for your account to review and finish your application.',
    emailLabel: 'Email',
    passwordLabel: 'Password',
    confirmPasswordLabel: 'Confirm password',
    savePassword: 'Save password',
    // doc 2 §2.23 the agent's review submit (the spec's key 'impersonateRegistration') and the missing list
    impersonateRegistration: 'Finish and send invitation',
    missingListTitle: 'Information still missing',
    missingListText: 'The customer will be asked to complete these:',
    // the same list shown to the invited customer (issue 35 item 12)
    missingListTextCustomer: 'Please complete:',
  },
} as const;
