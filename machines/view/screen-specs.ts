/**
 * The ScreenSpec registry (machines/view/screen-spec.ts): ScreenId → spec. The entry screens
 * (welcome, login, create account), the bank funding screens and the agreement are still served by
 * the per-screen switches of machines/selectors.ts and services/api/section-savers.ts.
 */
import type { ScreenId } from '../screen-contract';
import type { ScreenSpec } from './screen-spec';
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

export const SCREEN_SPECS: Partial<Record<ScreenId, ScreenSpec>> = {
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
};

export const specOf = (screen: string | null | undefined): ScreenSpec | undefined =>
  screen ? SCREEN_SPECS[screen as ScreenId] : undefined;
