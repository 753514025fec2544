/**
 * The contract between the statecharts (machines/) and the views (screens/, src/).
 *
 * Screens are thin: they read one `ScreenView` (computed from the root actor's snapshot by
 * `selectScreen` in machines/selectors.ts) and send `ScreenEvent`s. Every state that renders a
 * screen carries `meta: StateMeta`; the URL is `meta.path` (the router sync follows it).
 * Texts are i18n keys of src/i18n/en.ts; screens translate them. Values in `initial` and in
 * `wizard.submit` use the form shapes of services/api/fields.ts (the zod form schemas' output).
 */

import type { Locale } from '../src/i18n/locales';
import type { FlowEvent } from './funding/flow-contract';
import type { KycEvent, KycPageEvent } from './kyc/kyc-events';

/** Every screen the wizard renders (doc 1 §2, doc 2 §2, doc 3 §2 for the Individual path). */
export type ScreenId =
  | 'welcome' // BASE '/', AIP '/aip' — doc 1 §2.4
  | 'login' // LOGIN_PATH '/login' — doc 1 §2.5
  | 'createAccount' // CREATE_ACCOUNT '/createAccount' — doc 1 §2.7
  | 'resetSent' // RESET_SENT '/reset-sent' — doc 1 §2.6
  | 'resetPassword' // RESET_PASSWORD '/reset-password' — doc 1 §2.6
  | 'resetSuccessful' // RESET_SUCCESSFUL_PAGE '/reset-successful' — doc 1 §2.6
  | 'upgradeAccount' // '/upgrade' — doc 1 §4.11 the basic account's details (machines/entry/upgrade.states.ts)
  | 'deleteApplication' // DELETE_APPLICATION '/delete-application' — doc 1 §2.11
  | 'chooseApplication' // CREATE_APPLICATION / CHOOSE_APPLICATION and subpaths — doc 1 §2.8
  | 'notYetAvailable' // a kind whose wizard does not exist yet (decision, doc 1 §2.8)
  | 'loading' // LOADING, REFRESH_LOADING, /login/loading, /createAccount/loading — doc 1 §2.9
  | 'secureIntro' // SECURE_ACCOUNT '/secure' — doc 2 §2.4
  | 'name' // SECURE_NAME — doc 2 §2.12
  | 'phone' // SECURE_PHONE_NUMBER — doc 2 §2.17
  | 'dob' // SECURE_DOB — doc 2 §2.13
  | 'identityCountry' // SECURE_IDENTITY — doc 2 §2.14
  | 'ssn' // SECURE_IDENTITY_SSN — doc 2 §2.15
  | 'addressIntro' // ADDRESS — doc 2 §2.20
  | 'addressEnter' // ADDRESS_ENTER — doc 2 §2.20
  | 'addressDone' // ADDRESS_DONE — doc 2 §2.20
  | 'fundAccount' // FUNDING.NORMAL_FUNDING.ACCOUNT '/fund/account' — doc 3 §2.4
  | 'fundAmount' // FUNDING.NORMAL_FUNDING.AMOUNT.WIRE|CHECK — doc 3 §2.4
  | 'review' // REVIEW — doc 2 §2.23
  | 'agreement' // AGREEMENT '/review/agreement' — doc 3 §2.5
  | 'kycProcessing' // KYC_PROCESSING — doc 3 §2.6
  | 'kycSuccess' // KYC_SUCCESS — doc 3 §2.6
  | 'kycVerification' // KYC_VERIFICATION '/kyc/verification' — doc 3 §2.6 (documents requested; upload is a later issue)
  | 'kycDoneSkip' // KYC_DONE_SKIP '/kyc/done-skip' — doc 3 §2.6 (verification skipped, 'Go to my account')
  | 'kycDone' // KYC_DONE '/kyc/done' — doc 3 §2.6 ('Processing verification')
  | 'kycChooser' // KYC_PROOF_OF_IDENTITY.*.MAIN, KYC_PROOF_OF_RESIDENCE.*.MAIN, KYC_PROOF_OF_OWNERSHIP.MAIN — doc 3 §2.6 (machines/kyc/kyc-routes.ts)
  | 'kycMethod' // KYC_PROOF_OF_IDENTITY.*.UPLOAD.*, KYC_PROOF_OF_SOCIAL_SECURITY.*.UPLOAD — doc 3 §2.6 (webcam or file)
  | 'kycFile' // *.UPLOAD_FILE.*, residency uploads, KYC_PROOF_OF_OWNERSHIP.UPLOAD — doc 3 §2.6 (drop zone)
  | 'kycCamera' // *.UPLOAD_CAMERA.* — doc 3 §2.6 (webcam capture)
  | 'kycHandoff' // KYC_HANDOFF '/kyc/handoff/{token}' — issue 9: one requirement's upload on a phone, no session (machines/kyc/handoff.machine.ts)
  // Screens of the other account kinds' step tables (machines/wizards/*.steps.ts). The joint
  // secondary holder and the UTMA minor use the person screens above with the step's `person`
  // slot (StateMeta.person); savers and prefills read that slot.
  | 'businessType' // SECURE_BUSINESS_TYPE — doc 2 §2.5
  | 'businessName' // SECURE_BUSINESS_ORIGIN_NAME — doc 2 §2.6 (entity name)
  | 'ein' // SECURE_BUSINESS_ORIGIN_EIN, SECURE_TRUST_NAME_EIN — doc 2 §2.9
  | 'businessAddress' // SECURE_BUSINESS_ADDRESS — doc 2 §2.10
  | 'businessReview' // SECURE_BUSINESS_REVIEW — doc 2 §2.11
  | 'trustName' // SECURE_TRUST_NAME — doc 2 §2.7
  | 'trustEinQuestion' // SECURE_TRUST_NAME_EIN_QUESTION — doc 2 §2.8
  | 'iraBusinessName' // SECURE_BUSINESS_NAME '/secure/businessName' — doc 2 §2.6 (SEP, SIMPLE)
  | 'maritalStatus' // SECURE_MARITAL — doc 2 §2.18
  | 'backupWithholding' // SECURE_BACKUP_WITHHOLDING '/secure/backup-withholding' — doc 2 §2.19
  | 'identityDetails' // SECURE_IDENTITY_DETAILS — doc 2 §2.16
  | 'employmentStatus' // EMPLOYMENT_STATUS — doc 2 §2.21
  | 'financialProfile' // FINANCIAL_PROFILE — doc 2 §2.22
  | 'sameAddress' // ADDRESS_SECONDARY, ADDRESS_MINOR — doc 2 §2.20 (does the second owner / minor live at the same address?)
  | 'retirementFunding' // FUNDING.RETIREMENT_FUNDING.ACCOUNT '/fund/retirement' — doc 3 §2.4
  | 'retirementAmount' // FUNDING.RETIREMENT_FUNDING.AMOUNT.ROLLOVER|ANNUAL_CONTRIBUTION — doc 3 §2.4
  | 'jointSurvivorship' // FUNDING.NORMAL_FUNDING.JOINT_SURVIVOR '/fund/account/survivor' — doc 3 §2.4
  | 'equityAgreement' // EQUITY_AGREEMENT '/review/equity' — doc 3 §2.5
  | 'metalWelcome' // METAL_STREAM_WELCOME '/metal' — doc 3 §2.3
  | 'metalInvest' // METAL_STREAM_MONTHLY_INVEST — doc 3 §2.3
  | 'metalAllocate' // METAL_STREAM_FUND_ALLOCATION — doc 3 §2.3
  | 'metalGold' // METAL_STREAM_GOLD — doc 3 §2.3
  | 'metalSilver' // METAL_STREAM_SILVER — doc 3 §2.3
  | 'metalFunding' // FUNDING.METALSTREAM_FUNDING.ACCOUNT '/metal/funding' — doc 3 §2.3
  | 'metalReview' // METAL_STREAM_REVIEW '/metal/review' (Overview) — doc 3 §2.3
  | 'metalSummary' // METAL_STREAM_SUMMARY '/metal/complete' — doc 3 §2.3
  | 'metalOwner' // METAL_STREAM_OWNER '/metal/owner' — issue 21 item 9 (docs/decisions.md)
  | 'prepareRegistration' // PREPARE_REGISTRATION '/prepare-registration' — doc 1 §2.10 (the agent's customer look-up)
  | 'setPassword' // SET_PASSWORD '/set-password' — doc 1 §2.6 (invited customer)
  | 'notFound' // '/not-found' — doc 1 §2.11
  | 'errorPage'; // '/error-page' — doc 1 §2.11

