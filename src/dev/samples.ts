/**
 * Sample ScreenViews and ShellViews for the dev gallery (src/dev/gallery.tsx) — never part of the
 * production build. Every screen, with variants for errors, modals and data-dependent states.
 */
import {
  CHOOSE_CHOICES,
  type ChooseLevel,
  type CountryOption,
  type ModalId,
  type ScreenId,
  type ScreenView,
  type SectionView,
  type ShellView,
  type StateOption,
} from '../../machines/screen-contract';
import { individualSteps } from '../../machines/wizards/individual.steps';
import type { ThemeName } from '../theme/themes';

export const BROKERS: Record<ThemeName, { name: string; site: string }> = {
  default: { name: 'Aurum Harbor', site: 'aurumharbor.example' },
  second: { name: 'Sterling Vault', site: 'https://www.sterlingvault.example' },
  demo: { name: 'Demo Bullion', site: 'demo-bullion.example' },
  legacy: { name: 'Heritage Assay House', site: 'heritageassay.example' },
};

export function sampleShell(theme: ThemeName, over: Partial<ShellView> = {}): ShellView {
  const b = BROKERS[theme];
  return {
    brokerName: b.name,
    brokerCode: 'HAA',
    theme,
    websiteUrl: b.site,
    termsUrl: `${b.site}/terms`,
    privacyUrl: `${b.site}/privacy`,
    caPrivacyUrl: `${b.site}/ca-privacy`,
    accessibilityUrl: `${b.site}/accessibility`,
    loggedIn: true,
    showSaveExit: true,
    saveExitOpen: false,
    overlay: false,
    ready: true,
    ...over,
  };
}

export const COUNTRIES: CountryOption[] = [
  { Iso3Code: 'USA', Iso2Code: 'US', Caption: 'United States of America', TelephoneCode: '1' },
  { Iso3Code: 'CAN', Iso2Code: 'CA', Caption: 'Canada', TelephoneCode: '1' },
  { Iso3Code: 'GBR', Iso2Code: 'GB', Caption: 'United Kingdom', TelephoneCode: '44' },
  { Iso3Code: 'DEU', Iso2Code: 'DE', Caption: 'Germany', TelephoneCode: '49' },
  { Iso3Code: 'FRA', Iso2Code: 'FR', Caption: 'France', TelephoneCode: '33' },
  { Iso3Code: 'MEX', Iso2Code: 'MX', Caption: 'Mexico', TelephoneCode: '52' },
  { Iso3Code: 'AUS', Iso2Code: 'AU', Caption: 'Australia', TelephoneCode: '61' },
  { Iso3Code: 'CHE', Iso2Code: 'CH', Caption: 'Switzerland', TelephoneCode: '41' },
  { Iso3Code: 'JPN', Iso2Code: 'JP', Caption: 'Japan', TelephoneCode: '81' },
  { Iso3Code: 'SGP', Iso2Code: 'SG', Caption: 'Singapore', TelephoneCode: '65' },
];

export const STATES: StateOption[] = [
  { Code: 'AZ', Caption: 'Arizona' },
  { Code: 'CA', Caption: 'California' },
  { Code: 'FL', Caption: 'Florida' },
  { Code: 'IL', Caption: 'Illinois' },
  { Code: 'NV', Caption: 'Nevada' },
  { Code: 'NY', Caption: 'New York' },
  { Code: 'TX', Caption: 'Texas' },
  { Code: 'WY', Caption: 'Wyoming' },
];

const SECTION_ORDER = ['createAccount', 'secure', 'address', 'fund', 'review'] as const;
const SECTION_KEYS: Record<string, string> = {
  createAccount: 'sections.createAccount',
  secure: 'sections.secure',
  address: 'sections.address',
  fund: 'sections.fund',
  review: 'sections.review',
};

