/**
 * Loading — LOADING, REFRESH_LOADING, /login/loading, /createAccount/loading (doc 1 §2.9): the
 * broker logo with a quote and its author while the application loads (doc 1 §2.3).
 */
import { t } from '../src/i18n/t';
import { BrokerLogo } from '../src/theme/logo';
import { themeFor } from '../src/theme/themes';
import type { ScreenProps } from './screen-props';

export default function Loading({ shell }: ScreenProps) {
  return (
    <div className="w-loading" role="status" aria-live="polite">
      <BrokerLogo
        name={shell.brokerName}
        emblem={themeFor(shell.theme).emblem}
        tone="light"
        height={48}
      />
      <span className="w-spinner" aria-hidden="true" />
      <h1 className="w-sr">{t('loading.text')}</h1>
      <p className="w-loading__text" aria-hidden="true">
        {t('loading.text')}
      </p>
      <figure className="w-quote">
        <blockquote>“{t('loading.quote')}”</blockquote>
        <figcaption>— {t('loading.author')}</figcaption>
      </figure>
    </div>
  );
}
