/**
 * Server-side captcha verification (doc 1 §2 "an invisible captcha is used when enabled in
 * settings", §7.2 RecaptchaToken / recaptchaToken, §8.2 InvalidRecaptchaToken; issue 20 "reCAPTCHA
 * v3 is verified server-side (score, action, hostname) with the broker's secret").
 *
 * The routes ask a `CaptchaVerifier` only when the broker's Settings.EnableGoogleReCaptcha is on
 * (server/routes/users.ts). The action each call expects is the one the wizard passes to
 * `grecaptcha.execute` for it (services/adapters/captcha.ts `CaptchaAction`): 'email_check' for
 * GET /v2/users/usernames, 'signup' for POST /v2/users and POST /v2/users/plain.
 *
 * - `createSandboxCaptcha()` — the default (docs/sandbox.md "Captcha"): accepts exactly
 *   'sandbox-captcha-pass' whatever the action.
 * - `createRecaptchaVerifier({secret, minScore, hostnames, fetch?, verifyUrl?, timeoutMs?})` —
 *   Google reCAPTCHA v3: POSTs application/x-www-form-urlencoded {secret, response, remoteip?} to
 *   https://www.google.com/recaptcha/api/siteverify and accepts only when the answer has
 *   `success: true`, `score >= minScore`, `action` equal to the expected action and `hostname`
 *   in the allowed list. A network failure, a timeout (default 5 s), a non-2xx status or an answer
 *   that is not JSON refuses (fail closed). Tokens and the secret are never logged.
 * - `captchaFromConfig(config, db)` — RECAPTCHA_SECRET set: the reCAPTCHA verifier with
 *   RECAPTCHA_MIN_SCORE (0–1, default 0.5) and RECAPTCHA_HOSTNAMES (comma-separated), else the
 *   host names of every broker's Settings.RegistrationUrl (read from the database, cached 5
 *   minutes); unset: the sandbox captcha. The variables are read and checked by server/config.ts.
 */
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { brokers } from '../db/schema';
import { SANDBOX_CAPTCHA_PASS } from './sandbox-users';

/** The reCAPTCHA v3 action of a call (services/adapters/captcha.ts `CaptchaAction`). */
export type CaptchaAction = 'email_check' | 'signup';

export interface CaptchaVerifier {
  /**
   * True when `token` is a valid, fresh answer of the captcha for `action` (from `remoteIp`, the
   * client's address when known). Never throws: any failure is false.
   */
  verify(
    token: string | null | undefined,
    opts: { action: CaptchaAction; remoteIp?: string },
  ): Promise<boolean>;
}

/** Google's verification endpoint. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Default lowest accepted reCAPTCHA v3 score (0 = bot … 1 = human). */
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;
/** Default time allowed for siteverify, ms. */
export const RECAPTCHA_TIMEOUT_MS = 5_000;

/** The sandbox captcha: only `SANDBOX_CAPTCHA_PASS` ('sandbox-captcha-pass') passes. */
export function createSandboxCaptcha(): CaptchaVerifier {
  return { verify: async (token) => token === SANDBOX_CAPTCHA_PASS };
}

export interface RecaptchaOptions {
  /** The broker's reCAPTCHA secret key (RECAPTCHA_SECRET). */
  secret: string;
  /** Lowest accepted score, 0–1; default 0.5 (RECAPTCHA_MIN_SCORE). */
  minScore?: number;
  /** Host names the token may have been solved on (case-insensitive), or a function answering them. */
  hostnames: readonly string[] | (() => Promise<readonly string[]>);
  /** The fetch to use (tests inject a fake); default the global fetch. */
  fetch?: typeof fetch;
  /** The siteverify URL; default RECAPTCHA_VERIFY_URL. */
  verifyUrl?: string;
  /** Time allowed for siteverify, ms; default 5 000. */
  timeoutMs?: number;
}

