/**
 * Field rules of the specification's §5 sections (doc 1 §5, doc 2 §5, doc 3 §5) as zod schemas.
 *
 * Every message is an i18n key of the English catalogue (src/i18n/en.ts), e.g.
 * 'fields.errors.validation.ssnNotValid'. The same rule objects are used by the wizard's forms
 * (through Conform's parseWithZod, which turns empty inputs into undefined) and by the reference
 * server's request validation, which maps the keys onto the spec's error codes.
 *
 * Phone rules need libphonenumber-js and live in services/api/phone-fields.ts so the phone
 * metadata stays out of the first load.
 */
import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { easternDate, easternIsoDate } from './eastern-time';

/** Prefix of every client validation key (doc 2 §8 'fields.errors.validation.*'). */
export const V = 'fields.errors.validation.';
const k = (key: string) => `${V}${key}`;

/** Control-picture characters U+2400–U+241F and U+2421 are stripped from input (doc 2 §5). */
export const stripControlPictures = (s: string) => s.replace(/[\u2400-\u241F\u2421]/g, '');

const requiredString = (key: string) =>
  z
    .string({ error: k(key) })
    .transform(stripControlPictures)
    .pipe(z.string().trim().min(1, k(key)));

// ---------------------------------------------------------------------------------------------
// Entry (doc 1 §5)
// ---------------------------------------------------------------------------------------------

/** E-mail: trimmed, required, max 50, valid format, only letters, digits and @ . _ - */
export const emailSchema = z
  .string({ error: k('emailRequired') })
  .trim()
  .min(1, k('emailRequired'))
  .max(50, k('emailMaxLength'))
  .regex(/^[A-Za-z0-9@._-]+$/, k('emailInvalidCharacters'))
  .pipe(z.email({ error: k('emailInvalid') }));

