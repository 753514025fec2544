/**
 * The address check of persons and legal entities (doc 2 §5 Address, §7 …/addresses): a known
 * country, USA only on IRA and UTMA applications, a state of the application's list, the UTMA
 * gift states. Its own module (issue 23) so server/routes/persons.ts and legal-entities.ts do not
 * import each other; persons.ts re-exports it.
 */
import type { z } from 'zod';
import type { addressRequest } from '../../services/api/contract';
import type { ApplicationRow } from '../db/applications';
import type { Db } from '../db/client';
import { GIFT_STATE_LIST_TYPE } from '../../services/api/contract';
import { findCountry, findState, listStates } from '../db/reference';
import { fail } from '../http/errors';

/** A trimmed string, or null when empty. */
export const emptyToNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

/**
 * doc 2 §5 "The UTMA (gift) state must be a supported one", §8 GiftStateNotSupported (Context
 * 'State') on any person address of a UTMA application whose state is not in the reference list
 * of gift states (stateListType 3, GET v2/countries/USA/states?stateListType=3; seeded from
 * server/db/seed.ts UTMA_UNSUPPORTED_STATES: South Carolina, which never adopted UTMA, and the
 * inhabited outlying areas). docs/sandbox.md "UTMA gift states"; docs/decisions.md.
 */
export const GIFT_STATE_NOT_SUPPORTED = 'An UTMA in this state/territory is not yet supported.';

/** True when a UTMA account may be opened in `state` of `countryIso3` (stateListType 3). */
async function isGiftState(db: Db, countryIso3: string, state: string): Promise<boolean> {
  const found = await findState(db, countryIso3, state);
  return !!found?.listTypes.includes(GIFT_STATE_LIST_TYPE);
}

/** A checked address in column form (person or legal entity). */
export interface ResolvedAddress {
  street: string;
  aptOrSuite: string | null;
  city: string;
  state: string;
  stateCaption: string;
  postalCode: string;
  countryIso3: string;
  countryIso2: string;
}

/**
 * Checks an address payload against the reference data (doc 2 §5 Address): a known country
 * (CountryIso3CodeIsInvalid), USA only on IRA and UTMA applications, and for countries with a
 * state list a state of the application's list (StateIsInvalid; IRA uses stateListType 2).
 */
export async function resolveAddress(
  db: Db,
  application: ApplicationRow,
  body: z.output<typeof addressRequest>,
): Promise<ResolvedAddress> {
  const country = await findCountry(db, body.CountryIso3Code);
  if (!country || country.iso3 !== body.CountryIso3Code.toUpperCase()) {
    throw fail(400, 'CountryIso3CodeIsInvalid', 'Country code is invalid.', 'CountryIso3Code');
  }
  const usOnly = application.applicationType === 'IRA' || application.applicationType === 'UTMA';
  if (usOnly && country.iso3 !== 'USA') {
    throw fail(
      400,
      'CountryIso3CodeIsInvalid',
      'Only USA addresses are accepted for this account type.',
      'CountryIso3Code',
    );
  }
  const listType = application.applicationType === 'IRA' ? 2 : 1;
  let state = body.State;
  let stateCaption = body.State;
  if ((await listStates(db, country.iso3, listType)).length > 0) {
    const found = await findState(db, country.iso3, body.State);
    if (!found || !found.listTypes.includes(listType)) {
      throw fail(400, 'StateIsInvalid', 'State is invalid.', 'State');
    }
    state = found.code;
    stateCaption = found.caption;
  }
  // Issue 35 item 5: the gift states are reference data (stateListType 3, server/db/seed.ts).
  if (application.applicationType === 'UTMA' && !(await isGiftState(db, country.iso3, state))) {
    throw fail(400, 'GiftStateNotSupported', GIFT_STATE_NOT_SUPPORTED, 'State');
  }
  return {
    street: body.Street,
    aptOrSuite: emptyToNull(body.AptOrSuite),
    city: body.City,
    state,
    stateCaption,
    postalCode: body.PostalCode.trim().toUpperCase(),
    countryIso3: country.iso3,
    countryIso2: country.iso2,
  };
}
