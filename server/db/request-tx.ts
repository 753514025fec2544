/**
 * One transaction per keyed request (issue 22 "Saves": claim, write and stored answer in one
 * commit; the layer is server/http/idempotency.ts).
 *
 * The routes and repositories hold the one `Db` of the server (server/db/client.ts
 * `openDatabase` answers it wrapped by `requestScopedDb`). While a request runs inside
 * `inRequestTransaction`, every query made through that `Db` in the request's async context goes
 * to the request's transaction instead — the routes never know. A route's own
 * `db.transaction(...)` then becomes a savepoint of it (drizzle's nested transaction), on PGlite
 * and PostgreSQL alike.
 *
 * - PGlite serves one connection: a query through the database itself while its transaction is
 *   open would wait for that transaction forever. Scoping the one `Db` (rather than handing the
 *   transaction to some callers) sends every query of the request to the transaction, including
 *   those of providers and stores built with the database (rate limits, captcha, marketing lists).
 * - When the transaction has ended (committed or rolled back), work the request left running
 *   (a promise nobody awaited) goes to the database again, never to a finished transaction.
 * - Statements prepared once per database must be cached per `connectionOf(db)` and built on
 *   `activeDb(db)`, not per `db`: the scoped `Db` is one object whatever it sends to.
 *
 * Provider calls (issue 31 "a slow provider can take an instance down"): no transaction — and no
 * pooled connection — is held while a request waits for an outside provider. A provider wrapped by
 * `outsideRequestTransaction` (server/app.ts wraps identity verification and the bank link) runs
 * each call through `suspendRequestTransaction`: the request's transaction so far commits (for a
 * keyed request: the idempotency claim, now visible as "in progress"), its connection goes back to
 * the pool, the provider is called, and a new transaction on a fresh connection takes over the
 * request's queries (the route's writes and the stored answer) — claim → call → write. The
 * transaction's owner hears both steps (`SuspendHooks`: server/http/idempotency.ts checks on
 * resuming that it still holds the key). Inside a route's own `db.transaction(...)` (a savepoint)
 * the call is not suspended. When resuming fails (database away, the claim lost) every later query
 * of the request throws that error.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './db-type';

interface Slot {
  tx: Db;
  open: boolean;
  /** The route's own transactions (savepoints) open now: no suspension inside one (issue 31). */
  depth: number;
  /** How to commit the transaction so far and open the next (issue 31); absent: not suspendable. */
  segments?: { suspend(): Promise<void>; resume(): Promise<void> };
  /** Set when suspending or resuming failed: every later query of the request throws it. */
  poisoned?: { error: unknown };
}

/**
 * What the owner of a suspendable request transaction hears (issue 31, `suspendRequestTransaction`).
 * `onSuspend` runs once the transaction so far committed; `onResume` in the new transaction before
 * the request goes on — what it throws is thrown by every later query of the request.
 */
export interface SuspendHooks {
  onSuspend?(): void;
  onResume?(tx: Db): Promise<void>;
}

const slot = new AsyncLocalStorage<Slot>();
/**
 * Each `requestScopedDb` wrapper and the database it wraps (a table, not a property read through
 * the wrapper: a stand-in database that answers every property, as the fault tests use, must not
 * pass for a wrapper).
 */
const wrapped = new WeakMap<object, Db>();

/** The database `db` stands for: itself, or what `requestScopedDb` wrapped. */
function rootOf(db: Db): Db {
  return wrapped.get(db) ?? db;
}

/**
 * What a query through `db` goes to now: the open transaction of the request running in this
 * async context (`inRequestTransaction`), else the database itself (issue 22). Key caches of
 * prepared statements on this.
 */
export function activeDb(db: Db): Db {
  const s = slot.getStore();
  return s?.open ? s.tx : rootOf(db);
}

/**
 * The driver connection a query through `db` goes to now, the key under which to cache a
 * statement prepared on `activeDb(db)` (issue 22): the pg Pool outside a transaction, the pooled
 * connection (pg's PoolClient, reused by later transactions on it) inside one — so a prepared
 * save statement is built once per connection, not once per request; PGlite's per-transaction
 * handle inside one of its transactions. Read from drizzle's session (`session.client`); a
 * database without one is its own key.
 */
