/**
 * Issue 35 item 9, the agreement contract (doc 3 §7 Agreements, doc 1 §1 broker codes):
 * `…-html-agreements` answers HTML as its name says when asked for text/html (the wizard's client
 * asks JSON and gets {Agreement: html}, doc 3 §3), and the broker with the alternative agreement
 * has a two-letter code as doc 1 §1 says ("'HAA' and a two-letter code").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALTERNATIVE_AGREEMENT_BROKER_CODES,
  htmlAgreementResponse,
} from '../../services/api/contract';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const get = (path: string, token: string, accept: string) =>
  h.app.request(path, { headers: { Authorization: `Bearer ${token}`, Accept: accept } });

describe('agreement contract (issue 35 item 9)', () => {
  it('text/html answers the agreement as an HTML document; JSON keeps {Agreement}', async () => {
    const reg = await h.register();
    const url = `/v2/applications/${reg.applicationUid}/haa-html-agreements`;
    const html = await get(url, reg.token, 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(html.status).toBe(200);
    expect(html.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(html.headers.get('Vary')).toMatch(/Accept/);
    const page = await html.text();
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<h1>HAA Precious Metals Account Agreement</h1>');
    expect(page).toContain('<title>HAA Precious Metals Account Agreement</title>');

    const json = await get(url, reg.token, 'application/json');
    expect(json.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = htmlAgreementResponse.parse(await json.json());
    expect(page).toContain(body.Agreement);
    // Refusals stay JSON errors whatever was asked.
    const missing = await get(url.replace('haa-', 'xyz-'), reg.token, 'text/html');
    expect(missing.status).toBe(404);
  });

  it('the alternative-agreement broker code has doc 1 §1’s two-letter form and its own text', async () => {
    expect(ALTERNATIVE_AGREEMENT_BROKER_CODES.length).toBeGreaterThan(0);
    for (const code of ALTERNATIVE_AGREEMENT_BROKER_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      const reg = await h.register(undefined, `applicationType=Individual&brokerCode=${code}`);
      const r = await get(
        `/v2/applications/${reg.applicationUid}/${code.toLowerCase()}-html-agreements`,
        reg.token,
        'application/json',
      );
      expect(r.status).toBe(200);
      expect(
        htmlAgreementResponse.parse(await r.json()).Agreement.match(/<h2>\d\. /g),
      ).toHaveLength(4);
    }
  });
});
