/**
 * PII redaction for everything that leaves the root actor for developer tools: the
 * @statelyai/inspect stream of the analyst mode (inspector/inspect.ts), exported sessions
 * (inspector/replay.ts) and downloadable support snapshots (inspector/support-snapshot.ts)
 * (ARCHITECTURE.md: SSN, EIN, passwords, tokens and documents never appear in snapshots,
 * inspector events, analytics or logs; issue 20: an allow-list, not a deny-list).
 *
 * **Allow-list.** A leaf value (string or number) passes in clear only when its own key (the
 * nearest object key; array items take their array's key) is in `ALLOWED_KEYS` *and* the value
 * fits that key's rule (a code, an opaque server id, an ISO country code, a route path, a
 * non-personal reference text, a reference number, an ISO date-time). Every other leaf becomes a
 * typed marker — `'[redacted:string:12]'` (type and length, so a support engineer still sees
 * "filled, 12 characters"), `'[redacted:number]'`, `'[redacted:file:<bytes>]'` — or, in a recorded
 * API answer, the number 1 (a present, positive number, so a replay's presence checks pass).
 * Booleans, null, undefined and '' always stay (they carry no applicant data; '' vs. null is
 * what the machines branch on). Objects and arrays keep their shape, so a replay can feed them to
 * the machines. Keys that look like PII (an e-mail as a record key) are replaced too. Markers are
 * left as they are, so redacting twice gives the same result.
 *
 * Judgments (docs/decisions.md, issue 20):
 * - Flow enums pass (ApplicationType, AccountType and the per-kind sub-types,
 *   RegistrationFlowType, BankFundingType, IRAFundingType, TransferType, PaymentDeliveryType,
 *   MetalType, DocumentType, PersonTargetType, error codes, event types, step and route keys):
 *   the machines branch on them and a replay must take the same branch. Enum *answers about the
 *   person* (suffix, marital status, employment status, income source, identification type,
 *   account purpose, funding sources, occupation) are redacted: no replay branch needs them.
 * - Amounts (funding, monthly investment) are redacted: financial facts about one applicant.
 *   Reference numbers (prices, weights, purity, allocation percentages, document size, IRA
 *   contribution year, token expiry) pass.
 * - Country codes (ISO 2/3 letters) pass: ~250 values, and the US-person branches of every
 *   wizard (SSN step or not) follow them; street, city, state, postal code and phone are redacted.
 * - Ids: ApplicationUid passes (the replay's stand-in token and flow record carry it and support
 *   correlates a snapshot with the server's application by it; every application route needs the
 *   applicant's bearer token, so the id grants nothing). PersonUid, LegalEntityUid, DocumenUid,
 *   BankAccountUid, CustodianUid, EventUid pass (opaque server ids the flows pick by). Account
 *   identifiers are redacted — AccountUid, AccountCode, AccountNumber (together they named the
 *   upgrade's holder), and UserUid, LogonUid, Uid (the encrypted e-mail), tokens of every kind.
 * - Paths pass without their query or fragment; the phone hand-off page's token segment becomes
 *   'redacted' (`safePath`). Full URLs (referrer, landing page, hand-off link) are redacted.
 */
import { HANDOFF_PATH_PREFIX } from '../machines/kyc/handoff-path';

/** The marker of a redacted value of unknown type (kept for old files and tests). */
export const REDACTED = '[redacted]';

/** Markers this module writes: left as they are when redacted again. */
const MARKER = /^\[redacted(?::[a-z]+(?::\d+)?)?\]$/;
const isMarker = (v: unknown): v is string => typeof v === 'string' && MARKER.test(v);

/** The marker for a redacted leaf: its type and, for a string, its length. */
export function redactedMarker(value: unknown): unknown {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean')
    return value;
  if (isMarker(value)) return value;
  if (typeof value === 'string') return `[redacted:string:${value.length}]`;
  if (typeof value === 'number') return '[redacted:number]';
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `[redacted:file:${value.size}]`;
  if (Array.isArray(value)) return `[redacted:array:${value.length}]`;
  return `[redacted:${typeof value}]`;
}

const SSN_LIKE = /\b\d{3}-?\d{2}-?\d{4}\b/;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const JWT_LIKE = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/;

/** A string shaped like an SSN, an e-mail address or a JWT (the second net under every rule). */
export const looksLikePii = (s: string) =>
  SSN_LIKE.test(s) || EMAIL_LIKE.test(s) || JWT_LIKE.test(s);

