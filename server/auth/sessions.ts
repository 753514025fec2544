/**
 * Sign-in sessions: refresh-token families with rotation, reuse detection, revocation and an
 * absolute lifetime (issue 12; docs/decisions.md "Sessions").
 *
 * - `start(subject)` opens a family (login, registration, sales authenticate, upgrade entry):
 *   a row of `auth_sessions` and a token pair whose `sid` claim names it. Both tokens expire at
 *   the latest at the session's absolute end (`maxAgeMs` after the start, default 12 h).
 * - `beginRefresh(refreshToken)` accepts only the family's newest refresh token. The new pair
 *   replaces it (rotation, a conditional update: of two concurrent refreshes one wins). A refresh
 *   token that was already rotated away is a replay: the whole family is revoked (the thief and
 *   the owner both have to log in again). After the absolute end the refresh is refused.
 * - `isActive(sid)`: the bearer check of every authenticated route (server/http/auth.ts), so a
 *   revoked session's access tokens stop working at once, not only after their 20 minutes.
 * - `revoke(sid)` (POST /v2/authenticate/logout) and `revokeSubject(uid)` (a password reset:
 *   every session of the user).
 * - Issue 31, the acting principal: each row records who acts (`actorKind`/`actorUid`, see
 *   `actorOfSubject`): the customer, or a sales agent (its own 'Sales' session, or an
 *   'Impersonation' of a customer). `revokeSubject(uid)` and `revokePrincipalSessions(db, uid)`
 *   end every session the principal is the subject OR the actor of — an agent's password change
 *   or disable ends its impersonations too. Ending an impersonation is logged
 *   'sales.impersonation_end' {agentUid, customerUid, reason} (uids only).
 * - A session opened from another (`start(…, {parentId})`: POST
 *   /v2/authenticate/authenticate/generate) is revoked with it, and so are its own (issue 31).
 *
 * A token without `sid` is refused everywhere (every issuer goes through this service).
 * Tokens are stored only as SHA-256 hashes and never logged. A detected reuse is logged as the
 * security event 'refresh.reuse' with the session's userUid (issue 20); `count` sees every
 * session issued, refreshed and reuse detected (the metrics of server/http/metrics.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { JwtClaims, Tokens } from '../../services/api/contract';
import type { Db } from '../db/client';
import { authSessions } from '../db/schema';
import type { SessionMetricEvent } from '../http/metrics';
import type { Logger } from '../logger';
import type { TokenService, TokenSubject } from './tokens';

/** Default absolute session lifetime: 12 hours from the login (SESSION_MAX_HOURS). */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** How long a live session is trusted without asking the database again (ms): 2 s. */
export const ACTIVE_CACHE_MS = 2_000;
/** Most sessions the cache holds (oldest dropped first). */
const ACTIVE_CACHE_MAX = 10_000;

type SessionRow = typeof authSessions.$inferSelect;

/** Issues a token pair for a subject (a new family, or a rotation of the current one). */
export type IssueTokens = (subject: TokenSubject) => Promise<Tokens>;

export interface SessionService {
  /**
   * Opens a new family and answers its first pair. `notAfter` caps the absolute end (never
   * extends it); `parentId` names the session it comes from, whose revocation revokes it.
   */
  start(subject: TokenSubject, opts?: { notAfter?: Date; parentId?: string }): Promise<Tokens>;
  /**
   * Checks a refresh token: null when it is unusable (bad signature, expired, no `sid`, session
   * revoked or past its end, or a replay — which revokes the family). Otherwise its claims and
   * an `issue` that rotates the family (throws `SessionRefused` when another refresh won).
   */
  beginRefresh(refreshToken: string): Promise<{ claims: JwtClaims; issue: IssueTokens } | null>;
  /** True when the session exists, is not revoked and has not reached its absolute end. */
  isActive(sid: string | undefined): Promise<boolean>;
  /** The absolute end of an active session, or null. */
  endOf(sid: string | undefined): Promise<Date | null>;
  /** Revokes one family (logout) and every session opened from it (reason 'parent'). */
  revoke(sid: string, reason: string): Promise<void>;
  /**
   * Revokes every session of a principal — those it is the subject of, and (issue 31) those it
   * acts in: a sales agent's impersonations (password reset, password change, disable); `db`
   * may be a transaction. Answers the count.
   */
  revokeSubject(uid: string, reason: string, db?: Db): Promise<number>;
  /**
   * Drops what another instance revoked from this instance's cache (`REVOCATION_CHANNEL`'s
   * payload: 's:<sid>' or 'u:<user uid>'; server/db/session-revocations.ts delivers it).
   */
  forgetRevoked(payload: string): void;
}

