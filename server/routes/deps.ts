/** What every route module receives from `createApp` (server/app.ts). */
import type { PiiCipher } from '../auth/pii';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/client';
import type { BankLinkProvider } from '../providers/bank-link';
import type { IdentityVerificationProvider } from '../providers/identity-verification';
import type { MarketingListsProvider } from '../providers/marketing-lists';

/** A structured log line without PII: an event name and non-personal fields. */
export type Logger = (event: string, fields?: Record<string, string | number | boolean | null>) => void;

export interface RouteDeps {
  db: Db;
  tokens: TokenService;
  /** Broker answered when a request names none (BROKER_CODE, default HAA). */
  defaultBrokerCode: string;
  identityVerification: IdentityVerificationProvider;
  /** Bank-link adapter (doc 3 §4): sandbox by default, Plaid with keys. */
  bankLink: BankLinkProvider;
  /** Marketing-list adapter (doc 1 §1): the sandbox by default (server/providers/marketing-lists.ts). */
  marketingLists?: MarketingListsProvider;
  /** Seals SSNs and EINs at rest and opens them where the whole number is needed (server/auth/pii.ts). */
  pii: PiiCipher;
  /** Clock (tests move it). */
  now: () => Date;
  log: Logger;
}
