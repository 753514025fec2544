/**
 * Marketing-list subscriptions recorded by the sandbox marketing adapter
 * (server/providers/marketing-lists.ts; doc 1 §1 Supporting behaviour, §9 marketing lists).
 * E-mails are stored in lower case and never logged.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { marketingSubscriptions } from './schema';

export interface SubscriptionRow {
  email: string;
  list: string;
  brokerCode: string;
  userUid: string | null;
  createdAt: Date;
}

/**
 * Records `email` on each of `lists` for `brokerCode`. Idempotent: a list the e-mail is already on
 * (for that broker) is left as it is. Returns how many subscriptions were new.
 */
export async function recordSubscriptions(
  db: Db,
  input: { email: string; lists: readonly string[]; brokerCode: string; userUid: string | null },
): Promise<number> {
  if (input.lists.length === 0) return 0;
  const email = input.email.trim().toLowerCase();
  const rows = await db
    .insert(marketingSubscriptions)
    .values(
      input.lists.map((list) => ({
        email,
        list,
        brokerCode: input.brokerCode,
        userUid: input.userUid,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: marketingSubscriptions.id });
  return rows.length;
}

/** The subscriptions of an e-mail (any case), optionally for one broker, by list name. */
export async function subscriptionsOf(
  db: Db,
  email: string,
  brokerCode?: string,
): Promise<SubscriptionRow[]> {
  const e = email.trim().toLowerCase();
  return db
    .select({
      email: marketingSubscriptions.email,
      list: marketingSubscriptions.list,
      brokerCode: marketingSubscriptions.brokerCode,
      userUid: marketingSubscriptions.userUid,
      createdAt: marketingSubscriptions.createdAt,
    })
    .from(marketingSubscriptions)
    .where(
      brokerCode
        ? and(
            eq(marketingSubscriptions.email, e),
            eq(marketingSubscriptions.brokerCode, brokerCode),
          )
        : eq(marketingSubscriptions.email, e),
    )
    .orderBy(asc(marketingSubscriptions.list));
}
