/**
 * The browser pieces of the one-session-across-tabs feature (issue 10 "Beyond the spec";
 * services/adapters/tab-sync.ts holds the protocol):
 *
 * - `TabChannel`: a message bus between the wizard's tabs of one origin — the native
 *   `BroadcastChannel` (`broadcastTabChannel`), or an in-memory hub in tests (`memoryTabHub`).
 *   Messages are structured-cloned and delivered asynchronously, never to the sender.
 * - `TabLock`: a cross-tab mutex — the Web Locks API (`navigator.locks.request`), else a lease
 *   kept in localStorage (best effort: write, wait, re-read), else a lock of this tab only. With
 *   Web Locks it also keeps a presence (a shared lock a tab holds while it has a session), so a
 *   new tab knows at once whether any tab could answer.
 * - `sharedStorage()`: localStorage (shared by the tabs of the origin, kept on disk) or memory.
 *
 * Nothing here logs; the channel carries the token pair only between tabs of the same origin
 * (docs/decisions.md, doc 1 §4.9).
 */
import { memoryStorage, type KeyValueStorage } from '../session-store';

/** A message bus between the tabs of one origin. */
export interface TabChannel {
  /** Posts `message` (structured-cloneable) to every other tab; never to this one. */
  post(message: unknown): void;
  /** Calls `listener` with each message of another tab; returns the unsubscribe. */
  subscribe(listener: (message: unknown) => void): () => void;
  close(): void;
}

