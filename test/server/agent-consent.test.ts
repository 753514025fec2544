/**
 * Issue 31 "The customer signs, the agent prepares" (doc 1 §6: the agent's review submit sends an
 * invitation; the customer signs):
 * - an Impersonation token gets 403 Error_PermissionDenied on the agreement acceptance, the
 *   backup-withholding certification, the submission and the upgrade's submit, and nothing is
 *   stored; the customer's own token succeeds and the stored actor is the customer;
 * - sessions record the acting principal (an impersonation: subject the customer, actor the agent);
 * - `disableSalesAgent` / a new agent password end the agent's session and its impersonations;
 *   a disabled agent signs in like a wrong password; a new password enables it again;
 * - `disableAnalyst` ends the analyst's sign-ins and refuses new ones.
 * Runs on PGlite and (npm run test:pg) on PostgreSQL; the cross-instance case is in
 * multi-instance.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensResponse, type JwtClaims } from '../../services/api/contract';
import { ACTIVE_CACHE_MS } from '../../server/auth/sessions';
import { addAnalyst, disableAnalyst } from '../../server/db/analysts';
import { addSalesAgent, disableSalesAgent } from '../../server/db/sales-agent-admin';
import { agreementAcceptances, applications, authSessions, persons } from '../../server/db/schema';
import { fillOwner, firstError, startHarness, uniqueEmail, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const AGENT_PASSWORD = 'DeskGold2031!';
const NEW_PASSWORD = 'DeskSilver2032!';

/** A new sales agent of HAA (npm run sales:agent's core) and its 'Sales' token. */
async function newAgent() {
  const email = uniqueEmail('agent');
  const { uid } = await addSalesAgent(h.database.db, {
    email,
    name: 'Ann Lee',
    brokerCode: 'HAA',
    password: AGENT_PASSWORD,
  });
  const login = await h.call('POST', '/v2/authenticate', {
    body: { Email: email, Password: AGENT_PASSWORD },
  });
  expect(login.status, login.text).toBe(200);
  return { email, uid, token: tokensResponse.parse(login.json).JwtToken };
}

/** `agent` impersonating the customer `email` (POST /v2/sales/authenticate). */
async function impersonate(agentToken: string, email: string) {
  const r = await h.call('POST', '/v2/sales/authenticate', {
    body: { InvitationToken: agentToken, CustomerEmail: email },
  });
  expect(r.status, r.text).toBe(200);
  const token = tokensResponse.parse(r.json).JwtToken;
  return { token, claims: decodeJwt(token) as unknown as JwtClaims };
}

/** A registered customer with a filled owner, and an agent impersonating them. */
async function preparedByAgent() {
  const customer = await h.register();
  await fillOwner(h, customer.token, customer.applicationUid);
  const agent = await newAgent();
  const imp = await impersonate(agent.token, customer.email);
  expect(imp.claims.ApplicationUid).toBe(customer.applicationUid);
  return { customer, agent, imp, base: `/v2/applications/${customer.applicationUid}` };
}

const expectAgentRefused = (r: { status: number; text: string; json: unknown }) => {
  expect(r.status, r.text).toBe(403);
  expect(firstError(r as never).Code).toBe('Error_PermissionDenied');
  expect(firstError(r as never).Context).toBe('JwtTokenType');
};

describe('an impersonating agent cannot give the customer’s consents (issue 31)', () => {
  it('403 on agreement acceptance, certification, submission and the upgrade submit; nothing stored', async () => {
    const { customer, imp, base } = await preparedByAgent();
    expectAgentRefused(await h.call('POST', `${base}/haa-agreements`, { token: imp.token }));
    expectAgentRefused(
      await h.call('POST', `${base}/persons/backup-withholdings?PersonTargetType=0`, {
        token: imp.token,
        body: { BackupWithHoldingRecord: false },
      }),
    );
    expectAgentRefused(await h.call('PATCH', `${base}?sessionId=s-agent`, { token: imp.token }));
    expectAgentRefused(
      await h.call(
        'PATCH',
        `/v2/basic-accounts/upgrade/${customer.applicationUid}?sessionId=s-agent`,
        { token: imp.token },
      ),
    );
    const db = h.database.db;
    const accepted = await db
      .select()
      .from(agreementAcceptances)
      .where(eq(agreementAcceptances.applicationUid, customer.applicationUid));
    expect(accepted).toEqual([]);
    const [app] = await db
      .select()
      .from(applications)
      .where(eq(applications.uid, customer.applicationUid));
    expect(app!.isCompleted).toBe(false);
    const [owner] = await db
      .select()
      .from(persons)
      .where(eq(persons.applicationUid, customer.applicationUid));
    expect(owner!.backupWithholding).toBeNull();
  });

  it('the agent still prepares: a data save under impersonation succeeds', async () => {
    const { imp, base } = await preparedByAgent();
    const r = await h.call('POST', `${base}/steps`, {
      token: imp.token,
      body: { Step: '/secure/dob' },
    });
    expect(r.status, r.text).toBe(200);
  });

  it("the customer's own token succeeds and each act stores the customer as its actor", async () => {
    const { customer, base } = await preparedByAgent();
    const uid = customer.claims.UserUid;
    const cert = await h.call('POST', `${base}/persons/backup-withholdings?PersonTargetType=0`, {
      token: customer.token,
      body: { BackupWithHoldingRecord: false },
    });
    expect(cert.status, cert.text).toBe(201);
    expect((await h.call('POST', `${base}/haa-agreements`, { token: customer.token })).status).toBe(
      202,
    );
    const done = await h.call('PATCH', `${base}?sessionId=s-customer`, { token: customer.token });
    expect(done.status, done.text).toBe(200);

    const db = h.database.db;
    const [acc] = await db
      .select()
      .from(agreementAcceptances)
      .where(eq(agreementAcceptances.applicationUid, customer.applicationUid));
    expect({ kind: acc!.actorKind, uid: acc!.actorUid }).toEqual({ kind: 'customer', uid });
    const [owner] = await db
      .select()
      .from(persons)
      .where(eq(persons.applicationUid, customer.applicationUid));
    expect({
      value: owner!.backupWithholding,
      kind: owner!.backupWithholdingActorKind,
      uid: owner!.backupWithholdingActorUid,
    }).toEqual({ value: false, kind: 'customer', uid });
    const [app] = await db
      .select()
      .from(applications)
      .where(eq(applications.uid, customer.applicationUid));
    expect({
      done: app!.isCompleted,
      kind: app!.completedByKind,
      uid: app!.completedByUid,
    }).toEqual({ done: true, kind: 'customer', uid });
  });
});