export function connectionOf(db: Db): object {
  const on = activeDb(db);
  const client = (on as unknown as { session?: { client?: unknown } }).session?.client;
  return typeof client === 'object' && client !== null ? client : on;
}

/**
 * `db` wrapped so that every query made through it inside `inRequestTransaction` goes to that
 * request's transaction (issue 22); elsewhere it is `db` itself.
 */
export function requestScopedDb(db: Db): Db {
  if (wrapped.has(db)) return db;
  const scoped = new Proxy(db, {
    get(target, prop) {
      const s = slot.getStore();
      if (s?.poisoned) throw s.poisoned.error;
      const to = s?.open ? s.tx : target;
      const value = Reflect.get(to, prop) as unknown;
      // A route's own transaction inside the request's: counted, so a provider called in it is
      // not suspended (that would commit under drizzle's open savepoint).
      if (prop === 'transaction' && s?.open && typeof value === 'function') {
        const open = s;
        return async (...args: unknown[]) => {
          open.depth++;
          try {
            return await (value as (...a: unknown[]) => Promise<unknown>).apply(to, args);
          } finally {
            open.depth--;
          }
        };
      }
      // Methods are bound to what they serve; the constructor stays itself (drizzle's `is()`
      // reads its static entity kind).
      return typeof value === 'function' && prop !== 'constructor'
        ? (value as (...a: unknown[]) => unknown).bind(to)
        : value;
    },
  });
  wrapped.set(scoped, db);
  return scoped;
}

/** True while the calling code runs inside an open `inRequestTransaction`. */
export const inRequestScope = (): boolean => slot.getStore()?.open === true;

/**
 * Runs `fn` in one transaction of the database `db` stands for, with every query made through a
 * `requestScopedDb` in `fn`'s async context sent to it (issue 22). Commits when `fn` resolves,
 * rolls back (and rethrows) when it throws. Not nestable: called inside one, it runs `fn` in the
 * open transaction (a savepoint). With `hooks` (issue 31) a provider call through
 * `outsideRequestTransaction` splits it: the part before commits, the part after runs in a new
 * transaction.
 */
export async function inRequestTransaction<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  hooks?: SuspendHooks,
): Promise<T> {
  if (inRequestScope())
    return activeDb(db).transaction(async (tx) => {
      const mine: Slot = { tx: tx as unknown as Db, open: true, depth: 0 };
      try {
        return await slot.run(mine, () => fn(mine.tx));
      } finally {
        mine.open = false;
      }
    });
  const root = rootOf(db);
  let current: TxHandle | null = await openTransaction(root);
  const mine: Slot = { tx: current.tx, open: true, depth: 0 };
  if (hooks)
    mine.segments = {
      async suspend() {
        mine.open = false;
        const ending = current;
        current = null;
        await ending?.end(true);
        hooks.onSuspend?.();
      },
      async resume() {
        current = await openTransaction(root);
        mine.tx = current.tx;
        mine.open = true;
        await hooks.onResume?.(current.tx);
      },
    };
  try {
    const value = await slot.run(mine, () => fn(mine.tx));
    mine.open = false;
    if (!current) throw new Error('The request transaction did not resume');
    await current.end(true);
    return value;
  } catch (err) {
    mine.open = false;
    await current?.end(false).catch(() => {});
    throw err;
  }
}

/** An open transaction driven from outside drizzle's callback (`openTransaction`). */
interface TxHandle {
  tx: Db;
  /** Commits (true) or rolls back (false); resolves when it has ended, rejects as COMMIT does. */
  end(commit: boolean): Promise<void>;
}

const ROLLBACK = Symbol('rollback');

/**
 * Opens a transaction of `db` (drizzle's, PGlite or PostgreSQL) and answers it as a handle, so a
 * request's transaction can end and a new one begin mid-request (issue 31). Rejects as BEGIN does.
 */
async function openTransaction(db: Db): Promise<TxHandle> {
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((r) => (decide = r));
  let opened!: (tx: Db) => void;
  let failed!: (err: unknown) => void;
  const ready = new Promise<Db>((resolve, reject) => {
    opened = resolve;
    failed = reject;
  });
  const done: Promise<void> = db
    .transaction(async (tx) => {
      opened(tx as unknown as Db);
      if (!(await decided)) throw ROLLBACK;
    })
    .then(
      () => undefined,
      (err: unknown) => {
        if (err === ROLLBACK) return;
        failed(err); // BEGIN failed: `ready` rejects; later, `end` rejects
        throw err;
      },
    );
  done.catch(() => {}); // awaited by `end`; never an unhandled rejection when BEGIN failed
  const tx = await ready;
  return {
    tx,
    end: async (commit) => {
      decide(commit);
      await done;
    },
  };
}

