/**
 * After a 413 the server closes the connection and says so (issue 12): the answer carries
 * `Connection: close`, never keep-alive, and the socket then ends — checked over a raw TCP socket
 * against the app served by @hono/node-server (as server/main.ts does).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../server/app';
import { listenHarness, startHarness, type Harness } from './helpers';

let h: Harness;
let server: Awaited<ReturnType<typeof listenHarness>>;
let port: number;
beforeAll(async () => {
  h = await startHarness();
  server = await listenHarness(h);
  port = server.port;
});
afterAll(async () => {
  await server.close();
  await h.close();
});

/**
 * Sends `head` + part of a body on a keep-alive connection; resolves with what came back and whether
 * the socket ended — within `waitMs` ms, or, with `afterAnswerMs`, that long after the answer's
 * head arrived (a loaded machine may take seconds to answer; the wait for a close starts then).
 */
function rawRequest(
  head: string,
  body: Buffer,
  waitMs = 5000,
  afterAnswerMs?: number,
): Promise<{ response: string; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    const giveUp = () => {
      socket.destroy();
      resolve({ response, ended: false });
    };
    let timer = setTimeout(giveUp, waitMs);
    let answered = false;
    socket.on('data', (d) => {
      response += d.toString('latin1');
      if (afterAnswerMs !== undefined && !answered && response.includes('\r\n\r\n')) {
        answered = true;
        clearTimeout(timer);
        timer = setTimeout(giveUp, afterAnswerMs);
      }
    });
    socket.on('error', () => {}); // a reset while we still write is fine: we only read the answer
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ response, ended: true });
    });
    socket.on('connect', () => {
      socket.write(head);
      socket.write(body);
    });
    socket.setTimeout(6000, () => reject(new Error('timeout')));
  });
}

describe('413 and the connection', () => {
  it('a body over the limit answers 413 with Connection: close, then the socket is closed', async () => {
    const size = MAX_BODY_BYTES + 64 * 1024;
    const head =
      `POST /v2/users/password-resets HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
    const { response, ended } = await rawRequest(head, Buffer.alloc(size, 0x20));
    const [statusLine, ...lines] = response.split('\r\n\r\n')[0]!.split('\r\n');
    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    const headers = Object.fromEntries(
      lines.map((l) => [
        l.slice(0, l.indexOf(':')).toLowerCase(),
        l.slice(l.indexOf(':') + 1).trim(),
      ]),
    );
    expect(headers.connection).toBe('close');
    expect(headers['keep-alive']).toBeUndefined();
    expect(response).toContain('RequestTooLarge');
    expect(ended).toBe(true);
  });

  it('an ordinary answer keeps the connection alive', async () => {
    const { response, ended } = await rawRequest(
      'GET /v2/settings HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
      Buffer.alloc(0),
      10_000,
      1500,
    );
    expect(response.startsWith('HTTP/1.1 200')).toBe(true);
    expect(response.toLowerCase()).toContain('connection: keep-alive');
    expect(ended).toBe(false);
  });
});
