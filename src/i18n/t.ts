/**
 * `t(key, vars)` — looks a dotted key up in the catalogue of the current locale and fills `{{var}}`
 * placeholders. A key that is not in the catalogue is returned as it is, so a missing text is
 * visible on screen (and a server message that is already a sentence passes through).
 *
 * Issue 11 (bundle budget): this module starts with `en` — the base texts (shell, entry screens,
 * page titles, every `apiErrors.*` and validation key) and the fragments the entry code shows itself.
 * The fragments of later screens are registered by the screen modules that show them, so they travel
 * apart from the entry chunk; t() stays synchronous because a screen renders only once its texts are
 * in (`textsReady`, awaited by the screen loader of src/screen-outlet.tsx).
 *
 * Issue 24 (es-US beside en-US): one catalogue per locale. `registerTexts('kyc', …)` (a screen
 * module's top level) names a fragment of src/i18n/fragments.ts; only the current locale's file is
 * fetched, so a Spanish session never downloads the English screen texts. `loadLocale` fetches a
 * locale's base (src/i18n/es.ts) and every fragment registered so far; `setLocale` switches once
 * they are in, and `<html lang>` follows (`applyDocumentLocale`).
 */
import { en } from './en';
import { FRAGMENTS, type FragmentId } from './fragments';

import { LOCALE_TAGS, type Locale } from './locales';

export { isLocale, LOCALES, LOCALE_TAGS, type Locale } from './locales';

type Vars = Record<string, string | number | null | undefined>;
type Entry = string | readonly string[];

const catalogues: Record<Locale, Map<string, Entry>> = { en: new Map(), es: new Map() };
let current: Locale = 'en';
let flat = catalogues.en;

function flatten(into: Map<string, Entry>, node: Record<string, unknown>, prefix: string) {
  for (const [k, v] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string' || Array.isArray(v)) into.set(key, v as Entry);
    else if (v && typeof v === 'object') flatten(into, v as Record<string, unknown>, key);
  }
}

/**
 * Adds catalogue fragments (`{ namespace: { key: text } }`, e.g. `enKyc` of src/i18n/en-kyc.ts)
 * to the English texts t() knows (tests and tools; screens use `registerTexts`). Adding a fragment
 * again is harmless.
 */
export function addTexts(...fragments: readonly object[]): void {
  addLocaleTexts('en', ...fragments);
}

/** Adds fragments to the catalogue of `locale` (issue 24; the server's renderer adds `es` this way). */
export function addLocaleTexts(locale: Locale, ...fragments: readonly object[]): void {
  for (const f of fragments) flatten(catalogues[locale], f as Record<string, unknown>, '');
}

addTexts(en);

/** The locale t() reads now (issue 24). */
export function currentLocale(): Locale {
  return current;
}

/** Fragments the loaded modules asked for, and what is loaded (or loading) per locale. */
const registered = new Set<FragmentId>();
const loaded: Record<Locale, Map<string, Promise<void>>> = { en: new Map(), es: new Map() };
const baseLoaders: Record<Locale, () => Promise<object>> = {
  en: async () => en,
  es: () => import('./es').then((m) => m.es),
};

function loadPart(locale: Locale, id: FragmentId | 'base'): Promise<void> {
  let p = loaded[locale].get(id);
  if (!p) {
    const load = id === 'base' ? baseLoaders[locale] : FRAGMENTS[id][locale];
    p = load().then(
      (texts) => addLocaleTexts(locale, texts),
      (err: unknown) => {
        loaded[locale].delete(id); // a failed fetch (offline) is tried again next time
        throw err;
      },
    );
    loaded[locale].set(id, p);
  }
  return p;
}

/**
 * A screen module's texts (issue 24): called at its top level with the fragments it shows
 * (src/i18n/fragments.ts). Starts fetching them in the current locale; `textsReady()` settles
 * when they are in. A later switch fetches them in the new locale too (`loadLocale`).
 */
export function registerTexts(...ids: readonly FragmentId[]): void {
  for (const id of ids) {
    registered.add(id);
    void loadPart(current, id).catch(() => {});
  }
}

/** Settles when every registered fragment of the current locale is in (src/screen-outlet.tsx). */
export async function textsReady(): Promise<void> {
  await Promise.all([...registered].map((id) => loadPart(current, id)));
}

/**
 * Fetches `locale`'s base catalogue and every fragment registered so far (issue 24: a switch
 * loads what is missing before it re-renders). Rejects when a chunk could not be fetched.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([
    loadPart(locale, 'base'),
    ...[...registered].map((id) => loadPart(locale, id)),
  ]);
}

/**
 * Makes `locale` the one t() reads and sets `<html lang>` (issue 24). Call after `loadLocale`
 * (the root machine's `loadLocale` actor does both); synchronous so a render never mixes locales.
 */
export function setLocale(locale: Locale): void {
  current = locale;
  flat = catalogues[locale];
  applyDocumentLocale(locale);
}

/** `<html lang="es-US">` for the locale shown (issue 24; WCAG 3.1.1). No-op outside a browser. */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[locale];
}

/** Fills `{{name}}` placeholders; unknown names are left visible. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => {
    const v = vars[name];
    return v === undefined || v === null ? m : String(v);
  });
}

/** True when the catalogue holds `key`. */
export function hasKey(key: string): boolean {
  return flat.has(key);
}

/**
 * Translates `key` (e.g. 'fields.errors.validation.ssnNotValid', 'apiErrors.NetworkError').
 * `key?name=value&…` fills the key's placeholders from the query (a server-derived value); a
 * value that is itself a catalogue key is translated (doc 3 §5 amount messages' `{{type}}`).
 * A missing key falls back to `vars.defaultValue` (e.g. the server's own Message, see
 * `ScreenView.errorFallbacks`), else comes back unchanged — visible, never an empty string.
 */
export function t(key: string, vars?: Vars): string {
  // A key may carry its values: 'apiErrors.TooManyRequests?seconds=30' (services/api/error-map.ts).
  const q = key.indexOf('?');
  if (q > 0 && !flat.has(key) && flat.has(key.slice(0, q))) {
    // A value that is itself a catalogue key is translated ('type=fundAmount.typeWire').
    const params = Object.fromEntries(
      [...new URLSearchParams(key.slice(q + 1))].map(([n, v]) => [n, flat.has(v) ? t(v) : v]),
    );
    return t(key.slice(0, q), { ...params, ...vars });
  }
  const v = flat.get(key);
  if (typeof v === 'string') return interpolate(v, vars);
  if (Array.isArray(v)) return v.join(' ');
  const fallback = vars?.defaultValue;
  if (typeof fallback === 'string' && fallback) return fallback;
  return interpolate(key, vars);
}

/** A list entry of the catalogue (bullet texts); empty when the key is missing. */
export function tList(key: string): readonly string[] {
  const v = flat.get(key);
  return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}

/** Every key of the current locale registered so far (for tests). */
export function catalogueKeys(): string[] {
  return [...flat.keys()];
}
