/**
 * The idempotency layer of mutating requests (issue 8 "saving that survives a bad network";
 * docs/sandbox.md "Idempotency"). The wizard's client sends `Idempotency-Key: <uuid>` on every
 * POST/PUT/PATCH/DELETE and repeats it when it retries after a network error or a 502/503/504.
 *
 * - Scope: (caller, method, path, key). The caller is the authenticated user of `requireAuth`
 *   (`userUid`, plus the sales agent under impersonation), or the subject of a verified bearer token
 *   on the routes that authenticate themselves. A request without a usable token, without the
 *   header, a GET, or a document upload (multipart, up to 10 MiB) passes through untouched.
 * - The key must be 1–255 visible ASCII characters: else 400 IdempotencyKeyIsInvalid (Context
 *   'Idempotency-Key').
 * - One transaction per keyed request (issue 22 "Saves"; server/db/request-tx.ts): the key is
 *   claimed (an in-flight row inserted), the handler runs with every query of it in the same
 *   transaction, and its answer (status < 500: status, Content-Type, body) is stored for 24 h —
 *   one commit. A 5xx answer or a thrown fault (answered 500) rolls the whole transaction back:
 *   the claim and whatever the handler wrote, so a retry with the key runs the handler again.
 *   A 429 or an answer holding a credential commits what the handler wrote without a stored
 *   answer (the key is released in the same transaction). On PostgreSQL the claim is sent with
 *   BEGIN and the stored answer with COMMIT (server/db/request-tx.ts `inBatchedRequestTransaction`,
 *   server/db/idempotency.ts `claimBatch`): a save is three round trips, the route's write the
 *   middle one.
 * - Claim → call → write (issue 31): a route calling an outside provider (identity verification,
 *   bank link; wrapped in server/app.ts) holds no transaction or connection during the call
 *   (server/db/request-tx.ts `suspendRequestTransaction`). The transaction so far commits — the
 *   key row is then committed "in progress" (status null, locked_at = this request's start) — the
 *   provider is called, and a new transaction first locks the row and checks it is still this
 *   request's (else the request ends with 409 IdempotencyKeyInUse and stores nothing), then takes
 *   the route's writes and the stored answer. A 5xx or a fault after the claim committed deletes
 *   the claim (`releaseClaim`), so a retry runs afresh; if even that fails (database away) the
 *   claim expires: it is taken over once `staleMs` old.
 * - Repeat with the same query and body: the stored answer, with `Idempotent-Replayed: true`; the
 *   handler does not run, nothing is written twice. Query and body are compared by their stored
 *   fingerprint (`requestFingerprint`): an HMAC-SHA-256 under a key derived (HKDF) from the server's
 *   PII key (server/auth/pii.ts `loadPiiKey`: SSN_ENCRYPTION_KEY or DATA_DIR/ssn-key), not a bare
 *   SHA-256 — an SSN save's body has few possible values, so a plain hash in the table would be
 *   reversible by trying them all (issue 12).
 * - Repeat with a different query or body: 422 IdempotencyKeyReused (Context 'Idempotency-Key').
 * - Repeat while the first is still running (a retry that overtook it): its claim waits on the
 *   key row's lock (the first transaction's uncommitted insert) — the pattern payment APIs use for
 *   atomic phases — then reads the row (`select … for update`): committed, the stored answer is
 *   replayed; rolled back, this request claims the key and runs. The wait is PostgreSQL's
 *   lock_timeout of the transaction (`waitMs`, default 10 s; it bounds every lock wait of the
 *   request): still running then, 409 IdempotencyKeyInUse with `Retry-After: 1`. On PGlite (one
 *   connection) the repeat's transaction starts only after the first one ended, so it replays.
 *   An in-flight row that was committed (a request calling its provider, issue 31; or one whose
 *   server stopped) makes the repeat poll the row every 200 ms, holding no transaction, up to
 *   `waitMs`: answered meanwhile, replayed; released, run afresh; else 409 IdempotencyKeyInUse.
 *   A committed in-flight row `staleMs` old (default 60 s: the claim's expiry) is taken over.
 * - The rows live in the database (server/db/idempotency.ts), so this holds across server
 *   instances; expired rows are deleted at most once an hour per instance.
 *
 * Issue 20 ("the idempotency store keeps issued token pairs and hand-off tokens in clear"):
 * - Token-issuing endpoints are never deduplicated (`isTokenIssuingRoute`, `TOKEN_ISSUING_ROUTES`:
 *   create user and its upgrade variant, plain user, authenticate, refresh, generate, logout, sales
 *   authenticate, the reset-token request and the new password, sales invitations and the sales
 *   password, KYC hand-off creation, Plaid link tokens): they pass through, so a repeated refresh
 *   meets the session's reuse detection instead of a replayed token pair.
 * - Safety net: an answer whose JSON holds a token-like key (`holdsTokenKey`: a key containing
 *   'token', 'secret' or 'password', at any depth) is not stored either; its key is released and a
 *   repeat runs the handler again.
 * - Stored answers are sealed (`sealAnswer` / `openAnswer`): AES-256-GCM under a key derived with
 *   HKDF-SHA-256 from `secret` with its own label ('idempotency-answer-seal'), a random 12-byte IV,
 *   and the scope (subject, method, path, key) as additional data, so a row copied to another
 *   scope does not open. Stored text: 'v1.' + base64url(iv ‖ ciphertext ‖ tag). A stored answer
 *   that does not open (another key, tampering) is dropped and the request runs afresh.
 * - A subject taken from a bearer on a self-authenticating route counts only while the token's
 *   session is live (`sessions.isActive`): a revoked or ended session gives no subject, so the
 *   request passes through to the route's own 401 instead of a replay.
 */
