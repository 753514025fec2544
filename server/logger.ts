/**
 * The server's log line (issue 23: its own module, so server/auth, server/providers and the routes'
 * deps do not import each other for a type; server/routes/deps.ts re-exports it).
 */

/** A structured log line without PII: an event name and non-personal fields. */
export type Logger = (
  event: string,
  fields?: Record<string, string | number | boolean | null>,
) => void;
