/**
 * Mail delivery through SMTP (issue 20: production sends real mail; the sandbox keeps its outbox).
 *
 * The routes never talk to a mail server: in the transaction that issues a reset or invitation
 * token they write the message to the table `sandbox_outbox` (`sendSandboxMail`,
 * server/providers/sandbox-users.ts) — a transactional outbox, so a message exists exactly when its
 * token does; its template fields are sealed under the PII key (`sealMailData`), so the token is
 * never stored in clear (issue 31). What happens next depends on the mode:
 *
 * - sandbox (or production with `mail` in SANDBOX_PROVIDERS and no SMTP_URL): the rows stay and
 *   GET /sandbox/outbox lists them (sandbox mode only);
 * - SMTP_URL set: every instance runs `startMailDispatcher`, which takes the oldest rows with
 *   `FOR UPDATE SKIP LOCKED` (several instances never send one message twice), renders them
 *   (`renderMail`: subject and plain text with the broker's name and the link), hands them to
 *   nodemailer's SMTP transport and deletes each row once the server accepted it — so the token
 *   does not stay in the table. A refused or failed send keeps the row for the next round; a row
 *   older than MAIL_MAX_AGE_MS (its token has expired by then) is dropped. Logged: counts and error
 *   names only, never a recipient, subject or token.
 *
 * Variables: SMTP_URL (e.g. `smtps://user:pass@smtp.example.com:465`, nodemailer's URL form) and
 * MAIL_FROM (e.g. `"HAA Precious Metals" <no-reply@haa.example>`; required with SMTP_URL).
 */
import { asc, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Settings } from '../../services/api/contract';
import type { PiiCipher } from '../auth/pii';
import type { Db } from '../db/client';
import { findBrokerSettings } from '../db/reference';
import { sandboxOutbox } from '../db/schema';
import type { Logger } from '../logger';
import { isLocale } from '../../src/i18n/locales';
import { expiryOf, MAIL_TEXTS } from './mail-texts';

/** The reset page of the wizard on `base` for `token` (doc 1 §2.6: query parameter 'rpt'). */
export const resetLinkOf = (base: string, token: string) =>
  `${base.replace(/\/+$/, '')}/reset-password?rpt=${encodeURIComponent(token)}`;

/** One rendered message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends one message; rejects when the mail server refused it. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** How long an unsent message is retried: 24 h (reset tokens live 1 h, invitations 7 days — an invitation re-sent by the agent supersedes it). */
export const MAIL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** nodemailer's SMTP transport for `url` (SMTP_URL) sending as `from` (MAIL_FROM). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}

type OutboxRow = typeof sandboxOutbox.$inferSelect;

/**
 * The stored form of an outbox message's template fields (issue 31: reset and invitation tokens
 * are never stored in clear — the users' tables keep only their SHA-256, and the outbox row that
 * carries the link until it is sent holds it sealed): `{ Sealed: <pii2 value> }`, AES-256-GCM under
 * the instance's PII key (server/auth/pii.ts, kind 'mail'). A rotated-away key leaves a row that
 * does not open; the dispatcher drops it as unrenderable (its token is short-lived anyway).
 */
export function sealMailData(pii: PiiCipher, data: Record<string, unknown>): { Sealed: string } {
  return { Sealed: pii.seal(JSON.stringify(data), 'mail') };
}

/**
 * The template fields of a stored outbox row: `sealMailData`'s form opened, or a row written in
 * clear before issue 31 answered as it is. Null when a sealed row does not open (key not held,
 * altered): never thrown, so one bad row cannot stop the dispatcher.
 */
