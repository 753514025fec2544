/**
 * Read-outs of the IRA custodian modal's data (doc 3 §2.4, §3 Custodian) that the custodian machine,
 * its savers and the modal share. Pure, and free of libphonenumber-js (issue 11): the machine is in
 * the entry chunk; the forms (./custodian-forms.ts, with the phone rule) load with the modal.
 */
import type {
  Application,
  Custodian,
  IraApplicationFunding,
  Phone,
} from '../../services/api/contract';

/** Digits of a typed number; an 11-digit number with the leading 1 (NANP) loses the 1. */
export function phoneDigits(typed: string): string {
  const d = typed.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
}

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
