/**
 * Form field names per screen (the form shapes of services/api/fields.ts). Server errors whose
 * field is on the screen's form show under that field; others show under the form (doc 1 §8.1).
 * The date of birth shows its server errors under the form (doc 2 §2.13).
 */
import type { PersonSlot, ReviewItemId, ScreenId } from './screen-contract';
import { specOf } from './view/screen-specs';

export const SCREEN_FIELDS: Partial<Record<ScreenId, readonly string[]>> = {
  welcome: ['Email', 'PromoCode'],
  login: ['Username', 'Password'],
  createAccount: ['Email', 'Password'],
  fundAccount: ['BankFundingType'],
  fundAmount: ['Amount'],
  agreement: ['agree', 'agreeAutoDeposit'],
  prepareRegistration: ['CustomerEmail'],
  setPassword: ['Email', 'Password', 'ConfirmPassword'],
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
  maritalStatus: 'maritalStatus',
  backupWithholding: 'backupWithholding',
  iraBusinessName: 'iraBusinessName',
  businessName: 'businessName',
  businessType: 'businessType',
  ein: 'ein',
  businessAddress: 'businessAddress',
  trustName: 'trustName',
  // The metal-stream Overview's items (doc 3 §2.3 "Every item opens an edit modal").
  metalAmount: 'metalInvest',
  metalAllocation: 'metalAllocate',
  metalGold: 'metalGold',
  metalSilver: 'metalSilver',
  metalFunding: 'metalFunding',
};

export const isReviewItem = (item: string): item is ReviewItemId =>
  Object.prototype.hasOwnProperty.call(EDIT_SCREENS, item);

/**
 * The form an edit item opens (doc 2 §2.24): its screen and person slot ('secondary.dob' → the
 * dob screen of the secondary holder), or null for an unknown item.
 */
export function editTargetOf(
  item: string | null | undefined,
): { screen: ScreenId; person: PersonSlot; item: ReviewItemId } | null {
  if (!item) return null;
  const m = /^(?:(secondary|minor)\.)?(\w+)$/.exec(item);
  if (!m || !isReviewItem(m[2])) return null;
  return {
    screen: EDIT_SCREENS[m[2]],
    person: (m[1] as PersonSlot | undefined) ?? 'main',
    item: m[2],
  };
}
