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
