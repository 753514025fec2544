/**
 * Session revocations across instances (issue 20: "sessions and revocation live in PostgreSQL";
 * server/auth/sessions.ts announces each one with `pg_notify` on `REVOCATION_CHANNEL`).
 *
 * `listenForRevocations(databaseUrl, log)` keeps one dedicated connection (outside the pool) with
 * `LISTEN wizard_session_revoked` and hands each payload ('s:<sid>' | 'u:<user uid>') to the
 * subscribers — `createApp` subscribes its session service's `forgetRevoked`, so an access token
 * logged out on another instance is refused here as soon as the notification arrives instead of
 * after the cache's 2 s. A lost connection (PostgreSQL restarted, issue 31) is logged
 * ('sessions.listener', error name and code only) and re-opened after 0.5 s, the pause doubling
 * per failed attempt up to 5 s until PostgreSQL answers again; meanwhile the cache's 2 s bound
 * still holds. `close()` ends it (drain).
 */
import pg from 'pg';
import { REVOCATION_CHANNEL } from '../auth/sessions';
import type { Logger } from '../routes/deps';

export interface RevocationFeed {
  /** Calls `onRevoked` with every payload another instance (or this one) announces. */
  subscribe(onRevoked: (payload: string) => void): void;
  close(): Promise<void>;
}

/** First pause before re-opening a lost listening connection (ms); doubled per failure. */
export const LISTEN_RETRY_MIN_MS = 500;
/** Longest pause between two attempts (ms). */
export const LISTEN_RETRY_MAX_MS = 5_000;

/** Opens the listening connection (see the module comment); resolves once it listens. */
export async function listenForRevocations(
  databaseUrl: string,
  log: Logger,
): Promise<RevocationFeed> {
  const subscribers: ((payload: string) => void)[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  /** Re-opens the connection after a pause growing with each failed attempt (issue 31). */
  const reconnect = () => {
    if (closed) return;
    clearTimeout(retry);
    const delay = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_MIN_MS * 2 ** failures);
    failures++;
    retry = setTimeout(() => {
      connect().then(
        () => {
          log('sessions.listener', { state: 'listening', attempts: failures });
          failures = 0;
        },
        () => reconnect(),
      );
    }, delay);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (msg) => {
      if (msg.channel !== REVOCATION_CHANNEL || !msg.payload) return;
      for (const s of subscribers) s(msg.payload);
    });
    // Always listened to: an 'error' without a listener would crash the process (issue 31).
    c.on('error', (err) => {
      log('sessions.listener', {
        level: 'warn',
        name: err.name,
        code: (err as { code?: string }).code ?? null,
      });
      void c.end().catch(() => {});
      if (client !== c) return; // still connecting: `connect` rejects and its caller retries
      client = null;
      reconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${REVOCATION_CHANNEL}`);
    } catch (err) {
      void c.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
  };
  await connect();

  return {
    subscribe: (onRevoked) => void subscribers.push(onRevoked),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
