/**
 * The IRA owner's screens, personal and business IRAs alike (doc 2 §2.16–§2.22, doc 3 §2.4–§2.5; machines/wizards/ira-*.steps.ts):
 * one line per screen as in the core registry (machines/view/screen-specs.ts). Issue 32 item 3
 * ("Bytes"): loaded with its kind's wizard (`loadSpecsOf`), so no other kind downloads it.
 */
import type { ScreenSpec } from '../screen-spec';
import { employmentStatusSpec } from '../specs/employment-status';
import { equityAgreementSpec } from '../specs/equity-agreement';
import { financialProfileSpec } from '../specs/financial-profile';
import { identityDetailsSpec } from '../specs/identity-details';
import { maritalStatusSpec } from '../specs/marital-status';
import { retirementAmountSpec } from '../specs/retirement-amount';
import { retirementFundingSpec } from '../specs/retirement-funding';

export const IRA_SPECS = {
  maritalStatus: maritalStatusSpec, // SECURE_MARITAL — doc 2 §2.18
  identityDetails: identityDetailsSpec, // SECURE_IDENTITY_DETAILS — doc 2 §2.16
  employmentStatus: employmentStatusSpec, // EMPLOYMENT_STATUS — doc 2 §2.21
  financialProfile: financialProfileSpec, // FINANCIAL_PROFILE — doc 2 §2.22
  retirementFunding: retirementFundingSpec, // FUNDING.RETIREMENT_FUNDING.ACCOUNT '/fund/retirement' — doc 3 §2.4
  retirementAmount: retirementAmountSpec, // FUNDING.RETIREMENT_FUNDING.AMOUNT.ROLLOVER|ANNUAL_CONTRIBUTION — doc 3 §2.4
  equityAgreement: equityAgreementSpec, // EQUITY_AGREEMENT '/review/equity' — doc 3 §2.5
} satisfies Record<string, ScreenSpec>;
