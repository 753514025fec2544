/**
 * The persisted flow snapshot (ARCHITECTURE.md "Persisted snapshots hold no PII", STACK.md
 * persistence caveats).
 *
 * Rather than XState's own snapshot (which would carry the application, the e-mail and child
 * actors, and does not survive every JSON round trip), the root actor's position is kept as a
 * small versioned record: ids, flags and flow position only. It is written to sessionStorage
 * on every change and read at boot; REFRESH_LOADING re-fetches everything else from the server.
 * A record of another version, or one that does not fit, is discarded.
 */
import type { RootContext, PersistedFlow } from '../machines/app-types';
import { closingOf, entryOf, type AppSnapshot } from '../machines/view/selectors';
import { PERSISTED_FLOW_VERSION } from '../services/persisted-flow';

// The record's format (type, parser, serializer) is services/persisted-flow.ts, read by the boot actor.
export {
  PERSISTED_FLOW_VERSION,
  parsePersistedFlow,
  serializePersistedFlow,
} from '../services/persisted-flow';

/** The flow region's state path of a snapshot value, e.g. 'individual.dob.editing'. */
export function flowPosition(value: unknown): string | null {
  const flow = (value as { flow?: unknown } | null)?.flow;
  const walk = (v: unknown): string[] => {
    if (typeof v === 'string') return [v];
    if (v && typeof v === 'object') {
      const [k, inner] = Object.entries(v as Record<string, unknown>)[0] ?? [];
      return k ? [k, ...walk(inner)] : [];
    }
    return [];
  };
  const parts = walk(flow);
  return parts.length ? parts.join('.') : null;
}

/** Builds the PII-free record from the root actor's context and state value. */
export function toPersistedFlow(context: RootContext, value: unknown): PersistedFlow {
  return {
    v: PERSISTED_FLOW_VERSION,
    applicationUid: context.applicationUid,
    furthestStep: context.furthestStep,
    sameAddress: { ...context.sameAddress },
    kind: context.kind
      ? { ApplicationType: context.kind.ApplicationType, AccountType: context.kind.AccountType }
      : null,
    startingNew: context.startingNew,
    trackingSent: context.trackingSent,
    position: flowPosition(value),
  };
}

/**
 * The record of a root snapshot (ARCHITECTURE.md "Persisted snapshots hold no PII"): on an entry
 * page the entry machine (machines/entry/) holds the flow's flags and position, so its context
 * is read over the root's and its state value is the position ('login.editing', as before the
 * entry was a child); after the wizard the closing machine's (machines/closing/) state value is
 * the position ('kycVerification.running', as before the closing screens were a child).
 */
export function persistedFlowOf(snapshot: AppSnapshot): PersistedFlow {
  const entry = entryOf(snapshot);
  if (entry)
    return toPersistedFlow({ ...snapshot.context, ...entry.context }, { flow: entry.value });
  const closing = closingOf(snapshot);
  return toPersistedFlow(snapshot.context, closing ? { flow: closing.value } : snapshot.value);
}
