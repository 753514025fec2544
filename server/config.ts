/**
 * Configuration of the reference server from environment variables (README "Configuration").
 *
 * | variable     | default         | meaning                                                     |
 * |--------------|-----------------|-------------------------------------------------------------|
 * | PORT         | 8080            | HTTP port                                                   |
 * | HOST         | 127.0.0.1       | interface to listen on                                      |
 * | DATABASE_URL | (unset)         | PostgreSQL connection string; unset: embedded PGlite        |
 * |              |                 | (production: required)                                      |
 * | DATA_DIR     | .data/pglite    | PGlite data folder (kept across restarts); also holds the   |
 * |              |                 | generated JWT secret                                        |
 * | BROKER_CODE  | HAA             | default broker (sandbox: seeded with every setting filled;  |
 * |              |                 | production: imported, `npm run broker:import`)              |
 * | JWT_SECRET   | (generated)     | HS256 secret, ≥ 32 bytes; unset: generated once into        |
 * |              |                 | DATA_DIR/jwt-secret (mode 600); production: required       |
 * | STATIC_DIR   | dist            | built wizard to serve; '' serves the API only               |
 * | RATE_LIMIT_FACTOR | 1          | multiplies every rate-limit allowance (server/http/rate-limit.ts); |
 * |              |                 | the end-to-end suite runs with 100                          |
 * | TRUST_PROXY_HOPS | 0           | proxies whose X-Forwarded-For names the client address      |
 * | SESSION_MAX_HOURS | 12         | absolute sign-in session lifetime (server/auth/sessions.ts) |
 * | DB_POOL_MAX  | 10              | PostgreSQL connections per instance (1–1000)                |
 * | DB_ACQUIRE_TIMEOUT_MS | 5000   | longest wait for a pooled connection (100–60000 ms); then  |
 * |              |                 | 503 DatabaseUnavailable with Retry-After (issue 31)         |
 *
 * With DATABASE_URL the rate-limit counters live in PostgreSQL (shared by every instance);
 * otherwise in memory.
 * | SANDBOX_OUTBOX | on (production: never; '1' refused) | GET /sandbox/outbox lists the sandbox mail |
 * |              |                 | (reset links; server/routes/sandbox-outbox.ts); '0' off     |
 * | SSN_ENCRYPTION_KEY | (generated) | AES-256 key sealing SSNs/EINs (64 hex or base64 of 32 bytes); |
 * |              |                 | unset: generated once into DATA_DIR/ssn-key (mode 600);     |
 * |              |                 | production: required                                        |
 * | SSN_ENCRYPTION_OLD_KEYS | unset | previous PII keys during a rotation (opened, never sealed   |
 * |              |                 | under); `npm run pii:rekey` moves their values to the current key |
 * | SMTP_URL, MAIL_FROM | unset | send reset and invitation mails through SMTP (server/providers/mail.ts); |
 * |              |                 | unset: they stay in the outbox table (production: name mail) |
 * | SANDBOX_PROVIDERS | (production) none | sandbox providers production may use, by name   |
 * |              |                 | (server/providers/sandbox-providers.ts); ignored in sandbox |
 * | PLAID_CLIENT_ID, PLAID_SECRET, PLAID_ENV | unset | Plaid bank link; PLAID_ENV default   |
 * |              |                 | 'sandbox', in production 'production'                       |
 * | RECAPTCHA_SECRET | unset        | reCAPTCHA v3 secret of the brokers with the captcha on      |
 * | IDV_PROVIDER | persona when PERSONA_API_KEY is set, else sandbox | 'persona' or 'sandbox' |
 * | PERSONA_API_KEY, PERSONA_INQUIRY_TEMPLATE_ID | unset | Persona identity verification      |
 * |              |                 | (server/providers/persona.ts); production: required unless  |
 * |              |                 | SANDBOX_PROVIDERS names identity-verification; a            |
 * |              |                 | persona_sandbox_ key is refused in production               |
 * | PERSONA_WATCHLIST_TEMPLATE_ID | unset | watchlist report template (OFAC screening);       |
 * |              |                 | production: required with Persona                           |
 * | PERSONA_BASE_URL, PERSONA_VERSION | https://api.withpersona.com/api/v1, 2023-01-05 |  |
 * | IDV_TIMEOUT_MS, IDV_MAX_ATTEMPTS | 10000, 3 | per-attempt timeout (ms), attempts per call |
 * | IDV_TOTAL_TIMEOUT_MS | 30000   | longest whole check (ms): no retry starts after it          |
 *
 * Two modes (issue 20): `mode` is 'production' exactly when NODE_ENV=production, else 'sandbox'
 * (`npm start`: everything above behaves as the defaults say). Production refuses to start —
 * `StartupError`, whose message server/main.ts prints as the one line before exit 1 — when
 * DATABASE_URL, JWT_SECRET or SSN_ENCRYPTION_KEY is missing or bad, when SANDBOX_OUTBOX=1, or when
 * a provider the product needs has neither its real configuration nor its name in
 * SANDBOX_PROVIDERS (identity verification: Persona, issue 31). Marketing lists have no real
 * service in this build: production runs them only when named, else they are off (one log line). It never generates or reads a key file in DATA_DIR. The checks that need the
 * database (the default broker exists, the captcha secret) are in server/startup-checks.ts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPiiKey, parsePiiKey, parsePiiOldKeys } from './auth/pii';
import { DEFAULT_ACQUIRE_TIMEOUT_MS, DEFAULT_POOL_MAX } from './db/client';
import { PERSONA_BASE_URL, PERSONA_VERSION, type PersonaConfig } from './providers/persona';
import {
  ALL_SANDBOX_PROVIDERS,
  parseSandboxProviders,
  type PlaidConfig,
  type SandboxProviderName,
} from './providers/sandbox-providers';

/** 'sandbox' (`npm start`: PGlite, sandbox providers, demo data) or 'production' (NODE_ENV=production). */
export type ServerMode = 'sandbox' | 'production';

