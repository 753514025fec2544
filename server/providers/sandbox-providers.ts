/**
 * The sandbox providers of the reference server and which of them a start may use (issue 20,
 * "Two modes, chosen explicitly"; README "Production").
 *
 * | name                    | sandbox stands in for                          | real configuration          |
 * |-------------------------|------------------------------------------------|-----------------------------|
 * | identity-verification   | the KYC provider (providers/identity-verification.ts) | Persona: PERSONA_API_KEY, … (providers/persona.ts) |
 * | bank-link               | Plaid Link (providers/bank-link.ts)            | PLAID_CLIENT_ID, PLAID_SECRET |
 * | captcha                 | reCAPTCHA siteverify (token 'sandbox-captcha-pass') | RECAPTCHA_SECRET       |
 * | marketing-lists         | the marketing service (providers/marketing-lists.ts) | none in this build (production: off unless named) |
 * | mail                    | a mail server: messages land in table sandbox_outbox | none in this build     |
 * | old-portal              | the old registration portal's 302 for its e-mails (providers/sandbox-users.ts) | — (off) |
 * | trading-engine          | the trading engine's refusal of a 13.13 deposit (providers/deposit-execution.ts) | — (off) |
 *
 * Sandbox mode (`npm start`) uses every one (bank link and captcha switch to the real provider
 * when its keys are set, as before). Production (NODE_ENV=production) uses one only when the
 * broker names it in SANDBOX_PROVIDERS (comma- or space-separated); server/config.ts refuses to
 * start when a provider the product needs has neither its real configuration nor its name there.
 * `old-portal` and `trading-engine` are rules of fake upstream systems: off in production unless named.
 */
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { createPlaidBankLink, createSandboxBankLink, type BankLinkProvider } from './bank-link';
import {
  createSandboxIdentityVerification,
  type IdentityVerificationProvider,
} from './identity-verification';
import { createSandboxMarketingLists, type MarketingListsProvider } from './marketing-lists';
import { createPersonaIdentityVerification, type PersonaConfig } from './persona';

/** Every sandbox provider of the server, by the name SANDBOX_PROVIDERS uses. */
export const SANDBOX_PROVIDER_NAMES = [
  'identity-verification',
  'bank-link',
  'captcha',
  'marketing-lists',
  'mail',
  'old-portal',
  'trading-engine',
] as const;
export type SandboxProviderName = (typeof SANDBOX_PROVIDER_NAMES)[number];

/** Every sandbox provider: what sandbox mode (and `createApp` by default) runs with. */
export const ALL_SANDBOX_PROVIDERS: ReadonlySet<SandboxProviderName> = new Set(
  SANDBOX_PROVIDER_NAMES,
);

/**
 * The names of a SANDBOX_PROVIDERS value ('a,b' or 'a b'; case-insensitive; '' → none). Throws
 * an Error naming the first unknown name and listing the known ones.
 */
export function parseSandboxProviders(value: string | undefined): Set<SandboxProviderName> {
  const names = (value ?? '')
    .split(/[\s,]+/)
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  const known = new Set<string>(SANDBOX_PROVIDER_NAMES);
  const unknown = names.find((n) => !known.has(n));
  if (unknown !== undefined)
    throw new Error(
      `SANDBOX_PROVIDERS names an unknown provider '${unknown}' (known: ${SANDBOX_PROVIDER_NAMES.join(', ')})`,
    );
  return new Set(names as SandboxProviderName[]);
}

/** Plaid's keys and environment (PLAID_ENV: sandbox | development | production). */
export interface PlaidConfig {
  clientId: string;
  secret: string;
  env: 'sandbox' | 'development' | 'production';
}

/**
 * The adapters server/lifecycle.ts hands to `createApp`: Plaid when `plaid` is set, else the
 * sandbox bank link; Persona when `idv` is set (issue 31), else the sandbox identity
 * verification; the sandbox marketing lists, or null when `marketingLists` is 'off' (production
 * without marketing-lists named: nobody is subscribed). server/config.ts has already refused a
 * production start that may not use a sandbox one here. `log` receives the adapters' lines.
 */
export function createProviders(
  config: {
    plaid: PlaidConfig | null;
    idv?: PersonaConfig | null;
    marketingLists?: 'sandbox' | 'off';
  },
  db: Db,
  log?: Logger,
): {
  identityVerification: IdentityVerificationProvider;
  bankLink: BankLinkProvider;
  marketingLists: MarketingListsProvider | null;
} {
  return {
    identityVerification: config.idv
      ? createPersonaIdentityVerification({ ...config.idv, log })
      : createSandboxIdentityVerification(),
    bankLink: config.plaid ? createPlaidBankLink(config.plaid) : createSandboxBankLink(),
    marketingLists: config.marketingLists === 'off' ? null : createSandboxMarketingLists(db),
  };
}
