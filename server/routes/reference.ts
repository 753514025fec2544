/**
 * Settings and reference data (doc 1 §7.5). No authentication.
 *
 * - GET /v2/settings?brokerCode → 200 settingsResponse (every field of doc 1 §3);
 *   404 Error_BrokerNotFound for an unknown code. Without brokerCode: the default broker.
 * - GET /v2/countries?countryListType → 200 countriesResponse, the full ISO list by caption
 *   (countryListType is accepted and does not filter; decision in docs/decisions.md).
 * - GET /v2/countries/{countryCode}/states?stateListType → 200 statesResponse
 *   (stateListType 1 standard, 2 IRA; doc 2 §9); 400 CountryIso3CodeIsInvalid for an unknown country.
 * - Each answer has `Cache-Control: public, max-age=300` and a strong ETag; `If-None-Match` with it
 *   answers 304 (issue 11). The serialized country and state lists are reused for a minute per
 *   URL; the settings are read per request (a change shows at once).
 * - The customer-due-diligence lookup lists: server/routes/cdd.ts (mounted here).
 */
import { withSandboxVideoUrl } from '../domain/sandbox-video-url';
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { countriesQuery, settingsQuery, statesQuery } from '../../services/api/contract';
import { findBrokerSettings, findCountry, listCountries, listStates } from '../db/reference';
import { countriesIn } from '../domain/country-names';
import { fail } from '../http/errors';
import { requestLanguage } from '../http/request-language';
import { queryParams } from '../http/validation';
import { cddRoutes } from './cdd';
import type { RouteDeps } from './deps';

const REFERENCE_CACHE = 'public, max-age=300';
/** How long a serialized answer is reused before the database is asked again (ms). */
const MEMO_MS = 60_000;

/**
 * Reference answers as sent (JSON text and its strong ETag, a SHA-256 prefix), kept for MEMO_MS
 * per URL (issue 11: the lists were read and serialized on every request). A seed or settings
 * change shows within a minute; clients revalidate with If-None-Match and get 304.
 */
function memoJson() {
  const memo = new Map<string, { at: number; body: string; tag: string }>();
  return async (c: Context, key: string, load: () => Promise<unknown>) => {
    const now = Date.now();
    let hit = memo.get(key);
    if (!hit || now - hit.at > MEMO_MS) {
      const body = JSON.stringify(await load());
      const tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      hit = { at: now, body, tag };
      if (memo.size > 1000) memo.clear();
      memo.set(key, hit);
    }
    return c.body(hit.body, 200, {
      'Content-Type': 'application/json',
      'Cache-Control': REFERENCE_CACHE,
      ETag: hit.tag,
    });
  };
}

/** A strong ETag for a JSON text: a SHA-256 prefix, remembered for the last texts seen. */
function etags() {
  const known = new Map<string, string>();
  return (body: string) => {
    let tag = known.get(body);
    if (!tag) {
      tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      if (known.size >= 100) known.clear();
      known.set(body, tag);
    }
    return tag;
  };
}

export function referenceRoutes(deps: RouteDeps) {
  const { db, defaultBrokerCode } = deps;
  const send = memoJson();
  const tagOf = etags();
  // A repeat with If-None-Match of the answer's ETag answers 304 (Hono's etag middleware).
  const conditional = etag();
  return (
    new Hono()
      .route('/', cddRoutes(deps))
      .use('/settings', conditional)
      .use('/countries', conditional)
      .use('/countries/*', conditional)
      .get('/settings', queryParams(settingsQuery), async (c) => {
        const code = (c.req.valid('query').brokerCode || defaultBrokerCode).toUpperCase();
        // One row, read per request (not memoized): a settings change shows at once; the etag
        // middleware still answers 304 to a client holding the same answer. The ETag is set here
        // (issue 11): left to the middleware it clones the answer into a stream and hashes it on
        // every request; the tag of an unchanged text is reused.
        const found = await findBrokerSettings(db, code);
        if (!found) throw fail(404, 'Error_BrokerNotFound', 'Broker was not found.', 'brokerCode');
        // The sandbox's sample video is served here, not at the placeholder RootUrl host.
        const settings = withSandboxVideoUrl(found, deps.sandboxVideoSlug);
        const body = JSON.stringify(settings);
        return c.body(body, 200, {
          'Content-Type': 'application/json',
          'Cache-Control': REFERENCE_CACHE,
          ETag: tagOf(body),
        });
      })
      // Issue 35 item 11: captions in the request's language (Accept-Language), same codes.
      .get('/countries', queryParams(countriesQuery), async (c) => {
        const locale = requestLanguage(c);
        return send(c, `countries:${locale}`, async () =>
          countriesIn(await listCountries(db), locale),
        );
      })
      .get('/countries/:countryCode/states', queryParams(statesQuery), async (c) => {
        const listType = c.req.valid('query').stateListType;
        const param = c.req.param('countryCode');
        return send(c, `states:${param.toUpperCase()}:${listType}`, async () => {
          const country = await findCountry(db, param);
          if (!country)
            throw fail(400, 'CountryIso3CodeIsInvalid', 'Country code is invalid.', 'countryCode');
          return listStates(db, country.iso3, listType);
        });
      })
  );
}