/**
 * The server refuses to start: a missing or bad setting. Its message is one line naming the
 * variable (never its value); server/main.ts prints it alone and exits 1 (issue 20).
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** A broker code: 2–10 upper-case letters or digits (BROKER_CODE, broker:import, sales:agent). */
export const BROKER_CODE_PATTERN = /^[A-Z0-9]{2,10}$/;

/** A production refusal: 'Production start refused: ' + `why`. */
export const refuseProduction = (why: string) =>
  new StartupError(`Production start refused: ${why}`);

export interface ServerConfig {
  /** 'production' exactly when NODE_ENV=production. */
  mode: ServerMode;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  brokerCode: string;
  jwtSecret: string;
  staticDir: string | null;
  /** RATE_LIMIT_FACTOR: > 0. */
  rateLimitFactor: number;
  /** TRUST_PROXY_HOPS: 0–10. */
  trustProxyHops: number;
  /** SESSION_MAX_HOURS in ms. */
  sessionMaxAgeMs: number;
  /** DB_POOL_MAX and DB_ACQUIRE_TIMEOUT_MS (ms) of the PostgreSQL pool (server/db/client.ts, issue 31). */
  pool: { max: number; acquireTimeoutMs: number };
  /** 32-byte key for SSNs and EINs at rest (server/auth/pii.ts). */
  piiKey: Buffer;
  /** SSN_ENCRYPTION_OLD_KEYS: previous keys of a rotation, opened never sealed under (server/auth/pii.ts). */
  piiOldKeys: Buffer[];
  /** SANDBOX_OUTBOX: serve GET /sandbox/outbox (the sandbox mail; server/routes/sandbox-outbox.ts). */
  sandboxOutbox: boolean;
  /**
   * The sandbox providers this start may use: all in sandbox mode; in production those named by
   * SANDBOX_PROVIDERS (server/providers/sandbox-providers.ts).
   */
  sandboxProviders: ReadonlySet<SandboxProviderName>;
  /** Plaid's keys (PLAID_CLIENT_ID + PLAID_SECRET), or null: the sandbox bank link. */
  plaid: PlaidConfig | null;
  /** Persona's configuration (server/providers/persona.ts), or null: the sandbox KYC rules. */
  idv: PersonaConfig | null;
  /**
   * The marketing lists: 'sandbox' (the table marketing_subscriptions) or 'off' — production
   * unless SANDBOX_PROVIDERS names marketing-lists (no real marketing service in this build).
   */
  marketingLists: 'sandbox' | 'off';
  /** RECAPTCHA_SECRET, or null (the sandbox captcha when allowed; server/startup-checks.ts). */
  recaptchaSecret: string | null;
  /**
   * RECAPTCHA_MIN_SCORE (0–1, default 0.5) and RECAPTCHA_HOSTNAMES (comma-separated; empty: the
   * hosts of the brokers' RegistrationUrl) for server/providers/captcha.ts.
   */
  recaptcha: { minScore: number; hostnames: readonly string[] };
  /** SMTP_URL + MAIL_FROM (server/providers/mail.ts), or null: mails stay in the outbox table. */
  smtp: { url: string; from: string } | null;
}

