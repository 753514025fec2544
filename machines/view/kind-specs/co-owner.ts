/**
 * The second person's address question, joint holder or minor (doc 2 §2.20; machines/wizards/joint.steps.ts, utma.steps.ts):
 * one line per screen as in the core registry (machines/view/screen-specs.ts). Issue 32 item 3
 * ("Bytes"): loaded with its kind's wizard (`loadSpecsOf`), so no other kind downloads it.
 */
import type { ScreenSpec } from '../screen-spec';
import { sameAddressSpec } from '../specs/same-address';

export const CO_OWNER_SPECS = {
  sameAddress: sameAddressSpec, // ADDRESS_SECONDARY, ADDRESS_MINOR — doc 2 §2.20 (does the second owner / minor live at the same address?)
} satisfies Record<string, ScreenSpec>;
