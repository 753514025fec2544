/**
 * Bank linking (doc 3 §4 "Bank-link flow", §7 Bank accounts) behind an adapter: a local sandbox
 * by default (no keys, no network; institutions and accounts in docs/sandbox.md), Plaid when
 * PLAID_CLIENT_ID and PLAID_SECRET are set (`createBankLinkFromEnv`).
 *
 * Flow: `createLinkToken` gives the token the link widget opens with ({banklink}LinkToken);
 * the widget returns a public token and the chosen account ids; `exchange` turns them into the
 * linked accounts. Tokens (link, public, access) are secrets: never logged, never in URLs.
 */
import { randomUUID } from 'node:crypto';

/** One account the provider confirmed. `mask` is the last 4 digits of the account number. */
export interface LinkedAccount {
  accountId: string;
  name: string;
  mask: string;
  /** 'checking' | 'savings' | … as the provider names it. */
  subtype: string;
}

export interface ExchangeResult {
  provider: string;
  itemId: string;
  /** The provider's long-lived access token (Plaid); null for the sandbox. Never logged. */
  accessToken: string | null;
  institutionName: string;
  accounts: LinkedAccount[];
}

/**
 * A refusal of the provider. `code`: 'INVALID_PUBLIC_TOKEN' (unknown, malformed or expired public
 * token), 'ACCOUNT_NOT_FOUND' (an account id the link did not return), 'PROVIDER_UNAVAILABLE'.
 */
export class BankLinkError extends Error {
  constructor(
    readonly code: 'INVALID_PUBLIC_TOKEN' | 'ACCOUNT_NOT_FOUND' | 'PROVIDER_UNAVAILABLE',
  ) {
    super(code);
    this.name = 'BankLinkError';
  }
}

export interface BankLinkProvider {
  /** 'sandbox' or 'plaid'. */
  readonly name: string;
  /** A link token for the widget; `clientUserId` is the caller's user uid (no PII). */
  createLinkToken(input: {
    clientUserId: string;
    clientName: string;
  }): Promise<{ linkToken: string }>;
  /** Exchanges a public token for the chosen accounts (all of the item's when `accountIds` is empty). */
  exchange(input: { publicToken: string; accountIds: string[] }): Promise<ExchangeResult>;
}

/** The sandbox institutions (docs/sandbox.md "Bank link"). */
export const SANDBOX_INSTITUTIONS: Record<string, { name: string; accounts: LinkedAccount[] }> = {
  ins_liberty: {
    name: 'Liberty Federal Bank',
    accounts: [
      {
        accountId: 'liberty-checking',
        name: 'Liberty Everyday Checking',
        mask: '1234',
        subtype: 'checking',
      },
      {
        accountId: 'liberty-savings',
        name: 'Liberty High-Yield Savings',
        mask: '5678',
        subtype: 'savings',
      },
    ],
  },
  ins_summit: {
    name: 'Summit Credit Union',
    accounts: [
      {
        accountId: 'summit-checking',
        name: 'Summit Share Draft',
        mask: '4321',
        subtype: 'checking',
      },
    ],
  },
  ins_harbor: {
    name: 'Harbor National Bank',
    accounts: [
      {
        accountId: 'harbor-checking',
        name: 'Harbor Premier Checking',
        mask: '9012',
        subtype: 'checking',
      },
      {
        accountId: 'harbor-mm',
        name: 'Harbor Money Market',
        mask: '3456',
        subtype: 'money market',
      },
    ],
  },
};

/** Sandbox public tokens: 'public-sandbox-' + institution id, optionally '-' + anything (e.g. a nonce). */
const SANDBOX_PUBLIC_TOKEN = /^public-sandbox-(ins_[a-z]+)(?:-[A-Za-z0-9_-]{1,100})?$/;

