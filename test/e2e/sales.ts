/**
 * The sandbox's sales agent (docs/sandbox.md "Sales-assisted") as the back office uses it: its
 * login with the ordinary POST /v2/authenticate (a 'Sales' access token, docs/decisions.md doc 1
 * §6) and the assisted-entry URL it opens the wizard with (doc 1 §4.12: token, brokerCode, username,
 * logonUid, customerEmail). Shared by test/e2e/sales-assisted.spec.ts and the sales tours.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The seeded agent of broker HAA. */
export const AGENT = { Email: 'sales@haa.example', Password: 'SalesDesk2024!' };

/** The claims of a JWT (no verification: a test only reads its own token's claims). */
export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
}

/** The agent logged in: its Sales access token and LogonUid. */
export async function salesLogin(request: APIRequestContext) {
  const login = await request.post('/v2/authenticate', { data: AGENT });
  expect(login.status()).toBe(200);
  const { JwtToken: salesToken } = (await login.json()) as { JwtToken: string };
  return { salesToken, logonUid: String(claimsOf(salesToken).LogonUid) };
}

/** The assisted-entry URL of `salesToken` for `customerEmail` (none: PREPARE_REGISTRATION). */
export function assistedUrl(
  { salesToken, logonUid }: { salesToken: string; logonUid: string },
  customerEmail?: string,
): string {
  const q = new URLSearchParams({
    token: salesToken,
    ...(customerEmail ? { customerEmail } : {}),
    brokerCode: 'HAA',
    username: AGENT.Email,
    logonUid,
  });
  return `/?${q.toString()}`;
}
