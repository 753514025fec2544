/**
 * Contract tests: agreements of every type (doc 3 §7: ach, {maincode}, ira, metal-stream) and the
 * bank link through the sandbox adapter with ACH-connected funding (doc 3 §4 bank-link flow,
 * §7 Bank accounts and Funding; sandbox rules in docs/sandbox.md "Bank link").
 */
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationFunding,
  applicationResponse,
  bankAccountsResponse,
  bankApplicationFunding,
  errorResponse,
  htmlAgreementResponse,
  plaidBankAccountsResponse,
  plaidLinkTokenResponse,
} from '../../services/api/contract';
import { brokers } from '../../server/db/schema';
import { createBankLinkFromEnv, createPlaidBankLink } from '../../server/providers/bank-link';
import { firstError, startHarness, type Harness, type Registered } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const LINK = {
  PublicToken: 'public-sandbox-ins_liberty',
  BankName: 'Liberty Federal Bank',
  BankAccounts: ['liberty-checking'],
};

async function ira(): Promise<Registered & { base: string }> {
  const reg = await h.register(undefined, 'applicationType=IRA&iraAccountType=Roth');
  return { ...reg, base: `/v2/applications/${reg.applicationUid}` };
}
async function individual(): Promise<Registered & { base: string }> {
  const reg = await h.register();
  return { ...reg, base: `/v2/applications/${reg.applicationUid}` };
}
async function linked(a: { base: string; token: string }, body: unknown = LINK) {
  const r = await h.call('POST', `${a.base}/bank-accounts/plaid-bank-accounts`, {
    token: a.token,
    body,
  });
  expect(r.status, r.text).toBe(201);
  return plaidBankAccountsResponse.parse(r.json);
}

