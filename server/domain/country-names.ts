/**
 * Country names in the request's language (issue 35 item 11; issue 24 es-US): the seeded captions
 * are English (server/db/seed.ts, i18n-iso-countries 'en'); a Spanish answer takes the Spanish
 * names of the same library by ISO 3166-1 alpha-2 code and sorts them in Spanish order. Codes
 * (Iso3Code, Iso2Code, TelephoneCode) never change. Read by GET v2/countries (and
 * …/customer-due-diligence/countries) and by the welcome page's inlined list.
 */
import { createRequire } from 'node:module';
import countriesLib from 'i18n-iso-countries';
import type { Country } from '../../services/api/contract';
import type { Locale } from '../../src/i18n/locales';

const require = createRequire(import.meta.url);
countriesLib.registerLocale(require('i18n-iso-countries/langs/es.json'));

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/** `list` with its captions in `locale` (English: as seeded), sorted by caption. */
export function countriesIn(list: readonly Country[], locale: Locale): Country[] {
  if (locale !== 'es') return [...list];
  return list
    .map((c) => ({ ...c, Caption: countriesLib.getName(c.Iso2Code, 'es') ?? c.Caption }))
    .sort((a, b) => collator.compare(a.Caption, b.Caption));
}
