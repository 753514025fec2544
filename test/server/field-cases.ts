/**
 * One table of bad (and good) inputs per field rule of the Individual path (doc 1 §5, doc 2 §5,
 * doc 3 §5), shared by the client-schema tests (test/unit/fields.test.ts) and the server-answer
 * tests (test/unit/fields-server.test.ts): for each input, the i18n key the form shows and the
 * code + Context the server answers.
 */

const V = 'fields.errors.validation.';

/** A value for one field; `key` is the client message (null: valid), `code` the server's. */
export interface FieldCase {
  label: string;
  value: string;
  key: string | null;
  code: string | null;
  context?: string;
}

export const emailCases: FieldCase[] = [
  { label: 'empty', value: '', key: `${V}emailRequired`, code: 'EmailAddressIsInvalid' },
  { label: 'blank', value: '   ', key: `${V}emailRequired`, code: 'EmailAddressIsInvalid' },
  {
    label: 'no domain',
    value: 'user@localhost',
    key: `${V}emailInvalid`,
    code: 'EmailAddressIsInvalid',
  },
  {
    label: 'double dot',
    value: 'a..b@example.com',
    key: `${V}emailInvalid`,
    code: 'EmailAddressIsInvalid',
  },
  {
    label: 'space',
    value: 'a b@example.com',
    key: `${V}emailInvalidCharacters`,
    code: 'EmailAddressIsInvalid',
  },
  {
    label: 'plus sign',
    value: 'a+b@example.com',
    key: `${V}emailInvalidCharacters`,
    code: 'EmailAddressIsInvalid',
  },
  {
    label: 'non-ASCII',
    value: 'jörg@example.com',
    key: `${V}emailInvalidCharacters`,
    code: 'EmailAddressIsInvalid',
  },
  {
    label: '51 characters',
    value: `${'a'.repeat(39)}@example.com`,
    key: `${V}emailMaxLength`,
    code: 'EmailAddressIsInvalid',
  },
  { label: '50 characters', value: `${'a'.repeat(38)}@example.com`, key: null, code: null },
  { label: 'trimmed', value: '  ok_user-1.x@example.com ', key: null, code: null },
];

export const passwordCases: FieldCase[] = [
  { label: 'empty', value: '', key: `${V}passwordRequired`, code: 'PasswordIsInvalid' },
  {
    label: '7 characters',
    value: 'Abcde1!',
    key: `${V}passwordStrength`,
    code: 'PasswordIsInvalid',
  },
  {
    label: 'digits and lower only',
    value: 'abcdefgh1',
    key: `${V}passwordStrength`,
    code: 'PasswordIsInvalid',
  },
  {
    label: 'digits and upper only',
    value: 'ABCDEFGH1',
    key: `${V}passwordStrength`,
    code: 'PasswordIsInvalid',
  },
  {
    label: 'lower and upper only',
    value: 'Abcdefghi',
    key: `${V}passwordStrength`,
    code: 'PasswordIsInvalid',
  },
  {
    label: 'a dash',
    value: 'Gold-Bar-2024',
    key: `${V}passwordInvalidCharacters`,
    code: 'PasswordIsInvalid',
  },
  {
    label: 'a space',
    value: 'Gold Bar 2024',
    key: `${V}passwordInvalidCharacters`,
    code: 'PasswordIsInvalid',
  },
  {
    label: '51 characters',
    value: `Aa1${'x'.repeat(48)}`,
    key: `${V}passwordMaxLength`,
    code: 'PasswordIsInvalid',
  },
  { label: 'digit + lower + upper', value: 'GoldBar2024', key: null, code: null },
  { label: 'digit + letter + special', value: 'goldbar2024!', key: null, code: null },
  { label: 'lower + upper + special', value: 'GoldBar!!', key: null, code: null },
];

export interface NameCase {
  label: string;
  body: { FirstName: string; MiddleName?: string; LastName: string };
  key: string | null;
  code: string | null;
  context?: string;
}

