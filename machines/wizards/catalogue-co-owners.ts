/**
 * A part of the step catalogue (step-catalogue.ts merges the parts into STEP_CATALOGUE, in this
 * order: person, business, co-owners, funding, metal). The Joint secondary owner's and the UTMA
 * minor's secure steps (doc 2 §2.2).
 */
import type { StepEntry } from './step-entry';

/**
 * The Joint secondary owner's and the UTMA minor's secure steps (doc 2 §2.2): what each step IS,
 * by catalogue key.
 */
export const CO_OWNER_STEPS = {
  // The Joint secondary owner and the UTMA minor (doc 2 §2.2): the main person's screens with the
  // step's `person` slot (the intro asks the person's name).
  secondary: {
    path: '/secure/secondary',
    routeKey: 'SECURE_SECONDARY',
    screen: 'name',
    person: 'secondary',
    titleKey: 'pageTitles.secondary',
    section: 'secure',
  },
  secondaryPhone: {
    path: '/secure/secondary/phone-number',
    routeKey: 'SECURE_SECONDARY_PHONE_NUMBER',
    screen: 'phone',
    person: 'secondary',
    titleKey: 'pageTitles.secondaryPhone',
    section: 'secure',
  },
  secondaryDob: {
    path: '/secure/secondary/dob',
    routeKey: 'SECURE_SECONDARY_DOB',
    screen: 'dob',
    person: 'secondary',
    titleKey: 'pageTitles.secondaryDob',
    section: 'secure',
  },
  secondaryIdentity: {
    path: '/secure/secondary/identity',
    routeKey: 'SECURE_SECONDARY_IDENTITY',
    screen: 'identityCountry',
    person: 'secondary',
    titleKey: 'pageTitles.secondaryIdentity',
    section: 'secure',
  },
  secondarySsn: {
    path: '/secure/secondary/ssn',
    routeKey: 'SECURE_SECONDARY_SSN',
    screen: 'ssn',
    person: 'secondary',
    titleKey: 'pageTitles.secondarySsn',
    section: 'secure',
  },
  minor: {
    path: '/secure/minor',
    routeKey: 'SECURE_MINOR',
    screen: 'name',
    person: 'minor',
    titleKey: 'pageTitles.minor',
    section: 'secure',
  },
  minorPhone: {
    path: '/secure/minor/phone-number',
    routeKey: 'SECURE_MINOR_PHONE_NUMBER',
    screen: 'phone',
    person: 'minor',
    titleKey: 'pageTitles.minorPhone',
    section: 'secure',
  },
  minorDob: {
    path: '/secure/minor/dob',
    routeKey: 'SECURE_MINOR_DOB',
    screen: 'dob',
    person: 'minor',
    titleKey: 'pageTitles.minorDob',
    section: 'secure',
  },
  minorIdentity: {
    path: '/secure/minor/identity',
    routeKey: 'SECURE_MINOR_IDENTITY',
    screen: 'identityCountry',
    person: 'minor',
    titleKey: 'pageTitles.minorIdentity',
    section: 'secure',
  },
  minorSsn: {
    path: '/secure/minor/ssn',
    routeKey: 'SECURE_MINOR_SSN',
    screen: 'ssn',
    person: 'minor',
    titleKey: 'pageTitles.minorSsn',
    section: 'secure',
  },
} as const satisfies Record<string, StepEntry>;
