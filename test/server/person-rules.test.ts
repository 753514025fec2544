/**
 * Person rules by application type and role, and the sales-assisted relaxations (doc 2 §5, §6;
 * doc 1 §6; doc 2 §8 code → field tables). Each refusal answers the spec code on its Context and
 * writes nothing; each accepted input is saved and shown by GET application.
 */
import { easternDate, easternIsoDate } from '../../services/api/eastern-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationResponse, errorResponse, personResponse } from '../../services/api/contract';
import { createSessionService } from '../../server/auth/sessions';
import { createTokenService } from '../../server/auth/tokens';
import { findSalesAgentByEmail, sandboxSalesAgentEmail } from '../../server/db/sales';
import { persons } from '../../server/db/schema';
import { UTMA_UNSUPPORTED_STATES } from '../../server/db/seed';
import { firstError, startHarness, TEST_SECRET, type CallResult, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const UTMA = 'applicationType=UTMA&utmaAccountType=Custodian&registrationFlowType=1';
const IRA = 'applicationType=IRA&iraAccountType=Roth&registrationFlowType=1';
const INDIVIDUAL = 'applicationType=Individual&registrationFlowType=1';
const JOINT = 'applicationType=JointTenants&jointTenantsAccountType=Common&registrationFlowType=1';
const ADDRESS = {
  Street: '1 Main Street',
  AptOrSuite: null,
  City: 'Albany',
  State: 'NY',
  PostalCode: '12207',
  CountryIso3Code: 'USA',
  CountryIso2Code: 'US',
};
const UK_ADDRESS = {
  Street: '10 Downing Street',
  City: 'London',
  State: 'ENG',
  PostalCode: 'SW1A 2AA',
  CountryIso3Code: 'GBR',
};
const UK_PHONE = {
  Iso3CountryCode: 'GBR',
  AreaCode: '44',
  LocalNumber: '2079460958',
  StateCode: null,
};
const US_PHONE = {
  Iso3CountryCode: 'USA',
  AreaCode: '',
  LocalNumber: '2124567890',
  StateCode: null,
};

interface Person {
  token: string;
  base: string;
  applicationUid: string;
  userUid: string;
  logonUid: string;
  email: string;
  personUid: string;
  path: (section: string) => string;
}

/** Registers an application of `query` and creates its main person (and the second one when `second`). */
async function applicant(query: string, second = false): Promise<Person> {
  const reg = await h.register(undefined, query);
  const base = `/v2/applications/${reg.applicationUid}`;
  const r = await h.call('POST', `${base}/persons?isPrimary=${second ? 'false' : 'true'}`, {
    token: reg.token,
    body: { FirstName: 'Ada', LastName: 'Lovelace' },
  });
  expect(r.status, r.text).toBe(201);
  const personUid = personResponse.parse(r.json).PersonUid;
  return {
    token: reg.token,
    base,
    applicationUid: reg.applicationUid,
    userUid: reg.claims.UserUid,
    logonUid: reg.claims.LogonUid,
    email: reg.email,
    personUid,
    path: (s) => `${base}/persons/${personUid}/${s}`,
  };
}

/** An Impersonation token of the seeded HAA sales agent for this applicant (doc 1 §3 token claims). */
async function impersonationToken(p: Person): Promise<string> {
  const agent = await findSalesAgentByEmail(h.database.db, sandboxSalesAgentEmail('HAA'));
  expect(agent).not.toBeNull();
  const tokens = createTokenService(TEST_SECRET, () => h.clock.now.getTime());
  const t = await createSessionService({ db: h.database.db, tokens, now: () => h.clock.now }).start(
    {
      userUid: p.userUid,
      email: p.email,
      logonUid: p.logonUid,
      applicationUid: p.applicationUid,
      accessType: 'Impersonation',
      salesAgentUid: agent!.uid,
      brokerCode: 'HAA',
    },
  );
  return t.JwtToken;
}

const row = async (personUid: string) =>
  (await h.database.db.select().from(persons).where(eq(persons.uid, personUid)))[0];

function expectRefused(r: CallResult, code: string, context: string) {
  expect(r.status, r.text).toBe(400);
  expect(errorResponse.safeParse(r.json).success, r.text).toBe(true);
  expect(firstError(r).Code).toBe(code);
  expect(firstError(r).Context).toBe(context);
}

const yearsAgo = (n: number) => `${easternDate(h.clock.now).year - n}-01-01`;

describe('identity country by application type (doc 2 §5 "UTMA country must be USA")', () => {
  it('refuses a non-USA country for the UTMA custodian and the minor; USA is saved', async () => {
    const custodian = await applicant(UTMA);
    const fr = await h.call('POST', custodian.path('countries'), {
      token: custodian.token,
      body: { CountryIso3Code: 'FRA', CountryIso2Code: 'FR' },
    });
    expectRefused(fr, 'CountryIso3CodeIsInvalid', 'CountryIso3Code');
    expect((await row(custodian.personUid)).countryIso3).toBeNull();
    const us = await h.call('POST', custodian.path('countries'), {
      token: custodian.token,
      body: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
    });
    expect(us.status, us.text).toBe(201);
    expect(personResponse.parse(us.json).PersonCountry).toEqual({
      CountryIso3Code: 'USA',
      CountryIso2Code: 'US',
    });
    // A later PUT to another country is refused and leaves USA in place.
    const put = await h.call('PUT', custodian.path('countries'), {
      token: custodian.token,
      body: { CountryIso3Code: 'CAN' },
    });
    expectRefused(put, 'CountryIso3CodeIsInvalid', 'CountryIso3Code');
    expect((await row(custodian.personUid)).countryIso3).toBe('USA');

    const minor = await applicant(UTMA, true);
    const ca = await h.call('POST', minor.path('countries'), {
      token: minor.token,
      body: { CountryIso3Code: 'CAN', CountryIso2Code: 'CA' },
    });
    expectRefused(ca, 'CountryIso3CodeIsInvalid', 'CountryIso3Code');
    expect((await row(minor.personUid)).countryIso3).toBeNull();
    expect(
      (
        await h.call('POST', minor.path('countries'), {
          token: minor.token,
          body: { CountryIso3Code: 'USA' },
        })
      ).status,
    ).toBe(201);
  });

  it('saves a non-USA citizenship for an IRA owner (residency is enforced by address and phone; docs/decisions.md)', async () => {
    const owner = await applicant(IRA);
    const r = await h.call('POST', owner.path('countries'), {
      token: owner.token,
      body: { CountryIso3Code: 'GBR', CountryIso2Code: 'GB' },
    });
    expect(r.status, r.text).toBe(201);
    expect((await row(owner.personUid)).countryIso3).toBe('GBR');
  });
});

describe('phone by application type (doc 2 §5 Phone, §6)', () => {
  it('refuses a non-USA phone on an IRA with personPhoneNotUSA; a US phone is saved', async () => {
    const owner = await applicant(IRA);
    const uk = await h.call('POST', owner.path('phones'), { token: owner.token, body: UK_PHONE });
    expectRefused(uk, 'PhoneModel_Iso3CountryCodeIsInvalid', 'Iso3CountryCode');
    expect(firstError(uk).Message).toBe('fields.errors.validation.personPhoneNotUSA');
    expect((await row(owner.personUid)).phoneLocalNumber).toBeNull();
    const us = await h.call('POST', owner.path('phones'), { token: owner.token, body: US_PHONE });
    expect(us.status, us.text).toBe(201);
    expect(personResponse.parse(us.json).Phone).toEqual(US_PHONE);
  });

  it('saves a UK phone on UTMA and Individual applications (the rule is IRA only)', async () => {
    for (const query of [UTMA, INDIVIDUAL]) {
      const p = await applicant(query);
      const r = await h.call('POST', p.path('phones'), { token: p.token, body: UK_PHONE });
      expect(r.status, `${query} ${r.text}`).toBe(201);
      expect((await row(p.personUid)).phoneIso3).toBe('GBR');
    }
  });
});

describe('addresses by application type (doc 2 §5 Address, §8)', () => {
  it('refuses a non-USA address on IRA and UTMA (CountryIso3CodeIsInvalid) and writes nothing', async () => {
    for (const [query, second] of [
      [IRA, false],
      [UTMA, false],
      [UTMA, true],
    ] as const) {
      const p = await applicant(query, second);
      const r = await h.call('POST', p.path('addresses'), { token: p.token, body: UK_ADDRESS });
      expectRefused(r, 'CountryIso3CodeIsInvalid', 'CountryIso3Code');
      expect((await row(p.personUid)).street).toBeNull();
    }
  });

  it('refuses every unsupported gift state on UTMA with GiftStateNotSupported on State; NY is saved', async () => {
    const custodian = await applicant(UTMA);
    for (const state of UTMA_UNSUPPORTED_STATES) {
      const r = await h.call('POST', custodian.path('addresses'), {
        token: custodian.token,
        body: { ...ADDRESS, State: state, PostalCode: '29201' },
      });
      expectRefused(r, 'GiftStateNotSupported', 'State');
      expect(firstError(r).Message).toBe('An UTMA in this state/territory is not yet supported.');
      expect((await row(custodian.personUid)).street).toBeNull();
    }
    const ny = await h.call('POST', custodian.path('addresses'), {
      token: custodian.token,
      body: ADDRESS,
    });
    expect(ny.status, ny.text).toBe(201);
    expect(personResponse.parse(ny.json).PersonAddress).toMatchObject({
      State: 'NY',
      CountryIso3Code: 'USA',
    });

    const minor = await applicant(UTMA, true);
    const sc = await h.call('POST', minor.path('addresses'), {
      token: minor.token,
      body: { ...ADDRESS, State: 'South Carolina', PostalCode: '29201' },
    });
    expectRefused(sc, 'GiftStateNotSupported', 'State');
  });

  it('saves South Carolina and Puerto Rico addresses outside UTMA', async () => {
    const p = await applicant(INDIVIDUAL);
    for (const state of ['SC', 'PR']) {
      const r = await h.call('PUT', p.path('addresses'), {
        token: p.token,
        body: { ...ADDRESS, State: state, PostalCode: '29201' },
      });
      expect(r.status, r.text).toBe(200);
      expect((await row(p.personUid)).state).toBe(state);
    }
  });
});

describe('date of birth of the UTMA minor (doc 2 §5 Age, §6)', () => {
  it('refuses a minor of 21 or more with DateOfBirthOverage; a minor of 10 is saved', async () => {
    const minor = await applicant(UTMA, true);
    const old = await h.call('POST', minor.path('birthdays'), {
      token: minor.token,
      body: { DateOfBirth: yearsAgo(22) },
    });
    expectRefused(old, 'DateOfBirthOverage', 'DateOfBirth');
    expect(firstError(old).Message).toBe('fields.errors.validation.dateOfBirthUtma');
    expect((await row(minor.personUid)).dateOfBirth).toBeNull();
    const young = await h.call('POST', minor.path('birthdays'), {
      token: minor.token,
      body: { DateOfBirth: yearsAgo(10) },
    });
    expect(young.status, young.text).toBe(201);
    expect((await row(minor.personUid)).dateOfBirth).toBe(yearsAgo(10));
  });

  it('saves a minor born this calendar year; a date after today is DateOfBirthIsInvalid', async () => {
    const minor = await applicant(UTMA, true);
    const today = easternIsoDate(new Date());
    const born = await h.call('POST', minor.path('birthdays'), {
      token: minor.token,
      body: { DateOfBirth: `${today.slice(0, 4)}-01-01` },
    });
    expect(born.status, born.text).toBe(201);
    const future = await h.call('PUT', minor.path('birthdays'), {
      token: minor.token,
      body: { DateOfBirth: `${Number(today.slice(0, 4)) + 1}-01-01` },
    });
    expectRefused(future, 'DateOfBirthIsInvalid', 'DateOfBirth');
  });
});

describe('sales-assisted relaxations (Impersonation token; doc 2 §5, §6)', () => {
  it('saves an empty SSN as null for the agent, refuses it for the customer', async () => {
    const p = await applicant(INDIVIDUAL);
    expectRefused(
      await h.call('POST', p.path('ssns'), { token: p.token, body: { Ssn: '' } }),
      'SsnIsNullOrEmpty',
      'Ssn',
    );
    const saved = await h.call('POST', p.path('ssns'), {
      token: p.token,
      body: { Ssn: '219-09-1234' },
    });
    expect(saved.status).toBe(201);
    const agent = await impersonationToken(p);
    for (const body of [{ Ssn: '' }, { Ssn: null }, { Ssn: '   ' }]) {
      const r = await h.call('PUT', p.path('ssns'), { token: agent, body });
      expect(r.status, r.text).toBe(200);
      expect(personResponse.parse(r.json).PersonSsn).toBeNull();
      expect((await row(p.personUid)).ssn).toBeNull();
    }
    // An SSN that is present is still checked.
    expectRefused(
      await h.call('PUT', p.path('ssns'), { token: agent, body: { Ssn: '123' } }),
      'SsnIsInvalid',
      'Ssn',
    );
    const app = applicationResponse.parse((await h.call('GET', p.base, { token: agent })).json);
    expect(app.IndividualApplication?.Owner?.PersonSsn).toBeNull();
  });

  it('saves an empty name as null for the agent (POST and PUT); a typed name is still checked; the customer is refused', async () => {
    const p = await applicant(INDIVIDUAL);
    const EMPTY = { FirstName: '', MiddleName: null, LastName: '', SuffixType: 0 };
    expectRefused(
      await h.call('PUT', p.path('names'), { token: p.token, body: EMPTY }),
      'FirstNameIsNullOrEmpty',
      'FirstName',
    );
    const agent = await impersonationToken(p);
    for (const body of [EMPTY, { FirstName: null, LastName: '  ' }, {}]) {
      const r = await h.call('PUT', p.path('names'), { token: agent, body });
      expect(r.status, r.text).toBe(200);
      expect(personResponse.parse(r.json).PersonName).toBeNull();
      const saved = await row(p.personUid);
      expect([saved.firstName, saved.lastName]).toEqual([null, null]);
    }
    // One name typed, the other left empty: saved as typed.
    const half = await h.call('PUT', p.path('names'), {
      token: agent,
      body: { ...EMPTY, LastName: 'Lovelace' },
    });
    expect(personResponse.parse(half.json).PersonName?.LastName).toBe('Lovelace');
    // What is typed follows the rules.
    expectRefused(
      await h.call('PUT', p.path('names'), { token: agent, body: { ...EMPTY, FirstName: 'Ada1' } }),
      'InvalidCharacters',
      'FirstName',
    );
    // The second person created by the agent with no name (POST …/persons).
    const joint = await applicant(JOINT);
    const jointAgent = await impersonationToken(joint);
    const second = await h.call('POST', `${joint.base}/persons?isPrimary=false`, {
      token: jointAgent,
      body: EMPTY,
    });
    expect(second.status, second.text).toBe(201);
    expect(personResponse.parse(second.json).PersonName).toBeNull();
  });

  it('saves an empty IRA business name as null for the agent; a typed one is checked; the customer is refused', async () => {
    const p = await applicant('applicationType=IRA&iraAccountType=SEP&registrationFlowType=1');
    const path = `${p.base}/ira-business-names`;
    expectRefused(
      await h.call('POST', path, { token: p.token, body: { BusinessName: ' ' } }),
      'BusinessNameIsNullOrEmpty',
      'BusinessName',
    );
    const agent = await impersonationToken(p);
    for (const body of [{ BusinessName: '' }, { BusinessName: null }, {}]) {
      const r = await h.call('PUT', path, { token: agent, body });
      expect(r.status, r.text).toBe(200);
      expect(r.json).toEqual({ BusinessName: null });
    }
    const app = applicationResponse.parse((await h.call('GET', p.base, { token: agent })).json);
    expect(app.IRAApplication?.CompanyName ?? null).toBeNull();
    expectRefused(
      await h.call('PUT', path, { token: agent, body: { BusinessName: 'x'.repeat(51) } }),
      'BusinessNameIsInvalidLength',
      'BusinessName',
    );
  });

  it('saves an all-null phone as null for the agent; a partial phone and the customer are refused', async () => {
    const p = await applicant(INDIVIDUAL);
    const empty = { Iso3CountryCode: null, AreaCode: null, LocalNumber: null, StateCode: null };
    expect((await h.call('POST', p.path('phones'), { token: p.token, body: empty })).status).toBe(
      400,
    );
    expect(
      (await h.call('POST', p.path('phones'), { token: p.token, body: US_PHONE })).status,
    ).toBe(201);
    const agent = await impersonationToken(p);
    const partial = await h.call('PUT', p.path('phones'), {
      token: agent,
      body: { ...empty, Iso3CountryCode: 'USA' },
    });
    expect(partial.status, partial.text).toBe(400);
    expect((await row(p.personUid)).phoneLocalNumber).toBe('2124567890');
    const r = await h.call('PUT', p.path('phones'), { token: agent, body: empty });
    expect(r.status, r.text).toBe(200);
    expect(personResponse.parse(r.json).Phone).toBeNull();
    const stored = await row(p.personUid);
    expect([
      stored.phoneIso3,
      stored.phoneAreaCode,
      stored.phoneLocalNumber,
      stored.phoneStateCode,
    ]).toEqual([null, null, null, null]);
    const app = applicationResponse.parse((await h.call('GET', p.base, { token: agent })).json);
    expect(app.IndividualApplication?.Owner?.Phone).toBeNull();
  });

  it('saves an incomplete date of birth as null with no age check for the agent; a complete date is still age-checked', async () => {
    const p = await applicant(INDIVIDUAL);
    expect(
      (await h.call('POST', p.path('birthdays'), { token: p.token, body: { DateOfBirth: null } }))
        .status,
    ).toBe(400);
    expect(
      (
        await h.call('POST', p.path('birthdays'), {
          token: p.token,
          body: { DateOfBirth: '1980-01-01' },
        })
      ).status,
    ).toBe(201);
    const agent = await impersonationToken(p);
    expectRefused(
      await h.call('PUT', p.path('birthdays'), {
        token: agent,
        body: { DateOfBirth: yearsAgo(10) },
      }),
      'DateOfBirthUnderage',
      'DateOfBirth',
    );
    expect((await row(p.personUid)).dateOfBirth).toBe('1980-01-01');
    for (const body of [{ DateOfBirth: null }, { DateOfBirth: '' }, {}]) {
      const r = await h.call('PUT', p.path('birthdays'), { token: agent, body });
      expect(r.status, r.text).toBe(200);
      expect(personResponse.parse(r.json).PersonBirthday).toBeNull();
      expect((await row(p.personUid)).dateOfBirth).toBeNull();
    }
  });

  it('keeps the type rules for the agent: a UTMA country other than USA is still refused', async () => {
    const p = await applicant(UTMA);
    const agent = await impersonationToken(p);
    expectRefused(
      await h.call('POST', p.path('countries'), { token: agent, body: { CountryIso3Code: 'FRA' } }),
      'CountryIso3CodeIsInvalid',
      'CountryIso3Code',
    );
  });
});

describe('backup withholdings under /persons (doc 2 §7; docs/decisions.md)', () => {
  it('answers at …/persons/backup-withholdings (401 without token, 201 with); the old path is not served', async () => {
    const p = await applicant(INDIVIDUAL);
    const body = { BackupWithHoldingRecord: true };
    expect(
      (await h.call('POST', `${p.base}/persons/backup-withholdings?PersonTargetType=0`, { body }))
        .status,
    ).toBe(401);
    const other = await applicant(INDIVIDUAL);
    expect(
      (
        await h.call('POST', `${p.base}/persons/backup-withholdings?PersonTargetType=0`, {
          token: other.token,
          body,
        })
      ).status,
    ).toBeGreaterThanOrEqual(403);
    const r = await h.call('POST', `${p.base}/persons/backup-withholdings?PersonTargetType=0`, {
      token: p.token,
      body,
    });
    expect(r.status, r.text).toBe(201);
    expect((await row(p.personUid)).backupWithholding).toBe(true);
    expect(
      (
        await h.call('POST', `${p.base}/backup-withholdings?PersonTargetType=0`, {
          token: p.token,
          body,
        })
      ).status,
    ).toBe(404);
  });
});
