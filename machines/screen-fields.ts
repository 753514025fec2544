/**
 * Form field names per screen (the form shapes of services/api/fields.ts). Server errors whose
 * field is on the screen's form show under that field; others show under the form (doc 1 §8.1).
 * The date of birth shows its server errors under the form (doc 2 §2.13).
 */
import type { ReviewItemId, ScreenId } from './screen-contract';
import { specOf } from './view/screen-specs';

export const SCREEN_FIELDS: Partial<Record<ScreenId, readonly string[]>> = {
  welcome: ['Email', 'PromoCode'],
  login: ['Username', 'Password'],
  createAccount: ['Email', 'Password'],
  name: ['FirstName', 'MiddleName', 'LastName', 'Suffix'],
  phone: ['Phone', 'Country'],
  dob: [],
  identityCountry: ['CountryIso3Code'],
  ssn: ['Ssn'],
  addressEnter: ['Street', 'AptOrSuite', 'City', 'State', 'PostalCode', 'CountryIso3Code'],
  fundAccount: ['BankFundingType'],
  fundAmount: ['Amount'],
  agreement: ['agree'],
};

export const fieldsOf = (screen: string | null | undefined): readonly string[] =>
  specOf(screen)?.fields ?? ((screen && SCREEN_FIELDS[screen as ScreenId]) || []);

/** The screen whose form (and saver) a review item's edit modal uses (doc 2 §2.24). */
export const EDIT_SCREENS: Record<ReviewItemId, ScreenId> = {
  name: 'name',
  phone: 'phone',
  dob: 'dob',
  identity: 'identityCountry',
  ssn: 'ssn',
  address: 'addressEnter',
  funding: 'fundAmount',
};

export const isReviewItem = (item: string): item is ReviewItemId =>
  Object.prototype.hasOwnProperty.call(EDIT_SCREENS, item);
