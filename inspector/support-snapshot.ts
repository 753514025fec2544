/**
 * Support snapshots (issue 13): the running app records, redacted and in memory only, the events
 * sent to the root actor from outside (screens, router, browser listeners) and every answer of
 * the API client; 'Download support snapshot' (analyst mode, error page) saves them as one JSON
 * file together with the PII-free flow record (inspector/persistence.ts) and the current state
 * (state values, screen, modal, URL path, wizard step). A replay (inspector/replay-session.ts,
 * `npm run replay -- FILE`, the development page /__replay) feeds the answers back in place of
 * the API and the events back into a fresh root actor, which ends on the same screen and modal.
 *
 * Redaction (inspector/redact.ts, an allow-list — issue 20): events through `redactEvent` (form
 * values to markers except the option values of CHOICE_FIELDS), answers through `redactAnswer`
 * (shape kept, every leaf that is not allow-listed a marker or 1, tokens reduced to their non-PII
 * claims), paths without query and with the hand-off token replaced (`safePath`). Only the
 * answers of the reference endpoints named in REFERENCE_ENDPOINTS (settings, countries, states,
 * the due-diligence option lists, the custodian directory: the same for every applicant) are
 * kept as answered.
 */
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import type { PersistedFlow } from '../machines/app-types';
import {
  closingOf,
  entryOf,
  selectScreen,
  sessionOf,
  type AppSnapshot,
} from '../machines/view/selectors';
import { endpoints } from '../services/api/contract';
import { toApiFailure, type ApiClient, type ApiFailure } from '../services/api/client';
import { persistedFlowOf } from './persistence';
import { redactAnswer, redactEvent, safePath, type ReplayClaims } from './redact';
import type { RecordedEvent } from './replay';

export const SUPPORT_SNAPSHOT_VERSION = 1 as const;

/** One answer of the API client, in call order. */
export interface RecordedAnswer {
  /** The client method, e.g. 'getApplication', or 'call:<endpointName>' for `api.call`. */
  key: string;
  ok: boolean;
  /** The resolved value (redacted); absent for a Blob. */
  value?: unknown;
  /** The answer was a Blob (the agreement PDF): replayed as an empty PDF. */
  blob?: boolean;
  /** The failure of a rejected call (status, error codes; redacted). */
  failure?: ApiFailure;
  /** The call was aborted (an actor stopped while it ran). */
  aborted?: boolean;
  /** The method is curried (`saveCountry(method)(uid, …)`): the answer is the inner call's. */
  curried?: boolean;
}

/** A call running when the snapshot was taken (no answer yet): its key as in RecordedAnswer. */
export type PendingCall = Pick<RecordedAnswer, 'key' | 'curried'>;

/** Where the recording started: the page load. */
export interface RecordingStart {
  path: string;
  /** Only the non-PII query parameters (brokerCode). */
  search: string;
  brokerCode?: string;
  /** The flow record stored at load (a reload mid-application), if any. */
  persisted: PersistedFlow | null;
  /** The stored session's non-PII claims at load, if signed in. */
  session: ReplayClaims | null;
}

/** The state a snapshot was taken in (and a replay must reach). */
export interface RecordedState {
  /** The root actor's state value (the entry's under `flow.entry`, the closing's under `flow.closing`). */
  value: unknown;
  /** The running wizard's state value (null outside a wizard). */
  wizard: unknown;
  /** The screen, its modal and its URL path (machines/view/selectors.ts). */
  screen: string | null;
  modal: string | null;
  path: string | null;
  /** The wizard step id (the first key of the wizard's value). */
  step: string | null;
}

/** The downloaded file. */
export interface SupportSnapshot {
  version: typeof SUPPORT_SNAPSHOT_VERSION;
  createdAt: string;
  start: RecordingStart;
  /** The PII-free flow record now (inspector/persistence.ts). */
  persisted: PersistedFlow | null;
  state: RecordedState;
  events: RecordedEvent[];
  answers: RecordedAnswer[];
  /**
   * Calls still running when the snapshot was taken (key and curried, in call order; issue 35 item 17):
   * a replay leaves them running too, so it stops where the recording did (e.g. the review
   * reloading the application after a modal's save). Absent in older files.
   */
  pending?: PendingCall[];
  /** True when the caps (2 000 events, 1 000 answers) were reached: a replay may stop early. */
  truncated: boolean;
}

