/**
 * The whole screen registry: the core (machines/view/core-specs.ts `CORE_SPECS`) and every
 * kind's group (machines/view/kind-specs/). Its keys are the ScreenIds (machines/screen-meta.ts
 * `ScreenRegistry`, filled below) and its type carries each spec's data type (`ScreenDataOf`,
 * machines/view/screen-view-of.ts). Issue 32 item 3 ("Bytes"): the browser imports this module for
 * types only — it runs the registry of screen-specs.ts, which loads a kind's group with its wizard —
 * and tests and tools read it whole (test/unit/screen-registry.test.ts).
 */
import { BUSINESS_SPECS } from './kind-specs/business';
import { CO_OWNER_SPECS } from './kind-specs/co-owner';
import { IRA_SPECS } from './kind-specs/ira';
import { IRA_BUSINESS_SPECS } from './kind-specs/ira-business';
import { JOINT_SPECS } from './kind-specs/joint';
import { METAL_SPECS } from './kind-specs/metal';
import { TRUST_SPECS } from './kind-specs/trust';
import { CORE_SPECS } from './core-specs';

export const SCREEN_SPECS = {
  ...CORE_SPECS,
  ...BUSINESS_SPECS,
  ...TRUST_SPECS,
  ...IRA_SPECS,
  ...IRA_BUSINESS_SPECS,
  ...CO_OWNER_SPECS,
  ...JOINT_SPECS,
  ...METAL_SPECS,
};

declare module '../screen-meta' {
  /** The ScreenIds: this registry's keys (no import of the specs from the contract). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the point
  interface ScreenRegistry extends Record<keyof typeof SCREEN_SPECS, unknown> {}
}

/** The screens with a spec (every screen: a view-only one has `viewOnly`). */
export type SpecScreen = keyof typeof SCREEN_SPECS;
