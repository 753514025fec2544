/**
 * The phone hand-off page's path (issue 9; machines/kyc/handoff.machine.ts): its prefix and token,
 * apart from the machine so the entry code (the root's boot, the entry helpers) reads a path
 * without holding the hand-off machine (issue 11 bundle budget).
 */
/** The page's path prefix; the token follows it (`/kyc/handoff/{token}`). */
export const HANDOFF_PATH_PREFIX = '/kyc/handoff/';

/** The token of a hand-off page's path, or null ('/kyc/handoff/abc' → 'abc'). */
export function handoffTokenOf(path: string | null | undefined): string | null {
  if (!path?.startsWith(HANDOFF_PATH_PREFIX)) return null;
  const token = path.slice(HANDOFF_PATH_PREFIX.length).replace(/\/+$/, '');
  return /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : null;
}

/** Whether a path is a hand-off page (with or without a token). */
export const isHandoffPath = (path: string | null | undefined): boolean =>
  path === HANDOFF_PATH_PREFIX.slice(0, -1) || !!path?.startsWith(HANDOFF_PATH_PREFIX);
