/**
 * The joint account's survivorship (doc 3 §2.4; machines/wizards/joint.steps.ts):
 * one line per screen as in the core registry (machines/view/screen-specs.ts). Issue 32 item 3
 * ("Bytes"): loaded with its kind's wizard (`loadSpecsOf`), so no other kind downloads it.
 */
import type { ScreenSpec } from '../screen-spec';
import { jointSurvivorshipSpec } from '../specs/joint-survivorship';

export const JOINT_SPECS = {
  jointSurvivorship: jointSurvivorshipSpec, // FUNDING.NORMAL_FUNDING.JOINT_SURVIVOR '/fund/account/survivor' — doc 3 §2.4
} satisfies Record<string, ScreenSpec>;
