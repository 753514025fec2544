/**
 * The business wizard's screens (doc 2 §2.5–§2.11; machines/wizards/business.steps.ts and the recurring programme's business owner):
 * one line per screen as in the core registry (machines/view/screen-specs.ts). Issue 32 item 3
 * ("Bytes"): loaded with its kind's wizard (`loadSpecsOf`), so no other kind downloads it.
 */
import type { ScreenSpec } from '../screen-spec';
import { businessAddressSpec } from '../specs/business-address';
import { businessNameSpec } from '../specs/business-name';
import { businessReviewSpec } from '../specs/business-review';
import { businessTypeSpec } from '../specs/business-type';
import { einSpec } from '../specs/ein';

export const BUSINESS_SPECS = {
  businessType: businessTypeSpec, // SECURE_BUSINESS_TYPE — doc 2 §2.5
  businessName: businessNameSpec, // SECURE_BUSINESS_ORIGIN_NAME — doc 2 §2.6 (entity name)
  ein: einSpec, // SECURE_BUSINESS_ORIGIN_EIN, SECURE_TRUST_NAME_EIN — doc 2 §2.9
  businessAddress: businessAddressSpec, // SECURE_BUSINESS_ADDRESS — doc 2 §2.10
  businessReview: businessReviewSpec, // SECURE_BUSINESS_REVIEW — doc 2 §2.11
} satisfies Record<string, ScreenSpec>;
