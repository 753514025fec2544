/**
 * The language switch of the page footer (issue 24): on every page, a link per language the
 * broker offers — each named in its own language (`lang`, WCAG 3.1.2) with the `hreflang` of its
 * target — and the current one marked `aria-current`. A click (or Enter) sends `locale.set` to the
 * root machine, which loads the texts and re-renders the same step with what was typed; the link's
 * own target (`?lang=es`) is what a page without script (or a new tab) opens.
 */
import type { MouseEvent } from 'react';
import type { ScreenEvent } from '../../machines/screen-contract';
import { LOCALE_NAMES, LOCALE_TAGS, type Locale } from '../i18n/locales';
import { t } from '../i18n/t';

/** `?lang=<locale>` on the current address (the server and src/main.tsx read it). */
function hrefOf(locale: Locale): string {
  if (typeof location === 'undefined') return `?lang=${locale}`;
  const q = new URLSearchParams(location.search);
  q.set('lang', locale);
  return `${location.pathname}?${q}`;
}

export function LanguageSwitch(props: {
  locale?: Locale;
  locales?: readonly Locale[];
  send: (e: ScreenEvent) => void;
}) {
  const current = props.locale ?? 'en';
  if (!props.locales || props.locales.length < 2) return null;
  return (
    <nav className="w-lang" aria-label={t('shell.languageNav')} data-testid="language-switch">
      <ul className="w-lang__list">
        {props.locales.map((locale) =>
          locale === current ? (
            <li key={locale}>
              <span className="w-lang__current" lang={LOCALE_TAGS[locale]} aria-current="true">
                {LOCALE_NAMES[locale]}
              </span>
            </li>
          ) : (
            <li key={locale}>
              <a
                className="w-lang__link"
                href={hrefOf(locale)}
                hrefLang={LOCALE_TAGS[locale]}
                lang={LOCALE_TAGS[locale]}
                onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                  e.preventDefault();
                  props.send({ type: 'locale.set', locale });
                }}
              >
                {LOCALE_NAMES[locale]}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
