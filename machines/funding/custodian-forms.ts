/**
 * The forms and read-outs of the IRA custodian modal (doc 3 §2.4 "IRA custodian modal, six steps",
 * §3 Custodian, §5 Custodian and IRA amounts). Pure: no clock, no API.
 *
 * - `manualCustodianForm` (a'): CustodianName ('custodianName'), Street ('streetAddress', max 50
 *   'streetAddressMaxLength'), AptOrSuite (optional, max 50), City ('city', max 50), State
 *   ('stateRequired'), PostalCode (US ZIP, 'postalCode'), CustodianPhone / CustodianFax (required
 *   'custodianPhone' / 'custodianFax'; a US number by libphonenumber-js, else
 *   'custodianPhoneIsInvalid' / 'custodianFaxIsInvalid' — the server's own check). Country is USA.
 * - `accountNumberForm` (b): the request schema's rule (letters, digits, '-', 1–34); empty
 *   'accountNumber', otherwise 'apiErrors.AccountNumberIsNotValid'.
 * - `transferTypeForm` (c): 'Liquidate' | 'PartialCash' ('custodianModal.transferType.required':
 *   §5 "transfer method required", wording not in the catalogue).
 * - `iraTypeForm` (d): AccountType, one of IRA_ACCOUNT_TYPES ('iraType').
 * - `transferAmountForm` (e): amountForm with the transfer maximum 500,000,000 (doc 3 §5, §9).
 * Keys are 'fields.errors.validation.*' (src/i18n/en.ts).
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import {
  IRA_ACCOUNT_TYPES,
  IRA_TRANSFER_TYPES,
  iraAccountNumberRequest,
  type Application,
  type Custodian,
  type IraApplicationFunding,
  type Phone,
} from '../../services/api/contract';
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  amountForm,
  isValidPostalCode,
  V,
} from '../../services/api/fields';

const k = (key: string) => `${V}${key}`;

const required = (key: string) =>
  z
    .string({ error: k(key) })
    .trim()
    .min(1, k(key));

/** Digits of a typed number; an 11-digit number with the leading 1 (NANP) loses the 1. */
export function phoneDigits(typed: string): string {
  const d = typed.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
}

/** True for a valid US phone or fax number as typed ('(440) 555-0101', '440-555-0101', '+1 …'). */
export const isUsPhone = (typed: string): boolean => {
  const d = phoneDigits(typed);
  return d.length === 10 && isValidPhoneNumber(d, 'US');
};

const usPhoneField = (requiredKey: string, invalidKey: string) =>
  required(requiredKey).refine(isUsPhone, k(invalidKey));

/** (a') The manual custodian form (doc 3 §2.4 (a'), §5 Custodian). */
export const manualCustodianForm = z.object({
  CustodianName: required('custodianName').pipe(z.string().max(100, k('custodianName'))),
  Street: required('streetAddress').pipe(z.string().max(50, k('streetAddressMaxLength'))),
  AptOrSuite: z.string().trim().max(50, k('aptMaxLength')).optional(),
  City: required('city').pipe(z.string().max(50, k('cityMaxLength'))),
  State: required('stateRequired'),
  PostalCode: required('postalCode').refine((v) => isValidPostalCode(v, 'USA'), k('postalCode')),
  CustodianPhone: usPhoneField('custodianPhone', 'custodianPhoneIsInvalid'),
  CustodianFax: usPhoneField('custodianFax', 'custodianFaxIsInvalid'),
});
export type ManualCustodianValues = z.output<typeof manualCustodianForm>;

/** (b) The custodian account number: the request schema's rule, with the spec's keys. */
export const accountNumberForm = z.object({
  AccountNumber: required('accountNumber').pipe(
    z
      .string()
      .refine(
        (s) => iraAccountNumberRequest.safeParse({ AccountNumber: s }).success,
        'apiErrors.AccountNumberIsNotValid',
      ),
  ),
});

/** (c) Full transfer ('Liquidate') or partial ('PartialCash'). */
export const transferTypeForm = z.object({
  TransferType: z.enum(IRA_TRANSFER_TYPES, { error: 'custodianModal.transferType.required' }),
});

/** (d) The IRA type of the account at the old custodian. */
export const iraTypeForm = z.object({
  AccountType: z.enum(IRA_ACCOUNT_TYPES, { error: k('iraType') }),
});

/** (e) The transfer amount in dollars: at least 1, at most 500,000,000 (doc 3 §5 "Rollover and transfer"). */
export const transferAmountForm = amountForm(AMOUNT_MIN, AMOUNT_MAX);

/** The IRA funding of an application (null when none is saved). */
export const iraFundingOf = (app: Application | null | undefined): IraApplicationFunding | null =>
  app?.IRAApplication?.IRAApplicationFundingResponse ?? null;

/** A custodian's one-line address: 'Street Apt, City, ST 12345' (doc 3 §2.4 (a) "formatted address"). */
export function formatCustodianAddress(c: Pick<Custodian, 'Address' | 'FormattedAddress'>): string {
  if (c.FormattedAddress) return c.FormattedAddress;
  const a = c.Address;
  const street = [a.Street, a.AptOrSuite].filter(Boolean).join(' ');
  return [street, a.City, [a.State, a.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** A 10-digit US number as '(440) 555-0101'; anything else as it is; '' for none. */
export function formatUsPhone(
  p: Pick<Phone, 'AreaCode' | 'LocalNumber'> | null | undefined,
): string {
  if (!p?.LocalNumber) return '';
  const d = phoneDigits(`${p.AreaCode ?? ''}${p.LocalNumber}`);
  return d.length === 10
    ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`
    : `${p.AreaCode ?? ''}${p.LocalNumber}`;
}

/** The manual form's prefill from a saved manual custodian (strings as the inputs hold them). */
export function manualInitialOf(c: Custodian | null): Record<string, string> {
  if (!c) return {};
  return {
    CustodianName: c.Name,
    Street: c.Address.Street,
    AptOrSuite: c.Address.AptOrSuite ?? '',
    City: c.Address.City,
    State: c.Address.State,
    PostalCode: c.Address.PostalCode,
    CustodianPhone: formatUsPhone(c.Phone),
    CustodianFax: formatUsPhone(c.Fax),
  };
}