const MAX_EVENTS = 2000;
const MAX_ANSWERS = 1000;

/**
 * Client methods and endpoints whose answers are broker reference data, the same for every
 * applicant (no applicant data by construction): kept as answered in a snapshot and answered
 * again when a replay asks more often than recorded. Named one by one (issue 20: a path pattern
 * let the basic account's details — e-mail, name, account uid and code — through).
 */
const REFERENCE_METHODS = new Set(['getSettings', 'getCountries', 'getStates']);
export const REFERENCE_ENDPOINTS: ReadonlySet<keyof typeof endpoints> = new Set([
  'settings',
  'countries',
  'states',
  'employmentStatuses',
  'occupations',
  'incomeSourceTypes',
  'identificationTypes',
  'fundingSourceTypes',
  'accountPurposeTypes',
  'cddStates',
  'cddCountries',
  'custodians',
] as const);
/** Whether a recorded answer's key ('getSettings', 'call:<endpoint>') is reference data. */
export function isReferenceKey(key: string): boolean {
  if (REFERENCE_METHODS.has(key)) return true;
  return key.startsWith('call:') && (REFERENCE_ENDPOINTS as ReadonlySet<string>).has(key.slice(5));
}

const isExternal = (type: string) => !type.startsWith('xstate.') && !type.startsWith('@xstate');

/** A child machine's event to its parent is produced again by the child during a replay. */
const fromChildMachine = (ev: InspectionEvent) => {
  const src = (ev as { sourceRef?: { logic?: { root?: unknown } } }).sourceRef;
  return !!src?.logic && 'root' in src.logic && !!src.logic.root;
};

/** The recorded state of a root actor's snapshot (the path through `safePath`). */
export function recordedStateOf(snapshot: AppSnapshot): RecordedState {
  const wizardRef = (snapshot.children as Record<string, AnyActorRef | undefined>).wizard;
  const wizard = wizardRef?.getSnapshot()?.value ?? null;
  const view = selectScreen(snapshot);
  // On an entry page, the entry machine's value under the root's `flow.entry` (machines/entry/);
  // after the wizard, the closing machine's under `flow.closing` (machines/closing/); the session
  // child's value under `session` (machines/session/session.machine.ts).
  const entry = entryOf(snapshot);
  const closing = closingOf(snapshot);
  const session = sessionOf(snapshot);
  const child = entry ? { entry: entry.value } : closing ? { closing: closing.value } : null;
  const value = {
    ...(snapshot.value as object),
    ...(session ? { session: session.value } : {}),
    ...(child ? { flow: child } : {}),
  };
  return {
    value,
    wizard,
    screen: view.screen ?? null,
    modal: view.modal ?? null,
    path: view.path ? safePath(view.path) : null,
    step:
      typeof wizard === 'string'
        ? wizard
        : wizard && typeof wizard === 'object'
          ? (Object.keys(wizard)[0] ?? null)
          : null,
  };
}