import { createHmac } from 'node:crypto';
import { deriveKey, openPacked, sealPacked } from '../auth/aead';
import type { MiddlewareHandler } from 'hono';
import type { SessionService } from '../auth/sessions';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/client';
import { activeDb, inBatchedRequestTransaction, type SuspendHooks } from '../db/request-tx';
import {
  claimBatch,
  claimedByBatch,
  claimIdempotencyKey,
  completeStatement,
  completeIdempotencyKey,
  dropIdempotencyKey,
  lockIdempotencyKey,
  purgeExpiredIdempotencyKeys,
  releaseClaim,
  releaseIdempotencyKey,
  takeOverIdempotencyKey,
  type IdempotencyRow,
  type IdempotencyScope,
} from '../db/idempotency';
import { isDocumentUpload } from '../routes/documents';
import { bearerToken, type AppEnv } from './auth';
import { ApiError, fail } from './errors';

/** Lifetime of a stored answer: 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export interface IdempotencyOptions {
  db: Db;
  /**
   * The server's secret key the request fingerprints are derived from (the PII key of
   * server/auth/pii.ts `loadPiiKey`, shared by every instance of one deployment); at least 32 bytes.
   */
  secret: Uint8Array;
  tokens: TokenService;
  /**
   * The sign-in sessions (server/auth/sessions.ts): a bearer's subject counts only while its
   * session is live. Without it, a request authenticated only by its bearer (no `auth` set by
   * `requireAuth`) passes through untouched.
   */
  sessions?: Pick<SessionService, 'isActive'>;
  now: () => Date;
  /**
   * How long a repeat waits for the first request's answer (ms; PostgreSQL's lock_timeout in the
   * request's transaction); default 10 000.
   */
  waitMs?: number;
  /** An in-flight key older than this is taken over (ms); default 60 000. */
  staleMs?: number;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_RE = /^[\x21-\x7e]{1,255}$/;
const PURGE_EVERY_MS = 60 * 60 * 1000;

const keyError = (status: 400 | 409 | 422, code: string, message: string) =>
  fail(status, code, message, 'Idempotency-Key');

/** 409 IdempotencyKeyInUse with `Retry-After: 1`: the key's first request is still running. */
function inUse(): ApiError {
  const err = keyError(
    409,
    'IdempotencyKeyInUse',
    'A request with this Idempotency-Key is still being processed.',
  );
  err.headers = { 'Retry-After': '1' };
  return err;
}

/** Thrown inside the request's transaction to roll it back after a 5xx answer. */
const ROLLED_BACK = Symbol('rolled back');
/** Thrown by the claim when another request holds the key, committed and in progress (issue 31). */
const STILL_RUNNING = Symbol('still running');
/** Pause between two looks at a key still in progress (ms). */
const POLL_MS = 200;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** PostgreSQL's lock_not_available (55P03: lock_timeout ran out), as pg or drizzle throws it. */
function isLockTimeout(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '55P03') return true;
  return false;
}

/** A key of this layer derived from `secret` (at least 32 bytes) for `label`. */
function layerKey(secret: Uint8Array, label: string): Buffer {
  if (secret.length < 32) throw new Error('The idempotency secret must be at least 32 bytes');
  return deriveKey(secret, label);
}

