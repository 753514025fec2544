/**
 * The analyst mode's inspector (inspector/analyst.ts, issue 13): @statelyai/inspect, loaded
 * lazily (not in the wizard's bundle unless the mode is on), with PII redacted from every event
 * and snapshot before it leaves the page (STACK.md: the hosted inspector otherwise receives full
 * context with `postMessage(…, '*')`).
 *
 * `createAnalystInspection(mode)` gives the `inspect` observer for createActor at once (events
 * are buffered until the library has loaded) and `open()`: for the browser inspector it opens the
 * inspector window — call it from a click or key handler, so popup blockers allow it; the
 * WebSocket inspector connects by itself and `open()` does nothing.
 */
import type { InspectionEvent, Observer } from 'xstate';
import type { AnalystMode } from './analyst';
import { redactContext, redactEvent, redactInspectionEvent } from './redact';

/** JSON-safe copy (no functions, no cycles), as postMessage and WebSocket need. */
function plain<T>(value: T): T {
  const seen = new WeakSet<object>();
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) => {
      if (typeof v === 'function') return undefined;
      if (v && typeof v === 'object') {
        if (seen.has(v)) return '[cycle]';
        seen.add(v);
      }
      return v;
    }),
  ) as T;
}

/**
 * The options every inspector of the app gets: the context and events sanitised, then the whole
 * Stately event redacted and made JSON-safe (used by the tests over every machine as well).
 */
export const inspectorOptions = {
  sanitizeContext: (c: Record<string, unknown>) => redactContext(c),
  sanitizeEvent: <E extends { type: string }>(e: E) => redactEvent(e),
  serialize: <E extends { type: string }>(e: E) => plain(redactInspectionEvent(e)),
  maxDeferredEvents: 2000,
};

export interface AnalystInspection {
  observer: Observer<InspectionEvent>;
  /** Opens the browser inspector window (from a user gesture); false when not loaded yet. */
  open(): boolean;
  /** Resolves once the inspector library is loaded. */
  ready: Promise<void>;
}

/** See the module comment. */
export function createAnalystInspection(mode: AnalystMode): AnalystInspection {
  const buffer: InspectionEvent[] = [];
  let forward: ((e: InspectionEvent) => void) | null = null;
  let start: (() => void) | null = null;
  const ready = import('@statelyai/inspect')
    .then(({ createBrowserInspector, createWebSocketInspector }) => {
      const inspector =
        mode.inspector === 'ws'
          ? createWebSocketInspector({ ...(inspectorOptions as object), url: mode.url })
          : createBrowserInspector({ ...(inspectorOptions as object), autoStart: false });
      forward = (e) => inspector.inspect.next?.(e);
      start = mode.inspector === 'browser' ? () => inspector.start() : () => {};
      buffer.splice(0).forEach((e) => forward?.(e));
    })
    .catch(() => console.warn('inspector could not be loaded'));
  return {
    observer: {
      next(e) {
        if (forward) forward(e);
        else if (buffer.length < 2000) buffer.push(e);
      },
    },
    open() {
      if (!start) return false;
      start();
      return true;
    },
    ready,
  };
}
