/**
 * A ScreenSpec's context for spec tests (machines/view/screen-spec.ts SpecContext): no
 * application, the MAIN person, empty reference lists and no settings unless `over` gives them.
 * The spec tests each wrote these twelve lines out.
 */
import type { SpecContext } from '../machines/view/screen-spec';

/** A SpecContext with neutral defaults, overridden by `over`. */
export function specContext(over: Partial<SpecContext> = {}): SpecContext {
  return {
    application: null,
    person: 'main',
    path: '',
    countries: [],
    states: [],
    statesCountry: null,
    settings: null,
    lookups: {},
    sameAddress: {},
    addressPick: null,
    addressSuggestions: [],
    editing: null,
    ...over,
  };
}
