/**
 * PII redaction for everything that leaves the root actor for developer tools: the
 * @statelyai/inspect stream, exported sessions and logs (ARCHITECTURE.md: SSN, EIN, passwords,
 * tokens and documents never appear in snapshots, inspector events, analytics or logs).
 *
 * Redaction is by key (SSN, EIN, Password, tokens, DateOfBirth and its Month/Day/Year parts,
 * phone parts, names, address parts, e-mail and usernames) and, as a second net, by value
 * (strings shaped like an SSN, an e-mail address or a JWT). The application object in the
 * context is reduced to its ids and flow fields.
 */

export const REDACTED = '[redacted]';

/** Keys whose values are PII wherever they appear (case-insensitive). */
const PII_KEYS = new Set(
  [
    'ssn',
    'ein',
    'password',
    'newpassword',
    'jwttoken',
    'jwtrefreshtoken',
    'token',
    'tokens',
    'refreshtoken',
    'invitationtoken',
    'passwordresettoken',
    'resettoken',
    'bearer',
    'recaptchatoken',
    'dateofbirth',
    'dob',
    'month',
    'day',
    'year',
    'phone',
    'localnumber',
    'areacode',
    'firstname',
    'middlename',
    'lastname',
    'name',
    'street',
    'aptorsuite',
    'apartment',
    'city',
    'postalcode',
    'state',
    'statecaption',
    'email',
    'username',
    'usernames',
    'referreremail',
    'refereeemail',
    'customeremail',
    'accountnumber',
    'amount',
    'fp',
    'fingerprint',
    // Street lookup: what was typed and the suggested addresses.
    'query',
    'label',
    // Bank link: the public token; KYC: a captured document photo (data URL) and files.
    'publictoken',
    'image',
    'file',
    'files',
  ].map((k) => k.toLowerCase()),
);

const SSN_LIKE = /\b\d{3}-?\d{2}-?\d{4}\b/;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const JWT_LIKE = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/;

export const isPiiKey = (key: string) => PII_KEYS.has(key.toLowerCase());
export const looksLikePii = (s: string) =>
  SSN_LIKE.test(s) || EMAIL_LIKE.test(s) || JWT_LIKE.test(s);

/**
 * Form fields whose values are choices among a few fixed options (no applicant data), kept in
 * redacted events so a recorded session replays the same branch (issue 13, docs/decisions.md):
 * the funding methods, the bank-link choice, the agreement boxes, the same-address question,
 * the IRA transfer and metal-type options.
 */
export const CHOICE_FIELDS = new Set([
  'BankFundingType',
  'IRAFundingType',
  'choice',
  'agree',
  'agreeAutoDeposit',
  'SameAddress',
  'TransferType',
  'MetalType',
  'CustodianAccountType',
]);
const CHOICE_VALUE = /^[A-Za-z0-9_-]{0,40}$/;

/** Submitted form values: every field to '[redacted]' except short option values of CHOICE_FIELDS. */
export function redactValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([f, v]) => [
      f,
      CHOICE_FIELDS.has(f) &&
      (typeof v === 'boolean' ||
        typeof v === 'number' ||
        v === null ||
        (typeof v === 'string' && CHOICE_VALUE.test(v)))
        ? v
        : REDACTED,
    ]),
  );
}

/** Deep copy of `value` with PII replaced by '[redacted]'. Handles cycles and depth. */
export function redact(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return looksLikePii(value) ? REDACTED : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth > 12) return '[depth]';
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (isPiiKey(k)) out[k] = v === null || v === undefined || v === '' ? v : REDACTED;
    // Form values (wizard.submit, and the inputs of the actors that receive them): names only,
    // but for the choice fields the machines branch on (see CHOICE_FIELDS).
    else if (k === 'values' && v && typeof v === 'object' && !Array.isArray(v))
      out[k] = redactValues(v as Record<string, unknown>);
    else out[k] = redact(v, depth + 1, seen);
  }
  return out;
}

/** The application reduced to non-PII fields (ids, type, step, flags). */
function applicationSummary(app: unknown): unknown {
  if (!app || typeof app !== 'object') return app;
  const a = app as Record<string, unknown>;
  return {
    ApplicationUid: a.ApplicationUid,
    ApplicationType: a.ApplicationType,
    AccountType: a.AccountType,
    ApplicationStep: a.ApplicationStep,
    IsCompletedApplication: a.IsCompletedApplication,
    RegistrationFlowType: a.RegistrationFlowType,
    hasFunding: !!(a.ApplicationFunding as { BankFundingType?: unknown } | null)?.BankFundingType,
  };
}

