/**
 * Marketing-list subscription behind an adapter (doc 1 §1 "A marketing service subscribes the
 * stored e-mail to the lists newsletter, alerts and promo, outside the AIP flow"; §6 third
 * parties; §9 "Marketing lists: newsletter, alerts, promo").
 *
 * - Sandbox (default, `createSandboxMarketingLists`): no network; each subscription is a row of
 *   `marketing_subscriptions` (e-mail in lower case, list, broker code, user uid, time), once per
 *   e-mail, list and broker (docs/sandbox.md "Marketing lists").
 * - When: `subscribeNewUser` is called by create user (POST /v2/users, server/routes/users.ts)
 *   after the user exists, for RegistrationFlowType 1 only — the AIP flow (2) is left out, as the
 *   spec says (decision in docs/decisions.md). It never fails the registration: a provider error is
 *   logged by error name only (no e-mail) and answered `false`.
 *
 * A real marketing service plugs in by implementing `MarketingListsProvider` and passing it to
 * createApp({ marketingLists }); the spec names none, so none is bundled.
 */
import type { Db } from '../db/client';
import { recordSubscriptions } from '../db/marketing';
import type { Logger } from '../logger';

/** The marketing lists of doc 1 §9, in spec order. */
export const MARKETING_LISTS = ['newsletter', 'alerts', 'promo'] as const;
export type MarketingList = (typeof MARKETING_LISTS)[number];

export interface MarketingSubscription {
  /** The e-mail the user registered with (PII: never logged). */
  email: string;
  lists: readonly MarketingList[];
  brokerCode: string;
  userUid: string | null;
}

export interface MarketingListsProvider {
  /** 'sandbox' or the service's name. */
  readonly name: string;
  /** Subscribes the e-mail to the lists; resolves when the service accepted it. */
  subscribe(subscription: MarketingSubscription): Promise<void>;
}

/** The sandbox adapter: records subscriptions in the database (table marketing_subscriptions). */
export function createSandboxMarketingLists(db: Db): MarketingListsProvider {
  return {
    name: 'sandbox',
    async subscribe(s) {
      await recordSubscriptions(db, {
        email: s.email,
        lists: s.lists,
        brokerCode: s.brokerCode,
        userUid: s.userUid,
      });
    },
  };
}

/**
 * Subscribes a newly registered user's e-mail to every marketing list, outside the AIP flow
 * (`registrationFlowType` 2 is skipped). Resolves true when subscribed, false when skipped or
 * when the provider failed (logged as 'marketing.failed' with the error name; never rejects).
 */
export async function subscribeNewUser(
  provider: MarketingListsProvider | undefined,
  log: Logger,
  input: { email: string; brokerCode: string; userUid: string; registrationFlowType: number },
): Promise<boolean> {
  if (!provider || input.registrationFlowType === 2) return false;
  try {
    await provider.subscribe({
      email: input.email,
      lists: MARKETING_LISTS,
      brokerCode: input.brokerCode,
      userUid: input.userUid,
    });
    log('marketing.subscribed', {
      provider: provider.name,
      broker: input.brokerCode,
      lists: MARKETING_LISTS.length,
    });
    return true;
  } catch (err) {
    log('marketing.failed', {
      provider: provider.name,
      broker: input.brokerCode,
      name: err instanceof Error ? err.name : 'Error',
    });
    return false;
  }
}
