/**
 * The core of the screen registry (issue 32 item 3): the screens every kind's wizard may show and
 * the pages around the wizards, always loaded. machines/view/screen-specs.ts runs the registry
 * from it (each kind's group joins with its wizard); machines/view/all-screen-specs.ts merges it
 * with every group — both import it from here, so neither imports the other's values.
 */
import { viewOnly, type ScreenSpec } from './screen-spec';
import { agreementSpec } from './specs/agreement';
import {
  chooseApplicationSpec,
  deleteApplicationSpec,
  notYetAvailableSpec,
} from './specs/choose-application';
import {
  createAccountSpec,
  loginSpec,
  prepareRegistrationSpec,
  resetPasswordSpec,
  resetSentSpec,
  setPasswordSpec,
  upgradeAccountSpec,
  welcomeSpec,
} from './specs/entry';
import { reviewSpec } from './specs/review';
import { kycAccountSpec, kycDoneSpec, kycProcessingSpec, kycSuccessSpec } from './specs/submission';
import { backupWithholdingSpec } from './specs/backup-withholding';
import { fundAccountSpec } from './specs/fund-account';
import { fundAmountSpec } from './specs/fund-amount';
import {
  addressEnterSpec,
  addressIntroSpec,
  dobSpec,
  identityCountrySpec,
  nameSpec,
  phoneSpec,
  secureIntroSpec,
  ssnSpec,
} from './specs/person';

/** The screens every kind's wizard may show, and the pages around the wizards (always loaded). */
export const CORE_SPECS = {
  welcome: welcomeSpec, // BASE '/', AIP '/aip' — doc 1 §2.4
  login: loginSpec, // LOGIN_PATH '/login' — doc 1 §2.5
  createAccount: createAccountSpec, // CREATE_ACCOUNT '/createAccount' — doc 1 §2.7
  resetSent: resetSentSpec, // RESET_SENT '/reset-sent' — doc 1 §2.6
  resetPassword: resetPasswordSpec, // RESET_PASSWORD '/reset-password' — doc 1 §2.6
  resetSuccessful: viewOnly, // RESET_SUCCESSFUL_PAGE '/reset-successful' — doc 1 §2.6
  upgradeAccount: upgradeAccountSpec, // '/upgrade' — doc 1 §4.11 the basic account's details (machines/entry/upgrade.states.ts)
  deleteApplication: deleteApplicationSpec, // DELETE_APPLICATION '/delete-application' — doc 1 §2.11
  chooseApplication: chooseApplicationSpec, // CREATE_APPLICATION / CHOOSE_APPLICATION and subpaths — doc 1 §2.8
  notYetAvailable: notYetAvailableSpec, // a kind whose wizard does not exist yet (decision, doc 1 §2.8)
  loading: viewOnly, // LOADING, REFRESH_LOADING, /login/loading, /createAccount/loading — doc 1 §2.9
  secureIntro: secureIntroSpec, // SECURE_ACCOUNT '/secure' — doc 2 §2.4 (the SSN explainer video)
  name: nameSpec, // SECURE_NAME — doc 2 §2.12
  phone: phoneSpec, // SECURE_PHONE_NUMBER — doc 2 §2.17
  dob: dobSpec, // SECURE_DOB — doc 2 §2.13
  identityCountry: identityCountrySpec, // SECURE_IDENTITY — doc 2 §2.14
  ssn: ssnSpec, // SECURE_IDENTITY_SSN — doc 2 §2.15
  addressIntro: addressIntroSpec, // ADDRESS — doc 2 §2.20
  addressEnter: addressEnterSpec, // ADDRESS_ENTER — doc 2 §2.20
  addressDone: viewOnly, // ADDRESS_DONE — doc 2 §2.20
  fundAccount: fundAccountSpec, // FUNDING.NORMAL_FUNDING.ACCOUNT '/fund/account' — doc 3 §2.4
  fundAmount: fundAmountSpec, // FUNDING.NORMAL_FUNDING.AMOUNT.WIRE|CHECK — doc 3 §2.4
  review: reviewSpec, // REVIEW — doc 2 §2.23
  agreement: agreementSpec, // AGREEMENT '/review/agreement' — doc 3 §2.5
  kycProcessing: kycProcessingSpec, // KYC_PROCESSING — doc 3 §2.6
  kycSuccess: kycSuccessSpec, // KYC_SUCCESS — doc 3 §2.6
  kycVerification: kycAccountSpec, // KYC_VERIFICATION '/kyc/verification' — doc 3 §2.6 (documents requested; upload is a later issue)
  kycDoneSkip: kycAccountSpec, // KYC_DONE_SKIP '/kyc/done-skip' — doc 3 §2.6 (verification skipped, 'Go to my account')
  kycDone: kycDoneSpec, // KYC_DONE '/kyc/done' — doc 3 §2.6 ('Processing verification')
  kycChooser: viewOnly, // KYC_PROOF_OF_IDENTITY.*.MAIN, KYC_PROOF_OF_RESIDENCE.*.MAIN, KYC_PROOF_OF_OWNERSHIP.MAIN — doc 3 §2.6 (machines/kyc/kyc-routes.ts)
  kycMethod: viewOnly, // KYC_PROOF_OF_IDENTITY.*.UPLOAD.*, KYC_PROOF_OF_SOCIAL_SECURITY.*.UPLOAD — doc 3 §2.6 (webcam or file)
  kycFile: viewOnly, // *.UPLOAD_FILE.*, residency uploads, KYC_PROOF_OF_OWNERSHIP.UPLOAD — doc 3 §2.6 (drop zone)
  kycCamera: viewOnly, // *.UPLOAD_CAMERA.* — doc 3 §2.6 (webcam capture)
  kycHandoff: viewOnly, // KYC_HANDOFF '/kyc/handoff/{token}' — issue 9: one requirement's upload on a phone, no session (machines/kyc/handoff.machine.ts)
  backupWithholding: backupWithholdingSpec, // SECURE_BACKUP_WITHHOLDING '/secure/backup-withholding' — doc 2 §2.19
  prepareRegistration: prepareRegistrationSpec, // PREPARE_REGISTRATION '/prepare-registration' — doc 1 §2.10 (the agent's customer look-up)
  setPassword: setPasswordSpec, // SET_PASSWORD '/set-password' — doc 1 §2.6 (invited customer)
  notFound: viewOnly, // '/not-found' — doc 1 §2.11
  errorPage: viewOnly, // '/error-page' — doc 1 §2.11
} satisfies Record<string, ScreenSpec>;
