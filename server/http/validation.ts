/**
 * Request validation with the shared zod contract (services/api/contract.ts) and the mapping
 * of zod issues onto the spec's error codes (doc 1 §8.2, doc 2 §8).
 *
 * The field rules of services/api/fields.ts carry i18n keys ('fields.errors.validation.X') as
 * messages; `KEY_CODES` turns each key into the server code the client maps to a field
 * (e.g. streetAddressMaxLength → StreetIsInvalidLength). Messages that already are spec codes
 * (the phone payload's) pass through. Anything else gets `<Field>IsNullOrEmpty` (missing or
 * empty) or `<Field>IsInvalid`. Context is the field name as the body spells it.
 */
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { ApiErrorItem } from '../../services/api/contract';
import { V } from '../../services/api/fields';
import { ApiError, Errors } from './errors';

const MAX_50 = 'Max length is 50 characters';
const EMAIL_INVALID = 'Email address is invalid.';

/** i18n key (after 'fields.errors.validation.') → spec code and English message when known. */
export const KEY_CODES: Record<string, { code: string; message?: string }> = {
  emailRequired: { code: 'EmailAddressIsInvalid', message: EMAIL_INVALID },
  emailMaxLength: { code: 'EmailAddressIsInvalid', message: EMAIL_INVALID },
  emailInvalidCharacters: { code: 'EmailAddressIsInvalid', message: EMAIL_INVALID },
  emailInvalid: { code: 'EmailAddressIsInvalid', message: EMAIL_INVALID },
  passwordRequired: { code: 'PasswordIsInvalid' },
  passwordMaxLength: { code: 'PasswordIsInvalid' },
  passwordInvalidCharacters: { code: 'PasswordIsInvalid' },
  passwordStrength: { code: 'PasswordIsInvalid' },
  passwordEqualsEmail: { code: 'PasswordIsInvalid' },
  passwordTooCommon: { code: 'PasswordIsInvalid' },
  firstName: { code: 'FirstNameIsNullOrEmpty' },
  firstNameMaxLength: { code: 'FirstNameIsInvalidLength', message: MAX_50 },
  lastName: { code: 'LastNameIsNullOrEmpty' },
  lastNameMaxLength: { code: 'LastNameIsInvalidLength', message: MAX_50 },
  middleNameMaxLength: { code: 'MiddleNameIsInvalidLength', message: MAX_50 },
  invalidCharacters: { code: 'InvalidCharacters', message: 'You cannot enter invalid characters.' },
  dateOfBirthInvalid: { code: 'DateOfBirthIsInvalid', message: 'Date of birth is invalid.' },
  dateOfBirth: { code: 'DateOfBirthUnderage' },
  dateOfBirthSecondary: { code: 'DateOfBirthUnderage' },
  dateOfBirthUtmaCustodian: { code: 'DateOfBirthUnderage' },
  dateOfBirthUtma: { code: 'DateOfBirthOverage' },
  countryRequired: { code: 'CountryIso3CodeIsNullOrEmpty' },
  ssnRequired: { code: 'SsnIsNullOrEmpty' },
  ssnNotValid: { code: 'SsnIsInvalid' },
  ssnDigits: { code: 'SsnIsInvalid' },
  einValidation: { code: 'SsnIsInvalid' },
  einRequired: { code: 'EinIsNullOrEmpty' },
  businessName: { code: 'BusinessNameIsNullOrEmpty' },
  businessNameMax: { code: 'BusinessNameIsInvalidLength', message: MAX_50 },
  einNotValid: { code: 'EinIsInvalid' },
  einDigits: { code: 'EinIsInvalid' },
  streetAddress: { code: 'StreetIsNullOrEmpty' },
  streetAddressMaxLength: { code: 'StreetIsInvalidLength', message: MAX_50 },
  poBoxNotAllowed: { code: 'StreetIsInvalid' },
  aptMaxLength: { code: 'AptOrSuiteIsInvalidLength', message: MAX_50 },
  city: { code: 'CityIsNullOrEmpty' },
  cityMaxLength: { code: 'CityIsInvalidLength', message: MAX_50 },
  stateRequired: { code: 'StateIsNullOrEmpty' },
  postalCode: { code: 'PostalCodeNotValid' },
  personPhone: { code: 'LocalNumberIsNullOrEmpty' },
  personPhoneMaxLength: { code: 'PhoneNumberIsTooLong' },
  personPhoneIsInvalid: { code: 'PhoneNumberIsInvalid' },
};

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[p];
  }
  return cur;
}

