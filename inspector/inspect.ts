/**
 * @statelyai/inspect, only on request (`?inspect=1` or VITE_INSPECT=1), with PII redacted from
 * every event and snapshot before it is posted (STACK.md: the hosted inspector otherwise
 * receives full context with `postMessage(…, '*')`). The inspector library is loaded lazily,
 * so it is not part of the wizard's bundle unless enabled; events before it loads are buffered.
 */
import type { InspectionEvent, Observer } from 'xstate';
import { redact, redactContext, redactEvent } from './redact';

/** True when the page asked for the inspector. */
export function inspectEnabled(search: string, env: string | boolean | undefined): boolean {
  if (env === true || env === '1' || env === 'true') return true;
  return new URLSearchParams(search).get('inspect') === '1';
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

/**
 * An `inspect` observer for createActor: undefined when not enabled; otherwise it buffers
 * events, imports @statelyai/inspect and forwards them through a redacting browser inspector.
 */
export function devInspectObserver(
  search: string,
  env?: string | boolean,
): Observer<InspectionEvent> | undefined {
  if (!inspectEnabled(search, env)) return undefined;
  const buffer: InspectionEvent[] = [];
  let forward: ((e: InspectionEvent) => void) | null = null;
  void import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector({
        sanitizeContext: (c) => redactContext(c),
        sanitizeEvent: (e) => redactEvent(e),
        serialize: (e) => redactInspectionEvent(e),
      });
      forward = (e) => inspector.inspect.next?.(e);
      buffer.splice(0).forEach((e) => forward?.(e));
    })
    .catch(() => console.warn('inspector could not be loaded'));
  return {
    next(e) {
      if (forward) forward(e);
      else if (buffer.length < 500) buffer.push(e);
    },
  };
}
