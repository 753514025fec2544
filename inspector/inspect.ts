/**
 * @statelyai/inspect, only on request (`?inspect=1` or VITE_INSPECT=1), with PII redacted from
 * every event and snapshot before it is posted (STACK.md: the hosted inspector otherwise
 * receives full context with `postMessage(…, '*')`). The inspector library is loaded lazily,
 * so it is not part of the wizard's bundle unless enabled; events before it loads are buffered.
 */
import type { InspectionEvent, Observer } from 'xstate';

/** True when the page asked for the inspector. */
export function inspectEnabled(search: string, env: string | boolean | undefined): boolean {
  if (env === true || env === '1' || env === 'true') return true;
  return new URLSearchParams(search).get('inspect') === '1';
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
  void Promise.all([import('@statelyai/inspect'), import('./redact')])
    .then(([{ createBrowserInspector }, { redactContext, redactEvent, redactInspectionEvent }]) => {
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
