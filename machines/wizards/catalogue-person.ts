/**
 * A part of the step catalogue (step-catalogue.ts merges the parts into STEP_CATALOGUE, in this
 * order: person, business, co-owners, funding, metal). The person's secure steps, the IRA owner's
 * due diligence and the Trust's steps (doc 2 §2.3 SECURE_*, §2.2 "IRA", §2.8, §2.9, §2.19).
 */
import type { StepEntry } from './step-entry';

/**
 * The person's secure steps, the IRA owner's due diligence and the Trust's steps (doc 2 §2.3
 * SECURE_*, §2.2 "IRA", §2.8, §2.9, §2.19): what each step IS, by catalogue key.
 */
export const PERSON_STEPS = {
  // The person's secure steps (doc 2 §2.3 SECURE_*).
  secure: {
    path: '/secure',
    routeKey: 'SECURE_ACCOUNT',
    screen: 'secureIntro',
    titleKey: 'pageTitles.secure',
    section: 'secure',
    behaviour: 'intro',
  },
  name: {
    path: '/secure/name',
    routeKey: 'SECURE_NAME',
    screen: 'name',
    titleKey: 'pageTitles.name',
    section: 'secure',
  },
  phone: {
    path: '/secure/phone-number',
    routeKey: 'SECURE_PHONE_NUMBER',
    screen: 'phone',
    titleKey: 'pageTitles.phone',
    section: 'secure',
  },
  dob: {
    path: '/secure/dob',
    routeKey: 'SECURE_DOB',
    screen: 'dob',
    titleKey: 'pageTitles.dob',
    section: 'secure',
  },
  marital: {
    path: '/secure/marital',
    routeKey: 'SECURE_MARITAL',
    screen: 'maritalStatus',
    titleKey: 'pageTitles.maritalStatus',
    section: 'secure',
  },
  identity: {
    path: '/secure/identity',
    routeKey: 'SECURE_IDENTITY',
    screen: 'identityCountry',
    titleKey: 'pageTitles.identity',
    section: 'secure',
  },
  ssn: {
    path: '/secure/identity/ssn',
    routeKey: 'SECURE_IDENTITY_SSN',
    screen: 'ssn',
    titleKey: 'pageTitles.ssn',
    section: 'secure',
  },
  // doc 2 §2.19 backup withholding, after the SSN it certifies when the broker's IsIRSRequired is
  // on (the position is not shown; docs/decisions.md): Individual — me; Joint — me, the secondary
  // owner, both or neither.
  backupWithholding: {
    path: '/secure/backup-withholding',
    routeKey: 'SECURE_BACKUP_WITHHOLDING',
    screen: 'backupWithholding',
    titleKey: 'pageTitles.backupWithholding',
    section: 'secure',
  },
  // Customer due diligence of the IRA owner (doc 2 §2.2 "IRA").
  identityDetails: {
    path: '/secure/identity/details',
    routeKey: 'SECURE_IDENTITY_DETAILS',
    screen: 'identityDetails',
    titleKey: 'pageTitles.identityDetails',
    section: 'secure',
  },
  employment: {
    path: '/secure/employmentStatus',
    routeKey: 'EMPLOYMENT_STATUS',
    screen: 'employmentStatus',
    titleKey: 'pageTitles.employmentStatus',
    section: 'secure',
  },
  financialProfile: {
    path: '/secure/financial-profile',
    routeKey: 'FINANCIAL_PROFILE',
    screen: 'financialProfile',
    titleKey: 'pageTitles.financialProfile',
    section: 'secure',
  },
  iraBusinessName: {
    path: '/secure/businessName',
    routeKey: 'SECURE_BUSINESS_NAME',
    screen: 'iraBusinessName',
    titleKey: 'pageTitles.iraBusinessName',
    section: 'secure',
  },
  // Trust (doc 2 §2.8, §2.9).
  trustName: {
    path: '/secure/trust/name',
    routeKey: 'SECURE_TRUST_NAME',
    screen: 'trustName',
    titleKey: 'pageTitles.trustName',
    section: 'secure',
  },
  trustEinQuestion: {
    path: '/secure/trust/askEin',
    routeKey: 'SECURE_TRUST_NAME_EIN_QUESTION',
    screen: 'trustEinQuestion',
    titleKey: 'pageTitles.trustEinQuestion',
    section: 'secure',
    behaviour: 'intro',
  },
  trustEin: {
    id: 'ein',
    path: '/secure/trustName/ein',
    routeKey: 'SECURE_TRUST_NAME_EIN',
    screen: 'ein',
    titleKey: 'pageTitles.trustEin',
    section: 'secure',
  },
} as const satisfies Record<string, StepEntry>;
