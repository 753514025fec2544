/**
 * Developer helpers: record the events sent to the root actor (redacted), export them with the
 * PII-free flow record as JSON, import such a file, and replay its events into an actor (for
 * example one built over the in-memory API of test/machines/fake-api.ts).
 *
 * Only events from outside the actor (screens, router sync, timers) are recorded; the done and
 * error events of invoked actors are produced again by the actors during a replay. Form values
 * are exported as field names only, so a replay reproduces navigation, not applicant data.
 */
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import type { PersistedFlow } from '../machines/app-types';
import { parsePersistedFlow } from './persistence';
import { redactEvent } from './redact';

export const EXPORT_VERSION = 1 as const;

export interface RecordedEvent {
  /** ms since the recording started. */
  at: number;
  event: { type: string; [k: string]: unknown };
}

export interface ExportedSession {
  v: typeof EXPORT_VERSION;
  flow: PersistedFlow | null;
  events: RecordedEvent[];
}

const isExternal = (type: string) => !type.startsWith('xstate.') && !type.startsWith('@xstate');

/** An inspection observer that keeps the (redacted) external events sent to the root actor. */
export function createEventRecorder(now: () => number = Date.now) {
  const start = now();
  const events: RecordedEvent[] = [];
  const observer: Observer<InspectionEvent> = {
    next(ev) {
      if (ev.type !== '@xstate.event') return;
      if ((ev.actorRef as { sessionId?: string }).sessionId !== ev.rootId) return;
      const e = ev.event as { type: string };
      if (!isExternal(e.type)) return;
      events.push({ at: now() - start, event: redactEvent({ ...e }) });
    },
  };
  return { observer, events };
}

/** Serialises a session for a bug report. */
export function exportSession(flow: PersistedFlow | null, events: RecordedEvent[]): string {
  const out: ExportedSession = {
    v: EXPORT_VERSION,
    flow,
    events: events.map((e) => ({ at: e.at, event: redactEvent(e.event) })),
  };
  return JSON.stringify(out, null, 2);
}

/** Parses an exported session; throws on another version or a malformed file. */
export function importSession(json: string): ExportedSession {
  const raw = JSON.parse(json) as Partial<ExportedSession>;
  if (raw.v !== EXPORT_VERSION)
    throw new Error(`unsupported session export version ${String(raw.v)}`);
  if (!Array.isArray(raw.events)) throw new Error('session export has no events');
  const events = raw.events.filter(
    (e): e is RecordedEvent =>
      !!e &&
      typeof e.at === 'number' &&
      !!e.event &&
      typeof e.event.type === 'string' &&
      isExternal(e.event.type),
  );
  return {
    v: EXPORT_VERSION,
    flow: raw.flow ? parsePersistedFlow(JSON.stringify(raw.flow)) : null,
    events,
  };
}

/** Sends the events to the actor in order; `settle` awaits between events (e.g. until not busy). */
export async function replay(
  actor: Pick<AnyActorRef, 'send'>,
  events: RecordedEvent[],
  settle?: () => Promise<unknown>,
): Promise<void> {
  for (const { event } of events) {
    actor.send(event);
    if (settle) await settle();
  }
}
