/**
 * One session across the wizard's tabs (issue 10 "Beyond the spec"; doc 1 §4.9 timings stay per
 * tab, their causes are shared). The protocol the session region (machines/session/session.states.ts)
 * runs through its `tabSync` actor, its `relayToTabs` action and the `refreshTokens` /
 * `recoverSession` / `boot` actors:
 *
 * - **Relay.** A tab posts `session.activity` (at most one per ACTIVITY_RELAY ms, with a trailing
 *   post), `session.logout` (logout, idle logout, expiry) and `session.promptConfirmed` to the other
 *   tabs of the same session (`family`: the `sid` claim, else the user); they arrive in the machine
 *   as `tabs.activity` (the idle timer starts again), `tabs.logout`, `tabs.promptConfirmed`. A tab
 *   that joins posts activity, so every tab's idle timer counts from the same moment.
 * - **Refresh.** Only inside the cross-tab lock REFRESH_LOCK. Holding it, a tab refreshes only when
 *   its pair is still the session's newest: when another tab rotated meanwhile (its pair changed,
 *   or the rotation record says so) it adopts the newest pair instead, and a pair rotated less than
 *   FRESH ms ago is not rotated again. The refresher stores the new pair with a random rotation id,
 *   records `{rotation, at, gen}` for the family in shared storage (localStorage: ids and times only,
 *   no token) and posts `session.refreshed {tokens, rotation, at, gen}`; the others store it
 *   (`tabs.refreshed` carries only the new expiry, so tokens never enter machine events) and answer
 *   `session.refreshAck`. The refresher keeps the lock until every other connected tab (the
 *   PRESENCE_LOCK's holders) has acknowledged, at most ACK_WAIT ms: the lock, the channel and
 *   localStorage are three separate paths between processes, and a tab that took the lock before
 *   the broadcast or the record reached it would send the spent refresh token. Each tab also keeps
 *   the newest record it has seen (highest `gen`), so a stale localStorage read never wins. So a
 *   refresh token is never sent twice — the server's reuse detection would revoke the whole
 *   session.
 * - **Join.** A tab with no stored pair asks (`session.pairRequest`) at boot and waits JOIN_WAIT ms
 *   for a tab of a live session to answer (`session.pair`), taking only the newest pair. Connected
 *   tabs hold the PRESENCE_LOCK (Web Locks, shared), so with no session anywhere a new tab does
 *   not wait at all (the landing page's hand-over is not delayed).
 * - **Recover.** After a 401, a tab whose pair is not the newest (the rotation record says another
 *   tab rotated) asks for the newest pair instead of logging out.
 *
 * Messages from the channel are parsed with zod; unknown shapes are ignored. Nothing is logged.
 */
import { fromCallback } from 'xstate';
import { z } from 'zod';
import type { JwtClaims, Tokens } from '../api/contract';
import { memoryTabLock, randomId, type TabChannel, type TabLock } from './tab-channel';
import {
  decodeJwtClaims,
  memoryStorage,
  type KeyValueStorage,
  type SessionStore,
} from '../session-store';

/** The protocol's timings in ms. */
export const TAB_TIMINGS = {
  /** A new tab waits this long at boot for another tab's session before it counts as anonymous. */
  JOIN_WAIT: 300,
  /** A tab waits this long for the newest pair another tab holds (stale pair at refresh, 401). */
  PAIR_WAIT: 1500,
  /** Activity is posted at most once per this many ms (plus one trailing post). */
  ACTIVITY_RELAY: 1000,
  /** A pair rotated less than this long ago is fresh: a refresh asked for now is skipped. */
  FRESH: 30_000,
  /** The refresher holds the lock at most this long for the other tabs' acknowledgements. */
  ACK_WAIT: 1000,
  /** Rotation records older than this are dropped (the server's absolute session lifetime, 12 h). */
  RECORD_TTL: 12 * 60 * 60 * 1000,
} as const;

/** The Web Lock every tab of the origin takes around a token refresh. */
export const REFRESH_LOCK = 'aow.session-refresh';
/** The shared lock a tab holds while its session is connected (a presence; Web Locks only). */
export const PRESENCE_LOCK = 'aow.session-present';
/** The shared-storage key of the rotation records `{[family]: {rotation, at}}`. */
export const ROTATIONS_KEY = 'aow.TokenRotations';

