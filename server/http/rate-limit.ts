/**
 * Rate limits and progressive lockout of the unauthenticated entry points (issue 12), on the
 * maintained limiter library rate-limiter-flexible.
 *
 * Every limited call counts one attempt per client (the caller's IP address) and, where the call
 * names one, per account (the e-mail or username, lower-cased). Over either allowance the call is
 * refused before any work with 429 `{Errors:[{Code:'TooManyRequests', Message, Context:null}]}` and
 * `Retry-After: <seconds>` (the wizard shows the wait, services/api/error-map.ts).
 *
 * | action        | route                                             | per client   | per account |
 * |---------------|---------------------------------------------------|--------------|-------------|
 * | login         | POST /v2/authenticate (customers and sales agents) | 30 / 10 min  | lockout ↓   |
 * | emailCheck    | GET /v2/users/usernames, /v2/users/uids, /v2/users/emails | 30 / 10 min | 10 / 10 min |
 * | registration  | POST /v2/users, /v2/users/plain, /v2/sales/passwords | 10 / 1 h  | 5 / 1 h     |
 * | resetRequest  | POST /v2/users/passwords/reset_token               | 10 / 1 h     | 3 / 1 h     |
 * | resetUse      | POST /v2/users/passwords                           | 20 / 1 h     | —           |
 * | invitation    | GET /v2/sales/applications/invitations, POST /v2/sales/authenticate | 30 / 10 min | — |
 *
 * Lockout (wrong passwords per account, customers and sales agents alike): 5 attempts are free
 * (`failuresBeforeLock`); the 5th wrong password and every further one lock the account for
 * `baseDelayS` × 2^(n−5) seconds (30 s, 60 s, 2 min … at most 15 min), during
 * which even the right password answers 429. The count is kept for 24 h and cleared by a
 * successful login. Unknown usernames are counted the same way (no enumeration by lockout).
 *
 * Stores: in memory by default (one process); `store: {db}` keeps the counters in the database
 * table rate_limits (RateLimiterDrizzle, atomic upserts), so several server instances on one
 * PostgreSQL share one count (server/main.ts does this when DATABASE_URL is set). A store that
 * fails falls back to an in-memory limiter (the library's insurance limiter), never to no limit.
 * Keys are SHA-256 hashes of the IP address or account: no e-mail or address is stored.
 *
 * The client address is the socket's peer; with `trustProxyHops` = n > 0 it is the n-th
 * address from the right of X-Forwarded-For (the one the nearest trusted proxy saw). A request
 * with X-Forwarded-For while the hops are 0 is logged once per process as a misconfiguration
 * (server/http/ops.ts, issue 20).
 *
 * Every 429 names the limiter that refused (`refusedPolicy`: '<action>.client',
 * '<action>.account' or 'login.lockout') for the metrics of server/http/metrics.ts.
 */
import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError, fail } from './errors';

/** An allowance: `points` attempts per `durationS` seconds. */
export interface Allowance {
  points: number;
  durationS: number;
}

export type LimitedAction =
  'login' | 'emailCheck' | 'registration' | 'resetRequest' | 'resetUse' | 'invitation';

export interface RateLimitPolicy {
  actions: Record<LimitedAction, { client: Allowance; account?: Allowance }>;
  lockout: {
    /** Wrong passwords before the first wait (the n-th wrong password locks). */
    failuresBeforeLock: number;
    /** First wait in seconds; doubles with every further wrong password. */
    baseDelayS: number;
    /** Longest wait in seconds. */
    maxDelayS: number;
    /** How long wrong passwords are remembered (seconds). */
    memoryS: number;
  };
}

/** The production policy (docs/decisions.md "Rate limits"). */
export const DEFAULT_RATE_POLICY: RateLimitPolicy = {
  actions: {
    login: { client: { points: 30, durationS: 600 } },
    emailCheck: { client: { points: 30, durationS: 600 }, account: { points: 10, durationS: 600 } },
    registration: {
      client: { points: 10, durationS: 3600 },
      account: { points: 5, durationS: 3600 },
    },
    resetRequest: {
      client: { points: 10, durationS: 3600 },
      account: { points: 3, durationS: 3600 },
    },
    resetUse: { client: { points: 20, durationS: 3600 } },
    invitation: { client: { points: 30, durationS: 600 } },
  },
  lockout: { failuresBeforeLock: 5, baseDelayS: 30, maxDelayS: 900, memoryS: 86_400 },
};

/**
 * The policy with every allowance (and the free wrong passwords) multiplied by `factor`
 * (RATE_LIMIT_FACTOR; the end-to-end suite registers hundreds of users from one address).
 */
export function scaledPolicy(
  factor: number,
  base: RateLimitPolicy = DEFAULT_RATE_POLICY,
): RateLimitPolicy {
  const f = Number.isFinite(factor) && factor > 0 ? factor : 1;
  const scale = (a: Allowance): Allowance => ({
    ...a,
    points: Math.max(1, Math.round(a.points * f)),
  });
  const actions = Object.fromEntries(
    Object.entries(base.actions).map(([k, v]) => [
      k,
      { client: scale(v.client), ...(v.account ? { account: scale(v.account) } : {}) },
    ]),
  ) as RateLimitPolicy['actions'];
  return {
    actions,
    lockout: {
      ...base.lockout,
      failuresBeforeLock: Math.max(1, Math.round(base.lockout.failuresBeforeLock * f)),
    },
  };
}