/** A mutex shared by the tabs of one origin. */
export interface TabLock {
  /**
   * Runs `fn` while holding the lock `name` (exclusive, first come first served) and answers
   * its result. Rejects with an AbortError when `signal` aborts while waiting.
   */
  run<T>(name: string, fn: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Holds `name` in shared mode (a presence) until the returned release is called. */
  hold?(name: string): () => void;
  /** Whether some tab holds `name` now (a presence). */
  isHeld?(name: string): Promise<boolean>;
  /** How many holders `name` has now (the tabs present, this one included). */
  holders?(name: string): Promise<number>;
}

/** The channel every tab of the wizard joins. */
export const TAB_CHANNEL_NAME = 'aow.session';

/** The native BroadcastChannel, or null where the browser has none. */
export function broadcastTabChannel(name = TAB_CHANNEL_NAME): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (e: MessageEvent) => listener(e.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

const abortError = () => new DOMException('The lock request was aborted.', 'AbortError');

/** A lock of this tab only: a promise chain per name (tests share one between "tabs"). */
export function memoryTabLock(): TabLock {
  const tails = new Map<string, Promise<unknown>>();
  const held = new Map<string, number>();
  return {
    hold(name) {
      held.set(name, (held.get(name) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.set(name, (held.get(name) ?? 1) - 1);
      };
    },
    isHeld: async (name) => (held.get(name) ?? 0) > 0,
    holders: async (name) => held.get(name) ?? 0,
    run(name, fn, signal) {
      const prev = tails.get(name) ?? Promise.resolve();
      const next = prev.then(() => {
        if (signal?.aborted) throw abortError();
        return fn();
      });
      tails.set(
        name,
        next.catch(() => undefined),
      );
      return next;
    },
  };
}

interface WebLocks {
  request<T>(
    name: string,
    options: { mode: 'exclusive' | 'shared'; signal?: AbortSignal },
    callback: () => Promise<T>,
  ): Promise<T>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

/** The Web Locks API (every current browser), or null. */
export function webTabLock(): TabLock | null {
  const locks =
    typeof navigator !== 'undefined'
      ? (navigator as Navigator & { locks?: WebLocks }).locks
      : undefined;
  if (!locks || typeof locks.request !== 'function') return null;
  return {
    run: (name, fn, signal) =>
      locks.request(name, signal ? { mode: 'exclusive', signal } : { mode: 'exclusive' }, fn),
    // Held until released, or until the tab closes or crashes (the browser drops its locks).
    hold(name) {
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      void locks.request(name, { mode: 'shared' }, () => held).catch(() => undefined);
      return () => release();
    },
    isHeld: async (name) => {
      try {
        return ((await locks.query()).held ?? []).some((l) => l.name === name);
      } catch {
        return true; // unknown: ask the other tabs anyway
      }
    },
    holders: async (name) => {
      try {
        return ((await locks.query()).held ?? []).filter((l) => l.name === name).length;
      } catch {
        return 0; // unknown: nobody to wait for
      }
    },
  };
}

/** How long a lease of the fallback lock lasts (longer than one refresh call's 30 s time-out). */
export const LEASE_MS = 35_000;
const SETTLE_MS = 60;
const RETRY_MS = 120;

/**
 * The fallback lock for browsers without Web Locks: a lease `{owner, until}` in `storage`
 * (localStorage). A tab writes its lease when none is live, waits SETTLE_MS for a concurrent
 * writer's value to land, and holds the lock when the lease is still its own; otherwise it
 * retries. Best effort (localStorage has no compare-and-set); the rotation record of
 * services/adapters/tab-sync.ts catches what slips through. In-tab callers queue first.
 */
export function leaseTabLock(storage: KeyValueStorage): TabLock {
  const local = memoryTabLock();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const leaseOf = (key: string): { owner: string; until: number } | null => {
    try {
      const v = JSON.parse(storage.getItem(key) ?? 'null') as { owner?: unknown; until?: unknown };
      return v && typeof v.owner === 'string' && typeof v.until === 'number'
        ? { owner: v.owner, until: v.until }
        : null;
    } catch {
      return null;
    }
  };
  return {
    run: (name, fn, signal) =>
      local.run(
        name,
        async () => {
          const key = `aow.lock.${name}`;
          const me = randomId();
          for (;;) {
            if (signal?.aborted) throw abortError();
            const lease = leaseOf(key);
            if (!lease || lease.until < Date.now()) {
              storage.setItem(key, JSON.stringify({ owner: me, until: Date.now() + LEASE_MS }));
              await sleep(SETTLE_MS);
              if (leaseOf(key)?.owner === me) break;
            }
            await sleep(RETRY_MS + Math.floor(Math.random() * RETRY_MS));
          }
          try {
            return await fn();
          } finally {
            if (leaseOf(key)?.owner === me) storage.removeItem(key);
          }
        },
        signal,
      ),
  };
}

/** localStorage when usable, else memory (then the tabs share nothing through it). */
export function sharedStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') {
      const probe = '__probe__';
      localStorage.setItem(probe, '1');
      localStorage.removeItem(probe);
      return localStorage;
    }
  } catch {
    // disabled storage
  }
  return memoryStorage();
}

/** The best lock the browser offers: Web Locks, else the localStorage lease, else this tab only. */
export function browserTabLock(storage: KeyValueStorage = sharedStorage()): TabLock {
  return webTabLock() ?? leaseTabLock(storage);
}

/** A random id (crypto.randomUUID where available). */
export function randomId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * An in-memory stand-in for BroadcastChannel + Web Locks between several "tabs" of one test:
 * `join()` gives each tab its channel (messages structured-cloned, delivered on a later task,
 * never to the sender; `closed` tabs receive nothing); `lock` is one lock all tabs share;
 * `shared` one localStorage.
 */
export function memoryTabHub() {
  const members = new Set<Set<(message: unknown) => void>>();
  const lock = memoryTabLock();
  const shared = memoryStorage();
  return {
    lock,
    shared,
    join(): TabChannel {
      const listeners = new Set<(message: unknown) => void>();
      members.add(listeners);
      return {
        post(message) {
          const copy = structuredClone(message);
          for (const other of members) {
            if (other === listeners) continue;
            setTimeout(() => {
              if (!members.has(other)) return;
              for (const l of other) l(copy);
            }, 0);
          }
        },
        subscribe(listener) {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
        close: () => void members.delete(listeners),
      };
    },
  };
}
