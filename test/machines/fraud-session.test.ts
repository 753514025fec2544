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
import { loadFraudScript } from '../../services/adapters/fraud-script';
import type { ApiClient } from '../../services/api/client';
import { saveFundingMethod } from '../../services/api/section-savers';
import { metalFundingSpec } from '../../machines/view/specs/metal-funding';
import { retirementFundingSpec } from '../../machines/view/specs/retirement-funding';
import { memoryStorage } from '../../services/session-store';
import { createFakeApi, emptyApplication, fakeDeps, fakeJwt, SETTINGS } from './fake-api';
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

describe("the broker's fraud script is loaded at boot (doc 1 §1; issue 35 item 2)", () => {
  it('boot hands Settings.FraudScriptUrl to the loader; none without it', async () => {
    for (const url of ['/sandbox/fraud-prevention.js', undefined]) {
      const fake = createFakeApi();
      fake.api.getSettings = async () => ({ ...SETTINGS, FraudScriptUrl: url });
      const loaded: string[] = [];
      const deps = {
        ...fakeDeps(fake, memoryStorage()),
        loadFraudScript: async (u: string) => (loaded.push(u), true),
      };
      const actor = createActor(createAppMachine(deps), {
        input: { initialPath: '/', search: '', referrer: '', brokerCode: 'HAA' },
      });
      actor.start();
      await atPath(actor, '/');
      expect(loaded).toEqual(url ? [url] : []);
      actor.stop();
    }
  });

  it('loadFraudScript adds one async script with the resolved address; not twice, never javascript:', () => {
    expect(loadFraudScript('/sandbox/fraud-prevention.js', document)).toBeInstanceOf(Promise);
    void loadFraudScript('/sandbox/fraud-prevention.js', document);
    void loadFraudScript('javascript:alert(1)', document);
    const scripts = [...document.querySelectorAll('script[data-fraud-prevention]')];
    expect(scripts.map((s) => (s as HTMLScriptElement).src)).toEqual([
      new URL('/sandbox/fraud-prevention.js', document.baseURI).href,
    ]);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  });
});

describe("the funding screens' saves send SessionId (doc 3 §3, §7)", () => {
  const SID = `1800000000002${'c'.repeat(20)}`;

  it('Fund account: saveFundingType gets the stored id; none without one', async () => {
    for (const fraudSessionId of [SID, null]) {
      const seen: unknown[] = [];
      const api = {
        saveFundingType: async (...args: unknown[]) => {
          seen.push(args[3]);
          return { BankFundingType: 3, Amount: null };
        },
      } as unknown as ApiClient;
      await saveFundingMethod(
        emptyApplication({ ApplicationType: 'Individual' }),
        { BankFundingType: 'Wire' },
        { api, fraudSessionId },
      );
      expect(seen).toEqual([expect.objectContaining({ sessionId: fraudSessionId })]);
    }
  });

  it('IRA funding and the programme funding put it in the body', async () => {
    const bodies: unknown[] = [];
    const api = {
      call: async (_name: string, o: { json: unknown }) => {
        bodies.push(o.json);
        return {};
      },
    } as unknown as ApiClient;
    const application = emptyApplication({ ApplicationType: 'IRA' });
    await retirementFundingSpec.save!(
      {
        values: { IRAFundingType: 'Rollover' },
        application,
        person: 'main',
        countries: [],
        settings: null,
      },
      { api, fraudSessionId: SID },
    ).catch(() => {});
    await metalFundingSpec.save!(
      { values: { choice: 'manual' }, application, person: 'main', countries: [], settings: null },
      { api, fraudSessionId: SID },
    ).catch(() => {});
    expect(bodies).toEqual([
      expect.objectContaining({ SessionId: SID }),
      expect.objectContaining({ UseAccountBalance: true, SessionId: SID }),
    ]);
  });
});
