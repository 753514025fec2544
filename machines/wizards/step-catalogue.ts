/**
 * The step catalogue (ARCHITECTURE.md "Wizards are data"; doc 1 §2.1 literal paths, doc 2 §2.3
 * and doc 3 §2.1 route keys): what each wizard step IS — path, route key, screen, page-title
 * key, progress section — written once. The step tables (`*.steps.ts`) compose their rows from
 * it with `step(key, links)` and write only where a step LEADS in that table (next, skip,
 * dependentSkip, preSkip, branches), so a path or a title changes in one place. Links and runs
 * of rows that several tables share (funding, address, the IRA owner) are in step-segments.ts.
 *
 * An entry's key is its step id, except for the variants where the same screen lives at another
 * path (the Business authorized agent under /business/secure, the metal-stream secure and review
 * steps under /aip, the EIN of a Business and of a Trust): those have their own key and name
 * the step id they take in their table with `id`.
 */
import { BUSINESS_STEPS } from './catalogue-business';
import { CO_OWNER_STEPS } from './catalogue-co-owners';
import { FUNDING_STEPS } from './catalogue-funding';
import { METAL_STEPS } from './catalogue-metal';
import { PERSON_STEPS } from './catalogue-person';
import type { StepEntry } from './step-entry';
import type { StepDef } from './step-table';

export type { StepEntry } from './step-entry';

/**
 * The whole catalogue, one record merged from its parts by section, in table order: the person
 * (catalogue-person.ts), the Business (catalogue-business.ts), the Joint secondary owner and the
 * UTMA minor (catalogue-co-owners.ts), address/funding/review (catalogue-funding.ts) and the
 * metal-stream programme (catalogue-metal.ts).
 */
export const STEP_CATALOGUE = {
  ...PERSON_STEPS,
  ...BUSINESS_STEPS,
  ...CO_OWNER_STEPS,
  ...FUNDING_STEPS,
  ...METAL_STEPS,
} as const satisfies Record<string, StepEntry>;

type Catalogue = typeof STEP_CATALOGUE;
export type CatalogueKey = keyof Catalogue;

/** The step id a catalogue entry takes in a table: its `id` for a variant, else its key. */
type IdOf<K extends CatalogueKey> = Catalogue[K] extends { readonly id: infer I extends string }
  ? I
  : K;

/** What a table writes per row: where the step leads in that table (doc 2 §2.1). */
export type StepLinks = Pick<
  StepDef,
  'next' | 'skip' | 'dependentSkip' | 'preSkip' | 'branches' | 'skipWhen'
>;

/** A table row: the catalogue entry under its step id, with the table's links (literal types kept). */
export type CatalogueStep<K extends CatalogueKey, L extends StepLinks> = {
  readonly id: IdOf<K>;
} & Omit<Catalogue[K], 'id'> &
  L;

/** The row of step `key` in a table: the catalogue entry plus `links` (next, skip, …, branches). */
export function step<const K extends CatalogueKey, const L extends StepLinks>(
  key: K,
  links: L,
): CatalogueStep<K, L> {
  return { id: key, ...STEP_CATALOGUE[key], ...links } as unknown as CatalogueStep<K, L>;
}

/** The literal paths of the steps `keys`, in order — fragments of the doc 2 §2.2 sequences. */
export function pathsOf<const K extends readonly CatalogueKey[]>(
  ...keys: K
): { readonly [I in keyof K]: Catalogue[K[I]]['path'] } {
  return keys.map((k) => STEP_CATALOGUE[k].path) as unknown as {
    readonly [I in keyof K]: Catalogue[K[I]]['path'];
  };
}
