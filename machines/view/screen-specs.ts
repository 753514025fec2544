/**
 * The screen registry (machines/view/screen-spec.ts): one line per screen, ScreenId → its spec
 * (`viewOnly` for a screen that renders from the view alone). Its keys are the ScreenIds
 * (machines/screen-meta.ts `ScreenRegistry`, filled below) and its files the views
 * (screens/<kebab id>.tsx, src/screen-views.ts), so a new screen is its spec, its view, this line
 * and its step-table row (docs/architecture.md "Screens are thin"; test/unit/screen-registry.test.ts).
 * Its type carries each spec's data type (`ScreenDataOf`, machines/view/screen-view-of.ts).
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
import { businessAddressSpec } from './specs/business-address';
import { businessNameSpec } from './specs/business-name';
import { businessReviewSpec } from './specs/business-review';
import { businessTypeSpec } from './specs/business-type';
import { einSpec } from './specs/ein';
import { employmentStatusSpec } from './specs/employment-status';
import { equityAgreementSpec } from './specs/equity-agreement';
import { backupWithholdingSpec } from './specs/backup-withholding';
import { financialProfileSpec } from './specs/financial-profile';
import { fundAccountSpec } from './specs/fund-account';
import { fundAmountSpec } from './specs/fund-amount';
import { identityDetailsSpec } from './specs/identity-details';
import { iraBusinessNameSpec } from './specs/ira-business-name';
import { jointSurvivorshipSpec } from './specs/joint-survivorship';
import { maritalStatusSpec } from './specs/marital-status';
import { metalAllocateSpec } from './specs/metal-allocate';
import { metalFundingSpec } from './specs/metal-funding';
import { metalInvestSpec } from './specs/metal-invest';
import { metalGoldSpec, metalSilverSpec } from './specs/metal-product';
import { metalReviewSpec, metalSummarySpec } from './specs/metal-review';
import { metalOwnerSpec } from './specs/metal-owner';
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
import { retirementAmountSpec } from './specs/retirement-amount';
import { retirementFundingSpec } from './specs/retirement-funding';
import { sameAddressSpec } from './specs/same-address';
import { trustEinQuestionSpec } from './specs/trust-ein-question';
import { trustNameSpec } from './specs/trust-name';

export const SCREEN_SPECS = {
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
  // Screens of the other account kinds' step tables (machines/wizards/*.steps.ts). The joint
  // secondary holder and the UTMA minor use the person screens above with the step's `person`
  // slot (StateMeta.person); savers and prefills read that slot.
  businessType: businessTypeSpec, // SECURE_BUSINESS_TYPE — doc 2 §2.5
  businessName: businessNameSpec, // SECURE_BUSINESS_ORIGIN_NAME — doc 2 §2.6 (entity name)
  ein: einSpec, // SECURE_BUSINESS_ORIGIN_EIN, SECURE_TRUST_NAME_EIN — doc 2 §2.9
  businessAddress: businessAddressSpec, // SECURE_BUSINESS_ADDRESS — doc 2 §2.10
  businessReview: businessReviewSpec, // SECURE_BUSINESS_REVIEW — doc 2 §2.11
  trustName: trustNameSpec, // SECURE_TRUST_NAME — doc 2 §2.7
  trustEinQuestion: trustEinQuestionSpec, // SECURE_TRUST_NAME_EIN_QUESTION — doc 2 §2.8
  iraBusinessName: iraBusinessNameSpec, // SECURE_BUSINESS_NAME '/secure/businessName' — doc 2 §2.6 (SEP, SIMPLE)
  maritalStatus: maritalStatusSpec, // SECURE_MARITAL — doc 2 §2.18
  backupWithholding: backupWithholdingSpec, // SECURE_BACKUP_WITHHOLDING '/secure/backup-withholding' — doc 2 §2.19
  identityDetails: identityDetailsSpec, // SECURE_IDENTITY_DETAILS — doc 2 §2.16
  employmentStatus: employmentStatusSpec, // EMPLOYMENT_STATUS — doc 2 §2.21
  financialProfile: financialProfileSpec, // FINANCIAL_PROFILE — doc 2 §2.22
  sameAddress: sameAddressSpec, // ADDRESS_SECONDARY, ADDRESS_MINOR — doc 2 §2.20 (does the second owner / minor live at the same address?)
  retirementFunding: retirementFundingSpec, // FUNDING.RETIREMENT_FUNDING.ACCOUNT '/fund/retirement' — doc 3 §2.4
  retirementAmount: retirementAmountSpec, // FUNDING.RETIREMENT_FUNDING.AMOUNT.ROLLOVER|ANNUAL_CONTRIBUTION — doc 3 §2.4
  jointSurvivorship: jointSurvivorshipSpec, // FUNDING.NORMAL_FUNDING.JOINT_SURVIVOR '/fund/account/survivor' — doc 3 §2.4
  equityAgreement: equityAgreementSpec, // EQUITY_AGREEMENT '/review/equity' — doc 3 §2.5
  metalWelcome: viewOnly, // METAL_STREAM_WELCOME '/metal' — doc 3 §2.3
  metalInvest: metalInvestSpec, // METAL_STREAM_MONTHLY_INVEST — doc 3 §2.3
  metalAllocate: metalAllocateSpec, // METAL_STREAM_FUND_ALLOCATION — doc 3 §2.3
  metalGold: metalGoldSpec, // METAL_STREAM_GOLD — doc 3 §2.3
  metalSilver: metalSilverSpec, // METAL_STREAM_SILVER — doc 3 §2.3
  metalFunding: metalFundingSpec, // FUNDING.METALSTREAM_FUNDING.ACCOUNT '/metal/funding' — doc 3 §2.3
  metalReview: metalReviewSpec, // METAL_STREAM_REVIEW '/metal/review' (Overview) — doc 3 §2.3
  metalSummary: metalSummarySpec, // METAL_STREAM_SUMMARY '/metal/complete' — doc 3 §2.3
  metalOwner: metalOwnerSpec, // METAL_STREAM_OWNER '/metal/owner' — issue 21 item 9 (docs/decisions.md)
  prepareRegistration: prepareRegistrationSpec, // PREPARE_REGISTRATION '/prepare-registration' — doc 1 §2.10 (the agent's customer look-up)
  setPassword: setPasswordSpec, // SET_PASSWORD '/set-password' — doc 1 §2.6 (invited customer)
  notFound: viewOnly, // '/not-found' — doc 1 §2.11
  errorPage: viewOnly, // '/error-page' — doc 1 §2.11
} satisfies Record<string, ScreenSpec>;

declare module '../screen-meta' {
  /** The ScreenIds: this registry's keys (no import of the specs from the contract). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the point
  interface ScreenRegistry extends Record<keyof typeof SCREEN_SPECS, unknown> {}
}

/** The screens with a spec (every screen: a view-only one has `viewOnly`). */
export type SpecScreen = keyof typeof SCREEN_SPECS;

/** The spec of `screen`, or undefined (a screen that renders from the view alone). */
export const specOf = (screen: string | null | undefined): ScreenSpec | undefined =>
  screen && Object.prototype.hasOwnProperty.call(SCREEN_SPECS, screen)
    ? (SCREEN_SPECS as Partial<Record<string, ScreenSpec>>)[screen]
    : undefined;
