/**
 * Business address — SECURE_BUSINESS_ADDRESS '/business/secure/verify/business-address'
 * (doc 2 §2.10): the address entry form of doc 2 §2.20 (screens/address-enter.tsx `AddressForm`:
 * Street with the street lookup, Apt/Suite, City, State, Postal code, Country; changing the
 * country clears the rest) for the BUSINESS applicant, under a business title. Sends addressForm's
 * output; the machine saves it on the legal entity (machines/view/specs/business-address.ts).
 *
 * data: as the addressEnter screen (`ScreenDataOf<'addressEnter'>`). The review's edit modal
 * uses `AddressForm` directly.
 */
import { registerTexts, t } from '../src/i18n/t';
import { ScreenHeader } from '../src/ui/parts';
import { AddressForm } from './address-enter';
import type { ScreenProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('entity');

export default function BusinessAddress(props: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('businessAddress.title')} subtitle={t('businessAddress.subtitle')} />
      <AddressForm {...props} />
    </>
  );
}
