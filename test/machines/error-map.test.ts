import { describe, expect, it } from 'vitest';
import {
  mapApiFailure,
  messageForError,
  NETWORK_ERROR,
  SOMETHING_WENT_WRONG,
} from '../../services/api/error-map';

const ADDRESS_FIELDS = ['Street', 'AptOrSuite', 'City', 'State', 'PostalCode', 'CountryIso3Code'];

// doc 2 §8 "Server code → field", Address table.
const addressCases: [string, string][] = [
  ['StreetIsNullOrEmpty', 'Street'],
  ['StreetIsInvalidLength', 'Street'],
  ['CityIsNullOrEmpty', 'City'],
  ['CityIsInvalidLength', 'City'],
  ['CountryIso3CodeIsNullOrEmpty', 'CountryIso3Code'],
  ['CountryIso3CodeIsInvalidLength', 'CountryIso3Code'],
  ['CountryIso3CodeIsInvalid', 'CountryIso3Code'],
  ['PostalCodeIsNullOrEmpty', 'PostalCode'],
  ['PostalCodeIsInvalidLength', 'PostalCode'],
  ['PostalCodeNotValid', 'PostalCode'],
  ['PostalCodeIsInvalid', 'PostalCode'],
  ['StateIsNullOrEmpty', 'State'],
  ['StateIsInvalidLength', 'State'],
  ['GiftStateNotSupported', 'State'],
];

// doc 2 §8 Phone list (also without the prefix).
const phoneCodes = [
  'PhoneModel_Iso3CountryCodeIsInvalid',
  'PhoneNumberIsTooShort',
  'PhoneNumberIsTooLong',
  'PhoneNumberIsInvalid',
  'PhoneNumberIsInvalidLength',
  'AreaCodeIsNullOrEmpty',
  'PhoneModel_AreaCodeIsNullOrEmpty',
  'LocalNumberIsNullOrEmpty',
  'PhoneNotValid',
];

describe('error map (doc 2 §8)', () => {
  it.each(addressCases)('address code %s lands on %s', (Code, field) => {
    // Context deliberately misleading: the code table wins.
    const m = mapApiFailure(
      { status: 400, errors: [{ Code, Message: 'x', Context: 'Other' }] },
      ADDRESS_FIELDS,
    );
    expect(m.fieldErrors).toEqual({ [field]: `apiErrors.${Code}` });
    expect(m.formError).toBeNull();
  });

  it.each(phoneCodes)('phone code %s lands on Phone', (Code) => {
    const m = mapApiFailure({ status: 400, errors: [{ Code, Message: null, Context: null }] }, [
      'Phone',
      'Country',
    ]);
    expect(m.fieldErrors).toEqual({ Phone: `apiErrors.${Code}` });
  });

  it('SsnIsInvalid lands on Ssn with the server message as fallback', () => {
    const m = mapApiFailure(
      {
        status: 400,
        errors: [{ Code: 'SsnIsInvalid', Message: 'SSN is invalid', Context: 'Ssn' }],
      },
      ['Ssn'],
    );
    expect(m.fieldErrors).toEqual({ Ssn: 'apiErrors.SsnIsInvalid' });
    expect(m.fallbacks['apiErrors.SsnIsInvalid']).toBe('SSN is invalid');
  });

  it('falls back to Context for unknown codes, and to the form error when the field is not on the form', () => {
    const onForm = mapApiFailure(
      { status: 400, errors: [{ Code: 'SomethingNew', Context: 'City' }] },
      ADDRESS_FIELDS,
    );
    expect(onForm.fieldErrors).toEqual({ City: 'apiErrors.SomethingNew' });
    const offForm = mapApiFailure(
      { status: 400, errors: [{ Code: 'SomethingNew', Context: 'Elsewhere' }] },
      ADDRESS_FIELDS,
    );
    expect(offForm.fieldErrors).toEqual({});
    expect(offForm.formError).toBe('apiErrors.SomethingNew');
  });

  it('network failures give apiErrors.NetworkError; empty answers Something went wrong', () => {
    expect(mapApiFailure({ status: 0, errors: [], network: true }).formError).toBe(NETWORK_ERROR);
    expect(mapApiFailure({ status: 400, errors: [] }).formError).toBe(SOMETHING_WENT_WRONG);
    expect(
      mapApiFailure({ status: 400, errors: [], message: 'Request failed with status code 500' })
        .formError,
    ).toBe(SOMETHING_WENT_WRONG);
    expect(mapApiFailure({ status: 400, errors: [], message: 'Broker is closed' }).formError).toBe(
      'Broker is closed',
    );
  });

  it('applies the special message rules of doc 1 §8.1', () => {
    const kyc = 'IDV provider said (30 chars): Your identity could not be verified';
    expect(messageForError({ Code: 'KYCError', Message: kyc })).toBe(kyc.slice(30));
    expect(messageForError({ Code: 'AcmeIdvKYCError', Message: kyc })).toBe(kyc.slice(30));
    // OFACError is not cut (decision L38): the catalogue's text, the server's message as fallback.
    const ofac = 'The applicant matches an entry of a sanctions list. Please contact support.';
    expect(messageForError({ Code: 'OFACError', Message: ofac })).toBe('apiErrors.OFACError');
    expect(
      mapApiFailure({ status: 422, errors: [{ Code: 'OFACError', Message: ofac, Context: null }] }),
    ).toMatchObject({
      formError: 'apiErrors.OFACError',
      fallbacks: { 'apiErrors.OFACError': ofac },
    });
    expect(
      messageForError({
        Code: 'UserAlreadyExists',
        Message: 'a-b-Your application is already created.-d',
      }),
    ).toBe('Your application is already created.');
    expect(messageForError({ Code: 'InvalidCredentials', Message: 'whatever' })).toBe(
      'apiErrors.InvalidCredentials',
    );
  });

  it('login and entry errors land under Username / Email / Password', () => {
    expect(
      mapApiFailure({ status: 401, errors: [{ Code: 'InvalidCredentials' }] }, [
        'Username',
        'Password',
      ]).fieldErrors,
    ).toEqual({
      Username: 'apiErrors.InvalidCredentials',
    });
    expect(
      mapApiFailure({ status: 400, errors: [{ Code: 'EmailNotValid', Context: 'Email' }] }, [
        'Email',
      ]).fieldErrors,
    ).toEqual({
      Email: 'apiErrors.EmailNotValid',
    });
    expect(
      mapApiFailure({ status: 400, errors: [{ Code: 'PasswordIsInvalid' }] }, ['Email', 'Password'])
        .fieldErrors,
    ).toEqual({
      Password: 'apiErrors.PasswordIsInvalid',
    });
  });
});