/**
 * SANDBOX_OUTBOX '1'/'0' decides; unset: on, except when NODE_ENV is 'production'. Consulted in
 * sandbox mode only: production never serves the outbox and refuses SANDBOX_OUTBOX=1 (`loadConfig`).
 */
export const sandboxOutboxOn = (env: NodeJS.ProcessEnv): boolean =>
  env.SANDBOX_OUTBOX === '1' || (env.SANDBOX_OUTBOX !== '0' && env.NODE_ENV !== 'production');

/** The JWT secret: JWT_SECRET, else the one kept in `dataDir`, else a new one saved there. */
export function loadJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

const PLAID_ENVS = ['sandbox', 'development', 'production'] as const;

/** What JWT_SECRET is, for the refusals. */
const JWT_SECRET_MEANING =
  'the signing key of access and refresh tokens, ≥ 32 bytes, the same on every instance; e.g. `openssl rand -base64 32`';

/** The secrets of a production start, from the environment only (issue 20): never a key file. */
function productionSecrets(env: NodeJS.ProcessEnv): { jwtSecret: string; piiKey: Buffer } {
  if (!env.DATABASE_URL)
    throw refuseProduction(
      'DATABASE_URL is not set (the PostgreSQL connection string; the embedded PGlite is one process and cannot be shared by instances)',
    );
  if (!env.JWT_SECRET) throw refuseProduction(`JWT_SECRET is not set (${JWT_SECRET_MEANING})`);
  if (Buffer.byteLength(env.JWT_SECRET) < 32)
    throw refuseProduction(`JWT_SECRET is shorter than 32 bytes (${JWT_SECRET_MEANING})`);
  if (!env.SSN_ENCRYPTION_KEY)
    throw refuseProduction(
      'SSN_ENCRYPTION_KEY is not set (the AES-256 key sealing SSNs, EINs and other PII at rest, the same on every instance; e.g. `openssl rand -base64 32`)',
    );
  let piiKey: Buffer;
  try {
    piiKey = parsePiiKey(env.SSN_ENCRYPTION_KEY);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw refuseProduction(
      why.includes('SSN_ENCRYPTION_KEY') ? why : `SSN_ENCRYPTION_KEY is not a valid key (${why})`,
    );
  }
  if (env.SANDBOX_OUTBOX === '1')
    throw refuseProduction(
      'SANDBOX_OUTBOX=1 (the sandbox outbox lists live reset and invitation tokens without authentication; it is never served in production)',
    );
  return { jwtSecret: env.JWT_SECRET, piiKey };
}

