/**
 * Marketing-list subscription (doc 1 §1 "A marketing service subscribes the stored e-mail to the
 * lists newsletter, alerts and promo, outside the AIP flow"; §9): the sandbox adapter records
 * subscriptions in marketing_subscriptions when a user is created outside the AIP flow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensResponse } from '../../services/api/contract';
import { subscriptionsOf } from '../../server/db/marketing';
import {
  createSandboxMarketingLists,
  MARKETING_LISTS,
  subscribeNewUser,
  type MarketingListsProvider,
  type MarketingSubscription,
} from '../../server/providers/marketing-lists';
import { PASSWORD, startHarness, TRACKING, uniqueEmail, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('create user → marketing lists (sandbox adapter)', () => {
  it('subscribes the stored e-mail to newsletter, alerts and promo for the broker (flow 1)', async () => {
    const email = uniqueEmail('News.Letter');
    const reg = await h.register(email, 'applicationType=Individual&registrationFlowType=1');
    const rows = await subscriptionsOf(h.database.db, email);
    expect(rows.map((r) => r.list)).toEqual(['alerts', 'newsletter', 'promo']);
    for (const r of rows) {
      expect(r.email).toBe(email.toLowerCase());
      expect(r.brokerCode).toBe('HAA');
      expect(r.userUid).toBe(reg.claims.UserUid);
      expect(r.createdAt).toBeInstanceOf(Date);
    }
  });

  it('records the broker of the create-user query', async () => {
    const email = uniqueEmail('mpl');
    const r = await h.call(
      'POST',
      '/v2/users?applicationType=Individual&registrationFlowType=1&brokerCode=MPL',
      {
        body: { Email: email, Password: PASSWORD, TrackingDetails: TRACKING },
      },
    );
    expect(r.status).toBe(201);
    expect((await subscriptionsOf(h.database.db, email)).map((s) => s.brokerCode)).toEqual([
      'MPL',
      'MPL',
      'MPL',
    ]);
    expect(await subscriptionsOf(h.database.db, email, 'HAA')).toEqual([]);
  });

  it('does not subscribe in the AIP flow (registrationFlowType 2)', async () => {
    const email = uniqueEmail('aip');
    await h.register(email, 'applicationType=Individual&registrationFlowType=2');
    expect(await subscriptionsOf(h.database.db, email)).toEqual([]);
  });

  it('does not subscribe on a refused registration (UsernameAlreadyExists, invalid password)', async () => {
    const email = uniqueEmail('twice');
    await h.register(email);
    const again = await h.call('POST', '/v2/users?applicationType=Individual', {
      body: { Email: email, Password: PASSWORD, TrackingDetails: TRACKING },
    });
    expect(again.status).toBe(400);
    expect(await subscriptionsOf(h.database.db, email)).toHaveLength(3);
    const weak = uniqueEmail('weak');
    const refused = await h.call('POST', '/v2/users?applicationType=Individual', {
      body: { Email: weak, Password: 'short', TrackingDetails: TRACKING },
    });
    expect(refused.status).toBe(400);
    expect(await subscriptionsOf(h.database.db, weak)).toEqual([]);
  });

  it('subscribing twice keeps one row per list (idempotent)', async () => {
    const email = uniqueEmail('idem');
    const provider = createSandboxMarketingLists(h.database.db);
    const s: MarketingSubscription = {
      email,
      lists: MARKETING_LISTS,
      brokerCode: 'HAA',
      userUid: null,
    };
    await provider.subscribe(s);
    await provider.subscribe({ ...s, email: email.toUpperCase() });
    expect(await subscriptionsOf(h.database.db, email)).toHaveLength(3);
  });
});

describe('a failing marketing service never fails registration', () => {
  it('answers 201 tokens and logs the failure by error name only (no e-mail)', async () => {
    const events: Array<[string, Record<string, unknown> | undefined]> = [];
    const failing: MarketingListsProvider = {
      name: 'down',
      subscribe: async () => {
        throw new TypeError('connect ECONNREFUSED');
      },
    };
    const h2 = await startHarness({ marketingLists: failing, log: (e, f) => events.push([e, f]) });
    try {
      const email = uniqueEmail('down');
      const r = await h2.call(
        'POST',
        '/v2/users?applicationType=Individual&registrationFlowType=1',
        {
          body: { Email: email, Password: PASSWORD, TrackingDetails: TRACKING },
        },
      );
      expect(r.status).toBe(201);
      tokensResponse.parse(r.json);
      expect(await subscriptionsOf(h2.database.db, email)).toEqual([]);
      const failed = events.find(([e]) => e === 'marketing.failed');
      // Every line of a request names its request id (issue 20, server/http/log-context.ts).
      expect(failed?.[1]).toEqual({
        provider: 'down',
        broker: 'HAA',
        name: 'TypeError',
        requestId: expect.any(String),
      });
      expect(JSON.stringify(events)).not.toContain(email);
    } finally {
      await h2.close();
    }
  });

  it('subscribeNewUser: true when subscribed, false when skipped (AIP, no provider)', async () => {
    const seen: MarketingSubscription[] = [];
    const recorder: MarketingListsProvider = {
      name: 'recorder',
      subscribe: async (s) => void seen.push(s),
    };
    const log = () => {};
    const input = {
      email: 'a@example.com',
      brokerCode: 'HAA',
      userUid: '00000000-0000-4000-8000-000000000001',
    };
    expect(await subscribeNewUser(recorder, log, { ...input, registrationFlowType: 1 })).toBe(true);
    expect(await subscribeNewUser(recorder, log, { ...input, registrationFlowType: 2 })).toBe(
      false,
    );
    expect(await subscribeNewUser(undefined, log, { ...input, registrationFlowType: 1 })).toBe(
      false,
    );
    expect(seen).toEqual([
      {
        email: 'a@example.com',
        lists: ['newsletter', 'alerts', 'promo'],
        brokerCode: 'HAA',
        userUid: input.userUid,
      },
    ]);
  });
});
