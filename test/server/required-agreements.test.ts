/**
 * Issue 35 item 3: the completion (PATCH v2/applications/{uid}?sessionId, doc 3 §4, §7) refuses
 * until every agreement the application needs is accepted — the IRA agreement for an IRA, the
 * programme's terms (and the ACH terms with a linked bank) in the recurring programme, the ACH
 * terms for ACH-connected funding, and the main agreement always (doc 3 §1, §4, §8
 * WizardValidation_MissingAgreementConsent; server/domain/required-agreements.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, plaidBankAccountsResponse } from '../../services/api/contract';
import { requiredAgreements } from '../../server/domain/required-agreements';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const MSG = 'Application is not submitted. Agreement Consent is not set.';

async function app(query: string) {
  const reg = await h.register(undefined, query);
  const base = `/v2/applications/${reg.applicationUid}`;
  const call = (method: string, path: string, body?: unknown) =>
    h.call(method, `${base}${path}`, { token: reg.token, body });
  return { ...reg, base, call };
}
type App = Awaited<ReturnType<typeof app>>;

/** Completes `a`; answers the missing type (Context) of a refusal, or 'completed'. */
async function complete(a: App, sessionId: string): Promise<string> {
  const r = await h.call('PATCH', `${a.base}?sessionId=${sessionId}`, { token: a.token });
  if (r.status === 200) return 'completed';
  expect(r.status, r.text).toBe(400);
  const body = errorResponse.parse(r.json);
  expect(body.ErrorMessage).toBe(MSG);
  expect(body.Errors[0]).toMatchObject({ Code: 'WizardValidation_MissingAgreementConsent' });
  return body.Errors[0]!.Context ?? '';
}

async function accept(a: App, type: string) {
  expect((await a.call('POST', `/${type}-agreements`)).status).toBe(202);
}

async function linkBank(a: App): Promise<string> {
  const r = await a.call('POST', '/bank-accounts/plaid-bank-accounts', {
    PublicToken: 'public-sandbox-ins_liberty',
    BankName: 'Liberty Federal Bank',
    BankAccounts: ['liberty-checking'],
  });
  expect(r.status, r.text).toBe(201);
  return plaidBankAccountsResponse.parse(r.json).BankAccountUid;
}

describe('every agreement the application needs, before completion (issue 35 item 3)', () => {
  it('an IRA needs the IRA agreement as well as the main one', async () => {
    const a = await app('applicationType=IRA&iraAccountType=Traditional');
    await accept(a, 'haa');
    expect(await complete(a, 'ira-1')).toBe('ira');
    expect((await a.call('GET', '')).json.IsCompletedApplication).toBe(false);
    await accept(a, 'ira');
    expect(await complete(a, 'ira-2')).toBe('completed');
  });

  it('the programme needs its terms and conditions; with a linked bank the ACH terms too', async () => {
    const a = await app('applicationType=Individual&registrationFlowType=2');
    await accept(a, 'haa');
    expect(await complete(a, 'ms-1')).toBe('metal-stream');
    await accept(a, 'metal-stream');
    const bank = await linkBank(a);
    expect(
      (await a.call('POST', '/metal-streams/bank-application-fundings', { BankAccountUid: bank }))
        .status,
    ).toBe(201);
    expect(await complete(a, 'ms-2')).toBe('ach');
    await accept(a, 'ach');
    expect(await complete(a, 'ms-3')).toBe('completed');
  });

  it('ACH-connected funding needs the ACH terms', async () => {
    const a = await app('applicationType=Individual');
    const bank = await linkBank(a);
    await a.call('POST', '/application-fundings', { BankFundingType: 1 });
    await a.call('POST', '/bank-application-fundings', { BankAccountUid: bank });
    await a.call('POST', '/bank-application-funding-amounts', { Amount: 100 });
    await accept(a, 'haa');
    expect(await complete(a, 'ach-1')).toBe('ach');
    await accept(a, 'ach');
    expect(await complete(a, 'ach-2')).toBe('completed');
  });

  it('the main agreement is named when it is the one missing; wire funding needs nothing more', async () => {
    const a = await app('applicationType=Individual');
    await a.call('POST', '/application-fundings', { BankFundingType: 3 });
    expect(await complete(a, 'main-1')).toBe('haa');
    await accept(a, 'haa');
    expect(await complete(a, 'main-2')).toBe('completed');
  });

  it('the rule in order: the earlier screens’ agreements, the programme’s, the main one last', () => {
    const base = {
      brokerCode: 'HAA',
      applicationType: 'Individual' as const,
      registrationFlowType: 1 as const,
      programmeBank: false,
      achConnected: false,
    };
    expect(requiredAgreements(base)).toEqual(['haa']);
    expect(requiredAgreements({ ...base, applicationType: 'IRA' })).toEqual(['ira', 'haa']);
    expect(requiredAgreements({ ...base, registrationFlowType: 2 })).toEqual([
      'metal-stream',
      'haa',
    ]);
    expect(requiredAgreements({ ...base, registrationFlowType: 2, programmeBank: true })).toEqual([
      'ach',
      'metal-stream',
      'haa',
    ]);
    expect(requiredAgreements({ ...base, achConnected: true })).toEqual(['ach', 'haa']);
    // a bank on a normal application is not the programme's
    expect(requiredAgreements({ ...base, programmeBank: true })).toEqual(['haa']);
  });
});
