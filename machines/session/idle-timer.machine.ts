/**
 * Idle timer (doc 1 §4.9, §9), a child of the root actor's `session.authenticated` state.
 *
 * - After IDLE_REFRESH (240 000 ms) without activity it tells the parent to refresh the tokens
 *   (`session.refreshDue`).
 * - REFRESH_PROMPT (1 080 000 ms) later it opens the refresh-session modal (`session.prompt`).
 * - LOGOUT_COUNTDOWN (60 000 ms) after the modal opened it logs out (`session.timeout`).
 * - Activity (`activity`, forwarded by the parent) is debounced by ACTIVITY_DEBOUNCE (500 ms)
 *   and then cancels the pending timers, starting again from IDLE_REFRESH. While the modal is
 *   open only the modal's confirm (`reset`) counts.
 */
import { sendParent, setup } from 'xstate';

/** The spec's timings in ms (doc 1 §9). */
export const IDLE_TIMINGS = {
  IDLE_REFRESH: 240_000,
  REFRESH_PROMPT: 1_080_000,
  LOGOUT_COUNTDOWN: 60_000,
  ACTIVITY_DEBOUNCE: 500,
} as const;

export type IdleTimerEvent = { type: 'activity' } | { type: 'reset' };

export const idleTimerMachine = setup({
  types: {
    events: {} as IdleTimerEvent,
  },
  delays: IDLE_TIMINGS,
  actions: {
    notifyRefreshDue: sendParent({ type: 'session.refreshDue' }),
    notifyPrompt: sendParent({ type: 'session.prompt' }),
    notifyTimeout: sendParent({ type: 'session.timeout' }),
  },
}).createMachine({
  id: 'idleTimer',
  initial: 'active',
  states: {
    /** Counting IDLE_REFRESH from the last (debounced) activity. */
    active: {
      after: { IDLE_REFRESH: { target: 'idle', actions: 'notifyRefreshDue' } },
      on: { activity: 'debouncing', reset: { target: 'active', reenter: true } },
    },
    /** Activity seen; waits for ACTIVITY_DEBOUNCE of quiet before restarting the count. */
    debouncing: {
      after: { ACTIVITY_DEBOUNCE: 'active' },
      on: { activity: { target: 'debouncing', reenter: true }, reset: 'active' },
    },
    /** Tokens refreshed once; counting REFRESH_PROMPT. */
    idle: {
      after: { REFRESH_PROMPT: { target: 'prompting', actions: 'notifyPrompt' } },
      on: { activity: 'debouncing', reset: 'active' },
    },
    /** The refresh-session modal is open; LOGOUT_COUNTDOWN to logout. */
    prompting: {
      after: { LOGOUT_COUNTDOWN: { target: 'expired', actions: 'notifyTimeout' } },
      on: { reset: 'active' },
    },
    expired: {},
  },
});
