/**
 * The reference registration API as a Hono app (ARCHITECTURE.md "Server").
 *
 * `createApp(deps)` wires the routes of every area under /v2 and, when `staticDir` is given,
 * serves the built wizard with SPA fallback. Tests drive it in-process with `app.request()`;
 * server/main.ts serves it over HTTP.
 *
 * Cross-cutting behaviour:
 * - Every failure answers `{ ErrorMessage?, Errors: [{ Code, Message, Context }] }` (doc 1 §8.1).
 *   Validation failures are 400 with the spec's codes (server/http/validation.ts); unknown
 *   routes 404 NotFound; a body that is not JSON 400 InvalidRequestBody; a body over 256 kB on
 *   any route but a document upload 413 RequestTooLarge (with `Connection: close`), answered
 *   from Content-Length before the body is read (issue 31). Only real faults answer 500 InternalServerError; they are logged by
 *   error name, database code and stack — never the message, body, query or headers (PII).
 * - Every response carries the security headers and a Content-Security-Policy with a per-request
 *   nonce (server/http/csp.ts).
 * - API answers are `Cache-Control: no-store` unless a route says otherwise (reference data).
 * - A mutating request with `Idempotency-Key` answers a repeat of that key with the first answer
 *   (`Idempotent-Replayed: true`), 422 for a different body, 409 when the first is still running
 *   after 10 s (server/http/idempotency.ts, docs/sandbox.md "Idempotency").
 * - Operations (issue 20, server/http/ops.ts): GET /healthz, /readyz and /metrics; every request
 *   carries an X-Request-Id that every log line of it names; durations, saves, refusals and
 *   security events are measured; 401/403/429 are logged as security events.
 * - Sign-in, e-mail check, registration, password reset and invitation look-ups are rate limited
 *   per client and per account, wrong passwords lock an account progressively (429 TooManyRequests
 *   with Retry-After; server/http/rate-limit.ts). Tokens belong to sessions with rotation, reuse
 *   detection, logout and a 12-hour absolute lifetime (server/auth/sessions.ts).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { createSessionService } from './auth/sessions';
import { randomBytes } from 'node:crypto';
import { createPiiCipher, PiiDecryptError, type PiiCipher } from './auth/pii';
import type { TokenService } from './auth/tokens';
import { databaseUnavailable, type Db } from './db/client';
import { outsideRequestTransaction, requestScopedDb } from './db/request-tx';
import { requireAuth } from './http/auth';
import { createRateLimits, type RateLimits } from './http/rate-limit';
import { commonPasswordsLoaded, loadCommonPasswords } from './passwords/common-list';
import { idempotency } from './http/idempotency';
import { createOps, type Ops } from './http/ops';
import { markAssistedCreation, salesRoutes } from './routes/sales';
import { analyticsPage, analyticsRoutes } from './routes/analytics';
import { ApiError, Errors, fail } from './http/errors';
import { apiSecurityHeaders, securityHeaders, type CspSources } from './http/csp';
import { createIndexRenderer } from './http/prerender';
import { userLanguageRoutes } from './routes/user-language';
import { serveWizard } from './http/static';
import { findBrokerSettings, listCountries } from './db/reference';
import { createSandboxBankLink, type BankLinkProvider } from './providers/bank-link';
import { createSandboxCaptcha, type CaptchaVerifier } from './providers/captcha';
import type { IdentityVerificationProvider } from './providers/identity-verification';
import { createSandboxIdentityVerification } from './providers/identity-verification';
import {
  createSandboxMarketingLists,
  type MarketingListsProvider,
} from './providers/marketing-lists';
import { agreementRoutes } from './routes/agreements';
import { applicationRoutes } from './routes/applications';
import { bankAccountRoutes } from './routes/bank-accounts';
import { basicAccountRoutes } from './routes/basic-accounts';
import { documentRoutes, isDocumentUpload } from './routes/documents';
import { handoffRoutes } from './routes/handoffs';
import { iraFundingRoutes } from './routes/ira-fundings';
import { metalStreamRoutes } from './routes/metal-streams';
import type { Logger, RouteDeps } from './routes/deps';
import { fundingRoutes } from './routes/fundings';
import { personRoutes } from './routes/persons';
import { referenceRoutes } from './routes/reference';
import { trackingRoutes } from './routes/tracking';
import { userRoutes } from './routes/users';
import { sandboxOutboxRoutes } from './routes/sandbox-outbox';
import { sandboxVideoRoutes } from './routes/sandbox-video';
import { sandboxFraudRoutes } from './routes/sandbox-fraud';
import { SANDBOX_VIDEO_SLUG } from './db/seed';
import { withSandboxVideoUrl } from './domain/sandbox-video-url';
import { countriesIn } from './domain/country-names';
import { passwordRangeRoutes } from './routes/password-range';
import type { ServerMode } from './config';
import { ALL_SANDBOX_PROVIDERS, type SandboxProviderName } from './providers/sandbox-providers';

export interface AppDeps {
  db: Db;
  tokens: TokenService;
  /** Broker used when a request names none; default 'HAA'. */
  defaultBrokerCode?: string;
  /** Identity-verification adapter; default the sandbox (docs/sandbox.md). */
  identityVerification?: IdentityVerificationProvider;
  /** Bank-link adapter; default the sandbox (docs/sandbox.md "Bank link"). */
  bankLink?: BankLinkProvider;
  /** Marketing-list adapter; default the sandbox (docs/sandbox.md "Marketing lists"). */
  /** null: off (production without marketing-lists named); unset: the sandbox. */
  marketingLists?: MarketingListsProvider | null;
  /** Folder of the built wizard; omitted or null: API only. */
  staticDir?: string | null;
  /** Clock; default `new Date()`. */
  now?: () => Date;
  /** Structured, PII-free log; default silent. */
  log?: Logger;
  /** Rate limits and lockout; default the production policy in memory (server/http/rate-limit.ts). */
  limits?: RateLimits;
  /** Absolute session lifetime in ms; default 12 h (server/auth/sessions.ts). */
  sessionMaxAgeMs?: number;
  /** 32-byte key sealing SSNs and EINs at rest (server/auth/pii.ts `loadPiiKey`), also the source of the idempotency fingerprints' HMAC key; default a random one per app (tests). */
  piiKey?: Uint8Array;
  /** Previous PII keys of a rotation (SSN_ENCRYPTION_OLD_KEYS): opened, never sealed under; default none. */
  piiOldKeys?: readonly Uint8Array[];
  /** The cipher built from piiKey and piiOldKeys, when the caller has one (server/lifecycle.ts). */
  pii?: PiiCipher;
  /**
   * Revocations announced by other instances (server/db/session-revocations.ts); the session
   * service's cache drops them at once. Default none (one process: its own revocations suffice).
   */
  sessionRevocations?: { subscribe(onRevoked: (payload: string) => void): void };
  /**
   * Serve GET /sandbox/outbox, the sandbox mail with its reset links (server/routes/sandbox-outbox.ts,
   * issue 10); default off. Development and sandbox only: the messages carry reset tokens.
   */
  sandboxOutbox?: boolean;
  /**
   * The folder of the sandbox's sample SSN help video (server/routes/sandbox-video.ts, issue 21):
   * generated there at start and served at the seeded SSNVideoSlug; unset or production: none.
   */
  sampleVideoDir?: string;
  /** Third-party origins the pages' CSP allows (server/http/csp.ts `cspSourcesFromEnv`); default none. */
  csp?: CspSources;
  /**
   * 'production' mounts no /sandbox/* route whatever `sandboxOutbox` says (issue 20,
   * server/config.ts); default 'sandbox'.
   */
  mode?: ServerMode;
  /**
   * The sandbox rules the routes may apply (server/providers/sandbox-providers.ts: old-portal,
   * trading-engine); default all of them (sandbox mode).
   */
  sandboxProviders?: ReadonlySet<SandboxProviderName>;
  /** Captcha check of brokers with EnableGoogleReCaptcha (server/providers/captcha.ts); default the sandbox. */
  captcha?: CaptchaVerifier;
  /** Health, readiness, metrics and request ids (server/http/ops.ts); default a fresh one. */
  ops?: Ops;
}