/** The phone hand-off page's token stands in a path as this segment. */
export const REDACTED_SEGMENT = 'redacted';
const ROUTE_SEGMENT = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/**
 * A path without query and fragment, with the hand-off page's token (and any segment that is
 * not a route word: digits runs, long or odd segments) replaced by 'redacted':
 * '/kyc/handoff/hof_abc?x=1' → '/kyc/handoff/redacted'. Idempotent.
 */
export function safePath(path: string): string {
  const bare = path.split(/[?#]/)[0];
  if (bare.startsWith(HANDOFF_PATH_PREFIX)) return `${HANDOFF_PATH_PREFIX}${REDACTED_SEGMENT}`;
  return bare
    .split('/')
    .map((seg) =>
      seg === '' || (ROUTE_SEGMENT.test(seg) && !/\d{3,}/.test(seg)) ? seg : REDACTED_SEGMENT,
    )
    .join('/');
}

/** How an allow-listed key's value is checked before it passes (see the module comment). */
export type KeyRule = 'code' | 'uid' | 'iso' | 'path' | 'text' | 'number' | 'time';

const CODE = /^[A-Za-z0-9_.:@#/()-]{1,160}$/;
const UID = /^[A-Za-z0-9_-]{1,64}$/;
const ISO = /^[A-Z]{2,3}$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const TEXT_MAX = 200;

const rule = (r: KeyRule, keys: string[]) => keys.map((k) => [k, r] as const);

/**
 * The keys whose values are known not to be PII, with the rule their values must fit. Exact,
 * case-sensitive keys: the contract's PascalCase fields and the machines' camelCase ones.
 */
export const ALLOWED_KEYS: ReadonlyMap<string, KeyRule> = new Map<string, KeyRule>([
  // Enums and codes of the flow (services/api/contract.ts), events and machines.
  ...rule('code', [
    'type',
    'status',
    'ApplicationType',
    'AccountType',
    'CorporateAccountType',
    'IRAAccountType',
    'UTMAAccountType',
    'JointTenantsAccountType',
    'RegistrationFlowType',
    'AccountUpgradeType',
    'BankFundingType',
    'IRAFundingType',
    'TransferType',
    'CustodianAccountType',
    'PaymentDeliveryType',
    'MetalType',
    'ProductKind',
    'ProductCode',
    'SymbolCode',
    'SymbolCodeGold',
    'SymbolCodeSilver',
    'LocationType',
    'Currency',
    'Theme',
    'DocumentType',
    'PersonTargetType',
    'SandboxDocumentType',
    'MediaType',
    'AcceptedMediaTypes',
    'EventType',
    'JwtTokenType',
    'AccessTokenType',
    'AgreementsAccepted',
    'Section',
    'BrokerCode',
    'brokerCode',
    'Code',
    'Context',
    // Machines: choices, items, steps, modes, screens (no applicant data by construction).
    'kind',
    'choice',
    'option',
    'method',
    'which',
    'item',
    'editing',
    'screen',
    'modal',
    'step',
    'furthestStep',
    'startAt',
    'flowType',
    'level',
    'routeKey',
    'titleKey',
    'errorCode',
    'formError',
    'go',
    'position',
    'attempt',
    'steps',
  ]),
  // Opaque server ids the flows pick and route by (account identifiers are not here).
  ...rule('uid', [
    'ApplicationUid',
    'applicationUid',
    'UpgradeApplicationUid',
    'PersonUid',
    'LegalEntityUid',
    'DocumenUid',
    'DocumentUid',
    'BankAccountUid',
    'BankAccountUids',
    'CustodianUid',
    'EventUid',
  ]),
  ...rule('iso', [
    'CountryIso3Code',
    'CountryIso2Code',
    'Iso3Code',
    'Iso2Code',
    'Iso3CountryCode',
    'country',
    'statesCountry',
  ]),
  ...rule('path', [
    'path',
    'Path',
    'Step',
    'ApplicationStep',
    'ApplicationOnboardingStep',
    'initialPath',
    'requestedPath',
    'resumePath',
  ]),
  // Reference texts (the server's captions of documents, states, products, menu items).
  ...rule('text', ['Caption', 'Title', 'LocationName', 'ProductCaption']),
  // Reference numbers (see the module comment: amounts are not here).
  ...rule('number', [
    'PricePerOz',
    'PricePerUnit',
    'WeightOz',
    'Purity',
    'GoldPercentage',
    'SilverPercentage',
    'Size',
    'ContributionYear',
    'tokenExp',
    'exp',
  ]),
  ...rule('time', ['CreatedOn', 'UploadedOn', 'ExpiresAt']),
]);

/** Whether `value` under `key` passes in clear (booleans, null and '' always do). */
export function isAllowedLeaf(key: string | null, value: unknown): boolean {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean')
    return true;
  if (isMarker(value)) return true;
  const r = key === null ? undefined : ALLOWED_KEYS.get(key);
  if (!r) return false;
  if (typeof value === 'number') return Number.isFinite(value) && (r === 'code' || r === 'number');
  if (typeof value !== 'string' || looksLikePii(value)) return false;
  switch (r) {
    case 'code':
      return CODE.test(value);
    case 'uid':
      return UID.test(value);
    case 'iso':
      return ISO.test(value);
    case 'path':
      return value.startsWith('/') && value.length <= 400;
    case 'text':
      return value.length <= TEXT_MAX && !/\d{5,}/.test(value);
    case 'time':
      return TIME.test(value);
    default:
      return false;
  }
}

/**
 * Form fields whose values are choices among a few fixed options (no applicant data), kept in
 * redacted events so a recorded session replays the same branch (issue 13, docs/decisions.md):
 * the funding methods, the bank-link choice, the agreement boxes, the same-address question,
 * the IRA transfer and metal-type options, the per-kind account types.
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
  // The per-kind account types chosen on a card (flow enums, allow-listed in answers too): the
  // joint survivorship, the business type, the IRA and UTMA types, an old IRA's type, the
  // payment delivery (issue 35 item 17: a marker there failed the survivorship save in a replay).
  'JointTenantsAccountType',
  'CorporateAccountType',
  'IRAAccountType',
  'UTMAAccountType',
  'AccountType',
  'PaymentDeliveryType',
]);
const CHOICE_VALUE = /^[A-Za-z0-9_-]{0,40}$/;

/** Submitted form values: every field to its marker except short option values of CHOICE_FIELDS. */
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
        : redactedMarker(v),
    ]),
  );
}

