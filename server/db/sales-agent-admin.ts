/**
 * Sales agents in production (issue 20: the sandbox's `sales@<code>.example` agents are demo data
 * and production seeds none). `addSalesAgent` creates an agent of a broker, or — for an e-mail that
 * is already an agent of that broker — sets a new password and name; `npm run sales:agent` is its
 * command line (scripts/sales-agent.ts, README "Production").
 *
 * Rules: the e-mail and the password follow the applicant's rules of doc 1 §5 (`emailSchema`,
 * `passwordSchema`: strength, allowed characters, not a common password, not a password the
 * sandbox publishes — issue 31); the name 1–100
 * characters; the broker must exist. An agent of another broker with the same e-mail is refused
 * (an agent belongs to one broker: doc 1 §6 "a sales token only its broker's"). The password is
 * stored as an argon2id hash only.
 *
 * Issue 31: a new password ends every session of the agent and every impersonation it runs, on
 * every instance (`revokePrincipalSessions`); `disableSalesAgent` (`npm run sales:agent --
 * --disable <e-mail>`) cuts an agent off the same way and refuses its sign-ins from then on.
 * Setting a new password for a disabled agent enables it again (docs/decisions.md).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../../services/api/fields';
import { hashPassword } from '../auth/passwords';
import { revokePrincipalSessions } from '../auth/sessions';
import { loadCommonPasswords } from '../passwords/common-list';
import { BROKER_CODE_PATTERN } from '../config';
import type { Db } from './client';
import { isPublishedDemoPassword } from './demo-credentials';
import { brokers, salesAgents } from './schema';

/** A refusal of `addSalesAgent`: its message names the field, never the password. */
export class SalesAgentRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SalesAgentRefused';
  }
}

const input = z.object({
  email: emailSchema,
  name: z.string().trim().min(1).max(100),
  brokerCode: z.string().trim().toUpperCase().regex(BROKER_CODE_PATTERN),
  password: passwordSchema,
});

/**
 * Creates (or updates the password and name of) the sales agent `email` of `brokerCode`.
 * Answers `{ uid, created }`; throws `SalesAgentRefused` naming the first invalid field
 * ('email', 'name', 'brokerCode', 'password' with the rule's text key), an unknown broker, or an
 * e-mail that is another broker's agent.
 */
export async function addSalesAgent(
  db: Db,
  raw: { email: string; name: string; brokerCode: string; password: string },
): Promise<{ uid: string; created: boolean }> {
  await loadCommonPasswords();
  const parsed = input.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SalesAgentRefused(`${String(issue.path[0])} is not valid (${issue.message})`);
  }
  const { email, name, brokerCode, password } = parsed.data;
  if (isPublishedDemoPassword(password))
    throw new SalesAgentRefused(
      'password is not valid (a published sandbox demo password; issue 31)',
    );
  const [broker] = await db
    .select({ code: brokers.code })
    .from(brokers)
    .where(eq(brokers.code, brokerCode));
  if (!broker)
    throw new SalesAgentRefused(
      `broker ${brokerCode} does not exist (npm run broker:import first)`,
    );
  const lower = email.toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select().from(salesAgents).where(eq(salesAgents.email, lower));
  if (existing) {
    if (existing.brokerCode !== brokerCode)
      throw new SalesAgentRefused(
        `the e-mail is already an agent of broker ${existing.brokerCode}`,
      );
    await db.transaction(async (tx) => {
      await tx
        .update(salesAgents)
        .set({ name, passwordHash, disabledAt: null })
        .where(eq(salesAgents.uid, existing.uid));
      await revokePrincipalSessions(tx, existing.uid, 'password');
    });
    return { uid: existing.uid, created: false };
  }
  const [row] = await db
    .insert(salesAgents)
    .values({ email: lower, name, passwordHash, brokerCode })
    .returning({ uid: salesAgents.uid });
  return { uid: row!.uid, created: true };
}

/**
 * Disables the sales agent `email` (issue 31, `npm run sales:agent -- --disable <e-mail>`): its
 * sign-ins are refused like a wrong password, its tokens and those of every impersonation it runs
 * are refused on every instance at once (the session rows are revoked and announced; the bearer
 * check reads the agent on each impersonated request). Answers the sessions ended; throws
 * `SalesAgentRefused` for an e-mail that is no agent. Disabling twice changes nothing more.
 */
export async function disableSalesAgent(
  db: Db,
  email: string,
  at: Date = new Date(),
): Promise<{ uid: string; sessionsEnded: number }> {
  const lower = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [agent] = await tx.select().from(salesAgents).where(eq(salesAgents.email, lower));
    if (!agent) throw new SalesAgentRefused('no sales agent has this e-mail');
    if (!agent.disabledAt)
      await tx.update(salesAgents).set({ disabledAt: at }).where(eq(salesAgents.uid, agent.uid));
    const ended = await revokePrincipalSessions(tx, agent.uid, 'disabled', at);
    return { uid: agent.uid, sessionsEnded: ended.count };
  });
}
