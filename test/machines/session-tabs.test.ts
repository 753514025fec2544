/**
 * One session across tabs (issue 10 "Beyond the spec"; machines/session/tab-sync.ts,
 * machines/session/session.machine.ts, the root's child 'session'):
 *
 * - a model of the session machine (@xstate/graph shortest paths over every event the tabs, the idle
 *   timer, the screens and the actors send) reaches every state and takes every transition;
 * - two (and three) root actors with their own session storage, joined by an in-memory channel and
 *   lock (services/adapters/tab-channel.ts memoryTabHub) and one fake server with refresh rotation
 *   and reuse detection (a spent refresh token revokes the session, as server/auth/sessions.ts
 *   does), on XState's SimulatedClock: activity in A restarts B's idle timer, a refresh by A is
 *   adopted by B without B calling the server, concurrent refreshes call the server once, logout in
 *   A logs B out, a new tab joins at boot, the prompt is shared, a 401 looks for a newer pair first;
 * - the protocol's pieces: the boot gate, the 401 check of the API client, the fallback lock.
 */
import { describe, expect, it } from 'vitest';
import {
  createActor,
  SimulatedClock,
  transition,
  waitFor,
  type AnyEventObject,
  type AnyStateNode,
} from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { createAppMachine, type AppActor } from '../../src/app/create-app';
import { selectPath, selectShell, sessionOf } from '../../machines/view/selectors';
import { IDLE_TIMINGS } from '../../machines/session/idle-timer.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { joinsTabSession } from '../../machines/session/tab-sync';
import {
  createTabSync,
  PRESENCE_LOCK,
  ROTATIONS_KEY,
  TAB_TIMINGS,
  type TabSync,
} from '../../services/adapters/tab-sync';
import { leaseTabLock, memoryTabHub, type TabChannel } from '../../services/adapters/tab-channel';
import { ApiError, createApiClient } from '../../services/api/client';
import type { Tokens } from '../../services/api/contract';
import { createSessionStore, memoryStorage } from '../../services/session-store';
import { readEntryGate } from '../../machines/entry/entry-gate';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';
import { APP_UID, createFakeApi, emptyApplication, fakeDeps, fakeJwt } from './fake-api';

/** Lets the channel's deliveries (a task each) and the fake server's answers run. */
const settle = async (rounds = 6) => {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 2));
};

// ---------------------------------------------------------------------------------------------
// The session machine as a model
// ---------------------------------------------------------------------------------------------

/**
 * The session child machine alone; the sends to the idle-timer child and the reports to the root
 * are no-ops (no children and no parent in a pure transition).
 */
const regionMachine = sessionMachine.provide({
  actions: {
    forwardActivity: () => {},
    resetIdleTimer: () => {},
    reportEnded: () => {},
    reportExpiry: () => {},
  },
});
/** What the tests read of a region snapshot (the machine is built from an untyped spread). */
type RegionSnap = {
  value: unknown;
  status: string;
  context: { tokenExp: number | null };
  matches(value: unknown): boolean;
};

/** The region's next snapshot for `event` (a pure transition). */
const step = (snap: RegionSnap, event: AnyEventObject): RegionSnap =>
  transition(regionMachine, snap as never, event as never)[0] as unknown as RegionSnap;

/** Every done / error event of the region's invocations (ids as the machine names them). */
function invocationEvents(): AnyEventObject[] {
  const events: AnyEventObject[] = [];
  const soon = () => ({ applicationUid: APP_UID, tokenExp: Math.floor(Date.now() / 1000) + 60 });
  const walk = (node: AnyStateNode) => {
    for (const def of node.invoke) {
      if (def.id === 'idleTimer' || def.id === 'activityListener' || def.id === 'tabSync') continue;
      const error = new ApiError({ status: 401, errors: [] });
      if (def.id === 'recoverSession')
        events.push(
          { type: `xstate.done.actor.${def.id}`, output: soon() },
          { type: `xstate.done.actor.${def.id}`, output: null },
        );
      else events.push({ type: `xstate.done.actor.${def.id}`, output: soon() });
      events.push({ type: `xstate.error.actor.${def.id}`, error });
    }
    Object.values(node.states).forEach(walk);
  };
  walk(regionMachine.root);
  return events;
}

