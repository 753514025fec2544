/**
 * Sales-assisted data (doc 1 §1 "back-office sales staff", §6, §7.3): sales agents per broker,
 * the applications a sales token may list, and single-use customer invitations.
 *
 * - Sales agents (`sales_agents`) belong to one broker and log in with POST /v2/authenticate
 *   (docs/sandbox.md "Sales-assisted" lists the seeded ones).
 * - A customer created by a sales agent has no password yet: `users.password_hash` is '' (no
 *   argon2 hash verifies against it), which is what the invitation's IsNew reports.
 * - Invitations: 'inv_' + 32 random bytes in base64url; only the SHA-256 is stored. One lives
 *   INVITATION_TTL_MS, a newer invitation of the same application supersedes it, and it is
 *   accepted once (the customer's password is set, or an existing customer opened it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SalesApplicationItem } from '../../services/api/contract';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import { applications, brokers, salesAgents, salesInvitations, usernames, users } from './schema';

export type SalesAgentRow = typeof salesAgents.$inferSelect;
export type SalesInvitationRow = typeof salesInvitations.$inferSelect;

/** Lifetime of a customer invitation: 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The password hash of a customer who has none yet (created by a sales agent). */
export const NO_PASSWORD = '';

/** The password of every seeded sandbox sales agent (docs/sandbox.md; valid under doc 1 §5). */
export const SANDBOX_SALES_PASSWORD = 'SalesDesk2024!';
/** The seeded sales agent of a broker: sales@<code>.example, e.g. sales@haa.example. */
export const sandboxSalesAgentEmail = (brokerCode: string) =>
  `sales@${brokerCode.toLowerCase()}.example`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const INVITATION_TOKEN = /^inv_[A-Za-z0-9_-]{43}$/;

/** True when the user was created by a sales agent and has not set a password yet. */
export const isNewCustomer = (user: { passwordHash: string }) => user.passwordHash === NO_PASSWORD;

/** The enabled sales agent `uid` (issue 31: a disabled agent is no agent: its tokens are refused), or null. */
export async function findSalesAgent(db: Db, uid: string): Promise<SalesAgentRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uid)) return null;
  const [row] = await db
    .select()
    .from(salesAgents)
    .where(and(eq(salesAgents.uid, uid), isNull(salesAgents.disabledAt)));
  return row ?? null;
}

/**
 * The sales agent with this e-mail (stored lower-case), or null. Disabled agents (issue 31) are
 * found only with `includeDisabled` — the login (which refuses them like a wrong password) and
 * the rule that a customer cannot use an agent's e-mail.
 */
export async function findSalesAgentByEmail(
  db: Db,
  email: string,
  opts: { includeDisabled?: boolean } = {},
): Promise<SalesAgentRow | null> {
  const byEmail = eq(salesAgents.email, email.trim().toLowerCase());
  const [row] = await db
    .select()
    .from(salesAgents)
    .where(opts.includeDisabled ? byEmail : and(byEmail, isNull(salesAgents.disabledAt)));
  return row ?? null;
}

/**
 * Seeds one sandbox sales agent per broker in the database (sales@<code>.example, password
 * SANDBOX_SALES_PASSWORD). Idempotent: an existing agent is left as it is.
 */
export async function seedSalesAgents(db: Db): Promise<void> {
  const codes = (await db.select({ code: brokers.code, name: brokers.name }).from(brokers)).sort(
    (a, b) => a.code.localeCompare(b.code),
  );
  const existing = new Set(
    (await db.select({ email: salesAgents.email }).from(salesAgents)).map((r) => r.email),
  );
  const missing = codes.filter((b) => !existing.has(sandboxSalesAgentEmail(b.code)));
  if (!missing.length) return;
  const passwordHash = await hashPassword(SANDBOX_SALES_PASSWORD);
  await db
    .insert(salesAgents)
    .values(
      missing.map((b) => ({
        email: sandboxSalesAgentEmail(b.code),
        name: `${b.name} Sales Desk`,
        passwordHash,
        brokerCode: b.code,
      })),
    )
    .onConflictDoNothing();
}

/** A customer's applications at one broker, newest first (doc 1 §3 assisted application list item). */
export async function listBrokerApplications(
  db: Db,
  userUid: string,
  brokerCode: string,
): Promise<SalesApplicationItem[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userUid, userUid), eq(applications.brokerCode, brokerCode)))
    .orderBy(desc(applications.createdOn), desc(applications.uid));
  return rows.map((a) => ({
    ApplicationUid: a.uid,
    ApplicationType: (a.applicationType as SalesApplicationItem['ApplicationType']) ?? null,
    AccountType: a.accountType,
    RegistrationFlowType: a.registrationFlowType === 2 ? 2 : 1,
    ApplicationStep: a.applicationStep,
    IsAssisted: a.isAssisted,
    IsCompletedApplication: a.isCompleted,
    CreatedOn: a.createdOn.toISOString(),
    CreatedBy: a.createdBy,
  }));
}

/**
 * The application an impersonation token names: the customer's current application when it is
 * of this broker and open, else their newest open application of the broker, else null.
 */