import type { PersonSlot } from '../services/api/application-access';
/** Whom a person screen is about (doc 2 §1 applicant types MAIN, SECONDARY, MINOR; services/api/application-access.ts). */
export type { PersonSlot };

/** Progress-sidebar sections (doc 1 §2.3, doc 2 §2.1). */
export type SectionId =
  | 'createAccount'
  | 'secure'
  | 'address'
  | 'fund'
  | 'review'
  /** The recurring metal-investment programme steps (doc 3 §2.3) of the metal-stream table. */
  | 'metal';

/** `meta` of every state that renders a screen. */
export interface StateMeta {
  /** Literal path of doc 1 §2.1, e.g. '/secure/identity/ssn'. */
  path: string;
  /** Route key of the spec, e.g. 'SECURE_IDENTITY_SSN'. */
  routeKey: string;
  screen: ScreenId;
  /** i18n key of the page title; the document title is '<title> | {brokerName}'. */
  titleKey: string;
  section?: SectionId;
  /** The person a person screen is about (default 'main'). */
  person?: PersonSlot;
}

/** Modals are machine states too (ARCHITECTURE.md); the screen renders the one named here. */
export type ModalId =
  | 'skipFunding' // doc 3 §2.4 skip confirmation (Cancel / SKIP)
  | 'editItem' // doc 2 §2.24 review edit modal; `ScreenView.data.editing` names the item
  | 'agreementViewer' // doc 3 §2.5
  | 'submissionError' // doc 3 §2.6 processing error modal
  | 'forgotPasswordNoUser' // doc 1 §2.5 'You must enter your email address first.'
  | 'resumeApplication' // doc 1 §2.12 'Resume application' / 'Start a new application'; data.resume
  | 'oldPortal' // doc 1 §2.12, §4.3 'You already have user on old registration portal and you will be redirected'
  | 'bankLink' // doc 3 §4 bank-link flow (machines/funding/bank-link.machine.ts); data.flow: BankLinkView
  | 'achTerms' // doc 3 §2.4/§2.5 the agreement viewer on the ACH transfer terms (amount step, ACH connected)
  | 'metalTerms' // doc 3 §1, §2.5 the agreement viewer on the metal-stream terms and conditions (programme agreement)
  | 'custodian' // doc 3 §2.4 IRA custodian modal (machines/funding/custodian.machine.ts); data.flow
  | 'fundingEdit' // doc 3 §2.4 the review's funding edit (machines/funding/funding-edit.machine.ts); data.flow
  | 'cameraAccess' // doc 3 §8 'You don't have access to your camera' (machines/kyc/webcam.machine.ts)
  | 'assistedContinue' // doc 1 §2.12, §4.12 assisted continue-or-start-new; data.assisted {createdOn, createdBy}
  | 'invitationSent' // doc 1 §2.10 'Ok, return to back office'; data.invitation {email}
  | 'invitationError' // doc 1 §2.10, §8.3 invitation error modal (acceptance, or the agent's send)
  | 'saveClose' // doc 1 §2.12 save & close: data.saveClose {ok}
  | 'ssnVideo' // doc 2 §2.4, §2.15 the SSN help video (data.video {url, captionsUrl}); play/pause/end send CRM events
  | 'ssnVideoFailed' // the same modal after a playback failure: 'videos.genericPlaybackError'
  | 'error'; // generic error modal with OK

