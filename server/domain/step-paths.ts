/**
 * The literal paths of doc 1 §2.1 — the only values POST .../steps accepts as {Step}
 * (anything else: WizardValidation_InvalidApplicationStepType, doc 1 §8.2).
 */

const KYC_PERSON_SEGMENTS = ['', '/secondary', '/minor'];
const IDENTITY_DOCS = ['/drivers-license', '/passport', '/id'];
const RESIDENCE_DOCS = ['/credit-card-statement', '/utility-bill', '/bank-statement'];
const UPLOAD_METHODS = ['', '/file', '/camera'];

const LITERAL = [
  '/', '/error-page', '/not-found', '/aip', '/prepare-registration', '/impersonate', '/delete-application',
  '/login', '/login/loading', '/createAccount', '/createAccount/loading', '/customerEmail', '/sales-invitation',
  '/reviewUserHistory', '/loading', '/refresh/loading',
  '/reset-sent', '/reset-password', '/set-password', '/reset-successful',
  ...['/create-application', '/choose-application'].flatMap((base) =>
    ['', '/standard', '/retirement', '/retirement/business', '/retirement/personal', '/utma'].map((s) => base + s),
  ),
  '/secure', '/secure/name', '/secure/dob', '/secure/identity', '/secure/identity/ssn', '/secure/identity/details',
  '/secure/employmentStatus', '/secure/phone-number', '/secure/marital', '/secure/businessName',
  '/secure/financial-profile',
  '/secure/secondary', '/secure/secondary/dob', '/secure/secondary/identity', '/secure/secondary/ssn',
  '/secure/secondary/phone-number',
  '/secure/trust/name', '/secure/trust/askEin', '/secure/trustName/ein',
  '/secure/minor', '/secure/minor/dob', '/secure/minor/identity', '/secure/minor/ssn', '/secure/minor/phone-number',
  '/business/secure/verify', '/business/secure/verify/name', '/business/secure/verify/name/ein',
  '/business/secure/verify/business-address', '/business/secure/verify/business-review',
  '/business/secure', '/business/secure/name', '/business/secure/dob', '/business/secure/identity',
  '/business/secure/identity/ssn', '/business/secure/phone-number',
  '/address', '/address/enter', '/address/done', '/address/secondary', '/address/secondary/enter',
  '/address/minor', '/address/minor/enter',
  '/fund', '/fund/account', '/fund/account/ach', '/fund/account/wire', '/fund/account/check',
  '/fund/account/cryptocurrency', '/fund/account/survivor', '/fund/metal/survivor', '/fund/retirement',
  '/fund/retirement/rollover/amount', '/fund/retirement/contribution/amount', '/metal/aip/fund', '/metal/aip/amount',
  '/review', '/review/agreement', '/review/equity',
  '/metal', '/metal/invest', '/metal/allocate', '/metal/gold', '/metal/silver', '/metal/funding', '/metal/review',
  '/metal/complete',
  '/aip/secure', '/aip/secure/name', '/aip/secure/dob', '/aip/secure/identity', '/aip/secure/identity/ssn',
  '/aip/secure/phone-number', '/aip/review', '/aip/review/agreement',
  ...['', '/dob', '/identity', '/ssn', '/phone-number'].map((s) => `/aip/secure/secondary${s}`),
  '/aip/secure/trustName', '/aip/secure/trustName/askEin', '/aip/secure/trustName/ein',
  '/aip/secure/business/verify', '/aip/secure/business/verify/name', '/aip/secure/business/verify/name/ein',
  '/aip/secure/business/verify/address',
  ...['', '/dob', '/identity', '/ssn'].map((s) => `/aip/secure/minor${s}`),
  '/kyc/processing', '/kyc/success', '/kyc/verification', '/kyc/done', '/kyc/done-skip',
  ...KYC_PERSON_SEGMENTS.flatMap((p) => [
    `/kyc/proof-of-identity${p}`,
    ...IDENTITY_DOCS.flatMap((d) => UPLOAD_METHODS.map((m) => `/kyc/proof-of-identity${p}${d}${m}`)),
    `/kyc/proof-of-residence${p}`,
    ...RESIDENCE_DOCS.map((d) => `/kyc/proof-of-residence${p}${d}`),
    ...UPLOAD_METHODS.map((m) => `/kyc/proof-of-social-security${p}/ssc${m}`),
  ]),
  '/kyc/proof-of-residence/voided-check',
  '/kyc/proof-of-ownership', '/kyc/proof-of-ownership/upload',
  '/ira-funding',
];

/** Every literal path of doc 1 §2.1. */
export const KNOWN_STEP_PATHS: ReadonlySet<string> = new Set(LITERAL);

/** True when `step` is a literal path of the spec (a trailing slash is tolerated). */
export function isKnownStepPath(step: string): boolean {
  const normalized = step.length > 1 ? step.replace(/\/+$/, '') : step;
  return KNOWN_STEP_PATHS.has(normalized);
}
