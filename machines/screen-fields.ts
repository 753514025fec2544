/**
 * Field names and edit targets per screen, read from the ScreenSpecs (machines/view/specs/):
 * server errors whose field is on the screen's form show under that field, others under the form
 * (doc 1 §8.1; the date of birth shows its server errors under the form, doc 2 §2.13). A review
 * item's edit modal opens the form and saver of the spec whose `reviewItem` names it (doc 2 §2.24).
 */
import {
  REVIEW_ITEM_IDS,
  type PersonSlot,
  type ReviewItemId,
  type ScreenId,
} from './screen-contract';
import { fieldsOfSpec } from './view/screen-spec';
import { loadedSpecs, specOf } from './view/screen-specs';

/** The field names of `screen`'s form (its ScreenSpec's form keys; none without a spec). */
export const fieldsOf = (screen: string | null | undefined): readonly string[] =>
  fieldsOfSpec(specOf(screen));

/**
 * The screen whose form (and saver) a review item's edit modal uses (doc 2 §2.24), among the specs
 * loaded (a kind's items with its wizard: machines/view/screen-specs.ts `loadSpecsOf`).
 */
export function editScreenOf(item: ReviewItemId): ScreenId | undefined {
  const hit = loadedSpecs().find(([, spec]) => spec.reviewItem === item);
  return hit?.[0] as ScreenId | undefined;
}

/** True for a review item's id (doc 2 §2.23). */
export const isReviewItem = (item: string): item is ReviewItemId =>
  (REVIEW_ITEM_IDS as readonly string[]).includes(item);

/**
 * The form an edit item opens (doc 2 §2.24): its screen and person slot ('secondary.dob' → the
 * dob screen of the secondary holder), or null for an unknown item.
 */
export function editTargetOf(
  item: string | null | undefined,
): { screen: ScreenId; person: PersonSlot; item: ReviewItemId } | null {
  if (!item) return null;
  const m = /^(?:(secondary|minor)\.)?(\w+)$/.exec(item);
  const screen = m && isReviewItem(m[2]) ? editScreenOf(m[2]) : undefined;
  if (!m || !screen) return null;
  return {
    screen,
    person: (m[1] as PersonSlot | undefined) ?? 'main',
    item: m[2] as ReviewItemId,
  };
}
