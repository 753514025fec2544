/**
 * The step save's short path (issue 11): PUT …/persons/{PersonUid}/names writes in one statement
 * when everything holds and still answers each spec error when something does not; verified tokens
 * are remembered only until their expiry; the API's answers carry a fixed CSP without a nonce; over
 * HTTP (@hono/node-server, as server/main.ts serves it) a keyed save stores exactly the answer it
 * sent, replays it and refuses another body.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../server/auth/tokens';
import { applications } from '../../server/db/schema';
import {
  firstError,
  listenHarness,
  startHarness,
  TEST_SECRET,
  type Harness,
  type Registered,
} from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const NAME = { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: null };

async function applicant(): Promise<Registered & { person: string }> {
  const reg = await h.register();
  const r = await h.call('POST', `/v2/applications/${reg.applicationUid}/persons?isPrimary=true`, {
    token: reg.token,
    body: { ...NAME, FirstName: 'Grace' },
  });
  expect(r.status).toBe(201);
  return { ...reg, person: r.json.PersonUid as string };
}

const namesPath = (app: string, person: string) =>
  `/v2/applications/${app}/persons/${person}/names`;

describe('PUT …/names', () => {
  it('saves the name of the caller’s person and answers the person', async () => {
    const a = await applicant();
    const r = await h.call('PUT', namesPath(a.applicationUid, a.person), {
      token: a.token,
      body: { ...NAME, MiddleName: ' ', SuffixType: 2 },
    });
    expect(r.status).toBe(200);
    expect(r.json.PersonUid).toBe(a.person);
    expect(r.json.PersonName).toEqual({
      FirstName: 'Ada',
      MiddleName: null,
      LastName: 'Lovelace',
      SuffixType: 2,
    });
    const app = await h.call('GET', `/v2/applications/${a.applicationUid}`, { token: a.token });
    expect(JSON.stringify(app.json)).toContain('"FirstName":"Ada"');
  });

  // names: the one-statement path; birthdays: a section save (application and person in one read).
  const SECTIONS = [
    ['names', NAME],
    ['birthdays', { DateOfBirth: '1980-05-01' }],
  ] as const;
  it.each(SECTIONS)(
    'PUT …/%s answers the spec’s errors in order, and writes nothing',
    async (section, body) => {
      const sectionPath = (app: string, person: string) =>
        `/v2/applications/${app}/persons/${person}/${section}`;
      const a = await applicant();
      const b = await applicant();
      // Another user's application: 403.
      let r = await h.call('PUT', sectionPath(b.applicationUid, b.person), {
        token: a.token,
        body,
      });
      expect(r.status).toBe(403);
      expect(firstError(r).Code).toBe('Error_PermissionDenied');
      // An unknown application (a UUID, and not one): 404 InvalidApplicationUid.
      for (const app of [randomUUID(), 'not-a-uuid']) {
        r = await h.call('PUT', sectionPath(app, a.person), { token: a.token, body });
        expect(r.status, app).toBe(404);
        expect(firstError(r).Code).toBe('InvalidApplicationUid');
      }
      // A person of another application, an unknown person, a malformed id: 404 InvalidPersonUid.
      for (const person of [b.person, randomUUID(), 'x']) {
        r = await h.call('PUT', sectionPath(a.applicationUid, person), { token: a.token, body });
        expect(r.status, person).toBe(404);
        expect(firstError(r).Code).toBe('InvalidPersonUid');
      }
      // A completed application: 400 ApplicationIsCompleted.
      await h.database.db
        .update(applications)
        .set({ isCompleted: true })
        .where(eq(applications.uid, a.applicationUid));
      r = await h.call('PUT', sectionPath(a.applicationUid, a.person), { token: a.token, body });
      expect(r.status).toBe(400);
      expect(firstError(r).Code).toBe('ApplicationIsCompleted');
      // Nothing was written: b's person keeps its name.
      const got = await h.call('GET', `/v2/applications/${b.applicationUid}`, { token: b.token });
      expect(JSON.stringify(got.json)).toContain('"FirstName":"Grace"');
      expect(JSON.stringify(got.json)).not.toContain('"FirstName":"Ada"');
    },
  );

  it('validates the body before anything is written (400 FirstNameIsNullOrEmpty)', async () => {
    const a = await applicant();
    const r = await h.call('PUT', namesPath(a.applicationUid, a.person), {
      token: a.token,
      body: { ...NAME, FirstName: '' },
    });
    expect(r.status).toBe(400);
    expect(firstError(r).Code).toBe('FirstNameIsNullOrEmpty');
  });
});

describe('remembered tokens', () => {
  it('answers a verified token from memory only until its expiry', async () => {
    const clock = { ms: Date.now() };
    const tokens = createTokenService(TEST_SECRET, () => clock.ms);
    const { JwtToken } = await tokens.issue({
      userUid: randomUUID(),
      email: 'a@example.com',
      logonUid: randomUUID(),
      applicationUid: null,
      sessionId: randomUUID(),
    });
    const first = await tokens.verify(JwtToken, 'Regular');
    expect(first?.Email).toBe('a@example.com');
    expect(await tokens.verify(JwtToken, 'Refresh')).toBeNull(); // the type still counts
    expect((await tokens.verify(JwtToken, ['Regular']))?.Email).toBe('a@example.com');
    clock.ms = first!.exp * 1000 - 1;
    expect(await tokens.verify(JwtToken, 'Regular')).not.toBeNull();
    clock.ms = first!.exp * 1000;
    expect(await tokens.verify(JwtToken, 'Regular')).toBeNull();
    // A token with another signature is never taken for the remembered one.
    const forged = JwtToken.slice(0, -2) + (JwtToken.endsWith('AA') ? 'BB' : 'AA');
    clock.ms = first!.exp * 1000 - 1000;
    expect(await tokens.verify(forged, 'Regular')).toBeNull();
  });

  it('a logout still ends the access token at once', async () => {
    const a = await applicant();
    const ok = await h.call('GET', `/v2/applications/${a.applicationUid}`, { token: a.token });
    expect(ok.status).toBe(200);
    const out = await h.call('POST', '/v2/authenticate/logout', {
      token: a.token,
      body: { JwtRefreshToken: a.refresh },
    });
    expect(out.status).toBeLessThan(300);
    const r = await h.call('PUT', namesPath(a.applicationUid, a.person), {
      token: a.token,
      body: NAME,
    });
    expect(r.status).toBe(401);
  });
});

describe('API answers', () => {
  it('carry a fixed policy for documents that are never rendered, without a nonce', async () => {
    const r = await h.call('GET', '/v2/settings');
    const csp = r.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('nonce');
    expect(r.headers.get('Cache-Control')).toBe('public, max-age=300');
    const a = await applicant();
    const app = await h.call('GET', `/v2/applications/${a.applicationUid}`, { token: a.token });
    expect(app.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('over HTTP', () => {
  let server: Awaited<ReturnType<typeof listenHarness>>;
  let base = '';
  beforeAll(async () => {
    server = await listenHarness(h);
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.close());

  it('a keyed save stores the answer it sent: a repeat replays it byte for byte, another body is 422', async () => {
    const a = await applicant();
    const key = randomUUID();
    const put = (body: unknown) =>
      fetch(base + namesPath(a.applicationUid, a.person), {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${a.token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
    const first = await put(NAME);
    const firstText = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(JSON.parse(firstText).PersonName.FirstName).toBe('Ada');
    const again = await put(NAME);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await again.text()).toBe(firstText);
    const other = await put({ ...NAME, FirstName: 'Grace' });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { Errors: { Code: string }[] }).Errors[0].Code).toBe(
      'IdempotencyKeyReused',
    );
  });

  it('a chunked body over the limit still answers 413', async () => {
    const big = 'x'.repeat(300_000);
    const r = await fetch(`${base}/v2/tracking-details`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode(JSON.stringify({ AffiliateCode: big })));
          c.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(r.status).toBe(413);
  });
});
