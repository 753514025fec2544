/**
 * Issue 31 part 5 — a body limit on every route (server/app.ts): a body over 256 kB answers 413
 * RequestTooLarge before it is read, under /analytics/api and on every other non-/v2 path as
 * under /v2; a chunked body is cut off at the limit. Checked over a raw TCP socket against the
 * app served by @hono/node-server (as server/main.ts does), and in process.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../server/app';
import { createRateLimits, scaledPolicy, type RateLimits } from '../../server/http/rate-limit';
import { firstError, listenHarness, startHarness, type Harness } from './helpers';

/** Every limited action the routes counted: the sign-in counts 'login' first thing. */
const hits: string[] = [];
const inner = createRateLimits({ policy: scaledPolicy(1000) });
const counting: RateLimits = {
  ...inner,
  hit: (c, action, account) => {
    hits.push(action);
    return inner.hit(c, action, account);
  },
};

let h: Harness;
let server: Awaited<ReturnType<typeof listenHarness>>;
let port: number;
beforeAll(async () => {
  h = await startHarness({ limits: counting });
  server = await listenHarness(h);
  port = server.port;
});
afterAll(async () => {
  await server.close();
  await h.close();
});

/**
 * Sends `head`, then `total` bytes of body in 64 kB chunks, one every 2 ms, and stops as soon as
 * an answer arrives. Resolves with the answer and how many body bytes had been written by then.
 */
function slowUpload(head: string, total: number): Promise<{ response: string; written: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let response = '';
    let written = 0;
    let answeredAt: number | null = null;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ response, written: answeredAt ?? written });
    };
    socket.on('data', (d) => {
      response += d.toString('latin1');
      answeredAt ??= written;
      if (response.includes('\r\n\r\n')) setTimeout(finish, 50);
    });
    socket.on('error', () => {}); // a reset while we still write: we only read the answer
    socket.on('close', finish);
    socket.setTimeout(60_000, () => reject(new Error('timeout')));
    const next = () => {
      if (answeredAt !== null || socket.destroyed) return;
      if (written >= total) return;
      const part = chunk.subarray(0, Math.min(chunk.length, total - written));
      written += part.length;
      socket.write(part, () => {
        timer = setTimeout(next, 2);
      });
    };
    socket.on('connect', () => {
      socket.write(head);
      next();
    });
  });
}

const statusOf = (response: string) => response.split('\r\n')[0];

describe('body limits on every route (issue 31)', () => {
  it('a 20 MB body to the analysts’ sign-in answers 413 before the upload finishes; the route never ran', async () => {
    const size = 20 * 1024 * 1024;
    hits.length = 0;
    const head =
      `POST /analytics/api/session HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
    const { response, written } = await slowUpload(head, size);
    expect(statusOf(response)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(response.toLowerCase()).toContain('connection: close');
    expect(response).toContain('RequestTooLarge');
    // Answered from the header: a small part of the 20 MB had been sent (a read body answers 400 at the end).
    expect(written).toBeLessThan(size / 4);
    expect(hits).not.toContain('login');
  });

  it('a chunked body to the sign-in is cut off at the limit (413)', async () => {
    const size = MAX_BODY_BYTES * 4;
    const head =
      `POST /analytics/api/session HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
    // One chunk of the whole size (its header first), written slowly.
    const { response, written } = await slowUpload(`${head}${size.toString(16)}\r\n`, size);
    expect(statusOf(response)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(written).toBeLessThan(size);
  });

  it('413 on other non-/v2 routes: the analytics API and page paths', async () => {
    const body = JSON.stringify({ Email: 'a@example.com', Password: 'x'.repeat(MAX_BODY_BYTES) });
    for (const path of ['/analytics/api/session', '/analytics/api/summary', '/some/page', '/']) {
      const r = await h.call('POST', path, { rawBody: body });
      expect(r.status, path).toBe(413);
      expect(firstError(r).Code, path).toBe('RequestTooLarge');
      expect(r.headers.get('Connection'), path).toBe('close');
    }
    // Within the limit the route answers as before.
    const small = await h.call('POST', '/analytics/api/session', {
      body: { Email: 'nobody@example.com', Password: 'Wrong-password-1' },
    });
    expect(small.status).toBe(400);
    expect(firstError(small).Code).toBe('InvalidCredentials');
  });
});
