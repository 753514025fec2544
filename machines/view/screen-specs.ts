/**
 * The ScreenSpec registry (machines/view/screen-spec.ts): ScreenId → spec. Screens not listed
 * here are still served by the older per-screen switches of machines/selectors.ts and
 * services/actors/step-savers.ts.
 */
import type { ScreenId } from '../screen-contract';
import type { ScreenSpec } from './screen-spec';
import { jointSurvivorshipSpec } from './specs/joint-survivorship';
import { retirementAmountSpec } from './specs/retirement-amount';
import { retirementFundingSpec } from './specs/retirement-funding';
import { sameAddressSpec } from './specs/same-address';

export const SCREEN_SPECS: Partial<Record<ScreenId, ScreenSpec>> = {
  sameAddress: sameAddressSpec,
  jointSurvivorship: jointSurvivorshipSpec,
  retirementFunding: retirementFundingSpec,
  retirementAmount: retirementAmountSpec,
};

export const specOf = (screen: string | null | undefined): ScreenSpec | undefined =>
  screen ? SCREEN_SPECS[screen as ScreenId] : undefined;
