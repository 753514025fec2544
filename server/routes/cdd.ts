/**
 * Customer-due-diligence lookup lists (doc 2 §3 Lookup lists, §7 v2/customer-due-diligence).
 * Reference data: no authentication, cached 5 minutes; seeded from server/domain/cdd-data.ts.
 *
 * - GET …/employment-statuses → [{EmploymentStatusID, Caption}] (1 Employed, doc 2 §9).
 * - GET …/occupations?occupationCategory → {OccupationCategories, Occupations: {category:
 *   [occupation]}}; with a category only that one; 400 OccupationCategoryIsInvalid for an
 *   unknown category (Context 'occupationCategory').
 * - GET …/income-source-types → [{IncomeSourceTypeID, Caption}].
 * - GET …/identification-types → [{IdentificationTypeID, Caption}] (Passport, US Driver`s
 *   License, US State ID).
 * - GET …/funding-source-types → [{FundingTypeID, FundingSourceTypeID, Caption}].
 * - GET …/account-purpose-types → [{AccountPurposeTypeID, Caption}].
 * - GET …/states?countryCode (default USA) → [{Code, Caption}] (stateListType 1);
 *   400 CountryIso3CodeIsInvalid.
 * - GET …/countries → the countries of GET v2/countries.
 *
 * Language (issue 35 item 11): a request whose Accept-Language is Spanish gets the Spanish
 * captions of server/domain/cdd-data-es.ts with the same IDs; occupations keep their codes (the
 * English captions the wizard saves) and add `Captions` {code: Spanish caption} for the categories
 * and occupations answered. Every list answers `Vary: Accept-Language`.
 */
import { Hono, type Context } from 'hono';
import { cddStatesQuery, occupationsQuery } from '../../services/api/contract';
import { findCountry, listCddLookup, listCountries, listStates } from '../db/reference';
import { countriesIn } from '../domain/country-names';
import { CDD_CAPTIONS_ES, OCCUPATION_CATEGORIES_ES, OCCUPATIONS_ES } from '../domain/cdd-data-es';
import { requestLanguage } from '../http/request-language';
import { fail } from '../http/errors';
import { queryParams } from '../http/validation';
import type { RouteDeps } from './deps';

const REFERENCE_CACHE = 'public, max-age=300';
const BASE = '/customer-due-diligence';

export function cddRoutes({ db }: RouteDeps) {
  const list = (name: string, idKey: string, alsoKey?: string) => async (es: boolean) =>
    (await listCddLookup(db, name)).map((r) => ({
      [idKey]: r.id,
      ...(alsoKey ? { [alsoKey]: r.id } : {}),
      Caption: (es && CDD_CAPTIONS_ES[name]?.[r.id]) || r.caption,
    }));

  /** Spanish captions of occupation codes (categories and occupations), for `codes`. */
  const occupationCaptions = (codes: Iterable<string>, categories: readonly string[]) =>
    Object.fromEntries(
      [...categories.map((k) => [k, OCCUPATION_CATEGORIES_ES[k]] as const)]
        .concat([...codes].map((o) => [o, OCCUPATIONS_ES[o]] as const))
        .filter((e): e is readonly [string, string] => !!e[1]),
    );

  const simple = (path: string, name: string, idKey: string, alsoKey?: string) => {
    const load = list(name, idKey, alsoKey);
    return [
      `${BASE}/${path}`,
      async (c: Context) => {
        c.header('Cache-Control', REFERENCE_CACHE);
        return c.json(await load(requestLanguage(c) === 'es'));
      },
    ] as const;
  };

  return new Hono()
    .get(...simple('employment-statuses', 'employmentStatus', 'EmploymentStatusID'))
    .get(...simple('income-source-types', 'incomeSource', 'IncomeSourceTypeID'))
    .get(...simple('identification-types', 'identificationType', 'IdentificationTypeID'))
    .get(...simple('funding-source-types', 'fundingSource', 'FundingTypeID', 'FundingSourceTypeID'))
    .get(...simple('account-purpose-types', 'accountPurpose', 'AccountPurposeTypeID'))
    .get(`${BASE}/occupations`, queryParams(occupationsQuery), async (c) => {
      const es = requestLanguage(c) === 'es';
      const wanted = c.req.valid('query').occupationCategory?.trim();
      const occupations: Record<string, string[]> = {};
      for (const r of await listCddLookup(db, 'occupation'))
        (occupations[r.category] ??= []).push(r.caption);
      if (wanted) {
        const key = Object.keys(occupations).find((k) => k.toLowerCase() === wanted.toLowerCase());
        if (!key)
          throw fail(
            400,
            'OccupationCategoryIsInvalid',
            'Occupation category is invalid.',
            'occupationCategory',
          );
        c.header('Cache-Control', REFERENCE_CACHE);
        return c.json({
          OccupationCategories: [key],
          Occupations: { [key]: occupations[key] },
          ...(es ? { Captions: occupationCaptions(occupations[key]!, [key]) } : {}),
        });
      }
      c.header('Cache-Control', REFERENCE_CACHE);
      const categories = Object.keys(occupations);
      return c.json({
        OccupationCategories: categories,
        Occupations: occupations,
        ...(es
          ? { Captions: occupationCaptions(Object.values(occupations).flat(), categories) }
          : {}),
      });
    })
    .get(`${BASE}/states`, queryParams(cddStatesQuery), async (c) => {
      const country = await findCountry(db, c.req.valid('query').countryCode);
      if (!country)
        throw fail(400, 'CountryIso3CodeIsInvalid', 'Country code is invalid.', 'countryCode');
      c.header('Cache-Control', REFERENCE_CACHE);
      return c.json(await listStates(db, country.iso3, 1));
    })
    .get(`${BASE}/countries`, async (c) => {
      c.header('Cache-Control', REFERENCE_CACHE);
      return c.json(countriesIn(await listCountries(db), requestLanguage(c)));
    });
}
