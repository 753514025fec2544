/**
 * Contract tests: funding (doc 3 §2.4, §5, §7), the main agreement (doc 3 §2.5, §7), completion
 * with identity verification (doc 3 §4 Submission; rules in docs/sandbox.md), tracking (doc 1 §7.6).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationFunding,
  applicationResponse,
  completeResponse,
  htmlAgreementResponse,
} from '../../services/api/contract';
import { fingerprints, trackingDetails } from '../../server/db/schema';
import { SANDBOX_OFAC_TEXT } from '../../server/providers/identity-verification';
import { firstError, startHarness, type Harness, type Registered } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

interface Applicant extends Registered {
  base: string;
  personUid: string;
}

/** A registered user with a complete Individual owner (the sandbox passes it by default). */
async function applicant(
  overrides: { LastName?: string; Ssn?: string; country?: string } = {},
): Promise<Applicant> {
  const reg = await h.register();
  const base = `/v2/applications/${reg.applicationUid}`;
  const person = await h.call('POST', `${base}/persons?isPrimary=true`, {
    token: reg.token,
    body: {
      FirstName: 'Grace',
      MiddleName: null,
      LastName: overrides.LastName ?? 'Hopper',
      SuffixType: null,
    },
  });
  const p = (s: string) => `${base}/persons/${person.json.PersonUid}/${s}`;
  const country = overrides.country ?? 'USA';
  const bodies: [string, unknown][] = [
    ['birthdays', { DateOfBirth: '1960-12-09' }],
    ['countries', { CountryIso3Code: country }],
    [
      'addresses',
      {
        Street: '2 Navy Way',
        City: 'Arlington',
        State: 'VA',
        PostalCode: '22201',
        CountryIso3Code: 'USA',
      },
    ],
  ];
  if (country === 'USA') bodies.push(['ssns', { Ssn: overrides.Ssn ?? '219-09-1234' }]);
  for (const [s, body] of bodies) {
    const r = await h.call('POST', p(s), { token: reg.token, body });
    expect(r.status, `${s}: ${r.text}`).toBe(201);
  }
  return { ...reg, base, personUid: person.json.PersonUid };
}

describe('application-fundings and fundings', () => {
  it('wire: type, amount, update, delete', async () => {
    const a = await applicant();
    const t = await h.call('POST', `${a.base}/application-fundings`, {
      token: a.token,
      body: { BankFundingType: 3 },
    });
    expect(t.status).toBe(201);
    expect(applicationFunding.parse(t.json)).toEqual({ BankFundingType: 3, Amount: null });
    const amt = await h.call('POST', `${a.base}/fundings`, {
      token: a.token,
      body: { Amount: 500_000_000 },
    });
    expect(amt.status).toBe(201);
    expect(applicationFunding.parse(amt.json)).toEqual({ BankFundingType: 3, Amount: 500_000_000 });
    const upd = await h.call('PUT', `${a.base}/fundings`, {
      token: a.token,
      body: { Amount: 1234.56 },
    });
    expect(upd.json.Amount).toBe(1234.56);
    const app = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
    expect(app.ApplicationFunding).toEqual({ BankFundingType: 3, Amount: 1234.56 });
    // Same type again keeps the amount; another type clears it.
    expect(
      (
        await h.call('PUT', `${a.base}/application-fundings`, {
          token: a.token,
          body: { BankFundingType: 3 },
        })
      ).json.Amount,
    ).toBe(1234.56);
    expect(
      (
        await h.call('PUT', `${a.base}/application-fundings`, {
          token: a.token,
          body: { BankFundingType: 4 },
        })
      ).json,
    ).toEqual({ BankFundingType: 4, Amount: null });
    const del = await h.call('DELETE', `${a.base}/application-fundings`, { token: a.token });
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    expect((await h.call('GET', a.base, { token: a.token })).json.ApplicationFunding).toBeNull();
    expect(
      (await h.call('DELETE', `${a.base}/application-fundings`, { token: a.token })).status,
    ).toBe(204);
  });

  it('refuses an amount before a type with FundingTypeIsNotDefined, and a missing or unknown type', async () => {
    const a = await applicant();
    const r = await h.call('POST', `${a.base}/fundings`, { token: a.token, body: { Amount: 100 } });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({
      Code: 'FundingTypeIsNotDefined',
      Context: 'BankFundingType',
    });
    for (const body of [{}, { BankFundingType: 9 }, { BankFundingType: 'Wire' }]) {
      const t = await h.call('POST', `${a.base}/application-fundings`, { token: a.token, body });
      expect(t.status).toBe(400);
      expect(firstError(t).Code).toBe('FundingTypeIsNotDefined');
    }
    const ach = await h.call('POST', `${a.base}/application-fundings`, {
      token: a.token,
      body: { BankFundingType: 1 },
    });
    expect(firstError(ach).Code).toBe('BankMustBeSet');
  });

  it.each([
    [3, 0, 'AmountMustBeGreaterThanZero'],
    [3, -5, 'AmountMustBeGreaterThanZero'],
    [3, 500_000_000.01, 'AmountIsAboveMaximum'],
    [3, 10.123, 'AmountIsInvalid'],
    [3, '100', 'AmountIsInvalid'],
    [3, null, 'AmountIsNullOrEmpty'],
    [4, 250_000.01, 'AmountIsAboveMaximum'],
  ])('type %i, Amount %j → %s on Amount; the saved amount stays', async (type, Amount, code) => {
    const a = await applicant();
    await h.call('POST', `${a.base}/application-fundings`, {
      token: a.token,
      body: { BankFundingType: type },
    });
    await h.call('POST', `${a.base}/fundings`, { token: a.token, body: { Amount: 50 } });
    const r = await h.call('PUT', `${a.base}/fundings`, { token: a.token, body: { Amount } });
    expect(r.status).toBe(400);
    expect(firstError(r)).toMatchObject({ Code: code, Context: 'Amount' });
    expect((await h.call('GET', a.base, { token: a.token })).json.ApplicationFunding.Amount).toBe(
      50,
    );
  });

  it('check accepts exactly the broker limit (CheckDepositLimit 250,000)', async () => {
    const a = await applicant();
    await h.call('POST', `${a.base}/application-fundings`, {
      token: a.token,
      body: { BankFundingType: 4 },
    });
    expect(
      (await h.call('POST', `${a.base}/fundings`, { token: a.token, body: { Amount: 250_000 } }))
        .status,
    ).toBe(201);
  });
});

