/**
 * The masked SSN input of doc 2 §2.15 / §5: shown as XXX-XX-XXXX (dashes inserted as you type,
 * digits only, at most 11 characters), masked by default with a 'Show SSN' / 'Hide SSN' toggle,
 * autocomplete off. The visible input has no `name`: the formatted value reaches the form through
 * Conform's `useInputControl`, so the masked text is never submitted. The value is never logged.
 */
import { useInputControl } from '@conform-to/react';
import { TextInput } from '@mantine/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { t } from '../i18n/t';

const BULLET = '•';

/** '123456789' → '123-45-6789' (partial input stays partial: '1234' → '123-4'). */
export function formatSsnDigits(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** The text shown: the formatted value, or with every digit replaced by a bullet. */
export const ssnDisplay = (formatted: string, visible: boolean) =>
  visible ? formatted : formatted.replace(/\d/g, BULLET);

/**
 * Applies a browser edit made on the display text to the real value. `caret` is the caret position
 * after the edit; the text after it is the unchanged tail of the previous display. Returns the new
 * formatted value and where the caret belongs in it.
 */
export function applySsnEdit(
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
  // Deleting only a dash: remove the digit before it instead (otherwise the dash comes back).
  if (deleting && !inserted && removed && !/\d/.test(removed)) head = head.replace(/\d(?=\D*$)/, '');
  const before = (head + inserted).replace(/\D/g, '');
  const digits = (before + prevReal.slice(oldEnd).replace(/\D/g, '')).slice(0, 9);
  const value = formatSsnDigits(digits);
  const want = Math.min(before.length, digits.length);
  let pos = 0;
  let seen = 0;
  while (pos < value.length && seen < want) {
    if (/\d/.test(value[pos])) seen++;
    pos++;
  }
  return { value, caret: pos };
}

export function SsnInput(props: {
  field: { id: string; name: string; formId: string; key?: string | null; initialValue?: string | undefined };
  label: string;
  error?: string;
  disabled?: boolean;
}) {
  const control = useInputControl(props.field);
  const [visible, setVisible] = useState(false);
  const real = useRef(formatSsnDigits(typeof props.field.initialValue === 'string' ? props.field.initialValue : ''));
  const shown = useRef(ssnDisplay(real.current, false));
  const input = useRef<HTMLInputElement>(null);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const deleting = ((e.nativeEvent as InputEvent).inputType ?? '').startsWith('delete');
    const caret = el.selectionStart ?? el.value.length;
    const next = applySsnEdit(real.current, shown.current, el.value, caret, deleting);
    real.current = next.value;
    shown.current = ssnDisplay(next.value, visible);
    el.value = shown.current;
    if (document.activeElement === el) el.setSelectionRange(next.caret, next.caret);
    control.change(next.value);
  };

  const toggle = () => {
    const v = !visible;
    setVisible(v);
    shown.current = ssnDisplay(real.current, v);
    if (input.current) input.current.value = shown.current;
  };

  return (
    <TextInput
      ref={input}
      id={props.field.id}
      label={props.label}
      placeholder={t('ssn.placeholder')}
      defaultValue={shown.current}
      onChange={onChange}
      onFocus={control.focus}
      onBlur={control.blur}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={11}
      disabled={props.disabled}
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
          {visible ? t('ssn.hide') : t('ssn.show')}
        </button>
      }
    />
  );
}