export interface SectionView {
  id: SectionId;
  titleKey: string;
  done: boolean;
  current: boolean;
  items: { titleKey: string; done: boolean; current: boolean }[];
}

/** Everything a screen needs to render. */
export interface ScreenView {
  screen: ScreenId;
  path: string;
  titleKey: string;
  sections: SectionView[];
  /** A save, load or submission is running: disable the form, show progress. */
  busy: boolean;
  /** Prefill values in the screen's form shape (strings as the inputs hold them). */
  initial: Record<string, string>;
  /** Field name → i18n key (or a server message already translated server-side). */
  fieldErrors: Record<string, string>;
  /** An error for the whole form (i18n key or message), shown under the form. */
  formError: string | null;
  canSkip: boolean;
  canGoBack: boolean;
  modal: ModalId | null;
  /** Read-only, screen-specific data (usernames, countries, states, review items, agreement html…). */
  data: Record<string, unknown>;
  /** Whom a person screen is about (the step's slot; 'main' elsewhere). */
  person?: PersonSlot;
  /** The first name of the secondary holder or minor the screen is about, for the copy (null when unknown). */
  personName?: string | null;
  /**
   * i18n key → the server's own Message, for error keys ('apiErrors.<Code>') the catalogue lacks:
   * translate with `t(key, { defaultValue: errorFallbacks[key] })`.
   */
  errorFallbacks?: Record<string, string>;
}