/** Keys of recorded answers that hold a token: replaced by its non-PII claims (`{ replayClaims }`). */
const TOKEN_KEYS = new Set(['JwtToken', 'JwtRefreshToken', 'RefreshToken']);

interface WalkOptions {
  /** A recorded API answer: redacted numbers become 1 and tokens `{ replayClaims }`. */
  answer: boolean;
}

const isPlainObject = (v: object) => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** The allow-list walk (see the module comment); `key` is the leaf's nearest key. */
function walk(
  value: unknown,
  key: string | null,
  opts: WalkOptions,
  depth: number,
  seen: WeakSet<object>,
): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') {
    if (isAllowedLeaf(key, value))
      return typeof value === 'string' && key !== null && ALLOWED_KEYS.get(key) === 'path'
        ? safePath(value)
        : value;
    return opts.answer && typeof value === 'number' ? 1 : redactedMarker(value);
  }
  if (depth > 16) return '[depth]';
  if (seen.has(value)) return '[cycle]';
  if (typeof Blob !== 'undefined' && value instanceof Blob) return redactedMarker(value);
  if (value instanceof Error) return { name: value.name };
  if (value instanceof Date) return redactedMarker(value.toISOString());
  // An actor reference (a spawned child in a context): its id only.
  if (typeof (value as { send?: unknown }).send === 'function')
    return `[actor ${String((value as { id?: unknown }).id ?? '')}]`.replace(/[^\w .#:[\]-]/g, '');
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => walk(v, key, opts, depth + 1, seen));
  if (!isPlainObject(value) && !Object.keys(value).length) return redactedMarker(value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const safeKey = looksLikePii(k) ? `[redacted-key:${k.length}]` : k;
    if (opts.answer && TOKEN_KEYS.has(k) && typeof v === 'string')
      out[safeKey] = { replayClaims: replayClaimsOf(v) };
    // Form values (wizard.submit, and the inputs of the actors that receive them): markers,
    // but for the choice fields the machines branch on (see CHOICE_FIELDS).
    else if (k === 'values' && v && typeof v === 'object' && !Array.isArray(v))
      out[safeKey] = redactValues(v as Record<string, unknown>);
    else out[safeKey] = walk(v, k, opts, depth + 1, seen);
  }
  return out;
}

