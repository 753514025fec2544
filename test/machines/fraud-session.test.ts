// @vitest-environment jsdom
/**
 * The fraud-prevention session (doc 1 §4.14, doc 3 §2.2, §3; issue 35 item 2): the id is read from
 * the fraud script's page element (attribute orderSessionId); the funding screen stores it; the
 * completion sends the stored id and stores the page's new one afterwards.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createAppMachine } from '../../src/app/create-app';
import { newFraudSessionId, readPageFraudSessionId } from '../../services/adapters/fraud-session';
import { memoryStorage } from '../../services/session-store';
import { createFakeApi, emptyApplication, fakeDeps, fakeJwt } from './fake-api';
import { atPath } from './flow-wait';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readPageFraudSessionId (doc 1 §4.14)', () => {
  it("reads the orderSessionId attribute of the script's element, null without one", () => {
    expect(readPageFraudSessionId(document)).toBeNull();
    const el = document.createElement('div');
    el.setAttribute('orderSessionId', '');
    document.body.append(el);
    expect(readPageFraudSessionId(document)).toBeNull();
    el.setAttribute('orderSessionId', ' 1700000000000abcdefabcdefabcdefabcd ');
    expect(readPageFraudSessionId(document)).toBe('1700000000000abcdefabcdefabcdefabcd');
    expect(
      newFraudSessionId(
        () => 5,
        (n) => new Uint8Array(n).fill(255),
      ),
    ).toBe(`5${'f'.repeat(20)}`);
  });
});

describe('the funding screen stores the fraud session id (doc 3 §2.2, §3)', () => {
  it("stores the page element's id on entering /fund/account", async () => {
    const storage = memoryStorage();
    storage.setItem('aow.JwtToken', fakeJwt());
    storage.setItem('aow.JwtRefreshToken', 'r1');
    const fake = createFakeApi({
      application: emptyApplication({
        ApplicationType: 'Individual',
        ApplicationStep: '/fund/account',
      }),
    });
    let page: string | null = null;
    const deps = { ...fakeDeps(fake, storage), pageFraudSessionId: () => page };
    const actor = createActor(createAppMachine(deps), {
      input: { initialPath: '/fund/account', search: '', referrer: '', brokerCode: 'HAA' },
    });
    actor.start();
    // Boot stored a made-up id (no script on the page yet).
    page = '1800000000000' + 'b'.repeat(20);
    await atPath(actor, '/fund/account');
    expect(deps.session.get('FraudSessionId')).toBe(page);
    actor.stop();
  });
});
