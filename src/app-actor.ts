/**
 * The root actor in React: a context holding the actor `createApp` started (machines/create-app.ts
 * wires its ky client, session store and adapters to it), and selector hooks with structural
 * equality so a screen re-renders only when what it shows changes.
 *
 * (createActorContext(appMachine) would create a second, unwired actor; the app needs the one
 * createApp built, so the context carries that actor instead.)
 */
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
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
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** `useSelector` on the root actor with structural equality. */
export function useAppSelector<T>(selector: (snapshot: ReturnType<AppActor['getSnapshot']>) => T): T {
  return useSelector(useAppActor(), selector, deepEqual);
}
