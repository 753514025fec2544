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
 * - First request: the key is claimed in the database (in flight), the handler runs, and its
 *   answer (status < 500: status, Content-Type, body) is stored for 24 h. A 5xx answer or a thrown
 *   fault releases the key, so a retry runs the handler again.
 * - Repeat with the same query and body: the stored answer, with `Idempotent-Replayed: true`; the
 *   handler does not run, nothing is written twice. Query and body are compared by their stored
 *   fingerprint (`requestFingerprint`): an HMAC-SHA-256 under a key derived (HKDF) from the server's
 *   PII key (server/auth/pii.ts `loadPiiKey`: SSN_ENCRYPTION_KEY or DATA_DIR/ssn-key), not a bare
 *   SHA-256 — an SSN save's body has few possible values, so a plain hash in the table would be
 *   reversible by trying them all (issue 12).
 * - Repeat with a different query or body: 422 IdempotencyKeyReused (Context 'Idempotency-Key').
 * - Repeat while the first is still running (a retry that overtook it): waits for its answer
 *   (polling the row, up to `waitMs`, default 10 s) and replays it; still running then:
 *   409 IdempotencyKeyInUse with `Retry-After: 1`. A request that has held a key for `staleMs`
 *   (default 60 s) without finishing (its server stopped) is taken over by the repeat.
 * - The rows live in the database (server/db/idempotency.ts), so this holds across server
 *   instances; expired rows are deleted at most once an hour per instance.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/client';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  purgeExpiredIdempotencyKeys,
  releaseIdempotencyKey,
  takeOverIdempotencyKey,
  type IdempotencyRow,
  type IdempotencyScope,
} from '../db/idempotency';
import { isDocumentUpload } from '../routes/documents';
import { bearerToken, type AppEnv } from './auth';
import { fail } from './errors';

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
  now: () => Date;
  /** How long a repeat waits for the first request's answer (ms); default 10 000. */
  waitMs?: number;
  /** Poll interval while waiting (ms); default 50. */
  pollMs?: number;
  /** An in-flight key older than this is taken over (ms); default 60 000. */
  staleMs?: number;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_RE = /^[\x21-\x7e]{1,255}$/;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const keyError = (status: 400 | 409 | 422, code: string, message: string) =>
  fail(status, code, message, 'Idempotency-Key');

/** The HMAC key of the request fingerprints: HKDF-SHA-256 of `secret`, its own purpose label. */
export function fingerprintKey(secret: Uint8Array): Buffer {
  if (secret.length < 32) throw new Error('The idempotency secret must be at least 32 bytes');
  return Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), 'idempotency-request-hmac', 32));
}

/**
 * The fingerprint stored for a request: hex HMAC-SHA-256 under `key` (`fingerprintKey`) of the
 * URL's query string (with its '?', '' when none), a NUL and the raw body bytes.
 */
export function requestFingerprint(key: Uint8Array, search: string, body: Uint8Array): string {
  return createHmac('sha256', key).update(search).update('\0').update(body).digest('hex');
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

/** The stored answer as a response, marked as replayed. */
function replay(row: IdempotencyRow): Response {
  const headers = new Headers({ [REPLAYED_HEADER]: 'true' });
  if (row.contentType) headers.set('Content-Type', row.contentType);
  const empty = row.status === 204 || row.status === 205 || row.status === 304;
  return new Response(empty ? null : (row.body ?? ''), { status: row.status ?? 200, headers });
}

/** The idempotency middleware (mount after the authentication middlewares, before the routes). */
export function idempotency(opts: IdempotencyOptions): MiddlewareHandler<AppEnv> {
  const waitMs = opts.waitMs ?? 10_000;
  const pollMs = opts.pollMs ?? 50;
  const staleMs = opts.staleMs ?? 60_000;
  const hmacKey = fingerprintKey(opts.secret);
  let lastPurge = 0;

  /** Who is calling, or null (not deduplicated). */
  async function subjectOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<string | null> {
    const auth = c.get('auth');
    if (auth)
      return auth.impersonation
        ? `${auth.userUid}/${auth.impersonation.salesAgentUid}`
        : auth.userUid;
    const token = bearerToken(c.req.header('Authorization'));
    const claims = token
      ? await opts.tokens.verify(token, ['Regular', 'Impersonation', 'Sales'])
      : null;
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
      isDocumentUpload(c.req.method, c.req.path)
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
    const requestHash = requestFingerprint(hmacKey, new URL(c.req.url).search, body);

    const now = opts.now();
    if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now.getTime();
      await purgeExpiredIdempotencyKeys(opts.db, now);
    }

    let owner = await claimIdempotencyKey(opts.db, scope, requestHash, now, IDEMPOTENCY_TTL_MS);
    if (!owner) {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const row = await findIdempotencyKey(opts.db, scope);
        if (!row) {
          // The first request failed (5xx) and released the key: this one runs the handler.
          owner = await claimIdempotencyKey(
            opts.db,
            scope,
            requestHash,
            opts.now(),
            IDEMPOTENCY_TTL_MS,
          );
          if (owner) break;
          continue;
        }
        if (row.requestHash !== requestHash) {
          throw keyError(
            422,
            'IdempotencyKeyReused',
            'The Idempotency-Key was used for a different request.',
          );
        }
        if (row.status !== null) return replay(row);
        const at = opts.now();
        if (
          at.getTime() - row.lockedAt.getTime() >= staleMs &&
          (await takeOverIdempotencyKey(opts.db, scope, row.lockedAt, at))
        ) {
          owner = true;
          break;
        }
        if (Date.now() >= deadline) {
          c.header('Retry-After', '1');
          throw keyError(
            409,
            'IdempotencyKeyInUse',
            'A request with this Idempotency-Key is still being processed.',
          );
        }
        await sleep(pollMs);
      }
    }

    let stored = false;
    try {
      await next();
      // 429 (rate limit, issue 12) is transient like a 5xx: a retry with the key is tried afresh.
      if (c.res.status < 500 && c.res.status !== 429) {
        await completeIdempotencyKey(opts.db, scope, {
          status: c.res.status,
          contentType: c.res.headers.get('Content-Type'),
          body: await responseText(c.res),
        });
        stored = true;
      }
    } finally {
      if (!stored) await releaseIdempotencyKey(opts.db, scope);
    }
  };
}
