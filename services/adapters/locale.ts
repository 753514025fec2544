/**
 * The browser side of the language (issue 24): the texts through src/i18n/t.ts, the choice kept
 * in localStorage (this browser's next visit) and in a cookie (the server renders the welcome page
 * in it, server/http/prerender.ts — no flash of English), and the first choice of a visit.
 */
import { loadLocale, setLocale } from '../../src/i18n/t';
import { isLocale, LOCALE_STORAGE_KEY, pickLocale, type Locale } from '../../src/i18n/locales';
import type { LocaleAdapter } from '../actors/app-actors';
import type { ApiClient } from '../api/client';

/** One year: the cookie outlives the session like the localStorage entry. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language remembered by this browser (localStorage, else the cookie), or null. */
export function rememberedLocale(): string | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // storage disabled: the cookie may still say
  }
  if (typeof document === 'undefined') return null;
  const m = new RegExp(`(?:^|;\\s*)${LOCALE_STORAGE_KEY}=([a-z]{2})`).exec(document.cookie);
  return m?.[1] ?? null;
}

/** Stores the choice in localStorage and the cookie the server reads (issue 24). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage disabled: the cookie still carries it
  }
  if (typeof document !== 'undefined')
    document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * The language a page opens in (issue 24): `?lang=`, else remembered, else the first of navigator.languages the
 * broker offers (its settings' `Languages`), else the first offered — the choice the server
 * made from the same cookie and Accept-Language for the page it rendered.
 */
export function initialLocale(offered: readonly Locale[]): Locale {
  // The switch's link target (`?lang=es`, opened without script or in a new tab) wins, and stays.
  const asked =
    typeof location !== 'undefined' ? new URLSearchParams(location.search).get('lang') : null;
  if (isLocale(asked) && offered.includes(asked)) {
    rememberLocale(asked);
    return asked;
  }
  const preferred = typeof navigator !== 'undefined' ? [...(navigator.languages ?? [])] : [];
  return pickLocale({ remembered: rememberedLocale(), preferred, offered });
}

/** The adapter the root's `locale` region uses in the browser. */
export function browserLocale(api?: Pick<ApiClient, 'getUserLanguage'>): LocaleAdapter {
  return {
    load: loadLocale,
    apply: setLocale,
    remember: rememberLocale,
    saved: api ? () => api.getUserLanguage() : undefined,
  };
}
