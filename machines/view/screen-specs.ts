/**
 * The screen registry the browser runs (machines/view/screen-spec.ts): ScreenId → its spec
 * (`viewOnly` for a screen that renders from the view alone). The core screens (entry, choice of
 * kind, the person and funding steps every kind shares, review, agreement, KYC) are in
 * machines/view/core-specs.ts, one line each; each account kind's own screens are in its group (machines/view/kind-specs/), loaded with
 * its wizard by `loadSpecsOf` (issue 32 item 3 "Bytes": an Individual applicant downloads none of
 * the other kinds' specs). The whole registry, every group merged, is SCREEN_SPECS
 * (machines/view/all-screen-specs.ts): the ScreenIds and each spec's data type come from it, and
 * tests and tools read it; the browser imports it for types only. A new screen is its spec, its
 * view (screens/<kebab id>.tsx, src/screen-views.ts), its line in core-specs.ts or in its kind's group, and
 * its step-table row (docs/architecture.md "Screens are thin"; test/unit/screen-registry.test.ts).
 */
import type { SCREEN_SPECS, SpecScreen } from './all-screen-specs';
import type { FragmentId } from '../../src/i18n/fragments';
import { registerTexts } from '../../src/i18n/t';
import type { WizardId } from '../wizards/wizard-kind';
import type { ScreenSpec } from './screen-spec';
import { CORE_SPECS } from './core-specs';

/** The kinds' spec groups (machines/view/kind-specs/), each its own import (chunk). */
const SPEC_GROUPS = {
  business: () => import('./kind-specs/business').then((m) => m.BUSINESS_SPECS),
  trust: () => import('./kind-specs/trust').then((m) => m.TRUST_SPECS),
  ira: () => import('./kind-specs/ira').then((m) => m.IRA_SPECS),
  iraBusiness: () => import('./kind-specs/ira-business').then((m) => m.IRA_BUSINESS_SPECS),
  coOwner: () => import('./kind-specs/co-owner').then((m) => m.CO_OWNER_SPECS),
  joint: () => import('./kind-specs/joint').then((m) => m.JOINT_SPECS),
  metal: () => import('./kind-specs/metal').then((m) => m.METAL_SPECS),
} satisfies Record<string, () => Promise<Record<string, ScreenSpec>>>;

/**
 * The spec groups each wizard shows beyond the core (doc 2 §2.2's tables, machines/wizards/*.steps.ts;
 * test/unit/kind-specs.test.ts checks that every screen of each table has its spec once loaded).
 */
export const SPEC_GROUPS_OF: Record<WizardId, readonly (keyof typeof SPEC_GROUPS)[]> = {
  individual: [],
  business: ['business'],
  trust: ['trust'],
  iraPersonal: ['ira'],
  iraBusiness: ['ira', 'iraBusiness'],
  joint: ['coOwner', 'joint'],
  utma: ['coOwner'],
  metalStream: ['metal'],
  metalStreamJoint: ['metal', 'coOwner', 'joint'],
  metalStreamUtma: ['metal', 'coOwner'],
  metalStreamTrust: ['metal', 'trust'],
  metalStreamBusiness: ['metal', 'business'],
};

/**
 * The text fragments (src/i18n/fragments.ts) a group's kind shows beyond its own screens' (which
 * register theirs): the review's rows of the kind (marital status, the programme's schedule) and
 * the forms its edit modals and the IRA's custodian modal open. Registered with the group, so the
 * review of an Individual application fetches none of them (issue 32 item 3).
 */
export const GROUP_TEXTS: Partial<Record<keyof typeof SPEC_GROUPS, readonly FragmentId[]>> = {
  business: ['entity'],
  trust: ['entity'],
  ira: ['ira', 'equity', 'custodian'],
  iraBusiness: ['ira'],
  metal: ['metal'],
};

/** The specs loaded so far: the core, then each group as its wizard loads. */
const loaded: Partial<Record<string, ScreenSpec>> = { ...CORE_SPECS };

/**
 * Loads the spec groups of wizard `id` into the registry (issue 32 item 3). The root's
 * `loadWizard` actor awaits it with the wizard's machine (machines/wizard-engine/load-wizard.ts),
 * so every spec of the kind's table is there before its first screen shows. It also registers the
 * groups' text fragments (`GROUP_TEXTS`): the screen outlet awaits them before a screen shows.
 */
export async function loadSpecsOf(id: WizardId): Promise<void> {
  registerTexts(...SPEC_GROUPS_OF[id].flatMap((group) => GROUP_TEXTS[group] ?? []));
  const groups = await Promise.all(SPEC_GROUPS_OF[id].map((group) => SPEC_GROUPS[group]()));
  for (const specs of groups) Object.assign(loaded, specs);
}

/** The spec of `screen`, or undefined (a screen that renders from the view alone, or not loaded). */
export const specOf = (screen: string | null | undefined): ScreenSpec | undefined =>
  screen && Object.prototype.hasOwnProperty.call(loaded, screen) ? loaded[screen] : undefined;

/**
 * The spec of a kind's `screen`, typed (for the code that runs inside that kind's wizard only:
 * the IRA custodian's savers, the funding edit's retirement steps). Throws when the kind's group
 * is not loaded (`loadSpecsOf`), which would be a bug in the order of loading.
 */
export function loadedSpec<S extends SpecScreen>(screen: S): (typeof SCREEN_SPECS)[S] {
  const spec = specOf(screen);
  if (!spec) throw new Error(`the spec of ${screen} is not loaded (loadSpecsOf its wizard)`);
  return spec as (typeof SCREEN_SPECS)[S];
}

/** Every spec loaded so far, by screen (a review item's edit target, machines/screen-fields.ts). */
export const loadedSpecs = (): [string, ScreenSpec][] =>
  Object.entries(loaded).filter((e): e is [string, ScreenSpec] => !!e[1]);
