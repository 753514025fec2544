/**
 * Issue 31 part 5 — bounds: the unauthenticated e-mail look-ups (GET /v2/users/uids and
 * /v2/users/emails, doc 1 §7.2) count as e-mail checks per client and per e-mail; a session
 * opened by POST /v2/authenticate/authenticate/generate ends with its parent's logout (and its
 * own children with it); reset and invitation tokens are in no table in clear (the outbox that
 * mails them holds them sealed) and still work; /metrics in production answers 404 without
 * METRICS_TOKEN and needs the token when it is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createTokenService } from '../../server/auth/tokens';
import { sandboxSalesAgentEmail, SANDBOX_SALES_PASSWORD } from '../../server/db/sales';
import { createOps } from '../../server/http/ops';
import {
  createRateLimits,
  DEFAULT_RATE_POLICY,
  type RateLimitPolicy,
} from '../../server/http/rate-limit';
import {
  firstError,
  PASSWORD,
  openedMail,
  startHarness,
  TEST_SECRET,
  TRACKING,
  uniqueEmail,
  type CallResult,
  type Harness,
} from './helpers';

/** The production policy with a small e-mail check allowance; everything else generous. */
const POLICY: RateLimitPolicy = {
  ...DEFAULT_RATE_POLICY,
  actions: {
    ...Object.fromEntries(
      Object.entries(DEFAULT_RATE_POLICY.actions).map(([k, v]) => [
        k,
        { client: { points: 1000, durationS: 600 }, ...(v.account ? { account: v.account } : {}) },
      ]),
    ),
    login: { client: { points: 1000, durationS: 600 } },
    registration: { client: { points: 1000, durationS: 600 } },
    emailCheck: { client: { points: 4, durationS: 600 }, account: { points: 2, durationS: 600 } },
  } as RateLimitPolicy['actions'],
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ limits: createRateLimits({ policy: POLICY, trustProxyHops: 1 }) });
});
afterAll(() => h.close());

let ipCounter = 0;
const newIp = () => `203.0.113.${(ipCounter += 1)}`;
const from = (ip: string) => ({ 'X-Forwarded-For': `198.51.100.7, ${ip}` });

function expect429(r: CallResult) {
  expect(r.status, r.text).toBe(429);
  expect(firstError(r)).toMatchObject({ Code: 'TooManyRequests', Context: null });
  expect(Number(r.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
}

describe('unauthenticated e-mail look-ups are rate limited (issue 31)', () => {
  const uids = (ip: string, email: string) =>
    h.call('GET', `/v2/users/uids?email=${encodeURIComponent(email)}`, { headers: from(ip) });
  const emails = (ip: string, uid: string) =>
    h.call('GET', `/v2/users/emails?uid=${encodeURIComponent(uid)}`, { headers: from(ip) });

  it('GET /v2/users/uids: the 5th from one address answers 429; another address is not affected', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i += 1) {
      const r = await uids(ip, uniqueEmail());
      expect(r.status, r.text).toBe(200);
      expect(typeof r.json.Uid).toBe('string');
    }
    expect429(await uids(ip, uniqueEmail()));
    expect((await uids(newIp(), uniqueEmail())).status).toBe(200);
  });

  it('GET /v2/users/emails: the 5th from one address answers 429', async () => {
    const uid = (await uids(newIp(), 'someone@example.com')).json.Uid as string;
    const ip = newIp();
    expect((await emails(ip, uid)).json).toEqual({ Email: 'someone@example.com' });
    for (let i = 0; i < 3; i += 1) expect((await emails(ip, `x${i}${uid}`)).status).toBe(400);
    expect429(await emails(ip, uid));
  });

  it('the look-ups share the allowance of the usernames check, per client and per e-mail', async () => {
    const ip = newIp();
    const email = uniqueEmail();
    const usernames = (e: string) =>
      h.call('GET', `/v2/users/usernames?email=${encodeURIComponent(e)}`, { headers: from(ip) });
    expect((await usernames(uniqueEmail())).status).toBe(200);
    expect((await uids(ip, uniqueEmail())).status).toBe(200);
    expect((await usernames(uniqueEmail())).status).toBe(200);
    expect((await uids(ip, uniqueEmail())).status).toBe(200);
    expect429(await usernames(uniqueEmail()));
    // Per e-mail, from any address: the 3rd look-up of one e-mail.
    expect((await uids(newIp(), email)).status).toBe(200);
    expect((await uids(newIp(), email)).status).toBe(200);
    expect429(await uids(newIp(), email));
  });
});

