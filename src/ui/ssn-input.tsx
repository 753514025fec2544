/**
 * The masked SSN input of doc 2 §2.15 / §5: XXX-XX-XXXX (at most 11 characters) with 'Show SSN' /
 * 'Hide SSN' — the SSN mask of src/ui/masked-digits-input.tsx.
 */
import { registerTexts, t } from '../i18n/t';
import {
  maskHelpers,
  MaskedDigitsInput,
  maskedDisplay,
  type DigitMask,
  type MaskedFieldProps,
} from './masked-digits-input';

// Issue 22: these texts (src/i18n/en-person.ts) load with the screen's chunk, in the current locale.
registerTexts('person');

const SSN_MASK: DigitMask = {
  groups: [3, 2, 4],
  get placeholder() {
    return t('ssn.placeholder');
  },
  showKey: 'ssn.show',
  hideKey: 'ssn.hide',
};

const helpers = maskHelpers(SSN_MASK);
/** '123456789' → '123-45-6789' (partial input stays partial). */
export const formatSsnDigits = helpers.format;
/** The text shown: the formatted SSN, or with every digit replaced by a bullet. */
export const ssnDisplay = maskedDisplay;
/** A browser edit on the SSN's display text applied to the real value (applyDigitEdit with the SSN mask). */
export const applySsnEdit = helpers.applyEdit;

/** The masked SSN field (Show / Hide toggle); props as MaskedDigitsInput's without the mask. */
export function SsnInput(props: MaskedFieldProps) {
  return <MaskedDigitsInput mask={SSN_MASK} {...props} />;
}
