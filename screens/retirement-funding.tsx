/**
 * Retirement funding — FUNDING.RETIREMENT_FUNDING.ACCOUNT '/fund/retirement' (doc 3 §2.4
 * "Retirement funding type"): three choice cards with their explanations — transfer from an
 * existing IRA (no limit), rollover from an employer plan (no limit), cash / annual contribution
 * (capped at the annual IRS limit, the broker's RegistrationContributionLimitAmount) — the SEP or
 * SIMPLE note of a business IRA, the prior-year note (until April 15), and 'I’ll do it later'.
 *
 * - Each card sends `{type: 'wizard.submit', values: {IRAFundingType}}`: Rollover and
 *   AnnualContribution are saved and lead to their amount screen; IRATransfer opens the IRA
 *   custodian modal (the wizard invokes machines/funding/custodian.machine.ts, which saves the type
 *   first). While `view.modal === 'custodian'` this view renders screens/flows/custodian-modal.tsx
 *   (through FlowModals) from `view.data.flow` (a CustodianView). The cards are
 *   `RetirementFundingCards` (screens/flows/retirement-funding-cards.tsx), also the review's funding edit's.
 * - 'I’ll do it later' sends `wizard.skip` when `view.canSkip`; while the machine shows the skip
 *   confirmation (modal 'skipFunding', doc 3 §2.4 "IRA version") this view renders it (Cancel /
 *   Skip → modal.cancel / modal.confirm).
 *
 * data: { accountType?, contributionLimit?, currency?, flow? } (machines/view/specs/retirement-funding.ts;
 * `flow` from the selectors while the custodian flow runs).
 * initial: { IRAFundingType? } — the saved choice, marked on its card.
 */
import '../src/ui/modal-styles';
import { Modal } from '@mantine/core';
import { registerTexts, t } from '../src/i18n/t';
import { Button } from '../src/ui/button';
import { tr } from '../src/ui/form';
import { FormError, LinkButton, ScreenHeader } from '../src/ui/parts';
import { FlowModals } from './flows/flow-modals';
import { RetirementFundingCards } from './flows/retirement-funding-cards';
import type { ScreenProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('person');

export default function RetirementFunding({ view, shell, send }: ScreenProps) {
  const accountType = view.data.accountType;
  const current = view.initial.IRAFundingType;
  const inModal = view.modal === 'skipFunding';
  const inFlow = view.modal === 'custodian';
  const error = view.fieldErrors.IRAFundingType ?? view.formError;
  return (
    <>
      <ScreenHeader
        title={t('retirementFunding.title')}
        subtitle={t('retirementFunding.subtitle')}
      />
      <RetirementFundingCards
        data={dataOf(view, 'retirementFunding')}
        current={current}
        busy={view.busy}
        send={send}
      />
      <FormError message={inModal || inFlow ? null : tr(view, error)} />
      {accountType === 'SEP' ? (
        <p className="w-note w-note--block">{t('retirementFunding.sepNote')}</p>
      ) : null}
      {accountType === 'SIMPLE' ? (
        <p className="w-note w-note--block">{t('retirementFunding.simpleNote')}</p>
      ) : null}
      <p className="w-note w-note--block">{t('retirementFunding.priorYearNote')}</p>
      {view.canSkip ? (
        <div className="w-actions w-actions--center">
          <LinkButton onClick={() => send({ type: 'wizard.skip' })} busy={view.busy}>
            {t('retirementFunding.doLater')}
          </LinkButton>
        </div>
      ) : null}
      <Modal
        opened={inModal}
        onClose={() => send({ type: 'modal.cancel' })}
        title={t('retirementFunding.skipTitle')}
        centered
        radius="md"
      >
        <p className="w-modal-text">{t('retirementFunding.skipText')}</p>
        <FormError message={inModal ? tr(view, view.formError) : null} />
        <div className="w-modal-actions w-modal-actions--end">
          <Button variant="default" onClick={() => send({ type: 'modal.cancel' })}>
            {t('retirementFunding.skipCancel')}
          </Button>
          <Button loading={view.busy} onClick={() => send({ type: 'modal.confirm' })}>
            {t('retirementFunding.skipConfirm')}
          </Button>
        </div>
      </Modal>
      <FlowModals view={view} shell={shell} send={send} />
    </>
  );
}