describe('the generate session family ends with its parent (issue 31)', () => {
  const generate = (JwtToken: string) =>
    h.call('POST', '/v2/authenticate/authenticate/generate', { body: { JwtToken } });
  const application = (uid: string, token: string) =>
    h.call('GET', `/v2/applications/${uid}`, { token });
  const refresh = (JwtToken: string, JwtRefreshToken: string) =>
    h.call('POST', '/v2/authenticate/authenticate/refresh', {
      body: { JwtToken, JwtRefreshToken },
    });

  it('the parent’s logout ends the generated session and the one generated from it', async () => {
    const parent = await h.register();
    const child = await generate(parent.token);
    expect(child.status, child.text).toBe(200);
    const grandchild = await generate(child.json.JwtToken);
    expect(grandchild.status, grandchild.text).toBe(200);
    for (const t of [parent.token, child.json.JwtToken, grandchild.json.JwtToken])
      expect((await application(parent.applicationUid, t)).status).toBe(200);

    const out = await h.call('POST', '/v2/authenticate/logout', {
      body: { JwtRefreshToken: parent.refresh },
    });
    expect(out.status).toBe(204);
    for (const t of [parent.token, child.json.JwtToken, grandchild.json.JwtToken])
      expect((await application(parent.applicationUid, t)).status).toBe(401);
    expect((await refresh(child.json.JwtToken, child.json.JwtRefreshToken)).status).toBe(401);
    expect((await refresh(grandchild.json.JwtToken, grandchild.json.JwtRefreshToken)).status).toBe(
      401,
    );
    const rows = await h.database.db.execute(
      sql`select revoked_reason from auth_sessions where parent_id is not null and subject_uid = ${parent.claims.UserUid}`,
    );
    expect((rows as unknown as { rows: { revoked_reason: string }[] }).rows).toEqual([
      { revoked_reason: 'parent' },
      { revoked_reason: 'parent' },
    ]);
  });

  it('the generated session’s own logout leaves the parent alive', async () => {
    const parent = await h.register();
    const child = await generate(parent.token);
    await h.call('POST', '/v2/authenticate/logout', {
      body: { JwtRefreshToken: child.json.JwtRefreshToken },
    });
    expect((await application(parent.applicationUid, child.json.JwtToken)).status).toBe(401);
    expect((await application(parent.applicationUid, parent.token)).status).toBe(200);
  });

  it('a refresh of the parent keeps the family; a reuse of its refresh token ends the child too', async () => {
    const parent = await h.register();
    const child = await generate(parent.token);
    const renewed = await refresh(parent.token, parent.refresh);
    expect(renewed.status).toBe(200);
    expect((await application(parent.applicationUid, child.json.JwtToken)).status).toBe(200);
    expect((await refresh(parent.token, parent.refresh)).status).toBe(401); // a replay
    expect((await application(parent.applicationUid, child.json.JwtToken)).status).toBe(401);
  });
});

