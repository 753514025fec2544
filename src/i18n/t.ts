/**
 * `t(key, vars)` — looks a dotted key up in the English catalogue (src/i18n/en.ts) and fills
 * `{{var}}` placeholders. A key that is not in the catalogue is returned as it is, so a missing
 * text is visible on screen (and a server message that is already a sentence passes through).
 *
 * Issue 11 (bundle budget): this module starts with `en` — the base texts (shell, entry screens,
 * page titles, every `apiErrors.*` and validation key) and the fragments the entry code shows itself
 * (network, agreement variants, PII, hand-over, support, upgrade/reset, sales). The fragments of later
 * screens (person, IRA, entity, equity, review, bank link, custodian, metal, funding edit, KYC) are
 * registered with `addTexts` by the screen modules that show them, so they travel in those screens'
 * chunks; a screen chunk is evaluated before the screen renders, so t() stays synchronous and no
 * key flashes. test/unit/i18n-split.test.ts checks that every screen imports the fragments it uses.
 */
import { en } from './en';

type Vars = Record<string, string | number | null | undefined>;
type Entry = string | readonly string[];

const flat = new Map<string, Entry>();
function flatten(node: Record<string, unknown>, prefix: string) {
  for (const [k, v] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string' || Array.isArray(v)) flat.set(key, v as Entry);
    else if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key);
  }
}

/**
 * Adds catalogue fragments (`{ namespace: { key: text } }`, e.g. `enKyc` of src/i18n/en-kyc.ts)
 * to the texts t() knows. Called at the top of the screen modules that show them; adding a
 * fragment again is harmless.
 */
export function addTexts(...fragments: readonly object[]): void {
  for (const f of fragments) flatten(f as Record<string, unknown>, '');
}

addTexts(en);

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

/** Every key registered so far: `en` and the fragments added by the screens loaded (for tests). */
export function catalogueKeys(): string[] {
  return [...flat.keys()];
}
