/**
 * Issue 35 item 11: the option lists the server answers are Spanish for a Spanish request
 * (Accept-Language, as the wizard's API client sends its language), with the same codes; English
 * otherwise. Every Spanish label differs from its English one, but for the words spelt alike in
 * both languages (test/i18n-allowed-same.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countriesResponse, occupationsResponse } from '../../services/api/contract';
import { ALLOWED_SAME } from '../i18n-allowed-same';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const BASE = '/v2/customer-due-diligence';
const LISTS: Array<[string, string]> = [
  ['employment-statuses', 'EmploymentStatusID'],
  ['income-source-types', 'IncomeSourceTypeID'],
  ['identification-types', 'IdentificationTypeID'],
  ['funding-source-types', 'FundingTypeID'],
  ['account-purpose-types', 'AccountPurposeTypeID'],
];

async function get(path: string, language: string) {
  const res = await h.app.request(path, { headers: { 'Accept-Language': language } });
  expect(res.status).toBe(200);
  expect(res.headers.get('Vary') ?? '').toMatch(/Accept-Language/);
  return (await res.json()) as unknown;
}

type Row = Record<string, unknown> & { Caption: string };

describe('Spanish option lists (issue 35 item 11)', () => {
  it.each(LISTS)('%s: the same IDs, every caption Spanish for es-US', async (path, idKey) => {
    const en = (await get(`${BASE}/${path}`, 'en-US,en;q=0.9')) as Row[];
    const es = (await get(`${BASE}/${path}`, 'es-US,es;q=0.9,en;q=0.8')) as Row[];
    expect(es.map((r) => r[idKey])).toEqual(en.map((r) => r[idKey]));
    expect(en.length).toBeGreaterThan(0);
    const english = es.filter(
      (r, i) => r.Caption === en[i]!.Caption && !ALLOWED_SAME.has(r.Caption),
    );
    expect(english).toEqual([]);
    // A browser that prefers another language gets English.
    expect(await get(`${BASE}/${path}`, 'fr-FR')).toEqual(en);
  });

  it("'Retirement account rollover' among the sources of funds is Spanish", async () => {
    const es = (await get(`${BASE}/funding-source-types`, 'es-US')) as Row[];
    expect(es.find((r) => r.FundingSourceTypeID === 4)?.Caption).toBe(
      'Traspaso de una cuenta de jubilación',
    );
  });

  it('occupations keep their codes and caption every category and occupation in Spanish', async () => {
    const en = occupationsResponse.parse(await get(`${BASE}/occupations`, 'en'));
    const es = occupationsResponse.parse(await get(`${BASE}/occupations`, 'es'));
    expect(en.Captions).toBeUndefined();
    expect(es.OccupationCategories).toEqual(en.OccupationCategories);
    expect(es.Occupations).toEqual(en.Occupations);
    const codes = [...en.OccupationCategories, ...Object.values(en.Occupations).flat()];
    const missing = codes.filter((c) => !es.Captions?.[c]);
    expect(missing).toEqual([]);
    const english = codes.filter((c) => es.Captions![c] === c && !ALLOWED_SAME.has(c));
    expect(english).toEqual([]);
    const one = occupationsResponse.parse(
      await get(`${BASE}/occupations?occupationCategory=Legal`, 'es'),
    );
    expect(one.Captions).toMatchObject({ Legal: 'Servicios jurídicos', Attorney: 'Abogado' });
  });

  it('countries: the same codes, Spanish names in Spanish order', async () => {
    for (const path of ['/v2/countries', `${BASE}/countries`]) {
      const en = countriesResponse.parse(await get(path, 'en-US'));
      const es = countriesResponse.parse(await get(path, 'es-US,es;q=0.9'));
      expect(es.map((c) => c.Iso3Code).sort()).toEqual(en.map((c) => c.Iso3Code).sort());
      const caption = (list: typeof en, iso3: string) =>
        list.find((c) => c.Iso3Code === iso3)?.Caption;
      expect(caption(en, 'USA')).toBe('United States of America');
      expect(caption(es, 'USA')).toBe('Estados Unidos');
      expect(caption(es, 'DEU')).toBe('Alemania');
      expect(caption(es, 'GBR')).toBe('Reino Unido');
      const sorted = [...es].sort((a, b) => a.Caption.localeCompare(b.Caption, 'es'));
      expect(es.map((c) => c.Iso3Code)).toEqual(sorted.map((c) => c.Iso3Code));
      // English captions left are names spelt alike in both languages (Honduras, Chile…), never
      // an English word: none contains one of these.
      const english = es.filter((c) =>
        /\b(Republic|Islands|United|Kingdom|States|of|the|and)\b/.test(c.Caption),
      );
      expect(english).toEqual([]);
    }
  });
});
