/**
 * Form schemas of the IRA owner's screens (doc 2 §2.6 IRA business name, §2.16 identity details,
 * §2.18 marital status, §2.21 employment status, §2.22 financial profile) with the client rules of
 * doc 2 §5 and the message keys of doc 2 §8 ('fields.errors.validation.*').
 *
 * Inputs are what Conform's parseWithZod hands over: strings, undefined for an empty input, an
 * array for two or more ticked checkboxes of one name. Outputs are what the savers send (the
 * ScreenSpecs of machines/view/specs/), so the rules that depend on a reference list (Passport or
 * not, which funding source is Other) are decided here and the savers need no lists.
 *
 * The forms whose rules depend on another field (issuer by ID type, employer or income source by
 * employment status, other-details by the ticked sources) check every field in one transform, so
 * every error shows at once on submit, not only after the unconditional fields are fixed.
 */
import { z } from 'zod';
import {
  accountPurposeTypesResponse,
  fundingSourceTypesResponse,
  identificationTypesResponse,
  iraBusinessNameRequest,
  iraBusinessNameRequestAssisted,
  maritalStatusRequest,
} from './contract';
import { V, daysInMonth, isValidPostalCode, stripControlPictures, toIsoDate } from './fields';
import { easternIsoDate } from './eastern-time';

const k = (key: string) => `${V}${key}`;

/** One option of GET …/identification-types. */
export type IdentificationTypeOption = z.infer<typeof identificationTypesResponse>[number];
/** One option of GET …/funding-source-types. */
export type FundingSourceOption = z.infer<typeof fundingSourceTypesResponse>[number];
/** One option of GET …/account-purpose-types. */
export type AccountPurposeOption = z.infer<typeof accountPurposeTypesResponse>[number];

/** An optional text input: undefined when empty (Conform), else the string. */
const text = z.string().optional();
/** Checkbox group: absent, one value, or several. */
const many = z.union([z.string(), z.array(z.string())]).optional();

/** Trimmed text without control pictures (doc 2 §5), '' when absent. */
const clean = (v: string | undefined) => stripControlPictures(v ?? '').trim();

/** Adds an issue for `path` with the i18n key `message`. */
const fail = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

// ---------------------------------------------------------------------------------------------
// IRA business name (doc 2 §2.6, §5 Entity names)
// ---------------------------------------------------------------------------------------------

/**
 * {BusinessName}: required 'businessName', at most 50 'businessNameMax'. The request schema of
 * POST/PUT …/ira-business-names itself (services/api/contract.ts), so client and server agree.
 */
export const iraBusinessNameForm = iraBusinessNameRequest;
/** The IRA business name form of a sales agent's session: may be left empty (doc 2 §5). */
export const iraBusinessNameFormAssisted = iraBusinessNameRequestAssisted;

// ---------------------------------------------------------------------------------------------
// Marital status (doc 2 §2.18, §9)
// ---------------------------------------------------------------------------------------------

/** Message when no marital status is chosen (doc 2 §5: "validation not shown"; a key of src/i18n/en-ira.ts). */
export const MARITAL_STATUS_REQUIRED = 'maritalStatus.required';

/**
 * {MaritalStatus: '1'…'4'} → {MaritalStatus: 1…4} (MARITAL_STATUSES codes, doc 2 §9), checked by
 * the request schema of …/marital-statuses. Nothing chosen: 'maritalStatus.required'.
 */
export const maritalStatusForm = z.object({
  MaritalStatus: z
    .string({ error: MARITAL_STATUS_REQUIRED })
    .regex(/^\d+$/, MARITAL_STATUS_REQUIRED)
    .transform(Number)
    .pipe(maritalStatusRequest.shape.MaritalStatus),
});
export type MaritalStatusValues = z.output<typeof maritalStatusForm>;

// ---------------------------------------------------------------------------------------------
// Dates of the identity details (doc 2 §5 Identification details, §9 "MM and DD 2 digits, YYYY 4")
// ---------------------------------------------------------------------------------------------

/** The earliest year the server accepts in an identification date (server/domain/cdd-rules.ts). */
export const ID_DATE_MIN_YEAR = 1900;

/** 'yyyy-MM-dd' → {Month, Day, Year} as the inputs hold them ('' parts when absent or malformed). */
export function isoDateParts(iso: string | null | undefined): {
  Month: string;
  Day: string;
  Year: string;
} {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? { Month: m[2], Day: m[3], Year: m[1] } : { Month: '', Day: '', Year: '' };
}

/**
 * Checks the three parts of a date (doc 2 §5): month required ('month'), a number 1–12
 * ('minMonth' / 'maxMonth'); day required ('day'), a number, at least 1 ('minDay'), at most the days of
 * that month ('maxDay'; 30 when month or year is not valid); year required ('year'), 4 digits from
 * 1900 ('minYear'). Issues go on `<prefix>Month|Day|Year`. Returns 'yyyy-MM-dd' or null.
 */