/** One row of the route table (machines/route-table.ts): every path the machine can show. */
export interface RouteEntry {
  path: string;
  routeKey: string;
  screen: ScreenId;
  titleKey: string;
}

/** Page-shell data (doc 1 §2.3). */
export interface ShellView {
  brokerName: string;
  brokerCode: string;
  theme: 'default' | 'second' | 'demo' | 'legacy';
  websiteUrl: string;
  termsUrl: string;
  privacyUrl: string;
  caPrivacyUrl: string;
  accessibilityUrl: string;
  loggedIn: boolean;
  showSaveExit: boolean;
  saveExitOpen: boolean;
  /** Full-screen overlay (doc 1 §2.3 list of operations). */
  overlay: boolean;
  ready: boolean;
  /** The inactivity / refresh-session modal is open (doc 1 §2.12); confirm with 'session.confirm'. */
  sessionPromptOpen?: boolean;
  /** A save is being retried after a network error or 502/503/504 (issue 8): the shell's polite notice. */
  retrying?: boolean;
  /** doc 1 §2.1: the page was entered at '/ira-funding': the footer adds the metal-stream copy. */
  iraFundingCopy?: boolean;
  /** doc 1 §2.11: an application exists to delete (the debug button of development builds). */
  canDeleteApplication?: boolean;
  /** Issue 24: the language shown, and those the broker offers (the footer's switch lists them). */
  locale?: Locale;
  locales?: readonly Locale[];
  /** A sales agent's session (doc 1 §2.3): the bottom banner with the customer's e-mail; else null. */
  assisted?: { customerEmail: string | null } | null;
  /** The save & close modal (doc 1 §2.12): its success ('saved') or error ('failed') variant; null closed. */
  saveClose?: 'saved' | 'failed' | null;
  /**
   * doc 1 §2.3 the missing-info banner: in the wizard, an assisted application (IsAssisted, or the
   * agent's session) misses information the review flags (doc 2 §4 `reviewInfoMissing`).
   */
  missingInfo?: boolean;
}

