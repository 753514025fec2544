/**
 * Fund allocation — METAL_STREAM_FUND_ALLOCATION '/metal/allocate' (doc 3 §2.3, §5): the monthly
 * investment, a Gold ↔ Silver slider (0–100, the gold share from the left) and two percentage
 * inputs, one per metal. Moving either changes the other so the two always sum to 100; each is
 * clamped to 0..100 (`allocationAfter`, machines/view/specs/metal-common.ts); default 50 / 50.
 * Each side shows its dollar share (amount × %, 2 decimals). Continue sends
 * {GoldPercentage, SilverPercentage} in whole percent (`metalAllocationForm`); server errors show
 * on the inputs.
 *
 * data: { amount, currency }. initial: { GoldPercentage, SilverPercentage }.
 * `MetalAllocateForm` is also the Overview's edit form (item 'metalAllocation').
 */
import './metal.css';
import { NumberInput, Slider } from '@mantine/core';
import { useState } from 'react';
import { allocationAfter, clampPercent, shareOf } from '../machines/view/specs/metal-common';
import { metalAllocationForm } from '../machines/view/specs/metal-allocate';
import { formatMoney } from '../src/i18n/format';
import { registerTexts, t } from '../src/i18n/t';
import { fieldError, formProps, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('metal');

export function MetalAllocateForm({
  view,
  send,
  submitLabelKey = 'common.continue',
}: StepFormProps) {
  const [form, fields] = useStepForm(metalAllocationForm, view, send, { id: 'metal-allocate' });
  // The slider and the two inputs are one value: the gold share (silver is the rest).
  const [gold, setGold] = useState(() => clampPercent(view.initial.GoldPercentage ?? 50));
  const split = allocationAfter('Gold', gold);
  const amount = typeof view.data.amount === 'number' ? view.data.amount : null;
  const currency = dataOf(view, 'metalAllocate').currency ?? 'USD';
  const money = (n: number) => formatMoney(n, { currency });
  const side = (metal: 'Gold' | 'Silver') => {
    const name = metal === 'Gold' ? fields.GoldPercentage : fields.SilverPercentage;
    return (
      <div>
        <NumberInput
          id={`${name.id}-input`}
          label={t(metal === 'Gold' ? 'metalAllocate.goldPercent' : 'metalAllocate.silverPercent')}
          value={split[metal]}
          min={0}
          max={100}
          step={1}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          suffix="%"
          onChange={(v) => setGold(allocationAfter(metal, v).Gold)}
          error={fieldError(name, view, name.name)}
        />
        <span className="w-metal-split__share" aria-live="polite">
          {t('metalAllocate.share', { amount: money(shareOf(amount, split[metal])) })}
        </span>
      </div>
    );
  };
  return (
    <form {...formProps(form)} className="w-form">
      <div className="w-metal-monthly">
        <span>{t('metalAllocate.monthly')}</span>
        <strong>{amount !== null ? money(amount) : '—'}</strong>
      </div>
      <div className="w-metal-slider__ends" aria-hidden="true">
        <span>{t('metalAllocate.gold')}</span>
        <span>{t('metalAllocate.silver')}</span>
      </div>
      <Slider
        className="w-metal-slider"
        value={gold}
        min={0}
        max={100}
        step={1}
        onChange={(v) => setGold(clampPercent(v))}
        label={(v) => `${v}% / ${100 - v}%`}
        thumbLabel={t('metalAllocate.sliderLabel')}
        color="yellow"
      />
      <input type="hidden" name={fields.GoldPercentage.name} value={String(split.Gold)} />
      <input type="hidden" name={fields.SilverPercentage.name} value={String(split.Silver)} />
      <div className="w-metal-split">
        {side('Gold')}
        {side('Silver')}
      </div>
      <p className="w-note w-note--block">{t('metalAllocate.sumRule')}</p>
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function MetalAllocate(props: ScreenProps) {
  const amount = typeof props.view.data.amount === 'number' ? props.view.data.amount : null;
  const currency = dataOf(props.view, 'metalAllocate').currency ?? 'USD';
  return (
    <>
      <ScreenHeader
        title={t('metalAllocate.title')}
        subtitle={
          amount !== null
            ? t('metalAllocate.subtitle', { amount: formatMoney(amount, { currency }) })
            : undefined
        }
      />
      <MetalAllocateForm {...props} />
    </>
  );
}
