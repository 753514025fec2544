/**
 * Issue 24: choosing the language (src/i18n/locales.ts), one catalogue per locale in t()
 * (src/i18n/t.ts), and the Intl formats of src/i18n/format.ts in each language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { offeredLocales, parseAcceptLanguage, pickLocale } from '../../src/i18n/locales';
import {
  dateFieldOrder,
  formatIsoDate,
  formatMoney,
  formatNumber,
  formatOrdinal,
  pluralCategory,
} from '../../src/i18n/format';
import { addLocaleTexts, currentLocale, setLocale, t } from '../../src/i18n/t';

afterEach(() => setLocale('en'));

describe('the first language (issue 24)', () => {
  it('reads Accept-Language by quality, dropping q=0 and *', () => {
    expect(parseAcceptLanguage('en;q=0.5, es-MX, es;q=0.9, fr;q=0, *')).toEqual([
      'es-MX',
      'es',
      'en',
    ]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });

  it('remembered beats the browser, the browser beats the default, the broker restricts both', () => {
    expect(pickLocale({ remembered: 'es', preferred: ['en-US'] })).toBe('es');
    expect(pickLocale({ preferred: ['fr-FR', 'es-419', 'en'] })).toBe('es');
    expect(pickLocale({ preferred: ['fr-FR'] })).toBe('en');
    expect(pickLocale({ remembered: 'es', preferred: ['es'], offered: ['en'] })).toBe('en');
    expect(pickLocale({ remembered: 'xx', preferred: ['es'] })).toBe('es');
    expect(offeredLocales(undefined)).toEqual(['en', 'es']);
    expect(offeredLocales(['es'])).toEqual(['es']);
    expect(offeredLocales(['de'])).toEqual(['en', 'es']);
  });
});

describe('t() per locale (issue 24)', () => {
  it('reads the current locale’s catalogue; switching back shows English again', () => {
    addLocaleTexts('es', { common: { continue: 'Continuar' } });
    expect(t('common.continue')).toBe('Continue');
    setLocale('es');
    expect(currentLocale()).toBe('es');
    expect(t('common.continue')).toBe('Continuar');
    // A key the Spanish catalogue lacks shows the key, never the English sentence.
    expect(t('common.back')).toBe('common.back');
    setLocale('en');
    expect(t('common.continue')).toBe('Continue');
  });
});

describe('Intl formats per locale (issue 24)', () => {
  it('numbers and money, dates and the date fields’ order', () => {
    expect(formatNumber(200000, 'en')).toBe('200,000');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-5)).toBe('($5.00)');
    setLocale('es');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatIsoDate('1990-04-07')).toBe('07/04/1990');
    expect(dateFieldOrder()).toEqual(['day', 'month', 'year']);
    setLocale('en');
    expect(formatIsoDate('1990-04-07')).toBe('04/07/1990');
    expect(dateFieldOrder()).toEqual(['month', 'day', 'year']);
  });

  it('ordinals of the recurring day and plural categories', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map((n) => formatOrdinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
    expect(formatOrdinal(5, 'es')).toBe('5');
    expect(pluralCategory(1, 'es')).toBe('one');
    expect(pluralCategory(2, 'es')).toBe('other');
  });
});
