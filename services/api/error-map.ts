/**
 * Server error → form field and message (doc 1 §8.1, doc 2 §8, doc 3 §8).
 *
 * `mapApiFailure(failure, fields)` returns the field errors to show on the form's fields and
 * the error for the whole form. Messages are i18n keys 'apiErrors.<Code>' (doc 1 §8.1), except
 * where the spec derives the text from the server message:
 * - KYCError (the identity-verification provider's KYC error, also spelt {idv}KYCError): the
 *   server message with its first 30 characters removed (doc 1 §8.1, doc 3 §8). OFACError is not
 *   cut: it reads 'apiErrors.OFACError' like any other code;
 * - UserAlreadyExists: the third dash-separated segment of the message;
 * - an amount below or above its bound (doc 3 §5): the server's message as is when it is the
 *   deposit-limit copy with its values ('fundAmount.minLimit?minAmount=…&type=…', the same
 *   message as the form's rule, services/api/fields.ts `amountLimitMessage`);
 * - ErrorMessage present and no Errors: the ErrorMessage as is;
 * - 'Request failed with status code 500' and empty answers: 'apiErrors.SomethingWentWrong';
 * - the API unreachable: 'apiErrors.NetworkError';
 * - TooManyRequests (429, issue 12): 'apiErrors.TooManyRequests?seconds=<Retry-After>' — the key
 *   with its {{seconds}} value (src/i18n/t.ts reads `key?name=value`), a form error.
 * `fallbacks` maps each key to the server's Message, for screens to show when the catalogue
 * has no text for the key.
 */
import type { ApiErrorItem } from './contract';
import type { ApiFailure } from './client';

export const SOMETHING_WENT_WRONG = 'apiErrors.SomethingWentWrong';
export const NETWORK_ERROR = 'apiErrors.NetworkError';

/** Server code → form field of doc 2 §8's tables (Address, Phone) plus SSN, name, entry and funding codes. */
export const CODE_TO_FIELD: Readonly<Record<string, string>> = {
  // Address (doc 2 §8)
  StreetIsNullOrEmpty: 'Street',
  StreetIsInvalidLength: 'Street',
  StreetIsInvalid: 'Street',
  AptOrSuiteIsInvalidLength: 'AptOrSuite',
  CityIsNullOrEmpty: 'City',
  CityIsInvalidLength: 'City',
  CityIsInvalid: 'City',
  CountryIso3CodeIsNullOrEmpty: 'CountryIso3Code',
  CountryIso3CodeIsInvalidLength: 'CountryIso3Code',
  CountryIso3CodeIsInvalid: 'CountryIso3Code',
  CountryIso2CodeIsNullOrEmpty: 'CountryIso3Code',
  CountryIso2CodeIsInvalidLength: 'CountryIso3Code',
  CountryIso2CodeIsInvalid: 'CountryIso3Code',
  PostalCodeIsNullOrEmpty: 'PostalCode',
  PostalCodeIsInvalidLength: 'PostalCode',
  PostalCodeNotValid: 'PostalCode',
  PostalCodeIsInvalid: 'PostalCode',
  StateIsNullOrEmpty: 'State',
  StateIsInvalidLength: 'State',
  StateIsInvalid: 'State',
  GiftStateNotSupported: 'State',
  // Phone (doc 2 §8: the server error is set on the phone field)
  PhoneModel_Iso3CountryCodeIsInvalid: 'Phone',
  Iso3CountryCodeIsInvalid: 'Phone',
  PhoneNumberIsTooShort: 'Phone',
  PhoneNumberIsTooLong: 'Phone',
  PhoneNumberIsInvalid: 'Phone',
  PhoneNumberIsInvalidLength: 'Phone',
  PhoneModel_PhoneNumberIsTooShort: 'Phone',
  PhoneModel_PhoneNumberIsTooLong: 'Phone',
  PhoneModel_PhoneNumberIsInvalid: 'Phone',
  PhoneModel_PhoneNumberIsInvalidLength: 'Phone',
  AreaCodeIsNullOrEmpty: 'Phone',
  PhoneModel_AreaCodeIsNullOrEmpty: 'Phone',
  LocalNumberIsNullOrEmpty: 'Phone',
  PhoneModel_LocalNumberIsNullOrEmpty: 'Phone',
  PhoneNotValid: 'Phone',
  // SSN and identity (doc 2 §7)
  SsnIsInvalid: 'Ssn',
  SsnIsNullOrEmpty: 'Ssn',
  CountryIso3CodeIsRequired: 'CountryIso3Code',
  // Name
  FirstNameIsNullOrEmpty: 'FirstName',
  FirstNameIsInvalidLength: 'FirstName',
  LastNameIsNullOrEmpty: 'LastName',
  LastNameIsInvalidLength: 'LastName',
  MiddleNameIsInvalidLength: 'MiddleName',
  // Entry (doc 1 §7.2)
  EmailNotValid: 'Email',
  EmailAddressIsInvalid: 'Email',
  UsernameAlreadyExists: 'Email',
  PasswordIsInvalid: 'Password',
  InvalidCredentials: 'Username',
  WrongCredentials: 'Username',
  Authentication: 'Username',
  InvalidParameters: 'Username',
  WizardValidation_UserNotFound: 'Username',
  UsernameDoesNotExist: 'Username',
  // Funding (doc 3 §8: amount errors on the field)
  AmountMustBeGreaterThanZero: 'Amount',
  AmountIsBelowMinimum: 'Amount',
  AmountIsAboveMaximum: 'Amount',
  AmountIsInvalid: 'Amount',
  Order_AchDepositMinLimit: 'Amount',
  Order_AchDepositMaxLimit: 'Amount',
  TradecoreExecutionError: 'Amount',
};