export const nameCases: NameCase[] = [
  {
    label: 'first name empty',
    body: { FirstName: '', LastName: 'Lovelace' },
    key: `${V}firstName`,
    code: 'FirstNameIsNullOrEmpty',
    context: 'FirstName',
  },
  {
    label: 'first name blank',
    body: { FirstName: '   ', LastName: 'Lovelace' },
    key: `${V}firstName`,
    code: 'FirstNameIsNullOrEmpty',
    context: 'FirstName',
  },
  {
    label: 'first name with a digit',
    body: { FirstName: 'Ada1', LastName: 'Lovelace' },
    key: `${V}invalidCharacters`,
    code: 'InvalidCharacters',
    context: 'FirstName',
  },
  {
    label: 'first name 51 letters',
    body: { FirstName: 'A'.repeat(51), LastName: 'Lovelace' },
    key: `${V}firstNameMaxLength`,
    code: 'FirstNameIsInvalidLength',
    context: 'FirstName',
  },
  {
    label: 'last name empty',
    body: { FirstName: 'Ada', LastName: '' },
    key: `${V}lastName`,
    code: 'LastNameIsNullOrEmpty',
    context: 'LastName',
  },
  {
    label: 'last name with an apostrophe',
    body: { FirstName: 'Ada', LastName: "O'Hara" },
    key: `${V}invalidCharacters`,
    code: 'InvalidCharacters',
    context: 'LastName',
  },
  {
    label: 'last name 51 letters',
    body: { FirstName: 'Ada', LastName: 'L'.repeat(51) },
    key: `${V}lastNameMaxLength`,
    code: 'LastNameIsInvalidLength',
    context: 'LastName',
  },
  {
    label: 'middle name with a digit',
    body: { FirstName: 'Ada', MiddleName: 'G2', LastName: 'Lovelace' },
    key: `${V}invalidCharacters`,
    code: 'InvalidCharacters',
    context: 'MiddleName',
  },
  {
    label: 'middle name 51 letters',
    body: { FirstName: 'Ada', MiddleName: 'G'.repeat(51), LastName: 'Lovelace' },
    key: `${V}middleNameMaxLength`,
    code: 'MiddleNameIsInvalidLength',
    context: 'MiddleName',
  },
  {
    label: 'accented letters and spaces',
    body: { FirstName: 'Zoë Anne', LastName: 'García Márquez' },
    key: null,
    code: null,
  },
  {
    label: 'control pictures stripped',
    body: { FirstName: '\u2400Ada\u2421', LastName: 'Lovelace' },
    key: null,
    code: null,
  },
];

export const ssnCases: FieldCase[] = [
  { label: 'empty', value: '', key: `${V}ssnRequired`, code: 'SsnIsNullOrEmpty' },
  { label: 'letters', value: '12a-45-6789', key: `${V}ssnDigits`, code: 'SsnIsInvalid' },
  {
    label: 'fewer than 9 digits',
    value: '123-45-678',
    key: `${V}ssnNotValid`,
    code: 'SsnIsInvalid',
  },
  { label: 'only 5 digits', value: '12-345', key: `${V}ssnNotValid`, code: 'SsnIsInvalid' },
  {
    label: 'longer than 11 characters',
    value: '123-45-67890',
    key: `${V}ssnNotValid`,
    code: 'SsnIsInvalid',
  },
  {
    label: 'misplaced dashes',
    value: '1234-5-6789',
    key: `${V}einValidation`,
    code: 'SsnIsInvalid',
  },
  ...['000', '666', '999'].map((g) => ({
    label: `area ${g}`,
    value: `${g}-45-6789`,
    key: `${V}einValidation`,
    code: 'SsnIsInvalid',
  })),
  ...['00', '66', '99'].map((g) => ({
    label: `group ${g}`,
    value: `123-${g}-6789`,
    key: `${V}einValidation`,
    code: 'SsnIsInvalid',
  })),
  ...['0000', '6666', '9999'].map((g) => ({
    label: `serial ${g}`,
    value: `123-45-${g}`,
    key: `${V}einValidation`,
    code: 'SsnIsInvalid',
  })),
  { label: 'formatted', value: '219-09-1234', key: null, code: null },
  { label: 'digits only', value: '219091234', key: null, code: null },
];

