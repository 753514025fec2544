/**
 * Server-side rules of the customer-due-diligence answers (doc 2 §5 Employment, Identification
 * details, Financial profile) with the codes of doc 2 §8 (code → field). Each check returns every
 * error found (one per field) and, when there is none, the payload to save in its normal form.
 */
import type {
  ApiErrorItem,
  AccountFundingInfo,
  EmploymentInfo,
  IdentificationInfo,
} from '../../services/api/contract';
import { isValidPostalCode } from '../../services/api/fields';
import { easternDate } from '../../services/api/eastern-time';

/** The reference data the rules need. */
export interface CddLookups {
  ids(
    list:
      | 'employmentStatus'
      | 'incomeSource'
      | 'identificationType'
      | 'fundingSource'
      | 'accountPurpose',
  ): Promise<Map<number, string>>;
  occupations(): Promise<Record<string, string[]>>;
  /** USA state by code or name (case-insensitive) → its code, or null. */
  usState(codeOrName: string): Promise<string | null>;
  /** Country by ISO3 → its ISO3, or null. */
  country(iso3: string): Promise<string | null>;
}

export type CheckResult<T> = { errors: ApiErrorItem[]; data: T };

const text = (v: string | null | undefined) =>
  typeof v === 'string' && v.trim() ? v.trim() : null;
const err = (Code: string, Context: string, Message: string = Code): ApiErrorItem => ({
  Code,
  Message,
  Context,
});
const EMPLOYED = 1;
const PASSPORT = 'Passport';
const OTHER = 'Other';
const MAX = 50;

/** Employment (doc 2 §5): status required; employed → occupation and employer; else prior occupation and income source. */
export async function checkEmployment(
  body: EmploymentInfo,
  l: CddLookups,
): Promise<CheckResult<EmploymentInfo>> {
  const errors: ApiErrorItem[] = [];
  const statuses = await l.ids('employmentStatus');
  const status = body.EmploymentStatus ?? null;
  if (status === null)
    errors.push(
      err(
        'EmploymentStatusTypeIsNull',
        'EmploymentStatus',
        'The EmploymentStatus field is required.',
      ),
    );
  else if (!statuses.has(status))
    errors.push(err('EmploymentStatusTypeIsInvalid', 'EmploymentStatus'));
  const occupations = await l.occupations();
  const occupation = (catField: string, occField: string, prefix: '' | 'Prior') => {
    const cat = text(prefix ? body.PriorOccupationCategory : body.OccupationCategory);
    const occ = text(prefix ? body.PriorOccupation : body.Occupation);
    const key = cat
      ? Object.keys(occupations).find((k) => k.toLowerCase() === cat.toLowerCase())
      : undefined;
    if (!cat) errors.push(err(`${prefix}OccupationCategoryIsNull`, catField));
    else if (!key) errors.push(err(`${prefix}OccupationCategoryIsInvalid`, catField));
    const name =
      key && occ ? occupations[key].find((o) => o.toLowerCase() === occ.toLowerCase()) : undefined;
    if (!occ) errors.push(err(`${prefix}OccupationIsNull`, occField));
    else if (key && !name) errors.push(err(`${prefix}OccupationIsInvalid`, occField));
    return { category: key ?? cat, name: name ?? occ };
  };
  const data: EmploymentInfo = {
    EmploymentStatus: status,
    EmployerName: null,
    EmployerAddressLine: null,
    EmployerCity: null,
    EmployerZipCode: null,
    EmployerState: null,
    OccupationCategory: null,
    Occupation: null,
    PriorOccupationCategory: null,
    PriorOccupation: null,
    IncomeSourceTypeID: null,
  };
  if (status === EMPLOYED) {
    const o = occupation('OccupationCategory', 'Occupation', '');
    data.OccupationCategory = o.category;
    data.Occupation = o.name;
    const required = (field: 'EmployerName' | 'EmployerAddressLine' | 'EmployerCity') => {
      const v = text(body[field]);
      if (!v) errors.push(err(`${field}IsNull`, field));
      else if (v.length > MAX)
        errors.push(err(`${field}IsInvalidLength`, field, 'Max length is 50 characters'));
      data[field] = v;
    };
    required('EmployerName');
    required('EmployerAddressLine');
    required('EmployerCity');
    const zip = text(body.EmployerZipCode);
    if (!zip) errors.push(err('EmployerZipCodeIsNull', 'EmployerZipCode'));
    else if (zip.length > 10) errors.push(err('EmployerZipCodeIsInvalidLength', 'EmployerZipCode'));
    else if (!isValidPostalCode(zip, 'USA'))
      errors.push(err('EmployerZipCodeIsNotValid', 'EmployerZipCode'));
    data.EmployerZipCode = zip;
    const state = text(body.EmployerState);
    if (!state) errors.push(err('EmployerStateIsNull', 'EmployerState'));
    else if (state.length > MAX) errors.push(err('EmployerStateIsInvalidLength', 'EmployerState'));
    else {
      // Exactly 2 characters is a state code; longer text is matched by name (doc 2 §5).
      const code = await l.usState(state);
      if (!code) errors.push(err('EmployerStateIsInvalid', 'EmployerState'));
      data.EmployerState = code;
    }
  } else if (status !== null && statuses.has(status)) {
    const o = occupation('OccupationCategory', 'Occupation', 'Prior');
    data.PriorOccupationCategory = o.category;
    data.PriorOccupation = o.name;
    const income = body.IncomeSourceTypeID ?? null;
    if (income === null) errors.push(err('IncomeSourceTypeIsNull', 'SourceOfIncome'));
    else if (!(await l.ids('incomeSource')).has(income))
      errors.push(err('IncomeSourceTypeIsInvalid', 'SourceOfIncome'));
    data.IncomeSourceTypeID = income;
  }
  return { errors, data };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date 'yyyy-MM-dd' (4-digit year, valid day of month), else null. */
export function parseIsoDate(s: string | null): Date | null {
  const m = s ? ISO_DATE.exec(s) : null;
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] &&
    d.getUTCMonth() === +m[2] - 1 &&
    d.getUTCDate() === +m[3] &&
    +m[1] >= 1900
    ? d
    : null;
}

