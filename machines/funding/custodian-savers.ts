/**
 * The saves of the IRA custodian modal (doc 3 §2.4 (a)–(e), §4 "Create versus update", §7 IRA
 * funding and Custodians) and the mapping of their server errors onto the step's fields (§8).
 *
 * Every saver takes the application as the flow holds it and answers `{application, called}`:
 * no call when the data equals the saved data; POST when nothing is saved; PUT when something is;
 * the answer (IRAApplicationFundingResponse) replaces IRAApplication.IRAApplicationFundingResponse.
 * - funding type: IRAFundingType 1 (IRATransfer) on ira-application-fundings (retirementFundingSpec).
 * - custodian (by an existing custodian Name): createCustodianChoice / updateCustodianChoice
 *   (POST|PUT v2/custodians/applications/{ApplicationUid}); from the list the custodian's fields
 *   with AccountNumber null, manual {Name, Address{…, CountryIso3Code 'USA'}, Phone, Fax} with US
 *   phone objects {Iso3CountryCode 'USA', AreaCode '', LocalNumber: 10 digits, StateCode null}.
 * - account number: createIraAccountNumber / updateIraAccountNumber {AccountNumber}.
 * - transfer type: createIraTransferType / updateIraTransferType {TransferType}.
 * - IRA type: createIraTransferAccountType / updateIraTransferAccountType {IRAAccountType}.
 * - amount: {Amount, ContributionYear: null} on ira-application-funding-amounts (retirementAmountSpec).
 * Errors: ApiError propagates (the machine maps it with `mapCustodianFailure`).
 * The two IRA specs come from the registry (`loadedSpec`): they load with the IRA's wizard, the
 * only one that opens this modal (issue 32 item 3).
 */
import type { ApiClient, ApiFailure, EndpointName } from '../../services/api/client';
import type { Application, Custodian, Phone } from '../../services/api/contract';
import { mapApiFailure, type MappedErrors } from '../../services/api/error-map';
import { V } from '../../services/api/fields';
import { loadedSpec } from '../view/screen-specs';
import { withIraFunding } from '../view/specs/ira-application';
import { iraFundingOf, phoneDigits } from './custodian-data';
import type { ManualCustodianValues } from './custodian-forms';

/** The steps of the modal that save (doc 3 §2.4 (a), (a'), (b)–(e)). */
export type CustodianSaveStep =
  'findCustodian' | 'manualCustodian' | 'accountNumber' | 'transferType' | 'iraType' | 'amount';

export interface CustodianSaveInput {
  step: CustodianSaveStep;
  /** The step form's parsed values; for 'findCustodian' `{ custodian }`, the picked list entry. */
  values: Record<string, unknown>;
  application: Application;
}
export interface CustodianSaveOutput {
  application: Application;
  called: boolean;
}
interface Deps {
  api: ApiClient;
  signal?: AbortSignal;
}

const NO_CONTEXT = { person: 'main' as const, countries: [], settings: null };

/** Saves IRAFundingType IRATransfer (doc 3 §2.4: choosing the transfer opens the modal). */
export async function saveTransferType(
  application: Application,
  deps: Deps,
): Promise<CustodianSaveOutput> {
  return loadedSpec('retirementFunding').save!(
    { ...NO_CONTEXT, values: { IRAFundingType: 'IRATransfer' }, application },
    deps,
  );
}

const usPhoneBody = (digits: string) => ({
  Iso3CountryCode: 'USA',
  AreaCode: '',
  LocalNumber: digits,
  StateCode: null,
});
const phoneBody = (p: Phone) => ({
  Iso3CountryCode: p.Iso3CountryCode,
  AreaCode: p.AreaCode,
  LocalNumber: p.LocalNumber ?? '',
  StateCode: p.StateCode,
});

async function answer(
  name: EndpointName,
  application: Application,
  json: unknown,
  { api, signal }: Deps,
): Promise<CustodianSaveOutput> {
  const funding = await api.call(name as 'createCustodianChoice', {
    params: { applicationUid: application.ApplicationUid },
    json: json as never,
    signal,
  });
  return { application: withIraFunding(application, funding), called: true };
}

/** (a) A custodian of the directory: no call when it is the saved one. */
export async function savePickedCustodian(
  application: Application,
  c: Custodian,
  deps: Deps,
): Promise<CustodianSaveOutput> {
  const prior = iraFundingOf(application)?.IRAFundingCustodianResponse ?? null;
  if (prior?.CustodianUid && prior.CustodianUid === c.CustodianUid)
    return { application, called: false };
  const body = {
    CustodianUid: c.CustodianUid,
    Name: c.Name,
    Address: { ...c.Address },
    Phone: phoneBody(c.Phone),
    // The custodian's own fax, or null when the directory has none: never its phone (decision L130).
    Fax: c.Fax ? phoneBody(c.Fax) : null,
    AccountNumber: null,
  };
  return answer(
    prior?.Name ? 'updateCustodianChoice' : 'createCustodianChoice',
    application,
    body,
    deps,
  );
}