function checkDate(
  ctx: z.RefinementCtx,
  prefix: string,
  parts: { Month?: string; Day?: string; Year?: string },
): string | null {
  const month = clean(parts.Month);
  const day = clean(parts.Day);
  const year = clean(parts.Year);
  let m: number | null = null;
  let y: number | null = null;
  if (!/^\d{1,2}$/.test(month)) fail(ctx, `${prefix}Month`, k('month'));
  else if (Number(month) < 1) fail(ctx, `${prefix}Month`, k('minMonth'));
  else if (Number(month) > 12) fail(ctx, `${prefix}Month`, k('maxMonth'));
  else m = Number(month);
  if (!year) fail(ctx, `${prefix}Year`, k('year'));
  else if (!/^\d{4}$/.test(year) || Number(year) < ID_DATE_MIN_YEAR)
    fail(ctx, `${prefix}Year`, k('minYear'));
  else y = Number(year);
  const max = m !== null && y !== null ? daysInMonth(m, y) : 30;
  const d = /^\d{1,2}$/.test(day) ? Number(day) : null;
  const dayKey = d === null ? 'day' : d < 1 ? 'minDay' : d > max ? 'maxDay' : null;
  if (dayKey) {
    fail(ctx, `${prefix}Day`, k(dayKey));
    return null;
  }
  return m !== null && y !== null && d !== null ? toIsoDate(y, m, d) : null;
}

// ---------------------------------------------------------------------------------------------
// Identity details (doc 2 §2.16, §3 Identification info, §5 Identification details)
// ---------------------------------------------------------------------------------------------

/** The ID type caption whose issuer is a country (doc 2 §2.16, §3 known captions). */
export const PASSPORT_CAPTION = 'Passport';
/** The ID type captions whose issuer is a US state (doc 2 §2.16). */
export const STATE_ID_CAPTIONS: readonly string[] = ['US Driver`s License', 'US State ID'];

/**
 * Who issued an ID of type `id` (doc 2 §2.16): 'country' for the Passport, 'state' for any other
 * type of the list (the server requires IssuedByState for every non-passport type; the known ones
 * are the US driver's licence and state ID), null while no type is chosen or the list lacks it.
 */
export function issuerOf(
  types: readonly IdentificationTypeOption[],
  id: string | number | null | undefined,
): 'country' | 'state' | null {
  if (id === null || id === undefined || id === '') return null;
  const type = types.find((t) => String(t.IdentificationTypeID) === String(id));
  if (!type) return null;
  return type.Caption === PASSPORT_CAPTION ? 'country' : 'state';
}

/** Names of the identity-details inputs (the server's error Contexts are IDType, IDNumber, IssueDate, ExpiryDate, IssuedBy, State). */
export const IDENTITY_DETAILS_INPUTS = [
  'IDType',
  'IDNumber',
  'IssueMonth',
  'IssueDay',
  'IssueYear',
  'ExpiryMonth',
  'ExpiryDay',
  'ExpiryYear',
  'IssuedBy',
  'State',
] as const;

/**
 * Identity-details form (doc 2 §5 Identification details) for the ID types `types`, dates measured
 * against `today` (the user's calendar day):
 * - IDType required ('idTypeRequired'); IDNumber required ('idNumberRequired'), at most 50
 *   ('idNumberMaxLength');
 * - issue and expiry dates by `checkDate`; an issue date after today 'issueDateInvalid' and an
 *   expiry date before today 'expiryDateInvalid' (on the Day input, like the age rule of the date
 *   of birth; the server accepts an expiry of today);
 * - Passport: IssuedBy (ISO3 country) required ('issuedByRequired'); any other type: State
 *   required ('stateRequired').
 * Output {IDType, IDNumber, IssueDate, ExpiryDate ('yyyy-MM-dd'), IssuedBy (null unless Passport),
 * State (null for a Passport)}.
 */
