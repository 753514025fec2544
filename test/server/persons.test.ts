/** Contract tests: persons and their sections (doc 2 §7 persons, §8). */
import { easternDate } from '../../services/api/eastern-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationResponse, personResponse } from '../../services/api/contract';
import { persons } from '../../server/db/schema';
import { firstError, startHarness, type Harness, type Registered } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const NAME = { FirstName: 'Ada', MiddleName: 'Grace', LastName: 'Lovelace', SuffixType: 0 };
const ADDRESS = {
  Street: '1 Main Street',
  AptOrSuite: 'Apt 4',
  City: 'Albany',
  State: 'NY',
  PostalCode: '12207',
  CountryIso3Code: 'USA',
  CountryIso2Code: 'US',
};

async function withOwner(): Promise<Registered & { base: string; personUid: string }> {
  const reg = await h.register();
  const base = `/v2/applications/${reg.applicationUid}`;
  const r = await h.call('POST', `${base}/persons?isPrimary=true`, {
    token: reg.token,
    body: NAME,
  });
  expect(r.status).toBe(201);
  return { ...reg, base, personUid: personResponse.parse(r.json).PersonUid };
}

describe('persons', () => {
  it('creates the Owner by name, then saves every section; GET application shows them all', async () => {
    const o = await withOwner();
    const p = (s: string) => `${o.base}/persons/${o.personUid}/${s}`;
    const calls: [string, string, unknown][] = [
      ['PUT', p('names'), { ...NAME, MiddleName: '', SuffixType: 6 }],
      ['POST', p('birthdays'), { DateOfBirth: '1980-02-29' }],
      ['POST', p('countries'), { CountryIso3Code: 'USA', CountryIso2Code: 'US' }],
      ['POST', p('ssns'), { Ssn: '219091234' }],
      [
        'POST',
        p('phones'),
        { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '2124567890', StateCode: null },
      ],
      ['POST', p('addresses'), ADDRESS],
    ];
    for (const [method, path, body] of calls) {
      const r = await h.call(method, path, { token: o.token, body });
      expect(r.status, `${method} ${path} ${r.text}`).toBe(method === 'POST' ? 201 : 200);
      personResponse.parse(r.json);
    }
    const app = applicationResponse.parse((await h.call('GET', o.base, { token: o.token })).json);
    expect(app.IndividualApplication?.Owner).toEqual({
      PersonUid: o.personUid,
      PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 6 },
      PersonBirthday: { DateOfBirth: '1980-02-29' },
      PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
      PersonSsn: { Ssn: '***-**-1234' }, // only the last four (issue 12)
      Phone: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '2124567890', StateCode: null },
      PersonAddress: { ...ADDRESS, StateCaption: 'New York' },
      PersonMaritalStatus: null,
      PersonBackupWithHolding: null,
    });
    const menu = app.ApplicationOnboarding.ApplicationOnboardingMenu;
    const done = menu.filter((m) => m.IsCompleted).map((m) => m.Path);
    for (const path of [
      '/secure/name',
      '/secure/phone-number',
      '/secure/dob',
      '/secure/identity',
      '/secure/identity/ssn',
      '/address/enter',
    ]) {
      expect(done).toContain(path);
    }
  });

  it('a second POST by name overwrites the same person (retry-safe); PUT updates sections', async () => {
    const o = await withOwner();
    const again = await h.call('POST', `${o.base}/persons?isPrimary=true`, {
      token: o.token,
      body: { ...NAME, FirstName: 'Augusta' },
    });
    expect(again.status).toBe(200);
    expect(again.json.PersonUid).toBe(o.personUid);
    expect(again.json.PersonName.FirstName).toBe('Augusta');
    const put = await h.call('PUT', `${o.base}/persons/${o.personUid}/birthdays`, {
      token: o.token,
      body: { DateOfBirth: '1970-01-01' },
    });
    expect(put.status).toBe(200);
    expect(put.json.PersonBirthday).toEqual({ DateOfBirth: '1970-01-01' });
  });

  it('accepts a state by caption and a non-US address without a state list; saves a UK phone with its calling code', async () => {
    const o = await withOwner();
    const p = (s: string) => `${o.base}/persons/${o.personUid}/${s}`;
    const ny = await h.call('POST', p('addresses'), {
      token: o.token,
      body: { ...ADDRESS, State: 'new york' },
    });
    expect(ny.json.PersonAddress).toMatchObject({ State: 'NY', StateCaption: 'New York' });
    const uk = await h.call('PUT', p('addresses'), {
      token: o.token,
      body: {
        Street: '10 Downing Street',
        City: 'London',
        State: 'ENG',
        PostalCode: 'sw1a 2aa',
        CountryIso3Code: 'GBR',
      },
    });
    expect(uk.status, uk.text).toBe(200);
    expect(uk.json.PersonAddress).toMatchObject({
      State: 'ENG',
      PostalCode: 'SW1A 2AA',
      CountryIso2Code: 'GB',
    });
    const phone = await h.call('POST', p('phones'), {
      token: o.token,
      body: { Iso3CountryCode: 'GBR', AreaCode: '44', LocalNumber: '2079460958', StateCode: null },
    });
    expect(phone.status, phone.text).toBe(201);
  });

  it('refuses an unknown PersonUid (404 InvalidPersonUid) and persons of another application', async () => {
    const a = await withOwner();
    const b = await withOwner();
    const r = await h.call('POST', `${a.base}/persons/${crypto.randomUUID()}/ssns`, {
      token: a.token,
      body: { Ssn: '219-09-1234' },
    });
    expect(r.status).toBe(404);
    expect(firstError(r).Code).toBe('InvalidPersonUid');
    const cross = await h.call('POST', `${a.base}/persons/${b.personUid}/ssns`, {
      token: a.token,
      body: { Ssn: '219-09-1234' },
    });
    expect(cross.status).toBe(404);
    const foreign = await h.call('POST', `${b.base}/persons/${b.personUid}/ssns`, {
      token: a.token,
      body: { Ssn: '219-09-1234' },
    });
    expect(foreign.status).toBe(403);
  });

  it('refuses a second person on an Individual application and a person before the type is chosen', async () => {
    const o = await withOwner();
    const r = await h.call('POST', `${o.base}/persons?isPrimary=false`, {
      token: o.token,
      body: NAME,
    });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: 'IsPrimaryIsInvalid', Context: 'isPrimary' });
    const reg = await h.register(undefined, 'applicationType=&registrationFlowType=1');
    const none = await h.call(
      'POST',
      `/v2/applications/${reg.applicationUid}/persons?isPrimary=true`,
      { token: reg.token, body: NAME },
    );
    expect(none.status).toBe(400);
    expect(firstError(none).Code).toBe('ApplicationTypeIsNotDefined');
  });

  it('a refused request writes nothing: the saved section stays as it was', async () => {
    const o = await withOwner();
    const p = (s: string) => `${o.base}/persons/${o.personUid}/${s}`;
    await h.call('POST', p('addresses'), { token: o.token, body: ADDRESS });
    await h.call('POST', p('ssns'), { token: o.token, body: { Ssn: '219-09-1234' } });
    const [before] = await h.database.db.select().from(persons).where(eq(persons.uid, o.personUid));
    const bad = [
      ['addresses', { ...ADDRESS, Street: 'PO Box 12', City: '' }],
      ['addresses', { ...ADDRESS, State: 'ZZ' }],
      ['ssns', { Ssn: '666-12-3456' }],
      ['birthdays', { DateOfBirth: '2001-02-29' }],
      ['countries', { CountryIso3Code: 'XYZ' }],
      ['phones', { Iso3CountryCode: 'USA', LocalNumber: '5550000000' }],
    ] as const;
    for (const [section, body] of bad) {
      const r = await h.call('PUT', p(section), { token: o.token, body });
      expect(r.status, section).toBe(400);
    }
    const [after] = await h.database.db.select().from(persons).where(eq(persons.uid, o.personUid));
    expect(after).toEqual(before);
  });

  it('answers every error of one address at once, one per field', async () => {
    const o = await withOwner();
    const r = await h.call('POST', `${o.base}/persons/${o.personUid}/addresses`, {
      token: o.token,
      body: {
        Street: 'x'.repeat(51),
        City: '',
        State: '',
        PostalCode: '1',
        CountryIso3Code: 'USA',
      },
    });
    expect(r.status).toBe(400);
    expect(r.json.Errors).toEqual(
      expect.arrayContaining([
        {
          Code: 'StreetIsInvalidLength',
          Message: 'Max length is 50 characters',
          Context: 'Street',
        },
        expect.objectContaining({ Code: 'CityIsNullOrEmpty', Context: 'City' }),
        expect.objectContaining({ Code: 'StateIsNullOrEmpty', Context: 'State' }),
      ]),
    );
  });

  it('requires the owner to be at least 18 today (ageError, role MAIN)', async () => {
    const o = await withOwner();
    // Today is the US Eastern calendar day (issue 35 item 7).
    const today = easternDate(h.clock.now);
    const iso = (years: number, days = 0) => {
      const d = new Date(Date.UTC(today.year - years, today.month - 1, today.day + days));
      return d.toISOString().slice(0, 10);
    };
    const young = await h.call('POST', `${o.base}/persons/${o.personUid}/birthdays`, {
      token: o.token,
      body: { DateOfBirth: iso(18, 1) },
    });
    expect(young.status).toBe(400);
    expect(firstError(young)).toEqual({
      Code: 'DateOfBirthUnderage',
      Message: 'fields.errors.validation.dateOfBirth',
      Context: 'DateOfBirth',
    });
    const adult = await h.call('POST', `${o.base}/persons/${o.personUid}/birthdays`, {
      token: o.token,
      body: { DateOfBirth: iso(18) },
    });
    expect(adult.status).toBe(201);
  });
});