const EXIT = { applicationUid: APP_UID, portalUrl: 'https://portal.example' };
const MODEL_EVENTS: AnyEventObject[] = [
  { type: 'session.loggedIn', tokenExp: null },
  { type: 'session.loggedIn', tokenExp: Math.floor(Date.now() / 1000) + 60 },
  { type: 'session.tokenExp', tokenExp: Math.floor(Date.now() / 1000) + 7200 },
  { type: 'session.activity' },
  { type: 'session.unauthorized' },
  { type: 'session.refreshDue' },
  { type: 'session.prompt' },
  { type: 'session.confirm' },
  { type: 'session.logout' },
  { type: 'session.expired' },
  { type: 'session.timeout' },
  { type: 'tabs.activity' },
  { type: 'tabs.refreshed', tokenExp: Math.floor(Date.now() / 1000) + 60 },
  { type: 'tabs.logout' },
  { type: 'tabs.promptConfirmed' },
  { type: 'saveExit.open', ...EXIT },
  { type: 'saveExit.cancel', ...EXIT },
  { type: 'saveExit.confirm', ...EXIT },
  ...invocationEvents(),
];

describe('session machine (@xstate/graph)', () => {
  const seen = seenSets();
  const logic = recordingLogic(regionMachine, seen);
  const start = createActor(regionMachine).getSnapshot();
  nodesOf(start).forEach((n) => seen.states.add(n.id));
  const paths = getShortestPaths(
    logic as never,
    {
      fromState: start,
      events: MODEL_EVENTS,
      // The expiry matters to the guard 'tokenExpiresSoon' only: soon or not.
      serializeState: (s: RegionSnap) => JSON.stringify([s.value, s.context.tokenExp !== null]),
    } as never,
  ) as unknown as { state: RegionSnap; steps: { state: RegionSnap; event: AnyEventObject }[] }[];

  it('reaches every state and takes every transition of the session machine', () => {
    const { missingStates, missingTransitions, line } = coverageOf(
      inventory(regionMachine.root),
      seen,
    );
    console.info(`session machine: ${paths.length} shortest paths; ${line}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    for (const id of ['tokens.recovering', 'prompt.open', 'tokens.refreshing'])
      expect(seen.states.has(`session.authenticated.${id}`)).toBe(true);
  });

  it('in every explored state: tabs.logout ends the session, tabs.promptConfirmed closes an open prompt, tabs.* never refresh', () => {
    let authenticated = 0;
    let open = 0;
    for (const p of paths) {
      const snap = p.state;
      if (!snap.matches('authenticated')) continue;
      authenticated += 1;
      const out = step(snap, { type: 'tabs.logout' });
      expect(out.value).toBe('anonymous');
      for (const event of [
        { type: 'tabs.activity' },
        { type: 'tabs.refreshed', tokenExp: Math.floor(Date.now() / 1000) + 60 },
      ] as const) {
        const next = step(snap, event);
        expect(next.matches({ authenticated: { tokens: 'refreshing' } })).toBe(
          snap.matches({ authenticated: { tokens: 'refreshing' } }),
        );
      }
      if (snap.matches({ authenticated: { prompt: 'open' } })) {
        open += 1;
        const closed = step(snap, { type: 'tabs.promptConfirmed' });
        expect(closed.matches({ authenticated: { prompt: 'closed' } })).toBe(true);
      }
    }
    expect(authenticated).toBeGreaterThan(0);
    expect(open).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Two root actors joined by an in-memory channel
// ---------------------------------------------------------------------------------------------

/** A registration API's refresh with rotation and reuse detection (server/auth/sessions.ts). */
function rotatingServer() {
  let current = 'r1';
  let n = 1;
  let revoked = false;
  const calls: string[] = [];
  return {
    calls,
    current: () => current,
    revoked: () => revoked,
    async refresh(tokens: Tokens): Promise<Tokens> {
      calls.push(tokens.JwtRefreshToken);
      await new Promise((r) => setTimeout(r, 1));
      if (revoked || tokens.JwtRefreshToken !== current) {
        // A spent refresh token: the whole family is revoked.
        revoked = true;
        throw new ApiError({
          status: 401,
          errors: [{ Code: 'InvalidToken', Message: null, Context: null }],
        });
      }
      n += 1;
      current = `r${n}`;
      return { JwtToken: fakeJwt(), JwtRefreshToken: current };
    },
  };
}

/** A channel whose incoming messages can be held back (a frozen / sleeping tab). */
function pausable(channel: TabChannel) {
  let paused = false;
  return {
    channel: {
      ...channel,
      subscribe: (l: (m: unknown) => void) => channel.subscribe((m) => (paused ? undefined : l(m))),
    } as TabChannel,
    pause: () => void (paused = true),
    resume: () => void (paused = false),
  };
}

interface Tab {
  actor: AppActor;
  deps: ReturnType<typeof fakeDeps>;
  fake: ReturnType<typeof createFakeApi>;
  tabs: TabSync;
  pause: () => void;
  resume: () => void;
  close: () => void;
}

function browser() {
  const clock = new SimulatedClock();
  const hub = memoryTabHub();
  const server = rotatingServer();
  const open: Tab[] = [];
  /** Opens a tab at /secure/name: with the stored pair (a logged-in tab) or none (a new tab). */
  async function tab(opts: { loggedIn?: boolean } = {}): Promise<Tab> {
    const fake = createFakeApi({
      application: emptyApplication({ ApplicationStep: '/secure/name' }),
    });
    const storage = memoryStorage();
    if (opts.loggedIn !== false) {
      storage.setItem('aow.JwtToken', fakeJwt());
      storage.setItem('aow.JwtRefreshToken', server.current());
    }
    const deps = fakeDeps(fake, storage);
    deps.api = { ...deps.api, refresh: (t: Tokens) => server.refresh(t) };
    const joined = hub.join();
    const { channel, pause, resume } = pausable(joined);
    const tabs = createTabSync({
      store: deps.session,
      channel,
      lock: hub.lock,
      shared: hub.shared,
      timers: clock,
    });
    deps.tabs = tabs;
    const actor = createActor(createAppMachine(deps), {
      clock,
      input: { initialPath: '/secure/name', search: '', referrer: '' },
    });
    actor.start();
    const t: Tab = {
      actor,
      deps,
      fake,
      tabs,
      pause,
      resume,
      close: () => {
        actor.stop();
        joined.close();
      },
    };
    open.push(t);
    return t;
  }
  return { clock, hub, server, tab, open };
}

const loggedIn = (t: Tab) => selectShell(t.actor.getSnapshot()).loggedIn;
const idleState = (t: Tab) =>
  (
    sessionOf(t.actor.getSnapshot())?.children as Record<
      string,
      { getSnapshot(): { value: unknown } } | undefined
    >
  ).idleTimer?.getSnapshot().value;
const promptOpen = (t: Tab) => selectShell(t.actor.getSnapshot()).sessionPromptOpen;
const refreshToken = (t: Tab) => t.deps.session.getTokens()?.JwtRefreshToken ?? null;
const atStep = (t: Tab) => waitFor(t.actor, (s) => selectPath(s) === '/secure/name');

async function twoTabs() {
  const b = browser();
  const A = await b.tab();
  await atStep(A);
  const B = await b.tab();
  await atStep(B);
  await settle();
  // B's joining counted as activity in A: let its debounce pass (SimulatedClock.increment fires
  // what is due, then timers started meanwhile count from the new now).
  b.clock.increment(IDLE_TIMINGS.ACTIVITY_DEBOUNCE);
  return { ...b, A, B };
}

describe('two tabs of one session', () => {
  it('activity in A restarts the idle timer of B (no refresh at 240 s in either tab)', async () => {
    const { clock, server, A, B } = await twoTabs();
    clock.increment(200_000);
    A.actor.send({ type: 'session.activity' });
    await settle();
    clock.increment(IDLE_TIMINGS.ACTIVITY_DEBOUNCE);
    expect(idleState(B)).toBe('active');
    // 300.5 s after the start: B would have asked for a refresh at 240 s without A's activity.
    clock.increment(100_000);
    await settle();
    expect(idleState(A)).toBe('active');
    expect(idleState(B)).toBe('active');
    expect(server.calls).toEqual([]);
    // 240 s after the last activity both timers fire; the server sees one refresh.
    clock.increment(140_000);
    await settle();
    expect(idleState(A)).toBe('idle');
    expect(idleState(B)).toBe('idle');
    expect(server.calls).toEqual(['r1']);
    expect(server.revoked()).toBe(false);
    expect([refreshToken(A), refreshToken(B)]).toEqual(['r2', 'r2']);
  });

  it('without the channel B counts alone: A’s activity does not reach it (the test can fail)', async () => {
    const { clock, A, B } = await twoTabs();
    B.pause();
    clock.increment(200_000);
    A.actor.send({ type: 'session.activity' });
    await settle();
    clock.increment(100_500);
    await settle();
    expect(idleState(A)).toBe('active');
    expect(idleState(B)).toBe('idle');
  });

  it('a refresh by A is adopted by B without B calling refresh', async () => {
    const { clock, hub, server, A, B } = await twoTabs();
    A.actor.send({ type: 'session.refreshDue' });
    await settle();
    expect(server.calls).toEqual(['r1']);
    expect(refreshToken(A)).toBe('r2');
    expect(refreshToken(B)).toBe('r2');
    expect(B.deps.session.rotation()).toBe(A.deps.session.rotation());
    expect(B.fake.names()).not.toContain('refresh');
    // B's own refresh later rotates the pair it adopted (r2), never the spent r1.
    clock.increment(TAB_TIMINGS.FRESH + 1);
    B.actor.send({ type: 'session.refreshDue' });
    await settle();
    expect(server.calls).toEqual(['r1', 'r2']);
    expect(refreshToken(A)).toBe('r3');
    expect(server.revoked()).toBe(false);
    expect(loggedIn(A) && loggedIn(B)).toBe(true);
    // Shared storage holds the rotation record (ids and times), never a token.
    const shared = hub.shared.getItem(ROTATIONS_KEY) ?? '';
    expect(Object.keys(JSON.parse(shared) as object)).toEqual(['user:u1']);
    expect(shared).not.toMatch(/"r\d"|eyJ/);
  });

  it('concurrent refresh attempts call the server once; the other tab adopts (even before the broadcast lands)', async () => {
    const { server, A, B } = await twoTabs();
    A.actor.send({ type: 'session.refreshDue' });
    B.actor.send({ type: 'session.refreshDue' });
    await settle(10);
    expect(server.calls).toEqual(['r1']);
    expect(server.revoked()).toBe(false);
    expect([refreshToken(A), refreshToken(B)]).toEqual(['r2', 'r2']);
    expect(loggedIn(A) && loggedIn(B)).toBe(true);
    for (const t of [A, B])
      expect(
        sessionOf(t.actor.getSnapshot())?.matches({ authenticated: { tokens: 'ready' } }),
      ).toBe(true);
  });

  it('three tabs whose idle timers fire together refresh once', async () => {
    const b = browser();
    const tabs = [await b.tab(), await b.tab(), await b.tab()];
    for (const t of tabs) await atStep(t);
    await settle();
    b.clock.increment(IDLE_TIMINGS.ACTIVITY_DEBOUNCE);
    b.clock.increment(IDLE_TIMINGS.IDLE_REFRESH);
    await settle(12);
    expect(b.server.calls).toEqual(['r1']);
    expect(tabs.map(refreshToken)).toEqual(['r2', 'r2', 'r2']);
    expect(b.server.revoked()).toBe(false);
  });

  it('logout in A logs B out (B clears its pair; only A ends the server session)', async () => {
    const { A, B } = await twoTabs();
    A.actor.send({ type: 'session.logout' });
    await settle();
    for (const t of [A, B]) {
      expect(loggedIn(t)).toBe(false);
      expect(selectPath(t.actor.getSnapshot())).toBe('/');
      expect(t.deps.session.getTokens()).toBeNull();
    }
    expect(A.fake.names().filter((n) => n === 'logout')).toHaveLength(1);
    expect(B.fake.names()).not.toContain('logout');
  });

  it('the idle logout of one tab logs every tab out', async () => {
    const { clock, A, B } = await twoTabs();
    clock.increment(IDLE_TIMINGS.IDLE_REFRESH);
    await settle();
    clock.increment(IDLE_TIMINGS.REFRESH_PROMPT);
    expect(promptOpen(A) && promptOpen(B)).toBe(true);
    A.actor.send({ type: 'session.timeout' });
    await settle();
    expect(loggedIn(B)).toBe(false);
    expect(selectPath(B.actor.getSnapshot())).toBe('/');
  });

  it('the refresh-session prompt is shared: confirming in B closes A’s, one refresh, A adopts', async () => {
    const { clock, server, A, B } = await twoTabs();
    clock.increment(IDLE_TIMINGS.IDLE_REFRESH);
    await settle();
    expect(server.calls).toEqual(['r1']);
    clock.increment(IDLE_TIMINGS.REFRESH_PROMPT);
    expect(promptOpen(A)).toBe(true);
    expect(promptOpen(B)).toBe(true);
    B.actor.send({ type: 'session.confirm' });
    await settle();
    expect(promptOpen(B)).toBe(false);
    expect(promptOpen(A)).toBe(false);
    expect(server.calls).toEqual(['r1', 'r2']);
    expect([refreshToken(A), refreshToken(B)]).toEqual(['r3', 'r3']);
    expect(idleState(A)).toBe('active');
    // Both count again from the confirm: no logout 60 s later.
    clock.increment(IDLE_TIMINGS.LOGOUT_COUNTDOWN);
    expect(loggedIn(A) && loggedIn(B)).toBe(true);
  });

  it('a new tab without a pair joins the session at boot', async () => {
    const b = browser();
    const A = await b.tab();
    await atStep(A);
    const C = await b.tab({ loggedIn: false });
    await atStep(C);
    expect(loggedIn(C)).toBe(true);
    expect(refreshToken(C)).toBe('r1');
  });

  it('a new tab does not wait when no tab holds a session (presence lock), nor after the last one logged out', async () => {
    const b = browser();
    const C = await b.tab({ loggedIn: false });
    await settle();
    // No clock increment: boot ends without waiting JOIN_WAIT.
    expect(C.actor.getSnapshot().matches({ flow: 'boot' })).toBe(false);
    expect(loggedIn(C)).toBe(false);
    const A = await b.tab();
    await atStep(A);
    expect(await b.hub.lock.isHeld?.(PRESENCE_LOCK)).toBe(true);
    A.actor.send({ type: 'session.logout' });
    expect(await b.hub.lock.isHeld?.(PRESENCE_LOCK)).toBe(false);
    const D = await b.tab({ loggedIn: false });
    await settle();
    expect(D.actor.getSnapshot().matches({ flow: 'boot' })).toBe(false);
    expect(loggedIn(D)).toBe(false);
  });

  it('without a presence (no Web Locks) a new tab waits JOIN_WAIT for an answer, then is anonymous', async () => {
    const clock = new SimulatedClock();
    const hub = memoryTabHub();
    const fake = createFakeApi();
    const deps = fakeDeps(fake);
    deps.tabs = createTabSync({
      store: deps.session,
      channel: hub.join(),
      lock: { run: (name, fn, signal) => hub.lock.run(name, fn, signal) },
      shared: hub.shared,
      timers: clock,
    });
    const C = createActor(createAppMachine(deps), {
      clock,
      input: { initialPath: '/', search: '', referrer: '' },
    }).start();
    await settle();
    expect(C.getSnapshot().matches({ flow: 'boot' })).toBe(true);
    clock.increment(TAB_TIMINGS.JOIN_WAIT);
    await waitFor(C, (s) => selectPath(s) === '/');
    expect(selectShell(C.getSnapshot()).loggedIn).toBe(false);
  });

  it('a 401 in a tab that missed a rotation takes the newer pair instead of logging out', async () => {
    const { clock, server, A, B } = await twoTabs();
    B.pause(); // B sleeps through A's refresh
    A.actor.send({ type: 'session.refreshDue' });
    await settle();
    expect(refreshToken(B)).toBe('r1');
    // A waited for B's acknowledgement, which a sleeping tab never sends, then let the lock go.
    clock.increment(TAB_TIMINGS.ACK_WAIT);
    await settle();
    B.resume();
    B.actor.send({ type: 'session.unauthorized' });
    await settle();
    expect(loggedIn(B)).toBe(true);
    expect(refreshToken(B)).toBe('r2');
    expect(loggedIn(A)).toBe(true);
    expect(server.calls).toEqual(['r1']);
  });

  it('a 401 in a tab holding the newest pair logs out — and every tab with it', async () => {
    const { A, B } = await twoTabs();
    B.actor.send({ type: 'session.unauthorized' });
    await settle();
    expect(loggedIn(B)).toBe(false);
    expect(loggedIn(A)).toBe(false);
  });

  it('a tab that missed a rotation never sends its spent refresh token, even when no tab answers', async () => {
    const { clock, server, A, B } = await twoTabs();
    B.pause();
    A.actor.send({ type: 'session.refreshDue' });
    await settle();
    A.close(); // the tab holding the newest pair is gone
    B.resume();
    clock.increment(TAB_TIMINGS.FRESH + 1);
    B.actor.send({ type: 'session.refreshDue' });
    await settle();
    clock.increment(TAB_TIMINGS.PAIR_WAIT);
    await settle();
    expect(server.calls).toEqual(['r1']);
    expect(server.revoked()).toBe(false);
    expect(loggedIn(B)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The pieces
// ---------------------------------------------------------------------------------------------

describe('tab-sync pieces', () => {
  it('joins at boot except on the phone hand-off page and on entry links with their own identity', () => {
    // As the app starts: the gate reads the mode and strips the credentials from the query.
    const joins = (path: string, search: string) => {
      const gate = readEntryGate({ path, search });
      expect(gate.cleanSearch).not.toMatch(/rpt=|invitation-token=|[?&]token=/);
      return joinsTabSession(path, gate.mode);
    };
    expect(joins('/', '')).toBe(true);
    expect(joins('/secure/name', '?PromoCode=GOLD')).toBe(true);
    expect(joins('/aip', '')).toBe(true);
    expect(joins('/kyc/handoff/abc', '')).toBe(false);
    expect(joins('/reset-password', '?rpt=x')).toBe(false);
    expect(joins('/sales-invitation', '?invitation-token=x')).toBe(false);
    expect(joins('/', '?logonUid=1&brokerCode=HAA&username=agent%40b.co&token=x')).toBe(false);
    expect(joins('/', '?token=x&accountUid=1&accountCode=B-1')).toBe(false);
  });

  it('the API client reports a 401 only for the token the store still holds', async () => {
    let token = 'a1';
    let unauthorized = 0;
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => token,
      onUnauthorized: () => void (unauthorized += 1),
      retryDelaysMs: [],
      fetch: async () => {
        token = 'a2'; // another tab's refresh was adopted while the call ran
        return new Response(
          JSON.stringify({ Errors: [{ Code: 'InvalidToken', Message: null, Context: null }] }),
          { status: 401, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    await expect(client.getApplication(APP_UID)).rejects.toMatchObject({
      failure: { status: 401 },
    });
    expect(unauthorized).toBe(0);
    const same = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => 'a1',
      onUnauthorized: () => void (unauthorized += 1),
      retryDelaysMs: [],
      fetch: async () => new Response('{}', { status: 401 }),
    });
    await expect(same.getApplication(APP_UID)).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toBe(1);
  });

  it('the fallback lease lock (no Web Locks) runs two tabs’ sections one after the other', async () => {
    const storage = memoryStorage();
    const [one, two] = [leaseTabLock(storage), leaseTabLock(storage)];
    const log: string[] = [];
    const section = (name: string) => async () => {
      log.push(`${name}:in`);
      await new Promise((r) => setTimeout(r, 30));
      log.push(`${name}:out`);
      return name;
    };
    const results = await Promise.all([
      one.run('aow.session-refresh', section('one')),
      two.run('aow.session-refresh', section('two')),
    ]);
    expect(results).toEqual(['one', 'two']);
    expect(log).toHaveLength(4);
    expect(log[0]!.split(':')[0]).toBe(log[1]!.split(':')[0]);
    expect(log[2]!.split(':')[0]).toBe(log[3]!.split(':')[0]);
    expect(storage.getItem('aow.lock.aow.session-refresh')).toBeNull();
  });

  it('two tabs refreshing at once: the second adopts even when the broadcast and the record reach it after the lock', async () => {
    // As in Chromium, where the lock, the channel and localStorage are three separate paths between
    // processes: B's localStorage never shows A's record, and A's messages reach B 20 ms late.
    const hub = memoryTabHub();
    const server = rotatingServer();
    const late = (channel: TabChannel): TabChannel => ({
      ...channel,
      post: (m) => void setTimeout(() => channel.post(m), 20),
    });
    const tab = (channel: TabChannel, shared: ReturnType<typeof memoryStorage>) => {
      const store = createSessionStore(memoryStorage());
      store.setTokens({ JwtToken: fakeJwt(), JwtRefreshToken: 'r1' });
      const sync = createTabSync({ store, channel, lock: hub.lock, shared });
      const stop = sync.listen(() => {});
      return { store, sync, stop };
    };
    const A = tab(late(hub.join()), hub.shared);
    const B = tab(hub.join(), memoryStorage());
    const call = (t: Tokens) => server.refresh(t);
    const results = await Promise.all([A.sync.refresh(call), B.sync.refresh(call)]);
    A.stop();
    B.stop();
    expect(results).toEqual(['refreshed', 'adopted']);
    expect(server.calls).toEqual(['r1']);
    expect(server.revoked()).toBe(false);
    expect(B.store.getTokens()?.JwtRefreshToken).toBe('r2');
  });

  it('ignores malformed channel messages and other sessions’ messages', async () => {
    const hub = memoryTabHub();
    const store = createSessionStore(memoryStorage());
    store.setTokens({ JwtToken: fakeJwt(), JwtRefreshToken: 'r1' });
    const sync = createTabSync({ store, channel: hub.join(), lock: hub.lock, shared: hub.shared });
    const seen: string[] = [];
    const stop = sync.listen((e) => void seen.push(e.type));
    const other = hub.join();
    other.post({ type: 'session.logout' }); // no family
    other.post({ type: 'session.logout', family: 'user:someone-else' });
    other.post({ type: 'session.refreshed', family: 'user:u1', tokens: { JwtToken: '' } });
    other.post('hello');
    other.post({ type: 'session.activity', family: 'user:u1' });
    await settle();
    stop();
    expect(seen).toEqual(['tabs.activity']);
    expect(store.getTokens()?.JwtRefreshToken).toBe('r1');
  });
});