export async function impersonatedApplication(
  db: Db,
  user: { uid: string; currentApplicationUid: string | null },
  brokerCode: string,
): Promise<string | null> {
  const rows = await db
    .select({ uid: applications.uid, isCompleted: applications.isCompleted })
    .from(applications)
    .where(and(eq(applications.userUid, user.uid), eq(applications.brokerCode, brokerCode)))
    .orderBy(desc(applications.createdOn), desc(applications.uid));
  const current = rows.find((r) => r.uid === user.currentApplicationUid && !r.isCompleted);
  if (current) return current.uid;
  // The newest one only: a completed newest application means "start new" (doc 1 §4.12).
  return rows[0] && !rows[0].isCompleted ? rows[0].uid : null;
}

/** Marks an application as sales-assisted; CreatedBy becomes the agent's name unless already set. */
export async function markAssisted(
  db: Db,
  applicationUid: string,
  agentName: string,
): Promise<void> {
  await db
    .update(applications)
    .set({ isAssisted: true })
    .where(eq(applications.uid, applicationUid));
  await db
    .update(applications)
    .set({ createdBy: agentName })
    .where(and(eq(applications.uid, applicationUid), isNull(applications.createdBy)));
}

/** Sets the password of a customer who has none yet; false when they already have one (conditional update). */
export async function setFirstPassword(
  db: Db,
  userUid: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.uid, userUid), eq(users.passwordHash, NO_PASSWORD)))
    .returning({ uid: users.uid });
  return rows.length > 0;
}

/** Creates a customer without a password (IsNew) for a sales agent; returns the existing one on a race. */
export async function findOrCreateCustomer(db: Db, email: string, brokerCode: string) {
  const normalized = email.trim().toLowerCase();
  const [found] = await db.select().from(users).where(eq(users.email, normalized));
  if (found) return { user: found, created: false };
  const [created] = await db
    .insert(users)
    .values({ email: normalized, passwordHash: NO_PASSWORD, brokerCode })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [raced] = await db.select().from(users).where(eq(users.email, normalized));
    return { user: raced, created: false };
  }
  await db
    .insert(usernames)
    .values({ username: normalized, userUid: created.uid, position: 0 })
    .onConflictDoNothing();
  return { user: created, created: true };
}

/**
 * Issues an invitation to the application's customer and supersedes the application's earlier
 * open ones. Returns the token (to be mailed, never logged) and its expiry.
 */
export async function issueInvitation(
  db: Db,
  input: { applicationUid: string; userUid: string; salesAgentUid: string },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await db
    .update(salesInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(salesInvitations.applicationUid, input.applicationUid),
        isNull(salesInvitations.acceptedAt),
        isNull(salesInvitations.revokedAt),
      ),
    );
  const token = `inv_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await db.insert(salesInvitations).values({ tokenHash: hashOf(token), ...input, expiresAt });
  return { token, expiresAt };
}

export type InvitationCheck =
  | { ok: true; invitation: SalesInvitationRow }
  | {
      ok: false;
      code: 'InvalidApplicationToken' | 'ApplicationInvitationAlreadyAccepted';
      reason: 'unknown' | 'expired' | 'superseded' | 'accepted';
    };

/** What an invitation token is now, without changing it. */
export async function checkInvitation(db: Db, token: string, now: Date): Promise<InvitationCheck> {
  if (!INVITATION_TOKEN.test(token))
    return { ok: false, code: 'InvalidApplicationToken', reason: 'unknown' };
  const [row] = await db
    .select()
    .from(salesInvitations)
    .where(eq(salesInvitations.tokenHash, hashOf(token)));
  return judge(row, now);
}

function judge(row: SalesInvitationRow | undefined, now: Date): InvitationCheck {
  if (!row) return { ok: false, code: 'InvalidApplicationToken', reason: 'unknown' };
  if (row.acceptedAt)
    return { ok: false, code: 'ApplicationInvitationAlreadyAccepted', reason: 'accepted' };
  if (row.revokedAt) return { ok: false, code: 'InvalidApplicationToken', reason: 'superseded' };
  if (row.expiresAt.getTime() <= now.getTime())
    return { ok: false, code: 'InvalidApplicationToken', reason: 'expired' };
  return { ok: true, invitation: row };
}

/** Records that the invitation was opened (GET …/invitations) now. */
export async function markInvitationOpened(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(salesInvitations)
    .set({ openedAt: now })
    .where(eq(salesInvitations.tokenHash, tokenHash));
}

/**
 * Accepts an open invitation (single use): a conditional update, so two concurrent acceptances
 * cannot both succeed. The invited application becomes the customer's current one.
 */
export async function acceptInvitation(
  db: Db,
  invitation: SalesInvitationRow,
  now: Date,
): Promise<boolean> {
  const done = await db
    .update(salesInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(salesInvitations.tokenHash, invitation.tokenHash),
        isNull(salesInvitations.acceptedAt),
        isNull(salesInvitations.revokedAt),
      ),
    )
    .returning({ tokenHash: salesInvitations.tokenHash });
  if (!done.length) return false;
  await db
    .update(users)
    .set({ currentApplicationUid: invitation.applicationUid })
    .where(eq(users.uid, invitation.userUid));
  return true;
}

/** The hash under which an invitation token is stored (tests read the outbox's token back). */
export const invitationHash = hashOf;
