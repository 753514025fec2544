/**
 * The persisted flow record's format (ARCHITECTURE.md "Persisted snapshots hold no PII"): its
 * version, parser and serializer (the type PersistedFlow is services/actors/contracts.ts). The boot
 * actor (services/actors/app-actors.ts) reads it; inspector/persistence.ts builds it from the
 * root's context for the composition root to write.
 */
import { APPLICATION_TYPES } from './api/contract';
import type { AccountKind, PersistedFlow } from './actors/contracts';

export const PERSISTED_FLOW_VERSION = 1 as const;

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
