/**
 * Small browser effects behind an adapter so machines stay testable without a DOM:
 * opening a PDF in a new tab (doc 3 §2.5), blocking F5 / R during submission (doc 3 §2.6,
 * key codes 116 and 82) with a leave-page warning, and listening for user activity (doc 1 §4.9).
 */

/** A tab opened synchronously in the click handler (so popup blockers allow it), filled later. */
export interface PendingTab {
  show(blob: Blob): void;
  close(): void;
}

export function openPendingTab(): PendingTab {
  const win = typeof window !== 'undefined' ? window.open('about:blank', '_blank') : null;
  return {
    show(blob) {
      const url = URL.createObjectURL(blob);
      if (win) win.location.href = url;
      else if (typeof window !== 'undefined') window.open(url, '_blank');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close() {
      win?.close();
    },
  };
}

/** The key codes blocked while the application is being submitted (doc 3 §9). */
export const BLOCKED_KEY_CODES = [116, 82] as const;

/** True for F5 (116) and R (82) keydown events, by keyCode or key. */
export function isReloadKey(e: { keyCode?: number; which?: number; key?: string }): boolean {
  const code = e.keyCode ?? e.which;
  if (code !== undefined && (BLOCKED_KEY_CODES as readonly number[]).includes(code)) return true;
  return e.key === 'F5' || e.key === 'r' || e.key === 'R';
}

/** The event target the reload blocker and activity listener attach to (window, or a fake in tests). */
export type ListenerTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Asks before the page is unloaded (the browser's own "Leave site?" prompt); returns the cleanup.
 * Used while a multi-step funding modal is open (doc 3 §2.4 "warn before the page is unloaded").
 */
export function warnBeforeLeave(
  target: ListenerTarget | undefined = typeof window !== 'undefined' ? window : undefined,
): () => void {
  if (!target) return () => {};
  const onBeforeUnload = (e: BeforeUnloadEvent) => {
    e.preventDefault();
    try {
      e.returnValue = ''; // older browsers show the warning only when returnValue is set
    } catch {
      // read-only outside browsers
    }
    return '';
  };
  target.addEventListener('beforeunload', onBeforeUnload as EventListener);
  return () => target.removeEventListener('beforeunload', onBeforeUnload as EventListener);
}

/**
 * Blocks F5 and R and sets a beforeunload warning; returns the cleanup.
 * Used by the KYC processing state's fromCallback (doc 3 §2.6).
 */
export function blockReload(
  target: ListenerTarget | undefined = typeof window !== 'undefined' ? window : undefined,
): () => void {
  if (!target) return () => {};
  const onKey = (e: KeyboardEvent) => {
    if (isReloadKey(e)) {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  target.addEventListener('keydown', onKey as EventListener, { capture: true });
  const stopWarning = warnBeforeLeave(target);
  return () => {
    target.removeEventListener('keydown', onKey as EventListener, { capture: true });
    stopWarning();
  };
}

/** Calls `onActivity` on pointer, key, scroll and touch activity; returns the cleanup. */
export function listenForActivity(
  onActivity: () => void,
  target: ListenerTarget | undefined = typeof window !== 'undefined' ? window : undefined,
): () => void {
  if (!target) return () => {};
  const types = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'];
  const fn = () => onActivity();
  for (const t of types) target.addEventListener(t, fn, { passive: true });
  return () => {
    for (const t of types) target.removeEventListener(t, fn);
  };
}
