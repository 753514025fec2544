/**
 * Same address? — ADDRESS_SECONDARY '/address/secondary' and ADDRESS_MINOR '/address/minor'
 * (doc 2 §2.20 "Secondary address question … The minor address screen is the equivalent for the
 * UTMA minor"): asks whether the step's person (the joint secondary owner or the UTMA minor) lives
 * at the main applicant's address, naming the person and showing that address.
 *
 * - form: {SameAddress: 'yes' | 'no'} (`sameAddressForm`), sent by the Yes / No buttons.
 * - initial: the answer given earlier in this session for the slot (doc 2 §3 session-stored
 *   SameAddress), '' when none — the view marks it.
 * - data: `{ mainAddress }`, the main person's saved address as one line ('Street, Apt, City,
 *   ST 12345, Country caption'), or null when none is saved.
 * - save: no API call — the answer is a flow flag (`flags.sameAddress`, no PII) the machine keeps
 *   per slot; the address entry of that person is then prefilled with the main address when Yes
 *   (machines/view/selectors.ts `initialFor('addressEnter')`). Both answers go on to that entry.
 */
import { z } from 'zod';
import type { Country, PersonAddress } from '../../../services/api/contract';
import { personOf } from '../../wizards/walk';
import { defineSpec } from '../screen-spec';

/** The answer of the Yes / No buttons. */
export const sameAddressForm = z.object({ SameAddress: z.enum(['yes', 'no']) });

const filled = (v: string | null | undefined): v is string => !!v && v.trim() !== '';

/**
 * An address on one line: Street, AptOrSuite, City, 'State PostalCode', the country's caption
 * (its ISO3 code when the list lacks it). Null when nothing with a street is saved.
 */
export function formatAddressLine(
  a: PersonAddress | null | undefined,
  countries: readonly Country[],
): string | null {
  if (!a || !filled(a.Street)) return null;
  const stateZip = [a.StateCaption || a.State, a.PostalCode].filter(filled).join(' ');
  const country = a.CountryIso3Code
    ? (countries.find((c) => c.Iso3Code === a.CountryIso3Code)?.Caption ?? a.CountryIso3Code)
    : null;
  return [a.Street, a.AptOrSuite, a.City, stateZip, country].filter(filled).join(', ');
}

export const sameAddressSpec = defineSpec({
  form: sameAddressForm,
  initial: (c) => {
    const answer = c.sameAddress[c.person];
    return { SameAddress: answer === undefined ? '' : answer ? 'yes' : 'no' };
  },
  data: (c) => ({
    mainAddress: formatAddressLine(personOf(c.application, 'main')?.PersonAddress, c.countries),
  }),
  save: async ({ values, application }) => ({
    application,
    called: false,
    flags: { sameAddress: values.SameAddress === 'yes' },
  }),
});
