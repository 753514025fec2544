/**
 * GET /sandbox/outbox (server/routes/sandbox-outbox.ts; docs/sandbox.md "Mail outbox"): off by
 * default (404 like any unknown route), on with `sandboxOutbox: true` (SANDBOX_OUTBOX=1); the
 * latest messages of a recipient first, filtered by template.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { sendSandboxMail } from '../../server/providers/sandbox-users';
import { startHarness, type Harness } from './helpers';

describe('GET /sandbox/outbox', () => {
  let on: Harness;
  let off: Harness;
  beforeAll(async () => {
    on = await startHarness({ sandboxOutbox: true });
    off = await startHarness();
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('is off unless configured (production never answers it)', async () => {
    await sendSandboxMail(off.database.db, 'ann@example.com', 'sales-invitation', { A: 1 });
    const r = await off.call('GET', '/sandbox/outbox?recipient=ann@example.com');
    expect(r.status).toBe(404);
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(40), SSN_ENCRYPTION_KEY: 'a'.repeat(64) }).sandboxOutbox,
    ).toBe(false);
    expect(
      loadConfig({
        JWT_SECRET: 'x'.repeat(40),
        SSN_ENCRYPTION_KEY: 'a'.repeat(64),
        SANDBOX_OUTBOX: '1',
      }).sandboxOutbox,
    ).toBe(true);
  });

  it('answers the latest messages of the recipient first, by template', async () => {
    const db = on.database.db;
    await sendSandboxMail(db, 'ann@example.com', 'sales-invitation', { InvitationToken: 'inv_1' });
    await sendSandboxMail(db, 'ann@example.com', 'password-reset', { Rpt: 'r' });
    await sendSandboxMail(db, 'ann@example.com', 'sales-invitation', { InvitationToken: 'inv_2' });
    await sendSandboxMail(db, 'bob@example.com', 'sales-invitation', { InvitationToken: 'inv_b' });
    const r = await on.call(
      'GET',
      '/sandbox/outbox?recipient=ANN@example.com&template=sales-invitation',
    );
    expect(r.status).toBe(200);
    const rows = r.json as {
      Recipient: string;
      Template: string;
      Data: { InvitationToken: string };
    }[];
    expect(rows.map((m) => m.Data.InvitationToken)).toEqual(['inv_2', 'inv_1']);
    expect(rows.every((m) => m.Recipient === 'ann@example.com')).toBe(true);
    const all = await on.call('GET', '/sandbox/outbox?recipient=ann@example.com');
    expect((all.json as unknown[]).length).toBe(3);
    expect((await on.call('GET', '/sandbox/outbox')).status).toBe(400);
  });
});
