/**
 * Phone rules (doc 2 §5 Phone, doc 2 §7 phones) built on libphonenumber-js.
 *
 * Kept apart from fields.ts so the phone metadata loads only with the phone screen (wizard)
 * and on the server. The payload follows doc 2 §7: {Iso3CountryCode, AreaCode, LocalNumber,
 * StateCode}; AreaCode is the country calling code, left empty for countries in the
 * North-American numbering list (settings PortalGatewayISOCodesListToIgnoreAreaCode);
 * Puerto Rico ('pr') is saved as USA with StateCode 'PR' (decision in docs/decisions.md).
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { V, stripControlPictures } from './fields';

/** NANP members, ISO3 — the default of PortalGatewayISOCodesListToIgnoreAreaCode. */
export const NANP_ISO3 = [
  'USA',
  'CAN',
  'PRI',
  'VIR',
  'GUM',
  'MNP',
  'ASM',
  'BHS',
  'BRB',
  'AIA',
  'ATG',
  'VGB',
  'CYM',
  'BMU',
  'GRD',
  'TCA',
  'MSR',
  'SXM',
  'LCA',
  'DMA',
  'VCT',
  'DOM',
  'TTO',
  'KNA',
  'JAM',
];

/**
 * Phone form {Phone (as typed, E.164 or national), Country (ISO2)} (doc 2 §5):
 * required 'personPhone'; max 50 'personPhoneMaxLength'; unparseable 'phoneNumberNotValid';
 * invalid or impossible 'personPhoneIsInvalid'; IRA with a non-US number 'personPhoneNotUSA'.
 * `assisted` (a sales agent's session, doc 2 §5): an empty number passes as Phone '' (saved as
 * an all-null phone); anything typed follows the same rules.
 */
export function phoneForm(opts: { usOnly?: boolean; assisted?: boolean } = {}) {
  const phone = z
    .string({ error: `${V}personPhone` })
    .transform(stripControlPictures)
    .pipe(z.string().trim().min(1, `${V}personPhone`).max(50, `${V}personPhoneMaxLength`));
  return z
    .object({
      // doc 2 §5 Phone: "Sales-assisted may save an empty phone (all parts null)" — '' then.
      Phone: opts.assisted ? phone.optional().transform((p) => p ?? '') : phone,
      Country: z.string().trim().length(2).default('US'),
    })
    .superRefine((v, ctx) => {
      if (opts.assisted && !v.Phone) return;
      const err = phoneError(v.Phone, v.Country, opts.usOnly ?? false);
      if (err) ctx.addIssue({ code: 'custom', path: ['Phone'], message: err });
    });
}

/** The message key for a typed phone number, or null when valid. */
export function phoneError(value: string, iso2: string, usOnly: boolean): string | null {
  const parsed = parsePhoneNumberFromString(value, iso2.toUpperCase() as CountryCode);
  if (!parsed || !parsed.country) return 'validationSchema.general.phoneNumberNotValid';
  if (!parsed.isValid()) return `${V}personPhoneIsInvalid`;
  if (usOnly && parsed.country !== 'US') return `${V}personPhoneNotUSA`;
  return null;
}

/** Converts a typed number to the API payload; iso2→iso3 comes from the countries list. */
export function phoneToPayload(
  value: string,
  iso2: string,
  toIso3: (iso2: string) => string | undefined,
  ignoreAreaCode: readonly string[] = NANP_ISO3,
) {
  const parsed = parsePhoneNumberFromString(value, iso2.toUpperCase() as CountryCode);
  if (!parsed || !parsed.country) throw new Error('phone not parseable');
  const country = parsed.country;
  const isPr = country === 'PR';
  const iso3 = isPr ? 'USA' : (toIso3(country) ?? '');
  return {
    Iso3CountryCode: iso3,
    AreaCode: ignoreAreaCode.includes(iso3) ? '' : parsed.countryCallingCode,
    LocalNumber: parsed.nationalNumber,
    StateCode: isPr ? 'PR' : null,
  };
}

/** Turns a saved payload back into E.164 for the phone input; null when incomplete. */
export function payloadToE164(
  p: {
    Iso3CountryCode: string | null;
    AreaCode: string | null;
    LocalNumber: string | null;
    StateCode: string | null;
  },
  toIso2: (iso3: string) => string | undefined,
): { Phone: string; Country: string } | null {
  if (!p.LocalNumber || !p.Iso3CountryCode) return null;
  const iso2 = p.StateCode === 'PR' ? 'PR' : (toIso2(p.Iso3CountryCode) ?? 'US');
  const parsed = p.AreaCode
    ? parsePhoneNumberFromString(`+${p.AreaCode}${p.LocalNumber}`)
    : parsePhoneNumberFromString(p.LocalNumber, iso2 as CountryCode);
  return parsed ? { Phone: parsed.number, Country: parsed.country ?? iso2 } : null;
}

/**
 * Server check of a phone payload (doc 2 §8 Phone codes): returns the spec's error code, or null.
 * PhoneModel_Iso3CountryCodeIsInvalid, AreaCodeIsNullOrEmpty, LocalNumberIsNullOrEmpty,
 * PhoneNumberIsTooShort, PhoneNumberIsTooLong, PhoneNumberIsInvalid.
 */
export function phonePayloadError(
  p: {
    Iso3CountryCode: string;
    AreaCode?: string | null;
    LocalNumber: string;
    StateCode?: string | null;
  },
  toIso2: (iso3: string) => string | undefined,
  ignoreAreaCode: readonly string[] = NANP_ISO3,
): string | null {
  const iso2 = p.StateCode === 'PR' ? 'PR' : toIso2(p.Iso3CountryCode);
  if (!iso2) return 'PhoneModel_Iso3CountryCodeIsInvalid';
  if (!p.LocalNumber) return 'LocalNumberIsNullOrEmpty';
  const nanp = ignoreAreaCode.includes(p.Iso3CountryCode);
  if (!nanp && !p.AreaCode) return 'AreaCodeIsNullOrEmpty';
  const digits = p.LocalNumber.replace(/\D/g, '');
  if (digits.length < 4) return 'PhoneNumberIsTooShort';
  if (digits.length > 17) return 'PhoneNumberIsTooLong';
  const parsed = nanp
    ? parsePhoneNumberFromString(digits, iso2 as CountryCode)
    : parsePhoneNumberFromString(`+${p.AreaCode}${digits}`);
  if (!parsed || !parsed.isValid()) return 'PhoneNumberIsInvalid';
  return null;
}