const PASSWORD_ALLOWED = /^[A-Za-z0-9!@#$%^&*()_+[\]{};:'",.<>?/\\|]+$/;

/**
 * Password strength (doc 1 §5, second reading): at least 8 characters containing one of
 * digit + lower + upper; digit + letter + special; lower + upper + special.
 */
export function isStrongPassword(p: string): boolean {
  if (p.length < 8) return false;
  const digit = /\d/.test(p);
  const lower = /[a-z]/.test(p);
  const upper = /[A-Z]/.test(p);
  const special = /[^A-Za-z0-9]/.test(p);
  return (
    (digit && lower && upper) ||
    (digit && (lower || upper) && special) ||
    (lower && upper && special)
  );
}

/** The characters doc 1 §5 allows in a password: letters, digits and these symbols (no '-', '=', '~', '`', space). */
export const PASSWORD_SYMBOLS = `!@#$%^&*()_+[]{};:'",.<>?/\\|`;

/** The characters of `p` that doc 1 §5 does not allow, each once, in order of appearance. */
export function forbiddenPasswordCharacters(p: string): string[] {
  return [...new Set([...p].filter((ch) => !PASSWORD_ALLOWED.test(ch)))];
}

/**
 * Password: trimmed, required, max 50, allowed characters, strength (doc 1 §5), and not a common
 * password (issue 12; services/api/common-passwords.ts — 'fields.errors.validation.passwordTooCommon').
 */
export const passwordSchema = z
  .string({ error: k('passwordRequired') })
  .trim()
  .min(1, k('passwordRequired'))
  .max(50, k('passwordMaxLength'))
  .regex(PASSWORD_ALLOWED, k('passwordInvalidCharacters'))
  .refine(isStrongPassword, k('passwordStrength'))
  .refine((p) => !isCommonPassword(p), k('passwordTooCommon'));

/** Create-account form: e-mail + password; the password must not equal the e-mail. */
export const createAccountForm = z
  .object({ Email: emailSchema, Password: passwordSchema })
  .refine((v) => v.Password.toLowerCase() !== v.Email.toLowerCase(), {
    path: ['Password'],
    message: k('passwordEqualsEmail'),
  });
export const welcomeForm = z.object({ Email: emailSchema, PromoCode: z.string().optional() });
export const loginForm = z.object({
  Username: z.string({ error: k('usernameRequired') }).min(1, k('usernameRequired')),
  Password: z.string({ error: k('passwordRequired') }).min(1, k('passwordRequired')),
});

// ---------------------------------------------------------------------------------------------
// Name (doc 2 §5)
// ---------------------------------------------------------------------------------------------

const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;

export const firstNameSchema = requiredString('firstName').pipe(
  z.string().max(50, k('firstNameMaxLength')).regex(LETTERS_AND_SPACES, k('invalidCharacters')),
);
export const lastNameSchema = requiredString('lastName').pipe(
  z.string().max(50, k('lastNameMaxLength')).regex(LETTERS_AND_SPACES, k('invalidCharacters')),
);
export const middleNameSchema = z
  .string()
  .trim()
  .max(50, k('middleNameMaxLength'))
  .regex(/^[\p{L} ]*$/u, k('invalidCharacters'));

export const nameForm = z.object({
  FirstName: firstNameSchema,
  MiddleName: middleNameSchema.optional(),
  LastName: lastNameSchema,
  Suffix: z.coerce.number().int().min(0).max(13).default(0),
});

/**
 * The name form of a sales agent's session (doc 2 §5 "the name fields are relaxed"; the server's
 * `personNameRequestAssisted`): First and Last may be left empty (saved as null, flagged 'Missing
 * info' on the review); what is typed follows `nameForm`'s rules.
 */
export const nameFormAssisted = nameForm.extend({
  FirstName: firstNameSchema.optional(),
  LastName: lastNameSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Date of birth (doc 2 §5)
// ---------------------------------------------------------------------------------------------

/** Applicant roles whose age rules differ (doc 2 §5, §6). */
export type ApplicantRole = 'MAIN' | 'SECONDARY' | 'MINOR' | 'MAIN_UTMA_CUSTODIAN';

export const daysInMonth = (month: number, year: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whole years between an ISO date and today (the US Eastern calendar day, issue 35 item 7). */
export function ageOn(dobIso: string, today: Date): number {
  const [y, m, d] = dobIso.split('-').map(Number);
  // The calendar day in US Eastern time, like every date of the brokerage (issue 35 item 7).
  const now = easternDate(today);
  let age = now.year - y;
  const beforeBirthday = now.month < m || (now.month === m && now.day < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * Age rule by role (doc 2 §5): custodian ≥ 21 'dateOfBirthUtmaCustodian'; minor < 21
 * 'dateOfBirthUtma'; secondary ≥ 18 'dateOfBirthSecondary'; anyone else ≥ 18 'dateOfBirth'.
 * Returns the message key, or null when the age is acceptable.
 */
export function ageError(dobIso: string, role: ApplicantRole, today: Date): string | null {
  const age = ageOn(dobIso, today);
  if (role === 'MINOR') return age >= 21 ? k('dateOfBirthUtma') : null;
  if (role === 'MAIN_UTMA_CUSTODIAN') return age < 21 ? k('dateOfBirthUtmaCustodian') : null;
  if (role === 'SECONDARY') return age < 18 ? k('dateOfBirthSecondary') : null;
  return age < 18 ? k('dateOfBirth') : null;
}

const intField = (req: string) =>
  z
    .string({ error: k(req) })
    .trim()
    .min(1, k(req))
    .regex(/^\d+$/, k(req))
    .transform(Number);

/**
 * The last year of birth a person of `role` may enter (doc 2 §5 "Year … 1901 to the current year
 * minus 1"; the minor of a UTMA account, who may be born this calendar year, up to the current
 * year — issue 21).
 */
export const maxBirthYear = (role: ApplicantRole, today: Date): number =>
  easternDate(today).year - (role === 'MINOR' ? 0 : 1);

/**
 * Date-of-birth form {Month, Day, Year} → 'yyyy-MM-dd' (doc 2 §5 "Date of birth"). Month 1–12,
 * year 1901 ('minYear') to `maxBirthYear` ('maxYear'), day 1 to the days of that month (30 when
 * unknown), then the role's age rule. A year out of range is the only date error (the age rule on
 * the day would otherwise hide 'maxYear' / 'minYear'); a minor's date after today is
 * 'dateOfBirthInvalid'.
 */
export function dateOfBirthForm(role: ApplicantRole = 'MAIN', today: Date = new Date()) {
  const maxYear = maxBirthYear(role, today);
  return z
    .object({
      Month: intField('month').pipe(z.number().min(1, k('minMonth')).max(12, k('maxMonth'))),
      Day: intField('day').pipe(z.number().min(1, k('minDay'))),
      Year: intField('year').pipe(z.number().min(1901, k('minYear')).max(maxYear, k('maxYear'))),
    })
    .superRefine((v, ctx) => {
      if (!(v.Year >= 1901 && v.Year <= maxYear)) return;
      const max = daysInMonth(v.Month, v.Year);
      if (v.Day > max) {
        ctx.addIssue({ code: 'custom', path: ['Day'], message: k('maxDay') });
        return;
      }
      const iso = toIsoDate(v.Year, v.Month, v.Day);
      if (iso > easternIsoDate(today)) {
        ctx.addIssue({ code: 'custom', path: ['Day'], message: k('dateOfBirthInvalid') });
        return;
      }
      const err = ageError(iso, role, today);
      if (err) ctx.addIssue({ code: 'custom', path: ['Day'], message: err });
    });
}

/**
 * The date-of-birth form of a sales agent's session (doc 2 §5 "an incomplete date is saved as null
 * with no age check"): all three parts empty pass as `{Month: null, Day: null, Year: null}` (saved
 * as DateOfBirth null); a date with any part typed follows `dateOfBirthForm` (so nothing typed is
 * silently dropped — docs/decisions.md).
 */
export function dateOfBirthFormAssisted(role: ApplicantRole = 'MAIN', today: Date = new Date()) {
  const full = dateOfBirthForm(role, today);
  const part = z.string().trim().optional();
  const blank = (v: { Month?: string; Day?: string; Year?: string }) =>
    !v.Month && !v.Day && !v.Year;
  return z
    .object({ Month: part, Day: part, Year: part })
    .superRefine((v, ctx) => {
      if (blank(v)) return;
      const r = full.safeParse(v);
      if (!r.success)
        for (const i of r.error.issues)
          ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
    })
    .transform((v) =>
      blank(v) ? { Month: null, Day: null, Year: null } : (full.parse(v) as DobParts),
    );
}
type DobParts = { Month: number | null; Day: number | null; Year: number | null };

export const toIsoDate = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * DateOfBirth payload (doc 2 §5): a real 'yyyy-MM-dd' date from 1901, not after today (a UTMA minor
 * may be born this calendar year, issue 21); the year limit of the other roles is their age rule
 * on the server (`ageError`: under 18 this year).
 */
export const dateOfBirthIso = z
  .string({ error: k('dateOfBirthInvalid') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, k('dateOfBirthInvalid'))
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number);
    return (
      m >= 1 &&
      m <= 12 &&
      d >= 1 &&
      d <= daysInMonth(m, y) &&
      y >= 1901 &&
      s <= easternIsoDate(new Date())
    );
  }, k('dateOfBirthInvalid'));

// ---------------------------------------------------------------------------------------------
// Identity country and SSN (doc 2 §5)
// ---------------------------------------------------------------------------------------------

export const identityCountryForm = z.object({
  CountryIso3Code: z
    .string({ error: k('countryRequired') })
    .trim()
    .length(3, k('countryRequired')),
});

const SSN_PATTERN = /^(\d{3})-?(\d{2})-?(\d{4})$/;

/**
 * Full SSN (doc 2 §5): empty 'ssnRequired'; non-numeric groups 'ssnDigits'; fewer than 9 digits
 * 'ssnNotValid'; pattern 3-2-4 with forbidden groups (000/666/999, 00/66/99, 0000/6666/9999)
 * and formatted length 11 'einValidation'. Output is 'XXX-XX-XXXX'.
 */
export const ssnFullSchema = z
  .string({ error: k('ssnRequired') })
  .trim()
  .min(1, k('ssnRequired'))
  .max(11, k('ssnNotValid'))
  .superRefine((s, ctx) => {
    if (/[^\d-]/.test(s)) return void ctx.addIssue({ code: 'custom', message: k('ssnDigits') });
    const digits = s.replace(/-/g, '');
    if (digits.length < 9) return void ctx.addIssue({ code: 'custom', message: k('ssnNotValid') });
    const m = SSN_PATTERN.exec(s);
    if (
      !m ||
      ['000', '666', '999'].includes(m[1]) ||
      ['00', '66', '99'].includes(m[2]) ||
      ['0000', '6666', '9999'].includes(m[3])
    ) {
      ctx.addIssue({ code: 'custom', message: k('einValidation') });
    }
  })
  .transform((s) => {
    const d = s.replace(/-/g, '');
    return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  });
export const ssnForm = z.object({ Ssn: ssnFullSchema });
/**
 * The SSN form of a sales agent's session (doc 2 §5 "Sales-assisted may save an empty value"): an
 * empty input passes (saved as null); anything typed follows `ssnFullSchema`.
 */
export const ssnFormAssisted = z.object({ Ssn: ssnFullSchema.optional() });

const LAST4 = /^\d{4}$/;
/**
 * Last-4 SSN (doc 2 §5): empty 'ssnRequired'; non-numeric 'ssnDigits' (the spec's "check flag" is
 * always on, docs/decisions.md); fewer than 4 digits 'ssnNotValid' (more than 4 too). Output is
 * the four digits.
 */
export const ssnLast4Schema = z
  .string({ error: k('ssnRequired') })
  .trim()
  .min(1, k('ssnRequired'))
  .superRefine((s, ctx) => {
    if (/\D/.test(s)) return void ctx.addIssue({ code: 'custom', message: k('ssnDigits') });
    if (!LAST4.test(s)) ctx.addIssue({ code: 'custom', message: k('ssnNotValid') });
  });
/** The last-4 SSN step's form (doc 2 §2.15 "four code boxes"). */
export const ssnLast4Form = z.object({ Ssn: ssnLast4Schema });
/** The last-4 form of a sales agent's session: empty passes (saved as null), as `ssnFormAssisted`. */
export const ssnLast4FormAssisted = z.object({ Ssn: ssnLast4Schema.optional() });
/**
 * What POST/PUT …/ssns accepts (doc 2 §3 PersonSsn "full or only the last 4 digits"): exactly four
 * digits (the last-4 variant) as they are, anything else by `ssnFullSchema`.
 */
export const ssnStoredSchema = z
  .string({ error: k('ssnRequired') })
  .trim()
  .superRefine((s, ctx) => {
    if (LAST4.test(s)) return;
    const r = ssnFullSchema.safeParse(s);
    if (!r.success)
      for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  })
  .transform((s) => (LAST4.test(s) ? s : ssnFullSchema.parse(s)));

/** Display mask for an SSN: '•••-••-1234' (doc 2 §2.23). */
export const maskSsn = (ssn: string | null | undefined) =>
  ssn ? `XXX-XX-${ssn.replace(/-/g, '').slice(-4)}` : 'N/A';

// ---------------------------------------------------------------------------------------------
// Address (doc 2 §5)
// ---------------------------------------------------------------------------------------------

const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box|postal\s+box)\b/i;

/** Postal code validity by country (USA: 5 or 5+4 digits; Canada: A1A 1A1; others 2–10 alphanumerics). */
export function isValidPostalCode(code: string, iso3: string | undefined): boolean {
  const c = code.trim();
  if (iso3 === 'USA') return /^\d{5}(-\d{4})?$/.test(c);
  if (iso3 === 'CAN') return /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/.test(c);
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(c);
}

const addressShape = {
  Street: requiredString('streetAddress').pipe(
    z
      .string()
      .max(50, k('streetAddressMaxLength'))
      .refine((s) => !PO_BOX.test(s), k('poBoxNotAllowed')),
  ),
  AptOrSuite: z.string().trim().max(50, k('aptMaxLength')).nullable().optional(),
  City: requiredString('city').pipe(z.string().max(50, k('cityMaxLength'))),
  State: requiredString('stateRequired'),
  PostalCode: requiredString('postalCode'),
  CountryIso3Code: requiredString('countryRequired').pipe(
    z.string().length(3, k('countryRequired')),
  ),
};

const postalCodeRule = <T extends { PostalCode: string; CountryIso3Code: string }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (!isValidPostalCode(v.PostalCode, v.CountryIso3Code)) {
    ctx.addIssue({ code: 'custom', path: ['PostalCode'], message: k('postalCode') });
  }
};

/** Address form of the entry screen (doc 2 §2.20, §5). */
export const addressForm = z.object(addressShape).superRefine(postalCodeRule);

/** Address payload {Street, AptOrSuite, City, State, PostalCode, CountryIso3Code, CountryIso2Code}. */
export const addressPayload = z
  .object({ ...addressShape, CountryIso2Code: z.string().trim().length(2).nullable().optional() })
  .superRefine(postalCodeRule);

// ---------------------------------------------------------------------------------------------
// Phone payload shape (rules needing libphonenumber-js are in phone-fields.ts)
// ---------------------------------------------------------------------------------------------

export const phonePayload = z.object({
  Iso3CountryCode: z.string().trim().length(3, 'PhoneModel_Iso3CountryCodeIsInvalid'),
  AreaCode: z.string().trim().max(10).nullable().optional(),
  LocalNumber: z
    .string()
    .trim()
    .min(1, 'LocalNumberIsNullOrEmpty')
    .max(50, k('personPhoneMaxLength')),
  StateCode: z.string().trim().max(10).nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// Funding and agreement (doc 3 §5)
// ---------------------------------------------------------------------------------------------

export const fundingMethodForm = z.object({
  BankFundingType: z.enum(['Wire', 'Check'], { error: k('fundingTypeRequired') }),
});

/** Wire maximum and default amount bounds, in dollars (doc 3 §5, §9). */
export const AMOUNT_MIN = 1;
export const AMOUNT_MAX = 500_000_000;

/**
 * What an amount is for (doc 3 §5 "the funding type" of the amount messages): the four deposit
 * methods of the fund-amount screen, the three IRA fundings and the programme's monthly investment.
 */
export type AmountKind =
  | 'Wire'
  | 'Check'
  | 'ACHConnected'
  | 'Cryptocurrency'
  | 'Rollover'
  | 'IRATransfer'
  | 'AnnualContribution'
  | 'MetalStream';

/** The catalogue key of each kind's `{{type}}` text in the deposit-limit copy (src/i18n/en.ts fundAmount.type*). */
export const AMOUNT_KIND_KEYS: Readonly<Record<AmountKind, string>> = {
  Wire: 'fundAmount.typeWire',
  Check: 'fundAmount.typeCheck',
  ACHConnected: 'fundAmount.typeAch',
  Cryptocurrency: 'fundAmount.typeCrypto',
  Rollover: 'fundAmount.typeRollover',
  IRATransfer: 'fundAmount.typeTransfer',
  AnnualContribution: 'fundAmount.typeContribution',
  MetalStream: 'fundAmount.typeMetalStream',
};

// Built on first use (issue 22 "Boot"): this module evaluates with the entry chunk, and an Intl
// formatter costs milliseconds to create at 4× CPU; only the funding screens format a bound.
let usdWhole: Intl.NumberFormat | null = null;

/** A bound of the amount messages: US dollars without decimals, e.g. 1000 → '$1,000' (doc 3 §5). */
export const formatAmountBound = (dollars: number): string =>
  (usdWhole ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })).format(dollars);

/** The amounts doc 3 §5 calls estimated: a rollover's and an IRA transfer's (the custodian's figure may differ). */
export const ESTIMATED_AMOUNT_KINDS: readonly AmountKind[] = ['Rollover', 'IRATransfer'];

/**
 * The message of an amount below `bound` ('min') or above it ('max') for `kind` (doc 3 §5
 * "messages 'minAmount' / 'maxAmount' with the bound formatted as currency without decimals plus
 * the funding type", in the deposit-limit copy): the key fundAmount.minLimit / maxLimit with its
 * values — `fundAmount.minLimit?minAmount=%241%2C000&type=fundAmount.typeWire` — which t() reads
 * (src/i18n/t.ts: `key?name=value`, a value that is a catalogue key is translated), so the
 * wizard's forms and the reference server send the same message. An estimated amount
 * (`ESTIMATED_AMOUNT_KINDS`) answers 'fundAmount.estimatedRange' with both bounds instead,
 * `fundAmount.estimatedRange?minValue=%241&maxValue=%24500%2C000%2C000`.
 */
export function amountLimitMessage(which: 'min' | 'max', bound: number, kind: AmountKind): string {
  // Doc 3 §5 "Estimated amounts: … initial deposit min {{minValue}} and max {{maxValue}}": a
  // rollover's or an IRA transfer's amount is what the applicant expects to move (issue 35 item 8).
  if (ESTIMATED_AMOUNT_KINDS.includes(kind)) {
    const [lo, hi] = which === 'min' ? [bound, AMOUNT_MAX] : [AMOUNT_MIN, bound];
    const range = new URLSearchParams({
      minValue: formatAmountBound(lo),
      maxValue: formatAmountBound(hi),
    });
    return `fundAmount.estimatedRange?${range.toString()}`;
  }
  const key = which === 'min' ? 'fundAmount.minLimit' : 'fundAmount.maxLimit';
  const name = which === 'min' ? 'minAmount' : 'maxAmount';
  const query = new URLSearchParams({
    [name]: formatAmountBound(bound),
    type: AMOUNT_KIND_KEYS[kind],
  });
  return `${key}?${query.toString()}`;
}

/**
 * Amount form (doc 3 §5): a number ('mustBeNumber'), greater than zero ('greaterThanZero'),
 * at least `min` and at most `max` (`amountLimitMessage`, naming the bound and what the amount
 * is for, `kind`); dollars with two decimals.
 */
export function amountForm(kind: AmountKind, min = AMOUNT_MIN, max = AMOUNT_MAX) {
  return z.object({
    Amount: z
      .string({ error: k('amount') })
      .trim()
      .min(1, k('amount'))
      .transform((s) => s.replace(/[$,\s]/g, '').replace(/^CAD/, ''))
      .pipe(
        z
          .string()
          .regex(/^\d+(\.\d{1,2})?$/, k('mustBeNumber'))
          .transform(Number)
          .pipe(
            z
              .number()
              .positive(k('greaterThanZero'))
              // Messages built when an amount fails (issue 22 "Boot": the forms built when
              // their module evaluates would otherwise create the Intl formatter at boot).
              .min(min, { error: () => amountLimitMessage('min', min, kind) })
              .max(max, { error: () => amountLimitMessage('max', max, kind) }),
          ),
      ),
  });
}

export const agreementForm = z.object({
  agree: z.literal('on', { error: k('agree') }),
});

/** Who is subject to IRS backup withholding (doc 2 §2.19): nobody, me, the secondary owner or both. */
export const BACKUP_WITHHOLDING_ANSWERS = ['none', 'me', 'secondary', 'both'] as const;
export type BackupWithholdingAnswer = (typeof BACKUP_WITHHOLDING_ANSWERS)[number];

/**
 * doc 2 §2.19 backup withholding ("validation not shown", §5): one answer is required
 * ('fields.errors.validation.backupWithholdingRequired'); Individual offers none / me, Joint all four.
 */
export const backupWithholdingForm = z.object({
  BackupWithholding: z.enum(BACKUP_WITHHOLDING_ANSWERS, { error: k('backupWithholdingRequired') }),
});

/** doc 1 §5 "Confirm password required; the passwords must match" (the new-password screens). */
const confirmPasswordSchema = z
  .string({ error: k('confirmPassword') })
  .trim()
  .min(1, k('confirmPassword'));
const passwordsMatch = {
  check: (v: { Password: string; ConfirmPassword: string }) => v.Password === v.ConfirmPassword,
  params: { path: ['ConfirmPassword'], message: k('passwordsMustMatch') },
};

/**
 * RESET_PASSWORD (doc 1 §2.6, §5): a new password with the create-account rules (the e-mail is
 * not known here), typed twice — ConfirmPassword stays in the browser (the API takes NewPassword).
 */
export const resetPasswordForm = z
  .object({ Password: passwordSchema, ConfirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch.check, passwordsMatch.params);

/**
 * SET_PASSWORD (doc 1 §2.6, §5 "Set password"): the invited customer's e-mail (shown, disabled) and
 * first password with the create-account rules, typed twice (ConfirmPassword is never sent).
 */
export const setPasswordForm = z
  .object({ Email: emailSchema, Password: passwordSchema, ConfirmPassword: confirmPasswordSchema })
  .refine((v) => v.Password.toLowerCase() !== v.Email.toLowerCase(), {
    path: ['Password'],
    message: k('passwordEqualsEmail'),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
