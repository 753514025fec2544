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
import type { AccountKind, AppContext, PersistedFlow } from '../machines/app-types';
import { APPLICATION_TYPES } from '../services/api/contract';

export const PERSISTED_FLOW_VERSION = 1 as const;

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
export function toPersistedFlow(context: AppContext, value: unknown): PersistedFlow {
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

const isStrOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
const UID = /^[0-9a-fA-F-]{1,64}$/;
const STEP_ID = /^[A-Za-z][A-Za-z0-9]{0,40}$/;

function parseKind(v: unknown): AccountKind | null | undefined {
  if (v === null) return null;
  if (!v || typeof v !== 'object') return undefined;
  const k = v as Record<string, unknown>;
  if (!(APPLICATION_TYPES as readonly unknown[]).includes(k.ApplicationType)) return undefined;
  if (!isStrOrNull(k.AccountType)) return undefined;
  return {
    ApplicationType: k.ApplicationType as AccountKind['ApplicationType'],
    AccountType: k.AccountType,
  };
}

/**
 * Parses a stored record; null when missing, of another version or malformed. Only the
 * whitelisted fields survive, so nothing else stored under the key can leak into the machine.
 */
export function parsePersistedFlow(raw: string | null | undefined): PersistedFlow | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const r = v as Record<string, unknown>;
  if (r.v !== PERSISTED_FLOW_VERSION) return null;
  if (!isStrOrNull(r.applicationUid) || (r.applicationUid !== null && !UID.test(r.applicationUid)))
    return null;
  if (!isStrOrNull(r.furthestStep) || (r.furthestStep !== null && !STEP_ID.test(r.furthestStep)))
    return null;
  const kind = parseKind(r.kind);
  if (kind === undefined) return null;
  if (typeof r.startingNew !== 'boolean' || typeof r.trackingSent !== 'boolean') return null;
  if (
    !isStrOrNull(r.position) ||
    (r.position !== null && !/^[A-Za-z0-9_.]{1,200}$/.test(r.position))
  )
    return null;
  return {
    v: PERSISTED_FLOW_VERSION,
    applicationUid: r.applicationUid,
    furthestStep: r.furthestStep,
    sameAddress: parseSameAddress(r.sameAddress),
    kind,
    startingNew: r.startingNew,
    trackingSent: r.trackingSent,
    position: r.position,
  };
}

/** Only the person slots' booleans of a stored same-address record survive. */
function parseSameAddress(v: unknown): PersistedFlow['sameAddress'] {
  if (!v || typeof v !== 'object') return {};
  const out: Record<string, boolean> = {};
  for (const slot of ['main', 'secondary', 'minor'] as const) {
    const b = (v as Record<string, unknown>)[slot];
    if (typeof b === 'boolean') out[slot] = b;
  }
  return out;
}

export const serializePersistedFlow = (p: PersistedFlow) => JSON.stringify(p);