/** The HMAC key of the request fingerprints: HKDF-SHA-256 of `secret`, its own purpose label. */
export const fingerprintKey = (secret: Uint8Array): Buffer =>
  layerKey(secret, 'idempotency-request-hmac');

/**
 * The fingerprint stored for a request: hex HMAC-SHA-256 under `key` (`fingerprintKey`) of the
 * URL's query string (with its '?', '' when none), a NUL and the raw body bytes.
 */
export function requestFingerprint(key: Uint8Array, search: string, body: Uint8Array): string {
  return createHmac('sha256', key).update(search).update('\0').update(body).digest('hex');
}

/**
 * Routes (method POST, path under /v2) whose answers carry or create credentials — access and
 * refresh tokens, reset, invitation and hand-off tokens, Plaid link tokens — or that consume
 * one: never stored nor replayed (issue 20).
 */
export const TOKEN_ISSUING_ROUTES: readonly RegExp[] = [
  /^\/v2\/users\/?$/i, // create user and its upgrade variant: JwtToken, JwtRefreshToken
  /^\/v2\/users\/plain\/?$/i,
  /^\/v2\/users\/passwords(\/reset_token)?\/?$/i, // reset token mailed; new password
  /^\/v2\/authenticate(\/.*)?$/i, // login, refresh, generate, logout
  /^\/v2\/sales\/authenticate\/?$/i,
  /^\/v2\/sales\/passwords\/?$/i,
  /^\/v2\/sales\/applications\/[^/]+\/invitations\/?$/i, // invitation token mailed
  /^\/v2\/applications\/[^/]+\/documents\/handoffs\/?$/i, // Token, Url
  /^\/v2\/applications\/[^/]+\/bank-accounts\/plaid-link-tokens\/?$/i,
];

/** True when `path` (the request path, /v2/…) is one of `TOKEN_ISSUING_ROUTES`. */
export const isTokenIssuingRoute = (path: string): boolean =>
  TOKEN_ISSUING_ROUTES.some((re) => re.test(path));

/** A JSON key that names a credential: …token…, …secret…, …password… (any case). */
const TOKEN_KEY = /token|secret|password/i;

/**
 * True when the JSON text `body` holds, at any depth, an object key that names a credential
 * (`TOKEN_KEY`). Text that is not JSON, or JSON without such a key: false. A quick scan of the
 * raw text comes first, so answers without those words are never parsed.
 */