/** Events screens send. Anything else comes from the router sync or timers. */
export type ScreenEvent =
  | { type: 'wizard.submit'; values: Record<string, unknown> }
  | { type: 'wizard.skip' }
  | { type: 'wizard.back' }
  | { type: 'wizard.edit'; item: string }
  | { type: 'modal.confirm' }
  | { type: 'modal.cancel' }
  | { type: 'choice.select'; choice: string }
  | { type: 'login.forgotPassword'; username: string | null }
  | { type: 'login.getStarted' }
  /** Issue 24: the language switch (page footer); keeps the step and what was typed. */
  | { type: 'locale.set'; locale: Locale }
  /**
   * doc 3 §2.5: the agreement viewer; `which: 'ach'` the ACH transfer terms (programme with a
   * linked bank), `which: 'metal-stream'` the metal-stream terms and conditions (programme).
   */
  | { type: 'agreement.view'; which?: 'ach' | 'metal-stream' }
  /** doc 3 §2.5, §7: the PDF of the main agreement, or of `which` ('ach', 'metal-stream'), in a new tab. */
  | { type: 'agreement.download'; which?: 'ach' | 'metal-stream' }
  | { type: 'portal.go' }
  | { type: 'saveExit.open' }
  | { type: 'saveExit.confirm' }
  | { type: 'saveExit.cancel' }
  | { type: 'session.activity' }
  | { type: 'error.dismiss' }
  /** 'Go back' on the not-found and error pages (doc 1 §2.11): back to '/'. */
  | { type: 'nav.home' }
  /** Resume modal (doc 1 §2.12, §4.6). */
  | { type: 'resume.resume' }
  | { type: 'resume.startNew' }
  /** The sales-assisted banner's logout (doc 1 §2.3): save & close (machines/entry/assisted.states.ts). */
  | { type: 'saveClose.open' }
  /** The banner submits the page's form first; the modal opens when it was saved (doc 1 §4.13). */
  | { type: 'saveClose.request' }
  | { type: 'saveClose.cancel' }
  /** Save & close modal: 'exit' (close the window) / 'continue' (doc 1 §2.12). */
  | { type: 'saveClose.exit' }
  | { type: 'saveClose.continue' }
  /** Logout from the shell or a screen (doc 1 §4.9). */
  | { type: 'session.logout' }
  /** Confirm in the refresh-session modal (doc 1 §2.12, §4.9). */
  | { type: 'session.confirm' }
  /** The address form's country changed: load that country's states (doc 2 §2.20). */
  | { type: 'address.country'; country: string }
  /** Street lookup while typing (doc 2 §2.20); `country` is the form's CountryIso3Code. */
  | { type: 'address.lookup'; query: string; country: string }
  /** A suggestion chosen from the street lookup. */
  | { type: 'address.pick'; id: string }
  /**
   * The SSN step's help video (doc 2 §2.4, §2.15): open / close the modal ('modal.cancel'), and
   * the player's play, pause, end and playback failure.
   */
  | { type: 'video.open' }
  | { type: 'video.play' }
  | { type: 'video.pause' }
  | { type: 'video.ended' }
  | { type: 'video.failed' }
  /** Events of an open child flow (bank link, custodian modal …; machines/funding/flow-contract.ts). */
  | FlowEvent
  /** The KYC pages' events (machines/kyc/kyc.machine.ts). */
  | KycEvent
  | KycPageEvent
  /** The phone hand-off page: load the link again after a network failure (machines/kyc/handoff.machine.ts). */
  | { type: 'handoff.retry' }
  /** The debug 'DELETE APPLICATION' button of development builds → DELETE_APPLICATION (doc 1 §2.11). */
  | { type: 'app.deleteApplication' };

// ---------------------------------------------------------------------------------------------
// Screen data shapes (added by the UI): what each screen reads from `ScreenView.data`, and the
// values it sends. Selectors should fill these; every field is optional-safe in the screens.
// ---------------------------------------------------------------------------------------------

/** Levels of the account-kind choice (doc 1 §2.8): `data.level` of the 'chooseApplication' screen. */
export type ChooseLevel = 'MAIN' | 'STANDARD' | 'RETIREMENT' | 'PERSONAL' | 'BUSINESS' | 'UTMA';

/** The `choice` each level's cards send with `choice.select` (doc 1 §2.8). */
export const CHOOSE_CHOICES = {
  MAIN: ['STANDARD', 'RETIREMENT', 'UTMA'],
  STANDARD: ['Individual', 'JointTenants', 'Trust', 'Corporate'],
  RETIREMENT: ['PERSONAL', 'BUSINESS'],
  PERSONAL: ['Traditional', 'Roth'],
  BUSINESS: ['SIMPLE', 'SEP'],
  UTMA: ['Custodian', 'Trustee'],
} as const satisfies Record<ChooseLevel, readonly string[]>;
export type ChooseChoice = (typeof CHOOSE_CHOICES)[ChooseLevel][number];

/** Reference lists as the API returns them (services/api/contract.ts Country / State). */
export interface CountryOption {
  Iso3Code: string;
  Iso2Code: string;
  Caption: string;
  TelephoneCode?: string;
}
export interface StateOption {
  Code: string;
  Caption: string;
}