const tokensSchema = z.object({
  JwtToken: z.string().min(1),
  JwtRefreshToken: z.string().min(1),
});
const tabMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session.activity'), family: z.string() }),
  z.object({ type: z.literal('session.logout'), family: z.string() }),
  z.object({ type: z.literal('session.promptConfirmed'), family: z.string() }),
  z.object({
    type: z.literal('session.refreshed'),
    family: z.string(),
    tokens: tokensSchema,
    rotation: z.string(),
    // Absent from a tab of an older build (then only the rotation is known).
    at: z.number().optional(),
    gen: z.number().optional(),
  }),
  z.object({ type: z.literal('session.refreshAck'), rotation: z.string() }),
  z.object({
    type: z.literal('session.pairRequest'),
    id: z.string(),
    family: z.string().nullable(),
  }),
  z.object({
    type: z.literal('session.pair'),
    id: z.string(),
    family: z.string(),
    tokens: tokensSchema,
    rotation: z.string().nullable(),
  }),
]);
/** A message between tabs (validated on receipt). */
export type TabMessage = z.infer<typeof tabMessage>;

/** What the other tabs tell this tab's machine (no tokens). */
export type TabSyncEvent =
  | { type: 'tabs.activity' }
  /** Another tab refreshed; this tab already stored the new pair. */
  | { type: 'tabs.refreshed'; tokenExp: number | null }
  | { type: 'tabs.logout' }
  | { type: 'tabs.promptConfirmed' };

/** The session events a tab tells the others. */
export type RelayedType = 'session.activity' | 'session.logout' | 'session.promptConfirmed';

/** What a refresh did: called the server, took another tab's newer pair, or found the pair fresh. */
export type RefreshResult = 'refreshed' | 'adopted' | 'fresh';

/** Timers of the protocol (the browser's by default; XState's SimulatedClock in tests). */
export interface TabTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

const browserTimers: TabTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** The pair could not be refreshed: no session, or a spent pair with no tab holding the newest. */
export class TabSessionLost extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TabSessionLost';
  }
}

/** The session a pair belongs to: its `sid` (refresh-token family), else its user; null without claims. */
export function familyOf(claims: JwtClaims | null): string | null {
  if (!claims) return null;
  if (claims.sid) return `sid:${claims.sid}`;
  return claims.UserUid ? `user:${claims.UserUid}` : null;
}

/** The protocol object one tab uses (see the module comment). */
export interface TabSync {
  /** Posts this tab's session event to the other tabs of its session (no-op without a session). */
  relay(type: RelayedType): void;
  /**
   * Connects the machine: messages of the other tabs arrive as `TabSyncEvent`s, pair requests are
   * answered, and a join is announced as activity. Answers the disconnect.
   */
  listen(sendBack: (event: TabSyncEvent) => void): () => void;
  /**
   * Refreshes the pair under the cross-tab lock with `call` (the API's refresh), or adopts.
   * `force`: refresh even when the pair is fresh (the claims must name a new current application).
   */
  refresh(
    call: (tokens: Tokens) => Promise<Tokens>,
    signal?: AbortSignal,
    opts?: { force?: boolean },
  ): Promise<RefreshResult>;
  /** Boot without a stored pair: asks the other tabs for theirs; true when one was stored. */
  join(): Promise<boolean>;
  /** After a 401: true when a newer pair of this session was taken from another tab. */
  recover(): Promise<boolean>;
}

export interface TabSyncOptions {
  /** This tab's session store (sessionStorage). */
  store: SessionStore;
  /** The channel between tabs; none → this tab alone (the lock still serialises its refreshes). */
  channel?: TabChannel | null;
  lock?: TabLock;
  /** Storage shared by the tabs (localStorage) for the rotation records. */
  shared?: KeyValueStorage;
  timers?: TabTimers;
}

interface RotationRecord {
  rotation: string;
  at: number;
  /** Counts the family's rotations (the newest record has the highest). */
  gen: number;
}

