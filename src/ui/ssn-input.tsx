/**
 * The masked SSN input of doc 2 §2.15 / §5: XXX-XX-XXXX (at most 11 characters) with 'Show SSN' /
 * 'Hide SSN' — the SSN mask of src/ui/masked-digits-input.tsx.
 */
import type { ReactNode } from 'react';
import { t } from '../i18n/t';
import {
  applyDigitEdit,
  formatDigits,
  MaskedDigitsInput,
  maskedDisplay,
  type DigitMask,
} from './masked-digits-input';

const SSN_MASK: DigitMask = {
  groups: [3, 2, 4],
  get placeholder() {
    return t('ssn.placeholder');
  },
  showKey: 'ssn.show',
  hideKey: 'ssn.hide',
};

/** '123456789' → '123-45-6789' (partial input stays partial: '1234' → '123-4'). */
export const formatSsnDigits = (digits: string) => formatDigits(SSN_MASK, digits);
/** The text shown: the formatted SSN, or with every digit replaced by a bullet. */
export const ssnDisplay = maskedDisplay;
/** A browser edit on the SSN's display text applied to the real value (applyDigitEdit with the SSN mask). */
export const applySsnEdit = (
  prevReal: string,
  prevDisplay: string,
  nextDisplay: string,
  caret: number,
  deleting: boolean,
) => applyDigitEdit(SSN_MASK, prevReal, prevDisplay, nextDisplay, caret, deleting);

export function SsnInput(props: {
  field: {
    id: string;
    name: string;
    formId: string;
    key?: string | null;
    initialValue?: string | undefined;
  };
  label: string;
  error?: string;
  disabled?: boolean;
  description?: ReactNode;
}) {
  return <MaskedDigitsInput mask={SSN_MASK} {...props} />;
}
