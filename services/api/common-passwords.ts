/**
 * The common-password rule beside the spec's password rule (doc 1 §5; issue 12), shared by the
 * client and the server. The list is the ranked list of about 49 000 common passwords of the
 * maintained package @zxcvbn-ts/language-common; only the server holds it
 * (server/passwords/common-list.ts). The client asks the server by k-anonymity range (issue 11, as
 * Have I Been Pwned's range API): GET /v2/users/passwords/common-range/{prefix} with the first
 * `COMMON_RANGE_PREFIX` hex characters of the SHA-256 of a lookup form answers the other hex
 * characters of every listed password in that bucket (services/api/common-password-check.ts).
 *
 * A password is refused when, lower-cased and without the symbols at its ends, it is on the list:
 * 'Password123!' (password123), 'Qwerty123!' (qwerty123) and 'Welcome1!' (welcome1) are refused;
 * the decorations people add to pass composition rules do not make a listed password safe.
 *
 * `isCommonPassword` is synchronous so the zod rule stays synchronous: on the server it reads the
 * installed list; on the client it reads the verdicts of finished range lookups and answers false
 * for a password not looked up yet (the server still refuses such a password, PasswordIsInvalid).
 */

/** Hex characters of the SHA-256 sent to the range endpoint (16³ = 4096 buckets, ~12 passwords each). */
export const COMMON_RANGE_PREFIX = 3;

let blocklist: ReadonlySet<string> | null = null;
/** Client: lookup form → listed, from finished range lookups (bounded; memory only, never persisted). */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 64;

/** Server: installs the list (lookup forms, lower-cased). */
export function installCommonPasswords(list: Iterable<string>): void {
  blocklist = new Set(list);
}

/** True once the list is installed (server) . */
export const commonPasswordsLoaded = (): boolean => blocklist !== null;

/** The forms a password is looked up in: lower-cased, and also without symbols at its ends. */
export function commonPasswordForms(password: string): string[] {
  const lower = password.trim().toLowerCase();
  const bare = lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  return bare && bare !== lower ? [lower, bare] : [lower];
}

/** Lower-case hex SHA-256 of the UTF-8 text (WebCrypto: browsers and Node ≥ 20). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Client: records the range lookup's verdict for one lookup form (see `commonPasswordForms`). */
export function rememberCommonVerdict(form: string, listed: boolean): void {
  if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value as string);
  verdicts.set(form, listed);
}

/**
 * The verdict for a password: true (listed), false (not listed) or undefined (not known yet: the
 * client has not finished its range lookups for every form).
 */
export function commonPasswordVerdict(password: string): boolean | undefined {
  const list = blocklist;
  const forms = commonPasswordForms(password);
  if (list) return forms.some((p) => list.has(p));
  let unknown = false;
  for (const f of forms) {
    const v = verdicts.get(f);
    if (v === true) return true;
    if (v === undefined) unknown = true;
  }
  return unknown ? undefined : false;
}

/** True when the password is a listed common password (see the module comment); false while unknown. */
export function isCommonPassword(password: string): boolean {
  return commonPasswordVerdict(password) === true;
}
