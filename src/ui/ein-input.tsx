/**
 * The masked EIN input of doc 2 §2.9 / §5 (after src/ui/ssn-input.tsx): shown as XX-XXXXXXX
 * (the dash inserted as you type, digits only, at most 10 characters), masked by default with a
 * 'Show EIN' / 'Hide EIN' toggle, placeholder XX-XXXXXXX, autocomplete off. The visible input has
 * no `name`: the formatted value reaches the form through Conform's `useInputControl`, so the
 * masked text is never submitted. The value is never logged.
 */
import { useInputControl } from '@conform-to/react';
import { TextInput } from '@mantine/core';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { t } from '../i18n/t';

const BULLET = '•';
/** The input's placeholder (doc 2 §2.9): the format itself, the same in every language. */
export const EIN_PLACEHOLDER = 'XX-XXXXXXX';
/** An EIN has 9 digits (doc 2 §9). */
const EIN_DIGITS = 9;

/** '123456789' → '12-3456789' (partial input stays partial: '123' → '12-3'). */
export function formatEinDigits(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, EIN_DIGITS);
  return d.length <= 2 ? d : `${d.slice(0, 2)}-${d.slice(2)}`;
}

/** The text shown: the formatted value, or with every digit replaced by a bullet. */
export const einDisplay = (formatted: string, visible: boolean) => (visible ? formatted : formatted.replace(/\d/g, BULLET));

/**
 * Applies a browser edit made on the display text to the real value (as `applySsnEdit` does for
 * the SSN). `caret` is the caret position after the edit; the text after it is the unchanged tail
 * of the previous display. Returns the new formatted value and where the caret belongs in it.
 */
export function applyEinEdit(
  prevReal: string,
  prevDisplay: string,
  nextDisplay: string,
  caret: number,
  deleting: boolean,
): { value: string; caret: number } {
  const tail = Math.max(0, nextDisplay.length - caret);
  const oldEnd = Math.max(0, prevDisplay.length - tail);
  let start = 0;
  const maxStart = Math.min(caret, oldEnd);
  while (start < maxStart && prevDisplay[start] === nextDisplay[start]) start++;
  const inserted = nextDisplay.slice(start, caret).replace(/[^\d]/g, '');
  let head = prevReal.slice(0, start);
  const removed = prevReal.slice(start, oldEnd);
  // Deleting only the dash: remove the digit before it instead (otherwise the dash comes back).
  if (deleting && !inserted && removed && !/\d/.test(removed)) head = head.replace(/\d(?=\D*$)/, '');
  const before = (head + inserted).replace(/\D/g, '');
  const digits = (before + prevReal.slice(oldEnd).replace(/\D/g, '')).slice(0, EIN_DIGITS);
  const value = formatEinDigits(digits);
  const want = Math.min(before.length, digits.length);
  let pos = 0;
  let seen = 0;
  while (pos < value.length && seen < want) {
    if (/\d/.test(value[pos])) seen++;
    pos++;
  }
  return { value, caret: pos };
}

export function EinInput(props: {
  field: { id: string; name: string; formId: string; key?: string | null; initialValue?: string | undefined };
  label: ReactNode;
  error?: string;
  disabled?: boolean;
  withAsterisk?: boolean;
}) {
  const control = useInputControl(props.field);
  const [visible, setVisible] = useState(false);
  const real = useRef(formatEinDigits(typeof props.field.initialValue === 'string' ? props.field.initialValue : ''));
  const shown = useRef(einDisplay(real.current, false));
  const input = useRef<HTMLInputElement>(null);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const deleting = ((e.nativeEvent as InputEvent).inputType ?? '').startsWith('delete');
    const caret = el.selectionStart ?? el.value.length;
    const next = applyEinEdit(real.current, shown.current, el.value, caret, deleting);
    real.current = next.value;
    shown.current = einDisplay(next.value, visible);
    el.value = shown.current;
    if (document.activeElement === el) el.setSelectionRange(next.caret, next.caret);
    control.change(next.value);
  };

  const toggle = () => {
    const v = !visible;
    setVisible(v);
    shown.current = einDisplay(real.current, v);
    if (input.current) input.current.value = shown.current;
  };

  return (
    <TextInput
      ref={input}
      id={props.field.id}
      label={props.label}
      placeholder={EIN_PLACEHOLDER}
      defaultValue={shown.current}
      onChange={onChange}
      onFocus={control.focus}
      onBlur={control.blur}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={10}
      disabled={props.disabled}
      withAsterisk={props.withAsterisk}
      error={props.error}
      classNames={{ input: 'w-ssn-input' }}
      rightSectionWidth={104}
      rightSectionPointerEvents="all"
      rightSection={
        <button
          type="button"
          className="w-ssn-toggle"
          onClick={toggle}
          aria-pressed={visible}
          aria-controls={props.field.id}
          disabled={props.disabled}
        >
          {visible ? t('ein.hide') : t('ein.show')}
        </button>
      }
    />
  );
}