/** Plaid's configuration; in production PLAID_ENV must be valid and defaults to 'production'. */
function plaidConfig(env: NodeJS.ProcessEnv, mode: ServerMode): PlaidConfig | null {
  if (!env.PLAID_CLIENT_ID || !env.PLAID_SECRET) return null;
  const wanted = env.PLAID_ENV || (mode === 'production' ? 'production' : 'sandbox');
  const known = (PLAID_ENVS as readonly string[]).includes(wanted);
  if (!known && mode === 'production')
    throw refuseProduction(`PLAID_ENV must be one of ${PLAID_ENVS.join(', ')}`);
  // Sandbox mode keeps its old fallback: an unknown PLAID_ENV reaches Plaid's sandbox.
  const plaidEnv = known ? (wanted as PlaidConfig['env']) : 'sandbox';
  return { clientId: env.PLAID_CLIENT_ID, secret: env.PLAID_SECRET, env: plaidEnv };
}

/**
 * The sandbox providers a production start may use (SANDBOX_PROVIDERS); refuses when a provider
 * the product needs has neither its real configuration nor its name there. The captcha is checked
 * with the brokers' settings (server/startup-checks.ts); old-portal and trading-engine are off
 * unless named.
 */
function productionProviders(
  env: NodeJS.ProcessEnv,
  plaid: PlaidConfig | null,
): Set<SandboxProviderName> {
  let named: Set<SandboxProviderName>;
  try {
    named = parseSandboxProviders(env.SANDBOX_PROVIDERS);
  } catch (err) {
    throw refuseProduction(err instanceof Error ? err.message : String(err));
  }
  if (!plaid && !named.has('bank-link')) {
    const missing = !env.PLAID_CLIENT_ID ? 'PLAID_CLIENT_ID' : 'PLAID_SECRET';
    throw refuseProduction(
      `${missing} is not set (the bank link is always offered: set PLAID_CLIENT_ID and PLAID_SECRET, or name bank-link in SANDBOX_PROVIDERS)`,
    );
  }
  if (!env.SMTP_URL && !named.has('mail'))
    throw refuseProduction(
      'SMTP_URL is not set (reset and invitation mails: set SMTP_URL and MAIL_FROM, or name mail in SANDBOX_PROVIDERS to keep them unsent in the table sandbox_outbox, which production never serves)',
    );
  return named;
}

/** A whole number from the environment within [min, max], else `fallback`; StartupError when bad. */
function intSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new StartupError(`${name} must be a whole number ${min}–${max}, got '${raw}'`);
  return n;
}

/**
 * The identity-verification provider (issue 31): Persona's configuration, or null for the sandbox
 * rules. IDV_PROVIDER 'persona' | 'sandbox'; unset: Persona when PERSONA_API_KEY is set. In
 * production the sandbox needs identity-verification named in SANDBOX_PROVIDERS, Persona needs
 * PERSONA_INQUIRY_TEMPLATE_ID and PERSONA_WATCHLIST_TEMPLATE_ID, a production key (never
 * persona_sandbox_…) and an https PERSONA_BASE_URL. Each refusal is one line naming the variable.
 */
