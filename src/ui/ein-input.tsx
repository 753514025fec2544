/**
 * The masked EIN input of doc 2 §2.9 / §5: XX-XXXXXXX (at most 10 characters), placeholder
 * XX-XXXXXXX, with 'Show EIN' / 'Hide EIN' — the EIN mask of src/ui/masked-digits-input.tsx.
 */
import {
  maskHelpers,
  MaskedDigitsInput,
  maskedDisplay,
  type DigitMask,
  type MaskedFieldProps,
} from './masked-digits-input';
import { registerTexts } from '../i18n/t';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('entity');

/** The input's placeholder (doc 2 §2.9): the format itself, the same in every language. */
export const EIN_PLACEHOLDER = 'XX-XXXXXXX';

/** An EIN has 9 digits (doc 2 §9): 2, a dash, 7. */
const EIN_MASK: DigitMask = {
  groups: [2, 7],
  placeholder: EIN_PLACEHOLDER,
  showKey: 'ein.show',
  hideKey: 'ein.hide',
};

const helpers = maskHelpers(EIN_MASK);
/** '123456789' → '12-3456789' (partial input stays partial). */
export const formatEinDigits = helpers.format;
/** The text shown: the formatted EIN, or with every digit replaced by a bullet. */
export const einDisplay = maskedDisplay;
/** A browser edit on the EIN's display text applied to the real value (applyDigitEdit with the EIN mask). */
export const applyEinEdit = helpers.applyEdit;

/** The masked EIN field (Show / Hide toggle); props as MaskedDigitsInput's without the mask. */
export function EinInput(props: MaskedFieldProps) {
  return <MaskedDigitsInput mask={EIN_MASK} {...props} />;
}
