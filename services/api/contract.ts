/**
 * The registration API contract (doc 1 §7, doc 2 §7, doc 3 §7) as zod schemas.
 *
 * Shared by the wizard's ky client (services/api/client.ts) and the reference server's
 * validators (server/). Bodies and responses are PascalCase exactly as the spec writes them;
 * query parameters are camelCase as the spec writes them. Money is in dollars (number with
 * at most two decimals), never cents. Dates travel as 'yyyy-MM-dd' strings.
 *
 * Field-level rules of each document's §5 live in services/api/fields.ts and are reused here
 * so the client form and the server validate with the same schema.
 */
import { z } from 'zod';
import { TRACKING_PATHS } from '../adapters/tracking';
import {
  addressPayload,
  dateOfBirthIso,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  middleNameSchema,
  passwordSchema,
  phonePayload,
  ssnStoredSchema,
} from './fields';

// ---------------------------------------------------------------------------------------------
// Errors (doc 1 §8.1)
// ---------------------------------------------------------------------------------------------

/** One error item: Code from the spec's catalogue, Message, and Context (the field it concerns). */
export const apiErrorItem = z.object({
  Code: z.string(),
  Message: z.string().nullable().optional(),
  Context: z.string().nullable().optional(),
});
export type ApiErrorItem = z.infer<typeof apiErrorItem>;

