/**
 * The small parts every wizard state builder uses (machines/wizard-engine/steps.ts and its
 * review, agreement and flow builders): the guard/action argument type, the state config type, the
 * busy tag, the refused URL change and the reference-list loader.
 */
import { NO_ROUTES } from '../route-rule';
import type { WizardContext, WizardEvent } from './types';
import type { StateConfig } from '../step-engine/parts';

export { BUSY } from '../step-engine/parts';
export type { StateConfig };

/** What guards, actions and `input` functions of the wizard receive. */
export type Args = { context: WizardContext; event: WizardEvent };
/**
 * A state that refuses URL changes though no call runs (a modal, a child flow); busy states refuse
 * by their tag (machines/route-rule.ts: the wizard's one handler skips both).
 */
export const NO_ROUTES_TAGS = [NO_ROUTES];
/** Loads the reference lists `names` the context lacks (ScreenSpec.lookups) while the state is active. */
export function lookupsInvoke(names: (a: Args) => readonly string[]): StateConfig {
  return {
    id: 'loadLookups',
    src: 'loadLookups',
    input: (a: Args) => ({
      names: names(a).filter((n) => !(n in a.context.lookups)),
      applicationUid: a.context.applicationUid,
    }),
    onDone: { actions: 'assignLookups' },
  };
}
