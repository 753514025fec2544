/**
 * Replays a support snapshot (inspector/support-snapshot.ts; issue 13): a fresh root actor over
 * deps whose API answers the recorded answers in order (per client method / endpoint) and whose
 * browser adapters do nothing, started where the recording started (same path; the stored flow
 * record and a stand-in token with the recorded non-PII claims when it was signed in), then fed
 * the recorded events, each once the machine has settled (nothing busy). It ends on the recorded
 * screen and modal; `compareReplay` says what differs.
 *
 * Form values in the events are markers ('[redacted:string:12]'; choice values kept), sent as
 * fictitious stand-ins of their type that the savers can build a request from (inspector/stand-ins.ts,
 * issue 35 item 17: a phone marker made the phone saver throw), and the
 * answers carry markers wherever a value is not allow-listed (inspector/redact.ts; redacted
 * numbers are 1): the machines branch on the answers — flow enums, country codes, ids and the
 * presence of each section — which are the recorded ones, so the replay takes the same path; the
 * screens show the markers where applicant data was (docs/decisions.md). The stand-in token
 * carries no user or logon id (the recording keeps none).
 */
import { browserLocale } from '../services/adapters/locale';
import { ApiError, createApiClient, type ApiClient } from '../services/api/client';
import { memoryStorage, type KeyValueStorage } from '../services/session-store';
import { sandboxCaptcha } from '../services/adapters/captcha';
import type { AppDeps } from '../services/actors/app-actors';
import { editItemOf, flowOf, wizardOf, type AppSnapshot } from '../machines/view/selectors';
import { createApp, type AppActor } from '../src/app/create-app';
import type { ReplayClaims } from './redact';
import { serializePersistedFlow } from './persistence';
import { standInEvent } from './stand-ins';
import {
  isReferenceKey,
  recordedStateOf,
  type PendingCall,
  type RecordedAnswer,
  type RecordedState,
  type SupportSnapshot,
} from './support-snapshot';

const b64url = (s: string) =>
  (typeof btoa === 'function' ? btoa(s) : Buffer.from(s, 'utf8').toString('base64'))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned stand-in token with the recorded claims, valid for an hour (never sent to a server). */
export function standInToken(claims: ReplayClaims | null | undefined): string {
  return `${b64url(JSON.stringify({ alg: 'none', typ: 'replay' }))}.${b64url(
    JSON.stringify({
      JwtTokenType: 'Regular',
      UserUid: '',
      LogonUid: '',
      ApplicationUid: '',
      ...claims,
      Email: 'replay@example.invalid',
      exp: Math.floor(Date.now() / 1000) + 3600,
    }),
  )}.replay`;
}

/** Puts stand-in tokens back where an answer held `{ replayClaims }`. */
function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (!value || typeof value !== 'object') return value;
  if ('replayClaims' in value && Object.keys(value).length === 1)
    return standInToken((value as { replayClaims: ReplayClaims | null }).replayClaims);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
}

/**
 * An ApiClient answering from the recording; `missing` lists calls that had no answer left. A call
 * without an answer whose key is among `pending` (the calls running when the snapshot was taken)
 * never settles, as it had not when the recording stopped.
 */
export function recordedApi(
  answers: RecordedAnswer[],
  template: ApiClient = createApiClient({ getToken: () => null }),
  pending: readonly PendingCall[] = [],
) {
  const running = pending.map((p) => p.key);
  const queues = new Map<string, RecordedAnswer[]>();
  const last = new Map<string, RecordedAnswer>();
  for (const a of answers) queues.set(a.key, [...(queues.get(a.key) ?? []), a]);
  const missing: string[] = [];
  const answer = (key: string): Promise<unknown> => {
    const a = queues.get(key)?.shift() ?? (isReferenceKey(key) ? last.get(key) : undefined);
    if (!a && running.includes(key)) {
      running.splice(running.indexOf(key), 1);
      return new Promise<never>(() => {});
    }
    if (!a) {
      missing.push(key);
      return Promise.reject(
        new ApiError({ status: 0, errors: [], network: true, message: `no recorded ${key}` }),
      );
    }
    last.set(key, a);
    if (a.aborted)
      return Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    if (!a.ok) return Promise.reject(new ApiError(a.failure ?? { status: 0, errors: [] }));
    if (a.blob)
      return Promise.resolve(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }));
    return Promise.resolve(revive(a.value));
  };
  // A curried method (recorded `curried`) returns the function that answers.
  const curried = new Set([...answers, ...pending].filter((a) => a.curried).map((a) => a.key));
  const api: Record<string, unknown> = {};
  for (const name of Object.keys(template as unknown as Record<string, unknown>))
    api[name] =
      name === 'call'
        ? (endpoint: string) => answer(`call:${endpoint}`)
        : curried.has(name)
          ? () => () => answer(name)
          : () => answer(name);
  return { api: api as unknown as ApiClient, missing };
}

