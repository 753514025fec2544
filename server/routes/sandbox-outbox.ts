/**
 * The sandbox outbox (issue 10, docs/sandbox.md "Mail (password reset)"): the reference server
 * sends no mail — `sendSandboxMail` writes each message to the table `sandbox_outbox` — and this
 * development-only route lists the newest messages so the password-reset loop (doc 1 §2.5
 * 'Forgot password' → §2.6 RESET_PASSWORD → RESET_SUCCESSFUL_PAGE) can be tried without a mail server.
 *
 * - GET /sandbox/outbox[?recipient=<e-mail>][&template=<name>][&limit=1..50] → 200 {Messages: [{Id,
 *   Recipient, Template, CreatedAt, Data, Link, RegistrationLink, Subject, Text}]}, newest first
 *   (default 20; Subject and Text: the message as sent, in the recipient's language, issue 24);
 *   `template` e.g. 'password-reset' or 'sales-invitation' (Data.InvitationToken, doc 1 §2.10). For a
 *   'password-reset' message, Link is `{this server's origin}/reset-password?rpt=<token>` (the
 *   wizard this server serves) and RegistrationLink the same path on the broker's RegistrationUrl
 *   (what a real mail would carry); other templates answer null for both.
 *
 * Mounted only in sandbox mode while the server runs its sandbox mail (`ServerConfig.sandboxOutbox`,
 * env SANDBOX_OUTBOX, '0' off): otherwise the path is a 404 like any unknown one. Production
 * (NODE_ENV=production) never mounts it — createApp's `mode` — and refuses to start with
 * SANDBOX_OUTBOX=1 (issue 20): the messages carry live reset and invitation tokens.
 */
import type { Settings } from '../../services/api/contract';
import type { PiiCipher } from '../auth/pii';
import { openMailData, renderMail, resetLinkOf } from '../providers/mail';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { findBrokerSettings } from '../db/reference';
import { sandboxOutbox, users } from '../db/schema';
import type { Db } from '../db/client';

const outboxQuery = z.object({
  recipient: z.string().trim().toLowerCase().max(256).optional(),
  template: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

// The reset link is the mail's (server/providers/mail.ts); re-exported for the outbox's readers.
export { resetLinkOf };

/** GET /sandbox/outbox (see the module docstring); `defaultBrokerCode` names the RegistrationUrl of users without a broker. */
export function sandboxOutboxRoutes(db: Db, pii: PiiCipher, defaultBrokerCode: string) {
  return new Hono().get('/sandbox/outbox', async (c) => {
    const q = outboxQuery.safeParse(c.req.query());
    if (!q.success) return c.json({ Messages: [] }, 400);
    const base = db
      .select({
        id: sandboxOutbox.id,
        recipient: sandboxOutbox.recipient,
        template: sandboxOutbox.template,
        data: sandboxOutbox.data,
        createdAt: sandboxOutbox.createdAt,
        brokerCode: users.brokerCode,
      })
      .from(sandboxOutbox)
      .leftJoin(users, eq(users.email, sandboxOutbox.recipient));
    const filters = [
      q.data.recipient ? eq(sandboxOutbox.recipient, q.data.recipient) : undefined,
      q.data.template ? eq(sandboxOutbox.template, q.data.template) : undefined,
    ].filter((f) => f !== undefined);
    const rows = await (filters.length ? base.where(and(...filters)) : base)
      .orderBy(desc(sandboxOutbox.id))
      .limit(q.data.limit);
    const origin = new URL(c.req.url).origin;
    const settingsByCode = new Map<string, Promise<Settings | null>>();
    const settingsOf = (code: string) => {
      if (!settingsByCode.has(code)) settingsByCode.set(code, findBrokerSettings(db, code));
      return settingsByCode.get(code)!;
    };
    const registrationUrlOf = async (code: string) =>
      (await settingsOf(code))?.RegistrationUrl ?? null;
    const Messages = await Promise.all(
      rows.map(async (stored) => {
        // The template fields are sealed at rest (issue 31); a row that does not open lists as empty.
        const r = { ...stored, data: openMailData(pii, stored.data) ?? {} };
        const token =
          r.template === 'password-reset' && typeof r.data.PasswordResetToken === 'string'
            ? r.data.PasswordResetToken
            : null;
        const registrationUrl = token
          ? await registrationUrlOf(r.brokerCode ?? defaultBrokerCode)
          : null;
        // Issue 24: the message as it is sent — subject and text, in the recipient's language.
        const code = String(r.data.BrokerCode ?? r.brokerCode ?? defaultBrokerCode).toUpperCase();
        const mail = renderMail(r, await settingsOf(code));
        return {
          Id: r.id,
          Recipient: r.recipient,
          Template: r.template,
          CreatedAt: r.createdAt.toISOString(),
          Data: r.data,
          Link: token ? resetLinkOf(origin, token) : null,
          RegistrationLink: token && registrationUrl ? resetLinkOf(registrationUrl, token) : null,
          Subject: mail?.subject ?? null,
          Text: mail?.text ?? null,
        };
      }),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ Messages });
  });
}
