/**
 * The app's 'sendTracking' actor (services/actors/app-actors.ts; doc 1 §2.4 "Affiliate tracking is
 * sent 1 second after the page loads", §7.6): both calls are made whatever the other answers, and a
 * failure rejects once both have settled — the welcome state's onError ignores it
 * (machines/entry/welcome.states.ts), so the rejection only makes the lost report visible.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createAppActors, type AppDeps } from '../../services/actors/app-actors';

const QUERY = {
  email: null,
  promoCode: 'GOLD',
  referrerEmail: null,
  brokerCode: null,
  aff: 'aff-1',
  cjevent: null,
  p: null,
};

function actorsWith(fail: { tracking?: boolean; fingerprint?: boolean }) {
  const calls: string[] = [];
  const api = {
    trackAffiliate: async (body: { AffiliateCode: string | null }) => {
      calls.push(`tracking ${body.AffiliateCode}`);
      if (fail.tracking) throw new Error('tracking 400');
    },
    postFingerprint: async (body: { Fp: string }) => {
      calls.push(`fingerprint ${body.Fp}`);
      if (fail.fingerprint) throw new Error('fingerprint 503');
    },
  };
  return { actors: createAppActors({ api } as unknown as AppDeps), calls };
}

const run = (actors: ReturnType<typeof createAppActors>) =>
  toPromise(
    createActor(actors.sendTracking, {
      input: { query: QUERY, referrer: 'https://ads.example/', fingerprint: 'fp-1' },
    }).start(),
  );

describe('sendTracking (doc 1 §2.4, §7.6)', () => {
  it('sends the affiliate tracking and the fingerprint and resolves when both are taken', async () => {
    const { actors, calls } = actorsWith({});
    await expect(run(actors)).resolves.toBeUndefined();
    expect(calls.sort()).toEqual(['fingerprint fp-1', 'tracking aff-1']);
  });

  it('makes both calls when one fails, then rejects with that failure', async () => {
    const { actors, calls } = actorsWith({ tracking: true });
    await expect(run(actors)).rejects.toThrow('tracking 400');
    expect(calls.sort()).toEqual(['fingerprint fp-1', 'tracking aff-1']);
    const second = actorsWith({ fingerprint: true });
    await expect(run(second.actors)).rejects.toThrow('fingerprint 503');
    expect(second.calls).toHaveLength(2);
  });
});
