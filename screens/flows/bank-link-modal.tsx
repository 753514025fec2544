/**
 * The bank-link flow's modal (machines/funding/bank-link.machine.ts; doc 3 §2.4, §4): rendered by
 * the screen that opens the flow while `view.modal === 'bankLink'`, from `view.data.flow`
 * (BankLinkView). 'widget': the link widget for the token (sandbox or Plaid Link); 'loading' and
 * 'saving': a progress dialog (loading can be cancelled: `modal.cancel`); 'refused' (sales-assisted)
 * and 'error': the message with OK (`modal.confirm`). The widget's callbacks are sent as
 * `flow.linked` / `flow.linkExit`.
 */
import '../../src/ui/modal-styles';
import '../../src/ui/bank-link/bank-link.css';
import { Modal } from '@mantine/core';
import type { BankLinkView } from '../../machines/funding/bank-link.machine';
import type { FlowEvent } from '../../machines/funding/flow-contract';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import { registerTexts, t } from '../../src/i18n/t';
import { LinkWidget } from '../../src/ui/bank-link/link-widget';
import { Button } from '../../src/ui/button';
import { IconBank } from '../../src/ui/icons';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('bankLink');

/** The flow's view from the screen data, or null when the bank-link flow is not the one open. */
export function bankLinkViewFrom(view: Pick<ScreenView, 'modal' | 'data'>): BankLinkView | null {
  const flow = view.data.flow as Partial<BankLinkView> | undefined;
  return view.modal === 'bankLink' && flow?.flow === 'bankLink' ? (flow as BankLinkView) : null;
}

export function BankLinkModal(props: {
  view: Pick<ScreenView, 'modal' | 'data'>;
  brokerName: string;
  send: (e: ScreenEvent | FlowEvent) => void;
}) {
  const flow = bankLinkViewFrom(props.view);
  if (!flow) return null;
  const { send } = props;
  if (flow.step === 'widget' && flow.linkToken) {
    return <LinkWidget token={flow.linkToken} brokerName={props.brokerName} send={send} />;
  }
  const message = flow.step === 'refused' || flow.step === 'error';
  const title =
    flow.step === 'refused'
      ? t('bankLink.refusedTitle')
      : flow.step === 'error'
        ? t('bankLink.errorTitle')
        : t('bankLink.title');
  const busy = flow.step === 'saving';
  return (
    <Modal
      opened
      onClose={() => send({ type: message ? 'modal.confirm' : 'modal.cancel' })}
      title={
        <span className="w-banklink__title">
          <IconBank width={20} height={20} aria-hidden="true" />
          {title}
        </span>
      }
      centered
      radius="md"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      {message ? (
        <>
          <p className="w-modal-text" role="alert">
            {flow.message
              ? t(flow.message, { defaultValue: flow.errorFallbacks[flow.message] })
              : null}
          </p>
          <div className="w-modal-actions w-modal-actions--end">
            <Button onClick={() => send({ type: 'modal.confirm' })}>{t('bankLink.ok')}</Button>
          </div>
        </>
      ) : (
        <div className="w-banklink__status" role="status" aria-live="polite">
          <span className="w-spinner w-spinner--sm" aria-hidden="true" />
          <span>
            {flow.step === 'saving'
              ? flow.institutionName
                ? t('bankLink.saving', { bank: flow.institutionName })
                : t('bankLink.savingNoBank')
              : t('bankLink.loading')}
          </span>
        </div>
      )}
    </Modal>
  );
}
