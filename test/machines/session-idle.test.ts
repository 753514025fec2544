/**
 * Session idle handling (doc 1 §4.9, §9) with XState's SimulatedClock: refresh after 240 000 ms
 * idle, the refresh-session prompt 1 080 000 ms later, logout 60 000 ms after the prompt;
 * activity (debounced 500 ms) restarts the count.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createAppMachine } from '../../src/app/create-app';
import { selectPath, selectShell } from '../../machines/view/selectors';
import { idleTimerMachine, IDLE_TIMINGS } from '../../machines/session/idle-timer.machine';
import { memoryStorage } from '../../services/session-store';
import { createFakeApi, emptyApplication, fakeDeps, fakeJwt } from './fake-api';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('idle timer (child machine)', () => {
  it('uses the spec timings', () => {
    expect(IDLE_TIMINGS).toEqual({
      IDLE_REFRESH: 240_000,
      REFRESH_PROMPT: 1_080_000,
      LOGOUT_COUNTDOWN: 60_000,
      ACTIVITY_DEBOUNCE: 500,
    });
  });

  it('refresh → prompt → timeout; activity debounced 500 ms restarts the count', () => {
    const clock = new SimulatedClock();
    const notified: string[] = [];
    const standalone = idleTimerMachine.provide({
      actions: {
        notifyRefreshDue: () => void notified.push('refreshDue'),
        notifyPrompt: () => void notified.push('prompt'),
        notifyTimeout: () => void notified.push('timeout'),
      },
    });
    const actor = createActor(standalone, { clock });
    actor.start();
    clock.increment(239_999);
    expect(actor.getSnapshot().value).toBe('active');
    actor.send({ type: 'activity' });
    clock.increment(499);
    expect(actor.getSnapshot().value).toBe('debouncing');
    actor.send({ type: 'activity' }); // debounce restarts
    clock.increment(499);
    expect(actor.getSnapshot().value).toBe('debouncing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(240_000);
    expect(actor.getSnapshot().value).toBe('idle');
    clock.increment(1_079_999);
    expect(actor.getSnapshot().value).toBe('idle');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('prompting');
    actor.send({ type: 'activity' }); // only the modal's confirm counts now
    clock.increment(59_999);
    expect(actor.getSnapshot().value).toBe('prompting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(notified).toEqual(['refreshDue', 'prompt', 'timeout']);
  });
});

describe('session region with the idle timer', () => {
  async function loggedIn() {
    const clock = new SimulatedClock();
    const fake = createFakeApi({
      application: emptyApplication({ ApplicationStep: '/secure/name' }),
    });
    const storage = memoryStorage();
    storage.setItem('aow.JwtToken', fakeJwt());
    storage.setItem('aow.JwtRefreshToken', 'r1');
    const deps = fakeDeps(fake, storage);
    const actor = createActor(createAppMachine(deps), {
      clock,
      input: { initialPath: '/secure/name', search: '', referrer: '' },
    });
    actor.start();
    await waitFor(actor, (s) => selectPath(s) === '/secure/name');
    return { clock, fake, actor, deps };
  }

  it('refreshes the tokens after 4 minutes idle, prompts 18 minutes later and logs out after 60 s', async () => {
    const { clock, fake, actor, deps } = await loggedIn();
    expect(selectShell(actor.getSnapshot()).loggedIn).toBe(true);
    clock.increment(240_000);
    await flush();
    expect(fake.names().filter((n) => n === 'refresh')).toHaveLength(1);
    expect(deps.session.getTokens()?.JwtRefreshToken).toBe('r2');
    clock.increment(1_080_000);
    expect(selectShell(actor.getSnapshot()).sessionPromptOpen).toBe(true);
    clock.increment(60_000);
    expect(selectShell(actor.getSnapshot()).loggedIn).toBe(false);
    expect(selectPath(actor.getSnapshot())).toBe('/');
    expect(deps.session.getTokens()).toBeNull();
  });

  it('confirming the prompt refreshes and restarts the count; activity keeps the session', async () => {
    const { clock, fake, actor } = await loggedIn();
    clock.increment(240_000);
    await flush();
    clock.increment(1_080_000);
    await flush();
    expect(selectShell(actor.getSnapshot()).sessionPromptOpen).toBe(true);
    actor.send({ type: 'session.confirm' });
    await flush();
    expect(selectShell(actor.getSnapshot()).sessionPromptOpen).toBe(false);
    expect(fake.names().filter((n) => n === 'refresh')).toHaveLength(2);
    // activity every 3 minutes for an hour: never idle long enough
    for (let i = 0; i < 20; i++) {
      clock.increment(180_000);
      actor.send({ type: 'session.activity' });
      clock.increment(500);
    }
    expect(selectShell(actor.getSnapshot()).loggedIn).toBe(true);
    expect(fake.names().filter((n) => n === 'refresh')).toHaveLength(2);
  });

  it('a 401 logs out (session.expired)', async () => {
    const { actor } = await loggedIn();
    actor.send({ type: 'session.expired' });
    expect(selectShell(actor.getSnapshot()).loggedIn).toBe(false);
    expect(selectPath(actor.getSnapshot())).toBe('/');
  });
});
