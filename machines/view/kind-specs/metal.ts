/**
 * The recurring programme's screens (doc 3 §2.3; machines/wizards/metal-stream.steps.ts, metal-owners.steps.ts):
 * one line per screen as in the core registry (machines/view/screen-specs.ts). Issue 32 item 3
 * ("Bytes"): loaded with its kind's wizard (`loadSpecsOf`), so no other kind downloads it.
 */
import { type ScreenSpec, viewOnly } from '../screen-spec';
import { metalAllocateSpec } from '../specs/metal-allocate';
import { metalFundingSpec } from '../specs/metal-funding';
import { metalInvestSpec } from '../specs/metal-invest';
import { metalOwnerSpec } from '../specs/metal-owner';
import { metalGoldSpec, metalSilverSpec } from '../specs/metal-product';
import { metalReviewSpec, metalSummarySpec } from '../specs/metal-review';

export const METAL_SPECS = {
  metalWelcome: viewOnly, // METAL_STREAM_WELCOME '/metal' — doc 3 §2.3
  metalInvest: metalInvestSpec, // METAL_STREAM_MONTHLY_INVEST — doc 3 §2.3
  metalAllocate: metalAllocateSpec, // METAL_STREAM_FUND_ALLOCATION — doc 3 §2.3
  metalGold: metalGoldSpec, // METAL_STREAM_GOLD — doc 3 §2.3
  metalSilver: metalSilverSpec, // METAL_STREAM_SILVER — doc 3 §2.3
  metalFunding: metalFundingSpec, // FUNDING.METALSTREAM_FUNDING.ACCOUNT '/metal/funding' — doc 3 §2.3
  metalReview: metalReviewSpec, // METAL_STREAM_REVIEW '/metal/review' (Overview) — doc 3 §2.3
  metalSummary: metalSummarySpec, // METAL_STREAM_SUMMARY '/metal/complete' — doc 3 §2.3
  metalOwner: metalOwnerSpec, // METAL_STREAM_OWNER '/metal/owner' — issue 21 item 9 (docs/decisions.md)
} satisfies Record<string, ScreenSpec>;