function idvConfig(
  env: NodeJS.ProcessEnv,
  mode: ServerMode,
  named: ReadonlySet<SandboxProviderName>,
): PersonaConfig | null {
  const production = mode === 'production';
  const refuse = (why: string) => (production ? refuseProduction(why) : new StartupError(why));
  const wanted = (env.IDV_PROVIDER ?? '').trim().toLowerCase();
  if (wanted && wanted !== 'persona' && wanted !== 'sandbox')
    throw refuse(`IDV_PROVIDER must be persona or sandbox, got '${env.IDV_PROVIDER}'`);
  const apiKey = env.PERSONA_API_KEY?.trim();
  if (wanted === 'sandbox' || (!wanted && !apiKey)) {
    if (production && !named.has('identity-verification'))
      throw refuse(
        wanted === 'sandbox'
          ? 'IDV_PROVIDER=sandbox but SANDBOX_PROVIDERS does not name identity-verification (naming it runs the sandbox KYC rules knowingly)'
          : 'PERSONA_API_KEY is not set (identity verification: set PERSONA_API_KEY, PERSONA_INQUIRY_TEMPLATE_ID and PERSONA_WATCHLIST_TEMPLATE_ID, or name identity-verification in SANDBOX_PROVIDERS to run the sandbox KYC rules knowingly)',
      );
    return null;
  }
  if (!apiKey) throw refuse('PERSONA_API_KEY is not set (IDV_PROVIDER=persona)');
  if (production && apiKey.startsWith('persona_sandbox_'))
    throw refuse(
      'PERSONA_API_KEY is a Persona sandbox key (persona_sandbox_…); production needs a production key, or identity-verification named in SANDBOX_PROVIDERS',
    );
  const inquiryTemplateId = env.PERSONA_INQUIRY_TEMPLATE_ID?.trim();
  if (!inquiryTemplateId)
    throw refuse(
      'PERSONA_INQUIRY_TEMPLATE_ID is not set (the Persona inquiry template, itmpl_…, each applicant is verified with)',
    );
  const watchlistTemplateId = env.PERSONA_WATCHLIST_TEMPLATE_ID?.trim() || null;
  if (production && !watchlistTemplateId)
    throw refuse(
      'PERSONA_WATCHLIST_TEMPLATE_ID is not set (the Persona watchlist report template, rptp_…, that screens each applicant against sanctions lists: OFACError)',
    );
  const baseUrl = env.PERSONA_BASE_URL?.trim() || PERSONA_BASE_URL;
  if (!/^https?:\/\//.test(baseUrl) || (production && !baseUrl.startsWith('https://')))
    throw refuse(
      `PERSONA_BASE_URL must be an ${production ? 'https' : 'http(s)'} URL (default ${PERSONA_BASE_URL})`,
    );
  return {
    apiKey,
    inquiryTemplateId,
    watchlistTemplateId,
    baseUrl,
    version: env.PERSONA_VERSION?.trim() || PERSONA_VERSION,
    timeoutMs: intSetting(env, 'IDV_TIMEOUT_MS', 10_000, 100, 120_000),
    maxAttempts: intSetting(env, 'IDV_MAX_ATTEMPTS', 3, 1, 10),
    totalTimeoutMs: intSetting(env, 'IDV_TOTAL_TIMEOUT_MS', 30_000, 1_000, 300_000),
  };
}

/** SSN_ENCRYPTION_OLD_KEYS parsed; a bad one is a StartupError naming the variable. */
function oldKeys(env: NodeJS.ProcessEnv): Buffer[] {
  try {
    return parsePiiOldKeys(env.SSN_ENCRYPTION_OLD_KEYS);
  } catch (err) {
    throw new StartupError((err as Error).message);
  }
}

/** SMTP_URL (smtp:// or smtps://) and MAIL_FROM, or null when SMTP_URL is unset. */
function smtpConfig(env: NodeJS.ProcessEnv): { url: string; from: string } | null {
  if (!env.SMTP_URL) return null;
  if (!/^smtps?:\/\//.test(env.SMTP_URL))
    throw new StartupError('SMTP_URL must start with smtp:// or smtps://');
  if (!env.MAIL_FROM)
    throw new StartupError(
      'MAIL_FROM is not set (the sender of reset and invitation mails, required with SMTP_URL)',
    );
  return { url: env.SMTP_URL, from: env.MAIL_FROM };
}

/** RECAPTCHA_MIN_SCORE (0–1, default 0.5) and RECAPTCHA_HOSTNAMES; StartupError for a bad score. */
function recaptchaConfig(env: NodeJS.ProcessEnv): ServerConfig['recaptcha'] {
  const raw = env.RECAPTCHA_MIN_SCORE?.trim();
  const minScore = raw ? Number(raw) : 0.5;
  if (!(minScore >= 0 && minScore <= 1))
    throw new StartupError(`RECAPTCHA_MIN_SCORE must be a number 0–1, got '${raw}'`);
  const hostnames = (env.RECAPTCHA_HOSTNAMES ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return { minScore, hostnames };
}

/**
 * Reads and checks the environment (see the module docstring); throws `StartupError` naming the
 * variable for a missing or bad value. In production it reads no file and writes none.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const mode: ServerMode = env.NODE_ENV === 'production' ? 'production' : 'sandbox';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new StartupError(`PORT must be 0–65535, got '${env.PORT}'`);
  const dataDir = env.DATA_DIR || '.data/pglite';
  const brokerCode = (env.BROKER_CODE || 'HAA').toUpperCase();
  if (!BROKER_CODE_PATTERN.test(brokerCode))
    throw new StartupError('BROKER_CODE must be 2–10 letters or digits');
  const secrets =
    mode === 'production'
      ? productionSecrets(env)
      : { jwtSecret: loadJwtSecret(env, dataDir), piiKey: null };
  const { jwtSecret } = secrets;
  if (Buffer.byteLength(jwtSecret) < 32)
    throw new StartupError('JWT_SECRET must be at least 32 bytes');
  const rateLimitFactor = Number(env.RATE_LIMIT_FACTOR || 1);
  if (!(rateLimitFactor > 0))
    throw new StartupError(
      `RATE_LIMIT_FACTOR must be a number above 0, got '${env.RATE_LIMIT_FACTOR}'`,
    );
  const trustProxyHops = Number(env.TRUST_PROXY_HOPS || 0);
  if (!Number.isInteger(trustProxyHops) || trustProxyHops < 0 || trustProxyHops > 10)
    throw new StartupError('TRUST_PROXY_HOPS must be 0–10');
  const sessionHours = Number(env.SESSION_MAX_HOURS || 12);
  if (!(sessionHours > 0 && sessionHours <= 24 * 7))
    throw new StartupError('SESSION_MAX_HOURS must be above 0 and at most 168');
  const poolMax = Number(env.DB_POOL_MAX || DEFAULT_POOL_MAX);
  if (!Number.isInteger(poolMax) || poolMax < 1 || poolMax > 1000)
    throw new StartupError('DB_POOL_MAX must be a whole number from 1 to 1000');
  const acquireTimeoutMs = Number(env.DB_ACQUIRE_TIMEOUT_MS || DEFAULT_ACQUIRE_TIMEOUT_MS);
  if (!Number.isInteger(acquireTimeoutMs) || acquireTimeoutMs < 100 || acquireTimeoutMs > 60_000)
    throw new StartupError('DB_ACQUIRE_TIMEOUT_MS must be a whole number of ms from 100 to 60000');
  const plaid = plaidConfig(env, mode);
  const sandboxProviders =
    mode === 'production' ? productionProviders(env, plaid) : ALL_SANDBOX_PROVIDERS;
  return {
    mode,
    sandboxProviders,
    plaid,
    idv: idvConfig(env, mode, sandboxProviders),
    marketingLists: sandboxProviders.has('marketing-lists') ? 'sandbox' : 'off',
    recaptchaSecret: env.RECAPTCHA_SECRET?.trim() || null,
    recaptcha: recaptchaConfig(env),
    smtp: smtpConfig(env),
    rateLimitFactor,
    trustProxyHops,
    sessionMaxAgeMs: Math.round(sessionHours * 3_600_000),
    pool: { max: poolMax, acquireTimeoutMs },
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    brokerCode,
    jwtSecret,
    staticDir: env.STATIC_DIR === '' ? null : (env.STATIC_DIR ?? 'dist'),
    piiKey: secrets.piiKey ?? loadPiiKey(env, dataDir),
    piiOldKeys: oldKeys(env),
    sandboxOutbox: mode === 'sandbox' && sandboxOutboxOn(env),
  };
}
