/**
 * The review's funding edit (doc 3 §2.4 "Funding edits from the review page";
 * machines/funding/funding-edit.machine.ts): open while `view.modal === 'fundingEdit'`, rendered
 * from `view.data.flow` (a FundingEditView). Titled 'Set up funding' until the funding has a
 * method and an amount, then 'Change funding' (`flow.titleKey`).
 * - 'choice': two options — 'Choose method' / 'Set deposit' (setup) or 'Change method' / 'Edit
 *   deposit' (change) — sending `flow.pick {id: 'method' | 'amount'}`; the deposit needs a method.
 * - 'method': the Fund account cards (`FundMethodCards`, bank) or the retirement funding cards
 *   (`RetirementFundingCards`, IRA), sending `wizard.submit {BankFundingType}` / `{IRAFundingType}`
 *   (the bank link and the IRA transfer open their own modals, nested in this flow).
 * - 'amount': the amount form of the step's own screen (`FundAmountForm` / `RetirementAmountForm`)
 *   with Update, over the flow's `amountStep` data and prefill; its 'transfer terms' link
 *   (`agreement.view`) opens the ACH terms viewer over this modal (modal 'achTerms', 'achTermsFailed').
 * Back (`flow.back`) when `flow.canGoBack`; Close and the close button send `modal.cancel`. The
 * flow's own errors are `view.fieldErrors` / `view.formError`.
 */
import '../../src/ui/modal-styles';
import { Modal } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import type { FundingEditView } from '../../machines/funding/funding-edit.machine';
import type { ScreenView } from '../../machines/screen-contract';
import { formatMoney } from '../../src/i18n/format';
import { registerTexts, t, textsReady } from '../../src/i18n/t';
import { Button } from '../../src/ui/button';
import { tr } from '../../src/ui/form';
import { ChoiceCard, FormError } from '../../src/ui/parts';
import { FundMethodCards } from './fund-method-cards';
import { FundAmountForm } from '../fund-amount';
import { RetirementFundingCards } from './retirement-funding-cards';
import type { ScreenProps } from '../screen-props';
import { fundingMethodKey } from './funding-labels';
import { dataOf } from '../../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('fundingEdit', 'bankLink', 'person', 'review');

/**
 * The funding edit's view from the screen data, or null when its modal is not the one open (it
 * stays open under the ACH terms viewer its amount form opens, modal 'achTerms').
 */
export function fundingEditViewFrom(
  view: Pick<ScreenView, 'modal' | 'data'>,
): FundingEditView | null {
  const flow = view.data.flow as Partial<FundingEditView> | undefined;
  return (view.modal === 'fundingEdit' ||
    view.modal === 'achTerms' ||
    view.modal === 'achTermsFailed') &&
    flow?.flow === 'fundingEdit'
    ? (flow as FundingEditView)
    : null;
}

/**
 * The IRA amount form (screens/retirement-amount.tsx) loads only for an IRA application's funding
 * edit (issue 22 "Bytes": the other kinds' review never downloads the IRA screen); the modal
 * fetches it when it opens on an IRA flow, before its amount step can show.
 */
const loadRetirementAmountForm = () =>
  import('../retirement-amount').then(async (m) => {
    await textsReady(); // its texts ('custodian') in the current locale first (issue 24)
    return { default: m.RetirementAmountForm };
  });
const RetirementAmountForm = lazy(loadRetirementAmountForm);

interface StepProps extends ScreenProps {
  flow: FundingEditView;
}

