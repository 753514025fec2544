/**
 * Session revocations across instances (issue 20: "sessions and revocation live in PostgreSQL";
 * server/auth/sessions.ts announces each one with `pg_notify` on `REVOCATION_CHANNEL`).
 *
 * `listenForRevocations(databaseUrl, log)` keeps one dedicated connection (outside the pool) with
 * `LISTEN wizard_session_revoked` and hands each payload ('s:<sid>' | 'u:<user uid>') to the
 * subscribers — `createApp` subscribes its session service's `forgetRevoked`, so an access token
 * logged out on another instance is refused here as soon as the notification arrives instead of
 * after the cache's 2 s. A lost connection is logged ('sessions.listener', error name only) and
 * re-opened after 1 s; meanwhile the cache's 2 s bound still holds. `close()` ends it (drain).
 */
import pg from 'pg';
import { REVOCATION_CHANNEL } from '../auth/sessions';
import type { Logger } from '../routes/deps';

export interface RevocationFeed {
  /** Calls `onRevoked` with every payload another instance (or this one) announces. */
  subscribe(onRevoked: (payload: string) => void): void;
  close(): Promise<void>;
}

/** Opens the listening connection (see the module comment); resolves once it listens. */
export async function listenForRevocations(
  databaseUrl: string,
  log: Logger,
): Promise<RevocationFeed> {
  const subscribers: ((payload: string) => void)[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (msg) => {
      if (msg.channel !== REVOCATION_CHANNEL || !msg.payload) return;
      for (const s of subscribers) s(msg.payload);
    });
    c.on('error', (err) => {
      log('sessions.listener', {
        level: 'warn',
        name: err.name,
        code: (err as { code?: string }).code ?? null,
      });
      void c.end().catch(() => {});
      if (client === c) client = null;
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 1_000);
    });
    await c.connect();
    await c.query(`LISTEN ${REVOCATION_CHANNEL}`);
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