describe('sessions know who acts; agents and analysts can be cut off (issue 31)', () => {
  it('an impersonation session records the customer as subject and the agent as actor', async () => {
    const { customer, agent, imp } = await preparedByAgent();
    const sid = (imp.claims as unknown as { sid: string }).sid;
    const [row] = await h.database.db.select().from(authSessions).where(eq(authSessions.id, sid));
    expect({ subject: row!.subjectUid, kind: row!.actorKind, actor: row!.actorUid }).toEqual({
      subject: customer.claims.UserUid,
      kind: 'agent',
      actor: agent.uid,
    });
    const own = (decodeJwt(customer.token) as { sid: string }).sid;
    const [mine] = await h.database.db.select().from(authSessions).where(eq(authSessions.id, own));
    expect({ kind: mine!.actorKind, actor: mine!.actorUid }).toEqual({
      kind: 'customer',
      actor: customer.claims.UserUid,
    });
  });

  it('disabling an agent ends its session and its impersonation; its sign-in answers like a wrong password; a new password enables it', async () => {
    const { customer, agent, imp, base } = await preparedByAgent();
    const list = () =>
      h.call(
        'GET',
        `/v2/sales/users/applications?userEmail=${encodeURIComponent(customer.email)}`,
        {
          token: agent.token,
        },
      );
    expect((await list()).status).toBe(200);
    expect((await h.call('GET', base, { token: imp.token })).status).toBe(200);

    const { sessionsEnded } = await disableSalesAgent(h.database.db, agent.email);
    expect(sessionsEnded).toBe(2); // its own session and the impersonation
    expect((await list()).status).toBe(401);
    expect((await h.call('GET', base, { token: imp.token })).status).toBe(401);
    const revoked = await h.database.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.actorUid, agent.uid), eq(authSessions.revokedReason, 'disabled')));
    expect(revoked).toHaveLength(2);

    const disabled = await h.call('POST', '/v2/authenticate', {
      body: { Email: agent.email, Password: AGENT_PASSWORD },
    });
    const wrong = await h.call('POST', '/v2/authenticate', {
      body: { Email: agent.email, Password: 'NotThePassword1!' },
    });
    expect(disabled.status).toBe(400);
    expect(firstError(disabled)).toEqual(firstError(wrong));

    await addSalesAgent(h.database.db, {
      email: agent.email,
      name: 'Ann Lee',
      brokerCode: 'HAA',
      password: NEW_PASSWORD,
    });
    const back = await h.call('POST', '/v2/authenticate', {
      body: { Email: agent.email, Password: NEW_PASSWORD },
    });
    expect(back.status, back.text).toBe(200);
  });

  it("a new agent password ends the agent's session and running impersonations at once", async () => {
    const { agent, imp, base } = await preparedByAgent();
    expect((await h.call('GET', base, { token: imp.token })).status).toBe(200);
    await addSalesAgent(h.database.db, {
      email: agent.email,
      name: 'Ann Lee',
      brokerCode: 'HAA',
      password: NEW_PASSWORD,
    });
    // The admin command revokes in the database; this process's session cache (no LISTEN on
    // PGlite) lets go after ACTIVE_CACHE_MS — the 2 s bound (the harness's clock).
    h.clock.now = new Date(h.clock.now.getTime() + ACTIVE_CACHE_MS + 1);
    const status = (await h.call('GET', base, { token: imp.token })).status;
    expect(status).toBe(401);
    const out = await h.call('POST', '/v2/sales/authenticate', {
      body: { InvitationToken: agent.token, CustomerEmail: uniqueEmail('c') },
    });
    expect(out.status).toBe(400); // the Sales token's session is over
  });

  it('a disabled analyst cannot sign in and its live sign-in ends', async () => {
    const email = uniqueEmail('analyst');
    await addAnalyst(h.database.db, { email, name: 'Ana Lyst', password: AGENT_PASSWORD });
    const signIn = () =>
      h.call('POST', '/analytics/api/session', {
        body: { Email: email, Password: AGENT_PASSWORD },
      });
    const first = await signIn();
    expect(first.status, first.text).toBe(200);
    const token = first.json.Token as string;
    expect((await h.call('GET', '/analytics/api/me', { token })).status).toBe(200);
    const { sessionsEnded } = await disableAnalyst(h.database.db, email);
    expect(sessionsEnded).toBe(1);
    expect((await h.call('GET', '/analytics/api/me', { token })).status).toBe(401);
    const again = await signIn();
    expect(again.status).toBe(400);
    expect(again.json.Errors[0].Code).toBe('InvalidCredentials');
  });
});
