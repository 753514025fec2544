/**
 * Issue 35 item 11: the API client sends the wizard's current language as Accept-Language, so the
 * server answers its option lists in it (server/http/request-language.ts).
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../services/api/client';

function recording() {
  const seen: Array<string | null> = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    seen.push(req.headers.get('Accept-Language'));
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { seen, fetch };
}

describe('Accept-Language from the wizard (issue 35 item 11)', () => {
  it('each call carries the language getLanguage answers at that moment', async () => {
    let language = 'es';
    const r = recording();
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => null,
      getLanguage: () => language,
      fetch: r.fetch,
    });
    await api.call('fundingSourceTypes', {});
    language = 'en';
    await api.call('fundingSourceTypes', {});
    expect(r.seen).toEqual(['es', 'en']);
  });
});
