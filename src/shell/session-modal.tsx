/**
 * Inactivity / refresh-session modal (doc 1 §2.12, §4.9): the inactivity text and a confirm
 * button (`session.confirm`); closing it confirms too. Open while `ShellView.sessionPromptOpen`.
 */
import '../ui/modal-styles';
import { Modal } from '@mantine/core';
import { Button } from '../ui/button';
import type { ScreenEvent } from '../../machines/screen-contract';
import { t } from '../i18n/t';

export default function SessionModal({ send }: { send: (e: ScreenEvent) => void }) {
  return (
    <Modal
      opened
      onClose={() => send({ type: 'session.confirm' })}
      title={t('modals.inactivityTitle')}
      centered
      radius="md"
    >
      <p className="w-modal-text" role="alert">
        {t('modals.inactivity')}
      </p>
      <div className="w-modal-actions w-modal-actions--end">
        <Button onClick={() => send({ type: 'session.confirm' })}>
          {t('modals.inactivityConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