/** Maps one zod issue to a spec error item. */
export function issueToError(issue: z.core.$ZodIssue, input: unknown): ApiErrorItem {
  const context = issue.path.map(String).join('.') || null;
  const field = issue.path.length ? String(issue.path[issue.path.length - 1]) : 'Body';
  const value = valueAt(input, issue.path);
  const msg = issue.message;

  if (msg.startsWith(V)) {
    const key = msg.slice(V.length);
    const known = KEY_CODES[key];
    if (known) {
      let code = known.code;
      // 'einValidation' is the spec's key of the SSN pattern rule and of the EIN one.
      if (key === 'einValidation' && field === 'Ein') code = 'EinIsInvalid';
      // One key covers "empty" and "not valid" postal codes; the spec has a code for each.
      if (code === 'PostalCodeNotValid' && isEmpty(value)) code = 'PostalCodeIsNullOrEmpty';
      return { Code: code, Message: known.message ?? msg, Context: context };
    }
    return { Code: `${field}IsInvalid`, Message: msg, Context: context };
  }
  // Messages that already are spec codes (phone payload: 'LocalNumberIsNullOrEmpty', …).
  if (/^[A-Z][A-Za-z0-9]*(_[A-Za-z0-9]+)*$/.test(msg))
    return { Code: msg, Message: msg, Context: context };

  if (field === 'TrackingDetails' && isEmpty(value)) {
    return {
      Code: 'TrackingDetailsModelIsNull',
      Message: 'Tracking Details are required.',
      Context: context,
    };
  }
  if (field === 'Amount') {
    if (isEmpty(value))
      return {
        Code: 'AmountIsNullOrEmpty',
        Message: 'fields.errors.validation.amount',
        Context: context,
      };
    if (issue.code === 'invalid_type')
      return {
        Code: 'AmountIsInvalid',
        Message: 'fields.errors.validation.mustBeNumber',
        Context: context,
      };
    if (issue.code === 'too_small')
      return {
        Code: 'AmountMustBeGreaterThanZero',
        Message: 'fields.errors.validation.greaterThanZero',
        Context: context,
      };
    if (issue.code === 'too_big')
      return {
        Code: 'AmountIsAboveMaximum',
        Message: 'fields.errors.validation.maxAmount',
        Context: context,
      };
  }
  if (isEmpty(value))
    return { Code: `${field}IsNullOrEmpty`, Message: `${field} is required.`, Context: context };
  // A number coerced from a query string is out of range, not too long: only strings have a length.
  if (
    issue.code === 'too_big' &&
    typeof value === 'string' &&
    (issue as { origin?: string }).origin === 'string'
  ) {
    return { Code: `${field}IsInvalidLength`, Message: `${field} is too long.`, Context: context };
  }
  return { Code: `${field}IsInvalid`, Message: `${field} is invalid.`, Context: context };
}

/** All issues of a failed parse as spec errors, at most one per field (the first). */
export function issuesToErrors(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): ApiErrorItem[] {
  const seen = new Set<string>();
  const out: ApiErrorItem[] = [];
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issueToError(issue, input));
  }
  return out;
}

/**
 * The path of the first string (or key) holding a NUL character, which PostgreSQL text cannot
 * store; else null. Keys are visited as `Object.entries` lists them; a path array is built only
 * for an object or a string that holds a NUL (issue 32 "Saves": every save checks its body twice
 * and nearly all values are clean strings).
 */
export function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const k of Object.keys(value)) {
    if (k.includes('\u0000')) return [...path, 'Key'];
    const v = (value as Record<string, unknown>)[k];
    if (typeof v === 'string' ? !v.includes('\u0000') : v === null || typeof v !== 'object')
      continue;
    const found = nulPath(v, [...path, k], depth + 1);
    if (found) return found;
  }
  return null;
}

/** 400 InvalidCharacters (Context = the field) when any string of `input` holds a NUL character. */
export function refuseNul(input: unknown): void {
  const at = nulPath(input);
  if (at)
    throw new ApiError(400, [
      {
        Code: 'InvalidCharacters',
        Message: 'You cannot enter invalid characters.',
        Context: at.join('.') || null,
      },
    ]);
}

/** Parses `input` with `schema`, or throws a 400 ApiError with the mapped codes. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  refuseNul(input);
  const r = schema.safeParse(input);
  if (!r.success) throw new ApiError(400, issuesToErrors(r.error.issues, input));
  return r.data;
}

/**
 * The JSON body of a request for handlers that validate it themselves: {} when the request is
 * not JSON (like Hono's validator), 400 InvalidRequestBody when it is malformed.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!/^application\/([a-z.-]+\+)?json/i.test(c.req.header('Content-Type') ?? '')) return {};
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw Errors.invalidBody();
  }
  refuseNul(body);
  return body;
}

type Target = 'json' | 'query' | 'param';

/** Hono validator middleware for one request part; read the result with `c.req.valid(target)`. */
function validate<T extends Target, S extends z.ZodType>(target: T, schema: S) {
  return validator(
    target,
    (value: unknown, _c: Context) => parseOr400(schema, value) as z.output<S>,
  );
}

/** Validates the JSON body (unknown fields are dropped by zod objects). */
export const jsonBody = <S extends z.ZodType>(schema: S) => validate('json', schema);
/** Validates the query string. */
export const queryParams = <S extends z.ZodType>(schema: S) => validate('query', schema);
/** Validates the path parameters. */
export const pathParams = <S extends z.ZodType>(schema: S) => validate('param', schema);
