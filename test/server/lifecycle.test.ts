/**
 * Issue 20 — graceful stop of the served app (server/lifecycle.ts), in-process over real HTTP on
 * a PGlite copy: at SIGTERM readiness goes false at once (GET /readyz 503 'draining' during
 * DRAIN_DELAY_MS), then the listener refuses new connections, a request in flight still gets its
 * answer (with `Connection: close`), the database closes and the stop answers exit code 0; a
 * request that never ends makes it answer 1 after the grace period.
 * (Several instances on PostgreSQL: test/server/multi-instance.test.ts.)
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/lifecycle';
import { pgliteTemplate, TEST_SECRET } from './helpers';

const dirs: string[] = [];
const open: RunningServer[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) {
    (s.server as { closeAllConnections?: () => void }).closeAllConnections?.();
    await s.database.close().catch(() => {});
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A server on a copy of the seeded PGlite template, on a free port, API only, silent. */
async function start(env: Record<string, string> = {}, graceMs?: number) {
  const dir = mkdtempSync(join(tmpdir(), 'wizard-lifecycle-'));
  dirs.push(dir);
  cpSync(join(await pgliteTemplate(), 'data'), join(dir, 'data'), { recursive: true });
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: join(dir, 'data'),
    STATIC_DIR: '',
    JWT_SECRET: TEST_SECRET,
    SSN_ENCRYPTION_KEY: '11'.repeat(32),
  });
  const lines: string[] = [];
  const running = await startServer(config, {
    env,
    graceMs,
    log: (event, fields) => void lines.push(JSON.stringify({ event, ...fields })),
  });
  open.push(running);
  return { running, lines, base: `http://127.0.0.1:${running.port}` };
}

/** A POST whose body is sent later: the request is in flight until `finish()`. */
function slowPost(base: string, path: string, body: string) {
  const url = new URL(path, base);
  let resolveAnswer!: (r: { status: number; headers: IncomingMessage['headers'] }) => void;
  const answer = new Promise<{ status: number; headers: IncomingMessage['headers'] }>((r) => {
    resolveAnswer = r;
  });
  const req = request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  req.on('response', (res) => {
    res.resume();
    res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers }));
  });
  req.on('error', () => resolveAnswer({ status: -1, headers: {} }));
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)), abort: () => req.destroy() };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const body = JSON.stringify({ Email: 'nobody@example.com', Password: 'Wrong12345!' });

describe('graceful stop', () => {
  it('drains: /readyz 503 at once, then no new connections, the request in flight is answered, exit code 0', async () => {
    const { running, base, lines } = await start({ DRAIN_DELAY_MS: '400' });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const slow = slowPost(base, '/v2/authenticate', body);
    await sleep(100); // the request has reached the server
    const started = Date.now();
    const stopped = running.stop('SIGTERM');
    expect(running.ops.state.draining).toBe(true);
    const ready = await fetch(`${base}/readyz`, { headers: { Connection: 'close' } });
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      reasons: ['draining'],
      kyc: 'sandbox',
      notices: ['KYC: sandbox'],
    });
    await sleep(600); // past DRAIN_DELAY_MS: the listener is closed
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    slow.finish();
    const answered = await slow.answer;
    expect(answered.status).toBe(400); // InvalidCredentials: the request ran to its end
    expect(answered.headers.connection).toBe('close');
    expect(await stopped).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(running.stop('SIGTERM')).toBe(stopped); // a second signal changes nothing
    const phases = lines.filter((l) => l.includes('"shutdown"')).map((l) => JSON.parse(l).phase);
    expect(phases).toEqual(['draining', 'closed']);
  }, 30_000);

  it('answers exit code 1 when a request is still open after the grace period', async () => {
    const { running, base } = await start({}, 500);
    const slow = slowPost(base, '/v2/authenticate', body);
    await sleep(100);
    const started = Date.now();
    expect(await running.stop('SIGTERM')).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    slow.abort();
  }, 30_000);
});
