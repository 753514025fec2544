/**
 * Fund your account — FUNDING.NORMAL_FUNDING.ACCOUNT '/fund/account' (doc 3 §2.4): choice cards
 * for the methods of `data.methods` (machines/view/specs/fund-account.ts) — connect bank account
 * (recommended, the ACH limit per day), wire transfer, check (the check limit per week),
 * cryptocurrency (its limit per transaction); sales-assisted: wire and check only — an optional
 * 'do later' skip link and the skip confirmation modal ('skipFunding': Cancel / Skip — the machine
 * deletes any existing funding on confirm). A card sends `wizard.submit` with {BankFundingType}
 * ('ACHConnected' opens the bank-link flow, whose modal renders here through FlowModals while
 * `view.modal` is 'bankLink'). The cards are `FundMethodCards` (screens/flows/fund-method-cards.tsx),
 * also the review's funding edit's.
 *
 * data: { methods?, achLimit?, checkLimit?, cryptoLimit?, currency?, current?, flow? (BankLinkView) }.
 */
import '../src/ui/modal-styles';
import { Modal } from '@mantine/core';
import { Button } from '../src/ui/button';
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { FormError, LinkButton, ScreenHeader } from '../src/ui/parts';
import { FlowModals } from './flows/flow-modals';
import { FundMethodCards } from './flows/fund-method-cards';
import type { ScreenProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('bankLink');

export default function FundAccount({ view, shell, send }: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('fund.title')} subtitle={t('fund.subtitle')} />
      <FundMethodCards data={dataOf(view, 'fundAccount')} busy={view.busy} send={send} />
      <FormError
        message={
          view.modal !== 'skipFunding' && view.modal !== 'bankLink'
            ? tr(view, view.formError)
            : null
        }
      />
      {view.canSkip ? (
        <div className="w-actions w-actions--center">
          <LinkButton onClick={() => send({ type: 'wizard.skip' })} busy={view.busy}>
            {t('fund.doLater')}
          </LinkButton>
        </div>
      ) : null}
      <Modal
        opened={view.modal === 'skipFunding'}
        onClose={() => send({ type: 'modal.cancel' })}
        title={t('fund.skipTitle')}
        centered
        radius="md"
      >
        <p className="w-modal-text">{t('fund.skipText')}</p>
        <FormError message={view.modal === 'skipFunding' ? tr(view, view.formError) : null} />
        <div className="w-modal-actions w-modal-actions--end">
          <Button variant="default" onClick={() => send({ type: 'modal.cancel' })}>
            {t('fund.skipCancel')}
          </Button>
          <Button loading={view.busy} onClick={() => send({ type: 'modal.confirm' })}>
            {t('fund.skipConfirm')}
          </Button>
        </div>
      </Modal>
      <FlowModals view={view} shell={shell} send={send} />
    </>
  );
}

/**
 * Issue 32 item 2: with no modal open, `view.busy` reaches this screen through its step buttons
 * only (SubmitRow, ChoiceCard, LinkButton — src/ui/step-busy.ts), so a busy flip does not render it.
 */
export const busyFromContext = true;