export function identityDetailsForm(
  types: readonly IdentificationTypeOption[],
  today: Date = new Date(),
) {
  // "In the future" is measured against the US Eastern day, as on the server (issue 35 item 7).
  const todayIso = easternIsoDate(today);
  return z
    .object({
      IDType: text,
      IDNumber: text,
      IssueMonth: text,
      IssueDay: text,
      IssueYear: text,
      ExpiryMonth: text,
      ExpiryDay: text,
      ExpiryYear: text,
      IssuedBy: text,
      State: text,
    })
    .transform((v, ctx) => {
      const type = clean(v.IDType);
      if (!/^\d+$/.test(type)) fail(ctx, 'IDType', k('idTypeRequired'));
      const number = clean(v.IDNumber);
      if (!number) fail(ctx, 'IDNumber', k('idNumberRequired'));
      else if (number.length > 50) fail(ctx, 'IDNumber', k('idNumberMaxLength'));
      const issue = checkDate(ctx, 'Issue', {
        Month: v.IssueMonth,
        Day: v.IssueDay,
        Year: v.IssueYear,
      });
      if (issue && issue > todayIso) fail(ctx, 'IssueDay', k('issueDateInvalid'));
      const expiry = checkDate(ctx, 'Expiry', {
        Month: v.ExpiryMonth,
        Day: v.ExpiryDay,
        Year: v.ExpiryYear,
      });
      if (expiry && expiry < todayIso) fail(ctx, 'ExpiryDay', k('expiryDateInvalid'));
      const issuer = issuerOf(types, type);
      const country = clean(v.IssuedBy).toUpperCase();
      const state = clean(v.State).toUpperCase();
      if (issuer === 'country' && !country) fail(ctx, 'IssuedBy', k('issuedByRequired'));
      if (issuer === 'state' && !state) fail(ctx, 'State', k('stateRequired'));
      return {
        IDType: Number(type),
        IDNumber: number,
        IssueDate: issue ?? '',
        ExpiryDate: expiry ?? '',
        IssuedBy: issuer === 'country' ? country : null,
        State: issuer === 'country' ? null : state || null,
      };
    });
}
export type IdentityDetailsValues = z.output<ReturnType<typeof identityDetailsForm>>;

// ---------------------------------------------------------------------------------------------
// Employment status (doc 2 §2.21, §3 Employment info, §4, §5 Employment, §9)
// ---------------------------------------------------------------------------------------------

/** EmploymentStatus 1 means employed; above 1 asks for the source of income (doc 2 §9). */
export const EMPLOYED = 1;
/** The employer text fields' limit (doc 2 §5, §9). */
export const EMPLOYER_TEXT_MAX = 50;

/**
 * Employment form (doc 2 §5 Employment). EmploymentStatus required ('employmentStatus').
 * Employed (1): OccupationCategory ('occupationCategory'), Occupation ('occupation'), EmployerName
 * ('employerName', ≤ 50 'employerNameMaxLength'), EmployerAddressLine ('employerStreet', ≤ 50
 * 'employerStreetMaxLength'), EmployerCity ('employerCity', ≤ 50 'employerCityMaxLength'),
 * EmployerZipCode (a US ZIP, 'employerPostalCode'), EmployerState ('employerStateRequired').
 * Otherwise the category and occupation are the prior ones ('priorOccupationCategory',
 * 'priorOccupation') and SourceOfIncome is required ('sourceOfIncome').
 *
 * Output {EmploymentStatus, OccupationCategory, Occupation, SourceOfIncome (null when employed),
 * EmployerName, EmployerAddressLine, EmployerCity, EmployerState, EmployerZipCode (null unless employed)}.
 */
export const employmentForm = z
  .object({
    EmploymentStatus: text,
    OccupationCategory: text,
    Occupation: text,
    SourceOfIncome: text,
    EmployerName: text,
    EmployerAddressLine: text,
    EmployerCity: text,
    EmployerState: text,
    EmployerZipCode: text,
  })
  .transform((v, ctx) => {
    const statusText = clean(v.EmploymentStatus);
    const status = /^\d+$/.test(statusText) ? Number(statusText) : null;
    if (status === null) fail(ctx, 'EmploymentStatus', k('employmentStatus'));
    const employed = status === EMPLOYED;
    const category = clean(v.OccupationCategory);
    const occupation = clean(v.Occupation);
    const out = {
      EmploymentStatus: status ?? 0,
      OccupationCategory: category,
      Occupation: occupation,
      SourceOfIncome: null as number | null,
      EmployerName: null as string | null,
      EmployerAddressLine: null as string | null,
      EmployerCity: null as string | null,
      EmployerState: null as string | null,
      EmployerZipCode: null as string | null,
    };
    if (status === null) return out;
    if (!category)
      fail(
        ctx,
        'OccupationCategory',
        k(employed ? 'occupationCategory' : 'priorOccupationCategory'),
      );
    if (!occupation) fail(ctx, 'Occupation', k(employed ? 'occupation' : 'priorOccupation'));
    if (!employed) {
      const income = clean(v.SourceOfIncome);
      if (!/^\d+$/.test(income)) fail(ctx, 'SourceOfIncome', k('sourceOfIncome'));
      return { ...out, SourceOfIncome: Number(income) };
    }
    const required = (
      name: 'EmployerName' | 'EmployerAddressLine' | 'EmployerCity',
      key: string,
    ) => {
      const s = clean(v[name]);
      if (!s) fail(ctx, name, k(key));
      else if (s.length > EMPLOYER_TEXT_MAX) fail(ctx, name, k(`${key}MaxLength`));
      return s;
    };
    const zip = clean(v.EmployerZipCode);
    if (!zip || !isValidPostalCode(zip, 'USA'))
      fail(ctx, 'EmployerZipCode', k('employerPostalCode'));
    const state = clean(v.EmployerState);
    if (!state) fail(ctx, 'EmployerState', k('employerStateRequired'));
    return {
      ...out,
      EmployerName: required('EmployerName', 'employerName'),
      EmployerAddressLine: required('EmployerAddressLine', 'employerStreet'),
      EmployerCity: required('EmployerCity', 'employerCity'),
      EmployerState: state,
      EmployerZipCode: zip,
    };
  });