describe('main agreement ({maincode} = haa)', () => {
  it('HTML: {Agreement} naming the broker', async () => {
    const a = await applicant();
    const r = await h.call('GET', `${a.base}/haa-html-agreements`, { token: a.token });
    expect(r.status).toBe(200);
    const { Agreement } = htmlAgreementResponse.parse(r.json);
    expect(Agreement).toContain('<h1>HAA Precious Metals Account Agreement</h1>');
  });

  it('PDF: a real PDF of the same text', async () => {
    const a = await applicant();
    const r = await h.call('GET', `${a.base}/haa-pdf-agreements`, { token: a.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode(r.bytes.slice(0, 5))).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(r.bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('HAA Precious Metals Account Agreement');
  });

  it('accept answers 202 with an empty body and shows in AgreementsAccepted; other codes 404', async () => {
    const a = await applicant();
    const r = await h.call('POST', `${a.base}/haa-agreements`, {
      token: a.token,
      body: { ApplicationUid: a.applicationUid },
    });
    expect(r.status).toBe(202);
    expect(r.text).toBe('');
    expect((await h.call('POST', `${a.base}/haa-agreements`, { token: a.token })).status).toBe(202);
    expect((await h.call('GET', a.base, { token: a.token })).json.AgreementsAccepted).toEqual([
      'haa',
    ]);
    expect((await h.call('POST', `${a.base}/xyz-agreements`, { token: a.token })).status).toBe(404);
    expect((await h.call('POST', `${a.base}/haa-agreements`)).status).toBe(401);
  });
});

describe('PATCH /v2/applications/{ApplicationUid}?sessionId — completion', () => {
  const complete = (a: Applicant, sessionId = '1700000000000abcdef0123456789abcd') =>
    h.call('PATCH', `${a.base}?sessionId=${sessionId}`, { token: a.token });

  it('requires the main agreement: WizardValidation_MissingAgreementConsent', async () => {
    const a = await applicant();
    const r = await complete(a);
    expect(r.status).toBe(400);
    expect(firstError(r).Code).toBe('WizardValidation_MissingAgreementConsent');
    expect(r.json.ErrorMessage).toBe('Application is not submitted. Agreement Consent is not set.');
    expect((await h.call('GET', a.base, { token: a.token })).json.IsCompletedApplication).toBe(
      false,
    );
  });

  it('requires sessionId', async () => {
    const a = await applicant();
    const r = await h.call('PATCH', a.base, { token: a.token });
    expect(r.status).toBe(400);
    expect(firstError(r).Context).toBe('sessionId');
  });

  it('passes by default with an account number; a repeat answers ApplicationAlreadyCreated (same sessionId) or ApplicationIsCompleted', async () => {
    const a = await applicant();
    await h.call('POST', `${a.base}/haa-agreements`, { token: a.token });
    const r = await complete(a);
    expect(r.status).toBe(200);
    const body = completeResponse.parse(r.json);
    expect(body.IsSuccess).toBe(true);
    expect(body.AccountNumber).toMatch(/^HAA\d{8}$/);
    const app = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
    expect(app).toMatchObject({ IsCompletedApplication: true, AccountNumber: body.AccountNumber });
    expect(app.AccountUid).toMatch(/^[0-9a-f-]{36}$/);
    const again = await complete(a);
    expect(again.status).toBe(400);
    expect(firstError(again).Code).toBe('ApplicationAlreadyCreated');
    expect(again.json.ErrorMessage).toBe('Application already submitted.');
    const otherSession = await complete(a, '1700000000000ffffffffffffffffffff');
    expect(otherSession.status).toBe(400);
    expect(firstError(otherSession).Code).toBe('ApplicationIsCompleted');
    // A completed application's data can no longer change.
    const edit = await h.call('PUT', `${a.base}/persons/${a.personUid}/ssns`, {
      token: a.token,
      body: { Ssn: '219-09-4321' },
    });
    expect(firstError(edit).Code).toBe('ApplicationIsCompleted');
  });

  it('non-USA identity without SSN passes', async () => {
    const a = await applicant({ country: 'GBR' });
    await h.call('POST', `${a.base}/haa-agreements`, { token: a.token });
    expect((await complete(a)).json.IsSuccess).toBe(true);
  });

  it.each([
    ['last name Fail', { LastName: 'Fail' }],
    ['SSN 123-45-6789', { Ssn: '123-45-6789' }],
  ])('%s → IsSuccess false, no account number, completed', async (_label, overrides) => {
    const a = await applicant(overrides);
    await h.call('POST', `${a.base}/haa-agreements`, { token: a.token });
    const r = await complete(a);
    expect(r.status).toBe(200);
    expect(completeResponse.parse(r.json)).toEqual({ IsSuccess: false, AccountNumber: null });
    expect((await h.call('GET', a.base, { token: a.token })).json.IsCompletedApplication).toBe(
      true,
    );
  });

  it('last name Ofac → 422 OFACError with the screening message (no provider prefix: only KYCError has one); nothing completed', async () => {
    const a = await applicant({ LastName: 'Ofac' });
    await h.call('POST', `${a.base}/haa-agreements`, { token: a.token });
    const r = await complete(a);
    expect(r.status).toBe(422);
    expect(r.json.Errors).toHaveLength(1);
    const err = firstError(r);
    expect(err.Code).toBe('OFACError');
    expect(err.Message).toBe(SANDBOX_OFAC_TEXT);
    expect(err.Message).toMatch(/^The applicant matches an entry of a sanctions list/);
    expect((await h.call('GET', a.base, { token: a.token })).json.IsCompletedApplication).toBe(
      false,
    );
  });

  it('two concurrent completions: exactly one succeeds', async () => {
    const a = await applicant();
    await h.call('POST', `${a.base}/haa-agreements`, { token: a.token });
    const [x, y] = await Promise.all([complete(a), complete(a)]);
    expect([x.status, y.status].sort()).toEqual([200, 400]);
  });
});

describe('tracking (no authentication)', () => {
  it('tracking-details and fingerprints answer 204 and are stored', async () => {
    const t = await h.call('POST', '/v2/tracking-details', {
      body: {
        AffiliateCode: 'aff-1',
        CJEvent: 'cj',
        PromotionCode: 'PROMO',
        ReferrerUrl: 'https://ref.example.com/',
      },
    });
    expect(t.status).toBe(204);
    const rows = await h.database.db
      .select()
      .from(trackingDetails)
      .where(eq(trackingDetails.source, 'affiliate'));
    expect(rows.some((r) => r.data.AffiliateCode === 'aff-1')).toBe(true);
    const f = await h.call('POST', '/v2/tracking-details/fingerprints', {
      body: { Fp: 'abc123', UrlReferrer: null },
    });
    expect(f.status).toBe(204);
    expect(
      (await h.database.db.select().from(fingerprints).where(eq(fingerprints.fp, 'abc123'))).length,
    ).toBe(1);
    const bad = await h.call('POST', '/v2/tracking-details/fingerprints', {
      body: { UrlReferrer: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad)).toMatchObject({ Code: 'FpIsNullOrEmpty', Context: 'Fp' });
  });
});