export function openMailData(
  pii: PiiCipher,
  stored: Record<string, unknown>,
): Record<string, unknown> | null {
  if (typeof stored.Sealed !== 'string') return stored;
  try {
    const clear: unknown = JSON.parse(pii.open(stored.Sealed, 'mail'));
    return clear && typeof clear === 'object' ? (clear as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The message of an outbox row: 'password-reset' (doc 1 §2.6: the reset page on the broker's
 * RegistrationUrl with `rpt`) and 'sales-invitation' (doc 1 §2.10: Data.InvitationUrl). Null for a
 * template this function does not know (the row is then dropped and logged by name).
 */
export function renderMail(row: OutboxRow, settings: Settings | null): MailMessage | null {
  // Issue 24: in the language the row was written for (Data.Language), else English.
  const texts = MAIL_TEXTS[isLocale(row.data.Language) ? row.data.Language : 'en'];
  const broker = settings?.BrokerName ?? String(row.data.BrokerName ?? 'your broker');
  const supportEmail = settings?.SupportEmail || null;
  if (row.template === 'password-reset' && typeof row.data.PasswordResetToken === 'string') {
    if (!settings?.RegistrationUrl) return null;
    const link = resetLinkOf(settings.RegistrationUrl, row.data.PasswordResetToken);
    const username = typeof row.data.Username === 'string' ? row.data.Username : null;
    return { to: row.recipient, ...texts.reset({ broker, username, link, supportEmail }) };
  }
  if (row.template === 'sales-invitation' && typeof row.data.InvitationUrl === 'string') {
    const agent = typeof row.data.SalesAgentName === 'string' ? row.data.SalesAgentName : null;
    return {
      to: row.recipient,
      ...texts.invitation({
        broker,
        agent,
        link: row.data.InvitationUrl,
        expiresOn: expiryOf(row.data.ExpiresOn),
        supportEmail,
      }),
    };
  }
  return null;
}

export interface MailDispatcherOptions {
  db: Db;
  /** Opens the rows' sealed template fields (`openMailData`). */
  pii: PiiCipher;
  transport: MailTransport;
  log: Logger;
  /** Broker whose settings render a message whose recipient's broker is unknown. */
  defaultBrokerCode: string;
  /** Pause between rounds (ms); default 2 000. */
  intervalMs?: number;
  /** Messages per round; default 20. */
  batch?: number;
  now?: () => Date;
}

/**
 * One round: drops expired rows, then sends up to `batch` of the oldest under row locks
 * (SKIP LOCKED) and deletes each sent one. Answers how many were sent.
 */
export async function dispatchMailOnce(opts: MailDispatcherOptions): Promise<number> {
  const now = (opts.now ?? (() => new Date()))();
  await opts.db
    .delete(sandboxOutbox)
    .where(lt(sandboxOutbox.createdAt, new Date(now.getTime() - MAIL_MAX_AGE_MS)));
  const sent = await opts.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(sandboxOutbox)
      .orderBy(asc(sandboxOutbox.id))
      .limit(opts.batch ?? 20)
      .for('update', { skipLocked: true });
    let count = 0;
    const settingsOf = new Map<string, Promise<Settings | null>>();
    for (const stored of rows) {
      const data = openMailData(opts.pii, stored.data);
      const row = { ...stored, data: data ?? {} };
      const code = String(row.data.BrokerCode ?? opts.defaultBrokerCode).toUpperCase();
      if (!settingsOf.has(code)) settingsOf.set(code, findBrokerSettings(tx, code));
      const message = data ? renderMail(row, await settingsOf.get(code)!) : null;
      if (!message) {
        opts.log('mail.unrenderable', { template: row.template });
        await tx.delete(sandboxOutbox).where(sql`${sandboxOutbox.id} = ${row.id}`);
        continue;
      }
      try {
        await opts.transport.send(message);
      } catch (err) {
        opts.log('mail.failed', { template: row.template, name: (err as Error).name ?? 'Error' });
        continue;
      }
      await tx.delete(sandboxOutbox).where(sql`${sandboxOutbox.id} = ${row.id}`);
      count++;
    }
    return count;
  });
  if (sent > 0) opts.log('mail.sent', { count: sent });
  return sent;
}

/** Longest pause after failed rounds (ms): the dispatcher's backoff while the database is away. */
export const MAIL_RETRY_MAX_MS = 60_000;

/**
 * Runs `dispatchMailOnce` every `intervalMs` until the answered `stop()` (which waits for a round
 * in progress). A failed round (database away, issue 31) is logged by error name and code and
 * retried after a pause doubling per consecutive failure, up to `MAIL_RETRY_MAX_MS`; the first
 * round that succeeds again returns to `intervalMs`. The rounds use the pool, which reconnects on
 * its own (server/db/client.ts).
 */
export function startMailDispatcher(opts: MailDispatcherOptions): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let failures = 0;
  const interval = opts.intervalMs ?? 2_000;
  const tick = () => {
    if (stopped) return;
    running = dispatchMailOnce(opts)
      .then(
        () => {
          if (failures > 0) opts.log('mail.resumed', { failedRounds: failures });
          failures = 0;
        },
        (err: unknown) => {
          failures++;
          const code = (err as { code?: unknown }).code;
          opts.log('mail.roundFailed', {
            name: (err as Error).name ?? 'Error',
            code: typeof code === 'string' ? code : null,
          });
        },
      )
      .finally(() => {
        if (!stopped)
          timer = setTimeout(
            tick,
            failures ? Math.min(MAIL_RETRY_MAX_MS, interval * 2 ** failures) : interval,
          );
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
