/**
 * An in-memory IRA funding API for the custodian flow's tests: `call(name, args)` of the endpoints
 * the flow uses (doc 3 §7 IRA funding and Custodians) and `getApplication`, recording every call;
 * `failNext(name, error)` makes the next call of `name` throw.
 */
import { ApiError, type ApiClient } from '../../services/api/client';
import {
  IRA_FUNDING_TYPES,
  type Application,
  type Custodian,
  type IraApplicationFunding,
} from '../../services/api/contract';
import { withIraFunding } from '../../machines/view/specs/retirement-funding';
import { emptyApplication, emptyIraFunding } from './fake-api';

const phone = (d: string | null) =>
  d ? { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: d, StateCode: null } : null;

/** Ten directory custodians ('Custodian 1 Trust' … in Austin, TX; #3 without fax). */
export const DIRECTORY: Custodian[] = Array.from({ length: 10 }, (_, i) => ({
  CustodianUid: `c${i + 1}`,
  Name: `Custodian ${i + 1} Trust`,
  Address: {
    Street: `${i + 1} Main St`,
    AptOrSuite: i % 2 ? 'Suite 100' : null,
    City: 'Austin',
    State: 'TX',
    PostalCode: '78701',
    CountryIso3Code: 'USA',
  },
  Phone: phone(`51255501${String(i).padStart(2, '0')}`)!,
  Fax: i === 2 ? null : phone(`51255502${String(i).padStart(2, '0')}`),
}));

export const iraApplication = (funding: IraApplicationFunding | null = null): Application =>
  withIraFunding(emptyApplication({ ApplicationType: 'IRA', AccountType: 'Traditional' }), funding);

export const emptyTransfer = (): IraApplicationFunding =>
  emptyIraFunding(IRA_FUNDING_TYPES.IRATransfer);

/** A transfer with every step saved; the custodian typed by hand. */
export const fullTransfer = (): IraApplicationFunding => ({
  ...emptyTransfer(),
  Amount: 25000,
  TransferType: 'Liquidate',
  CustodianAccountType: 'Traditional',
  AccountNumber: 'AB-123',
  IRAFundingCustodianResponse: {
    CustodianUid: null,
    Name: 'Acme IRA Trust',
    Address: {
      Street: '1 Elm St',
      AptOrSuite: null,
      City: 'Dallas',
      State: 'TX',
      PostalCode: '75201',
      CountryIso3Code: 'USA',
    },
    Phone: phone('2145550101')!,
    Fax: phone('2145550102'),
  },
});

export interface Call {
  name: string;
  json?: unknown;
  query?: unknown;
}

export function custodianFakeApi(start: Application = iraApplication()) {
  let app = start;
  const calls: Call[] = [];
  const failures = new Map<string, unknown>();
  const funding = () => app.IRAApplication?.IRAApplicationFundingResponse ?? null;
  const set = (patch: Partial<IraApplicationFunding>) => {
    app = withIraFunding(app, { ...(funding() ?? emptyTransfer()), ...patch });
    return funding()!;
  };
  const handlers: Record<
    string,
    (json: Record<string, unknown>, query: Record<string, unknown>) => unknown
  > = {
    createIraFunding: (j) => set({ ...emptyTransfer(), IRAFundingType: j.IRAFundingType as 1 }),
    updateIraFunding: (j) => set({ ...emptyTransfer(), IRAFundingType: j.IRAFundingType as 1 }),
    applicationCustodians: (_j, q) => {
      const s = String(q.search ?? '').toLowerCase();
      return DIRECTORY.filter((c) => !s || c.Name.toLowerCase().includes(s)).slice(
        0,
        Number(q.take ?? 100),
      );
    },
    createCustodianChoice: (j) => custodianOf(j),
    updateCustodianChoice: (j) => custodianOf(j),
    createIraAccountNumber: (j) => set({ AccountNumber: j.AccountNumber as string }),
    updateIraAccountNumber: (j) => set({ AccountNumber: j.AccountNumber as string }),
    createIraTransferType: (j) => set({ TransferType: j.TransferType as 'Liquidate' }),
    updateIraTransferType: (j) => set({ TransferType: j.TransferType as 'Liquidate' }),
    createIraTransferAccountType: (j) => set({ CustodianAccountType: j.IRAAccountType as 'Roth' }),
    updateIraTransferAccountType: (j) => set({ CustodianAccountType: j.IRAAccountType as 'Roth' }),
    createIraFundingAmount: (j) =>
      set({
        Amount: j.Amount as number,
        ContributionYear: (j.ContributionYear as number | null) ?? null,
      }),
    updateIraFundingAmount: (j) =>
      set({
        Amount: j.Amount as number,
        ContributionYear: (j.ContributionYear as number | null) ?? null,
      }),
    states: () => [
      { Code: 'TX', Caption: 'Texas' },
      { Code: 'NY', Caption: 'New York' },
    ],
  };
  function custodianOf(j: Record<string, unknown>) {
    const uid = j.CustodianUid as string | null;
    const c = uid
      ? DIRECTORY.find((d) => d.CustodianUid === uid)
      : ({ ...(j as object), CustodianUid: null } as Custodian);
    if (!c)
      throw new ApiError({
        status: 404,
        errors: [{ Code: 'CustodianNotFound', Message: null, Context: 'CustodianUid' }],
      });
    return set({
      IRAFundingCustodianResponse: {
        CustodianUid: c.CustodianUid,
        Name: c.Name,
        Address: c.Address,
        Phone: c.Phone,
        Fax: c.Fax,
      },
    });
  }
  const maybeFail = (name: string) => {
    if (failures.has(name)) {
      const e = failures.get(name);
      failures.delete(name);
      throw e;
    }
  };
  const api = {
    call: async (name: string, args: { json?: unknown; query?: Record<string, unknown> } = {}) => {
      calls.push({ name, json: args.json, query: args.query });
      maybeFail(name);
      const h = handlers[name];
      if (!h) throw new Error(`fake: ${name} not handled`);
      return h((args.json ?? {}) as Record<string, unknown>, args.query ?? {});
    },
    getApplication: async () => {
      calls.push({ name: 'getApplication' });
      maybeFail('getApplication');
      return app;
    },
  } as unknown as ApiClient;
  return {
    api,
    calls,
    names: () => calls.map((c) => c.name),
    app: () => app,
    failNext: (name: string, error: unknown) => failures.set(name, error),
  };
}