describe('agreements of every type', () => {
  it('html and a real PDF of the same title for ach, haa, metal-stream (and ira on an IRA application)', async () => {
    const a = await ira();
    const titles: Record<string, string> = {
      ach: 'HAA Precious Metals ACH Transfer Terms',
      haa: 'HAA Precious Metals Account Agreement',
      ira: 'HAA Precious Metals Roth IRA Custodial Agreement',
      'metal-stream': 'HAA Precious Metals Metal Stream Terms and Conditions',
    };
    for (const [type, title] of Object.entries(titles)) {
      const html = await h.call('GET', `${a.base}/${type}-html-agreements`, { token: a.token });
      expect(html.status, type).toBe(200);
      expect(htmlAgreementResponse.parse(html.json).Agreement).toContain(`<h1>${title}</h1>`);
      const pdf = await h.call('GET', `${a.base}/${type}-pdf-agreements`, { token: a.token });
      expect(pdf.status, type).toBe(200);
      expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
      expect((await PDFDocument.load(pdf.bytes)).getTitle()).toBe(title);
    }
  });

  it('the ACH terms quote the broker limit; metal-stream names the recurring day', async () => {
    const a = await individual();
    const ach = htmlAgreementResponse.parse(
      (await h.call('GET', `${a.base}/ach-html-agreements`, { token: a.token })).json,
    ).Agreement;
    expect(ach).toContain('$50,000 per day');
    const ms = htmlAgreementResponse.parse(
      (await h.call('GET', `${a.base}/metal-stream-html-agreements`, { token: a.token })).json,
    ).Agreement;
    expect(ms).toContain('day 15 of the month');
  });

  it('metal-stream terms (doc 3 §1, §7; the viewer of the programme agreement): HTML and an inline PDF for the owner only', async () => {
    const a = await individual();
    const other = await individual();
    const html = await h.call('GET', `${a.base}/metal-stream-html-agreements`, { token: a.token });
    expect(html.status).toBe(200);
    const text = htmlAgreementResponse.parse(html.json).Agreement;
    expect(text).toContain('<h1>HAA Precious Metals Metal Stream Terms and Conditions</h1>');
    expect(text).toContain('Recurring purchases');
    const pdf = await h.call('GET', `${a.base}/metal-stream-pdf-agreements`, { token: a.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Disposition')).toBe(
      'inline; filename="metal-stream-agreement.pdf"',
    );
    expect(pdf.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    for (const suffix of ['html', 'pdf']) {
      const url = `${a.base}/metal-stream-${suffix}-agreements`;
      expect((await h.call('GET', url)).status, suffix).toBe(401);
      const forbidden = await h.call('GET', url, { token: other.token });
      expect(forbidden.status, suffix).toBe(403);
      expect(firstError(forbidden).Code).toBe('Error_PermissionDenied');
    }
  });

  it('accept answers 202 per type and GET application lists them; preconditions refuse with the spec codes', async () => {
    const a = await individual();
    // ira on a non-IRA application
    const iraR = await h.call('POST', `${a.base}/ira-agreements`, { token: a.token });
    expect(iraR.status).toBe(400);
    expect(firstError(iraR)).toMatchObject({
      Code: 'ApplicationTypeIsInvalid',
      Context: 'ApplicationType',
    });
    expect((await h.call('GET', `${a.base}/ira-html-agreements`, { token: a.token })).status).toBe(
      400,
    );
    // ach without a linked bank
    const achR = await h.call('POST', `${a.base}/ach-agreements`, { token: a.token });
    expect(achR.status).toBe(400);
    expect(errorResponse.parse(achR.json).Errors[0]).toMatchObject({
      Code: 'BankMustBeSet',
      Context: 'BankAccountUid',
    });
    expect((await h.call('GET', a.base, { token: a.token })).json.AgreementsAccepted).toEqual([]);

    expect(
      (await h.call('POST', `${a.base}/metal-stream-agreements`, { token: a.token })).status,
    ).toBe(202);
    await linked(a);
    const ok = await h.call('POST', `${a.base}/ach-agreements`, { token: a.token });
    expect(ok.status).toBe(202);
    expect(ok.text).toBe('');
    expect((await h.call('POST', `${a.base}/haa-agreements`, { token: a.token })).status).toBe(202);
    const app = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
    expect(app.AgreementsAccepted).toEqual(['ach', 'haa', 'metal-stream']);

    const b = await ira();
    expect((await h.call('POST', `${b.base}/ira-agreements`, { token: b.token })).status).toBe(202);
    expect((await h.call('GET', b.base, { token: b.token })).json.AgreementsAccepted).toEqual([
      'ira',
    ]);
  });

  it('only the main agreement counts for the onboarding menu; unknown types 404, no token 401, another user 403', async () => {
    const a = await individual();
    const other = await individual();
    expect((await h.call('POST', `${a.base}/gold-agreements`, { token: a.token })).status).toBe(
      404,
    );
    expect(
      (await h.call('GET', `${a.base}/metal-html-agreements`, { token: a.token })).status,
    ).toBe(404);
    expect((await h.call('POST', `${a.base}/ach-agreements`)).status).toBe(401);
    const forbidden = await h.call('GET', `${a.base}/ach-html-agreements`, { token: other.token });
    expect(forbidden.status).toBe(403);
    expect(firstError(forbidden).Code).toBe('Error_PermissionDenied');
  });

  it('the LG broker keeps its alternative main agreement next to the other types', async () => {
    const reg = await h.register(undefined, 'applicationType=Individual&brokerCode=LG');
    const base = `/v2/applications/${reg.applicationUid}`;
    const main = htmlAgreementResponse.parse(
      (await h.call('GET', `${base}/lg-html-agreements`, { token: reg.token })).json,
    ).Agreement;
    expect(main).toContain('Customer Storage and Trading Agreement');
    const ach = htmlAgreementResponse.parse(
      (await h.call('GET', `${base}/ach-html-agreements`, { token: reg.token })).json,
    ).Agreement;
    expect(ach).toContain('Legacy Gold Custodians ACH Transfer Terms');
    expect((await h.call('POST', `${base}/lg-agreements`, { token: reg.token })).status).toBe(202);
  });
});

describe('bank link (sandbox adapter)', () => {
  it('link token, exchange, list: accounts show only the last 4 digits', async () => {
    const a = await individual();
    const t = await h.call('POST', `${a.base}/bank-accounts/plaid-link-tokens`, { token: a.token });
    expect(t.status).toBe(200);
    expect(plaidLinkTokenResponse.parse(t.json).plaidLinkToken).toMatch(/^link-sandbox-/);
    const r = await linked(a, {
      PublicToken: 'public-sandbox-ins_liberty-abc123',
      BankName: 'Liberty Federal Bank',
      BankAccounts: ['liberty-checking', 'liberty-savings'],
    });
    expect(r.BankAccountUids).toHaveLength(2);
    expect(r.BankAccountUid).toBe(r.BankAccountUids[0]);
    const list = bankAccountsResponse.parse(
      (await h.call('GET', `${a.base}/bank-accounts`, { token: a.token })).json,
    );
    expect(list.map((b) => [b.BankName, b.AccountNumber, b.AccountType])).toEqual([
      ['Liberty Federal Bank', '1234', 'checking'],
      ['Liberty Federal Bank', '5678', 'savings'],
    ]);
    // Linking the same account again keeps its uid.
    expect((await linked(a)).BankAccountUid).toBe(r.BankAccountUid);
    expect((await h.call('GET', `${a.base}/bank-accounts`, { token: a.token })).json).toHaveLength(
      2,
    );
  });

  it('refuses an invalid public token, an unknown account, a malformed body and too many accounts', async () => {
    const a = await individual();
    const url = `${a.base}/bank-accounts/plaid-bank-accounts`;
    for (const PublicToken of [
      'public-sandbox-ins_nowhere',
      'public-production-ins_liberty',
      'garbage',
    ]) {
      const r = await h.call('POST', url, { token: a.token, body: { ...LINK, PublicToken } });
      expect(r.status).toBe(400);
      expect(firstError(r)).toMatchObject({ Code: 'INVALID_PUBLIC_TOKEN', Context: 'PublicToken' });
    }
    const unknown = await h.call('POST', url, {
      token: a.token,
      body: { ...LINK, BankAccounts: ['summit-checking'] },
    });
    expect(firstError(unknown)).toMatchObject({
      Code: 'BankAccountNotFound',
      Context: 'BankAccounts',
    });
    expect(
      firstError(await h.call('POST', url, { token: a.token, body: { BankAccounts: ['x'] } })).Code,
    ).toBe('PublicTokenIsNullOrEmpty');
    expect(
      firstError(await h.call('POST', url, { token: a.token, body: { PublicToken: 'p' } })).Code,
    ).toBe('BankAccountsIsNullOrEmpty');
    // Nothing half-written.
    expect((await h.call('GET', `${a.base}/bank-accounts`, { token: a.token })).json).toEqual([]);
    // HAA allows 3 (NumberOfAllowedAchDepositAccounts).
    await linked(a, {
      PublicToken: 'public-sandbox-ins_harbor',
      BankName: 'Harbor National Bank',
      BankAccounts: ['harbor-checking', 'harbor-mm'],
    });
    const tooMany = await h.call('POST', url, {
      token: a.token,
      body: {
        PublicToken: 'public-sandbox-ins_liberty',
        BankAccounts: ['liberty-checking', 'liberty-savings'],
      },
    });
    expect(tooMany.status).toBe(400);
    expect(firstError(tooMany)).toMatchObject({
      Code: 'NumberOfAllowedAchDepositAccountsExceeded',
      Context: 'CanAddBankAccount',
    });
    expect((await h.call('GET', `${a.base}/bank-accounts`, { token: a.token })).json).toHaveLength(
      2,
    );
  });

  it('a provider that cannot be reached answers 502 RequestError (Plaid adapter with a failing fetch)', async () => {
    const down = createPlaidBankLink({
      clientId: 'x',
      secret: 'y',
      fetchImpl: async () => {
        throw new TypeError('offline');
      },
    });
    const h2 = await startHarness({ bankLink: down });
    try {
      const a = await h2.register();
      const base = `/v2/applications/${a.applicationUid}`;
      const t = await h2.call('POST', `${base}/bank-accounts/plaid-link-tokens`, {
        token: a.token,
      });
      expect(t.status).toBe(502);
      expect(firstError(t).Code).toBe('RequestError');
      const x = await h2.call('POST', `${base}/bank-accounts/plaid-bank-accounts`, {
        token: a.token,
        body: LINK,
      });
      expect(x.status).toBe(502);
    } finally {
      await h2.close();
    }
  });

  it('the Plaid adapter maps Plaid error codes (fetch stubbed; the real API is not reachable here)', async () => {
    const calls: string[] = [];
    const plaid = createPlaidBankLink({
      clientId: 'x',
      secret: 'y',
      fetchImpl: (async (url: string) => {
        calls.push(String(url));
        return new Response(JSON.stringify({ error_code: 'INVALID_PUBLIC_TOKEN' }), {
          status: 400,
        });
      }) as unknown as typeof fetch,
    });
    await expect(
      plaid.exchange({ publicToken: 'public-x', accountIds: ['a'] }),
    ).rejects.toMatchObject({ code: 'INVALID_PUBLIC_TOKEN' });
    expect(calls).toEqual(['https://sandbox.plaid.com/item/public_token/exchange']);
    expect(createBankLinkFromEnv({ PLAID_CLIENT_ID: 'a', PLAID_SECRET: 'b' }).name).toBe('plaid');
    expect(createBankLinkFromEnv({}).name).toBe('sandbox');
  });
});

describe('ACH-connected funding', () => {
  it('type 1 needs a linked bank; bank-application-fundings attaches it; amounts within the broker ACH limit', async () => {
    const a = await individual();
    const noBank = await h.call('POST', `${a.base}/application-fundings`, {
      token: a.token,
      body: { BankFundingType: 1 },
    });
    expect(firstError(noBank).Code).toBe('BankMustBeSet');
    const early = await h.call('POST', `${a.base}/bank-application-funding-amounts`, {
      token: a.token,
      body: { Amount: 100 },
    });
    expect(early.status).toBe(400);
    expect(firstError(early)).toMatchObject({ Code: 'BankMustBeSet', Context: 'BankAccountUid' });

    const { BankAccountUid } = await linked(a);
    const missing = await h.call('POST', `${a.base}/bank-application-fundings`, {
      token: a.token,
      body: { BankAccountUid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect(firstError(missing)).toMatchObject({
      Code: 'BankAccountNotFound',
      Context: 'BankAccountUid',
    });
    expect(
      firstError(
        await h.call('POST', `${a.base}/bank-application-fundings`, { token: a.token, body: {} }),
      ).Code,
    ).toBe('BankAccountUidIsNullOrEmpty');

    const f = await h.call('POST', `${a.base}/bank-application-fundings`, {
      token: a.token,
      body: { BankAccountUid },
    });
    expect(f.status).toBe(201);
    expect(bankApplicationFunding.parse(f.json)).toEqual({ BankAccountUid, Amount: null });

    const cases: Array<[unknown, string]> = [
      [50_000.01, 'Order_AchDepositMaxLimit'],
      [0.5, 'Order_AchDepositMinLimit'],
      [0, 'AmountMustBeGreaterThanZero'],
      [10.001, 'AmountIsInvalid'],
      ['ten', 'AmountIsInvalid'],
      [null, 'AmountIsNullOrEmpty'],
    ];
    for (const [Amount, code] of cases) {
      const r = await h.call('POST', `${a.base}/bank-application-funding-amounts`, {
        token: a.token,
        body: { Amount },
      });
      expect(r.status, String(Amount)).toBe(400);
      expect(firstError(r), String(Amount)).toMatchObject({ Code: code, Context: 'Amount' });
    }
    const ok = await h.call('POST', `${a.base}/bank-application-funding-amounts`, {
      token: a.token,
      body: { Amount: 50_000 },
    });
    expect(ok.status).toBe(201);
    expect(bankApplicationFunding.parse(ok.json)).toEqual({ BankAccountUid, Amount: 50_000 });
    const upd = await h.call('PUT', `${a.base}/bank-application-funding-amounts`, {
      token: a.token,
      body: { Amount: 250.25 },
    });
    expect(upd.status).toBe(200);
    const app = applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json);
    expect(applicationFunding.parse(app.ApplicationFunding)).toEqual({
      BankFundingType: 1,
      Amount: 250.25,
    });

    // PUT application-fundings 1 keeps bank and amount; another type clears both.
    expect(
      (
        await h.call('PUT', `${a.base}/application-fundings`, {
          token: a.token,
          body: { BankFundingType: 1 },
        })
      ).json,
    ).toEqual({ BankFundingType: 1, Amount: 250.25 });
    await h.call('PUT', `${a.base}/application-fundings`, {
      token: a.token,
      body: { BankFundingType: 3 },
    });
    const after = await h.call('PUT', `${a.base}/bank-application-funding-amounts`, {
      token: a.token,
      body: { Amount: 10 },
    });
    expect(firstError(after).Code).toBe('BankMustBeSet');
  });

  it('a completed application refuses link and funding changes', async () => {
    const a = await individual();
    await h.call('POST', `${a.base}/haa-agreements`, { token: a.token });
    await h.call('PATCH', `${a.base}?sessionId=s1`, { token: a.token });
    const r = await h.call('POST', `${a.base}/bank-accounts/plaid-link-tokens`, { token: a.token });
    expect(r.status).toBe(400);
    expect(firstError(r).Code).toBe('ApplicationIsCompleted');
    expect(
      firstError(
        await h.call('POST', `${a.base}/bank-accounts/plaid-bank-accounts`, {
          token: a.token,
          body: LINK,
        }),
      ).Code,
    ).toBe('ApplicationIsCompleted');
  });
});

describe('PUT bank-application-fundings and the deposit codes of doc 3 §8', () => {
  it('PUT bank-application-fundings switches to another linked account (its amount is asked again: the authorisation names the account)', async () => {
    const a = await individual();
    const { BankAccountUids } = await linked(a, {
      ...LINK,
      BankAccounts: ['liberty-checking', 'liberty-savings'],
    });
    expect(BankAccountUids).toHaveLength(2);
    expect(
      (
        await h.call('POST', `${a.base}/application-fundings`, {
          token: a.token,
          body: { BankFundingType: 1 },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await h.call('POST', `${a.base}/bank-application-fundings`, {
          token: a.token,
          body: { BankAccountUid: BankAccountUids[0] },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await h.call('POST', `${a.base}/bank-application-funding-amounts`, {
          token: a.token,
          body: { Amount: 500 },
        })
      ).status,
    ).toBe(201);
    const put = await h.call('PUT', `${a.base}/bank-application-fundings`, {
      token: a.token,
      body: { BankAccountUid: BankAccountUids[1] },
    });
    expect(put.status, put.text).toBe(200);
    expect(bankApplicationFunding.parse(put.json)).toEqual({
      BankAccountUid: BankAccountUids[1],
      Amount: null,
    });
    // The same account again keeps the amount.
    expect(
      (
        await h.call('POST', `${a.base}/bank-application-funding-amounts`, {
          token: a.token,
          body: { Amount: 500 },
        })
      ).status,
    ).toBe(201);
    const same = await h.call('PUT', `${a.base}/bank-application-fundings`, {
      token: a.token,
      body: { BankAccountUid: BankAccountUids[1] },
    });
    expect(bankApplicationFunding.parse(same.json)).toEqual({
      BankAccountUid: BankAccountUids[1],
      Amount: 500,
    });
    const amount = await h.call('PUT', `${a.base}/bank-application-funding-amounts`, {
      token: a.token,
      body: { Amount: 750 },
    });
    expect(bankApplicationFunding.parse(amount.json)).toEqual({
      BankAccountUid: BankAccountUids[1],
      Amount: 750,
    });
    expect(
      applicationResponse.parse((await h.call('GET', a.base, { token: a.token })).json)
        .ApplicationFunding,
    ).toEqual({ BankFundingType: 1, Amount: 750 });
    expect(
      (
        await h.call('PUT', `${a.base}/bank-application-fundings`, {
          body: { BankAccountUid: BankAccountUids[0] },
        })
      ).status,
    ).toBe(401);
    const other = await individual();
    expect(
      firstError(
        await h.call('PUT', `${a.base}/bank-application-fundings`, {
          token: other.token,
          body: { BankAccountUid: BankAccountUids[0] },
        }),
      ).Code,
    ).toBe('Error_PermissionDenied');
  });

  it('FundingAlreadySubmited: funding writes of a completed application with funding; ApplicationIsCompleted without funding', async () => {
    const a = await individual();
    const { BankAccountUid } = await linked(a);
    await h.call('POST', `${a.base}/application-fundings`, {
      token: a.token,
      body: { BankFundingType: 1 },
    });
    await h.call('POST', `${a.base}/bank-application-fundings`, {
      token: a.token,
      body: { BankAccountUid },
    });
    await h.call('POST', `${a.base}/bank-application-funding-amounts`, {
      token: a.token,
      body: { Amount: 100 },
    });
    // ACH-connected funding needs the ACH terms too (issue 35 item 3).
    await h.call('POST', `${a.base}/ach-agreements`, { token: a.token });
    await h.call('POST', `${a.base}/haa-agreements`, { token: a.token });
    expect((await h.call('PATCH', `${a.base}?sessionId=s-funded`, { token: a.token })).status).toBe(
      200,
    );
    const writes: Array<[string, string, unknown]> = [
      ['PUT', '/application-fundings', { BankFundingType: 3 }],
      ['DELETE', '/application-fundings', undefined],
      ['PUT', '/fundings', { Amount: 10 }],
      ['PUT', '/bank-application-fundings', { BankAccountUid }],
      ['PUT', '/bank-application-funding-amounts', { Amount: 10 }],
    ];
    for (const [m, p, body] of writes) {
      const r = await h.call(m, `${a.base}${p}`, { token: a.token, body });
      expect(r.status, `${m} ${p}`).toBe(400);
      expect(errorResponse.parse(r.json)).toMatchObject({
        ErrorMessage: 'Funding has already been submitted.',
        Errors: [{ Code: 'FundingAlreadySubmited' }],
      });
    }
    expect((await h.call('GET', a.base, { token: a.token })).json.ApplicationFunding).toEqual({
      BankFundingType: 1,
      Amount: 100,
    });

    const unfunded = await individual();
    await h.call('POST', `${unfunded.base}/haa-agreements`, { token: unfunded.token });
    await h.call('PATCH', `${unfunded.base}?sessionId=s-unfunded`, { token: unfunded.token });
    expect(
      firstError(
        await h.call('POST', `${unfunded.base}/application-fundings`, {
          token: unfunded.token,
          body: { BankFundingType: 2 },
        }),
      ).Code,
    ).toBe('ApplicationIsCompleted');

    const retirement = await ira();
    await h.call('POST', `${retirement.base}/ira-application-fundings`, {
      token: retirement.token,
      body: { IRAFundingType: 3 },
    });
    await h.call('POST', `${retirement.base}/ira-agreements`, { token: retirement.token });
    await h.call('POST', `${retirement.base}/haa-agreements`, { token: retirement.token });
    await h.call('PATCH', `${retirement.base}?sessionId=s-ira`, { token: retirement.token });
    const iraWrite = await h.call('PUT', `${retirement.base}/ira-application-funding-amounts`, {
      token: retirement.token,
      body: { Amount: 100, ContributionYear: new Date().getUTCFullYear() },
    });
    expect(firstError(iraWrite).Code).toBe('FundingAlreadySubmited');
    expect(
      firstError(
        await h.call('DELETE', `${retirement.base}/ira-application-fundings`, {
          token: retirement.token,
        }),
      ).Code,
    ).toBe('FundingAlreadySubmited');
  });

  it('Order_AutomaticFundingNotEnabled: a broker with no ACH deposit accounts or an ACH limit of 0 takes no ACH-connected funding', async () => {
    const haa = await h.database.db.select().from(brokers).where(eq(brokers.code, 'HAA'));
    const settings = { ...haa[0].settings, BrokerCode: 'NOA', BrokerName: 'No ACH Bullion' };
    await h.database.db
      .insert(brokers)
      .values({ code: 'NOA', name: settings.BrokerName, settings });
    const reg = await h.register(undefined, 'applicationType=Individual&brokerCode=NOA');
    const a = { ...reg, base: `/v2/applications/${reg.applicationUid}` };
    const { BankAccountUid } = await linked(a);
    expect(
      (
        await h.call('POST', `${a.base}/application-fundings`, {
          token: a.token,
          body: { BankFundingType: 1 },
        })
      ).status,
    ).toBe(201);
    await h.call('POST', `${a.base}/bank-application-fundings`, {
      token: a.token,
      body: { BankAccountUid },
    });
    expect(
      (
        await h.call('POST', `${a.base}/bank-application-funding-amounts`, {
          token: a.token,
          body: { Amount: 100 },
        })
      ).status,
    ).toBe(201);

    for (const off of [{ AchDepositLimit: 0 }, { NumberOfAllowedAchDepositAccounts: 0 }]) {
      await h.database.db
        .update(brokers)
        .set({ settings: { ...settings, ...off } })
        .where(eq(brokers.code, 'NOA'));
      const type = await h.call('PUT', `${a.base}/application-fundings`, {
        token: a.token,
        body: { BankFundingType: 1 },
      });
      expect(type.status, JSON.stringify(off)).toBe(400);
      expect(firstError(type)).toMatchObject({
        Code: 'Order_AutomaticFundingNotEnabled',
        Context: 'BankFundingType',
      });
      const amount = await h.call('PUT', `${a.base}/bank-application-funding-amounts`, {
        token: a.token,
        body: { Amount: 200 },
      });
      expect(firstError(amount)).toMatchObject({
        Code: 'Order_AutomaticFundingNotEnabled',
        Context: 'Amount',
      });
      // wire still works
      expect(
        (
          await h.call('PUT', `${a.base}/application-fundings`, {
            token: a.token,
            body: { BankFundingType: 3 },
          })
        ).status,
      ).toBe(200);
      await h.database.db.update(brokers).set({ settings }).where(eq(brokers.code, 'NOA'));
      await h.call('PUT', `${a.base}/application-fundings`, {
        token: a.token,
        body: { BankFundingType: 1 },
      });
      await h.call('PUT', `${a.base}/bank-application-fundings`, {
        token: a.token,
        body: { BankAccountUid },
      });
    }
  });

  it('TradecoreExecutionError: the sandbox trading engine refuses a deposit of 13.13 (any method); nothing is saved', async () => {
    const a = await individual();
    await h.call('POST', `${a.base}/application-fundings`, {
      token: a.token,
      body: { BankFundingType: 3 },
    });
    expect(
      (await h.call('POST', `${a.base}/fundings`, { token: a.token, body: { Amount: 1313 } }))
        .status,
    ).toBe(201);
    const wire = await h.call('PUT', `${a.base}/fundings`, {
      token: a.token,
      body: { Amount: 13.13 },
    });
    expect(wire.status).toBe(400);
    expect(firstError(wire)).toEqual({
      Code: 'TradecoreExecutionError',
      Message: 'The provided amount is not valid.',
      Context: 'Amount',
    });
    expect((await h.call('GET', a.base, { token: a.token })).json.ApplicationFunding).toEqual({
      BankFundingType: 3,
      Amount: 1313,
    });

    const { BankAccountUid } = await linked(a);
    await h.call('PUT', `${a.base}/application-fundings`, {
      token: a.token,
      body: { BankFundingType: 1 },
    });
    await h.call('POST', `${a.base}/bank-application-fundings`, {
      token: a.token,
      body: { BankAccountUid },
    });
    const ach = await h.call('POST', `${a.base}/bank-application-funding-amounts`, {
      token: a.token,
      body: { Amount: 13.13 },
    });
    expect(firstError(ach)).toMatchObject({ Code: 'TradecoreExecutionError', Context: 'Amount' });
    expect(
      (
        await h.call('POST', `${a.base}/bank-application-funding-amounts`, {
          token: a.token,
          body: { Amount: 13.14 },
        })
      ).status,
    ).toBe(201);
  });
});
