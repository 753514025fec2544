/** Error page — '/error-page' (doc 1 §2.11, §8.1 errorPageTitle / errorPageText): 'Go back' to '/'. */
import { Button } from '../src/ui/button';
import { t } from '../src/i18n/t';
import { IconInfo } from '../src/ui/icons';
import { ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

export default function ErrorPage({ send }: ScreenProps) {
  return (
    <div className="w-center">
      <ScreenHeader icon={<IconInfo />} title={t('errorPageTitle')} subtitle={t('errorPageText')} />
      <Button onClick={() => send({ type: 'nav.home' })}>{t('common.goBack')}</Button>
    </div>
  );
}
