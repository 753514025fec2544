/**
 * Save & exit modal (doc 1 §2.12): title, text, 'Save & Exit' and 'Continue Registration';
 * clicking outside dismisses it. Open while `ShellView.saveExitOpen`; the machine sends the CRM
 * event and leaves to PortalUrl on confirm. Loaded on demand (not in the first chunk).
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import { Modal } from '@mantine/core';
import { Button } from '../ui/button';
import type { ScreenEvent } from '../../machines/screen-contract';
import { t } from '../i18n/t';
import { LinkButton } from '../ui/parts';

export default function SaveExitModal({ send }: { send: (e: ScreenEvent) => void }) {
  return (
    <Modal
      opened
      onClose={() => send({ type: 'saveExit.cancel' })}
      title={t('saveExit.title')}
      centered
      radius="md"
      size="md"
    >
      <p className="w-modal-text">{t('saveExit.text')}</p>
      <div className="w-modal-actions">
        <Button onClick={() => send({ type: 'saveExit.confirm' })}>{t('saveExit.confirm')}</Button>
        <LinkButton onClick={() => send({ type: 'saveExit.cancel' })}>
          {t('saveExit.continue')}
        </LinkButton>
      </div>
    </Modal>
  );
}
