/**
 * The review's ScreenSpec — REVIEW (doc 2 §2.23, §2.24, doc 3 §2.3): the rows and cards of
 * `reviewDataOf` (machines/review/review-data.ts), the item open in the edit modal (a valid
 * EditItem, else null), and the lists that modal's forms read (countries, states, street-lookup
 * suggestions). The metal-mode review adds the 'Scheduled {month}/{day}' box. No form: the edit
 * modal uses the form and saver of the spec whose `reviewItem` it opens.
 */
import { reviewDataOf } from '../../review/review-data';
import { REVIEW_ITEM_IDS, type EditItem } from '../../screen-contract';
import { defineSpec } from '../screen-spec';
import { metalRecurringOf } from './metal-common';

/** True for what `wizard.edit` may send: a review item, optionally 'secondary.' or 'minor.' first. */
export const isEditItem = (item: string | null | undefined): item is EditItem => {
  const m = item ? /^(?:(?:secondary|minor)\.)?(\w+)$/.exec(item) : null;
  return !!m && (REVIEW_ITEM_IDS as readonly string[]).includes(m[1]);
};

export const reviewSpec = defineSpec({
  data: (c) => ({
    ...reviewDataOf(c.application, c.countries, c.settings?.Currency ?? 'USD', c.assisted === true),
    editing: isEditItem(c.editing) ? c.editing : null,
    countries: c.countries,
    states: c.states,
    statesCountry: c.statesCountry ?? 'USA',
    addressSuggestions: c.addressSuggestions,
    // doc 3 §2.3 metal-mode review: the 'Scheduled {month}/{day}' box (null outside the programme).
    recurring: metalRecurringOf(c.application, c.settings),
  }),
});
