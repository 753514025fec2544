/**
 * Session storage of the wizard (doc 1 §3 "Session-stored values", doc 1 §4.9).
 *
 * Holds the two tokens (JwtToken, JwtRefreshToken) and the few flow values the wizard needs
 * across a reload. Everything lives in `sessionStorage` (one tab, cleared when the tab closes);
 * other tabs of the same session receive the pair over the tab channel, never through shared
 * storage (services/adapters/tab-sync.ts, docs/decisions.md doc 1 §4.9).
 * PII rule (ARCHITECTURE.md): only the tokens and the e-mail the applicant typed are kept; the
 * e-mail is needed to prefill the create-account form after a reload (doc 1 §2.7). Nothing
 * here is logged; the inspector and the persisted snapshot never read the tokens.
 */
import { jwtClaims, type JwtClaims, type Tokens } from './api/contract';

/** The subset of the Web Storage API the store uses (sessionStorage, or an in-memory map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Keys of doc 1 §3 kept by this wizard (spelt as the spec spells them). */
export type SessionKey =
  | 'JwtToken'
  | 'JwtRefreshToken'
  | 'Email'
  | 'ReferralCode'
  | 'referrerEmail'
  | 'RegistrationFlowType'
  | 'ApplicationType'
  | 'AccountType'
  | 'OfferCode'
  | 'LandingPageUrl'
  | 'FraudSessionId'
  | 'BROKER_CODE'
  /** The versioned, PII-free flow snapshot of inspector/persistence.ts. */
  | 'FlowSnapshot'
  /** The entry gate's record (machines/entry/entry-gate.ts StoredGate): the mode, no bearer token. */
  | 'FlowMode'
  /** The random id of the refresh that produced the stored pair (services/adapters/tab-sync.ts). */
  | 'TokenRotation';

export interface SessionStore {
  getTokens(): Tokens | null;
  /**
   * Stores the pair; `rotation` is the id of the refresh that produced it (cross-tab session,
   * services/adapters/tab-sync.ts). A pair stored without one (login, sign-up) clears the old id.
   */
  setTokens(tokens: Tokens, rotation?: string | null): void;
  /** The rotation id of the stored pair, or null (a pair from a login, or none). */
  rotation(): string | null;
  /** Claims of the stored access token (decoded, not verified — the server verifies). */
  claims(): JwtClaims | null;
  get(key: SessionKey): string | null;
  set(key: SessionKey, value: string | null | undefined): void;
  /** Logout (doc 1 §4.9): clears tokens and every stored flow value. */
  clear(): void;
}

/** An in-memory KeyValueStorage (tests, and browsers that refuse sessionStorage). */
export function memoryStorage(): KeyValueStorage & { dump(): Record<string, string> } {
  const m = new Map<string, string>();
  return {
    getItem: (k) => (m.has(k) ? (m.get(k) as string) : null),
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    dump: () => Object.fromEntries(m),
  };
}

function defaultStorage(): KeyValueStorage {
  try {
    if (typeof sessionStorage !== 'undefined') {
      const probe = '__probe__';
      sessionStorage.setItem(probe, '1');
      sessionStorage.removeItem(probe);
      return sessionStorage;
    }
  } catch {
    // private mode or disabled storage: fall back to memory
  }
  return memoryStorage();
}

const PREFIX = 'aow.';
const ALL_KEYS: SessionKey[] = [
  'JwtToken',
  'JwtRefreshToken',
  'Email',
  'ReferralCode',
  'referrerEmail',
  'RegistrationFlowType',
  'ApplicationType',
  'AccountType',
  'OfferCode',
  'LandingPageUrl',
  'FraudSessionId',
  'FlowSnapshot',
  'FlowMode',
  'TokenRotation',
];

/** Decodes the payload of a JWT (base64url JSON); null when malformed or not matching doc 1 §3 claims. */
export function decodeJwtClaims(token: string | null | undefined): JwtClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json =
      typeof atob === 'function'
        ? decodeURIComponent(
            Array.from(atob(b64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(
              '',
            ),
          )
        : Buffer.from(b64, 'base64').toString('utf8');
    const parsed = jwtClaims.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Creates the session store over `storage` (default: window.sessionStorage, else memory).
 * BROKER_CODE survives `clear()` (it is configuration, not session state).
 */
export function createSessionStore(storage: KeyValueStorage = defaultStorage()): SessionStore {
  const get = (key: SessionKey) => storage.getItem(PREFIX + key);
  const set = (key: SessionKey, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') storage.removeItem(PREFIX + key);
    else storage.setItem(PREFIX + key, value);
  };
  return {
    getTokens() {
      const JwtToken = get('JwtToken');
      const JwtRefreshToken = get('JwtRefreshToken');
      return JwtToken && JwtRefreshToken ? { JwtToken, JwtRefreshToken } : null;
    },
    setTokens(t, rotation) {
      set('JwtToken', t.JwtToken);
      set('JwtRefreshToken', t.JwtRefreshToken);
      set('TokenRotation', rotation);
    },
    rotation: () => get('TokenRotation'),
    claims: () => decodeJwtClaims(get('JwtToken')),
    get,
    set,
    clear() {
      for (const k of ALL_KEYS) storage.removeItem(PREFIX + k);
    },
  };
}
