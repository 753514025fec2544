/**
 * The business IRA's company name (doc 2 §2.6, SEP and SIMPLE; machines/wizards/ira-business.steps.ts):
 * one line per screen as in the core registry (machines/view/screen-specs.ts). Issue 32 item 3
 * ("Bytes"): loaded with its kind's wizard (`loadSpecsOf`), so no other kind downloads it.
 */
import type { ScreenSpec } from '../screen-spec';
import { iraBusinessNameSpec } from '../specs/ira-business-name';

export const IRA_BUSINESS_SPECS = {
  iraBusinessName: iraBusinessNameSpec, // SECURE_BUSINESS_NAME '/secure/businessName' — doc 2 §2.6 (SEP, SIMPLE)
} satisfies Record<string, ScreenSpec>;
