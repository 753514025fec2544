/**
 * The language of an API request (issue 24, issue 35 item 11): the first language of its
 * Accept-Language header the wizard has ('en' or 'es'), else English. The wizard's API client
 * sends its current language there (services/api/client.ts `getLanguage`), a browser its own.
 * Answers that depend on it carry `Vary: Accept-Language` (shared caches keep one per language).
 */
import type { Context } from 'hono';
import { parseAcceptLanguage, pickLocale, type Locale } from '../../src/i18n/locales';

/** 'es' or 'en' for `c`'s Accept-Language; sets `Vary: Accept-Language` on the answer. */
export function requestLanguage(c: Context): Locale {
  c.header('Vary', 'Accept-Language', { append: true });
  return pickLocale({ preferred: parseAcceptLanguage(c.req.header('Accept-Language')) });
}
