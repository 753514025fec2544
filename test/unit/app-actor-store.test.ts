/**
 * The external store under useAppSelector (src/app-actor.ts): a change of the root actor between
 * React's first render and its subscription must not be lost — React reads the store again right
 * after subscribing, so subscribing counts a version (else a fast boot left the page on the boot
 * spinner: /reset-password after RESET_SENT, issue 10).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createAppMachine } from '../../src/app/create-app';
import { flowVersionStore } from '../../src/app-actor';
import { createFakeApi, emptyApplication, fakeDeps } from '../machines/fake-api';

describe('flowVersionStore', () => {
  it('a change before the subscription shows as a new version when React subscribes', () => {
    const deps = fakeDeps(
      createFakeApi({ application: emptyApplication({ ApplicationType: null }) }),
    );
    const actor = createActor(createAppMachine(deps), {
      input: { initialPath: '/', search: '', referrer: '', brokerCode: 'HAA' },
    });
    actor.start();
    const store = flowVersionStore(actor);
    const rendered = store.version();
    actor.send({ type: 'net.retrying', attempt: 1 }); // nobody subscribed yet
    expect(actor.getSnapshot().context.retrying).toBe(true);
    const unsubscribe = store.subscribe(() => {});
    expect(store.version()).not.toBe(rendered);
    const subscribed = store.version();
    actor.send({ type: 'net.settled' });
    expect(store.version()).toBeGreaterThan(subscribed);
    unsubscribe();
    actor.stop();
  });
});
