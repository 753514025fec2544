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
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db-type';

interface Slot {
  tx: Db;
  open: boolean;
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
      const to = s?.open ? s.tx : target;
      const value = Reflect.get(to, prop) as unknown;
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
 * open transaction (a savepoint).
 */
export async function inRequestTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return activeDb(db).transaction(async (tx) => {
    const mine: Slot = { tx: tx as unknown as Db, open: true };
    try {
      return await slot.run(mine, () => fn(mine.tx));
    } finally {
      mine.open = false;
    }
  });
}
