/**
 * The ScreenSpec registry (machines/view/screen-spec.ts): ScreenId → spec, one line per screen
 * with a form, a prefill, data, lookups or a saver (the others render from the view alone). Its
 * type carries each spec's data type (`ScreenDataOf`, machines/view/screen-view-of.ts).
 */
import type { ScreenId } from '../screen-meta';
import type { ScreenSpec } from './screen-spec';
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
  ssnSpec,
} from './specs/person';
import { retirementAmountSpec } from './specs/retirement-amount';
import { retirementFundingSpec } from './specs/retirement-funding';
import { sameAddressSpec } from './specs/same-address';
import { trustEinQuestionSpec } from './specs/trust-ein-question';
import { trustNameSpec } from './specs/trust-name';

export const SCREEN_SPECS = {
  welcome: welcomeSpec,
  login: loginSpec,
  createAccount: createAccountSpec,
  resetSent: resetSentSpec,
  upgradeAccount: upgradeAccountSpec,
  prepareRegistration: prepareRegistrationSpec,
  setPassword: setPasswordSpec,
  chooseApplication: chooseApplicationSpec,
  notYetAvailable: notYetAvailableSpec,
  deleteApplication: deleteApplicationSpec,
  addressIntro: addressIntroSpec,
  name: nameSpec,
  phone: phoneSpec,
  dob: dobSpec,
  identityCountry: identityCountrySpec,
  ssn: ssnSpec,
  addressEnter: addressEnterSpec,
  businessType: businessTypeSpec,
  businessName: businessNameSpec,
  trustName: trustNameSpec,
  trustEinQuestion: trustEinQuestionSpec,
  ein: einSpec,
  businessAddress: businessAddressSpec,
  businessReview: businessReviewSpec,
  iraBusinessName: iraBusinessNameSpec,
  maritalStatus: maritalStatusSpec,
  backupWithholding: backupWithholdingSpec,
  identityDetails: identityDetailsSpec,
  employmentStatus: employmentStatusSpec,
  financialProfile: financialProfileSpec,
  sameAddress: sameAddressSpec,
  jointSurvivorship: jointSurvivorshipSpec,
  retirementFunding: retirementFundingSpec,
  retirementAmount: retirementAmountSpec,
  equityAgreement: equityAgreementSpec,
  fundAccount: fundAccountSpec,
  fundAmount: fundAmountSpec,
  metalInvest: metalInvestSpec,
  metalAllocate: metalAllocateSpec,
  metalGold: metalGoldSpec,
  metalSilver: metalSilverSpec,
  metalFunding: metalFundingSpec,
  metalReview: metalReviewSpec,
  metalSummary: metalSummarySpec,
  metalOwner: metalOwnerSpec,
  review: reviewSpec,
  agreement: agreementSpec,
  kycProcessing: kycProcessingSpec,
  kycSuccess: kycSuccessSpec,
  kycDone: kycDoneSpec,
  kycVerification: kycAccountSpec,
  kycDoneSkip: kycAccountSpec,
} satisfies Partial<Record<ScreenId, ScreenSpec>>;

/** The screens with a spec. */
export type SpecScreen = keyof typeof SCREEN_SPECS;

/** The spec of `screen`, or undefined (a screen that renders from the view alone). */
export const specOf = (screen: string | null | undefined): ScreenSpec | undefined =>
  screen && Object.prototype.hasOwnProperty.call(SCREEN_SPECS, screen)
    ? (SCREEN_SPECS as Partial<Record<string, ScreenSpec>>)[screen]
    : undefined;