/** Identification details (doc 2 §5): type, number ≤ 50, issue date not in the future, expiry not past, issuer. */
export async function checkIdentification(
  body: IdentificationInfo,
  l: CddLookups,
  today: Date,
): Promise<CheckResult<IdentificationInfo>> {
  const errors: ApiErrorItem[] = [];
  const types = await l.ids('identificationType');
  const type = body.IdentificationType ?? null;
  if (type === null || !types.has(type)) errors.push(err('IdentificationTypeIsInvalid', 'IDType'));
  const passport = type !== null && types.get(type) === PASSPORT;
  const number = text(body.IDNumber);
  if (!number) errors.push(err('IDNumberIsNull', 'IDNumber'));
  else if (number.length > MAX)
    errors.push(err('IDNumberIsInvalid', 'IDNumber', 'Max length is 50 characters'));
  // Today is the US Eastern calendar day, as on the wizard (issue 35 item 7).
  const eastern = easternDate(today);
  const day = Date.UTC(eastern.year, eastern.month - 1, eastern.day);
  const issue = text(body.IssueDate);
  const issueDate = parseIsoDate(issue);
  if (!issue) errors.push(err('IDIssueDateIsNull', 'IssueDate'));
  else if (!issueDate || issueDate.getTime() > day)
    errors.push(
      err('IDIssueDateIsInvalid', 'IssueDate', 'fields.errors.validation.issueDateInvalid'),
    );
  const expiry = text(body.ExpirationDate);
  const expiryDate = parseIsoDate(expiry);
  if (!expiry) errors.push(err('IDExpirationDateIsNull', 'ExpiryDate'));
  else if (!expiryDate || expiryDate.getTime() < day)
    errors.push(
      err('IDExpirationDateIsInvalid', 'ExpiryDate', 'fields.errors.validation.expiryDateInvalid'),
    );
  const country = text(body.IssuedByCountry);
  const state = text(body.IssuedByState);
  let countryIso3: string | null = null;
  let stateCode: string | null = null;
  if (passport) {
    if (state)
      errors.push(
        err(
          'UnnecessaryDataProvided',
          'general',
          'BadRequestValidation - IssuedByState is not needed for a passport.',
        ),
      );
    if (!country) errors.push(err('IssuedByCountryIsNull', 'IssuedBy'));
    else if (!(countryIso3 = await l.country(country)))
      errors.push(err('IssuedByCountryIsInvalid', 'IssuedBy'));
  } else if (type !== null) {
    if (country)
      errors.push(
        err(
          'UnnecessaryDataProvided',
          'general',
          'BadRequestValidation - IssuedByCountry is only for a passport.',
        ),
      );
    if (!state) errors.push(err('IssuedByStateIsNull', 'State'));
    else if (!(stateCode = await l.usState(state)))
      errors.push(err('IssuedByStateIsInvalid', 'State'));
  }
  return {
    errors,
    data: {
      IdentificationType: type,
      IDNumber: number,
      IssueDate: issue,
      ExpirationDate: expiry,
      IssuedByCountry: countryIso3,
      IssuedByState: stateCode,
    },
  };
}

