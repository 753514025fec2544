/**
 * The trust wizard's screens (doc 2 §2.7–§2.9; machines/wizards/trust.steps.ts and the recurring programme's trust owner):
 * one line per screen as in the core registry (machines/view/screen-specs.ts). Issue 32 item 3
 * ("Bytes"): loaded with its kind's wizard (`loadSpecsOf`), so no other kind downloads it.
 */
import type { ScreenSpec } from '../screen-spec';
import { einSpec } from '../specs/ein';
import { trustEinQuestionSpec } from '../specs/trust-ein-question';
import { trustNameSpec } from '../specs/trust-name';

export const TRUST_SPECS = {
  trustName: trustNameSpec, // SECURE_TRUST_NAME — doc 2 §2.7
  trustEinQuestion: trustEinQuestionSpec, // SECURE_TRUST_NAME_EIN_QUESTION — doc 2 §2.8
  ein: einSpec, // SECURE_BUSINESS_ORIGIN_EIN, SECURE_TRUST_NAME_EIN — doc 2 §2.9
} satisfies Record<string, ScreenSpec>;
