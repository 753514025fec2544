/**
 * Fraud-prevention session id (doc 1 §4.6, §4.14, §9): the current timestamp (ms since the
 * epoch) followed by 20 random hex characters. A new id is made at start, on 'Resume
 * application' and after completion; it is sent as `sessionId` of the completion PATCH.
 */

/** Returns `${Date.now()}${20 hex}`; `now` and `random` are injectable for tests. */
export function newFraudSessionId(
  now: () => number = Date.now,
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const hex = Array.from(randomBytes(10), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${now()}${hex}`;
}

/** True when `id` has the doc 1 §9 shape (digits, then exactly 20 lowercase hex characters). */
export const isFraudSessionId = (id: string) => /^\d{10,}[0-9a-f]{20}$/.test(id);

/**
 * doc 1 §4.14, doc 3 §3 "a new id is read from the fraud script's page element (attribute
 * orderSessionId)" (issue 35 item 2): the attribute's value of the first element that carries it
 * under `root` (the broker's fraud script writes it), trimmed; null when no element has one (no
 * script, or it has not run yet) — the caller then makes its own id (`newFraudSessionId`).
 */
export function readPageFraudSessionId(
  root: ParentNode | undefined = typeof document !== 'undefined' ? document : undefined,
): string | null {
  // HTML attribute names are case-insensitive: [orderSessionId] matches ordersessionid too.
  const value = root?.querySelector('[orderSessionId]')?.getAttribute('orderSessionId')?.trim();
  return value ? value : null;
}
