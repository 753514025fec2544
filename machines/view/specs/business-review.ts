/**
 * Business review — SECURE_BUSINESS_REVIEW '/business/secure/verify/business-review'
 * (doc 2 §2.11): the entity's Business name, Business type, EIN and Address, each with an Edit
 * link (`wizard.edit` with the item id) opening that step's form in the review's edit modal
 * (doc 2 §2.24: Update, closes on success); 'Looks good' (`wizard.submit` with {}) goes on.
 * Nothing is saved by the review itself (no `save`); the edit modal saves with the spec of
 * `BUSINESS_REVIEW_EDIT_SCREENS[item]`.
 *
 * data (`BusinessReviewData`): the four items with their values and missing-info flags, the
 * `assisted` flag, and the lists the address edit form reads (countries, states, statesCountry,
 * addressSuggestions). Missing info (doc 2 §2.11, §4) is evaluated only in sales-assisted mode
 * (`Application.IsAssisted`): an empty name, type or EIN (never given: Ein null and no 'no EIN'),
 * and an address missing any of Street, City, StateCaption, PostalCode or CountryIso3Code.
 */
import type { Application, Country } from '../../../services/api/contract';
import type { ScreenId } from '../../screen-contract';
import { defineSpec } from '../screen-spec';
import { addressListsOf } from './business-address';
import { businessTypeOf } from './business-type';
import { legalEntityOf } from './legal-entity';

/** The items of the business review; what `wizard.edit` sends and `data.editing` names. */
export type BusinessReviewItem = 'businessName' | 'businessType' | 'ein' | 'businessAddress';

/** The screen whose form (and saver) each item's edit modal uses (doc 2 §2.11, §2.24). */
export const BUSINESS_REVIEW_EDIT_SCREENS: Record<BusinessReviewItem, ScreenId> = {
  businessName: 'businessName',
  businessType: 'businessType',
  ein: 'ein',
  businessAddress: 'businessAddress',
};

export const isBusinessReviewItem = (item: string): item is BusinessReviewItem =>
  Object.prototype.hasOwnProperty.call(BUSINESS_REVIEW_EDIT_SCREENS, item);

/** The saved address, as the review shows it (doc 2 §2.11): `Country` is the country's caption. */
export interface BusinessReviewAddress {
  Street: string;
  AptOrSuite: string;
  City: string;
  State: string;
  PostalCode: string;
  Country: string;
}

/**
 * One row of the review. `value`: the name; the CorporateAccountType name (the view shows its
 * label); the EIN 'NN-NNNNNNN' (null when absent, shown 'N/A'); for the address null when none
 * is saved (`address` holds its parts).
 */
export interface BusinessReviewRow {
  id: BusinessReviewItem;
  value: string | null;
  missing: boolean;
}

/** `ScreenView.data` of the businessReview screen. */
export interface BusinessReviewData {
  items: BusinessReviewRow[];
  address: BusinessReviewAddress | null;
  /** Sales-assisted mode: 'Missing info' markers are shown (doc 2 §2.11). */
  assisted: boolean;
  /** While modal === 'editItem': the item being edited (filled by the machine). */
  editing?: BusinessReviewItem | null;
  countries: readonly Country[];
  states: readonly unknown[];
  statesCountry: string;
  usOnly: boolean;
  addressSuggestions: readonly unknown[];
}

const blank = (v: string | null | undefined) => !v || !v.trim();

/** The review rows and address of `app` (pure; doc 2 §2.11 display and missing-info rules). */
export function businessReviewOf(
  app: Application | null,
  countries: readonly Country[],
): Pick<BusinessReviewData, 'items' | 'address' | 'assisted'> {
  const assisted = app?.IsAssisted === true;
  const e = legalEntityOf(app);
  const type = businessTypeOf(app);
  const a = e?.AddressResponse ?? null;
  const address: BusinessReviewAddress | null = a?.Street
    ? {
        Street: a.Street ?? '',
        AptOrSuite: a.AptOrSuite ?? a.Apartment ?? '',
        City: a.City ?? '',
        State: a.StateCaption || a.State || '',
        PostalCode: a.PostalCode ?? '',
        Country:
          countries.find((c) => c.Iso3Code === a.CountryIso3Code)?.Caption ??
          a.CountryIso3Code ??
          '',
      }
    : null;
  const name = e?.Name && e.Name.trim() ? e.Name : null;
  const addressMissing =
    !a || [a.Street, a.City, a.StateCaption, a.PostalCode, a.CountryIso3Code].some(blank);
  return {
    assisted,
    address,
    items: [
      { id: 'businessName', value: name, missing: assisted && !name },
      { id: 'businessType', value: type, missing: assisted && !type },
      {
        id: 'ein',
        value: e?.Ein || null,
        missing: assisted && (e?.Ein ?? null) === null && e?.NoEin !== true,
      },
      {
        id: 'businessAddress',
        value: address ? address.Street : null,
        missing: assisted && addressMissing,
      },
    ],
  };
}

export const businessReviewSpec = defineSpec({
  data: (c) => ({
    ...businessReviewOf(c.application, c.countries),
    ...addressListsOf(c),
    editing: isBusinessReviewItem(c.editing ?? '') ? c.editing : null,
  }),
});
