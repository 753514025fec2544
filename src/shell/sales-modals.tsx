/**
 * The sales-assisted and invitation modals (doc 1 §2.10, §2.12, §8.3), loaded on demand:
 * - `assistedContinue`: CreatedOn and CreatedBy ('customer' when empty); 'Continue application'
 *   (`resume.resume`) or 'Start new application' (`resume.startNew`).
 * - `invitationSent`: the invitation went to the customer's e-mail; 'Ok, return to back office'
 *   (`modal.confirm`).
 * - `invitationError`: the invitation's error (acceptance → then BASE; or the agent's send), OK.
 * - the save & close modal (ShellView.saveClose): 'saved' with 'exit' (`saveClose.exit`) and
 *   'continue' (`saveClose.continue`); 'failed' with the spec's text and 'close'.
 */
import '../ui/modal-styles';
import { Modal } from '@mantine/core';
import type { ModalId, ScreenEvent } from '../../machines/screen-contract';
import { t } from '../i18n/t';
import ResumeModal, { type ResumeTexts } from './resume-modal';
import { Button } from '../ui/button';
import { MessageModal } from '../ui/message-modal';
import { LinkButton } from '../ui/parts';

type Send = (e: ScreenEvent) => void;

/** The modal ids this file renders. */
export const SALES_MODALS: readonly ModalId[] = [
  'assistedContinue',
  'invitationSent',
  'invitationError',
];

/** doc 1 §2.12 assisted continue-or-start-new: the resume modal with the agent's texts. */
const ASSISTED_TEXTS: ResumeTexts = {
  title: 'sales.continueTitle',
  text: 'sales.continueText',
  textNoDate: 'sales.continueTextNoDate',
  customer: 'sales.continueOwnerCustomer',
  resume: 'sales.continueApplication',
  startNew: 'sales.startNewApplication',
};

function AssistedContinue(props: {
  offer: { createdOn?: string | null; createdBy?: string | null } | undefined;
  send: Send;
}) {
  return <ResumeModal resume={props.offer} send={props.send} texts={ASSISTED_TEXTS} />;
}

function InvitationSent(props: { email: string | null; send: Send }) {
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      title={t('sales.invitationSentTitle')}
      centered
      radius="md"
    >
      <p className="w-modal-text" role="status">
        {props.email
          ? t('sales.invitationSentText', { email: props.email })
          : t('sales.invitationSentTextNoEmail')}
      </p>
      <div className="w-modal-actions w-modal-actions--end">
        <Button onClick={() => props.send({ type: 'modal.confirm' })}>
          {t('sales.returnToBackOffice')}
        </Button>
      </div>
    </Modal>
  );
}

/** One of the modals of SALES_MODALS, by id. */
export default function SalesModal(props: {
  modal: ModalId;
  data: Record<string, unknown>;
  customerEmail: string | null;
  /** The error to show (translated by the caller). */
  error: string;
  /** The invitation error of the agent's send (on the review) rather than the acceptance. */
  sending: boolean;
  send: Send;
}) {
  if (props.modal === 'assistedContinue')
    return (
      <AssistedContinue
        offer={props.data.resume as { createdOn?: string | null; createdBy?: string | null }}
        send={props.send}
      />
    );
  if (props.modal === 'invitationSent')
    return <InvitationSent email={props.customerEmail} send={props.send} />;
  return (
    <MessageModal
      title={t(props.sending ? 'sales.invitationSendErrorTitle' : 'sales.invitationErrorTitle')}
      message={props.error}
      onClose={() => props.send({ type: 'modal.confirm' })}
    />
  );
}

/** The save & close modal (doc 1 §2.12): success ('exit', 'continue') or error ('close'). */
export function SaveCloseModal(props: { variant: 'saved' | 'failed'; send: Send }) {
  if (props.variant === 'failed')
    return (
      <MessageModal
        title={t('sales.saveCloseErrorTitle')}
        message={t('sales.saveCloseError')}
        buttonLabel={t('sales.saveCloseClose')}
        onClose={() => props.send({ type: 'saveClose.continue' })}
      />
    );
  return (
    <Modal
      opened
      onClose={() => props.send({ type: 'saveClose.continue' })}
      title={t('sales.saveCloseTitle')}
      centered
      radius="md"
    >
      <p className="w-modal-text">{t('sales.saveCloseText')}</p>
      <div className="w-modal-actions">
        <Button onClick={() => props.send({ type: 'saveClose.exit' })}>
          {t('sales.saveCloseExit')}
        </Button>
        <LinkButton onClick={() => props.send({ type: 'saveClose.continue' })}>
          {t('sales.saveCloseContinue')}
        </LinkButton>
      </div>
    </Modal>
  );
}
