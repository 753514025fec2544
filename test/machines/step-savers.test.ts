/** The save actor's create / update / no-call logic (doc 2 §4, doc 3 §4) with a mock client. */
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../services/api/client';
import type { Application, Person } from '../../services/api/contract';
import { saveStep, type SaveInput } from '../../machines/wizard-engine/save-step';
import { COUNTRIES, emptyApplication } from './fake-api';

const person = (p: Partial<Person> = {}): Person => ({
  PersonUid: 'p1',
  PersonName: null,
  PersonBirthday: null,
  PersonCountry: null,
  PersonSsn: null,
  Phone: null,
  PersonAddress: null,
  ...p,
});
const withOwner = (owner: Person | null, extra: Partial<Application> = {}) =>
  emptyApplication({ IndividualApplication: { AccountType: null, Owner: owner }, ...extra });

function mockApi() {
  const echo =
    (patch: (p: Person, body: never) => Person) => (_uid: string, _p: string, body: never) =>
      Promise.resolve(patch(person(), body));
  const section = (patch: (p: Person, body: never) => Person) =>
    vi.fn((_m: 'POST' | 'PUT') => vi.fn(echo(patch)));
  return {
    createPerson: vi.fn((_uid: string, body: Person['PersonName']) =>
      Promise.resolve(person({ PersonName: body })),
    ),
    updateName: vi.fn((_uid: string, _p: string, body: Person['PersonName']) =>
      Promise.resolve(person({ PersonName: body })),
    ),
    saveBirthday: section((p, b: { DateOfBirth: string }) => ({ ...p, PersonBirthday: b })),
    saveCountry: section((p, b: Person['PersonCountry']) => ({ ...p, PersonCountry: b })),
    saveSsn: section((p, b: { Ssn: string }) => ({ ...p, PersonSsn: b })),
    savePhone: section((p, b: Person['Phone']) => ({ ...p, Phone: b })),
    saveAddress: section((p, b: Person['PersonAddress']) => ({ ...p, PersonAddress: b })),
    saveFundingType: vi.fn((_m: string, _uid: string, code: number) =>
      Promise.resolve({ BankFundingType: code, Amount: null }),
    ),
    saveFundingAmount: vi.fn((_m: string, _uid: string, Amount: number) =>
      Promise.resolve({ BankFundingType: 3, Amount }),
    ),
    getApplication: vi.fn(),
  };
}

const run = (api: ReturnType<typeof mockApi>, input: Omit<SaveInput, 'countries'>) =>
  saveStep({ ...input, countries: COUNTRIES }, { api: api as unknown as ApiClient });