/** (a') A manual custodian: no call when every field equals the saved manual custodian. */
export async function saveManualCustodian(
  application: Application,
  v: ManualCustodianValues,
  deps: Deps,
): Promise<CustodianSaveOutput> {
  const prior = iraFundingOf(application)?.IRAFundingCustodianResponse ?? null;
  const phone = phoneDigits(v.CustodianPhone);
  const fax = phoneDigits(v.CustodianFax);
  const apt = v.AptOrSuite?.trim() || null;
  const Address = {
    Street: v.Street,
    AptOrSuite: apt,
    City: v.City,
    State: v.State,
    PostalCode: v.PostalCode,
    CountryIso3Code: 'USA',
  };
  if (
    prior &&
    !prior.CustodianUid &&
    prior.Name === v.CustodianName &&
    prior.Address.Street === Address.Street &&
    (prior.Address.AptOrSuite || null) === apt &&
    prior.Address.City === Address.City &&
    prior.Address.State === Address.State &&
    prior.Address.PostalCode === Address.PostalCode &&
    phoneDigits(`${prior.Phone.AreaCode ?? ''}${prior.Phone.LocalNumber ?? ''}`) === phone &&
    phoneDigits(`${prior.Fax?.AreaCode ?? ''}${prior.Fax?.LocalNumber ?? ''}`) === fax
  )
    return { application, called: false };
  const body = {
    CustodianUid: null,
    Name: v.CustodianName,
    Address,
    Phone: usPhoneBody(phone),
    Fax: usPhoneBody(fax),
  };
  return answer(
    prior?.Name ? 'updateCustodianChoice' : 'createCustodianChoice',
    application,
    body,
    deps,
  );
}

/** (b)–(d): one field of the transfer, by the saved value of that field. */
async function saveField(
  application: Application,
  saved: string | null | undefined,
  value: string,
  names: [EndpointName, EndpointName],
  json: Record<string, string>,
  deps: Deps,
): Promise<CustodianSaveOutput> {
  if (saved === value) return { application, called: false };
  return answer(saved ? names[1] : names[0], application, json, deps);
}

/** Runs the save of `step` (the machine's `saveCustodianStep` actor). */
export async function saveCustodianStep(
  input: CustodianSaveInput,
  deps: Deps,
): Promise<CustodianSaveOutput> {
  const { step, values, application } = input;
  const f = iraFundingOf(application);
  switch (step) {
    case 'findCustodian':
      return savePickedCustodian(application, values.custodian as Custodian, deps);
    case 'manualCustodian':
      return saveManualCustodian(application, values as ManualCustodianValues, deps);
    case 'accountNumber': {
      const AccountNumber = String(values.AccountNumber).trim();
      return saveField(
        application,
        f?.AccountNumber,
        AccountNumber,
        ['createIraAccountNumber', 'updateIraAccountNumber'],
        { AccountNumber },
        deps,
      );
    }
    case 'transferType': {
      const TransferType = String(values.TransferType);
      return saveField(
        application,
        f?.TransferType,
        TransferType,
        ['createIraTransferType', 'updateIraTransferType'],
        { TransferType },
        deps,
      );
    }
    case 'iraType': {
      const IRAAccountType = String(values.AccountType);
      return saveField(
        application,
        f?.CustodianAccountType,
        IRAAccountType,
        ['createIraTransferAccountType', 'updateIraTransferAccountType'],
        { IRAAccountType },
        deps,
      );
    }
    case 'amount':
      return loadedSpec('retirementAmount').save!(
        { ...NO_CONTEXT, values: { Amount: values.Amount }, application },
        deps,
      );
  }
}

/** The form fields of each step (server errors naming one land under it; the rest is the form error). */
export const CUSTODIAN_STEP_FIELDS: Record<CustodianSaveStep | 'fundingType', readonly string[]> = {
  fundingType: [],
  findCustodian: ['Custodian'],
  manualCustodian: [
    'CustodianName',
    'Street',
    'AptOrSuite',
    'City',
    'State',
    'PostalCode',
    'CustodianPhone',
    'CustodianFax',
  ],
  accountNumber: ['AccountNumber'],
  transferType: ['TransferType'],
  iraType: ['AccountType'],
  amount: ['Amount'],
};

/** Server Context (doc 3 §7 bodies) → the modal's form field. */
const ALIASES: Record<string, string> = {
  Name: 'CustodianName',
  Phone: 'CustodianPhone',
  Fax: 'CustodianFax',
  CustodianUid: 'Custodian',
  IRAAccountType: 'AccountType',
  'Address.Street': 'Street',
  'Address.AptOrSuite': 'AptOrSuite',
  'Address.City': 'City',
  'Address.State': 'State',
  'Address.PostalCode': 'PostalCode',
  'Address.CountryIso3Code': 'State',
};
/** Codes whose text is the spec's client key (doc 3 §5 Custodian). */
const MESSAGES: Record<string, string> = {
  'apiErrors.PhoneIsInvalid': `${V}custodianPhoneIsInvalid`,
  'apiErrors.FaxIsInvalid': `${V}custodianFaxIsInvalid`,
};

/** A failed save of `step` onto that step's fields (services/api/error-map.ts + the aliases above). */
export function mapCustodianFailure(
  failure: ApiFailure,
  step: CustodianSaveStep | 'fundingType',
): MappedErrors {
  const fields = CUSTODIAN_STEP_FIELDS[step];
  const aliased = Object.keys(ALIASES).filter((c) => fields.includes(ALIASES[c]));
  const m = mapApiFailure(failure, [...fields, ...aliased]);
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(m.fieldErrors)) {
    const name = ALIASES[field] ?? field;
    if (!fieldErrors[name]) fieldErrors[name] = MESSAGES[message] ?? message;
  }
  return { ...m, fieldErrors };
}
