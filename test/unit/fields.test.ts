/**
 * Client form schemas of the Individual path (services/api/fields.ts, phone-fields.ts): every
 * validation rule of doc 1 §5, doc 2 §5 and doc 3 §5 on this path, with the i18n key the form
 * shows. The same inputs are sent to the server in test/unit/fields-server.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressForm,
  ageError,
  amountForm,
  createAccountForm,
  dateOfBirthForm,
  identityCountryForm,
  isValidPostalCode,
  maxBirthYear,
  nameForm,
  resetPasswordForm,
  setPasswordForm,
  ssnForm,
  stripControlPictures,
  welcomeForm,
} from '../../services/api/fields';
import { phoneForm } from '../../services/api/phone-fields';
import {
  addressCases,
  amountCases,
  countryCases,
  emailCases,
  nameCases,
  passwordCases,
  phoneCases,
  ssnCases,
  VALID_ADDRESS,
} from '../server/field-cases';

const V = 'fields.errors.validation.';

/** The first message for `field`, or null when the form parses. */
function messageFor(schema: z.ZodType, input: unknown, field: string): string | null {
  const r = schema.safeParse(input);
  if (r.success) return null;
  return (
    r.error.issues.find((i) => i.path[0] === field)?.message ??
    `other: ${r.error.issues[0].message}`
  );
}

describe('e-mail (doc 1 §5)', () => {
  it.each(emailCases)('$label → $key', ({ value, key }) => {
    expect(messageFor(welcomeForm, { Email: value }, 'Email')).toBe(key);
  });
  it('an absent value (Conform sends undefined for an empty input) is required', () => {
    expect(messageFor(welcomeForm, {}, 'Email')).toBe(`${V}emailRequired`);
  });
});

describe('password (doc 1 §5)', () => {
  it.each(passwordCases)('$label → $key', ({ value, key }) => {
    expect(
      messageFor(createAccountForm, { Email: 'someone@example.com', Password: value }, 'Password'),
    ).toBe(key);
  });
  it('must not equal the e-mail (case-insensitive)', () => {
    expect(
      messageFor(
        createAccountForm,
        { Email: 'Gold1x.y@example.com', Password: 'gold1X.Y@example.com' },
        'Password',
      ),
    ).toBe(`${V}passwordEqualsEmail`);
  });
});

describe('confirm password (doc 1 §5, the new-password screens)', () => {
  const P = 'Silver#Coin2025';
  it('is required and must match, on the reset and the set-password forms', () => {
    expect(messageFor(resetPasswordForm, { Password: P }, 'ConfirmPassword')).toBe(
      `${V}confirmPassword`,
    );
    expect(
      messageFor(
        resetPasswordForm,
        { Password: P, ConfirmPassword: 'Silver#Coin2024' },
        'ConfirmPassword',
      ),
    ).toBe(`${V}passwordsMustMatch`);
    expect(
      messageFor(resetPasswordForm, { Password: P, ConfirmPassword: ` ${P} ` }, 'ConfirmPassword'),
    ).toBeNull();
    const email = 'someone@example.com';
    expect(
      messageFor(
        setPasswordForm,
        { Email: email, Password: P, ConfirmPassword: '' },
        'ConfirmPassword',
      ),
    ).toBe(`${V}confirmPassword`);
    expect(
      messageFor(
        setPasswordForm,
        { Email: email, Password: P, ConfirmPassword: 'x' },
        'ConfirmPassword',
      ),
    ).toBe(`${V}passwordsMustMatch`);
    expect(
      setPasswordForm.safeParse({ Email: email, Password: P, ConfirmPassword: P }).success,
    ).toBe(true);
  });
  it('the password rules still apply first', () => {
    expect(
      messageFor(resetPasswordForm, { Password: 'short', ConfirmPassword: 'short' }, 'Password'),
    ).toBe(`${V}passwordStrength`);
  });
});

describe('name (doc 2 §5)', () => {
  it.each(nameCases)('$label → $key', ({ body, key, context }) => {
    const field = context ?? 'FirstName';
    expect(messageFor(nameForm, body, field)).toBe(key);
  });
  it('strips control pictures U+2400–U+241F and U+2421', () => {
    // U+2420 (SYMBOL FOR SPACE) is outside the stripped ranges and stays.
    expect(stripControlPictures('\u2400A\u241Fd\u2421a\u2420')).toBe('Ada\u2420');
    const r = nameForm.parse({ FirstName: '\u2400Ada', LastName: 'Lovelace' });
    expect(r.FirstName).toBe('Ada');
    expect(r.Suffix).toBe(0);
  });
});