/** Largest accepted request body (bytes). */
export const MAX_BODY_BYTES = 256 * 1024;

/** Builds the Hono app. */
export function createApp(appDeps: AppDeps) {
  // Every query of a keyed request goes to its transaction (issue 22, server/db/request-tx.ts);
  // openDatabase's db is scoped already, a db built otherwise is scoped here.
  const deps: AppDeps = { ...appDeps, db: requestScopedDb(appDeps.db) };
  const ops = deps.ops ?? createOps();
  const log: Logger = ops.logger(deps.log ?? (() => {}));
  const now = deps.now ?? (() => new Date());
  const sessions = createSessionService({
    db: deps.db,
    tokens: deps.tokens,
    now,
    maxAgeMs: deps.sessionMaxAgeMs,
    log,
    count: ops.metrics.session,
  });
  deps.sessionRevocations?.subscribe((payload) => sessions.forgetRevoked(payload));
  const piiKey = deps.piiKey ?? randomBytes(32);
  const routeDeps: RouteDeps = {
    db: deps.db,
    tokens: deps.tokens,
    sessions,
    limits: deps.limits ?? createRateLimits(),
    defaultBrokerCode: (deps.defaultBrokerCode ?? 'HAA').toUpperCase(),
    identityVerification: deps.identityVerification ?? createSandboxIdentityVerification(),
    bankLink: deps.bankLink ?? createSandboxBankLink(),
    marketingLists:
      deps.marketingLists === null
        ? undefined
        : (deps.marketingLists ?? createSandboxMarketingLists(deps.db)),
    now,
    log,
    pii: deps.pii ?? createPiiCipher(piiKey, deps.piiOldKeys),
    sandboxProviders: deps.sandboxProviders ?? ALL_SANDBOX_PROVIDERS,
    captcha: deps.captcha ?? createSandboxCaptcha(),
    ...(deps.sampleVideoDir && deps.mode !== 'production'
      ? { sandboxVideoSlug: SANDBOX_VIDEO_SLUG }
      : {}),
  };

  // Issue 31: no transaction (nor pooled connection) is held while a provider answers — each
  // call commits the keyed request's claim first (server/db/request-tx.ts).
  routeDeps.identityVerification = outsideRequestTransaction(routeDeps.identityVerification);
  routeDeps.bankLink = outsideRequestTransaction(routeDeps.bankLink);

  const app = new Hono();
  ops.mount(app, deps.db); // first: request ids and metrics around everything below

  // Pages get the CSP with a per-request nonce; the API's JSON answers a fixed, stricter one.
  const pageHeaders = securityHeaders(deps.csp);
  const apiHeaders = apiSecurityHeaders();
  app.use((c, next) =>
    c.req.path.startsWith('/v2/') || c.req.path.startsWith('/analytics/api/')
      ? apiHeaders(c, next)
      : pageHeaders(c, next),
  );
  // Compression for what is read (pages, reference data, GET application). The answers of
  // saves are a few hundred bytes of JSON: compressing them costs more than it saves, and the
  // middleware's Vary header on a finished answer rebuilds it as a stream (issue 11).
  const compressor = compress();
  app.use((c, next) => (c.req.method === 'GET' ? compressor(c, next) : next()));
  app.use('/v2/*', async (c, next) => {
    const started = performance.now();
    // Set before the route answers, so it is part of the answer the route builds (a route's own
    // Cache-Control replaces it); setting a header on a finished answer rebuilds it (issue 11).
    c.header('Cache-Control', 'no-store');
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    log('http', {
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  const defaultBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw fail(413, 'RequestTooLarge', 'The request body is too large.');
    },
  });
  // Every route (/v2, /analytics/api, the pages, /sandbox; issue 31) has the 256 kB limit,
  // answered 413 from Content-Length before a byte of the body is read; a chunked body is cut
  // off at the limit. Document uploads (doc 3 §7) carry files up to 10 MiB: their route applies
  // its own limit after authentication (413 DocumentIsTooLarge, server/routes/documents.ts).
  // Without Transfer-Encoding a request's body is exactly Content-Length bytes (Node's parser
  // never reads more): such a request within the limit, and a GET or HEAD without either header
  // (no body; no route reads one), pass without bodyLimit, which reads `c.req.raw.body` and so
  // builds a WHATWG Request with a body stream for every request (issue 11). Anything else
  // (chunked, too large, an in-process request without a length) goes through bodyLimit.
  app.use('*', (c, next) => {
    if (isDocumentUpload(c.req.method, c.req.path)) return next();
    if (c.req.header('Transfer-Encoding') === undefined) {
      const length = c.req.header('Content-Length');
      if (
        length === undefined
          ? c.req.method === 'GET' || c.req.method === 'HEAD'
          : /^\d{1,9}$/.test(length) && Number(length) <= MAX_BODY_BYTES
      )
        return next();
    }
    return defaultBodyLimit(c, next);
  });
  // The common-password list of the password rule (server/passwords/common-list.ts) is loaded
  // once; every request waits for it, so no password is ever checked without it. Once loaded, a
  // request goes straight on (no await of the settled promise: one async step less per save).
  app.use('/v2/*', (_c, next) =>
    commonPasswordsLoaded() ? next() : loadCommonPasswords().then(() => next()),
  );

  // Everything under /v2/applications needs a valid access token (401 InvalidToken).
  const auth = requireAuth(deps.db, deps.tokens, sessions);
  app.use('/v2/applications', auth);
  app.use('/v2/applications/*', auth);
  // An application an impersonating sales agent creates is IsAssisted, CreatedBy the agent (doc 1 §3).
  app.use('/v2/applications', markAssistedCreation(deps.db));
  // The custodian choice of an application (doc 3 §7); the directory GET /v2/custodians is public.
  app.use('/v2/custodians/applications/*', auth);
  // Basic-account details and upgrade (doc 1 §7.2, doc 3 §7).
  app.use('/v2/basic-accounts/*', auth);
  // Idempotency-Key on mutating requests (issue 8): a repeat answers the first answer
  // (server/http/idempotency.ts). After authentication, so keys are bound to the caller. The
  // request fingerprints are HMACs under a key derived from the PII key (issue 12).
  app.use(
    '/v2/*',
    idempotency({ db: deps.db, tokens: deps.tokens, sessions, now: routeDeps.now, secret: piiKey }),
  );

  const api = new Hono()
    .route('/', referenceRoutes(routeDeps))
    .route('/', passwordRangeRoutes())
    .route('/', userLanguageRoutes(routeDeps))
    .route('/', userRoutes(routeDeps))
    .route('/', salesRoutes(routeDeps))
    .route('/', trackingRoutes(routeDeps))
    .route('/', agreementRoutes(routeDeps))
    .route('/', fundingRoutes(routeDeps))
    .route('/', bankAccountRoutes(routeDeps))
    .route('/', documentRoutes(routeDeps))
    .route('/', handoffRoutes(routeDeps))
    .route('/', iraFundingRoutes(routeDeps))
    .route('/', metalStreamRoutes(routeDeps))
    .route('/', personRoutes(routeDeps))
    .route('/', basicAccountRoutes(routeDeps))
    .route('/', applicationRoutes(routeDeps));
  app.route('/v2', api);
  // The analysts' journey map (issue 25): its own sign-in, aggregates only (server/routes/analytics.ts).
  app.route('/analytics/api', analyticsRoutes(routeDeps));
  app.all('/analytics/api/*', (c) => c.json(Errors.notFound().toBody(), 404));
  if (deps.sandboxOutbox && deps.mode !== 'production')
    app.route('/', sandboxOutboxRoutes(deps.db, routeDeps.pii, routeDeps.defaultBrokerCode));
  // The sample SSN help video (issue 21, docs/sandbox.md): sandbox only, generated at start.
  if (deps.sampleVideoDir && deps.mode !== 'production')
    app.route('/', sandboxVideoRoutes(deps.sampleVideoDir));
  // The sandbox's fraud-prevention script (issue 35 item 2, docs/sandbox.md): sandbox only.
  if (deps.mode !== 'production') app.route('/', sandboxFraudRoutes());
  // Production: nothing under /sandbox answers, not even the wizard's page of the SPA fallback —
  // a probe sees 404, as for any route that does not exist (issue 20).
  if (deps.mode === 'production')
    app.all('/sandbox/*', (c) => c.json(Errors.notFound().toBody(), 404));

  if (deps.staticDir) {
    // The analysts' journey map page (issue 25): its own entry of the build, not the wizard's.
    const page = analyticsPage(deps.staticDir);
    app.get('/analytics', page);
    app.get('/analytics/', page);
    const renderIndex = createIndexRenderer(deps.staticDir, {
      settings: async (code) => {
        const found =
          (code ? await findBrokerSettings(deps.db, code.toUpperCase()) : null) ??
          (await findBrokerSettings(deps.db, routeDeps.defaultBrokerCode));
        return found && withSandboxVideoUrl(found, routeDeps.sandboxVideoSlug);
      },
      countries: async (locale) => countriesIn(await listCountries(deps.db), locale),
    });
    app.use('*', serveWizard(deps.staticDir, { renderIndex }));
  }

  app.notFound((c) => c.json(Errors.notFound().toBody(), 404));

  app.onError((err, c) => {
    // A 413 is answered before the body was read: the connection cannot carry another request,
    // so the answer says `Connection: close` (Node then closes it) instead of keep-alive (issue 12).
    if (err instanceof ApiError)
      return c.json(
        err.toBody(),
        err.status,
        err.status === 413 ? { ...err.headers, Connection: 'close' } : err.headers,
      );
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 400) return c.json(Errors.invalidBody().toBody(), 400);
      return c.json(
        fail(status, status === 401 ? 'InvalidToken' : 'RequestError', err.message).toBody(),
        status,
      );
    }
    // The database is away (restarting, no pooled connection within DB_ACQUIRE_TIMEOUT_MS):
    // a retry soon will do (issue 31); the wizard's client retries a 503 with its key.
    const unavailable = databaseUnavailable(err);
    if (unavailable) {
      log('db.unavailable', { route: c.req.routePath, code: unavailable.code, level: 'warn' });
      return c.json(
        fail(
          503,
          'DatabaseUnavailable',
          'The service is briefly unavailable. Please try again.',
        ).toBody(),
        503,
        { 'Retry-After': '1' },
      );
    }
    // A sealed value that does not open (a key lost or not held by this instance): its own error
    // for operators, never a provider outage (issue 20); the value is never logged.
    if (err instanceof PiiDecryptError) {
      log('pii.unreadable', {
        route: c.req.routePath,
        kind: err.kind,
        keyId: err.keyId,
        level: 'error',
      });
      return c.json(
        fail(
          500,
          'SealedValueUnreadable',
          'Stored data cannot be read with this server’s key. Please contact support.',
        ).toBody(),
        500,
      );
    }
    const e = err as Error & { code?: unknown };
    log('error', {
      route: c.req.routePath,
      method: c.req.method,
      name: e.name ?? 'Error',
      code: typeof e.code === 'string' ? e.code : null,
      stack: (e.stack ?? '').split('\n').slice(1, 6).join(' | '),
    });
    return c.json(Errors.internal().toBody(), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
