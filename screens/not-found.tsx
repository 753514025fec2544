/** Not-found page — '/not-found' (doc 1 §2.11, §8.1 pageNotFound / pageNotFoundError): 'Go back' to '/'. */
import { Button } from '../src/ui/button';
import { t } from '../src/i18n/t';
import { ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

export default function NotFound({ send }: ScreenProps) {
  return (
    <div className="w-center">
      <p className="w-bigcode" aria-hidden="true">
        404
      </p>
      <ScreenHeader title={t('pageNotFound')} subtitle={t('pageNotFoundError')} />
      <Button onClick={() => send({ type: 'nav.home' })}>{t('common.goBack')}</Button>
    </div>
  );
}
