/**
 * The wizard's languages (issue 24: es-US beside en-US) and how the first one is chosen — pure
 * helpers with no texts, shared by the root machine, the browser entry and the server (welcome
 * page, mails). Spec: doc 1 §1 names English only; issue 24 adds Spanish (docs/decisions.md).
 */

/** A language the wizard has a catalogue for. */
export type Locale = 'en' | 'es';

/** Every locale, in the order the language switch lists them. */
export const LOCALES: readonly Locale[] = ['en', 'es'];

/** The BCP 47 tag of each locale (Intl, `<html lang>`, `hreflang`, Content-Language). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language's own name, shown by the switch in that language (WCAG 3.1.2 `lang` on it). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** localStorage key and cookie name of the chosen language. */
export const LOCALE_STORAGE_KEY = 'wizard.locale';

/** Type guard: a known locale code. */
export function isLocale(v: unknown): v is Locale {
  return v === 'en' || v === 'es';
}

/**
 * The locales a broker offers (issue 24): its settings' optional `Languages` (e.g. ['en']),
 * filtered to the known ones; absent or empty = every locale.
 */
export function offeredLocales(languages: readonly string[] | null | undefined): Locale[] {
  const known = (languages ?? []).map((l) => l.toLowerCase().slice(0, 2)).filter(isLocale);
  return known.length ? LOCALES.filter((l) => known.includes(l)) : [...LOCALES];
}

/**
 * The languages of an Accept-Language header (RFC 9110 §12.5.4), best first:
 * 'es-MX,es;q=0.9,en;q=0.8' → ['es-MX', 'es', 'en']. Entries with q=0 are dropped.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: (tag ?? '').trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((e) => e.tag && e.tag !== '*' && e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((e) => e.tag);
}

/**
 * The first language (issue 24): the one remembered (localStorage, cookie or the user's
 * profile) when offered, else the first of the browser's preferred languages
 * (navigator.languages / Accept-Language) the broker offers, else the first offered one.
 */
export function pickLocale(opts: {
  remembered?: string | null;
  preferred?: readonly string[];
  offered?: readonly Locale[];
}): Locale {
  const offered = opts.offered?.length ? opts.offered : LOCALES;
  if (isLocale(opts.remembered) && offered.includes(opts.remembered)) return opts.remembered;
  for (const tag of opts.preferred ?? []) {
    const base = tag.toLowerCase().slice(0, 2);
    if (isLocale(base) && offered.includes(base)) return base;
  }
  return offered[0] ?? 'en';
}
