/**
 * The bank link's actors (machines/funding/bank-link.machine.ts; doc 3 §4 "Bank-link flow", §7
 * Funding): one contract type per actor (the machine declares `unprovided<Contract>` in setup,
 * tests fake them with `.provide`) and the real logic over the API client, `bankLinkActors(api)`.
 */
import type { ApiClient } from '../api/client';
import { BANK_FUNDING_TYPES, type Application } from '../api/contract';
import { logicOf, type Contract } from './actor-contract';
import { modalActors, type AppUid, type GetApplication } from './modal-actors';

/** What the widget returned: the public token, the institution and the chosen accounts. */
export interface LinkResult {
  publicToken: string;
  institutionName: string;
  accounts: { id: string; name: string; mask: string }[];
}

/** Input of the attach actor. */
export interface AttachInput {
  application: Application;
  bankAccountUid: string;
  aip: boolean;
}

/** POST …/plaid-link-token: the token the widget opens with (doc 3 §4 step 1). */
export type FetchLinkToken = Contract<AppUid, string>;
/** POST …/plaid-bank-accounts: registers the widget's accounts, answers the BankAccountUid (§4 step 2). */
export type RegisterBank = Contract<AppUid & { link: LinkResult }, string>;
/** Attaches the registered bank to the funding or the programme (§4 step 3). */
export type AttachBank = Contract<AttachInput, Application>;
export type { GetApplication };

/** The funding as saved on the application (doc 3 §3 ApplicationFunding). */
const fundingTypeCode = (app: Application) => app.ApplicationFunding?.BankFundingType ?? null;

/**
 * Attaches a registered bank (doc 3 §4 step 3, §7 Funding): the application funding (bank
 * funding type ACHConnected, then the bank) or, in the AIP mode, the programme funding.
 * Create when nothing is saved, update when something is, no call when it is already so.
 * Returns the application with ApplicationFunding / MetalStream replaced. Throws ApiError.
 */
export async function attachBank(
  api: ApiClient,
  input: AttachInput,
  signal?: AbortSignal,
): Promise<Application> {
  const app = input.application;
  const params = { applicationUid: app.ApplicationUid };
  const BankAccountUid = input.bankAccountUid;
  if (input.aip) {
    const prior = app.MetalStream?.BankAccountUid ?? null;
    if (prior === BankAccountUid) return app;
    const name = prior ? 'updateMetalStreamBankFunding' : 'createMetalStreamBankFunding';
    const MetalStream = await api.call(name, { params, json: { BankAccountUid }, signal });
    return { ...app, MetalStream };
  }
  const prior = fundingTypeCode(app);
  const ach = BANK_FUNDING_TYPES.ACHConnected;
  if (prior !== ach) {
    await api.call(prior === null ? 'createFunding' : 'updateFunding', {
      params,
      json: { BankFundingType: ach },
      signal,
    });
  }
  const answer = await api.call(prior === ach ? 'updateBankFunding' : 'createBankFunding', {
    params,
    json: { BankAccountUid },
    signal,
  });
  return { ...app, ApplicationFunding: { BankFundingType: ach, Amount: answer.Amount } };
}

/** The flow's real actors over the API client (src/app/create-app.ts provides them). */
export function bankLinkActors(api: ApiClient) {
  return {
    fetchLinkToken: logicOf<FetchLinkToken>(async ({ input, signal }) => {
      const r = await api.call('plaidLinkToken', {
        params: { applicationUid: input.applicationUid },
        signal,
      });
      return r.plaidLinkToken;
    }),
    registerBank: logicOf<RegisterBank>(async ({ input, signal }) => {
      const r = await api.call('plaidBankAccounts', {
        params: { applicationUid: input.applicationUid },
        json: {
          PublicToken: input.link.publicToken,
          BankName: input.link.institutionName || null,
          BankAccounts: input.link.accounts.map((a) => a.id),
        },
        signal,
      });
      return r.BankAccountUid;
    }),
    attachBank: logicOf<AttachBank>(({ input, signal }) => attachBank(api, input, signal)),
    getApplication: modalActors(api).getApplication,
  };
}
