/**
 * The footer's accessibility assistant (doc 1 §2.3 "an accessibility-assistant trigger"; what it
 * offers is not shown — docs/decisions.md): text size (standard, large, larger), high contrast and
 * reduced motion, applied as classes on <html> (a11y-text-1|2, a11y-contrast, a11y-reduce-motion;
 * rules in src/shell/shell.css, no inline styles under the CSP) and kept in the tab's
 * sessionStorage under 'A11yPrefs'. The panel's open flag lives here too: display preferences of
 * the page, not flow state (the statechart owns the flow; these change no URL and no data).
 */
import { useSyncExternalStore } from 'react';

export interface A11yPrefs {
  /** 0 standard, 1 large (115 %), 2 larger (130 %). */
  text: 0 | 1 | 2;
  contrast: boolean;
  reduceMotion: boolean;
}
export const DEFAULT_PREFS: A11yPrefs = { text: 0, contrast: false, reduceMotion: false };
const KEY = 'A11yPrefs';

/** Parses a stored record; anything else is the defaults. */
export function parsePrefs(raw: string | null | undefined): A11yPrefs {
  try {
    const v = raw ? (JSON.parse(raw) as Partial<A11yPrefs>) : {};
    return {
      text: v.text === 1 || v.text === 2 ? v.text : 0,
      contrast: v.contrast === true,
      reduceMotion: v.reduceMotion === true,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

/** The <html> classes of `p`. */
export function prefsClasses(p: A11yPrefs): string[] {
  return [
    ...(p.text ? [`a11y-text-${p.text}`] : []),
    ...(p.contrast ? ['a11y-contrast'] : []),
    ...(p.reduceMotion ? ['a11y-reduce-motion'] : []),
  ];
}

const ALL = ['a11y-text-1', 'a11y-text-2', 'a11y-contrast', 'a11y-reduce-motion'];

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

type Snapshot = { prefs: A11yPrefs; open: boolean };
let snapshot: Snapshot = { prefs: parsePrefs(storage()?.getItem(KEY)), open: false };
const listeners = new Set<() => void>();

function apply(p: A11yPrefs) {
  if (typeof document === 'undefined') return;
  const el = document.documentElement;
  el.classList.remove(...ALL);
  el.classList.add(...prefsClasses(p));
}
apply(snapshot.prefs);

function emit(next: Snapshot) {
  snapshot = next;
  listeners.forEach((l) => l());
}

/** Changes some preferences: applied at once and kept in the tab. */
export function setPrefs(patch: Partial<A11yPrefs>) {
  const prefs = { ...snapshot.prefs, ...patch };
  apply(prefs);
  try {
    storage()?.setItem(KEY, JSON.stringify(prefs));
  } catch {
    /* storage full or refused: the page still changes */
  }
  emit({ ...snapshot, prefs });
}

/** Opens or closes the panel. */
export function setPanelOpen(open: boolean) {
  emit({ ...snapshot, open });
}

/** The preferences and whether the panel is open (React). */
export function useA11y(): Snapshot {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot,
    () => snapshot,
  );
}
