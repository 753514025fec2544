/**
 * A masked input of a fixed-length number in dash-separated groups (the SSN XXX-XX-XXXX of doc 2
 * §2.15 and the EIN XX-XXXXXXX of doc 2 §2.9; their rules in §5): dashes inserted as you type,
 * digits only, masked by default with a Show / Hide toggle, autocomplete off. The visible input has
 * no `name`: the formatted value reaches the form through Conform's `useInputControl`, so the
 * masked text is never submitted. The value is never logged. src/ui/ssn-input.tsx and
 * src/ui/ein-input.tsx name the two masks.
 */
import { useInputControl } from '@conform-to/react';
import { TextInput } from '@mantine/core';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { t } from '../i18n/t';

const BULLET = '•';

/** A mask: the digit groups (e.g. [3, 2, 4]) and the toggle's text keys. */
export interface DigitMask {
  groups: readonly number[];
  placeholder: string;
  showKey: string;
  hideKey: string;
}

const total = (m: Pick<DigitMask, 'groups'>) => m.groups.reduce((a, b) => a + b, 0);

/** The digits formatted in the mask's groups ('1234' with [3, 2, 4] → '123-4'; partial stays partial). */
export function formatDigits(mask: Pick<DigitMask, 'groups'>, digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, total(mask));
  const parts: string[] = [];
  let at = 0;
  for (const g of mask.groups) {
    if (at >= d.length) break;
    parts.push(d.slice(at, at + g));
    at += g;
  }
  return parts.join('-');
}

/** The text shown: the formatted value, or with every digit replaced by a bullet. */
export const maskedDisplay = (formatted: string, visible: boolean) =>
  visible ? formatted : formatted.replace(/\d/g, BULLET);

/**
 * Applies a browser edit made on the display text to the real value. `caret` is the caret position
 * after the edit; the text after it is the unchanged tail of the previous display. Returns the new
 * formatted value and where the caret belongs in it.
 */
export function applyDigitEdit(
  mask: Pick<DigitMask, 'groups'>,
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
  if (deleting && !inserted && removed && !/\d/.test(removed))
    head = head.replace(/\d(?=\D*$)/, '');
  const before = (head + inserted).replace(/\D/g, '');
  const digits = (before + prevReal.slice(oldEnd).replace(/\D/g, '')).slice(0, total(mask));
  const value = formatDigits(mask, digits);
  const want = Math.min(before.length, digits.length);
  let pos = 0;
  let seen = 0;
  while (pos < value.length && seen < want) {
    if (/\d/.test(value[pos])) seen++;
    pos++;
  }
  return { value, caret: pos };
}

/** What a masked-number field takes besides its mask (the SSN and EIN inputs pass them through). */
export interface MaskedFieldProps {
  field: {
    id: string;
    name: string;
    formId: string;
    key?: string | null;
    initialValue?: string | undefined;
  };
  label: ReactNode;
  error?: string;
  disabled?: boolean;
  withAsterisk?: boolean;
  /** Help under the label (linked by aria-describedby), e.g. 'A number ending 6789 is saved…'. */
  description?: ReactNode;
}

/**
 * The pure helpers of one mask: `format(digits)` ('123456789' → '123-45-6789' for [3, 2, 4];
 * partial input stays partial) and `applyEdit(prevReal, prevDisplay, nextDisplay, caret, deleting)`
 * (applyDigitEdit with that mask).
 */
export function maskHelpers(mask: Pick<DigitMask, 'groups'>) {
  return {
    format: (digits: string) => formatDigits(mask, digits),
    applyEdit: (
      prevReal: string,
      prevDisplay: string,
      nextDisplay: string,
      caret: number,
      deleting: boolean,
    ) => applyDigitEdit(mask, prevReal, prevDisplay, nextDisplay, caret, deleting),
  };
}

export function MaskedDigitsInput(props: MaskedFieldProps & { mask: DigitMask }) {
  const { mask } = props;
  const control = useInputControl(props.field);
  const [visible, setVisible] = useState(false);
  // The input is uncontrolled: its first text is computed once; later edits go through the refs.
  const [initial] = useState(() => {
    const value = formatDigits(
      mask,
      typeof props.field.initialValue === 'string' ? props.field.initialValue : '',
    );
    return { value, shown: maskedDisplay(value, false) };
  });
  const real = useRef(initial.value);
  const shown = useRef(initial.shown);
  const input = useRef<HTMLInputElement>(null);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const deleting = ((e.nativeEvent as InputEvent).inputType ?? '').startsWith('delete');
    const caret = el.selectionStart ?? el.value.length;
    const next = applyDigitEdit(mask, real.current, shown.current, el.value, caret, deleting);
    real.current = next.value;
    shown.current = maskedDisplay(next.value, visible);
    el.value = shown.current;
    if (document.activeElement === el) el.setSelectionRange(next.caret, next.caret);
    control.change(next.value);
  };

  const toggle = () => {
    const v = !visible;
    setVisible(v);
    shown.current = maskedDisplay(real.current, v);
    if (input.current) input.current.value = shown.current;
  };

  return (
    <TextInput
      ref={input}
      id={props.field.id}
      label={props.label}
      description={props.description}
      placeholder={mask.placeholder}
      defaultValue={initial.shown}
      onChange={onChange}
      onFocus={control.focus}
      onBlur={control.blur}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={total(mask) + mask.groups.length - 1}
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
          {visible ? t(mask.hideKey) : t(mask.showKey)}
        </button>
      }
    />
  );
}