/**
 * Runs `call` (an outside provider's request) with no transaction and no pooled connection of the
 * request held (issue 31): inside a suspendable request transaction (`inRequestTransaction` /
 * `inBatchedRequestTransaction` with hooks) the transaction so far commits first and a new one
 * opens after `call` settles, whatever it answered; elsewhere (no request transaction, inside a
 * route's own transaction, already suspended) `call` simply runs. `call`'s answer or error is
 * passed on unchanged; a failure to commit or to open the next transaction is thrown by every
 * later query of the request instead (the provider's caller never mistakes it for the provider's).
 */
export async function suspendRequestTransaction<T>(call: () => Promise<T>): Promise<T> {
  const s = slot.getStore();
  if (!s?.open || !s.segments || s.depth > 0 || s.poisoned) return call();
  const { segments } = s;
  let suspended = true;
  try {
    await segments.suspend();
  } catch (error) {
    s.poisoned = { error };
    suspended = false;
  }
  try {
    // Queries the provider itself makes (the sandbox's) go to the database, not to a transaction.
    return await call();
  } finally {
    if (suspended)
      await segments.resume().catch((error: unknown) => {
        s.poisoned = { error };
      });
  }
}

/**
 * `provider` with every method call run through `suspendRequestTransaction` (issue 31): the
 * identity-verification and bank-link providers of server/app.ts, so the routes call them as
 * before and never hold a transaction across them. Properties that are not functions pass through.
 */
export function outsideRequestTransaction<P extends object>(provider: P): P {
  return new Proxy(provider, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        suspendRequestTransaction(() =>
          Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)),
        );
    },
  });
}

/**
 * SQL sent together with BEGIN and with COMMIT of a request's transaction (issue 22: fewer round
 * trips per save). `prepare` are `PREPARE name(…) AS …` statements the texts EXECUTE, run once
 * per pooled connection before its first batched transaction (prepared statements outlive
 * transactions; they end with the connection).
 */
export interface TxBatch {
  prepare: readonly string[];
  /** Statements run right after BEGIN, in its round trip; the last one's rows go to `fn`. */
  opening: string;
}

/** What a batched transaction's `fn` answers: its value and the statements to send with COMMIT. */
export interface BatchedResult<T> {
  value: T;
  /** Statements run right before COMMIT, in its round trip ('' for none). */
  closing: string;
}

type PgClient = pg.PoolClient;
/** Pooled connections whose `TxBatch.prepare` statements ran (by the statements' text). */
const preparedOn = new WeakMap<PgClient, Set<string>>();
/** The drizzle transaction object of each pooled connection (`inBatchedRequestTransaction`). */
const transactionOn = new WeakMap<PgClient, Db>();

/** The node-postgres pool `db` runs on, or null (PGlite, a stand-in, a transaction). */
function poolOf(db: Db): pg.Pool | null {
  const root = rootOf(db) as unknown as { session?: { client?: unknown } };
  const client = root.session?.client;
  return client instanceof pg.Pool ? client : null;
}

/** True when `inBatchedRequestTransaction` sends its batches (PostgreSQL through a pg Pool). */
export const batchesTransactions = (db: Db): boolean => !inRequestScope() && poolOf(db) !== null;

/** pg's answer to a simple query: one result, or one per statement of a multi-statement text. */
const lastRows = (r: pg.QueryResult | pg.QueryResult[]): unknown[] =>
  (Array.isArray(r) ? r[r.length - 1] : r).rows as unknown[];

