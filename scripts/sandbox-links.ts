/**
 * `npm run sandbox:links [-- BASE_URL] [customer e-mail]` — prints the entry links a back office
 * or the broker portal would open, against a running reference server (`npm start`; default
 * http://127.0.0.1:8080), so the sales-assisted entry (doc 1 §4.12) and the basic-account upgrade
 * (doc 1 §4.11) can be tried by hand:
 * - the sales agent's entry: logs in the seeded agent sales@haa.example (POST /v2/authenticate)
 *   and builds `/?token=<Sales token>&customerEmail=…&brokerCode=HAA&username=…&logonUid=…`;
 * - the upgrade link: logs in the seeded holder basic.holder@example.com and builds
 *   `/?token=<portal token>&accountUid=…&accountCode=…` — the portal token is the holder's access
 *   token, which the upgrade variant of POST /v2/users requires as the holder's bearer (issue 20);
 * - the sandbox outbox (reset and invitation mails): `/sandbox/outbox?recipient=…`.
 * The links carry live 20-minute tokens: for the sandbox only; nothing is logged by the server.
 */
import { decodeJwt } from 'jose';

const base = (process.argv[2] ?? process.env.WIZARD_URL ?? 'http://127.0.0.1:8080').replace(
  /\/$/,
  '',
);
const customer = process.argv[3] ?? `customer.${Date.now()}@example.com`;

/** POST /v2/authenticate → the access token; throws with the server's answer otherwise. */
async function login(email: string, password: string): Promise<string> {
  const r = await fetch(`${base}/v2/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: password, TrackingDetails: { Fp: null } }),
  });
  if (!r.ok) throw new Error(`login ${email}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { JwtToken: string }).JwtToken;
}

const agent = await login('sales@haa.example', 'SalesDesk2024!');
const assisted = new URLSearchParams({
  token: agent,
  customerEmail: customer,
  brokerCode: 'HAA',
  username: 'sales@haa.example',
  logonUid: String(decodeJwt(agent).LogonUid ?? ''),
});
const holder = await login('basic.holder@example.com', 'BasicGold2024!');
const upgrade = new URLSearchParams({
  token: holder,
  accountUid: '5b1f0c3e-8a2d-4e67-9c41-2d7b6a9e0f11',
  accountCode: 'BSC-4Q7M2K',
});
console.info(`Sales-assisted entry (agent sales@haa.example for ${customer}):
  ${base}/?${assisted}

Upgrade of the basic account basic.holder@example.com:
  ${base}/?${upgrade}

Sandbox outbox (reset mails, invitations) of ${customer}:
  ${base}/sandbox/outbox?recipient=${encodeURIComponent(customer)}
`);
