/**
 * The analysts' role (issue 25): every /analytics/api route but the sign-in answers 401 without a
 * token and 403 with an applicant's, an impersonating agent's or a sales agent's token; the
 * sandbox's demo analyst and one made by `addAnalyst` (npm run analyst:add) sign in; an analyst
 * token reaches no /v2 route; sign-out ends the token.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAnalyst, AnalystRefused, SANDBOX_ANALYST } from '../../server/db/analysts';
import { SANDBOX_SALES_PASSWORD } from '../../server/db/sales';
import { startHarness, uniqueEmail, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const signIn = (Email: string, Password: string) =>
  h.call('POST', '/analytics/api/session', { body: { Email, Password } });

/** Every analytics route of the app but the sign-in, with its parameters filled in. */
function guardedRoutes(): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  const out: Array<{ method: string; path: string }> = [];
  for (const r of h.app.routes) {
    if (!r.path.startsWith('/analytics/api/') || r.path.includes('*')) continue;
    if (r.method === 'ALL') continue;
    if (r.method === 'POST' && r.path === '/analytics/api/session') continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, path: r.path.replace(/:(\w+)/g, 'individual') });
  }
  return out;
}

describe('analyst sign-in and the analytics routes (issue 25)', () => {
  it('the routes are guarded: 401 without a token or with a made-up one', async () => {
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(2);
    for (const { method, path } of routes) {
      expect((await h.call(method, path)).status, `${method} ${path}`).toBe(401);
      const forged = await h.call(method, path, { token: `ana_${'x'.repeat(43)}` });
      expect(forged.status, `${method} ${path} forged`).toBe(401);
      expect(forged.json.Errors[0].Code).toBe('InvalidToken');
    }
  });

  it("403 with an applicant's token, an impersonation token and a sales agent's token", async () => {
    const applicant = await h.register();
    const agentLogin = await h.call('POST', '/v2/authenticate', {
      body: { Email: 'sales@haa.example', Password: SANDBOX_SALES_PASSWORD },
    });
    expect(agentLogin.status, agentLogin.text).toBe(200);
    const agent = agentLogin.json.JwtToken as string;
    expect(decodeJwt(agent).JwtTokenType).toBe('Sales');
    const impersonated = await h.call('POST', '/v2/sales/authenticate', {
      body: { InvitationToken: agent, CustomerEmail: uniqueEmail('customer') },
    });
    expect(impersonated.status, impersonated.text).toBe(200);
    const impersonation = impersonated.json.JwtToken as string;
    expect(decodeJwt(impersonation).JwtTokenType).toBe('Impersonation');
    for (const { method, path } of guardedRoutes()) {
      for (const [who, token] of [
        ['applicant', applicant.token],
        ['impersonation', impersonation],
        ['sales agent', agent],
      ]) {
        const r = await h.call(method, path, { token });
        expect(r.status, `${method} ${path} as ${who}`).toBe(403);
        expect(r.json.Errors[0].Code).toBe('Error_PermissionDenied');
      }
    }
    // Nor do the wizard's credentials sign in as an analyst.
    expect((await signIn('sales@haa.example', SANDBOX_SALES_PASSWORD)).status).toBe(400);
    expect((await signIn(applicant.email, 'GoldBar2024!')).status).toBe(400);
  });

  it('the sandbox analyst signs in; the token reads the routes, reaches no /v2 route, and signs out', async () => {
    const wrong = await signIn(SANDBOX_ANALYST.email, 'NotThePassword1!');
    expect(wrong.status).toBe(400);
    expect(wrong.json.Errors[0].Code).toBe('InvalidCredentials');
    const r = await signIn(SANDBOX_ANALYST.email, SANDBOX_ANALYST.password);
    expect(r.status, r.text).toBe(200);
    expect(r.json.Token).toMatch(/^ana_[A-Za-z0-9_-]{43}$/);
    expect(r.headers.get('Cache-Control')).toBe('no-store');
    const token = r.json.Token as string;
    const me = await h.call('GET', '/analytics/api/me', { token });
    expect(me.json).toEqual({ Name: SANDBOX_ANALYST.name });
    const app = await h.register();
    expect((await h.call('GET', `/v2/applications/${app.applicationUid}`, { token })).status).toBe(
      401,
    );
    expect((await h.call('DELETE', '/analytics/api/session', { token })).status).toBe(204);
    expect((await h.call('GET', '/analytics/api/me', { token })).status).toBe(401);
  });

  it('addAnalyst (npm run analyst:add) creates an analyst, updates the password, refuses bad input', async () => {
    const email = uniqueEmail('analyst');
    expect(
      (await addAnalyst(h.database.db, { email, name: 'Ana Lyst', password: 'Funnel!Chart#2031' }))
        .created,
    ).toBe(true);
    const first = await signIn(email, 'Funnel!Chart#2031');
    expect(first.status).toBe(200);
    const again = await addAnalyst(h.database.db, {
      email,
      name: 'Ana L.',
      password: 'Sankey!Flow#2032',
    });
    expect(again.created).toBe(false);
    // A new password ends the earlier sign-ins.
    expect((await h.call('GET', '/analytics/api/me', { token: first.json.Token })).status).toBe(
      401,
    );
    expect((await signIn(email, 'Sankey!Flow#2032')).json.Name).toBe('Ana L.');
    await expect(
      addAnalyst(h.database.db, { email: 'not-an-email', name: 'x', password: 'Sankey!Flow#2032' }),
    ).rejects.toThrow(AnalystRefused);
    await expect(
      addAnalyst(h.database.db, { email, name: 'x', password: 'short' }),
    ).rejects.toThrow(/^password is not valid/);
  });
});
