/**
 * JWT access and refresh tokens (doc 1 §3 "Token claims read", doc 1 §7.2).
 *
 * HS256 through `jose`. Both tokens carry the claims of `jwtClaims` (services/api/contract.ts):
 * JwtTokenType, ApplicationUid (the user's current application, or the all-zero GUID),
 * UserUid, Email, LogonUid, exp (seconds). The access token (JwtTokenType 'Regular') lives
 * 20 minutes; the refresh token (JwtTokenType 'Refresh') lives 7 days and is accepted only by
 * POST /v2/authenticate/authenticate/refresh, never as a bearer token.
 *
 * Sales-assisted (doc 1 §6, §7.3): an access token may instead be 'Impersonation' (a sales agent
 * acting as the customer the subject names; claims SalesAgentUid, BrokerCode) or 'Sales' (the
 * agent's own session). Their refresh tokens carry AccessTokenType so a refresh renews the same
 * kind of session — never a customer's Regular token.
 *
 * Sessions (issue 12): routes issue through server/auth/sessions.ts, which adds the `sid` claim
 * (the refresh-token family) and caps both expiries at the session's absolute end (`notAfterMs`).
 *
 * Verified tokens are remembered (issue 11: the HS256 check and the claims' zod parse were a
 * visible part of every request): a token seen before answers its claims from memory until its
 * `exp`. That changes nothing about revocation, which is the session's (`sid`) and is checked on
 * every request by server/auth/sessions.ts — a signature and an expiry never change.
 */
import { deriveKey, openPacked, sealPacked } from './aead';
import { SignJWT, jwtVerify } from 'jose';
import { jwtClaims, NULL_GUID, type JwtClaims } from '../../services/api/contract';

export const ACCESS_TOKEN_TTL_S = 20 * 60;
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60;

export interface TokenSubject {
  userUid: string;
  email: string;
  logonUid: string;
  applicationUid: string | null;
  /** Set by POST …/authenticate/generate (login with a portal token): the PortalLogonUid claim. */
  portalLogonUid?: string;
  /**
   * The access-token type (doc 1 §3 JwtTokenType): 'Regular' (default), 'Impersonation' (a sales
   * agent acting as the customer this subject names) or 'Sales' (the agent's own session; the
   * subject is the agent). Impersonation and Sales need `salesAgentUid` and `brokerCode`.
   */
  accessType?: 'Regular' | 'Impersonation' | 'Sales';
  /** Impersonation and Sales: the SalesAgentUid claim. */
  salesAgentUid?: string;
  /** Impersonation and Sales: the BrokerCode claim (the broker whose applications the token reaches). */
  brokerCode?: string;
  /** The sign-in session (refresh-token family) both tokens name in the `sid` claim (server/auth/sessions.ts). */
  sessionId?: string;
  /** Absolute end of the session (epoch ms): neither token outlives it. */
  notAfterMs?: number;
}

/** A JwtTokenType, or several accepted ones. */
export type TokenTypes = JwtClaims['JwtTokenType'] | readonly JwtClaims['JwtTokenType'][];

export interface TokenService {
  /** Signs a new access + refresh pair for the subject. */
  issue(subject: TokenSubject): Promise<{ JwtToken: string; JwtRefreshToken: string }>;
  /** Verifies signature, expiry and claims; null when the token is unusable or not of the type(s). */
  verify(token: string, type: TokenTypes): Promise<JwtClaims | null>;
  /**
   * Encrypts an e-mail for a URL (GET /v2/users/uids, the old-portal redirect's `user`):
   * AES-256-GCM with a key derived from the secret, base64url(iv ‖ ciphertext ‖ tag).
   */
  sealEmail(email: string): string;
  /** The e-mail of a `sealEmail` value; null when it was not made with this secret or is malformed. */
  openEmail(sealed: string): string | null;
  /**
   * The `sid` claim of a token signed with this secret, of any type and even when expired (logout
   * names the session to end); null for a forged or malformed token.
   */
  sessionOf(token: string): Promise<string | null>;
}