export type EmploymentValues = z.output<typeof employmentForm>;

// ---------------------------------------------------------------------------------------------
// Financial profile (doc 2 §2.22, §3 Account funding info, §5 Financial profile)
// ---------------------------------------------------------------------------------------------

/** The funding source whose choice asks for details (doc 2 §2.22 'Other, please specify'). */
export const OTHER_SOURCE_CAPTION = 'Other';
/** The server's limit of the other-details text (server/domain/cdd-rules.ts). */
export const OTHER_DETAILS_MAX = 200;

/** The id of the 'Other' funding source of `sources`, or null. */
export function otherSourceId(sources: readonly FundingSourceOption[]): number | null {
  return (
    sources.find((s) => s.Caption.trim().toLowerCase() === OTHER_SOURCE_CAPTION.toLowerCase())
      ?.FundingSourceTypeID ?? null
  );
}

/** A caption with every word after the first in lower case (doc 2 §2.22): 'Sale Of Property' → 'Sale of property'. */
export function sentenceCaption(caption: string): string {
  const [first = '', ...rest] = caption.trim().split(/\s+/);
  return [first, ...rest.map((w) => w.toLowerCase())].join(' ');
}

const toList = (v: string | string[] | undefined): string[] =>
  (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((s) => s !== '');

/**
 * Financial-profile form (doc 2 §5 Financial profile) over the funding sources `sources`:
 * AccountPurpose required and InitialFundingSourceTypes / OngoingFundingSourceTypes at least one
 * each ('personalGoal': select at least one option); the matching *OtherDetails required when the
 * list includes Other ('otherSource') and dropped (null) when it does not.
 *
 * Output is the account-funding payload (doc 2 §7): {AccountPurpose, InitialFundingSourceTypes:
 * [{FundingSourceTypeID, Caption}], InitialFundingOtherDetails, OngoingFundingSourceTypes,
 * OngoingFundingOtherDetails}; the captions are the list's (null for an id the list lacks).
 */
export function financialProfileForm(sources: readonly FundingSourceOption[]) {
  const other = otherSourceId(sources);
  const caption = (id: number) =>
    sources.find((s) => s.FundingSourceTypeID === id)?.Caption ?? null;
  return z
    .object({
      AccountPurpose: text,
      InitialFundingSourceTypes: many,
      InitialFundingOtherDetails: text,
      OngoingFundingSourceTypes: many,
      OngoingFundingOtherDetails: text,
    })
    .transform((v, ctx) => {
      const purpose = clean(v.AccountPurpose);
      if (!/^\d+$/.test(purpose)) fail(ctx, 'AccountPurpose', k('personalGoal'));
      const list = (which: 'Initial' | 'Ongoing') => {
        const ids = [
          ...new Set(
            toList(v[`${which}FundingSourceTypes`])
              .filter((s) => /^\d+$/.test(s))
              .map(Number),
          ),
        ];
        if (ids.length === 0) fail(ctx, `${which}FundingSourceTypes`, k('personalGoal'));
        const hasOther = other !== null && ids.includes(other);
        const details = clean(v[`${which}FundingOtherDetails`]);
        if (hasOther && !details) fail(ctx, `${which}FundingOtherDetails`, k('otherSource'));
        return {
          items: ids.map((FundingSourceTypeID) => ({
            FundingSourceTypeID,
            Caption: caption(FundingSourceTypeID),
          })),
          details: hasOther ? details : null,
        };
      };
      const initial = list('Initial');
      const ongoing = list('Ongoing');
      return {
        AccountPurpose: Number(purpose),
        InitialFundingSourceTypes: initial.items,
        InitialFundingOtherDetails: initial.details,
        OngoingFundingSourceTypes: ongoing.items,
        OngoingFundingOtherDetails: ongoing.details,
      };
    });
}
export type FinancialProfileValues = z.output<ReturnType<typeof financialProfileForm>>;
