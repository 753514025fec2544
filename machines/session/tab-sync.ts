/**
 * Which tabs join the session of the other tabs at boot (doc 1 §4.9 one session per browser). The
 * tab-sync transport (Web Locks, BroadcastChannel, the refresh protocol) is an adapter:
 * services/adapters/tab-sync.ts (issue 23); the root invokes its `tabSync` actor.
 */
import type { FlowMode } from '../entry/entry-gate';

/**
 * Whether a tab opened at `initialPath` in the entry gate's `mode` asks the other tabs for their
 * session at boot: not on the phone hand-off page (issue 9), not at the reset link
 * ('/reset-password?rpt=…', doc 1 §2.6), and not in the modes that bring their own identity — a
 * sales agent's entry (assisted), an invited customer's link (invitation) and the portal's
 * upgrade link (doc 1 §2.9–§2.10, §4.2, §4.11). The mode is the gate's (machines/entry/entry-gate.ts):
 * the credentials of those links are stripped from the query before the machine starts, so the
 * query itself cannot tell.
 */
export function joinsTabSession(initialPath: string, mode: Pick<FlowMode, 'kind'>): boolean {
  if (initialPath.startsWith('/kyc/handoff') || initialPath === '/reset-password') return false;
  return mode.kind === 'normal' || mode.kind === 'aip';
}
