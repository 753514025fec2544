/**
 * Old-portal redirect modal (doc 1 §2.12, §4.3): 'You already have user on old registration
 * portal and you will be redirected'. No buttons: the machine (state with `meta.modal`
 * 'oldPortal') encrypts the e-mail and leaves for the old portal while it is shown.
 */
import '../ui/modal-styles';
import { Modal } from '@mantine/core';
import { t } from '../i18n/t';

export default function OldPortalModal() {
  return (
    <Modal
      opened
      onClose={() => {}}
      title={t('modals.oldPortalTitle')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      radius="md"
    >
      <p className="w-modal-text" role="alert">
        {t('modals.oldPortal')}
      </p>
    </Modal>
  );
}