export function holdsTokenKey(body: string): boolean {
  if (!TOKEN_KEY.test(body)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  const stack: unknown[] = [parsed];
  while (stack.length) {
    const v = stack.pop();
    if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (TOKEN_KEY.test(k)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** The AES-256-GCM key sealing stored answers: HKDF-SHA-256 of `secret`, its own label. */
export const answerSealKey = (secret: Uint8Array): Buffer =>
  layerKey(secret, 'idempotency-answer-seal');

const SEALED_PREFIX = 'v1.';
const scopeAad = (s: IdempotencyScope) =>
  Buffer.from([s.subject, s.method, s.path, s.key].join('\0'), 'utf8');

/** Seals an answer's body for the row of `scope`: 'v1.' + base64url(iv ‖ ciphertext ‖ tag). */
export function sealAnswer(key: Uint8Array, scope: IdempotencyScope, body: string): string {
  return SEALED_PREFIX + sealPacked(key, body, scopeAad(scope)).toString('base64url');
}

/** The body `sealAnswer` sealed for `scope`, or null when it does not open (key, scope, tampering). */
export function openAnswer(
  key: Uint8Array,
  scope: IdempotencyScope,
  sealed: string | null,
): string | null {
  if (!sealed?.startsWith(SEALED_PREFIX)) return null;
  const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
  return openPacked(key, raw, scopeAad(scope))?.toString('utf8') ?? null;
}

const utf8 = new TextDecoder();

/**
 * The text of an answer, leaving it intact for the client. @hono/node-server's lightweight
 * Response keeps a string body in an own symbol-keyed field `[status, body, headers]` and only
 * builds a WHATWG Response (and, for clone(), two tee'd streams) when asked for one: read the
 * string from there when it is one (issue 11: the clone was a visible part of every save), else
 * fall back to clone().text().
 */
async function responseText(res: Response): Promise<string> {
  for (const sym of Object.getOwnPropertySymbols(res)) {
    if (sym.description !== 'cache') continue;
    const cached = (res as unknown as Record<symbol, unknown>)[sym];
    if (Array.isArray(cached) && typeof cached[1] === 'string') return cached[1];
  }
  return res.clone().text();
}

/** The stored answer (its opened body) as a response, marked as replayed. */
function replay(row: IdempotencyRow, body: string): Response {
  const headers = new Headers({ [REPLAYED_HEADER]: 'true' });
  if (row.contentType) headers.set('Content-Type', row.contentType);
  const empty = row.status === 204 || row.status === 205 || row.status === 304;
  return new Response(empty ? null : body, { status: row.status ?? 200, headers });
}

/** The idempotency middleware (mount after the authentication middlewares, before the routes). */
export function idempotency(opts: IdempotencyOptions): MiddlewareHandler<AppEnv> {
  const waitMs = opts.waitMs ?? 10_000;
  const staleMs = opts.staleMs ?? 60_000;
  const hmacKey = fingerprintKey(opts.secret);
  const sealKey = answerSealKey(opts.secret);
  let lastPurge = 0;

  /** Who is calling, or null (not deduplicated). */
  async function subjectOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<string | null> {
    const auth = c.get('auth');
    if (auth)
      return auth.impersonation
        ? `${auth.userUid}/${auth.impersonation.salesAgentUid}`
        : auth.userUid;
    const token = bearerToken(c.req.header('Authorization'));
    const verified = token
      ? await opts.tokens.verify(token, ['Regular', 'Impersonation', 'Sales'])
      : null;
    // Only a live session's bearer names a caller (issue 20): a revoked or ended one passes
    // through to the route's own 401, never to a replay.
    const claims =
      verified && opts.sessions && (await opts.sessions.isActive(verified.sid)) ? verified : null;
    if (!claims) return null;
    return claims.SalesAgentUid && claims.JwtTokenType === 'Impersonation'
      ? `${claims.UserUid}/${claims.SalesAgentUid}`
      : claims.UserUid;
  }

  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (
      key === undefined ||
      !MUTATING.has(c.req.method) ||
      isDocumentUpload(c.req.method, c.req.path) ||
      isTokenIssuingRoute(c.req.path)
    )
      return next();
    if (!KEY_RE.test(key)) {
      throw keyError(
        400,
        'IdempotencyKeyIsInvalid',
        'The Idempotency-Key must be 1 to 255 visible ASCII characters.',
      );
    }
    const subject = await subjectOf(c);
    if (!subject) return next();

    const scope: IdempotencyScope = { subject, method: c.req.method, path: c.req.path, key };
    const body = new Uint8Array(await c.req.arrayBuffer());
    // The routes read the body as text (c.req.json()): hand them these bytes decoded, as the
    // Request would (UTF-8, BOM dropped), instead of a second read through a Response.
    const cache = c.req.bodyCache as { text?: Promise<string> };
    cache.text ??= Promise.resolve(utf8.decode(body));
    // The query string as URL parses it; most saves have none (no URL object built for them).
    const search = c.req.url.includes('?') ? new URL(c.req.url).search : '';
    const requestHash = requestFingerprint(hmacKey, search, body);

    const first = opts.now();
    if (first.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = first.getTime();
      await purgeExpiredIdempotencyKeys(opts.db, first);
    }

    // A repeat of a request whose claim is committed and still in progress (it is calling a
    // provider, issue 31) polls for its answer, holding no transaction meanwhile, up to `waitMs`.
    const deadline = Date.now() + waitMs;
    for (let attempt = 0; ; attempt++) {
      const now = attempt === 0 ? first : opts.now();
      // Issue 31: a provider call splits the transaction (server/db/request-tx.ts
      // `suspendRequestTransaction`): the claim commits as "in progress" before the call, the
      // route's writes and the stored answer follow in a transaction of their own.
      let claimCommitted = false;
      let claimLost = false;
      const hooks: SuspendHooks = {
        onSuspend: () => void (claimCommitted = true),
        // Still ours? (Taken over once `staleMs` old: then the other request answers.) The row
        // stays locked until the stored answer commits.
        onResume: async (tx) => {
          const row = await lockIdempotencyKey(tx, scope);
          if (!row || row.status !== null || row.lockedAt.getTime() !== now.getTime()) {
            claimLost = true;
            throw inUse();
          }
        },
      };
      // One transaction (issue 22): the claim, the route's writes and the stored answer commit
      // together. Every query of the route goes to it (server/db/request-tx.ts). On PostgreSQL the
      // claim travels with BEGIN and the stored answer with COMMIT: three round trips per save.
      try {
        return await inBatchedRequestTransaction(
          opts.db,
          claimBatch(scope, requestHash, now, IDEMPOTENCY_TTL_MS, waitMs),
          async (tx, opened) => {
            const replayed =
              opened && claimedByBatch(opened)
                ? undefined
                : await claimOrReplay(tx, scope, requestHash, now, opened !== null);
            if (replayed) return { value: replayed, closing: '' };
            await next();
            // The key went to another request while this one called its provider: its answer
            // is that request's to store.
            if (claimLost) return { value: undefined, closing: '' };
            // A 5xx answer (a thrown fault answers 500): nothing of the request stays, the claim
            // neither — a retry with the key runs the handler afresh.
            if (c.res.status >= 500) throw ROLLED_BACK;
            // After a provider call the request runs in a transaction of its own (issue 31).
            const current = activeDb(opts.db);
            // 429 (rate limit, issue 12) is transient like a 5xx: a retry with the key is tried
            // afresh, but the counters the limiter wrote stay.
            if (c.res.status !== 429) {
              const text = await responseText(c.res);
              // Safety net (issue 20): an answer carrying a credential is never stored.
              if (!holdsTokenKey(text)) {
                const answer = {
                  status: c.res.status,
                  contentType: c.res.headers.get('Content-Type'),
                  body: sealAnswer(sealKey, scope, text),
                };
                if (opened) return { value: undefined, closing: completeStatement(scope, answer) };
                await completeIdempotencyKey(current, scope, answer);
                return { value: undefined, closing: '' };
              }
            }
            await releaseIdempotencyKey(current, scope);
            return { value: undefined, closing: '' };
          },
          hooks,
        );
      } catch (thrown) {
        // A committed claim is not undone by the rollback: released here (only while it is still
        // this request's), so a retry runs afresh. Should this fail too (database away), the
        // claim expires after `staleMs`.
        if (claimCommitted && !claimLost)
          await releaseClaim(opts.db, scope, now).catch(() => undefined);
        if (thrown === ROLLED_BACK) return; // c.res is the route's 5xx answer
        if (thrown === STILL_RUNNING && Date.now() < deadline) {
          await sleep(POLL_MS);
          continue;
        }
        // Still running after `waitMs`, or the batched claim (PostgreSQL) waited past
        // lock_timeout for the key's holder.
        const err = thrown === STILL_RUNNING || isLockTimeout(thrown) ? inUse() : thrown;
        if (err instanceof ApiError && err.headers?.['Retry-After'])
          c.header('Retry-After', err.headers['Retry-After']);
        throw err;
      }
    }
  };

  /**
   * In the request's transaction `tx`: claims the key (answers undefined: the caller runs the
   * handler), or answers the stored answer of a finished request with the same key. A concurrent
   * request holding the key makes the claim wait for its transaction (the row's lock): committed,
   * its answer is replayed; rolled back, this one claims the key. Throws 422 for another request
   * with the key, 409 when the holder is still running after `waitMs`.
   */
  async function claimOrReplay(
    tx: Db,
    scope: IdempotencyScope,
    requestHash: string,
    now: Date,
    claimTried = false,
  ): Promise<Response | undefined> {
    for (let first = true; ; first = false) {
      let claimed = false;
      if (!(first && claimTried))
        try {
          // A claim of a key another transaction holds waits for that transaction; not longer
          // than `waitMs` (PostgreSQL's lock_timeout, set by the claim for this transaction).
          claimed = await claimIdempotencyKey(
            tx,
            scope,
            requestHash,
            now,
            IDEMPOTENCY_TTL_MS,
            waitMs,
          );
        } catch (err) {
          if (!isLockTimeout(err)) throw err;
          throw inUse();
        }
      if (claimed) return undefined;
      const row = await lockIdempotencyKey(tx, scope);
      if (!row) continue; // deleted meanwhile (expired and purged): claim again
      if (row.requestHash !== requestHash) {
        throw keyError(
          422,
          'IdempotencyKeyReused',
          'The Idempotency-Key was used for a different request.',
        );
      }
      if (row.status !== null) {
        const opened = openAnswer(sealKey, scope, row.body);
        if (opened !== null) return replay(row, opened);
        // Sealed under another key or altered: dropped, and this request runs afresh.
        await dropIdempotencyKey(tx, scope);
        continue;
      }
      // A committed in-flight row: a request calling its provider (issue 31; its claim committed
      // before the call), or one whose server stopped before it finished. Taken over once it is
      // `staleMs` old (the claim's expiry), else still running: the caller polls for the answer.
      if (now.getTime() - row.lockedAt.getTime() >= staleMs) {
        if (await takeOverIdempotencyKey(tx, scope, row.lockedAt, now)) return undefined;
        continue;
      }
      throw STILL_RUNNING;
    }
  }
}