/** Most verified tokens remembered (oldest dropped first). */
const VERIFIED_CACHE_MAX = 10_000;

/** Creates the token service from a secret of at least 32 bytes. */
export function createTokenService(secret: string, now: () => number = Date.now): TokenService {
  const key = new TextEncoder().encode(secret);
  if (key.length < 32) throw new Error('JWT secret must be at least 32 bytes');
  // Tokens whose signature and claims were checked, with their `exp` (s); a hit is still refused
  // once `exp` has passed, as jose would.
  const verified = new Map<string, JwtClaims>();
  const emailKey = deriveKey(key, 'user-email-v1');

  const sign = (
    subject: TokenSubject,
    type: 'Regular' | 'Impersonation' | 'Sales' | 'Refresh',
    ttl: number,
  ) => {
    const iat = Math.floor(now() / 1000);
    const accessType = subject.accessType ?? 'Regular';
    return new SignJWT({
      JwtTokenType: type,
      ApplicationUid: subject.applicationUid ?? NULL_GUID,
      UserUid: subject.userUid,
      Email: subject.email,
      LogonUid: subject.logonUid,
      ...(subject.portalLogonUid ? { PortalLogonUid: subject.portalLogonUid } : {}),
      ...(accessType !== 'Regular'
        ? { SalesAgentUid: subject.salesAgentUid, BrokerCode: subject.brokerCode }
        : {}),
      ...(type === 'Refresh' && accessType !== 'Regular' ? { AccessTokenType: accessType } : {}),
      ...(subject.sessionId ? { sid: subject.sessionId } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(
        subject.notAfterMs === undefined
          ? iat + ttl
          : Math.min(iat + ttl, Math.floor(subject.notAfterMs / 1000)),
      )
      .setJti(crypto.randomUUID())
      .sign(key);
  };

  return {
    async issue(subject) {
      if (
        subject.accessType &&
        subject.accessType !== 'Regular' &&
        (!subject.salesAgentUid || !subject.brokerCode)
      ) {
        throw new Error('Impersonation and Sales tokens need salesAgentUid and brokerCode');
      }
      const [JwtToken, JwtRefreshToken] = await Promise.all([
        sign(subject, subject.accessType ?? 'Regular', ACCESS_TOKEN_TTL_S),
        sign(subject, 'Refresh', REFRESH_TOKEN_TTL_S),
      ]);
      return { JwtToken, JwtRefreshToken };
    },
    async verify(token, type) {
      const accepted: readonly string[] = typeof type === 'string' ? [type] : type;
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > now()) return accepted.includes(known.JwtTokenType) ? known : null;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const claims = jwtClaims.safeParse(payload);
        if (!claims.success) return null;
        const d = claims.data;
        // A sales-side token without its agent and broker is unusable.
        const salesSide =
          d.JwtTokenType === 'Impersonation' ||
          d.JwtTokenType === 'Sales' ||
          (d.AccessTokenType ?? 'Regular') !== 'Regular';
        if (salesSide && (!d.SalesAgentUid || !d.BrokerCode)) return null;
        if (verified.size >= VERIFIED_CACHE_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, Object.freeze(d));
        return accepted.includes(d.JwtTokenType) ? d : null;
      } catch {
        return null;
      }
    },
    async sessionOf(token) {
      try {
        // The signature is checked; the expiry is not (a clock at the epoch): an expired token
        // still names the session it belonged to.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(0),
        });
        return typeof payload.sid === 'string' ? payload.sid : null;
      } catch {
        return null;
      }
    },
    sealEmail(email) {
      return sealPacked(emailKey, email).toString('base64url');
    },
    openEmail(sealed) {
      if (!/^[A-Za-z0-9_-]{40,400}$/.test(sealed)) return null;
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < 12 + 16 + 3) return null;
      return openPacked(emailKey, raw)?.toString('utf8') ?? null;
    },
  };
}
