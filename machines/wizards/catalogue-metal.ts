/**
 * A part of the step catalogue (step-catalogue.ts merges the parts into STEP_CATALOGUE, in this
 * order: person, business, co-owners, funding, metal). The metal-stream programme and its secure
 * and review steps under /aip (doc 3 §2.2, §2.3, §2.4).
 */
import type { StepEntry } from './step-entry';

/**
 * The metal-stream programme and its secure and review steps under /aip (doc 3 §2.2, §2.3, §2.4):
 * what each step IS, by catalogue key.
 */
export const METAL_STEPS = {
  // The metal-stream programme (doc 3 §2.2, §2.3), then its secure and review steps under /aip (METAL_SECURE_ACCOUNT.*).
  metalWelcome: {
    path: '/metal',
    routeKey: 'METAL_STREAM_WELCOME',
    screen: 'metalWelcome',
    titleKey: 'pageTitles.metalWelcome',
    section: 'metal',
    behaviour: 'intro',
  },
  metalInvest: {
    path: '/metal/invest',
    routeKey: 'METAL_STREAM_MONTHLY_INVEST',
    screen: 'metalInvest',
    titleKey: 'pageTitles.metalInvest',
    section: 'metal',
  },
  metalAllocate: {
    path: '/metal/allocate',
    routeKey: 'METAL_STREAM_FUND_ALLOCATION',
    screen: 'metalAllocate',
    titleKey: 'pageTitles.metalAllocate',
    section: 'metal',
  },
  metalGold: {
    path: '/metal/gold',
    routeKey: 'METAL_STREAM_GOLD',
    screen: 'metalGold',
    titleKey: 'pageTitles.metalGold',
    section: 'metal',
  },
  metalSilver: {
    path: '/metal/silver',
    routeKey: 'METAL_STREAM_SILVER',
    screen: 'metalSilver',
    titleKey: 'pageTitles.metalSilver',
    section: 'metal',
  },
  metalFunding: {
    path: '/metal/funding',
    routeKey: 'FUNDING.METALSTREAM_FUNDING.ACCOUNT',
    screen: 'metalFunding',
    titleKey: 'pageTitles.metalFunding',
    section: 'metal',
    flows: { field: 'choice', open: { bank: 'bankLink' } },
  },
  metalReview: {
    path: '/metal/review',
    routeKey: 'METAL_STREAM_REVIEW',
    screen: 'metalReview',
    titleKey: 'pageTitles.metalReview',
    section: 'metal',
    behaviour: 'review',
  },
  metalSummary: {
    path: '/metal/complete',
    routeKey: 'METAL_STREAM_SUMMARY',
    screen: 'metalSummary',
    titleKey: 'pageTitles.metalSummary',
    section: 'metal',
    behaviour: 'intro',
  },
  // The owner kind of the programme's account (docs/decisions.md, issue 21 item 9): Individual,
  // Joint, custodial (UTMA), Trust or Business; the secure steps that follow are that kind's.
  metalOwner: {
    path: '/metal/owner',
    routeKey: 'METAL_STREAM_OWNER',
    screen: 'metalOwner',
    titleKey: 'pageTitles.metalOwner',
    section: 'metal',
  },
  // The programme's joint survivorship (doc 3 §2.4 "a recurring-programme variant at /fund/metal/survivor").
  metalSurvivor: {
    id: 'survivor',
    path: '/fund/metal/survivor',
    routeKey: 'FUNDING.NORMAL_FUNDING.JOINT_METAL_SURVIVOR',
    screen: 'jointSurvivorship',
    titleKey: 'pageTitles.jointSurvivorship',
    section: 'fund',
  },
  aipSecure: {
    id: 'secure',
    path: '/aip/secure',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_ACCOUNT',
    screen: 'secureIntro',
    titleKey: 'pageTitles.secure',
    section: 'secure',
    behaviour: 'intro',
  },
  aipSecureName: {
    id: 'name',
    path: '/aip/secure/name',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_NAME',
    screen: 'name',
    titleKey: 'pageTitles.name',
    section: 'secure',
  },
  aipSecurePhone: {
    id: 'phone',
    path: '/aip/secure/phone-number',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_PHONE_NUMBER',
    screen: 'phone',
    titleKey: 'pageTitles.phone',
    section: 'secure',
  },
  aipSecureDob: {
    id: 'dob',
    path: '/aip/secure/dob',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_DOB',
    screen: 'dob',
    titleKey: 'pageTitles.dob',
    section: 'secure',
  },
  aipSecureIdentity: {
    id: 'identity',
    path: '/aip/secure/identity',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_IDENTITY',
    screen: 'identityCountry',
    titleKey: 'pageTitles.identity',
    section: 'secure',
  },
  aipSecureSsn: {
    id: 'ssn',
    path: '/aip/secure/identity/ssn',
    routeKey: 'METAL_SECURE_ACCOUNT.SECURE_IDENTITY_SSN',
    screen: 'ssn',
    titleKey: 'pageTitles.ssn',
    section: 'secure',
  },
  aipReview: {
    id: 'review',
    path: '/aip/review',
    routeKey: 'METAL_SECURE_ACCOUNT.REVIEW',
    screen: 'review',
    titleKey: 'pageTitles.review',
    section: 'review',
    behaviour: 'review',
  },
  aipAgreement: {
    id: 'agreement',
    path: '/aip/review/agreement',
    routeKey: 'METAL_SECURE_ACCOUNT.AGREEMENT',
    screen: 'agreement',
    titleKey: 'pageTitles.agreement',
    section: 'review',
    behaviour: 'agreement',
  },
} as const satisfies Record<string, StepEntry>;
