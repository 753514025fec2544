/**
 * Error page — '/error-page' (doc 1 §2.11, §8.1 errorPageTitle / errorPageText): 'Go back' to '/',
 * and 'Download support snapshot' (issue 13; src/support.tsx) for a bug report.
 */
import { Button } from '../src/ui/button';
import { t } from '../src/i18n/t';
import { IconInfo } from '../src/ui/icons';
import { LinkButton, ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';
import { useSupport } from '../src/support';

export default function ErrorPage({ send }: ScreenProps) {
  const support = useSupport();
  return (
    <div className="w-center">
      <ScreenHeader icon={<IconInfo />} title={t('errorPageTitle')} subtitle={t('errorPageText')} />
      <Button onClick={() => send({ type: 'nav.home' })}>{t('common.goBack')}</Button>
      {support ? (
        <p>
          <LinkButton onClick={() => support.downloadSnapshot()}>
            {t('support.download')}
          </LinkButton>
        </p>
      ) : null}
    </div>
  );
}
