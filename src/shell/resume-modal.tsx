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

/** The texts of a continue-or-start-new modal (i18n keys; `warning` optional). */
export interface ResumeTexts {
  title: string;
  text: string;
  textNoDate: string;
  customer: string;
  resume: string;
  startNew: string;
  warning?: string;
}

/** doc 1 §2.12 "Resume application". */
const RESUME_TEXTS: ResumeTexts = {
  title: 'modals.resumeTitle',
  text: 'modals.resumeText',
  textNoDate: 'modals.resumeTextNoDate',
  customer: 'modals.resumeCustomer',
  resume: 'modals.resume',
  startNew: 'modals.startNew',
  warning: 'modals.startNewWarning',
};

/**
 * The continue-or-start-new modal: `resume` {createdOn, createdBy} of the open application;
 * `texts` the resume modal's by default (the assisted variant passes its own, doc 1 §2.12).
 */
export default function ResumeModal(props: {
  resume: { createdOn?: string | null; createdBy?: string | null } | undefined;
  send: (e: ScreenEvent) => void;
  texts?: ResumeTexts;
}) {
  const k = props.texts ?? RESUME_TEXTS;
  const date = formatIsoDate(props.resume?.createdOn ?? null);
  const owner = props.resume?.createdBy?.trim() || t(k.customer);
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      title={t(k.title)}
      centered
      radius="md"
    >
      <p className="w-modal-text">{date ? t(k.text, { date, owner }) : t(k.textNoDate)}</p>
      <div className="w-modal-actions">
        <Button onClick={() => props.send({ type: 'resume.resume' })}>{t(k.resume)}</Button>
        <LinkButton onClick={() => props.send({ type: 'resume.startNew' })}>
          {t(k.startNew)}
        </LinkButton>
      </div>
      {k.warning ? <p className="w-modal-note">{t(k.warning)}</p> : null}
    </Modal>
  );
}
