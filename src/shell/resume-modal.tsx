/**
 * Resume application modal (doc 1 §2.12, §4.6): 'Resume application' (`resume.resume`) or
 * 'Start a new application' (`resume.startNew`) with the overwrite warning; shows the start date
 * and 'by' the owner, or 'customer' when the owner is empty. Loaded on demand.
 */
import '../ui/modal-styles';
import { Modal } from '@mantine/core';
import { Button } from '../ui/button';
import type { ScreenEvent } from '../../machines/screen-contract';
import { formatIsoDate } from '../i18n/format';
import { t } from '../i18n/t';
import { LinkButton } from '../ui/parts';

export default function ResumeModal(props: {
  resume: { createdOn?: string | null; createdBy?: string | null } | undefined;
  send: (e: ScreenEvent) => void;
}) {
  const date = formatIsoDate(props.resume?.createdOn ?? null);
  const owner = props.resume?.createdBy?.trim() || t('modals.resumeCustomer');
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      title={t('modals.resumeTitle')}
      centered
      radius="md"
    >
      <p className="w-modal-text">
        {date ? t('modals.resumeText', { date, owner }) : t('modals.resumeTextNoDate')}
      </p>
      <div className="w-modal-actions">
        <Button onClick={() => props.send({ type: 'resume.resume' })}>{t('modals.resume')}</Button>
        <LinkButton onClick={() => props.send({ type: 'resume.startNew' })}>
          {t('modals.startNew')}
        </LinkButton>
      </div>
      <p className="w-modal-note">{t('modals.startNewWarning')}</p>
    </Modal>
  );
}
