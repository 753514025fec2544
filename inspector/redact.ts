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
  ].map((k) => k.toLowerCase()),
);

const SSN_LIKE = /\b\d{3}-?\d{2}-?\d{4}\b/;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const JWT_LIKE = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/;

export const isPiiKey = (key: string) => PII_KEYS.has(key.toLowerCase());
export const looksLikePii = (s: string) =>
  SSN_LIKE.test(s) || EMAIL_LIKE.test(s) || JWT_LIKE.test(s);

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
    // Form values (wizard.submit, and the inputs of the actors that receive them): names only.
    else if (k === 'values' && v && typeof v === 'object' && !Array.isArray(v))
      out[k] = Object.fromEntries(Object.keys(v as object).map((f) => [f, REDACTED]));
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
  if (e.values && typeof e.values === 'object') {
    e.values = Object.fromEntries(Object.keys(e.values as object).map((k) => [k, REDACTED]));
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
