/**
 * The sandbox institutions of the local bank-link provider, mirrored as client data
 * (docs/sandbox.md "Bank link"; server/providers/bank-link.ts SANDBOX_INSTITUTIONS — a test keeps
 * the two equal). The sandbox widget answers the public token `public-sandbox-<institution id>`.
 */
export interface SandboxAccount {
  id: string;
  name: string;
  /** The last 4 digits of the account number. */
  mask: string;
  subtype: string;
}
export interface SandboxInstitution {
  id: string;
  name: string;
  accounts: readonly SandboxAccount[];
}

export const SANDBOX_INSTITUTION_LIST: readonly SandboxInstitution[] = [
  {
    id: 'ins_liberty',
    name: 'Liberty Federal Bank',
    accounts: [
      {
        id: 'liberty-checking',
        name: 'Liberty Everyday Checking',
        mask: '1234',
        subtype: 'checking',
      },
      {
        id: 'liberty-savings',
        name: 'Liberty High-Yield Savings',
        mask: '5678',
        subtype: 'savings',
      },
    ],
  },
  {
    id: 'ins_summit',
    name: 'Summit Credit Union',
    accounts: [
      { id: 'summit-checking', name: 'Summit Share Draft', mask: '4321', subtype: 'checking' },
    ],
  },
  {
    id: 'ins_harbor',
    name: 'Harbor National Bank',
    accounts: [
      { id: 'harbor-checking', name: 'Harbor Premier Checking', mask: '9012', subtype: 'checking' },
      { id: 'harbor-mm', name: 'Harbor Money Market', mask: '3456', subtype: 'money market' },
    ],
  },
];

/** Link tokens of the sandbox provider start with this (docs/sandbox.md). */
export const SANDBOX_TOKEN_PREFIX = 'link-sandbox-';
export const isSandboxToken = (token: string) => token.startsWith(SANDBOX_TOKEN_PREFIX);
/**
 * A sandbox link token standing for an expired one ('link-sandbox-expired-…', docs/sandbox.md): the
 * sandbox widget exits at once with INVALID_LINK_TOKEN, as Plaid Link does with an expired token.
 */
export const isExpiredSandboxToken = (token: string) =>
  token.startsWith(`${SANDBOX_TOKEN_PREFIX}expired-`);
/** The public token the sandbox accepts for an institution. */
export const sandboxPublicToken = (institutionId: string) => `public-sandbox-${institutionId}`;
