/**
 * Street-address autocomplete behind one interface (doc 2 §2.20 "Street lookup through a
 * maps/places autocomplete service fills Street, AptOrSuite, City, State, country and PostalCode";
 * doc 3 §7 "limited to country us").
 *
 * - `googlePlacesAutocomplete(key)` — Google Places when VITE_PLACES_API_KEY is set (the script
 *   loads on the first lookup, never with the first page).
 * - `sandboxAutocomplete()` — the default with no key: a small local directory of real-looking
 *   US addresses, so the lookup can be tried and tested offline (docs/sandbox.md).
 * - `noAutocomplete` — VITE_ADDRESS_AUTOCOMPLETE=off: no suggestions; manual entry as always.
 *
 * Manual entry always works: an adapter that fails or finds nothing yields no suggestions.
 */

/** One suggestion: an opaque id for `details` and the label shown in the list. */
export interface AddressSuggestion {
  id: string;
  label: string;
}

/** A picked address in the address form's shape (State as a 2-letter code for the USA). */
export interface AddressParts {
  Street: string;
  AptOrSuite: string;
  City: string;
  State: string;
  PostalCode: string;
  CountryIso3Code: string;
}

export interface AddressAutocomplete {
  /** Suggestions for what was typed (at least 3 characters), limited to `countryIso3` when given. */
  suggest(
    query: string,
    opts: { countryIso3?: string; signal?: AbortSignal },
  ): Promise<AddressSuggestion[]>;
  /** The parts of a suggestion, or null when it cannot be resolved. */
  details(id: string, opts: { signal?: AbortSignal }): Promise<AddressParts | null>;
}

export const noAutocomplete: AddressAutocomplete = {
  suggest: async () => [],
  details: async () => null,
};

const SANDBOX: AddressParts[] = [
  {
    Street: '1600 Pennsylvania Avenue NW',
    AptOrSuite: '',
    City: 'Washington',
    State: 'DC',
    PostalCode: '20500',
    CountryIso3Code: 'USA',
  },
  {
    Street: '350 Fifth Avenue',
    AptOrSuite: '',
    City: 'New York',
    State: 'NY',
    PostalCode: '10118',
    CountryIso3Code: 'USA',
  },
  {
    Street: '233 South Wacker Drive',
    AptOrSuite: '',
    City: 'Chicago',
    State: 'IL',
    PostalCode: '60606',
    CountryIso3Code: 'USA',
  },
  {
    Street: '1 Infinite Loop',
    AptOrSuite: '',
    City: 'Cupertino',
    State: 'CA',
    PostalCode: '95014',
    CountryIso3Code: 'USA',
  },
  {
    Street: '400 Broad Street',
    AptOrSuite: '',
    City: 'Seattle',
    State: 'WA',
    PostalCode: '98109',
    CountryIso3Code: 'USA',
  },
  {
    Street: '100 Main Street',
    AptOrSuite: '',
    City: 'Springfield',
    State: 'IL',
    PostalCode: '62701',
    CountryIso3Code: 'USA',
  },
  {
    Street: '2 Lincoln Memorial Circle NW',
    AptOrSuite: '',
    City: 'Washington',
    State: 'DC',
    PostalCode: '20002',
    CountryIso3Code: 'USA',
  },
  {
    Street: '600 Congress Avenue',
    AptOrSuite: '',
    City: 'Austin',
    State: 'TX',
    PostalCode: '78701',
    CountryIso3Code: 'USA',
  },
];

