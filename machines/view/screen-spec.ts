/**
 * One ScreenSpec per screen (ARCHITECTURE.md "Target layout", machines/view/): what the machines
 * need to know about a screen besides its view — the form's field names (server errors whose
 * Context names one of them land under that field, doc 2 §8), the prefill in the form's shape,
 * the read-only data the view renders, the reference lists to load on entry, and the saver
 * (create when nothing is saved, update when something is, no call when unchanged: doc 2 §4).
 *
 * Specs are pure apart from `save`, which receives the API client. The registry is
 * machines/view/screen-specs.ts; the selectors, the error mapping, the wizard's save actor and its
 * lookups loader read it, so a new screen is one spec file, one view and one line in each registry.
 */
import type { ApiClient } from '../../services/api/client';
import type {
  Application,
  BasicAccountDetails,
  Country,
  Settings,
  State,
} from '../../services/api/contract';
import type { AddressParts, AddressSuggestion } from '../../services/adapters/address-autocomplete';
import type { PersonSlot } from '../screen-contract';
import type { SpecSaveInput, SpecSaveOutput } from '../../services/api/section-savers';
import type { LookupName, Lookups } from '../../services/actors/contracts';

// Reference lists a screen may ask for and the loaded lists (services/actors/contracts.ts).
export type { LookupName, Lookups };

/** What a spec reads: the application as last loaded or saved, and the wizard's reference data. */
export interface SpecContext {
  application: Application | null;
  /** The step's person slot (default 'main'). */
  person: PersonSlot;
  /** The screen's literal path (one screen may serve several routes, e.g. the amount screens). */
  path: string;
  countries: readonly Country[];
  states: readonly State[];
  /** ISO3 country `states` belong to. */
  statesCountry: string | null;
  settings: Settings | null;
  lookups: Lookups;
  /** Per-slot answers of the same-address question (doc 2 §2.20 SameAddress; no PII). */
  sameAddress: Partial<Record<PersonSlot, boolean>>;
  addressPick: AddressParts | null;
  addressSuggestions: readonly AddressSuggestion[];
  /** The review item open in the edit modal (EditItem, e.g. 'businessName', 'secondary.dob'), or null. */
  editing: string | null;
  /**
   * The logged-in user's profile (doc 1 §3, doc 2 §2.12, §2.17): the basic account in the upgrade
   * flow, else absent. Prefills and locks the MAIN name and phone.
   */
  profile?: BasicAccountDetails | null;
  /**
   * A sales agent's impersonation session (the root's mode `assisted`, doc 1 §6): no bank link,
   * relaxed required fields. Absent: false.
   */
  assisted?: boolean;
}

// What the save actor hands a spec's saver and what it answers (services/api/section-savers.ts).
export type { SpecSaveInput, SpecSaveOutput };
export interface SaveDeps {
  api: ApiClient;
  signal?: AbortSignal;
}

export interface ScreenSpec {
  /** Field names of the screen's form (its zod form's keys). */
  fields: readonly string[];
  /** The prefill, strings as the inputs hold them. */
  initial?: (c: SpecContext) => Record<string, string>;
  /** Read-only data for the view (lists, names, flags). */
  data?: (c: SpecContext) => Record<string, unknown>;
  /**
   * Lists the wizard loads when the step is entered (and keeps for later steps); a function when
   * they depend on the data (e.g. the linked banks unless the programme uses the account balance).
   */
  lookups?:
    readonly LookupName[] | ((c: Pick<SpecContext, 'application'>) => readonly LookupName[]);
  /** Saves the form; throws ApiError (mapped onto `fields`). Absent: the screen only moves on. */
  save?: (input: SpecSaveInput, deps: SaveDeps) => Promise<SpecSaveOutput>;
}

/** The lookup names a spec asks for with the data `c` (ScreenSpec.lookups). */
export const lookupNamesOf = (
  spec: ScreenSpec | undefined,
  c: Pick<SpecContext, 'application'>,
): readonly LookupName[] => {
  const l = spec?.lookups;
  return typeof l === 'function' ? l(c) : (l ?? []);
};

/** '' for null or undefined, else the string (prefills are strings). */
export const str = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : String(v);