/** Progress sections for a step of the Individual table (what selectScreen would build). */
export function sectionsAt(stepId: string | null): SectionView[] {
  const steps = individualSteps;
  const idx = stepId ? steps.findIndex((s) => s.id === stepId) : -1;
  const current = idx >= 0 ? steps[idx].section : null;
  const curSection = current ? SECTION_ORDER.indexOf(current) : 1;
  return SECTION_ORDER.map((id, si) => {
    const items =
      id === 'createAccount'
        ? [{ titleKey: 'pageTitles.createAccount', done: true, current: false }]
        : steps
            .map((s, i) => ({ s, i }))
            .filter(({ s }) => s.section === id && !(s.id === 'fundCheck'))
            .map(({ s, i }) => ({
              titleKey: s.titleKey,
              done: idx >= 0 && i < idx,
              current: i === idx,
            }));
    return {
      id,
      titleKey: SECTION_KEYS[id],
      done: si < curSection,
      current: si === curSection,
      items,
    };
  });
}

const base = (
  screen: ScreenId,
  path: string,
  titleKey: string,
  over: Partial<ScreenView> = {},
): ScreenView => ({
  screen,
  path,
  titleKey,
  sections: [],
  busy: false,
  initial: {},
  fieldErrors: {},
  formError: null,
  canSkip: false,
  canGoBack: true,
  modal: null,
  data: {},
  ...over,
});

const step = (id: string, over: Partial<ScreenView> = {}): ScreenView => {
  const s = individualSteps.find((x) => x.id === id)!;
  return base(s.screen, s.path, s.titleKey, { sections: sectionsAt(id), ...over });
};

const CHOOSE_PATHS: Record<ChooseLevel, string> = {
  MAIN: '/create-application',
  STANDARD: '/create-application/standard',
  RETIREMENT: '/create-application/retirement',
  PERSONAL: '/create-application/retirement/personal',
  BUSINESS: '/create-application/retirement/business',
  UTMA: '/create-application/utma',
};

export interface Sample {
  id: string;
  label: string;
  view: ScreenView;
  shell?: Partial<ShellView>;
}

const modal = (m: ModalId) => ({ modal: m });

