/**
 * RESET_SENT '/reset-sent' (doc 1 §2.6): instructions and a customer-service mailto link using the
 * broker's support e-mail (`data.supportEmail`).
 */
import { Button } from '../src/ui/button';
import { t } from '../src/i18n/t';
import { tNodes } from '../src/i18n/t-nodes';
import { IconEnvelope } from '../src/ui/icons';
import { ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

export default function ResetSent({ view, send }: ScreenProps) {
  const email = typeof view.data.supportEmail === 'string' ? view.data.supportEmail : '';
  return (
    <>
      <ScreenHeader
        icon={<IconEnvelope />}
        title={t('resetSent.title')}
        subtitle={t('resetSent.text')}
      />
      <p className="w-body">
        {tNodes('resetSent.help', {
          support: email ? (
            <a href={`mailto:${email}`}>{t('resetSent.support')}</a>
          ) : (
            t('resetSent.support')
          ),
        })}
      </p>
      <div className="w-actions">
        <Button variant="default" onClick={() => send({ type: 'wizard.back' })}>
          {t('resetSent.backToLogin')}
        </Button>
      </div>
    </>
  );
}