/**
 * The PostgreSQL channel a revocation is announced on (issue 20: several instances). Sent with
 * `pg_notify` in the revoking statement's transaction, so it is delivered only once committed.
 */
export const REVOCATION_CHANNEL = 'wizard_session_revoked';

/** Thrown by a rotation that lost (the family was revoked or rotated meanwhile). */
export class SessionRefused extends Error {
  constructor() {
    super('session refused');
    this.name = 'SessionRefused';
  }
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who acts in a session (issue 31): the customer themselves, or a sales agent. */
export type ActorKind = 'customer' | 'agent';

/**
 * The acting principal of a token subject (issue 31): an 'Impersonation' or 'Sales' subject is
 * acted by its sales agent (`salesAgentUid`; a 'Sales' subject IS the agent), anything else by
 * the customer the subject names.
 */
export function actorOfSubject(subject: TokenSubject): { kind: ActorKind; uid: string } {
  if (subject.accessType === 'Impersonation' || subject.accessType === 'Sales')
    return { kind: 'agent', uid: subject.salesAgentUid ?? subject.userUid };
  return { kind: 'customer', uid: subject.userUid };
}

/**
 * Revokes every live session whose subject or actor is `uid` (issue 31: a sales agent's or a
 * user's password change, an agent disabled) — usable without a running server (the admin
 * commands, scripts/sales-agent.ts). Announces 'u:<uid>' on REVOCATION_CHANNEL in the same
 * statement's transaction, so every instance drops the sessions from its cache at once (within
 * ACTIVE_CACHE_MS should its listener be down). Answers the sessions ended, impersonations among
 * them with the customer each named. `db` may be a transaction.
 */
export async function revokePrincipalSessions(
  db: Db,
  uid: string,
  reason: string,
  at: Date = new Date(),
): Promise<{ count: number; impersonations: { sid: string; customerUid: string }[] }> {
  if (!UUID.test(uid)) return { count: 0, impersonations: [] };
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        or(eq(authSessions.subjectUid, uid), eq(authSessions.actorUid, uid)),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({
      id: authSessions.id,
      subjectUid: authSessions.subjectUid,
      actorUid: authSessions.actorUid,
      actorKind: authSessions.actorKind,
    });
  await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${`u:${uid}`})`);
  return {
    count: rows.length,
    impersonations: rows
      .filter((r) => r.actorKind === 'agent' && r.actorUid !== r.subjectUid)
      .map((r) => ({ sid: r.id, customerUid: r.subjectUid })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createSessionService(deps: {
  db: Db;
  tokens: TokenService;
  now: () => Date;
  /** Absolute lifetime in ms; default SESSION_MAX_AGE_MS. */
  maxAgeMs?: number;
  /** The app's logger (security event 'refresh.reuse'); default silent. */
  log?: Logger;
  /** Sees each session issued, refreshed, and each reuse detected; default none. */
  count?: (event: SessionMetricEvent) => void;
}): SessionService {
  const { db, tokens, now } = deps;
  const log = deps.log ?? (() => {});
  const count = deps.count ?? (() => {});
  /** A refresh token used twice: the family is revoked and the event logged (issue 12, 20). */
  const reused = async (sid: string, userUid: string) => {
    await revoke(sid, 'reuse');
    count('reuse_detected');
    log('security', { kind: 'refresh.reuse', userUid });
  };
  const maxAgeMs = deps.maxAgeMs ?? SESSION_MAX_AGE_MS;

  // A short in-process cache of live sessions (issue 11: the bearer check of every request was a
  // query). Revocation in this process (logout, reuse, password reset) removes the entry at once;
  // every revocation is also announced on REVOCATION_CHANNEL, so another instance on the same
  // PostgreSQL drops it as soon as the notification arrives (issue 20) — and, should its listener
  // be down, within ACTIVE_CACHE_MS all the same.
  const cache = new Map<string, { row: SessionRow; at: number }>();
  const forget = (pred: (row: SessionRow) => boolean) => {
    for (const [sid, e] of cache) if (pred(e.row)) cache.delete(sid);
  };

  /** The live session `sid`; `fresh` reads the database (a refresh compares the current refresh hash). */
  const activeRow = async (sid: string | undefined, fresh = false) => {
    if (!sid || !UUID.test(sid)) return null;
    const at = now();
    const hit = cache.get(sid);
    if (!fresh && hit && at.getTime() - hit.at < ACTIVE_CACHE_MS && hit.row.expiresAt > at)
      return hit.row;
    if (hit) cache.delete(sid);
    const [row] = await db
      .select()
      .from(authSessions)
      .where(
        and(
          eq(authSessions.id, sid),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, at),
        ),
      );
    if (!row) return null;
    if (cache.size >= ACTIVE_CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(sid, { row, at: at.getTime() });
    return row;
  };

  const announce = (tx: Db, payload: string) =>
    tx.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${payload})`);

  /** The end of an impersonation, logged with both uids (issue 31). */
  const impersonationEnded = (agentUid: string, customerUid: string, reason: string) =>
    log('sales.impersonation_end', { agentUid, customerUid, reason });

  /** `sid` and the sessions opened from it, and from those, … (issue 31: `generate`). */
  const familyOf = async (sid: string) => {
    const all = [sid];
    for (let frontier = [sid]; frontier.length;) {
      const children = await db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(inArray(authSessions.parentId, frontier));
      frontier = children.map((r) => r.id).filter((id) => !all.includes(id));
      all.push(...frontier);
    }
    return all;
  };

  const revoke = async (sid: string, reason: string) => {
    if (!UUID.test(sid)) return;
    const [, ...children] = await familyOf(sid);
    for (const id of [sid, ...children]) cache.delete(id);
    const at = now();
    const [ended] = await db
      .update(authSessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(authSessions.id, sid), isNull(authSessions.revokedAt)))
      .returning({
        subjectUid: authSessions.subjectUid,
        actorUid: authSessions.actorUid,
        actorKind: authSessions.actorKind,
      });
    if (children.length)
      await db
        .update(authSessions)
        .set({ revokedAt: at, revokedReason: 'parent' })
        .where(and(inArray(authSessions.id, children), isNull(authSessions.revokedAt)));
    for (const id of [sid, ...children]) await announce(db, `s:${id}`);
    if (ended?.actorKind === 'agent' && ended.actorUid && ended.actorUid !== ended.subjectUid)
      impersonationEnded(ended.actorUid, ended.subjectUid, reason);
  };

  return {
    async start(subject, opts = {}) {
      const startedAt = now();
      const end = new Date(startedAt.getTime() + maxAgeMs);
      const expiresAt = opts.notAfter && opts.notAfter < end ? opts.notAfter : end;
      const sessionId = randomUUID();
      const issued = await tokens.issue({ ...subject, sessionId, notAfterMs: expiresAt.getTime() });
      const actor = actorOfSubject(subject);
      await db.insert(authSessions).values({
        id: sessionId,
        subjectUid: subject.userUid,
        refreshHash: hashOf(issued.JwtRefreshToken),
        startedAt,
        expiresAt,
        actorKind: actor.kind,
        actorUid: actor.uid,
        parentId: opts.parentId ?? null,
      });
      count('issued');
      if (subject.accessType === 'Impersonation')
        log('sales.impersonation_start', {
          agentUid: actor.uid,
          customerUid: subject.userUid,
          sessionId,
        });
      return issued;
    },

    async beginRefresh(refreshToken) {
      const claims = await tokens.verify(refreshToken, 'Refresh');
      if (!claims?.sid || !UUID.test(claims.sid)) return null;
      const sid = claims.sid;
      const row = await activeRow(sid, true);
      if (!row) return null;
      const presented = hashOf(refreshToken);
      if (row.refreshHash !== presented) {
        // A refresh token of this family that was already exchanged: a replay (issue 12).
        await reused(sid, row.subjectUid);
        return null;
      }
      const issue: IssueTokens = async (subject) => {
        const issued = await tokens.issue({
          ...subject,
          sessionId: sid,
          notAfterMs: row.expiresAt.getTime(),
        });
        const at = now();
        const swapped = await db
          .update(authSessions)
          .set({ refreshHash: hashOf(issued.JwtRefreshToken), rotatedAt: at })
          .where(
            and(
              eq(authSessions.id, sid),
              eq(authSessions.refreshHash, presented),
              isNull(authSessions.revokedAt),
              gt(authSessions.expiresAt, at),
            ),
          )
          .returning({ id: authSessions.id });
        if (!swapped.length) {
          // Another refresh with the same token won the race: the token was used twice.
          await reused(sid, row.subjectUid);
          throw new SessionRefused();
        }
        count('refreshed');
        return issued;
      };
      return { claims, issue };
    },

    isActive: async (sid) => (await activeRow(sid)) !== null,

    endOf: async (sid) => (await activeRow(sid))?.expiresAt ?? null,

    revoke,

    async revokeSubject(uid, reason, tx = db) {
      forget((row) => row.subjectUid === uid || row.actorUid === uid);
      const ended = await revokePrincipalSessions(tx, uid, reason, now());
      for (const i of ended.impersonations) impersonationEnded(uid, i.customerUid, reason);
      return ended.count;
    },

    forgetRevoked(payload) {
      if (payload.startsWith('s:')) cache.delete(payload.slice(2));
      else if (payload.startsWith('u:')) {
        const uid = payload.slice(2);
        forget((row) => row.subjectUid === uid || row.actorUid === uid);
      }
    },
  };
}
