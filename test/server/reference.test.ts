/** Contract tests: settings, countries, states (doc 1 §3, §7.5). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countriesResponse,
  errorResponse,
  settingsResponse,
  statesResponse,
} from '../../services/api/contract';
import { firstError, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('GET /v2/settings', () => {
  it('answers every settings field of doc 1 §3 for HAA, none empty', async () => {
    const r = await h.call('GET', '/v2/settings');
    expect(r.status).toBe(200);
    const s = settingsResponse.parse(r.json);
    expect(s.BrokerCode).toBe('HAA');
    expect(s.Theme).toBe('default');
    expect(s.PortalUrl).toBe('https://portal.example-broker.test');
    expect(s.AchDepositLimit).toBe(50_000);
    expect(s.CheckDepositLimit).toBe(250_000);
    expect(s.CryptocurrencyLimit).toBe(100_000);
    for (const key of Object.keys(settingsResponse.shape)) {
      const v = (s as Record<string, unknown>)[key];
      expect(v, key).not.toBeNull();
      if (typeof v === 'string' || Array.isArray(v)) expect(v.length, key).toBeGreaterThan(0);
    }
  });

  it('answers the named broker case-insensitively, 404 Error_BrokerNotFound for an unknown one', async () => {
    expect((await h.call('GET', '/v2/settings?brokerCode=haa')).json.BrokerCode).toBe('HAA');
    const r = await h.call('GET', '/v2/settings?brokerCode=NOPE');
    expect(r.status).toBe(404);
    expect(errorResponse.parse(r.json).Errors[0].Code).toBe('Error_BrokerNotFound');
  });
});

describe('GET /v2/countries', () => {
  it('lists the full ISO 3166-1 list with English captions and calling codes', async () => {
    const r = await h.call('GET', '/v2/countries?countryListType=1');
    expect(r.status).toBe(200);
    const list = countriesResponse.parse(r.json);
    expect(list.length).toBeGreaterThanOrEqual(249);
    const usa = list.find((c) => c.Iso3Code === 'USA');
    expect(usa).toEqual({
      Iso3Code: 'USA',
      Iso2Code: 'US',
      Caption: 'United States of America',
      TelephoneCode: '1',
    });
    expect(list.find((c) => c.Iso3Code === 'GBR')?.TelephoneCode).toBe('44');
    expect(list.find((c) => c.Iso3Code === 'ATA')?.TelephoneCode).toBe('');
    expect(new Set(list.map((c) => c.Iso3Code)).size).toBe(list.length);
  });
});

describe('GET /v2/countries/{countryCode}/states', () => {
  it('stateListType 1: 50 states, DC and the five inhabited territories', async () => {
    const list = statesResponse.parse(
      (await h.call('GET', '/v2/countries/USA/states?stateListType=1')).json,
    );
    expect(list).toHaveLength(56);
    const codes = list.map((s) => s.Code);
    for (const c of ['NY', 'CA', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(codes).toContain(c);
    expect(list.find((s) => s.Code === 'NY')?.Caption).toBe('New York');
  });

  it('stateListType 2 (IRA): 50 states and DC only', async () => {
    const list = statesResponse.parse(
      (await h.call('GET', '/v2/countries/USA/states?stateListType=2')).json,
    );
    expect(list).toHaveLength(51);
    expect(list.map((s) => s.Code)).not.toContain('PR');
    expect(list.map((s) => s.Code)).toContain('DC');
  });

  it('defaults to list type 1, accepts ISO2, answers other countries from ISO 3166-2', async () => {
    expect((await h.call('GET', '/v2/countries/US/states')).json).toHaveLength(56);
    const ca = statesResponse.parse((await h.call('GET', '/v2/countries/CAN/states')).json);
    expect(ca.map((s) => s.Code)).toContain('ON');
  });

  it('refuses an unknown country and a bad list type with 400', async () => {
    const r = await h.call('GET', '/v2/countries/XYZ/states');
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({
      Code: 'CountryIso3CodeIsInvalid',
      Context: 'countryCode',
    });
    const t = await h.call('GET', '/v2/countries/USA/states?stateListType=7');
    expect(t.status).toBe(400);
    expect(firstError(t).Context).toBe('stateListType');
  });
});

describe('caching of reference data (issue 11)', () => {
  it('answers settings, countries and states with Cache-Control and an ETag; If-None-Match answers 304', async () => {
    for (const path of [
      '/v2/settings?brokerCode=SVR',
      '/v2/countries',
      '/v2/countries/USA/states',
    ]) {
      const r = await h.call('GET', path);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('Cache-Control'), path).toBe('public, max-age=300');
      const tag = r.headers.get('ETag');
      expect(tag, path).toMatch(/^"[\w-]+"$/);
      const again = await h.call('GET', path, { headers: { 'If-None-Match': tag! } });
      expect(again.status, path).toBe(304);
      expect(again.text, path).toBe('');
      const stale = await h.call('GET', path, { headers: { 'If-None-Match': '"other"' } });
      expect(stale.status, path).toBe(200);
    }
    const haa = await h.call('GET', '/v2/settings');
    const svr = await h.call('GET', '/v2/settings?brokerCode=svr');
    expect(haa.headers.get('ETag')).not.toBe(svr.headers.get('ETag'));
    expect(settingsResponse.parse(svr.json).BrokerCode).toBe('SVR');
  });
});
