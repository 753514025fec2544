/**
 * Display formats of doc 1 §9 / doc 3 §9: currency '$' or 'CAD ' prefix, '0,0.00', abbreviations
 * k, m, b, t, negatives in parentheses; dates shown MM/dd/y in English.
 *
 * Issue 24: through the platform's Intl for the language shown (src/i18n/t.ts `currentLocale`):
 * numbers (Intl.NumberFormat), dates and the date-of-birth fields' order (Intl.DateTimeFormat:
 * en-US month/day/year, es-US day/month/year), plural categories (Intl.PluralRules) and the
 * recurring day's ordinal ('5th' in English; Spanish names the day with its number, 'el día 5').
 * Phone numbers and addresses stay in their US formats.
 */
import { LOCALE_TAGS, type Locale } from './locales';
import { currentLocale } from './t';

const tagOf = (locale?: Locale) => LOCALE_TAGS[locale ?? currentLocale()];

/**
 * The Intl objects and derived values by key, each made once (issue 22: a formatter costs
 * milliseconds to create at 4× CPU, and the screens format on every render).
 */
const made = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

export type Currency = 'USD' | 'CAD';

/** The prefix shown before amounts: '$' or 'CAD ' (doc 3 §2.3). */
export const currencyPrefix = (c: Currency | undefined) => (c === 'CAD' ? 'CAD ' : '$');

/**
 * Formats dollars: formatMoney(1234.5) → '$1,234.50'; formatMoney(-5) → '($5.00)';
 * `{ decimals: 0 }` → '$1,235'; `{ abbreviate: true }` → '$5k', '$1.5m'.
 */
export function formatMoney(
  amount: number,
  opts: { currency?: Currency; decimals?: number; abbreviate?: boolean } = {},
): string {
  const prefix = currencyPrefix(opts.currency);
  const abs = Math.abs(amount);
  let body: string;
  if (opts.abbreviate && abs >= 1000) {
    const units: [number, string][] = [
      [1e12, 't'],
      [1e9, 'b'],
      [1e6, 'm'],
      [1e3, 'k'],
    ];
    const [div, suffix] = units.find(([d]) => abs >= d)!;
    const n = abs / div;
    body = `${Number.isInteger(n) ? n : n.toFixed(1).replace(/\.0$/, '')}${suffix}`;
  } else {
    const decimals = opts.decimals ?? 2;
    const tag = tagOf();
    body = once(
      `money:${tag}:${decimals}`,
      () =>
        new Intl.NumberFormat(tag, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }),
    ).format(abs);
  }
  return amount < 0 ? `(${prefix}${body})` : `${prefix}${body}`;
}

/**
 * 'yyyy-MM-dd' → 'MM/dd/yyyy' in English, 'dd/MM/yyyy' in Spanish (Intl.DateTimeFormat of the
 * locale, issue 24); null when not a date.
 */
export function formatIsoDate(iso: string | null | undefined, locale?: Locale): string | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!m) return null;
  const parts: Record<string, string> = { year: m[1]!, month: m[2]!, day: m[3]! };
  return dateFieldOrder(locale)
    .map((p) => parts[p])
    .join('/');
}

/**
 * The order of a date's fields in the locale (issue 24: the date-of-birth fields and their hints),
 * read from Intl.DateTimeFormat: ['month', 'day', 'year'] for en-US, ['day', 'month', 'year'] for es-US.
 */
export function dateFieldOrder(locale?: Locale): ('month' | 'day' | 'year')[] {
  const tag = tagOf(locale);
  const order = once(`dateOrder:${tag}`, () =>
    new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    })
      .formatToParts(new Date(Date.UTC(2000, 10, 30)))
      .map((p) => p.type)
      .filter((t): t is 'month' | 'day' | 'year' => t === 'month' || t === 'day' || t === 'year'),
  );
  return [...order];
}

/** A whole number in the locale's digits and grouping (Intl.NumberFormat): 200000 → '200,000'. */
export function formatNumber(n: number, locale?: Locale): string {
  const tag = tagOf(locale);
  return once(`number:${tag}`, () => new Intl.NumberFormat(tag)).format(n);
}

/** The plural category of `n` in the locale (Intl.PluralRules): 'one', 'other', … — picks a text's form. */
export function pluralCategory(n: number, locale?: Locale): Intl.LDMLPluralRule {
  const tag = tagOf(locale);
  return once(`plural:${tag}`, () => new Intl.PluralRules(tag)).select(n);
}

const EN_ORDINAL: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};

/**
 * The recurring day of the month as the locale says it (doc 3 §2.3; issue 24): English ordinals
 * from Intl.PluralRules({ type: 'ordinal' }) — '1st', '2nd', '3rd', '11th', '22nd'; Spanish days of
 * the month take the cardinal number ('el día 5'), so '5'.
 */
export function formatOrdinal(n: number, locale?: Locale): string {
  const l = locale ?? currentLocale();
  if (l !== 'en') return formatNumber(n, l);
  const ordinal = once('ordinal:en-US', () => new Intl.PluralRules('en-US', { type: 'ordinal' }));
  return `${n}${EN_ORDINAL[ordinal.select(n)]}`;
}
