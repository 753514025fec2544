/**
 * A kind whose wizard does not exist yet (decision, doc 1 §2.8): a clear message and a way back
 * to the choice of account kind (`wizard.back`).
 */
import { Button } from '../src/ui/button';
import { t } from '../src/i18n/t';
import { IconClock } from '../src/ui/icons';
import { ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

export default function NotYetAvailable({ send }: ScreenProps) {
  return (
    <>
      <ScreenHeader
        icon={<IconClock />}
        title={t('notYetAvailable.title')}
        subtitle={t('notYetAvailable.text')}
      />
      <div className="w-actions">
        <Button onClick={() => send({ type: 'wizard.back' })}>
          {t('notYetAvailable.chooseAnother')}
        </Button>
      </div>
    </>
  );
}
