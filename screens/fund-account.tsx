/**
 * Fund your account — FUNDING.NORMAL_FUNDING.ACCOUNT '/fund/account' (doc 3 §2.4): choice cards
 * for the methods of `data.methods` (machines/view/specs/fund-account.ts) — connect bank account
 * (recommended, the ACH limit per day), wire transfer, check (the check limit per week),
 * cryptocurrency (its limit per transaction); sales-assisted: wire and check only — an optional
 * 'do later' skip link and the skip confirmation modal ('skipFunding': Cancel / Skip — the machine
 * deletes any existing funding on confirm). A card sends `wizard.submit` with {BankFundingType}
 * ('ACHConnected' opens the bank-link flow, whose modal renders here through FlowModals while
 * `view.modal` is 'bankLink'). The cards are `FundMethodCards`, also the review's funding edit's.
 *
 * data: { methods?, achLimit?, checkLimit?, cryptoLimit?, currency?, current?, flow? (BankLinkView) }.
 */
import '../src/ui/modal-styles';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { Button } from '../src/ui/button';
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { formatMoney, type Currency } from '../src/i18n/format';
import { IconBank, IconCheckDoc, IconGlobe, IconWire } from '../src/ui/icons';
import { ChoiceCard, FormError, LinkButton, ScreenHeader } from '../src/ui/parts';
import type { BankFundingMethod, ScreenEvent } from '../machines/screen-contract';
import { FlowModals } from './flows/flow-modals';
import type { ScreenProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('bankLink');

type Method = Exclude<BankFundingMethod, 'ACHManual'>;
const DEFAULT_METHODS: readonly Method[] = ['Wire', 'Check'];
const limitOf = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * The method cards of Fund account (doc 3 §2.4 "Normal options"), also the review's funding edit's
 * method step: one card per `data.methods` (wire and check when absent), the limits of `data`
 * (achLimit, checkLimit, cryptoLimit in dollars, `currency`) in their texts, `data.current` marked.
 * A card sends `wizard.submit {BankFundingType}`.
 */
export function FundMethodCards({
  data,
  busy,
  send,
}: {
  data: Record<string, unknown>;
  busy: boolean;
  send: (e: ScreenEvent) => void;
}) {
  const currency = (data.currency as Currency | undefined) ?? 'USD';
  const money = (v: number | null) =>
    v !== null ? formatMoney(v, { currency, decimals: 0 }) : '—';
  const methods = Array.isArray(data.methods) ? (data.methods as Method[]) : DEFAULT_METHODS;
  const current = data.current as string | null | undefined;
  const choose = (BankFundingType: Method) =>
    send({ type: 'wizard.submit', values: { BankFundingType } });
  const cards: Record<Method, { title: string; text: string; icon: ReactNode; badge?: string }> = {
    ACHConnected: {
      title: t('fund.achTitle'),
      text: t('fund.achText', { limit: money(limitOf(data.achLimit)) }),
      icon: <IconBank />,
      badge: t('fund.recommended'),
    },
    Wire: { title: t('fund.wireTitle'), text: t('fund.wireText'), icon: <IconWire /> },
    Check: {
      title: t('fund.checkTitle'),
      text: t('fund.checkText', { limit: money(limitOf(data.checkLimit)) }),
      icon: <IconCheckDoc />,
    },
    Cryptocurrency: {
      title: t('fundMore.cryptoTitle'),
      text: t('fundMore.cryptoText', { limit: money(limitOf(data.cryptoLimit)) }),
      icon: <IconGlobe />,
    },
  };
  return (
    <div className="w-choices">
      {methods.map((m) => (
        <ChoiceCard
          key={m}
          title={cards[m].title}
          text={cards[m].text}
          icon={cards[m].icon}
          badge={cards[m].badge}
          current={current === m}
          busy={busy}
          onSelect={() => choose(m)}
        />
      ))}
    </div>
  );
}

export default function FundAccount({ view, shell, send }: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('fund.title')} subtitle={t('fund.subtitle')} />
      <FundMethodCards data={view.data} busy={view.busy} send={send} />
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
