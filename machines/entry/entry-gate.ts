/**
 * The entry gate (doc 1 §4.1, §4.2, §4.11, §4.12; issue 10): the flow mode is read ONCE at page
 * load, from the URL and the tab's storage, by one zod-parsed gate, and every machine reads it
 * from the root context (`context.mode`) — never from `location` again.
 *
 * Modes:
 * - `normal`     — BASE (doc 1 §2.4), the standard flow (RegistrationFlowType 1).
 * - `aip`        — AIP, the recurring programme (flow type 2): entered at '/aip' (doc 1 §4.1).
 * - `upgrade`    — a basic-account holder from the portal: query `token`, `accountUid` and
 *                  `accountCode` all present (doc 1 §4.2, §4.11); `isFromDashboard` is implied.
 * - `assisted`   — a sales agent for a customer: `logonUid`, `username` and `brokerCode` present
 *                  (doc 1 §4.2), with `customerEmail` and the agent's `token` (doc 1 §4.12).
 * - `invitation` — an invited customer at '/sales-invitation?invitation-token=…' (doc 1 §2.10).
 *
 * Secrets are not part of the mode: the agent's or the portal's bearer token, the invitation
 * token and the password-reset token (`rpt`, doc 1 §2.6) go to `secrets`, which the services
 * read; the machines' context (inspected, persisted) only learns whether one is present. The
 * credential-bearing query keys are removed from the address bar and history (`cleanSearch`);
 * the mode is kept in the tab (`stored`, without the bearer tokens) so a reload keeps it.
 *
 * A URL that names a mode wins; a fresh start on '/' or '/aip' is that page's mode; any other
 * path (a reload inside the flow) keeps the stored mode (doc 1 §4.1: "unless on /createAccount or
 * /login, the flow type is stored").
 */
import { z } from 'zod';
import type { EntrySecrets } from '../../services/actors/contracts';

/** Credentials read at entry (services/actors/contracts.ts); held by the services, never in the machines' context or a URL. */
export type { EntrySecrets };

/** An account's portal identifiers (doc 1 §3 BasicAccountQueryData). */
const upgradeMode = z.object({
  kind: z.literal('upgrade'),
  accountUid: z.string().trim().min(1).max(64),
  accountCode: z.string().trim().min(1).max(64),
});

/** The sales-assisted query (doc 1 §3 SalesAssistedQueryData), the token excluded. */
const assistedMode = z.object({
  kind: z.literal('assisted'),
  logonUid: z.string().trim().min(1).max(128),
  username: z.string().trim().min(1).max(256),
  brokerCode: z.string().trim().min(1).max(16),
  customerEmail: z.email().max(256).nullable(),
});

/** The flow mode of the tab; `hasToken` tells the machines a secret came with it. */
export const flowModeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('normal') }),
  z.object({ kind: z.literal('aip') }),
  upgradeMode,
  assistedMode,
  z.object({ kind: z.literal('invitation') }),
]);
export type FlowMode = z.infer<typeof flowModeSchema>;
export type FlowModeKind = FlowMode['kind'];

/** What the tab keeps across a reload (sessionStorage 'FlowMode'): no bearer token. */
const storedGate = z.object({
  mode: flowModeSchema,
  invitationToken: z.string().max(512).nullable().default(null),
  resetToken: z.string().max(512).nullable().default(null),
});
export type StoredGate = z.infer<typeof storedGate>;

/** The gate's answer. */
export interface EntryGate {
  mode: FlowMode;
  secrets: EntrySecrets;
  /** The query without the credential-bearing keys ('' or '?…'): replace the address bar with it. */
  cleanSearch: string;
  /** JSON for the tab's storage (StoredGate). */
  stored: string;
}

/** Query keys that carry credentials: read, then removed from the address bar and history. */
export const SECRET_QUERY_KEYS = [
  'token',
  'jwtToken',
  'refreshToken',
  'invitation-token',
  'rpt',
] as const;

const nonEmpty = (v: string | null) => (v && v.trim() ? v.trim() : null);

/** Parses the stored record; anything unreadable or of another shape is ignored. */
export function parseStoredGate(raw: string | null | undefined): StoredGate | null {
  if (!raw) return null;
  try {
    const r = storedGate.safeParse(JSON.parse(raw));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** The mode a URL names by itself, or null when it names none. */
function modeOfUrl(path: string, q: URLSearchParams): FlowMode | null {
  const get = (k: string) => nonEmpty(q.get(k));
  // doc 1 §4.2: logonUid, brokerCode and username → sales-assisted.
  if (get('logonUid') && get('brokerCode') && get('username')) {
    const email = get('customerEmail');
    const r = assistedMode.safeParse({
      kind: 'assisted',
      logonUid: get('logonUid'),
      username: get('username'),
      brokerCode: get('brokerCode'),
      customerEmail: email && z.email().safeParse(email).success ? email : null,
    });
    if (r.success) return r.data;
  }
  // doc 1 §4.2: token, accountCode and accountUid → upgrade.
  if (get('token') && get('accountUid') && get('accountCode')) {
    const r = upgradeMode.safeParse({
      kind: 'upgrade',
      accountUid: get('accountUid'),
      accountCode: get('accountCode'),
    });
    if (r.success) return r.data;
  }
  if (path === '/sales-invitation') return { kind: 'invitation' };
  if (path === '/aip') return { kind: 'aip' };
  if (path === '/') return { kind: 'normal' };
  return null;
}

/**
 * Reads the gate (pure). `path` and `search` are location.pathname / location.search at load;
 * `stored` is the tab's 'FlowMode' record (or null).
 */
export function readEntryGate(input: {
  path: string;
  search: string;
  stored?: string | null;
}): EntryGate {
  const q = new URLSearchParams(input.search);
  const get = (k: string) => nonEmpty(q.get(k));
  const previous = parseStoredGate(input.stored);
  const fromUrl = modeOfUrl(input.path, q);
  const mode: FlowMode = fromUrl ?? previous?.mode ?? { kind: 'normal' };
  const sameMode = !fromUrl || previous?.mode.kind === fromUrl.kind;
  const jwt = get('jwtToken');
  const refresh = get('refreshToken');
  const secrets: EntrySecrets = {
    bearer: mode.kind === 'assisted' || mode.kind === 'upgrade' ? get('token') : null,
    invitationToken:
      mode.kind === 'invitation'
        ? (get('invitation-token') ?? (sameMode ? (previous?.invitationToken ?? null) : null))
        : null,
    resetToken:
      input.path === '/reset-password'
        ? (get('rpt') ?? previous?.resetToken ?? null)
        : (previous?.resetToken ?? null),
    tokens: jwt && refresh ? { JwtToken: jwt, JwtRefreshToken: refresh } : null,
  };
  for (const k of SECRET_QUERY_KEYS) q.delete(k);
  const rest = q.toString();
  const stored: StoredGate = {
    mode,
    invitationToken: secrets.invitationToken,
    resetToken: secrets.resetToken,
  };
  return {
    mode,
    secrets,
    cleanSearch: rest ? `?${rest}` : '',
    stored: JSON.stringify(stored),
  };
}

/** The registration flow type of a mode (doc 1 §3 RegistrationFlowType: 2 MetalStream/AIP, else 1). */
export const flowTypeOfMode = (mode: FlowMode): 1 | 2 => (mode.kind === 'aip' ? 2 : 1);

/** No secrets (tests, and pages that carry none). */
export const NO_SECRETS: EntrySecrets = {
  bearer: null,
  invitationToken: null,
  resetToken: null,
  tokens: null,
};