/** Server DateOfBirth payloads ('yyyy-MM-dd'); the client form is tested on Month/Day/Year. */
export const dobPayloadCases: FieldCase[] = [
  {
    label: 'not a date',
    value: '12/09/1960',
    key: `${V}dateOfBirthInvalid`,
    code: 'DateOfBirthIsInvalid',
  },
  {
    label: '29 February of a common year',
    value: '2001-02-29',
    key: `${V}dateOfBirthInvalid`,
    code: 'DateOfBirthIsInvalid',
  },
  {
    label: '31 April',
    value: '1980-04-31',
    key: `${V}dateOfBirthInvalid`,
    code: 'DateOfBirthIsInvalid',
  },
  {
    label: 'month 13',
    value: '1980-13-01',
    key: `${V}dateOfBirthInvalid`,
    code: 'DateOfBirthIsInvalid',
  },
  {
    label: 'day 0',
    value: '1980-01-00',
    key: `${V}dateOfBirthInvalid`,
    code: 'DateOfBirthIsInvalid',
  },
  {
    label: 'year 1900',
    value: '1900-06-01',
    key: `${V}dateOfBirthInvalid`,
    code: 'DateOfBirthIsInvalid',
  },
  { label: '29 February of a leap year', value: '2000-02-29', key: null, code: null },
];

export const countryCases: FieldCase[] = [
  { label: 'empty', value: '', key: `${V}countryRequired`, code: 'CountryIso3CodeIsNullOrEmpty' },
  {
    label: 'two letters',
    value: 'US',
    key: `${V}countryRequired`,
    code: 'CountryIso3CodeIsInvalid',
  },
  { label: 'unknown code', value: 'XYZ', key: null, code: 'CountryIso3CodeIsInvalid' },
  { label: 'USA', value: 'USA', key: null, code: null },
];

export interface AddressCase {
  label: string;
  patch: Record<string, string | null>;
  key: string | null;
  code: string | null;
  context?: string;
  message?: string;
}

export const VALID_ADDRESS = {
  Street: '1 Main Street',
  AptOrSuite: '',
  City: 'Albany',
  State: 'NY',
  PostalCode: '12207',
  CountryIso3Code: 'USA',
};