describe('step savers', () => {
  it('name: create when no person, update when changed, no call when unchanged', async () => {
    const api = mockApi();
    const values = { FirstName: 'Ada', MiddleName: '', LastName: 'Lovelace', Suffix: 0 };
    const created = await run(api, { screen: 'name', values, application: withOwner(null) });
    expect(api.createPerson).toHaveBeenCalledWith(
      expect.any(String),
      { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
      expect.anything(),
    );
    expect(created.called).toBe(true);
    const same = await run(api, { screen: 'name', values, application: created.application });
    expect(same.called).toBe(false);
    expect(api.updateName).not.toHaveBeenCalled();
    await run(api, {
      screen: 'name',
      values: { ...values, LastName: 'Byron' },
      application: created.application,
    });
    expect(api.updateName).toHaveBeenCalledTimes(1);
    expect(api.createPerson).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'dob',
      'saveBirthday',
      { Month: 5, Day: 7, Year: 1980 },
      { PersonBirthday: { DateOfBirth: '1980-05-07' } },
      { Month: 5, Day: 8, Year: 1980 },
    ],
    [
      'identityCountry',
      'saveCountry',
      { CountryIso3Code: 'USA' },
      { PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' } },
      { CountryIso3Code: 'FRA' },
    ],
    [
      'ssn',
      'saveSsn',
      { Ssn: '123456789' },
      { PersonSsn: { Ssn: '123-45-6789' } },
      { Ssn: '123-45-6780' },
    ],
    [
      'addressEnter',
      'saveAddress',
      {
        Street: '1 Main St',
        AptOrSuite: '',
        City: 'Albany',
        State: 'NY',
        PostalCode: '12207',
        CountryIso3Code: 'USA',
      },
      {
        PersonAddress: {
          Street: '1 Main St',
          AptOrSuite: null,
          City: 'Albany',
          State: 'NY',
          PostalCode: '12207',
          CountryIso3Code: 'USA',
          CountryIso2Code: 'US',
        },
      },
      {
        Street: '2 Main St',
        AptOrSuite: '',
        City: 'Albany',
        State: 'NY',
        PostalCode: '12207',
        CountryIso3Code: 'USA',
      },
    ],
  ] as const)(
    '%s: POST when empty, nothing when equal, PUT when changed',
    async (screen, method, values, saved, changed) => {
      const api = mockApi();
      const fn = api[method];
      await run(api, { screen, values, application: withOwner(person()) });
      expect(fn).toHaveBeenLastCalledWith('POST');
      const savedApp = withOwner(person(saved as Partial<Person>));
      fn.mockClear();
      const same = await run(api, { screen, values, application: savedApp });
      expect(same.called).toBe(false);
      expect(fn).not.toHaveBeenCalled();
      await run(api, { screen, values: changed, application: savedApp });
      expect(fn).toHaveBeenLastCalledWith('PUT');
    },
  );

  it('phone: payload from the E.164 number (lazy libphonenumber), no call when equal', async () => {
    const api = mockApi();
    const out = await run(api, {
      screen: 'phone',
      values: { Phone: '+12025550143', Country: 'US' },
      application: withOwner(person()),
    });
    expect(api.savePhone).toHaveBeenLastCalledWith('POST');
    expect(out.application.IndividualApplication?.Owner?.Phone).toEqual({
      Iso3CountryCode: 'USA',
      AreaCode: null,
      LocalNumber: '2025550143',
      StateCode: null,
    });
    api.savePhone.mockClear();
    const same = await run(api, {
      screen: 'phone',
      values: { Phone: '+12025550143', Country: 'US' },
      application: out.application,
    });
    expect(same.called).toBe(false);
    expect(api.savePhone).not.toHaveBeenCalled();
    const fr = await run(api, {
      screen: 'phone',
      values: { Phone: '+33612345678', Country: 'FR' },
      application: out.application,
    });
    expect(api.savePhone).toHaveBeenLastCalledWith('PUT');
    expect(fr.application.IndividualApplication?.Owner?.Phone).toMatchObject({
      Iso3CountryCode: 'FRA',
      AreaCode: '33',
      LocalNumber: '612345678',
    });
  });

  it('funding method and amount: create, no call, update', async () => {
    const api = mockApi();
    const a1 = await run(api, {
      screen: 'fundAccount',
      values: { BankFundingType: 'Wire' },
      application: withOwner(person()),
    });
    expect(api.saveFundingType).toHaveBeenLastCalledWith(
      'POST',
      expect.any(String),
      3,
      expect.anything(),
    );
    const same = await run(api, {
      screen: 'fundAccount',
      values: { BankFundingType: 'Wire' },
      application: a1.application,
    });
    expect(same.called).toBe(false);
    await run(api, {
      screen: 'fundAccount',
      values: { BankFundingType: 'Check' },
      application: a1.application,
    });
    expect(api.saveFundingType).toHaveBeenLastCalledWith(
      'PUT',
      expect.any(String),
      4,
      expect.anything(),
    );
    const a2 = await run(api, {
      screen: 'fundAmount',
      values: { Amount: 1234.5 },
      application: a1.application,
    });
    expect(api.saveFundingAmount).toHaveBeenLastCalledWith(
      'POST',
      expect.any(String),
      1234.5,
      expect.anything(),
    );
    const a3 = await run(api, {
      screen: 'fundAmount',
      values: { Amount: '1234.50' },
      application: a2.application,
    });
    expect(a3.called).toBe(false);
    await run(api, { screen: 'fundAmount', values: { Amount: 99 }, application: a2.application });
    expect(api.saveFundingAmount).toHaveBeenLastCalledWith(
      'PUT',
      expect.any(String),
      99,
      expect.anything(),
    );
  });

  it('a later step without a person fails with PersonNotFound (no call)', async () => {
    const api = mockApi();
    await expect(
      run(api, { screen: 'ssn', values: { Ssn: '123456789' }, application: withOwner(null) }),
    ).rejects.toMatchObject({
      failure: { errors: [{ Code: 'PersonNotFound' }] },
    });
    expect(api.saveSsn).not.toHaveBeenCalled();
  });
});
