/**
 * The root actor in React: a context holding the actor `createApp` started (machines/create-app.ts
 * wires its ky client, session store and adapters to it), and selector hooks with structural
 * equality so a screen re-renders only when what it shows changes.
 *
 * (createActorContext(appMachine) would create a second, unwired actor; the app needs the one
 * createApp built, so the context carries that actor instead.)
 */
import { createContext, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { subscribeFlow } from '../machines/subscribe-flow';
import type { AppActor } from '../machines/create-app';

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

/** `useSelector` on the root actor with structural equality. */
/**
 * A value of the root actor's snapshot, recomputed when the root or its running wizard changes
 * (machines/subscribe-flow.ts); an equal value (deepEqual) keeps the previous one, so the
 * component does not re-render.
 */
export function useAppSelector<T>(
  selector: (snapshot: ReturnType<AppActor['getSnapshot']>) => T,
): T {
  const actor = useAppActor();
  const store = useMemo(() => flowVersionStore(actor), [actor]);
  const cache = useRef<{ v: number; value: T } | null>(null);
  const get = () => {
    const v = store.version();
    if (cache.current && cache.current.v === v) return cache.current.value;
    const next = selector(actor.getSnapshot());
    const value =
      cache.current && deepEqual(cache.current.value, next) ? cache.current.value : next;
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
