/**
 * RESET_SUCCESSFUL_PAGE '/reset-successful' (doc 1 §2.6): the password was changed; its button
 * (`wizard.submit`) goes to LOGIN_PATH (BASE when no username is known yet, doc 1 §2.5).
 */
import { Button } from '../src/ui/button';
import { t } from '../src/i18n/t';
import { IconCheck } from '../src/ui/icons';
import { ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

export default function ResetSuccessful({ send }: ScreenProps) {
  return (
    <div className="w-center">
      <ScreenHeader
        icon={<IconCheck />}
        title={t('resetPassword.successTitle')}
        subtitle={t('resetPassword.successText')}
      />
      <div className="w-actions">
        <Button onClick={() => send({ type: 'wizard.submit', values: {} })}>
          {t('resetPassword.toLogin')}
        </Button>
      </div>
    </div>
  );
}
