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
 * Keys are 'fields.errors.validation.*' (src/i18n/en.ts). The read-outs the machine needs are in
 * ./custodian-data.ts, so libphonenumber-js loads with the modal only, never with the entry chunk.
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import {
  IRA_ACCOUNT_TYPES,
  IRA_TRANSFER_TYPES,
  iraAccountNumberRequest,
} from '../../services/api/contract';
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  amountForm,
  isValidPostalCode,
  V,
} from '../../services/api/fields';
import { phoneDigits } from './custodian-data';

const k = (key: string) => `${V}${key}`;

const required = (key: string) =>
  z
    .string({ error: k(key) })
    .trim()
    .min(1, k(key));

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
export const transferAmountForm = amountForm('IRATransfer', AMOUNT_MIN, AMOUNT_MAX);
