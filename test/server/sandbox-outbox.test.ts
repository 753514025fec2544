/**
 * GET /sandbox/outbox (issue 10, docs/sandbox.md "Mail (password reset)"): the sandbox mail with
 * the reset link, newest first and filtered by recipient; mounted only when the server runs its
 * sandbox outbox (SANDBOX_OUTBOX; off when NODE_ENV=production).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOutboxOn } from '../../server/config';
import { resetLinkOf } from '../../server/routes/sandbox-outbox';
import { sendSandboxMail } from '../../server/providers/sandbox-users';
import { startHarness, type Harness } from './helpers';

let on: Harness;
let off: Harness;
beforeAll(async () => {
  [on, off] = await Promise.all([startHarness({ sandboxOutbox: true }), startHarness()]);
});
afterAll(async () => {
  await Promise.all([on.close(), off.close()]);
});

interface Message {
  Recipient: string;
  Template: string;
  Link: string | null;
  RegistrationLink: string | null;
}

describe('GET /sandbox/outbox', () => {
  it('lists the reset mail with its link on this server and on the RegistrationUrl, newest first', async () => {
    const user = await on.register();
    for (let i = 0; i < 2; i++) {
      const r = await on.call(
        'POST',
        `/v2/users/passwords/reset_token?username=${encodeURIComponent(user.email)}`,
        { body: user.email },
      );
      expect(r.status).toBe(204);
    }
    const r = await on.call('GET', `/sandbox/outbox?recipient=${encodeURIComponent(user.email)}`);
    expect(r.status).toBe(200);
    const messages = (r.json as { Messages: Message[] }).Messages;
    expect(messages).toHaveLength(2);
    const [newest] = messages;
    expect(newest.Recipient).toBe(user.email);
    expect(newest.Template).toBe('password-reset');
    expect(newest.Link).toMatch(/^http:\/\/localhost\/reset-password\?rpt=rpt_[\w-]{43}$/);
    expect(newest.RegistrationLink).toMatch(/^https:\/\/register\.[^/]+\/reset-password\?rpt=rpt_/);
    // Newest first: the first link's token is the one that works.
    const token = new URL(newest.Link as string).searchParams.get('rpt');
    const used = await on.call('POST', '/v2/users/passwords', {
      body: { PasswordResetToken: token, NewPassword: 'Silver#Coin2025' },
    });
    expect(used.status).toBe(204);
  });

  it('filters by template (the sales invitation, doc 1 §2.10) and answers its Data', async () => {
    const user = await on.register();
    await on.call(
      'POST',
      `/v2/users/passwords/reset_token?username=${encodeURIComponent(user.email)}`,
      { body: user.email },
    );
    await sendSandboxMail(on.database.db, on.pii, user.email, 'sales-invitation', {
      InvitationToken: 'inv_1',
    });
    const r = await on.call(
      'GET',
      `/sandbox/outbox?recipient=${encodeURIComponent(user.email.toUpperCase())}&template=sales-invitation`,
    );
    expect(r.status).toBe(200);
    const messages = (r.json as { Messages: (Message & { Data: { InvitationToken?: string } })[] })
      .Messages;
    expect(messages.map((m) => m.Template)).toEqual(['sales-invitation']);
    expect(messages[0].Data.InvitationToken).toBe('inv_1');
    expect(messages[0].Link).toBeNull();
    const all = await on.call('GET', `/sandbox/outbox?recipient=${encodeURIComponent(user.email)}`);
    expect((all.json as { Messages: Message[] }).Messages).toHaveLength(2);
  });

  it('is absent (404) unless enabled; the switch is off in production unless forced', async () => {
    expect((await off.call('GET', '/sandbox/outbox')).status).toBe(404);
    expect(sandboxOutboxOn({})).toBe(true);
    expect(sandboxOutboxOn({ NODE_ENV: 'production' })).toBe(false);
    expect(sandboxOutboxOn({ NODE_ENV: 'production', SANDBOX_OUTBOX: '1' })).toBe(true);
    expect(sandboxOutboxOn({ SANDBOX_OUTBOX: '0' })).toBe(false);
    expect(resetLinkOf('https://r.example/', 'rpt_a b')).toBe(
      'https://r.example/reset-password?rpt=rpt_a%20b',
    );
  });
});
