/**
 * `addSalesAgent` (issue 20, npm run sales:agent): production's way to create sales agents, since
 * it seeds none. The agent it creates signs in through POST /v2/authenticate with a 'Sales' token;
 * a second call changes the password; bad input is refused naming the field, never the password.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSalesAgent, SalesAgentRefused } from '../../server/db/sales-agent-admin';
import { salesAgents } from '../../server/db/schema';
import { startHarness, uniqueEmail, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const STRONG = 'Vault!Ingot#2031';
const login = (Email: string, Password: string) =>
  h.call('POST', '/v2/authenticate', { body: { Email, Password } });

describe('addSalesAgent', () => {
  it('creates an agent who signs in with a Sales token; a second call changes the password', async () => {
    const email = uniqueEmail('agent');
    const first = await addSalesAgent(h.database.db, {
      email,
      name: 'Ann Desk',
      brokerCode: 'haa',
      password: STRONG,
    });
    expect(first.created).toBe(true);
    const r = await login(email, STRONG);
    expect(r.status, r.text).toBe(200);
    expect(decodeJwt(r.json.JwtToken).JwtTokenType).toBe('Sales');
    const [row] = await h.database.db
      .select()
      .from(salesAgents)
      .where(eq(salesAgents.uid, first.uid));
    expect(row!.passwordHash).not.toContain(STRONG);

    const again = await addSalesAgent(h.database.db, {
      email,
      name: 'Ann Desk',
      brokerCode: 'HAA',
      password: `${STRONG}x`,
    });
    expect(again).toEqual({ uid: first.uid, created: false });
    expect((await login(email, STRONG)).status).not.toBe(200);
    expect((await login(email, `${STRONG}x`)).status).toBe(200);
  });

  it('refuses a weak or common password, a bad e-mail, an unknown broker and another broker’s agent', async () => {
    const refusal = async (p: Promise<unknown>) => {
      const err = await p.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(SalesAgentRefused);
      return (err as Error).message;
    };
    const email = uniqueEmail('agent');
    const base = { email, name: 'Bo Desk', brokerCode: 'HAA', password: STRONG };
    expect(await refusal(addSalesAgent(h.database.db, { ...base, password: 'short' }))).toMatch(
      /^password is not valid/,
    );
    expect(
      await refusal(addSalesAgent(h.database.db, { ...base, password: 'Password123!' })),
    ).toMatch(/^password is not valid/);
    expect(await refusal(addSalesAgent(h.database.db, { ...base, email: 'not-an-email' }))).toMatch(
      /^email is not valid/,
    );
    expect(await refusal(addSalesAgent(h.database.db, { ...base, brokerCode: 'NOPE' }))).toMatch(
      /broker NOPE does not exist/,
    );
    await addSalesAgent(h.database.db, base);
    const other = await h.database.db.select({ code: salesAgents.brokerCode }).from(salesAgents);
    expect(other.length).toBeGreaterThan(0);
    const brokers = (await h.database.db.query.brokers.findMany())
      .map((b) => b.code)
      .filter((c) => c !== 'HAA');
    expect(
      await refusal(addSalesAgent(h.database.db, { ...base, brokerCode: brokers[0]! })),
    ).toMatch(/already an agent of broker HAA/);
    for (const m of [base.password])
      expect(JSON.stringify(await h.database.db.select().from(salesAgents))).not.toContain(m);
  });
});
