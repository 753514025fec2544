/**
 * Monthly investment — METAL_STREAM_MONTHLY_INVEST '/metal/invest' (doc 3 §2.3, §5): one Amount
 * field with the '$' or 'CAD ' prefix, two decimals, the keys '-', '+' and 'k' blocked, and the
 * limitation text with the programme maximum. Validated by `metalInvestForm(min, max)`; sends
 * {Amount} (a number). A server error shows on the field.
 *
 * data: { min, max, currency } (machines/view/specs/metal-invest.ts). initial: { Amount }.
 * `MetalInvestForm` is also the Overview's edit form (item 'metalAmount').
 */
import { getFormProps } from '@conform-to/react';
import { TextInput } from '@mantine/core';
import { useMemo, type FormEvent, type KeyboardEvent } from 'react';
import { metalInvestForm } from '../services/api/metal-fields';
import { currencyPrefix, formatMoney, type Currency } from '../src/i18n/format';
import { t } from '../src/i18n/t';
import { fieldError, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { sanitizeAmount } from './fund-amount';
import type { ScreenProps, StepFormProps } from './screen-props';

const BLOCKED = new Set(['-', '+', 'k', 'K', 'e', 'E']);

export function MetalInvestForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  const min = typeof view.data.min === 'number' ? view.data.min : 1;
  const max = typeof view.data.max === 'number' ? view.data.max : 500_000_000;
  const currency = (view.data.currency as Currency | undefined) ?? 'USD';
  const schema = useMemo(() => metalInvestForm(min, max), [min, max]);
  const [form, fields] = useStepForm(schema, view, send, { id: 'metal-invest' });
  const money = (n: number) => formatMoney(n, { currency, decimals: 0 });
  return (
    <form {...getFormProps(form)} className="w-form">
      <TextInput
        key={fields.Amount.key}
        {...inputProps(fields.Amount)}
        label={t('metalInvest.label')}
        placeholder={t('metalInvest.placeholder')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={15}
        leftSection={<span className="w-prefix">{currencyPrefix(currency).trim()}</span>}
        leftSectionWidth={currency === 'CAD' ? 52 : 36}
        classNames={{ input: 'w-amount-input' }}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (BLOCKED.has(e.key)) e.preventDefault();
        }}
        onInput={(e: FormEvent<HTMLInputElement>) => {
          const el = e.currentTarget;
          const clean = sanitizeAmount(el.value);
          if (clean !== el.value) el.value = clean;
        }}
        aria-describedby="metal-amount-limit"
        error={fieldError(fields.Amount, view, 'Amount')}
      />
      <p id="metal-amount-limit" className="w-limit">
        {t('metalInvest.limit', { min: money(min), max: money(max) })}
      </p>
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function MetalInvest(props: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('metalInvest.title')} subtitle={t('metalInvest.subtitle')} />
      <MetalInvestForm {...props} />
    </>
  );
}
