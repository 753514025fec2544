/**
 * The money amount input every amount screen shares (doc 3 §2.3 monthly investment, §2.4 funding
 * and retirement amounts, §5): the '$' or 'CAD ' prefix, decimal keyboard, two decimals, the keys
 * '-', '+', 'k' (and 'e') blocked, anything else typed or pasted reduced to digits and one point
 * (`sanitizeAmount`). The Conform field's props and error come from src/ui/form.ts.
 */
import { TextInput } from '@mantine/core';
import type { FormEvent, KeyboardEvent } from 'react';
import type { ScreenView } from '../../machines/screen-contract';
import { currencyPrefix, type Currency } from '../i18n/format';
import { fieldError, inputProps } from './form';

/** Keys refused in an amount (doc 3 §2.3: '-', '+' and 'k'; 'e' would make an exponent). */
const BLOCKED = new Set(['-', '+', 'k', 'K', 'e', 'E']);

/** Keeps digits and one decimal point with at most two decimals ('1,2a3.456' → '123.45'). */
export function sanitizeAmount(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [int, ...rest] = cleaned.split('.');
  return rest.length ? `${int}.${rest.join('').slice(0, 2)}` : int;
}

type AmountField = {
  id: string;
  name: string;
  formId: string;
  initialValue?: unknown;
  key?: string | null;
  errors?: string[];
};

export interface AmountInputProps {
  field: AmountField;
  view: Pick<ScreenView, 'fieldErrors' | 'errorFallbacks'>;
  /** The field's name in server errors ('Amount'). */
  name?: string;
  label: string;
  placeholder?: string;
  currency: Currency;
  /** The id of the limit text under the input, when there is one. */
  describedBy?: string;
  withAsterisk?: boolean;
}

/** The amount input (uncontrolled; Conform reads it from the form). */
export function AmountInput({
  field,
  view,
  name = 'Amount',
  label,
  placeholder,
  currency,
  describedBy,
  withAsterisk,
}: AmountInputProps) {
  return (
    <TextInput
      key={field.key ?? undefined}
      {...inputProps(field)}
      label={label}
      placeholder={placeholder}
      inputMode="decimal"
      autoComplete="off"
      maxLength={15}
      withAsterisk={withAsterisk}
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
      aria-describedby={describedBy}
      error={fieldError(field, view, name)}
    />
  );
}
