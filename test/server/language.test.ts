/**
 * Issue 24 on the server: the user's language (PUT/GET /v2/users/language), the mails written in
 * it (reset: the profile's, else the request's Accept-Language), and index.html in the language
 * the request chooses (`?lang=`, the `wizard.locale` cookie, Accept-Language; the broker's
 * `Languages`) — `<html lang>` and the welcome page's renderer.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOutbox } from '../../server/db/schema';
import { requestLocale } from '../../server/http/prerender';
import { renderMail } from '../../server/providers/mail';
import { findBrokerSettings } from '../../server/db/reference';
import { openedMail, startHarness, type Harness } from './helpers';
import { eq } from 'drizzle-orm';

const TEMPLATE = `<!doctype html><html lang="en" data-x="1"><head><title>Open your account</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"></div></body></html>`;

let h: Harness;
let base: string;
beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'wizard-language-'));
  const dist = join(base, 'dist');
  mkdirSync(dist);
  mkdirSync(`${dist}-ssr`);
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(
    join(`${dist}-ssr`, 'prerender.js'),
    `export async function renderWelcome(i) {
       return { html: '<main>welcome in ' + i.locale + '</main>', title: 'T' };
     }`,
  );
  h = await startHarness({ staticDir: dist, sandboxOutbox: true });
});
afterAll(async () => {
  await h.close();
  rmSync(base, { recursive: true, force: true });
});

const lastMail = async (email: string) => {
  const rows = await h.database.db
    .select()
    .from(sandboxOutbox)
    .where(eq(sandboxOutbox.recipient, email));
  return openedMail(h, rows.at(-1)!);
};
const requestReset = async (email: string, headers: Record<string, string> = {}) => {
  const r = await h.call(
    'POST',
    `/v2/users/passwords/reset_token?username=${encodeURIComponent(email)}`,
    { body: email, headers },
  );
  expect(r.status).toBe(204);
};

describe('PUT / GET /v2/users/language', () => {
  it('saves the signed-in user’s language; 400 on another value; 401 without a token', async () => {
    const user = await h.register();
    expect((await h.call('GET', '/v2/users/language', { token: user.token })).json).toEqual({
      Language: null,
    });
    const put = await h.call('PUT', '/v2/users/language', {
      token: user.token,
      body: { Language: 'es' },
    });
    expect(put.status).toBe(204);
    expect((await h.call('GET', '/v2/users/language', { token: user.token })).json).toEqual({
      Language: 'es',
    });
    const bad = await h.call('PUT', '/v2/users/language', {
      token: user.token,
      body: { Language: 'fr' },
    });
    expect(bad.status).toBe(400);
    const anon = await h.call('PUT', '/v2/users/language', { body: { Language: 'es' } });
    expect(anon.status).toBe(401);
  });
});

describe('mails in the user’s language', () => {
  it('the reset mail is Spanish for a user who chose Spanish, English otherwise', async () => {
    const settings = await findBrokerSettings(h.database.db, 'HAA');
    const es = await h.register();
    await h.call('PUT', '/v2/users/language', { token: es.token, body: { Language: 'es' } });
    await requestReset(es.email);
    const esMail = renderMail(await lastMail(es.email), settings)!;
    expect(esMail.subject).toMatch(/^Restablezca su contraseña de /);
    expect(esMail.text).toContain('Elija una contraseña nueva aquí');

    const en = await h.register();
    await requestReset(en.email);
    const enMail = renderMail(await lastMail(en.email), settings)!;
    expect(enMail.subject).toMatch(/^Reset your /);

    // The sandbox outbox shows the message as sent.
    const outbox = await h.call('GET', `/sandbox/outbox?recipient=${encodeURIComponent(es.email)}`);
    expect(outbox.json.Messages[0].Subject).toMatch(/^Restablezca su contraseña de /);
    expect(outbox.json.Messages[0].Text).toContain('Elija una contraseña nueva aquí');
  });

  it('without a saved language the reset follows the request’s Accept-Language', async () => {
    const settings = await findBrokerSettings(h.database.db, 'HAA');
    const user = await h.register();
    await requestReset(user.email, { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' });
    const row = await lastMail(user.email);
    expect(row.data.Language).toBe('es');
    expect(renderMail(row, settings)!.subject).toMatch(/^Restablezca/);
  });
});

describe('index.html in the chosen language (no flash of English)', () => {
  it('Accept-Language, the cookie and ?lang= choose the language of <html lang> and the welcome page', async () => {
    const es = await h.call('GET', '/', { headers: { 'Accept-Language': 'es-US,es;q=0.9' } });
    expect(es.text).toContain('<html data-x="1" lang="es-US">');
    expect(es.text).toContain('<main>welcome in es</main>');
    expect(es.headers.get('Vary')).toContain('Accept-Language');

    const en = await h.call('GET', '/', { headers: { 'Accept-Language': 'en-US' } });
    expect(en.text).toContain('lang="en-US"');
    expect(en.text).toContain('<main>welcome in en</main>');

    // The remembered choice beats the browser's languages; ?lang= (the switch's link) beats both.
    const cookie = await h.call('GET', '/', {
      headers: { 'Accept-Language': 'en-US', Cookie: 'a=1; wizard.locale=es' },
    });
    expect(cookie.text).toContain('<main>welcome in es</main>');
    const query = await h.call('GET', '/?lang=en', {
      headers: { 'Accept-Language': 'es', Cookie: 'wizard.locale=es' },
    });
    expect(query.text).toContain('<main>welcome in en</main>');
    // Other pages get the language too.
    const dob = await h.call('GET', '/secure/dob', { headers: { 'Accept-Language': 'es' } });
    expect(dob.text).toContain('lang="es-US"');
  });

  it('a broker that offers English only gets English whatever the request says', async () => {
    const settings = (await findBrokerSettings(h.database.db, 'HAA'))!;
    const q = new URLSearchParams('lang=es');
    expect(requestLocale(q, { acceptLanguage: 'es' }, { ...settings, Languages: ['en'] })).toBe(
      'en',
    );
    expect(requestLocale(new URLSearchParams(), { acceptLanguage: 'fr, es;q=0.5' }, settings)).toBe(
      'es',
    );
    expect(requestLocale(new URLSearchParams(), { acceptLanguage: 'fr' }, settings)).toBe('en');
  });
});