/** The deps of a replay: recorded answers, no browser effects. */
export function replayDeps(file: SupportSnapshot, storage: KeyValueStorage, template?: ApiClient) {
  const { api, missing } = recordedApi(file.answers, template, file.pending);
  const noop = () => () => {};
  const deps: Partial<AppDeps> = {
    api,
    portal: { leaveTo: () => {} },
    analytics: { track: () => {} },
    fingerprint: async () => 'replay',
    newFraudSessionId: () => `${Date.now()}${'0'.repeat(20)}`,
    openPendingTab: () => ({ show: () => {}, close: () => {} }),
    blockReload: noop,
    warnBeforeLeave: noop,
    listenForActivity: noop,
    captcha: sandboxCaptcha(),
    addressAutocomplete: undefined,
    // The texts of the recorded language, without this browser's remembered choice or the
    // profile's language (issue 24): a replay neither reads nor writes either.
    locale: { ...browserLocale(), remember: () => {} },
  };
  if (file.start.session) {
    storage.setItem('aow.JwtToken', standInToken(file.start.session));
    storage.setItem('aow.JwtRefreshToken', 'replay');
  }
  if (file.start.persisted)
    storage.setItem('aow.FlowSnapshot', serializePersistedFlow(file.start.persisted));
  return { deps, missing };
}

/** The root, its wizard, the wizard's edit modal or open child flow is busy. */
const flowBusy = (s: AppSnapshot) =>
  s.hasTag('busy') ||
  (wizardOf(s)?.hasTag('busy') ?? false) ||
  (editItemOf(s)?.hasTag('busy') ?? false) ||
  (flowOf(s)?.snapshot.hasTag('busy') ?? false);

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the screen is not busy for two checks in a row (at most `maxMs`). */
export async function settle(actor: AppActor, maxMs = 5000) {
  let calm = 0;
  for (let waited = 0; waited < maxMs; waited += 5) {
    await tick(5);
    const snap = actor.getSnapshot();
    const busy = snap.matches({ flow: 'boot' }) || flowBusy(snap);
    calm = busy ? 0 : calm + 1;
    if (calm >= 2) return;
  }
}

export interface ReplayResult {
  actor: AppActor;
  /** The replayed app's own recorder (a support snapshot of the replay can be taken again). */
  recorder: ReturnType<typeof createApp>['recorder'];
  /** Calls the recording had no answer for (the replay went astray there). */
  missing: string[];
  state: RecordedState;
}

/**
 * Replays `file` (see the module comment). `storage` defaults to memory (the browser replay page
 * passes sessionStorage); `template` is an ApiClient whose method names the stand-in answers
 * (default: a fresh client, never called).
 */
export async function replaySupportSnapshot(
  file: SupportSnapshot,
  options: {
    storage?: KeyValueStorage;
    template?: ApiClient;
    onStart?: (actor: AppActor) => void;
  } = {},
): Promise<ReplayResult> {
  const storage = options.storage ?? memoryStorage();
  const { deps, missing } = replayDeps(file, storage, options.template);
  const { actor, recorder } = createApp({
    input: {
      initialPath: file.start.path,
      search: file.start.search,
      referrer: '',
      brokerCode: file.start.brokerCode,
    },
    storage,
    deps,
    inspect: () => {},
  });
  options.onStart?.(actor);
  await settle(actor);
  for (const { event } of file.events) {
    actor.send(standInEvent(event) as never);
    await settle(actor);
  }
  return { actor, recorder, missing, state: recordedStateOf(actor.getSnapshot()) };
}

/** The fields of the replayed state that differ from the recorded one ([] when it matches). */
export function compareReplay(recorded: RecordedState, replayed: RecordedState): string[] {
  return (['value', 'wizard', 'screen', 'modal', 'path', 'step'] as const).filter(
    (k) => JSON.stringify(recorded[k]) !== JSON.stringify(replayed[k]),
  );
}
