/**
 * A message modal with one OK button (doc 1 §2.5 error modal, doc 3 §2.6 submission error).
 * Rendered only while the machine is in the modal state; closing sends the given event.
 */
import './modal-styles';
import { Modal } from '@mantine/core';
import { Button } from './button';
import { t } from '../i18n/t';

export function MessageModal(props: {
  title: string;
  message: string;
  onClose: () => void;
  buttonLabel?: string;
  /** Escape, a click outside or the close icon; absent: onClose (the button's). */
  onDismiss?: () => void;
}) {
  return (
    <Modal
      opened
      onClose={props.onDismiss ?? props.onClose}
      title={props.title}
      centered
      radius="md"
    >
      <p className="w-modal-text" role="alert">
        {props.message}
      </p>
      <div className="w-modal-actions w-modal-actions--end">
        <Button onClick={props.onClose}>{props.buttonLabel ?? t('common.ok')}</Button>
      </div>
    </Modal>
  );
}
