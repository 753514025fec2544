/**
 * A part of the step catalogue (step-catalogue.ts merges the parts into STEP_CATALOGUE, in this
 * order: person, business, co-owners, funding, metal). The Business entity and its authorized
 * agent's secure steps under /business/secure (doc 2 §2.3 BUSINESS_ACCOUNT.*).
 */
import type { StepEntry } from './step-entry';

/**
 * The Business entity and its authorized agent's secure steps under /business/secure (doc 2 §2.3
 * BUSINESS_ACCOUNT.*): what each step IS, by catalogue key.
 */
export const BUSINESS_STEPS = {
  // Business entity, then its authorized agent's secure steps under /business/secure (BUSINESS_ACCOUNT.*).
  businessSecure: {
    id: 'secure',
    path: '/business/secure',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_ACCOUNT',
    screen: 'secureIntro',
    titleKey: 'pageTitles.secure',
    section: 'secure',
    behaviour: 'intro',
  },
  businessType: {
    path: '/business/secure/verify',
    routeKey: 'SECURE_BUSINESS_TYPE',
    screen: 'businessType',
    titleKey: 'pageTitles.businessType',
    section: 'secure',
  },
  businessName: {
    path: '/business/secure/verify/name',
    routeKey: 'SECURE_BUSINESS_ORIGIN_NAME',
    screen: 'businessName',
    titleKey: 'pageTitles.businessName',
    section: 'secure',
  },
  businessEin: {
    id: 'ein',
    path: '/business/secure/verify/name/ein',
    routeKey: 'SECURE_BUSINESS_ORIGIN_EIN',
    screen: 'ein',
    titleKey: 'pageTitles.ein',
    section: 'secure',
  },
  businessAddress: {
    path: '/business/secure/verify/business-address',
    routeKey: 'SECURE_BUSINESS_ADDRESS',
    screen: 'businessAddress',
    titleKey: 'pageTitles.businessAddress',
    section: 'secure',
  },
  businessReview: {
    path: '/business/secure/verify/business-review',
    routeKey: 'SECURE_BUSINESS_REVIEW',
    screen: 'businessReview',
    titleKey: 'pageTitles.businessReview',
    section: 'secure',
    behaviour: 'review',
  },
  businessSecureName: {
    id: 'name',
    path: '/business/secure/name',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_NAME',
    screen: 'name',
    titleKey: 'pageTitles.name',
    section: 'secure',
  },
  businessSecurePhone: {
    id: 'phone',
    path: '/business/secure/phone-number',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_PHONE_NUMBER',
    screen: 'phone',
    titleKey: 'pageTitles.phone',
    section: 'secure',
  },
  businessSecureDob: {
    id: 'dob',
    path: '/business/secure/dob',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_DOB',
    screen: 'dob',
    titleKey: 'pageTitles.dob',
    section: 'secure',
  },
  businessSecureIdentity: {
    id: 'identity',
    path: '/business/secure/identity',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_IDENTITY',
    screen: 'identityCountry',
    titleKey: 'pageTitles.identity',
    section: 'secure',
  },
  businessSecureSsn: {
    id: 'ssn',
    path: '/business/secure/identity/ssn',
    routeKey: 'BUSINESS_ACCOUNT.SECURE_IDENTITY_SSN',
    screen: 'ssn',
    titleKey: 'pageTitles.ssn',
    section: 'secure',
  },
} as const satisfies Record<string, StepEntry>;
