/**
 * The uid check of every repository (issue 23: its own module, so server/db/persons.ts does not
 * import server/db/applications.ts, which reads the persons; applications.ts re-exports it).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True when `s` is a uid in the 8-4-4-4-12 hex form the API hands out. */
export const isUuid = (s: string) => UUID.test(s);
