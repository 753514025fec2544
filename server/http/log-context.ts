/**
 * Structured logs of the reference server (issue 20): one JSON object per line, a request id in
 * every line a request causes, security events with a hashed client address — never PII.
 *
 * - Request id: a sane incoming `X-Request-Id` (1–128 of `A-Z a-z 0-9 . _ : -`) is kept, anything
 *   else is replaced by a random UUID; it is echoed in the answer's `X-Request-Id` and carried in
 *   an AsyncLocalStorage for the request's lifetime, so `withRequestContext(log)` adds
 *   `requestId` to every line logged while serving it (the http line, the error line, route
 *   events, security events) without the routes passing it around.
 * - Security events: `log('security', { kind, userUid? })` with `kind` one of `SecurityKind`;
 *   the wrapper adds `ipHash`: HMAC-SHA-256 of the client address (server/http/rate-limit.ts
 *   `clientAddress`) under a key derived by HKDF from the server's JWT secret, base64url, first
 *   16 characters — the same address gives the same hash on every instance of a deployment, and
 *   the address itself is never logged. No e-mail, token, body, query or raw path is ever added.
 * - `jsonLineLogger` is the process's sink (server/lifecycle.ts): `{t, level, event, ...fields}`
 *   on stdout ('error' events on stderr); per-request 'http' lines only with LOG_REQUESTS=1.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import type { Logger } from '../routes/deps';

/** What a log line may say about a security-relevant moment (issue 20). */
export type SecurityKind =
  'login.failed' | 'login.locked' | 'refresh.reuse' | 'http.401' | 'http.403' | 'http.429';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What the current request contributes to its log lines. */
export interface RequestContext {
  requestId: string;
  /** The hashed client address (computed on first use). */
  ipHash(): string;
  /**
   * The client address itself (TRUST_PROXY_HOPS applied), for the captcha's `remoteip` only —
   * never logged (log lines carry `ipHash`).
   */
  clientIp?(): string | undefined;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served by the calling code, or undefined outside a request. */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

/** Runs `fn` as part of the request `ctx` (server/http/ops.ts does this for every request). */
export const runInRequest = <T>(ctx: RequestContext, fn: () => Promise<T>): Promise<T> =>
  storage.run(ctx, fn);

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id of a request: its sane `X-Request-Id` header, else a new UUID. */
export const requestIdOf = (header: string | undefined): string =>
  header !== undefined && SANE_REQUEST_ID.test(header) ? header : randomUUID();

/**
 * The hasher of client addresses: HMAC-SHA-256 under HKDF-SHA-256(secret, salt
 * 'wizard-log', info 'ip-hash'), base64url, 16 characters (96 bits).
 */
export function createIpHasher(secret: string | Uint8Array): (address: string) => string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'wizard-log', 'ip-hash', 32));
  return (address) => createHmac('sha256', key).update(address).digest('base64url').slice(0, 16);
}

/**
 * `log` with the current request's `requestId` on every line, and `ipHash` on 'security' lines;
 * `observe` sees every event first (server/http/ops.ts counts metrics from it).
 */
export function withRequestContext(
  log: Logger,
  observe?: (event: string, fields: Record<string, string | number | boolean | null>) => void,
): Logger {
  return (event, fields = {}) => {
    observe?.(event, fields);
    const ctx = storage.getStore();
    if (!ctx) return log(event, fields);
    const extra: Record<string, string> = { requestId: ctx.requestId };
    if (event === 'security') extra.ipHash = ctx.ipHash();
    log(event, { ...fields, ...extra });
  };
}

export interface JsonLineOptions {
  /** Log one 'http' line per request (LOG_REQUESTS=1); default false. */
  verbose?: boolean;
  /** Where lines go; default console.info / console.warn / console.error. */
  write?: (level: 'info' | 'warn' | 'error', line: string) => void;
  now?: () => Date;
}

/**
 * The process's log sink: `{"t":ISO time,"level","event",...fields}` per line. The level is
 * 'error' for 'error' events, 'warn' for 'security' events and fields carrying level 'warn',
 * else 'info'.
 */
export function jsonLineLogger(opts: JsonLineOptions = {}): Logger {
  const write =
    opts.write ??
    ((level, line) =>
      level === 'error'
        ? console.error(line)
        : level === 'warn'
          ? console.warn(line)
          : console.info(line));
  const now = opts.now ?? (() => new Date());
  return (event, fields = {}) => {
    if (event === 'http' && !opts.verbose) return;
    const { level: asked, ...rest } = fields;
    const level =
      event === 'error' ? 'error' : event === 'security' || asked === 'warn' ? 'warn' : 'info';
    write(level, JSON.stringify({ t: now().toISOString(), level, event, ...rest }));
  };
}