/**
 * Deep copy of `value` with every leaf that is not allow-listed replaced by its marker (see the
 * module comment). Handles cycles (`'[cycle]'`), depth (`'[depth]'`), files, errors and actors.
 */
export function redact(value: unknown): unknown {
  return walk(value, null, { answer: false }, 0, new WeakSet());
}

/**
 * Context keys holding broker reference data — the same for every applicant, answered by the
 * reference endpoints (support-snapshot.ts REFERENCE_ENDPOINTS): kept as they are.
 */
const REFERENCE_CONTEXT_KEYS = new Set(['settings', 'lookups']);

/** Redacts an actor's context: `redact`, with reference data kept and long lists counted. */
export function redactContext<T>(context: T): T {
  if (!context || typeof context !== 'object') return context;
  const c = { ...(context as Record<string, unknown>) };
  const kept: Record<string, unknown> = {};
  for (const k of REFERENCE_CONTEXT_KEYS) if (k in c) kept[k] = c[k];
  if ('agreement' in c && c.agreement && typeof c.agreement === 'object') {
    const ag = c.agreement as Record<string, unknown>;
    c.agreement = { ...ag, html: ag.html ? '[html]' : ag.html };
  }
  if ('states' in c && Array.isArray(c.states)) c.states = `[${c.states.length} states]`;
  if ('countries' in c && Array.isArray(c.countries))
    c.countries = `[${c.countries.length} countries]`;
  const out = redact(c) as Record<string, unknown>;
  for (const [k, v] of Object.entries(kept)) out[k] = v;
  return out as T;
}

/**
 * Events whose `id` names the row a modal's list picked — the funding edit's 'method' / 'amount',
 * a custodian's CustodianUid (machines/funding/flow-contract.ts `flow.pick`): the id passes when it
 * fits the opaque-id rule, as CustodianUid does, so a replay opens the same form (issue 35 item 17).
 */
const PICK_EVENTS = new Set(['flow.pick']);

/** Redacts an event: form values to markers (choices kept), everything else by the allow-list. */
export function redactEvent<T>(event: T): T {
  if (!event || typeof event !== 'object') return event;
  const out = redact(event) as Record<string, unknown>;
  const { type, id } = event as { type?: unknown; id?: unknown };
  if (typeof type === 'string' && PICK_EVENTS.has(type) && isAllowedLeaf('CustodianUid', id))
    out.id = id;
  return out as T;
}

/** Redacts one Stately inspection event (snapshot context, event payloads, action params). */
export function redactInspectionEvent<T extends { type: string }>(ev: T): T {
  const e = { ...(ev as Record<string, unknown>) };
  if (e.event) e.event = redactEvent(e.event);
  // '@xstate.action' events carry action params, e.g. a spawned actor's input with form values.
  if (e.action) e.action = redact(e.action);
  if (e.snapshot && typeof e.snapshot === 'object') {
    const snap = e.snapshot as Record<string, unknown>;
    e.snapshot = {
      status: snap.status,
      // State values are the machines' own state names.
      value: snap.value,
      context: redactContext(snap.context),
      output: snap.output === undefined ? undefined : redact(snap.output),
    };
  }
  return e as T;
}

/**
 * Non-PII claims of a token, kept in a recorded answer and at a recording's start so a replay can
 * issue a stand-in token (inspector/replay-session.ts standInToken). No user, logon or session id.
 */
export interface ReplayClaims {
  JwtTokenType: string;
  ApplicationUid: string;
  BrokerCode?: string;
  AccessTokenType?: string;
}

/** The non-PII claims of a JWT (no e-mail, user, logon or session id, no signature), or null. */
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
    const s = (v: unknown) => (typeof v === 'string' && UID.test(v) ? v : undefined);
    return {
      JwtTokenType: s(c.JwtTokenType) ?? 'Regular',
      ApplicationUid: s(c.ApplicationUid) ?? '',
      ...(s(c.BrokerCode) ? { BrokerCode: s(c.BrokerCode) } : {}),
      ...(s(c.AccessTokenType) ? { AccessTokenType: s(c.AccessTokenType) } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Redacts a recorded API answer for a support snapshot by the same allow-list, keeping its shape
 * so a replay can feed it to the machines: redacted strings become markers, redacted numbers 1,
 * booleans stay; tokens become `{ replayClaims }` (their non-PII claims).
 */
export function redactAnswer(value: unknown): unknown {
  return walk(value, null, { answer: true }, 0, new WeakSet());
}
