/** What every route module receives from `createApp` (server/app.ts). */
import type { SessionService } from '../auth/sessions';
import type { PiiCipher } from '../auth/pii';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/client';
import type { BankLinkProvider } from '../providers/bank-link';
import type { CaptchaVerifier } from '../providers/captcha';
import type { IdentityVerificationProvider } from '../providers/identity-verification';
import type { MarketingListsProvider } from '../providers/marketing-lists';
import type { RateLimits } from '../http/rate-limit';
import type { SandboxProviderName } from '../providers/sandbox-providers';
import type { Logger } from '../logger';

// The log line's type lives in server/logger.ts (the providers and sessions import it without the routes).
export type { Logger };

export interface RouteDeps {
  db: Db;
  tokens: TokenService;
  /** Sign-in sessions: every token pair is issued through it (server/auth/sessions.ts, issue 12). */
  sessions: SessionService;
  /** Rate limits and login lockout of the unauthenticated entry points (server/http/rate-limit.ts). */
  limits: RateLimits;
  /** Broker answered when a request names none (BROKER_CODE, default HAA). */
  defaultBrokerCode: string;
  identityVerification: IdentityVerificationProvider;
  /** Bank-link adapter (doc 3 §4): sandbox by default, Plaid with keys. */
  bankLink: BankLinkProvider;
  /** Marketing-list adapter (doc 1 §1): the sandbox by default (server/providers/marketing-lists.ts). */
  marketingLists?: MarketingListsProvider;
  /**
   * Seals PII at rest and opens it where the whole value is needed (server/auth/pii.ts): SSNs, EINs,
   * KYC files, Plaid access tokens, manual routing/account numbers, the IRA transfer's account
   * number, the CDD IDNumber (issue 20; every column in server/db/pii-keys.ts SEALED_COLUMNS).
   */
  pii: PiiCipher;
  /**
   * The sandbox providers this start may use (server/providers/sandbox-providers.ts): the routes
   * apply the old portal's 302 and the trading engine's refused amount only when named (issue 20).
   */
  sandboxProviders: ReadonlySet<SandboxProviderName>;
  /** Captcha check when a broker's EnableGoogleReCaptcha is on (server/providers/captcha.ts, issue 20). */
  captcha: CaptchaVerifier;
  /**
   * The sandbox's sample-video slug when this start serves it (server/routes/sandbox-video.ts):
   * GET /settings then answers a broker's SSNVideoSlug equal to it as an absolute address on this
   * server, since the seeded brokers' RootUrl hosts are placeholders (docs/decisions.md). Unset in
   * production.
   */
  sandboxVideoSlug?: string;
  /** Clock (tests move it). */
  now: () => Date;
  log: Logger;
}
