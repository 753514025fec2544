/**
 * Analysts (issue 25): the users of the analytics page, a role apart from applicants and sales
 * agents. `addAnalyst` creates one (or sets a new password and name for a known e-mail); `npm run
 * analyst:add` is its command line (scripts/analyst.ts). The sandbox seeds one demo analyst
 * (`seedSandboxAnalyst`, docs/sandbox.md "Analytics"); production seeds none.
 *
 * Sign-in: e-mail and password give an opaque token 'ana_' + 32 random bytes (base64url), valid
 * ANALYST_SESSION_TTL_MS; only its SHA-256 is stored (`analyst_sessions`). It is not a JWT, so no
 * applicant or sales-agent token can pass for it, and an analyst token reaches no /v2 route.
 * Rules as for sales agents (server/db/sales-agent-admin.ts): e-mail and password follow doc 1 §5,
 * the name 1–100 characters, the password is stored as an argon2id hash only; a password the
 * sandbox publishes (server/db/database-mode.ts) is refused (issue 31).
 *
 * Issue 31: `disableAnalyst` (`npm run analyst:add -- --disable <e-mail>`) ends every sign-in of
 * the analyst and refuses new ones (the same answer as a wrong password); every request reads the
 * sign-in from the database, so it ends on every instance at once. A new password re-enables.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../../services/api/fields';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { loadCommonPasswords } from '../passwords/common-list';
import type { Db } from './client';
import { isPublishedDemoPassword, SANDBOX_ANALYST } from './demo-credentials';
import { analystSessions, analysts } from './schema';

/** The sandbox's demo analyst, defined in server/db/demo-credentials.ts. */
export { SANDBOX_ANALYST } from './demo-credentials';

/** Lifetime of an analyst sign-in: 8 hours (a working day). */
export const ANALYST_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const ANALYST_TOKEN = /^ana_[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A refusal of `addAnalyst`: its message names the field, never the password. */
export class AnalystRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalystRefused';
  }
}

const input = z.object({
  email: emailSchema,
  name: z.string().trim().min(1).max(100),
  password: passwordSchema,
});

/**
 * Creates (or updates the password and name of) the analyst `email` (issue 25). Answers `{ uid,
 * created }`; throws `AnalystRefused` naming the first invalid field. Updating a password ends
 * the analyst's sign-ins.
 */
export async function addAnalyst(
  db: Db,
  raw: { email: string; name: string; password: string },
): Promise<{ uid: string; created: boolean }> {
  await loadCommonPasswords();
  const parsed = input.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AnalystRefused(`${String(issue.path[0])} is not valid (${issue.message})`);
  }
  const { email, name, password } = parsed.data;
  if (isPublishedDemoPassword(password))
    throw new AnalystRefused('password is not valid (a published sandbox demo password; issue 31)');
  const lower = email.toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select().from(analysts).where(eq(analysts.email, lower));
  if (existing) {
    await db
      .update(analysts)
      .set({ name, passwordHash, disabledAt: null })
      .where(eq(analysts.uid, existing.uid));
    await db.delete(analystSessions).where(eq(analystSessions.analystUid, existing.uid));
    return { uid: existing.uid, created: false };
  }
  const [row] = await db
    .insert(analysts)
    .values({ email: lower, name, passwordHash })
    .returning({ uid: analysts.uid });
  return { uid: row!.uid, created: true };
}

/** Seeds the sandbox's demo analyst once (sandbox mode only: its password is published). */
export async function seedSandboxAnalyst(db: Db): Promise<void> {
  const [known] = await db
    .select({ uid: analysts.uid })
    .from(analysts)
    .where(eq(analysts.email, SANDBOX_ANALYST.email));
  if (known) return;
  await db
    .insert(analysts)
    .values({
      email: SANDBOX_ANALYST.email,
      name: SANDBOX_ANALYST.name,
      passwordHash: await hashPassword(SANDBOX_ANALYST.password),
    })
    .onConflictDoNothing();
}

/**
 * Signs an analyst in (issue 25): the token and its expiry, or null for an unknown e-mail or a
 * wrong password or a disabled analyst (the same answer, so e-mails cannot be probed). Expired sign-ins are purged.
 */
export async function signInAnalyst(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<{ token: string; name: string; expiresAt: Date } | null> {
  const [analyst] = await db
    .select()
    .from(analysts)
    .where(eq(analysts.email, email.trim().toLowerCase()));
  if (!analyst || !(await verifyPassword(analyst.passwordHash, password)) || analyst.disabledAt)
    return null;
  const token = `ana_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + ANALYST_SESSION_TTL_MS);
  await db.delete(analystSessions).where(lt(analystSessions.expiresAt, now));
  await db
    .insert(analystSessions)
    .values({ tokenHash: hashOf(token), analystUid: analyst.uid, expiresAt });
  return { token, name: analyst.name, expiresAt };
}

/** The analyst a live token names (`{ uid, name }`), or null (unknown, expired, signed out). */
export async function analystOfToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ uid: string; name: string } | null> {
  if (!ANALYST_TOKEN.test(token)) return null;
  const [row] = await db
    .select({ uid: analysts.uid, name: analysts.name })
    .from(analystSessions)
    .innerJoin(analysts, eq(analysts.uid, analystSessions.analystUid))
    .where(
      and(
        eq(analystSessions.tokenHash, hashOf(token)),
        gt(analystSessions.expiresAt, now),
        isNull(analysts.disabledAt),
      ),
    );
  return row ?? null;
}

/** Ends the sign-in of `token` (sign-out); unknown tokens are ignored. */
export async function signOutAnalyst(db: Db, token: string): Promise<void> {
  await db.delete(analystSessions).where(eq(analystSessions.tokenHash, hashOf(token)));
}

/**
 * Disables the analyst `email` (issue 31): sign-ins refused, every live sign-in deleted. Answers
 * the sign-ins ended; throws `AnalystRefused` for an unknown e-mail.
 */
export async function disableAnalyst(
  db: Db,
  email: string,
  at: Date = new Date(),
): Promise<{ uid: string; sessionsEnded: number }> {
  const lower = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [analyst] = await tx.select().from(analysts).where(eq(analysts.email, lower));
    if (!analyst) throw new AnalystRefused('no analyst has this e-mail');
    if (!analyst.disabledAt)
      await tx.update(analysts).set({ disabledAt: at }).where(eq(analysts.uid, analyst.uid));
    const ended = await tx
      .delete(analystSessions)
      .where(eq(analystSessions.analystUid, analyst.uid))
      .returning({ id: analystSessions.tokenHash });
    return { uid: analyst.uid, sessionsEnded: ended.length };
  });
}
