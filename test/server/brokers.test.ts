/**
 * Seeded brokers (doc 1 §3 Settings, docs/sandbox.md "Brokers"): the four themes, a CAD broker,
 * the captcha broker, and the broker code with the alternative main agreement (doc 3 §2.5).
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALTERNATIVE_AGREEMENT_BROKER_CODES,
  htmlAgreementResponse,
  settingsResponse,
  THEMES,
} from '../../services/api/contract';
import { SEEDED_BROKERS } from '../../server/db/brokers-data';
import { SANDBOX_CAPTCHA_PASS } from '../../server/providers/sandbox-users';
import { firstError, PASSWORD, startHarness, TRACKING, uniqueEmail, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const settingsOf = async (code: string) =>
  settingsResponse.parse((await h.call('GET', `/v2/settings?brokerCode=${code}`)).json);

describe('seeded brokers', () => {
  it('every seeded broker answers complete settings; together they cover the four themes and a CAD broker', async () => {
    const all = await Promise.all(SEEDED_BROKERS.map((b) => settingsOf(b.code)));
    expect(all.map((s) => s.BrokerCode)).toEqual(SEEDED_BROKERS.map((b) => b.code));
    expect(new Set(all.map((s) => s.Theme))).toEqual(new Set(THEMES));
    expect(all.filter((s) => s.Currency === 'CAD').map((s) => s.BrokerCode)).toEqual(['MPL']);
    expect(all.filter((s) => s.EnableGoogleReCaptcha).map((s) => s.BrokerCode)).toEqual(['SVR']);
    expect(new Set(all.map((s) => s.BrokerName)).size).toBe(all.length);
    // Lower-case codes work too.
    expect((await settingsOf('mpl')).BrokerName).toBe('Maple Bullion Canada');
  });

  it('an unknown broker code answers 404 Error_BrokerNotFound', async () => {
    const r = await h.call('GET', '/v2/settings?brokerCode=NOPE');
    expect(r.status).toBe(404);
    expect(firstError(r).Code).toBe('Error_BrokerNotFound');
  });

  it('SVR (captcha on) needs the sandbox captcha answer to register', async () => {
    const url = '/v2/users?applicationType=Individual&brokerCode=SVR';
    const refused = await h.call('POST', url, {
      body: { Email: uniqueEmail(), Password: PASSWORD, TrackingDetails: TRACKING },
    });
    expect(firstError(refused)).toMatchObject({ Code: 'InvalidRecaptchaToken' });
    const ok = await h.call('POST', url, {
      body: {
        Email: uniqueEmail(),
        Password: PASSWORD,
        TrackingDetails: TRACKING,
        RecaptchaToken: SANDBOX_CAPTCHA_PASS,
      },
    });
    expect(ok.status).toBe(201);
  });
});

describe('alternative agreement', () => {
  const agreementFor = async (code: string) => {
    const reg = await h.register(uniqueEmail(), `applicationType=Individual&brokerCode=${code}`);
    const base = `/v2/applications/${reg.applicationUid}`;
    const main = code.toLowerCase();
    const html = await h.call('GET', `${base}/${main}-html-agreements`, { token: reg.token });
    expect(html.status).toBe(200);
    return { reg, base, main, html: htmlAgreementResponse.parse(html.json).Agreement };
  };

  it('LG gets its own title and four numbered points; HAA the standard text', async () => {
    expect(ALTERNATIVE_AGREEMENT_BROKER_CODES).toContain('LG');
    const lg = await agreementFor('LG');
    expect(lg.html).toContain(
      '<h1>Legacy Gold Custodians Customer Storage and Trading Agreement</h1>',
    );
    expect(lg.html.match(/<h2>\d\. /g)).toHaveLength(4);
    const haa = await agreementFor('HAA');
    expect(haa.html).toContain('Account Agreement</h1>');
    expect(haa.html).not.toContain('Customer Storage and Trading Agreement');
    expect((haa.html.match(/<h2>/g) ?? []).length).not.toBe(4);
  });

  it('LG: the PDF is drawn from the same text, acceptance is under lg-agreements, haa paths are 404', async () => {
    const { reg, base } = await agreementFor('LG');
    const pdf = await h.call('GET', `${base}/lg-pdf-agreements`, { token: reg.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getTitle()).toBe('Legacy Gold Custodians Customer Storage and Trading Agreement');
    expect((await h.call('POST', `${base}/haa-agreements`, { token: reg.token })).status).toBe(404);
    expect((await h.call('POST', `${base}/lg-agreements`, { token: reg.token })).status).toBe(202);
    expect((await h.call('GET', base, { token: reg.token })).json.AgreementsAccepted).toEqual([
      'lg',
    ]);
  });
});