export interface RateLimitOptions {
  policy?: RateLimitPolicy;
  /** 'memory' (default) or the database whose rate_limits table several instances share. */
  store?: 'memory' | { db: Db };
  /** Proxies in front of the server whose X-Forwarded-For is trusted; default 0 (the socket peer). */
  trustProxyHops?: number;
}

export interface RateLimits {
  /** Counts one attempt of `action` for the caller and `account`; throws 429 TooManyRequests when over. */
  hit(c: Context, action: LimitedAction, account?: string | null): Promise<void>;
  /** Throws 429 while `account` is locked after wrong passwords. */
  assertNotLocked(account: string): Promise<void>;
  /**
   * Records a wrong password for `account`; locks it from the n-th one on. Answers the lock's
   * length in seconds, 0 when this failure did not lock (the caller logs 'login.locked').
   */
  loginFailed(account: string): Promise<number>;
  /** A successful login: forgets the wrong passwords and any lock. */
  loginSucceeded(account: string): Promise<void>;
}

const TOO_MANY = (seconds: number) =>
  `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

/** The policy name of each 429 this module threw (read by `refusedPolicy`). */
const refusals = new WeakMap<object, string>();

/**
 * 429 TooManyRequests with Retry-After (whole seconds, at least 1); `policy` names the limiter
 * that refused (metrics, issue 20).
 */
export function tooManyRequests(msBeforeNext: number, policy?: string): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const err = fail(429, 'TooManyRequests', TOO_MANY(seconds), null);
  err.headers = { 'Retry-After': String(seconds) };
  if (policy) refusals.set(err, policy);
  return err;
}

/** The limiter that refused with `err` ('registration.client', 'login.lockout', …), or null. */
export const refusedPolicy = (err: unknown): string | null =>
  typeof err === 'object' && err !== null ? (refusals.get(err) ?? null) : null;

const keyOf = (kind: string, value: string) =>
  `${kind}:${createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32)}`;

/** The caller's address: the socket peer, or with trusted proxies the matching X-Forwarded-For entry. */
export function clientAddress(c: Context, trustProxyHops = 0): string {
  if (trustProxyHops > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const pick = hops[hops.length - trustProxyHops];
    if (pick) return pick;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (app.request in tests) have no socket
  }
}

/** Builds the limiters of `opts.policy` over the chosen store. */
export function createRateLimits(opts: RateLimitOptions = {}): RateLimits {
  const policy = opts.policy ?? DEFAULT_RATE_POLICY;
  const hops = opts.trustProxyHops ?? 0;
  const store = opts.store ?? 'memory';

  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (store === 'memory') return memory;
    return new RateLimiterDrizzle({
      storeClient: store.db,
      schema: rateLimits,
      keyPrefix,
      points,
      duration,
      insuranceLimiter: memory,
    }) as unknown as RateLimiterStoreAbstract;
  };

  const limiters = Object.fromEntries(
    (Object.keys(policy.actions) as LimitedAction[]).map((action) => {
      const a = policy.actions[action];
      return [
        action,
        {
          client: make(`rl_${action}_client`, a.client.points, a.client.durationS),
          account: a.account
            ? make(`rl_${action}_account`, a.account.points, a.account.durationS)
            : null,
        },
      ];
    }),
  ) as Record<LimitedAction, { client: RateLimiterAbstract; account: RateLimiterAbstract | null }>;

  const { lockout } = policy;
  const failures = make('rl_login_failures', 1_000_000, lockout.memoryS);
  const locks = make('rl_login_lock', 1, lockout.maxDelayS);

  /** consume, turning the library's rejection (a RateLimiterRes) into 429. */
  const consume = async (limiter: RateLimiterAbstract, key: string, policy: string) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        throw tooManyRequests(rejection.msBeforeNext, policy);
      throw rejection;
    }
  };

  return {
    async hit(c, action, account) {
      const l = limiters[action];
      await consume(l.client, keyOf('ip', clientAddress(c, hops)), `${action}.client`);
      if (l.account && account && account.trim())
        await consume(l.account, keyOf('acct', account), `${action}.account`);
    },

    async assertNotLocked(account) {
      const res = await locks.get(keyOf('acct', account));
      // `block` stores points + 1: a consumed count above the single point is a lock.
      if (res && res.consumedPoints > 1 && res.msBeforeNext > 0)
        throw tooManyRequests(res.msBeforeNext, 'login.lockout');
    },

    async loginFailed(account) {
      const key = keyOf('acct', account);
      const res = await failures.penalty(key, 1);
      const n = res.consumedPoints;
      if (n < lockout.failuresBeforeLock) return 0;
      const delay = Math.min(
        lockout.maxDelayS,
        lockout.baseDelayS * 2 ** (n - lockout.failuresBeforeLock),
      );
      await locks.block(key, delay);
      return delay;
    },

    async loginSucceeded(account) {
      const key = keyOf('acct', account);
      await Promise.all([failures.delete(key), locks.delete(key)]);
    },
  };
}