/** Creates one tab's TabSync (src/app/create-app.ts builds the browser's; tests join a memory hub). */
export function createTabSync(options: TabSyncOptions): TabSync {
  const { store } = options;
  const channel = options.channel ?? null;
  const lock = options.lock ?? memoryTabLock();
  const shared = options.shared ?? memoryStorage();
  const timers = options.timers ?? browserTimers;
  const waiters = new Set<(m: TabMessage) => void>();
  let machine: ((event: TabSyncEvent) => void) | null = null;
  let lastActivity = -Infinity;
  let trailing: unknown = null;

  const myFamily = () => (store.getTokens() ? familyOf(store.claims()) : null);

  const readRecords = (): Record<string, RotationRecord> => {
    try {
      const all = JSON.parse(shared.getItem(ROTATIONS_KEY) ?? '{}') as Record<string, unknown>;
      const out: Record<string, RotationRecord> = {};
      for (const [k, v] of Object.entries(all ?? {})) {
        const r = v as Partial<RotationRecord>;
        if (typeof r?.rotation === 'string' && typeof r.at === 'number')
          out[k] = { rotation: r.rotation, at: r.at, gen: typeof r.gen === 'number' ? r.gen : 0 };
      }
      return out;
    } catch {
      return {};
    }
  };
  /** The newest record this tab has seen per family (its own rotations and the broadcasts). */
  const seen = new Map<string, RotationRecord>();
  const newer = (a: RotationRecord | null, b: RotationRecord | null) =>
    !a ? b : !b ? a : b.gen > a.gen ? b : a;
  // Rotation records matter only between tabs: a tab alone keeps none. localStorage may answer
  // an older record than a broadcast already brought: the higher `gen` wins.
  const recordOf = (family: string): RotationRecord | null =>
    channel ? newer(readRecords()[family] ?? null, seen.get(family) ?? null) : null;
  const writeRecord = (family: string, record: RotationRecord) => {
    const all = readRecords();
    for (const [k, r] of Object.entries(all))
      if (record.at - r.at > TAB_TIMINGS.RECORD_TTL) delete all[k];
    all[family] = record;
    seen.set(family, record);
    shared.setItem(ROTATIONS_KEY, JSON.stringify(all));
  };
  /**
   * Resolves true on the first channel message `settles` accepts, false after `wait` ms (one
   * waiter: requestPair's answer, awaitAcks' last acknowledgement).
   */
  const waitForMessage = (settles: (m: TabMessage) => boolean, wait: number): Promise<boolean> =>
    new Promise((resolve) => {
      let done = false;
      const finish = (ok: boolean) => {
        if (done) return;
        done = true;
        waiters.delete(waiter);
        timers.clearTimeout(timer);
        resolve(ok);
      };
      const waiter = (m: TabMessage) => {
        if (settles(m)) finish(true);
      };
      waiters.add(waiter);
      const timer = timers.setTimeout(() => finish(false), wait);
    });
  /**
   * After a rotation: resolves when every other connected tab acknowledged `rotation`, or after
   * ACK_WAIT ms (a tab that froze or closed without releasing its presence).
   */
  const awaitAcks = async (rotation: string): Promise<void> => {
    const others = lock.holders ? (await lock.holders(PRESENCE_LOCK)) - 1 : 0;
    if (others <= 0) return;
    let acks = 0;
    await waitForMessage(
      (m) => m.type === 'session.refreshAck' && m.rotation === rotation && ++acks >= others,
      TAB_TIMINGS.ACK_WAIT,
    );
  };
  /** The newest pair of `family` per the records (no record: whatever a tab holds is the newest). */
  const isNewest = (family: string, rotation: string | null) => {
    const r = recordOf(family);
    return !r || r.rotation === rotation;
  };

  const post = (message: TabMessage) => channel?.post(message);
  const postActivity = () => {
    const family = myFamily();
    if (family) post({ type: 'session.activity', family });
  };

  const onMessage = (m: TabMessage, send: (event: TabSyncEvent) => void) => {
    const family = myFamily();
    if (!family) return;
    if (m.type === 'session.pairRequest') {
      const tokens = store.getTokens();
      if (tokens && (m.family === null || m.family === family))
        post({ type: 'session.pair', id: m.id, family, tokens, rotation: store.rotation() });
      return;
    }
    if (m.type === 'session.refreshed') post({ type: 'session.refreshAck', rotation: m.rotation });
    if (m.type === 'session.pair' || m.type === 'session.refreshAck' || m.family !== family) return;
    switch (m.type) {
      case 'session.activity':
        return send({ type: 'tabs.activity' });
      case 'session.logout':
        return send({ type: 'tabs.logout' });
      case 'session.promptConfirmed':
        return send({ type: 'tabs.promptConfirmed' });
      case 'session.refreshed':
        if (m.gen !== undefined && m.at !== undefined) {
          const prior = seen.get(family);
          if (!prior || m.gen > prior.gen)
            seen.set(family, { rotation: m.rotation, at: m.at, gen: m.gen });
        }
        if (store.rotation() !== m.rotation) store.setTokens(m.tokens, m.rotation);
        return send({ type: 'tabs.refreshed', tokenExp: store.claims()?.exp ?? null });
    }
  };

  channel?.subscribe((raw) => {
    const parsed = tabMessage.safeParse(raw);
    if (!parsed.success) return;
    for (const w of [...waiters]) w(parsed.data);
    if (machine) onMessage(parsed.data, machine);
  });

  /**
   * Asks the other tabs for a pair of `family` (any session when null) that `accept`s, stores the
   * first one that arrives (an answer, or a refresh broadcast) and answers true; false after `wait`.
   */
  const requestPair = (
    family: string | null,
    accept: (m: { family: string; rotation: string | null }) => boolean,
    wait: number,
  ): Promise<boolean> => {
    if (!channel) return Promise.resolve(false);
    const id = randomId();
    const answered = waitForMessage((m) => {
      const answers = m.type === 'session.pair' && m.id === id;
      if (!answers && m.type !== 'session.refreshed') return false;
      if (family !== null && m.family !== family) return false;
      if (!accept(m)) return false;
      store.setTokens(m.tokens, m.rotation);
      return true;
    }, wait);
    post({ type: 'session.pairRequest', id, family });
    return answered;
  };

  return {
    relay(type) {
      if (!channel) return;
      if (type !== 'session.activity') {
        const family = myFamily();
        if (family) post({ type, family });
        return;
      }
      const now = timers.now();
      const since = now - lastActivity;
      if (since >= TAB_TIMINGS.ACTIVITY_RELAY) {
        lastActivity = now;
        postActivity();
      } else if (trailing === null) {
        trailing = timers.setTimeout(() => {
          trailing = null;
          lastActivity = timers.now();
          postActivity();
        }, TAB_TIMINGS.ACTIVITY_RELAY - since);
      }
    },

    listen(sendBack) {
      machine = sendBack;
      const release = lock.hold?.(PRESENCE_LOCK);
      // A tab joining the session is activity: the other tabs' idle timers start again with it.
      postActivity();
      return () => {
        release?.();
        if (machine === sendBack) machine = null;
        if (trailing !== null) {
          timers.clearTimeout(trailing);
          trailing = null;
        }
      };
    },

    refresh(call, signal, opts) {
      const before = store.getTokens();
      if (!before) return Promise.reject(new TabSessionLost('no session'));
      return lock.run(
        REFRESH_LOCK,
        async (): Promise<RefreshResult> => {
          const current = store.getTokens();
          if (!current) throw new TabSessionLost('no session');
          // Another tab's refresh reached this tab while it waited for the lock.
          if (current.JwtRefreshToken !== before.JwtRefreshToken) return 'adopted';
          const family = familyOf(store.claims());
          const record = family ? recordOf(family) : null;
          if (family && record && record.rotation !== store.rotation()) {
            // Another tab rotated and its broadcast has not arrived: this refresh token is spent.
            const want = record.rotation;
            if (await requestPair(family, (m) => m.rotation === want, TAB_TIMINGS.PAIR_WAIT))
              return 'adopted';
            throw new TabSessionLost('spent pair, newest not found');
          }
          if (!opts?.force && record && timers.now() - record.at < TAB_TIMINGS.FRESH)
            return 'fresh';
          const next = await call(current);
          const rotation = randomId();
          store.setTokens(next, rotation);
          const nextFamily = familyOf(decodeJwtClaims(next.JwtToken)) ?? family;
          if (nextFamily && channel) {
            const rec = { rotation, at: timers.now(), gen: (record?.gen ?? 0) + 1 };
            writeRecord(nextFamily, rec);
            post({ type: 'session.refreshed', family: nextFamily, tokens: next, ...rec });
            await awaitAcks(rotation);
          }
          return 'refreshed';
        },
        signal,
      );
    },

    async join() {
      if (store.getTokens() || !channel) return false;
      // No tab holds a session (known at once with Web Locks): nobody to wait for.
      if (lock.isHeld && !(await lock.isHeld(PRESENCE_LOCK))) return false;
      return requestPair(null, (m) => isNewest(m.family, m.rotation), TAB_TIMINGS.JOIN_WAIT);
    },

    recover() {
      if (!store.getTokens()) return Promise.resolve(false);
      // Under the lock: a refresh running in another tab finishes (and records) first.
      return lock.run(REFRESH_LOCK, async () => {
        const family = myFamily();
        if (!family) return false;
        const record = recordOf(family);
        if (!record || record.rotation === store.rotation()) return false;
        const want = record.rotation;
        return requestPair(family, (m) => m.rotation === want, TAB_TIMINGS.PAIR_WAIT);
      });
    },
  };
}

/**
 * The `tabSync` actor of `session.authenticated` (a callback actor): connects the machine to the
 * other tabs for as long as the session lasts — their activity, refresh, logout and prompt confirm
 * arrive as `tabs.*` events; this tab's go out through the `relayToTabs` action.
 */
export function tabSyncLogic(sync: TabSync) {
  return fromCallback(({ sendBack }) => sync.listen(sendBack));
}
