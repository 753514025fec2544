/**
 * The common-password blocklist beside the spec's password rule (doc 1 §5; issue 12): the ranked
 * list of about 49 000 common passwords of the maintained package @zxcvbn-ts/language-common.
 *
 * A password is refused when, lower-cased and without the symbols at its ends, it is on the list:
 * 'Password123!' (password123), 'Qwerty123!' (qwerty123) and 'Welcome1!' (welcome1) are refused;
 * the decorations people add to pass composition rules do not make a listed password safe.
 *
 * The list (~400 kB) is loaded on demand as its own chunk: `loadCommonPasswords()` (the create-
 * account and set-password screens start it when they show; the server awaits it before any
 * request, server/app.ts). `isCommonPassword` is synchronous so the zod rule stays synchronous;
 * until the list has arrived it answers false (the server still refuses such a password).
 */
let blocklist: ReadonlySet<string> | null = null;
let loading: Promise<void> | null = null;

/** Loads the list once; later calls answer the same promise (a failed load is tried again next time). */
export function loadCommonPasswords(): Promise<void> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => {
      blocklist = new Set(dictionary['passwords-common']);
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** True once the list is loaded. */
export const commonPasswordsLoaded = (): boolean => blocklist !== null;

/** The forms a password is looked up in: lower-cased, and also without symbols at its ends. */
export function commonPasswordForms(password: string): string[] {
  const lower = password.trim().toLowerCase();
  const bare = lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  return bare && bare !== lower ? [lower, bare] : [lower];
}

/** True when the password is a listed common password (see the module comment); false before the list is loaded. */
export function isCommonPassword(password: string): boolean {
  const list = blocklist;
  if (!list) return false;
  return commonPasswordForms(password).some((p) => list.has(p));
}
