/**
 * GET /sandbox/outbox?recipient=&template= — the sandbox mail outbox over HTTP (docs/sandbox.md
 * "Mail outbox"), so a developer or an end-to-end test can read the link of a mail the sandbox
 * did not send (the sales invitation, doc 1 §2.10; the password reset, doc 1 §2.6).
 *
 * OFF unless the server is started with `SANDBOX_OUTBOX=1` (server/config.ts; `createApp({
 * sandboxOutbox: true })`): a production deployment never answers it (404 NotFound like any
 * unknown route). Not under /v2: it is no part of the registration API contract.
 *
 * Query: `recipient` (an e-mail, compared in lower case; required), `template` (optional, e.g.
 * 'sales-invitation'). Answers 200 with the latest messages first (at most 10):
 * `[{ Id, Recipient, Template, Data, CreatedOn }]` (`Data` the template's data, e.g.
 * `{ InvitationToken, InvitationUrl, … }`). 400 InvalidParameters when `recipient` is missing.
 * Nothing read here is logged.
 */
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client';
import { sandboxOutbox } from '../db/schema';
import { fail } from '../http/errors';

/** Most messages one answer carries. */
export const OUTBOX_LIMIT = 10;

export function sandboxOutboxRoutes({ db }: { db: Db }) {
  return new Hono().get('/sandbox/outbox', async (c) => {
    const recipient = (c.req.query('recipient') ?? '').trim().toLowerCase();
    const template = (c.req.query('template') ?? '').trim();
    if (!recipient || recipient.length > 256 || template.length > 100)
      throw fail(400, 'InvalidParameters', 'recipient is required.', 'recipient');
    const where = template
      ? and(eq(sandboxOutbox.recipient, recipient), eq(sandboxOutbox.template, template))
      : eq(sandboxOutbox.recipient, recipient);
    const rows = await db
      .select()
      .from(sandboxOutbox)
      .where(where)
      .orderBy(desc(sandboxOutbox.id))
      .limit(OUTBOX_LIMIT);
    c.header('Cache-Control', 'no-store');
    return c.json(
      rows.map((r) => ({
        Id: r.id,
        Recipient: r.recipient,
        Template: r.template,
        Data: r.data,
        CreatedOn: r.createdAt.toISOString(),
      })),
    );
  });
}
