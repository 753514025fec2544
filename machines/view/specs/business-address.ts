/**
 * Business address — SECURE_BUSINESS_ADDRESS '/business/secure/verify/business-address'
 * (doc 2 §2.10): the address entry form of doc 2 §2.20 (screens/address-enter.tsx `AddressForm`,
 * services/api/fields.ts `addressForm`) for the BUSINESS applicant.
 *
 * initial: a street-lookup pick when there is one, else CorporateApplication.LegalEntity.
 * AddressResponse {Street, AptOrSuite, City, State, PostalCode, CountryIso3Code} (country default
 * USA). data: the lists the addressEnter screen reads (`ScreenDataOf<'addressEnter'>`):
 * countries, states, statesCountry (default 'USA'), usOnly false, addressSuggestions.
 * Saves the address payload of doc 2 §3 (`addressPayload` of services/api/section-savers.ts) on
 * the legal entity (doc 2 §7 "POST and PUT /addresses"): POST `createLegalEntityAddress` when no
 * address is saved, PUT `updateLegalEntityAddress` when one is, no call when unchanged (doc 2 §4).
 * Errors: the address codes of doc 2 §8 (on the form's fields), LegalEntityNotFound (404).
 */
import { addressForm } from '../../../services/api/fields';
import type { AddressBody } from '../../../services/api/client';
import type { LegalEntity } from '../../../services/api/contract';
import { addressPayload } from '../../../services/api/section-savers';
import { type SpecContext, defineSpec } from '../screen-spec';
import { str } from '../screen-spec';
import { legalEntityOf, withLegalEntity } from './legal-entity';

type EntityAddress = NonNullable<LegalEntity['AddressResponse']>;

/** True when the saved entity address already holds exactly the payload's values. */
export function sameEntityAddress(a: EntityAddress | null | undefined, b: AddressBody): boolean {
  return (
    !!a &&
    (a.Street ?? '') === b.Street &&
    (a.AptOrSuite ?? a.Apartment ?? null) === b.AptOrSuite &&
    (a.City ?? '') === b.City &&
    (a.State ?? '') === b.State &&
    (a.PostalCode ?? '') === b.PostalCode &&
    (a.CountryIso3Code ?? '') === b.CountryIso3Code
  );
}

/** The address entry lists (as machines/view/selectors.ts gives the addressEnter screen). */
export const addressListsOf = (c: SpecContext) => ({
  countries: c.countries,
  states: c.states,
  statesCountry: c.statesCountry ?? 'USA',
  usOnly: false,
  addressSuggestions: c.addressSuggestions,
});

export const businessAddressSpec = defineSpec({
  reviewItem: 'businessAddress',
  form: addressForm,
  initial: (c) => {
    // An address picked from the street lookup prefills the whole form (doc 2 §2.20).
    if (c.addressPick) return { ...c.addressPick };
    const a = legalEntityOf(c.application)?.AddressResponse ?? null;
    return {
      Street: str(a?.Street),
      AptOrSuite: str(a?.AptOrSuite ?? a?.Apartment),
      City: str(a?.City),
      State: str(a?.State),
      PostalCode: str(a?.PostalCode),
      CountryIso3Code: a?.CountryIso3Code || 'USA',
    };
  },
  data: addressListsOf,
  save: async ({ values, application: app, countries }, { api, signal }) => {
    const body = addressPayload(values, countries);
    const saved = legalEntityOf(app)?.AddressResponse ?? null;
    if (sameEntityAddress(saved, body)) return { application: app, called: false };
    const answer = await api.call(
      saved?.Street ? 'updateLegalEntityAddress' : 'createLegalEntityAddress',
      {
        params: { applicationUid: app.ApplicationUid },
        json: body,
        signal,
      },
    );
    return { application: withLegalEntity(app, answer), called: true };
  },
});