export function FundingEditModal({ view, shell, send }: ScreenProps) {
  const flow = fundingEditViewFrom(view);
  const ira = flow?.kind === 'ira';
  useEffect(() => {
    if (ira) loadRetirementAmountForm().catch(() => {});
  }, [ira]);
  return (
    <Modal
      opened={!!flow}
      onClose={() => send({ type: 'modal.cancel' })}
      title={flow ? t(flow.titleKey) : ''}
      closeButtonProps={{ 'aria-label': t('fundingEdit.close') }}
      closeOnClickOutside={false}
      centered
      radius="md"
      size="lg"
    >
      {flow ? (
        <div className="w-fundedit" data-step={flow.step}>
          {flow.step === 'choice' ? (
            <ChoiceStep flow={flow} view={view} shell={shell} send={send} />
          ) : null}
          {flow.step === 'method' ? (
            <MethodStep flow={flow} view={view} shell={shell} send={send} />
          ) : null}
          {flow.step === 'amount' ? (
            <AmountStep flow={flow} view={view} shell={shell} send={send} />
          ) : null}
          <div className="w-modal-actions w-gap-top">
            {flow.canGoBack ? (
              <Button
                variant="default"
                onClick={() => send({ type: 'flow.back' })}
                busy={view.busy}
              >
                {t('fundingEdit.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button
              variant="default"
              onClick={() => send({ type: 'modal.cancel' })}
              busy={view.busy}
            >
              {t('fundingEdit.close')}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

/** (a) What to change: the method, or the deposit of the saved method. */
function ChoiceStep({ flow, view, send }: StepProps) {
  const change = flow.titleKey === 'fundingEdit.changeTitle';
  const currency = dataOf(flow.amountStep, 'fundAmount').currency ?? 'USD';
  const methodText = flow.method
    ? t('fundingEdit.currentMethod', { method: t(fundingMethodKey(flow.kind, flow.method)) })
    : t('fundingEdit.chooseMethodText');
  const amountText = !flow.method
    ? t('fundingEdit.needsMethod')
    : flow.amount !== null
      ? t('fundingEdit.currentAmount', { amount: formatMoney(flow.amount, { currency }) })
      : t('fundingEdit.setDepositText');
  return (
    <>
      <div className="w-choices">
        <ChoiceCard
          title={t(change ? 'fundingEdit.changeMethod' : 'fundingEdit.chooseMethod')}
          text={methodText}
          busy={view.busy}
          onSelect={() => send({ type: 'flow.pick', id: 'method' })}
        />
        <ChoiceCard
          title={t(change ? 'fundingEdit.editDeposit' : 'fundingEdit.setDeposit')}
          text={amountText}
          busy={view.busy}
          disabled={!flow.method}
          onSelect={() => send({ type: 'flow.pick', id: 'amount' })}
        />
      </div>
      <FormError message={tr(view, view.formError)} />
    </>
  );
}

/** (b) The method cards of the card's kind. */
function MethodStep({ flow, view, send }: StepProps) {
  const field = flow.kind === 'bank' ? 'BankFundingType' : 'IRAFundingType';
  return (
    <>
      <p className="w-modal-text">
        {t(flow.kind === 'bank' ? 'fundingEdit.methodTitle' : 'fundingEdit.iraMethodTitle')}
      </p>
      {flow.kind === 'bank' ? (
        <FundMethodCards
          data={dataOf(flow.methodStep, 'fundAccount')}
          busy={view.busy}
          send={send}
        />
      ) : (
        <RetirementFundingCards
          data={dataOf(flow.methodStep, 'retirementFunding')}
          current={flow.method}
          busy={view.busy}
          send={send}
        />
      )}
      <FormError message={tr(view, view.fieldErrors[field] ?? view.formError)} />
    </>
  );
}

/** (c) The amount form of the saved method, over the flow's data and prefill. */
function AmountStep({ flow, view, shell, send }: StepProps) {
  const sub: ScreenView = { ...view, data: flow.amountStep.data, initial: flow.amountStep.initial };
  const Form = flow.kind === 'bank' ? FundAmountForm : RetirementAmountForm;
  return (
    <>
      <p className="w-modal-text">{t('fundingEdit.amountTitle')}</p>
      <Suspense fallback={null}>
        <Form
          key={`${flow.kind}:${flow.method ?? ''}`}
          view={sub}
          shell={shell}
          send={send}
          submitLabelKey="common.update"
          inModal
        />
      </Suspense>
    </>
  );
}