const labelOf = (a: AddressParts) => `${a.Street}, ${a.City}, ${a.State} ${a.PostalCode}`;
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Local sandbox directory: matches every word typed against the street, city and postal code. */
export function sandboxAutocomplete(
  directory: readonly AddressParts[] = SANDBOX,
): AddressAutocomplete {
  return {
    async suggest(query, { countryIso3 }) {
      const words = norm(query).split(' ').filter(Boolean);
      if (norm(query).length < 3) return [];
      return directory
        .map((a, i) => ({ a, i }))
        .filter(({ a }) => !countryIso3 || a.CountryIso3Code === countryIso3)
        .filter(({ a }) => {
          const hay = norm(`${a.Street} ${a.City} ${a.State} ${a.PostalCode}`);
          return words.every((w) => hay.split(' ').some((h) => h.startsWith(w)));
        })
        .slice(0, 5)
        .map(({ a, i }) => ({ id: `sandbox:${i}`, label: labelOf(a) }));
    },
    async details(id) {
      const i = Number(id.replace(/^sandbox:/, ''));
      return Number.isInteger(i) && directory[i] ? { ...directory[i] } : null;
    },
  };
}

// --- Google Places (only with a key) ---------------------------------------------------------

interface GoogleComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
interface GooglePlaces {
  AutocompleteService: new () => {
    getPlacePredictions(
      req: { input: string; types?: string[]; componentRestrictions?: { country: string } },
      cb: (p: { place_id: string; description: string }[] | null) => void,
    ): void;
  };
  PlacesService: new (el: HTMLElement) => {
    getDetails(
      req: { placeId: string; fields: string[] },
      cb: (r: { address_components?: GoogleComponent[] } | null) => void,
    ): void;
  };
}

let placesLoad: Promise<GooglePlaces> | null = null;
function loadPlaces(key: string): Promise<GooglePlaces> {
  placesLoad ??= new Promise((resolve, reject) => {
    const w = window as unknown as { google?: { maps?: { places?: GooglePlaces } } };
    if (w.google?.maps?.places) return resolve(w.google.maps.places);
    const s = document.createElement('script');
    s.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places`;
    s.async = true;
    s.onload = () =>
      w.google?.maps?.places ? resolve(w.google.maps.places) : reject(new Error('places'));
    s.onerror = () => reject(new Error('places'));
    document.head.appendChild(s);
  });
  return placesLoad;
}

/** Maps Google address components onto the form (street number + route, subpremise, locality, …). */
export function partsFromGoogle(components: GoogleComponent[]): AddressParts {
  const get = (type: string, short = false) => {
    const c = components.find((x) => x.types.includes(type));
    return c ? (short ? c.short_name : c.long_name) : '';
  };
  const iso2 = get('country', true);
  return {
    Street: [get('street_number'), get('route')].filter(Boolean).join(' '),
    AptOrSuite: get('subpremise'),
    City: get('locality') || get('postal_town') || get('sublocality'),
    State: get('administrative_area_level_1', true),
    PostalCode: get('postal_code'),
    CountryIso3Code: iso2 === 'US' ? 'USA' : iso2,
  };
}

export function googlePlacesAutocomplete(key: string): AddressAutocomplete {
  return {
    async suggest(query) {
      if (query.trim().length < 3) return [];
      const places = await loadPlaces(key);
      const svc = new places.AutocompleteService();
      return new Promise((resolve) =>
        svc.getPlacePredictions(
          { input: query, types: ['address'], componentRestrictions: { country: 'us' } },
          (p) =>
            resolve((p ?? []).slice(0, 5).map((x) => ({ id: x.place_id, label: x.description }))),
        ),
      );
    },
    async details(id) {
      const places = await loadPlaces(key);
      const svc = new places.PlacesService(document.createElement('div'));
      return new Promise((resolve) =>
        svc.getDetails({ placeId: id, fields: ['address_components'] }, (r) =>
          resolve(r?.address_components ? partsFromGoogle(r.address_components) : null),
        ),
      );
    },
  };
}

/** The adapter the build is configured for (README "Configuration"). */
export function addressAutocompleteFromEnv(
  env: Record<string, string | undefined> = import.meta.env ?? {},
): AddressAutocomplete {
  if (env.VITE_ADDRESS_AUTOCOMPLETE === 'off') return noAutocomplete;
  if (env.VITE_PLACES_API_KEY) return googlePlacesAutocomplete(env.VITE_PLACES_API_KEY);
  return sandboxAutocomplete();
}
