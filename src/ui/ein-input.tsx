/**
 * The masked EIN input of doc 2 §2.9 / §5: XX-XXXXXXX (at most 10 characters), placeholder
 * XX-XXXXXXX, with 'Show EIN' / 'Hide EIN' — the EIN mask of src/ui/masked-digits-input.tsx.
 */
import type { ReactNode } from 'react';
import {
  applyDigitEdit,
  formatDigits,
  MaskedDigitsInput,
  maskedDisplay,
  type DigitMask,
} from './masked-digits-input';
import { enEntity } from '../i18n/en-entity';
import { addTexts } from '../i18n/t';

// Issue 11: this screen's texts travel in its chunk (src/i18n/t.ts).
addTexts(enEntity);

/** The input's placeholder (doc 2 §2.9): the format itself, the same in every language. */
export const EIN_PLACEHOLDER = 'XX-XXXXXXX';

/** An EIN has 9 digits (doc 2 §9): 2, a dash, 7. */
const EIN_MASK: DigitMask = {
  groups: [2, 7],
  placeholder: EIN_PLACEHOLDER,
  showKey: 'ein.show',
  hideKey: 'ein.hide',
};

/** '123456789' → '12-3456789' (partial input stays partial: '123' → '12-3'). */
export const formatEinDigits = (digits: string) => formatDigits(EIN_MASK, digits);
/** The text shown: the formatted EIN, or with every digit replaced by a bullet. */
export const einDisplay = maskedDisplay;
/** A browser edit on the EIN's display text applied to the real value (applyDigitEdit with the EIN mask). */
export const applyEinEdit = (
  prevReal: string,
  prevDisplay: string,
  nextDisplay: string,
  caret: number,
  deleting: boolean,
) => applyDigitEdit(EIN_MASK, prevReal, prevDisplay, nextDisplay, caret, deleting);

export function EinInput(props: {
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
  description?: ReactNode;
}) {
  return <MaskedDigitsInput mask={EIN_MASK} {...props} />;
}