/** The fields of a siteverify answer this module reads. */
interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
}

/** Google reCAPTCHA v3 verification (see the module comment for what is checked). */
export function createRecaptchaVerifier(opts: RecaptchaOptions): CaptchaVerifier {
  if (!opts.secret) throw new Error('RECAPTCHA_SECRET is empty');
  const minScore = opts.minScore ?? DEFAULT_RECAPTCHA_MIN_SCORE;
  if (!(minScore >= 0 && minScore <= 1)) throw new Error('RECAPTCHA_MIN_SCORE must be 0–1');
  const doFetch = opts.fetch ?? fetch;
  const url = opts.verifyUrl ?? RECAPTCHA_VERIFY_URL;
  const timeoutMs = opts.timeoutMs ?? RECAPTCHA_TIMEOUT_MS;
  const allowed = async (): Promise<Set<string>> => {
    const list = typeof opts.hostnames === 'function' ? await opts.hostnames() : opts.hostnames;
    return new Set(list.map((h) => h.trim().toLowerCase()).filter(Boolean));
  };

  return {
    async verify(token, { action, remoteIp }) {
      // reCAPTCHA tokens are a few hundred characters; anything else is not worth a round trip.
      if (typeof token !== 'string' || token.length < 20 || token.length > 4000) return false;
      const form = new URLSearchParams({ secret: opts.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return false;
        answer = (await res.json()) as SiteverifyAnswer;
      } catch {
        return false;
      }
      if (!answer || answer.success !== true) return false;
      if (typeof answer.score !== 'number' || answer.score < minScore) return false;
      if (answer.action !== action) return false;
      if (typeof answer.hostname !== 'string') return false;
      return (await allowed()).has(answer.hostname.toLowerCase());
    },
  };
}

/** How long the brokers' registration host names are reused before the database is read again. */
const HOSTNAMES_CACHE_MS = 5 * 60 * 1000;

/** The host names of every broker's Settings.RegistrationUrl (malformed or empty ones skipped). */
export async function brokerRegistrationHostnames(db: Db): Promise<string[]> {
  const rows = await db.select({ settings: brokers.settings }).from(brokers);
  const hosts = new Set<string>();
  for (const r of rows) {
    try {
      const url = r.settings.RegistrationUrl;
      if (url) hosts.add(new URL(url).hostname.toLowerCase());
    } catch {
      // not a URL: no host name to allow
    }
  }
  return [...hosts];
}

/**
 * The verifier the configuration asks for (server/config.ts `recaptchaSecret`, `recaptcha`): a
 * secret → `createRecaptchaVerifier` with the minimum score and the hostnames (none listed: the
 * hosts of the brokers' RegistrationUrl in `db`, cached 5 minutes); no secret → the sandbox captcha
 * when `allowSandbox` (sandbox mode, or 'captcha' in SANDBOX_PROVIDERS), else a verifier that
 * refuses every token (issue 20).
 */
export function captchaFromConfig(
  config: Pick<ServerConfig, 'recaptchaSecret' | 'recaptcha'>,
  db: Db,
  allowSandbox = true,
): CaptchaVerifier {
  const secret = config.recaptchaSecret;
  // Production without the secret and without 'captcha' named: fail closed — the sandbox token
  // must never open a production captcha (a broker may turn the captcha on after the start).
  if (!secret) return allowSandbox ? createSandboxCaptcha() : { verify: async () => false };
  let cached: { at: number; hosts: readonly string[] } | null = null;
  const fromBrokers = async () => {
    if (!cached || Date.now() - cached.at > HOSTNAMES_CACHE_MS)
      cached = { at: Date.now(), hosts: await brokerRegistrationHostnames(db) };
    return cached.hosts;
  };
  const { minScore, hostnames } = config.recaptcha;
  return createRecaptchaVerifier({
    secret,
    minScore,
    hostnames: hostnames.length ? hostnames : fromBrokers,
  });
}
