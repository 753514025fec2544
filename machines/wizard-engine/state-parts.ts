/**
 * The small parts every wizard state builder uses (machines/wizard-engine/steps.ts and its
 * review, agreement and flow builders): the guard/action argument type, the state config type, the
 * busy tag, the refused URL change and the reference-list loader.
 */
import type { WizardContext, WizardEvent } from './types';
import type { StateConfig } from '../step-engine/parts';

export { BUSY } from '../step-engine/parts';
export type { StateConfig };

/** What guards, actions and `input` functions of the wizard receive. */
export type Args = { context: WizardContext; event: WizardEvent };
/** Busy states swallow URL changes (refused: the router sync puts the URL back). */
export const REFUSE_URL = { 'url.changed': { actions: [] } };
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
