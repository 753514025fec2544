/**
 * Settings and reference data (doc 1 §7.5). No authentication.
 *
 * - GET /v2/settings?brokerCode → 200 settingsResponse (every field of doc 1 §3);
 *   404 Error_BrokerNotFound for an unknown code. Without brokerCode: the default broker.
 * - GET /v2/countries?countryListType → 200 countriesResponse, the full ISO list by caption
 *   (countryListType is accepted and does not filter; decision in docs/decisions.md).
 * - GET /v2/countries/{countryCode}/states?stateListType → 200 statesResponse
 *   (stateListType 1 standard, 2 IRA; doc 2 §9); 400 CountryIso3CodeIsInvalid for an unknown country.
 * - The customer-due-diligence lookup lists: server/routes/cdd.ts (mounted here).
 */
import { Hono } from 'hono';
import { countriesQuery, settingsQuery, statesQuery } from '../../services/api/contract';
import { findBrokerSettings, findCountry, listCountries, listStates } from '../db/reference';
import { fail } from '../http/errors';
import { queryParams } from '../http/validation';
import { cddRoutes } from './cdd';
import type { RouteDeps } from './deps';

const REFERENCE_CACHE = 'public, max-age=300';

export function referenceRoutes(deps: RouteDeps) {
  const { db, defaultBrokerCode } = deps;
  return new Hono()
    .route('/', cddRoutes(deps))
    .get('/settings', queryParams(settingsQuery), async (c) => {
      const code = c.req.valid('query').brokerCode || defaultBrokerCode;
      const settings = await findBrokerSettings(db, code);
      if (!settings) throw fail(404, 'Error_BrokerNotFound', 'Broker was not found.', 'brokerCode');
      c.header('Cache-Control', REFERENCE_CACHE);
      return c.json(settings);
    })
    .get('/countries', queryParams(countriesQuery), async (c) => {
      c.header('Cache-Control', REFERENCE_CACHE);
      return c.json(await listCountries(db));
    })
    .get('/countries/:countryCode/states', queryParams(statesQuery), async (c) => {
      const country = await findCountry(db, c.req.param('countryCode'));
      if (!country)
        throw fail(400, 'CountryIso3CodeIsInvalid', 'Country code is invalid.', 'countryCode');
      c.header('Cache-Control', REFERENCE_CACHE);
      return c.json(await listStates(db, country.iso3, c.req.valid('query').stateListType));
    });
}