/** Every row of every table of the public schema as text, the mail outbox's included. */
async function everyRow(): Promise<string> {
  const tables = (await h.database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  expect(tables.rows.map((t) => t.table_name)).toEqual(
    expect.arrayContaining([
      'password_reset_tokens',
      'sales_invitations',
      'auth_sessions',
      'sandbox_outbox',
    ]),
  );
  let all = '';
  for (const { table_name } of tables.rows) {
    const rows = (await h.database.db.execute(
      sql.raw(`select t::text as row from "${table_name}" t`),
    )) as unknown as { rows: { row: string }[] };
    all += rows.rows.map((r) => r.row).join('\n');
  }
  return all;
}

const outboxToken = async (recipient: string, template: string, field: string) => {
  const rows = (await h.database.db.execute(
    sql`select data from sandbox_outbox where recipient = ${recipient} and template = ${template} order by id desc limit 1`,
  )) as unknown as { rows: { data: Record<string, unknown> }[] };
  // Sealed at rest (server/providers/mail.ts sealMailData): opened with the app's PII cipher.
  return String(openedMail(h, rows.rows[0]!).data[field]);
};

describe('reset and invitation tokens are stored hashed only (issue 31)', () => {
  it('a reset token is in no table in clear and still resets the password', async () => {
    const user = await h.register();
    const asked = await h.call(
      'POST',
      `/v2/users/passwords/reset_token?username=${encodeURIComponent(user.email)}`,
    );
    expect(asked.status, asked.text).toBe(204);
    const token = await outboxToken(user.email, 'password-reset', 'PasswordResetToken');
    expect(token).toMatch(/^rpt_/);
    expect(await everyRow()).not.toContain(token);
    const reset = await h.call('POST', '/v2/users/passwords', {
      body: { PasswordResetToken: token, NewPassword: 'NewGoldBar2025!' },
    });
    expect(reset.status, reset.text).toBe(204);
  });

  it('an invitation token is in no table in clear and still opens the invitation', async () => {
    const agent = await h.call('POST', '/v2/authenticate', {
      body: { Email: sandboxSalesAgentEmail('HAA'), Password: SANDBOX_SALES_PASSWORD },
    });
    expect(agent.status, agent.text).toBe(200);
    const email = uniqueEmail('invited');
    const imp = await h.call('POST', '/v2/sales/authenticate', {
      body: { InvitationToken: agent.json.JwtToken, CustomerEmail: email },
    });
    expect(imp.status, imp.text).toBe(200);
    const created = await h.call('POST', '/v2/applications', {
      token: imp.json.JwtToken,
      body: { ApplicationType: 'Individual', TrackingDetails: TRACKING },
    });
    expect(created.status, created.text).toBe(201);
    const sent = await h.call(
      'POST',
      `/v2/sales/applications/${created.json.ApplicationUid}/invitations`,
      { token: imp.json.JwtToken },
    );
    expect(sent.status, sent.text).toBeLessThan(300);
    const token = await outboxToken(email, 'sales-invitation', 'InvitationToken');
    expect(token).toMatch(/^inv_/);
    expect(await everyRow()).not.toContain(token);
    const looked = await h.call(
      'GET',
      `/v2/sales/applications/invitations?invitationToken=${encodeURIComponent(token)}`,
    );
    expect(looked.status, looked.text).toBe(200);
    expect(looked.json).toEqual({ IsNew: true, Email: email });
    const set = await h.call('POST', '/v2/sales/passwords', {
      body: { Email: email, Password: PASSWORD, InvitationToken: token },
    });
    expect(set.status, set.text).toBe(204);
  });
});

describe('/metrics in production (issue 31)', () => {
  const scrape = async (ops: ReturnType<typeof createOps>, token?: string) => {
    const app = createApp({
      db: h.database.db,
      tokens: createTokenService(TEST_SECRET),
      mode: 'production',
      ops,
    });
    return app.request('/metrics', token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  };

  it('without METRICS_TOKEN answers 404 NotFound, no figure', async () => {
    const r = await scrape(createOps({ production: true }));
    expect(r.status).toBe(404);
    const text = await r.text();
    expect(JSON.parse(text).Errors[0].Code).toBe('NotFound');
    expect(text).not.toContain('wizard_');
  });

  it('with METRICS_TOKEN needs it (401 without, 200 with)', async () => {
    const ops = createOps({ production: true, metricsToken: 'scrape-secret-0123456789' });
    expect((await scrape(ops)).status).toBe(401);
    expect((await scrape(ops, 'wrong')).status).toBe(401);
    const ok = await scrape(ops, 'scrape-secret-0123456789');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('wizard_');
  });

  it('the sandbox default stays open', async () => {
    const r = await scrape(createOps());
    expect(r.status).toBe(200);
  });
});