/** Context values the server sends that name a form field under another name. */
const CONTEXT_ALIASES: Readonly<Record<string, string>> = {
  country: 'CountryIso3Code',
  Country: 'CountryIso3Code',
  Iso3CountryCode: 'Phone',
  LocalNumber: 'Phone',
  AreaCode: 'Phone',
  PhoneNumber: 'Phone',
  DateOfBirth: 'Day',
  SuffixType: 'Suffix',
  BankFundingType: 'BankFundingType',
};

/** The field an error item belongs to: the code table first, then its Context (doc 1 §8.1). */
export function fieldForError(item: ApiErrorItem): string | null {
  const byCode = CODE_TO_FIELD[item.Code];
  if (byCode) return byCode;
  const ctx = item.Context?.trim();
  if (!ctx) return null;
  return CONTEXT_ALIASES[ctx] ?? ctx;
}

/** The amount rules' message with its values (services/api/fields.ts `amountLimitMessage`). */
const AMOUNT_LIMIT_MESSAGE = /^fundAmount\.(min|max)Limit\?/;

/** The message (i18n key or derived text) for one error item (doc 1 §8.1 special rules). */
export function messageForError(item: ApiErrorItem): string {
  const code = item.Code ?? '';
  const msg = item.Message ?? '';
  // Only the provider's KYC error carries the 30-character prefix the wizard cuts (doc 1 §8.1).
  if (/KYCError$/.test(code) && msg.length > 30) return msg.slice(30);
  if (code === 'UserAlreadyExists' && msg.split('-').length >= 3) return msg.split('-')[2].trim();
  if (AMOUNT_LIMIT_MESSAGE.test(msg)) return msg;
  if (code === 'UnnecessaryDataProvided' && msg) return msg.replace(/^BadRequestValidation - /, '');
  if (!code)
    return msg && msg !== 'Request failed with status code 500' ? msg : SOMETHING_WENT_WRONG;
  return `apiErrors.${code}`;
}

export interface MappedErrors {
  /** Field name → message key. */
  fieldErrors: Record<string, string>;
  /** Message for the whole form (under the form, or in the error modal). */
  formError: string | null;
  /** Message key → the server's own Message, for catalogues that lack the key. */
  fallbacks: Record<string, string>;
}

/**
 * Maps a failure onto a form whose field names are `fields` (form-shape names of
 * services/api/fields.ts). An error whose field is not on the form becomes the form error.
 * With no `fields` given, every field-bound error is kept as a field error.
 */
export function mapApiFailure(failure: ApiFailure, fields?: readonly string[]): MappedErrors {
  const fieldErrors: Record<string, string> = {};
  const fallbacks: Record<string, string> = {};
  let formError: string | null = null;
  if (failure.network) return { fieldErrors, formError: NETWORK_ERROR, fallbacks };
  for (const item of failure.errors) {
    let message = messageForError(item);
    if (item.Code === 'TooManyRequests' && failure.retryAfterSeconds)
      message = `${message}?seconds=${failure.retryAfterSeconds}`;
    if (item.Message && message.startsWith('apiErrors.')) fallbacks[message] = item.Message;
    const field = fieldForError(item);
    if (field && (!fields || fields.includes(field))) {
      if (!fieldErrors[field]) fieldErrors[field] = message;
    } else if (!formError) {
      formError = message;
    }
  }
  if (!formError && Object.keys(fieldErrors).length === 0) {
    const m = failure.message;
    formError = m && m !== 'Request failed with status code 500' ? m : SOMETHING_WENT_WRONG;
  }
  return { fieldErrors, formError, fallbacks };
}
