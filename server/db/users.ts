/** User access (doc 1 §7.2): e-mails, usernames, password hashes, current application. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { usernames, users } from './schema';

export type UserRow = typeof users.$inferSelect;

/** The user with this e-mail (stored lower-case), or null. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** The user owning this username (case-insensitive), or null. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(usernames)
    .innerJoin(users, eq(users.uid, usernames.userUid))
    .where(eq(usernames.username, username.trim().toLowerCase()));
  return row?.user ?? null;
}

export async function findUser(db: Db, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid));
  return row ?? null;
}

/** The usernames known for an e-mail, in their display order; [] for an unknown e-mail. */
export async function usernamesForEmail(db: Db, email: string): Promise<string[]> {
  const user = await findUserByEmail(db, email);
  if (!user) return [];
  const rows = await db
    .select({ username: usernames.username })
    .from(usernames)
    .where(eq(usernames.userUid, user.uid))
    .orderBy(asc(usernames.position), asc(usernames.username));
  return rows.map((r) => r.username);
}

/** Creates a user whose only username is the e-mail. Returns null when the e-mail exists. */
export async function insertUser(
  db: Db,
  input: { email: string; passwordHash: string; brokerCode: string },
): Promise<UserRow | null> {
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: input.passwordHash, brokerCode: input.brokerCode })
    .onConflictDoNothing()
    .returning();
  if (!user) return null;
  await db
    .insert(usernames)
    .values({ username: email, userUid: user.uid, position: 0 })
    .onConflictDoNothing();
  return user;
}

/** Makes `applicationUid` the one the user's tokens name (doc 1 §3 ApplicationUid claim). */
export async function setCurrentApplication(
  db: Db,
  userUid: string,
  applicationUid: string,
): Promise<void> {
  await db
    .update(users)
    .set({ currentApplicationUid: applicationUid })
    .where(eq(users.uid, userUid));
}

/** Replaces the user's password hash. */
export async function setPasswordHash(
  db: Db,
  userUid: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.uid, userUid));
}
