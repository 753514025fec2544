/**
 * Contract tests of the update (PUT) calls of doc 2 §7 that have a valid-call test nowhere else:
 * persons/{PersonUid}/countries, /phones, /ssns and legal-entities/addresses. Each valid PUT answers
 * 200 with a body that parses with the contract's response schema, and the new value shows in GET
 * application; a refused PUT leaves the saved value as it was; 401 without a token, 403 for another
 * user. Uses Individual and Corporate applications (no UTMA or IRA country rules).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationResponse,
  legalEntityResponse,
  personResponse,
} from '../../services/api/contract';
import { firstError, startHarness, type Harness, type Registered } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

type Owner = Registered & { base: string; personUid: string; p: (s: string) => string };

async function owner(): Promise<Owner> {
  const reg = await h.register();
  const base = `/v2/applications/${reg.applicationUid}`;
  const r = await h.call('POST', `${base}/persons?isPrimary=true`, {
    token: reg.token,
    body: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: null },
  });
  expect(r.status, r.text).toBe(201);
  const personUid = personResponse.parse(r.json).PersonUid;
  return { ...reg, base, personUid, p: (s) => `${base}/persons/${personUid}/${s}` };
}

const savedOwner = async (o: Owner) =>
  applicationResponse.parse((await h.call('GET', o.base, { token: o.token })).json)
    .IndividualApplication?.Owner;

describe('PUT persons/{PersonUid}/countries, /phones, /ssns', () => {
  it('countries: USA → GBR → CAN; each answer parses and GET application shows the new country', async () => {
    const o = await owner();
    expect(
      (
        await h.call('POST', o.p('countries'), {
          token: o.token,
          body: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
        })
      ).status,
    ).toBe(201);
    for (const [iso3, iso2] of [
      ['GBR', 'GB'],
      ['CAN', 'CA'],
    ]) {
      const r = await h.call('PUT', o.p('countries'), {
        token: o.token,
        body: { CountryIso3Code: iso3 },
      });
      expect(r.status, r.text).toBe(200);
      expect(personResponse.parse(r.json).PersonCountry).toEqual({
        CountryIso3Code: iso3,
        CountryIso2Code: iso2,
      });
      expect((await savedOwner(o))?.PersonCountry).toEqual({
        CountryIso3Code: iso3,
        CountryIso2Code: iso2,
      });
    }
    expect(
      firstError(
        await h.call('PUT', o.p('countries'), { token: o.token, body: { CountryIso3Code: 'XYZ' } }),
      ).Code,
    ).toMatch(/^CountryIso3Code/);
    expect((await savedOwner(o))?.PersonCountry?.CountryIso3Code).toBe('CAN');
  });

  it('phones: a US number replaced by another, then by a UK number with its calling code', async () => {
    const o = await owner();
    const first = {
      Iso3CountryCode: 'USA',
      AreaCode: '',
      LocalNumber: '2124567890',
      StateCode: null,
    };
    expect((await h.call('POST', o.p('phones'), { token: o.token, body: first })).status).toBe(201);
    const us = await h.call('PUT', o.p('phones'), {
      token: o.token,
      body: { ...first, LocalNumber: '(415) 555-0132' },
    });
    expect(us.status, us.text).toBe(200);
    expect(personResponse.parse(us.json).Phone).toMatchObject({
      Iso3CountryCode: 'USA',
      LocalNumber: '4155550132',
    });
    expect((await savedOwner(o))?.Phone).toMatchObject({
      Iso3CountryCode: 'USA',
      LocalNumber: '4155550132',
    });
    const uk = await h.call('PUT', o.p('phones'), {
      token: o.token,
      body: { Iso3CountryCode: 'GBR', AreaCode: '44', LocalNumber: '2079460958', StateCode: null },
    });
    expect(uk.status, uk.text).toBe(200);
    expect(personResponse.parse(uk.json).Phone).toMatchObject({
      Iso3CountryCode: 'GBR',
      LocalNumber: '2079460958',
    });
    expect((await savedOwner(o))?.Phone).toMatchObject({
      Iso3CountryCode: 'GBR',
      LocalNumber: '2079460958',
    });
    const bad = await h.call('PUT', o.p('phones'), {
      token: o.token,
      body: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '123', StateCode: null },
    });
    expect(bad.status).toBe(400);
    expect((await savedOwner(o))?.Phone).toMatchObject({
      Iso3CountryCode: 'GBR',
      LocalNumber: '2079460958',
    });
  });

  it('ssns: a saved SSN is replaced (normalised to ###-##-####); a refused one leaves it', async () => {
    const o = await owner();
    expect(
      (await h.call('POST', o.p('ssns'), { token: o.token, body: { Ssn: '219-09-1234' } })).status,
    ).toBe(201);
    const r = await h.call('PUT', o.p('ssns'), { token: o.token, body: { Ssn: '219094321' } });
    expect(r.status, r.text).toBe(200);
    expect(personResponse.parse(r.json).PersonSsn).toEqual({ Ssn: '***-**-4321' });
    expect((await savedOwner(o))?.PersonSsn).toEqual({ Ssn: '***-**-4321' });
    expect(
      (await h.call('PUT', o.p('ssns'), { token: o.token, body: { Ssn: '666-12-3456' } })).status,
    ).toBe(400);
    expect((await savedOwner(o))?.PersonSsn).toEqual({ Ssn: '***-**-4321' });
  });

  it('401 without a token and 403 for another user on each PUT', async () => {
    const o = await owner();
    const other = await h.register();
    const bodies: Array<[string, unknown]> = [
      ['countries', { CountryIso3Code: 'USA' }],
      [
        'phones',
        { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '2124567890', StateCode: null },
      ],
      ['ssns', { Ssn: '219-09-1234' }],
    ];
    for (const [s, body] of bodies) {
      expect((await h.call('PUT', o.p(s), { body })).status, s).toBe(401);
      const denied = await h.call('PUT', o.p(s), { token: other.token, body });
      expect(denied.status, s).toBe(403);
      expect(firstError(denied).Code).toBe('Error_PermissionDenied');
    }
  });
});

describe('PUT legal-entities/addresses', () => {
  const ADDRESS = {
    Street: '200 Park Ave',
    AptOrSuite: 'Fl 12',
    City: 'New York',
    State: 'NY',
    PostalCode: '10166',
    CountryIso3Code: 'USA',
    CountryIso2Code: 'US',
  };

  it('moves the entity to a new address; the answer parses and GET application shows it; refusals keep it', async () => {
    const reg = await h.register(
      undefined,
      'applicationType=Corporate&corporateAccountType=Corporate',
    );
    const base = `/v2/applications/${reg.applicationUid}`;
    expect(
      (
        await h.call('POST', `${base}/legal-entities`, {
          token: reg.token,
          body: { Name: 'Golden Acorn Inc' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await h.call('POST', `${base}/legal-entities/addresses`, {
          token: reg.token,
          body: ADDRESS,
        })
      ).status,
    ).toBe(201);
    const moved = {
      Street: '1 Market St',
      AptOrSuite: null,
      City: 'San Francisco',
      State: 'CA',
      PostalCode: '94105',
      CountryIso3Code: 'USA',
    };
    const r = await h.call('PUT', `${base}/legal-entities/addresses`, {
      token: reg.token,
      body: moved,
    });
    expect(r.status, r.text).toBe(200);
    expect(legalEntityResponse.parse(r.json).AddressResponse).toMatchObject({
      Street: '1 Market St',
      City: 'San Francisco',
      State: 'CA',
      StateCaption: 'California',
      PostalCode: '94105',
    });
    const shown = async () =>
      applicationResponse.parse((await h.call('GET', base, { token: reg.token })).json)
        .CorporateApplication?.LegalEntity?.AddressResponse;
    expect(await shown()).toMatchObject({
      Street: '1 Market St',
      City: 'San Francisco',
      State: 'CA',
    });

    const bad = await h.call('PUT', `${base}/legal-entities/addresses`, {
      token: reg.token,
      body: { ...moved, State: 'ZZ' },
    });
    expect(bad.status).toBe(400);
    expect(await shown()).toMatchObject({ Street: '1 Market St', State: 'CA' });

    expect((await h.call('PUT', `${base}/legal-entities/addresses`, { body: moved })).status).toBe(
      401,
    );
    const other = await h.register();
    expect(
      firstError(
        await h.call('PUT', `${base}/legal-entities/addresses`, {
          token: other.token,
          body: moved,
        }),
      ).Code,
    ).toBe('Error_PermissionDenied');
  });
});
