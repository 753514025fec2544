/**
 * The root actor in React: a context holding the actor `createApp` started (src/app/create-app.ts
 * wires its ky client, session store and adapters to it), and selector hooks with structural
 * equality so a screen re-renders only when what it shows changes. A changed value keeps the
 * previous value's equal parts (structural sharing, `shareEqual`), so `useMemo` dependencies and
 * memoised components that read an unchanged part (the country list, the sections) see the same
 * reference across snapshots (issue 11).
 *
 * (createActorContext(appMachine) would create a second, unwired actor; the app needs the one
 * createApp built, so the context carries that actor instead.)
 */
import { createContext, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { subscribeFlow } from '../machines/subscribe-flow';
import type { AppActor } from './app/create-app';

export const AppActorContext = createContext<AppActor | null>(null);

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('AppActorContext is missing');
  return actor;
}

/** Structural equality for plain data (selector outputs); identical references short-circuit. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => deepEqual(v, bb[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

const isPlain = (v: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null || Array.isArray(v);
};

/**
 * `next` with every part that is structurally equal to the same part of `prev` replaced by
 * `prev`'s (plain objects and arrays only; anything else is compared with Object.is). Answers
 * `prev` itself when the two are equal, so `shareEqual(a, b) === a` ⇔ deepEqual(a, b) for plain data.
 */
export function shareEqual<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return next;
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null)
    return next;
  if (Array.isArray(prev) !== Array.isArray(next) || !isPlain(prev) || !isPlain(next)) return next;
  if (Array.isArray(next)) {
    const p = prev as unknown[];
    let same = p.length === next.length;
    const out = next.map((v: unknown, i) => {
      const s = shareEqual(p[i], v);
      if (s !== p[i]) same = false;
      return s;
    });
    return (same ? prev : out) as T;
  }
  const p = prev as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  const keys = Object.keys(n);
  let same = keys.length === Object.keys(p).length;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const s = shareEqual(p[k], n[k]);
    if (s !== p[k] || !(k in p)) same = false;
    out[k] = s;
  }
  return (same ? prev : out) as T;
}

/**
 * A value of the root actor's snapshot, recomputed when the root or its running wizard changes
 * (machines/subscribe-flow.ts); an equal value keeps the previous one, so the component does not
 * re-render, and a changed one keeps its unchanged parts (`shareEqual`). `keep(prev, next)`: a
 * change the component does not show keeps the previous value too (issue 22: `keepBusyView`).
 */
export function useAppSelector<T>(
  selector: (snapshot: ReturnType<AppActor['getSnapshot']>) => T,
  keep?: (prev: T, next: T) => boolean,
): T {
  const actor = useAppActor();
  const store = useMemo(() => flowVersionStore(actor), [actor]);
  const cache = useRef<{ v: number; value: T } | null>(null);
  const get = () => {
    const v = store.version();
    if (cache.current && cache.current.v === v) return cache.current.value;
    const next = selector(actor.getSnapshot());
    const prev = cache.current?.value;
    const value = cache.current
      ? keep?.(prev as T, next)
        ? (prev as T)
        : shareEqual(prev, next)
      : next;
    cache.current = { v, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, get, get);
}

/** The external store under useAppSelector: a version counted up on each change of the root or its running wizard. */
export function flowVersionStore(actor: AppActor) {
  let version = 0;
  return {
    subscribe: (onChange: () => void) => {
      // A change between the first render and this subscription notified nobody: count one now,
      // so React's check right after subscribing recomputes the selection instead of trusting
      // the cached one (else a fast boot could leave the page on the boot spinner for good).
      version += 1;
      return subscribeFlow(actor, () => {
        version += 1;
        onChange();
      });
    },
    version: () => version,
  };
}

/**
 * For `useAppSelector(selectScreen, keepBusyView)` (issue 22 target 1): while the step is busy on
 * the same path, a view that differs only in its prefill (a running save's answer updates the
 * application, and so `initial`) is not rendered — the screen outlet would keep the screen's view
 * anyway (src/screen-outlet.tsx useShownView), so the page is not rendered again between the
 * save's answer and the step's record (doc 1 §4.8). The fresh prefill comes with the next view
 * that is not busy.
 */
export function keepBusyView<
  V extends { busy: boolean; path: string; screen: string; initial: unknown },
>(prev: V | null, next: V | null): boolean {
  if (!prev || !next || !prev.busy || !next.busy) return false;
  if (prev.path !== next.path || prev.screen !== next.screen) return false;
  return shareEqual(prev, { ...next, initial: prev.initial }) === prev;
}
