/**
 * Issue 35 item 5 (doc 2 §5 "The UTMA (gift) state must be a supported one", §8
 * GiftStateNotSupported → State): the wizard's address saver checks a UTMA address against the
 * server's reference list of gift states (GET v2/countries/USA/states?stateListType=3) before it
 * saves, and answers the spec's error on the State field; other kinds and other countries are not
 * asked.
 */
import { describe, expect, it, vi } from 'vitest';
import { mapApiFailure } from '../../services/api/error-map';
import { ApiError, type ApiClient } from '../../services/api/client';
import type { Application, Person } from '../../services/api/contract';
import { PERSON_SAVERS } from '../../services/api/section-savers';
import { emptyApplication } from '../machines/fake-api';

const custodian: Person = {
  PersonUid: 'p1',
  PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
  PersonBirthday: null,
  PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
  PersonSsn: null,
  Phone: null,
  PersonAddress: null,
};

function fakeApi() {
  const getStates = vi.fn(async (_c: string, type: number) =>
    type === 3 ? [{ Code: 'NY', Caption: 'New York' }] : [],
  );
  const saveAddress = vi.fn(() => async () => custodian);
  return { api: { getStates, saveAddress } as unknown as ApiClient, getStates, saveAddress };
}

const values = (State: string, CountryIso3Code = 'USA') => ({
  Street: '1 Main St',
  AptOrSuite: '',
  City: 'Columbia',
  State,
  PostalCode: '29201',
  CountryIso3Code,
});

function input(app: Application, State: string, country?: string) {
  return {
    values: values(State, country),
    application: app,
    person: 'main' as const,
    countries: [],
    settings: null,
  };
}

const utma = emptyApplication({
  ApplicationType: 'UTMA',
  UTMAApplication: { AccountType: null, Custodian: custodian, Minor: null },
} as Partial<Application>);

describe('UTMA gift state, the client rule (issue 35 item 5)', () => {
  it('a state outside the gift list: GiftStateNotSupported on State, nothing saved', async () => {
    const f = fakeApi();
    const err = await PERSON_SAVERS.addressEnter(input(utma, 'SC'), { api: f.api }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    const failure = (err as ApiError).failure;
    expect(failure.errors[0]).toMatchObject({ Code: 'GiftStateNotSupported', Context: 'State' });
    expect(mapApiFailure(failure, ['State']).fieldErrors.State).toBe(
      'apiErrors.GiftStateNotSupported',
    );
    expect(f.getStates).toHaveBeenCalledWith('USA', 3, expect.anything());
    expect(f.saveAddress).not.toHaveBeenCalled();
  });

  it('a gift state is saved; an Individual never reads the list', async () => {
    const f = fakeApi();
    await PERSON_SAVERS.addressEnter(input(utma, 'NY'), { api: f.api });
    expect(f.saveAddress).toHaveBeenCalled();
    const g = fakeApi();
    const individual = emptyApplication({
      IndividualApplication: { AccountType: null, Owner: custodian },
    } as Partial<Application>);
    await PERSON_SAVERS.addressEnter(input(individual, 'SC'), { api: g.api });
    expect(g.getStates).not.toHaveBeenCalled();
    expect(g.saveAddress).toHaveBeenCalled();
  });
});