/** The local sandbox provider: stateless, accepts the public tokens documented in docs/sandbox.md. */
export function createSandboxBankLink(): BankLinkProvider {
  return {
    name: 'sandbox',
    async createLinkToken() {
      return { linkToken: `link-sandbox-${randomUUID()}` };
    },
    async exchange({ publicToken, accountIds }) {
      const m = SANDBOX_PUBLIC_TOKEN.exec(publicToken);
      const institution = m ? SANDBOX_INSTITUTIONS[m[1]] : undefined;
      if (!m || !institution) throw new BankLinkError('INVALID_PUBLIC_TOKEN');
      const chosen = accountIds.length ? accountIds : institution.accounts.map((a) => a.accountId);
      const accounts = chosen.map((id) => institution.accounts.find((a) => a.accountId === id));
      if (accounts.some((a) => !a)) throw new BankLinkError('ACCOUNT_NOT_FOUND');
      return {
        provider: 'sandbox',
        itemId: `item-sandbox-${m[1]}`,
        accessToken: null,
        institutionName: institution.name,
        accounts: accounts as LinkedAccount[],
      };
    },
  };
}

/** Plaid environments and their API hosts. */
const PLAID_HOSTS: Record<string, string> = {
  sandbox: 'https://sandbox.plaid.com',
  development: 'https://development.plaid.com',
  production: 'https://production.plaid.com',
};

/**
 * Plaid over its HTTP API with fetch (no SDK): /link/token/create, /item/public_token/exchange,
 * /accounts/get. Not exercised by the test suite (it needs Plaid keys and network).
 */
export function createPlaidBankLink(opts: {
  clientId: string;
  secret: string;
  env?: string;
  fetchImpl?: typeof fetch;
}): BankLinkProvider {
  const host = PLAID_HOSTS[opts.env ?? 'sandbox'] ?? PLAID_HOSTS.sandbox;
  const doFetch = opts.fetchImpl ?? fetch;
  const post = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    let res: Response;
    try {
      res = await doFetch(`${host}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: opts.clientId, secret: opts.secret, ...body }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new BankLinkError('PROVIDER_UNAVAILABLE');
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      const code = json.error_code;
      if (code === 'INVALID_PUBLIC_TOKEN' || code === 'INVALID_LINK_TOKEN')
        throw new BankLinkError('INVALID_PUBLIC_TOKEN');
      if (code === 'INVALID_ACCOUNT_ID') throw new BankLinkError('ACCOUNT_NOT_FOUND');
      throw new BankLinkError('PROVIDER_UNAVAILABLE');
    }
    return json as T;
  };
  return {
    name: 'plaid',
    async createLinkToken({ clientUserId, clientName }) {
      const r = await post<{ link_token: string }>('/link/token/create', {
        client_name: clientName.slice(0, 30),
        user: { client_user_id: clientUserId },
        products: ['auth'],
        country_codes: ['US'],
        language: 'en',
      });
      return { linkToken: r.link_token };
    },
    async exchange({ publicToken, accountIds }) {
      const ex = await post<{ access_token: string; item_id: string }>(
        '/item/public_token/exchange',
        { public_token: publicToken },
      );
      const got = await post<{
        accounts: Array<{
          account_id: string;
          name: string;
          mask: string | null;
          subtype: string | null;
        }>;
        item: { institution_id?: string | null };
      }>('/accounts/get', {
        access_token: ex.access_token,
        ...(accountIds.length ? { options: { account_ids: accountIds } } : {}),
      });
      const accounts = got.accounts.map((a) => ({
        accountId: a.account_id,
        name: a.name,
        mask: a.mask ?? '',
        subtype: a.subtype ?? '',
      }));
      if (accountIds.some((id) => !accounts.find((a) => a.accountId === id)))
        throw new BankLinkError('ACCOUNT_NOT_FOUND');
      return {
        provider: 'plaid',
        itemId: ex.item_id,
        accessToken: ex.access_token,
        institutionName: got.item.institution_id ?? '',
        accounts,
      };
    },
  };
}

/** Plaid when PLAID_CLIENT_ID and PLAID_SECRET are set (PLAID_ENV: sandbox | development | production), else the sandbox. */
export function createBankLinkFromEnv(env: NodeJS.ProcessEnv = process.env): BankLinkProvider {
  if (env.PLAID_CLIENT_ID && env.PLAID_SECRET) {
    return createPlaidBankLink({
      clientId: env.PLAID_CLIENT_ID,
      secret: env.PLAID_SECRET,
      env: env.PLAID_ENV,
    });
  }
  return createSandboxBankLink();
}