/** Error body of every non-2xx answer: `{ ErrorMessage?, Errors: [{Code, Message, Context}] }`. */
export const errorResponse = z.object({
  ErrorMessage: z.string().optional(),
  Errors: z.array(apiErrorItem),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

// ---------------------------------------------------------------------------------------------
// Constants (doc 1 §9, doc 2 §9, doc 3 §3)
// ---------------------------------------------------------------------------------------------

/** Application types in spec order (1 Individual … 5 UTMA); JSON carries the names. */
export const APPLICATION_TYPES = [
  'Individual',
  'Corporate',
  'IRA',
  'JointTenants',
  'UTMA',
] as const;
export const applicationTypeSchema = z.enum(APPLICATION_TYPES);
export type ApplicationType = z.infer<typeof applicationTypeSchema>;

export const CORPORATE_ACCOUNT_TYPES = [
  'Corporate',
  'SoleProprietorship',
  'LimitedLiabilityCorporation',
  'Trust',
  'Partnership',
] as const;
export const IRA_ACCOUNT_TYPES = ['Traditional', 'Roth', 'SIMPLE', 'SEP'] as const;
export const JOINT_ACCOUNT_TYPES = ['Common', 'WithRightOfSurvivorship'] as const;
export const UTMA_ACCOUNT_TYPES = ['Custodian', 'Trustee'] as const;
/** Every account sub-type name; AccountType on the application holds one of these or null. */
export const accountTypeSchema = z.enum([
  ...CORPORATE_ACCOUNT_TYPES,
  ...IRA_ACCOUNT_TYPES,
  ...JOINT_ACCOUNT_TYPES,
  ...UTMA_ACCOUNT_TYPES,
]);
export type AccountType = z.infer<typeof accountTypeSchema>;

/**
 * The account sub-types of each application type (doc 1 §9). Individual has none: its
 * AccountType is null or '' (the AIP flow sends 'Individual' with accountType '', doc 1 §7.2).
 */
export const ACCOUNT_SUBTYPES: Record<ApplicationType, readonly string[]> = {
  Individual: [],
  Corporate: CORPORATE_ACCOUNT_TYPES,
  IRA: IRA_ACCOUNT_TYPES,
  JointTenants: JOINT_ACCOUNT_TYPES,
  UTMA: UTMA_ACCOUNT_TYPES,
};

/**
 * True when `accountType` may go with `applicationType` (doc 1 §9): empty (null, undefined, '')
 * always, else one of the type's sub-types (exact spelling). Without an application type only an
 * empty AccountType fits. Used by POST /v2/applications and POST /v2/users (AccountTypeIsInvalid).
 */
export function isAccountTypeOf(
  applicationType: ApplicationType | '' | null | undefined,
  accountType: string | null | undefined,
): boolean {
  if (!accountType) return true;
  return !!applicationType && ACCOUNT_SUBTYPES[applicationType].includes(accountType);
}

/** RegistrationFlowType: 1 normal, 2 MetalStream/AIP (doc 1 §9). */
export const registrationFlowTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type RegistrationFlowType = z.infer<typeof registrationFlowTypeSchema>;

/** BankFundingType codes (doc 3 §3): 1 ACHConnected, 2 ACHManual, 3 Wire, 4 Check, 5 Cryptocurrency. */
export const BANK_FUNDING_TYPES = {
  ACHConnected: 1,
  ACHManual: 2,
  Wire: 3,
  Check: 4,
  Cryptocurrency: 5,
} as const;
export const bankFundingTypeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type BankFundingType = z.infer<typeof bankFundingTypeSchema>;

/** Suffix codes (doc 2 §9): None 0 … MD 13. */
export const SUFFIXES = [
  'None',
  'I',
  'II',
  'III',
  'IV',
  'IX',
  'JR',
  'SR',
  'V',
  'VI',
  'VII',
  'VIII',
  'ESQ',
  'MD',
] as const;
export const suffixTypeSchema = z
  .number()
  .int()
  .min(0)
  .max(SUFFIXES.length - 1);

/** The all-zero GUID means "no application" (doc 1 §9). */
export const NULL_GUID = '00000000-0000-0000-0000-000000000000';

/**
 * JWT claims (doc 1 §3). exp is seconds since the epoch.
 *
 * JwtTokenType: 'Regular' (the account owner), 'Impersonation' (a sales agent acting as the
 * customer, doc 1 §6: UserUid/Email/LogonUid/ApplicationUid name the CUSTOMER, SalesAgentUid the
 * agent, BrokerCode the agent's broker), 'Sales' (a sales agent's own session: UserUid =
 * SalesAgentUid = the agent, BrokerCode its broker, ApplicationUid all-zero) and 'Refresh'
 * (AccessTokenType says which access type it renews; absent means 'Regular').
 */
export const jwtClaims = z.object({
  JwtTokenType: z.enum(['Regular', 'Impersonation', 'Refresh', 'Sales']),
  ApplicationUid: z.string(),
  UserUid: z.string(),
  Email: z.string(),
  LogonUid: z.string(),
  PortalLogonUid: z.string().optional(),
  /** Impersonation and Sales tokens: the sales agent (doc 1 §7.3). */
  SalesAgentUid: z.string().optional(),
  /** Impersonation and Sales tokens: the broker whose applications the token reaches. */
  BrokerCode: z.string().optional(),
  /** Refresh tokens only: the access-token type a refresh renews ('Regular' when absent). */
  AccessTokenType: z.enum(['Regular', 'Impersonation', 'Sales']).optional(),
  /** The reference server's sign-in session (refresh-token family, issue 12); absent elsewhere. */
  sid: z.string().optional(),
  exp: z.number(),
});
export type JwtClaims = z.infer<typeof jwtClaims>;

// ---------------------------------------------------------------------------------------------
// Tracking (doc 1 §3, §7.6)
// ---------------------------------------------------------------------------------------------

export const trackingDetails = z.object({
  Fp: z.string().max(200).nullable().optional(),
  LandingPageUrl: z.string().max(2000).nullable().optional(),
  Offer: z.string().max(200).nullable().optional(),
  ReferrerUrl: z.string().max(2000).nullable().optional(),
});
export type TrackingDetails = z.infer<typeof trackingDetails>;

export const affiliateTrackingRequest = z.object({
  AffiliateCode: z.string().max(200).nullable().optional(),
  CJEvent: z.string().max(200).nullable().optional(),
  PromotionCode: z.string().max(200).nullable().optional(),
  ReferrerUrl: z.string().max(2000).nullable().optional(),
});
export const fingerprintRequest = z.object({
  Fp: z.string().min(1).max(200),
  UrlReferrer: z.string().max(2000).nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// Settings and reference data (doc 1 §3, §7.5)
// ---------------------------------------------------------------------------------------------

export const THEMES = ['default', 'second', 'demo', 'legacy'] as const;

/**
 * Broker codes whose main agreement is the alternative variant (doc 3 §2.5 "one particular
 * broker code gets its own variant": own title, four numbered points, own wording). The
 * reference server seeds LG with it (docs/sandbox.md).
 */
export const ALTERNATIVE_AGREEMENT_BROKER_CODES: readonly string[] = ['LG'];

/** GET v2/settings — every field of doc 1 §3 "Settings". Amount fields are dollars. */
export const settingsResponse = z.object({
  BrokerCode: z.string(),
  BrokerName: z.string(),
  Theme: z.enum(THEMES),
  Currency: z.enum(['USD', 'CAD']),
  RegistrationUrl: z.string(),
  RootUrl: z.string(),
  PortalUrl: z.string(),
  WebsiteUrl: z.string(),
  TermsAndConditionsUrl: z.string(),
  PrivacyPolicyDocumentUrl: z.string(),
  CAPrivacyRightsUrl: z.string(),
  AccessibilityStatementUrl: z.string(),
  SupportEmail: z.string(),
  BuyCashBufferPercentage: z.number(),
  MetalStreamMinimumDepositAmount: z.number(),
  /**
   * The same amount under the alternative spelling doc 1 §3 lists ("also spelt
   * MetaltreamMinimumDepositAmount"); the reference server always sends both, equal.
   */
  MetaltreamMinimumDepositAmount: z.number().optional(),
  MetalStreamMaximumDepositAmount: z.number(),
  MetalStreamRecurringInvestment: z.number().int().min(1).max(31),
  NumberOfAllowedAchDepositAccounts: z.number().int(),
  AchDepositLimit: z.number(),
  CheckDepositLimit: z.number(),
  CryptocurrencyLimit: z.number(),
  WireWithdrawalFee: z.number(),
  RegistrationContributionLimitAmount: z.number(),
  EquityIraSetupFee: z.number(),
  PortalGatewayISOCodesListToIgnoreAreaCode: z.array(z.string()),
  EnableGoogleReCaptcha: z.boolean(),
  IsIRSRequired: z.boolean(),
  SSNVideoSlug: z.string(),
  /**
   * Beyond doc 1 §3 (issue 21 item 10; docs/decisions.md): the back office's draft-applications
   * page that 'Ok, return to back office' and the assisted save & close leave for (doc 1 §2.10
   * "{host}"). Unset: the broker's RootUrl.
   */
  BackOfficeUrl: z.string().url().optional(),
  /**
   * Issue 24 (beyond doc 1 §3): the wizard languages the broker offers ('en', 'es'); absent = all
   * (the sandbox brokers send none). A restricted broker's applicants see no language switch.
   */
  Languages: z.array(z.enum(['en', 'es'])).optional(),
  /**
   * Issue 35 item 2 (beyond doc 1 §3's list; doc 1 §1 "a fraud-prevention service script runs
   * with a session id"): the broker's fraud-prevention script, loaded at boot; its page element's
   * orderSessionId is the session id (doc 3 §3). Absolute, or origin-relative (the
   * sandbox brokers: '/sandbox/fraud-prevention.js'). Absent: no script; the wizard makes its ids.
   */
  FraudScriptUrl: z.string().optional(),
});
export type Settings = z.infer<typeof settingsResponse>;

/** PUT /v2/users/language (issue 24): the signed-in user's wizard language. */
export const userLanguageRequest = z.object({ Language: z.enum(['en', 'es']) });
/** GET /v2/users/language (issue 24): null until the user chose one. */
export const userLanguageResponse = z.object({ Language: z.enum(['en', 'es']).nullable() });
export const settingsQuery = z.object({ brokerCode: z.string().max(20).optional() });

export const country = z.object({
  Iso3Code: z.string().length(3),
  Iso2Code: z.string().length(2),
  Caption: z.string(),
  TelephoneCode: z.string(),
});
export type Country = z.infer<typeof country>;
export const countriesQuery = z.object({ countryListType: z.coerce.number().int().optional() });
export const countriesResponse = z.array(country);

export const state = z.object({ Code: z.string(), Caption: z.string() });
export type State = z.infer<typeof state>;
/**
 * stateListType: 1 standard, 2 IRA (doc 2 §9), 3 the US states where a UTMA (gift) account is
 * supported (issue 35 item 5, doc 2 §5; GIFT_STATE_LIST_TYPE).
 */
export const GIFT_STATE_LIST_TYPE = 3;
export const statesQuery = z.object({
  stateListType: z.coerce.number().int().min(1).max(3).default(1),
});
export const statesResponse = z.array(state);

// ---------------------------------------------------------------------------------------------
// Users and authentication (doc 1 §7.2)
// ---------------------------------------------------------------------------------------------

/** GET /v2/users/usernames?email — Errors: EmailNotValid (Context 'Email'); 302 old portal. */
export const usernamesQuery = z.object({
  email: emailSchema,
  recaptchaToken: z.string().optional(),
  referralCode: z.string().max(200).optional(),
  referrerEmail: z.string().max(200).optional(),
});
export const usernamesResponse = z.object({ Usernames: z.array(z.string()) });

export const tokensResponse = z.object({ JwtToken: z.string(), JwtRefreshToken: z.string() });
export type Tokens = z.infer<typeof tokensResponse>;

/**
 * POST /v2/authenticate/logout (issue 12; not in the spec) — {JwtRefreshToken} and/or the bearer
 * token; 204 always. Ends that sign-in session: its refresh token and every access token it issued.
 */
export const logoutRequest = z.object({ JwtRefreshToken: z.string().max(4000).optional() });

/**
 * POST /v2/users — create user and their first application.
 * Errors: UsernameAlreadyExists (Context 'Email'), EmailAddressIsInvalid, PasswordIsInvalid
 * (Context 'Password'), InvalidRecaptchaToken, TrackingDetailsModelIsNull.
 */
export const createUserQuery = z.object({
  applicationType: z.union([applicationTypeSchema, z.literal('')]).optional(),
  registrationFlowType: z.coerce.number().int().min(1).max(2).default(1),
  brokerCode: z.string().max(20).optional(),
  logonUid: z.string().max(100).optional(),
  username: z.string().max(100).optional(),
  userUid: z.string().max(100).optional(),
  iraAccountType: z.enum(IRA_ACCOUNT_TYPES).optional(),
  utmaAccountType: z.enum(UTMA_ACCOUNT_TYPES).optional(),
  corporateAccountType: z.enum(CORPORATE_ACCOUNT_TYPES).optional(),
  jointTenantsAccountType: z.enum(JOINT_ACCOUNT_TYPES).optional(),
  accountType: z.string().max(50).optional(),
});
export const createUserRequest = z.object({
  Email: emailSchema,
  Password: passwordSchema,
  RecaptchaToken: z.string().max(4000).nullable().optional(),
  TrackingDetails: trackingDetails,
  ReferralCode: z.string().max(200).nullable().optional(),
  ReferrerEmail: z.string().max(200).nullable().optional(),
});
export const createUserResponse = tokensResponse.extend({ IsExistingUser: z.boolean() });

/** POST /v2/authenticate — Errors: InvalidCredentials (Context 'Username'). */
export const authenticateRequest = z.object({
  Email: z.string().trim().min(1).max(100),
  Password: z.string().min(1).max(100),
  TrackingDetails: trackingDetails.optional(),
});

/** POST /v2/authenticate/authenticate/refresh — Errors: InvalidToken (401). */
export const refreshRequest = tokensResponse;

/**
 * POST /v2/users/plain — a user without an application (doc 1 §7.2); tokens name the all-zero
 * ApplicationUid. Errors as POST /v2/users (no TrackingDetails required).
 */
export const createPlainUserRequest = z.object({
  Email: emailSchema,
  Password: passwordSchema,
  RecaptchaToken: z.string().max(4000).nullable().optional(),
  TrackingDetails: trackingDetails.nullable().optional(),
});

/** POST /v2/authenticate/authenticate/generate — login with a token; Errors: InvalidToken (401). */
export const generateTokensRequest = z.object({ JwtToken: z.string().min(1).max(4000) });

/**
 * POST /v2/users/passwords/reset_token?username — body the username as a JSON string (or
 * {Username}); 204. Errors: UsernameIsNullOrEmpty, UsernameDoesNotExist (Context 'Username').
 */
export const passwordResetTokenQuery = z.object({ username: z.string().max(100).optional() });
export const passwordResetTokenBody = z.union([
  z.string().max(100),
  z.object({ Username: z.string().max(100).nullable().optional() }),
]);

/**
 * POST /v2/users/passwords — {PasswordResetToken 'rpt_…', NewPassword}; 204.
 * Errors (400): TokenDoesNotMatch (unknown token), TokenHasExpired, InvalidToken (already used:
 * 'You already changed your password.') — Context 'PasswordResetToken'; PasswordIsInvalid
 * (Context 'NewPassword').
 */
export const newPasswordRequest = z.object({
  PasswordResetToken: z.string().trim().min(1).max(200),
  NewPassword: passwordSchema,
});

/** GET /v2/users/uids?email → {Uid: the encrypted e-mail}; Errors: EmailNotValid. */
export const userUidsQuery = z.object({ email: emailSchema });
export const userUidsResponse = z.object({ Uid: z.string() });
/**
 * GET /v2/users/usernames with every input doc 1 §7.2 lists (the server's reading of the query).
 * The e-mail looked up is `email` (plain, or with encryptV1Email=true the encrypted e-mail of
 * GET /v2/users/uids), else the e-mail of `encryptedUserUid` (the URL 'user' parameter, the same
 * encryption), else — with formUserInvite=true — the invited e-mail of the sales invitation
 * `token` (doc 1 §7.3). Errors: EmailNotValid (no e-mail, a value that does not decrypt, or two
 * sources naming different e-mails), InvalidApplicationToken (Context 'token'). When the broker
 * (`brokerCode`, else the server's default broker) has its captcha on: 400 InvalidRecaptchaToken
 * (Context 'recaptchaToken') unless `recaptchaToken` is the captcha's answer; unknown brokerCode:
 * 400 Error_BrokerNotFound (Context 'brokerCode').
 */
export const usernamesLookupQuery = z.object({
  email: z.string().max(400).optional(),
  recaptchaToken: z.string().optional(),
  /** The broker whose captcha switch applies (server extension; default: the server's broker). */
  brokerCode: z.string().max(100).optional(),
  referralCode: z.string().max(200).optional(),
  referrerEmail: z.string().max(200).optional(),
  token: z.string().max(4000).optional(),
  encryptV1Email: z.string().max(10).optional(),
  formUserInvite: z.string().max(10).optional(),
  encryptedUserUid: z.string().max(400).optional(),
});

/** GET /v2/users/emails?uid → {Email: the decrypted e-mail}; Errors: UidIsInvalid (Context 'uid'). */
export const userEmailsQuery = z.object({ uid: z.string().min(1).max(400) });
export const userEmailsResponse = z.object({ Email: z.string() });

// ---------------------------------------------------------------------------------------------
// Persons (doc 2 §3, §7)
// ---------------------------------------------------------------------------------------------

export const personName = z.object({
  FirstName: z.string().nullable(),
  MiddleName: z.string().nullable(),
  LastName: z.string().nullable(),
  SuffixType: suffixTypeSchema.nullable(),
});
export const personBirthday = z.object({ DateOfBirth: z.string().nullable() });
export const personCountry = z.object({
  CountryIso3Code: z.string().nullable(),
  CountryIso2Code: z.string().nullable(),
});
export const personSsn = z.object({ Ssn: z.string().nullable() });
export const phone = z.object({
  Iso3CountryCode: z.string().nullable(),
  AreaCode: z.string().nullable(),
  LocalNumber: z.string().nullable(),
  StateCode: z.string().nullable(),
});
export type Phone = z.infer<typeof phone>;
export const personAddress = z.object({
  Street: z.string().nullable(),
  AptOrSuite: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  StateCaption: z.string().nullable().optional(),
  PostalCode: z.string().nullable(),
  CountryIso3Code: z.string().nullable(),
  CountryIso2Code: z.string().nullable(),
});
export type PersonAddress = z.infer<typeof personAddress>;

/** A person of an application, as GET application returns it; sections are null until saved. */
export const person = z.object({
  PersonUid: z.string(),
  PersonName: personName.nullable(),
  PersonBirthday: personBirthday.nullable(),
  PersonCountry: personCountry.nullable(),
  PersonSsn: personSsn.nullable(),
  Phone: phone.nullable(),
  PersonAddress: personAddress.nullable(),
  /** doc 2 §3 PersonMaritalStatus {MaritalStatus: MARITAL_STATUSES code}; null until saved. */
  PersonMaritalStatus: z.object({ MaritalStatus: z.number().int() }).nullable().optional(),
  /** doc 2 §3 PersonBackupWithHolding {BackupWithHoldingRecord}; null until saved. */
  PersonBackupWithHolding: z.object({ BackupWithHoldingRecord: z.boolean() }).nullable().optional(),
});
export type Person = z.infer<typeof person>;

/**
 * POST v2/applications/{ApplicationUid}/persons?isPrimary — create by name; PUT
 * .../persons/{PersonUid}/names to update. Errors: FirstNameIsNullOrEmpty (Context
 * 'FirstName'), LastNameIsNullOrEmpty ('LastName'), InvalidCharacters, …InvalidLength.
 */
export const createPersonQuery = z.object({
  isPrimary: z.enum(['true', 'false']).default('true'),
});
export const personNameRequest = z.object({
  FirstName: firstNameSchema,
  MiddleName: middleNameSchema.nullable().optional(),
  LastName: lastNameSchema,
  SuffixType: suffixTypeSchema.nullable().optional(),
});
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && !v.trim()) ? undefined : v;
/**
 * The name body of a sales agent's session (Impersonation token; doc 2 §5 "In sales-assisted mode
 * the name fields are relaxed; the exact rules are not shown" — docs/decisions.md): FirstName and
 * LastName may be empty (null, absent or blank → saved as null; the review flags 'Missing info'
 * when both are, doc 2 §4); a name that is typed follows `personNameRequest`'s rules.
 */
export const personNameRequestAssisted = personNameRequest.extend({
  FirstName: z.preprocess(blankToUndefined, firstNameSchema.optional()),
  LastName: z.preprocess(blankToUndefined, lastNameSchema.optional()),
});
/**
 * POST/PUT .../birthdays — {DateOfBirth 'yyyy-MM-dd'}; Errors: DateOfBirthIsInvalid, DateOfBirthUnderage,
 * DateOfBirthOverage (UTMA minor 21 or older). Sales-assisted (Impersonation token, doc 2 §5): an
 * incomplete date (null, absent, '') is saved as null with no age check.
 */
export const birthdayRequest = z.object({ DateOfBirth: dateOfBirthIso });
/**
 * POST/PUT .../countries — Errors: CountryIso3CodeIsInvalid (Context 'CountryIso3Code'), also for a
 * non-USA country on a UTMA application (doc 2 §5 "UTMA country must be USA"), CountryIso2CodeIsInvalid.
 */
export const countryRequest = z.object({
  CountryIso3Code: z.string().trim().length(3),
  CountryIso2Code: z.string().trim().length(2).nullable().optional(),
});
/**
 * POST/PUT .../ssns — {Ssn 'XXX-XX-XXXX'} or the last 4 digits {Ssn 'NNNN'} (doc 2 §2.15, §3); Errors: SsnIsNullOrEmpty, SsnIsInvalid (Context 'Ssn').
 * Sales-assisted (Impersonation token, doc 2 §5): an empty Ssn (null, absent, '') is saved as null.
 */
export const ssnRequest = z.object({ Ssn: ssnStoredSchema });
/**
 * POST/PUT .../phones — Errors: the Phone codes of doc 2 §8; on IRA a non-USA Iso3CountryCode answers
 * PhoneModel_Iso3CountryCodeIsInvalid with Message 'fields.errors.validation.personPhoneNotUSA'.
 * Sales-assisted (Impersonation token, doc 2 §5): an empty phone (all four parts null) is saved as null.
 */
export const phoneRequest = phonePayload;
/** POST/PUT .../addresses — Errors: the Address codes of doc 2 §8. */
export const addressRequest = addressPayload;
export const personResponse = person;

/** Marital status codes (doc 2 §9): 1 Single, 2 Married, 3 Divorced/Separated, 4 Widowed. */
export const MARITAL_STATUSES = {
  Single: 1,
  Married: 2,
  DivorcedOrSeparated: 3,
  Widowed: 4,
} as const;
/** POST/PUT …/persons/{PersonUid}/marital-statuses — Errors: MaritalStatusIsNullOrEmpty, MaritalStatusIsInvalid. */
export const maritalStatusRequest = z.object({ MaritalStatus: z.number().int().min(1).max(4) });

/** PersonTargetType (doc 1 §9): 0 Primary, 1 Secondary, 2 Both. */
export const personTargetTypeQuery = z.object({
  PersonTargetType: z.coerce.number().int().min(0).max(2).default(0),
});
/**
 * POST/PUT v2/applications/{ApplicationUid}/persons/backup-withholdings?PersonTargetType (doc 2 §7
 * lists it under /persons; docs/decisions.md) —
 * {BackupWithHoldingRecord}; answers the persons it was saved on. Errors:
 * BackupWithHoldingRecordIsNullOrEmpty / IsInvalid, PersonTargetTypeIsInvalid, InvalidPersonUid
 * (the targeted person does not exist yet).
 */
export const backupWithholdingRequest = z.object({ BackupWithHoldingRecord: z.boolean() });
export const backupWithholdingResponse = z.object({
  PersonTargetType: z.number().int(),
  Persons: z.array(person),
});

// ---------------------------------------------------------------------------------------------
// Legal entities (doc 2 §3, §5, §7)
// ---------------------------------------------------------------------------------------------

/** The server's limit of a legal-entity name (doc 2 §5, §9). */
export const LEGAL_ENTITY_NAME_MAX = 200;
/**
 * POST v2/applications/{ApplicationUid}/legal-entities and PUT …/legal-entities/names — {Name}.
 * Errors: NameIsNullOrEmpty, LegalEntityNameInvalidLength (over 200; Context 'Name').
 */
export const legalEntityNameRequest = z.object({
  Name: z
    .string({ error: 'NameIsNullOrEmpty' })
    .trim()
    .min(1, 'NameIsNullOrEmpty')
    .max(LEGAL_ENTITY_NAME_MAX, 'LegalEntityNameInvalidLength'),
});

const EIN_PATTERN = /^(\d{2})-?(\d{7})$/;
/**
 * EIN payload (doc 2 §5): with NoEin true no rule applies and the EIN is saved as ''. Otherwise
 * empty 'einRequired'; non-digits 'einDigits'; fewer than 9 digits 'einNotValid'; 2-7 pattern
 * with prefix not 00/66/99 and suffix not 0000000/6666666/9999999 'einValidation'. Stored
 * 'NN-NNNNNNN'. Server codes: EinIsNullOrEmpty, EinIsInvalid (Context 'Ein').
 */
export const einRequest = z
  .object({
    Ein: z.string().max(20).nullable().optional(),
    NoEin: z.boolean().nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.NoEin) return;
    const e = (v.Ein ?? '').trim();
    const issue = (key: string) =>
      ctx.addIssue({ code: 'custom', path: ['Ein'], message: `fields.errors.validation.${key}` });
    if (!e) return issue('einRequired');
    if (/[^\d-]/.test(e)) return issue('einDigits');
    if (e.replace(/-/g, '').length < 9) return issue('einNotValid');
    const m = EIN_PATTERN.exec(e);
    if (!m || ['00', '66', '99'].includes(m[1]) || ['0000000', '6666666', '9999999'].includes(m[2]))
      issue('einValidation');
  })
  .transform((v) => {
    if (v.NoEin) return { Ein: '', NoEin: true };
    const d = (v.Ein ?? '').replace(/-/g, '');
    return { Ein: `${d.slice(0, 2)}-${d.slice(2)}`, NoEin: false };
  });

/**
 * POST/PUT v2/applications/{ApplicationUid}/ira-business-names — {BusinessName} (doc 2 §2.6 IRA
 * business name; the spec does not show the path). Required, max 50 ('businessName',
 * 'businessNameMax'): BusinessNameIsNullOrEmpty, BusinessNameIsInvalidLength; IRA only.
 */
export const iraBusinessNameRequest = z.object({
  BusinessName: z
    .string({ error: 'fields.errors.validation.businessName' })
    .trim()
    .min(1, 'fields.errors.validation.businessName')
    .max(50, 'fields.errors.validation.businessNameMax'),
});
/**
 * The IRA business name of a sales agent's session (Impersonation token; doc 2 §5 "one rule set
 * applies to normal users and another to sales-assisted users; their content is not shown" —
 * docs/decisions.md): the name may be empty (null, absent or blank → CompanyName null; the review
 * flags 'Missing info', doc 2 §4); a typed name follows `iraBusinessNameRequest` (at most 50).
 */
export const iraBusinessNameRequestAssisted = z.object({
  BusinessName: z.preprocess(
    blankToUndefined,
    iraBusinessNameRequest.shape.BusinessName.optional(),
  ),
});
/** The saved IRA business name (null when an agent left it empty). */
export const iraBusinessNameResponse = z.object({ BusinessName: z.string().nullable() });

// ---------------------------------------------------------------------------------------------
// Customer due diligence lookup lists (doc 2 §3 Lookup lists, §7)
// ---------------------------------------------------------------------------------------------

export const employmentStatusesResponse = z.array(
  z.object({ EmploymentStatusID: z.number().int(), Caption: z.string() }),
);
/** GET …/occupations?occupationCategory — categories and occupations by category (one category when named). */
export const occupationsQuery = z.object({ occupationCategory: z.string().max(100).optional() });
export const occupationsResponse = z.object({
  OccupationCategories: z.array(z.string()),
  Occupations: z.record(z.string(), z.array(z.string())),
  /**
   * Issue 35 item 11 (beyond doc 2 §7): for a Spanish request, the caption to show for each code
   * (category or occupation) answered; the codes themselves are what is saved. Absent: the codes
   * are the captions.
   */
  Captions: z.record(z.string(), z.string()).optional(),
});
export const incomeSourceTypesResponse = z.array(
  z.object({ IncomeSourceTypeID: z.number().int(), Caption: z.string() }),
);
export const identificationTypesResponse = z.array(
  z.object({ IdentificationTypeID: z.number().int(), Caption: z.string() }),
);
/** fundingsources {FundingTypeID, Caption}; FundingSourceTypeID repeats the id as the funding-info lists spell it. */
export const fundingSourceTypesResponse = z.array(
  z.object({
    FundingTypeID: z.number().int(),
    FundingSourceTypeID: z.number().int(),
    Caption: z.string(),
  }),
);
export const accountPurposeTypesResponse = z.array(
  z.object({ AccountPurposeTypeID: z.number().int(), Caption: z.string() }),
);
const optText = z.string().max(500).nullable().optional();
const optId = z.number().int().nullable().optional();

/**
 * {ApplicationUid}/employment-info (doc 2 §3 Employment info, §5 Employment). Rules and codes
 * are applied by the server (doc 2 §8 employment codes); employer fields are saved null unless
 * EmploymentStatus is 1 (Employed), prior occupation and income source null when it is.
 */
export const employmentInfo = z.object({
  EmploymentStatus: optId,
  EmployerName: optText,
  EmployerAddressLine: optText,
  EmployerCity: optText,
  EmployerZipCode: optText,
  EmployerState: optText,
  OccupationCategory: optText,
  Occupation: optText,
  PriorOccupationCategory: optText,
  PriorOccupation: optText,
  IncomeSourceTypeID: optId,
});
export type EmploymentInfo = z.infer<typeof employmentInfo>;

/**
 * {applicationUid}/identification-info (doc 2 §3 Identification info, §5 Identification
 * details). Dates 'yyyy-MM-dd'. IssuedByCountry (ISO3) only for a Passport, IssuedByState only
 * otherwise (UnnecessaryDataProvided).
 */
export const identificationInfo = z.object({
  IdentificationType: optId,
  IDNumber: optText,
  IssueDate: optText,
  ExpirationDate: optText,
  IssuedByCountry: optText,
  IssuedByState: optText,
});
export type IdentificationInfo = z.infer<typeof identificationInfo>;

const fundingSourceItem = z.object({
  FundingSourceTypeID: z.number().int(),
  Caption: z.string().max(200).nullable().optional(),
});
/** {applicationUid}/account-funding (doc 2 §3 Account funding info, §5 Financial profile). */
export const accountFundingInfo = z.object({
  AccountPurpose: optId,
  InitialFundingSourceTypes: z.array(fundingSourceItem).max(20).nullable().optional(),
  InitialFundingOtherDetails: optText,
  OngoingFundingSourceTypes: z.array(fundingSourceItem).max(20).nullable().optional(),
  OngoingFundingOtherDetails: optText,
});
export type AccountFundingInfo = z.infer<typeof accountFundingInfo>;

export const cddStatesQuery = z.object({
  countryCode: z.string().trim().min(2).max(3).default('USA'),
});

// ---------------------------------------------------------------------------------------------
// Funding (doc 3 §3, §7) and agreements
// ---------------------------------------------------------------------------------------------

export const applicationFunding = z.object({
  BankFundingType: bankFundingTypeSchema.nullable(),
  Amount: z.number().nullable(),
});
/**
 * The fraud-prevention session id a funding screen's save carries (doc 3 §3 "SessionId, taken from
 * a stored value", §7 "steps post … with SessionId added to data"; issue 35 item 2): the stored
 * FraudSessionId (doc 1 §9 shape, or the broker's script's own); optional, absent when none.
 */
export const fraudSessionIdField = z.string().trim().min(1).max(100).optional();

/** POST/PUT v2/applications/{ApplicationUid}/application-fundings — {BankFundingType, SessionId?}. */
export const applicationFundingRequest = z.object({
  BankFundingType: bankFundingTypeSchema,
  SessionId: fraudSessionIdField,
});
/**
 * POST/PUT v2/applications/{ApplicationUid}/fundings — {Amount} in dollars.
 * Errors: FundingTypeIsNotDefined, AmountMustBeGreaterThanZero / AmountIsAboveMaximum (Context 'Amount').
 */
export const fundingAmountRequest = z.object({ Amount: z.number().positive().max(500_000_000) });

/** GET .../{type}-html-agreements → { Agreement: html string }. */
export const htmlAgreementResponse = z.object({ Agreement: z.string() });
/** POST .../{type}-agreements — accept: {ApplicationUid}; success only on 202 (doc 3 §4, §7). */
export const agreementAcceptRequest = z.object({ ApplicationUid: z.string() });

/** The agreement types of doc 3 §7 besides the main one ({maincode}-agreements). */
export const AGREEMENT_TYPES = ['ach', 'ira', 'metal-stream'] as const;

// Bank link (doc 3 §3 Linked bank account, §4 bank-link flow, §7 Bank accounts); {banklink} = plaid.

/** POST v2/applications/{ApplicationUid}/bank-accounts/plaid-link-tokens → {plaidLinkToken}. */
export const plaidLinkTokenResponse = z.object({ plaidLinkToken: z.string() });
/**
 * POST …/bank-accounts/plaid-bank-accounts — {PublicToken, BankName, BankAccounts: [account ids]}
 * from the link widget. Errors: INVALID_PUBLIC_TOKEN (Context 'PublicToken'), BankAccountNotFound
 * (Context 'BankAccounts'), NumberOfAllowedAchDepositAccountsExceeded (Context 'CanAddBankAccount').
 */
export const plaidBankAccountsRequest = z.object({
  PublicToken: z.string().trim().min(1).max(500),
  BankName: z.string().trim().max(200).nullable().optional(),
  BankAccounts: z.array(z.string().trim().min(1).max(200)).min(1).max(20),
});
/** BankAccountUid of the first chosen account; BankAccountUids of all, in the order sent. */
export const plaidBankAccountsResponse = z.object({
  BankAccountUid: z.string(),
  BankAccountUids: z.array(z.string()),
});
/** A linked bank account; AccountNumber holds only the last 4 digits. */
export const bankAccount = z.object({
  BankAccountUid: z.string(),
  BankName: z.string(),
  AccountName: z.string(),
  AccountType: z.string(),
  AccountNumber: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;
/** GET v2/applications/{ApplicationUid}/bank-accounts. */
export const bankAccountsResponse = z.array(bankAccount);
/** POST/PUT v2/applications/{ApplicationUid}/bank-application-fundings — {BankAccountUid}. */
export const bankApplicationFundingRequest = z.object({
  BankAccountUid: z.string().trim().min(1).max(100),
});
/** BankApplicationFunding (doc 3 §3): BankAccountUid and Amount (dollars). */
export const bankApplicationFunding = z.object({
  BankAccountUid: z.string().nullable(),
  Amount: z.number().nullable(),
});
/**
 * POST/PUT …/bank-application-funding-amounts — {Amount} (ACH connected). Errors: BankMustBeSet,
 * AmountIsInvalid, Order_AchDepositMinLimit, Order_AchDepositMaxLimit (Context 'Amount').
 */
export const bankFundingAmountRequest = z.object({ Amount: z.number().positive() });

// IRA funding (doc 3 §2.4 Retirement funding, §3 IRA funding and Custodian, §5, §7 IRA funding).

/** IRAFundingType codes (doc 3 §3): 1 IRATransfer, 2 Rollover, 3 AnnualContribution. */
export const IRA_FUNDING_TYPES = { IRATransfer: 1, Rollover: 2, AnnualContribution: 3 } as const;
export const iraFundingTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** IRA transfer types offered by the custodian modal (doc 3 §2.4 (c)). */
export const IRA_TRANSFER_TYPES = ['Liquidate', 'PartialCash'] as const;
/**
 * Payment delivery types of an IRA transfer (doc 3 §3 "payment delivery type (fields not shown)";
 * decision): how the old custodian delivers the liquidated cash — a mailed check or a wire.
 */
export const PAYMENT_DELIVERY_TYPES = ['Check', 'Wire'] as const;

/** A custodian address (doc 3 §3 Custodian.Address); the country is always USA. */
export const custodianAddress = z.object({
  Street: z.string(),
  AptOrSuite: z.string().nullable(),
  City: z.string(),
  State: z.string(),
  PostalCode: z.string(),
  CountryIso3Code: z.string(),
});
/** A custodian of the directory or entered manually (doc 3 §3 Custodian). */
export const custodian = z.object({
  CustodianUid: z.string().nullable(),
  Name: z.string(),
  Address: custodianAddress,
  Phone: phone,
  Fax: phone.nullable(),
  /** One-line address for the search list (doc 3 §2.4 (a) "formatted address"). */
  FormattedAddress: z.string().optional(),
});
export type Custodian = z.infer<typeof custodian>;
/** GET v2/custodians?search&take (and /v2/custodians/applications/{ApplicationUid}). */
export const custodiansQuery = z.object({
  search: z.string().trim().max(100).optional(),
  take: z.coerce.number().int().min(1).max(100).optional(),
});
export const custodiansResponse = z.array(custodian);

/** IRAApplicationFundingResponse (doc 3 §3); Amount in dollars. */
export const iraApplicationFunding = z.object({
  IRAFundingType: iraFundingTypeSchema,
  Amount: z.number().nullable(),
  ContributionYear: z.number().int().nullable(),
  TransferType: z.enum(IRA_TRANSFER_TYPES).nullable(),
  CustodianAccountType: z.enum(IRA_ACCOUNT_TYPES).nullable(),
  AccountNumber: z.string().nullable(),
  IRAFundingCustodianResponse: custodian.nullable(),
  /** How the old custodian sends the transferred cash (ira-transfers/payment-delivery-types); null until chosen. */
  PaymentDeliveryType: z.enum(PAYMENT_DELIVERY_TYPES).nullable().optional(),
});
export type IraApplicationFunding = z.infer<typeof iraApplicationFunding>;
/**
 * POST/PUT/DELETE …/ira-application-fundings — {IRAFundingType, SessionId?} (the type in the body,
 * or the query parameter; SessionId: `fraudSessionIdField`).
 */
export const iraFundingTypeRequest = z.object({
  IRAFundingType: z.union([
    iraFundingTypeSchema,
    z.enum(['1', '2', '3']).transform(Number).pipe(iraFundingTypeSchema),
  ]),
  SessionId: fraudSessionIdField,
});
/** POST/PUT …/ira-application-funding-amounts — {Amount, ContributionYear}. */
export const iraFundingAmountRequest = z.object({
  Amount: z.number().positive(),
  ContributionYear: z.number().int().min(1900).max(9999).nullable().optional(),
});
/** POST/PUT …/ira-transfers/transfer-types — {TransferType} (body, or query transferType). */
export const iraTransferTypeRequest = z.object({ TransferType: z.enum(IRA_TRANSFER_TYPES) });
/** POST/PUT …/ira-transfers/ira-account-types — {IRAAccountType} (body, or query iRAAccountType). */
export const iraAccountTypeRequest = z.object({ IRAAccountType: z.enum(IRA_ACCOUNT_TYPES) });
/** POST/PUT …/ira-transfers/account-number — {AccountNumber} (letters, digits, '-', 1–34). */
export const iraAccountNumberRequest = z.object({
  AccountNumber: z
    .string()
    .trim()
    .min(1)
    .max(34)
    .regex(/^[A-Za-z0-9-]+$/, 'AccountNumberIsNotValid'),
});
/**
 * POST/PUT …/ira-transfers/payment-delivery-types — {PaymentDeliveryType 'Check'|'Wire'} (body,
 * or query paymentDeliveryType; payload not shown by doc 3 §7, decision). Errors:
 * PaymentDeliveryTypeIsNullOrEmpty, PaymentDeliveryTypeIsInvalid (Context 'PaymentDeliveryType').
 */
export const iraPaymentDeliveryTypeRequest = z.object({
  PaymentDeliveryType: z.enum(PAYMENT_DELIVERY_TYPES),
});

/** JointTenantsAccountType codes (doc 3 §3 Joint tenancy): 1 Common (tenants in common, 'Joint TIC'), 2 WithRightOfSurvivorship ('Joint WROS'). */
export const JOINT_TENANTS_ACCOUNT_TYPE_CODES = { Common: 1, WithRightOfSurvivorship: 2 } as const;
/**
 * POST (none saved) / PUT (one saved) v2/applications/{ApplicationUid}/joint-tenancy-types —
 * {JointTenantsAccountType}: the name, or its code 1|2 (number or digit string), answered as the
 * name (doc 3 §2.4 Joint survivorship, §7 "path and method not shown": decision). Errors:
 * JointTenantsAccountTypeIsNullOrEmpty, JointTenantsAccountTypeIsInvalid (Context
 * 'JointTenantsAccountType'), ApplicationTypeIsInvalid (not a JointTenants application).
 */
export const jointTenancyTypeRequest = z.object({
  JointTenantsAccountType: z.preprocess(
    (v) => (v === 1 || v === '1' ? 'Common' : v === 2 || v === '2' ? 'WithRightOfSurvivorship' : v),
    z.enum(JOINT_ACCOUNT_TYPES),
  ),
});
/** Answer of joint-tenancy-types: the saved type (also JointTenantsApplication.JointTenantsAccountType and AccountType of GET application). */
export const jointTenancyTypeResponse = z.object({
  ApplicationType: z.literal('JointTenants'),
  AccountType: z.enum(JOINT_ACCOUNT_TYPES),
  JointTenantsAccountType: z.enum(JOINT_ACCOUNT_TYPES),
});
const custodianPhonePayload = z.object({
  Iso3CountryCode: z.string().trim().max(3).nullable().optional(),
  AreaCode: z.string().trim().max(10).nullable().optional(),
  LocalNumber: z.string().trim().min(1).max(20),
  StateCode: z.string().trim().max(10).nullable().optional(),
});
/**
 * POST/PUT v2/custodians/applications/{ApplicationUid} — the custodian choice: from the list
 * ({CustodianUid, …the custodian's fields, AccountNumber: null}) or manual ({Name, Address, Phone, Fax}).
 * Fax is null for a directory custodian that has none (its fields as listed, doc 3 §7); a manual
 * custodian needs one (doc 3 §5 CustodianFax required; the server answers FaxIsInvalid without).
 */
export const custodianChoiceRequest = z.object({
  CustodianUid: z.string().trim().max(100).nullable().optional(),
  Name: z.string().trim().min(1).max(100),
  Address: z.object({
    Street: z.string().trim().min(1).max(50),
    AptOrSuite: z.string().trim().max(50).nullable().optional(),
    City: z.string().trim().min(1).max(50),
    State: z.string().trim().min(1).max(10),
    PostalCode: z.string().trim().min(1).max(10),
    CountryIso3Code: z.string().trim().max(3).nullable().optional(),
  }),
  Phone: custodianPhonePayload,
  Fax: custodianPhonePayload.nullable().optional(),
  AccountNumber: z.string().trim().max(34).nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// Metal stream: the recurring gold and silver programme, AIP (doc 3 §2.3, §3, §5, §7, §9)
// ---------------------------------------------------------------------------------------------

/** Metal types of the programme (doc 3 §3 metalType). */
export const METAL_TYPES = ['Gold', 'Silver'] as const;
export type MetalType = (typeof METAL_TYPES)[number];
/** Product kinds (doc 3 §9). */
export const PRODUCT_KINDS = ['Bar', 'Coin', 'Fractional', 'Bags'] as const;
/**
 * Storage location types (doc 3 §9), 1-based: `STORAGE_LOCATION_TYPES[LocationType]`. Index 0 is
 * unused; 10 and 11 are blank in the spec.
 */
export const STORAGE_LOCATION_TYPES = [
  '',
  'NewYork',
  'SaltLakeCity',
  'Zurich',
  'London',
  'Sydney',
  'Singapore',
  'Toronto',
  'Ohio',
  'Dallas',
  '',
  '',
  'Delivery',
  'FractionalHoldings',
] as const;

/** 'gold' / ' SILVER ' → 'Gold' / 'Silver' (metal types are matched case-insensitively). */
const metalTypeInput = z.preprocess(
  (v) =>
    typeof v === 'string' ? v.trim().charAt(0).toUpperCase() + v.trim().slice(1).toLowerCase() : v,
  z.enum(METAL_TYPES, {
    error: (i) =>
      i.input === undefined || i.input === null || i.input === ''
        ? 'MetalTypeIsNullOrEmpty'
        : 'MetalTypeIsInvalid',
  }),
);

/**
 * A product at one storage location (doc 3 §3 Locations[]): LocationType (1-based, doc 3 §9),
 * LocationName (its §9 name), SymbolCode (what POST …/products saves), PricePerOz and PricePerUnit
 * in the broker's Currency (dollars or CAD, 2 decimals).
 */
export const metalProductLocation = z.object({
  LocationType: z
    .number()
    .int()
    .min(1)
    .max(STORAGE_LOCATION_TYPES.length - 1),
  LocationName: z.string(),
  SymbolCode: z.string(),
  PricePerOz: z.number(),
  PricePerUnit: z.number(),
});
/**
 * A metal product (doc 3 §3 Metal product): ProductCode, ProductCaption, MetalType, ProductKind
 * (doc 3 §9), WeightOz (fine troy ounces per unit), Purity (fineness, e.g. 0.9999) and its Locations.
 */
export const metalProduct = z.object({
  ProductCode: z.string(),
  ProductCaption: z.string(),
  MetalType: z.enum(METAL_TYPES),
  ProductKind: z.enum(PRODUCT_KINDS),
  WeightOz: z.number(),
  Purity: z.number(),
  Locations: z.array(metalProductLocation),
});
export type MetalProduct = z.infer<typeof metalProduct>;
/**
 * GET v2/applications/{ApplicationUid}/metal-streams/products?metalType=Gold|Silver (case-insensitive;
 * absent: both metals) → the product list. Errors: MetalTypeIsInvalid (Context 'metalType').
 */
export const metalProductsQuery = z.object({ metalType: z.string().max(20).optional() });
export const metalProductsResponse = z.array(metalProduct);

/**
 * The programme of an application (doc 3 §3 MetalStreamData), as every metal-streams call answers
 * it and GET application's `MetalStream`: Amount (monthly, broker Currency), GoldPercentage and
 * SilverPercentage (fractions 0–1), SymbolCodeGold / SymbolCodeSilver and the chosen products
 * (SelectedGoldProduct / SelectedSilverProduct: the product with only the chosen location),
 * BankAccountUid or UseAccountBalance. Fields are null until saved.
 */
export const metalStream = z.object({
  Amount: z.number().nullable(),
  Currency: z.enum(['USD', 'CAD']),
  GoldPercentage: z.number().min(0).max(1).nullable(),
  SilverPercentage: z.number().min(0).max(1).nullable(),
  SymbolCodeGold: z.string().nullable(),
  SymbolCodeSilver: z.string().nullable(),
  SelectedGoldProduct: metalProduct.nullable(),
  SelectedSilverProduct: metalProduct.nullable(),
  BankAccountUid: z.string().nullable(),
  UseAccountBalance: z.boolean().nullable(),
});
export type MetalStream = z.infer<typeof metalStream>;

/**
 * POST/PUT …/metal-streams/products — {MetalType 'Gold'|'Silver', ProductSymbolCode}. Errors:
 * MetalTypeIsNullOrEmpty / MetalTypeIsInvalid (Context 'MetalType'); ProductSymbolCodeIsNullOrEmpty,
 * 404 ProductNotFound (unknown symbol), ProductSymbolCodeIsInvalid (a product of the other metal) —
 * Context 'ProductSymbolCode'.
 */
export const metalStreamProductRequest = z.object({
  MetalType: metalTypeInput,
  ProductSymbolCode: z
    .string({ error: 'ProductSymbolCodeIsNullOrEmpty' })
    .trim()
    .min(1, 'ProductSymbolCodeIsNullOrEmpty')
    .max(50, 'ProductSymbolCodeIsInvalid'),
});

/** Tolerance of the "sum to 1" rule (fractions with 4 decimals, e.g. 0.3333 + 0.6667). */
export const ALLOCATION_SUM_TOLERANCE = 0.0001;
const fraction = (field: string) =>
  z
    .number({
      error: (i) =>
        i.input === undefined || i.input === null ? `${field}IsNullOrEmpty` : `${field}IsInvalid`,
    })
    .min(0, `${field}IsInvalid`)
    .max(1, `${field}IsInvalid`);
/**
 * POST/PUT …/metal-streams/allocations — {GoldPercentage, SilverPercentage} as fractions 0–1 that
 * sum to 1 (doc 3 §5, §7; the screen shows ×100). Errors: <Field>IsNullOrEmpty, <Field>IsInvalid
 * (not a number or outside 0–1); AllocationSumIsInvalid on both fields when they do not sum to 1.
 */
export const metalStreamAllocationRequest = z
  .object({
    GoldPercentage: fraction('GoldPercentage'),
    SilverPercentage: fraction('SilverPercentage'),
  })
  .superRefine((v, ctx) => {
    if (Math.abs(v.GoldPercentage + v.SilverPercentage - 1) > ALLOCATION_SUM_TOLERANCE + 1e-9) {
      for (const path of ['GoldPercentage', 'SilverPercentage'])
        ctx.addIssue({ code: 'custom', path: [path], message: 'AllocationSumIsInvalid' });
    }
  });

/**
 * POST/PUT …/metal-streams/fundings — {Amount}: the monthly amount in the broker's currency, 2
 * decimals, between MetalStreamMinimumDepositAmount and MetalStreamMaximumDepositAmount (doc 3 §5).
 * Errors (Context 'Amount'): AmountIsNullOrEmpty, AmountIsInvalid, AmountMustBeGreaterThanZero,
 * AmountIsBelowMinimum, AmountIsAboveMaximum.
 */
export const metalStreamFundingRequest = z.object({ Amount: z.number().positive() });
/** POST/PUT …/metal-streams/bank-application-fundings — {BankAccountUid}; 404 BankAccountNotFound. */
export const metalStreamBankFundingRequest = z.object({
  BankAccountUid: z.string().trim().min(1).max(100),
});
/**
 * POST/PUT …/metal-streams/fundings-sources — {UseAccountBalance: true, SessionId?} (manual
 * funding, doc 3 §2.3; SessionId: `fraudSessionIdField`).
 */
export const metalStreamFundingSourceRequest = z.object({
  UseAccountBalance: z.boolean(),
  SessionId: fraudSessionIdField,
});

/** ABA routing-number rule: 9 digits, a Federal Reserve prefix (01–12, 21–32, 61–72, 80) and the 3-7-1 checksum. */
export function isValidAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const prefix = Number(value.slice(0, 2));
  if (!(
    (prefix >= 1 && prefix <= 12) ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80
  ))
    return false;
  const d = [...value].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}
export const MANUAL_BANK_ACCOUNT_TYPES = ['Checking', 'Savings'] as const;
/**
 * A bank account entered by hand (MetalStreamBankAccountRequest, manual variant; fields not shown
 * by the spec — decision). Codes of doc 3 §8 Banking, one per field, all at once:
 * AccountHolderFullNameIsNullOrEmpty; RoutingNumberIsNullOrEmpty / RoutingNumberInvalid (not an ABA
 * routing number); AccountNumberIsNullOrEmpty / AccountNumberIsNotValid (not digits) /
 * AccountNumberLengthIsNotValid (not 4–17 digits); AccountTypeIsNotDefined / AccountTypeIsUnknown
 * ('Checking' | 'Savings', any case). BankName is optional (known routing numbers name their bank).
 */
export const manualBankAccountRequest = z.object({
  AccountHolderFullName: z
    .string({ error: 'AccountHolderFullNameIsNullOrEmpty' })
    .trim()
    .min(1, 'AccountHolderFullNameIsNullOrEmpty')
    .max(100, 'AccountHolderFullNameIsInvalidLength'),
  BankName: z.string().trim().max(100, 'BankNameIsInvalidLength').nullable().optional(),
  RoutingNumber: z
    .string({
      error: (i) =>
        i.input === undefined || i.input === null
          ? 'RoutingNumberIsNullOrEmpty'
          : 'RoutingNumberInvalid',
    })
    .trim()
    .min(1, 'RoutingNumberIsNullOrEmpty')
    .refine(isValidAbaRoutingNumber, 'RoutingNumberInvalid'),
  AccountNumber: z
    .string({
      error: (i) =>
        i.input === undefined || i.input === null
          ? 'AccountNumberIsNullOrEmpty'
          : 'AccountNumberIsNotValid',
    })
    .trim()
    .min(1, 'AccountNumberIsNullOrEmpty')
    .regex(/^\d*$/, 'AccountNumberIsNotValid')
    .refine(
      (s) => !/^\d*$/.test(s) || (s.length >= 4 && s.length <= 17),
      'AccountNumberLengthIsNotValid',
    ),
  AccountType: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v.trim().charAt(0).toUpperCase() + v.trim().slice(1).toLowerCase()
        : v,
    z.enum(MANUAL_BANK_ACCOUNT_TYPES, {
      error: (i) =>
        i.input === undefined || i.input === null || i.input === ''
          ? 'AccountTypeIsNotDefined'
          : 'AccountTypeIsUnknown',
    }),
  ),
});
/**
 * POST v2/applications/{ApplicationUid}/bank-accounts/metal-streams — MetalStreamBankAccountRequest
 * (doc 3 §7; fields not shown — decision): either the bank-link result of the programme funding
 * screen ({PublicToken, BankName, BankAccounts}, as …/plaid-bank-accounts) or a bank account entered
 * by hand (`manualBankAccountRequest`). A body with PublicToken is the link variant. Answers 201
 * {BankAccountUid, BankAccountUids} (plaidBankAccountsResponse).
 */
export const metalStreamBankAccountRequest = z.union([
  plaidBankAccountsRequest,
  manualBankAccountRequest,
]);

// ---------------------------------------------------------------------------------------------
// Applications (doc 1 §3, §7.4)
// ---------------------------------------------------------------------------------------------

export const onboardingMenuItem = z.object({
  Path: z.string(),
  Title: z.string(),
  Section: z.string(),
  IsCompleted: z.boolean(),
});

/** The per-type sub-object: IndividualApplication holds AccountType and Owner. */
export const individualApplication = z.object({
  AccountType: z.string().nullable(),
  Owner: person.nullable(),
});

/** Legal-entity address as GET application returns it (doc 2 §3 AddressResponse). */
export const legalEntityAddress = z.object({
  Street: z.string().nullable(),
  AptOrSuite: z.string().nullable(),
  Apartment: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  StateCaption: z.string().nullable(),
  PostalCode: z.string().nullable(),
  CountryIso3Code: z.string().nullable(),
  CountryIso2Code: z.string().nullable(),
});
/** A business or trust (doc 2 §3 Legal entity). Ein null (never given) and '' (NoEin) are distinct. */
export const legalEntity = z.object({
  LegalEntityUid: z.string(),
  Name: z.string().nullable(),
  Ein: z.string().nullable(),
  NoEin: z.boolean().nullable(),
  AccountType: z.string().nullable(),
  AddressResponse: legalEntityAddress.nullable(),
});
export type LegalEntity = z.infer<typeof legalEntity>;
/** Answer of every legal-entities call. */
export const legalEntityResponse = legalEntity;

/** CorporateApplication (doc 1 §3): AuthorizedAgent (main person) and LegalEntity (business or trust). */
export const corporateApplication = z.object({
  AccountType: z.string().nullable(),
  CorporateAccountType: z.enum(CORPORATE_ACCOUNT_TYPES).nullable(),
  AuthorizedAgent: person.nullable(),
  LegalEntity: legalEntity.nullable(),
});
/** IRAApplication (doc 2 §3): Owner, CompanyName (IRA business name), CustomerDueDiligenceResponse. */
export const iraApplication = z.object({
  AccountType: z.string().nullable(),
  IRAAccountType: z.enum(IRA_ACCOUNT_TYPES).nullable(),
  /** IRA funding (doc 3 §3 IRAApplicationFundingResponse); null until a type is chosen. */
  IRAApplicationFundingResponse: iraApplicationFunding.nullable().optional(),
  Owner: person.nullable(),
  CompanyName: z.string().nullable(),
  CustomerDueDiligenceResponse: z
    .object({
      IRAIdentificationInfoResponse: z.record(z.string(), z.unknown()).nullable(),
      IRAEmploymentInfoResponse: z.record(z.string(), z.unknown()).nullable(),
      IRAAccountFundingInfoResponse: z.record(z.string(), z.unknown()).nullable(),
    })
    .nullable(),
});
/** JointTenantsApplication: PrimaryHolder and SecondaryHolder. */
export const jointTenantsApplication = z.object({
  AccountType: z.string().nullable(),
  JointTenantsAccountType: z.enum(JOINT_ACCOUNT_TYPES).nullable(),
  PrimaryHolder: person.nullable(),
  SecondaryHolder: person.nullable(),
});
/** UTMAApplication: Custodian and Minor. */
export const utmaApplication = z.object({
  AccountType: z.string().nullable(),
  UTMAAccountType: z.enum(UTMA_ACCOUNT_TYPES).nullable(),
  Custodian: person.nullable(),
  Minor: person.nullable(),
});

/** GET v2/applications/{ApplicationUid}. Errors: InvalidApplicationUid (404), Error_PermissionDenied (403). */
export const applicationResponse = z.object({
  ApplicationUid: z.string(),
  ApplicationType: applicationTypeSchema.nullable(),
  AccountType: z.string().nullable(),
  AccountUid: z.string().nullable(),
  AccountNumber: z.string().nullable(),
  AccountUpgradeType: z.number().nullable(),
  RegistrationFlowType: registrationFlowTypeSchema,
  ApplicationStep: z.string().nullable(),
  IsAssisted: z.boolean(),
  IsCompletedApplication: z.boolean(),
  CreatedOn: z.string(),
  CreatedBy: z.string().nullable(),
  SelectedApplicationTypes: z.object({
    ApplicationType: applicationTypeSchema.nullable(),
    AccountType: z.string().nullable(),
  }),
  IndividualApplication: individualApplication.nullable(),
  /** The sub-object of the application's type (doc 1 §3); the others are null. */
  CorporateApplication: corporateApplication.nullable().optional(),
  IRAApplication: iraApplication.nullable().optional(),
  JointTenantsApplication: jointTenantsApplication.nullable().optional(),
  UTMAApplication: utmaApplication.nullable().optional(),
  ApplicationFunding: applicationFunding.nullable(),
  /** The recurring programme (doc 3 §3 MetalStreamData); null until a metal-streams call saved something. */
  MetalStream: metalStream.nullable().optional(),
  AgreementsAccepted: z.array(z.string()),
  /**
   * doc 1 §3 SalesAssistedApplications: the assisted application list of the application's owner
   * at its broker, newest first — the items of GET /v2/sales/users/applications (this one included).
   */
  SalesAssistedApplications: z
    .lazy(() => salesApplicationsResponse)
    .nullable()
    .optional(),
  ApplicationOnboarding: z.object({
    ApplicationOnboardingMenu: z.array(onboardingMenuItem),
    ApplicationOnboardingStep: z.string().nullable(),
  }),
});
export type Application = z.infer<typeof applicationResponse>;

/** POST v2/applications — Response {ApplicationUid}. */
export const createApplicationRequest = z.object({
  ApplicationType: z
    .union([applicationTypeSchema, z.literal('')])
    .nullable()
    .optional(),
  AccountType: z.string().max(50).nullable().optional(),
  RegistrationFlowType: registrationFlowTypeSchema.optional(),
  TrackingDetails: trackingDetails.optional(),
  Email: z.string().max(100).optional(),
  LogonUid: z.string().max(100).nullable().optional(),
  IsUpgrade: z.boolean().optional(),
  UserUid: z.string().max(100).nullable().optional(),
  AccountUid: z.string().max(100).nullable().optional(),
  AccountCode: z.string().max(100).nullable().optional(),
});
export const createApplicationResponse = z.object({ ApplicationUid: z.string() });

/** POST .../types and POST/PUT .../account-types (doc 1 §7.4). */
export const accountTypesRequest = z.object({
  ApplicationType: applicationTypeSchema,
  CorporateAccountType: z.enum(CORPORATE_ACCOUNT_TYPES).nullable().optional(),
  IRAAccountType: z.enum(IRA_ACCOUNT_TYPES).nullable().optional(),
  UTMAAccountType: z.enum(UTMA_ACCOUNT_TYPES).nullable().optional(),
  JointTenantsAccountType: z.enum(JOINT_ACCOUNT_TYPES).nullable().optional(),
  TrackingDetails: trackingDetails.optional(),
});
export const accountTypesQuery = z.object({
  registrationFlowType: z.coerce.number().int().min(1).max(2).default(1),
});
export const accountTypesResponse = z.object({
  ApplicationType: applicationTypeSchema,
  AccountType: z.string().nullable(),
});

/** POST v2/applications/{ApplicationUid}/steps — {Step: path}. Errors: WizardValidation_InvalidApplicationStepType. */
export const stepRequest = z.object({ Step: z.string().min(1).max(200).startsWith('/') });
/** Answer of POST .../steps: the recorded step. */
export const stepResponse = z.object({ ApplicationUid: z.string(), ApplicationStep: z.string() });

/**
 * PATCH v2/applications/{ApplicationUid}?sessionId — complete and verify identity.
 * Errors: WizardValidation_MissingAgreementConsent, ApplicationIsCompleted, ApplicationAlreadyCreated,
 * KYCError, OFACError (422, Message prefixed as doc 1 §8.1 describes).
 */
export const completeQuery = z.object({ sessionId: z.string().min(1).max(100) });
export const completeResponse = z.object({
  IsSuccess: z.boolean(),
  AccountNumber: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------
// CRM (doc 1 §3 CRM event, §7.7)
// ---------------------------------------------------------------------------------------------

/** POST /v2/crm/{ApplicationUid}/crmevents — optional {Data:[{key, value}], EventType}; 204. */
export const crmEventRequest = z.object({
  Data: z
    .array(z.object({ key: z.string().max(100), value: z.string().max(2000) }))
    .max(20)
    .nullable()
    .optional(),
  EventType: z
    .union([z.string().max(100), z.number().int()])
    .nullable()
    .optional(),
});
/** POST /v2/crm/{ApplicationUid}/exitModal — {RegistrationPageUrl, ExitModalType 1 save and exit, 2 continue}; 204. */
export const exitModalRequest = z.object({
  RegistrationPageUrl: z.string().trim().min(1).max(2000),
  ExitModalType: z.union([z.literal(1), z.literal(2)]),
});

// ---------------------------------------------------------------------------------------------
// Basic accounts and the upgrade flow (doc 1 §4.11, §7.2, §7.4; doc 3 §4 Submission, §7)
// ---------------------------------------------------------------------------------------------

/**
 * AccountUpgradeType of an application that upgrades an existing basic (delivery-only) portal
 * account to a full one (doc 1 §4.11 "the upgrade value"; the number is not shown — decision).
 * Other applications answer AccountUpgradeType null.
 */
export const BASIC_ACCOUNT_UPGRADE_TYPE = 1;

/**
 * POST /v2/users, upgrade variant (doc 1 §4.11, §7.2): the create-user query keys plus
 * accountUid, accountCode and isFromDashboard=true. Any of the three marks the variant.
 */
export const createUserUpgradeQuery = createUserQuery.extend({
  accountUid: z.string().max(100).optional(),
  accountCode: z.string().max(100).optional(),
  isFromDashboard: z.enum(['true', 'false', 'True', 'False']).optional(),
});
/**
 * Body of the upgrade variant: only TrackingDetails and Email (no password: the basic account
 * holder is named by accountUid + accountCode). Answer: createUserResponse with
 * IsExistingUser true. Errors: EmailAddressIsInvalid, TrackingDetailsModelIsNull,
 * Error_AccountNotFound (Context 'accountUid'), InvalidCredentialsBasicAccount (Context 'Email').
 */
export const createUserUpgradeRequest = z.object({
  Email: emailSchema,
  TrackingDetails: trackingDetails,
});

/** One address of a basic account's profile (doc 1 §3 "Addresses (with IsDefaultMailingAddress)"). */
export const basicAccountAddress = personAddress.extend({ IsDefaultMailingAddress: z.boolean() });
export type BasicAccountAddress = z.infer<typeof basicAccountAddress>;

/**
 * GET /v2/basic-accounts/{applicationUid}/accounts/{accountUid}/details — the existing basic
 * account's profile (doc 1 §3 logged-in user profile, doc 2 §7). `applicationUid` may be the
 * all-zero GUID (no application yet). AccountType is 'Basic'; IsUpgraded turns true once an
 * upgrade of it was submitted (UpgradeApplicationUid names that application).
 * Errors: 401 InvalidToken; 404 InvalidApplicationUid; 403 Error_PermissionDenied;
 * 404 Error_AccountNotFound (Context 'accountUid': unknown, or another user's account).
 */
export const basicAccountDetailsResponse = z.object({
  AccountUid: z.string(),
  AccountCode: z.string(),
  AccountNumber: z.string(),
  AccountType: z.string(),
  Email: z.string(),
  FirstName: z.string().nullable(),
  MiddleName: z.string().nullable(),
  LastName: z.string().nullable(),
  /** Suffix caption (doc 1 §3 'Suffix'), and its doc 2 §9 code as PersonName carries it. */
  Suffix: z.enum(SUFFIXES).nullable(),
  SuffixType: suffixTypeSchema.nullable(),
  Phone: phone.nullable(),
  IsPhoneConnectedTo2FA: z.boolean(),
  Addresses: z.array(basicAccountAddress),
  IsUpgraded: z.boolean(),
  UpgradeApplicationUid: z.string().nullable(),
});
export type BasicAccountDetails = z.infer<typeof basicAccountDetailsResponse>;

/**
 * PATCH /v2/basic-accounts/upgrade/{applicationUid}[?sessionId] — submit the upgrade (doc 3 §4
 * Submission, §7). Same checks and identity verification as PATCH v2/applications/{ApplicationUid};
 * AccountNumber is the basic account's existing number. Errors: Error_AccountNotFound (the
 * application upgrades no basic account), WizardValidation_MissingAgreementConsent,
 * ApplicationIsCompleted, ApplicationAlreadyCreated, OFACError (422), RequestError (502).
 */
export const basicAccountUpgradeQuery = z.object({
  sessionId: z.string().min(1).max(100).optional(),
});
export const basicAccountUpgradeResponse = z.object({
  IsSuccess: z.boolean(),
  AccountNumber: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Sales-assisted (doc 1 §3 "Assisted application list item", §4.12, §6, §7.3)
// ---------------------------------------------------------------------------------------------

/**
 * POST /v2/sales/authenticate — {InvitationToken: the back office's `token` (a sales agent's
 * access token, JwtTokenType 'Sales'), CustomerEmail} → 200 {JwtToken (JwtTokenType
 * 'Impersonation'), JwtRefreshToken}. A customer e-mail not known yet creates the customer
 * without a password (IsNew). Errors (400): InvalidApplicationToken (Context 'InvitationToken'),
 * EmailAddressIsInvalid (Context 'CustomerEmail'), UserCanNotLogInOrRegister (a sales agent's
 * e-mail), InvitationTokenIsNullOrEmpty.
 */
export const salesAuthenticateRequest = z.object({
  InvitationToken: z.string().trim().min(1).max(4000),
  CustomerEmail: emailSchema,
});

/**
 * GET /v2/sales/users/applications?userEmail&brokerCode — a Sales or Impersonation bearer token
 * of that broker (brokerCode defaults to the token's). Errors: 401 InvalidToken, 403
 * Error_PermissionDenied (a customer's token, another broker, or an impersonation token asking
 * for another customer), 400 EmailNotValid (Context 'userEmail').
 */
export const salesApplicationsQuery = z.object({
  userEmail: emailSchema,
  brokerCode: z.string().trim().max(20).optional(),
});
/** One assisted application list item (doc 1 §3): newest first; CreatedBy null = the customer. */
export const salesApplicationItem = z.object({
  ApplicationUid: z.string(),
  ApplicationType: applicationTypeSchema.nullable(),
  AccountType: z.string().nullable(),
  RegistrationFlowType: registrationFlowTypeSchema,
  ApplicationStep: z.string().nullable(),
  IsAssisted: z.boolean(),
  IsCompletedApplication: z.boolean(),
  /** ISO 8601 date-time. */
  CreatedOn: z.string(),
  /** The sales agent's name for an application an agent created; null when the customer did. */
  CreatedBy: z.string().nullable(),
});
export type SalesApplicationItem = z.infer<typeof salesApplicationItem>;
export const salesApplicationsResponse = z.array(salesApplicationItem);

/**
 * GET /v2/sales/applications/invitations?invitationToken — no bearer token. → 200 {IsNew: the
 * customer has no password yet (→ SET_PASSWORD), Email}. Errors (400): InvalidApplicationToken
 * (unknown, malformed, superseded or expired; Context 'invitationToken'),
 * ApplicationInvitationAlreadyAccepted.
 */
export const salesInvitationQuery = z.object({
  invitationToken: z.string().trim().min(1).max(200),
});
export const salesInvitationResponse = z.object({ IsNew: z.boolean(), Email: z.string() });

/**
 * POST /v2/sales/applications/{applicationUid}/invitations — no body; 204. Sends the customer a
 * single-use invitation (sandbox: the `sandbox_outbox` table). Sales or Impersonation token of the
 * application's broker. Errors: 401 InvalidToken, 403 Error_PermissionDenied, 404
 * InvalidApplicationUid, 400 ApplicationIsCompleted.
 */
/**
 * POST /v2/sales/passwords — {Email, Password, InvitationToken} (doc 1 §7.3 lists {Email,
 * Password}; the invitation token is required by the server, issue 20); 204. Sets the invited
 * (new) customer's password; then POST /v2/authenticate logs in. Errors (400): PasswordIsInvalid
 * (Context 'Password'), EmailAddressIsInvalid, InvalidApplicationToken (Context
 * 'InvitationToken': missing, or not the e-mail's open invitation),
 * ApplicationInvitationAlreadyAccepted. The schema keeps the token optional so a missing one
 * answers the spec's InvalidApplicationToken rather than a generic validation code.
 */
export const salesPasswordRequest = z.object({
  Email: emailSchema,
  Password: passwordSchema,
  InvitationToken: z.string().trim().max(200).nullable().optional(),
});

// ---------------------------------------------------------------------------------------------
// KYC documents (doc 3 §2.6, §3 Required document, §5 Uploads, §7 Documents)
// ---------------------------------------------------------------------------------------------

/**
 * The concrete name of the spec's {idv} placeholder (the identity-verification provider), as
 * {banklink} is 'plaid': the sandbox provider's name. Paths and fields: POST
 * /v2/documents/sandbox-event, query `sandboxDocumentType`, field SandboxDocumentType.
 */
export const IDV_PROVIDER = 'sandbox' as const;

/** DocumentType codes (doc 3 §3); 9 is unused. */
export const DOCUMENT_TYPES = {
  Passport: 1,
  DriverLicenseOrStateIssuedIDCard: 2,
  DriverLicenseOrPassport: 3,
  UtilityBill: 4,
  BankStatement: 5,
  SocialSecurityCardDocument: 6,
  VoidedCheck: 7,
  OperatingAgreement: 8,
  Other: 10,
} as const;
export type DocumentTypeCode = (typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES];
export const documentTypeSchema = z.literal([
  1, 2, 3, 4, 5, 6, 7, 8, 10,
]) satisfies z.ZodType<DocumentTypeCode>;
/** PersonTargetType of a document requirement (doc 3 §3): 0 Primary, 1 Secondary, 2 Both. */
export type PersonTargetTypeCode = 0 | 1 | 2;
export const personTargetTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** {idv}DocumentType values (doc 3 §3 "Identity-verification document types"). */
export const IDV_DOCUMENT_TYPES = ['Passport', 'License', 'IdentificationCard'] as const;
export type IdvDocumentType = (typeof IDV_DOCUMENT_TYPES)[number];
/** Media types a stored document can have (read from its content, doc 3 §5 Uploads). */
export const DOCUMENT_MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'application/pdf',
] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];
/** Largest accepted document (bytes): 10 MiB; larger answers 413 DocumentIsTooLarge. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The multipart file fields (doc 3 §7): 'Document' (passport, residency, ownership) or 'DocumentFront'. */
export const DOCUMENT_FILE_FIELDS = ['Document', 'DocumentFront'] as const;
/**
 * Corporate account types whose ownership document is requested even when identity verification
 * passes (doc 3 §4: "certain account types … not shown"; docs/decisions.md): all but SoleProprietorship.
 */
export const OWNERSHIP_ON_PASS_CORPORATE_TYPES = [
  'Corporate',
  'LimitedLiabilityCorporation',
  'Trust',
  'Partnership',
] as const;

/** A query number: digit strings become numbers, an empty value counts as absent. */
const queryInt = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (v) =>
      v === '' ? undefined : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v,
    schema,
  );

/** GET …/documents/required-documents?personTargetType — optional filter: 0 → Primary and Both, 1 → Secondary and Both, 2 → Both. */
export const requiredDocumentsQuery = z.object({
  personTargetType: queryInt(personTargetTypeSchema.optional()),
});
/**
 * One required document (doc 3 §3, spelling kept: DocumenUid). DocumentType is the slot's type;
 * SandboxDocumentType ({idv}DocumentType) is the uploaded identity kind, else the slot's first
 * admitted kind (identity slots) or null. HolderName: the target person's name (both names for
 * Both), the legal entity's for the ownership document.
 */
export const requiredDocument = z.object({
  DocumenUid: z.string(),
  DocumentType: documentTypeSchema,
  PersonTargetType: personTargetTypeSchema,
  Caption: z.string(),
  HolderName: z.string().nullable(),
  IsUploaded: z.boolean(),
  SandboxDocumentType: z.enum(IDV_DOCUMENT_TYPES).nullable(),
});
export type RequiredDocument = z.infer<typeof requiredDocument>;
export const requiredDocumentsResponse = z.array(requiredDocument);

/**
 * POST (upload) and PATCH (replace) v2/applications/{ApplicationUid}/documents?personTargetType&
 * documentType&sandboxDocumentType — multipart body: one file in 'Document' or 'DocumentFront'
 * plus optional 'Caption'. personTargetType defaults to 0; sandboxDocumentType is required for
 * identity types (1–3).
 */
export const documentUploadQuery = z.object({
  personTargetType: queryInt(personTargetTypeSchema.default(0)),
  documentType: queryInt(documentTypeSchema),
  sandboxDocumentType: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(IDV_DOCUMENT_TYPES).optional(),
  ),
});
/** The multipart text field of an upload: Caption (document type name or the requirement's caption). */
export const documentCaption = z.string().trim().max(100);
/** GET v2/applications/{ApplicationUid}/documents?personTargetType&documentType — optional filters. */
export const documentsListQuery = z.object({
  personTargetType: queryInt(personTargetTypeSchema.optional()),
  documentType: queryInt(documentTypeSchema.optional()),
});
/** An uploaded document as answered (never its content or file name). Size in bytes; UploadedOn ISO 8601. */
export const uploadedDocument = z.object({
  DocumenUid: z.string(),
  DocumentType: documentTypeSchema,
  PersonTargetType: personTargetTypeSchema,
  Caption: z.string().nullable(),
  SandboxDocumentType: z.enum(IDV_DOCUMENT_TYPES).nullable(),
  MediaType: z.enum(DOCUMENT_MEDIA_TYPES),
  Size: z.number().int(),
  UploadedOn: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocument>;
export const uploadedDocumentsResponse = z.array(uploadedDocument);

/** Identity-verification event kinds the wizard reports (doc 3 §3 "capture, verification, event"; payload not shown). */
export const IDV_EVENT_TYPES = [
  'CaptureStarted',
  'CaptureCompleted',
  'CaptureFailed',
  'CameraAccessDenied',
  'DocumentUploaded',
  'VerificationStarted',
  'VerificationCompleted',
  'VerificationFailed',
  'VerificationSkipped',
] as const;
export type IdvEventType = (typeof IDV_EVENT_TYPES)[number];
/**
 * POST /v2/documents/sandbox-event ({idv}-event) — {ApplicationUid, EventType, SessionId?,
 * DocumentType?, PersonTargetType?}; 201 {EventUid, ApplicationUid, EventType, CreatedOn}.
 */
export const idvEventRequest = z.object({
  ApplicationUid: z.string().trim().min(1).max(100),
  EventType: z.enum(IDV_EVENT_TYPES),
  SessionId: z.string().trim().max(100).nullable().optional(),
  DocumentType: documentTypeSchema.nullable().optional(),
  PersonTargetType: personTargetTypeSchema.nullable().optional(),
});
export const idvEventResponse = z.object({
  EventUid: z.string(),
  ApplicationUid: z.string(),
  EventType: z.enum(IDV_EVENT_TYPES),
  CreatedOn: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Phone hand-off of one KYC requirement (issue 9 "continue the capture on a phone"; beyond the spec)
// ---------------------------------------------------------------------------------------------

/**
 * POST v2/applications/{ApplicationUid}/documents/handoffs — the requirement (its DocumenUid) and
 * what the phone's upload will send: PersonTargetType, DocumentType and, for identity documents,
 * SandboxDocumentType ({idv}DocumentType). Same codes as an upload: DocumentIsNotRequired,
 * SandboxDocumentTypeIsNullOrEmpty / …IsInvalid, DocumentAlreadyUploaded.
 */
export const handoffRequest = z.object({
  DocumentUid: z.string().trim().min(1).max(100),
  PersonTargetType: personTargetTypeSchema,
  DocumentType: documentTypeSchema,
  SandboxDocumentType: z.enum(IDV_DOCUMENT_TYPES).nullable().optional(),
});
export type HandoffRequest = z.infer<typeof handoffRequest>;
/** 201: the single-use token (shown once, stored hashed), the link the phone opens, its expiry (ISO 8601, 10 minutes). */
export const handoffCreated = z.object({
  Token: z.string(),
  Url: z.string(),
  ExpiresAt: z.string(),
});
export type HandoffCreated = z.infer<typeof handoffCreated>;
/**
 * GET /v2/handoffs/{token} (no bearer) — what the phone page shows: the broker's name, the
 * holder's first name (no other personal data), the requirement's Caption, what the upload sends
 * and the accepted media types. 404 HandoffTokenNotFound, 410 HandoffTokenUsed / HandoffTokenExpired.
 */
export const handoffInfo = z.object({
  BrokerName: z.string().nullable(),
  FirstName: z.string().nullable(),
  Caption: z.string(),
  DocumentType: documentTypeSchema,
  PersonTargetType: personTargetTypeSchema,
  SandboxDocumentType: z.enum(IDV_DOCUMENT_TYPES).nullable(),
  AcceptedMediaTypes: z.array(z.enum(DOCUMENT_MEDIA_TYPES)),
  ExpiresAt: z.string(),
});
export type HandoffInfo = z.infer<typeof handoffInfo>;

/** The schemas in one table, so tooling (contract tests, fuzzing) can walk every endpoint. */
export const endpoints = {
  settings: {
    method: 'GET',
    path: '/v2/settings',
    query: settingsQuery,
    response: settingsResponse,
  },
  countries: {
    method: 'GET',
    path: '/v2/countries',
    query: countriesQuery,
    response: countriesResponse,
  },
  states: {
    method: 'GET',
    path: '/v2/countries/{countryCode}/states',
    query: statesQuery,
    response: statesResponse,
  },
  usernames: {
    method: 'GET',
    path: '/v2/users/usernames',
    query: usernamesLookupQuery,
    response: usernamesResponse,
  },
  createUser: {
    method: 'POST',
    path: '/v2/users',
    query: createUserQuery,
    body: createUserRequest,
    response: createUserResponse,
  },
  /** POST /v2/users, upgrade variant (doc 1 §4.11): 200 {…tokens, IsExistingUser: true}. */
  createUserUpgrade: {
    method: 'POST',
    path: '/v2/users',
    query: createUserUpgradeQuery,
    body: createUserUpgradeRequest,
    response: createUserResponse,
  },
  basicAccountDetails: {
    method: 'GET',
    path: '/v2/basic-accounts/{applicationUid}/accounts/{accountUid}/details',
    response: basicAccountDetailsResponse,
  },
  basicAccountUpgrade: {
    method: 'PATCH',
    path: '/v2/basic-accounts/upgrade/{applicationUid}',
    query: basicAccountUpgradeQuery,
    response: basicAccountUpgradeResponse,
  },
  authenticate: {
    method: 'POST',
    path: '/v2/authenticate',
    body: authenticateRequest,
    response: tokensResponse,
  },
  refresh: {
    method: 'POST',
    path: '/v2/authenticate/authenticate/refresh',
    body: refreshRequest,
    response: tokensResponse,
  },
  createApplication: {
    method: 'POST',
    path: '/v2/applications',
    body: createApplicationRequest,
    response: createApplicationResponse,
  },
  getApplication: {
    method: 'GET',
    path: '/v2/applications/{applicationUid}',
    response: applicationResponse,
  },
  /** DELETE v2/applications/{ApplicationUid} → 204; 400 ApplicationIsCompleted, 404, 403. */
  deleteApplication: { method: 'DELETE', path: '/v2/applications/{applicationUid}' },
  types: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/types',
    query: accountTypesQuery,
    body: accountTypesRequest,
    response: accountTypesResponse,
  },
  createAccountTypes: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/account-types',
    query: accountTypesQuery,
    body: accountTypesRequest,
    response: accountTypesResponse,
  },
  updateAccountTypes: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/account-types',
    query: accountTypesQuery,
    body: accountTypesRequest,
    response: accountTypesResponse,
  },
  steps: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/steps',
    body: stepRequest,
    response: stepResponse,
  },
  complete: {
    method: 'PATCH',
    path: '/v2/applications/{applicationUid}',
    query: completeQuery,
    response: completeResponse,
  },
  createPerson: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/persons',
    query: createPersonQuery,
    body: personNameRequest,
    response: personResponse,
  },
  updateName: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/persons/{personUid}/names',
    body: personNameRequest,
    response: personResponse,
  },
  ...personSection('birthdays', birthdayRequest),
  ...personSection('countries', countryRequest),
  ...personSection('ssns', ssnRequest),
  ...personSection('phones', phoneRequest),
  ...personSection('addresses', addressRequest),
  createFunding: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/application-fundings',
    body: applicationFundingRequest,
    response: applicationFunding,
  },
  updateFunding: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/application-fundings',
    body: applicationFundingRequest,
    response: applicationFunding,
  },
  deleteFunding: {
    method: 'DELETE',
    path: '/v2/applications/{applicationUid}/application-fundings',
  },
  createFundingAmount: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/fundings',
    body: fundingAmountRequest,
    response: applicationFunding,
  },
  updateFundingAmount: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/fundings',
    body: fundingAmountRequest,
    response: applicationFunding,
  },
  acceptMainAgreement: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/{maincode}-agreements',
  },
  htmlMainAgreement: {
    method: 'GET',
    path: '/v2/applications/{applicationUid}/{maincode}-html-agreements',
    response: htmlAgreementResponse,
  },
  pdfMainAgreement: {
    method: 'GET',
    path: '/v2/applications/{applicationUid}/{maincode}-pdf-agreements',
  },
  createPlainUser: {
    method: 'POST',
    path: '/v2/users/plain',
    body: createPlainUserRequest,
    response: tokensResponse,
  },
  logout: { method: 'POST', path: '/v2/authenticate/logout', body: logoutRequest },
  generateTokens: {
    method: 'POST',
    path: '/v2/authenticate/authenticate/generate',
    body: generateTokensRequest,
    response: tokensResponse,
  },
  passwordResetToken: {
    method: 'POST',
    path: '/v2/users/passwords/reset_token',
    query: passwordResetTokenQuery,
    body: passwordResetTokenBody,
  },
  newPassword: { method: 'POST', path: '/v2/users/passwords', body: newPasswordRequest },
  userUids: {
    method: 'GET',
    path: '/v2/users/uids',
    query: userUidsQuery,
    response: userUidsResponse,
  },
  userEmails: {
    method: 'GET',
    path: '/v2/users/emails',
    query: userEmailsQuery,
    response: userEmailsResponse,
  },
  salesAuthenticate: {
    method: 'POST',
    path: '/v2/sales/authenticate',
    body: salesAuthenticateRequest,
    response: tokensResponse,
  },
  salesApplications: {
    method: 'GET',
    path: '/v2/sales/users/applications',
    query: salesApplicationsQuery,
    response: salesApplicationsResponse,
  },
  salesInvitation: {
    method: 'GET',
    path: '/v2/sales/applications/invitations',
    query: salesInvitationQuery,
    response: salesInvitationResponse,
  },
  sendSalesInvitation: {
    method: 'POST',
    path: '/v2/sales/applications/{applicationUid}/invitations',
  },
  salesPasswords: { method: 'POST', path: '/v2/sales/passwords', body: salesPasswordRequest },
  ...personSection('marital-statuses', maritalStatusRequest),
  createBackupWithholding: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/persons/backup-withholdings',
    query: personTargetTypeQuery,
    body: backupWithholdingRequest,
    response: backupWithholdingResponse,
  },
  updateBackupWithholding: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/persons/backup-withholdings',
    query: personTargetTypeQuery,
    body: backupWithholdingRequest,
    response: backupWithholdingResponse,
  },
  createLegalEntity: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/legal-entities',
    body: legalEntityNameRequest,
    response: legalEntityResponse,
  },
  updateLegalEntityName: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/legal-entities/names',
    body: legalEntityNameRequest,
    response: legalEntityResponse,
  },
  createEin: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/legal-entities/eins',
    body: einRequest,
    response: legalEntityResponse,
  },
  updateEin: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/legal-entities/eins',
    body: einRequest,
    response: legalEntityResponse,
  },
  createLegalEntityAddress: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/legal-entities/addresses',
    body: addressRequest,
    response: legalEntityResponse,
  },
  updateLegalEntityAddress: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/legal-entities/addresses',
    body: addressRequest,
    response: legalEntityResponse,
  },
  employmentStatuses: {
    method: 'GET',
    path: '/v2/customer-due-diligence/employment-statuses',
    response: employmentStatusesResponse,
  },
  occupations: {
    method: 'GET',
    path: '/v2/customer-due-diligence/occupations',
    query: occupationsQuery,
    response: occupationsResponse,
  },
  incomeSourceTypes: {
    method: 'GET',
    path: '/v2/customer-due-diligence/income-source-types',
    response: incomeSourceTypesResponse,
  },
  identificationTypes: {
    method: 'GET',
    path: '/v2/customer-due-diligence/identification-types',
    response: identificationTypesResponse,
  },
  fundingSourceTypes: {
    method: 'GET',
    path: '/v2/customer-due-diligence/funding-source-types',
    response: fundingSourceTypesResponse,
  },
  accountPurposeTypes: {
    method: 'GET',
    path: '/v2/customer-due-diligence/account-purpose-types',
    response: accountPurposeTypesResponse,
  },
  cddStates: {
    method: 'GET',
    path: '/v2/customer-due-diligence/states',
    query: cddStatesQuery,
    response: statesResponse,
  },
  cddCountries: {
    method: 'GET',
    path: '/v2/customer-due-diligence/countries',
    response: countriesResponse,
  },
  crmEvent: { method: 'POST', path: '/v2/crm/{applicationUid}/crmevents', body: crmEventRequest },
  exitModal: { method: 'POST', path: '/v2/crm/{applicationUid}/exitModal', body: exitModalRequest },
  getEmploymentInfo: {
    method: 'GET',
    path: '/v2/customer-due-diligence/{applicationUid}/employment-info',
    response: employmentInfo.nullable(),
  },
  createEmploymentInfo: {
    method: 'POST',
    path: '/v2/customer-due-diligence/{applicationUid}/employment-info',
    body: employmentInfo,
    response: employmentInfo,
  },
  updateEmploymentInfo: {
    method: 'PUT',
    path: '/v2/customer-due-diligence/{applicationUid}/employment-info',
    body: employmentInfo,
    response: employmentInfo,
  },
  getIdentificationInfo: {
    method: 'GET',
    path: '/v2/customer-due-diligence/{applicationUid}/identification-info',
    response: identificationInfo.nullable(),
  },
  createIdentificationInfo: {
    method: 'POST',
    path: '/v2/customer-due-diligence/{applicationUid}/identification-info',
    body: identificationInfo,
    response: identificationInfo,
  },
  updateIdentificationInfo: {
    method: 'PUT',
    path: '/v2/customer-due-diligence/{applicationUid}/identification-info',
    body: identificationInfo,
    response: identificationInfo,
  },
  getAccountFunding: {
    method: 'GET',
    path: '/v2/customer-due-diligence/{applicationUid}/account-funding',
    response: accountFundingInfo.nullable(),
  },
  createAccountFunding: {
    method: 'POST',
    path: '/v2/customer-due-diligence/{applicationUid}/account-funding',
    body: accountFundingInfo,
    response: accountFundingInfo,
  },
  updateAccountFunding: {
    method: 'PUT',
    path: '/v2/customer-due-diligence/{applicationUid}/account-funding',
    body: accountFundingInfo,
    response: accountFundingInfo,
  },
  createIraBusinessName: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/ira-business-names',
    body: iraBusinessNameRequest,
    response: iraBusinessNameResponse,
  },
  updateIraBusinessName: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/ira-business-names',
    body: iraBusinessNameRequest,
    response: iraBusinessNameResponse,
  },
  trackingDetails: {
    method: 'POST',
    path: TRACKING_PATHS.trackingDetails,
    body: affiliateTrackingRequest,
  },
  fingerprints: {
    method: 'POST',
    path: TRACKING_PATHS.fingerprints,
    body: fingerprintRequest,
  },
  acceptAchAgreement: { method: 'POST', path: '/v2/applications/{applicationUid}/ach-agreements' },
  htmlAchAgreement: {
    method: 'GET',
    path: '/v2/applications/{applicationUid}/ach-html-agreements',
    response: htmlAgreementResponse,
  },
  pdfAchAgreement: { method: 'GET', path: '/v2/applications/{applicationUid}/ach-pdf-agreements' },
  acceptIraAgreement: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/ira-agreements',
    body: agreementAcceptRequest,
  },
  htmlIraAgreement: {
    method: 'GET',
    path: '/v2/applications/{applicationUid}/ira-html-agreements',
    response: htmlAgreementResponse,
  },
  pdfIraAgreement: { method: 'GET', path: '/v2/applications/{applicationUid}/ira-pdf-agreements' },
  acceptMetalStreamAgreement: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/metal-stream-agreements',
  },
  htmlMetalStreamAgreement: {
    method: 'GET',
    path: '/v2/applications/{applicationUid}/metal-stream-html-agreements',
    response: htmlAgreementResponse,
  },
  pdfMetalStreamAgreement: {
    method: 'GET',
    path: '/v2/applications/{applicationUid}/metal-stream-pdf-agreements',
  },
  bankAccounts: {
    method: 'GET',
    path: '/v2/applications/{applicationUid}/bank-accounts',
    response: bankAccountsResponse,
  },
  plaidLinkToken: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/bank-accounts/plaid-link-tokens',
    response: plaidLinkTokenResponse,
  },
  plaidBankAccounts: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/bank-accounts/plaid-bank-accounts',
    body: plaidBankAccountsRequest,
    response: plaidBankAccountsResponse,
  },
  createBankFunding: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/bank-application-fundings',
    body: bankApplicationFundingRequest,
    response: bankApplicationFunding,
  },
  updateBankFunding: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/bank-application-fundings',
    body: bankApplicationFundingRequest,
    response: bankApplicationFunding,
  },
  createBankFundingAmount: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/bank-application-funding-amounts',
    body: bankFundingAmountRequest,
    response: bankApplicationFunding,
  },
  updateBankFundingAmount: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/bank-application-funding-amounts',
    body: bankFundingAmountRequest,
    response: bankApplicationFunding,
  },
  createIraFunding: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/ira-application-fundings',
    body: iraFundingTypeRequest,
    response: iraApplicationFunding,
  },
  updateIraFunding: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/ira-application-fundings',
    body: iraFundingTypeRequest,
    response: iraApplicationFunding,
  },
  deleteIraFunding: {
    method: 'DELETE',
    path: '/v2/applications/{applicationUid}/ira-application-fundings',
  },
  createIraFundingAmount: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/ira-application-funding-amounts',
    body: iraFundingAmountRequest,
    response: iraApplicationFunding,
  },
  updateIraFundingAmount: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/ira-application-funding-amounts',
    body: iraFundingAmountRequest,
    response: iraApplicationFunding,
  },
  createIraTransferType: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/ira-transfers/transfer-types',
    body: iraTransferTypeRequest,
    response: iraApplicationFunding,
  },
  updateIraTransferType: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/ira-transfers/transfer-types',
    body: iraTransferTypeRequest,
    response: iraApplicationFunding,
  },
  createIraTransferAccountType: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/ira-transfers/ira-account-types',
    body: iraAccountTypeRequest,
    response: iraApplicationFunding,
  },
  updateIraTransferAccountType: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/ira-transfers/ira-account-types',
    body: iraAccountTypeRequest,
    response: iraApplicationFunding,
  },
  createIraAccountNumber: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/ira-transfers/account-number',
    body: iraAccountNumberRequest,
    response: iraApplicationFunding,
  },
  updateIraAccountNumber: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/ira-transfers/account-number',
    body: iraAccountNumberRequest,
    response: iraApplicationFunding,
  },
  custodians: {
    method: 'GET',
    path: '/v2/custodians',
    query: custodiansQuery,
    response: custodiansResponse,
  },
  applicationCustodians: {
    method: 'GET',
    path: '/v2/custodians/applications/{applicationUid}',
    query: custodiansQuery,
    response: custodiansResponse,
  },
  createCustodianChoice: {
    method: 'POST',
    path: '/v2/custodians/applications/{applicationUid}',
    body: custodianChoiceRequest,
    response: iraApplicationFunding,
  },
  updateCustodianChoice: {
    method: 'PUT',
    path: '/v2/custodians/applications/{applicationUid}',
    body: custodianChoiceRequest,
    response: iraApplicationFunding,
  },
  createCustodianAccountNumber: {
    method: 'POST',
    path: '/v2/custodians/applications/{applicationUid}/ira-transfers/account-numbers',
    body: iraAccountNumberRequest,
    response: iraApplicationFunding,
  },
  updateCustodianAccountNumber: {
    method: 'PUT',
    path: '/v2/custodians/applications/{applicationUid}/ira-transfers/account-numbers',
    body: iraAccountNumberRequest,
    response: iraApplicationFunding,
  },
  createIraPaymentDeliveryType: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/ira-transfers/payment-delivery-types',
    body: iraPaymentDeliveryTypeRequest,
    response: iraApplicationFunding,
  },
  updateIraPaymentDeliveryType: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/ira-transfers/payment-delivery-types',
    body: iraPaymentDeliveryTypeRequest,
    response: iraApplicationFunding,
  },
  createJointTenancyType: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/joint-tenancy-types',
    body: jointTenancyTypeRequest,
    response: jointTenancyTypeResponse,
  },
  updateJointTenancyType: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/joint-tenancy-types',
    body: jointTenancyTypeRequest,
    response: jointTenancyTypeResponse,
  },
  requiredDocuments: {
    method: 'GET',
    path: '/v2/applications/{applicationUid}/documents/required-documents',
    query: requiredDocumentsQuery,
    response: requiredDocumentsResponse,
  },
  /** Multipart upload (doc 3 §7): the query is validated here, the multipart body by the route (server/routes/documents.ts). */
  uploadDocument: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/documents',
    query: documentUploadQuery,
    response: uploadedDocument,
  },
  replaceDocument: {
    method: 'PATCH',
    path: '/v2/applications/{applicationUid}/documents',
    query: documentUploadQuery,
    response: uploadedDocument,
  },
  listDocuments: {
    method: 'GET',
    path: '/v2/applications/{applicationUid}/documents',
    query: documentsListQuery,
    response: uploadedDocumentsResponse,
  },
  idvEvent: {
    method: 'POST',
    path: '/v2/documents/sandbox-event',
    body: idvEventRequest,
    response: idvEventResponse,
  },
  /** Phone hand-off (issue 9): create (bearer), read and upload by token (no bearer; multipart like uploadDocument). */
  createHandoff: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/documents/handoffs',
    body: handoffRequest,
    response: handoffCreated,
  },
  handoffInfo: { method: 'GET', path: '/v2/handoffs/{token}', response: handoffInfo },
  handoffUpload: {
    method: 'POST',
    path: '/v2/handoffs/{token}/documents',
    response: uploadedDocument,
  },
  metalStreamProducts: {
    method: 'GET',
    path: '/v2/applications/{applicationUid}/metal-streams/products',
    query: metalProductsQuery,
    response: metalProductsResponse,
  },
  createMetalStreamProduct: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/metal-streams/products',
    body: metalStreamProductRequest,
    response: metalStream,
  },
  updateMetalStreamProduct: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/metal-streams/products',
    body: metalStreamProductRequest,
    response: metalStream,
  },
  createMetalStreamAllocation: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/metal-streams/allocations',
    body: metalStreamAllocationRequest,
    response: metalStream,
  },
  updateMetalStreamAllocation: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/metal-streams/allocations',
    body: metalStreamAllocationRequest,
    response: metalStream,
  },
  createMetalStreamFunding: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/metal-streams/fundings',
    body: metalStreamFundingRequest,
    response: metalStream,
  },
  updateMetalStreamFunding: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/metal-streams/fundings',
    body: metalStreamFundingRequest,
    response: metalStream,
  },
  createMetalStreamBankFunding: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/metal-streams/bank-application-fundings',
    body: metalStreamBankFundingRequest,
    response: metalStream,
  },
  updateMetalStreamBankFunding: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/metal-streams/bank-application-fundings',
    body: metalStreamBankFundingRequest,
    response: metalStream,
  },
  createMetalStreamFundingSource: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/metal-streams/fundings-sources',
    body: metalStreamFundingSourceRequest,
    response: metalStream,
  },
  updateMetalStreamFundingSource: {
    method: 'PUT',
    path: '/v2/applications/{applicationUid}/metal-streams/fundings-sources',
    body: metalStreamFundingSourceRequest,
    response: metalStream,
  },
  metalStreamBankAccount: {
    method: 'POST',
    path: '/v2/applications/{applicationUid}/bank-accounts/metal-streams',
    body: metalStreamBankAccountRequest,
    response: plaidBankAccountsResponse,
  },
} as const;

function personSection<const N extends string, S extends z.ZodType>(name: N, body: S) {
  const path = `/v2/applications/{applicationUid}/persons/{personUid}/${name}` as const;
  return {
    [`create_${name}`]: { method: 'POST', path, body, response: personResponse },
    [`update_${name}`]: { method: 'PUT', path, body, response: personResponse },
  } as Record<
    `create_${N}` | `update_${N}`,
    { method: 'POST' | 'PUT'; path: typeof path; body: S; response: typeof personResponse }
  >;
}
