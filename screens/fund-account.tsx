/**
 * Fund your account — FUNDING.NORMAL_FUNDING.ACCOUNT '/fund/account' (doc 3 §2.4): choice cards
 * for wire transfer and check (the bank link comes later), an optional 'do later' skip link and
 * the skip confirmation modal ('skipFunding': Cancel / Skip — the machine deletes any existing
 * funding on confirm). A card sends `wizard.submit` with {BankFundingType: 'Wire' | 'Check'}.
 *
 * data: { checkLimit?, currency?, current? }.
 */
import '../src/ui/modal-styles';
import { Modal } from '@mantine/core';
import { Button } from '../src/ui/button';
import { t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { formatMoney, type Currency } from '../src/i18n/format';
import { IconCheckDoc, IconWire } from '../src/ui/icons';
import { ChoiceCard, FormError, LinkButton, ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

export default function FundAccount({ view, send }: ScreenProps) {
  const currency = (view.data.currency as Currency | undefined) ?? 'USD';
  const checkLimit = typeof view.data.checkLimit === 'number' ? view.data.checkLimit : null;
  const current = view.data.current as string | null | undefined;
  const choose = (BankFundingType: 'Wire' | 'Check') => send({ type: 'wizard.submit', values: { BankFundingType } });
  return (
    <>
      <ScreenHeader title={t('fund.title')} subtitle={t('fund.subtitle')} />
      <div className="w-choices">
        <ChoiceCard
          title={t('fund.wireTitle')}
          text={t('fund.wireText')}
          icon={<IconWire />}
          current={current === 'Wire'}
          disabled={view.busy}
          onSelect={() => choose('Wire')}
        />
        <ChoiceCard
          title={t('fund.checkTitle')}
          text={t('fund.checkText', {
            limit: checkLimit !== null ? formatMoney(checkLimit, { currency, decimals: 0 }) : '—',
          })}
          icon={<IconCheckDoc />}
          current={current === 'Check'}
          disabled={view.busy}
          onSelect={() => choose('Check')}
        />
      </div>
      <FormError message={view.modal !== 'skipFunding' ? tr(view, view.formError) : null} />
      {view.canSkip ? (
        <div className="w-actions w-actions--center">
          <LinkButton onClick={() => send({ type: 'wizard.skip' })} disabled={view.busy}>
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
    </>
  );
}