/** Redacts the root actor's context (also fine for any other actor's context). */
export function redactContext<T>(context: T): T {
  if (!context || typeof context !== 'object') return context;
  const c = { ...(context as Record<string, unknown>) };
  if ('application' in c) c.application = applicationSummary(c.application);
  if ('agreement' in c && c.agreement && typeof c.agreement === 'object') {
    const ag = c.agreement as Record<string, unknown>;
    c.agreement = { ...ag, html: ag.html ? '[html]' : ag.html };
  }
  if ('search' in c) c.search = c.search ? REDACTED : c.search;
  if ('query' in c) c.query = redact(c.query);
  if ('states' in c && Array.isArray(c.states)) c.states = `[${c.states.length} states]`;
  if ('countries' in c && Array.isArray(c.countries))
    c.countries = `[${c.countries.length} countries]`;
  return redact(c) as T;
}

/** Redacts an event: form values are dropped to their field names; outputs are redacted deeply. */
export function redactEvent<T>(event: T): T {
  if (!event || typeof event !== 'object') return event;
  const e = { ...(event as Record<string, unknown>) };
  if (e.values && typeof e.values === 'object' && !Array.isArray(e.values)) {
    e.values = redactValues(e.values as Record<string, unknown>);
  }
  if ('output' in e) {
    const o = e.output;
    e.output =
      o && typeof o === 'object' && 'ApplicationUid' in (o as object)
        ? applicationSummary(o)
        : o && typeof o === 'object' && 'application' in (o as object)
          ? {
              ...(redact(o) as object),
              application: applicationSummary((o as { application: unknown }).application),
            }
          : redact(o);
  }
  if ('error' in e) e.error = e.error instanceof Error ? { name: e.error.name } : redact(e.error);
  return redact(e) as T;
}

/** Redacts one Stately inspection event (snapshot context, event payloads). */
export function redactInspectionEvent<T extends { type: string }>(ev: T): T {
  const e = { ...(ev as Record<string, unknown>) };
  if (e.event) e.event = redactEvent(e.event);
  // '@xstate.action' events carry action params, e.g. a spawned actor's input with form values.
  if (e.action) e.action = redact(e.action);
  if (e.snapshot && typeof e.snapshot === 'object') {
    const snap = e.snapshot as Record<string, unknown>;
    e.snapshot = {
      status: snap.status,
      value: snap.value,
      context: redactContext(snap.context),
      output: snap.output === undefined ? undefined : redactEvent({ output: snap.output }).output,
    };
  }
  return e as T;
}

/** Non-PII claims of a token, kept in a recorded answer so a replay can issue a stand-in token. */
export interface ReplayClaims {
  JwtTokenType: string;
  ApplicationUid: string;
  UserUid: string;
  LogonUid: string;
  BrokerCode?: string;
  AccessTokenType?: string;
}

const TOKEN_KEYS = new Set(['jwttoken', 'jwtrefreshtoken', 'refreshtoken']);

/** The non-PII claims of a JWT (no e-mail, no session id, no signature), or null. */
export function replayClaimsOf(token: unknown): ReplayClaims | null {
  if (typeof token !== 'string') return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json =
      typeof atob === 'function'
        ? atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='))
        : Buffer.from(b64, 'base64').toString('utf8');
    const c = JSON.parse(json) as Record<string, unknown>;
    const s = (v: unknown) => (typeof v === 'string' && UID_LIKE.test(v) ? v : undefined);
    return {
      JwtTokenType: s(c.JwtTokenType) ?? 'Regular',
      ApplicationUid: s(c.ApplicationUid) ?? '',
      UserUid: s(c.UserUid) ?? '',
      LogonUid: s(c.LogonUid) ?? '',
      ...(s(c.BrokerCode) ? { BrokerCode: s(c.BrokerCode) } : {}),
      ...(s(c.AccessTokenType) ? { AccessTokenType: s(c.AccessTokenType) } : {}),
    };
  } catch {
    return null;
  }
}
const UID_LIKE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Redacts a recorded API answer for a support snapshot, keeping its shape so a replay can feed
 * it to the machines: PII-keyed strings become '[redacted]', PII-keyed numbers 1 (a present,
 * positive value, so presence checks still pass), booleans stay; tokens become
 * `{ replayClaims }` (their non-PII claims); strings shaped like an SSN, e-mail or JWT are
 * redacted anywhere.
 */
export function redactAnswer(value: unknown, pii = false, depth = 0): unknown {
  if (typeof value === 'string')
    return pii || looksLikePii(value) ? (value === '' ? value : REDACTED) : value;
  if (typeof value === 'number') return pii ? 1 : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth > 16) return '[depth]';
  if (Array.isArray(value)) return value.map((v) => redactAnswer(v, pii, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (TOKEN_KEYS.has(k.toLowerCase()) && typeof v === 'string')
      out[k] = { replayClaims: replayClaimsOf(v) };
    else out[k] = redactAnswer(v, pii || isPiiKey(k), depth + 1);
  }
  return out;
}
