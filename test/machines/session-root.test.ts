/**
 * The root and its session child (machines/session/session.machine.ts, machines/session/session.states.ts;
 * issue 23 step 4, doc 1 §4.9, §2.12, §4.13): the root gives the child the expiry at sign-in and
 * keeps the expiry the child reports; the save & exit choice carries the application and the
 * portal; the child's end (expiry, idle timeout, another tab's logout) starts the entry again;
 * support snapshots record the child's value under `session`.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createAppMachine } from '../../src/app/create-app';
import { selectPath, selectShell, sessionOf } from '../../machines/view/selectors';
import { recordedStateOf } from '../../inspector/support-snapshot';
import { memoryStorage } from '../../services/session-store';
import { APP_UID, createFakeApi, emptyApplication, fakeDeps, fakeJwt } from './fake-api';

const flush = async () => {
  for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
};

/** A tab reloaded with a stored session, at the wizard's name step. */
async function signedIn(crmFails = false) {
  const clock = new SimulatedClock();
  const fake = createFakeApi({
    application: emptyApplication({ ApplicationStep: '/secure/name' }),
  });
  const storage = memoryStorage();
  storage.setItem('aow.JwtToken', fakeJwt());
  storage.setItem('aow.JwtRefreshToken', 'r1');
  const exits: unknown[][] = [];
  const deps = fakeDeps(fake, storage);
  deps.api = {
    ...fake.api,
    exitModalEvent: async (uid: string, body: unknown) => {
      exits.push([uid, body]);
      if (crmFails) throw new Error('503 from /v2/crm/…/exitModal');
    },
  } as typeof deps.api;
  const actor = createActor(createAppMachine(deps), {
    clock,
    input: { initialPath: '/secure/name', search: '', referrer: '' },
  });
  actor.start();
  await waitFor(actor, (s) => selectPath(s) === '/secure/name');
  return { clock, actor, deps, exits };
}

describe('the root and its session child', () => {
  it('the child gets the expiry at sign-in; the root keeps the expiry the child reports', async () => {
    const { actor } = await signedIn();
    const root = actor.getSnapshot();
    expect(root.context.tokenExp).not.toBeNull();
    expect(sessionOf(root)?.context.tokenExp).toBe(root.context.tokenExp);
    // Another tab refreshed: the child adopts the expiry and tells the root (session.expiry).
    actor.send({ type: 'tabs.refreshed', tokenExp: 42 });
    expect(sessionOf(actor.getSnapshot())?.context.tokenExp).toBe(42);
    expect(actor.getSnapshot().context.tokenExp).toBe(42);
    // DELETE_APPLICATION answered a new pair (the entry's report): the child keeps its expiry.
    actor.send({
      type: 'entry.applicationDeleted',
      slots: { application: null, applicationUid: null, tokenExp: 77, kind: null },
    });
    expect(sessionOf(actor.getSnapshot())?.context.tokenExp).toBe(77);
  });

  it('save & exit: the CRM event with the application, then the portal (doc 1 §2.12, §4.13)', async () => {
    const { actor, deps, exits } = await signedIn();
    actor.send({ type: 'saveExit.open' });
    expect(selectShell(actor.getSnapshot()).saveExitOpen).toBe(true);
    actor.send({ type: 'saveExit.confirm' });
    await flush();
    expect(exits.map(([uid]) => uid)).toEqual([APP_UID]);
    expect(deps.portal.visited).toEqual(['https://portal.example']);
    expect(selectShell(actor.getSnapshot()).saveExitOpen).toBe(false);
  });

  it('save & exit with the CRM event failing: still the portal; continue still closes (doc 1 §2.12)', async () => {
    const { actor, deps, exits } = await signedIn(true);
    actor.send({ type: 'saveExit.open' });
    actor.send({ type: 'saveExit.cancel' });
    await flush();
    expect(selectShell(actor.getSnapshot()).saveExitOpen).toBe(false);
    expect(deps.portal.visited).toEqual([]);
    actor.send({ type: 'saveExit.open' });
    actor.send({ type: 'saveExit.confirm' });
    await flush();
    expect(exits.map(([, body]) => (body as { ExitModalType: number }).ExitModalType)).toEqual([
      2, 1,
    ]);
    expect(deps.portal.visited).toEqual(['https://portal.example']);
    expect(sessionOf(actor.getSnapshot())?.value).toMatchObject({
      authenticated: { saveExit: 'closed' },
    });
  });

  it.each(['session.expired', 'session.timeout', 'tabs.logout'] as const)(
    '%s ends the session in the child and starts the entry again at BASE (doc 1 §4.9)',
    async (type) => {
      const { actor, deps } = await signedIn();
      actor.send({ type });
      expect(sessionOf(actor.getSnapshot())?.value).toBe('anonymous');
      expect(selectShell(actor.getSnapshot()).loggedIn).toBe(false);
      expect(selectPath(actor.getSnapshot())).toBe('/');
      expect(deps.session.getTokens()).toBeNull();
    },
  );

  it("support snapshots record the child's value under session", async () => {
    const { actor } = await signedIn();
    const value = recordedStateOf(actor.getSnapshot()).value as { session: unknown };
    expect(value.session).toEqual({
      authenticated: { tokens: 'ready', prompt: 'closed', saveExit: 'closed' },
    });
  });
});