/** A review item (doc 2 §2.23); `item` is what `wizard.edit` sends and what `data.editing` names. */
export type ReviewItemId =
  | 'name'
  | 'phone'
  | 'dob'
  | 'identity'
  | 'ssn'
  | 'address'
  | 'funding'
  | 'maritalStatus'
  | 'backupWithholding'
  | 'iraBusinessName'
  | 'businessName'
  | 'businessType'
  | 'ein'
  | 'businessAddress'
  | 'trustName'
  /** The metal-stream Overview's items (doc 3 §2.3): amount, allocation, products, deposit type. */
  | 'metalAmount'
  | 'metalAllocation'
  | 'metalGold'
  | 'metalSilver'
  | 'metalFunding';
/**
 * What `wizard.edit` sends: a review item, prefixed with the person slot for the second person's
 * items ('secondary.dob', 'minor.address'; doc 2 §2.23 second-person section).
 */
export type EditItem = ReviewItemId | `${'secondary' | 'minor'}.${ReviewItemId}`;

/**
 * Why the review's 'Looks good' is disabled (doc 2 §4; machines/wizards/walk.ts `reviewBlockOf`):
 * funding type without amount, missing info (assisted only), the joint secondary holder non-USA
 * without SSN, the UTMA minor a USA citizen without SSN.
 */
export type ReviewBlock =
  'fundingAmountMissing' | 'infoMissing' | 'secondarySsnMissing' | 'minorSsnMissing';

/**
 * One row of the review page (doc 2 §2.23). `id` is what its Edit link sends (`wizard.edit`);
 * `value` the display text (null: not given — the view shows 'N/A', or the missing placeholder
 * for a blank name) except: 'ssn' and 'ein' the saved number (the view masks it), 'phone' E.164,
 * 'maritalStatus' the MARITAL_STATUSES name (e.g. 'Married'; the view shows its label).
 * `missing`: the sales-assisted 'Missing info' marker (doc 2 §4; never set outside assisted mode).
 */
export interface ReviewRow<I extends string = EditItem> {
  id: I;
  value: string | null;
  missing?: boolean;
}

/** Bank funding method names (doc 3 §3 BankFundingType). */
export type BankFundingMethod = 'ACHConnected' | 'ACHManual' | 'Wire' | 'Check' | 'Cryptocurrency';

/** IRA funding type names (doc 3 §3 IRAFundingType). */
export type IraFundingKind = 'IRATransfer' | 'Rollover' | 'AnnualContribution';

/**
 * The review's second section (doc 2 §2.23): the joint Secondary Holder ('secondary', items
 * prefixed 'secondary.'), the UTMA Minor ('minor', items prefixed 'minor.'), or the trust's Legal
 * Entity ('legalEntity': items 'trustName' and 'ein').
 */
export interface ReviewSecondSection {
  kind: 'secondary' | 'minor' | 'legalEntity';
  /** i18n key of the section heading. */
  headingKey: string;
  /** The second person's first name (the edit forms' copy names them), null for the entity or when unknown. */
  firstName: string | null;
  items: ReviewRow[];
}

/**
 * `ScreenView.data` per screen. In the review's edit modal (modal 'editItem'), `initial` and
 * `fieldErrors` belong to the edited item's form and `data` also carries that form's lists
 * (countries, states …).
 */