/** Every sample, in flow order. */
export const SAMPLES: Sample[] = [
  {
    id: 'welcome',
    label: 'Welcome',
    view: base('welcome', '/', 'pageTitles.welcome', { canGoBack: false }),
    shell: { loggedIn: false, showSaveExit: false },
  },
  {
    id: 'welcome-promo',
    label: 'Welcome (promo, AIP, error)',
    view: base('welcome', '/aip', 'pageTitles.aip', {
      canGoBack: false,
      initial: { Email: 'ada@example', PromoCode: 'GOLD25' },
      data: { flow: 'AIP' },
      fieldErrors: { Email: 'apiErrors.EmailNotValid' },
    }),
    shell: { loggedIn: false, showSaveExit: false },
  },
  {
    id: 'login',
    label: 'Login',
    view: base('login', '/login', 'pageTitles.login', {
      data: { usernames: ['ada.lovelace', 'ada@example.com'] },
    }),
    shell: { loggedIn: false, showSaveExit: false },
  },
  {
    id: 'login-error',
    label: 'Login (error, forgot modal)',
    view: base('login', '/login', 'pageTitles.login', {
      data: { usernames: ['ada.lovelace'] },
      fieldErrors: { Username: 'apiErrors.InvalidCredentials' },
      ...modal('forgotPasswordNoUser'),
    }),
    shell: { loggedIn: false, showSaveExit: false },
  },
  {
    id: 'createAccount',
    label: 'Create account',
    view: base('createAccount', '/createAccount', 'pageTitles.createAccount', {
      initial: { Email: 'ada@example.com' },
    }),
    shell: { loggedIn: false, showSaveExit: false },
  },
  {
    id: 'resetSent',
    label: 'Reset sent',
    view: base('resetSent', '/reset-sent', 'pageTitles.resetSent', {
      data: { supportEmail: 'support@example.com' },
    }),
    shell: { loggedIn: false, showSaveExit: false },
  },
  ...(Object.keys(CHOOSE_CHOICES) as ChooseLevel[]).map((level) => ({
    id: `choose-${level}`,
    label: `Choose application — ${level}`,
    view: base('chooseApplication', CHOOSE_PATHS[level], 'pageTitles.createApplication', {
      canGoBack: level !== 'MAIN',
      data: { level, current: level === 'STANDARD' ? 'Individual' : null },
    }),
    shell: { loggedIn: false, showSaveExit: false },
  })),
  {
    id: 'notYetAvailable',
    label: 'Not yet available',
    view: base('notYetAvailable', '/create-application/utma', 'pageTitles.notYetAvailable'),
    shell: { loggedIn: false, showSaveExit: false },
  },
  {
    id: 'loading',
    label: 'Loading',
    view: base('loading', '/loading', 'pageTitles.loading', { canGoBack: false }),
  },
  { id: 'secureIntro', label: 'Secure intro', view: step('secure') },
  {
    id: 'name',
    label: 'Name',
    view: step('name', { initial: { FirstName: 'Ada', LastName: 'Lovelace' } }),
  },
  {
    id: 'name-error',
    label: 'Name (network error)',
    view: step('name', {
      initial: { FirstName: 'Ada', MiddleName: 'Grace', LastName: 'Lovelace', Suffix: '0' },
      formError: 'apiErrors.NetworkError',
    }),
  },
  {
    id: 'phone',
    label: 'Phone',
    view: step('phone', { canSkip: true, data: { countries: COUNTRIES } }),
  },
  {
    id: 'phone-error',
    label: 'Phone (server error)',
    view: step('phone', {
      canSkip: true,
      initial: { Phone: '+14155550', Country: 'US' },
      fieldErrors: { Phone: 'apiErrors.PhoneNumberIsTooShort' },
      data: { countries: COUNTRIES },
    }),
  },
  { id: 'dob', label: 'Date of birth', view: step('dob') },
  {
    id: 'dob-error',
    label: 'Date of birth (age error)',
    view: step('dob', {
      initial: { Month: '04', Day: '15', Year: '2015' },
      fieldErrors: { Day: 'fields.errors.validation.dateOfBirth' },
    }),
  },
  {
    id: 'identityCountry',
    label: 'Identity country',
    view: step('identity', { data: { countries: COUNTRIES } }),
  },
  { id: 'ssn', label: 'SSN', view: step('ssn') },
  {
    id: 'ssn-error',
    label: 'SSN (invalid)',
    view: step('ssn', {
      initial: { Ssn: '123-45-678' },
      fieldErrors: { Ssn: 'fields.errors.validation.ssnNotValid' },
    }),
  },
  { id: 'addressIntro', label: 'Address intro', view: step('address') },
  {
    id: 'addressEnter',
    label: 'Address entry',
    view: step('addressEnter', {
      data: { countries: COUNTRIES, states: STATES, statesCountry: 'USA' },
    }),
  },
  {
    id: 'addressEnter-error',
    label: 'Address entry (server errors)',
    view: step('addressEnter', {
      initial: {
        Street: 'PO Box 12',
        City: 'Springfield',
        State: 'IL',
        PostalCode: '6270',
        CountryIso3Code: 'USA',
      },
      fieldErrors: {
        PostalCode: 'apiErrors.PostalCodeNotValid',
        Street: 'fields.errors.validation.poBoxNotAllowed',
      },
      data: { countries: COUNTRIES, states: STATES, statesCountry: 'USA' },
    }),
  },
  { id: 'addressDone', label: 'Address done', view: step('addressDone') },
  {
    id: 'fundAccount',
    label: 'Fund account',
    view: step('fund', { canSkip: true, data: { checkLimit: 50000 } }),
  },
  {
    id: 'fundAccount-skip',
    label: 'Fund account (skip modal)',
    view: step('fund', { canSkip: true, data: { checkLimit: 50000 }, ...modal('skipFunding') }),
  },
  {
    id: 'fundAmount-wire',
    label: 'Amount (wire)',
    view: step('fundWire', { data: { method: 'Wire', limit: null } }),
  },
  {
    id: 'fundAmount-check',
    label: 'Amount (check, over limit)',
    view: step('fundCheck', {
      initial: { Amount: '75000' },
      data: { method: 'Check', limit: 50000 },
    }),
  },
  {
    id: 'review',
    label: 'Review',
    view: step('review', {
      data: {
        items: [
          { id: 'name', value: 'Ada Grace Lovelace' },
          { id: 'phone', value: '(415) 867-5309' },
          { id: 'dob', value: '04/15/1985' },
          { id: 'identity', value: 'United States of America' },
          { id: 'ssn', value: '234-56-7890' },
          {
            id: 'address',
            value: '100 Main Street, Suite 4\nSpringfield, IL 62701\nUnited States of America',
          },
        ],
        funding: { method: 'Wire', amount: 25000 },
      },
    }),
  },
  {
    id: 'review-edit',
    label: 'Review (edit modal: name)',
    view: step('review', {
      initial: { FirstName: 'Ada', MiddleName: 'Grace', LastName: 'Lovelace', Suffix: '0' },
      data: {
        items: [
          { id: 'name', value: 'Ada Grace Lovelace' },
          { id: 'dob', value: '04/15/1985' },
        ],
        funding: null,
        editing: 'name',
      },
      ...modal('editItem'),
    }),
  },
  { id: 'agreement', label: 'Agreement', view: step('agreement') },
  {
    id: 'agreement-viewer',
    label: 'Agreement (viewer)',
    view: step('agreement', {
      data: {
        agreementHtml:
          '<h2>Customer Account Agreement</h2><p>This agreement governs your account.</p><ol><li><strong>Storage.</strong> Metal is held in allocated storage under bailment.</li><li><strong>Pricing.</strong> Prices are quoted live.</li></ol><p onclick="alert(1)">Signed electronically.</p><script>alert(1)</script>',
      },
      ...modal('agreementViewer'),
    }),
  },
  {
    id: 'kycProcessing',
    label: 'KYC processing',
    view: base('kycProcessing', '/kyc/processing', 'pageTitles.kycProcessing', {
      canGoBack: false,
      sections: sectionsAt('agreement'),
    }),
  },
  {
    id: 'kycProcessing-error',
    label: 'KYC processing (error modal)',
    view: base('kycProcessing', '/kyc/processing', 'pageTitles.kycProcessing', {
      canGoBack: false,
      formError: 'apiErrors.OFACError',
      ...modal('submissionError'),
    }),
  },
  {
    id: 'kycSuccess',
    label: 'KYC success',
    view: base('kycSuccess', '/kyc/success', 'pageTitles.kycSuccess', {
      canGoBack: false,
      data: { fundingMethod: 'Wire', accountNumber: 'HAA-100245' },
    }),
  },
  {
    id: 'kycVerification',
    label: 'KYC verification',
    view: base('kycVerification' as ScreenId, '/kyc/verification', 'pageTitles.kycVerification', {
      canGoBack: false,
      data: {
        documents: [
          { titleKey: 'kycVerification.proofOfIdentity', uploaded: true },
          { titleKey: 'kycVerification.proofOfResidence', uploaded: false },
        ],
      },
    }),
  },
  {
    id: 'kycDoneSkip',
    label: 'KYC done-skip',
    view: base('kycDoneSkip' as ScreenId, '/kyc/done-skip', 'pageTitles.kycDoneSkip', {
      canGoBack: false,
    }),
  },
  {
    id: 'notFound',
    label: 'Not found',
    view: base('notFound', '/not-found', 'pageTitles.notFound', { canGoBack: false }),
    shell: { loggedIn: false, showSaveExit: false },
  },
  {
    id: 'errorPage',
    label: 'Error page',
    view: base('errorPage', '/error-page', 'pageTitles.errorPage', { canGoBack: false }),
    shell: { loggedIn: false, showSaveExit: false },
  },
  { id: 'saveExit', label: 'Save & exit modal', view: step('dob'), shell: { saveExitOpen: true } },
  {
    id: 'sessionPrompt',
    label: 'Inactivity modal',
    view: step('dob'),
    shell: { sessionPromptOpen: true },
  },
  {
    id: 'resume',
    label: 'Resume modal (login)',
    view: base('login', '/login', 'pageTitles.login', {
      data: {
        usernames: ['ada.lovelace'],
        resume: { createdOn: '2026-11-20T10:00:00Z', createdBy: '' },
      },
      modal: 'resumeApplication' as ModalId,
    }),
    shell: { loggedIn: true, showSaveExit: false },
  },
  { id: 'overlay', label: 'Loading overlay', view: step('name'), shell: { overlay: true } },
];
