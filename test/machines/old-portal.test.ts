/**
 * The old-portal redirect (doc 1 §4.3, §4.4, §2.12): the client turns the 302 (or the browser's
 * opaque redirect) into `{ status: 302, redirect: true }`; the machine's `isOldPortalRedirect`
 * guard opens the 'oldPortal' modal and leaves for {RegistrationUrl}/r/start?user=<encrypted>,
 * or, on login, for the old portal's login with ?email=.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { flowBusy, waitFor } from './flow-wait';
import { createAppMachine } from '../../src/app/create-app';
import { selectPath, selectScreen } from '../../machines/view/selectors';
import { ApiError, createApiClient, toApiFailure } from '../../services/api/client';
import { createFakeApi, emptyApplication, fakeDeps, SETTINGS, type FakeApi } from './fake-api';

const OLD_PORTAL: { status: number; errors: never[]; redirect: true } = {
  status: 302,
  errors: [],
  redirect: true,
};

function start(fake: FakeApi) {
  const deps = fakeDeps(fake);
  const actor = createActor(createAppMachine(deps), {
    input: { initialPath: '/', search: '', referrer: '', brokerCode: 'HAA' },
  });
  actor.start();
  return { actor, deps };
}
type A = ReturnType<typeof start>['actor'];
const idle = (actor: A) => waitFor(actor, (s) => !flowBusy(s), { timeout: 2000 });

describe('old-portal redirect (machine)', () => {
  it('a 302 on the e-mail check opens the modal, encrypts the e-mail and leaves for /r/start', async () => {
    const fake = createFakeApi();
    const { actor, deps } = start(fake);
    await waitFor(actor, (s) => selectPath(s) === '/' && !flowBusy(s));
    fake.fail('getUsernames', OLD_PORTAL);
    actor.send({ type: 'wizard.submit', values: { Email: ' legacy@example.com ' } });
    await idle(actor);
    expect(selectScreen(actor.getSnapshot()).modal).toBe('oldPortal');
    await waitFor(actor, () => deps.portal.visited.length > 0, { timeout: 2000 });
    const uidCall = fake.calls.find((c) => c.name === 'getUserUid');
    expect(uidCall?.args[0]).toBe('legacy@example.com');
    expect(deps.portal.visited).toEqual([
      `${SETTINGS.RegistrationUrl}/r/start?user=${encodeURIComponent('enc:legacy@example.com')}`,
    ]);
    // nothing else: no login, no account creation
    expect(selectPath(actor.getSnapshot())).toBe('/');
    expect(fake.names()).not.toContain('createUser');
  });

  it('other failures of the e-mail check do not redirect', async () => {
    const fake = createFakeApi();
    const { actor, deps } = start(fake);
    await waitFor(actor, (s) => selectPath(s) === '/' && !flowBusy(s));
    fake.fail('getUsernames', {
      status: 400,
      errors: [{ Code: 'EmailNotValid', Message: 'Email address is invalid.', Context: 'Email' }],
    });
    actor.send({ type: 'wizard.submit', values: { Email: 'bad@example' } });
    await idle(actor);
    expect(selectScreen(actor.getSnapshot()).modal).toBeNull();
    expect(fake.names()).not.toContain('getUserUid');
    expect(deps.portal.visited).toEqual([]);
  });

  it('a failing encryption closes the modal and shows the error on the welcome form', async () => {
    const fake = createFakeApi();
    const { actor, deps } = start(fake);
    await waitFor(actor, (s) => selectPath(s) === '/' && !flowBusy(s));
    fake.fail('getUsernames', OLD_PORTAL);
    fake.fail('getUserUid', { status: 0, errors: [], network: true });
    actor.send({ type: 'wizard.submit', values: { Email: 'legacy@example.com' } });
    await waitFor(
      actor,
      (s) =>
        selectScreen(s).formError !== null || Object.keys(selectScreen(s).fieldErrors).length > 0,
      {
        timeout: 2000,
      },
    );
    expect(selectScreen(actor.getSnapshot()).modal).toBeNull();
    expect(deps.portal.visited).toEqual([]);
  });

  it('a 302 on login leaves for the old portal login with ?email=', async () => {
    const fake = createFakeApi({
      usernames: ['ada@example.com', 'ada.old'],
      application: emptyApplication(),
    });
    const { actor, deps } = start(fake);
    await waitFor(actor, (s) => selectPath(s) === '/' && !flowBusy(s));
    actor.send({ type: 'wizard.submit', values: { Email: 'ada@example.com' } });
    await idle(actor);
    expect(selectPath(actor.getSnapshot())).toBe('/login');
    fake.fail('authenticate', OLD_PORTAL);
    actor.send({ type: 'wizard.submit', values: { Username: 'ada.old', Password: 'x' } });
    await waitFor(actor, () => deps.portal.visited.length > 0, { timeout: 2000 });
    expect(deps.portal.visited).toEqual([
      `${SETTINGS.RegistrationUrl}/login?email=${encodeURIComponent('ada@example.com')}`,
    ]);
    expect(fake.names()).not.toContain('getApplication');
  });

  it('a 302 on account creation runs the same redirection', async () => {
    const fake = createFakeApi({ application: emptyApplication({ ApplicationType: null }) });
    const { actor, deps } = start(fake);
    await waitFor(actor, (s) => selectPath(s) === '/' && !flowBusy(s));
    actor.send({ type: 'wizard.submit', values: { Email: 'new@old-portal.example.com' } });
    await idle(actor);
    actor.send({ type: 'choice.select', choice: 'STANDARD' });
    actor.send({ type: 'choice.select', choice: 'Individual' });
    await waitFor(actor, (s) => selectPath(s) === '/createAccount' && !flowBusy(s), {
      timeout: 2000,
    });
    fake.fail('createUser', OLD_PORTAL);
    actor.send({
      type: 'wizard.submit',
      values: { Email: 'new@old-portal.example.com', Password: 'Golden1!pass' },
    });
    await idle(actor);
    expect(selectScreen(actor.getSnapshot()).modal).toBe('oldPortal');
    await waitFor(actor, () => deps.portal.visited.length > 0, { timeout: 2000 });
    expect(deps.portal.visited[0]).toBe(
      `${SETTINGS.RegistrationUrl}/r/start?user=${encodeURIComponent('enc:new@old-portal.example.com')}`,
    );
  });
});

describe('old-portal redirect (client)', () => {
  const BASE = 'http://api.test';
  const client = (res: () => Response) => {
    const seen: RequestInit[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      seen.push({ redirect: req.redirect });
      return res();
    }) as unknown as typeof globalThis.fetch;
    return { api: createApiClient({ baseUrl: BASE, getToken: () => null, fetch }), seen };
  };

  it('a 302 answer of the three calls is a typed redirect failure; they use redirect manual', async () => {
    const redirect = () =>
      new Response(JSON.stringify({ Errors: [] }), {
        status: 302,
        headers: { Location: 'https://old-portal.example-broker.test/r/start?user=x' },
      });
    const { api, seen } = client(redirect);
    const calls = [
      api.getUsernames({ email: 'legacy@example.com' }),
      api.authenticate({ Email: 'legacy@example.com', Password: 'p' }),
      api.createUser(
        { registrationFlowType: 1 },
        { Email: 'legacy@example.com', Password: 'p', TrackingDetails: {} },
      ),
    ];
    for (const c of calls) {
      const err = await c.catch((e) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(toApiFailure(err)).toMatchObject({ status: 302, redirect: true });
    }
    expect(seen.map((s) => s.redirect)).toEqual(['manual', 'manual', 'manual']);
  });

  it("the browser's opaque redirect (status 0) is the same failure, not a network error", async () => {
    const opaque = () => {
      const r = new Response(null, { status: 200 });
      Object.defineProperty(r, 'type', { value: 'opaqueredirect' });
      Object.defineProperty(r, 'status', { value: 0 });
      Object.defineProperty(r, 'ok', { value: false });
      return r;
    };
    const { api } = client(opaque);
    const f = toApiFailure(await api.getUsernames({ email: 'legacy@example.com' }).catch((e) => e));
    expect(f).toMatchObject({ status: 302, redirect: true });
    expect(f.network).toBeUndefined();
  });
});
