/**
 * Sandbox adapters of the users area (docs/sandbox.md "Captcha", "Old portal", "Mail").
 *
 * - Captcha (doc 1 §7.2 RecaptchaToken, checked only when the broker's EnableGoogleReCaptcha is
 *   on): the sandbox accepts exactly the token `SANDBOX_CAPTCHA_PASS`; anything else, or none,
 *   is refused with InvalidRecaptchaToken. The check itself is server/providers/captcha.ts
 *   (`createSandboxCaptcha`, or Google's siteverify with RECAPTCHA_SECRET; issue 20).
 * - Old portal (doc 1 §4.3, §4.4, §7.2 "302"): e-mails of the domain `old-portal.example.com`,
 *   and `legacy@example.com`, are known to the old registration portal. Usernames, create user
 *   and authenticate answer 302 for them, Location {OLD_PORTAL_URL}/r/start?user=<encrypted e-mail>.
 * - Mail: messages are written to the `sandbox_outbox` table instead of being sent.
 */
import type { PiiCipher } from '../auth/pii';
import type { Db } from '../db/client';
import { sandboxOutbox } from '../db/schema';
import { sealMailData } from './mail';

/** The one captcha answer the sandbox accepts (server/providers/captcha.ts `createSandboxCaptcha`). */
export const SANDBOX_CAPTCHA_PASS = 'sandbox-captcha-pass';

/** The old registration portal of the sandbox. */
export const OLD_PORTAL_URL = 'https://old-portal.example-broker.test';
export const OLD_PORTAL_DOMAIN = 'old-portal.example.com';
export const OLD_PORTAL_EMAILS = ['legacy@example.com'];

/** True when the e-mail (or username) belongs to a user of the old portal. */
export function isOldPortalEmail(email: string): boolean {
  const e = email.trim().toLowerCase();
  return OLD_PORTAL_EMAILS.includes(e) || e.endsWith(`@${OLD_PORTAL_DOMAIN}`);
}

/**
 * Stores a message in the outbox (never logged), its template fields sealed with `pii`
 * (`sealMailData`: the reset or invitation token is never stored in clear, issue 31). Sent by the
 * SMTP dispatcher (server/providers/mail.ts) or listed by GET /sandbox/outbox in the sandbox.
 */
export async function sendSandboxMail(
  db: Db,
  pii: PiiCipher,
  recipient: string,
  template: string,
  data: Record<string, unknown>,
): Promise<void> {
  await db.insert(sandboxOutbox).values({ recipient, template, data: sealMailData(pii, data) });
}
