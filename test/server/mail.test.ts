/**
 * Mail delivery (issue 20, server/providers/mail.ts): the reset and invitation mails written to the
 * outbox table in the token's transaction are sent through SMTP by `dispatchMailOnce` — each once,
 * deleted when the server accepted it, kept when it refused — and the SMTP transport speaks real
 * SMTP (a minimal SMTP server in this file receives the message).
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOutbox } from '../../server/db/schema';
import {
  createSmtpTransport,
  dispatchMailOnce,
  type MailMessage,
  type MailTransport,
} from '../../server/providers/mail';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const silent = () => {};
const recorder = () => {
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    async send(m) {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(m);
    },
  };
  return { sent, transport };
};
const outboxCount = async () => (await h.database.db.select().from(sandboxOutbox)).length;
const requestReset = async (email: string) => {
  const r = await h.call(
    'POST',
    `/v2/users/passwords/reset_token?username=${encodeURIComponent(email)}`,
    { body: email },
  );
  expect(r.status).toBe(204);
};

describe('mail dispatcher', () => {
  it('sends the reset mail with the link on the broker RegistrationUrl, then deletes the row', async () => {
    await h.database.db.delete(sandboxOutbox);
    const user = await h.register();
    await requestReset(user.email);
    expect(await outboxCount()).toBe(1);
    // Issue 31: the row holds the reset token sealed, never in clear (the users' table keeps its hash).
    const [row] = await h.database.db.select().from(sandboxOutbox);
    expect(Object.keys(row!.data)).toEqual(['Sealed']);
    const { sent, transport } = recorder();
    const n = await dispatchMailOnce({
      db: h.database.db,
      transport,
      log: silent,
      defaultBrokerCode: 'HAA',
      pii: h.pii,
    });
    expect(n).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(user.email);
    expect(sent[0]!.subject).toBe('Reset your HAA Precious Metals password');
    expect(sent[0]!.text).toMatch(
      /https:\/\/register\.haa\.example-broker\.test\/reset-password\?rpt=[\w-]+/,
    );
    const link = /rpt=([\w-]+)/.exec(sent[0]!.text)![1]!;
    expect(JSON.stringify(row!.data)).not.toContain(link);
    // The token does not stay behind in the table once the mail server took the message.
    expect(await outboxCount()).toBe(0);
  });

  it('keeps a message the mail server refused and sends it in a later round; logs no recipient', async () => {
    await h.database.db.delete(sandboxOutbox);
    const user = await h.register();
    await requestReset(user.email);
    const lines: string[] = [];
    const log = (event: string, fields?: Record<string, unknown>) =>
      lines.push(JSON.stringify({ event, ...fields }));
    const refusing: MailTransport = {
      send: async () => {
        throw Object.assign(new Error(`550 mailbox ${user.email} unavailable`), {
          name: 'SmtpError',
        });
      },
    };
    expect(
      await dispatchMailOnce({
        db: h.database.db,
        transport: refusing,
        log,
        defaultBrokerCode: 'HAA',
        pii: h.pii,
      }),
    ).toBe(0);
    expect(await outboxCount()).toBe(1);
    expect(lines.join('\n')).toContain('mail.failed');
    expect(lines.join('\n')).not.toContain(user.email);
    const { sent, transport } = recorder();
    expect(
      await dispatchMailOnce({
        db: h.database.db,
        pii: h.pii,
        transport,
        log,
        defaultBrokerCode: 'HAA',
      }),
    ).toBe(1);
    expect(sent.map((m) => m.to)).toEqual([user.email]);
  });

  it('two dispatchers at once (two instances) send every message exactly once', async () => {
    await h.database.db.delete(sandboxOutbox);
    const users = [await h.register(), await h.register(), await h.register()];
    for (const u of users) await requestReset(u.email);
    const a = recorder();
    const b = recorder();
    const opts = { db: h.database.db, log: silent, defaultBrokerCode: 'HAA', pii: h.pii, batch: 2 };
    await Promise.all([
      dispatchMailOnce({ ...opts, transport: a.transport }),
      dispatchMailOnce({ ...opts, transport: b.transport }),
    ]);
    await dispatchMailOnce({ ...opts, transport: a.transport });
    const all = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(all).toEqual(users.map((u) => u.email).sort());
  });
});

/** A minimal SMTP server: accepts one message per connection and hands its DATA to `onMessage`. */
function fakeSmtp(onMessage: (data: string, rcpt: string[]) => void): Promise<Server> {
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    const rcpt: string[] = [];
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            onMessage(data, rcpt);
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'RCPT') {
          rcpt.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('SMTP transport', () => {
  it('delivers a rendered reset mail to a real SMTP server', async () => {
    await h.database.db.delete(sandboxOutbox);
    const received: { data: string; rcpt: string[] }[] = [];
    const server = await fakeSmtp((data, rcpt) => received.push({ data, rcpt }));
    try {
      const port = (server.address() as { port: number }).port;
      const transport = createSmtpTransport(
        `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        '"HAA Precious Metals" <no-reply@haa.example>',
      );
      const user = await h.register();
      await requestReset(user.email);
      expect(
        await dispatchMailOnce({
          db: h.database.db,
          transport,
          log: silent,
          defaultBrokerCode: 'HAA',
          pii: h.pii,
        }),
      ).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]!.rcpt).toEqual([user.email]);
      expect(received[0]!.data).toMatch(/^Subject: Reset your HAA Precious Metals password$/m);
      expect(received[0]!.data).toMatch(/^From: "?HAA Precious Metals"? <no-reply@haa\.example>$/m);
      expect(received[0]!.data).toContain('reset-password?rpt=');
    } finally {
      server.close();
    }
  });
});