export const addressCases: AddressCase[] = [
  {
    label: 'street empty',
    patch: { Street: '' },
    key: `${V}streetAddress`,
    code: 'StreetIsNullOrEmpty',
    context: 'Street',
  },
  {
    label: 'street 51 characters',
    patch: { Street: `1 ${'a'.repeat(49)}` },
    key: `${V}streetAddressMaxLength`,
    code: 'StreetIsInvalidLength',
    context: 'Street',
    message: 'Max length is 50 characters',
  },
  {
    label: 'PO Box',
    patch: { Street: 'PO Box 123' },
    key: `${V}poBoxNotAllowed`,
    code: 'StreetIsInvalid',
    context: 'Street',
  },
  {
    label: 'P.O. Box',
    patch: { Street: 'P.O. Box 9' },
    key: `${V}poBoxNotAllowed`,
    code: 'StreetIsInvalid',
    context: 'Street',
  },
  {
    label: 'Post Office Box',
    patch: { Street: 'Post Office Box 77' },
    key: `${V}poBoxNotAllowed`,
    code: 'StreetIsInvalid',
    context: 'Street',
  },
  {
    label: 'apt 51 characters',
    patch: { AptOrSuite: 'x'.repeat(51) },
    key: `${V}aptMaxLength`,
    code: 'AptOrSuiteIsInvalidLength',
    context: 'AptOrSuite',
    message: 'Max length is 50 characters',
  },
  {
    label: 'city empty',
    patch: { City: '' },
    key: `${V}city`,
    code: 'CityIsNullOrEmpty',
    context: 'City',
  },
  {
    label: 'city 51 characters',
    patch: { City: 'c'.repeat(51) },
    key: `${V}cityMaxLength`,
    code: 'CityIsInvalidLength',
    context: 'City',
    message: 'Max length is 50 characters',
  },
  {
    label: 'state empty',
    patch: { State: '' },
    key: `${V}stateRequired`,
    code: 'StateIsNullOrEmpty',
    context: 'State',
  },
  {
    label: 'state unknown',
    patch: { State: 'ZZ' },
    key: null,
    code: 'StateIsInvalid',
    context: 'State',
  },
  {
    label: 'postal code empty',
    patch: { PostalCode: '' },
    key: `${V}postalCode`,
    code: 'PostalCodeIsNullOrEmpty',
    context: 'PostalCode',
  },
  {
    label: 'US postal code of 4 digits',
    patch: { PostalCode: '1220' },
    key: `${V}postalCode`,
    code: 'PostalCodeNotValid',
    context: 'PostalCode',
  },
  {
    label: 'US ZIP+4 with 3 digits',
    patch: { PostalCode: '12207-123' },
    key: `${V}postalCode`,
    code: 'PostalCodeNotValid',
    context: 'PostalCode',
  },
  {
    label: 'US postal code with letters',
    patch: { PostalCode: 'ABCDE' },
    key: `${V}postalCode`,
    code: 'PostalCodeNotValid',
    context: 'PostalCode',
  },
  {
    label: 'Canadian postal code too short',
    patch: { CountryIso3Code: 'CAN', State: 'ON', PostalCode: 'K1A 0B' },
    key: `${V}postalCode`,
    code: 'PostalCodeNotValid',
    context: 'PostalCode',
  },
  {
    label: 'country empty',
    patch: { CountryIso3Code: '' },
    key: `${V}countryRequired`,
    code: 'CountryIso3CodeIsNullOrEmpty',
    context: 'CountryIso3Code',
  },
  { label: 'US ZIP+4', patch: { PostalCode: '12207-1234' }, key: null, code: null },
  {
    label: 'Canadian address',
    patch: { CountryIso3Code: 'CAN', State: 'ON', City: 'Ottawa', PostalCode: 'K1A 0B1' },
    key: null,
    code: null,
  },
  {
    label: 'UK address',
    patch: { CountryIso3Code: 'GBR', State: 'ENG', City: 'London', PostalCode: 'SW1A 1AA' },
    key: null,
    code: null,
  },
  {
    label: 'a street with "box" in a name',
    patch: { Street: '12 Boxwood Lane' },
    key: null,
    code: null,
  },
];

/** Typed phone numbers (client form, country US) and the payload the server receives. */
export interface PhoneCase {
  label: string;
  typed?: { Phone: string; Country: string; usOnly?: boolean };
  key?: string | null;
  payload?: {
    Iso3CountryCode: string;
    AreaCode: string | null;
    LocalNumber: string;
    StateCode: string | null;
  };
  code?: string | null;
  context?: string;
}

