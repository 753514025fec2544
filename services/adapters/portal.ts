/**
 * Leaving the wizard (doc 1 §2.12 save & exit, doc 3 §2.6 'Go to my account'): the only
 * place that touches window.location.
 */

export interface PortalAdapter {
  /** Replaces the current page with `url` (the broker's portal). */
  leaveTo(url: string): void;
  /** Closes the window when the script may (one the back office opened; doc 1 §2.12 save & close 'exit'). */
  closeWindow?(): void;
}

/** The browser implementation. */
export const browserPortal: PortalAdapter = {
  leaveTo(url) {
    window.location.assign(url);
  },
  closeWindow() {
    window.close();
  },
};

/** Joins PortalUrl and a suffix such as '?flow=regular' (doc 3 §2.6). */
export function portalUrl(base: string, suffix = '?flow=regular'): string {
  const b = base.replace(/\/+$/, '');
  if (suffix.startsWith('?') && b.includes('?')) return `${b}&${suffix.slice(1)}`;
  return `${b}${suffix}`;
}

/** A recorder for tests: keeps the URLs instead of leaving. */
export function recordingPortal(): PortalAdapter & { visited: string[] } {
  const visited: string[] = [];
  return { visited, leaveTo: (url) => void visited.push(url) };
}
