/**
 * Configuration of the reference server from environment variables (README "Configuration").
 *
 * | variable     | default         | meaning                                                     |
 * |--------------|-----------------|-------------------------------------------------------------|
 * | PORT         | 8080            | HTTP port                                                   |
 * | HOST         | 127.0.0.1       | interface to listen on                                      |
 * | DATABASE_URL | (unset)         | PostgreSQL connection string; unset: embedded PGlite        |
 * | DATA_DIR     | .data/pglite    | PGlite data folder (kept across restarts); also holds the   |
 * |              |                 | generated JWT secret                                        |
 * | BROKER_CODE  | HAA             | default broker (seeded with every setting filled)           |
 * | JWT_SECRET   | (generated)     | HS256 secret, ≥ 32 bytes; unset: generated once into        |
 * |              |                 | DATA_DIR/jwt-secret (mode 600)                              |
 * | STATIC_DIR   | dist            | built wizard to serve; '' serves the API only               |
 * | RATE_LIMIT_FACTOR | 1          | multiplies every rate-limit allowance (server/http/rate-limit.ts); |
 * |              |                 | the end-to-end suite runs with 100                          |
 * | TRUST_PROXY_HOPS | 0           | proxies whose X-Forwarded-For names the client address      |
 * | SESSION_MAX_HOURS | 12         | absolute sign-in session lifetime (server/auth/sessions.ts) |
 * | SANDBOX_OUTBOX | (unset)      | '1': serve GET /sandbox/outbox (server/routes/sandbox-outbox.ts); |
 * |              |                 | never set it in production                                  |
 *
 * With DATABASE_URL the rate-limit counters live in PostgreSQL (shared by every instance);
 * otherwise in memory.
 * | SSN_ENCRYPTION_KEY | (generated) | AES-256 key sealing SSNs/EINs (64 hex or base64 of 32 bytes); |
 * |              |                 | unset: generated once into DATA_DIR/ssn-key (mode 600)      |
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPiiKey } from './auth/pii';

export interface ServerConfig {
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
  /** 32-byte key for SSNs and EINs at rest (server/auth/pii.ts). */
  piiKey: Buffer;
  /** SANDBOX_OUTBOX=1: the sandbox mail outbox over HTTP (off by default). */
  sandboxOutbox: boolean;
}

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

/** Reads and checks the environment; throws a readable error for a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0–65535, got '${env.PORT}'`);
  const dataDir = env.DATA_DIR || '.data/pglite';
  const brokerCode = (env.BROKER_CODE || 'HAA').toUpperCase();
  if (!/^[A-Z0-9]{2,10}$/.test(brokerCode))
    throw new Error('BROKER_CODE must be 2–10 letters or digits');
  const jwtSecret = loadJwtSecret(env, dataDir);
  if (Buffer.byteLength(jwtSecret) < 32) throw new Error('JWT_SECRET must be at least 32 bytes');
  const rateLimitFactor = Number(env.RATE_LIMIT_FACTOR || 1);
  if (!(rateLimitFactor > 0))
    throw new Error(`RATE_LIMIT_FACTOR must be a number above 0, got '${env.RATE_LIMIT_FACTOR}'`);
  const trustProxyHops = Number(env.TRUST_PROXY_HOPS || 0);
  if (!Number.isInteger(trustProxyHops) || trustProxyHops < 0 || trustProxyHops > 10)
    throw new Error('TRUST_PROXY_HOPS must be 0–10');
  const sessionHours = Number(env.SESSION_MAX_HOURS || 12);
  if (!(sessionHours > 0 && sessionHours <= 24 * 7))
    throw new Error('SESSION_MAX_HOURS must be above 0 and at most 168');
  return {
    rateLimitFactor,
    trustProxyHops,
    sessionMaxAgeMs: Math.round(sessionHours * 3_600_000),
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    brokerCode,
    jwtSecret,
    staticDir: env.STATIC_DIR === '' ? null : (env.STATIC_DIR ?? 'dist'),
    piiKey: loadPiiKey(env, dataDir),
    sandboxOutbox: env.SANDBOX_OUTBOX === '1',
  };
}