/**
 * Like `inRequestTransaction`, in three round trips for a claim, a write and a stored answer
 * (issue 22): on PostgreSQL through a pg Pool, `batch.opening` goes to the server in one simple
 * query with BEGIN, and `fn`'s `closing` in one with COMMIT (the statements EXECUTE those of
 * `batch.prepare`, so their plans are made once per connection). `fn` gets the transaction and
 * the rows of the opening's last statement. A statement that fails aborts the rest of its text;
 * the transaction is then rolled back and the error rethrown, as when `fn` throws.
 *
 * Elsewhere (PGlite; already inside a request's transaction) `batch` is ignored: `fn` runs in
 * `inRequestTransaction` with `opened` null and its `closing` ignored — it runs those statements
 * itself (`batchesTransactions` tells the caller which).
 *
 * The transaction object is drizzle's own (NodePgSession and NodePgTransaction on the pooled
 * connection, as drizzle 0.45's `NodePgSession.transaction` builds them), so a route's
 * `db.transaction(...)` inside still becomes a savepoint.
 *
 * With `hooks` (issue 31) a provider call inside (`suspendRequestTransaction`) commits the
 * transaction so far and releases its connection; after the call a pooled connection (its
 * `batch.prepare` run if new to it) opens the next transaction, which `closing` ends. Without a
 * provider call the round trips are unchanged.
 */
export async function inBatchedRequestTransaction<T>(
  db: Db,
  batch: TxBatch,
  fn: (tx: Db, opened: unknown[] | null) => Promise<BatchedResult<T>>,
  hooks?: SuspendHooks,
): Promise<T> {
  const pool = batchesTransactions(db) ? poolOf(db) : null;
  if (!pool) return inRequestTransaction(db, async (tx) => (await fn(tx, null)).value, hooks);
  const root = (
    rootOf(db) as unknown as {
      session: {
        dialect: ConstructorParameters<typeof NodePgSession>[1];
        schema: ConstructorParameters<typeof NodePgSession>[2];
        options: ConstructorParameters<typeof NodePgSession>[3];
      };
    }
  ).session;

  /** A pooled connection with `batch.prepare` run on it, and its transaction object. */
  const acquire = async (): Promise<{ client: PgClient; tx: Db }> => {
    const client = await pool.connect();
    try {
      let done = preparedOn.get(client);
      if (!done) preparedOn.set(client, (done = new Set()));
      const missing = batch.prepare.filter((p) => !done.has(p));
      if (missing.length) {
        await client.query(missing.join(';\n'));
        for (const p of missing) done.add(p);
      }
    } catch (err) {
      // Which of them exist now is unknown: the connection is closed rather than pooled.
      client.release(true);
      throw err;
    }
    // One transaction object per pooled connection, reused by its later transactions: drizzle
    // builds a query builder per table in every PgDatabase, a visible part of a save's CPU; the
    // object holds nothing of a transaction but the connection it sends to.
    let tx = transactionOn.get(client);
    if (!tx) {
      const session = new NodePgSession(client, root.dialect, root.schema, root.options);
      tx = new NodePgTransaction(root.dialect, session, root.schema) as unknown as Db;
      transactionOn.set(client, tx);
    }
    return { client, tx };
  };

  let current: { client: PgClient; tx: Db } | null = await acquire();
  let broken = false;
  const release = () => {
    current?.client.release(broken);
    current = null;
    broken = false;
  };
  const mine: Slot = { tx: current.tx, open: true, depth: 0 };
  if (hooks)
    // Issue 31: around a provider call the transaction so far commits and its connection goes
    // back to the pool; a fresh connection opens the next one.
    mine.segments = {
      async suspend() {
        mine.open = false;
        try {
          await current?.client.query('commit');
        } catch (err) {
          broken = true;
          throw err;
        } finally {
          release();
        }
        hooks.onSuspend?.();
      },
      async resume() {
        current = await acquire();
        try {
          await current.client.query('begin');
        } catch (err) {
          broken = true;
          release();
          throw err;
        }
        mine.tx = current.tx;
        mine.open = true;
        await hooks.onResume?.(current.tx);
      },
    };
  try {
    const opened = lastRows(
      (await current.client.query(`begin;\n${batch.opening}`)) as unknown as pg.QueryResult[],
    );
    const { value, closing } = await slot.run(mine, () => fn(mine.tx, opened));
    mine.open = false;
    const last = current as { client: PgClient; tx: Db } | null;
    if (!last) throw new Error('The request transaction did not resume');
    await last.client.query(closing ? `${closing};\ncommit` : 'commit');
    return value;
  } catch (err) {
    mine.open = false;
    // Outside a transaction (BEGIN never ran, or COMMIT already ended it) this only warns.
    const last = current as { client: PgClient; tx: Db } | null;
    await last?.client.query('rollback').catch(() => (broken = true));
    throw err;
  } finally {
    release();
  }
}
