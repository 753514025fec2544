/**
 * Programme review (Overview) — METAL_STREAM_REVIEW '/metal/review' (doc 3 §2.3): the monthly
 * deposit with its recurring text, the deposit type (account balance, or the bank name and last 4
 * digits), 'Gold x % / Silver y%', and each chosen metal with its image, '(amount /month)' and
 * location. Every item's Edit sends `wizard.edit {item}` (metalAmount, metalFunding,
 * metalAllocation, metalGold, metalSilver); the machine opens the edit modal (modal 'editItem',
 * `data.editing`), whose form is the item's screen form fed with `data.edit`. Continue sends
 * `wizard.submit`.
 *
 * data: { amount, currency, day, useAccountBalance, bank, allocation, gold, silver, editing, edit }
 * (machines/view/specs/metal-review.ts).
 */
import './metal.css';
import { Modal } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { ScreenView } from '../machines/screen-contract';
import type { MetalEditItem } from '../machines/view/specs/metal-review';
import { formatMoney } from '../src/i18n/format';
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { FormError, LinkButton, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { MetalAllocateForm } from './metal-allocate';
import { MetalFundingForm } from './metal-funding';
import { MetalInvestForm } from './metal-invest';
import { locationText, MetalImage } from './parts/metal-parts';
import { MetalProductForm } from './metal-product';
import type { ScreenProps, StepFormProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

const FORMS: Record<MetalEditItem, ComponentType<StepFormProps>> = {
  metalAmount: MetalInvestForm,
  metalAllocation: MetalAllocateForm,
  metalGold: MetalProductForm,
  metalSilver: MetalProductForm,
  metalFunding: MetalFundingForm,
};

function Item(props: {
  item: MetalEditItem;
  label: string;
  value: string;
  sub?: string | null;
  busy: boolean;
  onEdit: (item: MetalEditItem) => void;
  image?: ReactNode;
}) {
  return (
    <div className="w-metal-overview__item">
      {props.image}
      <div className="w-metal-overview__body">
        <dt>{props.label}</dt>
        <dd>
          {props.value}
          {props.sub ? <span className="w-metal-overview__sub">{props.sub}</span> : null}
        </dd>
      </div>
      <LinkButton
        className="w-review__edit"
        onClick={() => props.onEdit(props.item)}
        busy={props.busy}
        aria-label={t('metalReview.editLabel', { item: props.label })}
      >
        {t('metalReview.edit')}
      </LinkButton>
    </div>
  );
}

import { FlowModals } from './flows/flow-modals';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('metal');

export default function MetalReview({ view, shell, send }: ScreenProps) {
  const d = dataOf(view, 'metalReview');
  const currency = d.currency ?? 'USD';
  const money = (n: number | null | undefined) =>
    n === null || n === undefined ? t('metalReview.notChosen') : formatMoney(n, { currency });
  const edit = (item: MetalEditItem) => send({ type: 'wizard.edit', item });
  const editing = view.modal === 'editItem' ? (d.editing ?? null) : null;
  const EditForm = editing ? FORMS[editing] : null;
  const editView: ScreenView = { ...view, data: d.edit ?? {} };
  const depositType = d.useAccountBalance
    ? t('metalReview.accountBalance')
    : d.bank
      ? d.bank.last4
        ? t('metalReview.bank', { bankName: d.bank.bankName, last4: d.bank.last4 })
        : t('metalReview.bankLinked')
      : t('metalReview.notChosen');
  const metal = (key: 'gold' | 'silver', name: 'Gold' | 'Silver') => {
    const side = d[key];
    if (!side || side.percent === 0) return null;
    const label = t(key === 'gold' ? 'metalReview.goldProduct' : 'metalReview.silverProduct');
    const perMonth = t('metalReview.perMonth', { amount: formatMoney(side.share, { currency }) });
    return (
      <Item
        item={key === 'gold' ? 'metalGold' : 'metalSilver'}
        label={label}
        value={side.row ? side.row.caption : t('metalReview.notChosen')}
        sub={side.row ? `${perMonth} · ${locationText(side.row.location)}` : perMonth}
        image={side.row ? <MetalImage row={side.row} metal={name} /> : null}
        busy={view.busy}
        onEdit={edit}
      />
    );
  };
  return (
    <>
      <ScreenHeader title={t('metalReview.title')} subtitle={t('metalReview.subtitle')} />
      <dl className="w-metal-overview">
        <Item
          item="metalAmount"
          label={t('metalReview.deposit')}
          value={money(d.amount)}
          sub={t('metalReview.recurring', { day: d.day ?? '' })}
          busy={view.busy}
          onEdit={edit}
        />
        <Item
          item="metalFunding"
          label={t('metalReview.depositType')}
          value={depositType}
          busy={view.busy}
          onEdit={edit}
        />
        <Item
          item="metalAllocation"
          label={t('metalReview.allocation')}
          value={t('metalReview.allocationText', {
            gold: d.allocation?.Gold ?? 50,
            silver: d.allocation?.Silver ?? 50,
          })}
          busy={view.busy}
          onEdit={edit}
        />
        {metal('gold', 'Gold')}
        {metal('silver', 'Silver')}
      </dl>
      <FormError message={editing ? null : tr(view, view.formError)} />
      <SubmitRow
        label={t('common.continue')}
        busy={view.busy && !editing}
        onClick={() => send({ type: 'wizard.submit', values: {} })}
      />
      <Modal
        opened={Boolean(editing)}
        onClose={() => send({ type: 'modal.cancel' })}
        title={editing ? t(`metalReview.editTitle.${editing}`) : ''}
        centered
        radius="md"
        size="lg"
      >
        {EditForm ? (
          <EditForm
            view={editView}
            shell={shell}
            send={send}
            submitLabelKey="metalReview.update"
            inModal
          />
        ) : null}
      </Modal>
      {/* The funding item's bank choice opens the bank-link flow (doc 3 §2.3); its modal renders here. */}
      <FlowModals view={view} shell={shell} send={send} />
    </>
  );
}
