/**
 * The invisible captcha behind one interface (doc 1 §2 "An invisible captcha is used when enabled
 * in settings", Settings.EnableGoogleReCaptcha doc 1 §3; the token travels as `recaptchaToken`
 * on GET /v2/users/usernames and `RecaptchaToken` in the POST /v2/users body, doc 1 §7.2).
 *
 * - `sandboxCaptcha()` — the default: answers 'sandbox-captcha-pass' (the one answer the
 *   reference server's sandbox captcha accepts, docs/sandbox.md "Captcha") after a tick.
 * - `googleRecaptcha(siteKey)` — Google reCAPTCHA v3 (invisible) when VITE_RECAPTCHA_SITE_KEY is
 *   set: https://www.google.com/recaptcha/api.js?render=<key> loads on the first token asked for
 *   (so never for a broker with the captcha off), then `grecaptcha.execute(key, {action})`.
 *
 * The machine asks for a fresh token before each call that needs one (tokens are single use).
 * Tokens are never logged, tracked or kept in the machine context (ARCHITECTURE.md PII rule).
 */

/** What the token is for (reCAPTCHA v3 `action`): the e-mail check or the sign-up. */
export type CaptchaAction = 'email_check' | 'signup';

export interface CaptchaAdapter {
  /** Which provider answers: the page shows Google's terms line only for 'google'. */
  readonly provider: 'sandbox' | 'google';
  /** A fresh token for `action`; throws when the captcha cannot be solved (script blocked, refused). */
  token(action: CaptchaAction, opts?: { signal?: AbortSignal }): Promise<string>;
}

/** The answer the reference server's sandbox captcha accepts (docs/sandbox.md "Captcha"). */
export const SANDBOX_CAPTCHA_PASS = 'sandbox-captcha-pass';

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** Local sandbox captcha: resolves `answer` after a tick (no script, no network). */
export function sandboxCaptcha(answer: string = SANDBOX_CAPTCHA_PASS): CaptchaAdapter {
  return {
    provider: 'sandbox',
    token: (_action, opts = {}) =>
      new Promise((resolve, reject) => {
        if (opts.signal?.aborted) return reject(abortError());
        setTimeout(() => (opts.signal?.aborted ? reject(abortError()) : resolve(answer)), 0);
      }),
  };
}

// --- Google reCAPTCHA v3 (only with a site key) ---------------------------------------------

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, opts: { action: string }): Promise<string>;
}

/** Time allowed for the reCAPTCHA script to load, ms. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000;

let recaptchaLoad: Promise<Grecaptcha> | null = null;
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    const w = window as unknown as { grecaptcha?: Grecaptcha };
    const ready = () => {
      const g = w.grecaptcha;
      if (!g) return reject(new Error('recaptcha'));
      g.ready(() => resolve(g));
    };
    if (w.grecaptcha) return ready();
    const s = document.createElement('script');
    s.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    s.async = true;
    const timer = setTimeout(() => reject(new Error('recaptcha')), RECAPTCHA_LOAD_TIMEOUT_MS);
    s.onload = () => {
      clearTimeout(timer);
      ready();
    };
    s.onerror = () => {
      clearTimeout(timer);
      reject(new Error('recaptcha'));
    };
    document.head.appendChild(s);
  }).catch((err: unknown) => {
    recaptchaLoad = null; // a later attempt may load it (e.g. after going back online)
    throw err;
  });
  return recaptchaLoad;
}

/** Google reCAPTCHA v3, invisible; the script loads on the first `token` call. */
export function googleRecaptcha(siteKey: string): CaptchaAdapter {
  return {
    provider: 'google',
    async token(action, opts = {}) {
      const g = await loadRecaptcha(siteKey);
      if (opts.signal?.aborted) throw abortError();
      const token = await g.execute(siteKey, { action });
      if (!token) throw new Error('recaptcha');
      return token;
    },
  };
}

/** The adapter the build is configured for (README "Configuration": VITE_RECAPTCHA_SITE_KEY). */
export function captchaFromEnv(
  env: Record<string, string | undefined> = import.meta.env ?? {},
): CaptchaAdapter {
  const key = env.VITE_RECAPTCHA_SITE_KEY?.trim();
  return key ? googleRecaptcha(key) : sandboxCaptcha();
}

/** The provider `captchaFromEnv` picks, without creating it (the terms line of the form). */
export function captchaProviderFromEnv(
  env: Record<string, string | undefined> = import.meta.env ?? {},
): CaptchaAdapter['provider'] {
  return env.VITE_RECAPTCHA_SITE_KEY?.trim() ? 'google' : 'sandbox';
}