describe('date of birth (doc 2 §5)', () => {
  const today = new Date(Date.UTC(2026, 5, 15, 16)); // 15 June 2026, noon in New York (the Eastern day counts, issue 35 item 7)
  const form = dateOfBirthForm('MAIN', today);
  const dob = (Month: string, Day: string, Year: string) => ({ Month, Day, Year });

  it.each([
    ['month missing', dob('', '1', '1980'), 'Month', `${V}month`],
    ['month not a number', dob('ab', '1', '1980'), 'Month', `${V}month`],
    ['month 0', dob('0', '1', '1980'), 'Month', `${V}minMonth`],
    ['month 13', dob('13', '1', '1980'), 'Month', `${V}maxMonth`],
    ['day missing', dob('1', '', '1980'), 'Day', `${V}day`],
    ['day 0', dob('1', '0', '1980'), 'Day', `${V}minDay`],
    ['31 April', dob('4', '31', '1980'), 'Day', `${V}maxDay`],
    ['31 June', dob('6', '31', '1980'), 'Day', `${V}maxDay`],
    ['29 February of a common year', dob('2', '29', '2001'), 'Day', `${V}maxDay`],
    ['30 February of a leap year', dob('2', '30', '2000'), 'Day', `${V}maxDay`],
    ['year missing', dob('1', '1', ''), 'Year', `${V}year`],
    ['year 1900', dob('1', '1', '1900'), 'Year', `${V}minYear`],
    ['this year', dob('1', '1', '2026'), 'Year', `${V}maxYear`],
    ['17 years old', dob('6', '16', '2008'), 'Day', `${V}dateOfBirth`],
  ])('%s → %s %s', (_label, input, field, key) => {
    expect(messageFor(form, input, field)).toBe(key);
  });

  it.each([
    ['29 February of a leap year', dob('2', '29', '2000')],
    ['31 January', dob('01', '31', '1980')],
    ['18 today', dob('6', '15', '2008')],
    ['year 1901', dob('12', '31', '1901')],
  ])('%s is valid', (_label, input) => {
    expect(form.safeParse(input).success).toBe(true);
  });

  it('outputs yyyy-MM-dd', () => {
    expect(form.parse(dob('2', '9', '1960'))).toEqual({ Month: 2, Day: 9, Year: 1960 });
  });

  /** Every issue of the form as [field, key] (the screen shows the first of Month, Day, Year). */
  const issues = (f: z.ZodType, input: unknown) => {
    const r = f.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it.each([
    ['this year', dob('1', '1', '2026')],
    ['next year', dob('1', '1', '2027')],
    ['far future', dob('3', '4', '2999')],
  ])(
    "an adult's year beyond the range is 'maxYear' alone, no age error on the day (%s)",
    (_l, input) => {
      expect(issues(form, input)).toEqual([['Year', `${V}maxYear`]]);
      expect(issues(dateOfBirthForm('SECONDARY', today), input)).toEqual([['Year', `${V}maxYear`]]);
      expect(issues(dateOfBirthForm('MAIN_UTMA_CUSTODIAN', today), input)).toEqual([
        ['Year', `${V}maxYear`],
      ]);
    },
  );

  it("a year before 1901 is 'minYear' alone, also for the minor (no 'dateOfBirthUtma' on the day)", () => {
    expect(issues(dateOfBirthForm('MINOR', today), dob('1', '1', '1900'))).toEqual([
      ['Year', `${V}minYear`],
    ]);
  });

  it('a UTMA minor born this calendar year can be entered, up to today', () => {
    const minor = dateOfBirthForm('MINOR', today);
    expect(minor.parse(dob('1', '1', '2026'))).toEqual({ Month: 1, Day: 1, Year: 2026 });
    expect(minor.parse(dob('6', '15', '2026'))).toEqual({ Month: 6, Day: 15, Year: 2026 });
    expect(issues(minor, dob('6', '16', '2026'))).toEqual([['Day', `${V}dateOfBirthInvalid`]]);
    expect(issues(minor, dob('1', '1', '2027'))).toEqual([['Year', `${V}maxYear`]]);
    expect(maxBirthYear('MINOR', today)).toBe(2026);
    expect(maxBirthYear('MAIN', today)).toBe(2025);
  });

  it('age rules by role', () => {
    expect(ageError('2008-06-16', 'MAIN', today)).toBe(`${V}dateOfBirth`);
    expect(ageError('2008-06-15', 'MAIN', today)).toBeNull();
    expect(ageError('2008-06-16', 'SECONDARY', today)).toBe(`${V}dateOfBirthSecondary`);
    expect(ageError('2005-06-16', 'MAIN_UTMA_CUSTODIAN', today)).toBe(
      `${V}dateOfBirthUtmaCustodian`,
    );
    expect(ageError('2005-06-15', 'MAIN_UTMA_CUSTODIAN', today)).toBeNull();
    expect(ageError('2005-06-15', 'MINOR', today)).toBe(`${V}dateOfBirthUtma`);
    expect(ageError('2005-06-16', 'MINOR', today)).toBeNull();
  });
});

describe('identity country (doc 2 §5)', () => {
  it.each(countryCases)('$label → $key', ({ value, key }) => {
    expect(messageFor(identityCountryForm, { CountryIso3Code: value }, 'CountryIso3Code')).toBe(
      key,
    );
  });
  it('an absent country is required', () => {
    expect(messageFor(identityCountryForm, {}, 'CountryIso3Code')).toBe(`${V}countryRequired`);
  });
});

describe('SSN (doc 2 §5)', () => {
  it.each(ssnCases)('$label → $key', ({ value, key }) => {
    expect(messageFor(ssnForm, { Ssn: value }, 'Ssn')).toBe(key);
  });
  it('an absent SSN is required; the output is XXX-XX-XXXX', () => {
    expect(messageFor(ssnForm, {}, 'Ssn')).toBe(`${V}ssnRequired`);
    expect(ssnForm.parse({ Ssn: '219091234' }).Ssn).toBe('219-09-1234');
    expect(ssnForm.parse({ Ssn: ' 219-09-1234 ' }).Ssn).toBe('219-09-1234');
  });
});

describe('phone (doc 2 §5)', () => {
  it.each(phoneCases.filter((c) => c.typed))('$label → $key', ({ typed, key }) => {
    const form = phoneForm({ usOnly: typed!.usOnly });
    expect(messageFor(form, { Phone: typed!.Phone, Country: typed!.Country }, 'Phone')).toBe(key);
  });
  it('an absent phone is required', () => {
    expect(messageFor(phoneForm(), { Country: 'US' }, 'Phone')).toBe(`${V}personPhone`);
  });
});

describe('address (doc 2 §5)', () => {
  it.each(addressCases.filter((c) => c.code !== 'StateIsInvalid'))(
    '$label → $key',
    ({ patch, key, context }) => {
      expect(messageFor(addressForm, { ...VALID_ADDRESS, ...patch }, context ?? 'Street')).toBe(
        key,
      );
    },
  );
  it('postal codes by country', () => {
    expect(isValidPostalCode('12207', 'USA')).toBe(true);
    expect(isValidPostalCode('12207-1234', 'USA')).toBe(true);
    expect(isValidPostalCode('1220', 'USA')).toBe(false);
    expect(isValidPostalCode('K1A 0B1', 'CAN')).toBe(true);
    expect(isValidPostalCode('K1A-0B1', 'CAN')).toBe(true);
    expect(isValidPostalCode('K1A 0B', 'CAN')).toBe(false);
    expect(isValidPostalCode('SW1A 1AA', 'GBR')).toBe(true);
    expect(isValidPostalCode('1', 'GBR')).toBe(false);
  });
});

describe('amount (doc 3 §5)', () => {
  const form = amountForm('Wire');
  it.each(amountCases.filter((c) => c.typed !== undefined))('$label → $key', ({ typed, key }) => {
    expect(messageFor(form, { Amount: typed }, 'Amount')).toBe(key);
  });
  it('parses dollars with separators and a currency prefix', () => {
    expect(form.parse({ Amount: '$1,234.56' }).Amount).toBe(1234.56);
    expect(form.parse({ Amount: 'CAD 20' }).Amount).toBe(20);
  });
  it('broker limits narrow the bounds (check 250,000)', () => {
    const check = amountForm('Check', 1, 250_000);
    expect(messageFor(check, { Amount: '250000.01' }, 'Amount')).toBe(
      'fundAmount.maxLimit?maxAmount=%24250%2C000&type=fundAmount.typeCheck',
    );
    expect(messageFor(check, { Amount: '250000' }, 'Amount')).toBeNull();
  });
});