/** The recorder a running app keeps; see the module comment. */
export function createSessionRecorder(now: () => number = Date.now) {
  const t0 = now();
  const events: RecordedEvent[] = [];
  const answers: RecordedAnswer[] = [];
  /** The keys of the calls running now (see SupportSnapshot.pending). */
  const inFlight: PendingCall[] = [];
  let truncated = false;
  let start: RecordingStart = {
    path: '/',
    search: '',
    persisted: null,
    session: null,
  };

  const pushAnswer = (a: RecordedAnswer) => {
    if (answers.length >= MAX_ANSWERS) truncated = true;
    else answers.push(a);
  };

  /** Inspection observer: the root's external events (not those its child machines send it). */
  const observer: Observer<InspectionEvent> = {
    next(ev) {
      if (ev.type !== '@xstate.event') return;
      if ((ev.actorRef as { sessionId?: string }).sessionId !== ev.rootId) return;
      const e = ev.event as { type: string };
      if (!isExternal(e.type) || fromChildMachine(ev)) return;
      if (events.length >= MAX_EVENTS) truncated = true;
      else events.push({ at: now() - t0, event: redactEvent({ ...e }) });
    },
  };

  /** The client with every answer recorded (same methods, same results). */
  function wrapApi(api: ApiClient): ApiClient {
    const record = (key: string, p: Promise<unknown>, curried: boolean) => {
      const call: PendingCall = curried ? { key, curried } : { key };
      inFlight.push(call);
      const settled = () => {
        const i = inFlight.indexOf(call);
        if (i >= 0) inFlight.splice(i, 1);
      };
      return p.then(
        (value) => {
          settled();
          const c = curried ? { curried } : {};
          if (typeof Blob !== 'undefined' && value instanceof Blob)
            pushAnswer({ key, ok: true, blob: true, ...c });
          else
            pushAnswer({
              key,
              ok: true,
              value: isReferenceKey(key) ? value : redactAnswer(value),
              ...c,
            });
          return value;
        },
        (err: unknown) => {
          settled();
          const c = curried ? { curried } : {};
          if (err instanceof Error && err.name === 'AbortError')
            pushAnswer({ key, ok: false, aborted: true, ...c });
          else {
            const f = toApiFailure(err);
            pushAnswer({
              key,
              ok: false,
              failure: { ...f, message: undefined, errors: redactAnswer(f.errors) as never },
              ...c,
            });
          }
          throw err;
        },
      );
    };
    // A method may be curried (`saveCountry(method)(uid, …)`): a function it returns is wrapped too.
    const wrap =
      (name: string, fn: (...a: unknown[]) => unknown, self: unknown, curried = false) =>
      (...args: unknown[]): unknown => {
        const key = name === 'call' && !curried ? `call:${String(args[0])}` : name;
        const result = fn.apply(self, args);
        if (result instanceof Promise) return record(key, result, curried);
        if (typeof result === 'function')
          return wrap(key, result as (...a: unknown[]) => unknown, self, true);
        return result;
      };
    const out: Record<string, unknown> = {};
    for (const [name, fn] of Object.entries(api as unknown as Record<string, unknown>))
      out[name] =
        typeof fn === 'function' ? wrap(name, fn as (...a: unknown[]) => unknown, api) : fn;
    return out as unknown as ApiClient;
  }

  return {
    observer,
    wrapApi,
    events,
    answers,
    /** Notes where the recording starts (the page load). */
    begin(s: RecordingStart) {
      start = { ...s, path: safePath(s.path) };
    },
    /** The support snapshot of `actor` now. */
    snapshot(actor: { getSnapshot(): AppSnapshot }, createdAt = new Date()): SupportSnapshot {
      const snap = actor.getSnapshot();
      return {
        version: SUPPORT_SNAPSHOT_VERSION,
        createdAt: createdAt.toISOString(),
        start,
        persisted: persistedFlowOf(snap),
        state: recordedStateOf(snap),
        events: events.slice(),
        answers: answers.slice(),
        pending: inFlight.slice(),
        truncated,
      };
    },
  };
}

export type SessionRecorder = ReturnType<typeof createSessionRecorder>;

/** Parses a support snapshot file; throws on another version or a malformed file. */
export function parseSupportSnapshot(json: string): SupportSnapshot {
  const raw = JSON.parse(json) as Partial<SupportSnapshot>;
  if (raw.version !== SUPPORT_SNAPSHOT_VERSION)
    throw new Error(`unsupported support snapshot version ${String(raw.version)}`);
  if (!raw.start || !Array.isArray(raw.events) || !Array.isArray(raw.answers) || !raw.state)
    throw new Error('not a support snapshot (start, events, answers and state are required)');
  return raw as SupportSnapshot;
}

/** The non-PII part of a page query kept in a recording (the broker code). */
export function safeSearch(search: string): string {
  const q = new URLSearchParams(search);
  const out = new URLSearchParams();
  const code = q.get('brokerCode');
  if (code && /^[A-Za-z0-9_-]{1,20}$/.test(code)) out.set('brokerCode', code);
  const s = out.toString();
  return s ? `?${s}` : '';
}

/** Saves the snapshot as a JSON file through a download link (browser only). */
export function downloadSupportSnapshot(snapshot: SupportSnapshot) {
  const blob = new Blob([JSON.stringify(snapshot, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `support-snapshot-${snapshot.createdAt.replace(/[:.]/g, '-')}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
