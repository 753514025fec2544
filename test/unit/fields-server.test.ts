/**
 * The server's answer for the same inputs as test/unit/fields.test.ts (test/server/field-cases.ts):
 * each bad value is refused with 400 and the spec's code on the right Context (doc 1 §8,
 * doc 2 §8, doc 3 §8); each good value is accepted. Runs the reference app in-process on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressCases,
  amountCases,
  countryCases,
  dobPayloadCases,
  emailCases,
  nameCases,
  passwordCases,
  phoneCases,
  ssnCases,
  VALID_ADDRESS,
} from '../server/field-cases';
import {
  firstError,
  startHarness,
  TRACKING,
  uniqueEmail,
  type Harness,
  type Registered,
} from '../server/helpers';

let h: Harness;
let owner: Registered & { base: string; person: string };

beforeAll(async () => {
  h = await startHarness();
  const reg = await h.register();
  const base = `/v2/applications/${reg.applicationUid}`;
  const r = await h.call('POST', `${base}/persons?isPrimary=true`, {
    token: reg.token,
    body: { FirstName: 'Ada', LastName: 'Lovelace' },
  });
  owner = { ...reg, base, person: `${base}/persons/${r.json.PersonUid}` };
  await h.call('POST', `${base}/application-fundings`, {
    token: reg.token,
    body: { BankFundingType: 3 },
  });
});
afterAll(() => h.close());

/** Sends one section body and checks the answer against the case. */
async function expectAnswer(
  method: string,
  path: string,
  body: unknown,
  code: string | null,
  context: string,
  message?: string,
) {
  const r = await h.call(method, path, { token: owner.token, body });
  if (code === null) {
    expect(r.status, r.text).toBeLessThan(300);
    return;
  }
  expect(r.status).toBe(400);
  const err =
    r.json.Errors.find((e: { Context: string }) => e.Context === context) ?? firstError(r);
  expect(err).toMatchObject({ Code: code, Context: context });
  if (message) expect(err.Message).toBe(message);
}

describe('e-mail: POST /v2/users and GET /v2/users/usernames', () => {
  it.each(emailCases.filter((c) => c.code))('$label → $code on Email', async ({ value, code }) => {
    const r = await h.call('POST', '/v2/users?applicationType=Individual', {
      body: { Email: value, Password: 'GoldBar2024!', TrackingDetails: TRACKING },
    });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({
      Code: code,
      Context: 'Email',
      Message: 'Email address is invalid.',
    });
    const u = await h.call('GET', `/v2/users/usernames?email=${encodeURIComponent(value)}`);
    expect(u.status).toBe(400);
    expect(firstError(u)).toMatchObject({ Code: 'EmailNotValid', Context: 'Email' });
  });
  it.each(emailCases.filter((c) => !c.code))('$label is accepted', async ({ value }) => {
    const u = await h.call('GET', `/v2/users/usernames?email=${encodeURIComponent(value)}`);
    expect(u.status).toBe(200);
  });
});

describe('password: POST /v2/users', () => {
  it.each(passwordCases)('$label → $code', async ({ value, code }) => {
    const r = await h.call('POST', '/v2/users?applicationType=Individual', {
      body: { Email: uniqueEmail(), Password: value, TrackingDetails: TRACKING },
    });
    if (code === null) expect(r.status, r.text).toBe(201);
    else
      expect(firstError(r)).toMatchObject({
        Code: code,
        Context: 'Password',
        Message: expect.stringContaining('fields.errors.validation.password'),
      });
  });
});

describe('name: PUT .../names', () => {
  it.each(nameCases)('$label → $code on $context', async ({ body, code, context }) => {
    await expectAnswer('PUT', `${owner.person}/names`, body, code, context ?? 'FirstName');
  });
});

describe('date of birth: POST .../birthdays', () => {
  it.each(dobPayloadCases)('$label → $code', async ({ value, code }) => {
    await expectAnswer(
      'POST',
      `${owner.person}/birthdays`,
      { DateOfBirth: value },
      code,
      'DateOfBirth',
      code ? 'Date of birth is invalid.' : undefined,
    );
  });
});

describe('identity country: POST .../countries', () => {
  it.each(countryCases)('$label → $code', async ({ value, code }) => {
    await expectAnswer(
      'POST',
      `${owner.person}/countries`,
      { CountryIso3Code: value },
      code,
      'CountryIso3Code',
    );
  });
});

describe('SSN: POST .../ssns', () => {
  it.each(ssnCases)('$label → $code ($key)', async ({ value, code, key }) => {
    await expectAnswer(
      'POST',
      `${owner.person}/ssns`,
      { Ssn: value },
      code,
      'Ssn',
      key ?? undefined,
    );
  });
});

describe('phone: POST .../phones', () => {
  it.each(phoneCases.filter((c) => c.payload))(
    '$label → $code',
    async ({ payload, code, context }) => {
      await expectAnswer(
        'POST',
        `${owner.person}/phones`,
        payload,
        code ?? null,
        context ?? 'LocalNumber',
      );
    },
  );
});

describe('address: POST .../addresses', () => {
  it.each(addressCases)('$label → $code', async ({ patch, code, context, message }) => {
    await expectAnswer(
      'POST',
      `${owner.person}/addresses`,
      { ...VALID_ADDRESS, ...patch },
      code,
      context ?? 'Street',
      message,
    );
  });
});

describe('amount: PUT .../fundings (wire)', () => {
  it.each(amountCases.filter((c) => c.sent !== undefined))(
    '$label → $code',
    async ({ sent, code, message }) => {
      await expectAnswer(
        'PUT',
        `${owner.base}/fundings`,
        { Amount: sent },
        code ?? null,
        'Amount',
        message,
      );
    },
  );
});