/** Financial profile (doc 2 §5): purpose; at least one initial and one ongoing source; details exactly when Other is chosen. */
export async function checkAccountFunding(
  body: AccountFundingInfo,
  l: CddLookups,
): Promise<CheckResult<AccountFundingInfo>> {
  const errors: ApiErrorItem[] = [];
  const purposes = await l.ids('accountPurpose');
  const purpose = body.AccountPurpose ?? null;
  if (purpose === null) errors.push(err('AccountPurposeTypeIsNull', 'AccountPurpose'));
  else if (!purposes.has(purpose))
    errors.push(err('AccountPurposeTypeIsInvalid', 'AccountPurpose'));
  const sources = await l.ids('fundingSource');
  const list = (which: 'Initial' | 'Ongoing') => {
    const items = body[`${which}FundingSourceTypes`];
    const field = `${which}FundingSourceTypes`;
    const detailsField = `${which}FundingOtherDetails`;
    const details = text(body[`${which}FundingOtherDetails`]);
    if (items === null || items === undefined) {
      errors.push(err(`${field}IsNull`, field, 'fields.errors.validation.personalGoal'));
      return { items: [], details };
    }
    if (items.length === 0) {
      errors.push(err(`${field}NoneSelected`, field, 'fields.errors.validation.personalGoal'));
      return { items: [], details };
    }
    if (items.some((i) => !sources.has(i.FundingSourceTypeID))) {
      errors.push(err(`${field}IsInvalid`, field));
      return { items: [], details };
    }
    const ids = [...new Set(items.map((i) => i.FundingSourceTypeID))];
    const hasOther = ids.some((id) => sources.get(id) === OTHER);
    if (hasOther && !details)
      errors.push(
        err(`${field}OtherDetailsMissing`, detailsField, 'fields.errors.validation.otherSource'),
      );
    if (!hasOther && details) errors.push(err(`${field}OtherDetailsNotNeeded`, detailsField));
    if (details && details.length > 200)
      errors.push(err(`${detailsField}IsInvalidLength`, detailsField));
    return {
      items: ids.map((id) => ({ FundingSourceTypeID: id, Caption: sources.get(id) ?? null })),
      details: hasOther ? details : null,
    };
  };
  const initial = list('Initial');
  const ongoing = list('Ongoing');
  return {
    errors,
    data: {
      AccountPurpose: purpose,
      InitialFundingSourceTypes: initial.items,
      InitialFundingOtherDetails: initial.details,
      OngoingFundingSourceTypes: ongoing.items,
      OngoingFundingOtherDetails: ongoing.details,
    },
  };
}