export interface ScreenDataMap {
  welcome: { flow?: 'BASE' | 'AIP' };
  login: { usernames: string[] };
  resetSent: { supportEmail?: string };
  /** doc 1 §2.6 the new-password form (initial { Password: '' }). */
  resetPassword: Record<string, never>;
  resetSuccessful: Record<string, never>;
  /**
   * doc 1 §4.11 the basic account's details (machines/entry/upgrade.states.ts `upgradeAccountViewOf`):
   * null while they load; `upgraded` when the account was already upgraded (only 'Go to my account').
   */
  upgradeAccount: { account: import('./entry/upgrade-view').UpgradeAccountView | null };
  /** doc 1 §2.11: the application to delete (its kind's title key), null without one. */
  deleteApplication: { kindKey?: string | null };
  /** `current`: the choice already made (marked on its card). */
  chooseApplication: { level: ChooseLevel; upgrade?: boolean; current?: ChooseChoice | null };
  notYetAvailable: { kindKey?: string };
  name: { nameLocked?: boolean; flow?: 'BASE' | 'AIP'; isIra?: boolean };
  phone: { countries: CountryOption[]; usOnly?: boolean; locked?: boolean };
  identityCountry: { countries: CountryOption[] };
  ssn: { minor?: boolean; disabled?: boolean };
  addressIntro: { isIra?: boolean };
  /** `statesCountry`: the ISO3 country `states` belong to (default 'USA'). */
  addressEnter: {
    countries: CountryOption[];
    states: StateOption[];
    statesCountry?: string;
    usOnly?: boolean;
    /** Street-lookup suggestions (services/adapters/address-autocomplete.ts). */
    addressSuggestions?: { id: string; label: string }[];
  };
  /** machines/view/specs/fund-account.ts: the offered methods in order, limits in dollars (null when unknown). */
  fundAccount: {
    methods: BankFundingMethod[];
    achLimit: number | null;
    checkLimit: number | null;
    cryptoLimit: number | null;
    currency: 'USD' | 'CAD';
    current: BankFundingMethod | null;
    assisted: boolean;
  };
  /**
   * machines/view/specs/fund-amount.ts. `limit`: the check / ACH / crypto deposit limit in dollars
   * (null for wire: no limit text); `bank`: the linked bank the ACH auto-deposit names.
   */
  fundAmount: {
    method: BankFundingMethod;
    limit: number | null;
    currency: 'USD' | 'CAD';
    bank: { name: string; last4: string } | null;
    termsHtml: string | null;
  };
  /** doc 2 §2.23 (machines/selectors.ts `reviewDataOf`). */
  review: {
    /**
     * i18n key of the main person's heading: 'review.primaryHolder' (joint), 'review.custodian'
     * (UTMA), 'review.authorizedAgent' (Corporate: business and trust), else 'review.ownerHeading'.
     */
    mainHeadingKey?: string;
    /** The main person's rows (ids unprefixed): iraBusinessName (SEP/SIMPLE), name, address, dob, ssn (USA), identity, phone, maritalStatus (when set). */
    items: ReviewRow<ReviewItemId>[];
    /** The second section, or null (Individual, IRA, business). */
    second?: ReviewSecondSection | null;
    /** The bank funding card; null when no bank funding is saved. */
    funding: {
      method: BankFundingMethod | null;
      amount: number | null;
      currency?: 'USD' | 'CAD';
    } | null;
    /** An IRA application: the IRA funding card (no edit link, doc 3 §2.4) replaces the bank card. */
    ira?: boolean;
    /**
     * The IRA funding card (IRAApplication.IRAApplicationFundingResponse); null: 'No funding
     * instructions added.'. `amountMissing`: a rollover or contribution without its amount.
     */
    iraFunding?: {
      type: IraFundingKind | null;
      amount: number | null;
      amountMissing: boolean;
      contributionYear: number | null;
      currency?: 'USD' | 'CAD';
    } | null;
    /** While modal === 'editItem': the item being edited (e.g. 'name', 'secondary.dob', 'ein'). */
    editing?: EditItem | null;
    /** 'Looks good' disabled (doc 2 §4): `blocked !== null`. */
    submitDisabled?: boolean;
    /** The rule that disables 'Looks good', or null. */
    blocked?: ReviewBlock | null;
    /** Sales-assisted application (Application.IsAssisted): 'Missing info' markers may show. */
    assisted?: boolean;
    /** Some information is missing (doc 2 §4; always false outside assisted mode). */
    missingInfo?: boolean;
    /** The items flagged missing, in the page's order (doc 2 §4 missing-information list). */
    missingItems?: string[];
    /** A sales agent's session (doc 1 §6): the submit reads 'impersonateRegistration' and sends the invitation. */
    salesSession?: boolean;
    countries?: CountryOption[];
    states?: StateOption[];
    /** The metal-mode review's 'Scheduled {month}/{day}' box (doc 3 §2.3, §9); null outside the programme. */
    recurring?: { amount: number; currency: 'USD' | 'CAD'; month: number; day: number } | null;
  };
  agreement: { agreementHtml?: string | null; upgrade?: boolean };
  kycSuccess: { fundingMethod?: 'Wire' | 'Check' | null; accountNumber?: string | null };
}