export const phoneCases: PhoneCase[] = [
  {
    label: 'empty',
    typed: { Phone: '', Country: 'US' },
    key: `${V}personPhone`,
    payload: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '', StateCode: null },
    code: 'LocalNumberIsNullOrEmpty',
    context: 'LocalNumber',
  },
  {
    label: '51 characters',
    typed: { Phone: '2'.repeat(51), Country: 'US' },
    key: `${V}personPhoneMaxLength`,
    payload: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '2'.repeat(51), StateCode: null },
    code: 'PhoneNumberIsTooLong',
    context: 'LocalNumber',
  },
  {
    label: 'not a number',
    typed: { Phone: 'call me', Country: 'US' },
    key: 'validationSchema.general.phoneNumberNotValid',
  },
  {
    label: 'impossible US number',
    typed: { Phone: '555-000-0000', Country: 'US' },
    key: `${V}personPhoneIsInvalid`,
    payload: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '5550000000', StateCode: null },
    code: 'PhoneNumberIsInvalid',
    context: 'LocalNumber',
  },
  {
    label: 'UK number on an IRA',
    typed: { Phone: '+44 20 7946 0958', Country: 'US', usOnly: true },
    key: `${V}personPhoneNotUSA`,
  },
  {
    label: 'unknown country',
    payload: { Iso3CountryCode: 'ZZZ', AreaCode: '1', LocalNumber: '2124567890', StateCode: null },
    code: 'PhoneModel_Iso3CountryCodeIsInvalid',
    context: 'Iso3CountryCode',
  },
  {
    label: 'country of 2 letters',
    payload: { Iso3CountryCode: 'US', AreaCode: '', LocalNumber: '2124567890', StateCode: null },
    code: 'PhoneModel_Iso3CountryCodeIsInvalid',
    context: 'Iso3CountryCode',
  },
  {
    label: 'UK number without area code',
    payload: { Iso3CountryCode: 'GBR', AreaCode: '', LocalNumber: '2079460958', StateCode: null },
    code: 'AreaCodeIsNullOrEmpty',
    context: 'AreaCode',
  },
  {
    label: 'too short',
    payload: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '212', StateCode: null },
    code: 'PhoneNumberIsTooShort',
    context: 'LocalNumber',
  },
  {
    label: '18 digits',
    payload: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '2'.repeat(18), StateCode: null },
    code: 'PhoneNumberIsTooLong',
    context: 'LocalNumber',
  },
  {
    label: 'US number',
    typed: { Phone: '(212) 456-7890', Country: 'US' },
    key: null,
    payload: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '2124567890', StateCode: null },
    code: null,
  },
  {
    label: 'UK number',
    typed: { Phone: '+44 20 7946 0958', Country: 'US' },
    key: null,
    payload: { Iso3CountryCode: 'GBR', AreaCode: '44', LocalNumber: '2079460958', StateCode: null },
    code: null,
  },
  {
    label: 'Puerto Rico',
    typed: { Phone: '(787) 555-1234', Country: 'PR' },
    key: null,
    payload: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '7875551234', StateCode: 'PR' },
    code: null,
  },
];

/** Amounts as typed (client) and as sent in dollars (server, wire funding). */
export interface AmountCase {
  label: string;
  typed?: string;
  key?: string | null;
  sent?: unknown;
  code?: string | null;
  /** The server's Message, where the spec fixes it (doc 3 §5: the same message as the form's rule). */
  message?: string;
}

export const amountCases: AmountCase[] = [
  { label: 'empty', typed: '', key: `${V}amount`, sent: null, code: 'AmountIsNullOrEmpty' },
  { label: 'letters', typed: 'abc', key: `${V}mustBeNumber`, sent: 'abc', code: 'AmountIsInvalid' },
  {
    label: 'three decimals',
    typed: '10.123',
    key: `${V}mustBeNumber`,
    sent: 10.123,
    code: 'AmountIsInvalid',
  },
  {
    label: 'negative',
    typed: '-5',
    key: `${V}mustBeNumber`,
    sent: -5,
    code: 'AmountMustBeGreaterThanZero',
  },
  {
    label: 'zero',
    typed: '0',
    key: `${V}greaterThanZero`,
    sent: 0,
    code: 'AmountMustBeGreaterThanZero',
  },
  {
    label: 'below the minimum of 1',
    typed: '0.50',
    key: 'fundAmount.minLimit?minAmount=%241&type=fundAmount.typeWire',
    sent: 0.5,
    code: 'AmountIsBelowMinimum',
    message: 'fundAmount.minLimit?minAmount=%241&type=fundAmount.typeWire',
  },
  {
    label: 'above the wire maximum',
    typed: '500,000,000.01',
    key: 'fundAmount.maxLimit?maxAmount=%24500%2C000%2C000&type=fundAmount.typeWire',
    sent: 500_000_000.01,
    code: 'AmountIsAboveMaximum',
    message: 'fundAmount.maxLimit?maxAmount=%24500%2C000%2C000&type=fundAmount.typeWire',
  },
  { label: 'the wire maximum', typed: '$500,000,000', key: null, sent: 500_000_000, code: null },
  { label: 'with cents', typed: '1,234.56', key: null, sent: 1234.56, code: null },
];
