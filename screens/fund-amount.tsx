/**
 * Amount — FUNDING.NORMAL_FUNDING.AMOUNT.WIRE '/fund/account/wire' and .CHECK
 * '/fund/account/check' (doc 3 §2.4, §5): an amount with a '$' or 'CAD ' prefix, two decimals,
 * the keys '-', '+' and 'k' blocked; the limit text (check) turns red above the broker's limit and
 * disables Continue; the funding-time copy per method. Validated by amountForm; sends {Amount}
 * in dollars.
 *
 * data: { method: 'Wire' | 'Check', limit?, currency? }. initial: { Amount? }.
 */
import { getFormProps } from '@conform-to/react';
import { TextInput } from '@mantine/core';
import type { FormEvent, KeyboardEvent } from 'react';
import { amountForm } from '../services/api/fields';
import { currencyPrefix, formatMoney, type Currency } from '../src/i18n/format';
import { t } from '../src/i18n/t';
import { fieldError, inputProps, tr, useStepForm } from '../src/ui/form';
import { IconClock } from '../src/ui/icons';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

const schema = amountForm();
const BLOCKED = new Set(['-', '+', 'k', 'K', 'e', 'E']);

/** Keeps digits and one decimal point with at most two decimals ('1,2a3.456' → '123.45'). */
export function sanitizeAmount(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [int, ...rest] = cleaned.split('.');
  return rest.length ? `${int}.${rest.join('').slice(0, 2)}` : int;
}

export function FundAmountForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  const [form, fields] = useStepForm(schema, view, send);
  const currency = (view.data.currency as Currency | undefined) ?? 'USD';
  const method = view.data.method === 'Check' ? 'Check' : 'Wire';
  const limit = typeof view.data.limit === 'number' ? view.data.limit : null;
  const raw = typeof fields.Amount.value === 'string' ? fields.Amount.value : (view.initial.Amount ?? '');
  const amount = Number(sanitizeAmount(raw));
  const over = limit !== null && Number.isFinite(amount) && amount > limit;
  const limitText =
    limit !== null && method === 'Check'
      ? t('fundAmount.limitCheck', { limit: formatMoney(limit, { currency, decimals: 0 }) })
      : null;

  return (
    <form {...getFormProps(form)} className="w-form">
      <TextInput
        key={fields.Amount.key}
        {...inputProps(fields.Amount)}
        label={t('fundAmount.label')}
        placeholder={t('fundAmount.placeholder')}
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
        aria-describedby={limitText ? 'amount-limit' : undefined}
        error={fieldError(fields.Amount, view, 'Amount')}
      />
      {limitText ? (
        <p id="amount-limit" className={over ? 'w-limit is-over' : 'w-limit'} aria-live="polite">
          {over ? t('fundAmount.overLimit', { limit: formatMoney(limit!, { currency, decimals: 0 }) }) : limitText}
        </p>
      ) : null}
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} disabled={over || !raw} />
    </form>
  );
}

export default function FundAmount(props: ScreenProps) {
  const method = props.view.data.method === 'Check' ? 'Check' : 'Wire';
  return (
    <>
      <ScreenHeader
        eyebrow={t(method === 'Check' ? 'fundAmount.methodCheck' : 'fundAmount.methodWire')}
        title={t('fundAmount.title')}
      />
      <FundAmountForm {...props} />
      <p className="w-note w-note--block w-note--top">
        <IconClock width={16} height={16} />
        {t(method === 'Check' ? 'fundAmount.subtitleCheck' : 'fundAmount.subtitleWire')}
      </p>
    </>
  );
}
